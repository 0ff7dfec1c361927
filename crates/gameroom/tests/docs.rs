//! The documents against the program: every command the README and docs/ show runs as written
//! (with small counts: fewer games), and every rule id the engines cite is explained in
//! docs/rules.md. A README that rots fails here.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// README.md, then docs/*.md in name order.
fn documents() -> Vec<(String, String)> {
    let mut docs = vec![("README.md".to_string(), read(&root().join("README.md")))];
    let mut names: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .expect("docs/")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    names.sort();
    for p in names {
        let name = format!(
            "docs/{}",
            p.file_name().and_then(|n| n.to_str()).unwrap_or("?")
        );
        docs.push((name, read(&p)));
    }
    docs
}

/// The commands a document shows: the lines of its `sh` blocks (comments dropped) and every
/// inline `cargo run --release -- …`.
fn commands(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_sh = false;
    for line in text.lines() {
        let t = line.trim();
        if t.starts_with("```") {
            in_sh = t == "```sh";
            continue;
        }
        if in_sh {
            let cmd = match t.find(" #") {
                Some(i) => t[..i].trim(),
                None => t,
            };
            if !cmd.is_empty() && !cmd.starts_with('#') {
                out.push(cmd.to_string());
            }
        } else {
            for (i, part) in line.split('`').enumerate() {
                if i % 2 == 1 && part.starts_with("cargo run --release -- ") {
                    out.push(part.trim().to_string());
                }
            }
        }
    }
    out
}

/// `--games N` cut to one rotation of the seats (arena) or a few games (sim, loadtest), and a
/// load test's `--duration` to a few seconds.
fn small_counts(args: &[String]) -> Vec<String> {
    let players = args
        .iter()
        .position(|a| a == "--players")
        .and_then(|i| args.get(i + 1))
        .cloned()
        .unwrap_or_else(|| "2".into());
    let mut out = args.to_vec();
    if out[0] == "loadtest" {
        for (flag, value) in [("--games", "2"), ("--duration", "2s"), ("--think", "10ms")] {
            if let Some(i) = out.iter().position(|a| a == flag)
                && i + 1 < out.len()
            {
                out[i + 1] = value.into();
            }
        }
        return out;
    }
    if let Some(i) = out.iter().position(|a| a == "--games")
        && i + 1 < out.len()
    {
        out[i + 1] = if out[0] == "arena" {
            players
        } else {
            "3".into()
        };
    }
    out
}

/// `serve` as the documents show it: it starts (here on a free port and a fresh data
/// directory), says where it listens, and answers `/healthz`.
fn serve_starts(rest: &[&str], dir: &Path) {
    use std::io::{BufRead, Read};
    let mut args: Vec<String> = vec!["serve".into()];
    args.extend(rest.iter().map(|s| s.to_string()));
    args.extend(["--listen".into(), "127.0.0.1:0".into()]);
    if !rest.contains(&"--database") && !rest.contains(&"--data-dir") {
        args.extend(["--data-dir".into(), dir.join("data").display().to_string()]);
    }
    // From where the documents' files are (`--bot NAME=exec:docs/protocol/example_bot.py`).
    let mut child = Command::new(env!("CARGO_BIN_EXE_gameroom"))
        .args(&args)
        .current_dir(dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("serve starts");
    let mut line = String::new();
    let out = child.stdout.take().expect("stdout");
    std::io::BufReader::new(out)
        .read_line(&mut line)
        .expect("a line");
    let addr = line
        .split_whitespace()
        .find_map(|w| w.strip_prefix("http://"))
        .unwrap_or_else(|| {
            panic!(
                "`gameroom {}` says where it listens: {line}",
                args.join(" ")
            )
        })
        .to_string();
    let mut conn = std::net::TcpStream::connect(&addr).expect("connects");
    conn.write_all(b"GET /healthz HTTP/1.0\r\nHost: x\r\n\r\n")
        .expect("asks");
    let mut answer = String::new();
    let _ = conn.read_to_string(&mut answer);
    let _ = child.kill();
    let _ = child.wait();
    assert!(answer.contains("\"ok\""), "/healthz: {answer}");
}

/// What a player types into `play`: a few choices, then `quit` confirmed.
fn script(args: &[String]) -> String {
    if args.iter().any(|a| a == "--record") {
        // Enough turns for `replay game.json --at 40`.
        "1\n2\n3\n4\n".repeat(6) + "q\ny\n"
    } else {
        "q\ny\n".into()
    }
}

/// The crates by package name, with their directories.
fn crate_dir(package: &str) -> Option<PathBuf> {
    let crates = root().join("crates");
    std::fs::read_dir(&crates).ok()?.find_map(|e| {
        let dir = e.ok()?.path();
        let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).ok()?;
        manifest
            .contains(&format!("name = \"{package}\""))
            .then_some(dir)
    })
}

#[test]
fn every_command_in_the_readme_and_docs_runs() {
    let dir = tempfile::tempdir().expect("temp dir");
    // The files the documents assume: a corrected card set.
    std::fs::copy(
        root().join("crates/cvlizations/data/provisional.toml"),
        dir.path().join("my-cards.toml"),
    )
    .expect("card set");
    // The example outside bot, where the README finds it from the root of a clone.
    std::fs::create_dir_all(dir.path().join("docs/protocol")).expect("dir");
    std::fs::copy(
        root().join("docs/protocol/example_bot.py"),
        dir.path().join("docs/protocol/example_bot.py"),
    )
    .expect("example bot");
    let mut ran = 0;
    for (doc, text) in documents() {
        for cmd in commands(&text) {
            // Leading `NAME=value` words set the environment; what follows is the command.
            let words: Vec<String> = cmd
                .split_whitespace()
                .skip_while(|w| w.contains('=') && !w.starts_with('-'))
                .map(str::to_string)
                .collect();
            match words
                .iter()
                .map(String::as_str)
                .collect::<Vec<_>>()
                .as_slice()
            {
                ["cargo", "run", "--release", "--", ..] if cmd.contains('…') => {
                    // A placeholder (`postgres://…`): the Postgres tests run that for real.
                }
                ["cargo", "run", "--release", "--", "serve", rest @ ..] => {
                    serve_starts(rest, dir.path());
                    ran += 1;
                }
                ["cargo", "run", "--release", "--", ..] => {
                    let args = small_counts(&words[4..]);
                    let input = if args.first().map(String::as_str) == Some("play") {
                        script(&args)
                    } else {
                        String::new()
                    };
                    let mut child = Command::new(env!("CARGO_BIN_EXE_gameroom"))
                        .args(&args)
                        .current_dir(dir.path())
                        .stdin(Stdio::piped())
                        .stdout(Stdio::piped())
                        .stderr(Stdio::piped())
                        .spawn()
                        .expect("gameroom starts");
                    let mut stdin = child.stdin.take().expect("stdin");
                    let feeder = std::thread::spawn(move || {
                        let _ = stdin.write_all(input.as_bytes());
                    });
                    let out = child.wait_with_output().expect("gameroom ends");
                    let _ = feeder.join();
                    assert!(
                        out.status.success(),
                        "{doc}: `{cmd}` (run as `gameroom {}`) failed:\n{}\n{}",
                        args.join(" "),
                        String::from_utf8_lossy(&out.stderr),
                        String::from_utf8_lossy(&out.stdout)
                            .chars()
                            .rev()
                            .take(1500)
                            .collect::<String>()
                            .chars()
                            .rev()
                            .collect::<String>()
                    );
                    ran += 1;
                }
                ["cargo", "bench", "-p", package, "--bench", bench] => {
                    let dir = crate_dir(package)
                        .unwrap_or_else(|| panic!("{doc}: `{cmd}`: no crate `{package}`"));
                    assert!(
                        dir.join("benches").join(format!("{bench}.rs")).exists(),
                        "{doc}: `{cmd}`: no bench `{bench}` in {}",
                        dir.display()
                    );
                }
                ["cargo", "test", "--workspace"] => {} // this very suite
                ["cargo", "test", rest @ ..] => {
                    let package = rest
                        .windows(2)
                        .find(|w| w[0] == "-p")
                        .map(|w| w[1])
                        .unwrap_or_else(|| panic!("{doc}: `{cmd}`: which package?"));
                    assert!(crate_dir(package).is_some(), "{doc}: `{cmd}`: no crate");
                }
                ["cargo", "run", "--release", "-p", package, "--bin", bin, ..] => {
                    let dir = crate_dir(package)
                        .unwrap_or_else(|| panic!("{doc}: `{cmd}`: no crate `{package}`"));
                    assert!(
                        dir.join("src/bin").join(format!("{bin}.rs")).exists(),
                        "{doc}: `{cmd}`: no binary `{bin}` in {}",
                        dir.display()
                    );
                }
                // The Python package: `crates/python/tests/pytest.rs` installs it for real.
                ["pip", "install", path] => {
                    assert!(
                        root().join(path).join("pyproject.toml").exists(),
                        "{doc}: `{cmd}`: no Python package in {path}"
                    );
                }
                // The nightly fuzzers live in `fuzz/`, outside the workspace.
                ["cargo", "install", "cargo-fuzz"] | ["cd", "fuzz"] => {}
                ["cargo", "+nightly", "fuzz", "run", target, ..] => {
                    assert!(
                        root()
                            .join("fuzz/fuzz_targets")
                            .join(format!("{target}.rs"))
                            .exists(),
                        "{doc}: `{cmd}`: no fuzz target `{target}`"
                    );
                }
                ["cargo", "+nightly", "fuzz", "list"] => {
                    assert!(root().join("fuzz/Cargo.toml").exists(), "{doc}: no fuzz/");
                }
                _ => panic!("{doc}: `{cmd}`: a command this test does not know how to run"),
            }
        }
    }
    assert!(
        ran >= 15,
        "only {ran} commands found: is the README still read?"
    );
}

/// The ids and titles of a rules crate's `RULES` table, read from its source.
fn rule_table(path: &str) -> Vec<(String, String)> {
    read(&root().join(path))
        .lines()
        .filter_map(|l| {
            let l = l.trim().strip_prefix("(\"")?.strip_suffix("\"),")?;
            let (id, title) = l.split_once("\", \"")?;
            Some((id.to_string(), title.to_string()))
        })
        .collect()
}

/// The rule ids a text names in quotes (`"M-T6"`, `"C-R2"`, `"R-C4"`).
fn quoted_ids(text: &str) -> Vec<String> {
    let is_id = |s: &str| {
        let (kind, rest) = match s.split_once('-') {
            Some(x) => x,
            None => return false,
        };
        match kind {
            "M" | "C" => {
                let mut c = rest.chars();
                c.next().is_some_and(|x| x.is_ascii_uppercase())
                    && c.as_str().chars().all(|x| x.is_ascii_digit())
                    && !c.as_str().is_empty()
            }
            "R" => {
                let digits = rest.strip_prefix('C').unwrap_or(rest);
                !digits.is_empty() && digits.chars().all(|x| x.is_ascii_digit())
            }
            _ => false,
        }
    };
    text.split('"')
        .skip(1)
        .step_by(2)
        .filter(|s| is_id(s))
        .map(str::to_string)
        .collect()
}

#[test]
fn every_rule_id_is_explained_in_docs_rules_md() {
    let reference = read(&root().join("docs/rules.md"));
    for (table, sources) in [
        ("crates/meduris/src/rules.rs", "crates/meduris/src"),
        ("crates/cvlizations/src/rules.rs", "crates/cvlizations/src"),
    ] {
        let rules = rule_table(table);
        assert!(rules.len() > 10, "{table}: the table was not read");
        for (id, title) in &rules {
            let entry = format!("**{id} — {title}.**");
            assert!(
                reference.contains(&entry),
                "docs/rules.md lacks `{entry}` (from {table})"
            );
        }
        let known: Vec<&str> = rules.iter().map(|(id, _)| id.as_str()).collect();
        for file in std::fs::read_dir(root().join(sources)).expect("src") {
            let path = file.expect("file").path();
            for id in quoted_ids(&read(&path)) {
                assert!(
                    known.contains(&id.as_str()),
                    "{} cites {id}, which {table} (and so docs/rules.md) does not explain",
                    path.display()
                );
            }
        }
    }
    // The rulings tables list the same R-… ids.
    for (doc, prefix) in [("docs/rulings.md", "R-"), ("docs/cvlizations.md", "R-C")] {
        for line in read(&root().join(doc)).lines() {
            if let Some(id) = line
                .strip_prefix("| ")
                .and_then(|l| l.split(' ').next())
                .filter(|id| id.starts_with(prefix) && id.len() > prefix.len())
            {
                assert!(
                    reference.contains(&format!("**{id} — ")),
                    "{doc} lists {id}, which docs/rules.md does not explain"
                );
            }
        }
    }
}
