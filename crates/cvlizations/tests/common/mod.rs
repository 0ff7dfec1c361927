//! Random games for the property tests.

#![allow(dead_code)]

use cvlizations::{Action, Event, Order, Resource, Setup, State, Variant, Victim};
use gameroom_game::{Actor, GameRng, GameState, rand::RngExt, rng_from_seed};

pub fn setup(players: usize, variant: Variant, seed: u64) -> Setup {
    Setup::new(players, variant, (seed % players as u64) as u8).expect("a valid setup")
}

/// Every player count and variant.
pub const CONFIGS: [(usize, Variant); 6] = [
    (2, Variant::Standard),
    (2, Variant::Neutral),
    (2, Variant::Advanced),
    (3, Variant::Standard),
    (4, Variant::Standard),
    (5, Variant::Standard),
];

/// One step of a random game: the state before the action, the action, the events it made.
pub struct Step {
    pub before: State,
    pub action: Action,
    pub events: Vec<Event>,
}

/// Plays a random game (chance as the rules draw it, players uniformly among their legal
/// actions); calls `each` with every step.
pub fn play_with(
    players: usize,
    variant: Variant,
    seed: u64,
    mut each: impl FnMut(&Step, &State),
) -> (State, Vec<Action>) {
    let mut rng: GameRng = rng_from_seed(seed);
    let mut state = State::new(&setup(players, variant, seed)).expect("valid setup");
    let mut legal = Vec::new();
    let mut actions = Vec::new();
    while !state.is_terminal() {
        assert!(actions.len() < 20_000, "every game ends");
        state.legal_actions(&mut legal);
        assert!(
            !legal.is_empty(),
            "a decision has a legal action: {:?}",
            state.phase()
        );
        let a = match state.actor() {
            Actor::Chance => state.sample_chance(&mut rng).expect("chance"),
            _ => legal[rng.random_range(0..legal.len())],
        };
        let before = state.clone();
        let mut events = Vec::new();
        state
            .apply_logged(a, &mut events)
            .unwrap_or_else(|e| panic!("legal `{}` refused: {e}", state.action_text(a)));
        actions.push(a);
        let step = Step {
            before,
            action: a,
            events,
        };
        each(&step, &state);
    }
    (state, actions)
}

pub fn play(players: usize, variant: Variant, seed: u64) -> (State, Vec<Action>) {
    play_with(players, variant, seed, |_, _| {})
}

/// Every action of the game's action space (and some beyond it: card indices past the set,
/// seats past the table, the same order twice, Cunning with any counts).
pub fn action_space() -> Vec<Action> {
    let mut v = Vec::new();
    for c in (0..=70u8).chain([127, 200, 255]) {
        v.push(Action::Draw(c));
        v.push(Action::Buy(c));
    }
    for up in Order::ALL {
        for down in Order::ALL {
            v.push(Action::Orders { up, down });
            v.push(Action::NeutralOrders { up, down });
        }
    }
    for resource in Resource::ALL {
        for p in 0..=8u8 {
            v.push(Action::Steal {
                resource,
                from: Victim::Player(p),
            });
        }
        v.push(Action::Steal {
            resource,
            from: Victim::Supply,
        });
        v.push(Action::Dog(resource));
        v.push(Action::Egoism(resource));
        for take in Resource::ALL {
            v.push(Action::Trade {
                give: resource,
                take,
            });
            v.push(Action::Hammer {
                give: resource,
                take,
            });
        }
    }
    for w in 0..=7u8 {
        for f in 0..=7u8 {
            for s in 0..=7u8 {
                v.push(Action::Cunning([w, f, s]));
            }
        }
    }
    v.push(Action::Cunning([255, 255, 255]));
    v.extend([Action::BuyTop, Action::Peek, Action::Pass]);
    v
}
