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
pub mod protocol;
mod random;

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use gameroom_game::{Determinize, Game, GameState, Seat};

pub use domain::{Domain, Move, PlainDomain, margin, outcome_value, win_chances};
pub use heuristic::HeuristicBot;
pub use mcts::{MctsBot, MctsConfig, Rollout, RootAction, SearchReport};
pub use protocol::ExecBot;
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
    /// When the answer is due (a turn clock, the bot's own thinking time as the table granted
    /// it). A bot answers by then; `None`: it thinks as long as its own budget says.
    pub deadline: Option<Instant>,
    /// Raised when the answer is no longer wanted (the seat's player came back, the table
    /// closed): a bot stops thinking at once and answers with what it has.
    pub cancel: Option<&'a AtomicBool>,
}

impl<'a, G: GameState> Decision<'a, G> {
    /// A decision with no deadline and no cancel signal.
    pub fn new(
        seat: Seat,
        view: &'a G::View,
        legal: &'a [G::Action],
        seen: &'a [G::Event],
    ) -> Self {
        Decision {
            seat,
            view,
            legal,
            seen,
            deadline: None,
            cancel: None,
        }
    }

    /// Whether thinking must stop now: the deadline has passed or the answer was cancelled.
    pub fn must_stop(&self) -> bool {
        self.cancel.is_some_and(|c| c.load(Ordering::Relaxed))
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// Something that decides for a seat.
pub trait Bot<G: GameState>: Send {
    /// A short name for tables and records.
    fn name(&self) -> String;

    /// How long this bot would like to think about a decision, when it thinks by the clock (a
    /// table turns it into the decision's deadline, capped by the seat's turn clock). `None`: it
    /// answers at once or counts iterations.
    fn thinking_time(&self) -> Option<Duration> {
        None
    }

    /// Picks one of `decision.legal`, by `decision.deadline`.
    fn choose(&mut self, decision: &Decision<'_, G>) -> G::Action;

    /// Why the last choice, in one line (for hints), when the bot can say.
    fn explain(&self) -> Option<String> {
        None
    }

    /// Weighs a decision without playing it (for a game's review): every seat's chance to win
    /// after the move the bot prefers, that move, and each legal action's chance for the
    /// deciding seat. `None`: this bot cannot say (only search bots estimate chances). It starts
    /// no plan: the next [`choose`](Self::choose) thinks afresh.
    fn assess(&mut self, _decision: &Decision<'_, G>) -> Option<Assessment<G::Action>> {
        None
    }

    /// Whether the last choice was thought about: `false` for a forced move or the rest of a
    /// macro move planned before (the arena times only the decisions a bot thought about).
    fn thought(&self) -> bool {
        true
    }

    /// Set when the bot lost its seat to a stand-in (an outside program that crashed, hung,
    /// wrote garbage or answered an illegal move): what happened. Built-in bots never do.
    fn fault(&self) -> Option<Fault> {
        None
    }

    /// Whether the bot reads the events of its decisions ([`Decision::seen`]): what the others
    /// revealed, from which a search guesses what it cannot see. A match whose bots read none
    /// need not keep them (`gameroom sim` with random bots plays at the engine's speed).
    fn reads_events(&self) -> bool {
        true
    }
}

/// A bot's estimate of a decision ([`Bot::assess`]).
#[derive(Clone, Debug)]
pub struct Assessment<A> {
    /// Every seat's chance to win, 0 to 1 and summing to 1, if [`action`](Self::action) (and
    /// the rest of the move it starts) is played.
    pub chances: Vec<f64>,
    /// The action the bot prefers.
    pub action: A,
    /// The move it starts, in notation (`exchange …, then build …`).
    pub text: String,
    /// Why, in one line.
    pub reason: String,
    /// Each legal action the search weighed: its chance for the deciding seat and the games
    /// simulated through it.
    pub actions: Vec<RootAction>,
}

/// What went wrong with a bot that lost its seat.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Fault {
    pub kind: FaultKind,
    /// What happened, in a sentence about the bot (`gave no answer within 1500 ms`).
    pub message: String,
}

impl Fault {
    pub fn new(kind: FaultKind, message: String) -> Self {
        Fault { kind, message }
    }
}

impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.kind.name(), self.message)
    }
}

/// The kinds of [`Fault`], for counting them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum FaultKind {
    /// The program could not be started.
    Unstartable,
    /// It ended or closed its output.
    Crashed,
    /// It did not answer in time.
    Hung,
    /// It wrote something that is not an answer.
    Garbage,
    /// It answered an action that is not legal now (or unreadable).
    Illegal,
}

impl FaultKind {
    pub fn name(self) -> &'static str {
        match self {
            FaultKind::Unstartable => "unstartable",
            FaultKind::Crashed => "crashed",
            FaultKind::Hung => "hung",
            FaultKind::Garbage => "garbage",
            FaultKind::Illegal => "illegal",
        }
    }
}

/// A game the bots can play: its bots by spec (`random`, `heuristic`, `mcts:1s`, `hard`, …).
/// Implemented here for every game, so that the tools and the tables never name a game.
pub trait BotGame: Game<State: Determinize + std::hash::Hash> {
    /// A bot by spec (see [`build`]); search bots that do not name a budget think for
    /// `default_budget`, on up to `threads` threads.
    fn bot(
        spec: &str,
        seed: u64,
        default_budget: Budget,
        threads: usize,
    ) -> Result<Box<dyn Bot<Self::State>>, String>;

    /// How the hard bot's raw chances to win (a game's review) map to the rates observed in
    /// self-play, for `players` players: the points `(raw, observed)` of a piecewise-linear map
    /// from (0, 0) to (1, 1), measured by `gameroom calibrate` (docs/bots.md, "How far to
    /// trust the chances"). Empty: the raw chance is shown.
    fn review_calibration(_players: usize) -> &'static [(f64, f64)] {
        &[]
    }
}

impl BotGame for ::meduris::Meduris {
    fn bot(
        spec: &str,
        seed: u64,
        default_budget: Budget,
        threads: usize,
    ) -> Result<Box<dyn Bot<::meduris::State>>, String> {
        crate::meduris::bot(spec, seed, default_budget, threads)
    }

    fn review_calibration(players: usize) -> &'static [(f64, f64)] {
        crate::meduris::review_calibration(players)
    }
}

impl BotGame for ::cvlizations::Cvlizations {
    fn bot(
        spec: &str,
        seed: u64,
        default_budget: Budget,
        threads: usize,
    ) -> Result<Box<dyn Bot<::cvlizations::State>>, String> {
        crate::cvlizations::bot(spec, seed, default_budget, threads)
    }

    fn review_calibration(players: usize) -> &'static [(f64, f64)] {
        crate::cvlizations::review_calibration(players)
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

/// The most threads one search may use.
pub const MAX_THREADS: usize = 64;

/// The longest a bot may be asked to think about one decision.
pub const MAX_THINKING: Duration = Duration::from_secs(3600);

fn too_long(bad: String) -> String {
    format!("{bad}; a time is more than 0 and at most 1 hour")
}

impl std::str::FromStr for Budget {
    type Err = String;
    /// `2000it` (iterations), `1s`, `250ms`, `1.5s`.
    fn from_str(s: &str) -> Result<Budget, String> {
        let s = s.trim();
        let bad = || format!("`{s}` is not a budget (e.g. `1s`, `250ms`, `5000it`)");
        if let Some(n) = s.strip_suffix("it") {
            return n
                .parse::<u32>()
                .ok()
                .filter(|&n| n > 0)
                .map(Budget::Iterations)
                .ok_or_else(|| format!("{}; iterations are 1 to {}", bad(), u32::MAX));
        }
        match parse_duration(s) {
            Some(d) if !d.is_zero() && d <= MAX_THINKING => Ok(Budget::Time(d)),
            // A time that is no time (`0s`, `inf s`, `NaNs`, `1e400s`) gets the bound too.
            _ if s.ends_with(['s', 'm', 'h']) => Err(too_long(bad())),
            _ => Err(bad()),
        }
    }
}

/// A length of time written `250ms`, `1.5s`, `2m`, `1h` (a number, then its unit); `None` when
/// it is not one. The one reader of durations: budgets, outside bots' limits and the command
/// line's options all read through it, and check its bounds themselves.
pub fn parse_duration(text: &str) -> Option<Duration> {
    let s = text.trim();
    let (number, scale) = [("ms", 0.001), ("s", 1.0), ("m", 60.0), ("h", 3600.0)]
        .iter()
        .find_map(|&(unit, scale)| s.strip_suffix(unit).map(|n| (n, scale)))?;
    let x: f64 = number
        .parse()
        .ok()
        .filter(|x: &f64| x.is_finite() && *x >= 0.0)?;
    // Longer than any bound (`1e30s`) reads as the longest duration: the caller's bound refuses it.
    Some(Duration::try_from_secs_f64(x * scale).unwrap_or(Duration::MAX))
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

/// The hard level's search: this many iterations per decision, whatever the machine (shared
/// among the threads it is given), so the level is the same everywhere and fast: about 0.05 s
/// on one core for Meduris, 0.06 to 0.16 s for CVlizations (two to four players).
pub const HARD_BUDGET: Budget = Budget::Iterations(2000);

/// The expert level's thinking time per decision: a second, what a person gladly waits for a
/// strong opponent, on every core the machine has (root parallelism).
pub const EXPERT_BUDGET: Budget = Budget::Time(Duration::from_secs(1));

/// A game's difficulty levels below expert: each the game's search with its budget (docs/bots.md,
/// "Difficulty levels").
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Levels {
    pub easy: Budget,
    pub normal: Budget,
    pub advanced: Budget,
    pub hard: Budget,
}

/// The difficulty levels a player picks (each a documented bot and budget).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Difficulty {
    /// The search with a few iterations (the game's [`Levels`]): it sees what a move brings,
    /// hardly what follows.
    Easy,
    /// The search with ten times easy's iterations or more (the game's [`Levels`]).
    Normal,
    /// Between normal and hard.
    Advanced,
    /// MCTS with the game's rollout policy and evaluation, [`HARD_BUDGET`] per decision.
    Hard,
    /// The hard level's search for [`EXPERT_BUDGET`] on every core.
    Expert,
}

impl Difficulty {
    pub const ALL: [Difficulty; 5] = [
        Difficulty::Easy,
        Difficulty::Normal,
        Difficulty::Advanced,
        Difficulty::Hard,
        Difficulty::Expert,
    ];

    /// The level's bot spec.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Normal => "normal",
            Difficulty::Advanced => "advanced",
            Difficulty::Hard => "hard",
            Difficulty::Expert => "expert",
        }
    }
}

/// The threads the expert level searches with: every core the machine offers (at most 8).
pub fn expert_threads() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .clamp(1, 8)
}

/// The bots this version knows, by name.
pub const BOT_NAMES: &[&str] = &[
    "exec:PROGRAM",
    "random",
    "heuristic",
    "mcts",
    "ismcts",
    "easy",
    "normal",
    "advanced",
    "hard",
    "expert",
];

/// `spec` without the option `option` (an option one game's specs know, before
/// [`build`] reads the rest), and whether it was there.
/// An outside program's spec (`exec:…`) is its own and left whole.
pub(crate) fn take_option(spec: &str, option: &str) -> (String, bool) {
    if spec.trim().starts_with("exec:") {
        return (spec.to_string(), false);
    }
    let mut found = false;
    let kept: Vec<&str> = spec
        .split(':')
        .filter(|o| {
            let here = o.trim() == option;
            found |= here;
            !here
        })
        .collect();
    (kept.join(":"), found)
}

/// Whether `spec` names the expert level (its games add their own knowledge to it).
pub(crate) fn is_expert(spec: &str) -> bool {
    spec.split(':')
        .next()
        .is_some_and(|name| name.trim().eq_ignore_ascii_case("expert"))
}

/// Builds a bot of a game from a spec: a name with options after colons, e.g. `mcts:500ms`,
/// `mcts:4000it:2t`. Names: `random`, `heuristic` (one ply), `mcts` (= `ismcts`), and the
/// levels `easy`, `normal`, `advanced`, `hard` (the search at the game's `levels`) and `expert`. Options: a budget
/// (`1s`, `250ms`, `5000it`), threads (`2t`), `random-rollouts`, rollout depth (`d40`; `d0`
/// plays rollouts to the end), prior visits (`p10`) and the positions settled per prior
/// (`look4`), the looks kept to the nodes fewer than D steps below the root (`lookdepth1`: the
/// root alone), rollouts averaged per new leaf (`sims4`), exploration (`c0.7`), placement's share
/// of the reward (`place0.25`), PUCT with the game's fitted policy (`policy:puct6`; `puctN`
/// alone: every move alike), `no-reuse`. `base` holds the game's search settings.
pub fn build<G, D>(
    spec: &str,
    seed: u64,
    default_budget: Budget,
    default_threads: usize,
    domain: std::sync::Arc<D>,
    base: MctsConfig,
    levels: &Levels,
) -> Result<Box<dyn Bot<G>>, String>
where
    G: gameroom_game::Determinize + std::hash::Hash,
    D: Domain<G>,
{
    if let Some(rest) = spec.trim().strip_prefix("exec:") {
        // `exec:COMMAND[:LIMIT]`: an outside program; the normal bot stands in if it fails.
        let (command, limit) = match rest.rsplit_once(':') {
            Some((c, l)) if !c.trim().is_empty() && l.parse::<Budget>().is_ok() => {
                match l.parse::<Budget>() {
                    Ok(Budget::Time(t)) => (c, t),
                    _ => return Err(format!("bot `{spec}`: a time limit is a time (`2s`)")),
                }
            }
            _ => (
                rest,
                match default_budget {
                    Budget::Time(t) => t,
                    Budget::Iterations(_) => Duration::from_secs(1),
                },
            ),
        };
        let stand_in = build(
            "normal",
            seed,
            default_budget,
            default_threads,
            domain,
            base,
            levels,
        )?;
        return Ok(Box::new(ExecBot::new(command, limit, stand_in, seed)?));
    }
    let spec = &gameroom_game::shorten(spec.trim(), 80);
    let mut parts = spec.split(':');
    let name = parts.next().unwrap_or_default().to_ascii_lowercase();
    let mut cfg = MctsConfig {
        budget: default_budget,
        threads: default_threads.max(1),
        ..base
    };
    let mut named_budget = false;
    let mut named_threads = false;
    for opt in parts {
        let numeric = opt.starts_with(|c: char| c.is_ascii_digit() || c == '.' || c == '-');
        if let Ok(b) = opt.parse::<Budget>() {
            cfg.budget = b;
            named_budget = true;
        } else if numeric && (opt.ends_with('s') || opt.ends_with("it")) {
            // A budget, but not one a bot may have: say why.
            let e = opt.parse::<Budget>().err().unwrap_or_default();
            return Err(format!("bot `{spec}`: {e}"));
        } else if let Some(t) = opt.strip_suffix('t').filter(|_| numeric) {
            named_threads = true;
            cfg.threads = t
                .parse::<usize>()
                .ok()
                .filter(|t| (1..=MAX_THREADS).contains(t))
                .ok_or_else(|| {
                    format!("bot `{spec}`: `{opt}`: a search uses 1 to {MAX_THREADS} threads")
                })?;
        } else if let Some(d) = opt.strip_prefix('d').and_then(|d| d.parse::<u32>().ok()) {
            cfg.rollout_depth = (d > 0).then_some(d);
        } else if let Some(c) = opt.strip_prefix("puct").and_then(|c| c.parse::<f64>().ok()) {
            cfg.puct = Some(c)
                .filter(|c| (0.0..=100.0).contains(c))
                .ok_or_else(|| format!("bot `{spec}`: `{opt}`: PUCT's constant is 0 to 100"))?;
        } else if let Some(d) = opt
            .strip_prefix("lookdepth")
            .and_then(|d| d.parse::<u32>().ok())
        {
            cfg.look_depth = Some(d).filter(|d| *d >= 1).ok_or_else(|| {
                format!("bot `{spec}`: `{opt}`: a look depth is at least 1 (the root alone)")
            })?;
        } else if let Some(k) = opt.strip_prefix("look").and_then(|k| k.parse::<u64>().ok()) {
            cfg.prior_looks = u32::try_from(k)
                .ok()
                .filter(|k| *k <= 64)
                .ok_or_else(|| format!("bot `{spec}`: `{opt}`: a prior looks 0 to 64 times"))?;
        } else if let Some(k) = opt.strip_prefix("sims").and_then(|k| k.parse::<u64>().ok()) {
            cfg.simulations = u32::try_from(k)
                .ok()
                .filter(|k| (1..=64).contains(k))
                .ok_or_else(|| format!("bot `{spec}`: `{opt}`: a leaf plays 1 to 64 rollouts"))?;
        } else if let Some(k) = opt.strip_prefix('p').and_then(|k| k.parse::<u64>().ok()) {
            cfg.prior_visits = u32::try_from(k)
                .ok()
                .filter(|k| *k <= 1000)
                .ok_or_else(|| {
                    format!("bot `{spec}`: `{opt}`: a move has 0 to 1000 prior visits")
                })?;
        } else if let Some(c) = opt.strip_prefix('c').and_then(|c| c.parse::<f64>().ok()) {
            cfg.exploration = Some(c)
                .filter(|c| (0.0..=10.0).contains(c))
                .ok_or_else(|| format!("bot `{spec}`: `{opt}`: exploration is 0 to 10"))?;
        } else if let Some(w) = opt
            .strip_prefix("place")
            .and_then(|w| w.parse::<f64>().ok())
        {
            cfg.placement = Some(w)
                .filter(|w| (0.0..=1.0).contains(w))
                .ok_or_else(|| format!("bot `{spec}`: `{opt}`: placement is 0 to 1"))?;
        } else if opt == "random-rollouts" {
            cfg.rollout = Rollout::Random;
        } else if opt == "no-reuse" {
            cfg.reuse_tree = false;
        } else {
            return Err(format!("bot `{spec}`: unknown option `{opt}`"));
        }
    }
    if cfg.prior_looks > 0 && cfg.prior_visits == 0 {
        // The looks value a move's prior visits: without them they would change nothing.
        return Err(format!(
            "bot `{spec}`: looks value the prior visits, and `p0` gives none"
        ));
    }
    // A level: the search at its budget, unless the spec names another budget.
    let level = |budget: Budget, label: &str, mut cfg: MctsConfig| -> Box<dyn Bot<G>> {
        if !named_budget {
            cfg.budget = budget;
        }
        Box::new(MctsBot::new(domain.clone(), cfg, seed, label))
    };
    Ok(match name.as_str() {
        "random" => Box::new(RandomBot::new(seed)),
        "heuristic" => Box::new(HeuristicBot::new(domain, seed, 0.0, &name)),
        "mcts" | "ismcts" => {
            let label = if named_budget {
                format!("{name}:{}", cfg.budget)
            } else {
                name.clone()
            };
            Box::new(MctsBot::new(domain, cfg, seed, &label))
        }
        "easy" => level(levels.easy, "easy", cfg),
        "normal" => level(levels.normal, "normal", cfg),
        "advanced" => level(levels.advanced, "advanced", cfg),
        "hard" => level(levels.hard, "hard", cfg),
        "expert" => {
            if !named_budget {
                cfg.budget = EXPERT_BUDGET;
            }
            if !named_threads {
                cfg.threads = expert_threads();
            }
            Box::new(MctsBot::new(domain, cfg, seed, "expert"))
        }
        _ => {
            return Err(format!(
                "unknown bot `{name}` (bots: {})",
                BOT_NAMES.join(", ")
            ));
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game's own option is taken out of a spec wherever it stands, once or more; an outside
    /// program's spec stays whole; the expert level is known by its name alone.
    #[test]
    fn a_games_own_option_is_taken_out_of_the_spec() {
        assert_eq!(
            take_option("mcts:fitted:200it", "fitted"),
            ("mcts:200it".into(), true)
        );
        assert_eq!(take_option("hard:2t", "fitted"), ("hard:2t".into(), false));
        assert_eq!(
            take_option("exec:gameroom bot hard:fitted", "fitted"),
            ("exec:gameroom bot hard:fitted".into(), false)
        );
        assert!(is_expert("expert") && is_expert("Expert:200it:1t"));
        assert!(!is_expert("hard") && !is_expert("exec:gameroom bot expert"));
    }

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
        assert!("0it".parse::<Budget>().is_err());
        assert!("0ms".parse::<Budget>().is_err());
    }

    /// `1e30s` made `Duration::from_secs_f64` panic; every way to name a budget is checked
    /// against the hour a bot may think at most, and a bot spec says so.
    #[test]
    fn huge_budgets_and_thread_counts_are_refused_with_the_reason() {
        for text in ["1e30s", "3601s", "3600001ms", "inf s", "1e400s", "NaNs"] {
            let e = text.parse::<Budget>().unwrap_err();
            assert!(e.contains("at most 1 hour"), "{text}: {e}");
        }
        assert_eq!(
            "3600s".parse(),
            Ok(Budget::Time(MAX_THINKING)),
            "the hour itself is allowed"
        );
        let e = crate::meduris::bot("mcts:1e30s", 1, Budget::Iterations(10), 1)
            .err()
            .expect("refused");
        assert!(
            e.contains("mcts:1e30s") && e.contains("at most 1 hour"),
            "{e}"
        );
        for spec in ["mcts:0t", "mcts:65t", "mcts:18446744073709551616t"] {
            let e = crate::meduris::bot(spec, 1, Budget::Iterations(10), 1)
                .err()
                .expect("refused");
            assert!(e.contains("1 to 64 threads"), "{spec}: {e}");
        }
        assert!(crate::meduris::bot("mcts:2t:100it", 1, Budget::Iterations(10), 1).is_ok());
    }

    /// Prior visits, their looks, exploration and PUCT's constant are options of a search bot,
    /// within their ranges.
    #[test]
    fn prior_visits_and_exploration_are_options() {
        assert!(crate::meduris::bot("hard:p0:c0.5", 1, Budget::Iterations(10), 1).is_ok());
        assert!(crate::meduris::bot("mcts:policy:puct3", 1, Budget::Iterations(10), 1).is_ok());
        assert!(crate::cvlizations::bot("mcts:p10:c1", 1, Budget::Iterations(10), 1).is_ok());
        assert!(crate::cvlizations::bot("mcts:look64", 1, Budget::Iterations(10), 1).is_ok());
        assert!(crate::meduris::bot("hard:look0:p0", 1, Budget::Iterations(10), 1).is_ok());
        assert!(crate::cvlizations::bot("hard:sims4", 1, Budget::Iterations(10), 1).is_ok());
        assert!(
            crate::cvlizations::bot("hard:look8:lookdepth1", 1, Budget::Iterations(10), 1).is_ok()
        );
        // CVlizations's expert takes looks (EXPERT_LOOKS): without prior visits a spec must
        // drop them too; Meduris's expert takes none.
        let e = crate::cvlizations::bot("expert:p0", 1, Budget::Iterations(10), 1)
            .err()
            .expect("refused");
        assert!(e.contains("`p0` gives none"), "{e}");
        assert!(crate::cvlizations::bot("expert:p0:look0", 1, Budget::Iterations(10), 1).is_ok());
        assert!(crate::meduris::bot("expert:p0", 1, Budget::Iterations(10), 1).is_ok());
        for (spec, why) in [
            ("hard:look65", "a prior looks 0 to 64 times"),
            (
                "hard:look4:p0",
                "looks value the prior visits, and `p0` gives none",
            ),
            (
                "mcts:p0:look1",
                "looks value the prior visits, and `p0` gives none",
            ),
            ("hard:sims0", "a leaf plays 1 to 64 rollouts"),
            (
                "hard:lookdepth0",
                "a look depth is at least 1 (the root alone)",
            ),
            ("hard:lookdepth-1", "unknown option"),
            ("hard:sims65", "a leaf plays 1 to 64 rollouts"),
            ("hard:p1001", "0 to 1000 prior visits"),
            ("hard:p99999999999", "0 to 1000 prior visits"),
            ("hard:c11", "exploration is 0 to 10"),
            ("hard:c-1", "exploration is 0 to 10"),
            ("hard:cNaN", "exploration is 0 to 10"),
            ("hard:cinf", "exploration is 0 to 10"),
            ("hard:place2", "placement is 0 to 1"),
            ("hard:place-0.5", "placement is 0 to 1"),
            ("hard:puct101", "PUCT's constant is 0 to 100"),
            ("hard:puct-1", "PUCT's constant is 0 to 100"),
            ("hard:puctNaN", "PUCT's constant is 0 to 100"),
        ] {
            let e = crate::meduris::bot(spec, 1, Budget::Iterations(10), 1)
                .err()
                .expect("refused");
            assert!(e.contains(why), "{spec}: {e}");
        }
    }

    #[test]
    fn expert_thinks_a_second_and_every_level_is_a_bot_of_both_games() {
        for level in Difficulty::ALL {
            let m = crate::meduris::bot(level.name(), 1, Budget::Iterations(10), 1).expect("a bot");
            let c =
                crate::cvlizations::bot(level.name(), 1, Budget::Iterations(10), 1).expect("a bot");
            assert_eq!(m.name(), level.name());
            assert_eq!(c.name(), level.name());
            // Only expert thinks for a time; the others count iterations, the same everywhere.
            let time = (level == Difficulty::Expert).then_some(Duration::from_secs(1));
            assert_eq!(m.thinking_time(), time, "{level:?}");
            assert_eq!(c.thinking_time(), time, "{level:?}");
        }
        // A named budget overrides the level's, as for every level (the comparisons use it).
        let e = crate::meduris::bot("expert:2000it", 1, Budget::Iterations(10), 1).expect("a bot");
        assert_eq!(e.thinking_time(), None);
        assert!(expert_threads() >= 1);
        let its = |b: Budget| match b {
            Budget::Iterations(n) => n,
            Budget::Time(_) => panic!("the levels below expert count iterations"),
        };
        for levels in [crate::meduris::LEVELS, crate::cvlizations::LEVELS] {
            let ladder = [levels.easy, levels.normal, levels.advanced, levels.hard].map(its);
            assert!(ladder.windows(2).all(|w| w[0] < w[1]), "{ladder:?}");
            assert_eq!(
                levels.hard, HARD_BUDGET,
                "hints and reviews are the hard level's"
            );
        }
    }
}
