//! `/metrics` in Prometheus's text format, served on a listener of its own
//! (`--metrics-listen`, loopback or a private network), never on the public one: what a host's
//! Prometheus scrapes to see the server's tables, connections, moves, refusals, commits, bots and
//! clocks. Every metric is named here once ([`METRICS`], which docs/server.md lists); the rest
//! of the server records through the functions below, which do nothing when no exporter is
//! installed (tests, tools).

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

use crate::Shared;
use crate::store::{EntryKind, Status};

/// What a metric is, for Prometheus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Counter,
    Gauge,
    Histogram,
}

/// Every metric: its name, its kind and what it counts (its `# HELP`).
pub const METRICS: &[(&str, Kind, &str)] = &[
    (
        "gameroom_tables",
        Kind::Gauge,
        "Tables in the database, by status (open, running, finished, abandoned).",
    ),
    (
        "gameroom_tables_loaded",
        Kind::Gauge,
        "Tables this instance holds in memory now.",
    ),
    (
        "gameroom_websockets",
        Kind::Gauge,
        "WebSocket connections open now (players and spectators).",
    ),
    (
        "gameroom_http_connections",
        Kind::Gauge,
        "HTTP connections open now, by listener (public, redirect, metrics).",
    ),
    (
        "gameroom_moves_total",
        Kind::Counter,
        "Actions committed by this instance (people's, bots', stand-ins').",
    ),
    (
        "gameroom_undos_total",
        Kind::Counter,
        "Undos committed by this instance.",
    ),
    (
        "gameroom_clock_timeouts_total",
        Kind::Counter,
        "Clocks that ran out (a stand-in then played the move).",
    ),
    (
        "gameroom_chat_messages_total",
        Kind::Counter,
        "Chat messages committed by this instance (players' and spectators').",
    ),
    (
        "gameroom_hints_total",
        Kind::Counter,
        "Hints given to players by this instance.",
    ),
    (
        "gameroom_refusals_total",
        Kind::Counter,
        "Moves, undos, chat messages and hints refused, by the refusal's code.",
    ),
    (
        "gameroom_commit_seconds",
        Kind::Histogram,
        "Time to commit one transaction of log entries (a group commit).",
    ),
    (
        "gameroom_commit_failures_total",
        Kind::Counter,
        "Transactions of log entries the database did not commit (a full disk, an I/O error, \
         a read-only file, a lost connection): their moves were refused `not-saved`.",
    ),
    (
        "gameroom_disk_free_bytes",
        Kind::Gauge,
        "Free space on the SQLite database's file system, for the server (absent on Postgres).",
    ),
    (
        "gameroom_commit_batch_entries",
        Kind::Histogram,
        "Log entries committed together in one transaction.",
    ),
    (
        "gameroom_bot_thinking_seconds",
        Kind::Histogram,
        "Time a bot thought about one decision.",
    ),
    (
        "gameroom_mails_total",
        Kind::Counter,
        "Mails of the outbox this instance handled, by result (sent, retry, failed, dropped: no \
         longer needed, requeued: its sender stopped while sending, so it is sent again).",
    ),
    (
        "gameroom_mail_send_seconds",
        Kind::Histogram,
        "Time the mail server took to take one mail.",
    ),
];

/// Installs the exporter as the process's recorder; `None` if another is installed already.
pub(crate) fn install() -> Option<PrometheusHandle> {
    let seconds = [
        0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
    ];
    let entries = [1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0, 256.0, 512.0];
    let recorder = PrometheusBuilder::new()
        .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), &seconds)
        .and_then(|b| b.set_buckets_for_metric(Matcher::Suffix("_entries".into()), &entries))
        .ok()?
        .build_recorder();
    let handle = recorder.handle();
    metrics::set_global_recorder(recorder).ok()?;
    for (name, kind, help) in METRICS {
        match kind {
            Kind::Counter => metrics::describe_counter!(*name, *help),
            Kind::Gauge => metrics::describe_gauge!(*name, *help),
            Kind::Histogram => metrics::describe_histogram!(*name, *help),
        }
    }
    // Shown from the start, at zero.
    for name in [
        "gameroom_moves_total",
        "gameroom_undos_total",
        "gameroom_clock_timeouts_total",
        "gameroom_chat_messages_total",
        "gameroom_hints_total",
        "gameroom_commit_failures_total",
    ] {
        metrics::counter!(name).absolute(0);
    }
    for result in ["sent", "retry", "failed", "dropped", "requeued"] {
        metrics::counter!("gameroom_mails_total", "result" => result).absolute(0);
    }
    Some(handle)
}

/// The metrics listener's routes: `GET /metrics`, and nothing else.
pub(crate) fn router(shared: Arc<Shared>, handle: PrometheusHandle) -> Router {
    let upkeep = handle.clone();
    tokio::spawn(async move {
        // Histograms are folded into their buckets here, not at every scrape.
        loop {
            tokio::time::sleep(Duration::from_secs(5)).await;
            upkeep.run_upkeep();
        }
    });
    Router::new()
        .route("/metrics", get(scrape))
        .with_state((shared, handle))
        .layer(axum::middleware::map_response(crate::headers::secure))
}

async fn scrape(State((shared, handle)): State<(Arc<Shared>, PrometheusHandle)>) -> Response {
    match shared.store.count_tables().await {
        Ok(counts) => {
            for status in [
                Status::Open,
                Status::Running,
                Status::Finished,
                Status::Abandoned,
            ] {
                let n = counts.iter().find(|(s, _)| *s == status).map_or(0, |c| c.1);
                metrics::gauge!("gameroom_tables", "status" => status.as_str()).set(n as f64);
            }
        }
        Err(e) => tracing::warn!("metrics: counting tables: {e}"),
    }
    metrics::gauge!("gameroom_tables_loaded").set(shared.loaded_tables() as f64);
    metrics::gauge!("gameroom_websockets").set(shared.websockets() as f64);
    (
        StatusCode::OK,
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        handle.render(),
    )
        .into_response()
}

/// An entry this instance committed.
pub(crate) fn committed(kind: EntryKind) {
    let name = match kind {
        EntryKind::Action => "gameroom_moves_total",
        EntryKind::Undo => "gameroom_undos_total",
        EntryKind::Timeout => "gameroom_clock_timeouts_total",
        EntryKind::Chat => "gameroom_chat_messages_total",
        EntryKind::Hint => "gameroom_hints_total",
        EntryKind::Start | EntryKind::Chance => return,
    };
    metrics::counter!(name).increment(1);
}

/// A move or undo refused, with its code.
pub(crate) fn refused(code: &str) {
    metrics::counter!("gameroom_refusals_total", "code" => code.to_string()).increment(1);
}

/// One transaction of the writer: how long it took, how many entries it held.
pub(crate) fn commit(took: Duration, entries: usize) {
    metrics::histogram!("gameroom_commit_seconds").record(took.as_secs_f64());
    metrics::histogram!("gameroom_commit_batch_entries").record(entries as f64);
}

/// A transaction of the writer that failed.
pub(crate) fn commit_failed() {
    metrics::counter!("gameroom_commit_failures_total").increment(1);
}

/// The free space on the database's file system.
pub(crate) fn disk_free(bytes: u64) {
    metrics::gauge!("gameroom_disk_free_bytes").set(bytes as f64);
}

/// A bot's thinking about one decision.
pub(crate) fn bot_thought(took: Duration) {
    metrics::histogram!("gameroom_bot_thinking_seconds").record(took.as_secs_f64());
}

/// An HTTP connection opened (`+1`) or closed (`-1`) on a listener.
pub(crate) fn http_connection(listener: &'static str, delta: f64) {
    metrics::gauge!("gameroom_http_connections", "listener" => listener).increment(delta);
}
