//! What the server tests share: the real binary started on a fresh database, a runtime,
//! scripted players, and a referee that replays a record to check what each seat was sent.
#![allow(dead_code)]

pub mod page;
pub mod smtp;
pub mod tls;
pub mod tmpfs;

use std::io::{Read, Write};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use gameroom_game::{Actor, rand::RngExt, rng_from_seed};
use gameroom_server::client::{Client, Lobby, Seated};
use gameroom_server::protocol::{ClientMsg, ServerMsg};
#[allow(unused_imports)]
pub use gameroom_testkit::{Missing, Test};

/// A `gameroom serve` process, killed when dropped.
pub struct Server {
    pub child: Child,
    pub url: String,
    pub database: String,
    pub dir: Option<tempfile::TempDir>,
    pub args: Vec<String>,
}

impl Server {
    /// A server on a fresh SQLite database, with extra arguments.
    pub fn start(extra: &[&str]) -> Server {
        let dir = tempfile::tempdir().expect("temp dir");
        let database = format!("sqlite:{}", dir.path().join("db.sqlite3").display());
        let mut s = Server::start_on(&database, extra);
        s.dir = Some(dir);
        s
    }

    /// A server on a given database (to restart one, or to share a Postgres).
    pub fn start_on(database: &str, extra: &[&str]) -> Server {
        Server::start_with(database, extra, "warn", Stdio::inherit())
    }

    /// A server whose logs (`RUST_LOG=rust_log`) go to `stderr`.
    pub fn start_with(database: &str, extra: &[&str], rust_log: &str, stderr: Stdio) -> Server {
        Server::start_env(database, extra, rust_log, stderr, &[])
    }

    /// The same, with variables of its environment (`SSL_CERT_FILE`).
    pub fn start_env(
        database: &str,
        extra: &[&str],
        rust_log: &str,
        stderr: Stdio,
        env: &[(&str, &str)],
    ) -> Server {
        // A Postgres instance keeps its name in its data directory: a fresh one per server,
        // unless the test names the instance.
        let data = (database.starts_with("postgres") && !extra.contains(&"--instance"))
            .then(|| tempfile::tempdir().expect("temp dir"));
        let mut args: Vec<String> = vec!["serve".into(), "--database".into(), database.into()];
        if !extra.contains(&"--listen") {
            args.extend(["--listen".to_string(), "127.0.0.1:0".to_string()]);
        }
        args.extend(extra.iter().map(|s| s.to_string()));
        if let Some(d) = &data {
            args.extend(["--data-dir".to_string(), d.path().display().to_string()]);
        }
        let mut s = Server::spawn(args, rust_log, stderr, env);
        s.database = database.into();
        s.dir = data;
        s
    }

    /// `gameroom serve` with exactly `args` after `serve` (its database among them, or its
    /// data directory), its logs at `rust_log` to `stderr`.
    pub fn spawn(args: Vec<String>, rust_log: &str, stderr: Stdio, env: &[(&str, &str)]) -> Server {
        let mut child = Command::new(binary())
            .args(&args)
            .envs(env.iter().copied())
            .env("RUST_LOG", rust_log)
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .expect("the server starts");
        let out = child.stdout.take().expect("stdout");
        let url =
            gameroom_server::client::listening_on(out).expect("the server says where it listens");
        Server {
            child,
            url,
            database: String::new(),
            dir: None,
            args,
        }
    }

    /// A server a test started itself (its stdout piped): once it says where it listens, with
    /// that first line (which names its HTTPS, redirect and metrics addresses too).
    pub fn from_child(mut child: Child) -> (Server, String) {
        let line = first_line(child.stdout.take().expect("stdout"));
        let url = line
            .split_whitespace()
            .find(|w| w.starts_with("http://") || w.starts_with("https://"))
            .unwrap_or_else(|| panic!("the server did not start: {line}"))
            .to_string();
        let server = Server {
            child,
            url,
            database: String::new(),
            dir: None,
            args: Vec::new(),
        };
        (server, line)
    }

    /// kill -9.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// SIGTERM, and waits for the process to end.
    pub fn terminate(&mut self) -> std::process::ExitStatus {
        let _ = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status();
        // A graceful stop on a loaded machine may take several seconds (each table told, the
        // pool closed): 30 s before it counts as hung.
        for _ in 0..600 {
            if let Ok(Some(status)) = self.child.try_wait() {
                return status;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        self.kill();
        self.child.wait().expect("ended")
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

/// The `gameroom` binary the server tests run: this build's, or `GAMEROOM_TEST_BINARY` (an
/// older build, to measure it side by side with the same test).
pub fn binary() -> String {
    std::env::var("GAMEROOM_TEST_BINARY").unwrap_or_else(|_| env!("CARGO_BIN_EXE_gameroom").into())
}

/// Whether the tests run an older build (`GAMEROOM_TEST_BINARY`): flags it does not know are
/// left out, and what it cannot do is measured, not asserted.
pub fn older_binary() -> bool {
    std::env::var_os("GAMEROOM_TEST_BINARY").is_some()
}

/// The first line a starting `gameroom serve` prints (where it listens: its HTTPS, redirect
/// and metrics addresses too), read from its stdout.
pub fn first_line(stdout: impl Read) -> String {
    use std::io::BufRead;
    let mut line = String::new();
    std::io::BufReader::new(stdout)
        .read_line(&mut line)
        .expect("the server's first line");
    line
}

/// The address that follows `after` in a server's first line (`"HTTPS on "`, `"plain HTTP on
/// http://"`, `"metrics on http://"`): listeners asked for on port 0, as the system gave them.
pub fn address_in(line: &str, after: &str) -> String {
    line.split(after)
        .nth(1)
        .and_then(|rest| rest.split([' ', ';', '/']).next())
        .unwrap_or_else(|| panic!("no {after:?} in the server's line: {line}"))
        .to_string()
}

/// Sends `request` as it is over a new connection and reads the answer to its end.
pub fn raw(url: &str, request: &str) -> String {
    let addr = url.trim_start_matches("http://").trim_end_matches('/');
    let mut conn = std::net::TcpStream::connect(addr).expect("connects");
    conn.set_read_timeout(Some(Duration::from_secs(10)))
        .expect("timeout");
    conn.write_all(request.as_bytes()).expect("sends");
    let mut answer = Vec::new();
    let mut buf = [0u8; 8192];
    // A WebSocket upgrade stays open: its head is enough.
    while let Ok(n) = conn.read(&mut buf) {
        if n == 0 {
            break;
        }
        answer.extend_from_slice(&buf[..n]);
        if answer.starts_with(b"HTTP/1.1 101") && answer.windows(4).any(|w| w == b"\r\n\r\n") {
            break;
        }
    }
    String::from_utf8_lossy(&answer).into_owned()
}

pub fn host(url: &str) -> &str {
    url.trim_start_matches("http://").trim_end_matches('/')
}

pub fn get(url: &str, path: &str) -> String {
    raw(
        url,
        &format!(
            "GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
            host(url)
        ),
    )
}

/// The status of an HTTP answer (`200`).
pub fn status(answer: &str) -> &str {
    answer.split(' ').nth(1).unwrap_or("")
}

/// The first block of `lang` (```` ```nginx ````, ```` ```ini ````) in a document of the
/// repository: what the tests that run the documents' configurations read.
pub fn documented_block(doc: &str, lang: &str) -> String {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../..")
            .join(doc),
    )
    .unwrap_or_else(|e| panic!("{doc}: {e}"));
    let fence = format!("```{lang}\n");
    let start = text
        .find(&fence)
        .unwrap_or_else(|| panic!("a {lang} block in {doc}"))
        + fence.len();
    let end = start + text[start..].find("```").expect("its end");
    text[start..end].to_string()
}

pub fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime")
}

/// A two-player Meduris table, started, with Anna (its creator) and Bob (by his invitation)
/// seated and connected.
pub async fn anna_and_bob(lobby: &Lobby) -> (Seated, Seated, Client, Client) {
    anna_and_bob_at(
        lobby,
        serde_json::json!({"game": "meduris", "players": 2, "name": "Anna"}),
    )
    .await
}

/// The same at a table made by `spec` (a `POST /api/tables` body for two people, Anna's).
pub async fn anna_and_bob_at(
    lobby: &Lobby,
    spec: serde_json::Value,
) -> (Seated, Seated, Client, Client) {
    let (anna, bob) = anna_and_bob_seated(lobby, spec).await;
    let a = Client::connect(lobby, &anna.table, Some(&anna.token), None)
        .await
        .expect("Anna connects");
    let b = Client::connect(lobby, &anna.table, Some(&bob.token), None)
        .await
        .expect("Bob connects");
    (anna, bob, a, b)
}

/// A table made by `spec` (a `POST /api/tables` body for two people, Anna's), Bob seated by his
/// invitation, and started; neither connected.
pub async fn anna_and_bob_seated(lobby: &Lobby, spec: serde_json::Value) -> (Seated, Seated) {
    let (anna, created) = lobby.create(spec).await.expect("created");
    let invite = created["invites"][0]["invite"].as_str().expect("invite");
    let bob = lobby
        .join(&anna.table, invite, "Bob")
        .await
        .expect("joined");
    lobby
        .start(&anna.table, &anna.token, None)
        .await
        .expect("started");
    (anna, bob)
}

/// A two-player Meduris table, started, with Anna (its creator) connected and an easy bot in
/// the other seat.
pub async fn anna_against_a_bot(lobby: &Lobby) -> (Seated, Client) {
    let (anna, _) = lobby
        .create(serde_json::json!({"game": "meduris", "players": 2, "name": "Anna"}))
        .await
        .expect("created");
    lobby
        .start(&anna.table, &anna.token, Some("easy"))
        .await
        .expect("started");
    let a = Client::connect(lobby, &anna.table, Some(&anna.token), None)
        .await
        .expect("Anna connects");
    (anna, a)
}

/// Takes `n` of the client's decisions (the first legal action each time, request ids
/// `{prefix}1`, `{prefix}2`, …), each acknowledged before the next, reading what the others do
/// in between; fewer when the game ends first. Returns how many were taken.
pub async fn take_turns(c: &mut Client, n: usize, prefix: &str) -> usize {
    let mut taken = 0;
    while taken < n && !c.over() {
        if !c.my_turn() {
            c.recv().await.expect("the game goes on");
            continue;
        }
        let action = c.table.as_ref().expect("table").legal[0].action.clone();
        taken += 1;
        let req = format!("{prefix}{taken}");
        c.send(&ClientMsg::Move {
            action,
            request_id: Some(req.clone()),
        })
        .await
        .expect("sent");
        c.until(|m, _| matches!(m, ServerMsg::Ack { request_id: Some(r), .. } if *r == req))
            .await
            .expect("acknowledged");
    }
    taken
}

/// Each client plays its seat at random (seeded) until the game is over; returns them and the
/// moves acknowledged in all.
pub async fn play_all(clients: Vec<Client>, seed: u64) -> (Vec<Client>, usize) {
    let mut tasks = Vec::new();
    for (i, mut c) in clients.into_iter().enumerate() {
        tasks.push(tokio::spawn(async move {
            let mut rng = rng_from_seed(seed.wrapping_mul(31).wrapping_add(i as u64));
            let mut moves = 0;
            let mut n = 0u64;
            while !c.over() {
                if c.my_turn() {
                    let legal = &c.table.as_ref().expect("table").legal;
                    let action = legal[rng.random_range(0..legal.len())].action.clone();
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
                    if matches!(m, ServerMsg::Ack { .. }) {
                        moves += 1;
                    }
                } else {
                    c.recv().await.expect("the game goes on");
                }
            }
            (c, moves)
        }));
    }
    let mut out = Vec::new();
    let mut total = 0;
    for t in tasks {
        let (c, m) = t.await.expect("a player");
        out.push(c);
        total += m;
    }
    (out, total)
}

pub mod referee {
    use super::*;
    use gameroom_game::Record;
    use gameroom_match::registry::Registry;
    use gameroom_match::{AnyMatch, SeatSpec};
    use serde_json::Value;

    /// The keys a table message may carry: nothing else reaches a seat.
    const KEYS: &[&str] = &[
        "type", "protocol", "table_id", "game", "seat", "events", "reset", "seq", "status",
        "seats", "to_move", "view", "legal", "can_undo", "clocks", "thinking", "result", "rematch",
        "chat", "mover", "hints", "hint",
    ];

    fn apply(m: &mut Box<dyn AnyMatch>, text: &str) {
        match m.actor() {
            Actor::Player(s) => {
                m.submit(s, text).expect("the record replays");
            }
            _ => {
                m.apply_chance(text).expect("the record replays");
            }
        }
    }

    /// Checks every table message a viewer received against the referee: the same view, the
    /// same legal actions, and exactly the viewer's share of the events since its last
    /// message. Returns how many messages were checked. (Entry 1 of a table's log is its
    /// start; entry k ≥ 2 is the record's action k − 2: no undo in these games.)
    pub fn check_messages(record: &Record, seat: Option<usize>, received: &[String]) -> usize {
        let entry = gameroom_games::GAMES
            .catalog()
            .game(&record.game)
            .expect("game");
        let n = record.setup["players"]
            .as_array()
            .map(|p| p.len())
            .unwrap_or(0);
        let mut m = entry
            .open_match(&record.setup, &vec![SeatSpec::Human; n], 0)
            .expect("setup");
        let mut applied = 0usize;
        let mut prev_seq: Option<u64> = None;
        let mut checked = 0;
        for text in received {
            let v: Value = serde_json::from_str(text).expect("JSON");
            let kind = v["type"].as_str().unwrap_or_default();
            if kind != "welcome" && kind != "update" {
                continue;
            }
            for key in v.as_object().expect("object").keys() {
                assert!(KEYS.contains(&key.as_str()), "a message carries `{key}`");
            }
            // A hint in a welcome is the viewer's own.
            let hint = &v["hint"];
            assert!(
                hint.is_null() || seat.is_some_and(|s| hint["seat"] == s),
                "a hint for another seat: {hint}"
            );
            let seq = v["seq"].as_u64().expect("seq");
            let before = m.log_len(seat);
            let target = (seq as usize).saturating_sub(1);
            while applied < target {
                apply(&mut m, &record.actions[applied]);
                applied += 1;
            }
            let expected_events = match (kind, prev_seq) {
                ("welcome", _) => m.events(seat, 0),
                (_, Some(p)) if p == seq => Vec::new(),
                _ => m.events(seat, before),
            };
            assert_eq!(
                v["events"].as_array().cloned().unwrap_or_default(),
                expected_events,
                "{seat:?}'s events at entry {seq}"
            );
            if seq >= 1 {
                assert_eq!(v["view"], m.view(seat), "{seat:?}'s view at entry {seq}");
                let legal: Vec<String> = v["legal"]
                    .as_array()
                    .expect("legal")
                    .iter()
                    .map(|l| l["action"].as_str().unwrap_or_default().to_string())
                    .collect();
                let expected: Vec<String> = match seat {
                    Some(s) if !legal.is_empty() => {
                        m.legal(s).into_iter().map(|l| l.action).collect()
                    }
                    _ => Vec::new(),
                };
                assert_eq!(legal, expected, "{seat:?}'s legal actions at entry {seq}");
            }
            prev_seq = Some(seq);
            checked += 1;
        }
        checked
    }
}

/// A real Postgres cluster of Debian's packages, started on a free loopback port in a
/// temporary directory and stopped when dropped. `None` (the tests say they are skipped)
/// where Postgres is not installed.
pub struct Postgres {
    pub url: String,
    bin: std::path::PathBuf,
    data: std::path::PathBuf,
    _dir: tempfile::TempDir,
    as_postgres: bool,
    /// The postmaster's options (its port, socket directory and settings).
    opts: String,
}

impl Postgres {
    pub fn start() -> Option<Postgres> {
        let bin = std::fs::read_dir("/usr/lib/postgresql")
            .ok()?
            .flatten()
            .map(|e| e.path().join("bin"))
            .find(|p| p.join("initdb").exists())?;
        let dir = tempfile::tempdir().ok()?;
        let data = dir.path().join("data");
        // initdb refuses to run as root: then it runs as the `postgres` user.
        let as_postgres = Command::new("id")
            .arg("-u")
            .output()
            .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
            .unwrap_or(false);
        if as_postgres {
            let ok = Command::new("chown")
                .args(["-R", "postgres", &dir.path().display().to_string()])
                .status()
                .map(|s| s.success())
                .unwrap_or(false);
            if !ok {
                return None;
            }
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .ok()?
            .local_addr()
            .ok()?
            .port();
        let mut pg = Postgres {
            url: format!("postgres://postgres@127.0.0.1:{port}/postgres"),
            bin,
            data,
            _dir: dir,
            as_postgres,
            opts: String::new(),
        };
        let initdb = pg.run(
            "initdb",
            &[
                "-D",
                &pg.data.display().to_string(),
                "-U",
                "postgres",
                "--auth=trust",
                "-N",
            ],
        );
        if !initdb {
            return None;
        }
        let sock = pg.data.parent()?.display().to_string();
        pg.opts = format!(
            "-p {port} -k {sock} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200"
        );
        pg.start_postmaster().then_some(pg)
    }

    /// Starts the postmaster and waits until it answers.
    fn start_postmaster(&self) -> bool {
        let sock = self
            .data
            .parent()
            .map(|p| p.display().to_string())
            .unwrap_or_default();
        let started = self.run(
            "pg_ctl",
            &[
                "-D",
                &self.data.display().to_string(),
                "-o",
                &self.opts,
                "-w",
                "-l",
                &format!("{sock}/pg.log"),
                "start",
            ],
        );
        // The postmaster runs in a session of its own (pg_ctl starts it so): its pid is kept
        // where `.ci/run` stops what a killed test left behind.
        if started && let Some(pid) = self.postmaster_pid() {
            gameroom_testkit::record("pid", pid);
        }
        started
    }

    /// Stops the server (fast: every connection is cut at once) and waits until it is down.
    pub fn stop(&self) {
        let pid = self.postmaster_pid();
        let data = self.data.display().to_string();
        assert!(
            self.run("pg_ctl", &["-D", &data, "-m", "fast", "-w", "stop"]),
            "Postgres stops"
        );
        if let Some(pid) = pid {
            gameroom_testkit::forget("pid", pid);
        }
    }

    /// Starts it again after [`Postgres::stop`], on the same port and data.
    pub fn start_again(&self) {
        assert!(self.start_postmaster(), "Postgres starts again");
    }

    fn postmaster_pid(&self) -> Option<u32> {
        std::fs::read_to_string(self.data.join("postmaster.pid"))
            .ok()?
            .lines()
            .next()?
            .trim()
            .parse()
            .ok()
    }

    fn run(&self, tool: &str, args: &[&str]) -> bool {
        let exe = self.bin.join(tool).display().to_string();
        let mut cmd = if self.as_postgres {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--", &exe]);
            c
        } else {
            Command::new(&exe)
        };
        cmd.args(args)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .map(|s| s.success())
            .unwrap_or(false)
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        let pid = self.postmaster_pid();
        let data = self.data.display().to_string();
        self.run("pg_ctl", &["-D", &data, "-m", "immediate", "stop"]);
        if let Some(pid) = pid {
            gameroom_testkit::forget("pid", pid);
        }
    }
}

const NO_POSTGRES: &str = "no PostgreSQL server here (Debian: apt-get install -y postgresql; \
                           .ci/install installs it)";

/// Why Postgres tests cannot run here, if they cannot.
pub fn postgres_missing() -> Option<Missing> {
    let installed = std::fs::read_dir("/usr/lib/postgresql")
        .ok()
        .into_iter()
        .flatten()
        .flatten()
        .any(|e| e.path().join("bin/initdb").exists());
    (!installed).then(|| Missing(NO_POSTGRES.into()))
}

/// A fresh Postgres cluster, or why there is none.
pub fn postgres() -> Result<Postgres, Missing> {
    Postgres::start().ok_or_else(|| {
        Missing(format!(
            "{NO_POSTGRES}: a cluster could not be initialised or started"
        ))
    })
}

/// Debian's Chromium driven through chromedriver (fantoccini), stopped when dropped. `None`
/// (the test says it is skipped) where they are not installed.
pub struct Browser {
    /// chromedriver, in a process group of its own with the browsers it starts.
    driver: gameroom_testkit::Group,
    pub port: u16,
    _profiles: tempfile::TempDir,
}

impl Browser {
    pub fn start() -> Option<Browser> {
        Browser::start_at_home(None)
    }

    /// chromedriver and its browsers with `HOME` there: Chromium reads the certificate
    /// authorities its user trusts from `HOME/.pki/nssdb`.
    pub fn start_at_home(home: Option<&std::path::Path>) -> Option<Browser> {
        if chromium_missing().is_some() {
            return None;
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .ok()?
            .local_addr()
            .ok()?
            .port();
        let profiles = tempfile::tempdir().ok()?;
        let log = std::fs::File::create(profiles.path().join("chromedriver.log")).ok()?;
        let mut command = Command::new("chromedriver");
        command
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(log);
        if let Some(home) = home {
            command.env("HOME", home);
        }
        let driver = gameroom_testkit::spawn(&mut command).ok()?;
        let mut browser = Browser {
            driver,
            port,
            _profiles: profiles,
        };
        for _ in 0..100 {
            if browser.driver.child.try_wait().ok().flatten().is_some() {
                return None;
            }
            if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
                return Some(browser);
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        None
    }

    /// What chromedriver said, and whether it still runs (for a failure's message).
    fn driver_state(&mut self) -> String {
        let log = std::fs::read_to_string(self._profiles.path().join("chromedriver.log"))
            .unwrap_or_default();
        let tail: Vec<&str> = log.lines().rev().take(5).collect();
        let state = match self.driver.child.try_wait() {
            Ok(Some(status)) => format!("chromedriver ended ({status})"),
            _ => "chromedriver runs".to_string(),
        };
        format!("{state}; its last lines: {}", tail.join(" | "))
    }

    /// A new window (a fresh profile: its own storage, as a different person's browser).
    pub async fn window(&mut self, width: u32, height: u32) -> fantoccini::Client {
        self.window_with(width, height, serde_json::json!({})).await
    }

    /// A new window whose person allowed every site's notifications in their browser's
    /// settings (as one does in Chromium's site settings; a headless browser shows no prompt).
    pub async fn window_allowing_notifications(
        &mut self,
        width: u32,
        height: u32,
    ) -> fantoccini::Client {
        let prefs = serde_json::json!({"profile.default_content_setting_values.notifications": 1});
        self.window_with(width, height, prefs).await
    }

    async fn window_with(
        &mut self,
        width: u32,
        height: u32,
        prefs: serde_json::Value,
    ) -> fantoccini::Client {
        let profile = self._profiles.path().join(format!("p{}", rand_suffix()));
        let caps: serde_json::Map<String, serde_json::Value> =
            serde_json::from_value(serde_json::json!({
                "goog:chromeOptions": {
                    "binary": chromium_binary(),
                    "args": [
                        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
                        "--no-first-run", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
                        format!("--window-size={width},{height}"),
                        format!("--user-data-dir={}", profile.display()),
                    ],
                    "prefs": prefs,
                }
            }))
            .expect("capabilities");
        // chromedriver may refuse a connection for a moment while it starts a browser for
        // another window: tried again for a few seconds.
        let mut tries = 0;
        let c = loop {
            tries += 1;
            match fantoccini::ClientBuilder::new(
                hyper_util::client::legacy::connect::HttpConnector::new(),
            )
            .capabilities(caps.clone())
            .connect(&format!("http://127.0.0.1:{}", self.port))
            .await
            {
                Ok(c) => break c,
                Err(fantoccini::error::NewSessionError::FailedC(_)) if tries < 20 => {
                    tokio::time::sleep(Duration::from_millis(250)).await;
                }
                Err(e) => panic!("a browser window: {e:?}; {}", self.driver_state()),
            }
        };
        // Headless Chromium starts no narrower than 500 px whatever --window-size says; a
        // resize after the start gives a phone's 390.
        c.set_window_size(width, height)
            .await
            .expect("the window's size");
        c
    }
}

fn rand_suffix() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    N.fetch_add(1, Ordering::Relaxed) ^ (std::process::id() as u64) << 20
}

const NO_CHROMIUM: &str = "no Chromium and chromedriver here (Debian: apt-get install -y \
                           chromium chromium-driver; .ci/install installs them)";

/// Why browser tests cannot run here, if they cannot.
pub fn chromium_missing() -> Option<Missing> {
    let on_path = |exe: &str| {
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())
            .any(|d| d.join(exe).is_file())
    };
    let binary = chromium_binary();
    let installed = std::path::Path::new(&binary).exists() && on_path("chromedriver");
    (!installed).then(|| Missing(format!("{NO_CHROMIUM}; looked for {binary}")))
}

/// The Chromium the tests drive: Debian's, or `GAMEROOM_CHROMIUM`.
fn chromium_binary() -> String {
    std::env::var("GAMEROOM_CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into())
}

/// chromedriver started, or why not.
pub fn browser() -> Result<Browser, Missing> {
    Browser::start().ok_or_else(|| Missing(format!("{NO_CHROMIUM}: chromedriver did not start")))
}
