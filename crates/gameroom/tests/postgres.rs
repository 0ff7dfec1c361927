//! The same server on a real Postgres (Debian's packages, a fresh cluster per test): a whole
//! game, and two `serve` processes on one database serving the same table: each table run by one
//! instance at a time (its bots, chance and clocks), updates reaching the other instance's
//! clients through the log (LISTEN/NOTIFY as a prompt to read it), and a table taken over when its
//! instance dies.

mod common;

use std::time::Duration;

use common::{Missing, Server, Test, play_all, postgres, rt};
use gameroom_match::registry::Registry;
use gameroom_server::client::{Client, Lobby};
use gameroom_server::protocol::ServerMsg;
use serde_json::json;

/// Two people play a whole game on one server backed by Postgres; the record replays.
fn a_whole_game_on_postgres() -> Result<(), Missing> {
    let pg = postgres()?;
    let server = Server::start_on(&pg.url, &[]);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (a, created) = lobby
            .create(json!({"game": "cvlizations", "players": 3, "name": "Ania",
                           "seats": ["human", "human", {"bot": "normal"}]}))
            .await
            .expect("created");
        let b = lobby
            .join(
                &a.table,
                created["invites"][0]["invite"].as_str().expect("c"),
                "Bartek",
            )
            .await
            .expect("joined");
        lobby
            .start(&a.table, &a.token, None)
            .await
            .expect("started");
        let ca = Client::connect(&lobby, &a.table, Some(&a.token), None)
            .await
            .expect("a");
        let cb = Client::connect(&lobby, &a.table, Some(&b.token), None)
            .await
            .expect("b");
        let (players, _) = play_all(vec![ca, cb], 11).await;
        assert!(players.iter().all(|p| p.over()));
        let record = lobby
            .call("GET", &format!("/api/tables/{}/record", a.table), None)
            .await
            .expect("record");
        let record: gameroom_game::Record = serde_json::from_value(record).expect("record");
        gameroom_games::GAMES
            .catalog()
            .game("cvlizations")
            .expect("game")
            .replay(&record, None, None)
            .expect("replays");
    });
    Ok(())
}

/// Two instances on one Postgres database serve one table: Anna plays through the first,
/// Bartek and a spectator through the second; then the first is killed and the second takes the
/// table over (its bot goes on playing).
fn two_instances_serve_the_same_table_and_one_takes_over_when_the_other_dies() -> Result<(), Missing>
{
    let pg = postgres()?;
    let mut one = Server::start_on(&pg.url, &["--instance", "one"]);
    let two = Server::start_on(&pg.url, &["--instance", "two"]);
    rt().block_on(async {
        let lobby1 = Lobby::new(&one.url);
        let lobby2 = Lobby::new(&two.url);
        let (a, created) = lobby1
            .create(json!({"game": "cvlizations", "players": 2, "name": "Anna",
                           "variant": "neutral"}))
            .await
            .expect("created on one");
        let b = lobby2
            .join(
                &a.table,
                created["invites"][0]["invite"].as_str().expect("c"),
                "Bartek",
            )
            .await
            .expect("joined on two");
        lobby1
            .start(&a.table, &a.token, None)
            .await
            .expect("started on one");
        let ca = Client::connect(&lobby1, &a.table, Some(&a.token), None)
            .await
            .expect("a on one");
        let cb = Client::connect(&lobby2, &a.table, Some(&b.token), None)
            .await
            .expect("b on two");
        let mut watcher = Client::connect(&lobby2, &a.table, None, None)
            .await
            .expect("watch on two");
        // The spectator reads as the game goes (an unread queue is dropped by design).
        let watching = tokio::spawn(async move {
            watcher
                .until(|_, c| c.over())
                .await
                .expect("the spectator on two sees the end");
            watcher
        });
        let (players, moves) = play_all(vec![ca, cb], 4).await;
        assert!(players.iter().all(|p| p.over()), "the game ends for both");
        assert!(moves > 18, "nine rounds: {moves} moves");
        let watcher = watching.await.expect("the spectator's task");
        assert_eq!(
            players[0].table.as_ref().and_then(|t| t.result.clone()),
            watcher.table.as_ref().and_then(|t| t.result.clone())
        );

        // A table with a bot, run by `one`; its player is connected to `two`.
        let (c, _) = lobby2
            .create(json!({"game": "meduris", "players": 2, "name": "Cora",
                           "seats": ["human", {"bot": "random"}]}))
            .await
            .expect("created on two");
        lobby1
            .start(&c.table, &c.token, None)
            .await
            .expect("started on one");
        let mut cc = Client::connect(&lobby2, &c.table, Some(&c.token), None)
            .await
            .expect("c");
        cc.timeout = Duration::from_secs(60);
        // Play a few moves, then kill `one` (which runs the bot) and play on: `two` takes over.
        let mut played = 0;
        let mut killed = false;
        while played < 40 && !cc.over() {
            if played == 10 && !killed {
                one.kill();
                killed = true;
            }
            if cc.my_turn() {
                let action = cc.table.as_ref().expect("t").legal[0].action.clone();
                let req = format!("c{played}");
                cc.send(&gameroom_server::protocol::ClientMsg::Move {
                    action,
                    request_id: Some(req.clone()),
                })
                .await
                .expect("sent");
                cc.until(
                    |m, _| matches!(m, ServerMsg::Ack { request_id: Some(r), .. } if *r == req),
                )
                .await
                .expect("acknowledged");
                played += 1;
            } else {
                cc.recv()
                    .await
                    .expect("the bot plays on, run by `two` after the kill");
            }
        }
        assert!(killed && played >= 40 || cc.over(), "played {played}");
    });
    Ok(())
}

fn main() -> std::process::ExitCode {
    gameroom_testkit::run(
        vec![
            Test {
                name: "a_whole_game_on_postgres",
                run: a_whole_game_on_postgres,
            },
            Test {
                name: "two_instances_serve_the_same_table_and_one_takes_over_when_the_other_dies",
                run: two_instances_serve_the_same_table_and_one_takes_over_when_the_other_dies,
            },
        ],
        common::postgres_missing(),
        concat!(env!("CARGO_TARGET_TMPDIR"), "/skipped-tests.txt"),
    )
}
