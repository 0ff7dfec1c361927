//! The command line against hostile input: a table of arguments, files and stdin scripts, as a
//! careless or hostile user would give them (the reproducers of issue 11 among them). Each must
//! end, within a time limit (the child is killed past it), with a clear error: an exit code that
//! is not a panic's (101) nor a signal's, and stderr naming the problem. A few scripts end the
//! game normally instead (input that ends is not an error); they say what stdout shows.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use wait_timeout::ChildExt;

/// Generous: every row ends in well under a second when the command line is right.
const LIMIT: Duration = Duration::from_secs(30);

/// What a row's standard input is.
enum Stdin {
    Nothing,
    /// These bytes (written to a file first).
    Bytes(Vec<u8>),
    /// This file (e.g. `/dev/zero`).
    File(PathBuf),
}

/// What a row must end with.
enum Expect {
    /// A failure (exit code 1 or 2) whose stderr contains this.
    Error(&'static str),
    /// Success, with stdout containing this.
    Ok(&'static str),
}

struct Case {
    args: Vec<String>,
    stdin: Stdin,
    expect: Expect,
}

fn case(args: &[&str], expect: Expect) -> Case {
    Case {
        args: args.iter().map(|s| s.to_string()).collect(),
        stdin: Stdin::Nothing,
        expect,
    }
}

fn with_stdin(mut c: Case, stdin: Stdin) -> Case {
    c.stdin = stdin;
    c
}

fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 temp path")
}

/// Files the rows use, in a temporary directory.
struct Files {
    dir: tempfile::TempDir,
}

impl Files {
    fn new() -> Self {
        Files {
            dir: tempfile::tempdir().expect("temp dir"),
        }
    }

    fn write(&self, name: &str, bytes: impl AsRef<[u8]>) -> String {
        let p = self.dir.path().join(name);
        std::fs::write(&p, bytes).expect("write");
        path(&p).to_string()
    }
}

/// A record of a real (short) game of `game`, as JSON.
fn record(game: &str, files: &Files) -> serde_json::Value {
    let dir = files.dir.path().join(format!("records-{game}"));
    let out = Command::new(env!("CARGO_BIN_EXE_gameroom"))
        .args([
            "sim",
            "--game",
            game,
            "--games",
            "1",
            "--threads",
            "1",
            "--records",
            path(&dir),
        ])
        .output()
        .expect("gameroom runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(dir.join("game-00001.json")).expect("record written");
    serde_json::from_str(&text).expect("a record")
}

fn table(files: &Files) -> Vec<Case> {
    use Expect::{Error, Ok};
    let meduris = record("meduris", files);
    let cv = record("cvlizations", files);
    let meduris_file = files.write("meduris.json", meduris.to_string());
    let cv_file = files.write("cv.json", cv.to_string());
    let edit = |base: &serde_json::Value, name: &str, f: &dyn Fn(&mut serde_json::Value)| {
        let mut r = base.clone();
        f(&mut r);
        files.write(name, r.to_string())
    };
    // A record of a million actions (under the 4 MiB a file may have), and one over it.
    let million = edit(&meduris, "million.json", &|r| {
        r["actions"] = serde_json::json!(vec!["x"; 1_000_000]);
    });
    let million_rolls = edit(&meduris, "million-rolls.json", &|r| {
        r["actions"] = serde_json::json!(vec!["roll wood"; 1_000_000]);
    });
    let wrong_format = edit(&meduris, "format.json", &|r| {
        r["format"] = serde_json::json!("gameroom-record/999");
    });
    let chess = edit(&meduris, "chess.json", &|r| {
        r["game"] = serde_json::json!("chess")
    });
    let bad_setup = edit(&meduris, "setup.json", &|r| {
        r["setup"] = serde_json::json!({"board": 7, "players": "many"});
    });
    let huge_numbers = edit(&meduris, "numbers.json", &|r| {
        r["setup"]["starting_player"] = serde_json::json!(u64::MAX);
    });
    let negative = edit(&cv, "negative.json", &|r| {
        r["setup"]["starting_player"] = serde_json::json!(-1);
    });
    let twins = edit(&cv, "twins.json", &|r| {
        r["setup"]["players"] = serde_json::json!(["Ania ", "ania"]);
    });
    let empty = files.write("empty.json", "");
    let garbage = files.write("garbage.bin", [0xff, 0xfe, 0x00, 0x13, 0x37, 0xc3]);
    let nested = files.write(
        "nested.json",
        format!("{}{}", "[".repeat(100_000), "]".repeat(100_000)),
    );
    let deep_setup = files.write(
        "deep-setup.json",
        format!(
            "{{\"format\": \"gameroom-record/1\", \"game\": \"meduris\", \"setup\": {}{}, \
             \"actions\": []}}",
            "[".repeat(100_000),
            "]".repeat(100_000)
        ),
    );
    let missing = path(&files.dir.path().join("missing.json")).to_string();
    let dir = path(files.dir.path()).to_string();
    let cards = include_str!("../../cvlizations/data/provisional.toml");
    let big_converter = files.write(
        "converter.toml",
        cards.replacen(
            "resource = \"stone\", max = 3",
            "resource = \"stone\", max = 255",
            1,
        ),
    );
    let long_name = files.write(
        "long-name.toml",
        cards.replacen(
            "name = \"provisional\"",
            &format!("name = \"{}\"", "n".repeat(10_000)),
            1,
        ),
    );
    let board = serde_json::to_string(&serde_json::json!({
        "name": "bad", "players": [2], "stone_fields": 3, "path_entry_field": 99,
        "river_between": [31, 0], "districts": [], "fields": []
    }))
    .expect("json");
    let bad_board = files.write("board.json", board);
    let long_line = {
        let mut v = vec![b'1'; 300_000];
        v.push(b'\n');
        v
    };
    let mut cunning_script = b"orders logging hunting\nsteal wood from\ncunning".to_vec();
    cunning_script.extend(b" wood".repeat(300));
    cunning_script.extend(b"\nbuy 99999999999999\nsteal wood from ANIA\n");
    let human = ["play", "meduris", "--seats", "human,random", "--seed", "3"];
    let cv_human = [
        "play",
        "cvlizations",
        "--seats",
        "human,random",
        "--seed",
        "3",
    ];
    let zero = Stdin::File(PathBuf::from("/dev/zero"));
    vec![
        // Player counts: checked once, at the edge, before anything is built.
        case(
            &["arena", "--players", "0", "--bots", "random"],
            Error("2 to 4 players"),
        ),
        case(
            &[
                "sim",
                "--game",
                "cvlizations",
                "--players",
                "6",
                "--games",
                "1",
            ],
            Error("2 to 5 players"),
        ),
        case(
            &[
                "arena",
                "--game",
                "cvlizations",
                "--players",
                "6",
                "--bots",
                "random",
                "--games",
                "1",
            ],
            Error("2 to 5 players"),
        ),
        case(
            &[
                "sim",
                "--players",
                "260",
                "--board",
                "4",
                "--games",
                "1",
                "--threads",
                "1",
                "--seed",
                "113",
            ],
            Error("2 to 4 players"),
        ),
        case(
            &["sim", "--players", "18446744073709551615"],
            Error("2 to 4 players"),
        ),
        case(
            &[
                "arena",
                "--players",
                "18446744073709551615",
                "--bots",
                "random",
            ],
            Error("2 to 4 players"),
        ),
        case(
            &["play", "meduris", "--players", "18446744073709551615"],
            Error("2 to 4 players"),
        ),
        case(
            &["play", "cvlizations", "--players", "1"],
            Error("2 to 5 players"),
        ),
        case(
            &["sim", "--players", "18446744073709551616"],
            Error("--players"),
        ),
        case(&["sim", "--players", "-3"], Error("-3")),
        case(&["sim", "--players", ""], Error("--players")),
        case(&["sim", "--players", "two"], Error("--players")),
        // Budgets.
        case(
            &["sim", "--budget", "1e30s", "--bots", "mcts", "--games", "1"],
            Error("at most 1 hour"),
        ),
        case(
            &["sim", "--bots", "mcts:1e30s", "--games", "1"],
            Error("at most 1 hour"),
        ),
        case(
            &["arena", "--bots", "mcts:1e30s,random", "--games", "1"],
            Error("at most 1 hour"),
        ),
        case(
            &["play", "meduris", "--seats", "human,mcts:1e30s"],
            Error("at most 1 hour"),
        ),
        case(
            &[
                "arena",
                "--bots",
                "random",
                "--budget",
                "99999999999999999999ms",
            ],
            Error("budget"),
        ),
        case(&["sim", "--budget", "0it"], Error("iterations are 1 to")),
        case(&["sim", "--budget", "-5s"], Error("-5")),
        case(&["sim", "--budget", ""], Error("not a budget")),
        case(&["sim", "--budget", "NaNs"], Error("at most 1 hour")),
        // Threads.
        case(&["sim", "--threads", "0"], Error("thread count")),
        case(
            &["sim", "--threads", "18446744073709551615"],
            Error("thread count"),
        ),
        case(
            &["arena", "--threads", "100000", "--bots", "random"],
            Error("thread count"),
        ),
        case(
            &["play", "meduris", "--threads", "0"],
            Error("thread count"),
        ),
        case(
            &["sim", "--bots", "mcts:0t", "--games", "1"],
            Error("1 to 64 threads"),
        ),
        case(
            &["sim", "--bots", "mcts:99999999999t", "--games", "1"],
            Error("1 to 64 threads"),
        ),
        // Games.
        case(&["sim", "--games", "0"], Error("number of games")),
        case(
            &["sim", "--games", "18446744073709551615"],
            Error("number of games"),
        ),
        case(
            &[
                "arena",
                "--bots",
                "random",
                "--games",
                "18446744073709551615",
            ],
            Error("number of games"),
        ),
        case(&["arena", "--bots", "random", "--games", "-1"], Error("-1")),
        // Bots and seats.
        case(
            &["sim", "--bots", "genius", "--games", "1"],
            Error("unknown bot `genius`"),
        ),
        case(
            &["sim", "--bots", "mcts:turbo", "--games", "1"],
            Error("unknown option `turbo`"),
        ),
        case(&["arena", "--bots", ""], Error("bot")),
        case(
            &["arena", "--players", "2", "--bots", "random,random,random"],
            Error("3 bots for 2 seats"),
        ),
        case(
            &["sim", "--players", "2", "--bots", "random,random,random"],
            Error("3 bots for 2 seats"),
        ),
        case(
            &["play", "meduris", "--seats", "human,genius"],
            Error("unknown bot `genius`"),
        ),
        case(
            &["play", "meduris", "--seats", ",human"],
            Error("empty seat"),
        ),
        case(
            &["play", "meduris", "--seats", "human,human,human"],
            Error("2 players need 2 seats"),
        ),
        // Games, variants, boards and card sets by name.
        case(&["sim", "--game", "chess"], Error("unknown game `chess`")),
        case(&["play", "chess"], Error("unknown game `chess`")),
        case(&["sim", "--game", ""], Error("unknown game")),
        case(
            &[
                "sim",
                "--game",
                "cvlizations",
                "--players",
                "3",
                "--variant",
                "neutral",
            ],
            Error("the neutral variant is not for 3 players"),
        ),
        case(&["sim", "--variant", "turbo"], Error("no variant `turbo`")),
        case(
            &["sim", "--cards", "x.toml"],
            Error("not an option of Meduris"),
        ),
        case(
            &["sim", "--game", "cvlizations", "--board", "4"],
            Error("not an option of CVlizations"),
        ),
        case(
            &["sim", "--board", "5"],
            Error("not a board side that ships"),
        ),
        case(
            &["sim", "--players", "2", "--board", "4"],
            Error("is for 4 players, not 2"),
        ),
        // Files.
        case(&["replay", "/dev/zero"], Error("larger than 4 MiB")),
        case(&["replay", &missing], Error("No such file")),
        case(&["replay", &dir], Error("directory")),
        case(&["replay", &empty], Error("not valid JSON")),
        case(&["replay", &garbage], Error("not UTF-8")),
        case(&["replay", &nested], Error("not valid JSON")),
        case(&["replay", &deep_setup], Error("recursion limit")),
        case(&["replay", &million], Error("action 0 `x`")),
        case(&["replay", &million_rolls], Error("larger than 4 MiB")),
        case(&["replay", &wrong_format], Error("gameroom-record/999")),
        case(&["replay", &chess], Error("unknown game `chess`")),
        case(&["replay", &bad_setup], Error("setup cannot be read")),
        case(&["replay", &huge_numbers], Error("setup cannot be read")),
        case(&["replay", &negative], Error("setup cannot be read")),
        case(&["replay", &twins], Error("taken twice")),
        case(
            &["replay", &meduris_file, "--at", "99999999"],
            Error("the record has only"),
        ),
        case(&["replay", &meduris_file, "--at", "-1"], Error("-1")),
        case(
            &["replay", &cv_file, "--board", "4"],
            Error("not an option of CVlizations"),
        ),
        case(
            &["replay", &cv_file, "--cards", "/dev/zero"],
            Error("larger than 4 MiB"),
        ),
        case(
            &["replay", &meduris_file, "--board", &bad_board],
            Error("the board has 0 fields"),
        ),
        case(
            &["sim", "--game", "cvlizations", "--cards", &big_converter],
            Error("`max` = 255: at most 20"),
        ),
        case(
            &["sim", "--game", "cvlizations", "--cards", &long_name],
            Error("characters long"),
        ),
        case(
            &["sim", "--game", "cvlizations", "--cards", &garbage],
            Error("not UTF-8"),
        ),
        case(&["sim", "--board", &nested], Error("not valid board JSON")),
        case(&["sim", "--board", "/dev/zero"], Error("larger than 4 MiB")),
        case(
            &["sim", "--games", "1", "--records", "/dev/null/records"],
            Error("/dev/null/records"),
        ),
        case(
            &[
                "play",
                "meduris",
                "--seats",
                "random,random",
                "--record",
                "/dev/null/rec.json",
            ],
            Error("cannot write the record"),
        ),
        // Standard input.
        with_stdin(case(&human, Error("longer than 4096 bytes")), zero),
        with_stdin(
            case(&human, Error("longer than 4096 bytes")),
            Stdin::Bytes(long_line),
        ),
        with_stdin(
            case(&human, Ok("Input ended")),
            Stdin::Bytes(vec![0xff, 0xfe, 0, 7, b'\n', 0x80]),
        ),
        with_stdin(
            case(&human, Ok("Input ended")),
            Stdin::Bytes(
                b"hut 99999999999999999999\ncost -1\ncost 18446744073709551616\nyield\n\n".to_vec(),
            ),
        ),
        with_stdin(
            case(&cv_human, Ok("Input ended")),
            Stdin::Bytes(cunning_script),
        ),
        // No command, unknown options.
        case(&[], Error("Usage")),
        case(&["sim", "--seed", "-1"], Error("-1")),
        case(&["sim", "--turbo"], Error("--turbo")),
        // Outside bots of a server: only `NAME=exec:…`, a fresh name, a program that exists.
        case(
            &["serve", "--bot", "normal=exec:/bin/true"],
            Error("built-in"),
        ),
        case(
            &["serve", "--bot", "mine=mcts:1s"],
            Error("outside program"),
        ),
        case(
            &["serve", "--bot", "mine=exec:/no/such/bot"],
            Error("no such program"),
        ),
        case(&["serve", "--bot", "exec:/bin/true"], Error("NAME=exec")),
        case(
            &[
                "serve",
                "--bot",
                "a=exec:/bin/true",
                "--bot",
                "a=exec:/bin/true",
            ],
            Error("twice"),
        ),
    ]
}

/// Runs a row: the exit and what was written, or `None` when it ran past the limit (killed).
fn run(c: &Case, files: &Files) -> Option<(Option<i32>, String, String)> {
    let stdin = match &c.stdin {
        Stdin::Nothing => Stdio::null(),
        Stdin::Bytes(b) => {
            let p = files.write("stdin", b);
            Stdio::from(std::fs::File::open(p).expect("stdin file"))
        }
        Stdin::File(p) => Stdio::from(std::fs::File::open(p).expect("stdin file")),
    };
    let mut child = Command::new(env!("CARGO_BIN_EXE_gameroom"))
        .args(&c.args)
        .env("NO_COLOR", "1")
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("gameroom starts");
    let mut out = child.stdout.take().expect("stdout");
    let mut err = child.stderr.take().expect("stderr");
    let out = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = out.read_to_end(&mut s);
        s
    });
    let err = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = err.read_to_end(&mut s);
        s
    });
    let status = match child.wait_timeout(LIMIT).expect("wait") {
        Some(status) => status,
        None => {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
    };
    let text = |h: std::thread::JoinHandle<Vec<u8>>| {
        String::from_utf8_lossy(&h.join().unwrap_or_default()).into_owned()
    };
    Some((status.code(), text(out), text(err)))
}

#[test]
fn hostile_input_ends_in_a_clear_error_never_a_panic_or_a_hang() {
    let files = Files::new();
    let cases = table(&files);
    assert!(cases.len() >= 80, "the table has {} rows", cases.len());
    let mut failures = Vec::new();
    for c in &cases {
        let label = format!("gameroom {}", c.args.join(" "));
        let Some((code, stdout, stderr)) = run(c, &files) else {
            failures.push(format!("{label}: still running after {LIMIT:?} (killed)"));
            continue;
        };
        let tail = |s: &str| s[s.len().saturating_sub(400)..].to_string();
        match (&c.expect, code) {
            (_, Some(101)) | (_, None) => failures.push(format!(
                "{label}: ended by a panic or a signal ({code:?}): {}",
                tail(&stderr)
            )),
            (Expect::Error(needle), Some(1 | 2)) if stderr.contains(needle) => {}
            (Expect::Ok(needle), Some(0)) if stdout.contains(needle) => {}
            (_, code) => failures.push(format!(
                "{label}: exit {code:?}; stderr: {}; stdout: {}",
                tail(&stderr),
                tail(&stdout)
            )),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} rows failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
    println!(
        "{} hostile inputs, each a clear error or a normal end",
        cases.len()
    );
}
