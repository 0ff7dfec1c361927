//! Data-driven rules tests for CVlizations: `tests/scenarios/*.toml` (format: the
//! `gameroom-scenario` crate's docs). A `[setup]` starts a game (then every card drawn is a
//! `draw N` action); a `[position]` starts a round with given resources and ideas.

mod common;

use std::path::Path;

use cvlizations::{Event, Position, Setup, State};
use gameroom_game::GameState;
use gameroom_scenario::{Refusal, ScenarioGame};
use serde_json::Value;

struct Cv;

impl ScenarioGame for Cv {
    type State = State;
    const RULE_PREFIX: &'static str = "C-";

    fn start(setup: Option<&Value>, position: Option<&Value>) -> Result<State, String> {
        match (setup, position) {
            (Some(s), None) => {
                let s: Setup =
                    serde_json::from_value(s.clone()).map_err(|e| format!("[setup]: {e}"))?;
                State::new(&s).map_err(|e| format!("[setup]: {e}"))
            }
            (None, Some(p)) => {
                let p: Position =
                    serde_json::from_value(p.clone()).map_err(|e| format!("[position]: {e}"))?;
                State::from_position(&p).map_err(|e| format!("[position]: {e}"))
            }
            _ => Err("give exactly one of [setup] and [position]".into()),
        }
    }

    fn apply(state: &mut State, text: &str) -> Result<Vec<Value>, Result<Refusal, String>> {
        // Every state a scenario reaches (Law, Sword, Fortune telling, Hammer, …): the rules'
        // check accepts exactly the legal actions.
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        for a in common::action_space() {
            assert_eq!(
                state.check(a).is_ok(),
                legal.contains(&a),
                "check and legal_actions disagree on {a:?} in {:?}",
                state.phase()
            );
        }
        let action = state.parse_action(text).map_err(|e| Err(e.to_string()))?;
        let mut events: Vec<Event> = Vec::new();
        state.apply_logged(action, &mut events).map_err(|e| {
            Ok(Refusal {
                rule: e.rule().map(str::to_string),
                message: e.to_string(),
            })
        })?;
        Ok(events
            .iter()
            .map(|e| serde_json::to_value(e).unwrap_or(Value::Null))
            .collect())
    }

    fn snapshot(state: &State) -> Value {
        state.summary()
    }

    fn legal(state: &State) -> Vec<String> {
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        legal.iter().map(|a| state.action_text(*a)).collect()
    }

    fn canonical(state: &State, text: &str) -> Result<String, String> {
        state
            .parse_action(text)
            .map(|a| state.action_text(a))
            .map_err(|e| e.to_string())
    }
}

#[test]
fn scenarios() {
    gameroom_scenario::run_dir::<Cv>(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios"),
        2,
    );
}
