//! Property tests over random games for 2–5 players and every variant.

use cvlizations::{Action, Event, Phase, Setup, State, Variant};
use gameroom_game::{Actor, Determinize, GameRng, GameState, rand::RngExt, rng_from_seed};
use proptest::prelude::*;

fn setup(players: usize, variant: Variant, seed: u64) -> Setup {
    Setup::new(players, variant, (seed % players as u64) as u8)
}

/// Plays a random game, checking invariants after every action; returns the actions.
fn play(players: usize, variant: Variant, seed: u64) -> (State, Vec<Action>) {
    let mut rng: GameRng = rng_from_seed(seed);
    let mut state = State::new(&setup(players, variant, seed)).expect("valid setup");
    let mut legal = Vec::new();
    let mut actions = Vec::new();
    let mut events: Vec<Event> = Vec::new();
    let mut rounds_seen = 0;
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
        events.clear();
        state
            .apply_logged(a, &mut events)
            .unwrap_or_else(|e| panic!("legal `{}` refused: {e}", state.action_text(a)));
        for e in &events {
            if let Event::RoundBegan { .. } = e {
                rounds_seen += 1;
            }
        }
        actions.push(a);
        check(&state, &events);
    }
    assert_eq!(rounds_seen, 9, "a game lasts nine rounds (C-R1)");
    (state, actions)
}

fn check(state: &State, events: &[Event]) {
    // Resources are never negative (u16) and a view never shows another's face-down order
    // before the reveal.
    for seat in 0..state.num_players() {
        let v = state.view(seat);
        for civ in 0..state.num_civs() {
            if !state.revealed() && !state.controls(seat, civ) {
                assert_eq!(
                    v.played(civ).1,
                    None,
                    "seat {seat} sees civ {civ}'s face-down order"
                );
            }
        }
        for e in events {
            if let Some(Event::OrdersPlayed { civ, down, .. }) = state.event_seen_by(e, seat)
                && !state.controls(seat, civ as usize)
            {
                assert_eq!(
                    down, None,
                    "an event shows seat {seat} another's face-down order"
                );
            }
        }
    }
    if let Phase::Over = state.phase() {
        assert!(state.outcome().is_some());
    }
}

fn variants() -> impl Strategy<Value = (usize, Variant)> {
    prop_oneof![
        (2usize..=5).prop_map(|n| (n, Variant::Standard)),
        Just((2, Variant::Neutral)),
        Just((2, Variant::Advanced)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Every game ends after nine rounds, resources stay non-negative, views hide face-down
    /// orders, and a replay of the record reproduces the final state.
    #[test]
    fn random_games_end_and_replay(seed in any::<u64>(), (players, variant) in variants()) {
        let (state, actions) = play(players, variant, seed);
        let mut record = cvlizations::new_record(&setup(players, variant, seed));
        record.actions = actions.iter().map(|&a| state.action_text(a)).collect();
        record.result = state.outcome();
        let back = gameroom_game::Record::from_json(&record.to_json()).expect("reads");
        let r = cvlizations::replay(&back, None).expect("replays");
        prop_assert_eq!(r.state, state);
    }

    /// A sampled state agrees with the view it came from.
    #[test]
    fn determinisation_agrees_with_the_view(seed in any::<u64>(), (players, variant) in variants(), cut in 0usize..200) {
        let (_, actions) = play(players, variant, seed);
        let mut state = State::new(&setup(players, variant, seed)).expect("valid");
        for &a in &actions[..cut.min(actions.len())] {
            state.apply(a).expect("legal");
        }
        let mut rng = rng_from_seed(seed);
        for seat in 0..players {
            let v = state.view(seat);
            let k = State::knowledge(&v, &[]);
            let guess = State::sample(&k, &mut rng);
            prop_assert_eq!(guess.view(seat), v.clone());
            prop_assert_eq!(guess.decider(), state.decider());
        }
    }
}
