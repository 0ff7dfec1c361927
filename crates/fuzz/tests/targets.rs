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
