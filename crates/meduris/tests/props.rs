//! Property tests over random games for 2, 3 and 4 players: the invariants of the rules hold at
//! every step of every game.

use gameroom_game::{Actor, GameRng, GameState, rand::RngExt, rng_from_seed};
use meduris::{
    Action, Building, CHIPS_PER_MATERIAL, Event, Meduris, Position, Setup, State, huts_per_player,
};

fn replay(
    record: &gameroom_game::Record,
    at: Option<usize>,
) -> Result<gameroom_game::Replay<Meduris>, gameroom_game::ReplayError> {
    gameroom_game::replay::<Meduris>(record, at)
}
use proptest::prelude::*;

/// `base` cases at proptest's default of 256, scaled by `PROPTEST_CASES` when it is set
/// (`PROPTEST_CASES=2560` runs ten times as many).
fn cases(base: u32) -> u32 {
    let default = ProptestConfig::default().cases;
    (u64::from(base) * u64::from(default) / 256).clamp(1, u64::from(u32::MAX)) as u32
}

/// Plays one random game, checking every invariant after every action. Returns the actions.
fn play_checked(seed: u64, players: usize, probe_illegal: usize) -> (State, Vec<Action>) {
    let mut rng: GameRng = rng_from_seed(seed);
    let setup = Setup::random(players, &mut rng).expect("a random setup is valid");
    let mut state = State::new(&setup).expect("a valid setup starts");
    let universe = Action::universe(state.table().board().num_fields());
    let mut legal = Vec::new();
    let mut actions = Vec::new();
    let mut events: Vec<Event> = Vec::new();
    let mut log: Vec<Event> = Vec::new();
    while !state.is_terminal() {
        if actions.len() % 37 == 0 {
            check_knowledge(&state, &log);
        }
        assert!(actions.len() < 200_000, "every game ends (seed {seed})");
        check_invariants(&state);
        state.legal_actions(&mut legal);
        assert!(
            !legal.is_empty(),
            "whoever decides has a legal action: {:?}",
            state.table().phase()
        );
        // Illegal actions are refused with a reason and change nothing; legal ones apply.
        for _ in 0..probe_illegal {
            let a = universe[rng.random_range(0..universe.len())];
            let mut probe = state.clone();
            match probe.apply(a) {
                Ok(()) => assert!(legal.contains(&a), "`{a}` applied but is not listed legal"),
                Err(e) => {
                    assert!(
                        !legal.contains(&a),
                        "`{a}` is listed legal but refused: {e}"
                    );
                    assert!(e.rule().is_some(), "`{a}` refused without a rule: {e}");
                    assert_eq!(probe, state, "a refused `{a}` changed the state");
                }
            }
        }
        let a = match state.actor() {
            Actor::Chance => state.sample_chance(&mut rng).expect("chance acts"),
            _ => legal[rng.random_range(0..legal.len())],
        };
        let score_before: Vec<u32> = (0..players).map(|s| state.table().score(s)).collect();
        events.clear();
        state
            .apply_logged(a, &mut events)
            .unwrap_or_else(|e| panic!("legal `{a}` refused: {e}"));
        check_events(&events, &score_before);
        log.extend(events.iter().cloned());
        actions.push(a);
    }
    check_invariants(&state);
    (state, actions)
}

fn check_invariants(state: &State) {
    let t = state.table();
    let n = t.num_players();
    // M-S3: chips are conserved.
    for m in 0..4 {
        let held: u32 = (0..n).map(|s| state.stock(s)[m] as u32).sum();
        assert_eq!(
            held + t.supply()[m] as u32,
            CHIPS_PER_MATERIAL as u32,
            "chips of material {m} are conserved"
        );
    }
    // M-S2: buildings on the board and in front of the players add up.
    let fields = t.board().num_fields();
    for s in 0..n {
        let huts = (0..fields)
            .filter(|&f| t.building(f) == Building::Hut(s as u8))
            .count();
        let temples = (0..fields)
            .filter(|&f| t.building(f) == Building::Temple(s as u8))
            .count();
        assert_eq!(
            huts + t.huts_left(s) as usize,
            huts_per_player(n as u8) as usize
        );
        assert_eq!(temples + t.temples_left(s) as usize, 2);
    }
    // Stacks never exceed three workers.
    for m in meduris::Material::ALL {
        assert!(t.plain(m).len() <= 3);
    }
    // The position reads back to the same state.
    let p: Position = serde_json::from_str(
        &serde_json::to_string(&state.to_position()).expect("position writes"),
    )
    .expect("position JSON reads");
    assert_eq!(&State::from_position(&p).expect("position is valid"), state);
}

/// Every movement of chips is public (M-I1): the events alone tell everyone's chips, and a
/// seat's knowledge rebuilds exactly the real state from its view.
fn check_knowledge(state: &State, log: &[Event]) {
    use gameroom_game::Determinize;
    let n = state.num_players();
    let tracked = meduris::chips_from_events(n, log).expect("events add up");
    for s in 0..n {
        assert_eq!(
            tracked[s],
            state.stock(s),
            "chips of seat {s} from the events"
        );
        let k = State::knowledge(&state.view(s), log);
        assert!(State::is_exact(&k));
        assert_eq!(&State::sample(&k, &mut rng_from_seed(0)), state);
    }
}

/// Scores never go below 0: a deduction from 0 is no deduction (M-S2, M-D3).
fn check_events(events: &[Event], before: &[u32]) {
    let mut score: Vec<i64> = before.iter().map(|&s| s as i64).collect();
    for e in events {
        match e {
            Event::Offered { seat, points, .. } => {
                let s = *seat;
                assert!(*points >= -1);
                if *points == 0 {
                    assert_eq!(
                        score[s], 0,
                        "only a score of 0 loses nothing for no offering"
                    );
                }
                score[s] += *points as i64;
                assert!(score[s] >= 0);
            }
            Event::RuneInterimScoring { points } => {
                for (s, p) in points.iter().enumerate() {
                    score[s] += *p as i64;
                }
            }
            Event::BonusUsed {
                seat,
                bonus: meduris::Bonus::Points,
                ..
            } => score[*seat] += 2,
            Event::TempleScored { seat, points, .. } | Event::RunesScored { seat, points, .. } => {
                score[*seat] += *points as i64
            }
            _ => {}
        }
    }
}

fn record_of(seed: u64, players: usize, actions: &[Action]) -> gameroom_game::Record {
    let setup = Setup::random(players, &mut rng_from_seed(seed)).expect("valid");
    let mut record = gameroom_game::Record::of::<Meduris>(&setup);
    record.actions = actions.iter().map(|a| a.to_string()).collect();
    record
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(96)))]

    /// Chips conserved, scores ≥ 0, every game ends, legal actions apply and illegal ones are
    /// refused with a reason, positions round-trip: for 2, 3 and 4 players.
    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>(), players in 2usize..=4) {
        let (state, _) = play_checked(seed, players, 8);
        prop_assert!(state.outcome().is_some());
    }

    /// A record of a game replays to exactly the same final state, and JSON round-trips it.
    #[test]
    fn replays_reproduce_the_final_state(seed in any::<u64>(), players in 2usize..=4) {
        let (state, actions) = play_checked(seed, players, 0);
        let mut record = record_of(seed, players, &actions);
        record.result = state.outcome();
        let text = record.to_json();
        let back = gameroom_game::Record::from_json(&text).expect("record reads");
        let r = replay(&back, None).expect("the record replays");
        prop_assert_eq!(&r.state, &state);
        // Stopping part-way gives the state after that many actions.
        let half = actions.len() / 2;
        let mut partial = State::new(&r.setup).expect("setup");
        for &a in &actions[..half] {
            partial.apply(a).expect("legal");
        }
        prop_assert_eq!(replay(&back, Some(half)).expect("replays").state, partial);
    }

    /// A player's view does not change when only an opponent's hidden chips change (M-I1).
    #[test]
    fn views_hide_opponents_chips(seed in any::<u64>(), players in 2usize..=4, cut in 0usize..400) {
        let (_, actions) = play_checked(seed, players, 0);
        let setup = Setup::random(players, &mut rng_from_seed(seed)).expect("valid");
        let mut state = State::new(&setup).expect("setup");
        for &a in &actions[..cut.min(actions.len())] {
            state.apply(a).expect("legal");
        }
        let mut rng = rng_from_seed(seed ^ 0x5eed);
        for seat in 0..players {
            let before = state.view(seat);
            for _ in 0..4 {
                // Any other chips behind the opponents' screens.
                let guess: Vec<[u8; 4]> = (0..players)
                    .map(|_| std::array::from_fn(|_| rng.random_range(0..=18u8)))
                    .collect();
                let other = before.determinise(&guess);
                for s in 0..players {
                    if s != seat {
                        prop_assert_eq!(other.stock(s), guess[s]);
                    }
                }
                prop_assert_eq!(other.view(seat), before.clone());
                prop_assert_eq!(other.view(seat).stock(), Some(state.stock(seat)));
            }
        }
    }
}

#[test]
fn illegal_actions_in_a_replay_are_reported_with_index_and_rule() {
    let (_, actions) = play_checked(7, 3, 0);
    let mut record = record_of(7, 3, &actions);
    // Replace the first main action after the setup with a hut on a field that does not exist.
    let i = actions
        .iter()
        .position(|a| {
            matches!(
                a,
                Action::BigYield { .. } | Action::Hut(_) | Action::Temple(_)
            )
        })
        .expect("a main action");
    record.actions[i] = "hut 99".into();
    let err = replay(&record, None).unwrap_err();
    assert_eq!(err.action_index(), Some(i));
    assert_eq!(err.rule(), Some("M-S1"));
    assert!(
        err.to_string().contains(&format!("action {i} `hut 99`")),
        "{err}"
    );

    record.actions[i] = "build a castle".into();
    let err = replay(&record, None).unwrap_err();
    assert_eq!(err.action_index(), Some(i));
    assert!(err.to_string().contains("unknown action"), "{err}");

    let mut record = record_of(7, 3, &actions);
    record.actions.push("roll wood".into());
    let err = replay(&record, None).unwrap_err();
    assert!(
        matches!(
            &err,
            gameroom_game::ReplayError::Illegal { refusal, .. } if refusal.code == "game-over"
        ),
        "{err}"
    );
}

#[test]
fn a_record_with_a_wrong_result_is_reported() {
    let (state, actions) = play_checked(11, 2, 0);
    let mut record = record_of(11, 2, &actions);
    let mut wrong = state.outcome().expect("over");
    wrong.scores[0] += 1;
    record.result = Some(wrong);
    assert!(matches!(
        replay(&record, None),
        Err(gameroom_game::ReplayError::ResultMismatch { .. })
    ));
}

#[test]
fn chance_outcomes_are_the_six_faces_evenly() {
    let setup = Setup::random(2, &mut rng_from_seed(3)).expect("valid");
    let mut state = State::new(&setup).expect("setup");
    let mut legal = Vec::new();
    while state.actor() != Actor::Chance {
        state.legal_actions(&mut legal);
        state.apply(legal[0]).expect("legal");
    }
    let mut outcomes = Vec::new();
    state.chance_outcomes(&mut outcomes);
    assert_eq!(outcomes.len(), 6);
    let sum: f64 = outcomes.iter().map(|(_, p)| p).sum();
    assert!((sum - 1.0).abs() < 1e-9);
}
