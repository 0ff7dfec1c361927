//! The conformance suite for every game this build plays, for every player count and variant.
//! `CONFORMANCE_GAMES=N` sets the number of random games per setting (the note in
//! ARCHITECTURE.md says how many run by default).

use gameroom_match::conformance::{Config, check_game};

fn run<G: gameroom_bots::BotGame>(games: usize, deep_every: usize) {
    let cfg = Config {
        deep_every,
        ..Config::from_env(games)
    };
    match check_game::<G>(&cfg) {
        Ok(reports) => {
            for (options, r) in reports {
                eprintln!(
                    "{} {} players {:?}: {r:?}",
                    G::info().name,
                    options.players,
                    options.variant
                );
                assert_eq!(r.games as usize, cfg.games);
            }
        }
        Err(e) => panic!("{e}"),
    }
}

/// Meduris: 2, 3 and 4 players.
#[test]
fn meduris_conforms() {
    run::<meduris::Meduris>(400, 25);
}

/// CVlizations: 2 players in each variant, 3, 4 and 5 players.
#[test]
fn cvlizations_conforms() {
    run::<cvlizations::Cvlizations>(250, 10);
}
