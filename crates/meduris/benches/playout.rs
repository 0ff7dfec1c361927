//! Random playouts: full games per second and actions per second on one core, for 2, 3 and 4
//! players; and the size of a game state. `cargo bench -p meduris --bench playout`

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use gameroom_game::{Actor, GameRng, GameState, rand::RngExt, rng_from_seed};
use meduris::{Action, Setup, State};

const GAMES: u64 = 20;

/// Plays one game uniformly at random; returns the number of actions.
fn playout(mut state: State, rng: &mut GameRng, legal: &mut Vec<Action>) -> u64 {
    let mut actions = 0;
    loop {
        let a = match state.actor() {
            Actor::Terminal => return actions,
            Actor::Chance => state.sample_chance(rng).expect("chance acts"),
            Actor::Player(_) => {
                state.legal_actions(legal);
                legal[rng.random_range(0..legal.len())]
            }
        };
        // Legal by construction.
        let _ = state.apply(a);
        actions += 1;
    }
}

fn starts(players: usize) -> Vec<(State, GameRng)> {
    (0..GAMES)
        .map(|seed| {
            let mut rng = rng_from_seed(seed);
            let setup = Setup::random(players, &mut rng).expect("valid setup");
            (State::new(&setup).expect("valid"), rng)
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    eprintln!(
        "size of a game state: {} bytes (a view: {} bytes, an action: {} bytes)",
        std::mem::size_of::<State>(),
        std::mem::size_of::<meduris::View>(),
        std::mem::size_of::<Action>()
    );
    let mut legal = Vec::with_capacity(128);
    for players in 2..=4 {
        let games = starts(players);
        let total: u64 = games
            .iter()
            .map(|(s, r)| playout(s.clone(), &mut r.clone(), &mut legal))
            .sum();
        eprintln!(
            "{players} players: {GAMES} games, {total} actions, {:.0} actions per game",
            total as f64 / GAMES as f64
        );
        for (unit, n) in [("games", GAMES), ("actions", total)] {
            let mut group = c.benchmark_group(format!("random_playout/{unit}"));
            group.throughput(Throughput::Elements(n));
            group.sample_size(20);
            group.bench_with_input(BenchmarkId::from_parameter(players), &games, |b, games| {
                b.iter(|| {
                    let mut sum = 0;
                    for (s, r) in games {
                        sum += playout(s.clone(), &mut r.clone(), &mut legal);
                    }
                    black_box(sum)
                })
            });
            group.finish();
        }
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
