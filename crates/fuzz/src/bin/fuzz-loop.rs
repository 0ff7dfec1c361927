//! A long fuzzing run on stable: the targets of `gameroom-fuzz` over a seeded generator, as
//! many executions as asked (or for as long), with the executions per second. An input that
//! breaks a promise is written to `fuzz-failures/` and the run stops with exit code 1.
//!
//! ```sh
//! cargo run --release -p gameroom-fuzz --bin fuzz-loop -- all 10000000
//! cargo run --release -p gameroom-fuzz --bin fuzz-loop -- record 1000000 --seed 7
//! cargo run --release -p gameroom-fuzz --bin fuzz-loop -- board --seconds 600
//! ```

use std::process::ExitCode;
use std::time::{Duration, Instant};

use gameroom_fuzz::{Inputs, Target, run_caught, warm_up};

fn usage() -> ExitCode {
    let names: Vec<&str> = Target::ALL.iter().map(|t| t.name()).collect();
    eprintln!(
        "usage: fuzz-loop <target|all> [executions] [--seconds S] [--seed N]\ntargets: {}",
        names.join(", ")
    );
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut targets = Vec::new();
    let mut execs: u64 = u64::MAX;
    let mut seconds: Option<u64> = None;
    let mut seed: u64 = 1;
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        let value = |i: usize| args.get(i + 1).and_then(|v| v.parse::<u64>().ok());
        match a {
            "--seconds" => match value(i) {
                Some(s) => {
                    seconds = Some(s);
                    i += 1;
                }
                None => return usage(),
            },
            "--seed" => match value(i) {
                Some(s) => {
                    seed = s;
                    i += 1;
                }
                None => return usage(),
            },
            "all" => targets = Target::ALL.to_vec(),
            _ => match (Target::from_name(a), a.parse::<u64>()) {
                (Some(t), _) => targets.push(t),
                (None, Ok(n)) => execs = n,
                _ => return usage(),
            },
        }
        i += 1;
    }
    if targets.is_empty() || (execs == u64::MAX && seconds.is_none()) {
        return usage();
    }
    // Panics are caught and reported below, with the input saved.
    std::panic::set_hook(Box::new(|_| {}));
    warm_up();
    let limit = seconds.map(Duration::from_secs);
    for target in targets {
        let mut inputs = Inputs::new(seed ^ target.name().len() as u64);
        let start = Instant::now();
        let mut done = 0u64;
        let mut last_report = Instant::now();
        while done < execs && limit.is_none_or(|l| start.elapsed() < l) {
            let data = inputs.next_input().to_vec();
            if let Err(message) = run_caught(target, &data) {
                let dir = std::path::Path::new("fuzz-failures");
                let _ = std::fs::create_dir_all(dir);
                let path = dir.join(format!("{}-{done}.bin", target.name()));
                let _ = std::fs::write(&path, &data);
                eprintln!(
                    "{}: execution {done} broke a promise: {message}\ninput saved to {}",
                    target.name(),
                    path.display()
                );
                return ExitCode::FAILURE;
            }
            done += 1;
            if last_report.elapsed() > Duration::from_secs(30) {
                eprintln!(
                    "{}: {done} executions, {:.0}/s",
                    target.name(),
                    done as f64 / start.elapsed().as_secs_f64()
                );
                last_report = Instant::now();
            }
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{}: {done} executions in {secs:.0} s ({:.0}/s), 0 failures (seed {seed})",
            target.name(),
            done as f64 / secs.max(1e-9)
        );
    }
    ExitCode::SUCCESS
}
