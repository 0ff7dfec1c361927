//! The tutorials play: every lesson of every game goes from its first moment to its end, each
//! move it asks for is one of the learner's legal actions then, and together the lessons ask
//! for every kind of decision of the game (issue 21: workers and yields, huts, exchanges,
//! rituals and offerings, temples, the end; orders, thieves, ideas, ages, the end, two players).
//! Each move names the rule it practises, and the page has every lesson's words in every language.

use std::collections::BTreeSet;

use gameroom_games::GAMES;
use gameroom_match::registry::Registry;
use gameroom_match::tutorial::LessonError;

mod fluent;
use fluent::{LANGUAGES, message_ids};

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
                let rules: Vec<&str> = entry.info().rules.iter().map(|r| r.id.as_str()).collect();
                match (&s.expect, &s.rule) {
                    (Some(_), Some(rule)) => assert!(
                        rules.contains(&rule.as_str()),
                        "{game} {} at {at}: `{rule}` is no rule of the game",
                        l.id
                    ),
                    (None, None) => {}
                    (want, rule) => panic!("{game} {} at {at}: {want:?} practises {rule:?}", l.id),
                }
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

/// The page's words for a lesson (js/learn.js): its title, what it is about, a line for each of
/// the learner's moves (what to do and why) and one at its end.
#[test]
fn every_lesson_has_its_words_in_every_language() {
    let mut problems = Vec::new();
    for lang in LANGUAGES {
        let ids = message_ids(lang);
        for entry in GAMES.catalog().all() {
            let game = entry.info().name.clone();
            for l in entry.lessons().unwrap_or_else(|e| panic!("{game}: {e}")) {
                let base = format!("tutorial-{game}-{}", l.id);
                let mut want = vec![
                    base.clone(),
                    format!("{base}-intro"),
                    format!("{base}-done"),
                ];
                want.extend((1..=l.moves).map(|n| format!("{base}-{n}")));
                for w in want {
                    if !ids.contains(&w) {
                        problems.push(format!("{lang}.ftl: no `{w}`"));
                    }
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
