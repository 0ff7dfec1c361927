//! One-ply lookahead: try every move a game's [`Domain`] proposes, let the others react with the
//! rollout policy, and keep the move whose position the domain values most.

use std::marker::PhantomData;
use std::sync::Arc;

use gameroom_game::{Determinize, GameRng, rand::RngExt, rng_from_seed};

use crate::domain::Plan;
use crate::{Bot, Decision, Domain, Move};

/// The heuristic bot. With `noise` > 0 it picks at random, weighting each move by
/// `exp(value / noise)` among those within `3 × noise` of the best (the easy level); with 0 it
/// picks the best.
pub struct HeuristicBot<G: Determinize, D: Domain<G>> {
    domain: Arc<D>,
    rng: GameRng,
    noise: f64,
    name: String,
    plan: Plan<G::Action>,
    thought: bool,
    last: Option<String>,
    _game: PhantomData<fn() -> G>,
}

impl<G: Determinize, D: Domain<G>> HeuristicBot<G, D> {
    pub fn new(domain: Arc<D>, seed: u64, noise: f64, name: &str) -> Self {
        HeuristicBot {
            domain,
            rng: rng_from_seed(seed),
            noise,
            name: name.to_string(),
            plan: Plan::new(),
            thought: false,
            last: None,
            _game: PhantomData,
        }
    }

    /// How many guesses of the hidden information each move is tried on.
    const SAMPLES: usize = 6;
}

impl<G: Determinize, D: Domain<G>> Bot<G> for HeuristicBot<G, D> {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, d: &Decision<'_, G>) -> G::Action {
        // The rest of a macro move (exchanges before a build) is played without thinking again.
        self.thought = false;
        if let Some(next) = self.plan.next(d.seat, d.legal) {
            return next;
        }
        if d.legal.len() == 1 {
            return d.legal[0];
        }
        self.thought = true;
        let knowledge = G::knowledge(d.view, d.seen);
        let samples = if G::is_exact(&knowledge) {
            1
        } else {
            Self::SAMPLES
        };
        let states: Vec<G> = (0..samples)
            .map(|_| G::sample(&knowledge, &mut self.rng))
            .collect();
        let mut moves: Vec<Move<G::Action>> = Vec::new();
        self.domain.moves(&states[0], d.legal, &mut moves);
        moves.retain(|m| m.first().is_some_and(|a| d.legal.contains(a)));
        if moves.is_empty() {
            return d.legal[0];
        }
        let mut values = Vec::with_capacity(moves.len());
        for m in &moves {
            let mut total = 0.0;
            for s in &states {
                let mut s = s.clone();
                let ok = m.iter().all(|&a| s.apply(a).is_ok());
                if !ok {
                    total = f64::NEG_INFINITY;
                    break;
                }
                self.domain.settle(&mut s, d.seat, &mut self.rng);
                total += self.domain.value(&s, d.seat);
            }
            values.push(total / samples as f64);
        }
        let best = (0..moves.len())
            .max_by(|&a, &b| values[a].total_cmp(&values[b]).then(b.cmp(&a)))
            .unwrap_or(0);
        let pick = if self.noise > 0.0 {
            let top = values[best];
            // Moves far behind the best are never taken: a slip, not a blunder.
            let weights: Vec<f64> = values
                .iter()
                .map(|v| {
                    if top - v > 3.0 * self.noise {
                        0.0
                    } else {
                        ((v - top) / self.noise).exp()
                    }
                })
                .collect();
            let sum: f64 = weights.iter().sum();
            let mut x = self.rng.random::<f64>() * sum;
            let mut pick = best;
            for (i, w) in weights.iter().enumerate() {
                if x < *w {
                    pick = i;
                    break;
                }
                x -= w;
            }
            pick
        } else {
            best
        };
        let second = (0..moves.len())
            .filter(|&i| i != pick)
            .max_by(|&a, &b| values[a].total_cmp(&values[b]));
        let name = |m: &Move<G::Action>| {
            m.iter()
                .map(|a| states[0].action_to_string(*a))
                .collect::<Vec<_>>()
                .join(", then ")
        };
        self.last = Some(match second {
            Some(s) => format!(
                "`{}` looks best by {:.1} points over `{}`",
                name(&moves[pick]),
                values[pick] - values[s],
                name(&moves[s])
            ),
            None => format!("`{}` is the only sensible move", name(&moves[pick])),
        });
        self.plan.start(d.seat, &moves[pick])
    }

    fn thought(&self) -> bool {
        self.thought
    }

    fn explain(&self) -> Option<String> {
        self.last.clone()
    }
}
