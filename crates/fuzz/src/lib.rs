//! Fuzz targets for every parser of gameroom: what a stranger can send a server or a user can
//! hand the command line. Each target takes raw bytes and asserts its promises: **no panic**, an
//! error is a **clear message** (not empty, not a megabyte of echoed input), and where it means
//! something a **round trip** (what is read, written and read again is the same) and the
//! engine's own promises on what was read (the player to act has a legal action; a legal action
//! applies; an illegal one is refused and changes nothing; a game on a board or card set that
//! was accepted plays to its end without a panic).
//!
//! The bytes are a recipe as much as an input ([`arbitrary::Unstructured`]): the first says how
//! to read the rest, either as the text itself (byte-level fuzzing), or as choices that pick a
//! valid seed (a record, position, board, card set or action of a real game, made here from the
//! engines) and mutate it, as JSON values (boundary numbers, wrong types, deleted keys, deep
//! nesting) or as text (bytes and words). So a coverage-guided fuzzer (`fuzz/` at the
//! repository's root, cargo-fuzz on a nightly toolchain) explores structure-aware, and the same
//! targets run on stable over a seeded generator: bounded in `cargo test` (`tests/targets.rs`)
//! and long in release (`src/bin/fuzz-loop.rs`). docs/fuzzing.md says how to run them.
//!
//! What a stranger sends the server has two targets: the live protocol's client messages
//! ([`Target::ClientMessage`], through `gameroom_server::protocol::parse_client`, the function
//! every WebSocket text frame goes through) and the lobby's request bodies
//! ([`Target::LobbyRequest`], through `gameroom_server::lobby::parse_body`, what the lobby's
//! `Json` extractor runs, and the checks a request passes before anything is stored).

use std::sync::OnceLock;

use arbitrary::Unstructured;
use gameroom_game::{Actor, Game, GameState, IllegalAction, Record, TableOptions, rng_from_seed};
use gameroom_games::GAMES;
use gameroom_match::registry::Registry;
use serde_json::Value;

mod mutate;
mod seeds;
mod server;

pub use mutate::{mutate_json, mutate_text, mutate_words};
pub use seeds::docs_client_messages;
pub use server::fuzzed_client_message;

/// A parser under test.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// A game record (`Record::from_json`), replayed through the registry.
    Record,
    /// Meduris action notation (`hut 17`), read for a state and applied to it.
    MedurisAction,
    /// CVlizations action notation (`steal wood from bartek`), read for a state and applied.
    CvAction,
    /// A Meduris position (a state or a view in words), read and checked against the rules.
    MedurisPosition,
    /// A CVlizations state or view in its JSON (the wire format) or a round-start position.
    CvState,
    /// A Meduris board side (`Board::from_json`), then a random game on it.
    Board,
    /// A CVlizations card set (`CardSet::parse`, TOML or JSON), then a random game with it.
    CardSet,
    /// A WebSocket message a client sends the server (`protocol::parse_client`, with the
    /// server's default size limit).
    ClientMessage,
    /// A request body of the server's lobby (create, join, start, rematch:
    /// `lobby::parse_body`), then the checks a new table or a start passes (no bot a request
    /// names is a program).
    LobbyRequest,
}

impl Target {
    /// Every target. (A new one goes here, in [`Target::name`] and [`run`], in
    /// `tests/targets.rs`, in `fuzz/fuzz_targets/` and `fuzz/Cargo.toml`, and in
    /// docs/fuzzing.md.)
    pub const ALL: [Target; 9] = [
        Target::Record,
        Target::MedurisAction,
        Target::CvAction,
        Target::MedurisPosition,
        Target::CvState,
        Target::Board,
        Target::CardSet,
        Target::ClientMessage,
        Target::LobbyRequest,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Target::Record => "record",
            Target::MedurisAction => "meduris-action",
            Target::CvAction => "cv-action",
            Target::MedurisPosition => "meduris-position",
            Target::CvState => "cv-state",
            Target::Board => "board",
            Target::CardSet => "card-set",
            Target::ClientMessage => "client-message",
            Target::LobbyRequest => "lobby-request",
        }
    }

    pub fn from_name(name: &str) -> Option<Target> {
        Target::ALL.into_iter().find(|t| t.name() == name)
    }
}

/// The longest error message a target accepts as clear.
pub const MAX_MESSAGE: usize = 2000;

/// An error message is clear: it says something, and it does not echo a mass of input.
pub fn assert_clear(what: &str, message: &str) {
    assert!(
        !message.trim().is_empty(),
        "{what}: an error without a message"
    );
    assert!(
        message.len() <= MAX_MESSAGE,
        "{what}: an error message of {} bytes: {}…",
        message.len(),
        gameroom_game::shorten(message, 200)
    );
}

/// Runs `target` on `data`: panics when a promise is broken.
pub fn run(target: Target, data: &[u8]) {
    let mut u = Unstructured::new(data);
    match target {
        Target::Record => record(&mut u),
        Target::MedurisAction => action::<meduris::Meduris>(&mut u, seeds::meduris_states()),
        Target::CvAction => action::<cvlizations::Cvlizations>(&mut u, seeds::cv_states()),
        Target::MedurisPosition => meduris_position(&mut u),
        Target::CvState => cv_state(&mut u),
        Target::Board => board(&mut u),
        Target::CardSet => card_set(&mut u),
        Target::ClientMessage => server::client_message(&mut u),
        Target::LobbyRequest => server::lobby_request(&mut u),
    }
}

/// The text to feed a parser: the bytes themselves, or a seed (JSON) mutated as JSON and then
/// perhaps as text.
fn json_input(u: &mut Unstructured<'_>, seeds: &[Value]) -> String {
    let mode = u.arbitrary::<u8>().unwrap_or(0) % 8;
    if mode == 0 || seeds.is_empty() {
        return String::from_utf8_lossy(u.bytes(u.len()).unwrap_or_default()).into_owned();
    }
    let i = u.choose_index(seeds.len()).unwrap_or(0);
    let mut v = seeds[i].clone();
    let rounds = u.int_in_range(0..=4u8).unwrap_or(1);
    for _ in 0..rounds {
        mutate_json(u, &mut v);
    }
    let text = if u.arbitrary::<bool>().unwrap_or(false) {
        serde_json::to_string_pretty(&v)
    } else {
        serde_json::to_string(&v)
    }
    .unwrap_or_default();
    if mode == 1 {
        mutate_text(u, &text)
    } else {
        text
    }
}

/// With `GAMEROOM_FUZZ_PRINT` set, prints the text a target reads (to look at a failure).
fn show(text: &str) {
    if std::env::var_os("GAMEROOM_FUZZ_PRINT").is_some() {
        eprintln!("input: {text}");
    }
}

fn record(u: &mut Unstructured<'_>) {
    let text = json_input(u, seeds::records());
    show(&text);
    let record = match Record::from_json(&text) {
        Ok(r) => r,
        Err(e) => return assert_clear("record", &e.to_string()),
    };
    let back = Record::from_json(&record.to_json()).expect("a record written reads back");
    assert_eq!(back.game, record.game);
    assert_eq!(back.actions, record.actions);
    let entry = match GAMES.catalog().game(&record.game) {
        Ok(g) => g,
        Err(e) => return assert_clear("record: game", &e.to_string()),
    };
    match entry.replay(&record, None, None) {
        Ok(summary) => {
            assert_eq!(summary.actions, record.actions.len());
            // The state replayed reads back from its JSON, to the same JSON.
            state_round_trip(&record.game, &summary.state);
        }
        Err(e) => assert_clear("record: replay", &e.to_string()),
    }
}

/// A state's JSON (as `replay` prints it) reads back to the same JSON.
fn state_round_trip(game: &str, json: &Value) {
    fn check<G: Game>(json: &Value) {
        let state = G::state_from_json(json).expect("a state replay printed reads back");
        assert_eq!(
            &G::state_to_json(&state),
            json,
            "the state's JSON round-trips"
        );
    }
    if game == <meduris::State as GameState>::NAME {
        check::<meduris::Meduris>(json);
    } else if game == <cvlizations::State as GameState>::NAME {
        check::<cvlizations::Cvlizations>(json);
    }
}

/// Notation: read for a state of a real game; what reads writes back to the same action, and
/// applying it either works or is refused with a clear refusal and changes nothing.
fn action<G: Game>(u: &mut Unstructured<'_>, states: &[(G::State, Vec<String>)]) {
    let Ok(i) = u.choose_index(states.len()) else {
        return;
    };
    let (state, texts) = &states[i];
    let mode = u.arbitrary::<u8>().unwrap_or(0) % 4;
    let text = match (mode, texts.is_empty()) {
        (0, _) | (_, true) => {
            String::from_utf8_lossy(u.bytes(u.len()).unwrap_or_default()).into_owned()
        }
        (1, _) => {
            let t = &texts[u.choose_index(texts.len()).unwrap_or(0)];
            mutate_text(u, t)
        }
        _ => {
            let t = &texts[u.choose_index(texts.len()).unwrap_or(0)];
            mutate_words(u, t)
        }
    };
    let action = match state.parse_action(&text) {
        Ok(a) => a,
        Err(e) => return assert_clear("notation", &e.to_string()),
    };
    let written = state.action_to_string(action);
    assert_eq!(
        state.parse_action(&written).ok(),
        Some(action),
        "`{written}` (from `{text}`) reads back to the same action"
    );
    let before = G::state_to_json(state);
    let mut after = state.clone();
    match after.apply(action) {
        Ok(()) => {
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            assert!(
                legal.contains(&action),
                "`{text}` applied but is not listed as legal"
            );
        }
        Err(e) => {
            let r = e.refusal();
            assert_clear("refusal", &r.message);
            assert!(!r.code.is_empty(), "a refusal has a code");
            assert_eq!(
                G::state_to_json(&after),
                before,
                "an illegal action (`{text}`) changes nothing"
            );
        }
    }
}

/// A state read from outside: the player to act has a legal action, and a few random actions
/// apply.
fn play_on<S: GameState>(state: &mut S, u: &mut Unstructured<'_>, steps: usize) {
    let mut legal = Vec::new();
    for _ in 0..steps {
        match state.actor() {
            Actor::Terminal => return,
            Actor::Player(_) | Actor::Chance => {
                state.legal_actions(&mut legal);
                assert!(
                    !legal.is_empty(),
                    "someone is to act ({:?}) but has no legal action: {state:?}",
                    state.actor()
                );
                let a = legal[u.choose_index(legal.len()).unwrap_or(0)];
                if let Err(e) = state.apply(a) {
                    panic!("a legal action is refused: {}", e.refusal().message);
                }
            }
        }
    }
}

/// The JSON value of a text: a syntax error is serde's short message.
fn json_value(what: &str, text: &str) -> Option<Value> {
    match serde_json::from_str(text) {
        Ok(v) => Some(v),
        Err(e) => {
            assert_clear(what, &e.to_string());
            None
        }
    }
}

fn meduris_position(u: &mut Unstructured<'_>) {
    use meduris::{State, View};
    let text = json_input(u, seeds::meduris_positions());
    let Some(value) = json_value("position", &text) else {
        return;
    };
    if value.get("seen_by").is_some() {
        match View::from_json(&value) {
            Ok(v) => {
                let back = View::from_position(&v.to_position()).expect("a view reads back");
                assert_eq!(back, v, "a view's position round-trips");
            }
            Err(e) => assert_clear("view", &e),
        }
        return;
    }
    match State::from_json(&value) {
        Ok(mut s) => {
            let back = State::from_position(&s.to_position()).expect("a state reads back");
            assert_eq!(back, s, "a position round-trips");
            play_on(&mut s, u, 40);
        }
        Err(e) => assert_clear("position", &e),
    }
}

fn cv_state(u: &mut Unstructured<'_>) {
    use cvlizations::{State, View};
    let text = json_input(u, seeds::cv_states_json());
    let Some(value) = json_value("cv json", &text) else {
        return;
    };
    if value.get("mine").is_some() {
        match View::from_json(&value) {
            Ok(v) => {
                let back = View::from_json(&v.to_json()).expect("a view reads back");
                assert_eq!(back, v, "a view's JSON round-trips");
            }
            Err(e) => assert_clear("cv view", &e),
        }
    } else if value.get("public").is_some() {
        match State::from_json(&value) {
            Ok(mut s) => {
                let back = State::from_json(&s.to_json()).expect("a state reads back");
                assert_eq!(back, s, "a state's JSON round-trips");
                play_on(&mut s, u, 40);
            }
            Err(e) => assert_clear("cv state", &e),
        }
    } else {
        match State::from_position_json(&value) {
            Ok(mut s) => play_on(&mut s, u, 40),
            Err(e) => assert_clear("cv position", &e),
        }
    }
}

/// Runs `f` with `value` kept at a `'static` address, then frees it. The engines keep boards and
/// card sets as `&'static` (interned for the process, and bounded: see `Board::intern`); a
/// fuzzer that interned every board it makes would fill that table at once, so the targets
/// lend them instead.
fn with_static<T: 'static, R>(value: T, f: impl FnOnce(&'static T) -> R) -> R {
    let ptr: *mut T = Box::into_raw(Box::new(value));
    // SAFETY: `ptr` comes from `Box::into_raw` and is freed once, below, after `f` returns;
    // `f` gets a shared reference and the targets drop every state holding it before
    // returning (states, views and events are local to `f`). A panic in `f` leaks the value,
    // which is harmless.
    let r = f(unsafe { &*ptr });
    drop(unsafe { Box::from_raw(ptr) });
    r
}

fn board(u: &mut Unstructured<'_>) {
    use meduris::{Board, Setup, State};
    let text = json_input(u, seeds::boards());
    let board = match Board::from_json(&text) {
        Ok(b) => b,
        Err(e) => return assert_clear("board", &e.to_string()),
    };
    let json = serde_json::to_string(board.data()).expect("board data writes");
    assert_eq!(
        Board::from_json(&json).expect("a board written reads back"),
        board,
        "a board round-trips"
    );
    // A game on the board now and then (it costs more than reading the board).
    if !u.ratio(1u8, 4u8).unwrap_or(true) {
        return;
    }
    let seed = u.arbitrary::<u64>().unwrap_or(0);
    let players = board.players()[u.choose_index(board.players().len()).unwrap_or(0)];
    with_static(board, |board| {
        let mut rng = rng_from_seed(seed);
        match Setup::random_on(board, players as usize, &mut rng) {
            Ok(setup) => {
                let mut state = State::new_on(&setup, board).expect("a checked setup starts");
                play_random(&mut state, seed, 3000);
            }
            Err(e) => assert_clear("board setup", &e.to_string()),
        }
    });
}

fn card_set(u: &mut Unstructured<'_>) {
    use cvlizations::{CardSet, Setup, State, Variant};
    let mode = u.arbitrary::<u8>().unwrap_or(0) % 4;
    let text = match mode {
        // TOML, the shipped set's format, mutated as text or as words (mostly a small set, so
        // that a long run spends its time on the parser rather than on the set's size).
        0 | 1 => {
            let t = if u.ratio(1u8, 4u8).unwrap_or(false) {
                seeds::card_set_toml()
            } else {
                seeds::small_card_set_toml()
            };
            if u.arbitrary::<bool>().unwrap_or(false) {
                mutate_words(u, t)
            } else {
                mutate_text(u, t)
            }
        }
        _ => json_input(u, seeds::card_sets_json()),
    };
    let set = match CardSet::parse(&text) {
        Ok(s) => s,
        Err(e) => return assert_clear("card set", &e.to_string()),
    };
    let json = serde_json::to_string(set.data()).expect("card set data writes");
    assert_eq!(
        CardSet::parse(&json).expect("a set written as JSON reads back"),
        set
    );
    // The TOML round trip now and then (it costs as much as the rest of the target).
    if u.ratio(1u8, 8u8).unwrap_or(false)
        && let Ok(toml_text) = toml::to_string(set.data())
    {
        assert_eq!(
            CardSet::parse(&toml_text).expect("a set written as TOML reads back"),
            set
        );
    }
    // A game with the set now and then (it costs more than reading the set).
    if !u.ratio(1u8, 4u8).unwrap_or(true) {
        return;
    }
    let seed = u.arbitrary::<u64>().unwrap_or(0);
    let (players, variant) = [
        (2, Variant::Advanced),
        (2, Variant::Neutral),
        (3, Variant::Standard),
        (5, Variant::Standard),
    ][u.choose_index(4).unwrap_or(0)];
    with_static(set, |set| {
        let setup = Setup::new(players, variant, 0).expect("a default setup");
        let mut state = State::new_with(&setup, set).expect("a checked set starts");
        play_random(&mut state, seed, 3000);
    });
}

/// Plays random legal actions: someone acting always has one, each applies, and the game ends
/// (or `max` actions pass).
fn play_random<S: GameState>(state: &mut S, seed: u64, max: usize) {
    use gameroom_game::rand::RngExt;
    let mut rng = rng_from_seed(seed);
    let mut legal = Vec::new();
    for _ in 0..max {
        if state.actor() == Actor::Terminal {
            assert!(state.outcome().is_some(), "a game over has an outcome");
            return;
        }
        state.legal_actions(&mut legal);
        assert!(
            !legal.is_empty(),
            "someone is to act but has no legal action"
        );
        let a = legal[rng.random_range(0..legal.len())];
        if let Err(e) = state.apply(a) {
            panic!("a legal action is refused: {}", e.refusal().message);
        }
    }
}

/// A table's options (used by the seeds).
pub(crate) fn options(players: usize, variant: Option<&str>) -> TableOptions {
    TableOptions {
        players,
        variant: variant.map(str::to_string),
        ..TableOptions::default()
    }
}

/// The seeds, made once (from the engines: real records, states, actions).
pub fn warm_up() {
    static DONE: OnceLock<()> = OnceLock::new();
    DONE.get_or_init(|| {
        let _ = seeds::records();
        let _ = seeds::meduris_states();
        let _ = seeds::cv_states();
        let _ = seeds::meduris_positions();
        let _ = seeds::cv_states_json();
        let _ = seeds::boards();
        let _ = seeds::card_sets_json();
        let _ = seeds::client_messages();
        let _ = seeds::lobby_requests();
        let _ = server::bots();
    });
}

/// A generator of fuzz inputs for the stable drivers (the tests and `fuzz-loop`): random bytes
/// of random length (most short, some long), from a seed.
pub struct Inputs {
    rng: gameroom_game::GameRng,
    buf: Vec<u8>,
}

impl Inputs {
    pub fn new(seed: u64) -> Self {
        Inputs {
            rng: rng_from_seed(seed),
            buf: Vec::new(),
        }
    }

    /// The next input.
    pub fn next_input(&mut self) -> &[u8] {
        use gameroom_game::rand::{Rng, RngExt};
        let len = match self.rng.random_range(0..16u8) {
            0 => self.rng.random_range(0..4096usize),
            _ => self.rng.random_range(0..96usize),
        };
        self.buf.resize(len, 0);
        self.rng.fill_bytes(&mut self.buf);
        &self.buf
    }
}

/// Runs `target` on `data`, catching a panic: `Err` holds the panic's message.
pub fn run_caught(target: Target, data: &[u8]) -> Result<(), String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(target, data))).map_err(|p| {
        p.downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "a panic".into())
    })
}
