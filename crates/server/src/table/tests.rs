//! The table's rules, tested on the core alone with a fake clock in milliseconds: an in-memory
//! log stands in for the database (an append can be made to fail), and messages are read as the
//! core builds them. The real binary, store and sockets are tested in `crates/gameroom/tests/`.

use std::collections::VecDeque;
use std::sync::Arc;
use std::time::Instant;

use gameroom_game::{Actor, TableOptions};
use gameroom_match::registry::Registry;
use gameroom_match::{BotJob, HintJob};

use super::core::{Config, Loaded, Presence, StandIn};
use super::{Clock, ConnId, Core, Effect, Millis, Settings};
use crate::lobby::Bots;
use crate::protocol::{ServerMsg, ToMove};
use crate::store::{EntryKind, LogRow, Mail, MailKind, SeatRow, Status};
use gameroom_match::SeatSpec;

const CREATOR: &str = "creator";
/// The grace period before a stand-in plays for a person who is away.
const GRACE: Millis = 90_000;
/// How long after a turn-based turn begins its mail is due.
const MAIL_AFTER: Millis = 60_000;

/// A table's core and a stand-in for everything around it.
struct Harness {
    core: Core,
    /// The log as committed.
    log: Vec<LogRow>,
    now: Millis,
    /// Every message sent, in order, with its connection.
    sent: Vec<(ConnId, Arc<ServerMsg>)>,
    /// Bots started and not yet answered: their epoch and their thinking.
    bots: VecDeque<(u64, BotJob)>,
    /// Hints asked for and not yet thought of: their epoch, seat and thinking.
    hint_jobs: VecDeque<(u64, usize, HintJob)>,
    /// The next append fails (`true`: another instance took the number).
    fail_next: Option<bool>,
    finished: bool,
    /// The status the table asked to be marked with when its game ended.
    over: Option<Status>,
    /// The outbox: mails asked for, by id (asked again, a mail is kept once, as the database
    /// does).
    mails: std::collections::BTreeMap<String, Mail>,
}

/// A seat of a test table: a person (token `t0`, `t1`, …) or a bot by level.
enum S {
    Person,
    Bot(&'static str),
}

impl Harness {
    fn new(seats: &[S], clock: Option<Clock>) -> Harness {
        Harness::with(seats, clock, true)
    }

    fn with(seats: &[S], clock: Option<Clock>, spectators: bool) -> Harness {
        Harness::build(
            seats,
            clock,
            spectators,
            super::Pace::Live,
            super::OnTimeout::BotMoves,
            None,
        )
    }

    /// A live table whose creator chose whether it gives hints (`None`: by who plays).
    fn hints(seats: &[S], hints: Option<bool>) -> Harness {
        Harness::build(
            seats,
            None,
            true,
            super::Pace::Live,
            super::OnTimeout::BotMoves,
            hints,
        )
    }

    /// A turn-based table: a time per move in hours, vacation days, a rule for timeouts.
    fn turn_based(
        seats: &[S],
        hours: u64,
        vacation_days: u64,
        on_timeout: super::OnTimeout,
    ) -> Harness {
        let clock = Clock {
            per_move_hours: Some(hours),
            vacation_days,
            ..Clock::default()
        };
        Harness::build(
            seats,
            Some(clock),
            true,
            super::Pace::TurnBased,
            on_timeout,
            None,
        )
    }

    fn build(
        seats: &[S],
        clock: Option<Clock>,
        spectators: bool,
        pace: super::Pace,
        on_timeout: super::OnTimeout,
        hints: Option<bool>,
    ) -> Harness {
        let n = seats.len();
        let settings = Settings {
            options: TableOptions {
                starting_player: Some(0),
                ..TableOptions::players(n)
            },
            seats: vec![SeatSpec::Human; n],
            clock,
            spectators,
            public: false,
            pace,
            on_timeout,
            hints,
        };
        let mut core = Core::new(Loaded {
            id: "table",
            game: "meduris",
            entry: gameroom_games::GAMES
                .catalog()
                .game("meduris")
                .expect("meduris is registered"),
            settings,
            status: Status::Open,
            creator_hash: CREATOR,
            rematch: None,
            bots: Bots::new(gameroom_games::GAMES.catalog()),
            config: Config {
                stand_in_after: GRACE,
                // The random bot answers at once: the tests do not wait for thinking.
                stand_in: "random".into(),
                timeout_move: 2_000,
                idle_after: 300_000,
                origin: Instant::now(),
                origin_ms: 0,
                mail_after: Some(MAIL_AFTER),
            },
            seed: 7,
            now: 0,
        });
        let rows: Vec<SeatRow> = seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatRow {
                seat: i,
                name: Some(format!("p{i}")),
                token_hash: matches!(s, S::Person).then(|| format!("t{i}")),
                invite_hash: String::new(),
                bot: match s {
                    S::Bot(level) => Some(level.to_string()),
                    S::Person => None,
                },
            })
            .collect();
        core.set_seats(&rows, 0);
        assert!(core.set_owner(true), "the first lease is a take-over");
        Harness {
            core,
            log: Vec::new(),
            now: 0,
            sent: Vec::new(),
            bots: VecDeque::new(),
            hint_jobs: VecDeque::new(),
            fail_next: None,
            finished: false,
            over: None,
            mails: Default::default(),
        }
    }

    /// Starts the table as its creator, with a fixed seed.
    fn start(&mut self) {
        let free = self.core.check_start(CREATOR, false).expect("may start");
        assert!(free.is_empty());
        let (m, _setup) = self.core.prepare_start(42).expect("a match");
        let p = self.core.begin(m, Some("start-1".into()));
        self.run(vec![Effect::Append(p)]);
        assert_eq!(self.core.status(), Status::Running);
    }

    /// Carries out effects as the shell does, then lets the table advance until it waits.
    fn run(&mut self, effects: Vec<Effect>) {
        let mut queue: VecDeque<Effect> = effects.into();
        for _ in 0..10_000 {
            let mut failed = false;
            while let Some(e) = queue.pop_front() {
                match e {
                    Effect::Append(mut p) => {
                        p.row.seq = self.core.seq() + 1;
                        // (The shell stamps an entry with the time on the table's clock.)
                        p.row.at = self.now as i64;
                        match self.fail_next.take() {
                            Some(conflict) => {
                                failed = true;
                                queue.extend(self.core.append_failed(
                                    p,
                                    "the disk is full",
                                    conflict,
                                    self.now,
                                ));
                            }
                            None => {
                                self.log.push(p.row.clone());
                                queue.extend(self.core.committed(p, self.now));
                            }
                        }
                    }
                    Effect::Send { to, msg } => {
                        self.sent.extend(to.into_iter().map(|c| (c, msg.clone())))
                    }
                    Effect::StartBot { epoch, job, .. } => self.bots.push_back((epoch, job)),
                    Effect::StartHint { epoch, seat, job } => {
                        self.hint_jobs.push_back((epoch, seat, job))
                    }
                    Effect::Over(status) => {
                        self.finished = true;
                        self.over = Some(status);
                    }
                    Effect::Mail(mails) => {
                        for m in mails {
                            self.mails.entry(m.id.clone()).or_insert(m);
                        }
                    }
                }
            }
            if failed {
                return;
            }
            let more = self.core.advance(self.now);
            if more.is_empty() {
                return;
            }
            queue.extend(more);
        }
        panic!("the table never settles");
    }

    /// A client says hello with a seat's token (none: a spectator).
    fn connect(&mut self, conn: ConnId, token: Option<&str>) -> Result<Option<usize>, ServerMsg> {
        let seat = self.core.admit(token)?;
        let welcome = self.core.welcome(seat, None, self.now);
        self.sent.push((conn, Arc::new(welcome)));
        let effects = self.core.connected(conn, seat, self.now);
        self.run(effects);
        Ok(seat)
    }

    fn disconnect(&mut self, conn: ConnId) {
        let effects = self.core.disconnected(conn, self.now);
        self.run(effects);
    }

    /// Lets `ms` pass, firing the table's timer whenever it is due, as the shell's loop does.
    fn elapse(&mut self, ms: Millis) {
        let until = self.now + ms;
        for _ in 0..1_000 {
            match self.core.next_wakeup() {
                Some(at) if at <= until => {
                    self.now = self.now.max(at);
                    let effects = self.core.on_timer(self.now);
                    self.run(effects);
                    if self.core.next_wakeup() == Some(at) {
                        break;
                    }
                }
                _ => break,
            }
        }
        self.now = until;
        self.run(Vec::new());
    }

    /// The bot that started thinking first answers.
    fn bot_answers(&mut self) {
        let (epoch, job) = self.bots.pop_front().expect("a bot is thinking");
        let done = job.run();
        let effects = self.core.bot_done(epoch, done, self.now);
        self.run(effects);
    }

    /// `conn` asks for a hint.
    fn ask_hint(&mut self, conn: ConnId, request_id: Option<&str>) {
        let effects = self
            .core
            .on_hint(conn, request_id.map(String::from), self.now);
        self.run(effects);
    }

    /// The hint asked for first is thought of.
    fn hint_answers(&mut self) {
        let (epoch, seat, job) = self.hint_jobs.pop_front().expect("a hint is thought of");
        let hint = job.run();
        let effects = self.core.hint_done(epoch, seat, hint, self.now);
        self.run(effects);
    }

    fn seat_to_move(&self) -> usize {
        match self.core.actor() {
            Some(Actor::Player(s)) => s,
            other => panic!("no seat decides: {other:?}"),
        }
    }

    /// The first legal action of the seat to move, sent by `conn`.
    fn play(&mut self, conn: ConnId, request_id: Option<&str>) -> String {
        let seat = self.seat_to_move();
        let action = self.core.legal(seat)[0].action.clone();
        self.send_move(conn, &action, request_id);
        action
    }

    fn send_move(&mut self, conn: ConnId, action: &str, request_id: Option<&str>) {
        let effects =
            self.core
                .on_move(conn, action.into(), request_id.map(String::from), self.now);
        self.run(effects);
    }

    fn undo(&mut self, conn: ConnId, request_id: Option<&str>) {
        let effects = self
            .core
            .on_undo(conn, request_id.map(String::from), self.now);
        self.run(effects);
    }

    /// The messages sent since the last call.
    fn take(&mut self) -> Vec<(ConnId, Arc<ServerMsg>)> {
        std::mem::take(&mut self.sent)
    }

    /// The same two-person turn-based table (24 h a move) loaded again at `now` (a restart):
    /// a new core that reads this one's log.
    fn loaded_again(&self, now: Millis, on_timeout: super::OnTimeout) -> Harness {
        let mut again = Harness::turn_based(&[S::Person, S::Person], 24, 0, on_timeout);
        again.now = now;
        for r in self.log.clone() {
            if r.kind == EntryKind::Start {
                let (m, _) = again.core.prepare_start(42).expect("a match");
                let _ = again.core.begin(m, None);
            }
            let effects = again.core.read(&r, again.now);
            again.run(effects);
        }
        again
    }

    fn kinds(&self) -> Vec<EntryKind> {
        self.log.iter().map(|r| r.kind).collect()
    }

    /// Plays the table until `seat` is to decide (bots answer, the given connections play
    /// their seats' first legal action).
    fn until_turn_of(&mut self, seat: usize, conns: &[(usize, ConnId)]) {
        for _ in 0..200 {
            if !self.bots.is_empty() {
                self.bot_answers();
                continue;
            }
            let s = self.seat_to_move();
            if s == seat {
                return;
            }
            let conn = conns.iter().find(|c| c.0 == s).expect("a client plays").1;
            self.play(conn, None);
        }
        panic!("seat {seat} never decides");
    }
}

fn refusal_code(msg: &ServerMsg) -> Option<&str> {
    match msg {
        ServerMsg::Refused { refusal, .. } => Some(refusal.code.as_str()),
        _ => None,
    }
}

fn ack(msg: &ServerMsg) -> Option<(u64, bool)> {
    match msg {
        ServerMsg::Ack { seq, duplicate, .. } => Some((*seq, *duplicate)),
        _ => None,
    }
}

fn two_people() -> Harness {
    let mut h = Harness::new(&[S::Person, S::Person], None);
    h.start();
    assert_eq!(h.connect(1, Some("t0")), Ok(Some(0)));
    assert_eq!(h.connect(2, Some("t1")), Ok(Some(1)));
    assert_eq!(h.connect(3, None), Ok(None));
    h.take();
    h
}

/// Promise: an entry is applied, broadcast and acknowledged only after it is committed, in that
/// order; each seat's message is built from its own view (a spectator gets no legal actions).
#[test]
fn a_move_is_broadcast_then_acknowledged_after_its_commit() {
    let mut h = two_people();
    assert_eq!(h.seat_to_move(), 0);
    let seq = h.core.seq();
    h.play(1, Some("m1"));
    let sent = h.take();
    assert_eq!(h.core.seq(), seq + 1);
    assert_eq!(h.log.last().map(|r| r.kind), Some(EntryKind::Action));
    let updates: Vec<ConnId> = sent
        .iter()
        .filter(|(_, m)| matches!(**m, ServerMsg::Update { .. }))
        .map(|(c, _)| *c)
        .collect();
    assert_eq!(updates, [1, 2, 3], "every client hears of the move");
    let (last_conn, last) = sent.last().expect("messages");
    assert_eq!(*last_conn, 1);
    assert_eq!(ack(last), Some((seq + 1, false)), "the ack comes last");
    for (conn, msg) in &sent {
        if let ServerMsg::Update { table, mover, .. } = &**msg {
            assert_eq!(table.seq, seq + 1);
            assert_eq!(*mover, Some(0), "the update names whose move it is");
            if *conn == 3 {
                assert!(table.legal.is_empty(), "a spectator has no legal actions");
            }
        }
    }
}

/// Promise: a move the database did not take is refused with the reason; nothing changes and
/// nobody hears of it.
#[test]
fn a_move_that_is_not_saved_is_refused_and_changes_nothing() {
    let mut h = two_people();
    let seq = h.core.seq();
    h.fail_next = Some(false);
    h.play(1, Some("m1"));
    let sent = h.take();
    assert_eq!(h.core.seq(), seq);
    assert_eq!(sent.len(), 1, "{sent:?}");
    assert_eq!(sent[0].0, 1);
    assert_eq!(refusal_code(&sent[0].1), Some("not-saved"));
    // Sent again, it is applied.
    h.play(1, Some("m1"));
    assert_eq!(h.core.seq(), seq + 1);
}

/// Promise: when another instance took the entry's number, the move is written after what came,
/// if it still stands, and acknowledged once.
#[test]
fn a_move_that_lost_its_number_is_written_again() {
    let mut h = two_people();
    let seq = h.core.seq();
    h.fail_next = Some(true);
    h.play(1, Some("m1"));
    let acks: Vec<_> = h.take().iter().filter_map(|(_, m)| ack(m)).collect();
    assert_eq!(acks, [(seq + 1, false)]);
}

/// Promise: a request with a request id is applied once; sent again, it gets the first one's
/// acknowledgement.
#[test]
fn a_move_sent_twice_is_applied_once() {
    let mut h = two_people();
    let action = h.play(1, Some("m1"));
    let seq = h.core.seq();
    h.take();
    h.send_move(1, &action, Some("m1"));
    let sent = h.take();
    assert_eq!(h.core.seq(), seq, "nothing new in the log");
    assert_eq!(sent.len(), 1);
    assert_eq!(ack(&sent[0].1), Some((seq, true)));
}

/// Promise: an undo sent again with the same request id is applied once (the second gets the
/// first's acknowledgement, no second `undone`).
#[test]
fn an_undo_sent_twice_is_applied_once() {
    let mut h = two_people();
    h.play(1, None);
    h.take();
    h.undo(1, Some("u1"));
    let first = h.take();
    let seq = h.core.seq();
    assert_eq!(h.kinds().last(), Some(&EntryKind::Undo));
    assert!(
        first
            .iter()
            .any(|(_, m)| matches!(**m, ServerMsg::Undone { .. }))
    );
    assert_eq!(
        first.iter().filter_map(|(_, m)| ack(m)).next(),
        Some((seq, false))
    );
    h.undo(1, Some("u1"));
    let again = h.take();
    assert_eq!(h.core.seq(), seq);
    assert_eq!(again.len(), 1, "{again:?}");
    assert_eq!(ack(&again[0].1), Some((seq, true)));
}

/// Table rule: only a seat's own last action is taken back, and a spectator neither moves nor
/// undoes; each refusal says why.
#[test]
fn refusals_say_why() {
    let mut h = two_people();
    h.undo(2, Some("u"));
    assert_eq!(refusal_code(&h.take()[0].1), Some("no-undo"));
    h.play(3, None);
    assert_eq!(refusal_code(&h.take()[0].1), Some("spectator"));
    h.undo(3, None);
    assert_eq!(refusal_code(&h.take()[0].1), Some("spectator"));
    h.send_move(2, "hut 17", None);
    let sent = h.take();
    let ServerMsg::Refused { refusal, .. } = &*sent[0].1 else {
        panic!("refused: {sent:?}")
    };
    assert!(!refusal.message.is_empty());
}

/// Table rule: a token that holds no seat is turned away; so is a spectator when the creator
/// does not allow them.
#[test]
fn who_may_come_in() {
    let h = Harness::with(&[S::Person, S::Person], None, false);
    let code = |r: Result<Option<usize>, ServerMsg>| match r {
        Err(ServerMsg::Error { code, .. }) => code,
        other => panic!("{other:?}"),
    };
    assert_eq!(code(h.core.admit(Some("nobody"))), "unknown-token");
    assert_eq!(code(h.core.admit(None)), "no-spectators");
    assert_eq!(h.core.admit(Some("t1")), Ok(Some(1)));
}

/// Table rule: only the creator starts a table, once (a start re-sent with its request id is
/// answered as the first, not applied again), and free seats are filled or named.
#[test]
fn starting_a_table() {
    let mut h = Harness::new(&[S::Person, S::Person], None);
    let code = |r: Result<Vec<usize>, gameroom_game::Refusal>| r.err().map(|e| e.code);
    assert_eq!(
        code(h.core.check_start("t1", false)),
        Some("not-the-creator".into())
    );
    h.start();
    assert_eq!(
        code(h.core.check_start(CREATOR, false)),
        Some("started".into())
    );
    assert_eq!(h.kinds(), [EntryKind::Start]);
    // A start re-sent with its request id is known as the same start (answered, not applied
    // again); another id, none, or another person's is not.
    assert!(h.core.is_repeated_start(CREATOR, Some("start-1")));
    assert!(!h.core.is_repeated_start(CREATOR, Some("start-2")));
    assert!(!h.core.is_repeated_start(CREATOR, None));
    assert!(!h.core.is_repeated_start("t1", Some("start-1")));
    assert_eq!(h.log[0].request_id.as_deref(), Some("start-1"));

    let mut open = Harness::new(&[S::Person, S::Person], None);
    let rows = vec![
        SeatRow {
            seat: 0,
            name: Some("p0".into()),
            token_hash: Some("t0".into()),
            invite_hash: String::new(),
            bot: None,
        },
        SeatRow {
            seat: 1,
            name: None,
            token_hash: None,
            invite_hash: String::new(),
            bot: None,
        },
    ];
    open.core.set_seats(&rows, 0);
    let refusal = open
        .core
        .check_start(CREATOR, false)
        .expect_err("a seat is free");
    assert_eq!(refusal.code, "seats-free");
    assert!(refusal.message.contains("seat(s) 2"), "{}", refusal.message);
    assert_eq!(open.core.check_start(CREATOR, true), Ok(vec![1]));
    assert!(
        !open.core.is_repeated_start(CREATOR, Some("start-1")),
        "a table not started has no start to repeat"
    );
}

/// Table rule: a person's clock runs only at their decision; when it runs out, that is written
/// to the log and a stand-in makes that one move (the bank is then the increment), and the seat
/// is the person's again.
#[test]
fn a_clock_that_runs_out_gets_one_move_from_a_stand_in() {
    let clock = Clock {
        initial_secs: 10,
        increment_secs: 5,
        ..Clock::default()
    };
    let mut h = Harness::new(&[S::Person, S::Person], Some(clock));
    h.start();
    h.connect(1, Some("t0")).expect("in");
    h.connect(2, Some("t1")).expect("in");
    assert_eq!(h.seat_to_move(), 0);
    assert_eq!(
        h.core.next_wakeup(),
        Some(10_000),
        "the bank runs out in 10 s"
    );
    h.elapse(9_999);
    assert!(!h.kinds().contains(&EntryKind::Timeout), "not yet");
    assert!(h.bots.is_empty());
    h.elapse(1);
    assert_eq!(h.kinds().last(), Some(&EntryKind::Timeout));
    assert_eq!(h.log.last().and_then(|r| r.clock_ms), Some(0));
    assert_eq!(h.core.seats()[0].stand_in, Some(StandIn::OneMove));
    assert_eq!(h.bots.len(), 1, "the stand-in thinks");
    h.take();
    h.send_move(1, "yield", None);
    assert_eq!(
        refusal_code(&h.take()[0].1),
        Some("bot-playing"),
        "the person waits for the stand-in's move"
    );
    h.bot_answers();
    let last = h.log.last().expect("the stand-in's move");
    assert_eq!((last.kind, last.seat), (EntryKind::Action, Some(0)));
    assert_eq!(last.clock_ms, Some(5_000), "the bank is the increment");
    assert_eq!(
        h.core.seats()[0].stand_in,
        None,
        "the seat is the person's again"
    );
    assert_eq!(h.core.bank(0), 5_000);
}

/// Table rule: a move charges the mover's bank with the time it took and adds the increment.
#[test]
fn a_move_charges_the_clock() {
    let clock = Clock {
        initial_secs: 60,
        increment_secs: 2,
        ..Clock::default()
    };
    let mut h = Harness::new(&[S::Person, S::Person], Some(clock));
    h.start();
    h.connect(1, Some("t0")).expect("in");
    h.elapse(4_500);
    h.play(1, None);
    assert_eq!(
        h.log.last().and_then(|r| r.clock_ms),
        Some(60_000 - 4_500 + 2_000)
    );
    assert_eq!(h.core.bank(0), 57_500);
    assert_eq!(h.core.bank(1), 60_000, "the other clock did not run");
}

/// Table rule: a person away at their decision for the grace period gets a stand-in, not
/// before; back at the table, they get the seat back at their next decision.
#[test]
fn an_away_player_gets_a_stand_in_then_the_seat_back() {
    let mut h = Harness::new(&[S::Person, S::Person], None);
    h.start();
    h.connect(1, Some("t0")).expect("in");
    h.connect(2, Some("t1")).expect("in");
    h.disconnect(1);
    assert_eq!(h.core.seats()[0].presence, Presence::Away { since: 0 });
    assert_eq!(h.core.next_wakeup(), Some(GRACE));
    h.elapse(GRACE - 1);
    assert!(h.bots.is_empty(), "not before the grace period");
    assert_eq!(h.core.seats()[0].stand_in, None);
    h.elapse(1);
    assert_eq!(h.core.seats()[0].stand_in, Some(StandIn::WhileAway));
    assert_eq!(h.bots.len(), 1);
    let seats_msg = h.take().into_iter().rev().find_map(|(_, m)| match &*m {
        ServerMsg::Seats { seats } => Some(seats.clone()),
        _ => None,
    });
    assert!(
        seats_msg.expect("seats sent")[0].bot_standing_in,
        "everyone sees the stand-in"
    );
    // Back while the stand-in thinks: it finishes its move, then the seat is theirs.
    h.connect(1, Some("t0")).expect("back");
    assert_eq!(h.core.seats()[0].stand_in, Some(StandIn::WhileAway));
    h.bot_answers();
    assert_eq!(h.core.seats()[0].stand_in, None);
    h.until_turn_of(0, &[(1, 2)]);
    assert!(h.bots.is_empty(), "the person decides again");
    assert!(!h.core.legal(0).is_empty());
}

/// Promise (presence on the wire): every seat says whether its person is here, for how long
/// they have been away (counted from the moment their last connection closed, at the time the
/// message is built), and whether they left; bots and free seats have no away time.
#[test]
fn seats_say_who_is_here_away_since_when_or_left() {
    let mut h = Harness::new(&[S::Person, S::Person, S::Bot("random")], None);
    h.start();
    h.connect(1, Some("t0")).expect("in");
    h.connect(2, Some("t1")).expect("in");
    h.elapse(1_000);
    h.disconnect(1);
    h.elapse(2_500);
    let last_seats = |h: &mut Harness| {
        h.take().into_iter().rev().find_map(|(_, m)| match &*m {
            ServerMsg::Seats { seats } => Some(seats.clone()),
            _ => None,
        })
    };
    let seats = last_seats(&mut h).expect("seats sent when Anna went");
    assert!(!seats[0].connected);
    assert_eq!(seats[0].away_ms, Some(0), "away from the moment she went");
    assert!(seats[1].connected);
    assert_eq!(seats[1].away_ms, None, "here: no away time");
    assert_eq!(seats[2].away_ms, None, "a bot is never away");
    // Her table as sent later says how long she has been away by then.
    let welcome = h.core.welcome(Some(1), None, h.now);
    let ServerMsg::Welcome { table, .. } = welcome else {
        panic!("a welcome: {welcome:?}");
    };
    assert_eq!(table.seats[0].away_ms, Some(2_500));
    assert!(!table.seats[0].left);
    let effects = h.core.leave(2, h.now);
    h.run(effects);
    let seats = last_seats(&mut h).expect("seats sent when Bob left");
    assert!(seats[1].left, "Bob said he leaves");
}

/// Table rule: a player who says they leave gets a stand-in at once.
#[test]
fn a_player_who_leaves_gets_a_stand_in_at_once() {
    let mut h = two_people();
    let effects = h.core.leave(1, h.now);
    h.run(effects);
    assert_eq!(h.core.seats()[0].presence, Presence::Left);
    assert_eq!(h.core.seats()[0].stand_in, Some(StandIn::WhileAway));
    assert_eq!(h.bots.len(), 1);
}

/// Table rule: a bot seat plays its own moves; a person against a bot plays to the end, and the
/// table is marked finished once.
#[test]
fn a_game_against_a_bot_plays_to_the_end() {
    let mut h = Harness::new(&[S::Person, S::Bot("random")], None);
    h.start();
    h.connect(1, Some("t0")).expect("in");
    for _ in 0..5_000 {
        if h.core.status() == Status::Finished {
            break;
        }
        if !h.bots.is_empty() {
            h.bot_answers();
        } else {
            h.play(1, None);
        }
    }
    assert_eq!(h.core.status(), Status::Finished);
    assert!(h.finished, "the table asked to be marked finished");
    assert_eq!(h.core.actor(), Some(Actor::Terminal));
    assert_eq!(h.core.next_wakeup(), None);
}

/// Table rule: only the instance holding the lease draws chance, runs bots and clocks; one that
/// takes the lease over goes on from where the log is.
#[test]
fn only_the_lease_holder_runs_bots_and_clocks() {
    let clock = Clock {
        initial_secs: 10,
        increment_secs: 0,
        ..Clock::default()
    };
    let mut h = Harness::new(&[S::Person, S::Bot("random")], Some(clock));
    h.start();
    h.connect(1, Some("t0")).expect("in");
    h.play(1, None);
    h.play(1, None);
    h.core.set_owner(false);
    h.elapse(60_000);
    assert_eq!(h.core.next_wakeup(), None, "no clock runs here");
    assert!(!h.kinds().contains(&EntryKind::Timeout));
    let before = h.log.len();
    let mut effects = Vec::new();
    while let Some((epoch, job)) = h.bots.pop_front() {
        effects.extend(h.core.bot_done(epoch, job.run(), h.now));
    }
    h.run(effects);
    assert!(
        h.core.advance(h.now).is_empty(),
        "nothing advances without the lease"
    );
    assert!(h.core.set_owner(true), "a take-over");
    h.run(Vec::new());
    assert!(h.log.len() >= before, "the table goes on");
    assert!(h.core.next_wakeup().is_some() || !h.bots.is_empty());
}

/// Table rule: a rematch is announced to everyone at the table.
#[test]
fn a_rematch_is_announced() {
    let mut h = two_people();
    let effects = h.core.rematch("next".into(), h.now);
    h.run(effects);
    let sent = h.take();
    assert_eq!(sent.len(), 3);
    for (_, m) in sent {
        let ServerMsg::Update { table, .. } = &*m else {
            panic!("{m:?}")
        };
        assert_eq!(table.rematch.as_deref(), Some("next"));
    }
}

/// Promise: a client who comes back with the last entry it saw gets only what it missed.
#[test]
fn a_reconnect_gets_what_it_missed() {
    let mut h = two_people();
    let seen = h.core.seq();
    h.play(1, None);
    h.disconnect(2);
    h.play(1, None);
    let ServerMsg::Welcome {
        events,
        reset,
        table,
        ..
    } = h.core.welcome(Some(1), Some(seen), h.now)
    else {
        panic!("a welcome")
    };
    assert!(!reset);
    assert!(!events.is_empty());
    assert_eq!(table.seq, h.core.seq());
    assert!(matches!(table.to_move, ToMove::Seat(_)));
    let ServerMsg::Welcome { reset, .. } = h.core.welcome(Some(1), None, h.now) else {
        panic!("a welcome")
    };
    assert!(reset, "no last entry: everything again");
}

/// A table with nobody and nothing to do may be unloaded; a running table with bots stays.
#[test]
fn an_idle_table_may_be_unloaded() {
    let mut h = two_people();
    for c in [1, 2, 3] {
        h.disconnect(c);
    }
    assert!(!h.core.idle(h.now + 300_000));
    assert!(h.core.idle(h.now + 300_001));
    let mut b = Harness::new(&[S::Person, S::Bot("random")], None);
    b.start();
    assert!(!b.core.idle(b.now + 10_000_000), "its bots run");
    let mut t = Harness::turn_based(&[S::Person, S::Person], 24, 0, super::OnTimeout::BotMoves);
    t.start();
    assert!(
        !t.core.idle(t.now + 10 * DAY),
        "a turn-based table's clock runs with nobody there"
    );
}

/// Table rule: a bot's answer about a position that has changed since (another instance wrote
/// the move first) is dropped, and the table goes on from the log.
#[test]
fn a_bots_answer_about_an_older_position_is_dropped() {
    let mut h = Harness::new(&[S::Person, S::Bot("random")], None);
    h.start();
    h.connect(1, Some("t0")).expect("in");
    // Until the bot thinks about a decision where an exchange is legal (an exchange leaves the
    // same seat to decide again, so an older answer could still be legal).
    let mut exchange = None;
    for _ in 0..500 {
        if !h.bots.is_empty() {
            exchange = h
                .core
                .legal(1)
                .into_iter()
                .find(|a| a.action.starts_with("exchange"));
            if exchange.is_some() {
                break;
            }
            h.bot_answers();
        } else {
            h.play(1, None);
        }
    }
    let exchange = exchange.expect("the bot may exchange").action;
    let (epoch, job) = h.bots.pop_front().expect("the bot thinks");
    let seat = h.seat_to_move();
    assert_eq!(seat, 1);
    // Another instance wrote the bot seat's move first; this one reads it from the log.
    let row = LogRow {
        table_id: "table".into(),
        seq: h.core.seq() + 1,
        kind: EntryKind::Action,
        seat: Some(seat),
        body: exchange,
        request_id: None,
        clock_ms: None,
        at: 0,
    };
    h.take();
    let effects = h.core.read(&row, h.now);
    h.run(effects);
    assert!(
        h.take()
            .iter()
            .any(|(c, m)| *c == 1 && matches!(**m, ServerMsg::Update { .. })),
        "the client hears of what was read"
    );
    assert_eq!(h.seat_to_move(), seat, "the same seat decides again");
    let seq = h.core.seq();
    let log = h.log.len();
    let effects = h.core.bot_done(epoch, job.run(), h.now);
    assert!(
        !effects.iter().any(|e| matches!(e, Effect::Append(_))),
        "the stale answer is not written: {effects:?}"
    );
    h.run(effects);
    assert_eq!(h.log.len(), log);
    assert!(h.core.seq() >= seq);
}

impl Harness {
    fn chat(
        &mut self,
        conn: ConnId,
        text: Option<&str>,
        phrase: Option<&str>,
        name: Option<&str>,
        request_id: Option<&str>,
    ) {
        let said = super::ChatIn {
            text: text.map(String::from),
            phrase: phrase.map(String::from),
            name: name.map(String::from),
        };
        let effects = self
            .core
            .on_chat(conn, said, request_id.map(String::from), self.now);
        self.run(effects);
    }

    fn say(&mut self, conn: ConnId, text: &str) {
        self.chat(conn, Some(text), None, None, None);
    }
}

fn chat_line(msg: &ServerMsg) -> Option<&crate::chat::ChatLine> {
    match msg {
        ServerMsg::Chat { line } => Some(line),
        _ => None,
    }
}

fn can_undo(h: &Harness, seat: usize) -> bool {
    let ServerMsg::Welcome { table, .. } = h.core.welcome(Some(seat), None, h.now) else {
        panic!("a welcome")
    };
    table.can_undo
}

/// Promise (chat): a message is an entry of the log, committed before anyone reads it, then
/// sent to every client (players and spectators) and acknowledged to its speaker; it changes
/// nothing in the game: the mover may still undo, the turn's clock keeps running from the
/// turn's start, and a reconnecting client gets the messages it missed.
#[test]
fn a_chat_message_is_a_log_entry_that_changes_nothing_in_the_game() {
    let clock = Clock {
        initial_secs: 60,
        increment_secs: 0,
        ..Clock::default()
    };
    let mut h = Harness::new(&[S::Person, S::Person], Some(clock));
    h.start();
    h.connect(1, Some("t0")).expect("in");
    h.connect(2, Some("t1")).expect("in");
    h.connect(3, None).expect("in");
    h.play(1, None);
    assert!(can_undo(&h, 0), "the move may be taken back");
    let seen = h.core.seq();
    let to_move = h.seat_to_move();
    h.take();
    h.elapse(1_000);
    h.chat(2, Some("  nice\nmove  "), None, None, Some("c1"));
    let sent = h.take();
    assert_eq!(h.kinds().last(), Some(&EntryKind::Chat));
    assert_eq!(h.core.seq(), seen + 1);
    let lines: Vec<ConnId> = sent
        .iter()
        .filter(|(_, m)| chat_line(m).is_some())
        .map(|(c, _)| *c)
        .collect();
    assert_eq!(lines, [1, 2, 3], "every client reads it");
    let line = chat_line(&sent[0].1).expect("a line");
    assert_eq!(
        (
            line.seat,
            line.said.name.as_deref(),
            line.said.text.as_deref()
        ),
        (Some(1), Some("p1"), Some("nice move"))
    );
    assert_eq!(line.said.channel, crate::chat::Channel::Table);
    assert_eq!(
        sent.last().map(|(c, m)| (*c, ack(m))),
        Some((2, Some((seen + 1, false))))
    );
    assert!(
        !sent
            .iter()
            .any(|(_, m)| matches!(**m, ServerMsg::Update { .. })),
        "no update: nothing changed in the game"
    );
    h.say(1, "thanks");
    assert!(
        can_undo(&h, 0),
        "talking is not acting: the move may still be taken back"
    );
    assert_eq!(h.seat_to_move(), to_move);
    h.elapse(2_000);
    h.play(2, None);
    assert_eq!(
        h.log.last().and_then(|r| r.clock_ms),
        Some(57_000),
        "the clock ran from the turn's start, through the chat"
    );
    // Back with the last entry before the chat: the messages and the move it missed.
    let ServerMsg::Welcome {
        chat,
        reset,
        events,
        ..
    } = h.core.welcome(Some(0), Some(seen), h.now)
    else {
        panic!("a welcome")
    };
    assert!(!reset);
    assert!(!events.is_empty(), "the move after the chat");
    let said: Vec<_> = chat.iter().filter_map(|l| l.said.text.as_deref()).collect();
    assert_eq!(said, ["nice move", "thanks"]);
    let ServerMsg::Welcome { chat, .. } = h.core.welcome(Some(0), Some(h.core.seq()), h.now) else {
        panic!("a welcome")
    };
    assert!(chat.is_empty(), "nothing missed");
    // An undo after chat: the history comes whole again, the chat with it.
    h.undo(2, None);
    let ServerMsg::Welcome { chat, reset, .. } = h.core.welcome(Some(1), Some(seen + 1), h.now)
    else {
        panic!("a welcome")
    };
    assert!(reset);
    assert_eq!(chat.len(), 2);
}

/// Table rule (chat): a bot thinking while people talk goes on; its move is written.
#[test]
fn talking_does_not_disturb_a_bot_thinking() {
    let mut h = Harness::new(&[S::Person, S::Bot("random")], None);
    h.start();
    h.connect(1, Some("t0")).expect("in");
    for _ in 0..50 {
        if !h.bots.is_empty() {
            break;
        }
        h.play(1, None);
    }
    assert!(!h.bots.is_empty(), "the bot thinks");
    let log = h.log.len();
    h.chat(1, None, Some("thinking"), None, None);
    assert_eq!(h.log.len(), log + 1);
    h.bot_answers();
    assert_eq!(
        h.log.get(log + 1).map(|r| (r.kind, r.seat)),
        Some((EntryKind::Action, Some(1))),
        "the bot's move, after the chat"
    );
}

/// Table rule (chat): what may be said, how often, and by whom; each refusal says why and
/// writes nothing. A resend is said once.
#[test]
fn chat_is_checked_and_limited() {
    let mut h = two_people();
    let refused = |h: &mut Harness| -> Vec<String> {
        h.take()
            .iter()
            .filter_map(|(_, m)| refusal_code(m).map(String::from))
            .collect()
    };
    let log = h.log.len();
    h.say(1, &"x".repeat(281));
    h.say(1, " \n ");
    h.say(1, "evil\u{202E}txet");
    h.chat(1, None, Some("you-lose"), None, None);
    h.chat(1, Some("hi"), Some("hello"), None, None);
    assert_eq!(
        refused(&mut h),
        [
            "chat-too-long",
            "chat-empty",
            "chat-character",
            "chat-phrase",
            "chat-bad"
        ]
    );
    assert_eq!(h.log.len(), log, "nothing written");
    // Said once per request id.
    h.chat(1, None, Some("hello"), None, Some("r1"));
    h.chat(1, None, Some("hello"), None, Some("r1"));
    assert_eq!(h.log.len(), log + 1);
    let acks: Vec<_> = h.take().iter().filter_map(|(_, m)| ack(m)).collect();
    assert_eq!(acks, [(h.core.seq(), false), (h.core.seq(), true)]);
    // Five at once (one said already), then one every two seconds; each seat on its own.
    for k in 0..4 {
        h.say(1, &format!("message {k}"));
    }
    assert!(refused(&mut h).is_empty());
    h.say(1, "one too many");
    assert_eq!(refused(&mut h), ["chat-too-fast"]);
    h.say(2, "my own five");
    assert!(refused(&mut h).is_empty());
    h.elapse(2_000);
    h.say(1, "after a pause");
    assert!(refused(&mut h).is_empty());
    assert_eq!(h.log.len(), log + 7);
}

/// Table rule (chat): spectators talk on their own channel, under a name they choose (checked
/// as a player's name is); each at the speaker's rate, and all of them together at the
/// channel's.
#[test]
fn spectators_talk_on_their_own_channel() {
    let mut h = two_people();
    h.chat(3, Some("go Anna"), None, Some(" Kibitzer "), None);
    let sent = h.take();
    let line = sent.iter().find_map(|(_, m)| chat_line(m)).expect("said");
    assert_eq!(line.said.channel, crate::chat::Channel::Spectators);
    assert_eq!(
        (line.seat, line.said.name.as_deref()),
        (None, Some("Kibitzer"))
    );
    assert_eq!(
        sent.iter().filter(|(_, m)| chat_line(m).is_some()).count(),
        3,
        "players receive it too (their page shows it if they choose)"
    );
    h.chat(3, Some("hi"), None, Some("Ev\u{202E}il"), None);
    assert_eq!(
        h.take()
            .iter()
            .filter_map(|(_, m)| refusal_code(m))
            .collect::<Vec<_>>(),
        ["bad-name"]
    );
    // Ten spectators at once: the channel takes ten messages (one said), then waits.
    for c in 10..20 {
        h.connect(c, None).expect("in");
    }
    h.take();
    for c in 10..20 {
        h.say(c, "hello");
    }
    let codes: Vec<_> = h
        .take()
        .iter()
        .filter_map(|(_, m)| refusal_code(m).map(String::from))
        .collect();
    assert_eq!(codes, ["chat-too-fast"], "the tenth spectator waits");
}

/// Chat in the waiting room: entries before the start; a table loaded from that log has them,
/// and its start comes after them.
#[test]
fn the_waiting_room_has_its_chat_and_it_is_kept() {
    let mut h = Harness::new(&[S::Person, S::Person], None);
    h.connect(1, Some("t0")).expect("in");
    h.say(1, "waiting for Bob");
    assert_eq!(h.kinds(), [EntryKind::Chat]);
    h.start();
    assert_eq!(h.kinds(), [EntryKind::Chat, EntryKind::Start]);
    // Loaded again from its log.
    let mut again = Harness::new(&[S::Person, S::Person], None);
    for r in h.log.clone() {
        if r.kind == EntryKind::Start {
            let (m, _) = again.core.prepare_start(42).expect("a match");
            let _ = again.core.begin(m, None);
        }
        let effects = again.core.read(&r, 0);
        again.run(effects);
    }
    assert_eq!(again.core.status(), Status::Running);
    let ServerMsg::Welcome { chat, .. } = again.core.welcome(Some(1), None, 0) else {
        panic!("a welcome")
    };
    assert_eq!(
        chat.iter().map(|l| l.said.text.clone()).collect::<Vec<_>>(),
        [Some("waiting for Bob".to_string())]
    );
}

const HOUR: Millis = 3_600_000;
const DAY: Millis = 24 * HOUR;

fn clock_of(h: &Harness, seat: usize) -> (u64, bool) {
    let ServerMsg::Welcome { table, .. } = h.core.welcome(None, None, h.now) else {
        panic!("a welcome")
    };
    let c = &table.clocks[seat];
    (c.bank_ms, c.running)
}

/// Table rule (turn-based): a player away for days is not replaced by a bot; their move's time
/// (24 h) runs, then their vacation (2 days); what went over the move's time comes off the
/// vacation when they move.
#[test]
fn a_turn_based_player_away_for_days_keeps_their_seat_and_spends_vacation() {
    let mut h = Harness::turn_based(&[S::Person, S::Person], 24, 2, super::OnTimeout::BotMoves);
    h.start();
    h.connect(1, Some("t0")).expect("in");
    h.connect(2, Some("t1")).expect("in");
    assert_eq!(h.seat_to_move(), 0);
    h.disconnect(1);
    h.disconnect(2);
    assert_eq!(
        h.core.next_wakeup(),
        Some(24 * HOUR + 2 * DAY),
        "the move's time, then the vacation"
    );
    h.elapse(23 * HOUR);
    assert_eq!(clock_of(&h, 0), (HOUR + 2 * DAY, true));
    h.elapse(24 * HOUR);
    assert!(
        h.bots.is_empty(),
        "away for 47 hours: no stand-in at a turn-based table"
    );
    assert_eq!(h.core.seats()[0].stand_in, None);
    assert!(!h.kinds().contains(&EntryKind::Timeout));
    // Back after 50 hours, they move: 26 hours over the move's time came off 2 days.
    h.elapse(3 * HOUR);
    h.connect(3, Some("t0")).expect("back");
    h.play(3, None);
    assert_eq!(
        h.log.last().and_then(|r| r.clock_ms),
        Some(2 * DAY - 26 * HOUR)
    );
    assert_eq!(h.core.bank(0), 22 * HOUR);
}

/// Table rule (turn-based, "a bot moves"): when the move's time and the vacation ran out, the
/// timeout is logged and a bot makes that one move; the seat is the player's again at once,
/// even while they are away (their next move has its whole time).
#[test]
fn a_turn_based_timeout_gets_one_bot_move_and_the_seat_back() {
    let mut h = Harness::turn_based(&[S::Person, S::Person], 24, 0, super::OnTimeout::BotMoves);
    h.start();
    h.connect(2, Some("t1")).expect("in");
    assert_eq!(h.seat_to_move(), 0);
    h.elapse(24 * HOUR - 1);
    assert!(
        !h.kinds().contains(&EntryKind::Timeout),
        "not before its time"
    );
    h.elapse(1);
    assert_eq!(h.kinds().last(), Some(&EntryKind::Timeout));
    h.bot_answers();
    let last = h.log.last().expect("an entry");
    assert_eq!(
        (last.kind, last.seat),
        (EntryKind::Action, Some(0)),
        "the bot's one move"
    );
    assert_eq!(
        h.core.seats()[0].stand_in,
        None,
        "the seat is the player's again"
    );
    // Seat 0's next turn waits for them (still away) for a whole day again.
    h.until_turn_of(0, &[(1, 2)]);
    assert!(h.bots.is_empty(), "no bot for an away player's next move");
    assert_eq!(
        h.core.next_wakeup(),
        Some(h.log.last().map_or(0, |r| r.at as u64) + 24 * HOUR)
    );
}

/// Table rule (turn-based, "a bot takes over"): the second time a player's time runs out, the
/// seat is the bot's for good: coming back does not give it back, and a move is refused with
/// why.
#[test]
fn after_the_second_timeout_a_bot_takes_the_seat_for_good() {
    let mut h = Harness::turn_based(
        &[S::Person, S::Person],
        1,
        0,
        super::OnTimeout::BotTakesOver,
    );
    h.start();
    h.connect(2, Some("t1")).expect("in");
    h.elapse(HOUR);
    h.bot_answers();
    assert_eq!(h.core.seats()[0].stand_in, None, "the first time: one move");
    h.until_turn_of(0, &[(1, 2)]);
    h.elapse(HOUR);
    h.bot_answers();
    assert_eq!(
        h.kinds()
            .iter()
            .filter(|k| **k == EntryKind::Timeout)
            .count(),
        2
    );
    assert_eq!(
        h.core.seats()[0].stand_in,
        Some(StandIn::WhileAway),
        "the second: for good"
    );
    // Back at the table: the seat stays the bot's, and their own move is refused, with why.
    h.connect(1, Some("t0")).expect("back");
    assert_eq!(h.core.seats()[0].stand_in, Some(StandIn::WhileAway));
    h.take();
    h.send_move(1, "hut 17", None);
    let codes: Vec<_> = h
        .take()
        .iter()
        .filter_map(|(_, m)| refusal_code(m).map(String::from))
        .collect();
    assert_eq!(codes, ["taken-over"]);
}

/// Promise (turn-based): days of clock live in the log: a table loaded again (a restart, 20
/// hours after the last move) times the turn from that move's entry, not from the restart.
#[test]
fn a_turn_based_turn_is_timed_from_its_entry_across_a_restart() {
    let mut h = Harness::turn_based(&[S::Person, S::Person], 24, 0, super::OnTimeout::BotMoves);
    h.start();
    h.connect(1, Some("t0")).expect("in");
    h.elapse(5 * HOUR);
    h.play(1, None);
    let moved_at = h.log.last().map_or(0, |r| r.at as u64);
    assert_eq!(moved_at, 5 * HOUR);
    let mut again = h.loaded_again(moved_at + 20 * HOUR, super::OnTimeout::BotMoves);
    assert_eq!(
        again.core.next_wakeup(),
        Some(moved_at + 24 * HOUR),
        "the turn began at the move, 20 hours before the restart"
    );
    again.elapse(4 * HOUR);
    assert_eq!(
        again.kinds().last(),
        Some(&EntryKind::Timeout),
        "its time ran out 24 h after the move"
    );
}

/// The seats' turn mails and reminders asked for so far.
fn mails_of(h: &Harness, seat: usize, kind: MailKind) -> Vec<Mail> {
    (h.mails.values())
        .filter(|m| m.seat == seat && m.kind == kind)
        .cloned()
        .collect()
}

/// Promise (turn-based mail): a turn asks for one mail, due a while after it begins (a player
/// who moves at once needs none), and one reminder when a quarter of the move's time is left;
/// a seat's decisions one after the other are one turn, announced once; the other seat's turn
/// gets its own. Each mail names the turn it is about (the entry it began after).
#[test]
fn a_turn_based_turn_asks_for_one_mail_and_one_reminder() {
    let mut h = Harness::turn_based(&[S::Person, S::Person], 24, 0, super::OnTimeout::BotMoves);
    h.start();
    h.connect(1, Some("t0")).expect("in");
    h.connect(2, Some("t1")).expect("in");
    let turn = mails_of(&h, 0, MailKind::Turn);
    assert_eq!(turn.len(), 1, "{:?}", h.mails);
    assert_eq!(turn[0].due_at, MAIL_AFTER as i64);
    assert_eq!(turn[0].deadline, Some((24 * HOUR) as i64));
    assert_eq!(turn[0].since_seq, 1, "the turn began after the start entry");
    let reminders = mails_of(&h, 0, MailKind::Reminder);
    assert_eq!(reminders.len(), 1);
    assert_eq!(
        reminders[0].due_at,
        (18 * HOUR) as i64,
        "6 of 24 hours left"
    );
    assert!(mails_of(&h, 1, MailKind::Turn).is_empty());
    h.elapse(2 * HOUR);
    h.until_turn_of(1, &[(0, 1)]);
    let decisions = h.log.iter().filter(|r| r.seat == Some(0)).count();
    assert!(decisions >= 1);
    assert_eq!(
        mails_of(&h, 0, MailKind::Turn).len(),
        1,
        "{decisions} decisions in a row: one turn, one mail"
    );
    let theirs = mails_of(&h, 1, MailKind::Turn);
    assert_eq!(theirs.len(), 1);
    assert_eq!(theirs[0].since_seq, h.core.seq());
    assert_eq!(theirs[0].due_at, (2 * HOUR + MAIL_AFTER) as i64);
    h.until_turn_of(0, &[(1, 2)]);
    assert_eq!(
        mails_of(&h, 0, MailKind::Turn).len(),
        2,
        "seat 0's second turn"
    );
    assert!(h.mails.values().all(|m| m.table_id == "table"));
}

/// Promise (turn-based mail): a table loaded again (a restart) asks for the mails of the turn
/// under way again, with the same ids: the outbox keeps one of each, so none is sent twice.
#[test]
fn a_table_loaded_again_asks_for_the_same_mails() {
    let mut h = Harness::turn_based(&[S::Person, S::Person], 24, 0, super::OnTimeout::BotMoves);
    h.start();
    h.connect(1, Some("t0")).expect("in");
    h.connect(2, Some("t1")).expect("in");
    h.until_turn_of(1, &[(0, 1)]);
    let again = h.loaded_again(h.now + HOUR, super::OnTimeout::BotMoves);
    assert!(
        !again.mails.is_empty(),
        "the turn under way asks for its mails"
    );
    for id in again.mails.keys() {
        assert!(
            h.mails.contains_key(id),
            "{id} is a mail the table asked for before"
        );
    }
}

/// Table rule (turn-based, "the game is abandoned"): when a player's move's time and vacation
/// ran out, the timeout is logged and the game ends there, abandoned: no bot moves, nothing
/// more happens, a move is refused, and every player is told by mail who ran out of time.
#[test]
fn a_timeout_abandons_the_game_when_the_table_says_so() {
    let mut h = Harness::turn_based(&[S::Person, S::Person], 24, 1, super::OnTimeout::Abandon);
    h.start();
    h.connect(2, Some("t1")).expect("in");
    h.elapse(48 * HOUR - 1);
    assert_eq!(h.core.status(), Status::Running, "a day of vacation first");
    h.elapse(1);
    assert_eq!(h.core.status(), Status::Abandoned);
    assert_eq!(h.over, Some(Status::Abandoned), "the database is told");
    let last = h.log.last().expect("an entry");
    assert_eq!((last.kind, last.seat), (EntryKind::Timeout, Some(0)));
    assert!(h.bots.is_empty(), "no bot moves");
    assert_eq!(h.core.next_wakeup(), None, "no clock runs");
    let ends = h.mails.values().filter(|m| m.kind == MailKind::End).count();
    assert_eq!(ends, 2, "each player is told");
    let body: serde_json::Value =
        serde_json::from_str(&mails_of(&h, 1, MailKind::End)[0].body).expect("json");
    assert_eq!(body["abandoned_by"], 0);
    h.elapse(10 * DAY);
    assert_eq!(h.kinds().last(), Some(&EntryKind::Timeout), "nothing more");
    let ServerMsg::Welcome { table, .. } = h.core.welcome(Some(0), None, h.now) else {
        panic!("a welcome")
    };
    assert_eq!(table.status, Status::Abandoned, "shown as such");
    assert!(table.legal.is_empty(), "nobody moves");
    h.connect(1, Some("t0")).expect("back");
    h.take();
    h.send_move(1, "hut 17", None);
    let codes: Vec<_> = (h.take().iter())
        .filter_map(|(_, m)| refusal_code(m).map(String::from))
        .collect();
    assert_eq!(codes, ["abandoned"]);
}

fn hint_of(msg: &ServerMsg) -> Option<&crate::protocol::HintLine> {
    match msg {
        ServerMsg::Hint { line } => Some(&**line),
        _ => None,
    }
}

/// A person against a bot, with a second device on the same seat and a spectator; the person
/// decides.
fn against_a_bot(hints: Option<bool>) -> Harness {
    let mut h = Harness::hints(&[S::Person, S::Bot("random")], hints);
    h.start();
    assert_eq!(h.connect(1, Some("t0")), Ok(Some(0)));
    assert_eq!(h.connect(2, Some("t0")), Ok(Some(0)));
    assert_eq!(h.connect(3, None), Ok(None));
    h.until_turn_of(0, &[(0, 1)]);
    h.take();
    h
}

/// Rule (table option `hints`, by default on when one person plays against bots): the hard
/// bot's hint is written in the log, then sent to the asking seat's clients only (never a
/// spectator), with the acknowledgement; it is one of the seat's legal actions; asked again for
/// the same decision it is the same entry, not a second one; it changes nothing in the game
/// (no bot starts, the turn stays).
#[test]
fn a_hint_is_logged_then_told_to_its_seat_alone() {
    let mut h = against_a_bot(None);
    let seq = h.core.seq();
    h.ask_hint(1, Some("h1"));
    assert!(
        h.take().is_empty(),
        "nothing is said before the hint is ready"
    );
    h.hint_answers();
    assert_eq!(h.core.seq(), seq + 1);
    let entry = h.log.last().expect("an entry").clone();
    assert_eq!((entry.kind, entry.seat), (EntryKind::Hint, Some(0)));
    let sent = h.take();
    let told: Vec<ConnId> = sent
        .iter()
        .filter(|(_, m)| hint_of(m).is_some())
        .map(|(c, _)| *c)
        .collect();
    assert_eq!(told, [1, 2], "both of the seat's clients, and no one else");
    let line = hint_of(&sent[0].1).expect("a hint").clone();
    assert_eq!((line.seq, line.seat), (seq + 1, 0));
    // The search weighed it: the seat's chance through it and the games that rest on.
    assert!(
        line.hint.chance.is_some_and(|c| (0.0..=1.0).contains(&c)) && line.hint.games > Some(0),
        "{line:?}"
    );
    assert!(
        h.core.legal(0).iter().any(|l| l.action == line.hint.action),
        "`{}` is one of the seat's legal actions",
        line.hint.action
    );
    let acks: Vec<_> = sent
        .iter()
        .filter_map(|(c, m)| ack(m).map(|a| (*c, a)))
        .collect();
    assert_eq!(acks, [(1, (seq + 1, false))]);
    assert!(
        !sent
            .iter()
            .any(|(_, m)| matches!(**m, ServerMsg::Update { .. })),
        "a hint is no update of the game"
    );
    assert!(h.bots.is_empty() && h.seat_to_move() == 0, "the turn stays");
    // Asked again (another device, another request): the same hint, no new entry.
    h.ask_hint(2, Some("h2"));
    let sent = h.take();
    assert_eq!(h.core.seq(), seq + 1);
    assert_eq!(hint_of(&sent[0].1), Some(&line));
    assert_eq!(ack(&sent[1].1), Some((seq + 1, true)));
    assert!(h.hint_jobs.is_empty(), "not thought of twice");
    // A page opened again is welcomed with it; after the move it is gone.
    let ServerMsg::Welcome { hints, hint, .. } = h.core.welcome(Some(0), None, h.now) else {
        panic!("a welcome")
    };
    assert!(hints);
    assert_eq!(hint.as_deref(), Some(&line));
    let ServerMsg::Welcome { hint, .. } = h.core.welcome(None, None, h.now) else {
        panic!("a welcome")
    };
    assert_eq!(hint, None, "a spectator is not told");
    h.play(1, Some("m1"));
    let ServerMsg::Welcome { hint, .. } = h.core.welcome(Some(0), None, h.now) else {
        panic!("a welcome")
    };
    assert_eq!(hint, None, "the hint was for the decision taken");
}

/// Rule: where several people play, the table gives no hints unless its creator allowed them;
/// a table against bots whose creator said no gives none; spectators and a seat that does not
/// decide get none.
#[test]
fn hints_are_given_only_where_the_table_allows_them() {
    let mut h = two_people();
    h.ask_hint(1, Some("h1"));
    assert_eq!(refusal_code(&h.take()[0].1), Some("no-hints"));
    let mut h = Harness::hints(&[S::Person, S::Person], Some(true));
    h.start();
    h.connect(1, Some("t0")).expect("Anna");
    h.connect(2, Some("t1")).expect("Bob");
    h.connect(3, None).expect("a spectator");
    h.take();
    assert_eq!(h.seat_to_move(), 0);
    h.ask_hint(2, Some("early"));
    assert_eq!(refusal_code(&h.take()[0].1), Some("not-your-turn"));
    h.ask_hint(3, None);
    assert_eq!(refusal_code(&h.take()[0].1), Some("spectator"));
    h.ask_hint(1, Some("h1"));
    h.hint_answers();
    assert!(
        h.take()
            .iter()
            .any(|(c, m)| *c == 1 && hint_of(m).is_some())
    );
    let mut h = against_a_bot(Some(false));
    h.ask_hint(1, Some("h1"));
    assert_eq!(refusal_code(&h.take()[0].1), Some("no-hints"));
    assert!(h.hint_jobs.is_empty() && h.log.iter().all(|r| r.kind != EntryKind::Hint));
}

/// Rule: a hint for a decision already taken is not given: its asker is told so, and nothing
/// is written.
#[test]
fn a_hint_that_comes_after_its_decision_is_dropped() {
    let mut h = against_a_bot(None);
    h.ask_hint(1, Some("h1"));
    h.play(1, Some("m1"));
    h.take();
    h.hint_answers();
    let sent = h.take();
    assert_eq!(sent.len(), 1, "{sent:?}");
    assert_eq!(refusal_code(&sent[0].1), Some("stale-hint"));
    assert!(h.log.iter().all(|r| r.kind != EntryKind::Hint));
}

/// Promise: a hint the database did not take is refused with the reason; asked again, it is
/// given.
#[test]
fn a_hint_that_is_not_saved_is_refused() {
    let mut h = against_a_bot(None);
    let seq = h.core.seq();
    h.ask_hint(1, Some("h1"));
    h.fail_next = Some(false);
    h.hint_answers();
    let sent = h.take();
    assert_eq!(refusal_code(&sent[0].1), Some("not-saved"));
    assert_eq!(h.core.seq(), seq);
    h.ask_hint(1, Some("h2"));
    h.hint_answers();
    assert_eq!(h.log.last().map(|r| r.kind), Some(EntryKind::Hint));
}

/// Promise: a hint is an entry of the log: a table loaded again from it (a restart, or another
/// instance) welcomes the seat with its hint for the decision still open, and the game is the
/// same (the hint changed nothing in it).
#[test]
fn a_hint_is_read_back_from_the_log() {
    let mut h = against_a_bot(None);
    h.ask_hint(1, Some("h1"));
    h.hint_answers();
    let ServerMsg::Welcome { hint: given, .. } = h.core.welcome(Some(0), None, h.now) else {
        panic!("a welcome")
    };
    let given = given.expect("the hint");
    let mut again = Harness::hints(&[S::Person, S::Bot("random")], None);
    for r in h.log.clone() {
        if r.kind == EntryKind::Start {
            let (m, _) = again.core.prepare_start(42).expect("a match");
            let _ = again.core.begin(m, None);
        }
        let effects = again.core.read(&r, again.now);
        again.run(effects);
    }
    assert_eq!(again.core.seq(), h.core.seq());
    assert_eq!(again.core.legal(0), h.core.legal(0), "the same decision");
    let ServerMsg::Welcome { hint, .. } = again.core.welcome(Some(0), None, again.now) else {
        panic!("a welcome")
    };
    assert_eq!(hint, Some(given));
}

/// Promise (a request applied once): two clients of the seat asking while the hint is thought
/// of get one entry between them and one acknowledgement each.
#[test]
fn two_askers_of_one_hint_get_one_entry_and_an_ack_each() {
    let mut h = against_a_bot(None);
    let seq = h.core.seq();
    h.ask_hint(1, Some("a"));
    h.ask_hint(2, Some("b"));
    assert_eq!(h.hint_jobs.len(), 1, "thought of once");
    h.hint_answers();
    assert_eq!(h.core.seq(), seq + 1, "one entry");
    let acks: Vec<_> = h
        .take()
        .iter()
        .filter_map(|(c, m)| ack(m).map(|a| (*c, a)))
        .collect();
    assert_eq!(acks, [(1, (seq + 1, false)), (2, (seq + 1, false))]);
    // Each request id is kept: sent again, a duplicate.
    h.ask_hint(2, Some("b"));
    assert_eq!(ack(&h.take()[0].1), Some((seq + 1, true)));
}

/// Rule: a hint asked again after the decision changed replaces the old question: the old job
/// is told to stop, its late answer is dropped, and the new decision gets its own hint.
#[test]
fn a_late_answer_for_an_older_decision_is_dropped() {
    let mut h = against_a_bot(None);
    h.ask_hint(1, Some("old"));
    h.play(1, Some("m1"));
    h.until_turn_of(0, &[(0, 1)]);
    h.take();
    h.ask_hint(1, Some("new"));
    let sent = h.take();
    assert_eq!(refusal_code(&sent[0].1), Some("stale-hint"), "{sent:?}");
    assert_eq!(h.hint_jobs.len(), 2);
    let seq = h.core.seq();
    // The old job answers first: nothing is written.
    h.hint_answers();
    assert_eq!(h.core.seq(), seq);
    assert!(h.take().is_empty());
    h.hint_answers();
    assert_eq!(h.log.last().map(|r| r.kind), Some(EntryKind::Hint));
    let hints = h.log.iter().filter(|r| r.kind == EntryKind::Hint).count();
    assert_eq!(hints, 1, "only the decision still open has a hint");
}

/// Promise: a hint written by another instance (read from the log) goes to the seat's clients
/// only, never to another seat or a spectator, and answers this instance's askers.
#[test]
fn a_hint_read_from_the_log_goes_to_its_seat_only() {
    let mut h = Harness::hints(&[S::Person, S::Person], Some(true));
    h.start();
    h.connect(1, Some("t0")).expect("Anna");
    h.connect(2, Some("t1")).expect("Bob");
    h.connect(3, None).expect("a spectator");
    h.ask_hint(1, Some("h1"));
    h.take();
    // The other instance's entry: the same hint, written first.
    let (epoch, seat, job) = h.hint_jobs.pop_front().expect("thinking");
    let hint = job.run();
    let note = gameroom_match::HintNote { seat, at: 0, hint };
    let row = LogRow {
        table_id: "table".into(),
        seq: h.core.seq() + 1,
        kind: EntryKind::Hint,
        seat: Some(seat),
        body: serde_json::to_string(&note).expect("JSON"),
        request_id: None,
        clock_ms: None,
        at: 0,
    };
    let effects = h.core.read(&row, h.now);
    h.run(effects);
    let sent = h.take();
    let told: Vec<ConnId> = sent
        .iter()
        .filter(|(_, m)| hint_of(m).is_some())
        .map(|(c, _)| *c)
        .collect();
    assert_eq!(told, [1], "Anna's client alone");
    assert!(
        sent.iter()
            .any(|(c, m)| *c == 1 && ack(m) == Some((row.seq, false)))
    );
    // This instance's own answer comes too late: nothing more is written.
    let effects = h.core.hint_done(epoch, seat, note.hint, h.now);
    assert!(effects.is_empty(), "{effects:?}");
}
