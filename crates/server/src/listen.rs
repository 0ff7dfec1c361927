//! The accept loop: every TCP connection the server holds, kept within what the machine allows.
//!
//! A connection must send a request's headers within [`HEADER_TIMEOUT`] of opening (over HTTPS:
//! of its handshake, itself within as long), and each later request's within as long of the
//! last answer (hyper's header-read timeout, which is also the idle timeout of a kept-alive
//! connection): idle, silent and slow-header connections are closed. (Hyper's timer starts
//! once the connection's first bytes have told its HTTP version: a connection that sends
//! nothing is closed by [`silent`]'s deadline.)
//! The server holds at most as many HTTP connections as its open-file limit leaves room for,
//! after a reserve for the database, bots and WebSockets; at that limit, and whenever the
//! system refuses another file, the connection that has waited longest without a request in
//! progress is closed to make room. So a new player is served while hundreds of idle or slow
//! sockets are open, and players already seated (upgraded to WebSockets, no longer HTTP
//! connections here) are never closed for them.

use std::collections::HashMap;
use std::future::Future;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::ConnectInfo;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::Notify;
use tower::ServiceExt;

/// How long a connection may take to send a request's headers, from opening or from the last
/// answer.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);

/// Open files kept for everything but HTTP connections: the database, bots' pipes, the
/// listener, the runtime.
const RESERVE: usize = 64;

/// One HTTP connection.
struct Slot {
    opened: Instant,
    /// Requests in progress on it.
    busy: AtomicUsize,
    /// Told to close (it is idle and room is needed).
    close: Notify,
    /// Already told: the next eviction picks another (its task may not have run yet).
    closing: std::sync::atomic::AtomicBool,
    /// A request's headers have come on it.
    requested: std::sync::atomic::AtomicBool,
}

/// The HTTP connections open now, on every listener of the server (they share its open
/// files: an idle flood on one listener makes room by closing idle connections on any).
pub(crate) struct Open {
    slots: Mutex<HashMap<u64, Arc<Slot>>>,
    next: AtomicU64,
    /// The upgraded connections (WebSockets), which hold open files too.
    websockets: Box<dyn Fn() -> usize + Send + Sync>,
}

impl Open {
    pub(crate) fn new(websockets: impl Fn() -> usize + Send + Sync + 'static) -> Open {
        Open {
            slots: Mutex::default(),
            next: AtomicU64::new(0),
            websockets: Box::new(websockets),
        }
    }

    /// Connections open and not told to close.
    fn len(&self) -> usize {
        self.slots.lock().map_or(0, |s| {
            (s.values())
                .filter(|s| !s.closing.load(Ordering::Relaxed))
                .count()
        })
    }

    /// Closes the connection that has waited longest with no request in progress; whether
    /// there was one.
    fn evict_one(&self) -> bool {
        let Ok(slots) = self.slots.lock() else {
            return false;
        };
        let oldest = (slots.values())
            .filter(|s| s.busy.load(Ordering::Relaxed) == 0 && !s.closing.load(Ordering::Relaxed))
            .min_by_key(|s| s.opened);
        match oldest {
            Some(s) => {
                s.closing.store(true, Ordering::Relaxed);
                s.close.notify_one();
                true
            }
            None => false,
        }
    }
}

/// The soft limit on this process's open files (`ulimit -n`).
fn open_file_limit() -> usize {
    rustix::process::getrlimit(rustix::process::Resource::Nofile)
        .current
        .map_or(usize::MAX, |n| usize::try_from(n).unwrap_or(usize::MAX))
}

/// Serves `app` on `listener` (called `name` in the metrics) until `shutdown` completes; then
/// stops accepting, lets the requests in progress finish (at most 5 s) and returns. `open`
/// holds the HTTP connections of all the server's listeners. With `tls`, every connection is
/// HTTPS (the handshake within [`HEADER_TIMEOUT`] too) and every answer carries HSTS. Each
/// request learns its client's address (`ConnectInfo`): the peer's, or behind a `trusted`
/// proxy the one it forwards for.
pub(crate) async fn serve(
    listener: TcpListener,
    open: Arc<Open>,
    name: &'static str,
    app: Router,
    tls: Option<crate::tls::Acceptor>,
    trusted: Arc<crate::proxy::Trusted>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) {
    let files = open_file_limit();
    let graceful = hyper_util::server::graceful::GracefulShutdown::new();
    let mut builder = auto::Builder::new(TokioExecutor::new());
    builder
        .http1()
        .timer(TokioTimer::new())
        .header_read_timeout(HEADER_TIMEOUT)
        .keep_alive(true);
    let builder = Arc::new(builder.http1_only());
    tokio::pin!(shutdown);
    let https = tls.is_some();
    let mut refused_said: Option<Instant> = None;
    loop {
        let accepted = tokio::select! {
            a = listener.accept() => a,
            () = &mut shutdown => break,
        };
        let (tcp, remote) = match accepted {
            Ok(a) => a,
            Err(e) => {
                // Out of files (or another passing error): make room and try again.
                if refused_said.is_none_or(|t| t.elapsed() > Duration::from_secs(10)) {
                    tracing::warn!("accepting a connection: {e}; closing idle ones for room");
                    refused_said = Some(Instant::now());
                }
                if !open.evict_one() {
                    tokio::time::sleep(Duration::from_millis(20)).await;
                }
                tokio::task::yield_now().await;
                continue;
            }
        };
        // Nagle off: an acknowledgement and the broadcasts after it are small frames written
        // one after another; with Nagle on, each waits for the client's delayed ACK (40 ms).
        if let Err(e) = tcp.set_nodelay(true) {
            tracing::debug!("TCP_NODELAY not set on a connection: {e}");
        }
        let room = files.saturating_sub(RESERVE + (open.websockets)());
        if open.len() >= room.max(16) {
            open.evict_one();
        }
        let id = open.next.fetch_add(1, Ordering::Relaxed);
        let slot = Arc::new(Slot {
            opened: Instant::now(),
            busy: AtomicUsize::new(0),
            close: Notify::new(),
            closing: std::sync::atomic::AtomicBool::new(false),
            requested: std::sync::atomic::AtomicBool::new(false),
        });
        if let Ok(mut slots) = open.slots.lock() {
            slots.insert(id, slot.clone());
        }
        crate::metrics::http_connection(name, 1.0);
        let counting = slot.clone();
        let requesting = slot.clone();
        let trusted = trusted.clone();
        let service = app
            .clone()
            .map_request(move |req: hyper::Request<hyper::body::Incoming>| {
                requesting.requested.store(true, Ordering::Relaxed);
                let mut req = req.map(axum::body::Body::new);
                let client = crate::proxy::client_ip(remote.ip(), req.headers(), &trusted);
                let addr = std::net::SocketAddr::new(client, remote.port());
                req.extensions_mut().insert(ConnectInfo(addr));
                req
            })
            .map_future(move |f| {
                let slot = counting.clone();
                slot.busy.fetch_add(1, Ordering::Relaxed);
                async move {
                    let mut r = f.await;
                    slot.busy.fetch_sub(1, Ordering::Relaxed);
                    if https && let Ok(response) = &mut r {
                        response.headers_mut().insert(
                            axum::http::header::STRICT_TRANSPORT_SECURITY,
                            axum::http::HeaderValue::from_static(crate::tls::HSTS),
                        );
                    }
                    r
                }
            });
        let service = TowerToHyperService::new(service);
        let builder = builder.clone();
        let open = open.clone();
        let watcher = graceful.watcher();
        let tls = tls.clone();
        tokio::spawn(async move {
            // An idle connection (a handshake not begun, no request in progress) is closed
            // when room is needed.
            let closed = slot.close.notified();
            tokio::pin!(closed);
            match tls {
                None => {
                    let conn = builder.serve_connection_with_upgrades(TokioIo::new(tcp), service);
                    let conn = watcher.watch(conn.into_owned());
                    tokio::select! {
                        r = conn => log_end(r),
                        () = &mut closed => {}
                        () = silent(slot.clone()) => {}
                    }
                }
                Some(tls) => {
                    let handshake = tokio::time::timeout(HEADER_TIMEOUT, tls.accept(tcp));
                    let stream = tokio::select! {
                        s = handshake => s,
                        () = &mut closed => {
                            forget(&open, id);
                            crate::metrics::http_connection(name, -1.0);
                            return;
                        }
                    };
                    match stream {
                        Ok(Ok(Some(stream))) => {
                            let conn = builder
                                .serve_connection_with_upgrades(TokioIo::new(stream), service);
                            let conn = watcher.watch(conn.into_owned());
                            tokio::select! {
                                r = conn => log_end(r),
                                () = &mut closed => {}
                                () = silent(slot.clone()) => {}
                            }
                        }
                        Ok(Ok(None)) => {}
                        Ok(Err(e)) => tracing::trace!("a TLS handshake failed: {e}"),
                        Err(_) => tracing::trace!("a TLS handshake took too long"),
                    }
                }
            }
            forget(&open, id);
            crate::metrics::http_connection(name, -1.0);
        });
    }
    drop(listener);
    if tokio::time::timeout(Duration::from_secs(5), graceful.shutdown())
        .await
        .is_err()
    {
        tracing::debug!("requests still in progress after 5 s: closed");
    }
}

/// Ready [`HEADER_TIMEOUT`] after it is made if the connection has not sent a whole request's
/// headers by then; else never. (Hyper's own header timer starts only once the connection's
/// first bytes have told its HTTP version: a connection silent from its start, or stopped in
/// the middle of what could be HTTP/2's preface, would wait for ever.)
async fn silent(slot: Arc<Slot>) {
    tokio::time::sleep(HEADER_TIMEOUT).await;
    if slot.requested.load(Ordering::Relaxed) {
        std::future::pending::<()>().await;
    }
    tracing::trace!("a connection sent no request: closed");
}

/// A connection is closed: its slot is free.
fn forget(open: &Open, id: u64) {
    if let Ok(mut slots) = open.slots.lock() {
        slots.remove(&id);
    }
}

fn log_end(r: Result<(), Box<dyn std::error::Error + Send + Sync>>) {
    if let Err(e) = r {
        // Timeouts, resets and malformed requests are the network's weather (the address is
        // not logged: it is the player's).
        tracing::trace!("a connection ended: {e}");
    }
}
