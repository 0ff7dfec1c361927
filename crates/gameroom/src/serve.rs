//! `gameroom serve` and `gameroom loadtest` from their arguments: the server's configuration,
//! and a server of the load test's own on a fresh database.

use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};

use anyhow::{Context, anyhow};
use gameroom_games::GAMES;
use gameroom_match::registry::Registry;
use gameroom_server::mail::MailConfig;
use gameroom_server::tls::{Acme, Tls};
use gameroom_server::{Config, Limits, lobby::Bots};

use crate::cli::{LoadArgs, ServeArgs, SyncArg};

/// The server's configuration, every argument checked (a bad `--bot` stops it before anything
/// is created), the database it uses, and the file that keeps its instance name (locked while
/// the server runs; keep it open as long).
pub fn config(args: ServeArgs) -> anyhow::Result<(Config, Option<std::fs::File>)> {
    let mut bots = Bots::new(GAMES.catalog());
    for b in &args.bots {
        bots.register(b).map_err(anyhow::Error::msg)?;
    }
    let data_dir = || data_dir(args.data_dir.as_deref());
    let database = database(args.database.as_deref(), args.data_dir.as_deref())?;
    let (instance, instance_file) = match args.instance {
        Some(name) => (Some(name), None),
        None => {
            // Beside a SQLite database (one server serves it); for Postgres, in the data
            // directory (each instance has its own).
            let path = match database.strip_prefix("sqlite:") {
                Some(db) => PathBuf::from(format!("{}.instance", db.trim_start_matches("//"))),
                None => data_dir()?.join("instance"),
            };
            let (name, file, kept) = instance_name(&path)?;
            if kept && let Some(db) = database.strip_prefix("sqlite:") {
                check_not_emptied(Path::new(db.trim_start_matches("//")), &path)?;
            }
            (Some(name), Some(file))
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
    let tls = match (&args.tls_cert, &args.tls_key) {
        (Some(cert), Some(key)) => Some(Tls::Files {
            cert: cert.clone(),
            key: key.clone(),
        }),
        _ if !args.domains.is_empty() => Some(Tls::Acme(Acme {
            domains: args.domains.clone(),
            email: args.acme_email.clone(),
            directory: args.acme_directory.clone(),
            cache: data_dir()?.join("acme"),
            directory_ca: args.acme_ca.clone(),
        })),
        _ => None,
    };
    let redirect_listen = match (&tls, args.http_listen, args.listen) {
        (None, Some(_), _) => {
            return Err(anyhow!(
                "--http-listen sends plain HTTP to HTTPS: it needs HTTPS (--domain, or \
                 --tls-cert with --tls-key)"
            ));
        }
        (Some(_), Some(plain), _) => Some(plain),
        (Some(_), None, None) => Some(std::net::SocketAddr::from(([0u16; 8], 80))),
        (_, None, _) => None,
    };
    let listen = args.listen.unwrap_or_else(|| match tls {
        Some(_) => std::net::SocketAddr::from(([0u16; 8], 443)),
        None => std::net::SocketAddr::from(([127, 0, 0, 1], 8080)),
    });
    let mail = match (&args.smtp, &args.mail_from) {
        (Some(smtp), Some(from)) => {
            let m = MailConfig {
                smtp: smtp.clone(),
                from: from.clone(),
                delay: std::time::Duration::from_secs(args.mail_delay.min(86_400)),
                public_url: args.public_url.clone(),
            };
            m.check().map_err(anyhow::Error::msg)?;
            Some(m)
        }
        _ => None,
    };
    let keep_finished = match args.keep_finished_days {
        Some(0) => {
            return Err(anyhow!(
                "--keep-finished-days 0 would delete every game as it ends: give 1 or more \
                 (or leave it out to keep games)"
            ));
        }
        Some(days) => Some(std::time::Duration::from_secs(days.min(36_500) * 86_400)),
        None => None,
    };
    let config = Config {
        mail,
        keep_finished,
        review_budget: args.review_budget,
        bots,
        listen,
        tls,
        redirect_listen,
        metrics_listen: args.metrics_listen,
        database,
        sync_full: matches!(args.sync, SyncArg::Full),
        instance,
        limits,
        allowed_origins: args.allowed_origins,
        trusted_proxies: args.trusted_proxies,
    };
    Ok((config, instance_file))
}

/// The data directory: `--data-dir`, or the user's (`~/.local/share/gameroom`), created.
fn data_dir(given: Option<&Path>) -> anyhow::Result<PathBuf> {
    let dir = match given {
        Some(d) => d.to_path_buf(),
        None => dirs::data_dir()
            .map(|d| d.join("gameroom"))
            .ok_or_else(|| {
                anyhow!("no data directory is known here: give --data-dir or --database")
            })?,
    };
    std::fs::create_dir_all(&dir).with_context(|| format!("--data-dir {}", dir.display()))?;
    Ok(dir)
}

/// The database `serve` uses: `--database`, or a SQLite file in the data directory.
pub fn database(given: Option<&str>, data: Option<&Path>) -> anyhow::Result<String> {
    Ok(match given {
        Some(d) => d.to_string(),
        None => format!(
            "sqlite:{}",
            data_dir(data)?.join("gameroom.sqlite3").display()
        ),
    })
}

/// A SQLite database a server has run on (its instance file says so) that is now missing or
/// empty has lost its games (a file emptied, a WAL deleted): refused, never started anew over it.
fn check_not_emptied(db: &Path, instance: &Path) -> anyhow::Result<()> {
    let size = |p: &Path| std::fs::metadata(p).map(|m| m.len()).unwrap_or(0);
    let wal = PathBuf::from(format!("{}-wal", db.display()));
    if size(db) == 0 && size(&wal) == 0 {
        return Err(anyhow!(
            "{} is {}, but a server has kept games in it ({} says so): its games are lost. \
             Restore a backup (docs/hosting.md), or remove {} to start an empty database there",
            db.display(),
            if db.exists() { "empty" } else { "missing" },
            instance.display(),
            instance.display()
        ));
    }
    Ok(())
}

/// This instance's name, kept in `path` so that a restart, on any address, is the same
/// instance and takes its tables back at once (another name would wait for the dead one's
/// leases to run out), and whether it was kept from an earlier start. The file is created with
/// a new name the first time, and locked while the server runs: a second server on the same
/// file is refused, since two servers under one name would both think they own its tables.
fn instance_name(path: &Path) -> anyhow::Result<(String, std::fs::File, bool)> {
    use std::io::{Read, Seek, Write};
    let mut file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)
        .with_context(|| format!("the instance name in {}", path.display()))?;
    if let Err(e) = file.try_lock() {
        return Err(anyhow!(
            "another gameroom serve runs as the instance named in {} ({e}): stop it, or give \
             this one --instance NAME (Postgres: or its own --data-dir)",
            path.display()
        ));
    }
    let mut name = String::new();
    file.read_to_string(&mut name)
        .with_context(|| format!("the instance name in {}", path.display()))?;
    let name = name.trim().to_string();
    if !name.is_empty() {
        return Ok((name, file, true));
    }
    let host = std::env::var("HOSTNAME").unwrap_or_default();
    let host: String = (host.chars())
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .take(24)
        .collect();
    let name = format!(
        "{}{}-{:08x}",
        host,
        if host.is_empty() { "gameroom" } else { "" },
        rand_suffix()
    );
    file.set_len(0)?;
    file.rewind()?;
    writeln!(file, "{name}").with_context(|| format!("writing {}", path.display()))?;
    file.sync_all()?;
    Ok((name, file, false))
}

/// A number that differs from one start to the next (the time and the process).
fn rand_suffix() -> u32 {
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    (t as u32) ^ std::process::id().rotate_left(16)
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
        .args(match &args.smtp {
            Some(url) => vec![
                "--smtp",
                url.as_str(),
                "--mail-from",
                "loadtest@loadtest.invalid",
                "--mail-delay",
                "0",
            ],
            None => Vec::new(),
        })
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
