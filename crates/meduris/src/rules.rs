//! The rules this engine cites by id, each in a few words: the rules reference's `M-…` and the
//! rulings `R-…` (docs/rulings.md). A refusal names its rule by id; a table adds these words;
//! docs/rules.md explains every id with the rulebook passage it rests on.

/// Every rule id the engine cites, with its title.
pub const RULES: &[(&str, &str)] = &[
    ("M-S1", "the board sides and their fields"),
    ("M-S2", "colours, huts, temples and workers"),
    ("M-S3", "18 chips of each material"),
    ("M-S4", "the die"),
    ("M-S5", "the bonus chips"),
    ("M-S6", "placing the workers"),
    ("M-S7", "the rune stones"),
    ("M-T1", "the small yield"),
    ("M-T2", "one main action a turn"),
    ("M-T3", "the big yield"),
    ("M-T4", "building a hut"),
    ("M-T5", "building a temple"),
    ("M-T6", "exchanging three chips for one"),
    ("M-T7", "settlements"),
    ("M-D1", "the druid's stone fields"),
    ("M-D2", "the druid's walk"),
    ("M-D3", "the offering ritual"),
    ("M-D4", "the great river"),
    ("M-E1", "the end of the game"),
    ("M-E2", "the stalemate"),
    ("M-E3", "the final circuit"),
    ("M-E4", "the final scoring"),
    ("M-E5", "the winner and the tie-breaks"),
    ("M-I1", "the screens: what is hidden"),
    ("R-1", "an exchange takes another material"),
    ("R-2", "exchanges at every decision"),
    ("R-3", "stacked workers are one choice"),
    ("R-4", "decisions with one answer are taken"),
    ("R-5", "handing in the druid chip"),
    ("R-6", "when the end is triggered"),
    ("R-7", "counting the stalemate"),
    ("R-8", "the turn cap"),
    ("R-9", "a final circuit that starts inside a settlement"),
    ("R-10", "fields asking twice for one material"),
    ("R-11", "counting chips for the tie-break"),
    ("R-12", "colours with three players"),
    ("R-13", "setups hold their chance"),
];

/// A rule's title in words (`M-T6` → `exchanging three chips for one`).
pub fn rule_title(id: &str) -> Option<&'static str> {
    RULES.iter().find(|(i, _)| *i == id).map(|(_, t)| *t)
}
