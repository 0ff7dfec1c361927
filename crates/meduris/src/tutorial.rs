//! The Meduris tutorial: lessons played from the rulebook's worked examples and FAQ answers (the
//! scenario files of `tests/scenarios/`, which the rules tests run too), in the order a new
//! player meets the game's decisions: workers, yields, building, the druid's rituals, exchanges,
//! temples and runes, the end.

use gameroom_game::Lesson;

macro_rules! lesson {
    ($id:literal, $file:literal, $learner:literal, [$($rule:literal),+]) => {
        Lesson {
            id: $id,
            scenario: include_str!(concat!("../tests/scenarios/", $file, ".toml")),
            learner: $learner,
            teaches: &[$($rule),+],
        }
    };
}

/// The lessons, in order.
pub const LESSONS: &[Lesson] = &[
    lesson!(
        "workers",
        "rule-setup-worker-placement",
        0,
        ["M-S6", "M-S6", "M-S6"]
    ),
    lesson!(
        "yields",
        "rulebook-move-example-1-small-and-big-yield",
        2,
        ["M-T3"]
    ),
    lesson!("plus-one", "rule-small-yield-choice", 1, ["M-T1"]),
    lesson!("minus-one", "rule-small-yield-minus", 2, ["M-T1"]),
    lesson!("exchange", "rule-exchange", 0, ["M-T6", "M-T6"]),
    lesson!(
        "hut",
        "faq-settlement-cost-3-wool-3-wood",
        2,
        ["M-T6", "M-T4"]
    ),
    lesson!("joining", "rule-settlement-joining-two-paid", 0, ["M-T4"]),
    lesson!(
        "ritual",
        "rulebook-move-example-3-settlement-ritual",
        1,
        ["M-T4", "M-D3"]
    ),
    lesson!("druid-chip", "rule-bonus-druid-chip-handed-in", 0, ["M-D3"]),
    lesson!(
        "temple",
        "rulebook-move-example-4-rune-interim-scoring",
        2,
        ["M-T5"]
    ),
    lesson!(
        "the-end",
        "rule-final-circuit",
        0,
        ["M-E1", "M-E3", "M-E3", "M-E3"]
    ),
];
