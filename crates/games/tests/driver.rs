//! The match driver's promises: bots that break the rules are reported, deadlines and cancel
//! signals reach bots, undo never crosses a reveal or another seat's action, a resumed match is
//! the match it was, remote seats are waited for.

use std::sync::Mutex;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use gameroom_bots::{Bot, BotGame, Budget, Decision};
use gameroom_game::{Actor, Game, GameState, TableOptions, rng_from_seed};
use gameroom_match::{Controller, Match, MatchError, NoHost, RunEnd};
use meduris::Meduris;

fn setup(players: usize, seed: u64) -> meduris::Setup {
    Meduris::setup(&TableOptions::players(players), &mut rng_from_seed(seed)).expect("setup")
}

fn bots(specs: &[&str]) -> Vec<Controller<Meduris>> {
    specs
        .iter()
        .enumerate()
        .map(|(s, spec)| {
            Controller::Bot(Meduris::bot(spec, s as u64, Budget::Iterations(50), 1).expect("bot"))
        })
        .collect()
}

/// Answers with an action of the whole notation that is never legal: a hut on a field that does
/// not exist.
struct Cheat;

impl Bot<meduris::State> for Cheat {
    fn name(&self) -> String {
        "cheat".into()
    }
    fn choose(&mut self, _d: &Decision<'_, meduris::State>) -> meduris::Action {
        meduris::Action::Hut(99)
    }
}

#[test]
fn a_bot_that_breaks_the_rules_is_an_error_of_the_match_naming_seat_bot_and_rule() {
    let mut seats = bots(&["random"]);
    seats.push(Controller::Bot(Box::new(Cheat)));
    let mut m = Match::<Meduris>::new(setup(2, 1), seats, rng_from_seed(2)).expect("match");
    let err = m.run(&mut NoHost).expect_err("the cheat is caught");
    match &err {
        MatchError::IllegalBotAction {
            seat,
            bot,
            action,
            refusal,
        } => {
            assert_eq!(
                (*seat, bot.as_str(), action.as_str()),
                (1, "cheat", "hut 99")
            );
            assert!(!refusal.code.is_empty());
        }
        other => panic!("{other:?}"),
    }
    assert!(err.to_string().contains("seat 1"), "{err}");
}

/// Records the deadline it was given, and how long it waited for the cancel signal.
struct Probe {
    thinking: Option<Duration>,
    seen: std::sync::Arc<Mutex<Vec<Option<Instant>>>>,
}

impl Bot<meduris::State> for Probe {
    fn name(&self) -> String {
        "probe".into()
    }
    fn thinking_time(&self) -> Option<Duration> {
        self.thinking
    }
    fn choose(&mut self, d: &Decision<'_, meduris::State>) -> meduris::Action {
        self.seen.lock().expect("lock").push(d.deadline);
        d.legal[0]
    }
}

#[test]
fn a_bot_learns_its_deadline_from_its_thinking_time_and_the_table() {
    let seen = std::sync::Arc::new(Mutex::new(Vec::new()));
    let probe = |t| {
        Controller::Bot(Box::new(Probe {
            thinking: t,
            seen: seen.clone(),
        }) as Box<dyn Bot<meduris::State>>)
    };
    let seats = vec![probe(Some(Duration::from_secs(30))), probe(None)];
    let mut m = Match::<Meduris>::new(setup(2, 3), seats, rng_from_seed(4)).expect("match");
    while m.actor() == Actor::Chance {
        m.play_chance().expect("chance");
    }
    let Actor::Player(first) = m.actor() else {
        panic!("a player decides first")
    };
    // The table's deadline (a turn clock) is earlier than the bot's own 30 s: it wins.
    let soon = Instant::now() + Duration::from_millis(500);
    m.play_bot(first, Some(soon), None).expect("legal");
    let Actor::Player(second) = m.actor() else {
        panic!("a player decides next")
    };
    m.play_bot(second, None, None).expect("legal");
    let seen = seen.lock().expect("lock");
    let given = |seat: usize| seen[if seat == first { 0 } else { 1 }];
    if first == 0 {
        assert_eq!(given(0), Some(soon));
        assert_eq!(given(1), None, "no clock and no thinking time: no deadline");
    } else {
        assert_eq!(given(1), Some(soon));
        let d = given(0).expect("the bot's own thinking time becomes its deadline");
        assert!(d > Instant::now() + Duration::from_secs(20));
    }
}

#[test]
fn a_searching_bot_stops_at_the_deadline_and_when_cancelled() {
    let seats = (0..2)
        .map(|s| {
            Controller::Bot(Meduris::bot("mcts:600s", s, Budget::Iterations(1), 1).expect("bot"))
        })
        .collect();
    let mut m = Match::<Meduris>::new(setup(2, 5), seats, rng_from_seed(6)).expect("match");
    // Get past the forced moves to a real choice.
    loop {
        match m.actor() {
            Actor::Chance => {
                m.play_chance().expect("chance");
            }
            Actor::Player(s) if m.legal_actions(s).len() > 1 => break,
            Actor::Player(s) => {
                m.play_bot(s, None, None).expect("legal");
            }
            Actor::Terminal => panic!("over too soon"),
        }
    }
    let Actor::Player(seat) = m.actor() else {
        unreachable!()
    };
    // The bot would think for ten minutes; the table gives it a quarter of a second. The bound
    // below is generous: it says "it stopped", not how fast.
    let start = Instant::now();
    m.play_bot(
        seat,
        Some(Instant::now() + Duration::from_millis(250)),
        None,
    )
    .expect("legal");
    assert!(
        start.elapsed() < Duration::from_secs(60),
        "the deadline was ignored"
    );
    while m.actor() == Actor::Chance {
        m.play_chance().expect("chance");
    }
    let Actor::Player(seat) = m.actor() else {
        panic!("a player decides")
    };
    let cancel = AtomicBool::new(true);
    let start = Instant::now();
    m.play_bot(seat, None, Some(&cancel)).expect("legal");
    assert!(
        start.elapsed() < Duration::from_secs(60),
        "the cancel was ignored"
    );
}

#[test]
fn undo_takes_back_own_actions_but_never_a_roll_nor_another_seats_action() {
    let seats = vec![Controller::Remote, Controller::Remote];
    let mut m = Match::<Meduris>::new(setup(2, 7), seats, rng_from_seed(8)).expect("match");
    assert_eq!(m.undo(0).expect_err("nothing yet").code, "no-undo");
    // Worker placement: each seat's placement can be taken back by that seat only.
    let Actor::Player(s) = m.actor() else {
        panic!()
    };
    let a = m.legal_actions(s)[0];
    let view_before = m.view(s);
    m.submit(s, a).expect("legal");
    assert!(!m.can_undo(1 - s), "another seat's action");
    assert_eq!(m.undo(1 - s).expect_err("not theirs").code, "no-undo");
    m.undo(s).expect("own action");
    assert_eq!(m.view(s), view_before);
    assert!(m.is_empty() && m.record().actions.is_empty());
    // Play to the first roll: it can never be taken back.
    while m.actor() != Actor::Chance {
        let Actor::Player(s) = m.actor() else {
            panic!()
        };
        let a = m.legal_actions(s)[0];
        m.submit(s, a).expect("legal");
    }
    m.play_chance().expect("roll");
    for s in 0..2 {
        assert!(!m.can_undo(s));
    }
}

/// A finished game cannot be undone: its end (the final scoring) is shown to everyone. Checked on
/// CVlizations games, whose last action (a seat's choice) reveals nothing by itself.
#[test]
fn a_finished_game_cannot_be_undone() {
    use cvlizations::Cvlizations;
    let mut open_ends = 0;
    for seed in 0..20 {
        let setup =
            Cvlizations::setup(&TableOptions::players(3), &mut rng_from_seed(seed)).expect("setup");
        let seats: Vec<Controller<Cvlizations>> = (0..3)
            .map(|s| {
                Controller::Bot(
                    Cvlizations::bot("random", s, Budget::Iterations(1), 1).expect("bot"),
                )
            })
            .collect();
        let mut m =
            Match::<Cvlizations>::new(setup, seats, rng_from_seed(seed + 100)).expect("match");
        assert!(matches!(m.run(&mut NoHost).expect("runs"), RunEnd::Over(_)));
        for seat in 0..3 {
            assert!(
                !m.can_undo(seat),
                "seed {seed}: seat {seat} may undo a finished game"
            );
            let r = m.undo(seat).expect_err("over");
            assert_eq!(r.code, "no-undo");
            if r.message.contains("over") {
                open_ends += 1;
            }
        }
    }
    assert!(
        open_ends > 0,
        "no game ended on an action that revealed nothing"
    );
}

#[test]
fn a_submitted_action_out_of_turn_or_unreadable_is_refused_and_changes_nothing() {
    let seats = vec![Controller::Remote, Controller::Remote];
    let mut m = Match::<Meduris>::new(setup(2, 9), seats, rng_from_seed(10)).expect("match");
    let Actor::Player(s) = m.actor() else {
        panic!()
    };
    let a = m.legal_actions(s)[0];
    assert_eq!(
        m.submit(1 - s, a).expect_err("out of turn").code,
        "not-your-turn"
    );
    assert_eq!(
        m.parse("dance").expect_err("unreadable").code,
        "unreadable-action"
    );
    let r = m
        .submit(s, meduris::Action::Hut(3))
        .expect_err("illegal now");
    assert_eq!(r.code, "wrong-step");
    assert_eq!(r.rule.as_deref(), Some("M-S6"));
    assert!(m.is_empty());
}

#[test]
fn remote_seats_are_waited_for_and_a_resumed_match_is_the_match_it_was() {
    let mut seats = bots(&["random", "random"]);
    seats[1] = Controller::Remote;
    let mut m = Match::<Meduris>::new(setup(2, 11), seats, rng_from_seed(12)).expect("match");
    let mut rounds = 0;
    while let RunEnd::Waiting(seat) = m.run(&mut NoHost).expect("runs") {
        assert_eq!(seat, 1);
        let a = m.legal_actions(seat)[0];
        m.submit(seat, a).expect("legal");
        rounds += 1;
        if rounds == 40 {
            break;
        }
    }
    let again = Match::<Meduris>::resume(
        m.record(),
        vec![Controller::Remote, Controller::Remote],
        rng_from_seed(0),
    )
    .expect("resumes");
    assert_eq!(again.len(), m.len());
    assert_eq!(again.referee_state(), m.referee_state());
    for s in 0..2 {
        assert_eq!(again.seen(s), m.seen(s));
    }
    assert_eq!(again.seen_by_spectators(), m.seen_by_spectators());
    let mut broken = m.record().clone();
    broken.actions.insert(3, "temple 99".into());
    let e = Match::<Meduris>::resume(
        &broken,
        vec![Controller::Remote, Controller::Remote],
        rng_from_seed(0),
    )
    .err()
    .expect("refused");
    assert_eq!(e.action_index(), Some(3), "{e}");
    let _ = <meduris::State as GameState>::NAME;
}

/// A match that keeps nothing but its state (what `gameroom sim` plays with bots that read no
/// events) plays the same game as one that keeps everything, for every player count: the bots
/// decide the same, and only the logs and the record stay empty.
#[test]
fn a_match_that_keeps_nothing_plays_the_same_game() {
    use gameroom_match::Keep;
    assert!(bots(&["random"]).iter().all(|c| match c {
        Controller::Bot(b) => !b.reads_events(),
        _ => false,
    }));
    for players in 2..=4 {
        for seed in 0..3u64 {
            let play = |keep: Keep| {
                let mut m = Match::<Meduris>::new(
                    setup(players, seed),
                    bots(&vec!["random"; players]),
                    rng_from_seed(seed ^ 7),
                )
                .expect("match")
                .keeping(keep);
                let end = m.run(&mut NoHost).expect("plays");
                (end, m.len(), m.record().actions.len(), m.seen(0).len())
            };
            let all = play(Keep::ALL);
            let lean = play(Keep {
                events: false,
                record: false,
            });
            assert_eq!(
                (&all.0, all.1),
                (&lean.0, lean.1),
                "{players} players, seed {seed}"
            );
            assert!(matches!(all.0, RunEnd::Over(_)));
            assert_eq!(all.2, all.1, "the full record has every action");
            assert!(all.3 > 0, "the full match logs events");
            assert_eq!((lean.2, lean.3), (0, 0), "the lean match keeps neither");
        }
    }
}
