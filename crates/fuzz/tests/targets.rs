//! Every fuzz target, a bounded number of times (so that CI runs them every time, in seconds):
//! `GAMEROOM_FUZZ_CASES` cases each (default 250), from the seed `GAMEROOM_FUZZ_SEED` (default
//! 1). A long run is `fuzz-loop` (docs/fuzzing.md). A failing input is written to
//! `target/fuzz-failures/` and named in the failure, to replay with `replay_failure` below.

use gameroom_fuzz::{Inputs, Target, run, run_caught};

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn fuzz(target: Target) {
    let cases = env("GAMEROOM_FUZZ_CASES", 250);
    let seed = env("GAMEROOM_FUZZ_SEED", 1);
    let mut inputs = Inputs::new(seed ^ target.name().len() as u64);
    for case in 0..cases {
        let data = inputs.next_input().to_vec();
        if let Err(message) = run_caught(target, &data) {
            let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("fuzz-failures");
            let _ = std::fs::create_dir_all(&dir);
            let path = dir.join(format!("{}-{seed}-{case}.bin", target.name()));
            let _ = std::fs::write(&path, &data);
            panic!(
                "{}: case {case} (seed {seed}) broke a promise: {message}\ninput: {}",
                target.name(),
                path.display()
            );
        }
    }
}

#[test]
fn records() {
    fuzz(Target::Record);
}

#[test]
fn meduris_notation() {
    fuzz(Target::MedurisAction);
}

#[test]
fn cvlizations_notation() {
    fuzz(Target::CvAction);
}

#[test]
fn meduris_positions() {
    fuzz(Target::MedurisPosition);
}

#[test]
fn cvlizations_states_and_views() {
    fuzz(Target::CvState);
}

#[test]
fn boards() {
    fuzz(Target::Board);
}

#[test]
fn card_sets() {
    fuzz(Target::CardSet);
}

#[test]
fn client_messages() {
    fuzz(Target::ClientMessage);
}

#[test]
fn lobby_requests() {
    fuzz(Target::LobbyRequest);
}

/// The client message seeds are docs/server.md's examples, and they name every message of the
/// protocol (the match below is exhaustive: a new message fails to compile until it is counted,
/// and the test fails until docs/server.md shows it).
#[test]
fn the_docs_show_every_client_message() {
    use gameroom_server::protocol::{ClientMsg, parse_client};
    let mut seen = [false; 7];
    for example in gameroom_fuzz::docs_client_messages() {
        let text = example.to_string();
        let msg = parse_client(&text, usize::MAX)
            .unwrap_or_else(|e| panic!("docs/server.md's `{text}` reads: {e}"));
        let i = match msg {
            ClientMsg::Hello { .. } => 0,
            ClientMsg::Move { .. } => 1,
            ClientMsg::Undo { .. } => 2,
            ClientMsg::Leave { .. } => 3,
            ClientMsg::Ping => 4,
            ClientMsg::Chat { .. } => 5,
            ClientMsg::Hint { .. } => 6,
        };
        seen[i] = true;
    }
    assert_eq!(seen, [true; 7], "docs/server.md shows every client message");
}

/// The check the server targets make bites: serde's own error for a long unknown message type
/// quotes all of it and is not clear; `parse_client`'s, which the server sends, is.
#[test]
fn a_long_echo_is_not_a_clear_error() {
    use gameroom_server::protocol::{ClientMsg, parse_client};
    let text = format!(r#"{{"type": "{}"}}"#, "x".repeat(5000));
    let raw = serde_json::from_str::<ClientMsg>(&text)
        .expect_err("not a message")
        .to_string();
    let caught = std::panic::catch_unwind(|| gameroom_fuzz::assert_clear("raw", &raw));
    assert!(caught.is_err(), "a {}-byte error is not clear", raw.len());
    let e = parse_client(&text, usize::MAX).expect_err("not a message");
    gameroom_fuzz::assert_clear("parse_client", &e);
    assert!(e.len() < 600, "{e}");
}

/// Replays a saved failing input: `GAMEROOM_FUZZ_INPUT=path GAMEROOM_FUZZ_TARGET=name cargo
/// test -p gameroom-fuzz replay_failure` (does nothing without them).
#[test]
fn replay_failure() {
    let (Ok(path), Ok(name)) = (
        std::env::var("GAMEROOM_FUZZ_INPUT"),
        std::env::var("GAMEROOM_FUZZ_TARGET"),
    ) else {
        return;
    };
    let target = Target::from_name(&name).expect("a target name");
    let data = std::fs::read(&path).expect("the input reads");
    run(target, &data);
}

/// The targets do find what they look for: an input that breaks a promise fails the run.
#[test]
fn a_broken_promise_is_caught() {
    let e = std::panic::catch_unwind(|| gameroom_fuzz::assert_clear("test", "")).unwrap_err();
    let message = e.downcast_ref::<String>().cloned().unwrap_or_default();
    assert!(message.contains("without a message"), "{message}");
    assert!(run_caught(Target::Record, b"not a record").is_ok());
}
