//! Data-driven rules tests: every `tests/scenarios/*.toml` file is a setup (a whole position, or a
//! game setup), then actions, each with what must be true after it. See
//! `tests/scenarios/README.md` for the format. Adding a rules case means adding a file.

use std::path::Path;

use gameroom_scenario::{Refusal, ScenarioGame};
use meduris::{Action, Event, Position, Setup, State};
use serde_json::Value;

struct Meduris;

impl ScenarioGame for Meduris {
    type State = State;
    const RULE_PREFIX: &'static str = "M-";

    fn start(setup: Option<&Value>, position: Option<&Value>) -> Result<State, String> {
        match (setup, position) {
            (None, Some(p)) => {
                let p: Position =
                    serde_json::from_value(p.clone()).map_err(|e| format!("[position]: {e}"))?;
                State::from_position(&p).map_err(|e| format!("[position]: {e}"))
            }
            (Some(s), None) => {
                let s: Setup =
                    serde_json::from_value(s.clone()).map_err(|e| format!("[setup]: {e}"))?;
                State::new(&s).map_err(|e| format!("[setup]: {e}"))
            }
            _ => Err("give exactly one of [position] and [setup]".into()),
        }
    }

    fn apply(state: &mut State, text: &str) -> Result<Vec<Value>, Result<Refusal, String>> {
        let action: Action = text.parse().map_err(|e| Err(format!("{e}")))?;
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
        let mut v = serde_json::to_value(state.to_position()).unwrap_or(Value::Null);
        v["result"] = serde_json::to_value(state.outcome()).unwrap_or(Value::Null);
        v
    }

    fn legal(state: &State) -> Vec<String> {
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        legal.iter().map(|a| a.to_string()).collect()
    }

    fn canonical(_: &State, text: &str) -> Result<String, String> {
        text.parse::<Action>()
            .map(|a| a.to_string())
            .map_err(|e| e.to_string())
    }
}

#[test]
fn scenarios() {
    gameroom_scenario::run_dir::<Meduris>(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios"),
        39,
    );
}
