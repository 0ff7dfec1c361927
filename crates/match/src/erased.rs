//! A match seen without its game's types, for servers: actions in and out as notation,
//! views and events as JSON (docs/wire.md). [`crate::registry::GameEntry::new_match`] and
//! [`crate::registry::GameEntry::open_match`] make one.
//!
//! A bot's thinking is taken out of the match ([`AnyMatch::start_bot`] gives a job that runs on
//! any thread; [`AnyMatch::finish_bot`] puts the bot back and names its choice), so a server can
//! think off its async runtime while it goes on answering for the table.

use std::any::Any;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use gameroom_bots::{Bot, BotGame, Budget, Decision};
use gameroom_game::{Actor, Game, GameState, Outcome, Record, Refusal, Seat};
use serde::{Deserialize, Serialize};

use crate::{Controller, Match, MatchError};

type St<G> = <G as Game>::State;

/// Who sits in a seat: a person or a bot. The one such type of the workspace: the terminal's
/// seats, a table's settings as the server stores them (`"human"`, `{"bot": "normal"}`) and an
/// erased match's controllers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SeatSpec {
    /// A person, who submits actions.
    Human,
    /// A bot by spec (`easy`, `normal`, `hard`, `mcts:500ms`, …).
    Bot(String),
}

impl std::str::FromStr for SeatSpec {
    type Err = String;
    /// `human` (or `you`, `me`), or a bot: `easy`, `normal`, `hard`, `random`, `heuristic`,
    /// `mcts[:budget]` (checked by the game when the table is set).
    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim() {
            "" => Err("an empty seat: write `human` or a bot".into()),
            "human" | "you" | "me" => Ok(SeatSpec::Human),
            spec => Ok(SeatSpec::Bot(spec.to_string())),
        }
    }
}

/// A legal action as a table lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LegalAction {
    /// The action in the game's notation: what a client sends back.
    pub action: String,
    /// What it costs and brings, in a few words.
    pub description: String,
}

/// One applied action, as a server needs to know it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Applied {
    /// Its index in the record.
    pub index: usize,
    pub actor: Actor,
    /// It in the game's notation (for the record and the log; never sent to other seats: it may
    /// hold what they may not see, such as a face-down order).
    pub text: String,
    /// It revealed something: no undo crosses it.
    pub reveals: bool,
}

/// A bot's decision, to run on any thread.
pub struct BotJob {
    run: Box<dyn FnOnce() -> BotDone + Send>,
}

impl BotJob {
    /// Thinks (by the deadline given when the job was made) and returns the choice.
    pub fn run(self) -> BotDone {
        (self.run)()
    }
}

/// A bot's finished decision: give it back with [`AnyMatch::finish_bot`].
pub struct BotDone {
    seat: Seat,
    inner: Box<dyn Any + Send>,
}

impl BotDone {
    pub fn seat(&self) -> Seat {
        self.seat
    }
}

/// A match of any game. All texts are in the game's notation; all JSON is the wire format.
pub trait AnyMatch: Send {
    /// The game's name.
    fn game(&self) -> &'static str;
    fn num_players(&self) -> usize;
    fn actor(&self) -> Actor;
    /// Actions applied so far.
    fn len(&self) -> usize;
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    fn outcome(&self) -> Option<Outcome>;
    fn record(&self) -> &Record;
    /// The setup as JSON (as the record holds it).
    fn setup_json(&self) -> serde_json::Value {
        self.record().setup.clone()
    }
    /// What `viewer` sees now (`None`: a spectator).
    fn view(&self, viewer: Option<Seat>) -> serde_json::Value;
    /// `seat`'s legal actions (empty when it does not decide).
    fn legal(&self, seat: Seat) -> Vec<LegalAction>;
    /// How many events `viewer` has seen so far.
    fn log_len(&self, viewer: Option<Seat>) -> usize;
    /// The events `viewer` has seen from position `from` of its log on.
    fn events(&self, viewer: Option<Seat>, from: usize) -> Vec<serde_json::Value>;
    /// Whether `seat` may take `text` now, and if not why (nothing changes).
    fn check(&self, seat: Seat, text: &str) -> Result<(), Refusal>;
    /// Whether `seat` decides now, and if not why (`not-your-turn`, `game-over`).
    fn turn_of(&self, seat: Seat) -> Result<(), Refusal>;
    /// Applies `seat`'s action.
    fn submit(&mut self, seat: Seat, text: &str) -> Result<Applied, Refusal>;
    /// When chance acts: its outcome, drawn but not applied.
    fn draw_chance(&mut self) -> Option<String>;
    /// Applies a chance outcome (drawn earlier or read from a log).
    fn apply_chance(&mut self, text: &str) -> Result<Applied, Refusal>;
    fn can_undo(&self, seat: Seat) -> bool;
    /// Why `seat` may not undo now (`None`: it may).
    fn undo_refusal(&self, seat: Seat) -> Option<Refusal>;
    /// Takes back `seat`'s last action (see [`Match::undo`]).
    fn undo(&mut self, seat: Seat) -> Result<(), Refusal>;
    /// Whether a bot plays `seat` now.
    fn is_bot(&self, seat: Seat) -> bool;
    /// Puts a bot in `seat` (`Some(spec)`) or hands it back to its person (`None`).
    fn set_bot(&mut self, seat: Seat, spec: Option<&str>, seed: u64) -> Result<(), String>;
    /// Set when `seat`'s bot (an outside program) lost its seat to a stand-in, and why (see
    /// [`Match::faults`]). `None` while the bot thinks (it is out of the match then).
    fn bot_fault(&self, seat: Seat) -> Option<gameroom_bots::Fault>;
    /// The bot of `seat` leaves the match to think about the current decision on another thread
    /// (`None` when `seat` has no bot or does not decide). Until [`finish_bot`](Self::finish_bot)
    /// the seat has no bot.
    fn start_bot(
        &mut self,
        seat: Seat,
        deadline: Option<Instant>,
        cancel: Arc<AtomicBool>,
    ) -> Option<BotJob>;
    /// Puts the bot back and names its choice (not applied: check and submit it).
    fn finish_bot(&mut self, done: BotDone) -> Result<String, MatchError>;
    /// What the hard bot would do in `seat`'s decision now, and why: a job to run on any thread,
    /// or why not (`not-your-turn`, `game-over`). The hard bot sees only the seat's view and
    /// what the seat has seen, as a bot playing the seat would; the match is not changed.
    fn hint_job(&self, seat: Seat, seed: u64, cancel: Arc<AtomicBool>) -> Result<HintJob, Refusal>;
}

/// What the hard bot would play in a seat's decision, and why (a player's hint).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Hint {
    /// The action, in the game's notation (one of the seat's legal actions).
    pub action: String,
    /// What it costs and brings, as the seat's legal actions say it.
    pub description: String,
    /// Why, in one line (English), when the bot can say.
    pub reason: Option<String>,
    /// The seat's chance to win through the action, as the search estimates it (calibrated
    /// as the game's review is), 0 to 1.
    #[serde(default)]
    pub chance: Option<f64>,
    /// The simulated games through the action that the estimate rests on.
    #[serde(default)]
    pub games: Option<u32>,
    /// The next best action the search weighed, and its chance.
    #[serde(default)]
    pub next: Option<HintNext>,
}

/// The runner-up of a hint ([`Hint::next`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HintNext {
    pub action: String,
    pub description: String,
    pub chance: f64,
}

/// A hint's thinking, to run on any thread ([`AnyMatch::hint_job`]).
pub struct HintJob {
    run: Box<dyn FnOnce() -> Hint + Send>,
}

impl HintJob {
    pub fn run(self) -> Hint {
        (self.run)()
    }
}

/// A hint a seat was given, as a game's record keeps it (in its `meta`, under [`HINTS`]): who
/// asked, at which decision, and what the hard bot said.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HintNote {
    pub seat: Seat,
    /// The decision it was for: the number of actions in the record before it.
    pub at: usize,
    #[serde(flatten)]
    pub hint: Hint,
}

/// The key of a record's `meta` that lists the hints its players were given ([`HintNote`]s, in
/// the order they were asked); absent when none was.
pub const HINTS: &str = "hints";

/// Adds a hint to a record's `meta` ([`HINTS`]).
pub fn note_hint(
    meta: &mut std::collections::BTreeMap<String, serde_json::Value>,
    note: &HintNote,
) {
    let list = meta
        .entry(HINTS.to_string())
        .or_insert_with(|| serde_json::Value::Array(Vec::new()));
    if let (Some(list), Ok(v)) = (list.as_array_mut(), serde_json::to_value(note)) {
        list.push(v);
    }
}

/// A bot taken out of its seat while it thinks.
struct Thinking<G: Game> {
    bot: Box<dyn Bot<St<G>>>,
    action: <St<G> as GameState>::Action,
}

impl<G: BotGame> AnyMatch for Match<G> {
    fn game(&self) -> &'static str {
        <St<G> as GameState>::NAME
    }

    fn num_players(&self) -> usize {
        Match::num_players(self)
    }

    fn actor(&self) -> Actor {
        Match::actor(self)
    }

    fn len(&self) -> usize {
        Match::len(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        Match::outcome(self)
    }

    fn record(&self) -> &Record {
        Match::record(self)
    }

    fn view(&self, viewer: Option<Seat>) -> serde_json::Value {
        let v = match viewer {
            Some(s) => serde_json::to_value(Match::view(self, s)),
            None => serde_json::to_value(self.spectator_view()),
        };
        v.unwrap_or_default()
    }

    fn legal(&self, seat: Seat) -> Vec<LegalAction> {
        self.legal_actions(seat)
            .into_iter()
            .map(|a| LegalAction {
                action: self.action_text(a),
                description: self.describe(a),
            })
            .collect()
    }

    fn log_len(&self, viewer: Option<Seat>) -> usize {
        match viewer {
            Some(s) => self.seen(s).len(),
            None => self.seen_by_spectators().len(),
        }
    }

    fn events(&self, viewer: Option<Seat>, from: usize) -> Vec<serde_json::Value> {
        let log = match viewer {
            Some(s) => self.seen(s),
            None => self.seen_by_spectators(),
        };
        log.get(from..)
            .unwrap_or_default()
            .iter()
            .map(|e| serde_json::to_value(e).unwrap_or_default())
            .collect()
    }

    fn check(&self, seat: Seat, text: &str) -> Result<(), Refusal> {
        let a = self.parse(text)?;
        Match::check(self, seat, a)
    }

    fn turn_of(&self, seat: Seat) -> Result<(), Refusal> {
        Match::turn_of(self, seat)
    }

    fn submit(&mut self, seat: Seat, text: &str) -> Result<Applied, Refusal> {
        let a = self.parse(text)?;
        Match::submit(self, seat, a).map(applied)
    }

    fn draw_chance(&mut self) -> Option<String> {
        let a = Match::draw_chance(self)?;
        Some(self.action_text(a))
    }

    fn apply_chance(&mut self, text: &str) -> Result<Applied, Refusal> {
        let a = self.parse(text)?;
        Match::apply_chance(self, a).map(applied)
    }

    fn can_undo(&self, seat: Seat) -> bool {
        Match::can_undo(self, seat)
    }

    fn undo_refusal(&self, seat: Seat) -> Option<Refusal> {
        Match::undo_refusal(self, seat)
    }

    fn undo(&mut self, seat: Seat) -> Result<(), Refusal> {
        Match::undo(self, seat)
    }

    fn is_bot(&self, seat: Seat) -> bool {
        self.controller(seat).is_bot()
    }

    fn set_bot(&mut self, seat: Seat, spec: Option<&str>, seed: u64) -> Result<(), String> {
        let c = match spec {
            Some(spec) => Controller::Bot(G::bot(spec, seed, default_budget(), 1)?),
            None => Controller::Remote,
        };
        self.set_controller(seat, c);
        Ok(())
    }

    fn bot_fault(&self, seat: Seat) -> Option<gameroom_bots::Fault> {
        match self.controller(seat) {
            Controller::Bot(b) => b.fault(),
            _ => None,
        }
    }

    fn start_bot(
        &mut self,
        seat: Seat,
        deadline: Option<Instant>,
        cancel: Arc<AtomicBool>,
    ) -> Option<BotJob> {
        if Match::actor(self) != Actor::Player(seat) || !self.controller(seat).is_bot() {
            return None;
        }
        let Controller::Bot(mut bot) = self.set_controller(seat, Controller::Remote) else {
            return None;
        };
        let view = Match::view(self, seat);
        let legal = self.legal_actions(seat);
        let seen = self.seen(seat).to_vec();
        let thinking = bot.thinking_time().map(|t| Instant::now() + t);
        let deadline = match (deadline, thinking) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        Some(BotJob {
            run: Box::new(move || {
                let decision = Decision {
                    seat,
                    view: &view,
                    legal: &legal,
                    seen: &seen,
                    deadline,
                    cancel: Some(&cancel),
                };
                let action = bot.choose(&decision);
                BotDone {
                    seat,
                    inner: Box::new(Thinking::<G> { bot, action }),
                }
            }),
        })
    }

    fn finish_bot(&mut self, done: BotDone) -> Result<String, MatchError> {
        let seat = done.seat;
        let Ok(t) = done.inner.downcast::<Thinking<G>>() else {
            return Err(MatchError::NoLegalAction { seat });
        };
        let Thinking { bot, action } = *t;
        self.set_controller(seat, Controller::Bot(bot));
        Ok(self.action_text(action))
    }

    fn hint_job(&self, seat: Seat, seed: u64, cancel: Arc<AtomicBool>) -> Result<HintJob, Refusal> {
        Match::turn_of(self, seat)?;
        let mut bot = G::bot("hard:place0", seed, gameroom_bots::HARD_BUDGET, 1)
            .map_err(|e| Refusal::new("hint-failed", None, format!("no hint: {e}")))?;
        let view = Match::view(self, seat);
        let legal = self.legal_actions(seat);
        let words: Vec<(String, String)> = legal
            .iter()
            .map(|&a| (self.action_text(a), self.describe(a)))
            .collect();
        let seen = self.seen(seat).to_vec();
        let points = G::review_calibration(self.num_players());
        Ok(HintJob {
            run: Box::new(move || {
                let decision = Decision {
                    seat,
                    view: &view,
                    legal: &legal,
                    seen: &seen,
                    deadline: None,
                    cancel: Some(&cancel),
                };
                let words_of = |text: &str| words.iter().find(|w| w.0 == text).cloned();
                // The chosen action's notation and description.
                let words_for = |chosen| {
                    let k = legal.iter().position(|&a| a == chosen).unwrap_or(0);
                    words.get(k).cloned().unwrap_or_default()
                };
                // A search weighs every action: the hint says how the best and the next best
                // fared. (A bot that cannot weigh only names its choice.)
                let Some(a) = bot.assess(&decision) else {
                    let (action, description) = words_for(bot.choose(&decision));
                    return Hint {
                        action,
                        description,
                        reason: bot.explain(),
                        chance: None,
                        games: None,
                        next: None,
                    };
                };
                let (action, description) = words_for(a.action);
                let best = a.actions.iter().find(|r| r.action == action);
                let next = a
                    .actions
                    .iter()
                    .filter(|r| r.action != action && r.iterations > 0)
                    .max_by_key(|r| r.iterations)
                    .and_then(|r| {
                        let (action, description) = words_of(&r.action)?;
                        Some(HintNext {
                            action,
                            description,
                            chance: crate::review::calibrate(r.chance, points),
                        })
                    });
                Hint {
                    action,
                    description,
                    reason: Some(a.reason),
                    chance: best.map(|r| crate::review::calibrate(r.chance, points)),
                    games: best.map(|r| r.iterations),
                    next,
                }
            }),
        })
    }
}

/// What a server's bots think per decision when their spec names no budget.
pub fn default_budget() -> Budget {
    Budget::Time(std::time::Duration::from_secs(1))
}

fn applied(s: &crate::Step) -> Applied {
    Applied {
        index: s.index,
        actor: s.actor,
        text: s.text.clone(),
        reveals: s.reveals,
    }
}
