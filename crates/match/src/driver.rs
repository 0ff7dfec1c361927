//! [`Match`]: one game being played, whoever plays it.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use gameroom_bots::{Bot, Decision};
use gameroom_game::{
    Actor, Game, GameRng, GameState, IllegalAction, Outcome, Record, Refusal, ReplayError, Seat,
};

type St<G> = <G as Game>::State;
type Action<G> = <St<G> as GameState>::Action;
type Event<G> = <St<G> as GameState>::Event;
type View<G> = <St<G> as GameState>::View;

/// Who decides for a seat.
pub enum Controller<G: Game> {
    /// A bot: the match asks it itself, with a deadline.
    Bot(Box<dyn Bot<St<G>>>),
    /// A person at this machine: the match asks its [`Host`] (see [`Match::run`]).
    Local,
    /// A person elsewhere (or a bot that thinks elsewhere): the match waits; whoever drives it
    /// submits their actions with [`Match::submit`].
    Remote,
}

impl<G: Game> Controller<G> {
    pub fn is_bot(&self) -> bool {
        matches!(self, Controller::Bot(_))
    }

    /// The bot's name, or `human` / `remote`.
    pub fn describe(&self) -> String {
        match self {
            Controller::Bot(b) => b.name(),
            Controller::Local => "human".into(),
            Controller::Remote => "remote".into(),
        }
    }
}

/// What a local seat answers when asked to decide.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply<A> {
    /// Take this action (it must be legal: the host asks [`Match::check`] first).
    Act(A),
    /// Take back this seat's last action ([`Match::can_undo`] says whether it may).
    Undo,
    /// Leave the table: the match stops here and can be resumed from its record.
    Leave,
}

/// The table around a match: asks its local seats to decide and watches what happens (a
/// terminal, a test script). Every method sees the match read-only.
pub trait Host<G: Game> {
    /// A local seat decides. Refused replies are asked again.
    fn decide(&mut self, m: &Match<G>, seat: Seat) -> Reply<Action<G>>;

    /// An action was applied (by anyone, chance included). `step` says which; each seat's share
    /// of its events is [`Match::seen_since`].
    fn observe(&mut self, m: &Match<G>, step: &Step) {
        let _ = (m, step);
    }

    /// A seat's actions were taken back (after [`Reply::Undo`]).
    fn undone(&mut self, m: &Match<G>, seat: Seat, actions: usize) {
        let _ = (m, seat, actions);
    }

    /// A bot is about to think for `seat` (a table may say so).
    fn bot_thinking(&mut self, m: &Match<G>, seat: Seat) {
        let _ = (m, seat);
    }
}

/// A host with no local seats that watches nothing (simulations).
pub struct NoHost;

impl<G: Game> Host<G> for NoHost {
    fn decide(&mut self, _m: &Match<G>, _seat: Seat) -> Reply<Action<G>> {
        Reply::Leave
    }
}

/// One applied action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// Its index in the record (0-based).
    pub index: usize,
    /// Who took it.
    pub actor: Actor,
    /// It in the game's notation, as the record keeps it.
    pub text: String,
    /// It showed someone something hidden until then (a chance outcome, a card looked at,
    /// face-down orders turned up): no undo crosses it.
    pub reveals: bool,
    /// Where its events begin in each seat's log, then in the spectators' log.
    logs_before: Vec<usize>,
}

impl Step {
    /// Where its events begin in viewer `v`'s log (seats, then the spectators; 0 when the match
    /// keeps no events).
    fn log_before(&self, v: usize) -> usize {
        self.logs_before.get(v).copied().unwrap_or(0)
    }
}

/// How [`Match::run`] stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunEnd {
    /// The game is over.
    Over(Outcome),
    /// A local seat left.
    Left(Seat),
    /// A remote seat is to decide.
    Waiting(Seat),
    /// The safety limit of actions was reached (a game that does not end is a bug).
    ActionLimit,
}

/// What stops a match: never a player's mistake (that is a [`Refusal`]), but a bot that breaks
/// the rules or a game that cannot go on.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MatchError {
    #[error("the {bot} bot in seat {seat} chose `{action}`, which is illegal: {refusal}")]
    IllegalBotAction {
        seat: Seat,
        bot: String,
        action: String,
        refusal: Box<Refusal>,
    },
    #[error("chance is to act but offers no outcome")]
    NoChanceOutcome,
    #[error("seat {seat} is to decide but has no legal action")]
    NoLegalAction { seat: Seat },
}

/// One game being played: the state, the record (every action, chance outcomes included), each
/// seat's log of the events it has seen, and one [`Controller`] per seat. Every table drives its
/// games through a match: the terminal, the simulations and the server.
///
/// Invariants: the record replays to the state ([`gameroom_game::replay`]); each seat's log holds
/// exactly `event_seen_by` of every event, and the spectators' log `event_seen_by_spectator`; an
/// undo never crosses a revealing action nor another seat's action.
pub struct Match<G: Game> {
    setup: G::Setup,
    first: St<G>,
    state: St<G>,
    record: Record,
    steps: Vec<(Action<G>, Step)>,
    seen: Vec<Vec<Event<G>>>,
    public: Vec<Event<G>>,
    seats: Vec<Controller<G>>,
    chance: GameRng,
    max_actions: usize,
    scratch: Vec<Event<G>>,
    /// The state before every `CHECKPOINT`-th action, so an undo replays only a few actions.
    checkpoints: Vec<St<G>>,
    keep: Keep,
}

/// What a match keeps besides its state: everything by default. A run of bots that nobody
/// watches (`gameroom sim`) keeps only what it reads, and plays at the engine's speed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Keep {
    /// Each seat's and the spectators' log of events: what tables narrate and outside bots read
    /// (without it, bots see no events and the logs stay empty).
    pub events: bool,
    /// The record's actions in notation, and each step's text: what a record file, a replay or a
    /// narration needs (without it, the record has no actions).
    pub record: bool,
}

impl Keep {
    /// Everything: events and the record.
    pub const ALL: Keep = Keep {
        events: true,
        record: true,
    };
}

/// How many actions an undo replays at most.
const CHECKPOINT: usize = 64;

impl<G: Game> Match<G> {
    /// A new match of `setup` with one controller per seat; chance is drawn from `chance`.
    pub fn new(
        setup: G::Setup,
        seats: Vec<Controller<G>>,
        chance: GameRng,
    ) -> Result<Self, MatchSetupError<G::SetupError>> {
        let state = G::start(&setup).map_err(MatchSetupError::Setup)?;
        let n = state.num_players();
        if seats.len() != n {
            return Err(MatchSetupError::Seats {
                players: n,
                seats: seats.len(),
            });
        }
        Ok(Match {
            record: Record::of::<G>(&setup),
            setup,
            first: state.clone(),
            state,
            steps: Vec::new(),
            seen: vec![Vec::new(); n],
            public: Vec::new(),
            seats,
            chance,
            max_actions: 1_000_000,
            scratch: Vec::new(),
            checkpoints: Vec::new(),
            keep: Keep::ALL,
        })
    }

    /// A new match that keeps only `keep` (see [`Keep`]); set before the first action.
    pub fn keeping(mut self, keep: Keep) -> Self {
        if self.steps.is_empty() {
            self.keep = keep;
        }
        self
    }

    /// Resumes a game from its record: every action is replayed (and checked) through the
    /// match, so the seats' logs are what they were.
    pub fn resume(
        record: &Record,
        seats: Vec<Controller<G>>,
        chance: GameRng,
    ) -> Result<Self, ReplayError> {
        let setup = gameroom_game::record_setup::<G>(record)?;
        let mut m = Match::new(setup, seats, chance).map_err(|e| match e {
            MatchSetupError::Setup(e) => ReplayError::Setup(e.to_string()),
            e @ MatchSetupError::Seats { .. } => ReplayError::Setup(e.to_string()),
        })?;
        m.record.meta = record.meta.clone();
        for (index, text) in record.actions.iter().enumerate() {
            let action = m
                .state
                .parse_action(text)
                .map_err(|error| ReplayError::Parse {
                    index,
                    text: text.clone(),
                    error,
                })?;
            m.apply(action).map_err(|refusal| ReplayError::Illegal {
                index,
                text: text.clone(),
                refusal: Box::new(refusal),
            })?;
        }
        Ok(m)
    }

    /// Stops [`run`](Self::run) after this many actions in all (a safety net; 1,000,000 by
    /// default).
    pub fn set_max_actions(&mut self, max: usize) {
        self.max_actions = max;
    }

    pub fn setup(&self) -> &G::Setup {
        &self.setup
    }

    pub fn num_players(&self) -> usize {
        self.seats.len()
    }

    /// Who decides now.
    pub fn actor(&self) -> Actor {
        self.state.actor()
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }

    /// The record so far (its `result` is set once the game is over).
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The record's free-form facts (who sat where, seeds).
    pub fn meta_mut(&mut self) -> &mut std::collections::BTreeMap<String, serde_json::Value> {
        &mut self.record.meta
    }

    /// The number of actions taken so far.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The actions taken so far.
    pub fn actions(&self) -> impl Iterator<Item = Action<G>> + '_ {
        self.steps.iter().map(|(a, _)| *a)
    }

    /// The state, for those allowed to see everything (the referee, tools, tests). Tables show
    /// a seat its [`view`](Self::view), never this.
    pub fn referee_state(&self) -> &St<G> {
        &self.state
    }

    /// What `seat` sees now.
    pub fn view(&self, seat: Seat) -> View<G> {
        self.state.view(seat)
    }

    /// What a spectator sees now.
    pub fn spectator_view(&self) -> View<G> {
        self.state.spectator_view()
    }

    /// Every event `seat` has seen, in order.
    pub fn seen(&self, seat: Seat) -> &[Event<G>] {
        &self.seen[seat]
    }

    /// Every event a spectator has seen, in order.
    pub fn seen_by_spectators(&self) -> &[Event<G>] {
        &self.public
    }

    /// `seat`'s share of the events of `step` (`None`: a spectator's).
    pub fn seen_since(&self, seat: Option<Seat>, step: &Step) -> &[Event<G>] {
        match seat {
            Some(s) => &self.seen[s][step.log_before(s).min(self.seen[s].len())..],
            None => {
                let from = step.log_before(self.seats.len()).min(self.public.len());
                &self.public[from..]
            }
        }
    }

    /// The last applied action.
    pub fn last_step(&self) -> Option<&Step> {
        self.steps.last().map(|(_, s)| s)
    }

    pub fn controller(&self, seat: Seat) -> &Controller<G> {
        &self.seats[seat]
    }

    /// The seats whose bots lost them to a stand-in (an outside program that crashed, hung,
    /// wrote garbage or answered an illegal move), with what happened.
    pub fn faults(&self) -> Vec<(Seat, gameroom_bots::Fault)> {
        self.seats
            .iter()
            .enumerate()
            .filter_map(|(s, c)| match c {
                Controller::Bot(b) => b.fault().map(|f| (s, f)),
                _ => None,
            })
            .collect()
    }

    /// Puts another controller in a seat (a bot for a player who left; the player back).
    pub fn set_controller(&mut self, seat: Seat, controller: Controller<G>) -> Controller<G> {
        std::mem::replace(&mut self.seats[seat], controller)
    }

    /// The legal actions of `seat` (empty when it does not decide now).
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action<G>> {
        let mut legal = Vec::new();
        if self.state.actor() == Actor::Player(seat) {
            self.state.legal_actions(&mut legal);
        }
        legal
    }

    /// Whether `seat` may take `action` now, and if not, why.
    pub fn check(&self, seat: Seat, action: Action<G>) -> Result<(), Refusal> {
        self.turn_of(seat)?;
        let mut probe = self.state.clone();
        probe.apply(action).map_err(|e| e.refusal())
    }

    /// Whether `seat` decides now, and if not, why (`not-your-turn`, `game-over`).
    pub fn turn_of(&self, seat: Seat) -> Result<(), Refusal> {
        match self.state.actor() {
            Actor::Player(s) if s == seat => Ok(()),
            Actor::Player(s) => Err(Refusal::new(
                "not-your-turn",
                None,
                format!("it is not your turn: seat {} decides now", s + 1),
            )
            // The seat that decides, as the wire counts seats (from 0).
            .with_args([("seat", (s as i64).into())])),
            Actor::Chance => Err(Refusal::new(
                "not-your-turn",
                None,
                "it is not your turn: chance acts now",
            )),
            Actor::Terminal => Err(Refusal::new("game-over", None, "the game is over")),
        }
    }

    /// Reads an action in the game's notation for `seat` (refusals for unreadable text).
    pub fn parse(&self, text: &str) -> Result<Action<G>, Refusal> {
        self.state.parse_action(text).map_err(|e| e.refusal())
    }

    /// An action in the game's notation.
    pub fn action_text(&self, action: Action<G>) -> String {
        self.state.action_to_string(action)
    }

    /// A short description of a legal action (what it costs and brings).
    pub fn describe(&self, action: Action<G>) -> String {
        self.state.describe_action(action)
    }

    /// Takes `seat`'s action, submitted from outside (a remote or local player). Refused when
    /// it is not the seat's turn or the action is illegal; nothing changes then.
    pub fn submit(&mut self, seat: Seat, action: Action<G>) -> Result<&Step, Refusal> {
        self.turn_of(seat)?;
        self.apply(action)
    }

    /// When chance acts: draws its outcome with the match's generator and applies it.
    pub fn play_chance(&mut self) -> Result<&Step, MatchError> {
        let a = self
            .state
            .sample_chance(&mut self.chance)
            .ok_or(MatchError::NoChanceOutcome)?;
        self.apply(a).map_err(|_| MatchError::NoChanceOutcome)
    }

    /// When chance acts: draws its outcome with the match's generator, without applying it (a
    /// server writes it down first, then applies it with [`apply_chance`](Self::apply_chance)).
    pub fn draw_chance(&mut self) -> Option<Action<G>> {
        self.state.sample_chance(&mut self.chance)
    }

    /// Applies a chance outcome drawn earlier (or read back from a log).
    pub fn apply_chance(&mut self, outcome: Action<G>) -> Result<&Step, Refusal> {
        if self.state.actor() != Actor::Chance {
            return Err(Refusal::new(
                "not-your-turn",
                None,
                "chance does not act now",
            ));
        }
        self.apply(outcome)
    }

    /// Asks `seat`'s bot to decide (by `deadline`, or as long as the bot likes to think; `cancel`
    /// stops it early) and applies its choice. An illegal choice is an error of the match.
    pub fn play_bot(
        &mut self,
        seat: Seat,
        deadline: Option<Instant>,
        cancel: Option<&AtomicBool>,
    ) -> Result<&Step, MatchError> {
        let mut legal = Vec::new();
        self.state.legal_actions(&mut legal);
        if legal.is_empty() {
            return Err(MatchError::NoLegalAction { seat });
        }
        let view = self.state.view(seat);
        let Controller::Bot(bot) = &mut self.seats[seat] else {
            return Err(MatchError::NoLegalAction { seat });
        };
        let thinking = bot.thinking_time().map(|t| Instant::now() + t);
        let deadline = match (deadline, thinking) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let decision = Decision {
            seat,
            view: &view,
            legal: &legal,
            seen: &self.seen[seat],
            deadline,
            cancel,
        };
        let action = bot.choose(&decision);
        if let Err(refusal) = self.apply_step(action) {
            // An illegal action changed nothing: the error names it in the state it was chosen
            // in (the bot's name and the text are made only then).
            let bot = match &self.seats[seat] {
                Controller::Bot(b) => b.name(),
                _ => String::new(),
            };
            return Err(MatchError::IllegalBotAction {
                seat,
                bot,
                action: self.state.action_to_string(action),
                refusal: Box::new(refusal),
            });
        }
        Ok(self.applied())
    }

    /// The step just applied (there is one: called after `apply_step` succeeded).
    fn applied(&self) -> &Step {
        &self.steps[self.steps.len() - 1].1
    }

    /// Whether `seat` may take back its last action: it was `seat`'s, and it revealed nothing.
    /// (Any later action, by chance or another seat, would be the last one instead.)
    pub fn can_undo(&self, seat: Seat) -> bool {
        self.state.actor() != Actor::Terminal
            && self
                .steps
                .last()
                .is_some_and(|(_, s)| s.actor == Actor::Player(seat) && !s.reveals)
    }

    /// Why `seat` may not take back its last action now (`None`: it may).
    pub fn undo_refusal(&self, seat: Seat) -> Option<Refusal> {
        if self.can_undo(seat) {
            return None;
        }
        let why = match self.steps.last() {
            _ if self.state.actor() == Actor::Terminal => {
                "the game is over: its end cannot be taken back".to_string()
            }
            None => "nothing has been played yet".to_string(),
            Some((_, s)) if s.reveals => {
                "the last action revealed something; it cannot be taken back".to_string()
            }
            Some((_, s)) => match s.actor {
                Actor::Player(p) => format!("the last action was seat {}'s, not yours", p + 1),
                _ => "the last action was chance's".to_string(),
            },
        };
        Some(Refusal::new("no-undo", None, why))
    }

    /// Takes back `seat`'s last action (see [`can_undo`](Self::can_undo)): the state, the record
    /// and every seat's log return to what they were before it.
    pub fn undo(&mut self, seat: Seat) -> Result<(), Refusal> {
        if let Some(refusal) = self.undo_refusal(seat) {
            return Err(refusal);
        }
        let Some((_, step)) = self.steps.pop() else {
            return Err(Refusal::new("no-undo", None, "nothing to take back"));
        };
        let n = self.seats.len();
        for s in 0..n {
            self.seen[s].truncate(step.log_before(s));
        }
        self.public.truncate(step.log_before(n));
        self.record.actions.truncate(step.index);
        self.record.result = None;
        // Replay from the last checkpoint before the undone action.
        self.checkpoints.truncate(step.index / CHECKPOINT + 1);
        let from = (self.checkpoints.len().saturating_sub(1)) * CHECKPOINT;
        let mut state = self
            .checkpoints
            .last()
            .cloned()
            .unwrap_or_else(|| self.first.clone());
        for (a, _) in &self.steps[from.min(self.steps.len())..] {
            // These actions were applied once already: replaying them cannot fail.
            if state.apply(*a).is_err() {
                break;
            }
        }
        self.state = state;
        Ok(())
    }

    /// Applies an action of whoever decides, and hands each seat its share of the events (what
    /// the match keeps: [`Keep`]).
    fn apply(&mut self, action: Action<G>) -> Result<&Step, Refusal> {
        self.apply_step(action)?;
        Ok(self.applied())
    }

    fn apply_step(&mut self, action: Action<G>) -> Result<(), Refusal> {
        let actor = self.state.actor();
        let reveals = self.state.reveals(action);
        let text = if self.keep.record {
            self.state.action_to_string(action)
        } else {
            String::new()
        };
        let before = self
            .steps
            .len()
            .is_multiple_of(CHECKPOINT)
            .then(|| self.state.clone());
        let logs_before = if self.keep.events {
            self.scratch.clear();
            self.state
                .apply_logged(action, &mut self.scratch)
                .map_err(|e| e.refusal())?;
            let mut logs_before: Vec<usize> = self.seen.iter().map(Vec::len).collect();
            logs_before.push(self.public.len());
            for e in &self.scratch {
                for s in 0..self.seats.len() {
                    if let Some(x) = self.state.event_seen_by(e, s) {
                        self.seen[s].push(x);
                    }
                }
                if let Some(x) = self.state.event_seen_by_spectator(e) {
                    self.public.push(x);
                }
            }
            logs_before
        } else {
            self.state.apply(action).map_err(|e| e.refusal())?;
            Vec::new()
        };
        if let Some(state) = before {
            self.checkpoints.truncate(self.steps.len() / CHECKPOINT);
            self.checkpoints.push(state);
        }
        if self.keep.record {
            self.record.actions.push(text.clone());
        }
        if self.state.actor() == Actor::Terminal {
            self.record.result = self.state.outcome();
        }
        let step = Step {
            index: self.steps.len(),
            actor,
            text,
            reveals,
            logs_before,
        };
        self.steps.push((action, step));
        Ok(())
    }

    /// Plays on until the game is over, a local seat leaves, or a remote seat is to decide:
    /// chance is drawn, bots are asked, local seats are asked through `host`, which sees every
    /// action.
    pub fn run(&mut self, host: &mut dyn Host<G>) -> Result<RunEnd, MatchError> {
        loop {
            if self.steps.len() >= self.max_actions {
                return Ok(RunEnd::ActionLimit);
            }
            match self.state.actor() {
                Actor::Terminal => {
                    return Ok(match self.state.outcome() {
                        Some(o) => RunEnd::Over(o),
                        None => RunEnd::ActionLimit,
                    });
                }
                Actor::Chance => {
                    self.play_chance()?;
                }
                Actor::Player(seat) => match &self.seats[seat] {
                    Controller::Bot(_) => {
                        host.bot_thinking(self, seat);
                        self.play_bot(seat, None, None)?;
                    }
                    Controller::Remote => return Ok(RunEnd::Waiting(seat)),
                    Controller::Local => match host.decide(self, seat) {
                        Reply::Act(a) => {
                            // A refused action is simply asked again.
                            if self.submit(seat, a).is_err() {
                                continue;
                            }
                        }
                        Reply::Undo => {
                            let before = self.steps.len();
                            if self.undo(seat).is_ok() {
                                let taken = before - self.steps.len();
                                host.undone(self, seat, taken);
                            }
                            continue;
                        }
                        Reply::Leave => return Ok(RunEnd::Left(seat)),
                    },
                },
            }
            if let Some((_, step)) = self.steps.last() {
                let step = step.clone();
                host.observe(self, &step);
            }
        }
    }
}

/// Why a match cannot start.
#[derive(Debug, thiserror::Error)]
pub enum MatchSetupError<E: std::error::Error + 'static> {
    #[error(transparent)]
    Setup(E),
    #[error("{players} players need {players} seats, one each; {seats} given")]
    Seats { players: usize, seats: usize },
}
