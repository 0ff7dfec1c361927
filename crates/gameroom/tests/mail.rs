//! Play over days by e-mail, as players and hosts meet it: the real binary sends its mails
//! through a real SMTP server on loopback (Debian's aiosmtpd, which keeps what it receives in
//! a Maildir), and a real Chromium follows the links in them.
//!
//! - two players play a whole turn-based Meduris game in which every turn is announced by mail
//!   and played from the link in the mail, then both get the result, and their addresses are
//!   deleted;
//! - a player unsubscribes with the mail's one-click link, another removes their address at
//!   the table; an address is in no message, record, replay or log line; a live table plays
//!   beside the turn-based one;
//! - the mail server is down for a while (and the server is killed and restarted meanwhile):
//!   the mail arrives once it is back, exactly once;
//! - a player's time runs out while the server is stopped: the reminder, then the timeout,
//!   come when it is back;
//! - two instances on one Postgres database send each mail once, also when the instance that
//!   runs the table dies;
//! - the figures of the closing note: mails sent per second from the outbox, and the time from
//!   a move to the next player's mail.

mod common;

use std::time::{Duration, Instant};

use common::page::{js, play_meduris_click, until};
use common::smtp::{Received, Smtp};
use common::{Missing, Server, Test, browser, postgres, rt, take_turns};
use gameroom_server::client::{Client, Lobby, Seated};
use gameroom_server::store::{EntryKind, Store};
use serde_json::{Value, json};

const ANNA: &str = "anna@players.test";
const BOB: &str = "bob@players.test";

fn mail_args(smtp: &Smtp) -> Vec<String> {
    vec![
        "--smtp".into(),
        smtp.url(),
        "--mail-from".into(),
        "gameroom <games@gameroom.test>".into(),
        "--mail-delay".into(),
        "0".into(),
    ]
}

fn start_server(database: Option<&str>, smtp: &Smtp, extra: &[&str]) -> Server {
    let mut args = mail_args(smtp);
    args.extend(extra.iter().map(|s| s.to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match database {
        Some(db) => Server::start_on(db, &args),
        None => Server::start(&args),
    }
}

/// A turn-based two-player Meduris table, started: Anna (the creator, mails in English) and
/// Bob (mails in German), both with an address.
async fn turn_based_table(lobby: &Lobby, clock: Value, on_timeout: &str) -> (Seated, Seated) {
    let (anna, created) = lobby
        .create(json!({"game": "meduris", "players": 2, "name": "Anna",
                       "pace": "turn-based", "clock": clock, "on_timeout": on_timeout,
                       "email": ANNA, "lang": "en"}))
        .await
        .expect("created");
    let invite = created["invites"][0]["invite"].as_str().expect("an invite");
    let joined = lobby
        .call(
            "POST",
            &format!("/api/tables/{}/join", anna.table),
            Some(json!({"invite": invite, "name": "Bob", "email": BOB, "lang": "de"})),
        )
        .await
        .expect("Bob joins with his address");
    let bob = Seated {
        table: anna.table.clone(),
        seat: joined["seat"].as_u64().expect("a seat") as usize,
        token: joined["token"].as_str().expect("a token").to_string(),
    };
    lobby
        .start(&anna.table, &anna.token, None)
        .await
        .expect("started");
    (anna, bob)
}

fn is_turn_mail(m: &Received) -> bool {
    m.subject.starts_with("Your turn") || m.subject.starts_with("Du bist am Zug")
}

fn is_end_mail(m: &Received) -> bool {
    m.subject.starts_with("The game is over") || m.subject.starts_with("Die Partie ist vorbei")
}

/// Whose seat a mail's link opens.
fn seat_token(m: &Received) -> String {
    m.seat_link()
        .split("#seat=")
        .nth(1)
        .expect("a token")
        .to_string()
}

/// The database the server uses, opened beside it (SQLite in WAL mode takes a second reader).
async fn store(server: &Server) -> Store {
    Store::open(&server.database, false)
        .await
        .expect("the database opens")
}

/// Two players play a whole turn-based Meduris game by mail: each turn begins with a mail to
/// its player (in their language), whose link a real Chromium opens, straight at the move,
/// where the player clicks their decisions; no turn goes unannounced and no mail comes twice.
/// At the end both get the result, and their addresses are deleted. Measured on the way: the
/// time from the last decision of a turn to the next player's mail in the Maildir.
fn two_players_play_a_turn_based_meduris_game_by_mail() -> Result<(), Missing> {
    let smtp = Smtp::start()?;
    let mut browser = browser()?;
    let server = start_server(None, &smtp, &[]);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (anna, bob) =
            turn_based_table(&lobby, json!({"per_move_hours": 24, "vacation_days": 3}), "bot-moves")
                .await;
        let tokens = [(anna.token.clone(), ANNA), (bob.token.clone(), BOB)];
        let c = browser.window(1280, 900).await;
        c.goto(&server.url).await.expect("the lobby");
        js(&c, "localStorage.setItem('gameroom.pace', '0'); localStorage.setItem('gameroom.lang', 'en')").await;
        let mut seen = 0;
        let mut turns = 0;
        let mut latencies = Vec::new();
        let mut last_move: Option<Instant> = None;
        let started = Instant::now();
        let ends = loop {
            let mail = smtp.next(seen, &format!("turn {}", turns + 1)).await;
            if let Some(at) = last_move {
                latencies.push(at.elapsed().as_secs_f64() * 1000.0);
            }
            seen += 1;
            if is_end_mail(&mail) {
                let second = smtp.next(seen, "the second end mail").await;
                break vec![mail, second];
            }
            assert!(is_turn_mail(&mail), "a turn's mail: {}", mail.subject);
            let token = seat_token(&mail);
            let to = tokens.iter().find(|(t, _)| *t == token).expect("a seat's token").1;
            assert_eq!(mail.to, to, "the mail goes to the seat's player");
            if to == BOB {
                assert_eq!(mail.subject, "Du bist am Zug: Meduris mit Anna", "in Bob's language");
                assert!(mail.body.contains("Leite diese Mail nicht weiter"), "{}", mail.body);
            } else {
                assert_eq!(mail.subject, "Your turn: Meduris with Bob");
                assert!(mail.body.contains("whoever has it plays for you"), "{}", mail.body);
            }
            assert!(mail.list_unsubscribe.is_some() && mail.list_unsubscribe_post.is_some());
            turns += 1;
            // The mail's link opens the seat, straight at the move (a page of its own, as a
            // mail program opens it: not a jump within the page already open).
            c.goto("about:blank").await.expect("a blank page");
            c.goto(&mail.seat_link()).await.expect("the mail's link");
            until(
                &c,
                "const t = document.querySelector('.bar .turn'); return t && t.textContent === 'Your turn' && document.querySelector('button.act')",
                "the move, from the mail's link",
            )
            .await;
            let mut decisions = 0;
            let turn_start = Instant::now();
            loop {
                let state = js(
                    &c,
                    "if (document.querySelector('#result')) return 'over'; \
                     const t = document.querySelector('.bar .turn'); return t ? t.textContent : ''",
                )
                .await;
                let state = state.as_str().unwrap_or("").to_string();
                if state == "over" || (decisions > 0 && !state.is_empty() && state != "Your turn") {
                    break;
                }
                assert!(
                    turn_start.elapsed() < Duration::from_secs(90),
                    "turn {turns} does not end ({state})"
                );
                if state == "Your turn" && play_meduris_click(&c).await {
                    decisions += 1;
                    last_move = Some(Instant::now());
                } else {
                    tokio::time::sleep(Duration::from_millis(40)).await;
                }
            }
        };
        let errors = js(&c, "return window.__errors").await;
        assert_eq!(errors, Value::Array(vec![]), "page errors");
        let _ = c.close().await;
        // Every turn had its mail, and nothing else came: one mail per turn, and the ends.
        let all = smtp.mails();
        assert_eq!(all.len(), turns + 2, "one mail per turn and the two ends");
        let mut ids: Vec<&str> = all.iter().map(|m| m.message_id.as_str()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), all.len(), "no mail twice");
        let anna_end = ends.iter().find(|m| m.to == ANNA).expect("Anna's result");
        let bob_end = ends.iter().find(|m| m.to == BOB).expect("Bob's result");
        assert_eq!(anna_end.subject, "The game is over: Meduris with Bob");
        assert_eq!(bob_end.subject, "Die Partie ist vorbei: Meduris mit Anna");
        assert!(anna_end.body.contains("1. ") && anna_end.body.contains(" points"), "{}", anna_end.body);
        assert!(bob_end.body.contains("Punkte"), "{}", bob_end.body);
        // The game's last mail went out: the addresses are gone.
        let db = store(&server).await;
        for seat in [anna.seat, bob.seat] {
            assert!(db.address(&anna.table, seat).await.expect("read").is_none(), "seat {seat}'s address is deleted");
        }
        latencies.sort_by(f64::total_cmp);
        eprintln!(
            "a turn-based Meduris game by mail: {turns} turns, each from its mail's link, in {:.0} s; \
             last decision of a turn → next player's mail in the Maildir: median {:.0} ms, p90 {:.0} ms \
             (includes the page's click and the acknowledgement)",
            started.elapsed().as_secs_f64(),
            latencies[latencies.len() / 2],
            latencies[latencies.len() * 9 / 10],
        );
        assert!(turns >= 10, "a whole game: {turns} turns");
    });
    Ok(())
}

/// Waits for `c`'s turn, then plays its decisions until the turn passes (or the game ends).
async fn finish_turn(c: &mut Client) {
    c.wait_for(|c| c.my_turn() || c.over())
        .await
        .expect("the client's turn");
    while !c.over() && c.my_turn() {
        take_turns(c, 1, &format!("t{}-", c.received.len())).await;
    }
}

/// Promises of privacy and of the unsubscribe link: Bob's mail's one-click unsubscribe (RFC
/// 8058's POST, no seat token) stops his mails while Anna's go on; Anna removes her address at
/// the table and hers stop too; a live table is played beside, and refuses an address. No
/// address is in any message a client got, in the record or a replay, in the lobby's answers,
/// or in a line of the server's log (at debug level).
fn unsubscribe_and_privacy_beside_a_live_table() -> Result<(), Missing> {
    let smtp = Smtp::start()?;
    let dir = tempfile::tempdir().expect("dir");
    let log_path = dir.path().join("server.log");
    let log = std::fs::File::create(&log_path).expect("a log file");
    let database = format!("sqlite:{}", dir.path().join("db.sqlite3").display());
    let args = mail_args(&smtp);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let server = Server::start_with(&database, &args, "debug", log.into());
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (anna, bob) =
            turn_based_table(&lobby, json!({"per_move_hours": 48}), "bot-moves").await;
        // A live table beside it, played to the end meanwhile.
        let (live_anna, _, la, lb) = common::anna_and_bob(&lobby).await;
        let live = tokio::spawn(common::play_all(vec![la, lb], 5));
        let mut a = Client::connect(&lobby, &anna.table, Some(&anna.token), None)
            .await
            .expect("Anna connects");
        let mut b = Client::connect(&lobby, &anna.table, Some(&bob.token), None)
            .await
            .expect("Bob connects");
        let mut watcher = Client::connect(&lobby, &anna.table, None, None)
            .await
            .expect("a spectator");
        let watching = tokio::spawn(async move {
            watcher
                .until(|_, c| c.over())
                .await
                .expect("the spectator sees the end");
            watcher
        });
        let mut seen = 0;
        // Turns until Bob's first mail; each turn's mail is waited for before its move. Measured
        // on the way: from the acknowledgement of a turn's last move to the next mail's file.
        let mut moved: Option<Instant> = None;
        let mut latencies = Vec::new();
        let bob_mail = loop {
            let mail = smtp.next(seen, "a turn's mail").await;
            if let Some(at) = moved {
                latencies.push(at.elapsed().as_secs_f64() * 1000.0);
            }
            seen += 1;
            let c = if mail.to == BOB { &mut b } else { &mut a };
            if mail.to == BOB && seen > 6 {
                break mail;
            }
            finish_turn(c).await;
            moved = Some(Instant::now());
        };
        latencies.sort_by(f64::total_cmp);
        eprintln!(
            "a turn's last move acknowledged → the next player's mail in the Maildir (--mail-delay 0): \
             median {:.0} ms, max {:.0} ms over {} turns",
            latencies[latencies.len() / 2],
            latencies[latencies.len() - 1],
            latencies.len()
        );
        // Bob's mail program's one-click unsubscribe: a POST to the header's address.
        let header = bob_mail.list_unsubscribe.clone().expect("List-Unsubscribe");
        let url = header.trim_matches(|c| c == '<' || c == '>').to_string();
        assert!(
            !url.contains(&bob.token),
            "the unsubscribe link is not the seat's secret"
        );
        let answer = reqwest_form(&url).await;
        assert_eq!(answer["unsubscribed"], true, "{answer}");
        // The page of the mail's link shows the button (a link alone does nothing).
        let page_link = bob_mail
            .links()
            .into_iter()
            .find(|l| l.contains("/unsubscribe/"))
            .expect("the unsubscribe link in the text");
        let page = common::get(&server.url, page_link.trim_start_matches(&server.url));
        assert_eq!(common::status(&page), "200", "{page}");
        // Bob's turns go on without mails; Anna's come.
        finish_turn(&mut b).await;
        let next = smtp.next(seen, "Anna's next turn").await;
        seen += 1;
        assert_eq!(next.to, ANNA);
        finish_turn(&mut a).await;
        tokio::time::sleep(Duration::from_secs(2)).await;
        assert_eq!(
            smtp.mails().len(),
            seen,
            "no mail to Bob after he unsubscribed"
        );
        finish_turn(&mut b).await;
        let next = smtp.next(seen, "Anna's turn after").await;
        seen += 1;
        assert_eq!(next.to, ANNA);
        // Anna removes her address at the table: at once.
        let removed = lobby
            .call(
                "DELETE",
                &format!("/api/tables/{}/email", anna.table),
                Some(json!({"token": anna.token})),
            )
            .await
            .expect("removed");
        assert_eq!(removed["removed"], true);
        finish_turn(&mut a).await;
        finish_turn(&mut b).await;
        tokio::time::sleep(Duration::from_secs(2)).await;
        assert_eq!(
            smtp.mails().len(),
            seen,
            "no mail after Anna removed her address"
        );
        let db = store(&server).await;
        assert!(
            db.address(&anna.table, anna.seat)
                .await
                .expect("read")
                .is_none()
        );
        assert!(
            db.address(&anna.table, bob.seat)
                .await
                .expect("read")
                .is_none()
        );
        // The game to its end (no end mail: nobody has an address now).
        let (clients, _) = common::play_all(vec![a, b], 11).await;
        let watcher = watching.await.expect("the spectator");
        let (live_clients, _) = live.await.expect("the live game");
        assert!(live_clients.iter().all(Client::over));
        // A live table takes no address.
        let refused = lobby
            .call(
                "PUT",
                &format!("/api/tables/{}/email", live_anna.table),
                Some(json!({"token": live_anna.token, "email": ANNA})),
            )
            .await
            .expect_err("a live table's address is refused");
        assert!(refused.to_string().contains("not-turn-based"), "{refused}");
        // Nowhere an address: messages, record, replay, lobby answers, the log.
        let mut texts: Vec<String> = clients
            .iter()
            .chain(std::iter::once(&watcher))
            .flat_map(|c| c.received.clone())
            .collect();
        for path in [
            format!("/api/tables/{}", anna.table),
            format!("/api/tables/{}/record", anna.table),
            format!("/api/tables/{}/replay?seat=0&at=3", anna.table),
            "/api/tables".to_string(),
        ] {
            texts.push(common::get(&server.url, &path));
        }
        drop(server);
        texts.push(std::fs::read_to_string(&log_path).expect("the log"));
        for (i, text) in texts.iter().enumerate() {
            assert!(
                !text.contains("players.test"),
                "an address in text {i}: {text:.300}"
            );
        }
        assert!(
            texts.last().is_some_and(|l| l.len() > 1000),
            "the log was written at debug level"
        );
        assert!(
            smtp.mails()
                .iter()
                .all(|m| !m.body.contains("players.test"))
        );
    });
    Ok(())
}

/// A form POST, as a mail program's one-click unsubscribe sends it.
async fn reqwest_form(url: &str) -> Value {
    let without = url.trim_start_matches("http://");
    let (host, path) = without.split_once('/').expect("a path");
    let body = "List-Unsubscribe=One-Click";
    let answer = common::raw(
        &format!("http://{host}"),
        &format!(
            "POST /{path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/x-www-form-urlencoded\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        ),
    );
    let json = answer.split("\r\n\r\n").nth(1).unwrap_or("");
    serde_json::from_str(json).unwrap_or_else(|_| panic!("an answer: {answer}"))
}

/// Promise: a mail goes out once the mail server is back, exactly once. The mail server is
/// down when the turn begins; the server tries, is killed (-9) and started again meanwhile
/// (the outbox is in the database), tries again; the mail server comes back; the mail arrives
/// once, and nothing is sent twice in the following 20 s.
fn the_mail_server_down_for_a_while_then_each_mail_once() -> Result<(), Missing> {
    let mut smtp = Smtp::stopped()?;
    let mut server = start_server(None, &smtp, &[]);
    let database = server.database.clone();
    let dir = server.dir.take();
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (anna, _bob) =
            turn_based_table(&lobby, json!({"per_move_hours": 24}), "bot-moves").await;
        let tried = Instant::now();
        tokio::time::sleep(Duration::from_secs(3)).await;
        let turn = outbox(&database, "turn").await;
        assert!(
            turn.len() == 1 && turn[0].0 == "pending" && turn[0].1 >= 1,
            "tried, and waiting to try again: {turn:?}"
        );
        assert!(smtp.mails().is_empty());
        server.kill();
        let server = start_server(Some(&database), &smtp, &[]);
        tokio::time::sleep(Duration::from_secs(3)).await;
        smtp.up();
        let came = smtp.next(0, "the turn's mail once the mail server is back").await;
        assert!(is_turn_mail(&came), "{}", came.subject);
        eprintln!(
            "the mail server down, the server killed and restarted: the mail came {:.1} s after the first try",
            tried.elapsed().as_secs_f64()
        );
        tokio::time::sleep(Duration::from_secs(20)).await;
        let mails = smtp.mails();
        assert_eq!(mails.len(), 1, "exactly once: {:?}", mails.iter().map(|m| &m.subject).collect::<Vec<_>>());
        let turn = outbox(&database, "turn").await;
        assert!(turn.len() == 1 && turn[0].0 == "sent", "the outbox says sent: {turn:?}");
        assert!(!anna.table.is_empty());
        drop(server);
    });
    drop(dir);
    Ok(())
}

/// Waits (at most a minute) until `path` exists.
async fn until_exists(path: &std::path::Path, what: &str) {
    let start = Instant::now();
    while !path.exists() {
        assert!(start.elapsed() < Duration::from_secs(60), "{what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Waits (at most a minute) until the relay has taken `n` mails; them.
async fn until_mails(smtp: &Smtp, n: usize, what: &str) -> Vec<Received> {
    let start = Instant::now();
    loop {
        let mails = smtp.mails();
        if mails.len() >= n {
            return mails;
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "{what}: {} mails",
            mails.len()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// A server killed (`kill -9`) while the relay takes a mail from it (its DATA sent, the answer
/// not yet given) loses no mail: the mail, marked `sending` by the dead server, is sent again
/// once the server is back, and both copies carry the same Message-ID, by which the relay and
/// mail programs tell the second for what it is (docs/server.md, "Mail": at least once).
fn a_mail_in_flight_when_the_server_dies_is_sent_again_with_its_message_id() -> Result<(), Missing>
{
    let hold = tempfile::tempdir().expect("dir");
    let hold_dir = hold.path().display().to_string();
    let smtp = Smtp::start_relay(&["--hold", &hold_dir])?;
    let mut server = start_server(None, &smtp, &[]);
    let database = server.database.clone();
    let dir = server.dir.take();
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        turn_based_table(&lobby, json!({"per_move_hours": 24}), "bot-moves").await;
        until_exists(
            &hold.path().join("holding-1"),
            "the relay holds the turn's mail",
        )
        .await;
        // The relay has the mail; the server dies before it hears the relay's answer.
        server.kill();
        assert_eq!(outbox(&database, "turn").await[0].0, "sending");
        std::fs::write(hold.path().join("release"), b"").expect("released");
        let first = until_mails(&smtp, 1, "the held copy").await;
        let server = start_server(Some(&database), &smtp, &[]);
        let both = until_mails(&smtp, 2, "the mail sent again after the restart").await;
        assert_eq!(
            both[0].message_id, both[1].message_id,
            "the same Message-ID"
        );
        assert!(!both[0].message_id.is_empty());
        assert_eq!(
            (&both[0].to, &both[0].subject),
            (&both[1].to, &both[1].subject)
        );
        assert_eq!(first.len(), 1);
        let start = Instant::now();
        while outbox(&database, "turn").await[0].0 != "sent" {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "the outbox says sent"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        eprintln!(
            "killed while the relay took a mail: sent again after the restart, {} copies, \
             one Message-ID ({})",
            both.len(),
            both[0].message_id
        );
        drop(server);
    });
    drop(dir);
    Ok(())
}

/// Secrets stay off the command line and out of the log: the SMTP password and the database's
/// URL come from files (`--smtp-password-file`, `--database-url-file`); neither is in the
/// process's command line (`/proc/PID/cmdline`, what `ps` shows) nor in its log at trace, and
/// mail goes out through a relay that requires the login. The relay is tried at the start:
/// one that cannot take mail as configured (a wrong password, STARTTLS required where the
/// relay offers none) is a warning then, not a day of retries found later.
fn secrets_come_from_files_and_the_relay_is_tried_at_the_start() -> Result<(), Missing> {
    const PASSWORD: &str = "s3cret-relay-pass";
    let smtp = Smtp::start_relay(&["--auth", &format!("games:{PASSWORD}")])?;
    let dir = tempfile::tempdir().expect("dir");
    let write = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).expect("written");
        path.display().to_string()
    };
    // A database of its own for each server below (one server per SQLite database).
    let database = format!("sqlite:{}", dir.path().join("db.sqlite3").display());
    let url_file = write("database-url", &format!("{database}\n"));
    let url_file_of = |name: &str| {
        let db = format!(
            "sqlite:{}",
            dir.path().join(format!("{name}.sqlite3")).display()
        );
        write(&format!("{name}-url"), &db)
    };
    let password_file = write("smtp-password", &format!("{PASSWORD}\n"));
    let wrong_file = write("wrong-password", "not-the-password\n");
    let relay = format!("smtp://games@127.0.0.1:{}", smtp.port);
    let start = |log: &str, smtp_url: &str, password: Option<&str>, db: &str| {
        let mut args: Vec<String> = ["serve", "--listen", "127.0.0.1:0", "--mail-from"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        args.extend([
            "games@gameroom.test".into(),
            "--mail-delay".into(),
            "0".into(),
        ]);
        args.extend(["--smtp".into(), smtp_url.to_string()]);
        if let Some(p) = password {
            args.extend(["--smtp-password-file".into(), p.to_string()]);
        }
        args.extend(["--database-url-file".into(), db.to_string()]);
        let log = std::fs::File::create(dir.path().join(log)).expect("a log");
        Server::spawn(args, "trace", std::process::Stdio::from(log), &[])
    };
    let log_of = |name: &str| std::fs::read_to_string(dir.path().join(name)).expect("the log");
    let server = start("good.log", &relay, Some(&password_file), &url_file);
    let cmdline = std::fs::read(format!("/proc/{}/cmdline", server.child.id())).expect("cmdline");
    let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
    assert!(!cmdline.contains(PASSWORD), "{cmdline}");
    assert!(
        !cmdline.contains(&database),
        "the database's URL is not on the command line"
    );
    let environ = std::fs::read(format!("/proc/{}/environ", server.child.id())).unwrap_or_default();
    assert!(!String::from_utf8_lossy(&environ).contains(PASSWORD));
    // What `ps` shows any user of the machine.
    let ps = std::process::Command::new("ps")
        .args(["-o", "args=", "-p", &server.child.id().to_string()])
        .output()
        .expect("ps runs");
    let ps = String::from_utf8_lossy(&ps.stdout);
    assert!(
        ps.contains("--smtp-password-file") && !ps.contains(PASSWORD),
        "{ps}"
    );
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        turn_based_table(&lobby, json!({"per_move_hours": 24}), "bot-moves").await;
        let mails = until_mails(&smtp, 1, "a mail through the relay that requires its login").await;
        assert!(is_turn_mail(&mails[0]), "{}", mails[0].subject);
    });
    drop(server);
    let good = log_of("good.log");
    assert!(good.contains("the relay takes mail"), "{good}");
    assert!(!good.contains(PASSWORD), "the password is in the log");
    // A wrong password, and STARTTLS required of a relay that offers none: said at the start.
    let wrong = start(
        "wrong.log",
        &relay,
        Some(&wrong_file),
        &url_file_of("wrong"),
    );
    let required = start(
        "tls.log",
        &format!("{relay}?tls=required"),
        Some(&password_file),
        &url_file_of("tls"),
    );
    let start_waiting = Instant::now();
    let said = |name: &str| log_of(name).contains("cannot take mail as configured");
    while !(said("wrong.log") && said("tls.log")) {
        assert!(
            start_waiting.elapsed() < Duration::from_secs(30),
            "the relay's problems are said at the start:\n{}\n{}",
            log_of("wrong.log"),
            log_of("tls.log")
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    drop((wrong, required));
    // A password on the command line is taken, with a warning that it is open to read.
    let open = start(
        "open.log",
        &format!("smtp://games:{PASSWORD}@127.0.0.1:{}", smtp.port),
        None,
        &url_file_of("open"),
    );
    drop(open);
    let open = log_of("open.log");
    assert!(
        open.contains("every user of this machine can read"),
        "{open}"
    );
    assert!(!open.contains(PASSWORD), "the password is in the log");
    Ok(())
}

/// The server's SQLite database, opened beside it.
async fn sqlite(database: &str) -> sqlx::SqlitePool {
    let path = database.trim_start_matches("sqlite:");
    sqlx::SqlitePool::connect(&format!("sqlite://{path}"))
        .await
        .expect("the database")
}

/// As if a stopped server had been stopped `minutes` longer: every time of the log (the
/// tables' clocks) and of the mails waiting is moved back (a SQLite database).
async fn back_in_time(database: &str, minutes: i64) {
    let pool = sqlite(database).await;
    for sql in [
        "UPDATE gr_log SET at = at - $1",
        "UPDATE gr_outbox SET due_at = due_at - $1 WHERE state = 'pending'",
    ] {
        sqlx::query(sql)
            .bind(minutes * 60_000)
            .execute(&pool)
            .await
            .expect("moved back");
    }
    pool.close().await;
}

/// How many rows of a table each of the server's tables holds (a SQLite database).
async fn rows_of(database: &str, table: &str) -> Vec<(String, i64)> {
    let pool = sqlite(database).await;
    let mut out = Vec::new();
    for (name, column) in [
        ("gr_tables", "id"),
        ("gr_seats", "table_id"),
        ("gr_log", "table_id"),
        ("gr_mail", "table_id"),
        ("gr_outbox", "table_id"),
    ] {
        let n: i64 =
            sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {name} WHERE {column} = $1"))
                .bind(table)
                .fetch_one(&pool)
                .await
                .expect("counted");
        out.push((name.to_string(), n));
    }
    pool.close().await;
    out
}

/// Table rule (turn-based, "the game is abandoned") and the promise of retention: a player's
/// time runs out while the server is stopped, at a table whose rule abandons the game then.
/// Back, the table is abandoned (the lobby says so), both players get the mail that says who
/// ran out of time, and a move is refused. Two days later, with `--keep-finished-days 1`, the
/// game is deleted with all that was kept of it: log, seats, addresses, mails.
fn an_abandoned_game_is_told_and_deleted_with_its_retention() -> Result<(), Missing> {
    let smtp = Smtp::start()?;
    let mut server = start_server(None, &smtp, &[]);
    let database = server.database.clone();
    let dir = server.dir.take();
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (anna, bob) = turn_based_table(&lobby, json!({"per_move_hours": 1}), "abandon").await;
        let first = smtp.next(0, "the first turn's mail").await;
        let late = if first.to == ANNA { "Anna" } else { "Bob" };
        assert_eq!(server.terminate().code(), Some(0));
        back_in_time(&database, 70).await;
        let mut server = start_server(Some(&database), &smtp, &[]);
        let lobby = Lobby::new(&server.url);
        let ends = [
            smtp.next(1, "the first end mail").await,
            smtp.next(2, "the second end mail").await,
        ];
        let anna_end = ends.iter().find(|m| m.to == ANNA).expect("Anna is told");
        let bob_end = ends.iter().find(|m| m.to == BOB).expect("Bob is told");
        assert_eq!(anna_end.subject, "The game was abandoned: Meduris with Bob");
        assert_eq!(
            bob_end.subject,
            "Die Partie wurde abgebrochen: Meduris mit Anna"
        );
        assert!(
            anna_end
                .body
                .contains(&format!("The time of {late} ran out")),
            "{}",
            anna_end.body
        );
        let summary = lobby
            .call("GET", &format!("/api/tables/{}", anna.table), None)
            .await
            .expect("the table");
        assert_eq!(summary["status"], "abandoned");
        let mut c = Client::connect(&lobby, &anna.table, Some(&bob.token), None)
            .await
            .expect("Bob connects");
        assert_eq!(
            c.table.as_ref().expect("a table").legal.len(),
            0,
            "nobody moves"
        );
        c.send(&gameroom_server::protocol::ClientMsg::Move {
            action: "hut 17".into(),
            request_id: Some("late".into()),
        })
        .await
        .expect("sent");
        let refused = c
            .until(|m, _| matches!(m, gameroom_server::protocol::ServerMsg::Refused { .. }))
            .await
            .expect("refused");
        let gameroom_server::protocol::ServerMsg::Refused { refusal, .. } = refused else {
            unreachable!()
        };
        assert_eq!(refusal.code, "abandoned");
        c.close().await;
        assert_eq!(server.terminate().code(), Some(0));
        let before = rows_of(&database, &anna.table).await;
        assert!(
            before.iter().all(|(t, n)| *n > 0 || t == "gr_mail"),
            "{before:?}"
        );
        back_in_time(&database, 2 * 24 * 60).await;
        let server = start_server(Some(&database), &smtp, &["--keep-finished-days", "1"]);
        let start = Instant::now();
        loop {
            let answer = common::get(&server.url, &format!("/api/tables/{}", anna.table));
            if common::status(&answer) == "404" {
                break;
            }
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "not deleted: {answer}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let after = rows_of(&database, &anna.table).await;
        assert!(
            after.iter().all(|(_, n)| *n == 0),
            "everything of it is gone: {after:?}"
        );
        drop(server);
    });
    drop(dir);
    Ok(())
}

/// Promise: "one mail when it becomes their turn, a short digest if several tables wait". A
/// player's turns at two tables begin within `--mail-delay` of each other: one mail names both
/// tables, each with its link.
fn turns_at_several_tables_come_in_one_mail() -> Result<(), Missing> {
    let smtp = Smtp::start()?;
    let mut args = mail_args(&smtp);
    args.pop();
    args.push("3".into());
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let server = Server::start(&args);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let mut tables = Vec::new();
        for _ in 0..2 {
            // Anna sits in both seats' places by address: whoever begins, the turn is hers.
            let (p, created) = lobby
                .create(json!({"game": "meduris", "players": 2, "name": "Anna",
                               "pace": "turn-based", "clock": {"per_move_hours": 24},
                               "email": ANNA}))
                .await
                .expect("created");
            let invite = created["invites"][0]["invite"].as_str().expect("invite");
            lobby
                .call(
                    "POST",
                    &format!("/api/tables/{}/join", p.table),
                    Some(json!({"invite": invite, "name": "Anna too", "email": ANNA})),
                )
                .await
                .expect("joined");
            lobby
                .start(&p.table, &p.token, None)
                .await
                .expect("started");
            tables.push(p.table);
        }
        let digest = smtp.next(0, "the digest").await;
        tokio::time::sleep(Duration::from_secs(3)).await;
        assert_eq!(smtp.mails().len(), 1, "one mail for both tables");
        assert_eq!(digest.subject, "Your turn at 2 tables");
        let links: Vec<String> = digest
            .links()
            .into_iter()
            .filter(|l| l.contains("#seat="))
            .collect();
        assert_eq!(links.len(), 2, "{}", digest.body);
        for t in &tables {
            assert!(
                links.iter().any(|l| l.contains(&format!("/t/{t}#seat="))),
                "{t}: {links:?}"
            );
        }
    });
    Ok(())
}

/// The state and attempts of the outbox's mails of a kind (a SQLite database).
async fn outbox(database: &str, kind: &str) -> Vec<(String, i64)> {
    let pool = sqlite(database).await;
    let rows: Vec<(String, i64)> =
        sqlx::query_as("SELECT state, attempts FROM gr_outbox WHERE kind = $1")
            .bind(kind)
            .fetch_all(&pool)
            .await
            .expect("the outbox");
    pool.close().await;
    rows
}

/// Table rule (turn-based, across restarts): a player's time runs out while the server is
/// stopped. The table's clock is the log's: the test stops the server and moves every entry's
/// time back, as if it had been stopped that long. Back after 50 of the move's 60 minutes, the
/// reminder comes; back after 70, the timeout is logged, a bot makes the move, and the other
/// player's turn mail comes.
fn a_time_runs_out_while_the_server_is_stopped() -> Result<(), Missing> {
    let smtp = Smtp::start()?;
    let mut server = start_server(None, &smtp, &[]);
    let database = server.database.clone();
    let dir = server.dir.take();
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (anna, bob) = turn_based_table(&lobby, json!({"per_move_hours": 1}), "bot-moves").await;
        let first = smtp.next(0, "the first turn's mail").await;
        let (waiting, other) = if first.to == ANNA {
            (&anna, &bob)
        } else {
            (&bob, &anna)
        };
        assert_eq!(seat_token(&first), waiting.token);
        let shift = |minutes: i64| back_in_time(&database, minutes);
        assert_eq!(server.terminate().code(), Some(0));
        shift(50).await;
        let server2 = start_server(Some(&database), &smtp, &[]);
        let reminder = smtp.next(1, "the reminder").await;
        assert_eq!(reminder.to, first.to);
        assert!(
            reminder.subject.contains("left for your move")
                || reminder.subject.starts_with("Noch "),
            "{}",
            reminder.subject
        );
        let mut server2 = server2;
        assert_eq!(server2.terminate().code(), Some(0));
        shift(20).await;
        let server3 = start_server(Some(&database), &smtp, &[]);
        let next = smtp
            .next(2, "the other player's turn, after the timeout")
            .await;
        assert_eq!(
            seat_token(&next),
            other.token,
            "the bot moved; the other player's turn"
        );
        let db = Store::open(&database, false).await.expect("the database");
        let log = db.log(&anna.table, None).await.expect("the log");
        let timeout = log
            .iter()
            .position(|r| r.kind == EntryKind::Timeout)
            .expect("a timeout entry");
        assert_eq!(log[timeout].seat, Some(waiting.seat));
        assert_eq!(log[timeout + 1].kind, EntryKind::Action, "the bot's move");
        assert_eq!(log[timeout + 1].seat, Some(waiting.seat));
        drop(server3);
    });
    drop(dir);
    Ok(())
}

/// Promise (several instances): two servers on one Postgres database, one mail server. The
/// table runs on instance one, its players connected to either; every turn's mail comes once.
/// Instance one is killed mid-game: instance two takes the table over (its clocks and its
/// mails) and the mails go on, none twice. A live table is played beside.
fn two_instances_on_postgres_send_each_mail_once() -> Result<(), Missing> {
    let smtp = Smtp::start()?;
    let pg = postgres()?;
    let mut one = start_server(Some(&pg.url), &smtp, &["--instance", "one"]);
    let two = start_server(Some(&pg.url), &smtp, &["--instance", "two"]);
    rt().block_on(async {
        let lobby1 = Lobby::new(&one.url);
        let lobby2 = Lobby::new(&two.url);
        let (anna, bob) =
            turn_based_table(&lobby1, json!({"per_move_hours": 24}), "bot-moves").await;
        let (_, _, la, lb) = common::anna_and_bob(&lobby2).await;
        let live = tokio::spawn(common::play_all(vec![la, lb], 9));
        let mut a = Client::connect(&lobby1, &anna.table, Some(&anna.token), None)
            .await
            .expect("Anna on one");
        let mut b = Client::connect(&lobby2, &anna.table, Some(&bob.token), None)
            .await
            .expect("Bob on two");
        for turn in 0..16 {
            let mail = smtp.next(turn, &format!("turn {turn}'s mail")).await;
            if turn == 8 {
                // Instance one dies (its last mail recorded as sent); Anna comes back through
                // two, which takes the table over, with the turn's clock as it was.
                tokio::time::sleep(Duration::from_secs(1)).await;
                let path = format!("/api/tables/{}", anna.table);
                let before =
                    lobby1.call("GET", &path, None).await.expect("the table")["deadline"].clone();
                assert!(
                    before.is_u64(),
                    "the running instance knows the deadline: {before}"
                );
                one.kill();
                a = Client::connect(&lobby2, &anna.table, Some(&anna.token), None)
                    .await
                    .expect("Anna on two");
                let start = Instant::now();
                let after = loop {
                    let d = lobby2.call("GET", &path, None).await.expect("the table")["deadline"]
                        .clone();
                    if !d.is_null() {
                        break d;
                    }
                    assert!(
                        start.elapsed() < Duration::from_secs(30),
                        "two never took the table over"
                    );
                    tokio::time::sleep(Duration::from_millis(200)).await;
                };
                assert_eq!(
                    after, before,
                    "the clock goes on where it was, on the other instance"
                );
            }
            let c = if mail.to == ANNA { &mut a } else { &mut b };
            finish_turn(c).await;
        }
        tokio::time::sleep(Duration::from_secs(3)).await;
        let mails = smtp.mails();
        let mut ids: Vec<&str> = mails.iter().map(|m| m.message_id.as_str()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), mails.len(), "no mail twice");
        assert!(mails.len() >= 16, "every turn's mail: {}", mails.len());
        let db = Store::open(&pg.url, false).await.expect("the database");
        let states = db.count_mails().await.expect("counts");
        // (Pending: the reminders of turns played long before their time.)
        assert!(
            states
                .iter()
                .all(|(s, _)| s != "lost" && s != "sending" && s != "failed"),
            "nothing lost, stuck or failed: {states:?}"
        );
        let (live_clients, _) = live.await.expect("the live game");
        assert!(live_clients.iter().all(Client::over));
    });
    Ok(())
}

/// `--smtp smtps://…`: the mail goes over TLS from the start, to a relay whose certificate the
/// server checks against the system's authorities (here `SSL_CERT_FILE`, the test's own); a
/// server that does not trust it sends nothing, and tries again later.
fn mail_over_smtps_to_a_relay_it_trusts() -> Result<(), Missing> {
    let ca = common::tls::TestCa::new("a relay's authority");
    let (cert, key) = ca.server_cert(&["127.0.0.1"]);
    let smtp = Smtp::start_smtps(&cert, &key)?;
    let dir = tempfile::tempdir().expect("dir");
    let ca_file = dir.path().join("ca.pem");
    std::fs::write(&ca_file, ca.pem()).expect("the authority written");
    let url = format!("smtps://127.0.0.1:{}", smtp.port);
    let args = [
        "--smtp",
        url.as_str(),
        "--mail-from",
        "games@gameroom.test",
        "--mail-delay",
        "0",
    ];
    let db = |name: &str| format!("sqlite:{}", dir.path().join(name).display());
    let ca_path = ca_file.display().to_string();
    let trusting = Server::start_env(
        &db("trusting.sqlite3"),
        &args,
        "warn",
        std::process::Stdio::inherit(),
        &[("SSL_CERT_FILE", ca_path.as_str())],
    );
    let doubting = Server::start_env(
        &db("doubting.sqlite3"),
        &args,
        "warn",
        std::process::Stdio::null(),
        &[("SSL_CERT_FILE", "/nonexistent")],
    );
    rt().block_on(async {
        let _ = turn_based_table(
            &Lobby::new(&doubting.url),
            json!({"per_move_hours": 24}),
            "bot-moves",
        )
        .await;
        let _ = turn_based_table(
            &Lobby::new(&trusting.url),
            json!({"per_move_hours": 24}),
            "bot-moves",
        )
        .await;
        let mail = smtp.next(0, "the mail over SMTPS").await;
        assert!(is_turn_mail(&mail), "{}", mail.subject);
        tokio::time::sleep(Duration::from_secs(3)).await;
        assert_eq!(
            smtp.mails().len(),
            1,
            "nothing from the server that does not trust the relay"
        );
        let tried = outbox(&doubting.database, "turn").await;
        assert!(
            tried.len() == 1 && tried[0].0 == "pending" && tried[0].1 >= 1,
            "tried, and to be tried again: {tried:?}"
        );
    });
    Ok(())
}

/// The figure of the closing note: mails sent per second from the outbox. 200 turn-based
/// tables start within a few seconds with `--mail-delay 15`: their first turns' mails (each to
/// its own address) fall due together, and the sender sends them one after the other. Printed,
/// not asserted.
fn mails_per_second_from_the_outbox() -> Result<(), Missing> {
    let smtp = Smtp::start()?;
    let mut args = mail_args(&smtp);
    args.pop();
    args.push("15".into());
    args.extend(["--max-tables-per-address".into(), "1000".into()]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let server = Server::start(&args);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let n = 200;
        let making = Instant::now();
        for i in 0..n {
            let (p, created) = lobby
                .create(json!({"game": "meduris", "players": 2, "name": "Anna",
                               "pace": "turn-based", "clock": {"per_move_hours": 24},
                               "email": format!("a{i}@load.test")}))
                .await
                .expect("created");
            let invite = created["invites"][0]["invite"].as_str().expect("invite");
            lobby
                .call(
                    "POST",
                    &format!("/api/tables/{}/join", p.table),
                    Some(json!({"invite": invite, "name": "Bob", "email": format!("b{i}@load.test")})),
                )
                .await
                .expect("joined");
            lobby.start(&p.table, &p.token, None).await.expect("started");
        }
        assert!(
            making.elapsed() < Duration::from_secs(15),
            "the tables took {:.0} s to make: their mails did not fall due together",
            making.elapsed().as_secs_f64()
        );
        let start = Instant::now();
        while smtp.mails().len() < n {
            assert!(start.elapsed() < Duration::from_secs(120), "{} of {n} mails", smtp.mails().len());
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let mails = smtp.mails();
        let first = mails.iter().map(|m| m.at).min().expect("a mail");
        let last = mails.iter().map(|m| m.at).max().expect("a mail");
        let secs = last.duration_since(first).unwrap_or_default().as_secs_f64();
        eprintln!(
            "mails from the outbox: {n} due together, sent in {secs:.2} s: {:.0} mails/s to aiosmtpd on loopback",
            (n - 1) as f64 / secs.max(1e-3)
        );
        assert_eq!(mails.len(), n, "one mail each");
    });
    Ok(())
}

fn main() -> std::process::ExitCode {
    gameroom_testkit::run(
        vec![
            Test {
                name: "two_players_play_a_turn_based_meduris_game_by_mail",
                run: two_players_play_a_turn_based_meduris_game_by_mail,
            },
            Test {
                name: "unsubscribe_and_privacy_beside_a_live_table",
                run: unsubscribe_and_privacy_beside_a_live_table,
            },
            Test {
                name: "the_mail_server_down_for_a_while_then_each_mail_once",
                run: the_mail_server_down_for_a_while_then_each_mail_once,
            },
            Test {
                name: "a_time_runs_out_while_the_server_is_stopped",
                run: a_time_runs_out_while_the_server_is_stopped,
            },
            Test {
                name: "two_instances_on_postgres_send_each_mail_once",
                run: two_instances_on_postgres_send_each_mail_once,
            },
            Test {
                name: "an_abandoned_game_is_told_and_deleted_with_its_retention",
                run: an_abandoned_game_is_told_and_deleted_with_its_retention,
            },
            Test {
                name: "turns_at_several_tables_come_in_one_mail",
                run: turns_at_several_tables_come_in_one_mail,
            },
            Test {
                name: "mail_over_smtps_to_a_relay_it_trusts",
                run: mail_over_smtps_to_a_relay_it_trusts,
            },
            Test {
                name: "a_mail_in_flight_when_the_server_dies_is_sent_again_with_its_message_id",
                run: a_mail_in_flight_when_the_server_dies_is_sent_again_with_its_message_id,
            },
            Test {
                name: "secrets_come_from_files_and_the_relay_is_tried_at_the_start",
                run: secrets_come_from_files_and_the_relay_is_tried_at_the_start,
            },
            Test {
                name: "mails_per_second_from_the_outbox",
                run: mails_per_second_from_the_outbox,
            },
        ],
        common::smtp::smtp_missing(),
        concat!(env!("CARGO_TARGET_TMPDIR"), "/skipped-tests.txt"),
    )
}
