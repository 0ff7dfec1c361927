//! The terminal tables, one per game over one host (docs/adding-a-game.md, step 9): every game
//! the registry lists has a table reached by its name, and what the host gives every table
//! (the common commands, the hand-over at one keyboard, leaving) works in each.

use gameroom_game::TableOptions;
use gameroom_match::registry::Registry;
use gameroom_terminal::{PlayConfig, SeatSpec, TABLES, play};

fn config(game: &str, seats: Vec<SeatSpec>) -> PlayConfig {
    PlayConfig {
        game: game.to_string(),
        options: TableOptions::players(seats.len()),
        seats,
        seed: 5,
        record: None,
        colour: false,
        threads: 1,
        resume: None,
        terminal: true,
    }
}

fn names() -> Vec<String> {
    let catalog = gameroom_games::GAMES.catalog();
    catalog
        .all()
        .iter()
        .map(|g| g.info().name.clone())
        .collect()
}

/// The tables and the registry list the same games.
#[test]
fn every_registered_game_has_a_table_and_no_other() {
    let registered = names();
    let tables: Vec<String> = TABLES.iter().map(|(n, _)| n.to_string()).collect();
    for name in &registered {
        assert!(tables.contains(name), "no terminal table for `{name}`");
    }
    for name in &tables {
        assert!(
            registered.contains(name),
            "a table for `{name}`, which no registry lists"
        );
    }
    let e = play(
        &config("chess", vec![SeatSpec::Human]),
        &mut std::io::Cursor::new(""),
        &mut Vec::new(),
    )
    .expect_err("no such game");
    assert!(
        e.to_string().contains("no terminal table for `chess`"),
        "{e}"
    );
}

/// In every game a human may ask for help, the rules, the log, a hint and an undo before the
/// first action, and leave (asked first; the game was not kept).
#[test]
fn the_common_commands_answer_at_every_table() {
    for name in names() {
        let seats = vec![SeatSpec::Human, SeatSpec::Bot("random".into())];
        let script = "help\nrules\nlog\nhint\nundo\nq\nno\nquit\ny\n";
        let mut out = Vec::new();
        let outcome = play(
            &config(&name, seats),
            &mut std::io::Cursor::new(script),
            &mut out,
        )
        .expect("plays");
        assert!(outcome.is_none(), "{name}: the player left");
        let text = String::from_utf8(out).expect("utf-8");
        for needle in [
            "Commands (type them",
            "in short",
            "Hint: `",
            "Nothing to take back",
            "Leave the table?",
            "You stay at the table.",
            "You leave the table.",
            "The game was not kept.",
        ] {
            assert!(
                text.contains(needle),
                "{name}: missing {needle:?} in:\n{text}"
            );
        }
    }
}

/// Two humans at one keyboard in every game: the screen and its scrollback are cleared before
/// the keyboard passes, and the next player is named.
#[test]
fn the_keyboard_is_handed_over_at_every_table() {
    for name in names() {
        let seats = vec![SeatSpec::Human, SeatSpec::Human];
        let script = "1\n1 2\n\n".repeat(12) + "q\ny\n";
        let mut out = Vec::new();
        play(
            &config(&name, seats),
            &mut std::io::Cursor::new(script),
            &mut out,
        )
        .expect("plays");
        let text = String::from_utf8(out).expect("utf-8");
        assert!(text.contains("Pass the keyboard to"), "{name}:\n{text}");
        assert!(
            text.contains("\x1b[3J"),
            "{name}: the scrollback is cleared"
        );
    }
}
