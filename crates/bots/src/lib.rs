//! Bots over the shared game interface.
//!
//! A bot decides for one seat from a [`Decision`]: that seat's view, the legal actions, and the
//! events that seat has seen since the game began. It never receives the game state, so it cannot
//! read what its seat may not see: the type system keeps it honest (boardgame.io's MCTS bot reads
//! the hidden state; ours cannot). Search bots that need a full state build one from the view and
//! the history ([`gameroom_game::Determinize`]).
//!
//! - [`RandomBot`]: uniform among the legal actions.
//! - [`HeuristicBot`]: one-ply lookahead with a game's evaluation ([`Domain`]).
//! - [`MctsBot`]: Monte Carlo tree search with chance nodes, determinisation (information-set
//!   search where something is hidden), macro moves, truncated rollouts, tree reuse, and root
//!   parallelism.
//!
//! Every bot is seeded; with an iteration budget the same seed plays the same.

pub mod cvlizations;
mod domain;
mod heuristic;
mod mcts;
pub mod meduris;
mod random;

use std::time::Duration;

use gameroom_game::{GameState, Seat};

pub use domain::{Domain, Move, PlainDomain};
pub use heuristic::HeuristicBot;
pub use mcts::{MctsBot, MctsConfig, Rollout};
pub use random::RandomBot;

/// What a bot is given to decide.
pub struct Decision<'a, G: GameState> {
    /// The seat deciding.
    pub seat: Seat,
    /// What that seat sees.
    pub view: &'a G::View,
    /// The legal actions (never empty).
    pub legal: &'a [G::Action],
    /// Every event this seat has seen since the game began, in order.
    pub seen: &'a [G::Event],
}

/// Something that decides for a seat.
pub trait Bot<G: GameState>: Send {
    /// A short name for tables and records.
    fn name(&self) -> String;

    /// Picks one of `decision.legal`.
    fn choose(&mut self, decision: &Decision<'_, G>) -> G::Action;

    /// Why the last choice, in one line (for hints), when the bot can say.
    fn explain(&self) -> Option<String> {
        None
    }
}

/// How long a search bot may think about one decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// This many iterations in all (reproducible: the same seed plays the same).
    Iterations(u32),
    /// This much wall time.
    Time(Duration),
}

impl std::str::FromStr for Budget {
    type Err = String;
    /// `2000it` (iterations), `1s`, `250ms`, `1.5s`.
    fn from_str(s: &str) -> Result<Budget, String> {
        let s = s.trim();
        let bad = || format!("`{s}` is not a budget (e.g. `1s`, `250ms`, `5000it`)");
        if let Some(n) = s.strip_suffix("it") {
            return n.parse().map(Budget::Iterations).map_err(|_| bad());
        }
        if let Some(ms) = s.strip_suffix("ms") {
            return ms
                .parse::<u64>()
                .map(|ms| Budget::Time(Duration::from_millis(ms)))
                .map_err(|_| bad());
        }
        if let Some(secs) = s.strip_suffix('s') {
            return secs
                .parse::<f64>()
                .ok()
                .filter(|x| x.is_finite() && *x > 0.0)
                .map(|x| Budget::Time(Duration::from_secs_f64(x)))
                .ok_or_else(bad);
        }
        Err(bad())
    }
}

impl std::fmt::Display for Budget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Budget::Iterations(n) => write!(f, "{n}it"),
            Budget::Time(d) if d.subsec_millis() == 0 => write!(f, "{}s", d.as_secs()),
            Budget::Time(d) => write!(f, "{}ms", d.as_millis()),
        }
    }
}

/// The difficulty levels a player picks (each a documented bot and budget).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Difficulty {
    /// The heuristic bot with noise: it usually picks a good move but often a merely decent one.
    Easy,
    /// The heuristic bot: the best move by its evaluation one move ahead.
    Normal,
    /// MCTS with heuristic rollouts: 1 s per decision on all cores.
    Hard,
}

/// The bots this version knows, by name.
pub const BOT_NAMES: &[&str] = &[
    "random",
    "heuristic",
    "mcts",
    "ismcts",
    "easy",
    "normal",
    "hard",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_read_and_write() {
        assert_eq!("2000it".parse(), Ok(Budget::Iterations(2000)));
        assert_eq!("1s".parse(), Ok(Budget::Time(Duration::from_secs(1))));
        assert_eq!(
            "250ms".parse(),
            Ok(Budget::Time(Duration::from_millis(250)))
        );
        assert_eq!(
            Budget::Time(Duration::from_millis(250)).to_string(),
            "250ms"
        );
        assert_eq!(Budget::Time(Duration::from_secs(2)).to_string(), "2s");
        assert!("fast".parse::<Budget>().is_err());
        assert!("-1s".parse::<Budget>().is_err());
    }
}
