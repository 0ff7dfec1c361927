//! CVlizations knowledge for the bots: an evaluation (what each player would score now, plus
//! what their resources may still buy), a rollout policy, and the bots by name. The search is
//! information-set MCTS: face-down orders and a card looked at in secret are sampled.

use std::sync::Arc;

use cvlizations::{Action, Phase, State};
use gameroom_game::{GameRng, GameState, Seat, rand::RngExt};

use crate::{Bot, Budget, Domain, MctsConfig};

/// CVlizations for search.
#[derive(Clone, Debug, Default)]
pub struct Cvlizations;

/// Each player's estimated final score.
pub fn estimate(state: &State) -> Vec<f64> {
    let n = state.num_players();
    let rounds_left = 9 - state.round_no().min(9) as usize;
    (0..n)
        .map(|s| {
            let now = state.score_now(s);
            // Resources turn into ideas (about 1 point per 2.5 resources) while rounds remain.
            let spare = now.resources_left as f64;
            let worth = if rounds_left > 0 { 0.4 } else { 0.0 };
            now.total as f64 + worth * spare.min(12.0) + 0.15 * (spare - 12.0).max(0.0)
        })
        .collect()
}

impl Domain<State> for Cvlizations {
    /// Buy the dearest affordable idea (or the top card); otherwise play at random.
    fn rollout(&self, state: &State, legal: &[Action], rng: &mut GameRng) -> Action {
        if let Phase::Develop { .. } = state.phase() {
            let best = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Buy(c) => Some((state.cards().card(*c as usize).points, *a)),
                    _ => None,
                })
                .max_by_key(|(p, _)| *p);
            if let Some((_, a)) = best
                && rng.random::<f64>() < 0.8
            {
                return a;
            }
        }
        legal[rng.random_range(0..legal.len())]
    }

    fn evaluate(&self, state: &State, out: &mut [f64]) {
        let n = state.num_players();
        if let Some(o) = state.outcome() {
            for s in 0..n {
                out[s] = o.win_share(s);
            }
            return;
        }
        // 3 points ahead ≈ e times more likely to win.
        crate::win_chances(&estimate(state), 3.0, out);
    }

    fn value(&self, state: &State, seat: Seat) -> f64 {
        if let Some(o) = state.outcome() {
            return crate::outcome_value(&o, seat);
        }
        crate::margin(&estimate(state), seat)
    }

    /// One-ply looks see their move carried out: play on at random until the seat decides
    /// again or the round's development phase is over.
    fn settle(&self, state: &mut State, seat: Seat, rng: &mut GameRng) {
        let start_round = state.round_no();
        let mut legal = Vec::new();
        for _ in 0..200 {
            if state.is_terminal() || state.round_no() != start_round {
                return;
            }
            if let gameroom_game::Actor::Player(p) = state.actor()
                && p == seat
                && matches!(state.phase(), Phase::Orders { .. } | Phase::Develop { .. })
            {
                return;
            }
            if let gameroom_game::Actor::Chance = state.actor() {
                match state.sample_chance(rng) {
                    Some(a) => {
                        let _ = state.apply(a);
                    }
                    None => return,
                }
                continue;
            }
            state.legal_actions(&mut legal);
            if legal.is_empty() {
                return;
            }
            let a = self.rollout(state, &legal, rng);
            if state.apply(a).is_err() {
                return;
            }
        }
    }
}

/// A CVlizations bot by spec (see [`crate::build`]): information-set MCTS with rollouts to the
/// end of the game (nine rounds are short); the easy level's noise is 1 point.
pub fn bot(
    spec: &str,
    seed: u64,
    default_budget: Budget,
    default_threads: usize,
) -> Result<Box<dyn Bot<State>>, String> {
    let base = MctsConfig {
        rollout_depth: None,
        reuse_tree: false,
        ..MctsConfig::default()
    };
    crate::build(
        spec,
        seed,
        default_budget,
        default_threads,
        Arc::new(Cvlizations),
        base,
        1.0,
    )
}
