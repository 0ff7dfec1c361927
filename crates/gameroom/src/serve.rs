//! `gameroom serve` and `gameroom loadtest` from their arguments: the server's configuration,
//! and a server of the load test's own on a fresh database.

use std::process::{Child, Stdio};

use anyhow::{Context, anyhow};
use gameroom_games::GAMES;
use gameroom_match::registry::Registry;
use gameroom_server::{Config, Limits, lobby::Bots};

use crate::cli::{LoadArgs, ServeArgs, SyncArg};

/// The server's configuration, every argument checked (a bad `--bot` stops it before anything
/// is created), and the database it uses.
pub fn config(args: ServeArgs) -> anyhow::Result<Config> {
    let mut bots = Bots::new(GAMES.catalog());
    for b in &args.bots {
        bots.register(b).map_err(anyhow::Error::msg)?;
    }
    let database = match args.database {
        Some(d) => d,
        None => {
            let dir = match args.data_dir {
                Some(d) => d,
                None => dirs::data_dir()
                    .map(|d| d.join("gameroom"))
                    .ok_or_else(|| {
                        anyhow!("no data directory is known here: give --data-dir or --database")
                    })?,
            };
            std::fs::create_dir_all(&dir)
                .with_context(|| format!("--data-dir {}", dir.display()))?;
            format!("sqlite:{}", dir.join("gameroom.sqlite3").display())
        }
    };
    let limits = Limits {
        max_message_bytes: args.max_message_bytes.clamp(256, 16 * 1024 * 1024),
        max_tables_per_address: args.max_tables_per_address.max(1),
        max_connections_per_address: args.max_connections_per_address.max(1),
        max_connections: args.max_connections.max(1),
        messages_per_second: if args.messages_per_second.is_finite() {
            args.messages_per_second.clamp(0.1, 1e6)
        } else {
            20.0
        },
        stand_in_after: std::time::Duration::from_secs(args.stand_in_after.min(86_400)),
        ..Limits::default()
    };
    Ok(Config {
        bots,
        listen: args.listen,
        database,
        sync_full: matches!(args.sync, SyncArg::Full),
        instance: args.instance,
        limits,
    })
}

/// A server the load test started (on a fresh database, its limits raised for the load); it
/// is stopped when dropped.
pub struct LocalServer {
    pub url: String,
    child: Child,
    _dir: tempfile::TempDir,
}

impl Drop for LocalServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `gameroom serve` on a free loopback port and reads its address from its first line.
pub fn start_local(args: &LoadArgs) -> anyhow::Result<LocalServer> {
    let dir = tempfile::tempdir().context("a temporary directory")?;
    let database = args
        .database
        .clone()
        .unwrap_or_else(|| format!("sqlite:{}", dir.path().join("load.sqlite3").display()));
    let exe = std::env::current_exe().context("this program's path")?;
    let sync = match args.sync {
        SyncArg::Full => "full",
        SyncArg::Normal => "normal",
    };
    let many = "1000000";
    let mut child = std::process::Command::new(exe)
        .args(["serve", "--listen", "127.0.0.1:0", "--database", &database])
        .args(["--sync", sync, "--max-tables-per-address", many])
        .args([
            "--max-connections-per-address",
            many,
            "--max-connections",
            many,
        ])
        .args(["--messages-per-second", many])
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped())
        .spawn()
        .context("cannot start a server")?;
    let out = child
        .stdout
        .take()
        .ok_or_else(|| anyhow!("the server's output"))?;
    // From here on, a server that did not start is stopped when `server` is dropped.
    let mut server = LocalServer {
        url: String::new(),
        child,
        _dir: dir,
    };
    server.url = gameroom_server::client::listening_on(out).map_err(anyhow::Error::msg)?;
    Ok(server)
}

/// The load test's report in a sentence.
pub fn report_text(report: &gameroom_server::loadtest::LoadReport) -> String {
    format!(
        "{} games at once ({} clients), {:.0} s: {} moves acknowledged, {:.0}/s; \
         acknowledgement latency p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms; \
         {} games finished; {} errors{}",
        report.games_at_once,
        report.clients,
        report.seconds,
        report.moves_acknowledged,
        report.acknowledged_per_second,
        report.latency_ms.p50,
        report.latency_ms.p90,
        report.latency_ms.p99,
        report.latency_ms.max,
        report.games_finished,
        report.errors,
        report
            .first_error
            .as_ref()
            .map(|e| format!(" (first: {e})"))
            .unwrap_or_default()
    )
}
