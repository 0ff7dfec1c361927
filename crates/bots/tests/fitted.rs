//! The evaluations fitted on self-play outcomes (`fitted` in a spec; CVlizations's expert level's):
//! chances that sum to 1 and that see who is winning.

use gameroom_bots::{Budget, Decision, Domain};
use gameroom_game::{Actor, GameRng, GameState, rng_from_seed};

/// Plays 12 two-player games between random bots and, at the last decision of each, values
/// the position with `domain`'s evaluation; asserts that the chances sum to 1, that most games
/// have a sole winner and that the evaluation favoured that seat in at least 80% of them.
fn sees_the_winner_coming<G: GameState>(
    start: impl Fn(&mut GameRng) -> G,
    bot: impl Fn(u64) -> Box<dyn gameroom_bots::Bot<G>>,
    domain: &impl Domain<G>,
) {
    let chances = |state: &G| {
        let mut out = [0.0; 2];
        domain.evaluate(state, &mut out);
        out
    };
    let (mut right, mut decided) = (0, 0);
    for g in 0..12 {
        let mut rng = rng_from_seed(g);
        let mut state = start(&mut rng);
        let mut bots = [bot(2 * g), bot(2 * g + 1)];
        let mut seen: Vec<Vec<G::Event>> = vec![Vec::new(); 2];
        let (mut legal, mut events) = (Vec::new(), Vec::new());
        let mut last = [0.5, 0.5];
        loop {
            let a = match state.actor() {
                Actor::Terminal => break,
                Actor::Chance => state.sample_chance(&mut rng).expect("a chance outcome"),
                Actor::Player(seat) => {
                    last = chances(&state);
                    assert!((last[0] + last[1] - 1.0).abs() < 1e-9, "chances sum to 1");
                    state.legal_actions(&mut legal);
                    let view = state.view(seat);
                    bots[seat].choose(&Decision::new(seat, &view, &legal, &seen[seat]))
                }
            };
            events.clear();
            state.apply_logged(a, &mut events).expect("legal");
            for (s, log) in seen.iter_mut().enumerate() {
                log.extend(events.iter().filter_map(|e| state.event_seen_by(e, s)));
            }
        }
        let o = state.outcome().expect("over");
        if o.winners.len() == 1 {
            decided += 1;
            if last[o.winners[0]] > 0.5 {
                right += 1;
            }
        }
    }
    assert!(decided >= 8, "{decided} games with a sole winner");
    assert!(
        right * 10 >= decided * 8,
        "{right} of {decided} seen coming"
    );
}

/// At the last decision of a game the fitted CVlizations model favours the seat that goes on
/// to win in most games (an untrained table of zeros would say 50% and fail).
#[test]
fn the_fitted_cvlizations_evaluation_sees_the_winner_coming() {
    use cvlizations::{Setup, State, Variant};
    sees_the_winner_coming(
        |_| State::new(&Setup::new(2, Variant::Neutral, 0).expect("setup")).expect("state"),
        |s| gameroom_bots::cvlizations::bot("random", s, Budget::Iterations(1), 1).expect("bot"),
        &gameroom_bots::cvlizations::Cvlizations {
            fitted: true,
            ..Default::default()
        },
    );
}

/// The same for Meduris.
#[test]
fn the_fitted_meduris_evaluation_sees_the_winner_coming() {
    use meduris::{Setup, State};
    sees_the_winner_coming(
        |rng| State::new(&Setup::random(2, rng).expect("setup")).expect("state"),
        |s| gameroom_bots::meduris::bot("random", s, Budget::Iterations(1), 1).expect("bot"),
        &gameroom_bots::meduris::Meduris {
            fitted: true,
            ..Default::default()
        },
    );
}
