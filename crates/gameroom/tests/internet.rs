//! The server on the open internet, against the real binary: what every response says about
//! itself (docs/server.md, "On the open internet"), which pages may open a WebSocket, logs that
//! hold no secret at any level, names that cannot spoof, and a restart that is the same
//! instance wherever it listens.

mod common;

use std::io::{Read, Write};
use std::process::Stdio;
use std::time::{Duration, Instant};

use common::{
    Server, anna_against_a_bot, anna_and_bob, get, host, play_all, raw, rt, status, take_turns,
};
use gameroom_server::client::{Client, Lobby};
use gameroom_server::headers::SECURITY_HEADERS;
use gameroom_server::protocol::{ClientMsg, ServerMsg};
use serde_json::json;

/// A WebSocket upgrade request, with an `Origin` or none.
fn upgrade(url: &str, origin: Option<&str>) -> String {
    let origin = origin
        .map(|o| format!("Origin: {o}\r\n"))
        .unwrap_or_default();
    raw(
        url,
        &format!(
            "GET /ws HTTP/1.1\r\nHost: {}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\
             Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\
             {origin}\r\n",
            host(url)
        ),
    )
}

/// The security headers are on every response: pages, assets, the API, errors of every kind,
/// an unknown path, a refused WebSocket.
#[test]
fn every_response_carries_the_security_headers() {
    let server = Server::start(&[]);
    let url = &server.url;
    let bad_body = format!(
        "POST /api/tables HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
         Content-Length: 1\r\nConnection: close\r\n\r\n{{",
        host(url)
    );
    let answers = [
        ("/", get(url, "/")),
        ("/t/ID", get(url, "/t/abcdefghjk?invite=x")),
        ("/r/ID", get(url, "/r/abcdefghjk")),
        ("a style sheet", get(url, "/assets/style.css")),
        ("a script", get(url, "/assets/js/app.js")),
        ("a missing asset", get(url, "/assets/nothing.js")),
        ("/languages.json", get(url, "/languages.json")),
        ("/healthz", get(url, "/healthz")),
        ("/api/games", get(url, "/api/games")),
        ("/api/tables", get(url, "/api/tables")),
        ("no such table", get(url, "/api/tables/nothere")),
        ("a malformed body", raw(url, &bad_body)),
        ("an unknown path", get(url, "/wp-admin")),
        (
            "a foreign WebSocket",
            upgrade(url, Some("https://evil.example")),
        ),
    ];
    for (what, answer) in &answers {
        let head = answer.split("\r\n\r\n").next().unwrap_or("").to_lowercase();
        assert!(head.starts_with("http/1.1 "), "{what}: {head}");
        for (name, value) in SECURITY_HEADERS {
            let line = format!("\r\n{name}: {}", value.to_lowercase());
            assert!(
                head.contains(&line),
                "{what} lacks `{name}: {value}`:\n{head}"
            );
        }
    }
    eprintln!(
        "{} headers on {} responses (statuses {})",
        SECURITY_HEADERS.len(),
        answers.len(),
        answers
            .iter()
            .map(|(_, a)| status(a))
            .collect::<Vec<_>>()
            .join(" ")
    );
}

/// A page on another site cannot open a WebSocket here (it would act for a player whose
/// browser visits it): refused with the reason; the server's own pages, clients without an
/// `Origin` (bots, scripts) and origins the operator allows connect.
#[test]
fn a_websocket_from_another_sites_page_is_refused() {
    let server = Server::start(&["--allowed-origin", "https://friends.example"]);
    let url = &server.url;
    let own = format!("http://{}", host(url));
    for (origin, expected) in [
        (None, "101"),
        (Some(own.as_str()), "101"),
        (Some("https://friends.example"), "101"),
        (Some("https://evil.example"), "403"),
        (Some("null"), "403"),
        (Some("http://127.0.0.1:1"), "403"),
    ] {
        let answer = upgrade(url, origin);
        assert_eq!(status(&answer), expected, "{origin:?}:\n{answer}");
        if expected == "403" {
            assert!(answer.contains("\"foreign-origin\""), "{answer}");
            assert!(answer.contains("--allowed-origin"), "{answer}");
        }
    }
    // The option takes origins only.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gameroom"))
        .args(["serve", "--allowed-origin", "friends.example/path"])
        .output()
        .expect("runs");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("is not an origin"), "{err}");
}

/// No token, invitation or token hash reaches the logs, at the most talkative level, over a
/// whole game: created, the invitation opened as a page and taken, started, played to the end
/// over WebSockets, a record fetched.
#[test]
fn no_secret_reaches_the_logs_at_any_level() {
    let dir = tempfile::tempdir().expect("dir");
    let log_path = dir.path().join("server.log");
    let log = std::fs::File::create(&log_path).expect("log file");
    let database = format!("sqlite:{}", dir.path().join("db.sqlite3").display());
    let mut server = Server::start_with(&database, &[], "trace", Stdio::from(log));
    let secrets = rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (anna, created) = lobby
            .create(json!({"game": "meduris", "players": 2, "name": "Anna"}))
            .await
            .expect("created");
        let invite = created["invites"][0]["invite"]
            .as_str()
            .expect("invite")
            .to_string();
        let page = get(&server.url, &format!("/t/{}?invite={invite}", anna.table));
        assert_eq!(status(&page), "200");
        let bob = lobby
            .join(&anna.table, &invite, "Bob")
            .await
            .expect("joined");
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
        let (_, moves) = play_all(vec![a, b], 3).await;
        assert!(moves > 30, "a whole game: {moves} moves");
        // A re-sent hello with a wrong token, and an undo, are logged too.
        let mut c = Client::connect(&lobby, &anna.table, Some(&anna.token), None)
            .await
            .expect("again");
        c.send(&ClientMsg::Undo { request_id: None })
            .await
            .expect("sent");
        c.until(|m, _| matches!(m, ServerMsg::Refused { .. }))
            .await
            .expect("refused: the game is over");
        lobby
            .call("GET", &format!("/api/tables/{}/record", anna.table), None)
            .await
            .expect("the record");
        vec![
            anna.token.clone(),
            bob.token.clone(),
            invite.clone(),
            gameroom_server::tokens::hash(&anna.token),
            gameroom_server::tokens::hash(&bob.token),
            gameroom_server::tokens::hash(&invite),
        ]
    });
    server.terminate();
    let text = std::fs::read_to_string(&log_path).expect("the log");
    let lines = text.lines().count();
    // The log is talkative (so the check below means something): requests, frames, SQL.
    assert!(lines > 200, "only {lines} lines at RUST_LOG=trace");
    // (Trace lines come only now and then: a connection ending in an error, say. Every debug
    // line is there: each request's.)
    assert!(text.contains("DEBUG"), "debug lines are written");
    assert!(text.contains("/api/tables"), "requests are logged");
    for secret in &secrets {
        let at = text.lines().find(|l| l.contains(secret.as_str()));
        assert!(at.is_none(), "a secret in the log: {at:?}");
    }
    // A log written to a file (the journal) has no terminal colours in it.
    let coloured = text.lines().find(|l| l.contains('\u{1b}'));
    assert!(coloured.is_none(), "a colour code in the log: {coloured:?}");
    eprintln!(
        "{lines} log lines at trace, none with one of {} secrets",
        secrets.len()
    );
    // At the default level the log says what the operator asked for, no more: a game's
    // WebSockets leave no debug line (the WebSocket library is quietened, never made louder).
    let quiet_path = dir.path().join("info.log");
    let quiet = std::fs::File::create(&quiet_path).expect("log file");
    let database = format!("sqlite:{}", dir.path().join("info.sqlite3").display());
    let mut server = Server::start_with(&database, &[], "info", Stdio::from(quiet));
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (_, mut a) = anna_against_a_bot(&lobby).await;
        assert_eq!(take_turns(&mut a, 3, "q").await, 3);
    });
    server.terminate();
    let text = std::fs::read_to_string(&quiet_path).expect("the log");
    let loud: Vec<&str> = (text.lines())
        .filter(|l| l.contains("DEBUG") || l.contains("TRACE"))
        .collect();
    assert!(loud.is_empty(), "debug lines at RUST_LOG=info: {loud:?}");
    assert!(text.contains("listening"), "the log is written: {text}");
}

/// Names are normalised and cannot spoof: a bidi override or an invisible name is refused
/// with the reason; a name typed with a combining accent is the same as with the precomposed
/// letter.
#[test]
fn names_that_would_spoof_are_refused_with_the_reason() {
    let server = Server::start(&[]);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        for (name, says) in [
            ("Anna\u{202E}nib", "U+202E"),
            ("\u{200B}\u{200D}", "visible"),
        ] {
            let e = lobby
                .create(json!({"game": "meduris", "players": 2, "name": name}))
                .await
                .expect_err(name);
            let text = e.to_string();
            assert!(
                text.contains("bad-name") && text.contains(says),
                "{name:?}: {text}"
            );
        }
        let (anna, created) = lobby
            .create(json!({"game": "meduris", "players": 2, "name": "Rene\u{301}e"}))
            .await
            .expect("created");
        let invite = created["invites"][0]["invite"].as_str().expect("invite");
        let e = lobby
            .join(&anna.table, invite, "\u{2066}Bob")
            .await
            .expect_err("a bidi isolate");
        assert!(e.to_string().contains("U+2066"), "{e}");
        let table = lobby
            .call("GET", &format!("/api/tables/{}", anna.table), None)
            .await
            .expect("the table");
        assert_eq!(table["seats"][0]["name"], "Ren\u{e9}e", "{table}");
    });
}

/// A server restarted on another address is the same instance (its name is kept beside its
/// database), so it takes its tables back at once instead of waiting for its dead self's
/// leases; a second server on the same database is refused while the first runs.
#[test]
fn a_restart_on_another_address_is_the_same_instance() {
    let mut first = Server::start(&[]);
    let database = first.database.clone();
    rt().block_on(async {
        let lobby = Lobby::new(&first.url);
        let health = lobby.call("GET", "/healthz", None).await.expect("healthz");
        let name = health["instance"].as_str().expect("a name").to_string();
        assert!(!name.contains("127.0.0.1"), "{name}");
        // A second server on the same database, while the first runs: refused, with why.
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_gameroom"))
            .args(["serve", "--listen", "127.0.0.1:0", "--database", &database])
            .output()
            .expect("runs");
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("another gameroom serve"), "{err}");
        // A game against a bot, Anna to move; the server dies.
        let (anna, mut a) = anna_against_a_bot(&lobby).await;
        a.until(|_, c| c.my_turn()).await.expect("Anna's turn");
        first.kill();
        // Restarted on another port.
        let second = Server::start_on(&database, &[]);
        assert_ne!(second.url, first.url);
        let lobby = Lobby::new(&second.url);
        let health = lobby.call("GET", "/healthz", None).await.expect("healthz");
        assert_eq!(health["instance"], name.as_str(), "the same instance");
        let mut a = Client::connect(&lobby, &anna.table, Some(&anna.token), None)
            .await
            .expect("a again");
        let seq = |c: &Client| c.table.as_ref().map_or(0, |t| t.seq);
        let from = seq(&a);
        let sent = Instant::now();
        // Anna plays on; the bot and chance act between her moves, which needs the table's
        // lease: at once when the restarted server is the same instance.
        let mut n = 0;
        while seq(&a) < from + 6 && !a.over() {
            n += 1;
            take_turns(&mut a, 1, &format!("r{n}-")).await;
        }
        eprintln!(
            "after a restart on another address, 6 entries (the bot and chance among them) within {:.2} s",
            sent.elapsed().as_secs_f64()
        );
    });
}

/// How many open tables the server at `url` lists.
fn open_tables(url: &str) -> usize {
    rt().block_on(async {
        let tables = Lobby::new(url)
            .call("GET", "/api/tables", None)
            .await
            .expect("tables");
        tables["open"].as_array().map_or(0, Vec::len)
    })
}

/// What `gameroom serve` says when it does not start on `database` (its stderr).
fn refused_start(database: &str) -> String {
    refused_on(database, &["--listen", "127.0.0.1:0"])
}

/// What `gameroom serve --database DATABASE ARGS` says when it does not start (its stderr);
/// that it does not start is checked.
fn refused_on(database: &str, args: &[&str]) -> String {
    let out = std::process::Command::new(common::binary())
        .args(["serve", "--database", database])
        .args(args)
        .env("RUST_LOG", "off")
        .output()
        .expect("runs");
    assert!(
        !out.status.success(),
        "it started on {database} with {args:?}"
    );
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The operator's games are never lost silently: a database file emptied (its WAL gone with
/// it) or damaged, or a WAL damaged in its header, stops the server at start with the file and
/// what is wrong, where it once started empty, answered every request with 503, or rolled back
/// to older state.
#[test]
fn a_damaged_or_emptied_database_is_refused_at_start() {
    let mut server = Server::start(&[]);
    let database = server.database.clone();
    let path = std::path::PathBuf::from(database.trim_start_matches("sqlite:"));
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        for _ in 0..20 {
            lobby
                .create(json!({"game": "meduris", "players": 2, "name": "Anna"}))
                .await
                .expect("created");
        }
    });
    let stopped = server.terminate();
    assert!(stopped.success(), "stopped gracefully: {stopped}");
    // A server stopped gracefully leaves its games in the main file.
    let wal = std::path::PathBuf::from(format!("{}-wal", path.display()));
    assert!(
        std::fs::metadata(&wal).map_or(0, |m| m.len()) == 0,
        "the WAL was checkpointed"
    );
    let whole = std::fs::read(&path).expect("the database");
    assert!(whole.len() > 8192, "{} bytes", whole.len());
    let sidecars = |p: &std::path::Path| {
        for s in ["-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{s}", p.display()));
        }
    };
    // Damaged: a page in the middle overwritten.
    let mut damaged = whole.clone();
    let at = damaged.len() / 2 - 2048;
    damaged[at..at + 4096].fill(0xA5);
    std::fs::write(&path, &damaged).expect("damaged");
    sidecars(&path);
    let err = refused_start(&database);
    assert!(
        err.contains("is damaged") && err.contains("restore a backup"),
        "{err}"
    );
    // Its header overwritten: not a database at all.
    let mut garbage = whole.clone();
    garbage[..100].fill(0x5A);
    std::fs::write(&path, &garbage).expect("garbage");
    let err = refused_start(&database);
    assert!(err.contains("is damaged"), "{err}");
    // Emptied.
    std::fs::write(&path, b"").expect("emptied");
    let err = refused_start(&database);
    assert!(
        err.contains("is empty") && err.contains("games are lost"),
        "{err}"
    );
    // Put back, it starts with its tables.
    std::fs::write(&path, &whole).expect("restored");
    let server = Server::start_on(&database, &[]);
    assert_eq!(open_tables(&server.url), 20);
    // Killed, its last commits are in the WAL; a WAL damaged in its header would be ignored by
    // SQLite, and those commits lost without a word: refused instead, naming the file.
    let mut server = server;
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        for _ in 0..5 {
            lobby
                .create(json!({"game": "meduris", "players": 2, "name": "Bob"}))
                .await
                .expect("created");
        }
    });
    server.kill();
    let log = std::fs::read(&wal).expect("the WAL");
    assert!(
        log.len() > 32,
        "the last commits are in the WAL: {} bytes",
        log.len()
    );
    let mut damaged = log.clone();
    damaged[8..16].fill(0x5A);
    std::fs::write(&wal, &damaged).expect("damaged");
    let err = refused_start(&database);
    assert!(
        err.contains(&wal.display().to_string()) && err.contains("is damaged"),
        "{err}"
    );
    // Put back, the commits in it are there.
    std::fs::write(&wal, &log).expect("restored");
    let server = Server::start_on(&database, &[]);
    assert_eq!(open_tables(&server.url), 25);
}

/// The mark beside a SQLite database (`gameroom.sqlite3.mark`), as the server last wrote it.
fn mark_of(db: &std::path::Path) -> serde_json::Value {
    std::fs::read_to_string(format!("{}.mark", db.display()))
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// How many entries a SQLite database's log holds, read as its server would.
fn log_entries(db: &std::path::Path) -> i64 {
    rt().block_on(async {
        let pool = sqlx::SqlitePool::connect_with(
            sqlx::sqlite::SqliteConnectOptions::new()
                .filename(db)
                .read_only(true),
        )
        .await
        .expect("opens");
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM gr_log")
            .fetch_one(&pool)
            .await
            .expect("counts");
        pool.close().await;
        n
    })
}

/// Plays `n` moves at a new two-player table of the server at `url`.
fn play_moves(url: &str, n: usize) {
    rt().block_on(async {
        let lobby = Lobby::new(url);
        let (_, _, mut a, mut b) = anna_and_bob(&lobby).await;
        let mut played = 0;
        while played < n && !a.over() {
            if a.my_turn() {
                played += take_turns(&mut a, 1, &format!("a{played}-")).await;
            } else if b.my_turn() {
                played += take_turns(&mut b, 1, &format!("b{played}-")).await;
            } else {
                // Whoever hears first: the other's view may be a move behind.
                tokio::select! {
                    r = a.recv() => { r.expect("the game goes on"); }
                    r = b.recv() => { r.expect("the game goes on"); }
                }
            }
        }
    });
}

/// Damage is never served as if nothing happened (docs/hosting.md, "What the server checks at
/// its start"): a write-ahead log deleted after a crash (SQLite would open the file as it was
/// at its last checkpoint), and tables emptied of their rows, are refused at start with what
/// is wrong, what is lost and how to accept it; refused again at the next start (the refusal
/// wrote nothing); and started on with `--accept-data-loss`, which says what was lost.
#[test]
fn a_log_deleted_after_a_crash_or_emptied_tables_are_refused_with_what_is_lost() {
    let mut server = Server::start(&[]);
    let database = server.database.clone();
    let db = std::path::PathBuf::from(database.trim_start_matches("sqlite:"));
    // Moves checkpointed into the file by a clean stop, then more after a restart, in the log
    // only when the server is killed.
    play_moves(&server.url, 20);
    server.terminate();
    let kept = log_entries(&db);
    let mut server = Server::start_on(&database, &[]);
    play_moves(&server.url, 30);
    let committed = log_entries(&db);
    let start = Instant::now();
    while mark_of(&db)["log"].as_i64().unwrap_or(0) < committed {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the mark is kept up to date: {}",
            mark_of(&db)
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    server.kill();
    // (What the mark says at the kill: a die rolled or a bot's move after the last count is
    // counted too.)
    let committed = mark_of(&db)["log"]
        .as_i64()
        .expect("the mark counts the log");
    let wal = std::path::PathBuf::from(format!("{}-wal", db.display()));
    std::fs::remove_file(&wal).expect("the log deleted");
    for _ in 0..2 {
        let err = refused_start(&database);
        assert!(
            err.contains(&wal.display().to_string())
                && err.contains("is missing")
                && err.contains(&format!(
                    "{} log entries and 1 table are lost",
                    committed - kept
                ))
                && err.contains("--accept-data-loss"),
            "{kept} kept, {committed} committed: {err}"
        );
    }
    eprintln!(
        "a deleted WAL after kill -9 ({committed} entries committed, {kept} in the file): {err}",
        err = refused_start(&database)
    );
    let mut server = Server::start_on(&database, &["--accept-data-loss"]);
    assert_eq!(log_entries(&db), kept, "started on the file as it was");
    server.terminate();
    // A VACUUM (which renumbers rows) is no damage.
    rt().block_on(async {
        let pool = sqlx::SqlitePool::connect(&database).await.expect("opens");
        sqlx::query("VACUUM")
            .execute(&pool)
            .await
            .expect("vacuumed");
        pool.close().await;
    });
    let mut server = Server::start_on(&database, &[]);
    server.terminate();
    // Every row of the game tables deleted while the server is stopped.
    rt().block_on(async {
        let pool = sqlx::SqlitePool::connect(&database).await.expect("opens");
        for table in ["gr_log", "gr_seats", "gr_tables"] {
            sqlx::query(&format!("DELETE FROM {table}"))
                .execute(&pool)
                .await
                .expect("deleted");
        }
        pool.close().await;
    });
    let err = refused_start(&database);
    assert!(
        err.contains("deleted by something other than the server")
            && err.contains(" are lost")
            && err.contains("--accept-data-loss"),
        "{err}"
    );
    eprintln!("tables emptied by hand: {err}");
    let server = Server::start_on(&database, &["--accept-data-loss"]);
    assert_eq!(open_tables(&server.url), 0);
}

/// A start that fails (a certificate file missing, an address taken) leaves nothing in the
/// data directory: no instance file, no database, so the next start with good options is a
/// first start, not a database "whose games are lost".
#[test]
fn a_start_that_fails_leaves_nothing_behind() {
    let dir = tempfile::tempdir().expect("dir");
    let database = format!("sqlite:{}", dir.path().join("gameroom.sqlite3").display());
    let nowhere = dir.path().join("nowhere.pem").display().to_string();
    let taken = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
    let taken = taken.local_addr().expect("its address").to_string();
    for (why, args) in [
        (
            nowhere.as_str(),
            vec![
                "--tls-cert",
                &nowhere,
                "--tls-key",
                &nowhere,
                "--listen",
                "127.0.0.1:0",
            ],
        ),
        ("cannot listen", vec!["--listen", &taken]),
    ] {
        let err = refused_on(&database, &args);
        assert!(err.contains(why), "{args:?}: {err}");
        let left: Vec<_> = std::fs::read_dir(dir.path())
            .expect("the directory")
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert!(left.is_empty(), "{args:?} left {left:?} behind");
    }
    // Nor a data directory: it is made by the start that opens its database.
    let data = dir.path().join("data");
    let data_arg = data.display().to_string();
    let out = std::process::Command::new(common::binary())
        .args(["serve", "--data-dir", &data_arg, "--listen", &taken])
        .env("RUST_LOG", "off")
        .output()
        .expect("runs");
    assert!(!out.status.success());
    assert!(!data.exists(), "a failed start made its data directory");
    let server = Server::start_on(&database, &[]);
    assert_eq!(open_tables(&server.url), 0);
}

/// What the server creates is its user's alone, whoever starts it and whatever their umask
/// (this test's: 022 as a rule): its data directory 0700, the database, its log and index,
/// the instance file and the mark 0600.
#[test]
fn the_files_the_server_creates_are_private() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("dir");
    let data = dir.path().join("data");
    let (server, _) = Server::from_child(
        std::process::Command::new(common::binary())
            .args(["serve", "--listen", "127.0.0.1:0", "--data-dir"])
            .arg(&data)
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .spawn()
            .expect("the server starts"),
    );
    play_moves(&server.url, 2);
    let mode = |p: &std::path::Path| {
        std::fs::metadata(p)
            .unwrap_or_else(|e| panic!("{}: {e}", p.display()))
            .permissions()
            .mode()
            & 0o777
    };
    assert_eq!(mode(&data), 0o700, "the data directory");
    for name in [
        "gameroom.sqlite3",
        "gameroom.sqlite3-wal",
        "gameroom.sqlite3-shm",
        "gameroom.sqlite3.instance",
        "gameroom.sqlite3.mark",
    ] {
        assert_eq!(mode(&data.join(name)), 0o600, "{name}");
    }
    drop(server);
}

/// With `--domain`, the plain-HTTP listener sends requests to HTTPS on their own host, or the
/// domain; a request that names no host at all (HTTP/1.0 without `Host`) is `400
/// bad-request`, as docs/server.md says, not sent anywhere.
#[test]
fn the_redirect_listener_answers_a_request_without_a_host_with_400() {
    let dir = tempfile::tempdir().expect("dir");
    let data = dir.path().display().to_string();
    // (No certificate authority is reached: the ACME directory is a closed port on loopback.)
    let (server, line) = Server::from_child(
        std::process::Command::new(common::binary())
            .args(["serve", "--domain", "play.example.org", "--data-dir", &data])
            .args(["--acme-directory", "https://127.0.0.1:9/directory"])
            .args(["--listen", "127.0.0.1:0", "--http-listen", "127.0.0.1:0"])
            .env("RUST_LOG", "off")
            .stdout(Stdio::piped())
            .spawn()
            .expect("the server starts"),
    );
    let http_listen = common::address_in(&line, "plain HTTP on http://");
    let none = raw(&http_listen, "GET /t/abc HTTP/1.0\r\n\r\n");
    assert_eq!(status(&none), "400", "{none}");
    assert!(none.contains("bad-request"), "{none}");
    let named = raw(
        &http_listen,
        "GET /t/abc HTTP/1.1\r\nHost: play.example.org\r\nConnection: close\r\n\r\n",
    );
    assert_eq!(status(&named), "308", "{named}");
    assert!(
        named
            .to_lowercase()
            .contains("location: https://play.example.org"),
        "{named}"
    );
    drop(server);
}

/// How long the server takes to close a connection that sends it nothing/// How long the server takes to close a connection that sends it nothing (at most `limit`;
/// `None`: still open then). An answer before the end (a 408) is read past.
async fn closed_within<S: tokio::io::AsyncRead + Unpin>(
    mut s: S,
    limit: Duration,
) -> Option<Duration> {
    use tokio::io::AsyncReadExt;
    let start = Instant::now();
    let mut buf = [0u8; 512];
    loop {
        let left = limit.saturating_sub(start.elapsed());
        match tokio::time::timeout(left, s.read(&mut buf)).await {
            Err(_) => return None,
            Ok(Ok(0) | Err(_)) => return Some(start.elapsed()),
            Ok(Ok(_)) => continue,
        }
    }
}

/// Every connection closes on its timeout (10 s to send a request's headers): one that sends
/// no byte, on the public listener and on the redirect listener; one stopped inside what could
/// be HTTP/2's preface; and a TLS connection idle after its handshake.
#[test]
fn connections_that_send_nothing_are_closed_on_their_timeout() {
    use common::tls::{TestCa, tls_connect};
    let dir = tempfile::tempdir().expect("dir");
    let ca = TestCa::new("a gameroom test's authority");
    let (cert_file, key_file) = (dir.path().join("cert.pem"), dir.path().join("key.pem"));
    let (cert, key) = ca.server_cert(&["localhost"]);
    std::fs::write(&cert_file, cert).expect("cert");
    std::fs::write(&key_file, key).expect("key");
    let (cert, key) = (
        cert_file.display().to_string(),
        key_file.display().to_string(),
    );
    let database = format!("sqlite:{}", dir.path().join("db.sqlite3").display());
    let (https, line) = Server::from_child(
        std::process::Command::new(common::binary())
            .args(["serve", "--database", &database])
            .args(["--tls-cert", &cert, "--tls-key", &key])
            .args(["--listen", "127.0.0.1:0", "--http-listen", "127.0.0.1:0"])
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .spawn()
            .expect("the server starts"),
    );
    let listen = common::address_in(&line, "HTTPS on ");
    let http_listen = common::address_in(&line, "plain HTTP on http://");
    let http = Server::start(&[]);
    let limit = Duration::from_secs(30);
    let closed = rt().block_on(async {
        let connect = |addr: String| async move {
            tokio::net::TcpStream::connect(addr)
                .await
                .expect("connects")
        };
        let silent = connect(host(&http.url).to_string()).await;
        let mut preface = connect(host(&http.url).to_string()).await;
        tokio::io::AsyncWriteExt::write_all(&mut preface, b"PRI * HTTP/2.0\r\n")
            .await
            .expect("sent");
        let redirect = connect(http_listen.clone()).await;
        let tls = tls_connect(&listen, "localhost", &[ca.der()])
            .await
            .expect("the handshake");
        tokio::join!(
            closed_within(silent, limit),
            closed_within(preface, limit),
            closed_within(redirect, limit),
            closed_within(tls, limit),
        )
    });
    eprintln!("closed after: {closed:?}");
    let names = [
        "silent",
        "half a preface",
        "the redirect listener",
        "TLS after its handshake",
    ];
    for (name, after) in names.iter().zip([closed.0, closed.1, closed.2, closed.3]) {
        let after = after.unwrap_or_else(|| panic!("{name}: still open after {limit:?}"));
        assert!(
            after >= Duration::from_secs(9) && after <= Duration::from_secs(15),
            "{name}: closed after {after:?}"
        );
    }
    drop(https);
}

/// A backup taken while games are played holds every move acknowledged before it began, and a
/// server started on the copy goes on from there (docs/hosting.md, "Backups").
#[test]
fn a_backup_under_load_holds_every_move_acknowledged_before_it() {
    use std::sync::{Arc, Mutex};
    let server = Server::start(&[]);
    let dir = tempfile::tempdir().expect("dir");
    let copy = dir.path().join("copy.sqlite3");
    let acks: Arc<Mutex<Vec<(String, u64, Instant)>>> = Arc::default();
    let (tables, began, took) = rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let mut players = Vec::new();
        let mut tables = Vec::new();
        for _ in 0..6 {
            let (anna, _, a, b) = anna_and_bob(&lobby).await;
            players.push((anna.table.clone(), a));
            players.push((anna.table.clone(), b));
            tables.push(anna.table.clone());
        }
        let mut tasks = Vec::new();
        for (i, (table, mut c)) in players.into_iter().enumerate() {
            let acks = acks.clone();
            tasks.push(tokio::spawn(async move {
                let mut n = 0;
                while !c.over() {
                    if !c.my_turn() {
                        c.recv().await.expect("the game goes on");
                        continue;
                    }
                    let legal = &c.table.as_ref().expect("table").legal;
                    let action = legal[(n * 7 + i) % legal.len()].action.clone();
                    n += 1;
                    let req = format!("{i}-{n}");
                    c.send(&ClientMsg::Move {
                        action,
                        request_id: Some(req.clone()),
                    })
                    .await
                    .expect("sent");
                    let m = c
                        .until(|m, _| {
                            matches!(m, ServerMsg::Ack { request_id: Some(r), .. } if *r == req)
                                || matches!(m, ServerMsg::Refused { .. })
                        })
                        .await
                        .expect("answered");
                    if let ServerMsg::Ack { seq, .. } = m {
                        acks.lock()
                            .expect("acks")
                            .push((table.clone(), seq, Instant::now()));
                    }
                }
            }));
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
        let began = Instant::now();
        let database = server.database.clone();
        let to = copy.clone();
        let out = tokio::task::spawn_blocking(move || {
            std::process::Command::new(env!("CARGO_BIN_EXE_gameroom"))
                .args(["backup", "--database", &database, "--to"])
                .arg(&to)
                .output()
                .expect("runs")
        })
        .await
        .expect("the backup");
        let took = began.elapsed();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let said = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(
            said.contains("6 tables") && said.contains("checked"),
            "{said}"
        );
        for t in tasks {
            t.await.expect("a player");
        }
        (tables, began, took)
    });
    // Every table's moves acknowledged before the backup began are in the copy.
    let acks = acks.lock().expect("acks").clone();
    let before: Vec<u64> = tables
        .iter()
        .map(|t| {
            (acks.iter())
                .filter(|(table, _, at)| table == t && *at < began)
                .map(|(_, seq, _)| *seq)
                .max()
                .unwrap_or(0)
        })
        .collect();
    assert!(
        before.iter().sum::<u64>() > 20,
        "moves were made before the backup: {before:?}"
    );
    let restored = Server::start_on(&format!("sqlite:{}", copy.display()), &[]);
    let found = rt().block_on(async {
        let lobby = Lobby::new(&restored.url);
        let mut found = Vec::new();
        for t in &tables {
            let c = Client::connect(&lobby, t, None, None)
                .await
                .expect("watches");
            found.push(c.table.as_ref().map_or(0, |t| t.seq));
        }
        found
    });
    for ((t, b), f) in tables.iter().zip(&before).zip(&found) {
        assert!(
            f >= b,
            "table {t}: the copy ends at entry {f}, but entry {b} was acknowledged before the backup"
        );
    }
    eprintln!(
        "a backup under 6 games took {:.3} s; acknowledged before it, per table: {before:?}; in the copy: {found:?}",
        took.as_secs_f64()
    );
}

/// A read that timed out: the connection is still open.
fn still_open(e: &std::io::Error) -> bool {
    matches!(
        e.kind(),
        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
    )
}

/// Idle and slow-header connections cannot keep a new player out: against a server allowed
/// 256 open files, with 300 idle sockets and 150 slow-header connections held open, a new
/// player loads the page, makes a table and plays; the slow connections are closed once they
/// have taken longer than the header timeout (10 s).
#[test]
fn idle_and_slow_connections_cannot_keep_a_new_player_out() {
    use std::process::Command;
    let dir = tempfile::tempdir().expect("dir");
    let database = format!("sqlite:{}", dir.path().join("db.sqlite3").display());
    let args: Vec<String> = ["serve", "--listen", "127.0.0.1:0", "--database", &database]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut child = Command::new("sh")
        .arg("-c")
        .arg("ulimit -n 256 && exec \"$0\" \"$@\"")
        .arg(env!("CARGO_BIN_EXE_gameroom"))
        .args(&args)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped())
        .spawn()
        .expect("the server starts");
    let out = child.stdout.take().expect("stdout");
    let url = gameroom_server::client::listening_on(out).expect("it listens");
    let server = Server {
        child,
        url,
        database,
        dir: Some(dir),
        args,
    };
    let limits =
        std::fs::read_to_string(format!("/proc/{}/limits", server.child.id())).unwrap_or_default();
    assert!(
        limits
            .lines()
            .any(|l| l.starts_with("Max open files") && l.contains(" 256 ")),
        "the server runs with 256 open files:\n{limits}"
    );
    let addr = host(&server.url).to_string();
    let idle: Vec<std::net::TcpStream> = (0..300)
        .map(|_| std::net::TcpStream::connect(&addr).expect("an idle socket"))
        .collect();
    let mut slow: Vec<std::net::TcpStream> = (0..150)
        .map(|_| {
            let mut s = std::net::TcpStream::connect(&addr).expect("a slow socket");
            let _ = s.write_all(b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: a");
            s
        })
        .collect();
    let opened = Instant::now();
    // A new player: the page, a table against a bot, a few moves.
    let page = get(&server.url, "/");
    let page_ms = opened.elapsed().as_secs_f64() * 1000.0;
    assert_eq!(status(&page), "200", "{page}");
    let moves = rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (_, mut a) = anna_against_a_bot(&lobby).await;
        take_turns(&mut a, 5, "m").await
    });
    let played_ms = opened.elapsed().as_secs_f64() * 1000.0;
    assert_eq!(moves, 5);
    // The slow-header connections, still trickling, are closed after the header timeout.
    std::thread::sleep(Duration::from_secs(12).saturating_sub(opened.elapsed()));
    let mut closed = 0;
    for s in &mut slow {
        let _ = s.write_all(b"b");
        s.set_read_timeout(Some(Duration::from_secs(2)))
            .expect("timeout");
        let mut buf = [0u8; 512];
        // Closed: the end of the stream (or a reset), or a 408 answer before it.
        match s.read(&mut buf) {
            Ok(0) => closed += 1,
            Ok(n) if String::from_utf8_lossy(&buf[..n]).contains(" 408 ") => closed += 1,
            Err(e) if !still_open(&e) => closed += 1,
            _ => {}
        }
    }
    let mut idle_closed = 0;
    for mut s in idle {
        s.set_read_timeout(Some(Duration::from_millis(200)))
            .expect("timeout");
        let mut buf = [0u8; 64];
        match s.read(&mut buf) {
            Ok(0) => idle_closed += 1,
            Err(e) if !still_open(&e) => idle_closed += 1,
            _ => {}
        }
    }
    eprintln!(
        "256 open files, 300 idle + 150 slow sockets: the page in {page_ms:.0} ms, a table \
         and 5 moves by {played_ms:.0} ms; after 12 s, {closed} of 150 slow and \
         {idle_closed} of 300 idle sockets closed"
    );
    assert_eq!(closed, 150, "every slow-header connection is closed");
}

/// Behind a reverse proxy the per-address limits count players: from a `--trusted-proxy`,
/// `X-Forwarded-For` names the client; from anyone else (or with no trusted proxy) it is
/// ignored, so a client cannot dodge the limits by writing it.
#[test]
fn behind_a_trusted_proxy_the_limits_count_players() {
    let create = |url: &str, forwarded_for: &str| -> String {
        let body = r#"{"game": "meduris", "players": 2, "name": "Anna"}"#;
        let answer = raw(
            url,
            &format!(
                "POST /api/tables HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
                 X-Forwarded-For: {forwarded_for}\r\nContent-Length: {}\r\n\
                 Connection: close\r\n\r\n{body}",
                host(url),
                body.len()
            ),
        );
        status(&answer).to_string()
    };
    let behind = Server::start(&[
        "--trusted-proxy",
        "127.0.0.1/32",
        "--max-tables-per-address",
        "2",
    ]);
    let url = &behind.url;
    let made: Vec<String> = [
        "198.51.100.1",
        "198.51.100.1",
        "198.51.100.1",
        "198.51.100.2",
    ]
    .iter()
    .map(|a| create(url, a))
    .collect();
    assert_eq!(made, ["200", "200", "429", "200"], "two tables per player");
    // Not trusted: the header is the client's own words, and the limit is the peer's.
    let open = Server::start(&["--max-tables-per-address", "2"]);
    let made: Vec<String> = ["198.51.100.1", "198.51.100.2", "198.51.100.3"]
        .iter()
        .map(|a| create(&open.url, a))
        .collect();
    assert_eq!(made, ["200", "200", "429"], "the header is ignored");
}

/// What `gameroom serve ARGS` says when it does not start (its stderr), on a fresh database.
fn refused_with(args: &[&str]) -> String {
    let dir = tempfile::tempdir().expect("dir");
    let database = format!("sqlite:{}", dir.path().join("db.sqlite3").display());
    refused_on(&database, args)
}

/// HTTPS from certificate files (`--tls-cert`, `--tls-key`): every answer over HTTPS carries
/// HSTS, the certificate is verified by a client that trusts its authority, plain HTTP is sent
/// to the same path over HTTPS, a renewed certificate is served without a restart (and a file
/// caught half-written keeps the one served), and files that cannot serve stop the server at
/// start, naming the file.
#[test]
fn https_from_certificate_files_with_hsts_a_redirect_and_renewal() {
    use common::tls::{TestCa, free_port, https_get};
    let dir = tempfile::tempdir().expect("dir");
    let ca = TestCa::new("a gameroom test's authority");
    let (cert_file, key_file) = (dir.path().join("cert.pem"), dir.path().join("key.pem"));
    let write_cert = || {
        let (cert, key) = ca.server_cert(&["localhost", "127.0.0.1"]);
        std::fs::write(&cert_file, cert).expect("cert");
        std::fs::write(&key_file, key).expect("key");
    };
    write_cert();
    let (port, plain) = (free_port(), free_port());
    let listen = format!("127.0.0.1:{port}");
    let http_listen = format!("127.0.0.1:{plain}");
    let (cert, key) = (
        cert_file.display().to_string(),
        key_file.display().to_string(),
    );
    let args = [
        "--tls-cert",
        &cert,
        "--tls-key",
        &key,
        "--listen",
        &listen,
        "--http-listen",
        &http_listen,
    ];
    let server = Server::start(&args);
    assert_eq!(server.url, format!("https://127.0.0.1:{port}"));
    let rt = rt();
    let roots = [ca.der()];
    let first = rt.block_on(async {
        for path in ["/", "/api/games", "/no/such/page", "/healthz"] {
            let a = https_get(&listen, "localhost", &roots, path)
                .await
                .expect("HTTPS");
            assert_eq!(
                a.header("strict-transport-security").as_deref(),
                Some(gameroom_server::tls::HSTS),
                "{path}: {}",
                a.head
            );
        }
        let other = TestCa::new("someone else's authority");
        assert!(
            https_get(&listen, "localhost", &[other.der()], "/")
                .await
                .is_err(),
            "a client that does not trust the authority is refused the certificate"
        );
        https_get(&listen, "localhost", &roots, "/")
            .await
            .expect("HTTPS")
    });
    assert!(first.head.starts_with("HTTP/1.1 200"), "{}", first.head);
    // Plain HTTP: sent to HTTPS, the path and query kept; never served.
    let answer = raw(
        &http_listen,
        &format!(
            "POST /api/tables?x=1 HTTP/1.1\r\nHost: 127.0.0.1:{plain}\r\nContent-Length: 0\r\n\
             Connection: close\r\n\r\n"
        ),
    );
    assert_eq!(status(&answer), "308", "{answer}");
    assert!(
        answer.to_lowercase().contains(&format!(
            "location: https://127.0.0.1:{port}/api/tables?x=1"
        )),
        "{answer}"
    );
    // Renewed: the new certificate is served within a few seconds, without a restart.
    write_cert();
    let renewed = rt.block_on(async {
        let start = Instant::now();
        loop {
            let a = https_get(&listen, "localhost", &roots, "/healthz")
                .await
                .expect("HTTPS");
            if a.cert != first.cert || start.elapsed() > Duration::from_secs(15) {
                break a;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    });
    assert_ne!(
        renewed.cert, first.cert,
        "the renewed certificate is served"
    );
    // Caught half-written: the certificate served until now stays.
    std::fs::write(&cert_file, "-----BEGIN CERTIFICATE-----\nMIIB").expect("garbage");
    std::thread::sleep(Duration::from_millis(2500));
    let kept = rt
        .block_on(https_get(&listen, "localhost", &roots, "/healthz"))
        .expect("still HTTPS");
    assert_eq!(kept.cert, renewed.cert);
    drop(server);
    // Files that cannot serve stop the server at start, naming the file and what is wrong.
    let nowhere = dir.path().join("nowhere.pem").display().to_string();
    let why = refused_with(&["--tls-cert", &nowhere, "--tls-key", &key]);
    assert!(
        why.contains(&nowhere) && why.contains("certificate"),
        "{why}"
    );
    write_cert();
    let other_key = dir.path().join("other.key");
    std::fs::write(&other_key, ca.server_cert(&["localhost"]).1).expect("key");
    let why = refused_with(&[
        "--tls-cert",
        &cert,
        "--tls-key",
        &other_key.display().to_string(),
        "--listen",
        "127.0.0.1:0",
    ]);
    assert!(why.contains("do not go together"), "{why}");
    let why = refused_with(&["--http-listen", "127.0.0.1:0", "--listen", "127.0.0.1:0"]);
    assert!(why.contains("needs HTTPS"), "{why}");
    let why = refused_with(&["--domain", "https://play.example.org"]);
    assert!(why.contains("not a domain name"), "{why}");
}

/// The metrics listener's text (Prometheus's format), and the value of one series (`name` or
/// `name{label="…"}`, or a histogram's `name_count`).
fn scrape(metrics: &str) -> String {
    let answer = get(metrics, "/metrics");
    assert_eq!(status(&answer), "200", "{answer}");
    answer
}

fn series(text: &str, name: &str) -> f64 {
    text.lines()
        .find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.trim().parse().ok())
        .unwrap_or_else(|| panic!("no {name} in:\n{text}"))
}

/// `/metrics` (Prometheus's text format) is served on a listener of its own and never on the
/// public one; it counts what happened: tables by status, connections, moves, refusals by code,
/// commits (their time and size), bots' thinking, clocks run out. Every metric it shows is
/// listed in docs/server.md, and every metric listed there is shown.
#[test]
fn metrics_on_their_own_listener_count_what_happened() {
    let port = common::tls::free_port();
    let metrics_addr = format!("127.0.0.1:{port}");
    // Mail through a port where nothing listens: every try fails, and is counted.
    let smtp = format!("smtp://127.0.0.1:{}", common::tls::free_port());
    let server = Server::start(&[
        "--metrics-listen",
        &metrics_addr,
        "--smtp",
        &smtp,
        "--mail-from",
        "games@gameroom.test",
        "--mail-delay",
        "0",
    ]);
    let metrics = format!("http://{metrics_addr}");
    // Not on the public listener.
    assert_eq!(status(&get(&server.url, "/metrics")), "404");
    let before = scrape(&metrics);
    assert_eq!(series(&before, "gameroom_moves_total"), 0.0);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (_, mut anna) = anna_against_a_bot(&lobby).await;
        take_turns(&mut anna, 3, "m").await;
        // A move that is not legal: refused, and counted by its code.
        while !anna.my_turn() {
            anna.recv().await.expect("the game goes on");
        }
        anna.send(&ClientMsg::Move {
            action: "hut 99".into(),
            request_id: Some("bad".into()),
        })
        .await
        .expect("sent");
        anna.until(|m, _| matches!(m, ServerMsg::Refused { .. }))
            .await
            .expect("refused");
        // A table with a clock of one second, left alone: the clock runs out.
        let (timed, _) = lobby
            .create(json!({"game": "meduris", "players": 2, "name": "Ana",
                           "clock": {"initial_secs": 1}}))
            .await
            .expect("created");
        lobby
            .start(&timed.table, &timed.token, Some("easy"))
            .await
            .expect("started");
        // A turn-based table whose player gave an address: her turn's mail is tried.
        let (mailed, _) = lobby
            .create(json!({"game": "meduris", "players": 2, "name": "Ana",
                           "pace": "turn-based", "clock": {"per_move_hours": 24},
                           "email": "ana@players.test"}))
            .await
            .expect("created");
        lobby
            .start(&mailed.table, &mailed.token, Some("easy"))
            .await
            .expect("started");
        let start = Instant::now();
        while series(&scrape(&metrics), "gameroom_mails_total{result=\"retry\"}") < 1.0 {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "no mail was tried"
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        let start = Instant::now();
        while series(&scrape(&metrics), "gameroom_clock_timeouts_total") < 1.0 {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "no clock ran out"
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        let text = scrape(&metrics);
        eprintln!("{text}");
        assert!(
            series(&text, "gameroom_moves_total") >= 4.0,
            "Anna's 3 and the bot's"
        );
        let refused: f64 = (text.lines())
            .filter(|l| l.starts_with("gameroom_refusals_total{code="))
            .filter_map(|l| l.rsplit(' ').next()?.parse::<f64>().ok())
            .sum();
        assert!(
            refused >= 1.0,
            "the refusal is counted by its code:\n{text}"
        );
        assert_eq!(series(&text, "gameroom_tables{status=\"running\"}"), 3.0);
        assert!(series(&text, "gameroom_mail_send_seconds_count") >= 1.0);
        assert_eq!(series(&text, "gameroom_tables{status=\"open\"}"), 0.0);
        assert!(series(&text, "gameroom_tables_loaded") >= 2.0);
        assert_eq!(series(&text, "gameroom_websockets"), 1.0, "Anna's");
        assert!(series(&text, "gameroom_commit_seconds_count") >= 4.0);
        assert!(series(&text, "gameroom_commit_batch_entries_count") >= 4.0);
        assert!(series(&text, "gameroom_bot_thinking_seconds_count") >= 1.0);
        assert!(series(&text, "gameroom_http_connections{listener=\"metrics\"}") >= 1.0);
        // The documentation lists exactly the metrics shown.
        let shown: std::collections::BTreeSet<&str> = text
            .lines()
            .filter_map(|l| l.strip_prefix("# TYPE "))
            .filter_map(|l| l.split_whitespace().next())
            .collect();
        let named: std::collections::BTreeSet<&str> = gameroom_server::metrics::METRICS
            .iter()
            .map(|m| m.0)
            .collect();
        assert_eq!(
            shown, named,
            "every metric is named in gameroom_server::metrics"
        );
        let doc = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/server.md"),
        )
        .expect("docs/server.md");
        let documented: std::collections::BTreeSet<&str> = doc
            .lines()
            .filter_map(|l| l.strip_prefix("| `gameroom_")?.split('`').next())
            .filter_map(|rest| {
                named
                    .iter()
                    .copied()
                    .find(|n| n[9..] == *rest)
                    .or(Some(rest))
            })
            .collect();
        assert_eq!(
            documented, named,
            "docs/server.md lists every metric, and no other"
        );
    });
}

/// The server's listeners share its open files: with 256 of them, 300 idle sockets on the
/// plain-HTTP redirect listener and 300 on the metrics listener cannot keep a player from the
/// HTTPS page (an idle flood on one listener makes room by closing idle connections on any).
#[test]
fn idle_floods_on_every_listener_cannot_keep_a_player_from_the_page() {
    use common::tls::{TestCa, https_get};
    let dir = tempfile::tempdir().expect("dir");
    let ca = TestCa::new("a gameroom test's authority");
    let (cert, key) = ca.server_cert(&["localhost"]);
    std::fs::write(dir.path().join("cert.pem"), cert).expect("cert");
    std::fs::write(dir.path().join("key.pem"), key).expect("key");
    let p = |f: &str| dir.path().join(f).display().to_string();
    // Every listener on a port the system gives (the first line says which).
    let mut child = std::process::Command::new("sh")
        .arg("-c")
        .arg("ulimit -n 256 && exec \"$0\" \"$@\"")
        .arg(env!("CARGO_BIN_EXE_gameroom"))
        .args([
            "serve",
            "--database",
            &format!("sqlite:{}", p("db.sqlite3")),
        ])
        .args(["--tls-cert", &p("cert.pem"), "--tls-key", &p("key.pem")])
        .args(["--listen", "127.0.0.1:0"])
        .args(["--http-listen", "127.0.0.1:0"])
        .args(["--metrics-listen", "127.0.0.1:0"])
        .env("RUST_LOG", "error")
        .stdout(Stdio::piped())
        .spawn()
        .expect("the server starts");
    let line = common::first_line(child.stdout.take().expect("stdout"));
    let port = |after: &str| -> u16 {
        let addr = common::address_in(&line, after);
        addr.rsplit(':')
            .next()
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("{line}"))
    };
    let (https, plain, metrics) = (
        port("HTTPS on "),
        port("plain HTTP on http://"),
        port("metrics on http://"),
    );
    let _server = Server {
        child,
        url: String::new(),
        database: String::new(),
        dir: Some(dir),
        args: Vec::new(),
    };
    let flood = |port: u16| -> Vec<std::net::TcpStream> {
        (0..300)
            .filter_map(|_| std::net::TcpStream::connect(("127.0.0.1", port)).ok())
            .collect()
    };
    let _idle = (flood(plain), flood(metrics));
    std::thread::sleep(Duration::from_millis(300));
    let started = Instant::now();
    let page = rt()
        .block_on(https_get(
            &format!("127.0.0.1:{https}"),
            "localhost",
            &[ca.der()],
            "/",
        ))
        .expect("the HTTPS page");
    eprintln!(
        "600 idle sockets on two listeners, 256 open files: the HTTPS page in {:.1} ms",
        started.elapsed().as_secs_f64() * 1000.0
    );
    assert!(page.head.starts_with("HTTP/1.1 200"), "{}", page.head);
}

/// A WebSocket that never says `hello` is told `timeout` and closed once the hello timeout
/// (10 s) has passed: a silent client cannot hold a connection.
#[test]
fn a_websocket_that_never_says_hello_is_closed() {
    let server = Server::start(&[]);
    let mut conn = std::net::TcpStream::connect(host(&server.url)).expect("connects");
    conn.set_read_timeout(Some(Duration::from_secs(30)))
        .expect("timeout");
    conn.write_all(
        format!(
            "GET /ws HTTP/1.1\r\nHost: {}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\
             Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n",
            host(&server.url)
        )
        .as_bytes(),
    )
    .expect("asks");
    let started = Instant::now();
    let mut answer = Vec::new();
    let _ = conn.read_to_end(&mut answer);
    let answer = String::from_utf8_lossy(&answer);
    eprintln!("closed after {:.1} s", started.elapsed().as_secs_f64());
    assert!(answer.starts_with("HTTP/1.1 101"), "{answer}");
    assert!(
        answer.contains("\"timeout\"") && answer.contains("no hello in time"),
        "{answer}"
    );
}
