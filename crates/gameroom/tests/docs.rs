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
    // A review's search, and a calibration's games, kept small.
    if (out[0] == "review" || out[0] == "calibrate") && !out.iter().any(|a| a == "--budget") {
        out.extend(["--budget".into(), "200it".into()]);
    }
    if let Some(i) = out.iter().position(|a| a == "--games")
        && i + 1 < out.len()
    {
        out[i + 1] = if out[0] == "arena" || out[0] == "calibrate" {
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
    use std::io::Read;
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
    let out = child.stdout.take().expect("stdout");
    let url = gameroom_server::client::listening_on(out)
        .unwrap_or_else(|e| panic!("`gameroom {}` says where it listens: {e}", args.join(" ")));
    let addr = url.trim_start_matches("http://").to_string();
    let mut conn = std::net::TcpStream::connect(&addr).expect("connects");
    conn.write_all(b"GET /healthz HTTP/1.0\r\nHost: x\r\n\r\n")
        .expect("asks");
    let mut answer = String::new();
    let _ = conn.read_to_string(&mut answer);
    let _ = child.kill();
    let _ = child.wait();
    assert!(answer.contains("\"ok\""), "/healthz: {answer}");
}

/// A host's arguments with the test's own places: `--data-dir` the test's data directory,
/// `--to` a new file in it, and no `--listen` (the test picks a free port).
fn host_paths(rest: &[&str], dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut words = rest.iter();
    while let Some(w) = words.next() {
        match *w {
            "--data-dir" => {
                words.next();
                out.extend(["--data-dir".into(), dir.join("data").display().to_string()]);
            }
            "--to" => {
                words.next();
                let n = std::fs::read_dir(dir).map_or(0, |d| d.count());
                let to = dir.join(format!("backup-{n}.sqlite3"));
                out.extend(["--to".into(), to.display().to_string()]);
            }
            "--listen" => {
                words.next();
            }
            // A secret's file: one of the test's own, holding a password.
            "--smtp-password-file" | "--database-url-file" => {
                words.next();
                let file = dir.join(w.trim_start_matches("--"));
                let secret = if *w == "--database-url-file" {
                    format!("sqlite:{}", dir.join("from-file.sqlite3").display())
                } else {
                    "a-password".to_string()
                };
                std::fs::write(&file, secret).expect("the secret's file");
                out.extend([w.to_string(), file.display().to_string()]);
            }
            _ => out.push(w.to_string()),
        }
    }
    out
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
                ["cargo", "build", "--release"] => {}  // the binary this suite runs
                // The built binary as a host runs it (docs/hosting.md): its data directory
                // and the backup's file are the test's own; the address is a free port.
                [bin, "serve", rest @ ..] if bin.ends_with("/gameroom") => {
                    let rest = host_paths(rest, dir.path());
                    let rest: Vec<&str> = rest.iter().map(String::as_str).collect();
                    serve_starts(&rest, dir.path());
                    ran += 1;
                }
                [bin, "backup", rest @ ..] if bin.ends_with("gameroom") => {
                    let mut args = vec!["backup".to_string()];
                    args.extend(host_paths(rest, dir.path()));
                    let out = Command::new(env!("CARGO_BIN_EXE_gameroom"))
                        .args(&args)
                        .current_dir(dir.path())
                        .output()
                        .expect("gameroom runs");
                    let said = String::from_utf8_lossy(&out.stdout);
                    assert!(
                        out.status.success() && said.contains("checked"),
                        "{doc}: `{cmd}` (run as `gameroom {}`) failed:\n{}{said}",
                        args.join(" "),
                        String::from_utf8_lossy(&out.stderr)
                    );
                    ran += 1;
                }
                // Installing the built binary and running it under systemd (docs/hosting.md):
                // the unit itself is checked by tests/hosting.rs with systemd-analyze.
                [
                    "sudo",
                    "install",
                    "-m",
                    "755",
                    "target/release/gameroom",
                    to,
                ] => {
                    assert!(to.ends_with("/gameroom"), "{doc}: `{cmd}`");
                }
                ["sudo", "systemctl", "daemon-reload"] => {}
                ["sudo", "systemctl", _, .., "gameroom"] | ["journalctl", "-u", "gameroom", ..] => {
                    assert!(
                        text.contains("gameroom.service"),
                        "{doc}: `{cmd}`: which unit?"
                    );
                }
                // Postgres's own tools (the Postgres tests run Postgres itself).
                ["pg_dump" | "pg_restore", .., url] => {
                    assert!(url.starts_with("postgres://"), "{doc}: `{cmd}`");
                }
                ["pg_dump" | "pg_restore", ..] => {
                    assert!(
                        cmd.contains("postgres://"),
                        "{doc}: `{cmd}`: which database?"
                    );
                }
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
                // The Python package: `crates/python/tests/pytest.rs` installs it for real, with
                // its extras, and its suite runs PettingZoo's and OpenSpiel's checks.
                ["pip", "install", path] => {
                    let path = path.trim_matches('"');
                    let (dir, extras) = match path.split_once('[') {
                        Some((dir, extras)) => (dir, extras.trim_end_matches(']')),
                        None => (path, ""),
                    };
                    let pyproject = read(&root().join(dir).join("pyproject.toml"));
                    for extra in extras.split(',').filter(|e| !e.is_empty()) {
                        assert!(
                            pyproject.contains(&format!("\n{extra} = [")),
                            "{doc}: `{cmd}`: no extra `{extra}` in {dir}/pyproject.toml"
                        );
                    }
                }
                ["python3", "-c", ..] => {
                    assert!(
                        cmd.contains("gameroom.pettingzoo") || cmd.contains("gameroom.openspiel"),
                        "{doc}: `{cmd}`: a Python line this test does not know"
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

/// The repository's text files (sources, documents, data, scripts), as paths from its root.
fn text_files() -> Vec<String> {
    const SKIP: &[&str] = &["target", ".git", "node_modules", "screenshots"];
    const TEXT: &[&str] = &[
        "md", "rs", "toml", "js", "py", "html", "css", "ftl", "json", "yml", "sh",
    ];
    let mut out = Vec::new();
    let mut stack = vec![root()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a folder reads").flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().to_string();
            if path.is_dir() {
                if !SKIP.contains(&name.as_str()) {
                    stack.push(path);
                }
                continue;
            }
            let text = path
                .extension()
                .is_some_and(|x| TEXT.contains(&x.to_string_lossy().as_ref()))
                || path
                    .parent()
                    .and_then(|p| p.file_name())
                    .is_some_and(|n| n == ".ci");
            if text && let Ok(rel) = path.strip_prefix(root()) {
                out.push(rel.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    out.sort();
    out
}

/// Promise: a person who clones the repository has every file it cites: nothing points outside
/// it (the project's docs are the authority for every rule id, not a file beside the checkout).
#[test]
fn nothing_points_outside_the_repository() {
    let files = text_files();
    assert!(
        files.len() > 100,
        "the repository was not walked: {}",
        files.len()
    );
    let outside = ["../shared", "RULES.md", "/work/"];
    let mut found = Vec::new();
    for f in &files {
        let text = read(&root().join(f));
        for o in outside {
            if text.contains(o) && !f.ends_with("tests/docs.rs") {
                found.push(format!("{f} cites {o}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "files outside the repository cited:\n{}",
        found.join("\n")
    );
}

/// The repository paths a text cites: `docs/…`, `crates/…`, `fuzz/…`, `.ci/…`, `README.md`,
/// `ARCHITECTURE.md` (placeholders such as `crates/DIR` or `<game>` and globs are not paths).
fn cited_paths(text: &str) -> Vec<String> {
    let starts = [
        "docs/",
        "crates/",
        "fuzz/",
        ".ci/",
        "README.md",
        "ARCHITECTURE.md",
    ];
    let is_path_char = |c: char| c.is_ascii_alphanumeric() || "_./-*<>{}".contains(c);
    let mut out = Vec::new();
    let bytes: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < bytes.len() {
        let before_ok =
            i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || "_./-".contains(bytes[i - 1]));
        let rest: String = bytes[i..bytes.len().min(i + 20)].iter().collect();
        if before_ok && starts.iter().any(|s| rest.starts_with(s)) {
            let mut j = i;
            while j < bytes.len() && is_path_char(bytes[j]) {
                j += 1;
            }
            let path: String = bytes[i..j].iter().collect();
            let path = path.trim_end_matches(['.', '-', '/']).to_string();
            let placeholder = path.contains(['*', '<', '>', '{', '}'])
                || path
                    .split('/')
                    .any(|seg| seg.len() > 1 && seg.chars().all(|c| c.is_ascii_uppercase()));
            if !placeholder {
                out.push(path);
            }
            i = j;
        } else {
            i += 1;
        }
    }
    out
}

/// Promise: every repository file or folder a document, comment or script cites exists.
#[test]
fn every_cited_file_exists() {
    // Paths of another checkout, named as such where they are cited.
    const ELSEWHERE: &[(&str, &str)] = &[(
        "docs/bots.md",
        "crates/gameroom/src/bin/protocol_bot.rs", // in the checkout of commit 7b38c69
    )];
    let mut missing = Vec::new();
    for f in text_files() {
        if f.ends_with("tests/docs.rs") {
            continue; // this test's own examples
        }
        let text = read(&root().join(&f));
        for p in cited_paths(&text) {
            let here = root().join(&p);
            let beside = root().join(&f).parent().map(|d| d.join(&p));
            let exists = here.exists() || beside.is_some_and(|b| b.exists());
            // docs/adding-a-game.md's example game, which does not exist.
            let example = f == "docs/adding-a-game.md" && p.contains("tikal");
            if !exists && !example && !ELSEWHERE.contains(&(f.as_str(), p.as_str())) {
                missing.push(format!("{f} cites {p}, which does not exist"));
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
    // The scan finds what it should: a made-up citation is caught.
    assert_eq!(cited_paths("see `docs/nowhere.md`."), ["docs/nowhere.md"]);
    assert!(cited_paths("in `crates/DIR` and docs/<game>.md").is_empty());
}

/// Promise: every rule id cited anywhere (code, scenario files, documents) is explained in the
/// project's own rules reference, docs/rules.md.
#[test]
fn every_cited_rule_id_is_explained() {
    let reference = read(&root().join("docs/rules.md"));
    let mut unexplained = Vec::new();
    let mut seen = 0;
    for f in text_files() {
        let text = read(&root().join(&f));
        for id in rule_ids(&text) {
            seen += 1;
            if !reference.contains(&format!("**{id} — ")) {
                unexplained.push(format!("{f} cites {id}"));
            }
        }
    }
    assert!(seen > 100, "the ids were not found: {seen}");
    assert!(
        unexplained.is_empty(),
        "docs/rules.md does not explain:\n{}",
        unexplained.join("\n")
    );
}

/// Rule ids in a text, wherever they stand: `M-T4`, `C-R2`, `R-4`, `R-C15`.
fn rule_ids(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-';
    let mut out = Vec::new();
    for i in 0..chars.len().saturating_sub(2) {
        if (i > 0 && word(chars[i - 1])) || chars[i + 1] != '-' {
            continue;
        }
        let mut j = i + 2;
        while j < chars.len() && (chars[j].is_ascii_alphanumeric()) {
            j += 1;
        }
        if j < chars.len() && (chars[j] == '_' || chars[j] == '-') {
            continue;
        }
        let id: String = chars[i..j].iter().collect();
        let tail: String = chars[i + 2..j].iter().collect();
        let tail = tail.as_str();
        let ok = match chars[i] {
            'M' | 'C' => {
                let mut t = tail.chars();
                t.next().is_some_and(|c| c.is_ascii_uppercase())
                    && !t.as_str().is_empty()
                    && t.as_str().chars().all(|c| c.is_ascii_digit())
            }
            'R' => {
                let digits = tail.strip_prefix('C').unwrap_or(tail);
                !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
            }
            _ => false,
        };
        if ok {
            out.push(id);
        }
    }
    out
}

/// Promise: `rust-version` is the true minimum: no locked dependency needs a newer Rust, nor
/// does the language and library the code uses (let-chains: 1.88; `File::try_lock`: 1.89), and
/// the README says the same.
#[test]
fn rust_version_is_the_true_minimum() {
    let manifest: toml::Table = read(&root().join("Cargo.toml"))
        .parse()
        .expect("Cargo.toml");
    let declared = manifest["workspace"]["package"]["rust-version"]
        .as_str()
        .expect("rust-version")
        .to_string();
    let version = |v: &str| -> [u32; 3] {
        let mut out = [0; 3];
        for (o, x) in out.iter_mut().zip(v.split('.')) {
            *o = x.parse().unwrap_or(0);
        }
        out
    };
    const LANGUAGE: &str = "1.89"; // `File::try_lock` (the instance file); let-chains: 1.88
    assert!(
        version(&declared) >= version(LANGUAGE),
        "rust-version {declared} is older than the language the code uses ({LANGUAGE})"
    );
    let out = Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1", "--locked"])
        .current_dir(root())
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout).expect("metadata");
    let mut newest = ("none".to_string(), "0".to_string());
    for p in meta["packages"].as_array().expect("packages") {
        if let Some(v) = p["rust_version"].as_str()
            && version(v) > version(&newest.1)
            && p["source"].is_string()
        {
            newest = (p["name"].as_str().unwrap_or("?").to_string(), v.to_string());
        }
    }
    assert!(
        version(&newest.1) <= version(&declared),
        "{} needs Rust {}, newer than rust-version {declared}",
        newest.0,
        newest.1
    );
    let readme = read(&root().join("README.md"));
    assert!(
        readme.contains(&format!("({declared} or newer)")),
        "the README does not say `({declared} or newer)`"
    );
}

/// docs/server.md's table of `gameroom serve`'s options lists exactly the options `serve
/// --help` shows: none missing, none that does not exist.
#[test]
fn the_serve_options_table_is_the_real_one() {
    let doc = read(&root().join("docs/server.md"));
    let table_start = doc
        .find("| option | meaning | default |")
        .expect("the options table");
    let table: String = doc[table_start..]
        .lines()
        .take_while(|l| l.starts_with('|'))
        .map(|l| l.split('|').nth(1).unwrap_or_default().to_string() + "\n")
        .collect();
    let flags = |text: &str| -> std::collections::BTreeSet<String> {
        text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
            .filter(|w| {
                w.starts_with("--") && w[2..].starts_with(|c: char| c.is_ascii_alphabetic())
            })
            .map(str::to_string)
            .collect()
    };
    let documented = flags(&table);
    let out = Command::new(env!("CARGO_BIN_EXE_gameroom"))
        .args(["serve", "--help"])
        .output()
        .expect("runs");
    let help = String::from_utf8_lossy(&out.stdout);
    let real: std::collections::BTreeSet<String> = help
        .lines()
        .filter_map(|l| {
            let l = l.trim_start();
            l.starts_with("--")
                .then(|| {
                    l.split([' ', ',', '='])
                        .next()
                        .unwrap_or_default()
                        .to_string()
                })
                .or_else(|| {
                    l.strip_prefix("-")
                        .and_then(|r| r.split(", --").nth(1))
                        .map(|r| format!("--{}", r.split([' ', '=']).next().unwrap_or_default()))
                })
        })
        .filter(|f| f != "--help")
        .collect();
    assert_eq!(
        documented, real,
        "docs/server.md's options against `gameroom serve --help`"
    );
    // What `--help` says of a default is what the server does: the instance's name is kept in a
    // file, not the listen address.
    let instance: String = help
        .split("--instance")
        .nth(1)
        .map(|rest| {
            rest.split("\n      --")
                .next()
                .unwrap_or_default()
                .replace('\n', " ")
        })
        .unwrap_or_default();
    assert!(
        instance.contains("kept") && !instance.contains("the listen address"),
        "--instance's help: {instance}"
    );
}
