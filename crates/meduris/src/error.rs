//! Why an action is illegal. Every reason names the rule it breaks (RULES.md ids).

use crate::types::{Chips, Material, Plain, chips_to_string};

/// An illegal action, with the rule it breaks. The state is left unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Illegal {
    #[error("the game is over")]
    GameOver,
    #[error("{action} is not possible now: {expected} (rule {rule})")]
    WrongStep {
        action: String,
        expected: &'static str,
        rule: &'static str,
    },
    #[error("the {plain} high plain already holds three workers (rule M-T3)")]
    PlainFull { plain: Plain },
    #[error("you have no worker on the {plain} high plain{extra} (rule M-T3)")]
    NoWorker { plain: Plain, extra: &'static str },
    #[error("a moved worker must leave its high plain: {plain} to {plain} (rule M-T3)")]
    SamePlain { plain: Plain },
    #[error("there is no field {field}: the fields are 0 to {last} (rule M-S1)")]
    NoSuchField { field: u8, last: usize },
    #[error("field {field} is already built on (rule {rule})")]
    FieldTaken { field: u8, rule: &'static str },
    #[error("a temple cannot be built on field {field}: a bonus chip lies there (rule M-T5)")]
    BonusChipField { field: u8 },
    #[error("you have no {what} left to build (rule M-S2)")]
    NoneLeft { what: &'static str },
    #[error(
        "{what} on field {field} costs {}; you have {} (rule {rule})",
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
    #[error("you have no {material} (rule {rule})")]
    NoChip {
        material: Material,
        rule: &'static str,
    },
    #[error("the supply has no {material} left (rule {rule})")]
    SupplyEmpty {
        material: Material,
        rule: &'static str,
    },
    #[error(
        "an exchange gives three chips for one of another material, not {material} (rule M-T6)"
    )]
    ExchangeSameMaterial { material: Material },
    #[error("the druid asks for {} at field {field}, not {material} (rule M-D3)", asked[0].name().to_string() + " and " + asked[1].name())]
    NotAsked {
        material: Material,
        field: u8,
        asked: [Material; 2],
    },
    #[error("no druid bonus chip lies under the hut on field {field} (rule M-D3)")]
    NoDruidChip { field: u8 },
}

impl Illegal {
    /// The rule the action breaks (a RULES.md id), if any.
    pub fn rule(&self) -> Option<&'static str> {
        Some(match self {
            Illegal::GameOver => return None,
            Illegal::WrongStep { rule, .. }
            | Illegal::FieldTaken { rule, .. }
            | Illegal::CannotAfford { rule, .. }
            | Illegal::NoChip { rule, .. }
            | Illegal::SupplyEmpty { rule, .. } => rule,
            Illegal::PlainFull { .. } | Illegal::NoWorker { .. } | Illegal::SamePlain { .. } => {
                "M-T3"
            }
            Illegal::NoSuchField { .. } => "M-S1",
            Illegal::BonusChipField { .. } => "M-T5",
            Illegal::NoneLeft { .. } => "M-S2",
            Illegal::ExchangeSameMaterial { .. } => "M-T6",
            Illegal::NotAsked { .. } | Illegal::NoDruidChip { .. } => "M-D3",
        })
    }
}
