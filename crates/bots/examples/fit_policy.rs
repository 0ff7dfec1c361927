//! Fits the Meduris search's policy on a stronger search's choices (docs/bots.md, "Expert").
//!
//! `cargo run --release -p gameroom-bots --example fit_policy -- play GAMES SEED FILE [ITERATIONS]`
//! plays two-player games between copies of the hard level's search (2000 iterations unless
//! named) and writes, for every decision it searched, each move's features
//! (`meduris::move_features`) and its share of the root's iterations to FILE.
//! `… -- fit FILE` fits a softmax policy on them (Newton's method, a ridge of 1; games of even
//! numbers to fit, odd ones to check) and prints `POLICY` and how often its first choice, and the
//! hand-written evaluation's, is the search's.

use std::io::{BufRead, Write};
use std::sync::Arc;

mod common;

use common::solve;
use gameroom_bots::{Bot, Budget, Decision, Domain, MctsBot, MctsConfig, Move};
use gameroom_game::{Actor, GameRng, rng_from_seed};

/// What fitting a policy needs of a game.
trait Subject: gameroom_game::Determinize + std::hash::Hash {
    type D: Domain<Self> + Default;
    fn start(game: u64, rng: &mut GameRng) -> Self;
    /// The hard level's search settings.
    fn config() -> MctsConfig;
    fn move_features(before: &Self, after: &Self, mv: &[Self::Action]) -> Vec<f64>;
}

impl Subject for meduris::State {
    type D = gameroom_bots::meduris::Meduris;
    fn start(_game: u64, rng: &mut GameRng) -> Self {
        let setup = meduris::Setup::random(2, rng).expect("a setup");
        meduris::State::new(&setup).expect("a state")
    }
    fn config() -> MctsConfig {
        MctsConfig {
            rollout_depth: Some(20),
            prior_visits: 10,
            ..MctsConfig::default()
        }
    }
    fn move_features(before: &Self, after: &Self, mv: &[Self::Action]) -> Vec<f64> {
        gameroom_bots::meduris::move_features(before, after, mv).to_vec()
    }
}

impl Subject for cvlizations::State {
    type D = gameroom_bots::cvlizations::Cvlizations;
    fn start(game: u64, _rng: &mut GameRng) -> Self {
        let setup = cvlizations::Setup::new(2, cvlizations::Variant::Neutral, (game % 2) as u8)
            .expect("a valid setup");
        cvlizations::State::new(&setup).expect("a valid state")
    }
    fn config() -> MctsConfig {
        MctsConfig {
            rollout_depth: None,
            reuse_tree: false,
            prior_visits: 10,
            exploration: 0.4,
            ..MctsConfig::default()
        }
    }
    fn move_features(before: &Self, after: &Self, mv: &[Self::Action]) -> Vec<f64> {
        gameroom_bots::cvlizations::move_features(before, after, mv).to_vec()
    }
}

fn play<G: Subject>(game: u64, iterations: u32, out: &mut String) {
    let mut rng = rng_from_seed(game.wrapping_mul(7919));
    let mut state = G::start(game, &mut rng);
    let cfg = MctsConfig {
        budget: Budget::Iterations(iterations),
        ..G::config()
    };
    let mut bots: Vec<MctsBot<G, G::D>> = (0..2)
        .map(|s| MctsBot::new(Arc::new(G::D::default()), cfg.clone(), game * 2 + s, "hard"))
        .collect();
    let dom = G::D::default();
    let mut seen: Vec<Vec<G::Event>> = vec![Vec::new(); 2];
    let (mut legal, mut events, mut moves) = (Vec::new(), Vec::new(), Vec::new());
    loop {
        let a = match state.actor() {
            Actor::Terminal => break,
            Actor::Chance => state.sample_chance(&mut rng).expect("a face"),
            Actor::Player(seat) => {
                state.legal_actions(&mut legal);
                let view = state.view(seat);
                let d = Decision::new(seat, &view, &legal, &seen[seat]);
                let a = bots[seat].choose(&d);
                if bots[seat].thought() {
                    dom.moves(&state, &legal, &mut moves);
                    let report = bots[seat].report();
                    let text = |m: &Move<G::Action>| {
                        m.iter()
                            .map(|a| state.action_to_string(*a))
                            .collect::<Vec<_>>()
                            .join(", then ")
                    };
                    let mut rows = Vec::new();
                    for m in &moves {
                        let mut after = state.clone();
                        for &x in m.iter() {
                            after.apply(x).expect("a legal move");
                        }
                        let f = G::move_features(&state, &after, m);
                        let t = text(m);
                        let visits = report.moves.iter().find(|r| r.0 == t).map_or(0, |r| r.1);
                        rows.push((visits, f));
                    }
                    if rows.len() > 1 {
                        out.push_str(&format!("D {game} {}\n", rows.len()));
                        for (v, f) in rows {
                            let cells: Vec<String> = f.iter().map(|x| format!("{x:.4}")).collect();
                            out.push_str(&format!("{v} {}\n", cells.join(" ")));
                        }
                    }
                }
                a
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
}

struct Decided {
    game: u64,
    /// Each move's share of the iterations, and its features.
    rows: Vec<(f64, Vec<f64>)>,
}

fn read(file: &str) -> Vec<Decided> {
    let f = std::io::BufReader::new(std::fs::File::open(file).expect("the data file"));
    let mut out: Vec<Decided> = Vec::new();
    for line in f.lines() {
        let line = line.expect("a line");
        let mut cells = line.split(' ');
        match cells.next() {
            Some("D") => out.push(Decided {
                game: cells.next().and_then(|g| g.parse().ok()).expect("a game"),
                rows: Vec::new(),
            }),
            Some(v) => {
                let v: f64 = v.parse().expect("visits");
                let f: Vec<f64> = cells.map(|c| c.parse().expect("a feature")).collect();
                out.last_mut().expect("a decision").rows.push((v, f));
            }
            None => {}
        }
    }
    for d in &mut out {
        let total: f64 = d.rows.iter().map(|r| r.0).sum::<f64>().max(1.0);
        for r in &mut d.rows {
            r.0 /= total;
        }
    }
    out
}

fn softmax(w: &[f64], d: &Decided) -> Vec<f64> {
    let z: Vec<f64> = d
        .rows
        .iter()
        .map(|(_, f)| w.iter().zip(f).map(|(w, f)| w * f).sum())
        .collect();
    let m = z.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let e: Vec<f64> = z.iter().map(|z| (z - m).exp()).collect();
    let s: f64 = e.iter().sum();
    e.iter().map(|e| e / s).collect()
}

fn fit(data: &[&Decided], n: usize) -> Vec<f64> {
    let mut w = vec![0.0; n];
    for _ in 0..25 {
        let mut g = w.clone();
        let mut h = vec![vec![0.0; n]; n];
        for (i, row) in h.iter_mut().enumerate() {
            row[i] = 1.0;
        }
        for d in data {
            let p = softmax(&w, d);
            let mut mu = vec![0.0; n];
            for ((t, f), p) in d.rows.iter().zip(&p) {
                for i in 0..n {
                    g[i] += (p - t) * f[i];
                    mu[i] += p * f[i];
                }
            }
            for ((_, f), p) in d.rows.iter().zip(&p) {
                for i in 0..n {
                    for j in 0..n {
                        h[i][j] += p * (f[i] - mu[i]) * (f[j] - mu[j]);
                    }
                }
            }
        }
        for (w, s) in w.iter_mut().zip(solve(h, g)) {
            *w -= s;
        }
    }
    w
}

fn top(scores: impl Iterator<Item = f64>) -> usize {
    scores
        .enumerate()
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map_or(0, |x| x.0)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let play: fn(u64, u32, &mut String) = match args.get(2).map(String::as_str) {
        Some("meduris") => play::<meduris::State>,
        Some("cvlizations") => play::<cvlizations::State>,
        _ => {
            eprintln!("usage: fit_policy play GAME GAMES SEED FILE [ITERATIONS] | fit FILE");
            return;
        }
    };
    match args.get(1).map(String::as_str) {
        Some("play") => {
            let games: u64 = args[3].parse().expect("GAMES");
            let seed: u64 = args[4].parse().expect("SEED");
            let iterations: u32 = args.get(6).map_or(2000, |a| a.parse().expect("ITERATIONS"));
            let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
            let parts: Vec<String> = std::thread::scope(|scope| {
                let hs: Vec<_> = (0..threads)
                    .map(|t| {
                        scope.spawn(move || {
                            let mut out = String::new();
                            for g in (t..games).step_by(threads as usize) {
                                play(seed * 1_000_000 + g, iterations, &mut out);
                                eprintln!("game {g}");
                            }
                            out
                        })
                    })
                    .collect();
                hs.into_iter()
                    .map(|h| h.join().expect("a thread"))
                    .collect()
            });
            let mut f = std::fs::File::create(&args[5]).expect("FILE");
            for p in parts {
                f.write_all(p.as_bytes()).expect("written");
            }
        }
        Some("fit") => {
            let data = read(&args[3]);
            let n = data
                .first()
                .and_then(|d| d.rows.first())
                .map_or(0, |r| r.1.len());
            let train: Vec<&Decided> = data.iter().filter(|d| d.game % 2 == 0).collect();
            let test: Vec<&Decided> = data.iter().filter(|d| d.game % 2 == 1).collect();
            let w = fit(&train, n);
            let cells: Vec<String> = w.iter().map(|x| format!("{x:.4}")).collect();
            println!(
                "pub const POLICY: [f64; MOVE_FEATURES] = [{}];",
                cells.join(", ")
            );
            // The hand-written evaluation's chance: Meduris's last feature, CVlizations's 21st.
            let hand_at = if args[2] == "meduris" { n - 1 } else { 20 };
            let (mut pol, mut hand, mut ce) = (0, 0, 0.0);
            for d in &test {
                let best = top(d.rows.iter().map(|r| r.0));
                let p = softmax(&w, d);
                pol += usize::from(top(p.iter().copied()) == best);
                hand += usize::from(top(d.rows.iter().map(|r| r.1[hand_at])) == best);
                ce -= d
                    .rows
                    .iter()
                    .zip(&p)
                    .map(|(r, p)| r.0 * p.max(1e-9).ln())
                    .sum::<f64>();
            }
            let k = test.len().max(1) as f64;
            eprintln!(
                "{} to fit, {} held out: the search's choice first for the policy {:.1}%, for the hand-written evaluation {:.1}%; cross-entropy {:.3}",
                train.len(),
                test.len(),
                100.0 * pol as f64 / k,
                100.0 * hand as f64 / k,
                ce / k
            );
        }
        _ => eprintln!("usage: fit_policy play GAMES SEED FILE [ITERATIONS] | fit FILE"),
    }
}
