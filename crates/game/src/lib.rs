//! The game interface shared by every gameroom rules engine, bot, table and tool.
//!
//! A game is a plain, deterministic state machine (after OpenSpiel's `State` and TAG's forward
//! model): [`GameState::actor`] says who decides now, [`GameState::legal_actions`] lists what they
//! may do, [`GameState::apply`] does it or says, with a typed refusal, why it is illegal. Chance is
//! an actor of its own: when [`Actor::Chance`] decides, the legal actions are the outcomes (a die
//! face, a card drawn) and [`GameState::chance_outcomes`] gives their distribution; the driver
//! picks one with its own seeded generator and applies it like any other action, so a record of
//! actions replays a game exactly.
//!
//! A whole game (its setup, its description for lobbies and command lines) is a [`Game`]; a
//! game's record replays through the one routine [`replay`].
//!
//! Invariants every implementation keeps (the conformance suite in `gameroom-match` checks them
//! for every game):
//! - `apply` of an action listed by `legal_actions` succeeds; any other action is refused with an
//!   [`IllegalAction`] (a stable code, the rule, a sentence) and leaves the state unchanged.
//! - the state holds no generator and does no I/O: the same actions give the same state.
//! - `view(seat)` holds only what that seat may know; `event_seen_by` gives a seat only its share
//!   of an event; the spectator's view and events hold only what is public.
//! - views, events and setups are plain data with a stable JSON shape (docs/wire.md): they are
//!   what a network table sends.
//! - cloning is cheap (no heap allocation on the hot path of the engines that matter for search).

use std::fmt;

pub use rand;
pub use rand_pcg::Pcg64Mcg;
use serde::Serialize;
use serde::de::DeserializeOwned;

mod game;
mod intern;
mod notation;
mod record;
mod refusal;
pub mod tensor;

pub use game::{
    Game, GameInfo, Lesson, Material, MaterialInfo, MaterialOption, RuleInfo, TableOptions,
    VariantInfo,
};
pub use intern::{InternFull, Interner};
pub use notation::{ActionSeed, ActionText};
pub use record::{RECORD_FORMAT, Record, RecordError, Replay, ReplayError, record_setup, replay};
pub use refusal::{Arg, Args, IllegalAction, Refusal};

/// A seat at the table: 0-based, in clockwise playing order.
pub type Seat = usize;

/// The seeded generator every tool and bot uses: small, fast, portable across platforms,
/// `Clone` and serde-serialisable (unlike `StdRng`), so a run can be reproduced from its seed.
pub type GameRng = Pcg64Mcg;

/// A generator from a 64-bit seed (the same seed gives the same stream everywhere).
pub fn rng_from_seed(seed: u64) -> GameRng {
    use rand::SeedableRng;
    GameRng::seed_from_u64(seed)
}

/// Who must act next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Actor {
    /// This seat decides (not always the seat whose turn it is: offerings and some yields are
    /// asked of every player in turn).
    Player(Seat),
    /// A chance event is due; the legal actions are its outcomes.
    Chance,
    /// The game is over.
    Terminal,
}

/// The end of a game: scores, ranks and why it ended.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// Final score per seat.
    pub scores: Vec<i64>,
    /// Rank per seat after the game's tie-breaks: 0 is first; tied seats share a rank.
    pub ranks: Vec<usize>,
    /// The seats ranked first (more than one when the tie-breaks leave a tie: a shared win).
    pub winners: Vec<Seat>,
    /// Why the game ended, in the game's own words (e.g. `all-built`, `stalemate`, `turn-cap`).
    pub end_reason: String,
}

impl Outcome {
    /// Ranks seats by `keys` (larger is better, compared lexicographically: the score first,
    /// then each tie-break in order). Seats with equal keys share a rank.
    pub fn from_keys(scores: Vec<i64>, keys: &[Vec<i64>], end_reason: impl Into<String>) -> Self {
        let n = keys.len();
        let ranks: Vec<usize> = (0..n)
            .map(|s| (0..n).filter(|&o| keys[o] > keys[s]).count())
            .collect();
        let winners = (0..n).filter(|&s| ranks[s] == 0).collect();
        Outcome {
            scores,
            ranks,
            winners,
            end_reason: end_reason.into(),
        }
    }

    /// How much of a meeting a seat at rank `rank` took from one at rank `other`: 1 finishing
    /// ahead, ½ level, 0 behind (ranks as in [`Outcome::ranks`], 0 first).
    pub fn ahead(rank: usize, other: usize) -> f64 {
        match rank.cmp(&other) {
            std::cmp::Ordering::Less => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Greater => 0.0,
        }
    }

    /// The share of the win for `seat`: 1 for a sole winner, 1/k for each of k tied winners,
    /// 0 otherwise. The rewards of all seats sum to 1.
    pub fn win_share(&self, seat: Seat) -> f64 {
        if self.winners.contains(&seat) {
            1.0 / self.winners.len() as f64
        } else {
            0.0
        }
    }
}

/// `text` cut to its first `max` characters, with `…` when cut.
pub fn shorten(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// An error message of a parser kept readable: one longer than 300 characters (serde quotes
/// the input it met, which can be megabytes) keeps its start and its end (where serde says the
/// line and column).
pub fn brief(message: &str) -> String {
    let chars = message.chars().count();
    if chars <= 300 {
        return message.to_string();
    }
    let head: String = message.chars().take(200).collect();
    let tail: String = message.chars().skip(chars - 80).collect();
    format!("{head} … {tail}")
}

/// A text action that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot read action `{input}`: {message}")]
pub struct ParseActionError {
    pub input: String,
    pub message: String,
}

impl ParseActionError {
    /// The error for `input` (cut to its first 80 characters: a message quotes what it can
    /// show, not a megabyte of garbage).
    pub fn new(input: &str, message: impl Into<String>) -> Self {
        ParseActionError {
            input: shorten(input, 80),
            message: shorten(&message.into(), 300),
        }
    }

    /// The refusal a table sends for an action it cannot read.
    pub fn refusal(&self) -> Refusal {
        Refusal {
            code: "unreadable-action".into(),
            rule: None,
            message: self.to_string(),
            args: Args::new(),
        }
    }
}

/// A game's state and rules: everything a bot, a table or a tool needs.
pub trait GameState: Clone + fmt::Debug + Send + Sync + 'static {
    /// One decision: compact and `Copy`, so search can store many. Its JSON form is its text
    /// notation ([`ActionText`], [`ActionSeed`]).
    type Action: Copy + Eq + std::hash::Hash + fmt::Debug + Send + Sync + 'static;
    /// What one seat (or a spectator) may see: plain data, sent to tables as JSON.
    type View: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static;
    /// What the table sees happen: plain data, sent to tables as JSON.
    type Event: Clone
        + fmt::Debug
        + PartialEq
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + 'static;
    /// Why an action is illegal: a stable code, the rule, a sentence.
    type Illegal: IllegalAction;

    /// The game's name in records and on the command line.
    const NAME: &'static str;

    fn num_players(&self) -> usize;

    /// Who decides now.
    fn actor(&self) -> Actor;

    /// The legal actions of the current actor (outcomes when chance acts), written into `out`
    /// (cleared first). Empty when the game is over.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);

    /// When chance acts: each outcome with its probability (they sum to 1). Otherwise empty.
    fn chance_outcomes(&self, out: &mut Vec<(Self::Action, f64)>);

    /// Applies an action of the current actor. An illegal action changes nothing.
    fn apply(&mut self, action: Self::Action) -> Result<(), Self::Illegal>;

    /// Like [`apply`](Self::apply), and appends what the table sees happen to `events`.
    fn apply_logged(
        &mut self,
        action: Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), Self::Illegal>;

    /// Whether applying `action` here would show someone something that was hidden until now: a
    /// chance outcome, a hidden card looked at, face-down orders turned up. A table never lets
    /// an undo cross such an action. (Another seat's decision is also a limit for undo; the match
    /// driver knows that one without asking.) Default: chance outcomes reveal, nothing else does.
    fn reveals(&self, action: Self::Action) -> bool {
        let _ = action;
        self.actor() == Actor::Chance
    }

    /// What `seat` may see of the state.
    fn view(&self, seat: Seat) -> Self::View;

    /// What a spectator may see: only what is public.
    fn spectator_view(&self) -> Self::View;

    /// The part of `event` that `seat` may see (`None`: nothing of it). Games whose events are
    /// all public keep the default.
    fn event_seen_by(&self, event: &Self::Event, seat: Seat) -> Option<Self::Event> {
        let _ = seat;
        Some(event.clone())
    }

    /// The part of `event` a spectator may see. Games whose events are all public keep the
    /// default.
    fn event_seen_by_spectator(&self, event: &Self::Event) -> Option<Self::Event> {
        Some(event.clone())
    }

    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// The action in the game's text notation (as records and tables write it).
    fn action_to_string(&self, action: Self::Action) -> String;

    /// Reads an action in the game's text notation. Reading does not check legality.
    fn parse_action(&self, text: &str) -> Result<Self::Action, ParseActionError>;

    /// A short description of a legal action for a person choosing among them (what it costs
    /// and brings), in the game's words. Default: the notation.
    fn describe_action(&self, action: Self::Action) -> String {
        self.action_to_string(action)
    }

    /// The number of turns played so far, as the game counts them (for statistics).
    fn turns(&self) -> u32;

    /// Action numbers, for numbered action spaces (OpenSpiel, PettingZoo): every action a
    /// player may ever take in this game as it is set up (its board, its players, its cards)
    /// has a number below this, fixed for the game's whole course. The numbering is the game's
    /// own, documented with it.
    fn num_distinct_actions(&self) -> usize;

    /// Every chance outcome has a number below this (a range of its own).
    fn max_chance_outcomes(&self) -> usize;

    /// An action's number: a player's below [`num_distinct_actions`](Self::num_distinct_actions),
    /// a chance outcome's below [`max_chance_outcomes`](Self::max_chance_outcomes).
    fn action_number(&self, action: Self::Action) -> usize;

    /// The action a number names (a chance outcome when `chance`), if any; legality is not
    /// checked.
    fn action_from_number(&self, number: usize, chance: bool) -> Option<Self::Action>;

    /// The size of a seat's observation tensor, fixed for the game as set up.
    fn observation_size(&self) -> usize;

    /// What `seat` sees (`None`: a spectator) as numbers, into `out` (cleared): the game's
    /// documented encoding of [`view`](Self::view), built from the view alone, so it tells
    /// no more than the view.
    fn observation_tensor(&self, seat: Option<Seat>, out: &mut Vec<f32>);

    /// The size of [`information_state_tensor`](Self::information_state_tensor), fixed for the
    /// game as set up. Default: the observation's.
    fn information_state_size(&self) -> usize {
        self.observation_size()
    }

    /// What `seat` knows as numbers: its observation tensor, then what the game lets it infer
    /// from `seen`, every event it has seen since the game began (the game's documented
    /// encoding; built from the seat's view and those events alone). Default: the observation
    /// alone, for a game whose views hold all a seat can know.
    fn information_state_tensor(&self, seat: Seat, seen: &[Self::Event], out: &mut Vec<f32>) {
        let _ = seen;
        self.observation_tensor(Some(seat), out);
    }

    /// Picks a chance outcome with `rng` according to [`chance_outcomes`](Self::chance_outcomes).
    /// `None` when chance does not act.
    fn sample_chance(&self, rng: &mut GameRng) -> Option<Self::Action> {
        use rand::RngExt;
        let mut outcomes = Vec::new();
        self.chance_outcomes(&mut outcomes);
        let total: f64 = outcomes.iter().map(|(_, p)| p).sum();
        let mut x = rng.random::<f64>() * total;
        for &(a, p) in &outcomes {
            if x < p {
                return Some(a);
            }
            x -= p;
        }
        outcomes.last().map(|&(a, _)| a)
    }

    fn is_terminal(&self) -> bool {
        self.actor() == Actor::Terminal
    }
}

/// A game whose hidden information a seat can guess from its view and the events it has seen:
/// how search bots build full states without ever reading the real one (determinisation).
pub trait Determinize: GameState {
    /// What a seat knows, digested once per decision.
    type Knowledge: Clone + Send + Sync + 'static;

    /// Digests a seat's view and every event it has seen since the game began.
    fn knowledge(view: &Self::View, seen: &[Self::Event]) -> Self::Knowledge;

    /// A full state consistent with that knowledge. When [`is_exact`](Self::is_exact), this is
    /// the one state the knowledge allows.
    fn sample(knowledge: &Self::Knowledge, rng: &mut GameRng) -> Self;

    /// Whether nothing is left to guess (every sample is the same state).
    fn is_exact(_knowledge: &Self::Knowledge) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_share_ties_and_winners() {
        let o = Outcome::from_keys(
            vec![10, 12, 12, 3],
            &[vec![10, 5], vec![12, 4], vec![12, 4], vec![3, 9]],
            "test",
        );
        assert_eq!(o.ranks, vec![2, 0, 0, 3]);
        assert_eq!(o.winners, vec![1, 2]);
        assert_eq!(o.win_share(1), 0.5);
        assert_eq!(o.win_share(0), 0.0);
    }

    /// A meeting of two seats: the better rank takes it whole, a shared rank half each, so
    /// every meeting hands out exactly 1 (the arena's head to head and the search's placement
    /// reward count on it).
    #[test]
    fn ahead_gives_a_meeting_to_the_better_rank_and_halves_a_tie() {
        let o = Outcome::from_keys(
            vec![10, 12, 12, 3],
            &[vec![10, 5], vec![12, 4], vec![12, 4], vec![3, 9]],
            "test",
        );
        assert_eq!(Outcome::ahead(o.ranks[1], o.ranks[0]), 1.0);
        assert_eq!(Outcome::ahead(o.ranks[0], o.ranks[1]), 0.0);
        assert_eq!(Outcome::ahead(o.ranks[1], o.ranks[2]), 0.5);
        assert_eq!(Outcome::ahead(o.ranks[0], o.ranks[3]), 1.0);
        for a in 0..4 {
            for b in (0..4).filter(|&b| b != a) {
                let sum =
                    Outcome::ahead(o.ranks[a], o.ranks[b]) + Outcome::ahead(o.ranks[b], o.ranks[a]);
                assert_eq!(sum, 1.0, "the meeting of seats {a} and {b}");
            }
        }
    }

    #[test]
    fn seeded_rng_is_reproducible_and_clonable() {
        use rand::RngExt;
        let mut a = rng_from_seed(42);
        let mut b = a.clone();
        let xs: Vec<u32> = (0..5).map(|_| a.random()).collect();
        let ys: Vec<u32> = (0..5).map(|_| b.random()).collect();
        assert_eq!(xs, ys);
        let json = serde_json::to_string(&a).expect("rng serialises");
        let mut c: GameRng = serde_json::from_str(&json).expect("rng deserialises");
        assert_eq!(a.random::<u64>(), c.random::<u64>());
    }
}
