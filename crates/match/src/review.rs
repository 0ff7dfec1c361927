//! A finished game's review: the hard bot weighs every decision of the record, from the
//! deciding seat's view (what that player could know then), and says each seat's chance to win
//! after it, what it cost, and the few biggest mistakes of each player with the move it
//! preferred. The web table draws it as a graph (`js/review.js`), `gameroom review` prints it,
//! the server computes it once per finished table and keeps it (docs/bots.md, "Game review").
//!
//! A *decision* is an action of a seat that had more than one legal action; forced moves and
//! chance are replayed, not weighed. The estimate before a decision is the search's chance for
//! the move it prefers; after it, the next decision's estimate (or the result, at the end).
//!
//! What a move cost its player is measured where the search measured it: the chance of the
//! preferred move less the chance of the move played, less one standard error of that
//! difference (the noise of the games simulated through each: without it, the best of many
//! noisy figures would charge a good move for the noise), when both were simulated at least
//! [`ENOUGH_GAMES`] times. A move the search tried less than that is weighed by what the chance
//! did next (the fall from before to after, at most the first figure); one it never tried, by
//! the fall alone.
//!
//! The search's chances are mapped through the game's calibration
//! ([`BotGame::review_calibration`]), measured in self-play, so that of the positions where the
//! review says 70 %, about 70 % are won; each decision's actions are weighed the same way.

use std::sync::atomic::{AtomicBool, Ordering};

use gameroom_bots::{Assessment, BotGame, Decision, RootAction};
pub use gameroom_bots::{Budget, HARD_BUDGET};
use gameroom_game::{
    Actor, GameState, IllegalAction, Outcome, Record, ReplayError, Seat, record_setup,
    rng_from_seed,
};
use serde::{Deserialize, Serialize};

use crate::{Controller, Match};

/// The most mistakes listed per player.
pub const MISTAKES_PER_SEAT: usize = 3;
/// The smallest loss of win chance (0 to 1) called a mistake.
pub const SMALLEST_MISTAKE: f64 = 0.03;
/// The simulated games through a move below which its chance is not trusted alone.
pub const ENOUGH_GAMES: u32 = 20;
/// The seed of the reviewing bot: a review of a record is the same every time (with an
/// iteration budget).
pub const REVIEW_SEED: u64 = 0x5EED_4E71_E700;

/// How to review.
pub struct ReviewConfig<'a> {
    /// The hard bot's search budget per decision.
    pub budget: Budget,
    /// Threads for each search.
    pub threads: usize,
    /// Told `(decisions weighed, decisions in all)` as the review goes.
    pub progress: &'a mut dyn FnMut(usize, usize),
    /// Raised to stop the review (the server shuts down).
    pub cancel: Option<&'a AtomicBool>,
    /// The search's own chances, not mapped through the game's calibration (to measure it:
    /// `gameroom calibrate`).
    pub raw: bool,
}

/// A reviewed game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    /// The game's name.
    pub game: String,
    /// Its player count.
    pub players: usize,
    /// The reviewing search's budget per decision (`2000it`).
    pub budget: String,
    /// Every seat's chance to win before the first decision.
    pub start: Vec<f64>,
    /// Every decision, in order.
    pub decisions: Vec<ReviewedDecision>,
    /// The biggest mistakes, at most [`MISTAKES_PER_SEAT`] per seat, by seat, biggest first.
    pub mistakes: Vec<Mistake>,
    /// The result.
    pub result: Outcome,
}

/// One decision of a review.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewedDecision {
    /// The action's index in the record (0-based): the replay after it is at `index + 1`.
    pub index: usize,
    /// The seat that decided.
    pub seat: Seat,
    /// The action played, in notation.
    pub action: String,
    /// Every seat's chance to win after it, 0 to 1.
    pub chances: Vec<f64>,
    /// The deciding seat's chance after it less its chance before.
    pub change: f64,
    /// What the move cost the deciding seat in chance to win (0 when it was the preferred move;
    /// see the module's documentation).
    pub cost: f64,
    /// The move the bot preferred, in notation.
    pub preferred: String,
    /// The deciding seat's chance with the preferred move.
    pub preferred_chance: f64,
    /// The games the search simulated through the preferred move.
    pub preferred_games: u32,
    /// Why the bot preferred it, in one line.
    pub reason: String,
}

/// A decision that cost its player at least [`SMALLEST_MISTAKE`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Mistake {
    /// Its position in [`Review::decisions`].
    pub decision: usize,
    /// The action's index in the record.
    pub index: usize,
    pub seat: Seat,
    /// The action played.
    pub action: String,
    /// What it cost, 0 to 1.
    pub cost: f64,
    /// The move the bot preferred, and the deciding seat's chance with it.
    pub preferred: String,
    pub preferred_chance: f64,
    pub preferred_games: u32,
    /// Why, in one line.
    pub reason: String,
}

/// Why a record cannot be reviewed.
#[derive(Debug, thiserror::Error)]
pub enum ReviewError {
    #[error(transparent)]
    Replay(#[from] ReplayError),
    #[error("the game is not over: only a finished game is reviewed")]
    NotOver,
    #[error("the reviewing bot: {0}")]
    Bot(String),
    #[error("the review was stopped")]
    Cancelled,
}

/// What one decision's assessment left to settle once the next estimate is known.
struct Pending {
    index: usize,
    seat: Seat,
    action: String,
    before: f64,
    assessment: Assessment<String>,
}

/// Reviews a finished game of `G` (see the module's documentation).
pub fn review<G: BotGame>(record: &Record, cfg: ReviewConfig<'_>) -> Result<Review, ReviewError> {
    let setup = record_setup::<G>(record)?;
    // First pass: the record replays to a finished game; count its decisions.
    let mut state = G::start(&setup).map_err(|e| ReplayError::Setup(e.to_string()))?;
    let mut legal = Vec::new();
    let mut actions = Vec::with_capacity(record.actions.len());
    let mut of = 0;
    for (index, text) in record.actions.iter().enumerate() {
        let action = state
            .parse_action(text)
            .map_err(|error| ReplayError::Parse {
                index,
                text: gameroom_game::shorten(text, 80),
                error,
            })?;
        if let Actor::Player(_) = state.actor() {
            state.legal_actions(&mut legal);
            of += usize::from(legal.len() > 1);
        }
        state.apply(action).map_err(|e| ReplayError::Illegal {
            index,
            text: gameroom_game::shorten(text, 80),
            refusal: Box::new(e.refusal()),
        })?;
        actions.push(action);
    }
    let result = state.outcome().ok_or(ReviewError::NotOver)?;
    let n = state.num_players();

    let points = G::review_calibration(n);
    // Chances to win: the reward of a win alone, not of the place reached.
    let spec = format!("hard:{}:place0", cfg.budget);
    let mut bot =
        G::bot(&spec, REVIEW_SEED, cfg.budget, cfg.threads.max(1)).map_err(ReviewError::Bot)?;
    let seats = (0..n).map(|_| Controller::Remote).collect();
    let mut m = Match::<G>::new(setup, seats, rng_from_seed(0))
        .map_err(|e| ReplayError::Setup(e.to_string()))?;
    let mut start = None;
    let mut pending: Option<Pending> = None;
    let mut decisions = Vec::with_capacity(of);
    (cfg.progress)(0, of);
    for (index, &action) in actions.iter().enumerate() {
        let illegal = |refusal| ReplayError::Illegal {
            index,
            text: record.actions[index].clone(),
            refusal: Box::new(refusal),
        };
        let seat = match m.actor() {
            Actor::Player(seat) => seat,
            _ => {
                m.apply_chance(action).map_err(illegal)?;
                continue;
            }
        };
        let legal = m.legal_actions(seat);
        if legal.len() > 1 {
            if cfg.cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
                return Err(ReviewError::Cancelled);
            }
            let view = m.view(seat);
            let decision = Decision {
                cancel: cfg.cancel,
                ..Decision::new(seat, &view, &legal, m.seen(seat))
            };
            let a = bot.assess(&decision).ok_or_else(|| {
                ReviewError::Bot("the hard bot gives no estimate of a decision".into())
            })?;
            if cfg.cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
                return Err(ReviewError::Cancelled);
            }
            let map = |x: f64| if cfg.raw { x } else { calibrate(x, points) };
            let a = Assessment {
                action: m.action_text(a.action),
                chances: if cfg.raw {
                    a.chances
                } else {
                    calibrated(&a.chances, points)
                },
                text: a.text,
                reason: a.reason,
                actions: a
                    .actions
                    .into_iter()
                    .map(|w| RootAction {
                        chance: map(w.chance),
                        ..w
                    })
                    .collect(),
            };
            if let Some(p) = pending.take() {
                decisions.push(settle(p, &a.chances));
            }
            start.get_or_insert_with(|| a.chances.clone());
            pending = Some(Pending {
                index,
                seat,
                action: m.action_text(action),
                before: a.chances.get(seat).copied().unwrap_or(0.0),
                assessment: a,
            });
            (cfg.progress)(decisions.len() + 1, of);
        }
        m.submit(seat, action).map_err(illegal)?;
    }
    let end: Vec<f64> = (0..n).map(|s| result.win_share(s)).collect();
    if let Some(p) = pending.take() {
        decisions.push(settle(p, &end));
    }
    let mut mistakes: Vec<Mistake> = decisions
        .iter()
        .enumerate()
        .filter(|(_, d)| d.cost >= SMALLEST_MISTAKE)
        .map(|(i, d)| Mistake {
            decision: i,
            index: d.index,
            seat: d.seat,
            action: d.action.clone(),
            cost: d.cost,
            preferred: d.preferred.clone(),
            preferred_chance: d.preferred_chance,
            preferred_games: d.preferred_games,
            reason: d.reason.clone(),
        })
        .collect();
    mistakes.sort_by(|a, b| a.seat.cmp(&b.seat).then(b.cost.total_cmp(&a.cost)));
    let mut kept = vec![0; n];
    mistakes.retain(|m| {
        kept[m.seat] += 1;
        kept[m.seat] <= MISTAKES_PER_SEAT
    });
    Ok(Review {
        game: record.game.clone(),
        players: n,
        budget: cfg.budget.to_string(),
        start: start.unwrap_or_else(|| end.clone()),
        decisions,
        mistakes,
        result,
    })
}

/// A decision's figures, once the estimate after it is known.
fn settle(p: Pending, after: &[f64]) -> ReviewedDecision {
    let a = &p.assessment;
    let chance_after = after.get(p.seat).copied().unwrap_or(0.0);
    let fall = (p.before - chance_after).max(0.0);
    let weighed = |text: &str| a.actions.iter().find(|w| w.action == text);
    let preferred = weighed(&a.action);
    let played = weighed(&p.action);
    let preferred_chance = preferred.map_or(p.before, |w| w.chance);
    let cost = if p.action == a.action {
        0.0
    } else {
        // What the search measured, less one standard error of that difference: the search
        // tells two moves apart only as far as the games it simulated through each allow.
        let measured = |w: &RootAction| {
            let n_best = preferred.map_or(1, |b| b.iterations.max(1)) as f64;
            let n_played = w.iterations.max(1) as f64;
            let var = |c: f64| c * (1.0 - c);
            let error = (var(preferred_chance) / n_best + var(w.chance) / n_played).sqrt();
            (preferred_chance - w.chance - error).max(0.0)
        };
        match played {
            Some(w) if w.iterations >= ENOUGH_GAMES && preferred.is_some() => measured(w),
            Some(w) => measured(w).min(fall),
            None => fall,
        }
    };
    ReviewedDecision {
        index: p.index,
        seat: p.seat,
        action: p.action,
        chances: after.to_vec(),
        change: chance_after - p.before,
        cost,
        preferred: a.text.clone(),
        preferred_chance,
        preferred_games: preferred.map_or(0, |w| w.iterations),
        reason: a.reason.clone(),
    }
}

/// `x` through the piecewise-linear map of `points` (`(raw, observed)`, raw increasing), which
/// runs from (0, 0) to (1, 1); the identity when there are none.
pub fn calibrate(x: f64, points: &[(f64, f64)]) -> f64 {
    let x = x.clamp(0.0, 1.0);
    if points.is_empty() {
        return x;
    }
    let mut prev = (0.0, 0.0);
    for &p in points.iter().chain(std::iter::once(&(1.0, 1.0))) {
        if x <= p.0 {
            let span = p.0 - prev.0;
            let t = if span > 0.0 { (x - prev.0) / span } else { 1.0 };
            return (prev.1 + t * (p.1 - prev.1)).clamp(0.0, 1.0);
        }
        prev = p;
    }
    1.0
}

/// Every seat's chance through [`calibrate`], scaled again to sum to 1.
pub fn calibrated(raw: &[f64], points: &[(f64, f64)]) -> Vec<f64> {
    let mapped: Vec<f64> = raw.iter().map(|&x| calibrate(x, points)).collect();
    let sum: f64 = mapped.iter().sum();
    if sum > 0.0 {
        mapped.iter().map(|x| x / sum).collect()
    } else {
        raw.to_vec()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pending(played: &str, before: f64, actions: &[(&str, f64, u32)]) -> Pending {
        Pending {
            index: 7,
            seat: 0,
            action: played.into(),
            before,
            assessment: Assessment {
                chances: vec![before, 1.0 - before],
                action: "a".into(),
                text: "a, then b".into(),
                reason: "why".into(),
                actions: actions
                    .iter()
                    .map(|&(action, chance, iterations)| RootAction {
                        action: action.into(),
                        chance,
                        iterations,
                    })
                    .collect(),
            },
        }
    }

    /// What a decision cost: nothing for the preferred move; the preferred move's chance less
    /// the played one's, less one standard error, when both were simulated enough; at most the
    /// fall from before to after when the played move was simulated fewer than `ENOUGH_GAMES`
    /// times; the fall when it was never tried.
    #[test]
    fn a_decision_costs_what_the_search_measured_less_its_noise() {
        let after = [0.3, 0.7];
        let d = settle(pending("a", 0.6, &[("a", 0.6, 400)]), &after);
        assert_eq!((d.cost, d.preferred.as_str()), (0.0, "a, then b"));
        assert!((d.change - (0.3 - 0.6)).abs() < 1e-12);
        let d = settle(
            pending("c", 0.6, &[("a", 0.6, 400), ("c", 0.4, 100)]),
            &after,
        );
        let error = (0.6f64 * 0.4 / 400.0 + 0.4 * 0.6 / 100.0).sqrt();
        assert!((d.cost - (0.2 - error)).abs() < 1e-12, "{}", d.cost);
        assert_eq!((d.preferred_chance, d.preferred_games), (0.6, 400));
        // Few games through the move played: the fall (0.6 → 0.5) bounds the cost.
        let d = settle(
            pending("c", 0.6, &[("a", 0.6, 400), ("c", 0.1, 5)]),
            &[0.5, 0.5],
        );
        assert!((d.cost - 0.1).abs() < 1e-12, "{}", d.cost);
        // Never tried: the fall.
        let d = settle(pending("z", 0.6, &[("a", 0.6, 400)]), &after);
        assert!((d.cost - 0.3).abs() < 1e-12, "{}", d.cost);
        // A chance that rose costs nothing.
        let d = settle(pending("z", 0.6, &[("a", 0.6, 400)]), &[0.8, 0.2]);
        assert_eq!(d.cost, 0.0);
    }

    /// The map runs through its points, linearly between them, from (0, 0) to (1, 1); the
    /// chances still sum to 1.
    #[test]
    fn the_calibration_map_interpolates_and_keeps_the_sum() {
        let points = [(0.25, 0.2), (0.75, 0.6)];
        assert_eq!(calibrate(0.3, &[]), 0.3);
        assert!((calibrate(0.25, &points) - 0.2).abs() < 1e-12);
        assert!((calibrate(0.5, &points) - 0.4).abs() < 1e-12);
        assert!((calibrate(0.125, &points) - 0.1).abs() < 1e-12);
        assert!((calibrate(0.875, &points) - 0.8).abs() < 1e-12);
        assert_eq!(
            (calibrate(0.0, &points), calibrate(1.0, &points)),
            (0.0, 1.0)
        );
        let c = calibrated(&[0.25, 0.75], &points);
        assert!((c[0] - 0.25).abs() < 1e-12 && (c.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        let c = calibrated(&[0.5, 0.3, 0.2], &points);
        assert!((c.iter().sum::<f64>() - 1.0).abs() < 1e-12, "{c:?}");
    }
}
