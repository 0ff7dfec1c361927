//! Outside bots cannot break a match: a program that cannot start, crashes, hangs, writes
//! garbage, writes an endless line or answers an illegal move loses its seat to the stand-in,
//! the game finishes, and `sim` and `arena` report what happened and how often.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use gameroom_bots::Budget;
use gameroom_game::TableOptions;
use gameroom_tools::{ArenaConfig, SimConfig, arena, sim};

/// A shell script bot in `dir`: it answers hello, then runs `body` for the first decision.
fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
    let path = dir.join(name);
    let text = format!(
        "#!/bin/sh\nread hello\necho '{{\"type\":\"ready\",\"name\":\"{name}\"}}'\nread request\n{body}\n"
    );
    std::fs::write(&path, text).expect("write script");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    path
}

fn sim_with(game: &str, bot: &str, games: u64) -> gameroom_tools::SimSummary {
    let cfg = SimConfig {
        game: game.into(),
        options: TableOptions::players(2),
        games,
        seed: 9,
        bots: vec![bot.to_string(), "random".into()],
        budget: Budget::Time(std::time::Duration::from_millis(300)),
        records: None,
        threads: 2,
    };
    sim(&gameroom_games::GAMES, &cfg, &|| {}).unwrap_or_else(|e| panic!("{bot}: {e}"))
}

/// Every game finishes, and every one reports the fault of `kind` once for the exec bot.
fn assert_lost_seat(game: &str, bot: &str, kind: &str, words: &str) {
    let s = sim_with(game, bot, 2);
    assert_eq!(s.finished, 2, "{bot}: the games finish");
    assert_eq!(s.faults.len(), 1, "{bot}: {:?}", s.faults);
    let f = &s.faults[0];
    assert_eq!((f.kind.as_str(), f.count), (kind, 2), "{bot}: {f:?}");
    assert_eq!(f.bot, bot);
    assert!(f.example.contains(words), "{bot}: `{}`", f.example);
}

#[test]
fn misbehaving_programs_lose_their_seat_and_are_reported() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let exec = |p: PathBuf| format!("exec:{}", p.display());
    let crash = exec(script(d, "crash", "exit 3"));
    assert_lost_seat("meduris", &crash, "crashed", "exit status: 3");
    let hang = exec(script(d, "hang", "exec sleep 30"));
    let started = std::time::Instant::now();
    assert_lost_seat(
        "meduris",
        &format!("{hang}:200ms"),
        "hung",
        "no answer within",
    );
    assert!(
        started.elapsed().as_secs() < 20,
        "a hung bot is given up on after its time limit"
    );
    let blank = exec(script(d, "blank", "exec yes ''"));
    assert_lost_seat(
        "meduris",
        &format!("{blank}:200ms"),
        "hung",
        "no answer within",
    );
    let garbage = exec(script(d, "garbage", "echo 'I am not JSON'\nexec sleep 30"));
    assert_lost_seat("meduris", &garbage, "garbage", "I am not JSON");
    let endless = exec(script(d, "endless", "exec tr '\\0' x < /dev/zero"));
    assert_lost_seat("meduris", &endless, "garbage", "longer than");
    let cheat = exec(script(
        d,
        "cheat",
        r#"echo '{"type":"action","id":1,"action":"temple 1"}'; exec sleep 30"#,
    ));
    assert_lost_seat("meduris", &cheat, "illegal", "illegal");
    let nonsense = exec(script(
        d,
        "nonsense",
        r#"echo '{"type":"action","id":1,"action":"fly to the moon"}'; exec sleep 30"#,
    ));
    assert_lost_seat("cvlizations", &nonsense, "illegal", "fly to the moon");
    let wrong_id = exec(script(
        d,
        "wrong-id",
        r#"echo '{"type":"action","id":7,"action":"pass"}'; exec sleep 30"#,
    ));
    assert_lost_seat("cvlizations", &wrong_id, "garbage", "request 7");
    // A file that is not a program cannot be started.
    let not_a_program = d.join("not-a-program");
    std::fs::write(&not_a_program, "just text").expect("write");
    assert_lost_seat(
        "meduris",
        &exec(not_a_program),
        "unstartable",
        "cannot start",
    );
}

#[test]
fn a_missing_program_is_refused_before_the_games() {
    let e = std::panic::catch_unwind(|| sim_with("meduris", "exec:/no/such/bot", 1));
    assert!(e.is_err());
    let cfg = SimConfig {
        game: "meduris".into(),
        options: TableOptions::players(2),
        games: 1,
        seed: 1,
        bots: vec!["exec:/no/such/bot".into(), "random".into()],
        budget: Budget::Iterations(10),
        records: None,
        threads: 1,
    };
    let err = sim(&gameroom_games::GAMES, &cfg, &|| {}).expect_err("refused");
    assert!(err.to_string().contains("no such program"), "{err}");
}

#[test]
fn the_arena_reports_faults_per_bot() {
    let dir = tempfile::tempdir().expect("temp dir");
    let crash = format!("exec:{}", script(dir.path(), "crash", "exit 1").display());
    let cfg = ArenaConfig {
        game: "meduris".into(),
        options: TableOptions::players(2),
        bots: vec![crash.clone(), "random".into()],
        games: 4,
        seed: 2,
        threads: 2,
        budget: Budget::Iterations(10),
        sprt: None,
    };
    let r = arena(&gameroom_games::GAMES, &cfg, &|| {}).expect("runs");
    assert_eq!(r.games, 4);
    let faults = &r.bots[0].faults;
    assert_eq!(faults.len(), 1, "{faults:?}");
    assert_eq!((faults[0].kind.as_str(), faults[0].count), ("crashed", 4));
    assert!(
        r.table()
            .contains("lost its seat to the stand-in 4 time(s)")
    );
    assert!(r.bots[1].faults.is_empty());
}
