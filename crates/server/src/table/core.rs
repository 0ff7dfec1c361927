//! The table's rules, as a synchronous state machine: no database, no socket, no clock.
//!
//! Inputs are what happens at a table: a client connects, moves, undoes, leaves or goes; an entry
//! of the log is committed (or could not be); a bot answers; time passes (`now`, in milliseconds
//! on the table's own clock). Each input returns [`Effect`]s: entries to append, messages to send,
//! bots to start, the table to mark finished; [`Core::next_wakeup`] says when time matters next.
//! The shell (`super::Table`) carries them out against the store and the sockets, and feeds a
//! committed entry back through [`Core::committed`]: nothing is applied, acknowledged or broadcast
//! before the database has it. The unit tests (`super::tests`) drive a core with a fake clock.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use gameroom_game::{Actor, Refusal};
use gameroom_match::registry::GameEntry;
use gameroom_match::{AnyMatch, BotDone, BotJob, Hint, HintJob, HintNote, SeatSpec};

use super::{OnTimeout, Pace, Settings};
use crate::chat::{self, Bucket, Channel, ChatLine, Said};
use crate::lobby::Bots;
use crate::protocol::{
    ClockInfo, HintLine, PROTOCOL, SeatInfo, ServerMsg, Table as TableMsg, ToMove,
};
use crate::store::{EntryKind, LogRow, Mail, MailKind, SeatRow, Status};

/// A time on the table's clock, in milliseconds: the shell's is Unix time (so that a turn begun
/// before a restart is timed from its entry's time in the log); tests count from zero.
pub type Millis = u64;

const DAY_MS: Millis = 86_400_000;
const HOUR_MS: Millis = 3_600_000;

/// A connection's id, unique in the process.
pub type ConnId = u64;

/// What a table needs to know that is not in the database.
#[derive(Clone, Debug)]
pub struct Config {
    /// How long a person may be away from a decision before a bot plays it for them.
    pub stand_in_after: Millis,
    /// The bot that stands in for a person (a built-in level).
    pub stand_in: String,
    /// How long a stand-in thinks when a clock ran out.
    pub timeout_move: Millis,
    /// How long a table with nothing to do stays loaded.
    pub idle_after: Millis,
    /// The instant the table's clock counts from (bots' deadlines are instants), and its time
    /// on the table's clock.
    pub origin: Instant,
    pub origin_ms: Millis,
    /// Turn-based tables: how long after a turn begins its mail is sent (a player who moves
    /// at once gets none), or `None`: no mail is sent from this server.
    pub mail_after: Option<Millis>,
}

/// Who occupies a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Occupant {
    /// Nobody yet: the table is open.
    Free,
    /// A person, known by the hash of their seat's token.
    Person { token_hash: String },
    /// A bot, by level or registered name; `fault` says why an outside bot lost the seat to the
    /// stand-in inside it.
    Bot { spec: String, fault: Option<String> },
}

/// Whether a person is at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Presence {
    /// At least one connection holds the seat.
    Here,
    /// No connection since `since` (or never).
    Away { since: Millis },
    /// The person said they leave: a stand-in plays until they come back.
    Left,
}

/// Why a bot plays a person's seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StandIn {
    /// The person's clock ran out: the bot makes this one move.
    OneMove,
    /// The person is away or left: the bot plays until they are back at a decision.
    WhileAway,
}

/// A seat of the table.
#[derive(Clone, Debug)]
pub struct Seat {
    pub name: Option<String>,
    pub occupant: Occupant,
    pub presence: Presence,
    /// Set while a bot plays a person's seat (the bot is in the match).
    pub stand_in: Option<StandIn>,
}

impl Seat {
    fn is_person(&self) -> bool {
        matches!(self.occupant, Occupant::Person { .. })
    }
}

/// A person's decision under way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Turn {
    seat: usize,
    since: Millis,
    /// The entry count it began at: a later entry ends it.
    epoch: u64,
}

/// Who asked for an entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum By {
    /// A client's move or undo: it gets the acknowledgement or the refusal.
    Player { conn: ConnId },
    /// A bot's (or stand-in's) move.
    Bot,
    /// The table itself: the start, a chance outcome, a clock running out.
    Table,
}

/// An entry to append to the log, and who asked for it.
#[derive(Clone, Debug)]
pub struct Pending {
    /// Its `seq` is the next number; the shell sets `at` (the wall clock).
    pub row: LogRow,
    pub by: By,
    /// A move is written again once after another instance took its number.
    pub retried: bool,
}

/// What the shell is to do.
pub enum Effect {
    /// Append this entry; then [`Core::committed`], or [`Core::append_failed`].
    Append(Pending),
    /// Send `msg` to each of these connections; one whose queue is full is dropped
    /// ([`Core::disconnected`]).
    Send {
        to: Vec<ConnId>,
        msg: Arc<ServerMsg>,
    },
    /// Run this bot's thinking off the table's task, then [`Core::bot_done`] with `epoch`.
    StartBot {
        epoch: u64,
        job: BotJob,
        cancel: Arc<AtomicBool>,
    },
    /// Think of a hint for `seat` off the table's task, then [`Core::hint_done`] with `epoch`.
    /// (The core holds its cancel signal: [`Core::hint_cancel`].)
    StartHint {
        epoch: u64,
        seat: usize,
        job: HintJob,
    },
    /// The game is over (finished, or abandoned by the table's rule): mark the table so in the
    /// database.
    Over(Status),
    /// Mails to put in the outbox (turn-based tables: a seat's turn, a reminder before its time
    /// runs out, the end of the game). The shell sends them only to seats that gave an address.
    Mail(Vec<Mail>),
}

impl std::fmt::Debug for Effect {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Effect::Append(p) => f.debug_tuple("Append").field(p).finish(),
            Effect::Send { to, msg } => f
                .debug_struct("Send")
                .field("to", to)
                .field("msg", msg)
                .finish(),
            Effect::StartBot { epoch, .. } => {
                f.debug_struct("StartBot").field("epoch", epoch).finish()
            }
            Effect::StartHint { epoch, seat, .. } => f
                .debug_struct("StartHint")
                .field("epoch", epoch)
                .field("seat", seat)
                .finish(),
            Effect::Over(status) => f.debug_tuple("Over").field(status).finish(),
            Effect::Mail(mails) => f.debug_tuple("Mail").field(mails).finish(),
        }
    }
}

/// A table as it is now: the match (a replica of its log), its seats, connections, clocks and
/// bots.
pub struct Core {
    id: String,
    game: String,
    entry: &'static dyn GameEntry,
    settings: Settings,
    status: Status,
    creator_hash: String,
    rematch: Option<String>,
    bots: Bots,
    config: Config,
    seats: Vec<Seat>,
    m: Option<Box<dyn AnyMatch>>,
    /// The last entry applied (entries count from 1).
    seq: u64,
    /// Per entry (index seq − 1): each seat's event log length before it, then the
    /// spectators'.
    offsets: Vec<Vec<usize>>,
    /// Entries that were undos.
    undos: Vec<u64>,
    /// Requests already applied: (seat, request id) → entry.
    requests: HashMap<(usize, String), u64>,
    /// The request id the table was started with (its `start` entry's).
    start_request: Option<String>,
    /// Connections and their seats (none: a spectator).
    conns: BTreeMap<ConnId, Option<usize>>,
    /// Each seat's time bank, in milliseconds.
    banks: Vec<u64>,
    turn: Option<Turn>,
    /// The seat whose bot thinks, and the epoch it thinks about.
    thinking: Option<(usize, u64)>,
    /// Changes with every applied entry (stale timers and bot answers are dropped).
    epoch: u64,
    /// This instance runs the table's bots, chance and clocks (it holds the lease).
    owner: bool,
    last_active: Millis,
    /// Seeds for stand-in bots and the match's chance (splitmix64).
    seeds: u64,
    /// The time of the last entry applied (its `at`; 0 when unknown): a turn-based turn is
    /// timed from it.
    last_at: Millis,
    /// Each seat's clocks that ran out (timeouts in the log).
    timeouts: Vec<u32>,
    /// The seat of the last action, undo or timeout (none after the start): a decision of the
    /// same seat after its own is the same turn, not a new one to announce.
    last_mover: Option<usize>,
    /// The seat whose time ran out when the table's rule abandons the game then.
    abandoned_by: Option<usize>,
    /// The chat so far (entries of the log that change nothing in the game).
    chat: Vec<ChatLine>,
    /// How fast each speaker may talk: players by seat, spectators by connection.
    chat_rates: HashMap<Speaker, Bucket>,
    /// The hint being thought of, and who waits for it.
    hinting: Option<Hinting>,
    /// Each seat's last hint and the epoch of the decision it was for.
    hints: Vec<Option<(u64, HintLine)>>,
}

/// A hint being thought of: for `seat`'s decision at `epoch`; the clients that asked for it
/// (and their request ids), the first one's on its entry; the job's cancel signal, set when
/// the question is given up (the table moved on, the server stops).
#[derive(Clone, Debug)]
struct Hinting {
    seat: usize,
    epoch: u64,
    waiters: Vec<(ConnId, Option<String>)>,
    cancel: Arc<AtomicBool>,
}

/// Who talks, for the chat's limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Speaker {
    Seat(usize),
    Spectator(ConnId),
    /// The spectators' channel as a whole.
    Spectators,
}

/// What a table is made of when it is loaded.
pub struct Loaded<'a> {
    pub id: &'a str,
    pub game: &'a str,
    pub entry: &'static dyn GameEntry,
    pub settings: Settings,
    pub status: Status,
    pub creator_hash: &'a str,
    pub rematch: Option<String>,
    pub bots: Bots,
    pub config: Config,
    /// Where the stand-ins' and the match's seeds start.
    pub seed: u64,
    /// The time it is loaded at.
    pub now: Millis,
}

impl Core {
    /// A table with its settings, before its seats and log are read.
    pub fn new(t: Loaded<'_>) -> Core {
        let n = t.settings.options.players;
        // A live bank, or a turn-based player's vacation.
        let initial = match (t.settings.pace, t.settings.clock) {
            (_, None) => 0,
            (Pace::Live, Some(c)) => c.initial_secs.saturating_mul(1000),
            (Pace::TurnBased, Some(c)) => c.vacation_days.saturating_mul(DAY_MS),
        };
        Core {
            id: t.id.to_string(),
            game: t.game.to_string(),
            entry: t.entry,
            settings: t.settings,
            status: t.status,
            creator_hash: t.creator_hash.to_string(),
            rematch: t.rematch,
            bots: t.bots,
            config: t.config,
            seats: Vec::new(),
            m: None,
            seq: 0,
            offsets: Vec::new(),
            undos: Vec::new(),
            requests: HashMap::new(),
            start_request: None,
            conns: BTreeMap::new(),
            banks: vec![initial; n],
            turn: None,
            thinking: None,
            epoch: 0,
            owner: false,
            last_active: t.now,
            seeds: t.seed,
            last_at: 0,
            timeouts: vec![0; n],
            last_mover: None,
            abandoned_by: None,
            chat: Vec::new(),
            chat_rates: HashMap::new(),
            hinting: None,
            hints: vec![None; n],
        }
    }

    pub fn status(&self) -> Status {
        self.status
    }

    /// The last entry applied.
    pub fn seq(&self) -> u64 {
        self.seq
    }

    pub fn is_owner(&self) -> bool {
        self.owner
    }

    pub fn has_conns(&self) -> bool {
        !self.conns.is_empty()
    }

    /// The seats as they are now.
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// Whether the table has nothing to do and nobody to serve: it may be unloaded. A running
    /// table with bots, or turn-based (its clock must run out on time, with nobody there:
    /// running tables are loaded when the server starts), stays.
    pub fn idle(&self, now: Millis) -> bool {
        self.conns.is_empty()
            && self.thinking.is_none()
            && now.saturating_sub(self.last_active) > self.config.idle_after
            && (self.status != Status::Running || !(self.has_bots() || self.turn_based()))
    }

    fn has_bots(&self) -> bool {
        self.seats
            .iter()
            .any(|s| matches!(s.occupant, Occupant::Bot { .. }))
    }

    fn next_seed(&mut self) -> u64 {
        self.seeds = self.seeds.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.seeds;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// This instance holds the table's lease (it runs bots, chance and clocks), or not. True
    /// when it has just taken it over: the shell then reads what others wrote.
    pub fn set_owner(&mut self, owner: bool) -> bool {
        let taken = owner && !self.owner;
        self.owner = owner;
        taken
    }

    /// The seats as the database has them now; what the table knows of each (presence,
    /// stand-ins, faults) is kept by position.
    pub fn set_seats(&mut self, rows: &[SeatRow], now: Millis) -> Vec<Effect> {
        let mut old = std::mem::take(&mut self.seats).into_iter();
        for r in rows {
            let prev = old.next();
            let fault = prev.as_ref().and_then(|p| match &p.occupant {
                Occupant::Bot { fault, .. } => fault.clone(),
                _ => None,
            });
            let occupant = match (&r.bot, &r.token_hash) {
                (Some(spec), _) => Occupant::Bot {
                    spec: spec.clone(),
                    fault,
                },
                (None, Some(h)) => Occupant::Person {
                    token_hash: h.clone(),
                },
                (None, None) => Occupant::Free,
            };
            self.seats.push(Seat {
                name: r.name.clone(),
                occupant,
                // A person who has not connected (yet) counts as away from now: a bot plays
                // their decisions after the grace period, as for one who left.
                presence: prev
                    .as_ref()
                    .map_or(Presence::Away { since: now }, |p| p.presence),
                stand_in: prev.and_then(|p| p.stand_in),
            });
        }
        self.send_seats(now)
    }

    fn seat_specs(&self) -> Vec<SeatSpec> {
        self.seats
            .iter()
            .map(|s| match &s.occupant {
                // A registered outside bot's program, a built-in spec; never a program a
                // request named (`lobby::Bots::resolve`).
                Occupant::Bot { spec, .. } => SeatSpec::Bot(self.bots.resolve(&self.game, spec)),
                _ => SeatSpec::Human,
            })
            .collect()
    }

    /// Opens the match of a started table from its setup (`status`: the table's, as stored).
    pub fn open(&mut self, setup: &str, status: Status) -> Result<(), String> {
        let setup: serde_json::Value = serde_json::from_str(setup).map_err(|e| e.to_string())?;
        let seed = self.next_seed();
        let m = self.entry.open_match(&setup, &self.seat_specs(), seed)?;
        self.m = Some(m);
        self.status = status;
        Ok(())
    }

    fn viewers(&self) -> usize {
        self.seats.len() + 1
    }

    fn viewer_index(&self, seat: Option<usize>) -> usize {
        seat.unwrap_or(self.seats.len())
    }

    /// Each viewer's event log length now: each seat's, then the spectators'.
    fn log_lens(&self) -> Vec<usize> {
        let n = self.viewers();
        match &self.m {
            Some(m) => (0..n)
                .map(|v| m.log_len(if v < n - 1 { Some(v) } else { None }))
                .collect(),
            None => vec![0; n],
        }
    }

    /// Applies a committed entry to the match and the table's books.
    fn apply(&mut self, r: &LogRow) {
        if r.kind == EntryKind::Chat {
            return self.apply_chat(r);
        }
        if r.kind == EntryKind::Hint {
            return self.apply_hint(r);
        }
        let before = self.log_lens();
        if let Some(m) = self.m.as_mut()
            && let Err(e) = apply_entry(m.as_mut(), r)
        {
            tracing::error!(table = %self.id, seq = r.seq, "the log does not replay: {e}");
        }
        if r.kind == EntryKind::Undo {
            self.undos.push(r.seq);
        }
        if r.kind == EntryKind::Timeout
            && let Some(t) = r.seat.and_then(|s| self.timeouts.get_mut(s))
        {
            *t += 1;
        }
        if matches!(
            r.kind,
            EntryKind::Action | EntryKind::Undo | EntryKind::Timeout
        ) {
            self.last_mover = r.seat;
        } else if r.kind == EntryKind::Start {
            self.last_mover = None;
        }
        self.last_at = u64::try_from(r.at).unwrap_or(0);
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
        if let Some(h) = &self.hinting {
            // The decision the hint was for is over: its thinking stops (its askers are told
            // when its answer comes back, or a new question replaces it).
            h.cancel.store(true, std::sync::atomic::Ordering::Relaxed);
        }
        if r.kind == EntryKind::Start {
            self.status = Status::Running;
            self.start_request = r.request_id.clone();
        }
        if self.m.as_ref().is_some_and(|m| m.outcome().is_some()) {
            self.status = Status::Finished;
        }
        if r.kind == EntryKind::Timeout
            && self.turn_based()
            && self.settings.on_timeout == OnTimeout::Abandon
            && self.status == Status::Running
        {
            // The table's rule: a player's time running out ends the game, abandoned.
            self.status = Status::Abandoned;
            self.abandoned_by = r.seat;
            self.turn = None;
        }
    }

    /// A chat message is kept and counted as an entry; the game, its turn, its clocks and its
    /// bots do not see it (the epoch stays: a bot thinking goes on, a turn keeps its start).
    fn apply_chat(&mut self, r: &LogRow) {
        let lens = self.log_lens();
        match serde_json::from_str::<Said>(&r.body) {
            Ok(said) => self.chat.push(ChatLine {
                seq: r.seq,
                at: r.at,
                seat: r.seat,
                said,
            }),
            Err(e) => {
                tracing::error!(table = %self.id, seq = r.seq, "a chat entry does not read: {e}")
            }
        }
        if let Some(req) = &r.request_id {
            let who = r.seat.unwrap_or(self.seats.len());
            self.requests.insert((who, req.clone()), r.seq);
        }
        self.offsets.push(lens);
        self.seq = r.seq;
    }

    /// A hint is kept as the seat's hint for its decision now; the game, its turn, its clocks
    /// and its bots do not see it (the epoch stays, as for chat).
    fn apply_hint(&mut self, r: &LogRow) {
        let lens = self.log_lens();
        match (r.seat, serde_json::from_str::<HintNote>(&r.body)) {
            (Some(seat), Ok(note)) if seat < self.hints.len() => {
                let line = HintLine {
                    seq: r.seq,
                    seat,
                    hint: note.hint,
                };
                self.hints[seat] = Some((self.epoch, line));
            }
            (_, Err(e)) => {
                tracing::error!(table = %self.id, seq = r.seq, "a hint entry does not read: {e}")
            }
            _ => tracing::error!(table = %self.id, seq = r.seq, "a hint entry has no seat"),
        }
        if let (Some(seat), Some(req)) = (r.seat, &r.request_id) {
            self.requests.insert((seat, req.clone()), r.seq);
        }
        self.offsets.push(lens);
        self.seq = r.seq;
    }

    /// Whether the players may ask for hints: as the creator chose, or (by default) when at
    /// most one person plays.
    pub fn hints_allowed(&self) -> bool {
        self.settings
            .hints
            .unwrap_or_else(|| self.seats.iter().filter(|s| s.is_person()).count() <= 1)
    }

    /// `seat`'s hint for its decision now, if it was given one.
    fn hint_now(&self, seat: Option<usize>) -> Option<&HintLine> {
        match self.hints.get(seat?)? {
            Some((epoch, line)) if *epoch == self.epoch => Some(line),
            _ => None,
        }
    }

    /// A hint is in the log: the seat's clients get it, and whoever asked for it (here) the
    /// acknowledgement, once; their request ids are kept (a resend is a duplicate).
    fn hint_given(&mut self, line: &HintLine) -> Vec<Effect> {
        let mut out = self.send_hint(line);
        let asked = self
            .hinting
            .take_if(|h| h.seat == line.seat && h.epoch == self.epoch);
        if let Some(h) = asked {
            h.cancel.store(true, std::sync::atomic::Ordering::Relaxed);
            for (conn, request_id) in h.waiters {
                if let Some(req) = &request_id {
                    self.requests.insert((line.seat, req.clone()), line.seq);
                }
                out.extend(self.send_to(
                    conn,
                    ServerMsg::Ack {
                        request_id,
                        seq: line.seq,
                        duplicate: false,
                    },
                ));
            }
        }
        out
    }

    /// The `hint` message to every client of `seat`.
    fn send_hint(&self, line: &HintLine) -> Vec<Effect> {
        let to: Vec<ConnId> = self
            .conns
            .iter()
            .filter(|(_, s)| **s == Some(line.seat))
            .map(|(c, _)| *c)
            .collect();
        if to.is_empty() {
            return Vec::new();
        }
        vec![Effect::Send {
            to,
            msg: Arc::new(ServerMsg::Hint {
                line: Box::new(line.clone()),
            }),
        }]
    }

    /// A player asks what the hard bot would do in their decision now. A table that allows
    /// hints thinks of one (off the table's task) and writes it in the log before the seat is
    /// told; asked again for the same decision, the same hint is sent again.
    pub fn on_hint(
        &mut self,
        conn: ConnId,
        request_id: Option<String>,
        now: Millis,
    ) -> Vec<Effect> {
        self.last_active = now;
        let seat = match self.seat_of_client(conn, &request_id, "ask for hints") {
            Ok(s) => s,
            Err(refused) => return refused,
        };
        if let Some(ack) = self.duplicate(conn, seat, &request_id) {
            return ack;
        }
        if !self.hints_allowed() {
            return self.refuse(
                conn,
                request_id,
                Refusal::new(
                    "no-hints",
                    None,
                    "this table gives no hints (its creator chose so, or several people play)",
                ),
            );
        }
        if let Some(line) = self.hint_now(Some(seat)).cloned() {
            let mut out = self.send_to(
                conn,
                ServerMsg::Hint {
                    line: Box::new(line.clone()),
                },
            );
            out.extend(self.send_to(
                conn,
                ServerMsg::Ack {
                    request_id,
                    seq: line.seq,
                    duplicate: true,
                },
            ));
            return out;
        }
        if let Some(h) = self.hinting.as_mut()
            && h.seat == seat
            && h.epoch == self.epoch
        {
            h.waiters.push((conn, request_id));
            return Vec::new();
        }
        if let Err(r) = self.check_seat(seat) {
            return self.refuse(conn, request_id, r);
        }
        // (`hint_job` refuses a seat whose turn it is not.) One hint is thought of at a time at
        // a table, and only for the decision now: each costs the hard bot's one decision.
        let seed = self.next_seed();
        let cancel = Arc::new(AtomicBool::new(false));
        let job = match self.m.as_ref() {
            Some(m) => m.hint_job(seat, seed, cancel.clone()),
            None => return Vec::new(),
        };
        let job = match job {
            Ok(j) => j,
            Err(r) => return self.refuse(conn, request_id, r),
        };
        // A hint thought of for an earlier decision is stale: its askers are told now.
        let mut out = self.drop_hinting(
            "stale-hint",
            "your decision changed before the hint was ready",
        );
        self.hinting = Some(Hinting {
            seat,
            epoch: self.epoch,
            waiters: vec![(conn, request_id)],
            cancel,
        });
        out.push(Effect::StartHint {
            epoch: self.epoch,
            seat,
            job,
        });
        out
    }

    /// The cancel signal of the hint being thought of (the shell sets it when it stops).
    pub fn hint_cancel(&self) -> Option<Arc<AtomicBool>> {
        self.hinting.as_ref().map(|h| h.cancel.clone())
    }

    /// Refuses the askers of the hint being thought of, with `code` and `why`, and stops its
    /// thinking.
    fn drop_hinting(&mut self, code: &str, why: &str) -> Vec<Effect> {
        let Some(h) = self.hinting.take() else {
            return Vec::new();
        };
        h.cancel.store(true, std::sync::atomic::Ordering::Relaxed);
        let mut out = Vec::new();
        for (conn, req) in h.waiters {
            out.extend(self.refuse(conn, req, Refusal::new(code, None, why)));
        }
        out
    }

    /// A hint's thinking is done: it is written in the log if its decision is still the
    /// seat's (then [`Core::committed`] tells the seat).
    pub fn hint_done(&mut self, epoch: u64, seat: usize, hint: Hint, now: Millis) -> Vec<Effect> {
        self.last_active = now;
        let Some(h) = self.hinting.as_ref() else {
            return Vec::new();
        };
        if h.seat != seat || h.epoch != epoch {
            // The answer to a question given up since.
            return Vec::new();
        }
        if epoch != self.epoch {
            return self.drop_hinting(
                "stale-hint",
                "your decision changed before the hint was ready",
            );
        }
        // (A bot may have taken the decision over meanwhile without an entry: a player away.)
        if let Err(r) = self.check_seat(seat) {
            return self.drop_hinting(&r.code, &r.message);
        }
        let at = self.m.as_ref().map_or(0, |m| m.len());
        let body = serde_json::to_string(&HintNote { seat, at, hint }).unwrap_or_default();
        let req = h.waiters.first().and_then(|w| w.1.clone());
        let row = self.row(EntryKind::Hint, Some(seat), body, req, None);
        vec![Effect::Append(Pending {
            row,
            by: By::Table,
            retried: false,
        })]
    }

    /// An entry read from the log (loading, or written by another instance): applied and
    /// broadcast.
    pub fn read(&mut self, r: &LogRow, now: Millis) -> Vec<Effect> {
        self.apply(r);
        if r.kind == EntryKind::Chat {
            return self.broadcast_chat();
        }
        if r.kind == EntryKind::Hint {
            let Some(line) = self.hint_now(r.seat).cloned() else {
                return Vec::new();
            };
            // Another instance gave the hint this one was thinking of: it answers our askers.
            return self.hint_given(&line);
        }
        self.broadcast_entry(r, now)
    }

    /// An entry this table asked for is committed: it is applied, then every client is told,
    /// then whoever asked gets the acknowledgement.
    pub fn committed(&mut self, p: Pending, now: Millis) -> Vec<Effect> {
        let was = self.status;
        self.apply(&p.row);
        self.last_active = now;
        let mut out = Vec::new();
        if p.row.kind == EntryKind::Chat {
            out.extend(self.broadcast_chat());
            if let By::Player { conn } = p.by {
                out.extend(self.send_to(
                    conn,
                    ServerMsg::Ack {
                        request_id: p.row.request_id,
                        seq: p.row.seq,
                        duplicate: false,
                    },
                ));
            }
            return out;
        }
        if p.row.kind == EntryKind::Hint {
            return match self.hint_now(p.row.seat).cloned() {
                Some(line) => self.hint_given(&line),
                None => self.drop_hinting("hint-failed", "the hint could not be read back"),
            };
        }
        if self.status.is_over() && !was.is_over() {
            // The table says the game is over before anyone is told (records and replays are
            // served for finished tables).
            out.push(Effect::Over(self.status));
            out.extend(self.end_mails());
        }
        out.extend(self.broadcast_entry(&p.row, now));
        let seat = p.row.seat;
        match p.by {
            By::Player { conn } => out.extend(self.send_to(
                conn,
                ServerMsg::Ack {
                    request_id: p.row.request_id,
                    seq: p.row.seq,
                    duplicate: false,
                },
            )),
            By::Bot => {
                let turn_based = self.turn_based();
                let taken = seat.is_some_and(|s| self.taken_over(s));
                if let Some(seat) = seat
                    && let Some(s) = self.seats.get_mut(seat)
                    && s.stand_in == Some(StandIn::OneMove)
                {
                    // The move the clock ran out on is made: the seat is the person's again if
                    // they are here (at a turn-based table, even if not: their next move has
                    // its whole time), unless the table's rule hands it to the bot for good.
                    if taken {
                        s.stand_in = Some(StandIn::WhileAway);
                    } else if s.presence == Presence::Here || turn_based {
                        s.stand_in = None;
                        if let Some(m) = self.m.as_mut() {
                            let _ = m.set_bot(seat, None, 0);
                        }
                    } else {
                        s.stand_in = Some(StandIn::WhileAway);
                    }
                }
                self.hand_back_if_possible();
                out.extend(self.send_seats(now));
            }
            By::Table => {
                if p.row.kind == EntryKind::Timeout
                    && let Some(s) = seat.and_then(|s| self.seats.get_mut(s))
                    && s.is_person()
                {
                    // The clock ran out: a bot moves for the player this once.
                    s.stand_in = Some(StandIn::OneMove);
                }
            }
        }
        out
    }

    /// An entry could not be written (`conflict`: another instance took its number; the shell
    /// has read the log again since).
    pub fn append_failed(
        &mut self,
        p: Pending,
        error: &str,
        conflict: bool,
        now: Millis,
    ) -> Vec<Effect> {
        self.last_active = now;
        if p.row.kind == EntryKind::Hint {
            let open = self
                .hinting
                .as_ref()
                .is_some_and(|h| h.epoch == self.epoch && Some(h.seat) == p.row.seat);
            if conflict && !p.retried && open {
                // Another instance wrote first (its entries are read since): written after
                // them, the decision being still open.
                let row = self.row(
                    EntryKind::Hint,
                    p.row.seat,
                    p.row.body,
                    p.row.request_id,
                    None,
                );
                return vec![Effect::Append(Pending {
                    row,
                    by: p.by,
                    retried: true,
                })];
            }
            if self.hinting.is_none() {
                // (Answered meanwhile by another instance's entry.)
                return Vec::new();
            }
            if !open {
                return self.drop_hinting(
                    "stale-hint",
                    "your decision changed before the hint was ready",
                );
            }
            return self.drop_hinting(
                "not-saved",
                &format!("the hint could not be saved; ask again ({error})"),
            );
        }
        match p.by {
            By::Player { conn } => {
                let req = p.row.request_id.clone();
                match (p.row.kind, p.row.seat) {
                    (EntryKind::Chat, _) if conflict && !p.retried => {
                        // Said after what came.
                        let row = self.row(EntryKind::Chat, p.row.seat, p.row.body, req, None);
                        vec![Effect::Append(Pending {
                            row,
                            by: p.by,
                            retried: true,
                        })]
                    }
                    (EntryKind::Chat, _) => self.refuse(
                        conn,
                        req,
                        Refusal::new(
                            "not-saved",
                            None,
                            format!("the message could not be saved; send it again ({error})"),
                        ),
                    ),
                    (EntryKind::Action, Some(seat)) if conflict && !p.retried => {
                        // The move is written after what came, if it still stands.
                        if let Err(r) = self.check_move(seat, &p.row.body) {
                            return self.refuse(conn, req, r);
                        }
                        let row = self.row(
                            EntryKind::Action,
                            Some(seat),
                            p.row.body,
                            req,
                            p.row.clock_ms,
                        );
                        vec![Effect::Append(Pending {
                            row,
                            by: p.by,
                            retried: true,
                        })]
                    }
                    (EntryKind::Undo, _) => self.refuse(
                        conn,
                        req,
                        Refusal::new(
                            "not-saved",
                            None,
                            format!("the undo could not be saved ({error})"),
                        ),
                    ),
                    _ => self.refuse(
                        conn,
                        req,
                        Refusal::new(
                            "not-saved",
                            None,
                            format!(
                                "the move could not be saved, nothing changed; send it again \
                                 ({error})"
                            ),
                        ),
                    ),
                }
            }
            By::Bot => {
                self.hand_back_if_possible();
                self.send_seats(now)
            }
            By::Table => Vec::new(),
        }
    }

    /// The entry after the last, to be appended.
    fn row(
        &self,
        kind: EntryKind,
        seat: Option<usize>,
        body: String,
        request_id: Option<String>,
        clock_ms: Option<u64>,
    ) -> LogRow {
        LogRow {
            table_id: self.id.clone(),
            seq: self.seq + 1,
            kind,
            seat,
            body,
            request_id,
            clock_ms,
            at: 0,
        }
    }

    /// Who a client with this token hash is at the table (none: a spectator), or why it may
    /// not come in.
    pub fn admit(&self, token_hash: Option<&str>) -> Result<Option<usize>, ServerMsg> {
        match token_hash {
            Some(h) => self
                .seats
                .iter()
                .position(
                    |s| matches!(&s.occupant, Occupant::Person { token_hash } if token_hash == h),
                )
                .map(Some)
                .ok_or_else(|| {
                    ServerMsg::error(
                        "unknown-token",
                        "this token holds no seat at this table (ask for a new invitation)",
                    )
                }),
            None if !self.settings.spectators => Err(ServerMsg::error(
                "no-spectators",
                "the table's creator does not allow spectators",
            )),
            None => Ok(None),
        }
    }

    /// A client admitted to `seat` is connected (its welcome was sent).
    pub fn connected(&mut self, conn: ConnId, seat: Option<usize>, now: Millis) -> Vec<Effect> {
        self.last_active = now;
        self.conns.insert(conn, seat);
        if let Some(s) = seat.and_then(|s| self.seats.get_mut(s)) {
            s.presence = Presence::Here;
        }
        self.hand_back_if_possible();
        self.send_seats(now)
    }

    /// A client went (or was dropped).
    pub fn disconnected(&mut self, conn: ConnId, now: Millis) -> Vec<Effect> {
        self.last_active = now;
        self.chat_rates.remove(&Speaker::Spectator(conn));
        let Some(seat) = self.conns.remove(&conn).flatten() else {
            return Vec::new();
        };
        let still_here = self.conns.values().any(|s| *s == Some(seat));
        if let Some(s) = self.seats.get_mut(seat)
            && !still_here
            && s.presence == Presence::Here
        {
            s.presence = Presence::Away { since: now };
        }
        self.send_seats(now)
    }

    /// The player at `conn` leaves for good: a bot plays their seat.
    pub fn leave(&mut self, conn: ConnId, now: Millis) -> Vec<Effect> {
        self.last_active = now;
        match self.conns.get(&conn).copied().flatten() {
            Some(seat) => {
                self.seats[seat].presence = Presence::Left;
                self.send_seats(now)
            }
            None => Vec::new(),
        }
    }

    /// A rematch of this table was made.
    pub fn rematch(&mut self, id: String, now: Millis) -> Vec<Effect> {
        self.rematch = Some(id);
        self.broadcast_tables(now)
    }

    /// A person back at their seat gets it back from a stand-in, at their next decision.
    fn hand_back_if_possible(&mut self) {
        for seat in 0..self.seats.len() {
            let s = &self.seats[seat];
            let thinking_here = self.thinking.is_some_and(|t| t.0 == seat);
            if s.stand_in == Some(StandIn::WhileAway)
                && s.presence == Presence::Here
                && !thinking_here
                && !self.taken_over(seat)
            {
                if let Some(m) = self.m.as_mut() {
                    let _ = m.set_bot(seat, None, 0);
                }
                self.seats[seat].stand_in = None;
            }
        }
    }

    fn refuse(&self, conn: ConnId, request_id: Option<String>, refusal: Refusal) -> Vec<Effect> {
        self.send_to(
            conn,
            ServerMsg::Refused {
                request_id,
                refusal: self.for_people(refusal),
            },
        )
    }

    /// A refusal's sentence names players by name: the rules engines say `seat 2` (counting
    /// from 1, as people do at a table without names), where the wire counts seats from 0 and
    /// people at this table have names.
    fn for_people(&self, mut refusal: Refusal) -> Refusal {
        for (i, s) in self.seats.iter().enumerate().rev() {
            let name = match (&s.name, &s.occupant) {
                (Some(n), _) => n.clone(),
                (None, Occupant::Bot { spec, .. }) => format!("the {spec} bot"),
                (None, _) => continue,
            };
            refusal.message = refusal.message.replace(&format!("seat {}", i + 1), &name);
        }
        refusal
    }

    /// The seat of a client that may act, or the refusal for a spectator.
    fn seat_of_client(
        &self,
        conn: ConnId,
        request_id: &Option<String>,
        what: &str,
    ) -> Result<usize, Vec<Effect>> {
        self.conns.get(&conn).copied().flatten().ok_or_else(|| {
            self.refuse(
                conn,
                request_id.clone(),
                Refusal::new(
                    "spectator",
                    None,
                    format!("spectators watch; they do not {what}"),
                ),
            )
        })
    }

    /// The acknowledgement of a request already applied, if it was.
    fn duplicate(
        &self,
        conn: ConnId,
        seat: usize,
        request_id: &Option<String>,
    ) -> Option<Vec<Effect>> {
        let req = request_id.as_ref()?;
        let seq = *self.requests.get(&(seat, req.clone()))?;
        Some(self.send_to(
            conn,
            ServerMsg::Ack {
                request_id: request_id.clone(),
                seq,
                duplicate: true,
            },
        ))
    }

    /// A client's move: checked, then written (see [`Core::committed`]).
    pub fn on_move(
        &mut self,
        conn: ConnId,
        action: String,
        request_id: Option<String>,
        now: Millis,
    ) -> Vec<Effect> {
        self.last_active = now;
        let seat = match self.seat_of_client(conn, &request_id, "move") {
            Ok(s) => s,
            Err(refused) => return refused,
        };
        if let Some(ack) = self.duplicate(conn, seat, &request_id) {
            return ack;
        }
        if let Err(r) = self.check_move(seat, &action) {
            return self.refuse(conn, request_id, r);
        }
        let clock_ms = self.spend_clock(seat, now);
        let row = self.row(EntryKind::Action, Some(seat), action, request_id, clock_ms);
        vec![Effect::Append(Pending {
            row,
            by: By::Player { conn },
            retried: false,
        })]
    }

    fn check_move(&self, seat: usize, action: &str) -> Result<(), Refusal> {
        self.check_seat(seat)?;
        // (The match reads the action before it says whose turn it is: an action that cannot
        // be read is refused as such.)
        match self.m.as_ref() {
            Some(m) => m.check(seat, action),
            None => Err(Refusal::new(
                "not-started",
                None,
                "the table has not started",
            )),
        }
    }

    /// Whether `seat`'s person may decide at this table now, whatever the action: it has
    /// started and is not abandoned, and no bot decides for them. (Whose turn it is, the match
    /// says.)
    fn check_seat(&self, seat: usize) -> Result<(), Refusal> {
        let not_started = || Refusal::new("not-started", None, "the table has not started");
        if self.status == Status::Open || self.m.is_none() {
            return Err(not_started());
        }
        if self.status == Status::Abandoned {
            return Err(Refusal::new(
                "abandoned",
                None,
                "the game was abandoned when a player's time ran out (the table's rule)",
            ));
        }
        if self.taken_over(seat) {
            return Err(Refusal::new(
                "taken-over",
                None,
                "your time ran out twice: a bot plays this seat for good (the table's rule)",
            ));
        }
        if self.thinking.is_some_and(|t| t.0 == seat) || self.seats[seat].stand_in.is_some() {
            return Err(Refusal::new(
                "bot-playing",
                None,
                "a bot is making this move for you; your seat is yours again at your next \
                 decision",
            ));
        }
        Ok(())
    }

    /// Charges `seat`'s clock for the decision it just made; its bank afterwards.
    fn spend_clock(&self, seat: usize, now: Millis) -> Option<u64> {
        let clock = self.settings.clock?;
        let spent = match self.turn {
            Some(t) if t.seat == seat => now.saturating_sub(t.since),
            _ => 0,
        };
        if self.turn_based() {
            // What went over the move's time comes off the vacation.
            let over = spent.saturating_sub(self.per_move());
            return Some(
                self.banks
                    .get(seat)
                    .copied()
                    .unwrap_or(0)
                    .saturating_sub(over),
            );
        }
        let bank = self
            .banks
            .get(seat)
            .copied()
            .unwrap_or(0)
            .saturating_sub(spent)
            .saturating_add(clock.increment_secs.saturating_mul(1000));
        Some(bank)
    }

    /// A client takes back its seat's last action: applied once per request id.
    pub fn on_undo(
        &mut self,
        conn: ConnId,
        request_id: Option<String>,
        now: Millis,
    ) -> Vec<Effect> {
        self.last_active = now;
        let seat = match self.seat_of_client(conn, &request_id, "undo") {
            Ok(s) => s,
            Err(refused) => return refused,
        };
        if let Some(ack) = self.duplicate(conn, seat, &request_id) {
            return ack;
        }
        let can = self.m.as_ref().is_some_and(|m| m.can_undo(seat));
        if !can {
            let why = match self.m.as_ref() {
                None => Refusal::new("not-started", None, "the table has not started"),
                Some(m) => m
                    .undo_refusal(seat)
                    .unwrap_or_else(|| Refusal::new("no-undo", None, "nothing to take back")),
            };
            return self.refuse(conn, request_id, why);
        }
        let row = self.row(EntryKind::Undo, Some(seat), String::new(), request_id, None);
        vec![Effect::Append(Pending {
            row,
            by: By::Player { conn },
            retried: false,
        })]
    }

    /// A client says something (`chat`): a player to the table, a spectator on the
    /// spectators' channel; checked (`chat::check`), within the speaker's and the channel's
    /// rate and the table's room, then written as an entry of the log. Said once per request id.
    pub fn on_chat(
        &mut self,
        conn: ConnId,
        said: ChatIn,
        request_id: Option<String>,
        now: Millis,
    ) -> Vec<Effect> {
        self.last_active = now;
        let Some(&seat) = self.conns.get(&conn) else {
            return Vec::new();
        };
        // (Spectators' requests are kept under the spectators' viewer index.)
        if let Some(ack) = self.duplicate(conn, self.viewer_index(seat), &request_id) {
            return ack;
        }
        let (text, phrase) = match chat::check(said.text.as_deref(), said.phrase.as_deref()) {
            Ok(x) => x,
            Err(r) => return self.refuse(conn, request_id, r),
        };
        let (channel, name) = match seat {
            Some(s) => (
                Channel::Table,
                self.seats.get(s).and_then(|s| s.name.clone()),
            ),
            None => match said.name.as_deref().map(crate::lobby::clean_name) {
                None => (Channel::Spectators, None),
                Some(Ok(n)) => (Channel::Spectators, Some(n)),
                Some(Err(e)) => {
                    return self.refuse(conn, request_id, Refusal::new(e.code, None, e.message));
                }
            },
        };
        if self.chat.len() >= chat::MAX_LINES {
            return self.refuse(
                conn,
                request_id,
                Refusal::new(
                    "chat-full",
                    None,
                    format!(
                        "this table's chat is full ({} messages): start a new table to talk on",
                        chat::MAX_LINES
                    ),
                ),
            );
        }
        let mine = match seat {
            Some(s) => Speaker::Seat(s),
            None => Speaker::Spectator(conn),
        };
        let mut limits = vec![(mine, chat::BURST, chat::REFILL_MS, "you are")];
        if seat.is_none() {
            limits.push((
                Speaker::Spectators,
                chat::SPECTATOR_BURST,
                chat::SPECTATOR_REFILL_MS,
                "the spectators are",
            ));
        }
        for &(k, burst, refill, whose) in &limits {
            let b = self
                .chat_rates
                .entry(k)
                .or_insert_with(|| Bucket::new(burst, refill, now));
            if let Some(wait) = b.wait(now) {
                return self.refuse(conn, request_id, chat::too_fast(wait, whose));
            }
        }
        for (k, ..) in limits {
            if let Some(b) = self.chat_rates.get_mut(&k) {
                b.take(now);
            }
        }
        let body = serde_json::to_string(&Said {
            channel,
            name,
            text,
            phrase,
        })
        .unwrap_or_default();
        let row = self.row(EntryKind::Chat, seat, body, request_id, None);
        vec![Effect::Append(Pending {
            row,
            by: By::Player { conn },
            retried: false,
        })]
    }

    /// A bot answered about the decision of `epoch`: its move is written if the table is still
    /// there (an answer about an older position is dropped).
    pub fn bot_done(&mut self, epoch: u64, done: BotDone, now: Millis) -> Vec<Effect> {
        self.last_active = now;
        let seat = done.seat();
        self.thinking = None;
        let mut out = Vec::new();
        let Some(m) = self.m.as_mut() else {
            return out;
        };
        let text = match m.finish_bot(done) {
            Ok(t) => t,
            Err(e) => {
                tracing::error!(table = %self.id, "a bot failed: {e}");
                return out;
            }
        };
        if let Some(f) = m.bot_fault(seat)
            && matches!(
                self.seats.get(seat).map(|s| &s.occupant),
                Some(Occupant::Bot { fault: None, .. })
            )
        {
            out.extend(self.bot_replaced(seat, f, now));
        }
        if epoch != self.epoch {
            return out;
        }
        let Some(m) = self.m.as_ref() else {
            return out;
        };
        let text = match m.check(seat, &text) {
            Ok(()) => text,
            Err(r) => {
                // A built-in bot never does this; if it did, the first legal action keeps the
                // game going.
                tracing::error!(table = %self.id, "a bot chose `{text}`, refused: {r}");
                match m.legal(seat).into_iter().next() {
                    Some(a) => a.action,
                    None => return out,
                }
            }
        };
        let clock_ms = self.settings.clock.map(|c| {
            if self.seats[seat].stand_in == Some(StandIn::OneMove) {
                c.increment_secs.saturating_mul(1000)
            } else {
                self.banks.get(seat).copied().unwrap_or(0)
            }
        });
        let row = self.row(EntryKind::Action, Some(seat), text, None, clock_ms);
        out.push(Effect::Append(Pending {
            row,
            by: By::Bot,
            retried: false,
        }));
        out
    }

    /// A seat's outside bot lost its seat (the stand-in inside it plays on): every client is
    /// told, and the seats say so from now on.
    fn bot_replaced(&mut self, seat: usize, f: gameroom_match::Fault, now: Millis) -> Vec<Effect> {
        let Occupant::Bot { spec, fault } = &mut self.seats[seat].occupant else {
            return Vec::new();
        };
        tracing::warn!(table = %self.id, seat, bot = %spec, "an outside bot lost its seat: {f}");
        *fault = Some(format!("{}: {}", f.kind.name(), f.message));
        let msg = ServerMsg::BotReplaced {
            seat,
            bot: spec.clone(),
            fault: f.kind.name().to_string(),
            message: f.message,
            stand_in: self.config.stand_in.clone(),
        };
        let mut out = vec![Effect::Send {
            to: self.conns.keys().copied().collect(),
            msg: Arc::new(msg),
        }];
        out.extend(self.send_seats(now));
        out
    }

    /// Plays what is not a person's to decide: chance, bots, stand-ins; starts a person's turn
    /// (and clock). Only the instance that runs the table does. Returns nothing when there is
    /// nothing to do now: the shell calls it until then.
    pub fn advance(&mut self, now: Millis) -> Vec<Effect> {
        if !self.owner || self.status != Status::Running || self.thinking.is_some() {
            return Vec::new();
        }
        let Some(m) = self.m.as_mut() else {
            return Vec::new();
        };
        match m.actor() {
            Actor::Terminal => {
                self.turn = None;
                Vec::new()
            }
            Actor::Chance => match m.draw_chance() {
                Some(text) => vec![Effect::Append(Pending {
                    row: self.row(EntryKind::Chance, None, text, None, None),
                    by: By::Table,
                    retried: false,
                })],
                None => Vec::new(),
            },
            Actor::Player(seat) => self.advance_seat(seat, now),
        }
    }

    fn advance_seat(&mut self, seat: usize, now: Millis) -> Vec<Effect> {
        let mut out = Vec::new();
        let stand_in_after = self.config.stand_in_after;
        // At a turn-based table nobody is replaced for being away: only for leaving, or for
        // good by the table's rule.
        let turn_based = self.turn_based();
        let taken = self.taken_over(seat);
        let since = self.turn_start(now);
        let Some(s) = self.seats.get_mut(seat) else {
            return out;
        };
        let absent = match s.presence {
            Presence::Here => false,
            Presence::Left => true,
            Presence::Away { since } => !turn_based && now.saturating_sub(since) >= stand_in_after,
        };
        if s.is_person() && s.stand_in.is_none() && (absent || taken) {
            s.stand_in = Some(StandIn::WhileAway);
        }
        let one_move = s.stand_in == Some(StandIn::OneMove);
        let wants_stand_in = s.stand_in.is_some();
        let seed = self.next_seed();
        let Some(m) = self.m.as_mut() else {
            return out;
        };
        if wants_stand_in && !m.is_bot(seat) {
            let _ = m.set_bot(seat, Some(&self.config.stand_in), seed);
            out.extend(self.send_seats(now));
        }
        let Some(m) = self.m.as_mut() else {
            return out;
        };
        if m.is_bot(seat) {
            let cancel = Arc::new(AtomicBool::new(false));
            let deadline = one_move.then(|| {
                self.config.origin
                    + Duration::from_millis(
                        now.saturating_sub(self.config.origin_ms)
                            .saturating_add(self.config.timeout_move),
                    )
            });
            let Some(job) = m.start_bot(seat, deadline, cancel.clone()) else {
                return out;
            };
            self.thinking = Some((seat, self.epoch));
            self.turn = None;
            out.push(Effect::StartBot {
                epoch: self.epoch,
                job,
                cancel,
            });
            out.extend(self.broadcast_tables(now));
            return out;
        }
        if self.turn.is_none_or(|t| t.epoch != self.epoch) {
            let turn = Turn {
                seat,
                since,
                epoch: self.epoch,
            };
            self.turn = Some(turn);
            out.extend(self.turn_mails(turn));
            if self.settings.clock.is_some() {
                // Everyone sees the clock start.
                out.extend(self.broadcast_tables(now));
            }
        }
        out
    }

    /// A turn-based person's turn began: their mail (unless the turn goes on after their own
    /// decision: it was announced when it began), and a reminder when a quarter of the move's
    /// time is left before their time runs out. Each mail's id names the turn, so a table
    /// loaded again asks for the same mails and the outbox keeps one of each.
    fn turn_mails(&self, t: Turn) -> Vec<Effect> {
        let Some(after) = self.config.mail_after else {
            return Vec::new();
        };
        if !self.turn_based() || !self.seats.get(t.seat).is_some_and(Seat::is_person) {
            return Vec::new();
        }
        let deadline = self.deadline(t);
        let body = serde_json::json!({ "names": self.names() }).to_string();
        let mail = |kind: MailKind, due: Millis| Mail {
            id: format!("{}/{}/{}/{}", self.id, self.seq, t.seat, kind.as_str()),
            table_id: self.id.clone(),
            seat: t.seat,
            kind,
            since_seq: self.seq,
            due_at: i64::try_from(due).unwrap_or(i64::MAX),
            deadline: i64::try_from(deadline).ok(),
            body: body.clone(),
            attempts: 0,
        };
        let mut mails = Vec::new();
        let announce = t.since.saturating_add(after);
        if self.last_mover != Some(t.seat) {
            mails.push(mail(MailKind::Turn, announce));
        }
        let remind = deadline.saturating_sub(self.per_move() / 4);
        if remind > announce {
            mails.push(mail(MailKind::Reminder, remind));
        }
        vec![Effect::Mail(mails)]
    }

    /// The game is over at a turn-based table: each person is told the result.
    fn end_mails(&self) -> Vec<Effect> {
        if self.config.mail_after.is_none() || !self.turn_based() {
            return Vec::new();
        }
        let outcome = self.m.as_ref().and_then(|m| m.outcome());
        let body = serde_json::json!({
            "names": self.names(),
            "scores": outcome.as_ref().map(|o| o.scores.clone()),
            "ranks": outcome.as_ref().map(|o| o.ranks.clone()),
            "abandoned_by": self.abandoned_by,
        })
        .to_string();
        let at = i64::try_from(self.last_at).unwrap_or(0);
        let mails = (self.seats.iter().enumerate())
            .filter(|(_, s)| s.is_person())
            .map(|(seat, _)| Mail {
                id: format!("{}/end/{seat}", self.id),
                table_id: self.id.clone(),
                seat,
                kind: MailKind::End,
                since_seq: self.seq,
                due_at: at,
                deadline: None,
                body: body.clone(),
                attempts: 0,
            })
            .collect();
        vec![Effect::Mail(mails)]
    }

    /// The seats' names, in seat order (a seat without one: empty).
    fn names(&self) -> Vec<String> {
        (self.seats.iter())
            .map(|s| s.name.clone().unwrap_or_default())
            .collect()
    }

    /// Whether the table is played over days.
    fn turn_based(&self) -> bool {
        self.settings.pace == Pace::TurnBased
    }

    /// A turn-based table's time for a move.
    fn per_move(&self) -> Millis {
        self.settings
            .clock
            .and_then(|c| c.per_move_hours)
            .unwrap_or(0)
            .saturating_mul(HOUR_MS)
    }

    /// When a turn's clock runs out: a live bank spent, or a turn-based move's time and the
    /// seat's vacation.
    fn deadline(&self, t: Turn) -> Millis {
        let bank = self.banks.get(t.seat).copied().unwrap_or(0);
        let per_move = if self.turn_based() {
            self.per_move()
        } else {
            0
        };
        t.since.saturating_add(per_move).saturating_add(bank)
    }

    /// A turn-based seat whose time ran out twice at a table whose rule is that a bot then
    /// takes it over for good.
    fn taken_over(&self, seat: usize) -> bool {
        self.turn_based()
            && self.settings.on_timeout == OnTimeout::BotTakesOver
            && self.timeouts.get(seat).is_some_and(|&n| n >= 2)
    }

    /// When a turn begins: now, or at a turn-based table the time of the entry that made it
    /// (so a restart in between is counted: days of clock live in the log).
    fn turn_start(&self, now: Millis) -> Millis {
        if self.turn_based() && self.last_at > 0 {
            self.last_at.min(now)
        } else {
            now
        }
    }

    /// When time next matters: a person's clock running out, or a person away for too long at
    /// their decision. `None`: nothing is waiting for time.
    pub fn next_wakeup(&self) -> Option<Millis> {
        if !self.owner {
            return None;
        }
        let t = self.turn?;
        if t.epoch != self.epoch {
            return None;
        }
        let mut wake = self.settings.clock.map(|_| self.deadline(t));
        if let Some(s) = self.seats.get(t.seat)
            && s.stand_in.is_none()
            && !self.turn_based()
            && let Presence::Away { since } = s.presence
        {
            let at = since.saturating_add(self.config.stand_in_after);
            wake = Some(wake.map_or(at, |w| w.min(at)));
        }
        wake
    }

    /// Time passed: a clock that ran out is written to the log (a stand-in then makes that one
    /// move); a person away too long gets a stand-in from [`Core::advance`].
    pub fn on_timer(&mut self, now: Millis) -> Vec<Effect> {
        let Some(t) = self.turn else {
            return Vec::new();
        };
        if t.epoch != self.epoch || !self.owner {
            return Vec::new();
        }
        if self.settings.clock.is_some() && now >= self.deadline(t) {
            let row = self.row(
                EntryKind::Timeout,
                Some(t.seat),
                String::new(),
                None,
                Some(0),
            );
            return vec![Effect::Append(Pending {
                row,
                by: By::Table,
                retried: false,
            })];
        }
        Vec::new()
    }

    /// A start the creator sent again (the same request id as the one that started the table):
    /// it was applied once, and is answered as it was.
    pub fn is_repeated_start(&self, token_hash: &str, request_id: Option<&str>) -> bool {
        token_hash == self.creator_hash
            && self.status != Status::Open
            && request_id.is_some()
            && request_id == self.start_request.as_deref()
    }

    /// The creator asks to start: the free seats to fill with bots (`fill`), or why not.
    pub fn check_start(&self, token_hash: &str, fill: bool) -> Result<Vec<usize>, Refusal> {
        if token_hash != self.creator_hash {
            return Err(Refusal::new(
                "not-the-creator",
                None,
                "only the table's creator starts it",
            ));
        }
        if self.status != Status::Open {
            return Err(Refusal::new(
                "started",
                None,
                "the table has started already",
            ));
        }
        let free: Vec<usize> = (0..self.seats.len())
            .filter(|&s| self.seats[s].occupant == Occupant::Free)
            .collect();
        if !free.is_empty() && !fill {
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
        Ok(free)
    }

    /// The match a start makes (the players' names in its notation; chance and the setup drawn
    /// from the table's `seed`), and its setup as stored.
    pub fn prepare_start(&self, seed: u64) -> Result<(Box<dyn AnyMatch>, String), Refusal> {
        let mut options = self.settings.options.clone();
        options.names = engine_names(&self.seats);
        let specs = self.seat_specs();
        let m = self
            .entry
            .new_match(&options, &specs, seed)
            .or_else(|_| {
                options.names.clear();
                self.entry.new_match(&options, &specs, seed)
            })
            .map_err(|e| Refusal::new("bad-options", None, e))?;
        let setup = serde_json::to_string(&m.setup_json()).unwrap_or_default();
        Ok((m, setup))
    }

    /// The table starts with this match (its setup is stored): the `start` entry to write, with
    /// the request id of the start (so a repeat of it is known).
    pub fn begin(&mut self, m: Box<dyn AnyMatch>, request_id: Option<String>) -> Pending {
        self.m = Some(m);
        Pending {
            row: self.row(EntryKind::Start, None, String::new(), request_id, None),
            by: By::Table,
            retried: false,
        }
    }

    /// The `start` entry of [`Core::begin`] was not saved: the table has not started (its
    /// creator may start it again).
    pub fn cancel_start(&mut self) {
        if self.status == Status::Open {
            self.m = None;
        }
    }

    /// What seat `seat` (none: a spectator) sees of the table now.
    fn table_msg(&self, seat: Option<usize>, now: Millis) -> TableMsg {
        let (view, to_move, legal, can_undo, result) = match &self.m {
            None => (
                serde_json::Value::Null,
                ToMove::NotStarted,
                Vec::new(),
                false,
                None,
            ),
            Some(m) => {
                let to_move = match m.actor() {
                    Actor::Player(s) => ToMove::Seat(s),
                    Actor::Chance => ToMove::Chance,
                    Actor::Terminal => ToMove::Over,
                };
                let mine = |s: usize| {
                    self.status != Status::Abandoned
                        && self.seats[s].stand_in.is_none()
                        && self.thinking.is_none_or(|t| t.0 != s)
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
            Some(_) => (0..self.seats.len())
                .map(|s| {
                    let turn = self.turn.filter(|t| t.seat == s && t.epoch == self.epoch);
                    let bank = self.banks.get(s).copied().unwrap_or(0);
                    // Live: the bank left. Turn-based: what is left for this move, its
                    // vacation with it (a seat not deciding: its vacation and a move's time).
                    let bank_ms = match (turn, self.turn_based()) {
                        (Some(t), _) => self.deadline(t).saturating_sub(now),
                        (None, true) => bank.saturating_add(self.per_move()),
                        (None, false) => bank,
                    };
                    ClockInfo {
                        seat: s,
                        bank_ms,
                        running: turn.is_some(),
                    }
                })
                .collect(),
        };
        TableMsg {
            seq: self.seq,
            status: self.status,
            seats: self.seat_infos(now),
            to_move,
            view,
            legal,
            can_undo,
            clocks,
            thinking: self.thinking.map(|t| t.0),
            result,
            rematch: self.rematch.clone(),
        }
    }

    /// When the time of the decision under way runs out (a table with a clock, on the
    /// instance that runs it).
    pub fn deadline_now(&self) -> Option<Millis> {
        let t = self.turn.filter(|t| t.epoch == self.epoch)?;
        self.settings.clock.map(|_| self.deadline(t))
    }

    /// The seat whose decision it is now, if a seat's (not chance's; the game is running).
    pub fn seat_to_move(&self) -> Option<usize> {
        match self.m.as_ref()?.actor() {
            Actor::Player(s) => Some(s),
            Actor::Chance | Actor::Terminal => None,
        }
    }

    /// Who sits where, and whether they are here, as the moment `now` sees it.
    fn seat_infos(&self, now: Millis) -> Vec<SeatInfo> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let (bot, bot_fault) = match &s.occupant {
                    Occupant::Bot { spec, fault } => (Some(spec.clone()), fault.clone()),
                    _ => (None, None),
                };
                SeatInfo {
                    seat: i,
                    name: s.name.clone(),
                    kind: if bot.is_some() { "bot" } else { "human" }.into(),
                    bot,
                    connected: self.conns.values().any(|c| *c == Some(i)),
                    away_ms: match s.presence {
                        Presence::Away { since } if s.is_person() => {
                            Some(now.saturating_sub(since))
                        }
                        _ => None,
                    },
                    left: s.presence == Presence::Left,
                    bot_standing_in: s.stand_in.is_some(),
                    bot_fault,
                }
            })
            .collect()
    }

    /// The first message to a client at `seat` (none: a spectator): the table, and the events
    /// it missed since `last_seq` (all of them, `reset`, when it cannot say).
    pub fn welcome(&self, seat: Option<usize>, last_seq: Option<u64>, now: Millis) -> ServerMsg {
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
        let chat = match last_seq {
            Some(last) if !reset => self.chat.iter().filter(|l| l.seq > last).cloned().collect(),
            _ => self.chat.clone(),
        };
        let mut table = self.table_msg(seat, now);
        // The welcome is sent as the client connects: it is there.
        if let Some(me) = seat.and_then(|s| table.seats.get_mut(s)) {
            me.connected = true;
        }
        ServerMsg::Welcome {
            protocol: PROTOCOL,
            table_id: self.id.as_str().into(),
            game: self.game.as_str().into(),
            seat,
            events,
            reset,
            chat,
            hints: self.hints_allowed(),
            hint: self.hint_now(seat).cloned().map(Box::new),
            table: Box::new(table),
        }
    }

    /// Connections grouped by what they see: each seat, then the spectators.
    fn by_viewer(&self) -> BTreeMap<usize, (Option<usize>, Vec<ConnId>)> {
        let mut groups: BTreeMap<usize, (Option<usize>, Vec<ConnId>)> = BTreeMap::new();
        for (&id, &seat) in &self.conns {
            groups
                .entry(self.viewer_index(seat))
                .or_insert_with(|| (seat, Vec::new()))
                .1
                .push(id);
        }
        groups
    }

    /// Tells every client what entry `row` did, each from its own view.
    fn broadcast_entry(&self, row: &LogRow, now: Millis) -> Vec<Effect> {
        let idx = (row.seq as usize).saturating_sub(1);
        self.by_viewer()
            .into_iter()
            .map(|(v, (seat, to))| {
                let table = Box::new(self.table_msg(seat, now));
                let msg = match (&self.m, row.kind) {
                    (Some(m), EntryKind::Undo) => ServerMsg::Undone {
                        seat: row.seat.unwrap_or(0),
                        events: m.events(seat, 0),
                        table,
                    },
                    (Some(m), _) => ServerMsg::Update {
                        events: m.events(seat, self.offsets.get(idx).map(|o| o[v]).unwrap_or(0)),
                        mover: row.seat.filter(|_| row.kind == EntryKind::Action),
                        table,
                    },
                    (None, _) => ServerMsg::Update {
                        events: Vec::new(),
                        mover: None,
                        table,
                    },
                };
                Effect::Send {
                    to,
                    msg: Arc::new(msg),
                }
            })
            .collect()
    }

    /// Tells every client the table as it is now (a bot started thinking, a clock started).
    fn broadcast_tables(&self, now: Millis) -> Vec<Effect> {
        self.by_viewer()
            .into_values()
            .map(|(seat, to)| Effect::Send {
                to,
                msg: Arc::new(ServerMsg::Update {
                    events: Vec::new(),
                    mover: None,
                    table: Box::new(self.table_msg(seat, now)),
                }),
            })
            .collect()
    }

    /// Tells every client the last chat message (both channels: a player's page shows the
    /// spectators' only if the player chose to).
    fn broadcast_chat(&self) -> Vec<Effect> {
        match self.chat.last() {
            Some(line) if !self.conns.is_empty() => vec![Effect::Send {
                to: self.conns.keys().copied().collect(),
                msg: Arc::new(ServerMsg::Chat { line: line.clone() }),
            }],
            _ => Vec::new(),
        }
    }

    fn send_seats(&self, now: Millis) -> Vec<Effect> {
        if self.conns.is_empty() {
            return Vec::new();
        }
        vec![Effect::Send {
            to: self.conns.keys().copied().collect(),
            msg: Arc::new(ServerMsg::Seats {
                seats: self.seat_infos(now),
            }),
        }]
    }

    fn send_to(&self, conn: ConnId, msg: ServerMsg) -> Vec<Effect> {
        vec![Effect::Send {
            to: vec![conn],
            msg: Arc::new(msg),
        }]
    }

    /// Every connection, for the shell's goodbye.
    pub fn conns(&self) -> Vec<ConnId> {
        self.conns.keys().copied().collect()
    }
}

/// What a client asked to say (`chat`), before it is checked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChatIn {
    pub text: Option<String>,
    pub phrase: Option<String>,
    /// A spectator's name for the chat (a player's is their seat's).
    pub name: Option<String>,
}

/// Applies one log entry to a match (a table's replica, or a finished game rebuilt for its
/// record): actions, chance outcomes and undos change it; the other entries (the start,
/// timeouts, chat) do not.
pub fn apply_entry(m: &mut dyn AnyMatch, r: &LogRow) -> Result<(), Refusal> {
    match (r.kind, r.seat) {
        (EntryKind::Action, Some(seat)) => m.submit(seat, &r.body).map(|_| ()),
        (EntryKind::Chance, _) => m.apply_chance(&r.body).map(|_| ()),
        (EntryKind::Undo, Some(seat)) => m.undo(seat),
        _ => Ok(()),
    }
}

/// Names for the game's notation, from the players' names: one word each, different from each
/// other (the game checks the rest and falls back on its own names).
fn engine_names(seats: &[Seat]) -> Vec<String> {
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

/// What the unit tests read of a core besides its effects.
#[cfg(test)]
impl Core {
    pub(super) fn actor(&self) -> Option<Actor> {
        self.m.as_ref().map(|m| m.actor())
    }

    pub(super) fn legal(&self, seat: usize) -> Vec<gameroom_match::LegalAction> {
        self.m.as_ref().map(|m| m.legal(seat)).unwrap_or_default()
    }

    pub(super) fn bank(&self, seat: usize) -> u64 {
        self.banks[seat]
    }
}
