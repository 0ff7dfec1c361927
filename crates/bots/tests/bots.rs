//! The bots' contract: legal moves only, reproducible from a seed, and decisions made from the
//! seat's view and history alone.

use gameroom_bots::{Bot, Budget, Decision};
use gameroom_game::{Actor, GameState, rand::RngExt, rng_from_seed};
use meduris::{Action, Event, Setup, State};

fn bot(spec: &str, seed: u64) -> Box<dyn Bot<State>> {
    gameroom_bots::meduris::bot(spec, seed, Budget::Iterations(60), 1).expect("known bot")
}

/// Plays a game between `specs`, checking every choice is legal. Returns the actions.
fn play(specs: &[&str], seed: u64, max_actions: usize) -> Vec<Action> {
    let mut rng = rng_from_seed(seed);
    let setup = Setup::random(specs.len(), &mut rng).expect("valid");
    let mut state = State::new(&setup).expect("valid");
    let mut bots: Vec<_> = specs
        .iter()
        .enumerate()
        .map(|(s, spec)| bot(spec, seed + s as u64))
        .collect();
    let mut seen: Vec<Event> = Vec::new();
    let mut legal = Vec::new();
    let mut actions = Vec::new();
    while actions.len() < max_actions {
        let a = match state.actor() {
            Actor::Terminal => break,
            Actor::Chance => state.sample_chance(&mut rng).expect("chance"),
            Actor::Player(seat) => {
                state.legal_actions(&mut legal);
                let view = state.view(seat);
                let a = bots[seat].choose(&Decision {
                    deadline: None,
                    cancel: None,
                    seat,
                    view: &view,
                    legal: &legal,
                    seen: &seen,
                });
                assert!(legal.contains(&a), "{} proposed illegal `{a}`", specs[seat]);
                a
            }
        };
        state
            .apply_logged(a, &mut seen)
            .unwrap_or_else(|e| panic!("`{a}` refused: {e}"));
        actions.push(a);
    }
    actions
}

#[test]
fn bots_never_propose_an_illegal_action() {
    play(&["heuristic", "random"], 1, usize::MAX);
    play(&["easy", "heuristic", "random"], 2, usize::MAX);
    play(&["mcts", "heuristic", "easy", "random"], 3, usize::MAX);
    play(
        &["mcts:20it:2t:random-rollouts:d0", "mcts:30it:no-reuse"],
        4,
        400,
    );
}

#[test]
fn the_same_seed_and_budget_play_the_same() {
    for specs in [
        ["mcts", "heuristic"],
        ["easy", "mcts:40it:2t"],
        ["random", "easy"],
    ] {
        let a = play(&specs, 9, 600);
        let b = play(&specs, 9, 600);
        assert_eq!(a, b, "{specs:?} is not reproducible");
    }
}

/// A bot is given the view and the public history, never the state: two states that differ
/// only behind an opponent's screen give it the same decision to make, so it decides the same.
#[test]
fn bots_decide_from_the_view_alone() {
    let mut rng = rng_from_seed(5);
    let setup = Setup::random(3, &mut rng).expect("valid");
    let mut state = State::new(&setup).expect("valid");
    let mut seen = Vec::new();
    let mut legal = Vec::new();
    // Play a while with random moves.
    for _ in 0..150 {
        let a = match state.actor() {
            Actor::Terminal => break,
            Actor::Chance => state.sample_chance(&mut rng).expect("chance"),
            Actor::Player(_) => {
                state.legal_actions(&mut legal);
                legal[rng.random_range(0..legal.len())]
            }
        };
        state.apply_logged(a, &mut seen).expect("legal");
    }
    while !matches!(state.actor(), Actor::Player(_)) {
        let a = state.sample_chance(&mut rng).expect("chance");
        state.apply_logged(a, &mut seen).expect("legal");
    }
    let Actor::Player(seat) = state.actor() else {
        unreachable!()
    };
    let view = state.view(seat);
    // Another state with other chips behind the opponents' screens: the same view.
    let other = view.determinise(&[[9, 0, 0, 9]; 4]);
    assert_ne!(other, state);
    assert_eq!(other.view(seat), view);
    state.legal_actions(&mut legal);
    for spec in ["heuristic", "mcts", "easy"] {
        let decide = |s: &State| {
            let v = s.view(seat);
            bot(spec, 77).choose(&Decision {
                deadline: None,
                cancel: None,
                seat,
                view: &v,
                legal: &legal,
                seen: &seen,
            })
        };
        assert_eq!(decide(&state), decide(&other), "{spec}");
    }
}

#[test]
fn mcts_explains_its_choice() {
    let mut rng = rng_from_seed(8);
    let setup = Setup::random(2, &mut rng).expect("valid");
    let mut state = State::new(&setup).expect("valid");
    let mut legal = Vec::new();
    while !(state.table().phase() == meduris::Phase::Main) {
        match state.actor() {
            Actor::Chance => {
                let a = state.sample_chance(&mut rng).expect("chance");
                state.apply(a).expect("legal");
            }
            _ => {
                state.legal_actions(&mut legal);
                state.apply(legal[0]).expect("legal");
            }
        }
    }
    let Actor::Player(seat) = state.actor() else {
        unreachable!()
    };
    state.legal_actions(&mut legal);
    let view = state.view(seat);
    let mut b = bot("mcts:200it", 1);
    let a = b.choose(&Decision {
        deadline: None,
        cancel: None,
        seat,
        view: &view,
        legal: &legal,
        seen: &[],
    });
    let why = b.explain().expect("an explanation");
    assert!(
        why.contains(&format!("`{a}`")) || why.contains("then"),
        "{why}"
    );
    assert!(why.contains('%'), "{why}");
}

#[test]
fn unknown_bots_and_options_are_refused() {
    let e = gameroom_bots::meduris::bot("genius", 1, Budget::Iterations(1), 1).err();
    assert!(e.is_some_and(|e| e.contains("unknown bot `genius`")));
    let e = gameroom_bots::meduris::bot("mcts:fast", 1, Budget::Iterations(1), 1).err();
    assert!(e.is_some_and(|e| e.contains("unknown option `fast`")));
}

/// When nothing is hidden, the subtree of the position reached is kept for the next decision.
#[test]
fn mcts_reuses_its_tree() {
    use gameroom_bots::{MctsBot, MctsConfig};
    use std::sync::Arc;
    let mut rng = rng_from_seed(12);
    let setup = Setup::random(2, &mut rng).expect("valid");
    let mut state = State::new(&setup).expect("valid");
    let cfg = MctsConfig {
        budget: Budget::Iterations(800),
        ..MctsConfig::default()
    };
    let mut bots: Vec<MctsBot<State, gameroom_bots::meduris::Meduris>> = (0..2)
        .map(|s| {
            MctsBot::new(
                Arc::new(gameroom_bots::meduris::Meduris::default()),
                cfg.clone(),
                s,
                "mcts",
            )
        })
        .collect();
    let mut seen = Vec::new();
    let mut legal = Vec::new();
    let mut reused = 0;
    for _ in 0..70 {
        let a = match state.actor() {
            Actor::Terminal => break,
            Actor::Chance => state.sample_chance(&mut rng).expect("chance"),
            Actor::Player(seat) => {
                state.legal_actions(&mut legal);
                let view = state.view(seat);
                let a = bots[seat].choose(&Decision {
                    deadline: None,
                    cancel: None,
                    seat,
                    view: &view,
                    legal: &legal,
                    seen: &seen,
                });
                reused += bots[seat].report().reused_nodes;
                a
            }
        };
        state.apply_logged(a, &mut seen).expect("legal");
    }
    assert!(reused > 0, "no subtree was ever reused");
}

/// With a history that does not start at the beginning, the others' chips are not known: the
/// search samples them (information-set MCTS) and still plays legal moves.
#[test]
fn information_set_search_plays_legal_moves_when_chips_are_unknown() {
    use gameroom_game::Determinize;
    let mut rng = rng_from_seed(21);
    let setup = Setup::random(3, &mut rng).expect("valid");
    let mut state = State::new(&setup).expect("valid");
    let mut legal = Vec::new();
    let mut b = bot("mcts:150it", 3);
    let mut decisions = 0;
    for _ in 0..400 {
        let a = match state.actor() {
            Actor::Terminal => break,
            Actor::Chance => state.sample_chance(&mut rng).expect("chance"),
            Actor::Player(seat) => {
                state.legal_actions(&mut legal);
                let view = state.view(seat);
                // No history at all: the knowledge is a guess.
                let k = State::knowledge(&view, &[]);
                if state.table().turn() > 2 {
                    assert!(
                        !State::is_exact(&k) || state.stock(seat) == state.stock((seat + 1) % 3)
                    );
                }
                let a = b.choose(&Decision {
                    deadline: None,
                    cancel: None,
                    seat,
                    view: &view,
                    legal: &legal,
                    seen: &[],
                });
                assert!(legal.contains(&a));
                decisions += 1;
                a
            }
        };
        state.apply(a).expect("legal");
    }
    assert!(decisions > 50);
}

/// The CVlizations bots play legal moves in every variant; information-set MCTS is
/// reproducible from its seed and never sees a face-down order before the reveal.
#[test]
fn cvlizations_bots_play_legal_moves() {
    use cvlizations::{Setup as CvSetup, State as Cv, Variant};
    for (players, variant, specs) in [
        (
            3,
            Variant::Standard,
            ["ismcts:40it", "heuristic", "random"].as_slice(),
        ),
        (
            2,
            Variant::Neutral,
            ["ismcts:40it:fitted:d10", "easy"].as_slice(),
        ),
        (
            2,
            Variant::Advanced,
            ["heuristic", "ismcts:40it:2t"].as_slice(),
        ),
    ] {
        let run = || {
            let mut rng = rng_from_seed(4);
            let mut state =
                Cv::new(&CvSetup::new(players, variant, 0).expect("valid")).expect("valid");
            let mut bots: Vec<Box<dyn Bot<Cv>>> = specs
                .iter()
                .enumerate()
                .map(|(s, spec)| {
                    gameroom_bots::cvlizations::bot(spec, s as u64, Budget::Iterations(40), 1)
                        .expect("bot")
                })
                .collect();
            let mut seen: Vec<Vec<cvlizations::Event>> = vec![Vec::new(); players];
            let mut legal = Vec::new();
            let mut trail = Vec::new();
            while !state.is_terminal() {
                let a = match state.actor() {
                    Actor::Chance => state.sample_chance(&mut rng).expect("chance"),
                    Actor::Player(seat) => {
                        state.legal_actions(&mut legal);
                        let view = state.view(seat);
                        let a = bots[seat].choose(&Decision {
                            deadline: None,
                            cancel: None,
                            seat,
                            view: &view,
                            legal: &legal,
                            seen: &seen[seat],
                        });
                        assert!(legal.contains(&a), "illegal {a:?}");
                        a
                    }
                    Actor::Terminal => break,
                };
                let mut events = Vec::new();
                state.apply_logged(a, &mut events).expect("legal");
                for (s, log) in seen.iter_mut().enumerate() {
                    log.extend(events.iter().filter_map(|e| state.event_seen_by(e, s)));
                }
                trail.push(a);
            }
            trail
        };
        assert_eq!(run(), run(), "{variant:?} is reproducible");
    }
}

/// Prior knowledge (`pN`): every move starts with N virtual visits valued by the evaluation of
/// the position it reaches, so even a single iteration plays the move the evaluation rates best
/// (without priors, one iteration tries one move at random).
#[test]
fn mcts_priors_start_from_the_evaluation() {
    use gameroom_bots::meduris::Meduris;
    use gameroom_bots::{Domain, MctsBot, MctsConfig, Move};
    use std::sync::Arc;
    let mut rng = rng_from_seed(21);
    let setup = Setup::random(2, &mut rng).expect("valid");
    let mut state = State::new(&setup).expect("valid");
    let mut legal = Vec::new();
    let mut seen: Vec<Event> = Vec::new();
    let mut checked = 0;
    let mut differs = 0;
    for step in 0..400 {
        let seat = match state.actor() {
            Actor::Terminal => break,
            Actor::Chance => {
                let a = state.sample_chance(&mut rng).expect("chance");
                state.apply_logged(a, &mut seen).expect("legal");
                continue;
            }
            Actor::Player(seat) => seat,
        };
        state.legal_actions(&mut legal);
        let mut moves: Vec<Move<Action>> = Vec::new();
        Meduris::default().moves(&state, &legal, &mut moves);
        if step % 7 == 0 && moves.len() > 2 && state.table().phase() == meduris::Phase::Main {
            // The evaluation's values of every move, for the seat that moves.
            let values: Vec<f64> = moves
                .iter()
                .map(|m| {
                    let mut next = state.clone();
                    for &a in m.iter() {
                        next.apply(a).expect("a move is legal");
                    }
                    let mut r = [0.0; 6];
                    Meduris::default().evaluate(&next, &mut r);
                    r[seat]
                })
                .collect();
            let best = values.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
            let view = state.view(seat);
            let decide = |prior_visits| {
                let cfg = MctsConfig {
                    budget: Budget::Iterations(1),
                    prior_visits,
                    ..MctsConfig::default()
                };
                let mut b = MctsBot::new(Arc::new(Meduris::default()), cfg, 3, "mcts");
                b.search(&Decision {
                    deadline: None,
                    cancel: None,
                    seat,
                    view: &view,
                    legal: &legal,
                    seen: &seen,
                })
            };
            let with = decide(10);
            let i = moves
                .iter()
                .position(|m| *m == with)
                .expect("one of the moves");
            assert!(
                values[i] >= best - 1e-9,
                "with priors one iteration played a move valued {} < best {best}",
                values[i]
            );
            let without = decide(0);
            let j = moves
                .iter()
                .position(|m| *m == without)
                .expect("one of the moves");
            if values[j] < best - 1e-9 {
                differs += 1;
            }
            checked += 1;
        }
        let a = legal[rng.random_range(0..legal.len())];
        state.apply_logged(a, &mut seen).expect("legal");
    }
    assert!(checked >= 5, "only {checked} positions checked");
    // The check above can fail: without priors a single iteration often picks a worse move.
    assert!(
        differs > 0,
        "without priors one iteration always found the best move"
    );
}

/// PUCT: the search gives its iterations where the domain's policy points. A Meduris domain
/// whose policy strongly favours one move (the last proposed) sends most of a short search's
/// root iterations through it; without PUCT the same search does not.
#[test]
fn puct_follows_the_domain_policy() {
    use gameroom_bots::meduris::Meduris;
    use gameroom_bots::{Domain, MctsBot, MctsConfig, Move};
    use std::sync::Arc;

    /// Meduris, with a policy that favours the last move `moves` proposes.
    #[derive(Default)]
    struct Favour(Meduris);
    impl Domain<State> for Favour {
        fn moves(&self, state: &State, legal: &[Action], out: &mut Vec<Move<Action>>) {
            self.0.moves(state, legal, out)
        }
        fn rollout(&self, s: &State, l: &[Action], r: &mut gameroom_game::GameRng) -> Action {
            self.0.rollout(s, l, r)
        }
        fn evaluate(&self, state: &State, out: &mut [f64]) {
            self.0.evaluate(state, out)
        }
        fn policy(&self, before: &State, _after: &State, mv: &Move<Action>) -> Option<f64> {
            let mut moves = Vec::new();
            let mut legal = Vec::new();
            before.legal_actions(&mut legal);
            self.0.moves(before, &legal, &mut moves);
            Some(if moves.last() == Some(mv) { 8.0 } else { 0.0 })
        }
    }

    let mut rng = rng_from_seed(5);
    let setup = Setup::random(2, &mut rng).expect("valid");
    let mut state = State::new(&setup).expect("valid");
    let mut legal = Vec::new();
    // The first decision with a choice of several builds or yields.
    loop {
        match state.actor() {
            Actor::Chance => {
                let a = state.sample_chance(&mut rng).expect("chance");
                state.apply(a).expect("legal");
            }
            Actor::Player(_) => {
                state.legal_actions(&mut legal);
                if legal.len() > 5 && matches!(state.table().phase(), meduris::Phase::Main) {
                    break;
                }
                state.apply(legal[0]).expect("legal");
            }
            Actor::Terminal => panic!("the game ended before a choice"),
        }
    }
    let Actor::Player(seat) = state.actor() else {
        unreachable!()
    };
    let mut moves = Vec::new();
    Favour::default().0.moves(&state, &legal, &mut moves);
    let favoured: Vec<String> = moves
        .last()
        .expect("moves")
        .iter()
        .map(|a| state.action_to_string(*a))
        .collect();
    let favoured = favoured.join(", then ");
    let share = |puct: f64| {
        let cfg = MctsConfig {
            budget: Budget::Iterations(300),
            prior_visits: 10,
            rollout_depth: Some(20),
            puct,
            ..MctsConfig::default()
        };
        let mut bot = MctsBot::new(Arc::new(Favour::default()), cfg, 3, "mcts");
        let view = state.view(seat);
        bot.search(&Decision::new(seat, &view, &legal, &[]));
        let r = bot.report();
        let through: u32 = r
            .moves
            .iter()
            .filter(|m| m.0 == favoured)
            .map(|m| m.1)
            .sum();
        through as f64 / r.iterations as f64
    };
    let (with, without) = (share(6.0), share(0.0));
    assert!(with > 0.5, "{favoured}: {with} of the iterations with PUCT");
    assert!(
        without < with / 2.0,
        "{favoured}: {without} without, {with} with"
    );
}

/// A prior with looks values the positions the domain's `settle` reaches past the move, a fresh
/// one per look, and averages them; without looks it values the position the move reaches. A
/// depth limit keeps the looks to the nodes near the root.
#[test]
fn a_prior_with_looks_averages_the_settled_positions() {
    use gameroom_bots::meduris::Meduris;
    use gameroom_bots::{Domain, MctsBot, MctsConfig, Move};
    use std::sync::Arc;
    use std::sync::atomic::{AtomicU32, Ordering};

    /// Meduris's moves; every seat's value is a thousandth of the looks taken so far.
    #[derive(Default)]
    struct Looking(Meduris, AtomicU32);
    impl Domain<State> for Looking {
        fn moves(&self, state: &State, legal: &[Action], out: &mut Vec<Move<Action>>) {
            self.0.moves(state, legal, out)
        }
        fn evaluate(&self, _: &State, out: &mut [f64]) {
            let c = f64::from(self.1.load(Ordering::SeqCst)) / 1000.0;
            out.iter_mut().for_each(|v| *v = c);
        }
        fn settle(&self, _: &mut State, _: usize, _: &mut gameroom_game::GameRng) {
            self.1.fetch_add(1, Ordering::SeqCst);
        }
    }

    let (state, seat, legal) = first_decision(5);
    // One iteration: the root's moves get their priors, one of them a rollout cut at once.
    let search_to = |looks: u32, iterations: u32, look_depth: u32| {
        let domain = Arc::new(Looking::default());
        let cfg = MctsConfig {
            budget: Budget::Iterations(iterations),
            prior_visits: 10,
            prior_looks: looks,
            look_depth,
            rollout_depth: Some(0),
            ..MctsConfig::default()
        };
        let mut bot = MctsBot::new(domain.clone(), cfg, 3, "mcts");
        let view = state.view(seat);
        bot.search(&Decision::new(seat, &view, &legal, &[]));
        let priors: Vec<f64> = bot
            .report()
            .moves
            .iter()
            .filter(|m| m.1 == 0)
            .map(|m| m.2 * 1000.0)
            .collect();
        (
            priors,
            bot.report().moves.len(),
            domain.1.load(Ordering::SeqCst),
        )
    };
    let search = |looks: u32| search_to(looks, 1, u32::MAX);
    // No look: every prior is the position the move reaches, before anything settles.
    let (priors, _, looked) = search(0);
    assert_eq!(looked, 0);
    assert!(priors.iter().all(|v| v.abs() < 1e-6), "{priors:?}");
    // Three looks per move: the k-th move's prior is the mean of looks 3k+1, 3k+2 and 3k+3.
    let (priors, moves, looked) = search(3);
    assert!(moves > 2, "{moves} moves");
    assert_eq!(looked as usize, 3 * moves);
    for v in &priors {
        assert!(
            (v - 2.0)
                .rem_euclid(3.0)
                .min(3.0 - (v - 2.0).rem_euclid(3.0))
                < 1e-3,
            "a prior of {v} thousandths is no mean of three looks in a row: {priors:?}"
        );
    }
    let mut distinct = priors.clone();
    distinct.sort_by(f64::total_cmp);
    distinct.dedup_by(|a, b| (*a - *b).abs() < 1e-3);
    assert_eq!(distinct.len(), priors.len(), "{priors:?}");
    // Fifty iterations reach nodes below the root: they look too, unless the looks stop there.
    let (_, root_moves, deep) = search_to(3, 50, u32::MAX);
    assert!(
        deep as usize > 3 * root_moves,
        "{deep} looks, {root_moves} moves"
    );
    let (_, root_moves, at_root) = search_to(3, 50, 1);
    assert_eq!(at_root as usize, 3 * root_moves);
}

/// A two-player Meduris game of `seed` at its first decision: the state, the seat deciding and
/// its legal actions.
fn first_decision(seed: u64) -> (State, usize, Vec<Action>) {
    let mut rng = rng_from_seed(seed);
    let setup = Setup::random(2, &mut rng).expect("valid");
    let mut state = State::new(&setup).expect("valid");
    while let Actor::Chance = state.actor() {
        let a = state.sample_chance(&mut rng).expect("chance");
        state.apply(a).expect("legal");
    }
    let Actor::Player(seat) = state.actor() else {
        panic!("no decision")
    };
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    (state, seat, legal)
}

/// Simulations: a new leaf's value is the mean of that many rollouts, each one evaluation here
/// (rollouts cut at once); one simulation is the search as before.
#[test]
fn a_leaf_averages_its_simulations() {
    use gameroom_bots::meduris::Meduris;
    use gameroom_bots::{Domain, MctsBot, MctsConfig, Move};
    use std::sync::Arc;
    use std::sync::atomic::{AtomicU32, Ordering};

    /// Meduris's moves; each evaluation values every seat at its own number, in thousandths.
    #[derive(Default)]
    struct Counting(Meduris, AtomicU32);
    impl Domain<State> for Counting {
        fn moves(&self, state: &State, legal: &[Action], out: &mut Vec<Move<Action>>) {
            self.0.moves(state, legal, out)
        }
        fn evaluate(&self, _: &State, out: &mut [f64]) {
            let c = f64::from(self.1.fetch_add(1, Ordering::SeqCst) + 1) / 1000.0;
            out.iter_mut().for_each(|v| *v = c);
        }
    }

    let (state, seat, legal) = first_decision(5);
    // One iteration without priors: one move expanded, its leaf valued by its simulations.
    let search = |simulations: u32| {
        let domain = Arc::new(Counting::default());
        let cfg = MctsConfig {
            budget: Budget::Iterations(1),
            prior_visits: 0,
            rollout_depth: Some(0),
            simulations,
            ..MctsConfig::default()
        };
        let mut bot = MctsBot::new(domain.clone(), cfg, 3, "mcts");
        let view = state.view(seat);
        bot.search(&Decision::new(seat, &view, &legal, &[]));
        let tried: Vec<f64> = bot
            .report()
            .moves
            .iter()
            .filter(|m| m.1 == 1)
            .map(|m| m.2 * 1000.0)
            .collect();
        (tried, domain.1.load(Ordering::SeqCst))
    };
    let (tried, evaluations) = search(1);
    assert_eq!(evaluations, 1);
    assert!(
        tried.len() == 1 && (tried[0] - 1.0).abs() < 1e-3,
        "{tried:?}"
    );
    // Four rollouts: evaluations 1 to 4, their mean 2.5.
    let (tried, evaluations) = search(4);
    assert_eq!(evaluations, 4);
    assert!(
        tried.len() == 1 && (tried[0] - 2.5).abs() < 1e-3,
        "{tried:?}"
    );
}
