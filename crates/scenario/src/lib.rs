//! Data-driven rules tests, after rust-analyzer's: each scenario file is a starting point (a
//! game setup or a whole position), then actions, each with what must be true after it. A game
//! plugs in through [`ScenarioGame`]; adding a rules case means adding a file.
//!
//! ```toml
//! rule = "What is checked, in the rulebook's words"
//! cites = ["M-T4"]                 # ruling ids
//! [setup]   # or [position]: the game's own format
//! [[step]]
//! do = "hut 18"                    # an action in the game's notation
//! error = "M-T4"                   # optional: must be refused for this rule; state unchanged
//! expect = { "scores.blue" = 8 }   # dotted paths into the game's JSON snapshot
//! events = [{ event = "ritual-began", field = 18 }]   # must happen, in order (partial match)
//! no_events = ["river-crossed"]    # must not happen
//! legal = ["offer stone wood"]     # legal / not legal afterwards
//! not_legal = ["offer wool"]
//! ```

use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde_json::Value;

/// A refused action: its message and the rule it names.
pub struct Refusal {
    pub rule: Option<String>,
    pub message: String,
}

/// What a game provides to run scenarios.
pub trait ScenarioGame {
    type State: Clone + PartialEq;
    /// The ruling ids' prefix (`M-`, `C-`).
    const RULE_PREFIX: &'static str;
    /// The starting state from the file's `[setup]` or `[position]` (as JSON).
    fn start(setup: Option<&Value>, position: Option<&Value>) -> Result<Self::State, String>;
    /// Applies an action in the game's notation: the events (as JSON), or why it was refused
    /// (`Err(Ok(refusal))`) or could not be read (`Err(Err(message))`).
    fn apply(state: &mut Self::State, action: &str) -> Result<Vec<Value>, Result<Refusal, String>>;
    /// The state as JSON, for `expect` paths.
    fn snapshot(state: &Self::State) -> Value;
    /// The legal actions, in notation.
    fn legal(state: &Self::State) -> Vec<String>;
    /// The notation's canonical form of an action text (for `legal` comparisons).
    fn canonical(state: &Self::State, action: &str) -> Result<String, String>;
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Scenario {
    rule: String,
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
    #[serde(rename = "do")]
    action: String,
    #[serde(default)]
    error: Option<String>,
    #[serde(default)]
    expect: toml::Table,
    #[serde(default)]
    events: Vec<toml::Value>,
    #[serde(default)]
    no_events: Vec<String>,
    #[serde(default)]
    legal: Vec<String>,
    #[serde(default)]
    not_legal: Vec<String>,
}

/// A scenario file read for another use than its checks (a game's tutorial plays its lessons
/// from them): where it starts and the actions it takes.
#[derive(Clone, Debug, PartialEq)]
pub struct Script {
    /// What it shows, in the rulebook's words.
    pub rule: String,
    /// The rule ids it cites.
    pub cites: Vec<String>,
    /// Its `[setup]` or its `[position]`, as JSON (exactly one is set).
    pub setup: Option<Value>,
    pub position: Option<Value>,
    /// Each step's action in the game's notation, and the rule it is refused for (`error`) when
    /// it is a refusal the scenario checks.
    pub steps: Vec<(String, Option<String>)>,
}

/// Reads a scenario file's text as a [`Script`].
pub fn script(text: &str) -> Result<Script, String> {
    let sc: Scenario = toml::from_str(text).map_err(|e| format!("bad scenario file: {e}"))?;
    if sc.setup.is_some() == sc.position.is_some() {
        return Err("give exactly one of [setup] and [position]".into());
    }
    Ok(Script {
        rule: sc.rule,
        cites: sc.cites,
        setup: sc.setup.as_ref().map(to_json),
        position: sc.position.as_ref().map(to_json),
        steps: sc.step.into_iter().map(|s| (s.action, s.error)).collect(),
    })
}

fn to_json(v: &toml::Value) -> Value {
    serde_json::to_value(v).unwrap_or(Value::Null)
}

/// The value at a dotted path (`scores.blue`, `players.0.wood`).
pub fn lookup<'a>(root: &'a Value, path: &str) -> Option<&'a Value> {
    path.split('.').try_fold(root, |v, key| match v {
        Value::Object(m) => m.get(key),
        Value::Array(a) => key.parse::<usize>().ok().and_then(|i| a.get(i)),
        _ => None,
    })
}

/// `want` matches `got` when every key of `want` (recursively) has the same value in `got`.
pub fn matches(want: &Value, got: &Value) -> bool {
    match (want, got) {
        (Value::Object(w), Value::Object(g)) => w
            .iter()
            .all(|(k, v)| g.get(k).is_some_and(|gv| matches(v, gv))),
        (Value::Number(a), Value::Number(b)) => a.as_f64() == b.as_f64(),
        _ => want == got,
    }
}

/// Runs one scenario file.
pub fn run_file<G: ScenarioGame>(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let sc: Scenario = toml::from_str(&text).map_err(|e| format!("bad scenario file: {e}"))?;
    if sc.rule.trim().is_empty() {
        return Err("say which rule the scenario checks (`rule`)".into());
    }
    for c in &sc.cites {
        if !c.starts_with(G::RULE_PREFIX) {
            return Err(format!(
                "cites `{c}`: this game's rulings are {}…",
                G::RULE_PREFIX
            ));
        }
    }
    let setup = sc.setup.as_ref().map(to_json);
    let position = sc.position.as_ref().map(to_json);
    let mut state = G::start(setup.as_ref(), position.as_ref())?;
    for (i, step) in sc.step.iter().enumerate() {
        let at = format!("step {} `{}`", i + 1, step.action);
        let before = state.clone();
        let result = G::apply(&mut state, &step.action);
        let events = match (&step.error, result) {
            (Some(rule), Err(Ok(refusal))) => {
                let named = refusal.rule.as_deref().unwrap_or("");
                if named != rule && !refusal.message.contains(rule.as_str()) {
                    return Err(format!(
                        "{at}: refused as expected, but for `{}`, not {rule}",
                        refusal.message
                    ));
                }
                if state != before {
                    return Err(format!("{at}: a refused action changed the state"));
                }
                Vec::new()
            }
            (_, Err(Err(msg))) => return Err(format!("{at}: {msg}")),
            (Some(rule), Ok(_)) => {
                return Err(format!("{at}: should be refused ({rule}) but was applied"));
            }
            (None, Err(Ok(refusal))) => return Err(format!("{at}: refused: {}", refusal.message)),
            (None, Ok(events)) => events,
        };
        let snap = G::snapshot(&state);
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
        let mut next = 0;
        for want in &step.events {
            let want = to_json(want);
            match events[next..].iter().position(|g| matches(&want, g)) {
                Some(k) => next += k + 1,
                None => {
                    return Err(format!(
                        "{at}: no event {want} (in order) among {}",
                        serde_json::to_string(&events).unwrap_or_default()
                    ));
                }
            }
        }
        for kind in &step.no_events {
            if events.iter().any(|g| g["event"] == *kind) {
                return Err(format!("{at}: event `{kind}` should not happen"));
            }
        }
        let legal = G::legal(&state);
        for (list, want_legal) in [(&step.legal, true), (&step.not_legal, false)] {
            for text in list {
                let canonical = G::canonical(&state, text).map_err(|e| format!("{at}: {e}"))?;
                if legal.contains(&canonical) != want_legal {
                    return Err(format!(
                        "{at}: `{text}` should {}be legal; legal: {}",
                        if want_legal { "" } else { "not " },
                        legal.join(", ")
                    ));
                }
            }
        }
    }
    Ok(())
}

/// The `*.toml` files of a directory, sorted.
pub fn files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "toml"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// Runs every scenario of a directory (only those whose name contains `$SCENARIO`, when set)
/// and panics with every failure.
pub fn run_dir<G: ScenarioGame>(dir: &Path, at_least: usize) {
    let files = files(dir);
    assert!(
        files.len() >= at_least,
        "expected at least {at_least} scenarios in {}",
        dir.display()
    );
    let only = std::env::var("SCENARIO").ok();
    let mut failures = Vec::new();
    for f in &files {
        let name = f
            .file_stem()
            .map(|s| s.to_string_lossy().to_string())
            .unwrap_or_default();
        if only.as_ref().is_some_and(|o| !name.contains(o.as_str())) {
            continue;
        }
        if let Err(e) = run_file::<G>(f) {
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
