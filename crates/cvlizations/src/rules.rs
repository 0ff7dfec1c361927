//! The rules this engine cites by id, each in a few words: the project's `C-…` rules of
//! CVlizations and its rulings `R-C…` (docs/cvlizations.md). A refusal names its rule by id; a
//! table adds these words; docs/rules.md explains every id with the rulebook passage it rests on.

/// Every rule id the engine cites, with its title.
pub const RULES: &[(&str, &str)] = &[
    ("C-S1", "players and what each starts with"),
    ("C-S2", "the idea decks and the track"),
    ("C-R1", "ages and rounds"),
    ("C-R2", "the order phase"),
    ("C-R3", "the action phase"),
    ("C-R4", "the development phase"),
    ("C-R5", "the clean-up"),
    ("C-R6", "the end and the winner"),
    ("C-V1", "two players with the Cave Geeks"),
    ("C-V2", "the advanced game for two"),
    ("R-C1", "decisions with one answer are taken"),
    ("R-C2", "conversions at the end"),
    ("R-C3", "the Dagger, Hedonism and Holidays"),
    ("R-C4", "whom a thief robs"),
    ("R-C5", "Optimism"),
    ("R-C6", "the Sword"),
    ("R-C7", "triggers once per order"),
    ("R-C8", "what Humanism counts"),
    ("R-C9", "Fortune telling"),
    ("R-C10", "the Hammer and Common language"),
    ("R-C11", "Egoism"),
    ("R-C12", "player 1 in the advanced game"),
    ("R-C13", "the Cave Geeks' orders"),
    ("R-C14", "an empty deck"),
    ("R-C15", "who follows the Cave Geeks"),
    ("R-C16", "two players get the Cave Geeks"),
];

/// A rule's title in words (`C-R2` → `the order phase`).
pub fn rule_title(id: &str) -> Option<&'static str> {
    RULES.iter().find(|(i, _)| *i == id).map(|(_, t)| *t)
}
