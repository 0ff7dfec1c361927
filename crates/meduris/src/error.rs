//! Why an action is illegal. Every reason has a stable code and names the rule it breaks
//! (ids that docs/rules.md explains); the sentence is for a person and does not repeat the rule's id.

use gameroom_game::{Arg, Args};

use crate::types::{Chips, Material, Plain, chips_to_string};

/// `you have no wood and need 1`, `you have 1 wood and need 2`.
fn shortfall(material: Material, have: u8, need: u8) -> String {
    match (have, need) {
        (0, 0) => format!("you have no {material}"),
        (0, _) => format!("you have no {material} and need {need}"),
        _ => format!("you have {have} {material} and need {need}"),
    }
}

/// An illegal action, with the rule it breaks. The state is left unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Illegal {
    #[error("the game is over")]
    GameOver,
    #[error("{action} is not possible now: {expected}")]
    WrongStep {
        action: String,
        expected: &'static str,
        rule: &'static str,
    },
    #[error("the {plain} high plain already holds three workers")]
    PlainFull { plain: Plain, rule: &'static str },
    #[error("you have no worker on the {plain} high plain{extra}")]
    NoWorker { plain: Plain, extra: &'static str },
    #[error("a moved worker must leave its high plain: {plain} to {plain}")]
    SamePlain { plain: Plain },
    #[error("there is no field {field}: the fields are 0 to {last}")]
    NoSuchField { field: u8, last: usize },
    #[error("field {field} is already built on")]
    FieldTaken { field: u8, rule: &'static str },
    #[error("a temple cannot be built on field {field}: a bonus chip lies there")]
    BonusChipField { field: u8 },
    #[error("you have no {what} left to build")]
    NoneLeft { what: &'static str },
    #[error(
        "{what} on field {field} costs {}; you have {}",
        chips_to_string(cost),
        chips_to_string(have)
    )]
    CannotAfford {
        what: &'static str,
        field: u8,
        cost: Chips,
        have: Chips,
        rule: &'static str,
    },
    #[error("{}", shortfall(*material, *have, *need))]
    NoChip {
        material: Material,
        /// Chips of it the player has.
        have: u8,
        /// Chips of it the action needs.
        need: u8,
        rule: &'static str,
    },
    #[error("the supply has no {material} left")]
    SupplyEmpty {
        material: Material,
        rule: &'static str,
    },
    #[error("an exchange gives three chips for one of another material, not {material}")]
    ExchangeSameMaterial { material: Material },
    #[error("the druid asks for {} at field {field}, not {material}", asked[0].name().to_string() + " and " + asked[1].name())]
    NotAsked {
        material: Material,
        field: u8,
        asked: [Material; 2],
    },
    #[error("no druid bonus chip lies under the hut on field {field}")]
    NoDruidChip { field: u8 },
}

impl gameroom_game::IllegalAction for Illegal {
    fn code(&self) -> &'static str {
        match self {
            Illegal::GameOver => "game-over",
            Illegal::WrongStep { .. } => "wrong-step",
            Illegal::PlainFull { .. } => "plain-full",
            Illegal::NoWorker { .. } => "no-worker",
            Illegal::SamePlain { .. } => "same-plain",
            Illegal::NoSuchField { .. } => "no-such-field",
            Illegal::FieldTaken { .. } => "field-taken",
            Illegal::BonusChipField { .. } => "bonus-chip-field",
            Illegal::NoneLeft { .. } => "none-left",
            Illegal::CannotAfford { .. } => "cannot-afford",
            Illegal::NoChip { .. } => "no-chip",
            Illegal::SupplyEmpty { .. } => "supply-empty",
            Illegal::ExchangeSameMaterial { .. } => "exchange-same-material",
            Illegal::NotAsked { .. } => "not-asked",
            Illegal::NoDruidChip { .. } => "no-druid-chip",
        }
    }

    fn rule(&self) -> Option<&'static str> {
        Illegal::rule(self)
    }

    /// `field`, `last` (the last field), `plain`, `material`, `what` (`hut`, `temple`,
    /// `huts`, `temples`), `cost` and `have` (chips by material), `need`, `asked` (the two
    /// materials a druid asks for): what the sentence names.
    fn args(&self) -> Args {
        let mut a = Args::new();
        let mut put = |k: &str, v: Arg| {
            a.insert(k.to_string(), v);
        };
        let word = |m: Material| Arg::from(m.name());
        match self {
            Illegal::PlainFull { plain, .. }
            | Illegal::NoWorker { plain, .. }
            | Illegal::SamePlain { plain } => put("plain", word(*plain)),
            Illegal::NoSuchField { field, last } => {
                put("field", i64::from(*field).into());
                put("last", (*last as i64).into());
            }
            Illegal::FieldTaken { field, .. }
            | Illegal::BonusChipField { field }
            | Illegal::NoDruidChip { field } => put("field", i64::from(*field).into()),
            Illegal::NoneLeft { what } => put("what", (*what).into()),
            Illegal::CannotAfford {
                what,
                field,
                cost,
                have,
                ..
            } => {
                put("what", what.trim_start_matches("a ").into());
                put("field", i64::from(*field).into());
                put("cost", chips_arg(cost));
                put("have", chips_arg(have));
            }
            Illegal::NoChip {
                material,
                have,
                need,
                ..
            } => {
                put("material", word(*material));
                put("have", i64::from(*have).into());
                put("need", i64::from(*need).into());
            }
            Illegal::SupplyEmpty { material, .. } | Illegal::ExchangeSameMaterial { material } => {
                put("material", word(*material))
            }
            Illegal::NotAsked {
                material,
                field,
                asked,
            } => {
                put("material", word(*material));
                put("field", i64::from(*field).into());
                put(
                    "asked",
                    Arg::Words(asked.iter().map(|m| m.name().to_string()).collect()),
                );
            }
            Illegal::GameOver | Illegal::WrongStep { .. } => {}
        }
        a
    }
}

/// Chips by material, every material named.
fn chips_arg(chips: &Chips) -> Arg {
    Arg::Amounts(
        Material::ALL
            .iter()
            .map(|m| (m.name().to_string(), u32::from(chips[m.index()])))
            .collect(),
    )
}

impl Illegal {
    /// The rule the action breaks (an id that docs/rules.md explains), if any.
    pub fn rule(&self) -> Option<&'static str> {
        Some(match self {
            Illegal::GameOver => return None,
            Illegal::WrongStep { rule, .. }
            | Illegal::FieldTaken { rule, .. }
            | Illegal::CannotAfford { rule, .. }
            | Illegal::NoChip { rule, .. }
            | Illegal::SupplyEmpty { rule, .. } => rule,
            Illegal::PlainFull { rule, .. } => rule,
            Illegal::NoWorker { .. } | Illegal::SamePlain { .. } => "M-T3",
            Illegal::NoSuchField { .. } => "M-S1",
            Illegal::BonusChipField { .. } => "M-T5",
            Illegal::NoneLeft { .. } => "M-S2",
            Illegal::ExchangeSameMaterial { .. } => "M-T6",
            Illegal::NotAsked { .. } | Illegal::NoDruidChip { .. } => "M-D3",
        })
    }
}
