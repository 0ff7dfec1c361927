//! Search speed: MCTS iterations per second from a fixed 4-player mid-game position, on one
//! thread and on all; and the time one decision takes at each difficulty level.
//! `cargo bench -p gameroom-bots --bench search`

use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use gameroom_bots::{Bot, Budget, Decision, Difficulty};
use gameroom_game::{Actor, GameState, rng_from_seed};
use meduris::{Event, Phase, Setup, State};

/// A 4-player game played by heuristic bots for 240 actions, then on to the next main action:
/// always the same position.
fn mid_game() -> (State, Vec<Event>) {
    let mut rng = rng_from_seed(42);
    let setup = Setup::random(4, &mut rng).expect("valid setup");
    let mut state = State::new(&setup).expect("valid");
    let mut bots: Vec<Box<dyn Bot<State>>> = (0..4)
        .map(|s| {
            gameroom_bots::meduris::bot("heuristic", s, Budget::Iterations(1), 1).expect("bot")
        })
        .collect();
    let mut seen = Vec::new();
    let mut legal = Vec::new();
    let mut actions = 0;
    loop {
        let a = match state.actor() {
            Actor::Terminal => panic!("the game ended before mid-game"),
            Actor::Chance => state.sample_chance(&mut rng).expect("chance"),
            Actor::Player(seat) => {
                if actions >= 240 && state.table().phase() == Phase::Main {
                    return (state, seen);
                }
                state.legal_actions(&mut legal);
                let view = state.view(seat);
                bots[seat].choose(&Decision {
                    deadline: None,
                    cancel: None,
                    seat,
                    view: &view,
                    legal: &legal,
                    seen: &seen,
                })
            }
        };
        state.apply_logged(a, &mut seen).expect("legal");
        actions += 1;
    }
}

fn decide(bot: &mut dyn Bot<State>, state: &State, seen: &[Event]) -> meduris::Action {
    let Actor::Player(seat) = state.actor() else {
        panic!("a player decides")
    };
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    let view = state.view(seat);
    bot.choose(&Decision {
        deadline: None,
        cancel: None,
        seat,
        view: &view,
        legal: &legal,
        seen,
    })
}

fn bench(c: &mut Criterion) {
    let (state, seen) = mid_game();
    let cores = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    eprintln!(
        "position: turn {}, {} huts and temples built; {cores} cores",
        state.table().turn(),
        (0..4)
            .map(|s| state.table().buildings_built(s))
            .sum::<u32>()
    );
    let per_thread = 2000u32;
    let mut group = c.benchmark_group("mcts_iterations");
    group.sample_size(10);
    for threads in [1, cores] {
        let total = per_thread * threads as u32;
        group.throughput(Throughput::Elements(total as u64));
        group.bench_with_input(
            BenchmarkId::new("threads", threads),
            &threads,
            |b, &threads| {
                b.iter(|| {
                    let spec = format!("mcts:{total}it:{threads}t:no-reuse");
                    let mut bot = gameroom_bots::meduris::bot(&spec, 7, Budget::Iterations(1), 1)
                        .expect("bot");
                    decide(bot.as_mut(), &state, &seen)
                })
            },
        );
    }
    group.finish();

    let mut group = c.benchmark_group("decision");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(12));
    for level in [
        Difficulty::Easy,
        Difficulty::Normal,
        Difficulty::Advanced,
        Difficulty::Hard,
    ] {
        group.bench_function(format!("{level:?}").to_lowercase(), |b| {
            b.iter(|| {
                let mut bot = gameroom_bots::meduris::difficulty_bot(level, 7, cores);
                decide(bot.as_mut(), &state, &seen)
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
