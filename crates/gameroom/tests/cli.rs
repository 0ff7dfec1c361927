//! The `gameroom` command as a user runs it.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn gameroom(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gameroom"))
        .args(args)
        .output()
        .expect("gameroom runs")
}

fn json(out: &Output) -> serde_json::Value {
    assert!(
        out.status.success(),
        "failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("stdout is JSON")
}

#[test]
fn sim_prints_a_summary_and_its_records_replay_to_the_same_results() {
    let dir = tempfile::tempdir().expect("temp dir");
    let records = dir.path().join("records");
    let out = gameroom(&[
        "sim",
        "--game",
        "meduris",
        "--players",
        "3",
        "--games",
        "8",
        "--seed",
        "3",
        "--records",
        records.to_str().expect("utf-8 path"),
    ]);
    let summary = json(&out);
    for key in [
        "games",
        "finished",
        "mean_actions",
        "mean_turns",
        "wins_by_seat",
        "score_mean",
        "end_reasons",
    ] {
        assert!(summary.get(key).is_some(), "summary lacks {key}: {summary}");
    }
    assert_eq!(summary["games"], 8);
    assert_eq!(summary["finished"], 8);
    for i in 1..=8 {
        let path = records.join(format!("game-{i:05}.json"));
        let record: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).expect("record written"))
                .expect("record is JSON");
        let replayed = json(&gameroom(&["replay", path.to_str().expect("utf-8")]));
        assert_eq!(replayed["result"], record["result"], "game {i}");
        assert_eq!(replayed["state"]["phase"]["step"], "over");
    }
    // --at N gives the state after N actions, with no result yet.
    let path = records.join("game-00001.json");
    let early = json(&gameroom(&[
        "replay",
        path.to_str().expect("utf-8"),
        "--at",
        "12",
    ]));
    assert_eq!(early["actions"], 12);
    assert!(early["result"].is_null());
}

#[test]
fn the_same_seed_gives_the_same_run() {
    let a = json(&gameroom(&[
        "sim",
        "--players",
        "2",
        "--games",
        "5",
        "--seed",
        "77",
        "--threads",
        "1",
    ]));
    let b = json(&gameroom(&[
        "sim",
        "--players",
        "2",
        "--games",
        "5",
        "--seed",
        "77",
        "--threads",
        "2",
    ]));
    assert_eq!(a["wins_by_seat"], b["wins_by_seat"]);
    assert_eq!(a["mean_actions"], b["mean_actions"]);
}

#[test]
fn bad_records_are_reported_clearly() {
    let dir = tempfile::tempdir().expect("temp dir");
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{\"format\": \"gameroom-record/1\", \"game\": ").expect("write");
    let out = gameroom(&["replay", bad.to_str().expect("utf-8")]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.json") && err.contains("JSON"), "{err}");

    // A record whose 9th action (index 8) breaks a rule.
    let setup = serde_json::json!({
        "board": "2-3 players", "players": ["purple", "blue"], "starting_player": 0,
        "bonus_chips": [
            {"field": 0, "chip": "points"}, {"field": 5, "chip": "points"},
            {"field": 10, "chip": "free-hut"}, {"field": 15, "chip": "free-hut"},
            {"field": 20, "chip": "druid"}, {"field": 25, "chip": "druid"}
        ]
    });
    let record = serde_json::json!({
        "format": "gameroom-record/1", "game": "meduris", "setup": setup,
        "actions": ["place wood", "place stone", "place wood", "place stone", "place wood",
                    "place stone", "roll copper", "yield wood copper", "yield stone stone"]
    });
    let illegal = dir.path().join("illegal.json");
    std::fs::write(&illegal, record.to_string()).expect("write");
    let out = gameroom(&["replay", illegal.to_str().expect("utf-8")]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("action 8 `yield stone stone`"), "{err}");
    assert!(err.contains("M-T"), "{err}");

    let out = gameroom(&["replay", illegal.to_str().expect("utf-8"), "--at", "99"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("only 9 actions"));
}

#[test]
fn play_runs_a_whole_game_from_stdin() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gameroom"))
        .args([
            "play",
            "meduris",
            "--players",
            "2",
            "--seats",
            "human,random",
            "--seed",
            "11",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("gameroom starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let feeder = std::thread::spawn(move || {
        for _ in 0..20_000 {
            if stdin.write_all(b"1\n2\n3\n4\n").is_err() {
                break;
            }
        }
    });
    let out = child.wait_with_output().expect("gameroom ends");
    let _ = feeder.join();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Final scores"),
        "{}",
        &text[text.len().saturating_sub(2000)..]
    );
    assert!(text.contains("Winner:"));
}

#[test]
fn bad_arguments_are_refused_with_a_reason() {
    let out = gameroom(&["play", "meduris", "--players", "3", "--board", "4"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("is for 4 players, not 3"));
    let out = gameroom(&["sim", "--players", "2", "--bots", "random,genius"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown bot `genius`"));
    let out = gameroom(&["sim", "--players", "5"]);
    assert!(!out.status.success());
    let out = gameroom(&["play", "meduris", "--board", "/nonexistent/board.json"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--board"));
}

#[test]
fn arena_prints_a_table_or_json() {
    let out = gameroom(&[
        "arena",
        "--players",
        "2",
        "--bots",
        "heuristic,random",
        "--games",
        "4",
        "--seed",
        "2",
        "--json",
    ]);
    let report = json(&out);
    assert_eq!(report["games"], 4);
    let bots = report["bots"].as_array().expect("bots");
    for key in [
        "name",
        "seats",
        "wins",
        "win_rate",
        "ci95",
        "rating",
        "rating_ci95",
        "mean_score",
        "searches",
        "mean_search_seconds",
    ] {
        assert!(bots[0].get(key).is_some(), "missing {key}");
    }
    assert!(report.get("first_seat_win_rate").is_some());
    assert_eq!(report["groups"], 2, "two rotation groups of two games");
    let out = gameroom(&[
        "arena",
        "--players",
        "2",
        "--bots",
        "heuristic,random",
        "--games",
        "2",
    ]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("95% interval"));
    let out = gameroom(&["arena", "--bots", "normal,random", "--sprt", "0.6,0.5"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--sprt"));
    let out = gameroom(&["arena", "--players", "2", "--bots", "mcts:soon"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown option `soon`"));
}

#[test]
fn cvlizations_plays_simulates_and_replays_with_another_card_set() {
    let dir = tempfile::tempdir().expect("temp dir");
    let records = dir.path().join("cv");
    let summary = json(&gameroom(&[
        "sim",
        "--game",
        "cvlizations",
        "--players",
        "3",
        "--games",
        "4",
        "--seed",
        "5",
        "--bots",
        "heuristic,random,easy",
        "--records",
        records.to_str().expect("utf-8"),
    ]));
    assert_eq!(summary["finished"], 4);
    assert_eq!(summary["mean_turns"], 9.0);
    let record = records.join("game-00001.json");
    let replayed = json(&gameroom(&["replay", record.to_str().expect("utf-8")]));
    assert_eq!(replayed["state"]["public"]["phase"]["step"], "over");

    // A corrected card set: the same cards with Logging giving 4 to a lone logger.
    let shipped = include_str!("../../cvlizations/data/provisional.toml");
    let corrected = shipped.replacen(
        "one = 2\ntwo = 3\nmany = 1",
        "one = 4\ntwo = 3\nmany = 1",
        1,
    );
    assert_ne!(corrected, shipped);
    let cards = dir.path().join("cards.toml");
    std::fs::write(&cards, &corrected).expect("write");
    let out = gameroom(&[
        "replay",
        record.to_str().expect("utf-8"),
        "--cards",
        cards.to_str().expect("utf-8"),
    ]);
    // Another set may make the record illegal or change the result; either way it says so.
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert!(!text.is_empty());

    // A broken set is refused with the card and field.
    let broken = shipped.replacen("cost = { wood = 1, food = 1 }", "cost = { }", 1);
    std::fs::write(&cards, broken).expect("write");
    let out = gameroom(&[
        "sim",
        "--game",
        "cvlizations",
        "--players",
        "3",
        "--games",
        "1",
        "--cards",
        cards.to_str().expect("utf-8"),
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("card 1 (Optimism), field `cost`"), "{err}");

    let out = gameroom(&[
        "sim",
        "--game",
        "cvlizations",
        "--players",
        "3",
        "--variant",
        "neutral",
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("not for 3 players"));
}

#[test]
fn cvlizations_play_from_stdin_says_the_cards_are_a_reconstruction() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gameroom"))
        .args([
            "play",
            "cvlizations",
            "--players",
            "2",
            "--variant",
            "neutral",
            "--seed",
            "3",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("gameroom starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let feeder = std::thread::spawn(move || {
        for _ in 0..2_000 {
            if stdin.write_all(b"1 2\n1\n").is_err() {
                break;
            }
        }
    });
    let out = child.wait_with_output().expect("gameroom ends");
    let _ = feeder.join();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("reconstruction"));
    assert!(
        text.contains("Winner:"),
        "{}",
        &text[text.len().saturating_sub(1500)..]
    );
}

/// A game killed at any moment leaves its last complete record: the record is written whole
/// to a temporary file and renamed over the old one, never truncated and rewritten in place.
#[test]
fn a_killed_game_leaves_a_complete_record() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (i, wait_ms) in [30u64, 60, 90, 120, 150, 200, 260, 330]
        .into_iter()
        .enumerate()
    {
        let path = dir.path().join(format!("killed-{i}.json"));
        let mut child = Command::new(env!("CARGO_BIN_EXE_gameroom"))
            .args(["play", "meduris", "--seats", "human,random", "--seed"])
            .arg(i.to_string())
            .arg("--record")
            .arg(&path)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("gameroom starts");
        let mut stdin = child.stdin.take().expect("stdin");
        let feeder = std::thread::spawn(move || {
            for _ in 0..20_000 {
                if stdin.write_all(b"1\n2\n3\n4\n").is_err() {
                    break;
                }
            }
        });
        std::thread::sleep(std::time::Duration::from_millis(wait_ms));
        let _ = child.kill();
        let _ = child.wait();
        let _ = feeder.join();
        if !path.exists() {
            continue; // killed before the game began
        }
        let text = std::fs::read_to_string(&path).expect("reads");
        let out = gameroom(&["replay", path.to_str().expect("utf-8")]);
        assert!(
            out.status.success(),
            "killed after {wait_ms} ms: the record does not replay: {}\n{text}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// `--resume` continues a kept game: who sat where and the seed come from the record.
#[test]
fn play_resume_continues_a_kept_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("game.json");
    let run = |args: &[&str], input: &str| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_gameroom"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("gameroom starts");
        let mut stdin = child.stdin.take().expect("stdin");
        let input = input.to_string();
        let feeder = std::thread::spawn(move || {
            let _ = stdin.write_all(input.as_bytes());
        });
        let out = child.wait_with_output().expect("gameroom ends");
        let _ = feeder.join();
        out
    };
    let p = path.to_str().expect("utf-8");
    let out = run(
        &[
            "play",
            "cvlizations",
            "--players",
            "3",
            "--seed",
            "4",
            "--record",
            p,
        ],
        "1 2\nq\ny\n",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("--resume"));
    let out = run(&["play", "--resume", p], &"1 2\n1\n".repeat(400));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Resumed from"), "{text}");
    assert!(
        text.contains("Winner:"),
        "{}",
        &text[text.len().saturating_sub(1500)..]
    );
    let replayed = json(&gameroom(&["replay", p]));
    assert!(replayed["result"].is_object(), "{replayed}");
    // A finished game is not resumed.
    let out = run(&["play", "--resume", p], "");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("is over"));
}

/// Issue "Learn the game, and see where you lost it": `gameroom review RECORD --json` prints a
/// list `decisions`, one entry per decision with its seat, its action and every seat's chance
/// to win after it; without `--json`, every decision and each player's biggest mistakes as
/// text; an unfinished record is refused with the reason.
#[test]
fn review_prints_every_decision_as_json_and_the_mistakes_as_text() {
    let dir = tempfile::tempdir().expect("temp dir");
    let records = dir.path().join("records");
    let sim = gameroom(&[
        "sim",
        "--game",
        "cvlizations",
        "--players",
        "3",
        "--games",
        "1",
        "--bots",
        "random,normal",
        "--records",
        records.to_str().expect("utf-8 path"),
    ]);
    json(&sim);
    let path = records.join("game-00001.json");
    let file = path.to_str().expect("utf-8");
    let review = json(&gameroom(&["review", file, "--budget", "200it", "--json"]));
    let record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("record")).expect("JSON");
    let actions = record["actions"].as_array().expect("actions");
    let decisions = review["decisions"].as_array().expect("a list `decisions`");
    assert!(decisions.len() > 10, "{review}");
    for d in decisions {
        let index = d["index"].as_u64().expect("index") as usize;
        assert_eq!(d["action"], actions[index], "{d}");
        assert!(d["seat"].as_u64().expect("seat") < 3, "{d}");
        let chances = d["chances"].as_array().expect("chances");
        assert_eq!(chances.len(), 3, "every seat's chance: {d}");
        let sum: f64 = chances.iter().map(|c| c.as_f64().expect("a number")).sum();
        assert!((sum - 1.0).abs() < 1e-6, "{d}");
    }
    assert_eq!(review["result"], record["result"]);
    assert_eq!(review["budget"], "200it");
    // As text: one line per decision, and the mistakes under their player's name.
    let out = gameroom(&["review", file, "--budget", "200it"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert!(text.contains("Biggest mistakes:"), "{text}");
    assert!(text.contains("the bot's estimates"), "{text}");
    let lines = text.lines().filter(|l| l.contains("(action ")).count();
    assert!(lines >= decisions.len(), "{text}");
    assert!(
        text.contains("the bot preferred"),
        "the random players' mistakes: {text}"
    );
    // A game cut short is refused, and says why.
    let mut cut = record.clone();
    cut["actions"] = serde_json::Value::Array(actions[..actions.len() / 2].to_vec());
    cut.as_object_mut().expect("object").remove("result");
    let short = dir.path().join("short.json");
    std::fs::write(&short, cut.to_string()).expect("written");
    let out = gameroom(&["review", short.to_str().expect("utf-8")]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("not over"), "{err}");
    let out = gameroom(&["review", file, "--budget", "0it"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--budget"));
}
