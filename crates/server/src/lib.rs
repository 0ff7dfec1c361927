//! `gameroom serve`: the server friends play on (docs/server.md).
//!
//! - [`store`]: SQLite (the default, embedded) or Postgres, one SQL text; each game is an
//!   append-only log, committed in groups by one writer.
//! - [`table`]: one task per table owns its match (a replica of its log), its connections, bots
//!   and clocks; nothing is acknowledged or broadcast before it is committed, and every message to
//!   a seat is built from that seat's view.
//! - `api`: the lobby over HTTP (create, join, start, rematch, list, records, replays); what it
//!   reads from a request and checks without the database is [`lobby`] (also the bots a table
//!   may seat: no request makes the server run a program).
//! - `ws`: live play over WebSocket ([`protocol`], version 1), with limits on sizes, rates and
//!   connections.
//! - [`chat`]: what may be said at a table, and how often (messages are entries of its log).
//! - [`client`]: a WebSocket client of the protocol (tests, `gameroom loadtest`).
//!
//! No game is named here: the games come from the catalog the binary passes in (`Config`'s
//! `bots`, which knows the games and their bots).

mod api;
pub mod chat;
pub mod client;
pub mod disk;
pub mod headers;
pub mod instance;
mod listen;
pub mod loadtest;
pub mod lobby;
pub mod mail;
pub mod metrics;
pub mod protocol;
pub mod proxy;
pub mod review;
pub mod store;
pub mod table;
pub mod tls;
pub mod tokens;
mod ws;

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use store::{Store, StoreError};
use table::{Cmd, Table, TableHandle};

/// Limits a server keeps; every one is a setting with a sane default.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The largest WebSocket message a client may send.
    pub max_message_bytes: usize,
    /// The largest HTTP request body.
    pub max_body_bytes: usize,
    /// Open or running tables one address may have created.
    pub max_tables_per_address: i64,
    /// WebSocket connections from one address at once.
    pub max_connections_per_address: usize,
    /// WebSocket connections in all.
    pub max_connections: usize,
    /// Messages a connection may send per second on average, and in a burst.
    pub messages_per_second: f64,
    pub message_burst: f64,
    /// Messages waiting to be sent to a client; one that does not read is dropped beyond it.
    pub send_queue: usize,
    /// How long a new connection has to say `hello`.
    pub hello_timeout: Duration,
    /// How long a player may be away before a bot plays their decisions.
    pub stand_in_after: Duration,
    /// Malformed messages a connection may send before it is closed.
    pub max_bad_messages: u32,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_message_bytes: 16 * 1024,
            max_body_bytes: 64 * 1024,
            max_tables_per_address: 50,
            max_connections_per_address: 256,
            max_connections: 20_000,
            messages_per_second: 20.0,
            message_burst: 60.0,
            send_queue: 512,
            hello_timeout: Duration::from_secs(10),
            stand_in_after: Duration::from_secs(90),
            max_bad_messages: 20,
        }
    }
}

/// How to run a server.
#[derive(Clone, Debug)]
pub struct Config {
    pub listen: SocketAddr,
    /// `sqlite:PATH` or `postgres://…`.
    pub database: String,
    /// SQLite: fsync every commit (`synchronous=FULL`); off: `NORMAL`, which survives a killed
    /// process but not a power cut.
    pub sync_full: bool,
    /// This instance's name, given or kept in a file (`instance.rs`); none: the listen
    /// address.
    pub instance: Option<instance::Instance>,
    /// Starts on a database its checks found damaged (a write-ahead log gone after a crash,
    /// rows missing that its mark says were committed), saying what is lost
    /// (`--accept-data-loss`).
    pub accept_data_loss: bool,
    pub limits: Limits,
    /// The outside bots the operator registered (`--bot NAME=exec:…`), which tables choose by
    /// name.
    pub bots: lobby::Bots,
    /// Origins besides the server's own whose pages may open a WebSocket (`--allowed-origin`).
    pub allowed_origins: Vec<String>,
    /// Reverse proxies whose header (`--proxy-header`) names the client (`--trusted-proxy`).
    pub trusted_proxies: proxy::Trusted,
    /// HTTPS on `listen` (`--tls-cert`/`--tls-key`, or `--domain` over ACME); `None`: plain HTTP.
    pub tls: Option<tls::Tls>,
    /// With HTTPS, a plain-HTTP listener that sends every request to HTTPS (`--http-listen`).
    pub redirect_listen: Option<SocketAddr>,
    /// A listener of its own for `/metrics` (`--metrics-listen`); `None`: no metrics.
    pub metrics_listen: Option<SocketAddr>,
    /// Mail at turn-based tables (`--smtp`, `--mail-from`); `None`: no mail is sent, and no
    /// address is taken.
    pub mail: Option<mail::MailConfig>,
    /// Games that ended (finished or abandoned) are deleted this long after their last entry,
    /// with all that is kept of them (`--keep-finished-days`); `None`: kept.
    pub keep_finished: Option<Duration>,
    /// The hard bot's search per decision when a finished game is reviewed
    /// (`--review-budget`).
    pub review_budget: gameroom_match::review::Budget,
    /// SQLite: below this many bytes free on the database's disk, new tables are refused
    /// (`--min-free-disk-mb`).
    pub min_free_disk: u64,
}

/// Where a started server listens.
#[derive(Clone, Debug)]
pub struct Listening {
    /// The address of `--listen` (its port chosen, when 0 was asked).
    pub addr: SocketAddr,
    /// The server's address for people: `http://ADDR`, or with HTTPS `https://DOMAIN:PORT`
    /// (the port left out when it is 443).
    pub url: String,
    /// The plain-HTTP listener that sends browsers to `url`.
    pub redirect: Option<SocketAddr>,
    /// The listener of `/metrics`.
    pub metrics: Option<SocketAddr>,
}

/// Why a server stopped.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("HTTPS: {0}")]
    Tls(#[from] tls::TlsError),
    #[error("cannot listen on {addr}: {source}")]
    Listen {
        addr: SocketAddr,
        source: std::io::Error,
    },
    #[error(transparent)]
    Start(#[from] instance::StartError),
    #[error("the server failed: {0}")]
    Io(#[from] std::io::Error),
}

/// What every part of a server shares.
pub struct Shared {
    pub store: Store,
    pub instance: String,
    pub limits: Limits,
    pub bots: lobby::Bots,
    pub allowed_origins: Vec<String>,
    /// The outbox's bell and the mails' delay, when the server sends mail.
    pub outbox: Option<Arc<mail::Outbox>>,
    /// Reviews of finished games being computed here.
    pub reviews: review::Reviews,
    /// The SQLite database's disk (none: Postgres).
    pub disk: Option<disk::Disk>,
    tables: Mutex<HashMap<String, TableHandle>>,
    loading: tokio::sync::Mutex<()>,
    conns: Mutex<HashMap<IpAddr, usize>>,
    total_conns: AtomicUsize,
    next_conn: AtomicU64,
    shutting_down: AtomicBool,
}

impl Shared {
    /// The games this server plays.
    pub fn games(&self) -> gameroom_match::registry::Catalog {
        self.bots.games()
    }

    /// A table's task (started, loading the table, if need be); `None`: no such table.
    pub async fn table(self: &Arc<Self>, id: &str) -> Result<Option<TableHandle>, StoreError> {
        if let Some(h) = self.loaded(id) {
            return Ok(Some(h));
        }
        let _one_at_a_time = self.loading.lock().await;
        if let Some(h) = self.loaded(id) {
            return Ok(Some(h));
        }
        let h = Table::spawn(self.clone(), id).await?;
        if let Some(h) = &h {
            lock(&self.tables).insert(id.to_string(), h.clone());
        }
        Ok(h)
    }

    /// Tables held in memory now.
    pub fn loaded_tables(&self) -> usize {
        lock(&self.tables).len()
    }

    /// WebSocket connections open now.
    pub fn websockets(&self) -> usize {
        self.total_conns.load(Ordering::Relaxed)
    }

    fn loaded(&self, id: &str) -> Option<TableHandle> {
        lock(&self.tables)
            .get(id)
            .filter(|h| !h.tx.is_closed())
            .cloned()
    }

    /// A table's task stops (idle): it is forgotten. Whether it was loaded.
    pub(crate) fn unload(&self, id: &str) -> bool {
        lock(&self.tables).remove(id).is_some()
    }

    /// Tells a loaded table something; a table that is not loaded reads it when it loads.
    pub(crate) async fn poke(&self, id: &str, cmd: Cmd) {
        if let Some(h) = self.loaded(id) {
            let _ = h.tx.send(cmd).await;
        }
    }

    /// Admits a connection from `ip`, within the limits.
    pub(crate) fn admit(self: &Arc<Self>, ip: IpAddr) -> Option<ConnGuard> {
        if self.shutting_down.load(Ordering::Relaxed) {
            return None;
        }
        let mut conns = lock(&self.conns);
        let here = conns.entry(ip).or_default();
        if *here >= self.limits.max_connections_per_address
            || self.total_conns.load(Ordering::Relaxed) >= self.limits.max_connections
        {
            return None;
        }
        *here += 1;
        self.total_conns.fetch_add(1, Ordering::Relaxed);
        Some(ConnGuard {
            shared: self.clone(),
            ip,
            id: self.next_conn.fetch_add(1, Ordering::Relaxed),
        })
    }
}

/// A connection counted against the limits until it is dropped.
pub(crate) struct ConnGuard {
    shared: Arc<Shared>,
    ip: IpAddr,
    pub id: u64,
}

impl Drop for ConnGuard {
    fn drop(&mut self) {
        let mut conns = lock(&self.shared.conns);
        if let Some(n) = conns.get_mut(&self.ip) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                conns.remove(&self.ip);
            }
        }
        self.shared.total_conns.fetch_sub(1, Ordering::Relaxed);
    }
}

/// A poisoned lock holds plain data that is still consistent: use it.
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Sets up logs for `gameroom serve` (`RUST_LOG` filters them; info by default). The WebSocket
/// library's trace lines are dropped whatever `RUST_LOG` says: at trace it prints every message
/// it receives, a `hello` with its seat token among them, and no secret is logged.
pub fn init_logging() {
    use tracing_subscriber::prelude::*;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let no_frames = tracing_subscriber::filter::filter_fn(|m| {
        !(*m.level() == tracing::Level::TRACE && m.target().contains("tungstenite"))
    });
    let _ = tracing_subscriber::registry()
        .with(
            tracing_subscriber::fmt::layer()
                .with_writer(std::io::stderr)
                // Colours for a person at a terminal only: none in the journal or a file.
                .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
                .with_filter(no_frames)
                .with_filter(filter),
        )
        .try_init();
}

/// Runs a server until SIGTERM or Ctrl-C; `ready` learns where it listens (a port of 0 picks a
/// free one).
pub async fn serve(config: Config, ready: impl FnOnce(&Listening)) -> Result<(), ServeError> {
    private_files();
    // A certificate that cannot be read, or an address that cannot be listened on, stops the
    // server before anything is written.
    let acceptor = config.tls.as_ref().map(tls::Acceptor::start).transpose()?;
    let bind = |addr: SocketAddr| async move {
        tokio::net::TcpListener::bind(addr)
            .await
            .map_err(|source| ServeError::Listen { addr, source })
    };
    let listener = bind(config.listen).await?;
    let addr = listener.local_addr()?;
    let redirect = match (config.redirect_listen, &config.tls) {
        (Some(plain), Some(_)) => Some(bind(plain).await?),
        _ => None,
    };
    let metrics = match config.metrics_listen {
        Some(addr) => Some(bind(addr).await?),
        None => None,
    };
    let (store, instance_name, _held) = instance::open_database(&config).await?;
    let listening = Listening {
        addr,
        url: match &config.tls {
            None => format!("http://{addr}"),
            Some(t) => {
                let host = t
                    .domain()
                    .map_or_else(|| addr.ip().to_string(), str::to_string);
                let host = if host.contains(':') {
                    format!("[{host}]")
                } else {
                    host
                };
                match addr.port() {
                    443 => format!("https://{host}"),
                    port => format!("https://{host}:{port}"),
                }
            }
        },
        redirect: redirect.as_ref().and_then(|l| l.local_addr().ok()),
        metrics: metrics.as_ref().and_then(|l| l.local_addr().ok()),
    };
    let disk = store.file().and_then(|f| f.parent()).map(|dir| {
        let dir = if dir.as_os_str().is_empty() {
            std::path::Path::new(".")
        } else {
            dir
        };
        disk::Disk::new(dir.to_path_buf(), config.min_free_disk)
    });
    let shared = Arc::new(Shared {
        instance: instance_name.unwrap_or_else(|| addr.to_string()),
        store,
        limits: config.limits.clone(),
        bots: config.bots.clone(),
        allowed_origins: config.allowed_origins.clone(),
        outbox: config.mail.as_ref().map(|m| {
            Arc::new(mail::Outbox {
                delay: m.delay,
                wake: tokio::sync::Notify::new(),
            })
        }),
        reviews: review::Reviews::new(config.review_budget),
        disk,
        tables: Mutex::new(HashMap::new()),
        loading: tokio::sync::Mutex::new(()),
        conns: Mutex::new(HashMap::new()),
        total_conns: AtomicUsize::new(0),
        next_conn: AtomicU64::new(1),
        shutting_down: AtomicBool::new(false),
    });
    if let Some(mut listener) = shared.store.listen().await? {
        let shared = shared.clone();
        tokio::spawn(async move {
            loop {
                match listener.recv().await {
                    Ok(n) => shared.poke(n.payload(), Cmd::LogChanged).await,
                    Err(e) => {
                        tracing::warn!("log notifications: {e}");
                        tokio::time::sleep(Duration::from_secs(1)).await;
                    }
                }
            }
        });
    }
    // The mark is kept up to date while the server runs (SQLite), and written a last time
    // once the database is closed.
    let (mark_stop, mark_stopped) = tokio::sync::watch::channel(false);
    let marking = shared.store.file().map(|db| {
        tokio::spawn(instance::keep_mark(
            shared.clone(),
            db.to_path_buf(),
            mark_stopped,
        ))
    });
    resume_running(&shared).await;
    let app = api::router(shared.clone());
    tracing::info!(%addr, url = %listening.url, instance = %shared.instance, "gameroom serve is listening");
    ready(&listening);
    let stopping = shared.clone();
    let trusted = Arc::new(config.trusted_proxies.clone());
    let (stopped, stop) = tokio::sync::watch::channel(false);
    let sender = config.mail.clone().map(|m| {
        let base = m
            .public_url
            .clone()
            .unwrap_or_else(|| listening.url.clone());
        tokio::spawn(mail::run(shared.clone(), m, base, stop.clone()))
    });
    if let Some(keep) = config.keep_finished {
        tokio::spawn(retention(shared.clone(), keep, stop.clone()));
    }
    if shared.disk.is_some() {
        tokio::spawn(watch_disk(shared.clone(), stop.clone()));
    }
    let counting = shared.clone();
    let open = Arc::new(listen::Open::new(move || counting.websockets()));
    // A listener beside the public one (plain HTTP), stopped with it.
    let beside = |listener: tokio::net::TcpListener, name: &'static str, app: axum::Router| {
        let mut stop = stop.clone();
        tokio::spawn(listen::serve(
            listener,
            open.clone(),
            name,
            app,
            None,
            trusted.clone(),
            async move {
                let _ = stop.wait_for(|s| *s).await;
            },
        ));
    };
    if let Some(listener) = metrics {
        match metrics::install() {
            Some(handle) => beside(listener, "metrics", metrics::router(shared.clone(), handle)),
            None => {
                tracing::warn!("metrics: another recorder is installed; /metrics is not served")
            }
        }
    }
    if let Some(plain) = redirect {
        let domains = match &config.tls {
            Some(tls::Tls::Acme(a)) => a.domains.clone(),
            _ => Vec::new(),
        };
        beside(
            plain,
            "redirect",
            api::redirect_router(domains, addr.port()),
        );
    }
    listen::serve(
        listener,
        open,
        "public",
        app,
        acceptor,
        trusted,
        async move {
            shutdown_signal().await;
            let _ = stopped.send(true);
            tracing::info!("shutting down: telling the tables");
            stopping.shutting_down.store(true, Ordering::Relaxed);
            let handles: Vec<TableHandle> = lock(&stopping.tables).values().cloned().collect();
            for h in handles {
                let (reply, rx) = tokio::sync::oneshot::channel();
                if h.tx.send(Cmd::Shutdown { reply }).await.is_ok() {
                    let _ = tokio::time::timeout(Duration::from_secs(5), rx).await;
                }
            }
        },
    )
    .await;
    if let Some(sender) = sender {
        // The mail being sent is finished (its outcome recorded) before the database closes.
        let _ = tokio::time::timeout(Duration::from_secs(30), sender).await;
    }
    let _ = mark_stop.send(true);
    let last = match marking {
        Some(task) => task.await.ok().flatten(),
        None => None,
    };
    // Closing the pool lets SQLite fold its WAL into the database file: a server stopped
    // gracefully leaves one file.
    let closed = tokio::time::timeout(Duration::from_secs(5), shared.store.close())
        .await
        .is_ok();
    if let (Some(db), Some(mark), true) = (shared.store.file(), last, closed) {
        let mark = instance::Mark {
            running: false,
            ..mark
        };
        if let Err(e) = instance::write_mark(db, &mark) {
            tracing::warn!("the mark beside the database: {e}");
        }
    }
    tracing::info!("stopped");
    Ok(())
}

/// Makes every file and directory the server creates private to its user (the database and
/// its logs, the instance file and the mark, the ACME account and certificate), whoever starts
/// it and whatever umask it had.
pub fn private_files() {
    rustix::process::umask(rustix::fs::Mode::from_bits_truncate(0o077));
}

/// Loads the running tables, so that bots, chance and clocks go on after a restart without
/// waiting for a player to connect.
async fn resume_running(shared: &Arc<Shared>) {
    match shared.store.tables(store::Status::Running, 10_000).await {
        Ok(rows) => {
            for r in rows {
                if let Err(e) = shared.table(&r.id).await {
                    tracing::error!(table = %r.id, "cannot load: {e}");
                }
            }
        }
        Err(e) => tracing::error!("cannot list running tables: {e}"),
    }
}

/// Deletes the games that ended longer than `keep` ago, with all that is kept of them (their
/// log, seats, addresses and mails): at the start, then every hour.
async fn retention(
    shared: Arc<Shared>,
    keep: Duration,
    mut stop: tokio::sync::watch::Receiver<bool>,
) {
    loop {
        let before = store::now_ms().saturating_sub(keep.as_millis() as i64);
        match shared.store.delete_ended_before(before).await {
            Ok(0) => {}
            Ok(n) => tracing::info!(
                tables = n,
                "deleted games that ended before --keep-finished-days"
            ),
            Err(e) => tracing::warn!("cannot delete old games: {e}"),
        }
        tokio::select! {
            _ = tokio::time::sleep(Duration::from_secs(3600)) => {}
            _ = stop.wait_for(|s| *s) => return,
        }
    }
}

/// Looks at the database's disk every few seconds, so that a disk running low is in the log
/// and `/healthz` before SQLite runs out of room.
async fn watch_disk(shared: Arc<Shared>, mut stop: tokio::sync::watch::Receiver<bool>) {
    loop {
        if let Some(disk) = &shared.disk {
            disk.check();
        }
        tokio::select! {
            _ = tokio::time::sleep(Duration::from_secs(5)) => {}
            _ = stop.wait_for(|s| *s) => return,
        }
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
}
