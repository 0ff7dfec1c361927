//! `gameroom serve` as its users meet it: the real binary, real WebSocket clients (the server
//! crate's `client`), an SQLite database in a temporary directory. Each test names the promise
//! it checks (docs/server.md).

mod common;

use std::time::Duration;

use common::{Server, play_all, referee, rt};
use gameroom_match::registry::Registry;
use gameroom_server::chat::Channel;
use gameroom_server::client::{Client, Lobby};
use gameroom_server::protocol::{ClientMsg, ServerMsg, ToMove};
use gameroom_server::store::{EntryKind, Store};
use serde_json::{Value, json};

/// Two people create, join, start and play a whole game of Meduris through the protocol; a
/// spectator watches; the finished game's record replays to the same result.
#[test]
fn two_people_play_a_whole_meduris_game_and_its_record_replays() {
    let server = Server::start(&[]);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (anna, created) = lobby
            .create(json!({"game": "meduris", "players": 2, "name": "Anna"}))
            .await
            .expect("created");
        let invite = created["invites"][0]["invite"].as_str().expect("invite");
        let bob = lobby
            .join(&anna.table, invite, "Bob")
            .await
            .expect("joined");
        assert_eq!((anna.seat, bob.seat), (0, 1));
        // The invitation is spent.
        let again = lobby.join(&anna.table, invite, "Eve").await;
        assert!(again.is_err(), "a seat's invitation seats one person");
        lobby
            .start(&anna.table, &anna.token, None)
            .await
            .expect("started");
        let a = Client::connect(&lobby, &anna.table, Some(&anna.token), None)
            .await
            .expect("a");
        let b = Client::connect(&lobby, &anna.table, Some(&bob.token), None)
            .await
            .expect("b");
        let mut watcher = Client::connect(&lobby, &anna.table, None, None)
            .await
            .expect("spectator");
        assert_eq!((a.seat, b.seat, watcher.seat), (Some(0), Some(1), None));
        // The spectator reads as the game goes (one that does not read is dropped by design).
        let watching =
            tokio::spawn(async move { watcher.until(|_, c| c.over()).await.map(|_| ()) });
        let (players, moves) = play_all(vec![a, b], 7).await;
        let (a, b) = (&players[0], &players[1]);
        assert!(moves > 50, "a whole game: {moves} moves");
        watching
            .await
            .expect("the spectator's task")
            .expect("the spectator sees the end");
        let result = a
            .table
            .as_ref()
            .and_then(|t| t.result.clone())
            .expect("a result");
        assert_eq!(
            Some(&result),
            b.table.as_ref().and_then(|t| t.result.as_ref())
        );
        let record = lobby
            .call("GET", &format!("/api/tables/{}/record", anna.table), None)
            .await
            .expect("the record of a finished game");
        let record: gameroom_game::Record = serde_json::from_value(record).expect("a record");
        let summary = gameroom_games::GAMES
            .catalog()
            .game("meduris")
            .expect("meduris")
            .replay(&record, None, None)
            .expect("the record replays");
        assert_eq!(summary.result, Some(result));
        // Replays step through the game from any seat's view.
        let early = lobby
            .call(
                "GET",
                &format!("/api/tables/{}/replay?seat=1&at=10", anna.table),
                None,
            )
            .await
            .expect("a replay view");
        assert_eq!(early["at"], 10);
        assert_eq!(early["view"]["seen_by"]["player"], "blue");
    });
}

/// Every message to a seat is built from that seat's view, its share of the events and its own
/// legal actions: for whole CVlizations games (face-down orders, a card looked at), each
/// message's view, events and legal actions are exactly what the referee, replaying the record,
/// gives that seat at that point; spectators get the public view.
#[test]
fn every_message_to_a_seat_holds_only_what_its_view_holds() {
    let server = Server::start(&[]);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        for seed in 0..2u64 {
            let (c0, created) = lobby
                .create(json!({"game": "cvlizations", "players": 3, "name": "Ania"}))
                .await
                .expect("created");
            let mut seated = vec![c0.clone()];
            for (i, inv) in created["invites"]
                .as_array()
                .expect("invites")
                .iter()
                .enumerate()
            {
                let s = lobby
                    .join(
                        &c0.table,
                        inv["invite"].as_str().expect("code"),
                        &format!("P{i}"),
                    )
                    .await
                    .expect("join");
                seated.push(s);
            }
            lobby
                .start(&c0.table, &c0.token, None)
                .await
                .expect("start");
            let mut clients = Vec::new();
            for s in &seated {
                clients.push(
                    Client::connect(&lobby, &s.table, Some(&s.token), None)
                        .await
                        .expect("connect"),
                );
            }
            let mut watcher = Client::connect(&lobby, &c0.table, None, None)
                .await
                .expect("spectator");
            // The spectator reads as the game goes (an unread queue is dropped by design).
            let watching = tokio::spawn(async move {
                watcher.until(|_, c| c.over()).await.expect("end");
                watcher
            });
            let (clients, _) = play_all(clients, seed).await;
            let watcher = watching.await.expect("the spectator's task");
            let record = lobby
                .call("GET", &format!("/api/tables/{}/record", c0.table), None)
                .await
                .expect("record");
            let record: gameroom_game::Record = serde_json::from_value(record).expect("record");
            let mut checked = 0;
            for (i, c) in clients.iter().chain([&watcher]).enumerate() {
                let seat = (i < 3).then_some(i);
                checked += referee::check_messages(&record, seat, &c.received);
            }
            assert!(checked > 100, "{checked} messages checked");
        }
    });
}

/// A client that reconnects with the last sequence number it saw gets exactly the events it
/// missed; a move resent with the same request id is applied once.
#[test]
fn reconnecting_gets_what_was_missed_and_a_resent_move_is_applied_once() {
    let server = Server::start(&[]);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (anna, _) = lobby
            .create(json!({"game": "meduris", "players": 2, "name": "Anna",
                           "seats": ["human", {"bot": "random"}]}))
            .await
            .expect("created");
        lobby
            .start(&anna.table, &anna.token, None)
            .await
            .expect("started");
        let mut a = Client::connect(&lobby, &anna.table, Some(&anna.token), None)
            .await
            .expect("a");
        // Wait for a decision of Anna's, make it twice with one request id.
        a.until(|_, c| c.my_turn()).await.expect("a turn");
        let action = a.table.as_ref().expect("table").legal[0].action.clone();
        for _ in 0..2 {
            a.send(&ClientMsg::Move {
                action: action.clone(),
                request_id: Some("r-1".into()),
            })
            .await
            .expect("sent");
        }
        let first = a
            .until(|m, _| matches!(m, ServerMsg::Ack { .. }))
            .await
            .expect("ack");
        let second = a
            .until(|m, _| matches!(m, ServerMsg::Ack { .. } | ServerMsg::Refused { .. }))
            .await
            .expect("ack");
        match (first, second) {
            (
                ServerMsg::Ack {
                    seq: s1,
                    duplicate: false,
                    ..
                },
                ServerMsg::Ack {
                    seq: s2,
                    duplicate: true,
                    ..
                },
            ) => assert_eq!(s1, s2, "the resend names the same entry"),
            other => panic!("{other:?}"),
        }
        // Leave, let the bot play on, come back with the last seq seen.
        let seen_events = a.events.clone();
        let last = a.seq;
        a.close().await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        let back = Client::connect(&lobby, &anna.table, Some(&anna.token), Some(last))
            .await
            .expect("reconnected");
        let Some(ServerMsg::Welcome { reset, events, .. }) = back
            .received
            .first()
            .and_then(|t| serde_json::from_str(t).ok())
        else {
            panic!("a welcome");
        };
        assert!(!reset);
        // What was seen plus what was missed is the seat's whole history, as a fresh
        // connection gets it.
        let fresh = Client::connect(&lobby, &anna.table, Some(&anna.token), None)
            .await
            .expect("fresh");
        let mut all = seen_events.clone();
        all.extend(events);
        assert_eq!(all, fresh.events, "exactly the missed events, in order");
        back.close().await;
    });
}

/// Refusals carry a code, the rule and a sentence; out of turn, illegal, unreadable and
/// spectator moves are refused and change nothing.
#[test]
fn refused_moves_say_why() {
    let server = Server::start(&[]);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (anna, created) = lobby
            .create(json!({"game": "meduris", "players": 2, "name": "Anna"}))
            .await
            .expect("created");
        let bob = lobby
            .join(
                &anna.table,
                created["open_invite"]["invite"].as_str().expect("code"),
                "Bob",
            )
            .await
            .expect("joined by the open invitation");
        // Before the start: moves are refused, and only the creator starts.
        let mut a = Client::connect(&lobby, &anna.table, Some(&anna.token), None)
            .await
            .expect("a");
        a.send(&ClientMsg::Move {
            action: "place wood".into(),
            request_id: Some("x".into()),
        })
        .await
        .expect("sent");
        let r = a
            .until(|m, _| matches!(m, ServerMsg::Refused { .. }))
            .await
            .expect("refused");
        assert!(matches!(r, ServerMsg::Refused { refusal, .. } if refusal.code == "not-started"));
        let e = lobby
            .start(&anna.table, &bob.token, None)
            .await
            .expect_err("not the creator");
        assert!(e.to_string().contains("not-the-creator"), "{e}");
        lobby
            .start(&anna.table, &anna.token, None)
            .await
            .expect("started");
        let mut b = Client::connect(&lobby, &anna.table, Some(&bob.token), None)
            .await
            .expect("b");
        a.until(|_, c| {
            c.table
                .as_ref()
                .is_some_and(|t| t.to_move != ToMove::NotStarted)
        })
        .await
        .expect("started");
        // The table's summary names the seat to move (the lobby marks "your turn" with it).
        let summary = lobby
            .call("GET", &format!("/api/tables/{}", anna.table), None)
            .await
            .expect("the summary");
        let to_move = a.table.as_ref().and_then(|t| match t.to_move {
            ToMove::Seat(s) => Some(s),
            _ => None,
        });
        assert_eq!(
            summary["to_move"].as_u64().map(|s| s as usize),
            to_move,
            "{summary}"
        );
        assert!(to_move.is_some(), "a seat decides first");
        let (mover, waiter) = if a.my_turn() {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        let legal = mover.table.as_ref().expect("t").legal[0].action.clone();
        let seq = mover.seq;
        waiter
            .send(&ClientMsg::Move {
                action: legal.clone(),
                request_id: None,
            })
            .await
            .expect("s");
        let r = waiter
            .until(|m, _| matches!(m, ServerMsg::Refused { .. }))
            .await
            .expect("r");
        assert!(
            matches!(&r, ServerMsg::Refused { refusal, .. } if refusal.code == "not-your-turn"),
            "{r:?}"
        );
        mover
            .send(&ClientMsg::Move {
                action: "hut 5".into(),
                request_id: None,
            })
            .await
            .expect("s");
        let r = mover
            .until(|m, _| matches!(m, ServerMsg::Refused { .. }))
            .await
            .expect("r");
        match r {
            ServerMsg::Refused { refusal, .. } => {
                assert_eq!(refusal.code, "wrong-step");
                assert_eq!(refusal.rule.as_deref(), Some("M-S6"));
                assert!(!refusal.message.is_empty());
            }
            other => panic!("{other:?}"),
        }
        mover
            .send(&ClientMsg::Move {
                action: "fly away".into(),
                request_id: None,
            })
            .await
            .expect("s");
        let r = mover
            .until(|m, _| matches!(m, ServerMsg::Refused { .. }))
            .await
            .expect("r");
        assert!(
            matches!(r, ServerMsg::Refused { refusal, .. } if refusal.code == "unreadable-action")
        );
        let mut w = Client::connect(&lobby, &anna.table, None, None)
            .await
            .expect("spectator");
        w.send(&ClientMsg::Move {
            action: legal,
            request_id: None,
        })
        .await
        .expect("s");
        let r = w
            .until(|m, _| matches!(m, ServerMsg::Refused { .. }))
            .await
            .expect("r");
        assert!(matches!(r, ServerMsg::Refused { refusal, .. } if refusal.code == "spectator"));
        // Nothing changed.
        let fresh = Client::connect(&lobby, &anna.table, None, None)
            .await
            .expect("fresh");
        assert_eq!(fresh.seq, seq);
    });
}

/// Bad input and abuse: an oversized message, malformed JSON, an unknown token, a flood (slowed
/// to the rate) and a
/// client that never reads each get a clear error or are disconnected, and a game at another
/// table goes on undisturbed.
#[test]
fn abuse_gets_clear_errors_and_never_disturbs_another_game() {
    let server = Server::start(&["--messages-per-second", "20"]);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        // A game that must go on: Anna against a bot.
        let (anna, _) = lobby
            .create(json!({"game": "meduris", "players": 2, "name": "Anna",
                           "seats": ["human", {"bot": "random"}]}))
            .await
            .expect("created");
        lobby
            .start(&anna.table, &anna.token, None)
            .await
            .expect("started");
        // The hostile table.
        let (eve, _) = lobby
            .create(json!({"game": "meduris", "players": 2, "name": "Eve",
                           "seats": ["human", {"bot": "random"}]}))
            .await
            .expect("created");
        lobby
            .start(&eve.table, &eve.token, None)
            .await
            .expect("started");

        let mut e = Client::connect(&lobby, &eve.table, Some(&eve.token), None)
            .await
            .expect("e");
        e.send_raw("{ this is not json").await.expect("sent");
        let m = e
            .until(|m, _| matches!(m, ServerMsg::Error { .. }))
            .await
            .expect("error");
        assert!(
            matches!(&m, ServerMsg::Error { code, .. } if code == "bad-message"),
            "{m:?}"
        );
        // A chat message of the wrong shape is told what is wrong with it: the field it does
        // not know, the type its text is not.
        for (said, why) in [
            (json!({"type": "chat", "text": "hi", "colour": "red"}), "unknown field `colour`"),
            (json!({"type": "chat", "text": 5}), "expected a string"),
        ] {
            e.send_raw(&said.to_string()).await.expect("sent");
            let m = e
                .until(|m, _| matches!(m, ServerMsg::Error { .. }))
                .await
                .expect("error");
            assert!(
                matches!(&m, ServerMsg::Error { code, message } if code == "bad-message" && message.contains(why)),
                "{said}: {m:?}"
            );
        }
        e.send_raw(&json!({"type": "move", "action": "x".repeat(100_000)}).to_string())
            .await
            .expect("sent");
        let m = e
            .until(|m, _| matches!(m, ServerMsg::Error { .. }))
            .await
            .expect("error");
        assert!(
            matches!(&m, ServerMsg::Error { code, .. } if code == "too-big"),
            "{m:?}"
        );
        // What the table sent before the close may still be read; then the connection ends,
        // with a close frame that says why: 1008 (a policy the server keeps), `too-big`.
        let mut closed = false;
        for _ in 0..100 {
            if e.recv().await.is_err() {
                closed = true;
                break;
            }
        }
        assert!(closed, "closed after an oversized message");
        assert_eq!(
            e.closed_with,
            Some((1008, "too-big".to_string())),
            "the close frame after an oversized message"
        );

        let bad = Client::connect(
            &lobby,
            &eve.table,
            Some("0123456789abcdef0123456789abcdef"),
            None,
        )
        .await;
        assert!(
            bad.err()
                .is_some_and(|e| e.to_string().contains("unknown-token"))
        );
        let bad = Client::connect(&lobby, "nosuchtable", None, None).await;
        assert!(
            bad.err()
                .is_some_and(|e| e.to_string().contains("no-table"))
        );

        let mut flood = Client::connect(&lobby, &eve.table, Some(&eve.token), None)
            .await
            .expect("f");
        // A flood is slowed to the rate (20 a second after a burst of 60), never answered
        // faster and never a reason to drop the connection.
        let start = std::time::Instant::now();
        for _ in 0..140 {
            flood.send(&ClientMsg::Ping).await.expect("sent");
        }
        for _ in 0..140 {
            let m = flood
                .until(|m, _| matches!(m, ServerMsg::Pong | ServerMsg::Error { .. }))
                .await
                .expect("answered");
            assert!(matches!(m, ServerMsg::Pong), "{m:?}");
        }
        let took = start.elapsed();
        assert!(
            took >= Duration::from_secs_f64(80.0 / 20.0 * 0.9),
            "140 pings answered in {took:?}: faster than the rate"
        );

        // A spectator that never reads, at Anna's own table: it cannot slow her game (the table
        // never waits for a client; one whose queue is full is dropped).
        let mut deaf = Client::connect(&lobby, &anna.table, None, None)
            .await
            .expect("deaf");
        deaf.timeout = Duration::from_secs(1);
        // Anna plays 30 moves against her bot, undisturbed.
        let mut a = Client::connect(&lobby, &anna.table, Some(&anna.token), None)
            .await
            .expect("a");
        let mut played = 0;
        while played < 30 && !a.over() {
            if a.my_turn() {
                let action = a.table.as_ref().expect("t").legal[0].action.clone();
                a.send(&ClientMsg::Move {
                    action,
                    request_id: Some(format!("m{played}")),
                })
                .await
                .expect("sent");
                a.until(|m, _| matches!(m, ServerMsg::Ack { .. }))
                    .await
                    .expect("acked");
                played += 1;
            } else {
                a.recv().await.expect("the game goes on");
            }
        }
        assert_eq!(played, 30);
        let health = lobby.call("GET", "/healthz", None).await.expect("alive");
        assert_eq!(health["status"], "ok");
        let _ = Value::Null;
    });
}

/// Bots sit in empty seats (named at creation, or filled at the start) and play to the end; the
/// creator decides whether spectators may watch.
#[test]
fn bots_fill_empty_seats_and_play_a_cvlizations_game_to_the_end() {
    let server = Server::start(&[]);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (ania, _) = lobby
            .create(json!({"game": "cvlizations", "players": 3, "name": "Ania",
                           "seats": ["human", {"bot": "normal"}, "human"], "spectators": false}))
            .await
            .expect("created");
        let e = lobby
            .start(&ania.table, &ania.token, None)
            .await
            .expect_err("a seat is free");
        assert!(e.to_string().contains("seats-free"), "{e}");
        lobby
            .start(&ania.table, &ania.token, Some("easy"))
            .await
            .expect("started with a bot in the free seat");
        let no = Client::connect(&lobby, &ania.table, None, None).await;
        assert!(
            no.err()
                .is_some_and(|e| e.to_string().contains("no-spectators"))
        );
        let a = Client::connect(&lobby, &ania.table, Some(&ania.token), None)
            .await
            .expect("a");
        let seats = &a.table.as_ref().expect("table").seats;
        assert_eq!(seats[1].kind, "bot");
        assert_eq!(seats[2].bot.as_deref(), Some("easy"));
        let (players, moves) = play_all(vec![a], 3).await;
        assert!(moves > 9, "nine rounds: {moves} moves of Ania's");
        assert!(players[0].over());
    });
}

/// A player takes back their own action while nothing is revealed and no one else acted; the
/// others see it undone; once another seat acts, undo is refused with a reason.
#[test]
fn undo_takes_back_own_actions_only() {
    let server = Server::start(&[]);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (_, _, mut a, mut b) = common::anna_and_bob(&lobby).await;
        let (first, second) = if a.my_turn() {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        let view_before = first.table.as_ref().expect("t").view.clone();
        let action = first.table.as_ref().expect("t").legal[0].action.clone();
        first
            .send(&ClientMsg::Move {
                action,
                request_id: Some("p1".into()),
            })
            .await
            .expect("s");
        first
            .until(|m, _| matches!(m, ServerMsg::Ack { .. }))
            .await
            .expect("ack");
        first
            .wait_for(|c| c.table.as_ref().is_some_and(|t| t.can_undo))
            .await
            .expect("undo offered");
        first
            .send(&ClientMsg::Undo {
                request_id: Some("u1".into()),
            })
            .await
            .expect("s");
        let acked = first
            .until(|m, _| matches!(m, ServerMsg::Ack { .. }))
            .await
            .expect("undo acked");
        // Re-sent (its answer lost): acknowledged again as the same entry, applied once.
        first
            .send(&ClientMsg::Undo {
                request_id: Some("u1".into()),
            })
            .await
            .expect("s");
        let again = first
            .until(|m, _| matches!(m, ServerMsg::Ack { .. }))
            .await
            .expect("acked again");
        match (&acked, &again) {
            (
                ServerMsg::Ack {
                    seq: a,
                    duplicate: false,
                    ..
                },
                ServerMsg::Ack {
                    seq: b,
                    duplicate: true,
                    ..
                },
            ) => assert_eq!(a, b, "the same entry"),
            other => panic!("{other:?}"),
        }
        let undone = second
            .until(|m, _| matches!(m, ServerMsg::Undone { .. }))
            .await
            .expect("the other seat sees the undo");
        assert!(matches!(undone, ServerMsg::Undone { .. }));
        first
            .wait_for(|c| c.my_turn())
            .await
            .expect("my turn again");
        assert_eq!(
            first.table.as_ref().expect("t").view,
            view_before,
            "back as it was"
        );
        // Act, let the other act, then try to undo: refused.
        let action = first.table.as_ref().expect("t").legal[0].action.clone();
        first
            .send(&ClientMsg::Move {
                action,
                request_id: Some("p2".into()),
            })
            .await
            .expect("s");
        first
            .until(|m, _| matches!(m, ServerMsg::Ack { .. }))
            .await
            .expect("ack");
        second.wait_for(|c| c.my_turn()).await.expect("their turn");
        let action = second.table.as_ref().expect("t").legal[0].action.clone();
        second
            .send(&ClientMsg::Move {
                action,
                request_id: Some("q1".into()),
            })
            .await
            .expect("s");
        second
            .until(|m, _| matches!(m, ServerMsg::Ack { .. }))
            .await
            .expect("ack");
        first
            .send(&ClientMsg::Undo {
                request_id: Some("u2".into()),
            })
            .await
            .expect("s");
        let r = first
            .until(|m, _| matches!(m, ServerMsg::Refused { .. }))
            .await
            .expect("refused");
        match r {
            ServerMsg::Refused { refusal, .. } => {
                assert_eq!(refusal.code, "no-undo");
                assert!(refusal.message.contains("not yours"), "{}", refusal.message);
            }
            other => panic!("{other:?}"),
        }
    });
}

/// Turn clocks: a time bank per player; when it runs out the timeout is logged and a bot moves
/// for the player; a player who leaves gets a bot in their seat at once.
#[test]
fn a_clock_that_runs_out_and_a_player_who_leaves_get_a_bot() {
    let server = Server::start(&[]);
    let table = rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (anna, created) = lobby
            .create(json!({"game": "meduris", "players": 2, "name": "Anna",
                           "clock": {"initial_secs": 1, "increment_secs": 0}}))
            .await
            .expect("created");
        let bob = lobby
            .join(&anna.table, created["invites"][0]["invite"].as_str().expect("c"), "Bob")
            .await
            .expect("joined");
        lobby.start(&anna.table, &anna.token, None).await.expect("started");
        let mut a = Client::connect(&lobby, &anna.table, Some(&anna.token), None).await.expect("a");
        let mut b = Client::connect(&lobby, &anna.table, Some(&bob.token), None).await.expect("b");
        let t = a.table.clone().expect("table");
        assert_eq!(t.clocks.len(), 2, "both clocks are shown");
        // Nobody moves: within a few seconds bots have moved for both, more than once.
        let start_seq = a.seq;
        a.until(|_, c| c.seq >= start_seq + 3).await.expect("the clocks ran out and bots moved");
        // Bob leaves: from now on a bot plays his seat.
        b.send(&ClientMsg::Leave {
            request_id: Some("bye-1".into()),
        })
        .await
        .expect("s");
        a.until(|m, _| {
            matches!(m, ServerMsg::Seats { seats } if seats[bob.seat].bot_standing_in)
                || matches!(m, ServerMsg::Update { table, .. } if table.seats[bob.seat].bot_standing_in)
        })
        .await
        .expect("a bot stands in for Bob");
        anna.table
    });
    // The log says the clocks decided: read through the server's own store (SQLite allows a
    // reader beside the running server).
    let timeouts = rt().block_on(async {
        let store = Store::open(&server.database, false)
            .await
            .expect("the database opens");
        let log = store.log(&table, None).await.expect("the log reads");
        log.iter().filter(|r| r.kind == EntryKind::Timeout).count()
    });
    assert!(timeouts >= 1, "timeouts are logged");
}

/// A rematch seats the same players (their tokens work at the new table) and starts at once;
/// SIGTERM tells the connected clients and ends the process cleanly.
#[test]
fn rematch_and_graceful_shutdown() {
    let mut server = Server::start(&[]);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (ania, _) = lobby
            .create(json!({"game": "cvlizations", "players": 2, "name": "Ania",
                           "variant": "neutral", "seats": ["human", {"bot": "random"}]}))
            .await
            .expect("created");
        lobby
            .start(&ania.table, &ania.token, None)
            .await
            .expect("started");
        let a = Client::connect(&lobby, &ania.table, Some(&ania.token), None)
            .await
            .expect("a");
        let (_, _) = play_all(vec![a], 5).await;
        let next = lobby
            .call(
                "POST",
                &format!("/api/tables/{}/rematch", ania.table),
                Some(json!({"token": ania.token, "request_id": "r1"})),
            )
            .await
            .expect("rematch");
        assert_eq!(next["duplicate"], false);
        let next = next["table"].as_str().expect("id").to_string();
        // Re-sent (its answer lost): the same table, made once.
        let again = lobby
            .call(
                "POST",
                &format!("/api/tables/{}/rematch", ania.table),
                Some(json!({"token": ania.token, "request_id": "r1"})),
            )
            .await
            .expect("asking again");
        assert_eq!(again["table"], next.as_str(), "one rematch");
        assert_eq!(again["duplicate"], true);
        let mut c = Client::connect(&lobby, &next, Some(&ania.token), None)
            .await
            .expect("the same token holds the same seat at the rematch");
        assert_eq!(c.seat, Some(ania.seat));
        assert_eq!(c.table.as_ref().expect("t").status, "running");
        c.timeout = Duration::from_secs(20);
        let stop = tokio::task::spawn_blocking(move || {
            let s = server.terminate();
            (server, s)
        });
        let bye = c.until(|m, _| matches!(m, ServerMsg::Bye { .. })).await;
        assert!(bye.is_ok(), "connected clients are told: {bye:?}");
        let (_server, status) = stop.await.expect("stopped");
        assert!(status.success(), "a clean exit: {status:?}");
    });
}

/// Fuzzed messages on one seat's connection (issue 11): a few hundred messages as the
/// `client-message` fuzz target makes them (docs/server.md's messages mutated: wrong types,
/// deleted and unknown keys, long strings, broken bytes, some past the size limit) are each
/// answered: a malformed one with an `error` that says why (`bad-message`, a clear sentence), a
/// well-formed one as the protocol says (`pong`; `ack` or `refused`; an `error` for a second
/// hello). The connection closes only at the documented limits (a message over 16 KiB:
/// `too-big`; more than 20 malformed ones), and the client reconnects and goes on. Meanwhile a
/// game at another table plays to its end, and every message its player got is exactly what the
/// referee gives that seat.
#[test]
fn fuzzed_messages_get_reasons_and_never_disturb_another_table() {
    use gameroom_game::rand::{Rng, RngExt};
    use gameroom_server::protocol::parse_client;
    const MAX_BYTES: usize = 16 * 1024;
    const MAX_BAD: usize = 20;
    // The rate limit is not under test here (`abuse_…` checks it): messages go one at a time.
    let server = Server::start(&["--messages-per-second", "100000"]);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let mut tables = Vec::new();
        for name in ["Anna", "Eve"] {
            let (seated, _) = lobby
                .create(json!({"game": "meduris", "players": 2, "name": name,
                               "seats": ["human", {"bot": "random"}]}))
                .await
                .expect("created");
            lobby
                .start(&seated.table, &seated.token, None)
                .await
                .expect("started");
            tables.push(seated);
        }
        let (anna, eve) = (tables[0].clone(), tables[1].clone());
        let a = Client::connect(&lobby, &anna.table, Some(&anna.token), None)
            .await
            .expect("anna");
        let game = tokio::spawn(play_all(vec![a], 11));

        let connect = || Client::connect(&lobby, &eve.table, Some(&eve.token), None);
        let mut e = connect().await.expect("eve");
        let mut rng = gameroom_game::rng_from_seed(12);
        let mut data = vec![0u8; 256];
        let (mut sent, mut malformed, mut closed, mut bad_here) = (0, 0, 0, 0usize);
        while sent < 300 {
            let len = rng.random_range(0..data.len());
            rng.fill_bytes(&mut data[..len]);
            let text = gameroom_fuzz::fuzzed_client_message(&data[..len]);
            let parsed = parse_client(&text, MAX_BYTES);
            if matches!(parsed, Ok(ClientMsg::Leave { .. })) || text.len() > 200_000 {
                continue; // `leave` has no answer; a huge message only costs time
            }
            sent += 1;
            e.send_raw(&text).await.expect("sent");
            let answer = e
                .until(|m, _| {
                    matches!(
                        m,
                        ServerMsg::Error { .. }
                            | ServerMsg::Pong
                            | ServerMsg::Ack { .. }
                            | ServerMsg::Refused { .. }
                    )
                })
                .await
                .unwrap_or_else(|err| panic!("no answer to `{text:.200}`: {err}"));
            let closes = match (&parsed, &answer) {
                (_, ServerMsg::Error { code, message }) if text.len() > MAX_BYTES => {
                    assert_eq!(code, "too-big", "{message}");
                    true
                }
                (Err(_), ServerMsg::Error { code, message }) => {
                    assert_eq!(code, "bad-message", "`{text:.200}`: {message}");
                    gameroom_fuzz::assert_clear("the server's error", message);
                    malformed += 1;
                    bad_here += 1;
                    bad_here > MAX_BAD
                }
                (Ok(ClientMsg::Hello { .. }), ServerMsg::Error { code, .. }) => {
                    assert_eq!(code, "bad-message");
                    false
                }
                (Ok(ClientMsg::Ping), ServerMsg::Pong) => false,
                (
                    Ok(
                        ClientMsg::Move { .. }
                        | ClientMsg::Undo { .. }
                        | ClientMsg::Chat { .. }
                        | ClientMsg::Hint { .. },
                    ),
                    ServerMsg::Ack { .. },
                ) => false,
                (
                    Ok(
                        ClientMsg::Move { .. }
                        | ClientMsg::Undo { .. }
                        | ClientMsg::Chat { .. }
                        | ClientMsg::Hint { .. },
                    ),
                    ServerMsg::Refused { refusal, .. },
                ) => {
                    assert!(!refusal.code.is_empty() && !refusal.message.is_empty());
                    false
                }
                (p, m) => panic!("`{text:.200}` (read as {p:?}) was answered {m:?}"),
            };
            if closes {
                // The limit closes the connection, and only then.
                let end = e
                    .until(|m, _| matches!(m, ServerMsg::Error { .. } | ServerMsg::Pong))
                    .await;
                assert!(end.is_err(), "the connection closes at the limit: {end:?}");
                closed += 1;
                bad_here = 0;
                e = connect().await.expect("reconnected");
            }
        }
        eprintln!(
            "{sent} fuzzed messages: {malformed} malformed, closed at a limit {closed} times"
        );
        assert!(malformed >= 100, "only {malformed} malformed messages");
        assert!(
            closed >= 3,
            "the limit of malformed messages was reached {closed} times"
        );
        // The other table's game went on to its end, undisturbed.
        let (players, moves) = game.await.expect("the other game");
        assert!(players[0].over() && moves > 20, "{moves} moves");
        let record = lobby
            .call("GET", &format!("/api/tables/{}/record", anna.table), None)
            .await
            .expect("the record");
        let record: gameroom_game::Record = serde_json::from_value(record).expect("a record");
        let checked = referee::check_messages(&record, Some(0), &players[0].received);
        assert!(checked > 20, "{checked} messages checked");
        let health = lobby.call("GET", "/healthz", None).await.expect("alive");
        assert_eq!(health["status"], "ok");
    });
}

/// The body of an error answer of the lobby.
fn refusal(e: gameroom_server::client::ClientError) -> (u16, Value) {
    match e {
        gameroom_server::client::ClientError::Status { status, body } => {
            (status, serde_json::from_str(&body).expect("a JSON error"))
        }
        other => panic!("{other}"),
    }
}

/// No request makes the server run a program (issue 12): a seat `{"bot": "exec:…"}` (any case)
/// and `fill_with_bots: "exec:…"` are refused with 400 and a reason, and the program never
/// runs; the outside bots the operator registered (`--bot NAME=exec:…`) are listed by
/// `/api/games` and a table seats one by name: here this build's `gameroom bot normal`, which
/// plays a whole game without losing its seat.
#[test]
fn requests_cannot_run_programs_and_a_registered_outside_bot_plays_to_the_end() {
    let marker = tempfile::tempdir().expect("dir");
    let owned = marker.path().join("owned");
    let bot = format!("gr=exec:{} bot normal", env!("CARGO_BIN_EXE_gameroom"));
    let server = Server::start(&["--bot", &bot]);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        for spec in [
            format!("exec:/usr/bin/touch {}", owned.display()),
            format!(" EXEC:/usr/bin/touch {}", owned.display()),
        ] {
            let e = lobby
                .create(json!({"game": "meduris", "players": 2, "name": "Eve",
                               "seats": ["human", {"bot": spec}]}))
                .await
                .expect_err("refused");
            let (status, body) = refusal(e);
            assert_eq!(status, 400, "{body}");
            assert_eq!(body["error"]["code"], "bad-bot", "{body}");
            let message = body["error"]["message"].as_str().unwrap_or_default();
            assert!(
                message.contains("runs no program") && message.contains("gr"),
                "the reason, and what to use instead: {message}"
            );
        }
        let (eve, _) = lobby
            .create(json!({"game": "meduris", "players": 2, "name": "Eve"}))
            .await
            .expect("created");
        let e = lobby
            .start(
                &eve.table,
                &eve.token,
                Some(&format!("exec:/usr/bin/touch {}", owned.display())),
            )
            .await
            .expect_err("refused");
        let (status, body) = refusal(e);
        assert_eq!((status, &body["error"]["code"]), (400, &json!("bad-bot")));
        let games = lobby.call("GET", "/api/games", None).await.expect("games");
        assert_eq!(games["bots"], json!(["gr"]));
        assert_eq!(
            games["levels"],
            json!(["easy", "normal", "advanced", "hard", "expert"])
        );

        let (anna, _) = lobby
            .create(json!({"game": "meduris", "players": 2, "name": "Anna",
                           "seats": ["human", {"bot": "gr"}]}))
            .await
            .expect("a table with the registered bot");
        let a = Client::connect(&lobby, &anna.table, Some(&anna.token), None)
            .await
            .expect("a");
        lobby
            .start(&anna.table, &anna.token, None)
            .await
            .expect("started");
        let (players, moves) = play_all(vec![a], 4).await;
        let a = &players[0];
        assert!(a.over() && moves > 20, "a whole game: {moves} moves");
        let seats = &a.table.as_ref().expect("table").seats;
        assert_eq!(
            seats[1].bot.as_deref(),
            Some("gr"),
            "the seat shows the name"
        );
        assert_eq!(seats[1].bot_fault, None, "the outside bot kept its seat");
        assert!(
            !a.received.iter().any(|t| t.contains("\"bot-replaced\"")),
            "no bot was replaced"
        );
    });
    assert!(!owned.exists(), "no program a request named ran");
}

/// A registered outside bot that fails (here a program that exits at once) loses its seat to
/// the normal level: the table tells its clients (`bot-replaced`, and `bot_fault` in the seats)
/// and the game still ends.
#[test]
fn a_registered_bot_that_fails_loses_its_seat_and_the_game_ends() {
    let server = Server::start(&["--bot", "dead=exec:/bin/true"]);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (ania, _) = lobby
            .create(json!({"game": "cvlizations", "players": 2, "name": "Ania",
                           "variant": "neutral", "seats": ["human", {"bot": "dead"}]}))
            .await
            .expect("created");
        let a = Client::connect(&lobby, &ania.table, Some(&ania.token), None)
            .await
            .expect("connected before the start, so told of everything");
        lobby
            .start(&ania.table, &ania.token, None)
            .await
            .expect("started");
        let (players, _) = play_all(vec![a], 9).await;
        let a = &players[0];
        assert!(a.over(), "the game ends");
        let replaced: Vec<ServerMsg> = a
            .received
            .iter()
            .filter_map(|t| serde_json::from_str::<ServerMsg>(t).ok())
            .filter(|m| matches!(m, ServerMsg::BotReplaced { .. }))
            .collect();
        match replaced.as_slice() {
            [
                ServerMsg::BotReplaced {
                    seat: 1,
                    bot,
                    fault,
                    message,
                    stand_in,
                },
            ] => {
                assert_eq!((bot.as_str(), stand_in.as_str()), ("dead", "normal"));
                assert_eq!(fault, "crashed", "{message}");
                assert!(!message.is_empty());
            }
            other => panic!("one bot-replaced message for seat 1: {other:?}"),
        }
        let seats = &a.table.as_ref().expect("table").seats;
        assert!(
            seats[1]
                .bot_fault
                .as_deref()
                .is_some_and(|f| f.starts_with("crashed")),
            "{:?}",
            seats[1]
        );
    });
}

/// Promise (chat): a message is committed before anyone reads it, so a `kill -9` loses none
/// that was acknowledged: after a restart a reconnecting player gets the messages it missed,
/// a new page all of them, and the finished game's replay shows them; a spectator's message
/// is on the spectators' channel under the name they chose; a refusal says why.
#[test]
fn chat_survives_a_kill_and_shows_in_the_replay() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = format!("sqlite:{}", dir.path().join("db.sqlite3").display());
    let mut server = Server::start_on(&db, &[]);
    let (table, anna_token, bob_token, seen) = rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (anna, bob, mut a, mut b) = common::anna_and_bob(&lobby).await;
        let mut watcher = Client::connect(&lobby, &anna.table, None, None)
            .await
            .expect("spectator");
        let seen = b.seq;
        let say = |text: &str, id: &str| ClientMsg::Chat {
            text: Some(text.into()),
            phrase: None,
            name: None,
            request_id: Some(id.into()),
        };
        a.send(&say("good luck, Bob", "c1")).await.expect("sent");
        a.until(|m, _| matches!(m, ServerMsg::Ack { request_id: Some(r), .. } if r == "c1"))
            .await
            .expect("acknowledged");
        watcher
            .send(&ClientMsg::Chat {
                text: None,
                phrase: Some("good-luck".into()),
                name: Some("Kibitzer".into()),
                request_id: Some("w1".into()),
            })
            .await
            .expect("sent");
        watcher
            .until(|m, _| matches!(m, ServerMsg::Ack { request_id: Some(r), .. } if r == "w1"))
            .await
            .expect("acknowledged");
        a.send(&say(&"x".repeat(300), "c2")).await.expect("sent");
        let refused = a
            .until(|m, _| matches!(m, ServerMsg::Refused { .. }))
            .await
            .expect("refused");
        let ServerMsg::Refused {
            refusal,
            request_id,
        } = refused
        else {
            unreachable!()
        };
        assert_eq!(
            (refusal.code.as_str(), request_id.as_deref()),
            ("chat-too-long", Some("c2"))
        );
        assert!(refusal.message.contains("280"), "{}", refusal.message);
        b.wait_for(|c| c.chat.len() == 2)
            .await
            .expect("Bob reads both");
        let lines: Vec<_> = b
            .chat
            .iter()
            .map(|l| (l.seat, l.said.channel, l.said.name.as_deref()))
            .collect();
        assert_eq!(
            lines,
            [
                (Some(0), Channel::Table, Some("Anna")),
                (None, Channel::Spectators, Some("Kibitzer"))
            ]
        );
        (anna.table, anna.token, bob.token, seen)
    });
    server.kill();
    let server = Server::start_on(&db, &[]);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let b = Client::connect(&lobby, &table, Some(&bob_token), Some(seen))
            .await
            .expect("Bob is back");
        let said: Vec<_> = b
            .chat
            .iter()
            .map(|l| (l.said.text.clone(), l.said.phrase.clone()))
            .collect();
        assert_eq!(
            said,
            [
                (Some("good luck, Bob".to_string()), None),
                (None, Some("good-luck".to_string()))
            ],
            "what Bob missed, kept through the kill"
        );
        let a = Client::connect(&lobby, &table, Some(&anna_token), None)
            .await
            .expect("Anna is back");
        assert_eq!(a.chat.len(), 2, "a new page gets all of it");
        let (players, _) = play_all(vec![a, b], 3).await;
        assert!(players[0].over());
        let replay = lobby
            .call("GET", &format!("/api/tables/{table}/replay"), None)
            .await
            .expect("the replay");
        let texts: Vec<&str> = replay["chat"]
            .as_array()
            .expect("chat in the replay")
            .iter()
            .filter_map(|l| l["text"].as_str().or(l["phrase"].as_str()))
            .collect();
        assert_eq!(texts, ["good luck, Bob", "good-luck"]);
    });
    drop(dir);
}

/// Turn-based tables (docs/server.md, "Turn-based tables"): made with a time per move in hours,
/// vacation days and a rule for timeouts; a live bank on a turn-based table, a time per move
/// on a live one, no clock or a time of 0 h are refused with `bad-clock` and why. A player at
/// a started turn-based table sees their move's time and vacation together, counting down.
#[test]
fn turn_based_tables_are_made_with_their_clock_and_mixes_are_refused() {
    let server = Server::start(&[]);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        for (body, why) in [
            (json!({"pace": "turn-based"}), "per_move_hours"),
            (json!({"pace": "turn-based", "clock": {"initial_secs": 600}}), "not a bank"),
            (json!({"pace": "turn-based", "clock": {"per_move_hours": 0}}), "1 to 720 hours"),
            (json!({"pace": "turn-based", "clock": {"per_move_hours": 24, "vacation_days": 61}}), "at most 60"),
            (json!({"clock": {"per_move_hours": 24}}), "turn-based tables"),
        ] {
            let mut spec = json!({"game": "meduris", "players": 2, "name": "Anna"});
            spec.as_object_mut().unwrap().extend(body.as_object().unwrap().clone());
            let e = lobby.create(spec.clone()).await.expect_err("refused");
            let (status, answer) = refusal(e);
            assert_eq!((status, answer["error"]["code"].as_str()), (400, Some("bad-clock")), "{spec}");
            let message = answer["error"]["message"].as_str().unwrap_or_default();
            assert!(message.contains(why), "{spec}: {message}");
        }
        let (_, _, mut a, _) = common::anna_and_bob_at(
            &lobby,
            json!({"game": "meduris", "players": 2, "name": "Anna", "pace": "turn-based",
                   "clock": {"per_move_hours": 24, "vacation_days": 3}, "on_timeout": "bot-takes-over"}),
        )
        .await;
        // The first player's clock starts once the table has played what comes before (the
        // start, chance).
        a.wait_for(|c| {
            c.table
                .as_ref()
                .is_some_and(|t| t.clocks.iter().any(|k| k.running))
        })
        .await
        .expect("a clock runs");
        let full = (24 + 3 * 24) * 3_600_000;
        for clock in &a.table.as_ref().expect("a table").clocks {
            assert!(clock.bank_ms <= full && clock.bank_ms > full - 60_000, "{clock:?}");
        }
        let summary = lobby
            .call("GET", &format!("/api/tables/{}", a_table(&a)), None)
            .await
            .expect("the summary");
        assert_eq!(summary["clock"]["per_move_hours"], 24, "{summary}");
    });
}

fn a_table(c: &Client) -> String {
    c.received
        .iter()
        .find_map(|t| {
            serde_json::from_str::<Value>(t).ok()?["table_id"]
                .as_str()
                .map(String::from)
        })
        .expect("a welcome")
}

/// Issue "Learn the game, and see where you lost it", the review of a finished game
/// (docs/server.md, "`GET /api/tables/{id}/review`"): refused while the game runs and for a
/// table that does not exist; none until asked for; computing with its progress; then the
/// review, exactly what `gameroom review` computes from the record with the same budget; asked
/// for again it is not computed again; and a restarted server still has it.
#[test]
fn a_finished_game_is_reviewed_once_and_kept() {
    let args = ["--review-budget", "100it"];
    let mut server = Server::start(&args);
    let database = server.database.clone();
    let table = rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (anna, _bob, a, b) = common::anna_and_bob(&lobby).await;
        let path = format!("/api/tables/{}/review", anna.table);
        let (status, body) = refusal(lobby.call("GET", &path, None).await.expect_err("running"));
        assert_eq!(
            (status, body["error"]["code"].as_str()),
            (409, Some("not-finished"))
        );
        let (status, _) = refusal(
            lobby
                .call("POST", &path, Some(json!({})))
                .await
                .expect_err("running"),
        );
        assert_eq!(status, 409);
        let (status, body) = refusal(
            lobby
                .call("GET", "/api/tables/nosuchtable/review", None)
                .await
                .expect_err("no table"),
        );
        assert_eq!(
            (status, body["error"]["code"].as_str()),
            (404, Some("no-table"))
        );
        play_all(vec![a, b], 11).await;
        let none = lobby.call("GET", &path, None).await.expect("an answer");
        assert_eq!(none, json!({"status": "none"}), "nobody asked for it yet");
        let asked = lobby
            .call("POST", &path, Some(json!({})))
            .await
            .expect("started");
        assert_eq!(asked["status"], "computing", "{asked}");
        let mut progress = Vec::new();
        let done = loop {
            let r = lobby.call("GET", &path, None).await.expect("an answer");
            match r["status"].as_str() {
                Some("computing") => {
                    let (d, of) = (
                        r["done"].as_u64().expect("done"),
                        r["of"].as_u64().expect("of"),
                    );
                    assert!(d <= of, "{r}");
                    progress.push(d);
                }
                Some("done") => break r,
                _ => panic!("{r}"),
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        assert!(
            progress.windows(2).all(|w| w[0] <= w[1]),
            "progress runs forward: {progress:?}"
        );
        let record = lobby
            .call("GET", &format!("/api/tables/{}/record", anna.table), None)
            .await
            .expect("the record");
        let record: gameroom_game::Record = serde_json::from_value(record).expect("a record");
        let local = gameroom_games::GAMES
            .catalog()
            .game("meduris")
            .expect("meduris")
            .review(
                &record,
                gameroom_match::review::ReviewConfig {
                    budget: gameroom_match::review::Budget::Iterations(100),
                    threads: 1,
                    progress: &mut |_, _| {},
                    cancel: None,
                    raw: false,
                },
            )
            .expect("reviewed here");
        // Both through the same JSON text (serde_json reads some floats one unit in the last
        // place off what it wrote).
        let local: Value =
            serde_json::from_str(&serde_json::to_string(&local).expect("JSON")).expect("JSON");
        assert!(
            done["review"] == local,
            "the same review as `gameroom review` computes"
        );
        let again = lobby
            .call("POST", &path, Some(json!({})))
            .await
            .expect("asked again");
        assert_eq!(
            again, done,
            "computed once: asked again, it is there at once"
        );
        (anna.table, done)
    });
    server.kill();
    let again = Server::start_on(&database, &args);
    rt().block_on(async {
        let lobby = Lobby::new(&again.url);
        let kept = lobby
            .call("GET", &format!("/api/tables/{}/review", table.0), None)
            .await
            .expect("an answer");
        assert_eq!(kept, table.1, "kept in the database across a restart");
    });
}
