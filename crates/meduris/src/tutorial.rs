//! The Meduris tutorial: lessons played from the rulebook's worked examples and FAQ answers (the
//! scenario files of `tests/scenarios/`, which the rules tests run too), in the order a new
//! player meets the game's decisions: workers, yields, building, the druid's rituals, exchanges,
//! temples and runes, the end.

use gameroom_game::Lesson;

macro_rules! lesson {
    ($id:literal, $file:literal, $learner:literal) => {
        Lesson {
            id: $id,
            scenario: include_str!(concat!("../tests/scenarios/", $file, ".toml")),
            learner: $learner,
        }
    };
}

/// The lessons, in order.
pub const LESSONS: &[Lesson] = &[
    lesson!("workers", "rule-setup-worker-placement", 0),
    lesson!("yields", "rulebook-move-example-1-small-and-big-yield", 2),
    lesson!("plus-one", "rule-small-yield-choice", 1),
    lesson!("minus-one", "rule-small-yield-minus", 2),
    lesson!("exchange", "rule-exchange", 0),
    lesson!("hut", "faq-settlement-cost-3-wool-3-wood", 2),
    lesson!("joining", "rule-settlement-joining-two-paid", 0),
    lesson!("ritual", "rulebook-move-example-3-settlement-ritual", 1),
    lesson!("druid-chip", "rule-bonus-druid-chip-handed-in", 0),
    lesson!("temple", "rulebook-move-example-4-rune-interim-scoring", 2),
    lesson!("the-end", "rule-final-circuit", 0),
];
