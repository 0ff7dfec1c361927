//! One table: a task that owns the table's match (a replica of its log), its connections, its
//! bots and its clocks, and handles everything that happens at the table one thing at a time.
//!
//! It is two parts. [`core`] is the table's rules as a synchronous state machine (inputs: a
//! client's message, a committed entry, a bot's answer, the time; outputs: [`Effect`]s), unit
//! tested with a fake clock in `tests.rs`. [`Table`] is the thin async shell around it: it reads
//! the table from the store, feeds the core what happens, and carries out its effects against
//! the store (appends, leases), the sockets (sends) and the blocking pool (bots).
//!
//! The promises it keeps:
//! - an entry (a move, a chance outcome, an undo, a chat message) is applied, acknowledged and broadcast only
//!   after the database has committed it ([`Core::committed`]);
//! - every message to a seat is built from that seat's view, its share of the events and its
//!   own legal actions; spectators get the public view and events;
//! - a request with a request id is applied once: sent again, it gets the first one's
//!   acknowledgement (`duplicate: true`);
//! - a refusal always says why; a client whose queue is full (it does not read) is dropped: its
//!   connection is closed, never a message silently lost; nothing a client does reaches another
//!   table (each table is its own task).

pub mod core;
#[cfg(test)]
mod tests;

use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use gameroom_game::{Refusal, TableOptions};
use gameroom_match::{BotDone, SeatSpec};
use serde::{Deserialize, Serialize};
use tokio::sync::{mpsc, oneshot};

pub use self::core::{ChatIn, ConnId, Core, Effect, Millis, apply_entry};
use self::core::{Config, Loaded, Pending};
use crate::Shared;
use crate::protocol::ServerMsg;
use crate::store::{EntryKind, Status, StoreError, now_ms};

/// How a table was set up by its creator (stored as JSON).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// Players, variant, board side or card set.
    pub options: TableOptions,
    /// Who sits where: people, or bots by level.
    pub seats: Vec<SeatSpec>,
    /// A time bank per player, topped up after each of their moves; none: no clock.
    #[serde(default)]
    pub clock: Option<Clock>,
    /// Whether spectators may watch.
    #[serde(default = "yes")]
    pub spectators: bool,
    /// Anyone may take a free seat from the list of open tables (invitation `public`).
    #[serde(default)]
    pub public: bool,
    /// Live (the default) or turn-based (over days).
    #[serde(default)]
    pub pace: Pace,
    /// Turn-based: what happens when a player's time runs out.
    #[serde(default)]
    pub on_timeout: OnTimeout,
    /// Whether players may ask what the hard bot would do (`hint`). None: as the table is
    /// played: allowed when at most one person plays (against bots), not when several do.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hints: Option<bool>,
}

/// How a table is played: live (everyone at the table at once: clocks in minutes, a stand-in
/// bot for a player away longer than `--stand-in-after`), or turn-based (over days: a time per
/// move in hours, vacation days, and nobody replaced for being away).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pace {
    #[default]
    Live,
    TurnBased,
}

/// What happens when a turn-based player's time for a move (and their vacation days) ran out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OnTimeout {
    /// A bot makes that one move; the seat stays the player's.
    #[default]
    BotMoves,
    /// A bot makes that move; the second time, the seat is the bot's for good.
    BotTakesOver,
    /// The game is abandoned (and shown as such): nobody plays on.
    Abandon,
}

fn yes() -> bool {
    true
}

/// A turn clock: a live table's bank and increment, or a turn-based table's time per move
/// and vacation days.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Clock {
    /// Live: the bank each player starts with.
    #[serde(default)]
    pub initial_secs: u64,
    /// Live: added to a player's bank after each of their moves.
    #[serde(default)]
    pub increment_secs: u64,
    /// Turn-based: the time each move may take.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_move_hours: Option<u64>,
    /// Turn-based: the days each player may go over their moves' times, in all the game.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub vacation_days: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// What the table task is asked to do.
pub enum Cmd {
    /// A client said `hello`. The reply is its seat (none: a spectator), or why not; `dropped`
    /// fires when the table drops the client (its queue was full).
    Connect {
        conn: ConnId,
        token_hash: Option<String>,
        last_seq: Option<u64>,
        out: mpsc::Sender<Arc<str>>,
        dropped: oneshot::Sender<()>,
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
    /// The player asks for a hint.
    Hint {
        conn: ConnId,
        request_id: Option<String>,
    },
    /// A hint's thinking is done.
    HintDone {
        epoch: u64,
        seat: usize,
        hint: gameroom_match::Hint,
    },
    /// The player leaves for good: a bot plays their seat.
    Leave {
        conn: ConnId,
    },
    /// A player or spectator says something.
    Chat {
        conn: ConnId,
        said: ChatIn,
        request_id: Option<String>,
    },
    /// The creator starts the table.
    /// The creator starts the table; the answer says whether it was a repeat of the start
    /// (the same `request_id`), answered without starting again.
    Start {
        token_hash: String,
        fill_with_bots: Option<String>,
        request_id: Option<String>,
        reply: oneshot::Sender<Result<bool, Refusal>>,
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
    /// Which seat is to move now (none: chance, the game is over, or it has not started), and
    /// when its time runs out (a table with a clock): for the lobby's list of a player's
    /// tables.
    ToMove {
        reply: oneshot::Sender<(Option<usize>, Option<Millis>)>,
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

/// A client's end, as the shell holds it.
struct Conn {
    out: mpsc::Sender<Arc<str>>,
    dropped: Option<oneshot::Sender<()>>,
}

/// The table's task: the core, and what it needs to act on the world.
pub struct Table {
    shared: Arc<Shared>,
    id: String,
    core: Core,
    conns: HashMap<ConnId, Conn>,
    /// The cancel signal of the bot thinking now.
    cancel: Option<Arc<AtomicBool>>,
    tx: mpsc::Sender<Cmd>,
    /// Where the core's clock counts from: `origin` is Unix time `origin_ms`.
    origin: Instant,
    origin_ms: Millis,
}

/// The bot that stands in for a person who is away, or whose clock ran out.
const STAND_IN_SPEC: &str = "normal";
/// How long a stand-in thinks when a clock ran out.
const TIMEOUT_MOVE: Duration = Duration::from_secs(2);
/// How long an instance holds a table it runs before it must renew.
const LEASE: Duration = Duration::from_secs(10);

/// Asks the database for table `id`'s lease (renewed if this instance holds it): whether it
/// holds it now.
async fn lease_of(shared: &Shared, id: &str) -> Result<bool, StoreError> {
    let now = now_ms();
    let until = now + LEASE.as_millis() as i64;
    shared.store.lease(id, &shared.instance, now, until).await
}
/// How long a table with nothing to do stays loaded.
const IDLE: Duration = Duration::from_secs(300);

impl Table {
    /// Loads a table from the database and starts its task. `None`: no such table.
    pub async fn spawn(shared: Arc<Shared>, id: &str) -> Result<Option<TableHandle>, StoreError> {
        let Some(mut row) = shared.store.table(id).await? else {
            return Ok(None);
        };
        let bad = |why: String| StoreError::Table {
            id: id.to_string(),
            why,
        };
        let seat_rows = shared.store.seats(id).await?;
        let log = shared.store.log(id, None).await?;
        // Marked running, but its `start` entry never saved (the database failed then): open
        // again (unless another instance runs it: it may be starting it now).
        if row.status == Status::Running
            && !log.iter().any(|r| r.kind == EntryKind::Start)
            && shared
                .store
                .unstart(id, &shared.instance, now_ms())
                .await
                .unwrap_or(false)
        {
            row.status = Status::Open;
            row.setup = None;
        }
        let (tx, rx) = mpsc::channel(1024);
        let settings: Settings = serde_json::from_str(&row.settings)
            .map_err(|e| bad(format!("its settings do not read: {e}")))?;
        let entry = shared
            .games()
            .game(&row.game)
            .map_err(|e| bad(e.to_string()))?;
        // The table's clock is Unix time in milliseconds, counted on from the monotonic clock:
        // a turn begun before a restart is timed from its entry's time in the log.
        let origin = Instant::now();
        let origin_ms = u64::try_from(now_ms()).unwrap_or(0);
        let mut core = Core::new(Loaded {
            id: &row.id,
            game: &row.game,
            entry,
            settings,
            status: row.status,
            creator_hash: &row.creator_hash,
            rematch: row.rematch.clone(),
            bots: shared.bots.clone(),
            config: Config {
                stand_in_after: millis(shared.limits.stand_in_after),
                stand_in: STAND_IN_SPEC.to_string(),
                timeout_move: millis(TIMEOUT_MOVE),
                idle_after: millis(IDLE),
                origin,
                origin_ms,
                mail_after: shared.outbox.as_ref().map(|o| millis(o.delay)),
            },
            seed: crate::tokens::seed(),
            now: origin_ms,
        });
        core.set_seats(&seat_rows, origin_ms);
        if let Some(setup) = &row.setup {
            core.open(setup, row.status).map_err(bad)?;
        }
        // (Before the start the log holds only chat from the waiting room.)
        for r in &log {
            core.read(r, origin_ms);
        }
        // A game over whose status could not be written then (the database failing at its
        // last move) is marked over now.
        if row.status == Status::Running
            && core.status().is_over()
            && let Err(e) = shared
                .store
                .set_status(id, Status::Running, core.status(), None)
                .await
        {
            tracing::warn!(table = %id, "the game is over, but its status cannot be written: {e}");
        }
        let t = Table {
            shared,
            id: row.id,
            core,
            conns: HashMap::new(),
            cancel: None,
            tx: tx.clone(),
            origin,
            origin_ms,
        };
        tokio::spawn(t.run(rx));
        Ok(Some(TableHandle { tx }))
    }

    /// The core's clock now.
    fn now(&self) -> Millis {
        self.origin_ms.saturating_add(millis(self.origin.elapsed()))
    }

    async fn run(mut self, mut rx: mpsc::Receiver<Cmd>) {
        let mut tick = tokio::time::interval(Duration::from_secs(2));
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let (shared, id) = (self.shared.clone(), self.id.clone());
        let first = lease_of(&shared, &id).await;
        self.took_lease(first).await;
        // The lease is renewed beside the table's work, not in its way: a database that does
        // not answer (each try waits for its connection timeout) never keeps the table from
        // its clients' messages.
        let mut lease: Option<tokio::task::JoinHandle<Result<bool, StoreError>>> = None;
        loop {
            self.carry_out(Vec::new()).await;
            let wake = self
                .core
                .next_wakeup()
                .map(|ms| self.origin + Duration::from_millis(ms.saturating_sub(self.origin_ms)));
            tokio::select! {
                cmd = rx.recv() => match cmd {
                    Some(Cmd::Shutdown { reply }) => {
                        if let Some(l) = lease.take() {
                            l.abort();
                        }
                        self.shutdown().await;
                        let _ = reply.send(());
                        return;
                    }
                    Some(cmd) => self.handle(cmd).await,
                    None => return,
                },
                _ = sleep_until(wake) => {
                    let effects = self.core.on_timer(self.now());
                    self.carry_out(effects).await;
                }
                leased = async { lease.as_mut().expect("a lease asked").await }, if lease.is_some() => {
                    lease = None;
                    let leased = leased.unwrap_or_else(|e| Err(StoreError::NotSaved(e.to_string())));
                    // (A database that did not answer the lease is not asked for the log too.)
                    if self.took_lease(leased).await
                        && self.shared.store.is_postgres()
                        && self.core.has_conns()
                    {
                        let effects = self.read_new().await;
                        self.carry_out(effects).await;
                    }
                }
                _ = tick.tick() => {
                    if self.core.idle(self.now()) && self.shared.unload(&self.id) {
                        if let Some(l) = lease.take() {
                            let _ = l.await;
                        }
                        self.release().await;
                        return;
                    }
                    if lease.is_none() {
                        let shared = self.shared.clone();
                        let id = self.id.clone();
                        lease = Some(tokio::spawn(async move { lease_of(&shared, &id).await }));
                    }
                }
            }
        }
    }

    /// Holds the table's lease if the database gave it (no other instance holds it); whether
    /// the database answered.
    async fn took_lease(&mut self, leased: Result<bool, StoreError>) -> bool {
        let answered = leased.is_ok();
        if self.core.set_owner(leased.unwrap_or(false)) {
            // Taking over from another instance: it may have written what this one has not
            // read.
            let effects = self.read_new().await;
            self.carry_out(effects).await;
        }
        answered
    }

    async fn release(&mut self) {
        if self.core.is_owner() {
            let _ = self
                .shared
                .store
                .release(&self.id, &self.shared.instance)
                .await;
            self.core.set_owner(false);
        }
    }

    /// Reads what other instances wrote (the table's start, entries of its log) and applies
    /// it; the effects tell the clients.
    async fn read_new(&mut self) -> Vec<Effect> {
        let now = self.now();
        let mut out = Vec::new();
        if self.core.status() == Status::Open {
            // The table may have started elsewhere.
            if let Ok(Some(row)) = self.shared.store.table(&self.id).await
                && row.status != Status::Open
                && let Some(setup) = row.setup.clone()
            {
                if let Ok(rows) = self.shared.store.seats(&self.id).await {
                    out.extend(self.core.set_seats(&rows, now));
                }
                if let Err(e) = self.core.open(&setup, row.status) {
                    tracing::error!(table = %self.id, "the setup does not open: {e}");
                    return out;
                }
            }
        }
        let Ok(rows) = self.shared.store.log(&self.id, Some(self.core.seq())).await else {
            return out;
        };
        for r in rows {
            if r.seq != self.core.seq() + 1 {
                break;
            }
            out.extend(self.core.read(&r, now));
        }
        out
    }

    /// Carries out the core's effects in order, then asks the core for what comes next
    /// (chance, bots, a turn) until it has nothing more to do or an append failed.
    async fn carry_out(&mut self, effects: Vec<Effect>) {
        let mut queue: VecDeque<Effect> = effects.into();
        loop {
            let mut failed = false;
            while let Some(effect) = queue.pop_front() {
                match effect {
                    Effect::Append(p) => match self.commit(p).await {
                        Ok(more) => queue.extend(more),
                        Err(more) => {
                            queue.extend(more);
                            failed = true;
                        }
                    },
                    Effect::Send { to, msg } => {
                        let more = self.send(&to, &msg);
                        queue.extend(more);
                    }
                    Effect::StartBot { epoch, job, cancel } => {
                        let tx = self.tx.clone();
                        self.cancel = Some(cancel);
                        tokio::task::spawn_blocking(move || {
                            let started = std::time::Instant::now();
                            let done = job.run();
                            crate::metrics::bot_thought(started.elapsed());
                            let _ = tx.blocking_send(Cmd::BotDone { epoch, done });
                        });
                    }
                    Effect::StartHint { epoch, seat, job } => {
                        let tx = self.tx.clone();
                        tokio::task::spawn_blocking(move || {
                            let hint = job.run();
                            let _ = tx.blocking_send(Cmd::HintDone { epoch, seat, hint });
                        });
                    }
                    Effect::Over(status) => {
                        // (Written again when the table is next loaded, if it fails now.)
                        if let Err(e) = self
                            .shared
                            .store
                            .set_status(&self.id, Status::Running, status, None)
                            .await
                        {
                            tracing::warn!(table = %self.id, "the game is over, but its status cannot be written now: {e}");
                        }
                    }
                    Effect::Mail(mails) => self.mail(mails),
                }
            }
            if failed {
                return;
            }
            let more = self.core.advance(self.now());
            if more.is_empty() {
                return;
            }
            queue.extend(more);
        }
    }

    /// Writes an entry; committed, the core applies it (the effects tell everyone). When
    /// another instance took the number, the log is read again first. `Err`: it was not
    /// written (the effects say so to whoever asked).
    async fn commit(&mut self, mut p: Pending) -> Result<Vec<Effect>, Vec<Effect>> {
        p.row.seq = self.core.seq() + 1;
        p.row.at = now_ms();
        match self.shared.store.append(vec![p.row.clone()]).await {
            Ok(()) => {
                crate::metrics::committed(p.row.kind);
                Ok(self.core.committed(p, self.now()))
            }
            Err(e) => {
                tracing::warn!(table = %self.id, seq = p.row.seq, "append failed: {e}");
                let conflict = matches!(e, StoreError::Conflict(_));
                // Another instance wrote first: what it wrote is read before the entry is
                // tried again. (Any other failure is the database's: nothing of it was saved,
                // and a database that failed is not asked again at once.)
                let mut out = if conflict {
                    self.read_new().await
                } else {
                    Vec::new()
                };
                out.extend(
                    self.core
                        .append_failed(p, &e.to_string(), conflict, self.now()),
                );
                Err(out)
            }
        }
    }

    /// Puts the core's mails in the outbox, for the seats that gave an address, off the
    /// table's task: nothing waits for it. (A mail lost to a crash here is asked for again when
    /// the table is loaded: its turn begins again, with the same mail.)
    fn mail(&self, mails: Vec<crate::store::Mail>) {
        let Some(outbox) = self.shared.outbox.clone() else {
            return;
        };
        let shared = self.shared.clone();
        tokio::spawn(async move {
            let mut wanted = Vec::new();
            for m in mails {
                match shared.store.address(&m.table_id, m.seat).await {
                    Ok(Some(_)) => wanted.push(m),
                    Ok(None) => {}
                    Err(e) => tracing::warn!(table = %m.table_id, "mail: {e}"),
                }
            }
            if wanted.is_empty() {
                return;
            }
            let table = wanted[0].table_id.clone();
            match shared.store.enqueue(wanted).await {
                Ok(()) => outbox.wake.notify_one(),
                Err(e) => tracing::warn!(%table, "mail: cannot queue: {e}"),
            }
        });
    }

    /// Sends a message to clients; one whose queue is full is dropped (its connection is
    /// closed): the effects of its going.
    fn send(&mut self, to: &[ConnId], msg: &ServerMsg) -> Vec<Effect> {
        if let ServerMsg::Refused { refusal, .. } = msg {
            crate::metrics::refused(&refusal.code);
        }
        let text = json(msg);
        let mut out = Vec::new();
        for id in to {
            let full = self
                .conns
                .get(id)
                .is_some_and(|c| c.out.try_send(text.clone()).is_err());
            if full {
                out.extend(self.drop_conn(*id));
            }
        }
        out
    }

    fn drop_conn(&mut self, id: ConnId) -> Vec<Effect> {
        if let Some(mut c) = self.conns.remove(&id)
            && let Some(d) = c.dropped.take()
        {
            let _ = d.send(());
        }
        self.core.disconnected(id, self.now())
    }

    async fn handle(&mut self, cmd: Cmd) {
        let now = self.now();
        let effects = match cmd {
            Cmd::Connect {
                conn,
                token_hash,
                last_seq,
                out,
                dropped,
                reply,
            } => {
                let seat = match self.core.admit(token_hash.as_deref()) {
                    Ok(seat) => seat,
                    Err(msg) => {
                        let _ = reply.send(Err(msg));
                        return;
                    }
                };
                let welcome = self.core.welcome(seat, last_seq, now);
                if out.try_send(json(&welcome)).is_err() {
                    let _ = reply.send(Err(ServerMsg::error("slow", "the connection is full")));
                    return;
                }
                self.conns.insert(
                    conn,
                    Conn {
                        out,
                        dropped: Some(dropped),
                    },
                );
                let _ = reply.send(Ok(seat));
                self.core.connected(conn, seat, now)
            }
            Cmd::Disconnect { conn } => {
                self.conns.remove(&conn);
                self.core.disconnected(conn, now)
            }
            Cmd::Move {
                conn,
                action,
                request_id,
            } => self.core.on_move(conn, action, request_id, now),
            Cmd::Undo { conn, request_id } => self.core.on_undo(conn, request_id, now),
            Cmd::Leave { conn } => self.core.leave(conn, now),
            Cmd::Hint { conn, request_id } => self.core.on_hint(conn, request_id, now),
            Cmd::HintDone { epoch, seat, hint } => self.core.hint_done(epoch, seat, hint, now),
            Cmd::Chat {
                conn,
                said,
                request_id,
            } => self.core.on_chat(conn, said, request_id, now),
            Cmd::Start {
                token_hash,
                fill_with_bots,
                request_id,
                reply,
            } => {
                let r = if self
                    .core
                    .is_repeated_start(&token_hash, request_id.as_deref())
                {
                    Ok(true)
                } else {
                    self.start(&token_hash, fill_with_bots, request_id)
                        .await
                        .map(|()| false)
                };
                let _ = reply.send(r);
                Vec::new()
            }
            Cmd::SeatsChanged => match self.shared.store.seats(&self.id).await {
                Ok(rows) => self.core.set_seats(&rows, now),
                Err(_) => Vec::new(),
            },
            Cmd::LogChanged => self.read_new().await,
            Cmd::Rematch { id } => self.core.rematch(id, now),
            Cmd::BotDone { epoch, done } => {
                self.cancel = None;
                self.core.bot_done(epoch, done, now)
            }
            Cmd::ToMove { reply } => {
                let _ = reply.send((self.core.seat_to_move(), self.core.deadline_now()));
                Vec::new()
            }
            Cmd::Shutdown { .. } => Vec::new(),
        };
        self.carry_out(effects).await;
    }

    /// The creator starts the table: free seats get bots (`fill`), the match is made and its
    /// setup stored, then the `start` entry is written.
    async fn start(
        &mut self,
        token_hash: &str,
        fill: Option<String>,
        request_id: Option<String>,
    ) -> Result<(), Refusal> {
        let free = self.core.check_start(token_hash, fill.is_some())?;
        if let Some(level) = fill.filter(|_| !free.is_empty()) {
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
            let effects = self.core.set_seats(&rows, self.now());
            self.carry_out(effects).await;
        }
        let row = self
            .shared
            .store
            .table(&self.id)
            .await
            .map_err(store_refusal)?
            .ok_or_else(|| Refusal::new("no-table", None, "no such table"))?;
        if row.status == Status::Running {
            // This table's start was not saved before (the core is open, the database says
            // running): open again, then started now.
            let _ = self
                .shared
                .store
                .unstart(&self.id, &self.shared.instance, now_ms())
                .await;
        }
        let (m, setup) = self.core.prepare_start(row.seed as u64)?;
        if !self
            .shared
            .store
            .set_status(&self.id, Status::Open, Status::Running, Some(&setup))
            .await
            .map_err(store_refusal)?
        {
            return Err(Refusal::new(
                "started",
                None,
                "the table has started already",
            ));
        }
        let p = self.core.begin(m, request_id);
        match self.commit(p).await {
            Ok(effects) => {
                self.carry_out(effects).await;
                Ok(())
            }
            Err(effects) => {
                // Not started after all: open again, here and in the database (if it answers;
                // else when the table is next loaded), so that the creator can start it again.
                self.core.cancel_start();
                if let Err(e) = self
                    .shared
                    .store
                    .unstart(&self.id, &self.shared.instance, now_ms())
                    .await
                {
                    tracing::warn!(table = %self.id, "the start was not saved, and the table cannot be marked open again now: {e}");
                }
                self.carry_out(effects).await;
                Err(Refusal::new(
                    "not-saved",
                    None,
                    "the database failed: the start was not saved; start the table again",
                ))
            }
        }
    }

    async fn shutdown(&mut self) {
        for cancel in [self.cancel.clone(), self.core.hint_cancel()]
            .into_iter()
            .flatten()
        {
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

fn millis(d: Duration) -> Millis {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
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
