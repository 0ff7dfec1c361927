//! The tutorials play: every lesson of every game goes from its first moment to its end, each
//! move it asks for is one of the learner's legal actions then, and together the lessons ask
//! for every kind of decision of the game (issue 21: workers and yields, huts, exchanges,
//! rituals and offerings, temples, the end; orders, thieves, ideas, ages, the end, two players).

use std::collections::BTreeSet;

use gameroom_games::GAMES;
use gameroom_match::registry::Registry;
use gameroom_match::tutorial::LessonError;

/// The first word of every move each game's tutorial must ask for at least once.
const KINDS: &[(&str, &[&str])] = &[
    (
        "meduris",
        &[
            "place", "yield", "take", "return", "exchange", "hut", "offer", "temple",
        ],
    ),
    ("cvlizations", &["orders", "steal", "buy", "pass", "trade"]),
];

#[test]
fn every_lesson_plays_to_its_end_asking_for_legal_moves() {
    for entry in GAMES.catalog().all() {
        let game = entry.info().name.clone();
        let lessons = entry.lessons().unwrap_or_else(|e| panic!("{game}: {e}"));
        assert!(!lessons.is_empty(), "{game} has a tutorial");
        let mut asked = BTreeSet::new();
        for l in &lessons {
            assert!(l.moves > 0, "{game} {}: the learner makes a move", l.id);
            let mut said = Vec::new();
            for at in 0..=l.moves {
                let s = entry
                    .lesson(&l.id, at)
                    .unwrap_or_else(|e| panic!("{game} {} at {at}: {e}", l.id));
                assert_eq!((s.at, s.moves, s.learner), (at, l.moves, l.learner));
                match &s.expect {
                    Some(want) => {
                        assert!(
                            s.legal.iter().any(|a| &a.action == want),
                            "{game} {} at {at}: `{want}` is not legal: {:?}",
                            l.id,
                            s.legal
                        );
                        asked.insert(want.split(' ').next().unwrap_or_default().to_string());
                        said.push(want.clone());
                    }
                    None => assert_eq!(at, l.moves, "{game} {}: a move asked until the end", l.id),
                }
                if at > 0 {
                    assert!(
                        !s.events.is_empty(),
                        "{game} {} at {at}: the learner sees its move",
                        l.id
                    );
                }
            }
            eprintln!("{game} {} (seat {}): {}", l.id, l.learner, said.join(" · "));
        }
        let kinds = KINDS.iter().find(|k| k.0 == game).map_or(&[][..], |k| k.1);
        for k in kinds {
            assert!(
                asked.contains(*k),
                "{game}'s tutorial never asks for `{k}`: {asked:?}"
            );
        }
    }
}

#[test]
fn a_lesson_beyond_its_end_or_unknown_is_refused() {
    let entry = GAMES.catalog().game("meduris").expect("meduris");
    let first = &entry.lessons().expect("lessons")[0];
    assert_eq!(
        entry.lesson(&first.id, first.moves + 1).err(),
        Some(LessonError::Beyond {
            at: first.moves + 1,
            moves: first.moves
        })
    );
    assert_eq!(
        entry.lesson("nothing", 0).err(),
        Some(LessonError::NoLesson("nothing".into()))
    );
}
