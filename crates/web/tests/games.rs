//! The contract of a game's module (crates/web/README.md), checked for every registered game:
//! its module exists, `js/games/index.js` (the one list) imports and lists it, it exports every
//! required function, and the pages (`table.js`, `replay.js`, `rules.js`, `learn.js` …) name no game.

use std::path::{Path, PathBuf};

use gameroom_match::registry::Registry;

const REQUIRED: &[&str] = &["render", "question", "label", "narrate", "players"];

fn js(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/js")
        .join(path)
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Whether a module exports a function (or value) of this name.
fn exports(module: &str, name: &str) -> bool {
    [
        format!("export function {name}("),
        format!("export async function {name}("),
        format!("export const {name} "),
    ]
    .iter()
    .any(|p| module.contains(p))
}

#[test]
fn every_registered_game_has_a_module_keeping_the_contract() {
    let index = read(&js("games/index.js"));
    let names = gameroom_games::GAMES.catalog().names();
    assert!(names.len() >= 2);
    for name in &names {
        let module = read(&js(&format!("games/{name}.js")));
        assert!(
            index.contains(&format!("import * as {name} from \"./{name}.js\";")),
            "js/games/index.js does not import {name}.js"
        );
        let list = index
            .split("export const GAMES = {")
            .nth(1)
            .and_then(|l| l.split('}').next())
            .expect("index.js exports GAMES");
        assert!(
            list.split(',').any(|n| n.trim() == name),
            "js/games/index.js does not list {name} in GAMES"
        );
        for f in REQUIRED {
            assert!(
                exports(&module, f),
                "js/games/{name}.js does not export {f}"
            );
        }
    }
    // The check can fail: a module without `render` is caught.
    assert!(!exports("export function question() {}", "render"));
}

#[test]
fn the_pages_name_no_game() {
    let names = gameroom_games::GAMES.catalog().names();
    for page in [
        "table.js",
        "replay.js",
        "app.js",
        "lobby.js",
        "rules.js",
        "learn.js",
    ] {
        let text = read(&js(page));
        for name in &names {
            assert!(
                !text.contains(&format!("games/{name}.js"))
                    && !text.contains(&format!("\"{name}\"")),
                "js/{page} names the game {name}: only js/games/ does"
            );
        }
    }
}
