//! What docs/adding-a-game.md asks of a game, where a test can see it, checked for every
//! registered game: its rules crate's scenario files, its section of docs/rules.md, its name in
//! every language of the web page. (Its wire sample is checked by `tests/wire.rs`, its web
//! module by `crates/web/tests/games.rs`, its purity by `crates/gameroom/tests/architecture.rs`,
//! its conformance by `tests/conformance.rs`.)

use std::path::{Path, PathBuf};

use gameroom_games::GAMES;
use gameroom_match::registry::Registry;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn every_registered_game_has_what_adding_a_game_asks_for() {
    let rules = std::fs::read_to_string(root().join("docs/rules.md")).expect("docs/rules.md");
    let languages: Vec<PathBuf> = std::fs::read_dir(root().join("crates/web/assets/i18n"))
        .expect("i18n")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    assert!(languages.len() >= 4);
    for entry in GAMES.catalog().all() {
        let info = entry.info();
        let name = &info.name;
        // Step 2: the rulebook's examples as scenario files.
        let scenarios = root().join(format!("crates/{name}/tests/scenarios"));
        let count = std::fs::read_dir(&scenarios)
            .map(|d| {
                d.flatten()
                    .filter(|e| e.path().extension().is_some_and(|x| x == "toml"))
                    .count()
            })
            .unwrap_or(0);
        assert!(
            count > 0,
            "{name}: no scenario files in {}",
            scenarios.display()
        );
        // Step 3: its rule ids explained in docs/rules.md, under its own heading.
        assert!(
            rules.contains(&format!("## {}", info.title)),
            "docs/rules.md has no section `## {}`",
            info.title
        );
        // Step 8: its name in every language of the page.
        for lang in &languages {
            let text = std::fs::read_to_string(lang).expect("an .ftl file");
            assert!(
                text.contains(&format!("game-{name} =")),
                "{}: no `game-{name}`",
                lang.display()
            );
        }
    }
}
