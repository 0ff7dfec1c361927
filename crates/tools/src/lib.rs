//! The tools behind `gameroom replay` and `gameroom sim`: replaying and checking records, and
//! running many games between bots. They read and write files; the rules crates never do.

mod arena;

pub use arena::{ArenaConfig, ArenaReport, BotResult, arena, wilson};

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use gameroom_bots::{Bot, Budget, Decision};
use gameroom_game::{Actor, GameRng, GameState, Outcome, Record, RecordError, rng_from_seed};
use meduris::{Board, Setup, State};
use serde::Serialize;

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
    #[error("{path}: {source}")]
    Replay {
        path: PathBuf,
        source: meduris::ReplayError,
    },
    #[error("unknown game `{0}` (this version plays: meduris)")]
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
    match record.game.as_str() {
        "meduris" => {
            let r = meduris::replay(&record, at).map_err(|source| ToolError::Replay {
                path: path.to_path_buf(),
                source,
            })?;
            Ok(ReplayReport {
                game: record.game.clone(),
                actions: r.actions.len(),
                state: serde_json::to_value(r.state.to_position()).unwrap_or_default(),
                result: r.state.outcome(),
                board_notice: r.state.table().board().provisional_notice(),
            })
        }
        other => Err(ToolError::UnknownGame(other.to_string())),
    }
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
    pub players: usize,
    pub games: u64,
    pub seed: u64,
    /// One bot spec per seat (see `gameroom_bots::meduris::bot`).
    pub bots: Vec<String>,
    /// The thinking budget of search bots that do not name one.
    pub budget: Budget,
    /// A board side other than the printed one for the player count.
    pub board: Option<&'static Board>,
    /// Where to write each game's record.
    pub records: Option<PathBuf>,
    pub threads: usize,
}

/// The summary `gameroom sim` prints.
#[derive(Clone, Debug, Serialize)]
pub struct SimSummary {
    pub game: String,
    pub players: usize,
    pub board: String,
    pub board_provisional: bool,
    pub bots: Vec<String>,
    pub seed: u64,
    pub games: u64,
    /// Games that reached their end (the rest hit the safety limit of actions).
    pub finished: u64,
    pub mean_actions: f64,
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

/// Plays game `i` of a Meduris run and writes its record if asked.
fn sim_meduris_game(cfg: &SimConfig, i: u64) -> Result<GameStats, ToolError> {
    let seed = game_seed(cfg.seed, i);
    let mut rng = rng_from_seed(seed);
    let board = match cfg.board {
        Some(b) => b,
        None => Board::for_players(cfg.players).ok_or_else(|| {
            ToolError::Invalid(format!(
                "Meduris is for 2 to 4 players, not {}",
                cfg.players
            ))
        })?,
    };
    let setup = Setup::random_on(board, cfg.players, &mut rng)
        .map_err(|e| ToolError::Invalid(e.to_string()))?;
    let state = State::new(&setup).map_err(|e| ToolError::Invalid(e.to_string()))?;
    let mut bots = Vec::with_capacity(cfg.players);
    for (seat, spec) in cfg.bots.iter().enumerate() {
        bots.push(
            gameroom_bots::meduris::bot(spec, seed.wrapping_add(seat as u64 + 1), cfg.budget, 1)
                .map_err(ToolError::Invalid)?,
        );
    }
    let mut chance = rng_from_seed(seed ^ 0xC4A9_CE00);
    let played = play_out(state, &mut bots, &mut chance, 1_000_000);
    let outcome = played.state.outcome();
    if let Some(dir) = &cfg.records {
        let mut record = meduris::new_record(&setup);
        record.actions = played.actions.iter().map(|a| a.to_string()).collect();
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

/// Runs `cfg.games` games over `cfg.threads` threads; `tick` is called after each game.
pub fn sim(cfg: &SimConfig, tick: &(dyn Fn() + Sync)) -> Result<SimSummary, ToolError> {
    if cfg.game != "meduris" {
        return Err(ToolError::UnknownGame(cfg.game.clone()));
    }
    if cfg.bots.len() != cfg.players {
        return Err(ToolError::Invalid(format!(
            "{} players need {} bots, one per seat; got {}",
            cfg.players,
            cfg.players,
            cfg.bots.len()
        )));
    }
    for spec in &cfg.bots {
        gameroom_bots::meduris::bot(spec, 0, cfg.budget, 1).map_err(ToolError::Invalid)?;
    }
    if let Some(dir) = &cfg.records {
        std::fs::create_dir_all(dir).map_err(io_err(dir))?;
    }
    let board = match cfg.board {
        Some(b) => b,
        None => Board::for_players(cfg.players).ok_or_else(|| {
            ToolError::Invalid(format!(
                "Meduris is for 2 to 4 players, not {}",
                cfg.players
            ))
        })?,
    };
    let start = Instant::now();
    let next = AtomicU64::new(0);
    let threads = cfg.threads.clamp(1, 256);
    let results: Vec<Result<Vec<(u64, GameStats)>, ToolError>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= cfg.games {
                            return Ok(mine);
                        }
                        mine.push((i, sim_meduris_game(cfg, i)?));
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
    let mut stats = Vec::new();
    for r in results {
        stats.extend(r?);
    }
    stats.sort_by_key(|(i, _)| *i);
    let seconds = start.elapsed().as_secs_f64();
    let n = cfg.players;
    let games = stats.len() as u64;
    let mut summary = SimSummary {
        game: cfg.game.clone(),
        players: n,
        board: board.name().to_string(),
        board_provisional: board.is_provisional(),
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
    for (_, g) in &stats {
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
            players: 3,
            games: 6,
            seed: 42,
            bots: vec!["random".into(); 3],
            budget: Budget::Iterations(100),
            board: None,
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
            players: 3,
            bots: vec!["heuristic".into(), "random".into()],
            games: 7,
            seed: 3,
            threads: 2,
            budget: Budget::Iterations(50),
            board: None,
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
