//! ARCHITECTURE.md, checked: which crate may depend on which, that every declared dependency is
//! used, and that the rules crates stay pure (no I/O, no clock, no threads, no async runtime).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The picture of ARCHITECTURE.md: each crate and the workspace crates it may depend on (normal
/// dependencies; dev-dependencies are free).
const ALLOWED: &[(&str, &[&str])] = &[
    ("gameroom-game", &[]),
    ("gameroom-scenario", &[]),
    ("gameroom-testkit", &[]),
    ("meduris", &["gameroom-game"]),
    ("cvlizations", &["gameroom-game"]),
    (
        "gameroom-bots",
        &["gameroom-game", "meduris", "cvlizations"],
    ),
    (
        "gameroom-match",
        &["gameroom-game", "gameroom-bots", "gameroom-scenario"],
    ),
    (
        "gameroom-games",
        &["gameroom-match", "meduris", "cvlizations"],
    ),
    (
        "gameroom-tools",
        &["gameroom-game", "gameroom-bots", "gameroom-match"],
    ),
    (
        "gameroom-terminal",
        &[
            "gameroom-game",
            "gameroom-bots",
            "gameroom-match",
            "gameroom-tools",
            "meduris",
            "cvlizations",
        ],
    ),
    ("gameroom-web", &[]),
    (
        "gameroom-server",
        &["gameroom-game", "gameroom-match", "gameroom-web"],
    ),
    (
        "gameroom-fuzz",
        &[
            "gameroom-game",
            "gameroom-games",
            "gameroom-match",
            "gameroom-server",
            "meduris",
            "cvlizations",
        ],
    ),
    (
        "gameroom-python",
        &[
            "gameroom-game",
            "gameroom-bots",
            "gameroom-games",
            "gameroom-match",
        ],
    ),
    (
        "gameroom",
        &[
            "gameroom-game",
            "gameroom-bots",
            "gameroom-games",
            "gameroom-match",
            "gameroom-tools",
            "gameroom-terminal",
            "gameroom-server",
        ],
    ),
];

/// The generic crates: they run any game they are given and name none (no rules crate among
/// their dependencies); the list of games is `gameroom-games`'s, the composition root's.
const GENERIC: &[&str] = &["gameroom-match", "gameroom-server", "gameroom-tools"];

/// The crates of the games' rules (a game's engine).
const GAME_RULES: &[&str] = &["meduris", "cvlizations"];

/// The rules crates: pure and deterministic.
const RULES: &[&str] = &["gameroom-game", "meduris", "cvlizations"];

/// What a rules crate's source never mentions.
const IMPURE: &[&str] = &[
    "std::fs",
    "std::net",
    "std::process",
    "std::thread",
    "std::time",
    "std::env",
    "Instant::",
    "SystemTime",
    "tokio",
    "println!",
    "eprintln!",
];

/// Dependencies a rules crate may never have.
const ASYNC: &[&str] = &["tokio", "async-std", "futures", "smol", "axum"];

struct Krate {
    dir: PathBuf,
    deps: BTreeSet<String>,
}

fn crates() -> BTreeMap<String, Krate> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut out = BTreeMap::new();
    for entry in std::fs::read_dir(&root).expect("crates/ reads") {
        let dir = entry.expect("entry").path();
        let manifest = dir.join("Cargo.toml");
        let Ok(text) = std::fs::read_to_string(&manifest) else {
            continue;
        };
        let toml: toml::Table = text.parse().expect("Cargo.toml parses");
        let name = toml["package"]["name"]
            .as_str()
            .expect("package name")
            .to_string();
        let deps = toml
            .get("dependencies")
            .and_then(|d| d.as_table())
            .map(|t| t.keys().cloned().collect())
            .unwrap_or_default();
        out.insert(name, Krate { dir, deps });
    }
    out
}

fn sources(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.join("src")];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = entry.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&p).expect("source reads");
                out.push((p, text));
            }
        }
    }
    out
}

#[test]
fn every_crate_is_in_the_picture_and_depends_only_on_what_it_may() {
    let all = crates();
    let workspace: BTreeSet<&str> = all.keys().map(String::as_str).collect();
    let allowed: BTreeMap<&str, &[&str]> = ALLOWED.iter().copied().collect();
    for (name, k) in &all {
        let Some(may) = allowed.get(name.as_str()) else {
            panic!("crate `{name}` is not in ARCHITECTURE.md's picture (and this test's ALLOWED)");
        };
        for dep in &k.deps {
            if workspace.contains(dep.as_str()) && !may.contains(&dep.as_str()) {
                panic!("`{name}` depends on `{dep}`, which the picture does not allow");
            }
        }
    }
}

/// ARCHITECTURE.md names every crate in its picture and gives it a section of its own
/// (`### `crates/DIR` — `NAME``), so the map cannot silently miss one.
#[test]
fn every_crate_has_its_place_in_architecture_md() {
    let doc = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../ARCHITECTURE.md"),
    )
    .expect("ARCHITECTURE.md reads");
    let picture = doc.split("```").nth(1).expect("the picture");
    for (name, k) in crates() {
        let dir = k
            .dir
            .file_name()
            .and_then(|d| d.to_str())
            .expect("a directory name");
        let heading = if name == "gameroom" {
            "### `crates/gameroom` — the `gameroom` binary".to_string()
        } else {
            format!("### `crates/{dir}` — `{name}`")
        };
        assert!(
            doc.contains(&heading),
            "ARCHITECTURE.md has no section `{heading}`"
        );
        assert!(
            picture.contains(&name),
            "ARCHITECTURE.md's picture does not show `{name}`"
        );
    }
}

#[test]
fn every_declared_dependency_is_used() {
    for (name, k) in crates() {
        let text: String = sources(&k.dir).into_iter().map(|(_, t)| t).collect();
        for dep in &k.deps {
            let path = dep.replace('-', "_");
            if !text.contains(&format!("{path}::")) && !text.contains(&format!("use {path}")) {
                panic!("`{name}` declares `{dep}` but its source never uses it");
            }
        }
    }
}

#[test]
fn rules_crates_do_no_io_and_run_no_clock_threads_or_async() {
    let all = crates();
    for name in RULES {
        let k = &all[*name];
        for dep in &k.deps {
            assert!(
                !ASYNC.contains(&dep.as_str()),
                "rules crate `{name}` depends on `{dep}`"
            );
        }
        for (path, text) in sources(&k.dir) {
            for (i, line) in text.lines().enumerate() {
                let code = line.split("//").next().unwrap_or("");
                for word in IMPURE {
                    assert!(
                        !code.contains(word),
                        "{}:{}: a rules crate uses `{word}`: {line}",
                        path.display(),
                        i + 1
                    );
                }
            }
        }
    }
}

/// Games named in one place: the generic crates (the match driver, the server, the tools)
/// depend on no game's rules crate; they are handed the registry by the binary.
#[test]
fn the_generic_crates_name_no_game() {
    let all = crates();
    for name in GENERIC {
        let k = all
            .get(*name)
            .unwrap_or_else(|| panic!("{name} is a crate"));
        for game in GAME_RULES {
            assert!(
                !k.deps.contains(*game),
                "{name} depends on {game}: the generic crates name no game (the registry is \
                 gameroom-games's, handed in by the binary)"
            );
        }
    }
    // The registry's crate lists exactly the games' rules crates (a game added to the registry
    // must be added to GAME_RULES and RULES here, so its purity is checked too).
    let games = &all["gameroom-games"];
    for game in GAME_RULES {
        assert!(
            games.deps.contains(*game),
            "gameroom-games does not list {game}"
        );
    }
    for dep in &games.deps {
        assert!(
            dep == "gameroom-match" || GAME_RULES.contains(&dep.as_str()),
            "gameroom-games depends on {dep}: add it to GAME_RULES and RULES in this test (a \
             game's rules crate is pure)"
        );
        assert!(
            dep == "gameroom-match" || RULES.contains(&dep.as_str()),
            "{dep} is not in RULES: its purity would not be checked"
        );
    }
}

/// The crates with a part for each game (the bots, the terminal tables) keep each game's part in
/// a folder of its own, `src/<game>/`, over a generic rest: outside the folders only `lib.rs`
/// names a game (the one list of that crate's games), and a game's folder names no other game.
#[test]
fn each_game_has_its_folder_over_a_generic_host() {
    let all = crates();
    for name in ["gameroom-bots", "gameroom-terminal"] {
        let k = &all[name];
        let src = k.dir.join("src");
        for game in GAME_RULES {
            assert!(
                src.join(game).join("mod.rs").is_file(),
                "{name} has no folder for {game} (src/{game}/mod.rs)"
            );
        }
        for (path, text) in sources(&k.dir) {
            let rel = path.strip_prefix(&src).expect("under src");
            let folder = rel
                .components()
                .next()
                .and_then(|c| c.as_os_str().to_str())
                .filter(|_| rel.components().count() > 1);
            for game in GAME_RULES {
                let named = [format!("{game}::"), format!("use {game}")]
                    .iter()
                    .any(|n| text.contains(n.as_str()));
                let allowed = match folder {
                    Some(f) => f == *game,
                    None => rel == Path::new("lib.rs"),
                };
                assert!(
                    !named || allowed,
                    "{name}: {} names {game}: a game's code goes in src/{game}/, the rest is \
                     generic",
                    rel.display()
                );
            }
        }
    }
}
