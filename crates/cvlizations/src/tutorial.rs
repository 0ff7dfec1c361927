//! The CVlizations tutorial: lessons played from the rulebook's sample round and examples (the
//! scenario files of `tests/scenarios/`, which the rules tests run too): orders face up and face
//! down and their reveal, each order by how many chose it, Doubling and thieves, ideas, ages,
//! the end, and the game for two.

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
    lesson!("orders", "rulebook-sample-round", 2),
    lesson!("thieves", "rulebook-thieving-doubling", 1),
    lesson!("ideas", "rule-c-r4-idea-works-from-next-round", 0),
    lesson!("ages", "rule-c-r5-orders-return-at-age-end", 2),
    lesson!("the-end", "card-end-scoring", 0),
    lesson!("two-players", "rule-c-v1-cave-geeks", 0),
];
