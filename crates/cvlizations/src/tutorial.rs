//! The CVlizations tutorial: lessons played from the rulebook's sample round and examples (the
//! scenario files of `tests/scenarios/`, which the rules tests run too): orders face up and face
//! down and their reveal, each order by how many chose it, Doubling and thieves, ideas, ages,
//! the end, and the game for two.

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
        "orders",
        "rulebook-sample-round",
        2,
        ["C-R2", "C-R3", "C-R4"]
    ),
    lesson!(
        "thieves",
        "rulebook-thieving-doubling",
        1,
        ["C-R2", "C-R3", "C-R3"]
    ),
    lesson!(
        "ideas",
        "rule-c-r4-idea-works-from-next-round",
        0,
        ["C-R2", "C-R4", "C-R2"]
    ),
    lesson!("ages", "rule-c-r5-orders-return-at-age-end", 2, ["C-R5"]),
    lesson!("the-end", "card-end-scoring", 0, ["C-R6"]),
    lesson!(
        "two-players",
        "rule-c-v1-cave-geeks",
        0,
        ["C-V1", "C-V1", "C-V1"]
    ),
];
