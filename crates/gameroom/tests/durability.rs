//! A move is acknowledged only after it is committed: the server is killed (`kill -9`) at
//! random moments while scripted players play several games, restarted on the same database,
//! and every acknowledged move must still be there. It is checked through the protocol: a move
//! resent with its request id must be acknowledged as a duplicate of the same entry. The games
//! then go on to their end and their records replay.
//!
//! `DURABILITY_KILLS=N` sets the number of kills (the closing note of issue 8 reports a long
//! run); `DURABILITY_POSTGRES=1` runs it on a real Postgres (a fresh cluster) instead of SQLite.

mod common;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::{Server, rt};
use gameroom_game::{rand::RngExt, rng_from_seed};
use gameroom_match::registry::Registry;
use gameroom_server::client::{Client, Lobby, Seated};
use gameroom_server::protocol::{ClientMsg, ServerMsg};
use serde_json::json;

#[derive(Clone, Debug)]
struct Acked {
    table: String,
    token: String,
    request_id: String,
    action: String,
    seq: u64,
}

/// Plays a seat at random until the connection breaks or the game ends, noting every ack.
async fn play_until_broken(
    url: String,
    s: Seated,
    epoch: usize,
    seed: u64,
    acked: Arc<Mutex<Vec<Acked>>>,
) -> bool {
    let lobby = Lobby::new(&url);
    let Ok(mut c) = Client::connect(&lobby, &s.table, Some(&s.token), None).await else {
        return false;
    };
    let mut rng = rng_from_seed(seed);
    let mut n = 0;
    loop {
        if c.over() {
            return true;
        }
        if !c.my_turn() {
            if c.recv().await.is_err() {
                return false;
            }
            continue;
        }
        let legal = c
            .table
            .as_ref()
            .map(|t| t.legal.clone())
            .unwrap_or_default();
        let action = legal[rng.random_range(0..legal.len())].action.clone();
        n += 1;
        let request_id = format!("e{epoch}-s{}-{n}", s.seat);
        if c.send(&ClientMsg::Move {
            action: action.clone(),
            request_id: Some(request_id.clone()),
        })
        .await
        .is_err()
        {
            return false;
        }
        let answer = c
            .until(|m, _| {
                matches!(m, ServerMsg::Ack { request_id: Some(r), .. } if *r == request_id)
                    || matches!(m, ServerMsg::Refused { .. })
            })
            .await;
        match answer {
            Ok(ServerMsg::Ack { seq, .. }) => acked.lock().expect("lock").push(Acked {
                table: s.table.clone(),
                token: s.token.clone(),
                request_id,
                action,
                seq,
            }),
            Ok(_) => {}
            Err(_) => return false,
        }
    }
}

#[test]
fn acknowledged_moves_survive_kill_9() {
    let kills: usize = std::env::var("DURABILITY_KILLS")
        .ok()
        .and_then(|k| k.parse().ok())
        .unwrap_or(6);
    let dir = tempfile::tempdir().expect("dir");
    let postgres = std::env::var_os("DURABILITY_POSTGRES")
        .is_some()
        .then(|| common::postgres().expect("a Postgres cluster"));
    let db = match &postgres {
        Some(pg) => pg.url.clone(),
        None => format!("sqlite:{}", dir.path().join("db.sqlite3").display()),
    };
    // (On Postgres the instance keeps its name across restarts by being given it; on SQLite
    // it is kept beside the database.)
    let mut flags = vec!["--sync", "full", "--messages-per-second", "100000"];
    if postgres.is_some() {
        flags.extend(["--instance", "durability"]);
    }
    let mut server = Server::start_on(&db, &flags);
    let acked: Arc<Mutex<Vec<Acked>>> = Arc::new(Mutex::new(Vec::new()));
    let runtime = rt();
    let seats: Vec<Seated> = runtime.block_on(async {
        let lobby = Lobby::new(&server.url);
        let mut seats = Vec::new();
        for g in 0..3 {
            let game = if g == 0 { "cvlizations" } else { "meduris" };
            let (s0, s1) = common::anna_and_bob_seated(
                &lobby,
                json!({"game": game, "players": 2, "name": "Anna",
                       "variant": if g == 0 { Some("neutral") } else { None }}),
            )
            .await;
            seats.push(s0);
            seats.push(s1);
        }
        seats
    });
    let mut rng = rng_from_seed(2024);
    let mut checked = 0usize;
    let mut lost = Vec::new();
    let mut twice = Vec::new();
    for epoch in 0..=kills {
        let url = server.url.clone();
        let last = epoch == kills;
        // Play; unless this is the last round, kill -9 at a random moment.
        runtime.block_on(async {
            let mut tasks = Vec::new();
            for (i, s) in seats.iter().enumerate() {
                tasks.push(tokio::spawn(play_until_broken(
                    url.clone(),
                    s.clone(),
                    epoch,
                    (epoch * 100 + i) as u64,
                    acked.clone(),
                )));
            }
            if !last {
                let wait = Duration::from_millis(rng.random_range(150..900));
                tokio::time::sleep(wait).await;
                server.kill();
            }
            for t in tasks {
                let _ = t.await;
            }
        });
        if last {
            break;
        }
        server = Server::start_on(&db, &flags);
        // Every move acknowledged so far is in the log at the entry it was acknowledged as.
        let all = acked.lock().expect("lock").clone();
        runtime.block_on(async {
            let lobby = Lobby::new(&server.url);
            for a in &all {
                let mut c = Client::connect(&lobby, &a.table, Some(&a.token), None)
                    .await
                    .expect("reconnect");
                c.send(&ClientMsg::Move {
                    action: a.action.clone(),
                    request_id: Some(a.request_id.clone()),
                })
                .await
                .expect("resend");
                let m = c
                    .until(|m, _| matches!(m, ServerMsg::Ack { .. } | ServerMsg::Refused { .. }))
                    .await
                    .expect("an answer");
                match m {
                    ServerMsg::Ack {
                        seq,
                        duplicate: true,
                        ..
                    } if seq == a.seq => {}
                    ServerMsg::Ack {
                        duplicate: false, ..
                    } => twice.push(format!("{a:?}: {m:?}")),
                    other => lost.push(format!("{a:?}: {other:?}")),
                }
                checked += 1;
                c.close().await;
            }
        });
        acked.lock().expect("lock").clear();
    }
    eprintln!(
        "durability ({}): {kills} kills, {checked} acknowledged moves checked, {} lost, {} \
         applied twice",
        if postgres.is_some() {
            "Postgres"
        } else {
            "SQLite"
        },
        lost.len(),
        twice.len()
    );
    assert!(lost.is_empty(), "lost: {lost:#?}");
    assert!(twice.is_empty(), "applied twice: {twice:#?}");
    assert!(checked > 0, "moves were acknowledged between the kills");
    // The games go on to their end, and their records replay.
    let start = Instant::now();
    runtime.block_on(async {
        let lobby = Lobby::new(&server.url);
        let mut tasks = Vec::new();
        for (i, s) in seats.iter().enumerate() {
            tasks.push(tokio::spawn(play_until_broken(
                server.url.clone(),
                s.clone(),
                999,
                i as u64,
                acked.clone(),
            )));
        }
        for t in tasks {
            assert!(t.await.expect("a player"), "the game went on to its end");
        }
        for s in seats.iter().step_by(2) {
            let record = lobby
                .call("GET", &format!("/api/tables/{}/record", s.table), None)
                .await
                .expect("record");
            let record: gameroom_game::Record = serde_json::from_value(record).expect("record");
            gameroom_games::GAMES
                .catalog()
                .game(&record.game)
                .expect("game")
                .replay(&record, None, None)
                .expect("the record replays");
        }
    });
    assert!(start.elapsed() < Duration::from_secs(600));
}
