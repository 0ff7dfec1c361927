//! Fits a game's evaluation on self-play outcomes (docs/bots.md, "Expert").
//!
//! `cargo run --release -p gameroom-bots --example fit_eval -- GAME [GAMES] [SEED] [BOT]`
//!
//! Two-player games of GAME (`meduris`, or `cvlizations`: the rulebook's game for two, with the
//! Cave Geeks) between two copies of BOT (a bot spec; default `mcts:200it`). At every player
//! decision both seats' features (the game's `features`) are kept with the game's outcome; per
//! stage of the game (its `stage`), a logistic model of seat 0's win from the difference of the
//! seats' features is fitted (Newton's method, a ridge of 1, on the games of even numbers;
//! checked on the odd ones). It prints the table `FITTED` of the game's bot module, and the log
//! loss on the held-out games of the fitted model and of the hand-written evaluation.

mod common;

use common::solve;
use gameroom_bots::{Bot, Budget, Decision, Domain};
use gameroom_game::{Actor, GameRng, GameState, rng_from_seed};

/// What fitting needs of a game.
trait Subject: GameState {
    const STAGES: usize;
    fn start(game: u64, rng: &mut GameRng) -> Self;
    fn bot(spec: &str, seed: u64) -> Box<dyn Bot<Self>>;
    fn stage(&self) -> usize;
    fn features(&self, seat: usize) -> Vec<f64>;
    /// The hand-written evaluation's chance for seat 0.
    fn hand(&self) -> f64;
}

impl Subject for cvlizations::State {
    const STAGES: usize = gameroom_bots::cvlizations::STAGES;
    fn start(game: u64, _rng: &mut GameRng) -> Self {
        let setup = cvlizations::Setup::new(2, cvlizations::Variant::Neutral, (game % 2) as u8)
            .expect("a valid setup");
        cvlizations::State::new(&setup).expect("a valid state")
    }
    fn bot(spec: &str, seed: u64) -> Box<dyn Bot<Self>> {
        gameroom_bots::cvlizations::bot(spec, seed, Budget::Iterations(200), 1).expect("a bot")
    }
    fn stage(&self) -> usize {
        gameroom_bots::cvlizations::stage(self)
    }
    fn features(&self, seat: usize) -> Vec<f64> {
        gameroom_bots::cvlizations::features(self, seat).to_vec()
    }
    fn hand(&self) -> f64 {
        let mut out = [0.0; 2];
        gameroom_bots::cvlizations::Cvlizations::default().evaluate(self, &mut out);
        out[0]
    }
}

impl Subject for meduris::State {
    const STAGES: usize = gameroom_bots::meduris::STAGES;
    fn start(_game: u64, rng: &mut GameRng) -> Self {
        let setup = meduris::Setup::random(2, rng).expect("a valid setup");
        meduris::State::new(&setup).expect("a valid state")
    }
    fn bot(spec: &str, seed: u64) -> Box<dyn Bot<Self>> {
        gameroom_bots::meduris::bot(spec, seed, Budget::Iterations(200), 1).expect("a bot")
    }
    fn stage(&self) -> usize {
        gameroom_bots::meduris::stage(self)
    }
    fn features(&self, seat: usize) -> Vec<f64> {
        gameroom_bots::meduris::features(self)[seat].to_vec()
    }
    fn hand(&self) -> f64 {
        let mut out = [0.0; 2];
        gameroom_bots::meduris::Meduris::default().evaluate(self, &mut out);
        out[0]
    }
}

struct Sample {
    stage: usize,
    /// Seat 0's features minus seat 1's.
    diff: Vec<f64>,
    hand: f64,
    /// Seat 0's share of the win.
    won: f64,
    held_out: bool,
}

fn play<G: Subject>(game: u64, spec: &str, out: &mut Vec<Sample>) {
    let mut rng = rng_from_seed(game.wrapping_mul(7919));
    let mut state = G::start(game, &mut rng);
    let mut bots: Vec<_> = (0..2).map(|s| G::bot(spec, game * 2 + s)).collect();
    let mut seen: Vec<Vec<G::Event>> = vec![Vec::new(); 2];
    let (mut legal, mut events, mut rows) = (Vec::new(), Vec::new(), Vec::new());
    loop {
        let a = match state.actor() {
            Actor::Terminal => break,
            Actor::Chance => state.sample_chance(&mut rng).expect("a chance outcome"),
            Actor::Player(seat) => {
                let (f0, f1) = (state.features(0), state.features(1));
                let diff = f0.iter().zip(&f1).map(|(a, b)| a - b).collect();
                rows.push((state.stage(), diff, state.hand()));
                state.legal_actions(&mut legal);
                let view = state.view(seat);
                bots[seat].choose(&Decision::new(seat, &view, &legal, &seen[seat]))
            }
        };
        events.clear();
        state.apply_logged(a, &mut events).expect("a legal action");
        for e in &events {
            for (s, seen) in seen.iter_mut().enumerate() {
                if let Some(e) = state.event_seen_by(e, s) {
                    seen.push(e);
                }
            }
        }
    }
    let won = state.outcome().expect("a finished game").win_share(0);
    out.extend(rows.into_iter().map(|(stage, diff, hand)| Sample {
        stage,
        diff,
        hand,
        won,
        held_out: game % 2 == 1,
    }));
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

fn log_loss(p: f64, y: f64) -> f64 {
    let p = p.clamp(1e-6, 1.0 - 1e-6);
    -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
}

/// Logistic regression without an intercept (the model is the same for both seats), ridge 1.
fn fit(samples: &[&Sample], n: usize) -> Vec<f64> {
    let mut w = vec![0.0; n];
    for _ in 0..30 {
        let mut h = vec![vec![0.0; n]; n];
        let mut g = w.clone();
        for (i, row) in h.iter_mut().enumerate() {
            row[i] = 1.0;
        }
        for s in samples {
            let p = sigmoid(w.iter().zip(&s.diff).map(|(w, d)| w * d).sum());
            for i in 0..n {
                g[i] += (p - s.won) * s.diff[i];
                for j in 0..n {
                    h[i][j] += p * (1.0 - p) * s.diff[i] * s.diff[j];
                }
            }
        }
        for (w, step) in w.iter_mut().zip(solve(h, g)) {
            *w -= step;
        }
    }
    w
}

fn run<G: Subject>(games: u64, seed: u64, spec: &str) {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    let samples: Vec<Sample> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut out = Vec::new();
                    for g in (t..games).step_by(threads as usize) {
                        play::<G>(seed * 1_000_000 + g, spec, &mut out);
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a player thread"))
            .collect()
    });
    let n = samples.first().map_or(0, |s| s.diff.len());
    eprintln!("{} decisions from {games} games of `{spec}`", samples.len());
    println!("pub const FITTED: [[f64; FEATURES]; STAGES] = [");
    let (mut fitted_loss, mut hand_loss, mut held) = (0.0, 0.0, 0usize);
    for st in 0..G::STAGES {
        let train: Vec<&Sample> = samples
            .iter()
            .filter(|s| s.stage == st && !s.held_out)
            .collect();
        let w = fit(&train, n);
        let cells: Vec<String> = w.iter().map(|x| format!("{x:.4}")).collect();
        println!("    [{}],", cells.join(", "));
        let (mut fl, mut hl, mut k) = (0.0, 0.0, 0usize);
        for s in samples.iter().filter(|s| s.stage == st && s.held_out) {
            let z: f64 = w.iter().zip(&s.diff).map(|(w, d)| w * d).sum();
            fl += log_loss(sigmoid(z), s.won);
            hl += log_loss(s.hand, s.won);
            k += 1;
        }
        (fitted_loss, hand_loss, held) = (fitted_loss + fl, hand_loss + hl, held + k);
        let per = |x: f64| x / k.max(1) as f64;
        eprintln!(
            "stage {st}: {} to fit, {k} held out: log loss fitted {:.4}, hand-written {:.4}",
            train.len(),
            per(fl),
            per(hl)
        );
    }
    println!("];");
    let h = held.max(1) as f64;
    eprintln!(
        "held out ({held} decisions): log loss fitted {:.4}, hand-written {:.4}, a coin {:.4}",
        fitted_loss / h,
        hand_loss / h,
        std::f64::consts::LN_2
    );
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args
        .get(2)
        .map_or(2000, |a| a.parse().expect("GAMES: a number"));
    let seed: u64 = args
        .get(3)
        .map_or(1, |a| a.parse().expect("SEED: a number"));
    let spec = args.get(4).map_or("mcts:200it", String::as_str);
    match args.get(1).map(String::as_str) {
        Some("cvlizations") => run::<cvlizations::State>(games, seed, spec),
        Some("meduris") => run::<meduris::State>(games, seed, spec),
        _ => eprintln!("usage: fit_eval meduris|cvlizations [GAMES] [SEED] [BOT]"),
    }
}
