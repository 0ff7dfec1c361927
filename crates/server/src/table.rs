//! One table: a task that owns the table's match (a replica of its log), its connections, its
//! bots and its clocks, and handles everything that happens at the table one thing at a time.
//!
//! The promises it keeps:
//! - an entry (a move, a chance outcome, an undo) is applied and broadcast only after the
//!   database has committed it;
//! - every message to a seat is built from that seat's view, its share of the events and its
//!   own legal actions ([`Table::table_msg`]); spectators get the public view and events;
//! - a refusal always says why; a client that does not read is dropped, and nothing it does
//!   reaches another table (each table is its own task).

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use gameroom_game::{Actor, Refusal, TableOptions};
use gameroom_match::{AnyMatch, BotDone, SeatSpec, registry};
use serde::{Deserialize, Serialize};
use tokio::sync::{mpsc, oneshot};

use crate::Shared;
use crate::protocol::{ClockInfo, PROTOCOL, SeatInfo, ServerMsg, Table as TableMsg, ToMove};
use crate::store::{LogRow, SeatRow, StoreError, now_ms};

/// How a table was set up by its creator (stored as JSON).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// Players, variant, board side or card set.
    pub options: TableOptions,
    /// Who sits where: people, or bots by level.
    pub seats: Vec<SeatKind>,
    /// A time bank per player, topped up after each of their moves; none: no clock.
    #[serde(default)]
    pub clock: Option<Clock>,
    /// Whether spectators may watch.
    #[serde(default = "yes")]
    pub spectators: bool,
    /// Anyone may take a free seat from the list of open tables (invitation `public`).
    #[serde(default)]
    pub public: bool,
}

fn yes() -> bool {
    true
}

/// A seat as the creator set it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SeatKind {
    Human,
    /// A bot by level or spec (`easy`, `normal`, `hard`).
    Bot(String),
}

/// A turn clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Clock {
    /// The bank each player starts with.
    pub initial_secs: u64,
    /// Added to a player's bank after each of their moves.
    #[serde(default)]
    pub increment_secs: u64,
}

/// A connection's id, unique in the process.
pub type ConnId = u64;

/// What the table task is asked to do.
pub enum Cmd {
    /// A client said `hello`. The reply is its seat (none: a spectator), or why not.
    Connect {
        conn: ConnId,
        token_hash: Option<String>,
        last_seq: Option<u64>,
        out: mpsc::Sender<Arc<str>>,
        reply: oneshot::Sender<Result<Option<usize>, ServerMsg>>,
    },
    Disconnect {
        conn: ConnId,
    },
    Move {
        conn: ConnId,
        action: String,
        request_id: Option<String>,
    },
    Undo {
        conn: ConnId,
        request_id: Option<String>,
    },
    /// The player leaves for good: a bot plays their seat.
    Leave {
        conn: ConnId,
    },
    /// The creator starts the table.
    Start {
        token_hash: String,
        fill_with_bots: Option<String>,
        reply: oneshot::Sender<Result<(), Refusal>>,
    },
    /// A seat was taken (the lobby wrote it): read the seats again.
    SeatsChanged,
    /// Another instance wrote to the log: read what is new.
    LogChanged,
    /// A rematch of this table was made.
    Rematch {
        id: String,
    },
    BotDone {
        epoch: u64,
        done: BotDone,
    },
    /// The server is going away: tell the clients and stop.
    Shutdown {
        reply: oneshot::Sender<()>,
    },
}

/// A handle to a table's task.
#[derive(Clone)]
pub struct TableHandle {
    pub tx: mpsc::Sender<Cmd>,
}

struct SeatState {
    name: Option<String>,
    token_hash: Option<String>,
    /// A bot seat's spec.
    bot: Option<String>,
    conns: usize,
    away_since: Option<Instant>,
    /// The player said they leave: a bot plays for them.
    left: bool,
    /// A bot plays this person's seat now.
    stand_in: bool,
    /// The stand-in plays one move only (the clock ran out).
    stand_in_once: bool,
    /// The seat's outside bot lost it: what happened (the normal level plays it now).
    fault: Option<String>,
}

struct Conn {
    seat: Option<usize>,
    out: mpsc::Sender<Arc<str>>,
}

/// The table's task.
pub struct Table {
    shared: Arc<Shared>,
    id: String,
    game: String,
    settings: Settings,
    status: String,
    creator_hash: String,
    rematch: Option<String>,
    seats: Vec<SeatState>,
    m: Option<Box<dyn AnyMatch>>,
    /// The last log entry applied (entries count from 1).
    seq: u64,
    /// Per entry (index seq − 1): each seat's event log length before it, then the
    /// spectators'.
    offsets: Vec<Vec<usize>>,
    /// Entries that were undos.
    undos: Vec<u64>,
    /// Requests already applied: (seat, request id) → entry.
    requests: HashMap<(usize, String), u64>,
    conns: HashMap<ConnId, Conn>,
    /// Each seat's time bank, in milliseconds.
    banks: Vec<u64>,
    /// The human decision under way: its seat, when it began, the epoch.
    turn: Option<(usize, Instant, u64)>,
    /// A bot thinking: its seat, the epoch, the cancel signal.
    thinking: Option<(usize, u64, Arc<AtomicBool>)>,
    /// Changes with every applied entry (stale timers and bot answers are dropped).
    epoch: u64,
    /// This instance runs the table's bots, chance and clocks.
    owner: bool,
    tx: mpsc::Sender<Cmd>,
    last_active: Instant,
}

/// How long a person may be gone before a bot plays their decisions.
const STAND_IN_SPEC: &str = "normal";
/// How long a stand-in thinks when a clock ran out.
const TIMEOUT_MOVE: Duration = Duration::from_secs(2);
/// How long an instance holds a table it runs before it must renew.
const LEASE: Duration = Duration::from_secs(10);

impl Table {
    /// Loads a table from the database and starts its task. `None`: no such table.
    pub async fn spawn(shared: Arc<Shared>, id: &str) -> Result<Option<TableHandle>, StoreError> {
        let Some(row) = shared.store.table(id).await? else {
            return Ok(None);
        };
        let seat_rows = shared.store.seats(id).await?;
        let log = shared.store.log(id, None).await?;
        let (tx, rx) = mpsc::channel(1024);
        let settings: Settings = serde_json::from_str(&row.settings)
            .map_err(|e| StoreError::Url(format!("table {id}: its settings do not read: {e}")))?;
        let n = settings.options.players;
        let initial = settings
            .clock
            .map(|c| c.initial_secs.saturating_mul(1000))
            .unwrap_or(0);
        let mut t = Table {
            shared,
            id: row.id.clone(),
            game: row.game.clone(),
            status: row.status.clone(),
            creator_hash: row.creator_hash.clone(),
            rematch: row.rematch.clone(),
            seats: Vec::new(),
            m: None,
            seq: 0,
            offsets: Vec::new(),
            undos: Vec::new(),
            requests: HashMap::new(),
            conns: HashMap::new(),
            banks: vec![initial; n],
            turn: None,
            thinking: None,
            epoch: 0,
            owner: false,
            tx: tx.clone(),
            last_active: Instant::now(),
            settings,
        };
        t.set_seats(&seat_rows);
        if let Some(setup) = &row.setup {
            t.open_match(setup)?;
            for r in &log {
                t.apply_row(r);
            }
        }
        tokio::spawn(t.run(rx));
        Ok(Some(TableHandle { tx }))
    }

    fn set_seats(&mut self, rows: &[SeatRow]) {
        let old = std::mem::take(&mut self.seats);
        let mut old = old.into_iter();
        for r in rows {
            let prev = old.next();
            self.seats.push(SeatState {
                name: r.name.clone(),
                token_hash: r.token_hash.clone(),
                bot: r.bot.clone(),
                conns: prev.as_ref().map(|p| p.conns).unwrap_or(0),
                // A person who has not connected (yet) counts as away from now: a bot plays
                // their decisions after the grace period, as for one who left.
                away_since: match &prev {
                    Some(p) if p.conns > 0 => None,
                    Some(p) => p.away_since.or(Some(Instant::now())),
                    None => Some(Instant::now()),
                },
                left: prev.as_ref().is_some_and(|p| p.left),
                stand_in: prev.as_ref().is_some_and(|p| p.stand_in),
                stand_in_once: prev.as_ref().is_some_and(|p| p.stand_in_once),
                fault: prev.and_then(|p| p.fault),
            });
        }
    }

    fn seat_specs(&self) -> Vec<SeatSpec> {
        self.seats
            .iter()
            .map(|s| match &s.bot {
                // A registered outside bot's program, a built-in spec; never a program a
                // request named (`lobby::Bots::resolve`).
                Some(b) => SeatSpec::Bot(self.shared.bots.resolve(&self.game, b)),
                None => SeatSpec::Human,
            })
            .collect()
    }

    fn open_match(&mut self, setup: &str) -> Result<(), StoreError> {
        let bad = |e: String| StoreError::Url(format!("table {}: {e}", self.id));
        let setup: serde_json::Value =
            serde_json::from_str(setup).map_err(|e| bad(e.to_string()))?;
        let entry = registry::game(&self.game).map_err(|e| bad(e.to_string()))?;
        let m = entry
            .open_match(&setup, &self.seat_specs(), crate::tokens::seed())
            .map_err(bad)?;
        self.m = Some(m);
        Ok(())
    }

    fn viewers(&self) -> usize {
        self.seats.len() + 1
    }

    fn viewer_index(&self, seat: Option<usize>) -> usize {
        seat.unwrap_or(self.seats.len())
    }

    /// Applies a committed log entry to the match (loading, or after committing it).
    fn apply_row(&mut self, r: &LogRow) {
        let n = self.viewers();
        let before: Vec<usize> = match &self.m {
            Some(m) => (0..n)
                .map(|v| m.log_len(if v < n - 1 { Some(v) } else { None }))
                .collect(),
            None => vec![0; n],
        };
        if let Some(m) = self.m.as_mut() {
            let result = match (r.kind.as_str(), r.seat) {
                ("action", Some(seat)) => m.submit(seat, &r.body).map(|_| ()),
                ("chance", _) => m.apply_chance(&r.body).map(|_| ()),
                ("undo", Some(seat)) => m.undo(seat),
                _ => Ok(()),
            };
            if let Err(e) = result {
                tracing::error!(table = %self.id, seq = r.seq, "the log does not replay: {e}");
            }
        }
        if r.kind == "undo" {
            self.undos.push(r.seq);
        }
        if let (Some(seat), Some(bank)) = (r.seat, r.clock_ms)
            && let Some(b) = self.banks.get_mut(seat)
        {
            *b = bank;
        }
        if let (Some(seat), Some(req)) = (r.seat, &r.request_id) {
            self.requests.insert((seat, req.clone()), r.seq);
        }
        self.offsets.push(before);
        self.seq = r.seq;
        self.epoch += 1;
        if r.kind == "start" {
            self.status = "running".into();
        }
        if self.m.as_ref().is_some_and(|m| m.outcome().is_some()) {
            self.status = "finished".into();
        }
    }

    async fn run(mut self, mut rx: mpsc::Receiver<Cmd>) {
        let mut tick = tokio::time::interval(Duration::from_secs(2));
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        self.try_lease().await;
        loop {
            self.advance().await;
            let wake = self.next_wakeup();
            tokio::select! {
                cmd = rx.recv() => match cmd {
                    Some(Cmd::Shutdown { reply }) => {
                        self.shutdown().await;
                        let _ = reply.send(());
                        return;
                    }
                    Some(cmd) => self.handle(cmd).await,
                    None => return,
                },
                _ = sleep_until(wake) => self.on_timer().await,
                _ = tick.tick() => {
                    self.try_lease().await;
                    if self.shared.store.is_postgres() && !self.conns.is_empty() {
                        self.catch_up().await;
                    }
                    if self.conns.is_empty()
                        && self.thinking.is_none()
                        && self.last_active.elapsed() > Duration::from_secs(300)
                        && (self.status != "running" || !self.has_bots())
                        && self.shared.unload(&self.id)
                    {
                        self.release().await;
                        return;
                    }
                }
            }
        }
    }

    fn has_bots(&self) -> bool {
        self.seats.iter().any(|s| s.bot.is_some())
    }

    async fn try_lease(&mut self) {
        let now = now_ms();
        let until = now + LEASE.as_millis() as i64;
        let was = self.owner;
        self.owner = self
            .shared
            .store
            .lease(&self.id, &self.shared.instance, now, until)
            .await
            .unwrap_or(false);
        if self.owner && !was {
            // Taking over from another instance: it may have written what this one has not
            // read.
            self.catch_up().await;
        }
    }

    async fn release(&mut self) {
        if self.owner {
            let _ = self
                .shared
                .store
                .release(&self.id, &self.shared.instance)
                .await;
            self.owner = false;
        }
    }

    /// Reads what other instances wrote to the log, applies it and tells the clients.
    async fn catch_up(&mut self) {
        if self.status == "open" {
            // The table may have started elsewhere.
            if let Ok(Some(row)) = self.shared.store.table(&self.id).await
                && row.status != "open"
                && let Some(setup) = row.setup.clone()
            {
                if let Ok(rows) = self.shared.store.seats(&self.id).await {
                    self.set_seats(&rows);
                }
                self.status = row.status.clone();
                if self.open_match(&setup).is_err() {
                    return;
                }
            }
        }
        let Ok(rows) = self.shared.store.log(&self.id, Some(self.seq)).await else {
            return;
        };
        for r in rows {
            if r.seq != self.seq + 1 {
                break;
            }
            self.apply_row(&r);
            self.broadcast_entry(&r);
        }
    }

    fn next_wakeup(&self) -> Option<Instant> {
        let (seat, started, _) = self.turn?;
        let mut wake = None;
        if let Some(c) = self.settings.clock {
            let _ = c;
            wake =
                Some(started + Duration::from_millis(self.banks.get(seat).copied().unwrap_or(0)));
        }
        if let Some(away) = self.seats.get(seat).and_then(|s| s.away_since) {
            let at = away + self.shared.limits.stand_in_after;
            wake = Some(wake.map_or(at, |w: Instant| w.min(at)));
        }
        wake
    }

    async fn on_timer(&mut self) {
        let Some((seat, started, epoch)) = self.turn else {
            return;
        };
        if epoch != self.epoch || !self.owner {
            return;
        }
        let now = Instant::now();
        let bank = self.banks.get(seat).copied().unwrap_or(0);
        if self.settings.clock.is_some() && now >= started + Duration::from_millis(bank) {
            // The clock ran out: that is logged, and a bot moves for the player this once.
            let row = self.row("timeout", Some(seat), String::new(), None, Some(0));
            if self.commit(row).await.is_ok()
                && let Some(s) = self.seats.get_mut(seat)
            {
                s.stand_in_once = true;
            }
        }
        // Otherwise the player has been away too long: `advance` seats a bot for them.
    }

    /// Plays what is not a person's to decide: chance, bots, stand-ins. Only the instance that
    /// runs the table does.
    async fn advance(&mut self) {
        loop {
            if !self.owner || self.status != "running" || self.thinking.is_some() {
                return;
            }
            let Some(m) = self.m.as_mut() else { return };
            match m.to_move() {
                Actor::Terminal => {
                    self.turn = None;
                    return;
                }
                Actor::Chance => {
                    let Some(text) = m.draw_chance() else { return };
                    let row = self.row("chance", None, text, None, None);
                    if self.commit(row).await.is_err() {
                        return;
                    }
                }
                Actor::Player(seat) => {
                    let Some(s) = self.seats.get(seat) else {
                        return;
                    };
                    let absent = s.bot.is_none()
                        && (s.left
                            || s.stand_in_once
                            || s.away_since
                                .is_some_and(|a| a.elapsed() >= self.shared.limits.stand_in_after));
                    if absent && !s.stand_in {
                        let _ = m.set_bot(seat, Some(STAND_IN_SPEC), crate::tokens::seed());
                        self.seats[seat].stand_in = true;
                        self.send_seats();
                    }
                    let Some(m) = self.m.as_mut() else { return };
                    if m.is_bot(seat) {
                        let cancel = Arc::new(AtomicBool::new(false));
                        let deadline = self.seats[seat]
                            .stand_in_once
                            .then(|| Instant::now() + TIMEOUT_MOVE);
                        let Some(job) = m.start_bot(seat, deadline, cancel.clone()) else {
                            return;
                        };
                        let tx = self.tx.clone();
                        let epoch = self.epoch;
                        tokio::task::spawn_blocking(move || {
                            let done = job.run();
                            let _ = tx.blocking_send(Cmd::BotDone { epoch, done });
                        });
                        self.thinking = Some((seat, epoch, cancel));
                        self.turn = None;
                        self.broadcast_tables();
                        return;
                    }
                    if self.turn.is_none_or(|(_, _, e)| e != self.epoch) {
                        self.turn = Some((seat, Instant::now(), self.epoch));
                        if self.settings.clock.is_some() {
                            // Everyone sees the clock start.
                            self.broadcast_tables();
                        }
                    }
                    return;
                }
            }
        }
    }

    fn row(
        &self,
        kind: &str,
        seat: Option<usize>,
        body: String,
        request_id: Option<String>,
        clock_ms: Option<u64>,
    ) -> LogRow {
        LogRow {
            table_id: self.id.clone(),
            seq: self.seq + 1,
            kind: kind.to_string(),
            seat,
            body,
            request_id,
            clock_ms,
            at: now_ms(),
        }
    }

    /// Writes an entry, then applies it and tells every client: nothing is acknowledged or
    /// broadcast before the database has committed it. When another instance took the number,
    /// reads the log again and fails.
    async fn commit(&mut self, mut row: LogRow) -> Result<u64, StoreError> {
        row.seq = self.seq + 1;
        match self.shared.store.append(vec![row.clone()]).await {
            Ok(()) => {}
            Err(e) => {
                tracing::warn!(table = %self.id, seq = row.seq, "append failed: {e}");
                self.catch_up().await;
                return Err(e);
            }
        }
        let was = self.status.clone();
        self.apply_row(&row);
        self.last_active = Instant::now();
        if self.status == "finished" && was != "finished" {
            // The game is over: the table says so before anyone is told (records and replays
            // are served for finished tables).
            let _ = self
                .shared
                .store
                .set_status(&self.id, "running", "finished", None)
                .await;
        }
        self.broadcast_entry(&row);
        Ok(row.seq)
    }

    async fn handle(&mut self, cmd: Cmd) {
        self.last_active = Instant::now();
        match cmd {
            Cmd::Connect {
                conn,
                token_hash,
                last_seq,
                out,
                reply,
            } => {
                let seat = match &token_hash {
                    Some(h) => match self
                        .seats
                        .iter()
                        .position(|s| s.token_hash.as_deref() == Some(h.as_str()))
                    {
                        Some(s) => Some(s),
                        None => {
                            let _ = reply.send(Err(ServerMsg::error(
                                "unknown-token",
                                "this token holds no seat at this table (ask for a new \
                                 invitation)",
                            )));
                            return;
                        }
                    },
                    None if !self.settings.spectators => {
                        let _ = reply.send(Err(ServerMsg::error(
                            "no-spectators",
                            "the table's creator does not allow spectators",
                        )));
                        return;
                    }
                    None => None,
                };
                let welcome = self.welcome(seat, last_seq);
                if out.try_send(json(&welcome)).is_err() {
                    let _ = reply.send(Err(ServerMsg::error("slow", "the connection is full")));
                    return;
                }
                self.conns.insert(conn, Conn { seat, out });
                if let Some(s) = seat.and_then(|s| self.seats.get_mut(s)) {
                    s.conns += 1;
                    s.away_since = None;
                    s.left = false;
                }
                let _ = reply.send(Ok(seat));
                self.hand_back_if_possible();
                self.send_seats();
            }
            Cmd::Disconnect { conn } => self.drop_conn(conn),
            Cmd::Move {
                conn,
                action,
                request_id,
            } => self.on_move(conn, action, request_id).await,
            Cmd::Undo { conn, request_id } => self.on_undo(conn, request_id).await,
            Cmd::Leave { conn } => {
                if let Some(seat) = self.conns.get(&conn).and_then(|c| c.seat) {
                    self.seats[seat].left = true;
                    self.send_seats();
                }
            }
            Cmd::Start {
                token_hash,
                fill_with_bots,
                reply,
            } => {
                let r = self.start(&token_hash, fill_with_bots).await;
                let _ = reply.send(r);
            }
            Cmd::SeatsChanged => {
                if let Ok(rows) = self.shared.store.seats(&self.id).await {
                    self.set_seats(&rows);
                    self.send_seats();
                }
            }
            Cmd::LogChanged => self.catch_up().await,
            Cmd::Rematch { id } => {
                self.rematch = Some(id);
                self.broadcast_tables();
            }
            Cmd::BotDone { epoch, done } => self.on_bot_done(epoch, done).await,
            Cmd::Shutdown { .. } => {}
        }
    }

    fn drop_conn(&mut self, conn: ConnId) {
        if let Some(c) = self.conns.remove(&conn)
            && let Some(s) = c.seat.and_then(|s| self.seats.get_mut(s))
        {
            s.conns = s.conns.saturating_sub(1);
            if s.conns == 0 {
                s.away_since = Some(Instant::now());
            }
            self.send_seats();
        }
    }

    /// A person back at their seat gets it back from a stand-in, at their next decision.
    fn hand_back_if_possible(&mut self) {
        for seat in 0..self.seats.len() {
            let s = &self.seats[seat];
            let thinking_here = self.thinking.as_ref().is_some_and(|t| t.0 == seat);
            if s.stand_in && !s.left && s.conns > 0 && !s.stand_in_once && !thinking_here {
                if let Some(m) = self.m.as_mut() {
                    let _ = m.set_bot(seat, None, 0);
                }
                self.seats[seat].stand_in = false;
            }
        }
    }

    fn refuse(&self, conn: ConnId, request_id: Option<String>, refusal: Refusal) {
        self.send_to(
            conn,
            &ServerMsg::Refused {
                request_id,
                refusal,
            },
        );
    }

    async fn on_move(&mut self, conn: ConnId, action: String, request_id: Option<String>) {
        let Some(seat) = self.conns.get(&conn).and_then(|c| c.seat) else {
            self.refuse(
                conn,
                request_id,
                Refusal::new("spectator", None, "spectators watch; they do not move"),
            );
            return;
        };
        if let Some(req) = &request_id
            && let Some(&seq) = self.requests.get(&(seat, req.clone()))
        {
            self.send_to(
                conn,
                &ServerMsg::Ack {
                    request_id,
                    seq,
                    duplicate: true,
                },
            );
            return;
        }
        if let Err(r) = self.check_move(seat, &action) {
            self.refuse(conn, request_id, r);
            return;
        }
        let clock_ms = self.spend_clock(seat);
        let row = self.row(
            "action",
            Some(seat),
            action.clone(),
            request_id.clone(),
            clock_ms,
        );
        let mut result = self.commit(row).await;
        if let Err(StoreError::Conflict(_)) = result {
            // Another instance wrote first; the log is read again: if the move still stands,
            // it is written after what came.
            if let Err(r) = self.check_move(seat, &action) {
                self.refuse(conn, request_id, r);
                return;
            }
            let row = self.row("action", Some(seat), action, request_id.clone(), clock_ms);
            result = self.commit(row).await;
        }
        match result {
            Ok(seq) => {
                self.send_to(
                    conn,
                    &ServerMsg::Ack {
                        request_id,
                        seq,
                        duplicate: false,
                    },
                );
            }
            Err(e) => self.refuse(
                conn,
                request_id,
                Refusal::new(
                    "not-saved",
                    None,
                    format!("the move could not be saved, nothing changed; send it again ({e})"),
                ),
            ),
        }
    }

    fn check_move(&self, seat: usize, action: &str) -> Result<(), Refusal> {
        if self.status == "open" {
            return Err(Refusal::new(
                "not-started",
                None,
                "the table has not started",
            ));
        }
        let Some(m) = self.m.as_ref() else {
            return Err(Refusal::new(
                "not-started",
                None,
                "the table has not started",
            ));
        };
        if self.thinking.as_ref().is_some_and(|t| t.0 == seat) || self.seats[seat].stand_in {
            return Err(Refusal::new(
                "bot-playing",
                None,
                "a bot is making this move for you; your seat is yours again at your next \
                 decision",
            ));
        }
        m.check(seat, action)
    }

    /// Charges `seat`'s clock for the decision it just made; its bank afterwards.
    fn spend_clock(&mut self, seat: usize) -> Option<u64> {
        let clock = self.settings.clock?;
        let spent = match self.turn {
            Some((s, started, _)) if s == seat => started.elapsed().as_millis() as u64,
            _ => 0,
        };
        let bank = self
            .banks
            .get(seat)
            .copied()
            .unwrap_or(0)
            .saturating_sub(spent)
            .saturating_add(clock.increment_secs.saturating_mul(1000));
        Some(bank)
    }

    async fn on_undo(&mut self, conn: ConnId, request_id: Option<String>) {
        let Some(seat) = self.conns.get(&conn).and_then(|c| c.seat) else {
            self.refuse(
                conn,
                request_id,
                Refusal::new("spectator", None, "spectators watch; they do not undo"),
            );
            return;
        };
        let can = self.m.as_ref().is_some_and(|m| m.can_undo(seat));
        if !can {
            let why = match self.m.as_ref() {
                None => Refusal::new("not-started", None, "the table has not started"),
                Some(m) => m
                    .undo_refusal(seat)
                    .unwrap_or_else(|| Refusal::new("no-undo", None, "nothing to take back")),
            };
            self.refuse(conn, request_id, why);
            return;
        }
        let row = self.row("undo", Some(seat), String::new(), request_id.clone(), None);
        match self.commit(row).await {
            Ok(seq) => self.send_to(
                conn,
                &ServerMsg::Ack {
                    request_id,
                    seq,
                    duplicate: false,
                },
            ),
            Err(e) => self.refuse(
                conn,
                request_id,
                Refusal::new(
                    "not-saved",
                    None,
                    format!("the undo could not be saved ({e})"),
                ),
            ),
        }
    }

    async fn on_bot_done(&mut self, epoch: u64, done: BotDone) {
        let seat = done.seat();
        self.thinking = None;
        let Some(m) = self.m.as_mut() else { return };
        let text = match m.finish_bot(done) {
            Ok(t) => t,
            Err(e) => {
                tracing::error!(table = %self.id, "a bot failed: {e}");
                return;
            }
        };
        let fault = m.bot_fault(seat);
        if let Some(f) = fault
            && self.seats.get(seat).is_some_and(|s| s.fault.is_none())
        {
            self.bot_replaced(seat, f);
        }
        if epoch != self.epoch {
            return;
        }
        let Some(m) = self.m.as_mut() else { return };
        let text = match m.check(seat, &text) {
            Ok(()) => text,
            Err(r) => {
                // A built-in bot never does this; if it did, the first legal action keeps the
                // game going.
                tracing::error!(table = %self.id, "a bot chose `{text}`, refused: {r}");
                match m.legal(seat).into_iter().next() {
                    Some(a) => a.action,
                    None => return,
                }
            }
        };
        let clock_ms = self.settings.clock.map(|c| {
            if self.seats[seat].stand_in_once {
                c.increment_secs.saturating_mul(1000)
            } else {
                self.banks.get(seat).copied().unwrap_or(0)
            }
        });
        let row = self.row("action", Some(seat), text, None, clock_ms);
        if self.commit(row).await.is_ok() && self.seats[seat].stand_in_once {
            self.seats[seat].stand_in_once = false;
            if self.seats[seat].conns > 0 && !self.seats[seat].left {
                if let Some(m) = self.m.as_mut() {
                    let _ = m.set_bot(seat, None, 0);
                }
                self.seats[seat].stand_in = false;
            }
        }
        self.hand_back_if_possible();
        self.send_seats();
    }

    /// A seat's outside bot lost its seat (the stand-in inside it plays on): every client is
    /// told, and the seats say so from now on.
    fn bot_replaced(&mut self, seat: usize, f: gameroom_match::Fault) {
        let bot = self.seats[seat].bot.clone().unwrap_or_default();
        tracing::warn!(table = %self.id, seat, %bot, "an outside bot lost its seat: {f}");
        self.seats[seat].fault = Some(format!("{}: {}", f.kind.name(), f.message));
        let msg = json(&ServerMsg::BotReplaced {
            seat,
            bot,
            fault: f.kind.name().to_string(),
            message: f.message,
            stand_in: STAND_IN_SPEC.to_string(),
        });
        for c in self.conns.values() {
            let _ = c.out.try_send(msg.clone());
        }
        self.send_seats();
    }

    async fn start(&mut self, token_hash: &str, fill: Option<String>) -> Result<(), Refusal> {
        if token_hash != self.creator_hash {
            return Err(Refusal::new(
                "not-the-creator",
                None,
                "only the table's creator starts it",
            ));
        }
        if self.status != "open" {
            return Err(Refusal::new(
                "started",
                None,
                "the table has started already",
            ));
        }
        let free: Vec<usize> = (0..self.seats.len())
            .filter(|&s| self.seats[s].bot.is_none() && self.seats[s].token_hash.is_none())
            .collect();
        if !free.is_empty() {
            match fill {
                Some(level) => {
                    for &s in &free {
                        self.shared
                            .store
                            .seat_bot(&self.id, s, &level)
                            .await
                            .map_err(store_refusal)?;
                    }
                    let rows = self
                        .shared
                        .store
                        .seats(&self.id)
                        .await
                        .map_err(store_refusal)?;
                    self.set_seats(&rows);
                }
                None => {
                    let list: Vec<String> = free.iter().map(|s| (s + 1).to_string()).collect();
                    return Err(Refusal::new(
                        "seats-free",
                        None,
                        format!(
                            "seat(s) {} are still free: wait for players or fill them with bots",
                            list.join(", ")
                        ),
                    ));
                }
            }
        }
        let row = self
            .shared
            .store
            .table(&self.id)
            .await
            .map_err(store_refusal)?
            .ok_or_else(|| Refusal::new("no-table", None, "no such table"))?;
        let mut options = self.settings.options.clone();
        options.names = engine_names(&self.seats);
        let entry = registry::game(&self.game)
            .map_err(|e| Refusal::new("unknown-game", None, e.to_string()))?;
        let specs = self.seat_specs();
        let m = entry
            .new_match(&options, &specs, row.seed as u64)
            .or_else(|_| {
                options.names.clear();
                entry.new_match(&options, &specs, row.seed as u64)
            })
            .map_err(|e| Refusal::new("bad-options", None, e))?;
        let setup = serde_json::to_string(&m.setup_json()).unwrap_or_default();
        if !self
            .shared
            .store
            .set_status(&self.id, "open", "running", Some(&setup))
            .await
            .map_err(store_refusal)?
        {
            return Err(Refusal::new(
                "started",
                None,
                "the table has started already",
            ));
        }
        self.m = Some(m);
        let row = self.row("start", None, String::new(), None, None);
        self.commit(row).await.map_err(store_refusal)?;
        Ok(())
    }

    fn table_msg(&self, seat: Option<usize>) -> TableMsg {
        let n = self.seats.len();
        let (view, to_move, legal, can_undo, result) = match &self.m {
            None => (
                serde_json::Value::Null,
                ToMove::NotStarted,
                Vec::new(),
                false,
                None,
            ),
            Some(m) => {
                let to_move = match m.to_move() {
                    Actor::Player(s) => ToMove::Seat(s),
                    Actor::Chance => ToMove::Chance,
                    Actor::Terminal => ToMove::Over,
                };
                let mine = |s: usize| {
                    !self.seats[s].stand_in && self.thinking.as_ref().is_none_or(|t| t.0 != s)
                };
                let legal = match seat {
                    Some(s) if mine(s) => m.legal(s),
                    _ => Vec::new(),
                };
                let can_undo = seat.is_some_and(|s| mine(s) && m.can_undo(s));
                (m.view(seat), to_move, legal, can_undo, m.outcome())
            }
        };
        let clocks = match self.settings.clock {
            None => Vec::new(),
            Some(_) => (0..n)
                .map(|s| {
                    let running = self.turn.is_some_and(|(t, _, e)| t == s && e == self.epoch);
                    let spent = match self.turn {
                        Some((t, started, _)) if running && t == s => {
                            started.elapsed().as_millis() as u64
                        }
                        _ => 0,
                    };
                    ClockInfo {
                        seat: s,
                        bank_ms: self.banks[s].saturating_sub(spent),
                        running,
                    }
                })
                .collect(),
        };
        TableMsg {
            seq: self.seq,
            status: self.status.clone(),
            seats: self.seat_infos(),
            to_move,
            view,
            legal,
            can_undo,
            clocks,
            thinking: self.thinking.as_ref().map(|t| t.0),
            result,
            rematch: self.rematch.clone(),
        }
    }

    fn seat_infos(&self) -> Vec<SeatInfo> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatInfo {
                seat: i,
                name: s.name.clone(),
                kind: if s.bot.is_some() { "bot" } else { "human" }.into(),
                bot: s.bot.clone(),
                connected: s.conns > 0,
                bot_standing_in: s.stand_in,
                bot_fault: s.fault.clone(),
            })
            .collect()
    }

    fn welcome(&self, seat: Option<usize>, last_seq: Option<u64>) -> ServerMsg {
        let v = self.viewer_index(seat);
        let (events, reset) = match (&self.m, last_seq) {
            (None, _) => (Vec::new(), true),
            (Some(m), Some(last)) if last <= self.seq && !self.undos.iter().any(|&u| u > last) => {
                let from = if last == self.seq {
                    m.log_len(seat)
                } else {
                    self.offsets
                        .get(last as usize)
                        .map(|o| o[v])
                        .unwrap_or_else(|| m.log_len(seat))
                };
                (m.events(seat, from), false)
            }
            (Some(m), _) => (m.events(seat, 0), true),
        };
        ServerMsg::Welcome {
            protocol: PROTOCOL,
            table_id: self.id.clone(),
            game: self.game.clone(),
            seat,
            events,
            reset,
            table: Box::new(self.table_msg(seat)),
        }
    }

    /// Tells every client what entry `row` did, each from its own view.
    fn broadcast_entry(&mut self, row: &LogRow) {
        let idx = (row.seq as usize).saturating_sub(1);
        let mut cache: HashMap<usize, Arc<str>> = HashMap::new();
        let conns: Vec<(ConnId, Option<usize>)> =
            self.conns.iter().map(|(id, c)| (*id, c.seat)).collect();
        let mut dead = Vec::new();
        for (id, seat) in conns {
            let v = self.viewer_index(seat);
            let msg = cache
                .entry(v)
                .or_insert_with(|| {
                    let table = Box::new(self.table_msg(seat));
                    let msg = match (&self.m, row.kind.as_str()) {
                        (Some(m), "undo") => ServerMsg::Undone {
                            seat: row.seat.unwrap_or(0),
                            events: m.events(seat, 0),
                            table,
                        },
                        (Some(m), _) => ServerMsg::Update {
                            events: m
                                .events(seat, self.offsets.get(idx).map(|o| o[v]).unwrap_or(0)),
                            table,
                        },
                        (None, _) => ServerMsg::Update {
                            events: Vec::new(),
                            table,
                        },
                    };
                    json(&msg)
                })
                .clone();
            if let Some(c) = self.conns.get(&id)
                && c.out.try_send(msg).is_err()
            {
                dead.push(id);
            }
        }
        for id in dead {
            self.drop_conn(id);
        }
    }

    /// Tells every client the table as it is now (a bot started thinking, a clock started).
    fn broadcast_tables(&mut self) {
        let conns: Vec<(ConnId, Option<usize>)> =
            self.conns.iter().map(|(id, c)| (*id, c.seat)).collect();
        let mut dead = Vec::new();
        for (id, seat) in conns {
            let msg = json(&ServerMsg::Update {
                events: Vec::new(),
                table: Box::new(self.table_msg(seat)),
            });
            if let Some(c) = self.conns.get(&id)
                && c.out.try_send(msg).is_err()
            {
                dead.push(id);
            }
        }
        for id in dead {
            self.drop_conn(id);
        }
    }

    fn send_seats(&mut self) {
        let msg = json(&ServerMsg::Seats {
            seats: self.seat_infos(),
        });
        let dead: Vec<ConnId> = self
            .conns
            .iter()
            .filter(|(_, c)| c.out.try_send(msg.clone()).is_err())
            .map(|(id, _)| *id)
            .collect();
        for id in dead {
            self.drop_conn(id);
        }
    }

    fn send_to(&self, conn: ConnId, msg: &ServerMsg) {
        if let Some(c) = self.conns.get(&conn) {
            let _ = c.out.try_send(json(msg));
        }
    }

    async fn shutdown(&mut self) {
        if let Some((_, _, cancel)) = &self.thinking {
            cancel.store(true, Ordering::Relaxed);
        }
        let bye = json(&ServerMsg::Bye {
            reason: "the server is restarting; reconnect in a moment".into(),
        });
        for c in self.conns.values() {
            let _ = c.out.try_send(bye.clone());
        }
        self.conns.clear();
        self.release().await;
    }
}

/// Names for the game's notation, from the players' names: one word each, different from each
/// other (the game checks the rest and falls back on its own names).
fn engine_names(seats: &[SeatState]) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for (i, s) in seats.iter().enumerate() {
        let base: String = s
            .name
            .as_deref()
            .unwrap_or("player")
            .chars()
            .map(|c| if c.is_alphanumeric() { c } else { '-' })
            .collect::<String>()
            .trim_matches('-')
            .chars()
            .take(16)
            .collect();
        let base = if base.is_empty() {
            format!("player{}", i + 1)
        } else {
            base
        };
        let mut name = base.clone();
        let mut k = 2;
        while names.iter().any(|n| n.eq_ignore_ascii_case(&name)) {
            name = format!("{base}{k}");
            k += 1;
        }
        names.push(name);
    }
    names
}

fn store_refusal(e: StoreError) -> Refusal {
    Refusal::new("not-saved", None, format!("the database failed: {e}"))
}

/// A message as the text frame it is sent as.
pub fn json(msg: &ServerMsg) -> Arc<str> {
    Arc::from(serde_json::to_string(msg).unwrap_or_default())
}

async fn sleep_until(at: Option<Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(tokio::time::Instant::from_std(at)).await,
        None => std::future::pending().await,
    }
}
