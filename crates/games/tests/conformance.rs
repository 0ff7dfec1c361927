//! The conformance suite for every game this build plays (every entry of the registry), for
//! every player count and variant: a game added to the registry is checked here without
//! editing this file. `CONFORMANCE_GAMES=N` sets the number of random games per setting (the
//! note in ARCHITECTURE.md says how many run by default).

use gameroom_bots::BotGame;
use gameroom_games::GAMES;
use gameroom_match::conformance::{Config, check_game};
use gameroom_match::registry::{GameVisitor, Registry};

/// Random games per setting, and how often the deep checks run, by game (a game not listed gets
/// the default).
const GAMES_PER_SETTING: &[(&str, usize, usize)] =
    &[("meduris", 400, 25), ("cvlizations", 250, 10)];
const DEFAULT: (usize, usize) = (200, 10);

struct Conform;

impl GameVisitor for Conform {
    type Output = Vec<String>;
    fn visit<G: BotGame>(self) -> Vec<String> {
        let name = G::info().name;
        let (games, deep_every) = GAMES_PER_SETTING
            .iter()
            .find(|(n, _, _)| *n == name)
            .map_or(DEFAULT, |&(_, g, d)| (g, d));
        let cfg = Config {
            deep_every,
            ..Config::from_env(games)
        };
        match check_game::<G>(&cfg) {
            Ok(reports) => reports
                .into_iter()
                .map(|(options, r)| {
                    assert_eq!(r.games as usize, cfg.games);
                    format!(
                        "{name} {} players {:?}: {r:?}",
                        options.players, options.variant
                    )
                })
                .collect(),
            Err(e) => panic!("{name}: {e}"),
        }
    }
}

/// Every registered game, every player count and variant.
#[test]
fn every_registered_game_conforms() {
    let names = GAMES.catalog().names();
    assert!(!names.is_empty());
    std::thread::scope(|scope| {
        let runs: Vec<_> = names
            .iter()
            .map(|name| scope.spawn(move || GAMES.visit(name, Conform).expect("registered")))
            .collect();
        for run in runs {
            for line in run.join().expect("the suite ran") {
                eprintln!("{line}");
            }
        }
    });
}
