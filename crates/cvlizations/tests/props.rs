//! Property tests over random games for 2–5 players and every variant.

mod common;

use common::{action_space, play, play_with, setup};
use cvlizations::{Action, Cvlizations, Event, Phase, State, Variant};
use gameroom_game::{
    Actor, Determinize, GameRng, GameState, IllegalAction, Record, rand::RngExt, rng_from_seed,
};
use proptest::prelude::*;

/// `base` cases at proptest's default of 256, scaled by `PROPTEST_CASES` when it is set
/// (`PROPTEST_CASES=2560` runs ten times as many).
fn cases(base: u32) -> u32 {
    let default = ProptestConfig::default().cases;
    (u64::from(base) * u64::from(default) / 256).clamp(1, u64::from(u32::MAX)) as u32
}

fn variants() -> impl Strategy<Value = (usize, Variant)> {
    prop_oneof![
        (2usize..=5).prop_map(|n| (n, Variant::Standard)),
        Just((2, Variant::Neutral)),
        Just((2, Variant::Advanced)),
    ]
}

/// Resources are never negative (u16), a view never shows another's face-down order before
/// the reveal, and neither does an event.
fn check_views(state: &State, events: &[Event]) {
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
                && !state.controls(seat, civ)
            {
                assert_eq!(
                    down, None,
                    "an event shows seat {seat} another's face-down order"
                );
            }
        }
    }
    let spectator = state.spectator_view();
    for civ in 0..state.num_civs() {
        if !state.revealed() {
            assert_eq!(spectator.played(civ).1, None);
        }
    }
    if let Phase::Over = state.phase() {
        assert!(state.outcome().is_some());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(48)))]

    /// Every game ends after nine rounds, resources stay non-negative, views hide face-down
    /// orders, and a replay of the record (the shared `replay`) reproduces the final state.
    #[test]
    fn random_games_end_and_replay(seed in any::<u64>(), (players, variant) in variants()) {
        let mut rounds_seen = 0;
        let (state, actions) = play_with(players, variant, seed, |step, after| {
            rounds_seen += step
                .events
                .iter()
                .filter(|e| matches!(e, Event::RoundBegan { .. }))
                .count();
            check_views(after, &step.events);
        });
        prop_assert_eq!(rounds_seen, 9, "a game lasts nine rounds (C-R1)");
        let mut record = Record::of::<Cvlizations>(&setup(players, variant, seed));
        record.actions = actions.iter().map(|&a| state.action_text(a)).collect();
        record.result = state.outcome();
        let back = Record::from_json(&record.to_json()).expect("reads");
        let r = gameroom_game::replay::<Cvlizations>(&back, None).expect("replays");
        prop_assert_eq!(&r.state, &state);
        prop_assert_eq!(r.actions, actions);
    }

    /// The notation reads back every legal action it writes; every legal action has a
    /// description; the deciding seat's view lists the state's legal actions.
    #[test]
    fn notation_round_trips_and_views_decide(seed in any::<u64>(), (players, variant) in variants()) {
        let mut legal = Vec::new();
        let mut from_view = Vec::new();
        play_with(players, variant, seed, |step, after| {
            let s = &step.before;
            s.legal_actions(&mut legal);
            for &a in &legal {
                let text = s.action_to_string(a);
                assert_eq!(s.parse_action(&text), Ok(a), "`{text}` reads back");
                assert_eq!(s.parse_action(&text.to_uppercase()), Ok(a));
                assert!(!s.describe_action(a).is_empty());
                let json = serde_json::to_value(gameroom_game::ActionText(s, a)).expect("json");
                let back = serde::de::DeserializeSeed::deserialize(
                    gameroom_game::ActionSeed(s),
                    &json,
                )
                .expect("reads");
                assert_eq!(back, a);
            }
            for seat in 0..s.num_players() {
                s.view(seat).legal_actions(&mut from_view);
                if s.actor() == Actor::Player(seat) {
                    assert_eq!(&from_view, &legal);
                } else {
                    assert!(from_view.is_empty());
                }
            }
            // Chance and the order phase's last orders reveal; nothing else does.
            let still_ordering =
                matches!(after.phase(), Phase::Orders { .. }) && after.round_no() == s.round_no();
            let last_orders = matches!(s.phase(), Phase::Orders { .. })
                && s.actor() != Actor::Chance
                && !still_ordering;
            assert_eq!(
                s.reveals(step.action),
                s.actor() == Actor::Chance || last_orders || step.action == Action::BuyTop,
                "reveals({:?}) in {:?}",
                step.action,
                s.phase()
            );
        });
    }

    /// Nothing a seat may not know reaches it: a player's action that reveals nothing shows
    /// each seat (and a spectator) the same events and the same view in the real state and in
    /// any state its view cannot tell apart from it (a determinisation).
    #[test]
    fn hidden_information_does_not_leak(seed in any::<u64>(), (players, variant) in variants()) {
        let mut rng: GameRng = rng_from_seed(seed ^ 0x1EA7);
        play_with(players, variant, seed, |step, after| {
            let s = &step.before;
            if s.actor() == Actor::Chance || s.reveals(step.action) {
                return;
            }
            for viewer in (0..players).map(Some).chain([None]) {
                let view = match viewer {
                    Some(v) => s.view(v),
                    None => s.spectator_view(),
                };
                let seen = |st: &State, events: &[Event]| -> Vec<Event> {
                    events
                        .iter()
                        .filter_map(|e| match viewer {
                            Some(v) => st.event_seen_by(e, v),
                            None => st.event_seen_by_spectator(e),
                        })
                        .collect()
                };
                let see = |st: &State| match viewer {
                    Some(v) => st.view(v),
                    None => st.spectator_view(),
                };
                let mut guess = State::sample(&State::knowledge(&view, &[]), &mut rng);
                assert_eq!(see(&guess), view);
                let mut events = Vec::new();
                guess
                    .apply_logged(step.action, &mut events)
                    .expect("the actor's action is legal in every guess");
                assert_eq!(seen(&guess, &events), seen(after, &step.events), "{viewer:?}");
                assert_eq!(see(&guess), see(after), "{viewer:?}");
            }
        });
    }

    /// A sampled state agrees with the view it came from.
    #[test]
    fn determinisation_agrees_with_the_view(seed in any::<u64>(), (players, variant) in variants(), cut in 0usize..200) {
        let (_, actions) = play(players, variant, seed);
        let mut state = State::new(&setup(players, variant, seed)).expect("valid");
        for &a in &actions[..cut.min(actions.len())] {
            state.apply(a).expect("legal");
        }
        let mut rng: GameRng = rng_from_seed(seed);
        for seat in 0..players {
            let v = state.view(seat);
            let k = State::knowledge(&v, &[]);
            let guess = State::sample(&k, &mut rng);
            prop_assert_eq!(guess.view(seat), v.clone());
            prop_assert_eq!(guess.spectator_view(), state.spectator_view());
            prop_assert_eq!(guess.actor(), state.actor());
            if State::is_exact(&k) {
                prop_assert_eq!(&guess, &state);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(200)))]

    /// `apply(a)` succeeds iff `a` is legal; a refused action changes nothing and says why
    /// (a code, a rule, a sentence without the rule's id). Actions come from the whole action
    /// space, at every state of random games.
    #[test]
    fn accepted_iff_legal_and_refusals_change_nothing(
        seed in any::<u64>(),
        (players, variant) in variants(),
    ) {
        let space = action_space();
        let mut rng = rng_from_seed(seed ^ 0xA11);
        let mut legal = Vec::new();
        play_with(players, variant, seed, |step, _| {
            let s = &step.before;
            s.legal_actions(&mut legal);
            for &a in &space {
                let verdict = s.check(a);
                assert_eq!(
                    verdict.is_ok(),
                    legal.contains(&a),
                    "check and legal_actions disagree on {a:?} in {:?}: {verdict:?}",
                    s.phase()
                );
            }
            // Apply every legal action and a few others, each to its own copy.
            let tries: Vec<_> = legal
                .iter()
                .copied()
                .chain((0..6).map(|_| space[rng.random_range(0..space.len())]))
                .collect();
            for a in tries {
                let mut t = s.clone();
                let mut events = Vec::new();
                match GameState::apply_logged(&mut t, a, &mut events) {
                    Ok(()) => assert!(legal.contains(&a), "illegal {a:?} accepted"),
                    Err(e) => {
                        assert!(!legal.contains(&a), "legal {a:?} refused: {e}");
                        assert_eq!(&t, s, "a refused {a:?} changed the state");
                        assert!(events.is_empty(), "a refused action made events");
                        let r = e.refusal();
                        assert!(!r.code.is_empty() && r.code == r.code.to_ascii_lowercase());
                        assert!(!r.code.contains(' ') && !r.code.contains('_'));
                        assert!(r.rule.as_deref().is_some_and(|x| x.starts_with("C-")), "{r:?}");
                        assert!(!r.message.is_empty() && !r.message.contains("(rule"), "{r:?}");
                    }
                }
            }
        });
    }
}
