//! Data-driven rules tests: every `tests/scenarios/*.toml` file is a setup (a whole position, or a
//! game setup), then actions, each with what must be true after it. See
//! `tests/scenarios/README.md` for the format. Adding a rules case means adding a file.

use std::path::{Path, PathBuf};

use meduris::{Action, Event, Position, Setup, State};
use serde::Deserialize;
use serde_json::Value;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Scenario {
    /// What the scenario checks, in words (the rulebook passage, the FAQ question).
    rule: String,
    /// RULES.md ids it checks.
    #[serde(default)]
    cites: Vec<String>,
    #[serde(default)]
    position: Option<toml::Value>,
    #[serde(default)]
    setup: Option<toml::Value>,
    #[serde(default)]
    step: Vec<Step>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Step {
    /// The action, in the notation of docs/notation.md.
    #[serde(rename = "do")]
    action: String,
    /// If set, the action must be refused, naming this rule (RULES.md id); the state must not
    /// change.
    #[serde(default)]
    error: Option<String>,
    /// Dotted paths into the position JSON (as `gameroom replay` prints it, plus `result`) and
    /// the values they must have.
    #[serde(default)]
    expect: toml::Table,
    /// Events that must occur during this action, in this order (each a partial match).
    #[serde(default)]
    events: Vec<toml::Value>,
    /// Events kinds that must not occur during this action.
    #[serde(default)]
    no_events: Vec<String>,
    /// Actions that must be legal / not legal after this action.
    #[serde(default)]
    legal: Vec<String>,
    #[serde(default)]
    not_legal: Vec<String>,
}

fn to_json(v: &toml::Value) -> Value {
    serde_json::to_value(v).expect("TOML converts to JSON")
}

fn lookup<'a>(root: &'a Value, path: &str) -> Option<&'a Value> {
    path.split('.').try_fold(root, |v, key| match v {
        Value::Object(m) => m.get(key),
        Value::Array(a) => key.parse::<usize>().ok().and_then(|i| a.get(i)),
        _ => None,
    })
}

/// `want` matches `got` when every key of `want` (recursively) has the same value in `got`.
fn matches(want: &Value, got: &Value) -> bool {
    match (want, got) {
        (Value::Object(w), Value::Object(g)) => w
            .iter()
            .all(|(k, v)| g.get(k).is_some_and(|gv| matches(v, gv))),
        (Value::Number(a), Value::Number(b)) => a.as_f64() == b.as_f64(),
        _ => want == got,
    }
}

fn snapshot(state: &State) -> Value {
    let mut v = serde_json::to_value(state.to_position()).expect("position serialises");
    v["result"] = serde_json::to_value(state.outcome()).expect("outcome serialises");
    v
}

fn run(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let sc: Scenario = toml::from_str(&text).map_err(|e| format!("bad scenario file: {e}"))?;
    let mut state = match (&sc.position, &sc.setup) {
        (Some(p), None) => {
            let p: Position =
                serde_json::from_value(to_json(p)).map_err(|e| format!("[position]: {e}"))?;
            State::from_position(&p).map_err(|e| format!("[position]: {e}"))?
        }
        (None, Some(s)) => {
            let s: Setup =
                serde_json::from_value(to_json(s)).map_err(|e| format!("[setup]: {e}"))?;
            State::new(&s).map_err(|e| format!("[setup]: {e}"))?
        }
        _ => return Err("give exactly one of [position] and [setup]".into()),
    };
    for c in &sc.cites {
        if !c.starts_with("M-") {
            return Err(format!("cites `{c}`: Meduris rulings are M-…"));
        }
    }
    let _ = &sc.rule;
    for (i, step) in sc.step.iter().enumerate() {
        let at = format!("step {} `{}`", i + 1, step.action);
        let action: Action = step.action.parse().map_err(|e| format!("{at}: {e}"))?;
        let before = state.clone();
        let mut events: Vec<Event> = Vec::new();
        let result = state.apply_logged(action, &mut events);
        match (&step.error, result) {
            (Some(rule), Err(e)) => {
                let named = e.rule().unwrap_or("");
                if named != rule && !e.to_string().contains(rule.as_str()) {
                    return Err(format!(
                        "{at}: refused as expected, but for `{e}`, not {rule}"
                    ));
                }
                if state != before {
                    return Err(format!("{at}: a refused action changed the state"));
                }
            }
            (Some(rule), Ok(())) => {
                return Err(format!("{at}: should be refused ({rule}) but was applied"));
            }
            (None, Err(e)) => return Err(format!("{at}: refused: {e}")),
            (None, Ok(())) => {}
        }
        let snap = snapshot(&state);
        for (path, want) in &step.expect {
            let want = to_json(want);
            let got = lookup(&snap, path).cloned().unwrap_or(Value::Null);
            if !matches(&want, &got) {
                return Err(format!(
                    "{at}: `{path}` is {got}, expected {want}\nstate: {}",
                    serde_json::to_string(&snap).unwrap_or_default()
                ));
            }
        }
        let got_events: Vec<Value> = events
            .iter()
            .map(|e| serde_json::to_value(e).expect("event serialises"))
            .collect();
        let mut next = 0;
        for want in &step.events {
            let want = to_json(want);
            match got_events[next..].iter().position(|g| matches(&want, g)) {
                Some(k) => next += k + 1,
                None => {
                    return Err(format!(
                        "{at}: no event {want} (in order) among {}",
                        serde_json::to_string(&got_events).unwrap_or_default()
                    ));
                }
            }
        }
        for kind in &step.no_events {
            if got_events.iter().any(|g| g["event"] == *kind) {
                return Err(format!("{at}: event `{kind}` should not happen"));
            }
        }
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        for (list, want_legal) in [(&step.legal, true), (&step.not_legal, false)] {
            for text in list {
                let a: Action = text.parse().map_err(|e| format!("{at}: {e}"))?;
                if legal.contains(&a) != want_legal {
                    return Err(format!(
                        "{at}: `{text}` should {}be legal; legal: {}",
                        if want_legal { "" } else { "not " },
                        legal
                            .iter()
                            .map(|a| a.to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ));
                }
            }
        }
    }
    Ok(())
}

fn scenario_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/scenarios exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    files
}

#[test]
fn scenarios() {
    let files = scenario_files();
    assert!(files.len() >= 30, "the scenario files are missing");
    let only = std::env::var("SCENARIO").ok();
    let mut failures = Vec::new();
    for f in &files {
        let name = f
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .to_string();
        if only.as_ref().is_some_and(|o| !name.contains(o.as_str())) {
            continue;
        }
        if let Err(e) = run(f) {
            failures.push(format!("{name}: {e}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} scenarios failed:\n\n{}",
        failures.len(),
        files.len(),
        failures.join("\n\n")
    );
}
