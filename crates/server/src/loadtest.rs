//! `gameroom loadtest`: scripted clients on loopback play many games at once against a server
//! and report acknowledged moves per second and the acknowledgement latency (the time from
//! sending a move to its `ack`, which comes only after the move is committed), by percentile.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use hdrhistogram::Histogram;
use rand::RngExt;
use serde::Serialize;
use serde_json::json;
use tokio::sync::Mutex;

use crate::client::{Client, ClientError, Lobby};
use crate::protocol::{ClientMsg, ServerMsg, ToMove};

/// What a load test runs.
#[derive(Clone, Debug)]
pub struct LoadConfig {
    /// The server (`http://127.0.0.1:8080`).
    pub url: String,
    /// Games played at once.
    pub games: usize,
    pub game: String,
    pub players: usize,
    /// A player's mean thinking time before a move (0: as fast as the server answers); each
    /// think is drawn uniformly from 0.5× to 1.5× of it.
    pub think: Duration,
    /// Stop after this long…
    pub duration: Duration,
    /// …or after this many acknowledged moves.
    pub max_moves: Option<u64>,
    /// A finished game is replaced by a new one (keeps the load constant).
    pub replace_finished: bool,
    /// Turn-based tables (a day a move) instead of live ones.
    pub turn_based: bool,
    /// Every seat gives an address (`load-N@loadtest.invalid`): the server mails each turn
    /// (it must send mail; turn-based tables).
    pub mail: bool,
}

/// What a load test measured.
#[derive(Clone, Debug, Serialize)]
pub struct LoadReport {
    pub games_at_once: usize,
    pub clients: usize,
    pub games_started: u64,
    pub games_finished: u64,
    pub moves_acknowledged: u64,
    pub seconds: f64,
    pub acknowledged_per_second: f64,
    /// Acknowledgement latency in milliseconds.
    pub latency_ms: Latency,
    /// Refusals and errors the clients met (0 for a healthy run).
    pub errors: u64,
    pub first_error: Option<String>,
}

#[derive(Clone, Debug, Serialize)]
pub struct Latency {
    pub p50: f64,
    pub p90: f64,
    pub p99: f64,
    pub max: f64,
}

struct Tally {
    hist: Mutex<Histogram<u64>>,
    acked: AtomicU64,
    started: AtomicU64,
    finished: AtomicU64,
    errors: AtomicU64,
    first_error: Mutex<Option<String>>,
}

impl Tally {
    async fn error(&self, e: impl std::fmt::Display) {
        self.errors.fetch_add(1, Ordering::Relaxed);
        let mut first = self.first_error.lock().await;
        if first.is_none() {
            *first = Some(e.to_string());
        }
    }
}

/// Runs a load test.
pub async fn run(cfg: LoadConfig) -> Result<LoadReport, ClientError> {
    let lobby = Lobby::new(&cfg.url);
    lobby.call("GET", "/healthz", None).await?;
    let tally = Arc::new(Tally {
        hist: Mutex::new(
            Histogram::new_with_bounds(1, 60_000_000, 3)
                .map_err(|e| ClientError::Protocol(format!("histogram: {e}")))?,
        ),
        acked: AtomicU64::new(0),
        started: AtomicU64::new(0),
        finished: AtomicU64::new(0),
        errors: AtomicU64::new(0),
        first_error: Mutex::new(None),
    });
    let start = Instant::now();
    let end = start + cfg.duration;
    let mut tasks = Vec::new();
    for g in 0..cfg.games {
        let (lobby, cfg, tally) = (lobby.clone(), cfg.clone(), tally.clone());
        tasks.push(tokio::spawn(async move {
            // Spread the starts over a second so the lobby is not hit at once.
            tokio::time::sleep(Duration::from_millis((g as u64 * 997) % 1000)).await;
            loop {
                if Instant::now() >= end || done(&cfg, &tally) {
                    return;
                }
                match one_game(&lobby, &cfg, &tally, end).await {
                    Ok(()) => {}
                    Err(e) => {
                        tally.error(e).await;
                        tokio::time::sleep(Duration::from_millis(200)).await;
                    }
                }
                if !cfg.replace_finished {
                    return;
                }
            }
        }));
    }
    for t in tasks {
        let _ = t.await;
    }
    let seconds = start.elapsed().as_secs_f64();
    let hist = tally.hist.lock().await;
    let ms = |q: f64| hist.value_at_quantile(q) as f64 / 1000.0;
    let acked = tally.acked.load(Ordering::Relaxed);
    Ok(LoadReport {
        games_at_once: cfg.games,
        clients: cfg.games * cfg.players,
        games_started: tally.started.load(Ordering::Relaxed),
        games_finished: tally.finished.load(Ordering::Relaxed),
        moves_acknowledged: acked,
        seconds,
        acknowledged_per_second: acked as f64 / seconds.max(1e-9),
        latency_ms: Latency {
            p50: ms(0.5),
            p90: ms(0.9),
            p99: ms(0.99),
            max: hist.max() as f64 / 1000.0,
        },
        errors: tally.errors.load(Ordering::Relaxed),
        first_error: tally.first_error.lock().await.clone(),
    })
}

fn done(cfg: &LoadConfig, tally: &Tally) -> bool {
    cfg.max_moves
        .is_some_and(|m| tally.acked.load(Ordering::Relaxed) >= m)
}

/// One game: a table of people, each played by a scripted client picking its moves at random.
async fn one_game(
    lobby: &Lobby,
    cfg: &LoadConfig,
    tally: &Arc<Tally>,
    end: Instant,
) -> Result<(), ClientError> {
    let mut spec = json!({"game": cfg.game, "players": cfg.players, "name": "load-0"});
    let address = |seat: usize| {
        format!(
            "load-{seat}-{:x}@loadtest.invalid",
            rand::rng().random::<u64>()
        )
    };
    if cfg.turn_based {
        spec["pace"] = "turn-based".into();
        spec["clock"] = json!({"per_move_hours": 24});
    }
    if cfg.mail {
        spec["email"] = address(0).into();
    }
    let (creator, created) = lobby.create(spec).await?;
    let mut seats = vec![creator.clone()];
    for (i, inv) in created["invites"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .enumerate()
    {
        let invite = inv["invite"].as_str().unwrap_or_default();
        let name = format!("load-{}", i + 1);
        let seated = if cfg.mail {
            let v = lobby
                .call(
                    "POST",
                    &format!("/api/tables/{}/join", creator.table),
                    Some(json!({"invite": invite, "name": name, "email": address(i + 1)})),
                )
                .await?;
            crate::client::Seated {
                table: creator.table.clone(),
                seat: v["seat"].as_u64().unwrap_or(0) as usize,
                token: v["token"].as_str().unwrap_or_default().to_string(),
            }
        } else {
            lobby.join(&creator.table, invite, &name).await?
        };
        seats.push(seated);
    }
    lobby.start(&creator.table, &creator.token, None).await?;
    tally.started.fetch_add(1, Ordering::Relaxed);
    let mut players = Vec::new();
    for s in seats {
        let (lobby, cfg, tally) = (lobby.clone(), cfg.clone(), tally.clone());
        players.push(tokio::spawn(async move {
            player(&lobby, &cfg, &tally, &s.table, &s.token, end).await
        }));
    }
    let mut finished = false;
    for p in players {
        match p.await {
            Ok(Ok(over)) => finished |= over,
            Ok(Err(e)) => tally.error(e).await,
            Err(e) => tally.error(e).await,
        }
    }
    if finished {
        tally.finished.fetch_add(1, Ordering::Relaxed);
    }
    Ok(())
}

/// Plays one seat until the game is over or time is up. Whether the game ended.
async fn player(
    lobby: &Lobby,
    cfg: &LoadConfig,
    tally: &Arc<Tally>,
    table: &str,
    token: &str,
    end: Instant,
) -> Result<bool, ClientError> {
    let mut c = Client::connect(lobby, table, Some(token), None).await?;
    c.timeout = Duration::from_secs(120);
    let mut n = 0u64;
    loop {
        if c.over() {
            return Ok(true);
        }
        if Instant::now() >= end || done(cfg, tally) {
            c.close().await;
            return Ok(false);
        }
        let my_move = c
            .table
            .as_ref()
            .filter(|t| matches!(t.to_move, ToMove::Seat(s) if Some(s) == c.seat))
            .and_then(|t| {
                if t.legal.is_empty() {
                    None
                } else {
                    let i = rand::rng().random_range(0..t.legal.len());
                    Some(t.legal[i].action.clone())
                }
            });
        let Some(action) = my_move else {
            let wait = end.saturating_duration_since(Instant::now());
            match tokio::time::timeout(wait, c.recv()).await {
                Ok(r) => {
                    r?;
                }
                Err(_) => continue,
            }
            continue;
        };
        if !cfg.think.is_zero() {
            let f = rand::rng().random_range(0.5..1.5);
            tokio::time::sleep(cfg.think.mul_f64(f)).await;
        }
        n += 1;
        let request_id = format!("{}-{n}", c.seat.unwrap_or(0));
        let sent = Instant::now();
        c.send(&ClientMsg::Move {
            action,
            request_id: Some(request_id.clone()),
        })
        .await?;
        loop {
            match c.recv().await? {
                ServerMsg::Ack { request_id: r, .. } if r.as_deref() == Some(&request_id) => {
                    let us = sent.elapsed().as_micros() as u64;
                    let _ = tally.hist.lock().await.record(us.max(1));
                    tally.acked.fetch_add(1, Ordering::Relaxed);
                    break;
                }
                ServerMsg::Refused { refusal, .. } => {
                    tally.error(format!("refused: {refusal}")).await;
                    break;
                }
                ServerMsg::Error { code, message } => {
                    return Err(ClientError::Protocol(format!("{code}: {message}")));
                }
                _ => {}
            }
        }
    }
}
