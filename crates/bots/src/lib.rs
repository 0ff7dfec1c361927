//! Bots over the shared game interface.
//!
//! A bot is asked to decide for one seat and is given only that seat's view and the legal
//! actions, never the full state: what a player could not see, a bot cannot read.

use gameroom_game::{GameRng, GameState, rand::RngExt, rng_from_seed};

/// Something that decides for a seat.
pub trait Bot<G: GameState>: Send {
    /// A short name for tables and records (`random`, …).
    fn name(&self) -> &str;

    /// Picks one of `legal` (never empty) for the seat whose view this is.
    fn choose(&mut self, view: &G::View, legal: &[G::Action]) -> G::Action;
}

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
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&mut self, _view: &G::View, legal: &[G::Action]) -> G::Action {
        legal[self.rng.random_range(0..legal.len())]
    }
}

/// The bots this version knows, by name.
pub const BOT_NAMES: &[&str] = &["random"];

/// A bot by name, seeded.
pub fn bot_by_name<G: GameState>(name: &str, seed: u64) -> Option<Box<dyn Bot<G>>> {
    match name {
        "random" => Some(Box::new(RandomBot::new(seed))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gameroom_game::Actor;
    use meduris::{Setup, State};

    #[test]
    fn random_bot_plays_legal_moves_and_is_reproducible() {
        let play = |seed: u64| {
            let setup = Setup::random(3, &mut rng_from_seed(1)).expect("valid");
            let mut state = State::new(&setup).expect("valid");
            let mut bot = RandomBot::new(seed);
            let mut chance = rng_from_seed(2);
            let mut legal = Vec::new();
            let mut trail = Vec::new();
            for _ in 0..500 {
                let a = match state.actor() {
                    Actor::Terminal => break,
                    Actor::Chance => state.sample_chance(&mut chance).expect("chance"),
                    Actor::Player(s) => {
                        state.legal_actions(&mut legal);
                        let a = Bot::<State>::choose(&mut bot, &state.view(s), &legal);
                        assert!(legal.contains(&a));
                        a
                    }
                };
                state.apply(a).expect("legal");
                trail.push(a);
            }
            trail
        };
        assert_eq!(play(9), play(9));
        assert_ne!(play(9), play(10));
    }
}
