use gameroom_game::{GameRng, GameState, rand::RngExt, rng_from_seed};

use crate::{Bot, Decision};

/// Picks uniformly among the legal actions, from its own seeded generator.
pub struct RandomBot {
    rng: GameRng,
}

impl RandomBot {
    pub fn new(seed: u64) -> Self {
        RandomBot {
            rng: rng_from_seed(seed),
        }
    }
}

impl<G: GameState> Bot<G> for RandomBot {
    fn name(&self) -> String {
        "random".into()
    }

    fn choose(&mut self, d: &Decision<'_, G>) -> G::Action {
        d.legal[self.rng.random_range(0..d.legal.len())]
    }

    fn reads_events(&self) -> bool {
        false
    }
}
