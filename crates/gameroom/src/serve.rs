//! `gameroom serve` and `gameroom loadtest` from their arguments: the server's configuration,
//! and a server of the load test's own on a fresh database.

use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};

use anyhow::{Context, anyhow};
use gameroom_games::GAMES;
use gameroom_match::registry::Registry;
use gameroom_server::instance::Instance;
use gameroom_server::mail::MailConfig;
use gameroom_server::proxy::{ProxyHeader, Trusted};
use gameroom_server::tls::{Acme, Tls};
use gameroom_server::{Config, Limits, lobby::Bots};

use crate::cli::{LoadArgs, ProxyHeaderArg, ServeArgs, SyncArg};

/// The server's configuration, every argument checked (a bad `--bot` stops it before anything
/// is created). Secrets given in files (`--database-url-file`, `--smtp-password-file`) are read
/// here; nothing is written.
pub fn config(args: ServeArgs) -> anyhow::Result<Config> {
    let mut bots = Bots::new(GAMES.catalog());
    for b in &args.bots {
        bots.register(b).map_err(anyhow::Error::msg)?;
    }
    let data_dir = || data_dir(args.data_dir.as_deref());
    let given = match &args.database_url_file {
        Some(file) => Some(secret_file(file, "--database-url-file")?),
        None => {
            if let Some(url) = &args.database
                && gameroom_server::client::without_password(url) != *url
            {
                tracing::warn!(
                    "--database holds a password, which every user of this machine can read on \
                     the command line: give the URL in a file with --database-url-file"
                );
            }
            args.database.clone()
        }
    };
    let database = database(given.as_deref(), args.data_dir.as_deref())?;
    let instance = match args.instance {
        Some(name) => Instance::Named(name),
        // Beside a SQLite database (one server serves it); for Postgres, in the data directory
        // (each instance has its own).
        None => Instance::Kept(match database.strip_prefix("sqlite:") {
            Some(db) => PathBuf::from(format!("{}.instance", db.trim_start_matches("//"))),
            None => data_dir()?.join("instance"),
        }),
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
            let smtp = match &args.smtp_password_file {
                Some(file) => with_password(smtp, &secret_file(file, "--smtp-password-file")?)?,
                None => {
                    if gameroom_server::client::without_password(smtp) != *smtp {
                        tracing::warn!(
                            "--smtp holds a password, which every user of this machine can read \
                             on the command line: give it in a file with --smtp-password-file"
                        );
                    }
                    smtp.clone()
                }
            };
            let m = MailConfig {
                smtp,
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
        instance: Some(instance),
        accept_data_loss: args.accept_data_loss,
        min_free_disk: args.min_free_disk_mb.saturating_mul(1024 * 1024),
        limits,
        allowed_origins: args.allowed_origins,
        trusted_proxies: Trusted {
            proxies: args.trusted_proxies,
            header: match args.proxy_header {
                ProxyHeaderArg::XForwardedFor => ProxyHeader::XForwardedFor,
                ProxyHeaderArg::Forwarded => ProxyHeader::Forwarded,
            },
        },
    };
    Ok(config)
}

/// A secret read from a file (its first line): a password or a URL holding one, kept off the
/// command line. The file's contents are never repeated in a message.
fn secret_file(path: &Path, flag: &str) -> anyhow::Result<String> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("{flag} {}", path.display()))?;
    let first = text.lines().next().unwrap_or_default().trim().to_string();
    if first.is_empty() {
        return Err(anyhow!("{flag} {}: the file is empty", path.display()));
    }
    Ok(first)
}

/// An SMTP URL with `password` put in (percent-encoded) for the user it names.
fn with_password(url: &str, password: &str) -> anyhow::Result<String> {
    let no_user = || {
        anyhow!(
            "--smtp-password-file needs the user in --smtp: smtp://USER@host:587 (write `@` in \
             the user as %40)"
        )
    };
    let rest = url.find("://").map(|i| i + 3).ok_or_else(no_user)?;
    let authority_end = url[rest..].find(['/', '?']).map_or(url.len(), |i| rest + i);
    let at = url[rest..authority_end].rfind('@').ok_or_else(no_user)? + rest;
    let user = &url[rest..at];
    if user.is_empty() {
        return Err(no_user());
    }
    if user.contains(':') {
        return Err(anyhow!(
            "--smtp holds a password and --smtp-password-file gives one: keep the file's"
        ));
    }
    let encoded: String = password
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect();
    Ok(format!("{}:{encoded}{}", &url[..at], &url[at..]))
}

/// The data directory: `--data-dir`, or the user's (`~/.local/share/gameroom`).
fn data_dir(given: Option<&Path>) -> anyhow::Result<PathBuf> {
    let dir = match given {
        Some(d) => d.to_path_buf(),
        None => dirs::data_dir()
            .map(|d| d.join("gameroom"))
            .ok_or_else(|| {
                anyhow!("no data directory is known here: give --data-dir or --database")
            })?,
    };
    // (Not created here: the server creates it once its start is sure, so that a start that
    // fails leaves nothing behind.)
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
    // The URL may hold a password: given in a file, never on the command line.
    let url_file = dir.path().join("database-url");
    std::fs::write(&url_file, &database).context("the database's URL written")?;
    let mut child = std::process::Command::new(exe)
        .args(["serve", "--listen", "127.0.0.1:0", "--database-url-file"])
        .arg(&url_file)
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
