//! No level makes moves a player would call silly: every decision of every level is checked
//! over whole games (the moves are legal; these tests check that they are also sensible).

use gameroom_bots::{Bot, Budget, Decision};
use gameroom_game::{Actor, Determinize, GameState, rng_from_seed};

/// What a test checks of each decision: the state, the legal actions, the action chosen.
type Check<'a, G> = &'a mut dyn FnMut(&G, &[<G as GameState>::Action], <G as GameState>::Action);

/// Plays one game between `bots`, calling `check(state, legal, action)` before every bot action.
fn play<G: Determinize>(
    mut state: G,
    bots: &mut [Box<dyn Bot<G>>],
    seed: u64,
    check: Check<'_, G>,
) {
    let mut rng = rng_from_seed(seed);
    let mut seen: Vec<Vec<G::Event>> = vec![Vec::new(); state.num_players()];
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for _ in 0..20_000 {
        let a = match state.actor() {
            Actor::Terminal => return,
            Actor::Chance => state.sample_chance(&mut rng).expect("chance"),
            Actor::Player(seat) => {
                state.legal_actions(&mut legal);
                let view = state.view(seat);
                let a = bots[seat].choose(&Decision::new(seat, &view, &legal, &seen[seat]));
                check(&state, &legal, a);
                a
            }
        };
        events.clear();
        state.apply_logged(a, &mut events).expect("legal");
        for e in &events {
            for (s, log) in seen.iter_mut().enumerate() {
                if let Some(x) = state.event_seen_by(e, s) {
                    log.push(x);
                }
            }
        }
    }
    panic!("the game did not end");
}

const LEVELS: [&str; 3] = ["easy", "normal", "hard:300it"];

#[test]
fn meduris_bots_waste_no_chips_on_offerings_or_exchanges() {
    use meduris::{Action, Offering, Phase, Setup, State};
    let mut offerings = 0;
    let mut exchanges = 0;
    for (g, players) in [(1u64, 2usize), (2, 3), (3, 4)] {
        let setup = Setup::random(players, &mut rng_from_seed(g)).expect("setup");
        let mut bots: Vec<Box<dyn Bot<State>>> = (0..players)
            .map(|s| {
                gameroom_bots::meduris::bot(
                    LEVELS[s % 3],
                    g * 10 + s as u64,
                    Budget::Iterations(300),
                    1,
                )
                .expect("bot")
            })
            .collect();
        // Chips a seat gave in exchanges since it last built or offered.
        let mut exchanged = vec![0u32; players];
        play(
            State::new(&setup).expect("state"),
            &mut bots,
            g,
            &mut |s: &State, legal: &[Action], a: Action| {
                let t = s.table();
                let Actor::Player(seat) = s.actor() else {
                    return;
                };
                if let Phase::Offering { field, .. } = t.phase()
                    && t.settlement_size(field as usize) == 1
                {
                    offerings += 1;
                    let one = legal
                        .iter()
                        .any(|x| matches!(x, Action::Offer(Offering::One(_))));
                    assert!(
                        !(one && matches!(a, Action::Offer(Offering::Both(..)))),
                        "offered both at a lone hut where one chip scores the same"
                    );
                }
                match a {
                    Action::Exchange { .. } => {
                        exchanges += 1;
                        exchanged[seat] += 3;
                        assert!(exchanged[seat] <= 9, "more than three exchanges in a row");
                    }
                    Action::Hut(_) | Action::Temple(_) | Action::Offer(_) => exchanged[seat] = 0,
                    _ => assert_eq!(
                        exchanged[seat], 0,
                        "exchanged, then neither built nor offered: `{a}` wasted them"
                    ),
                }
            },
        );
    }
    assert!(
        offerings > 0 && exchanges > 0,
        "the games had lone-hut offerings and exchanges"
    );
}

#[test]
fn cvlizations_bots_never_join_an_order_shown_to_be_void_and_buy_effect_ideas() {
    use cvlizations::{Action, Order, Setup, State, Variant};
    let mut orders = 0;
    let mut zero_point_ideas = 0;
    for (g, players) in [(1u64, 3usize), (2, 4), (3, 5), (4, 3)] {
        let setup =
            Setup::new(players, Variant::Standard, (g % players as u64) as u8).expect("a setup");
        let mut bots: Vec<Box<dyn Bot<State>>> = (0..players)
            .map(|s| {
                gameroom_bots::cvlizations::bot(
                    LEVELS[s % 3],
                    g * 10 + s as u64,
                    Budget::Iterations(300),
                    1,
                )
                .expect("bot")
            })
            .collect();
        play(
            State::new(&setup).expect("state"),
            &mut bots,
            g,
            &mut |s: &State, legal: &[Action], a: Action| {
                if let Action::Buy(c) = a
                    && s.cards().card(c as usize).points == 0
                {
                    zero_point_ideas += 1;
                }
                let Action::Orders { up, down } = a else {
                    return;
                };
                orders += 1;
                let Some(civ) = s.civ_to_play() else {
                    return;
                };
                let void = |o: Order| {
                    let shown = (0..s.num_civs())
                        .filter(|&c| c != civ && s.played(c).0 == Some(o))
                        .count();
                    let row = s.cards().order(o);
                    [row.one, row.two, row.many][shown.min(2)] == 0
                };
                let avoidable = legal.iter().any(
                    |x| matches!(x, Action::Orders { up, down } if !void(*up) && !void(*down)),
                );
                assert!(
                    !(avoidable && (void(up) || void(down))),
                    "played `{up:?}/{down:?}`, though the others show it will bring nothing"
                );
            },
        );
    }
    assert!(orders > 50);
    assert!(
        zero_point_ideas > 0,
        "ideas that score by their effect alone are bought"
    );
}
