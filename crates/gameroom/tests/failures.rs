//! What the server does when what is beneath it fails, on the real binary with real players
//! (WebSocket clients playing at random): a disk that fills (a small tmpfs mounted by the
//! test: the kernel's own `ENOSPC`), a database that is lost and comes back (a real Postgres
//! stopped and started again), a read-only file system (the tmpfs remounted read-only), a
//! start that fails, and damage found at the start (a write-ahead log deleted after a crash,
//! tables emptied of their rows).
//!
//! The promise each checks: a move is acknowledged only once it is committed (every
//! acknowledged move is in the database, before and after a restart); a move that cannot be
//! saved is refused with `not-saved`, never left unanswered; `/healthz` says `degraded`, with
//! the reason, while writes fail; and the server writes again by itself once the cause is
//! gone, the games going on (chance and bots included).
//!
//! `GAMEROOM_TEST_BINARY=PATH` runs an older build: the figures are printed, and what it
//! cannot do fails as it should.

mod common;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::tmpfs::Tmpfs;
use common::{Missing, Server, Test, older_binary, rt};
use gameroom_game::{rand::RngExt, rng_from_seed};
use gameroom_server::client::{Client, Lobby, Seated};
use gameroom_server::protocol::{ClientMsg, ServerMsg};
use serde_json::{Value, json};
use tokio::sync::watch;

/// A move the server acknowledged.
#[derive(Clone, Debug)]
struct Acked {
    table: String,
    request_id: String,
    seq: u64,
    at: Instant,
}

/// What the players saw, in all.
#[derive(Default)]
struct Tally {
    acked: Vec<Acked>,
    /// Refused `not-saved`.
    not_saved: usize,
    /// Refused for another reason (the code, how many).
    other: HashMap<String, usize>,
    /// Sent, and neither acknowledged nor refused within [`ANSWER`].
    unanswered: usize,
}

/// How long a player waits for the answer to a move.
const ANSWER: Duration = Duration::from_secs(20);

/// Where the storm is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Calm,
    /// The cause is there (the disk full, the database gone).
    Broken,
    /// The cause is gone.
    Mended,
    Stop,
}

/// A player at random: each move with a request id, sent again with the same id when it was
/// refused `not-saved` or not answered. While the storm lasts, a player refused three times
/// waits for it to end.
async fn player(
    url: String,
    s: Seated,
    seed: u64,
    mut phase: watch::Receiver<Phase>,
    tally: Arc<Mutex<Tally>>,
) {
    let lobby = Lobby::new(&url);
    let mut c = Client::connect(&lobby, &s.table, Some(&s.token), None)
        .await
        .expect("the player connects");
    c.timeout = ANSWER;
    let mut rng = rng_from_seed(seed);
    let mut n = 0;
    let mut pending: Option<(String, String)> = None;
    let mut refused_in_storm = 0;
    loop {
        let now = *phase.borrow();
        if now == Phase::Stop || c.over() {
            return;
        }
        if now == Phase::Broken && refused_in_storm >= 3 {
            let _ = phase.wait_for(|p| *p != Phase::Broken).await;
            refused_in_storm = 0;
            continue;
        }
        let speak = !c.my_turn() && now == Phase::Broken;
        if !c.my_turn() && !speak {
            // Another's turn: whatever comes (a timeout is the other player being refused).
            match c.recv().await {
                Ok(_) | Err(gameroom_server::client::ClientError::Timeout(_)) => continue,
                Err(e) => panic!("the connection broke: {e}"),
            }
        }
        // In the storm a player whose turn it is not says something: a chat message is an
        // entry of the log too, saved (and acknowledged) or refused like a move, even while
        // the table waits for chance.
        let (request_id, action) = pending.take().unwrap_or_else(|| {
            n += 1;
            let request_id = format!("{}-{}-{n}", s.table, s.seat);
            if speak {
                return (request_id, String::new());
            }
            let legal = &c.table.as_ref().expect("a table").legal;
            (
                request_id,
                legal[rng.random_range(0..legal.len())].action.clone(),
            )
        });
        let msg = if action.is_empty() {
            ClientMsg::Chat {
                text: Some("is the server there?".into()),
                phrase: None,
                name: None,
                request_id: Some(request_id.clone()),
            }
        } else {
            ClientMsg::Move {
                action: action.clone(),
                request_id: Some(request_id.clone()),
            }
        };
        c.send(&msg).await.expect("sent");
        let answer = c
            .until(|m, _| match m {
                ServerMsg::Ack { request_id: r, .. } | ServerMsg::Refused { request_id: r, .. } => {
                    r.as_deref() == Some(request_id.as_str())
                }
                _ => false,
            })
            .await;
        let mut t = tally.lock().expect("tally");
        match answer {
            Ok(ServerMsg::Ack { seq, .. }) => t.acked.push(Acked {
                table: s.table.clone(),
                request_id,
                seq,
                at: Instant::now(),
            }),
            Ok(ServerMsg::Refused { refusal, .. }) if refusal.code == "not-saved" => {
                t.not_saved += 1;
                refused_in_storm += 1;
                pending = Some((request_id, action));
            }
            Ok(ServerMsg::Refused { refusal, .. }) => {
                *t.other.entry(refusal.code).or_default() += 1;
                if now == Phase::Broken {
                    refused_in_storm += 1;
                }
            }
            Ok(_) => unreachable!(),
            Err(gameroom_server::client::ClientError::Timeout(_)) => {
                t.unanswered += 1;
                refused_in_storm += 1;
                pending = Some((request_id, action));
            }
            Err(e) => panic!("the connection broke: {e}"),
        }
    }
}

/// `n` two-player Meduris tables, started, each seat taken.
async fn tables(lobby: &Lobby, n: usize) -> Vec<Seated> {
    let mut seats = Vec::new();
    for _ in 0..n {
        let (a, b) = common::anna_and_bob_seated(
            lobby,
            json!({"game": "meduris", "players": 2, "name": "Anna"}),
        )
        .await;
        seats.push(a);
        seats.push(b);
    }
    seats
}

/// `GET /healthz`: its HTTP status and body.
async fn health(lobby: &Lobby) -> (u16, Value) {
    match lobby.call("GET", "/healthz", None).await {
        Ok(v) => (200, v),
        Err(gameroom_server::client::ClientError::Status { status, body }) => (
            status,
            serde_json::from_str(&body).unwrap_or(Value::String(body)),
        ),
        Err(e) => panic!("/healthz: {e}"),
    }
}

/// Waits (at most `limit`) until `pred` holds of the tally; whether it did.
async fn until_tally(tally: &Mutex<Tally>, limit: Duration, pred: impl Fn(&Tally) -> bool) -> bool {
    let start = Instant::now();
    while !pred(&tally.lock().expect("tally")) {
        if start.elapsed() > limit {
            return false;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    true
}

/// The entries of the log as the database holds them: (table, seq) → request id.
type Log = HashMap<(String, u64), Option<String>>;

/// The log's rows, as the database gave them: (table, seq, request id).
type Rows = Vec<(String, i64, Option<String>)>;

const LOG_ROWS: &str = "SELECT table_id, seq, request_id FROM gr_log";

fn log_of(rows: Rows) -> Log {
    rows.into_iter()
        .map(|(table, seq, request)| ((table, seq as u64), request))
        .collect()
}

async fn sqlite_log(path: &std::path::Path) -> Log {
    let options = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(path)
        .read_only(true);
    let pool = sqlx::SqlitePool::connect_with(options)
        .await
        .expect("the database opens");
    let rows: Rows = sqlx::query_as(LOG_ROWS)
        .fetch_all(&pool)
        .await
        .expect("the log reads");
    pool.close().await;
    log_of(rows)
}

async fn postgres_log(url: &str) -> Log {
    let pool = sqlx::PgPool::connect(url).await.expect("Postgres answers");
    let rows: Rows = sqlx::query_as(LOG_ROWS)
        .fetch_all(&pool)
        .await
        .expect("the log reads");
    pool.close().await;
    log_of(rows)
}

/// The acknowledged moves the log does not hold as acknowledged.
fn missing(acked: &[Acked], log: &Log) -> Vec<String> {
    acked
        .iter()
        .filter(|a| {
            log.get(&(a.table.clone(), a.seq))
                .cloned()
                .flatten()
                .as_deref()
                != Some(a.request_id.as_str())
        })
        .map(|a| format!("{} seq {} ({})", a.table, a.seq, a.request_id))
        .collect()
}

/// What a storm did, for the closing note and the assertions.
struct Storm {
    acked: usize,
    not_saved: usize,
    unanswered: usize,
    other: HashMap<String, usize>,
    /// From the cause gone to the first move acknowledged after it.
    recovered_in: Option<Duration>,
    /// `/healthz` while it lasted, and after.
    health_during: (u16, Value),
    health_after: (u16, Value),
    /// A new table asked for while it lasted: the answer's status and body.
    create_during: Option<(u16, String)>,
    /// A table started while it lasted, and again after.
    start_during: (u16, String),
    start_after: (u16, String),
    /// `gameroom_commit_failures_total` after it (when the server served `/metrics`).
    failed_commits: Option<f64>,
    /// Acknowledged moves missing from the database while the server runs, and after a
    /// restart.
    missing_running: Vec<String>,
    missing_restarted: Vec<String>,
}

impl Storm {
    fn report(&self, name: &str) {
        eprintln!(
            "{name}: {} acknowledged, {} refused not-saved, {} unanswered, other refusals \
             {:?}; first move acknowledged {} after the cause was gone; /healthz during {} \
             {}, after {} {}; a new table during: {:?}; a start during: {:?}, after: {:?}; \
             failed commits counted: {:?}; acknowledged but missing from the database: {} while running, {} after a restart",
            self.acked,
            self.not_saved,
            self.unanswered,
            self.other,
            self.recovered_in.map_or("never".to_string(), |d| format!(
                "{:.0} ms",
                d.as_secs_f64() * 1000.0
            )),
            self.health_during.0,
            self.health_during.1,
            self.health_after.0,
            self.health_after.1,
            self.create_during,
            self.start_during,
            self.start_after,
            self.failed_commits,
            self.missing_running.len(),
            self.missing_restarted.len(),
        );
    }

    /// The promises: nothing acknowledged lost, nothing unanswered, the storm felt (moves
    /// refused `not-saved`), said by `/healthz`, and over by itself.
    fn check(&self) {
        assert!(
            self.missing_running.is_empty() && self.missing_restarted.is_empty(),
            "acknowledged but not in the database: {:?} / after a restart: {:?}",
            self.missing_running,
            self.missing_restarted
        );
        assert_eq!(self.unanswered, 0, "moves went unanswered");
        assert!(
            self.not_saved > 0,
            "no move was refused: the storm did not reach the writes"
        );
        assert_eq!(
            self.health_during.0, 503,
            "/healthz during: {:?}",
            self.health_during
        );
        assert_eq!(
            self.health_during.1["status"], "degraded",
            "{:?}",
            self.health_during
        );
        assert!(
            self.health_during.1["reasons"]
                .as_array()
                .is_some_and(|r| r.iter().any(|r| r
                    .as_str()
                    .is_some_and(|r| r.starts_with("moves cannot be saved")))),
            "/healthz says moves cannot be saved: {:?}",
            self.health_during
        );
        // A start the database could not save is refused, and the table can be started once
        // the database writes again.
        assert_eq!(
            self.start_during.0, 503,
            "a start in the storm: {:?}",
            self.start_during
        );
        assert_eq!(
            self.start_after.0, 200,
            "started after: {:?}",
            self.start_after
        );
        if let Some(n) = self.failed_commits {
            assert!(n >= 1.0, "gameroom_commit_failures_total counts them: {n}");
        }
        assert_eq!(
            self.health_after.0, 200,
            "/healthz after: {:?}",
            self.health_after
        );
        assert_eq!(self.health_after.1["status"], "ok");
        assert!(self.recovered_in.is_some(), "the games went on");
    }
}

/// Plays `tables` two-player tables at random, breaks what is beneath the server
/// (`break_it`), waits until moves are refused, then mends it (`mend`) and waits until every
/// table has had `after` moves acknowledged since. `log` reads the database.
#[allow(clippy::too_many_arguments)]
fn storm<B, M>(
    server: &mut Server,
    tables_n: usize,
    break_it: B,
    mend: M,
    log: &dyn Fn() -> Log,
    restart: &dyn Fn() -> Server,
    metrics: Option<&str>,
) -> Storm
where
    B: FnOnce(),
    M: FnOnce(),
{
    let runtime = rt();
    let tally = Arc::new(Mutex::new(Tally::default()));
    let (phase, watcher) = watch::channel(Phase::Calm);
    let lobby = Lobby::new(&server.url);
    let seats = runtime.block_on(tables(&lobby, tables_n));
    // A table whose players have sat down, to be started in the storm.
    let waiting = runtime.block_on(async {
        let (a, created) = lobby
            .create(json!({"game": "meduris", "players": 2, "name": "Dora"}))
            .await
            .expect("created");
        lobby
            .join(
                &a.table,
                created["invites"][0]["invite"].as_str().expect("invite"),
                "Emil",
            )
            .await
            .expect("joined");
        a
    });
    let start = |lobby: &Lobby| {
        let lobby = lobby.clone();
        let waiting = waiting.clone();
        async move {
            match lobby.start(&waiting.table, &waiting.token, None).await {
                Ok(v) => (200, v.to_string()),
                Err(gameroom_server::client::ClientError::Status { status, body }) => {
                    (status, body)
                }
                Err(e) => (0, e.to_string()),
            }
        }
    };
    let tasks: Vec<_> = seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            runtime.spawn(player(
                server.url.clone(),
                s.clone(),
                i as u64,
                watcher.clone(),
                tally.clone(),
            ))
        })
        .collect();
    let per_table = |t: &Tally, since: Option<Instant>| -> usize {
        let mut counts: HashMap<&str, usize> = HashMap::new();
        for a in &t.acked {
            if since.is_none_or(|s| a.at > s) {
                *counts.entry(a.table.as_str()).or_default() += 1;
            }
        }
        (seats.iter().step_by(2))
            .map(|s| counts.get(s.table.as_str()).copied().unwrap_or(0))
            .min()
            .unwrap_or(0)
    };
    let (health_during, create_during, start_during, mended_at) = runtime.block_on(async {
        assert!(
            until_tally(&tally, Duration::from_secs(60), |t| per_table(t, None) >= 6).await,
            "moves before the storm"
        );
        break_it();
        let _ = phase.send(Phase::Broken);
        // Each table's players refused (or not answered) twice; at most 90 s.
        until_tally(&tally, Duration::from_secs(90), |t| {
            t.not_saved + t.unanswered >= 2 * tables_n
        })
        .await;
        let health_during = health(&lobby).await;
        let create_during = match lobby
            .call(
                "POST",
                "/api/tables",
                Some(json!({"game": "meduris", "players": 2, "name": "Carla"})),
            )
            .await
        {
            Ok(v) => Some((200, v.to_string())),
            Err(gameroom_server::client::ClientError::Status { status, body }) => {
                Some((status, body))
            }
            Err(e) => Some((0, e.to_string())),
        };
        let start_during = start(&lobby).await;
        mend();
        let mended_at = Instant::now();
        let _ = phase.send(Phase::Mended);
        (health_during, create_during, start_during, mended_at)
    });
    let recovered = runtime.block_on(async {
        let start = Instant::now();
        while per_table(&tally.lock().expect("tally"), Some(mended_at)) < 6 {
            if start.elapsed() > Duration::from_secs(90) {
                return false;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        true
    });
    let _ = phase.send(Phase::Stop);
    runtime.block_on(async {
        for t in tasks {
            let _ = tokio::time::timeout(ANSWER * 2, t).await;
        }
    });
    let start_after = runtime.block_on(start(&lobby));
    let health_after = runtime.block_on(async {
        // The disk's free space is looked at every few seconds.
        let start = Instant::now();
        loop {
            let h = health(&lobby).await;
            if h.0 == 200 || start.elapsed() > Duration::from_secs(30) {
                return h;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    });
    // What `/metrics` counted of the failed commits (`gameroom_commit_failures_total`).
    let failed_commits = metrics.map(|m| {
        let answer = common::get(m, "/metrics");
        answer
            .lines()
            .find_map(|l| {
                l.strip_prefix("gameroom_commit_failures_total ")?
                    .trim()
                    .parse::<f64>()
                    .ok()
            })
            .unwrap_or(-1.0)
    });
    let t = tally.lock().expect("tally");
    let missing_running = missing(&t.acked, &log());
    server.kill();
    *server = restart();
    let missing_restarted = missing(&t.acked, &log());
    let recovered_in = recovered
        .then(|| {
            t.acked
                .iter()
                .filter(|a| a.at > mended_at)
                .map(|a| a.at - mended_at)
                .min()
        })
        .flatten();
    Storm {
        acked: t.acked.len(),
        not_saved: t.not_saved,
        unanswered: t.unanswered,
        other: t.other.clone(),
        recovered_in,
        health_during,
        health_after,
        create_during,
        start_during,
        start_after,
        failed_commits,
        missing_running,
        missing_restarted,
    }
}

/// Flags this build knows and an older one may not (left out when the test runs one).
fn new_flags<'a>(flags: &[&'a str]) -> Vec<&'a str> {
    if older_binary() {
        Vec::new()
    } else {
        flags.to_vec()
    }
}

/// The disk fills while two tables play (a 3 MB tmpfs, filled to 40 KB free): moves that
/// cannot be saved are refused `not-saved`, none is acknowledged without being committed,
/// none goes unanswered; `/healthz` says `degraded` and why; a new table is refused while the
/// disk is low; freed, the server writes again by itself and both games go on.
fn a_full_disk_refuses_moves_and_the_server_recovers_by_itself() -> Result<(), Missing> {
    let disk = Tmpfs::mount(3 * 1024 * 1024)?;
    let db_path = disk.path().join("gameroom.sqlite3");
    let db = format!("sqlite:{}", db_path.display());
    let mut flags = vec!["--messages-per-second", "100000"];
    flags.extend(new_flags(&["--min-free-disk-mb", "1"]));
    // The first server serves `/metrics` too (the failed commits counted).
    let mut first = vec!["serve", "--listen", "127.0.0.1:0", "--database", &db];
    first.extend(&flags);
    first.extend(["--metrics-listen", "127.0.0.1:0"]);
    let (mut server, line) = Server::from_child(
        std::process::Command::new(common::binary())
            .args(&first)
            .env("RUST_LOG", "warn")
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("the server starts"),
    );
    let metrics = format!("http://{}", common::address_in(&line, "metrics on http://"));
    let filler = std::cell::RefCell::new(None);
    let s = storm(
        &mut server,
        2,
        || *filler.borrow_mut() = Some(disk.fill(40 * 1024)),
        || {
            if let Some(f) = filler.borrow_mut().take() {
                f.free();
            }
        },
        &|| rt().block_on(sqlite_log(&db_path)),
        &|| Server::start_on(&db, &flags),
        Some(&metrics),
    );
    s.report("a full disk");
    s.check();
    let (status, body) = s.create_during.clone().expect("asked");
    assert_eq!(status, 507, "a new table while the disk is full: {body}");
    assert!(body.contains("low-disk"), "{body}");
    Ok(())
}

/// Postgres goes away while two tables play (its server stopped: every connection lost) and
/// comes back: moves are refused `not-saved` meanwhile, never acknowledged, and the server
/// writes again by itself once Postgres answers.
fn a_lost_postgres_refuses_moves_and_the_server_recovers_by_itself() -> Result<(), Missing> {
    let pg = common::postgres()?;
    let flags = ["--messages-per-second", "100000"];
    let mut server = Server::start_on(&pg.url, &flags);
    let url = pg.url.clone();
    let s = storm(
        &mut server,
        2,
        || pg.stop(),
        || pg.start_again(),
        &|| rt().block_on(postgres_log(&url)),
        &|| Server::start_on(&url, &flags),
        None,
    );
    s.report("Postgres lost");
    s.check();
    Ok(())
}

/// What `gameroom serve ARGS` says when it does not start (its stderr); that it does not start
/// is checked.
fn refused(args: &[&str]) -> String {
    let out = std::process::Command::new(common::binary())
        .arg("serve")
        .args(args)
        .env("RUST_LOG", "off")
        .output()
        .expect("runs");
    assert!(!out.status.success(), "it started with {args:?}");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A database on a read-only file system is refused at the start, naming the file and what is
/// wrong, never served while it saves nothing; so is a new database where none can be
/// created. Writable again, the server starts with its tables.
fn a_read_only_database_is_refused_at_the_start() -> Result<(), Missing> {
    let disk = Tmpfs::mount(8 * 1024 * 1024)?;
    let db = disk.path().join("gameroom.sqlite3");
    let url = format!("sqlite:{}", db.display());
    let mut server = Server::start_on(&url, &["--min-free-disk-mb", "1"]);
    rt().block_on(async {
        Lobby::new(&server.url)
            .create(json!({"game": "meduris", "players": 2, "name": "Anna"}))
            .await
            .expect("created");
    });
    server.terminate();
    disk.remount(true);
    let listen = ["--listen", "127.0.0.1:0"];
    // The database itself (the instance named, so that no instance file is needed).
    let err = refused(&[&listen[..], &["--database", &url, "--instance", "one"]].concat());
    eprintln!("a read-only database: {err}");
    assert!(
        err.contains(&db.display().to_string()) && err.contains("read-only"),
        "{err}"
    );
    assert!(!err.contains("is not a database: write"), "garbled: {err}");
    // The instance file beside it.
    let err = refused(&[&listen[..], &["--database", &url]].concat());
    assert!(
        err.contains(".instance") && err.contains("Read-only file system"),
        "{err}"
    );
    // A new database where none can be created.
    let other = disk.path().join("new.sqlite3");
    let err = refused(
        &[
            &listen[..],
            &[
                "--database",
                &format!("sqlite:{}", other.display()),
                "--instance",
                "two",
            ],
        ]
        .concat(),
    );
    assert!(err.contains(&other.display().to_string()), "{err}");
    disk.remount(false);
    let server = Server::start_on(&url, &["--min-free-disk-mb", "1"]);
    let open = rt().block_on(async {
        Lobby::new(&server.url)
            .call("GET", "/api/tables", None)
            .await
            .expect("tables")
    });
    assert_eq!(open["open"].as_array().map_or(0, Vec::len), 1);
    Ok(())
}

fn main() -> std::process::ExitCode {
    gameroom_testkit::run(
        vec![
            Test {
                name: "a_full_disk_refuses_moves_and_the_server_recovers_by_itself",
                run: a_full_disk_refuses_moves_and_the_server_recovers_by_itself,
            },
            Test {
                name: "a_lost_postgres_refuses_moves_and_the_server_recovers_by_itself",
                run: a_lost_postgres_refuses_moves_and_the_server_recovers_by_itself,
            },
            Test {
                name: "a_read_only_database_is_refused_at_the_start",
                run: a_read_only_database_is_refused_at_the_start,
            },
        ],
        None,
        concat!(env!("CARGO_TARGET_TMPDIR"), "/skipped-tests.txt"),
    )
}
