//! A game's tutorial, lesson by lesson ([`gameroom_game::Lesson`]): a rules scenario played from
//! the learner's seat. [`lesson_at`] is the lesson after the learner's first `at` moves: what
//! the learner sees, the move the lesson asks for next and what happened since the learner's
//! last move (the others' moves and chance are made for them, from the scenario). Steps the
//! scenario checks as refusals are not played. Pure and stateless: a page asks for the moment it
//! is at, so a learner who leaves comes back where they were.

use gameroom_game::{Actor, Game, GameState, Lesson, Outcome, Seat};
use serde::Serialize;

use crate::LegalAction;

/// A lesson as a list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LessonInfo {
    pub id: String,
    /// The learner's seat.
    pub learner: Seat,
    /// The moves the learner makes in it.
    pub moves: usize,
    /// The rules its scenario cites (ids of the rules reference).
    pub rules: Vec<String>,
}

/// A lesson after the learner's first `at` moves.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LessonState {
    pub lesson: String,
    pub learner: Seat,
    /// The learner's moves made, and in the whole lesson.
    pub at: usize,
    pub moves: usize,
    /// What the learner sees now (the game's view, as the table gets it).
    pub view: serde_json::Value,
    /// The learner's legal actions now (empty at the lesson's end).
    pub legal: Vec<LegalAction>,
    /// The move the lesson asks for now, in the game's notation (one of `legal`); none at the
    /// lesson's end.
    pub expect: Option<String>,
    /// The rule that move practises (an id of the rules reference): a page explains a wrong
    /// move with it. None at the lesson's end.
    pub rule: Option<String>,
    /// What the learner saw happen since before its last move (its own move, then the others'
    /// and chance's), as the table's events; at the start, what happened before its first.
    pub events: Vec<serde_json::Value>,
    /// The rules the lesson's scenario cites.
    pub rules: Vec<String>,
    /// The game's result, when the lesson plays it to its end.
    pub result: Option<Outcome>,
}

/// Why a lesson cannot be given.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LessonError {
    #[error("no lesson `{0}`")]
    NoLesson(String),
    #[error("the lesson has {moves} moves, not {at}")]
    Beyond { at: usize, moves: usize },
    /// The lesson's data is wrong (a test catches it before it ships).
    #[error("the lesson `{lesson}` does not play: {message}")]
    Broken { lesson: String, message: String },
}

/// The lessons of `G`.
pub fn lessons<G: Game>() -> Result<Vec<LessonInfo>, LessonError> {
    G::lessons()
        .iter()
        .map(|l| {
            let s = lesson_at::<G>(l.id, 0)?;
            Ok(LessonInfo {
                id: l.id.to_string(),
                learner: l.learner,
                moves: s.moves,
                rules: s.rules,
            })
        })
        .collect()
}

/// The lesson `id` of `G` after the learner's first `at` moves.
pub fn lesson_at<G: Game>(id: &str, at: usize) -> Result<LessonState, LessonError> {
    let lesson = G::lessons()
        .iter()
        .find(|l| l.id == id)
        .ok_or_else(|| LessonError::NoLesson(gameroom_game::shorten(id, 40)))?;
    play::<G>(lesson, at).map_err(|message| match message {
        Played::Beyond(moves) => LessonError::Beyond { at, moves },
        Played::Broken(message) => LessonError::Broken {
            lesson: lesson.id.to_string(),
            message,
        },
    })
}

enum Played {
    Beyond(usize),
    Broken(String),
}

fn play<G: Game>(lesson: &Lesson, at: usize) -> Result<LessonState, Played> {
    let broken = |m: String| Played::Broken(m);
    let script = gameroom_scenario::script(lesson.scenario).map_err(broken)?;
    let mut state: <G as Game>::State = match (&script.setup, &script.position) {
        (Some(setup), _) => {
            let setup: G::Setup = serde_json::from_value(setup.clone())
                .map_err(|e| broken(format!("[setup]: {e}")))?;
            G::start(&setup).map_err(|e| broken(format!("[setup]: {e}")))?
        }
        (None, Some(position)) => G::state_from_position(position).map_err(broken)?,
        (None, None) => return Err(broken("no start".into())),
    };
    let learner = lesson.learner;
    if learner >= state.num_players() {
        return Err(broken(format!("no seat {learner}")));
    }
    let steps: Vec<&str> = script
        .steps
        .iter()
        .filter(|(_, error)| error.is_none())
        .map(|(action, _)| action.as_str())
        .collect();
    // The whole scenario is played, to count the learner's moves; the moment asked for is kept
    // on the way.
    let mut made = 0;
    let mut moment: Option<(<G as Game>::State, Vec<serde_json::Value>, String)> = None;
    let mut recent: Vec<serde_json::Value> = Vec::new();
    let mut events = Vec::new();
    for (i, text) in steps.iter().enumerate() {
        let action = state
            .parse_action(text)
            .map_err(|e| broken(format!("step {}: {e}", i + 1)))?;
        let mine = state.actor() == Actor::Player(learner);
        if mine && made == at && moment.is_none() {
            moment = Some((
                state.clone(),
                recent.clone(),
                state.action_to_string(action),
            ));
        }
        if mine && made + 1 == at {
            // The learner's last move before the moment: what it sees happen begins here.
            recent.clear();
        }
        events.clear();
        state
            .apply_logged(action, &mut events)
            .map_err(|e| broken(format!("step {} `{text}`: {e}", i + 1)))?;
        recent.extend(
            events
                .iter()
                .filter_map(|e| state.event_seen_by(e, learner))
                .map(|e| serde_json::to_value(e).unwrap_or_default()),
        );
        if mine {
            made += 1;
        }
    }
    if at > made {
        return Err(Played::Beyond(made));
    }
    if made == 0 {
        return Err(broken(format!("seat {learner} makes no move in it")));
    }
    if lesson.teaches.len() != made {
        return Err(broken(format!(
            "it names the rules of {} moves, the learner makes {made}",
            lesson.teaches.len()
        )));
    }
    let (state, recent, expect) = match moment {
        Some((state, recent, expect)) => (state, recent, Some(expect)),
        None => (state, recent, None),
    };
    let legal = if expect.is_some() {
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        legal
            .into_iter()
            .map(|a| LegalAction {
                action: state.action_to_string(a),
                description: state.describe_action(a),
            })
            .collect()
    } else {
        Vec::new()
    };
    Ok(LessonState {
        lesson: lesson.id.to_string(),
        learner,
        at,
        moves: made,
        view: serde_json::to_value(state.view(learner)).unwrap_or_default(),
        legal,
        rule: expect
            .as_ref()
            .and_then(|_| lesson.teaches.get(at))
            .map(|r| r.to_string()),
        expect,
        events: recent,
        rules: script.cites,
        result: state.outcome(),
    })
}
