//! The tools behind `gameroom replay`, `sim` and `arena`: replaying and checking records, and
//! running many games between bots. They read and write files; the rules crates never do.

mod arena;
mod games;

pub use arena::{ArenaConfig, ArenaReport, BotResult, arena, elo, wilson};
pub use games::{GameOptions, ToolGame};

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use gameroom_bots::{Bot, Budget, Decision};
use gameroom_game::{Actor, GameRng, GameState, Outcome, Record, RecordError, rng_from_seed};
use serde::Serialize;

/// The games the tools run.
pub const GAMES: &[&str] = &["meduris", "cvlizations"];

/// What can go wrong in a tool.
#[derive(Debug, thiserror::Error)]
pub enum ToolError {
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path}: {source}")]
    Record { path: PathBuf, source: RecordError },
    #[error("{path}: {message}")]
    Replay { path: PathBuf, message: String },
    #[error("unknown game `{0}` (this version plays: meduris, cvlizations)")]
    UnknownGame(String),
    #[error("{0}")]
    Invalid(String),
}

fn io_err(path: &Path) -> impl FnOnce(std::io::Error) -> ToolError + '_ {
    move |source| ToolError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// The JSON `gameroom replay` prints.
#[derive(Debug, Serialize)]
pub struct ReplayReport {
    /// The game's name.
    pub game: String,
    /// Actions replayed.
    pub actions: usize,
    /// The state after them, in words.
    pub state: serde_json::Value,
    /// The result, when the game is over at that point (`null` otherwise).
    pub result: Option<Outcome>,
    /// Present when the board side is partly reconstructed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board_notice: Option<String>,
}

/// Reads a record file, checks every action, and reports the state after `at` actions (all of
/// them by default).
pub fn replay_file(path: &Path, at: Option<usize>) -> Result<ReplayReport, ToolError> {
    let text = std::fs::read_to_string(path).map_err(io_err(path))?;
    let record = Record::from_json(&text).map_err(|source| ToolError::Record {
        path: path.to_path_buf(),
        source,
    })?;
    replay_record(&record, path, at)
}

/// Checks a record read from `path` (named in errors).
fn replay_record(
    record: &Record,
    path: &Path,
    at: Option<usize>,
) -> Result<ReplayReport, ToolError> {
    match record.game.as_str() {
        "meduris" => {
            let r = meduris::replay(record, at).map_err(|e| ToolError::Replay {
                path: path.to_path_buf(),
                message: e.to_string(),
            })?;
            Ok(ReplayReport {
                game: record.game.clone(),
                actions: r.actions.len(),
                state: serde_json::to_value(r.state.to_position()).unwrap_or_default(),
                result: r.state.outcome(),
                board_notice: r.state.table().board().provisional_notice(),
            })
        }
        "cvlizations" => {
            let r = cvlizations::replay(record, at).map_err(|e| ToolError::Replay {
                path: path.to_path_buf(),
                message: e.to_string(),
            })?;
            Ok(ReplayReport {
                game: record.game.clone(),
                actions: r.actions.len(),
                state: r.state.summary(),
                result: r.state.outcome(),
                board_notice: r.state.cards().notice().map(str::to_string),
            })
        }
        other => Err(ToolError::UnknownGame(other.to_string())),
    }
}

/// Like [`replay_file`], for a CVlizations record, replayed with another card set.
pub fn replay_file_with_cards(
    path: &Path,
    at: Option<usize>,
    cards: &'static cvlizations::CardSet,
) -> Result<ReplayReport, ToolError> {
    let text = std::fs::read_to_string(path).map_err(io_err(path))?;
    let mut record = Record::from_json(&text).map_err(|source| ToolError::Record {
        path: path.to_path_buf(),
        source,
    })?;
    if record.game != "cvlizations" {
        return Err(ToolError::Invalid(format!(
            "{}: --cards is for CVlizations records, this one is `{}`",
            path.display(),
            record.game
        )));
    }
    record.setup["cards"] =
        serde_json::to_value(cvlizations::CardsRef::of(cards)).unwrap_or_default();
    replay_record(&record, path, at)
}

/// A finished (or abandoned) game: the last state and every action.
pub struct Played<G: GameState> {
    pub state: G,
    pub actions: Vec<G::Action>,
}

/// Plays a game to its end with one bot per seat; chance is drawn from `chance`. Each bot is
/// given only its seat's view, the legal actions and the events its seat has seen. Stops after
/// `max_actions` as a safety net.
pub fn play_out<G: GameState>(
    mut state: G,
    bots: &mut [Box<dyn Bot<G>>],
    chance: &mut GameRng,
    max_actions: usize,
) -> Played<G> {
    let n = state.num_players();
    let mut actions = Vec::new();
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut seen: Vec<Vec<G::Event>> = vec![Vec::new(); n];
    while actions.len() < max_actions {
        let action = match state.actor() {
            Actor::Terminal => break,
            Actor::Chance => match state.sample_chance(chance) {
                Some(a) => a,
                None => break,
            },
            Actor::Player(seat) => {
                state.legal_actions(&mut legal);
                if legal.is_empty() {
                    break;
                }
                let view = state.view(seat);
                bots[seat].choose(&Decision {
                    seat,
                    view: &view,
                    legal: &legal,
                    seen: &seen[seat],
                })
            }
        };
        events.clear();
        if state.apply_logged(action, &mut events).is_err() {
            break;
        }
        for (s, log) in seen.iter_mut().enumerate() {
            log.extend(events.iter().filter_map(|e| state.event_seen_by(e, s)));
        }
        actions.push(action);
    }
    Played { state, actions }
}

/// What `gameroom sim` runs.
#[derive(Clone, Debug)]
pub struct SimConfig {
    pub game: String,
    pub options: GameOptions,
    pub games: u64,
    pub seed: u64,
    /// One bot spec per seat (see `gameroom_bots::meduris::bot`).
    pub bots: Vec<String>,
    /// The thinking budget of search bots that do not name one.
    pub budget: Budget,
    /// Where to write each game's record.
    pub records: Option<PathBuf>,
    pub threads: usize,
}

/// The summary `gameroom sim` prints.
#[derive(Clone, Debug, Serialize)]
pub struct SimSummary {
    pub game: String,
    pub players: usize,
    /// The board side (Meduris) or card set and variant (CVlizations).
    pub material: String,
    /// Set when the board side or card set is a reconstruction.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notice: Option<String>,
    pub bots: Vec<String>,
    pub seed: u64,
    pub games: u64,
    /// Games that reached their end (the rest hit the safety limit of actions).
    pub finished: u64,
    pub mean_actions: f64,
    /// Mean turns (Meduris) or rounds (CVlizations) per game.
    pub mean_turns: f64,
    /// Wins per seat; a shared win is split between the winners.
    pub wins_by_seat: Vec<f64>,
    /// Mean final score per seat.
    pub score_mean: Vec<f64>,
    /// How many games ended for each reason.
    pub end_reasons: BTreeMap<String, u64>,
    pub seconds: f64,
    pub actions_per_second: f64,
}

/// The seed of game `i` of a run: every game gets its own, whatever the number of threads.
pub fn game_seed(seed: u64, i: u64) -> u64 {
    // SplitMix64 of the pair.
    let mut z = seed ^ i.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

struct GameStats {
    finished: bool,
    actions: u64,
    turns: u64,
    outcome: Option<Outcome>,
}

/// Plays game `i` of a run and writes its record if asked.
fn sim_game<G: ToolGame>(cfg: &SimConfig, i: u64) -> Result<GameStats, ToolError> {
    let seed = game_seed(cfg.seed, i);
    let mut rng = rng_from_seed(seed);
    let (state, mut record) = G::start(&cfg.options, &mut rng)?;
    let mut bots = Vec::with_capacity(cfg.options.players);
    for (seat, spec) in cfg.bots.iter().enumerate() {
        bots.push(
            G::bot(spec, seed.wrapping_add(seat as u64 + 1), cfg.budget, 1)
                .map_err(ToolError::Invalid)?,
        );
    }
    let mut chance = rng_from_seed(seed ^ 0xC4A9_CE00);
    let played = play_out(state, &mut bots, &mut chance, 1_000_000);
    let outcome = played.state.outcome();
    if let Some(dir) = &cfg.records {
        // The actions in notation, written from the states they were taken in.
        let mut replayed = G::start(&cfg.options, &mut rng_from_seed(seed))?.0;
        for &a in &played.actions {
            record.actions.push(replayed.action_to_string(a));
            let _ = replayed.apply(a);
        }
        record.result = outcome.clone();
        record.meta.insert("seed".into(), seed.into());
        record.meta.insert(
            "bots".into(),
            serde_json::to_value(&cfg.bots).unwrap_or_default(),
        );
        let path = dir.join(format!("game-{:05}.json", i + 1));
        std::fs::write(&path, record.to_json()).map_err(io_err(&path))?;
    }
    Ok(GameStats {
        finished: played.state.is_terminal(),
        actions: played.actions.len() as u64,
        turns: played.state.turns() as u64,
        outcome,
    })
}

/// Runs `f(i)` for every `i` in `0..total` over `threads` threads, calling `tick` after each;
/// the results in index order. Which thread runs which index does not change the results.
pub(crate) fn run_indexed<T: Send>(
    total: u64,
    threads: usize,
    tick: &(dyn Fn() + Sync),
    f: &(dyn Fn(u64) -> Result<T, ToolError> + Sync),
) -> Result<Vec<T>, ToolError> {
    let next = AtomicU64::new(0);
    let threads = threads.clamp(1, 256);
    let results: Vec<Result<Vec<(u64, T)>, ToolError>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= total {
                            return Ok(mine);
                        }
                        mine.push((i, f(i)?));
                        tick();
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err(ToolError::Invalid("a game thread panicked".into())))
            })
            .collect()
    });
    let mut all = Vec::with_capacity(total as usize);
    for r in results {
        all.extend(r?);
    }
    all.sort_by_key(|(i, _)| *i);
    Ok(all.into_iter().map(|(_, t)| t).collect())
}

/// Checks a lineup of bot specs for a game.
fn check_bots<G: ToolGame>(specs: &[String], budget: Budget) -> Result<(), ToolError> {
    for spec in specs {
        G::bot(spec, 0, budget, 1).map_err(ToolError::Invalid)?;
    }
    Ok(())
}

/// Runs `cfg.games` games over `cfg.threads` threads; `tick` is called after each game.
pub fn sim(cfg: &SimConfig, tick: &(dyn Fn() + Sync)) -> Result<SimSummary, ToolError> {
    match cfg.game.as_str() {
        "meduris" => sim_of::<meduris::State>(cfg, tick),
        "cvlizations" => sim_of::<cvlizations::State>(cfg, tick),
        other => Err(ToolError::UnknownGame(other.to_string())),
    }
}

fn sim_of<G: ToolGame>(cfg: &SimConfig, tick: &(dyn Fn() + Sync)) -> Result<SimSummary, ToolError> {
    let n = cfg.options.players;
    let (material, notice) = G::material(&cfg.options)?;
    if cfg.bots.len() != n {
        return Err(ToolError::Invalid(format!(
            "{n} players need {n} bots, one per seat; got {}",
            cfg.bots.len()
        )));
    }
    check_bots::<G>(&cfg.bots, cfg.budget)?;
    if let Some(dir) = &cfg.records {
        std::fs::create_dir_all(dir).map_err(io_err(dir))?;
    }
    let start = Instant::now();
    let stats = run_indexed(cfg.games, cfg.threads, tick, &|i| sim_game::<G>(cfg, i))?;
    let seconds = start.elapsed().as_secs_f64();
    let games = stats.len() as u64;
    let mut summary = SimSummary {
        game: cfg.game.clone(),
        players: n,
        material,
        notice,
        bots: cfg.bots.clone(),
        seed: cfg.seed,
        games,
        finished: 0,
        mean_actions: 0.0,
        mean_turns: 0.0,
        wins_by_seat: vec![0.0; n],
        score_mean: vec![0.0; n],
        end_reasons: BTreeMap::new(),
        seconds,
        actions_per_second: 0.0,
    };
    let mut total_actions = 0;
    for g in &stats {
        total_actions += g.actions;
        summary.mean_turns += g.turns as f64;
        if g.finished {
            summary.finished += 1;
        }
        match &g.outcome {
            Some(o) => {
                for s in 0..n {
                    summary.wins_by_seat[s] += o.win_share(s);
                    summary.score_mean[s] += o.scores[s] as f64;
                }
                *summary.end_reasons.entry(o.end_reason.clone()).or_default() += 1;
            }
            None => *summary.end_reasons.entry("unfinished".into()).or_default() += 1,
        }
    }
    if games > 0 {
        let g = games as f64;
        summary.mean_actions = total_actions as f64 / g;
        summary.mean_turns /= g;
        let scored = (games - summary.end_reasons.get("unfinished").copied().unwrap_or(0)) as f64;
        if scored > 0.0 {
            summary.score_mean.iter_mut().for_each(|s| *s /= scored);
        }
    }
    if seconds > 0.0 {
        summary.actions_per_second = total_actions as f64 / seconds;
    }
    Ok(summary)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(threads: usize, records: Option<PathBuf>) -> SimConfig {
        SimConfig {
            game: "meduris".into(),
            options: GameOptions::players(3),
            games: 6,
            seed: 42,
            bots: vec!["random".into(); 3],
            budget: Budget::Iterations(100),
            records,
            threads,
        }
    }

    #[test]
    fn sim_is_reproducible_whatever_the_threads() {
        let a = sim(&cfg(1, None), &|| {}).expect("runs");
        let b = sim(&cfg(3, None), &|| {}).expect("runs");
        assert_eq!(a.games, 6);
        assert_eq!(a.finished, 6);
        assert_eq!(a.mean_actions, b.mean_actions);
        assert_eq!(a.wins_by_seat, b.wins_by_seat);
        assert!((a.wins_by_seat.iter().sum::<f64>() - 6.0).abs() < 1e-9);
    }

    #[test]
    fn sim_records_replay_to_the_same_result() {
        let dir = tempfile::tempdir().expect("temp dir");
        let summary = sim(&cfg(2, Some(dir.path().to_path_buf())), &|| {}).expect("runs");
        let mut scores = [0.0; 3];
        for i in 1..=6 {
            let report =
                replay_file(&dir.path().join(format!("game-{i:05}.json")), None).expect("replays");
            let result = report.result.expect("finished");
            for s in 0..3 {
                scores[s] += result.scores[s] as f64 / 6.0;
            }
        }
        for s in 0..3 {
            assert!((scores[s] - summary.score_mean[s]).abs() < 1e-9);
        }
    }

    #[test]
    fn arena_rotates_seats_on_paired_seeds() {
        let cfg = ArenaConfig {
            game: "meduris".into(),
            options: GameOptions::players(3),
            bots: vec!["heuristic".into(), "random".into()],
            games: 7,
            seed: 3,
            threads: 2,
            budget: Budget::Iterations(50),
        };
        let r = arena(&cfg, &|| {}).expect("runs");
        // 7 games round up to 3 whole rotations of 3 seats.
        assert_eq!(r.games, 9);
        assert_eq!(r.lineup, vec!["heuristic", "random", "random"]);
        let h = &r.bots[0];
        let rnd = &r.bots[1];
        assert_eq!((h.games, rnd.games), (9, 18));
        assert!((h.wins + rnd.wins - 9.0).abs() < 1e-9);
        assert!(h.ci95[0] <= h.win_rate && h.win_rate <= h.ci95[1]);
        let again = arena(&cfg, &|| {}).expect("runs");
        assert_eq!(
            again.bots[0].wins, h.wins,
            "the same seed gives the same arena"
        );
        assert!(r.table().contains("heuristic"));
    }

    #[test]
    fn cvlizations_runs_in_sim_and_arena_and_its_records_replay() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut c = cfg(2, Some(dir.path().to_path_buf()));
        c.game = "cvlizations".into();
        c.bots = vec!["random".into(), "heuristic".into(), "mcts:30it".into()];
        let s = sim(&c, &|| {}).expect("runs");
        assert_eq!(s.finished, 6);
        assert!(s.notice.is_some(), "the reconstruction is said");
        for i in 1..=6 {
            let r =
                replay_file(&dir.path().join(format!("game-{i:05}.json")), None).expect("replays");
            assert!(r.result.is_some());
        }
        let a = ArenaConfig {
            game: "cvlizations".into(),
            options: GameOptions::players(3),
            bots: vec!["heuristic".into(), "random".into()],
            games: 3,
            seed: 1,
            threads: 2,
            budget: Budget::Iterations(20),
        };
        assert_eq!(arena(&a, &|| {}).expect("runs").games, 3);
    }

    #[test]
    fn elo_ratings_follow_the_results() {
        // a beats b three times in four; b and c are even.
        let m = [
            (0, 1, 1.0),
            (0, 1, 1.0),
            (0, 1, 1.0),
            (0, 1, 0.0),
            (1, 2, 1.0),
            (1, 2, 0.0),
        ];
        let r = elo(3, &m);
        assert!(r[0] > r[1] && (r[1] - r[2]).abs() < 60.0, "{r:?}");
        assert!(((r[0] + r[1] + r[2]) / 3.0 - 1500.0).abs() < 1e-6);
        // Always winning still gives a finite rating.
        let r = elo(2, &[(0, 1, 1.0); 50]);
        assert!(r[0].is_finite() && r[0] - r[1] > 400.0, "{r:?}");
    }

    #[test]
    fn wilson_interval_is_sane() {
        let [lo, hi] = wilson(50.0, 100.0);
        assert!((lo - 0.404).abs() < 0.01 && (hi - 0.596).abs() < 0.01);
        assert_eq!(wilson(0.0, 0.0), [0.0, 1.0]);
        let [lo, hi] = wilson(10.0, 10.0);
        assert!(lo > 0.69 && (hi - 1.0).abs() < 1e-9);
    }

    #[test]
    fn bad_input_is_an_error_not_a_panic() {
        let dir = tempfile::tempdir().expect("temp dir");
        let missing = dir.path().join("nope.json");
        assert!(matches!(
            replay_file(&missing, None),
            Err(ToolError::Io { .. })
        ));
        let garbage = dir.path().join("garbage.json");
        std::fs::write(&garbage, "{ not json").expect("write");
        let e = replay_file(&garbage, None).unwrap_err();
        assert!(e.to_string().contains("garbage.json"), "{e}");
        let mut c = cfg(1, None);
        c.bots[1] = "genius".into();
        let e = sim(&c, &|| {}).unwrap_err();
        assert!(e.to_string().contains("unknown bot `genius`"), "{e}");
        let mut c = cfg(1, None);
        c.game = "chess".into();
        assert!(matches!(sim(&c, &|| {}), Err(ToolError::UnknownGame(_))));
    }
}
