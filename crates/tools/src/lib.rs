//! The tools behind `gameroom replay`, `review`, `sim` and `arena`: replaying, checking and
//! reviewing records, and running many games between bots. They read and write files; the rules crates never do. They
//! never name a game: they look one up in the registry they are given and run generic code over
//! it, and every game is driven by `gameroom_match::Match`.

mod arena;
mod calibrate;

pub use arena::{
    ArenaConfig, ArenaReport, BotResult, RankedGame, SPRT_BOUNDS, Sprt, SprtResult, arena,
    mean_interval, sprt_llr, weng_lin,
};
pub use calibrate::{Calibration, CalibrationBin, CalibrationConfig, calibrate, calibration_table};

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use gameroom_bots::{BotGame, Budget};
use gameroom_game::{
    GameState, Material, Outcome, Record, RecordError, TableOptions, rng_from_seed,
};
use gameroom_match::registry::{
    Entry, GameEntry, GameVisitor, Registry, ReplaySummary, UnknownGame,
};
use gameroom_match::review::{Review, ReviewConfig};
use gameroom_match::{Controller, Keep, Match, MatchError, NoHost, RunEnd};
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
    #[error("{path}: {message}")]
    Replay { path: PathBuf, message: String },
    #[error(transparent)]
    UnknownGame(#[from] UnknownGame),
    #[error("{0}")]
    Match(#[from] MatchError),
    #[error("{0}")]
    Invalid(String),
}

fn io_err(path: &Path) -> impl FnOnce(std::io::Error) -> ToolError + '_ {
    move |source| ToolError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// The largest file the tools read: a record (a long game's is about 100 KB), a board or a
/// card set.
pub const MAX_FILE_BYTES: u64 = 4 << 20;
/// The most games one `sim` or `arena` run plays.
pub const MAX_GAMES: u64 = 1_000_000;
/// The most threads one run uses.
pub const MAX_THREADS: usize = 256;

/// Reads a text file of at most `max` bytes. Larger files (and endless ones such as
/// `/dev/zero`) are refused after reading at most `max + 1` bytes, with an error that says so;
/// a file that is not UTF-8 text is refused too.
pub fn read_text_file(path: &Path, max: u64) -> Result<String, ToolError> {
    use std::io::Read;
    let too_big = || ToolError::Io {
        path: path.to_path_buf(),
        source: std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!(
                "the file is larger than {} (the most this reads)",
                bytes_text(max)
            ),
        ),
    };
    let file = std::fs::File::open(path).map_err(io_err(path))?;
    if file.metadata().is_ok_and(|m| m.is_file() && m.len() > max) {
        return Err(too_big());
    }
    let mut bytes = Vec::new();
    file.take(max.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(io_err(path))?;
    if bytes.len() as u64 > max {
        return Err(too_big());
    }
    String::from_utf8(bytes).map_err(|e| ToolError::Io {
        path: path.to_path_buf(),
        source: std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!(
                "not UTF-8 text (invalid byte at offset {})",
                e.utf8_error().valid_up_to()
            ),
        ),
    })
}

/// `4 MiB`, `512 KiB`, `100 bytes`.
fn bytes_text(n: u64) -> String {
    if n >= 1 << 20 && n.is_multiple_of(1 << 20) {
        format!("{} MiB", n >> 20)
    } else if n >= 1 << 10 && n.is_multiple_of(1 << 10) {
        format!("{} KiB", n >> 10)
    } else {
        format!("{n} bytes")
    }
}

/// Reads a record file (at most [`MAX_FILE_BYTES`]) and checks its envelope.
pub fn read_record(path: &Path) -> Result<Record, ToolError> {
    let text = read_text_file(path, MAX_FILE_BYTES)?;
    Record::from_json(&text).map_err(|source| ToolError::Record {
        path: path.to_path_buf(),
        source,
    })
}

/// Reads a record file, checks every action, and reports the state after `at` actions (all of
/// them by default); with `material`, on that board side or card set instead of the record's.
pub fn replay_file(
    games: &impl Registry,
    path: &Path,
    at: Option<usize>,
    material: Option<&Material>,
) -> Result<ReplaySummary, ToolError> {
    let record = read_record(path)?;
    replay_record(games, path, &record, at, material)
}

/// Checks a record read from `path` (see [`replay_file`]).
pub fn replay_record(
    games: &impl Registry,
    path: &Path,
    record: &Record,
    at: Option<usize>,
    material: Option<&Material>,
) -> Result<ReplaySummary, ToolError> {
    games
        .catalog()
        .game(&record.game)?
        .replay(record, at, material)
        .map_err(|e| ToolError::Replay {
            path: path.to_path_buf(),
            message: e.to_string(),
        })
}

/// Reads a record file and reviews the finished game in it ([`gameroom_match::review`]).
pub fn review_file(
    games: &impl Registry,
    path: &Path,
    cfg: ReviewConfig<'_>,
) -> Result<(Record, Review), ToolError> {
    let record = read_record(path)?;
    let review = games
        .catalog()
        .game(&record.game)?
        .review(&record, cfg)
        .map_err(|e| ToolError::Replay {
            path: path.to_path_buf(),
            message: e.to_string(),
        })?;
    Ok((record, review))
}

/// Who sat in each seat, as a record names them (its `seats`, else its `bots`), else
/// `seat 1`, `seat 2`, …; a name two seats share gets the seat's number (`hard (seat 2)`).
pub fn seat_names(record: &Record, players: usize) -> Vec<String> {
    let names = given_names(record, players);
    names
        .iter()
        .enumerate()
        .map(|(s, n)| {
            if names.iter().filter(|m| *m == n).count() > 1 {
                format!("{n} (seat {})", s + 1)
            } else {
                n.clone()
            }
        })
        .collect()
}

fn given_names(record: &Record, players: usize) -> Vec<String> {
    let named = |key: &str| {
        let list = record.meta.get(key)?.as_array()?;
        let names: Vec<String> = list
            .iter()
            .map(|v| v.as_str().map(|s| gameroom_game::shorten(s, 40)))
            .collect::<Option<_>>()?;
        (names.len() == players).then_some(names)
    };
    named("seats")
        .or_else(|| named("bots"))
        .unwrap_or_else(|| (1..=players).map(|s| format!("seat {s}")).collect())
}

fn percent(x: f64) -> String {
    format!("{:.0}%", x * 100.0)
}

/// A review as text for the terminal: every decision with each seat's chance after it, then
/// each player's biggest mistakes with the move the bot preferred and why.
pub fn review_text(review: &Review, names: &[String]) -> String {
    use std::fmt::Write;
    let name = |s: usize| {
        names
            .get(s)
            .cloned()
            .unwrap_or_else(|| format!("seat {}", s + 1))
    };
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Review of a {} game for {} players: {} decisions weighed by the hard bot at {} each.\n\
         Chances to win are the bot's estimates, not certainties (docs/bots.md, \"Game review\").\n",
        review.game,
        review.players,
        review.decisions.len(),
        review.budget
    );
    let chances = |c: &[f64]| {
        c.iter()
            .enumerate()
            .map(|(s, x)| format!("{} {}", name(s), percent(*x)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let _ = writeln!(out, "At the start: {}", chances(&review.start));
    for (i, d) in review.decisions.iter().enumerate() {
        let change = (d.change * 100.0).round();
        let change = if change == 0.0 {
            "±0".to_string()
        } else {
            format!("{change:+.0}")
        };
        let _ = writeln!(
            out,
            "{:>4}. (action {}) {}: `{}` → {} ({change})",
            i + 1,
            d.index + 1,
            name(d.seat),
            d.action,
            chances(&d.chances),
        );
    }
    let r = &review.result;
    let scores = (0..review.players)
        .map(|s| format!("{} {}", name(s), r.scores.get(s).copied().unwrap_or(0)))
        .collect::<Vec<_>>()
        .join(", ");
    let winners = r
        .winners
        .iter()
        .map(|&s| name(s))
        .collect::<Vec<_>>()
        .join(" and ");
    let _ = writeln!(
        out,
        "\nResult: {scores}; won by {winners}.\n\nBiggest mistakes:"
    );
    for seat in 0..review.players {
        let mine: Vec<_> = review.mistakes.iter().filter(|m| m.seat == seat).collect();
        if mine.is_empty() {
            let _ = writeln!(
                out,
                "  {}: none that cost {} or more.",
                name(seat),
                percent(gameroom_match::review::SMALLEST_MISTAKE)
            );
            continue;
        }
        let _ = writeln!(out, "  {}:", name(seat));
        for m in mine {
            let _ = writeln!(
                out,
                "    decision {} (action {}): `{}` cost {}; the bot preferred `{}` ({} to win): {}",
                m.decision + 1,
                m.index + 1,
                m.action,
                percent(m.cost),
                m.preferred,
                percent(m.preferred_chance),
                m.reason
            );
        }
    }
    out
}

/// How many times a bot lost its seat to the stand-in for one reason.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FaultCount {
    /// The bot's spec.
    pub bot: String,
    /// `unstartable`, `crashed`, `hung`, `garbage` or `illegal`.
    pub kind: String,
    pub count: u64,
    /// What happened the first time.
    pub example: String,
}

/// Tallies faults by bot and kind, keeping the first message of each.
fn tally_faults(
    faults: impl IntoIterator<Item = (String, gameroom_bots::Fault)>,
) -> Vec<FaultCount> {
    let mut out: Vec<FaultCount> = Vec::new();
    for (bot, f) in faults {
        match out
            .iter_mut()
            .find(|c| c.bot == bot && c.kind == f.kind.name())
        {
            Some(c) => c.count += 1,
            None => out.push(FaultCount {
                bot,
                kind: f.kind.name().to_string(),
                count: 1,
                example: f.message,
            }),
        }
    }
    out
}

/// Makes a built-in bot speak the bot protocol (docs/protocol.md) on `input` and `output`
/// (`gameroom bot SPEC`): reads the table's `hello`, builds the bot for the game it names
/// (search bots that name no budget think for the time limit the table gives), and answers
/// every decision until the table closes `input`.
pub fn serve_bot(
    games: &impl Registry,
    spec: &str,
    seed: u64,
    threads: usize,
    input: &mut dyn std::io::BufRead,
    output: &mut dyn std::io::Write,
) -> Result<(), ToolError> {
    use gameroom_bots::protocol::{self, Hello};
    let hello = protocol::read_hello(input).map_err(|e| ToolError::Invalid(e.to_string()))?;
    struct Serve<'a> {
        spec: &'a str,
        seed: u64,
        threads: usize,
        hello: &'a Hello,
        input: &'a mut dyn std::io::BufRead,
        output: &'a mut dyn std::io::Write,
    }
    impl GameVisitor for Serve<'_> {
        type Output = Result<(), ToolError>;
        fn visit<G: BotGame>(self) -> Self::Output {
            let limit = std::time::Duration::from_millis(self.hello.time_limit_ms.max(1));
            let mut bot = G::bot(self.spec, self.seed, Budget::Time(limit), self.threads)
                .map_err(ToolError::Invalid)?;
            protocol::serve::<G::State>(bot.as_mut(), self.hello, self.input, self.output)
                .map_err(|e| ToolError::Invalid(e.to_string()))
        }
    }
    games.visit(
        &hello.game,
        Serve {
            spec,
            seed,
            threads,
            hello: &hello,
            input,
            output,
        },
    )?
}

/// What `gameroom sim` runs.
#[derive(Clone, Debug)]
pub struct SimConfig {
    pub game: String,
    pub options: TableOptions,
    pub games: u64,
    pub seed: u64,
    /// Bot specs, one per seat; with fewer than the players, the last fills the remaining
    /// seats (as in the arena).
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
    /// The bot in each seat.
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
    /// Seats bots lost to the stand-in (outside programs that crashed, hung, wrote garbage or
    /// answered illegal moves), by bot and reason.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub faults: Vec<FaultCount>,
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
    faults: Vec<(String, gameroom_bots::Fault)>,
    finished: bool,
    actions: u64,
    turns: u64,
    outcome: Option<Outcome>,
}

/// Plays game `i` of a run and writes its record if asked.
fn sim_game<G: BotGame>(
    cfg: &SimConfig,
    lineup: &[String],
    i: u64,
) -> Result<GameStats, ToolError> {
    let seed = game_seed(cfg.seed, i);
    let mut rng = rng_from_seed(seed);
    let setup = G::setup(&cfg.options, &mut rng).map_err(|e| ToolError::Invalid(e.to_string()))?;
    let mut seats = Vec::with_capacity(lineup.len());
    let mut events = false;
    for (seat, spec) in lineup.iter().enumerate() {
        let bot = G::bot(spec, seed.wrapping_add(seat as u64 + 1), cfg.budget, 1)
            .map_err(ToolError::Invalid)?;
        events |= bot.reads_events();
        seats.push(Controller::Bot(bot));
    }
    // Nobody watches: the match keeps the events only for bots that read them, and the record
    // only when it is written.
    let keep = Keep {
        events,
        record: cfg.records.is_some(),
    };
    let mut m = Match::<G>::new(setup, seats, rng_from_seed(seed ^ 0xC4A9_CE00))
        .map_err(|e| ToolError::Invalid(e.to_string()))?
        .keeping(keep);
    let end = m.run(&mut NoHost)?;
    let outcome = m.outcome();
    if let Some(dir) = &cfg.records {
        let mut record = m.record().clone();
        record.meta.insert("seed".into(), seed.into());
        record.meta.insert(
            "bots".into(),
            serde_json::to_value(lineup).unwrap_or_default(),
        );
        let path = dir.join(format!("game-{:05}.json", i + 1));
        write_atomically(&path, &record.to_json()).map_err(io_err(&path))?;
    }
    Ok(GameStats {
        faults: m
            .faults()
            .into_iter()
            .map(|(seat, f)| (lineup[seat].clone(), f))
            .collect(),
        finished: matches!(end, RunEnd::Over(_)),
        actions: m.len() as u64,
        turns: m.referee_state().turns() as u64,
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
    let threads = threads.clamp(1, MAX_THREADS);
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
    let mut all = Vec::new();
    for r in results {
        all.extend(r?);
    }
    all.sort_by_key(|(i, _)| *i);
    Ok(all.into_iter().map(|(_, t)| t).collect())
}

/// Writes a file whole or not at all: the text goes to a temporary file in the same directory,
/// which then replaces `path` in one step (a rename), so a reader or a killed process never sees
/// half a file.
pub fn write_atomically(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
    tmp.write_all(text.as_bytes())?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// One bot per seat from a list of specs: with fewer specs than seats, the last fills the
/// remaining seats (`heuristic,random` for 4 players is one heuristic bot and three random ones).
pub fn lineup(specs: &[String], seats: usize) -> Result<Vec<String>, ToolError> {
    let Some(last) = specs.last() else {
        return Err(ToolError::Invalid("name at least one bot (--bots)".into()));
    };
    if specs.len() > seats {
        return Err(ToolError::Invalid(format!(
            "{} bots for {seats} seats: name at most one bot per seat",
            specs.len()
        )));
    }
    let mut all = specs.to_vec();
    all.resize(seats, last.clone());
    Ok(all)
}

/// Whether a bot spec thinks for the run's default budget: a search bot (`mcts`, `ismcts`) that
/// names no budget of its own.
pub fn uses_default_budget(spec: &str) -> bool {
    let mut parts = spec.trim().split(':');
    let name = parts.next().unwrap_or_default().to_ascii_lowercase();
    matches!(name.as_str(), "mcts" | "ismcts") && !parts.any(|o| o.parse::<Budget>().is_ok())
}

/// Checks a lineup of bot specs for a game.
fn check_bots<G: BotGame>(specs: &[String], budget: Budget) -> Result<(), ToolError> {
    for spec in specs {
        G::bot(spec, 0, budget, 1).map_err(ToolError::Invalid)?;
    }
    Ok(())
}

/// The setting's material and its notice, checking the options.
pub(crate) fn material<G: BotGame>(
    options: &TableOptions,
) -> Result<(String, Option<String>), ToolError> {
    let summary = Entry::<G>::new()
        .check_options(options)
        .map_err(ToolError::Invalid)?;
    Ok((summary.material, summary.notice))
}

/// Runs `cfg.games` games over `cfg.threads` threads; `tick` is called after each game.
pub fn sim(
    games: &impl Registry,
    cfg: &SimConfig,
    tick: &(dyn Fn() + Sync),
) -> Result<SimSummary, ToolError> {
    struct Sim<'a>(&'a SimConfig, &'a (dyn Fn() + Sync));
    impl GameVisitor for Sim<'_> {
        type Output = Result<SimSummary, ToolError>;
        fn visit<G: BotGame>(self) -> Self::Output {
            sim_of::<G>(self.0, self.1)
        }
    }
    games.visit(&cfg.game, Sim(cfg, tick))?
}

/// Checks the size of a run before anything is built for it.
pub(crate) fn check_run(games: u64, threads: usize) -> Result<(), ToolError> {
    if !(1..=MAX_GAMES).contains(&games) {
        return Err(ToolError::Invalid(format!(
            "{games} games: a run plays 1 to {MAX_GAMES}"
        )));
    }
    if !(1..=MAX_THREADS).contains(&threads) {
        return Err(ToolError::Invalid(format!(
            "{threads} threads: a run uses 1 to {MAX_THREADS}"
        )));
    }
    Ok(())
}

fn sim_of<G: BotGame>(cfg: &SimConfig, tick: &(dyn Fn() + Sync)) -> Result<SimSummary, ToolError> {
    let n = cfg.options.players;
    // The options first (the player count among them): nothing is built before they are known
    // to be a game.
    let (material, notice) = material::<G>(&cfg.options)?;
    check_run(cfg.games, cfg.threads)?;
    let bots = lineup(&cfg.bots, n)?;
    check_bots::<G>(&bots, cfg.budget)?;
    if let Some(dir) = &cfg.records {
        std::fs::create_dir_all(dir).map_err(io_err(dir))?;
    }
    let start = Instant::now();
    let stats = run_indexed(cfg.games, cfg.threads, tick, &|i| {
        sim_game::<G>(cfg, &bots, i)
    })?;
    let seconds = start.elapsed().as_secs_f64();
    let games = stats.len() as u64;
    let mut summary = SimSummary {
        game: G::info().name,
        players: n,
        material,
        notice,
        bots,
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
        faults: tally_faults(stats.iter().flat_map(|g| g.faults.iter().cloned())),
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
    use gameroom_games::GAMES;

    fn cfg(threads: usize, records: Option<PathBuf>) -> SimConfig {
        SimConfig {
            game: "meduris".into(),
            options: TableOptions::players(3),
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
        let a = sim(&GAMES, &cfg(1, None), &|| {}).expect("runs");
        let b = sim(&GAMES, &cfg(3, None), &|| {}).expect("runs");
        assert_eq!(a.games, 6);
        assert_eq!(a.finished, 6);
        assert_eq!(a.mean_actions, b.mean_actions);
        assert_eq!(a.wins_by_seat, b.wins_by_seat);
        assert!((a.wins_by_seat.iter().sum::<f64>() - 6.0).abs() < 1e-9);
    }

    /// `sim` keeps no events and no record unless it writes them (issue 17: at the engine's
    /// speed): the results are the same whether it keeps them or not, and whatever the threads.
    #[test]
    fn sim_gives_the_same_results_with_and_without_records() {
        let dir = tempfile::tempdir().expect("temp dir");
        let lean = sim(&GAMES, &cfg(1, None), &|| {}).expect("runs");
        let kept = sim(&GAMES, &cfg(2, Some(dir.path().to_path_buf())), &|| {}).expect("runs");
        assert_eq!(lean.mean_actions, kept.mean_actions);
        assert_eq!(lean.mean_turns, kept.mean_turns);
        assert_eq!(lean.wins_by_seat, kept.wins_by_seat);
        assert_eq!(lean.score_mean, kept.score_mean);
        assert_eq!(lean.end_reasons, kept.end_reasons);
    }

    #[test]
    fn sim_records_replay_to_the_same_result() {
        let dir = tempfile::tempdir().expect("temp dir");
        let summary = sim(&GAMES, &cfg(2, Some(dir.path().to_path_buf())), &|| {}).expect("runs");
        let mut scores = [0.0; 3];
        for i in 1..=6 {
            let report = replay_file(
                &GAMES,
                &dir.path().join(format!("game-{i:05}.json")),
                None,
                None,
            )
            .expect("replays");
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
            options: TableOptions::players(3),
            bots: vec!["heuristic".into(), "random".into()],
            games: 7,
            seed: 3,
            threads: 2,
            budget: Budget::Iterations(50),
            sprt: None,
        };
        let r = arena(&GAMES, &cfg, &|| {}).expect("runs");
        // 7 games round up to 3 whole rotations of 3 seats.
        assert_eq!(r.games, 9);
        assert_eq!(r.lineup, vec!["heuristic", "random", "random"]);
        assert_eq!(r.groups, 3);
        let h = &r.bots[0];
        let rnd = &r.bots[1];
        assert_eq!((h.seats, rnd.seats), (9, 18));
        assert!((h.wins + rnd.wins - 9.0).abs() < 1e-9);
        assert!(h.ci95[0] <= h.win_rate && h.win_rate <= h.ci95[1]);
        // Head to head: the heuristic against each of the two random seats, 18 meetings, and it
        // finishes ahead of random players nearly always (its win rate alone cannot say that).
        let hh = r.head_to_head.as_ref().expect("two bots in the lineup");
        assert_eq!(
            (hh.first.as_str(), hh.second.as_str()),
            ("heuristic", "random")
        );
        assert_eq!(hh.meetings, 18);
        assert!(hh.ahead > 0.8, "{hh:?}");
        assert!(hh.ci95[0] <= hh.ahead && hh.ahead <= hh.ci95[1]);
        assert!(
            r.table()
                .contains("head to head: heuristic finished ahead of random")
        );
        let again = arena(&GAMES, &cfg, &|| {}).expect("runs");
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
        let s = sim(&GAMES, &c, &|| {}).expect("runs");
        assert_eq!(s.finished, 6);
        assert!(s.notice.is_some(), "the reconstruction is said");
        for i in 1..=6 {
            let r = replay_file(
                &GAMES,
                &dir.path().join(format!("game-{i:05}.json")),
                None,
                None,
            )
            .expect("replays");
            assert!(r.result.is_some());
        }
        let a = ArenaConfig {
            game: "cvlizations".into(),
            options: TableOptions::players(3),
            bots: vec!["heuristic".into(), "random".into()],
            games: 3,
            seed: 1,
            threads: 2,
            budget: Budget::Iterations(20),
            sprt: None,
        };
        assert_eq!(arena(&GAMES, &a, &|| {}).expect("runs").games, 3);
    }

    /// `--bots heuristic,random` for 4 players: the last bot fills the seats left, as in the
    /// arena; more bots than seats is refused.
    #[test]
    fn sim_fills_seats_from_a_short_list() {
        let mut c = cfg(1, None);
        c.options = TableOptions::players(4);
        c.games = 2;
        c.bots = vec!["heuristic".into(), "random".into()];
        let s = sim(&GAMES, &c, &|| {}).expect("runs");
        assert_eq!(s.bots, vec!["heuristic", "random", "random", "random"]);
        assert_eq!(s.finished, 2);
        c.bots = vec!["random".into(); 5];
        let e = sim(&GAMES, &c, &|| {}).unwrap_err();
        assert!(e.to_string().contains("5 bots for 4 seats"), "{e}");
    }

    #[test]
    fn only_search_bots_without_a_budget_use_the_default() {
        assert!(uses_default_budget("mcts"));
        assert!(uses_default_budget("ismcts:2t"));
        assert!(!uses_default_budget("mcts:100ms"));
        assert!(!uses_default_budget("mcts:2t:500it"));
        assert!(!uses_default_budget("heuristic"));
        assert!(!uses_default_budget("hard"));
    }

    /// A record written over an old one is the new one whole, and no temporary file is left.
    #[test]
    fn atomic_writes_replace_whole_files() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("r.json");
        write_atomically(&path, "old").expect("writes");
        write_atomically(&path, "new text").expect("writes");
        assert_eq!(std::fs::read_to_string(&path).expect("reads"), "new text");
        let files = std::fs::read_dir(dir.path()).expect("dir").count();
        assert_eq!(files, 1, "no temporary file is left behind");
    }

    #[test]
    fn weng_lin_ratings_follow_the_rankings() {
        // Bot 0 beats bot 1 three games in four; bots 1 and 2 split theirs.
        let g = |a: usize, ra: usize, b: usize, rb: usize| vec![(a, ra), (b, rb)];
        let games = [
            g(0, 0, 1, 1),
            g(0, 0, 1, 1),
            g(0, 0, 1, 1),
            g(0, 1, 1, 0),
            g(1, 0, 2, 1),
            g(1, 1, 2, 0),
        ];
        let refs: Vec<&RankedGame> = games.iter().collect();
        let r = weng_lin(3, &refs);
        assert!(r[0].rating > r[1].rating, "{r:?}");
        assert!(r[0].rating > r[2].rating, "{r:?}");
        // A four-player ranking moves the winner up and the last down, the middle little.
        let four = vec![(0, 0), (1, 1), (2, 2), (3, 3)];
        let r = weng_lin(4, &[&four]);
        assert!(r[0].rating > 25.0 && r[3].rating < 25.0, "{r:?}");
        assert!(
            r[0].rating > r[1].rating && r[1].rating > r[2].rating,
            "{r:?}"
        );
        // A bot in three seats of one game is one player, updated by the mean of its seats.
        let three = vec![(0, 0), (1, 1), (1, 2), (1, 3)];
        let r = weng_lin(2, &[&three]);
        assert!(r[0].rating > 25.0 && r[1].rating < 25.0, "{r:?}");
    }

    #[test]
    fn group_intervals_widen_with_spread_and_narrow_with_units() {
        let (m, [lo, hi]) = mean_interval(&[0.4, 0.6, 0.5, 0.5], 0.0, 1.0);
        assert!((m - 0.5).abs() < 1e-12 && lo < 0.5 && hi > 0.5);
        let wide = hi - lo;
        let many: Vec<f64> = (0..64)
            .map(|i| if i % 2 == 0 { 0.4 } else { 0.6 })
            .collect();
        let (_, [lo2, hi2]) = mean_interval(&many, 0.0, 1.0);
        assert!(hi2 - lo2 < wide / 3.0, "{lo2} {hi2} vs {wide}");
        assert_eq!(mean_interval(&[], 0.0, 1.0).1, [0.0, 1.0]);
        // Clamped to the range.
        let (_, [lo, hi]) = mean_interval(&[0.0, 1.0, 1.0], 0.0, 1.0);
        assert!(lo >= 0.0 && hi <= 1.0);
    }

    #[test]
    fn sprt_accepts_the_true_hypothesis() {
        // Scores around 0.6 accept H1 (0.55) against H0 (0.5); around 0.45, H0.
        let high: Vec<f64> = (0..400)
            .map(|i| if i % 5 < 3 { 1.0 } else { 0.0 })
            .collect();
        let llr = sprt_llr(&high, 0.5, 0.55).expect("spread");
        assert!(llr > SPRT_BOUNDS[1], "{llr}");
        let low: Vec<f64> = (0..400)
            .map(|i| if i % 20 < 9 { 1.0 } else { 0.0 })
            .collect();
        let llr = sprt_llr(&low, 0.5, 0.55).expect("spread");
        assert!(llr < SPRT_BOUNDS[0], "{llr}");
        // Exactly between the hypotheses: no evidence either way.
        let mid: Vec<f64> = (0..40).map(|i| [0.5, 0.55][i % 2]).collect();
        assert!(sprt_llr(&mid, 0.5, 0.55).expect("spread").abs() < 1e-6);
        assert!(sprt_llr(&[1.0], 0.5, 0.55).is_none());
        // A bot that wins every group has no spread, and still decides.
        assert!(sprt_llr(&[1.0; 8], 0.5, 0.55).expect("decides") > SPRT_BOUNDS[1]);
        assert!("0.5,0.55".parse::<Sprt>().is_ok());
        assert!("0.6,0.5".parse::<Sprt>().is_err());
        assert!("half".parse::<Sprt>().is_err());
    }

    #[test]
    fn arena_stops_once_the_sequential_test_decides() {
        let cfg = ArenaConfig {
            game: "meduris".into(),
            options: TableOptions::players(2),
            bots: vec!["heuristic".into(), "random".into()],
            games: 400,
            seed: 5,
            threads: 2,
            budget: Budget::Iterations(10),
            sprt: Some(Sprt { p0: 0.5, p1: 0.6 }),
        };
        let r = arena(&GAMES, &cfg, &|| {}).expect("runs");
        let t = r.sprt.as_ref().expect("tested");
        assert_eq!(t.accepted, "H1", "{}", r.table());
        assert!(
            t.groups < 200 && t.groups as u64 == r.groups,
            "{}",
            r.table()
        );
        assert!(t.llr >= SPRT_BOUNDS[1]);
        assert_eq!(r.games, 2 * r.groups);
        assert!(r.table().contains("H1 accepted"));
        // The heuristic's interval over groups excludes an even match.
        assert!(r.bots[0].ci95[0] > 0.5, "{}", r.table());
        assert!(r.bots[0].rating > r.bots[1].rating);
        assert!(
            r.bots[0].rating_ci95[0] > r.bots[1].rating_ci95[1],
            "{}",
            r.table()
        );
    }

    /// `replay /dev/zero` never ended and a huge file was read whole: files are read up to a
    /// bound and refused past it, with the bound in the message.
    #[test]
    fn files_are_read_up_to_a_bound() {
        let dir = tempfile::tempdir().expect("temp dir");
        let big = dir.path().join("big.json");
        std::fs::write(&big, vec![b' '; 1025]).expect("write");
        let e = read_text_file(&big, 1024).unwrap_err().to_string();
        assert!(
            e.contains("big.json") && e.contains("larger than 1 KiB"),
            "{e}"
        );
        assert_eq!(read_text_file(&big, 1025).expect("fits").len(), 1025);
        if Path::new("/dev/zero").exists() {
            let e = replay_file(&GAMES, Path::new("/dev/zero"), None, None).unwrap_err();
            assert!(e.to_string().contains("larger than 4 MiB"), "{e}");
        }
        let binary = dir.path().join("binary");
        std::fs::write(&binary, [0x7b, 0xff, 0xfe]).expect("write");
        let e = read_text_file(&binary, 1024).unwrap_err().to_string();
        assert!(e.contains("not UTF-8"), "{e}");
    }

    /// Counts are checked before anything is built for them: a player count of 2^64 − 1 made
    /// `arena` build a lineup that long (it hung) and `sim` a vector of bots (capacity
    /// overflow); `--games 2^64 − 1` wrapped the arena's rounding to no game at all.
    #[test]
    fn huge_counts_are_refused_before_anything_is_built() {
        let mut c = cfg(1, None);
        c.options.players = usize::MAX;
        c.bots = vec!["random".into()];
        let e = sim(&GAMES, &c, &|| {}).unwrap_err().to_string();
        assert!(e.contains("2 to 4 players"), "{e}");
        let a = ArenaConfig {
            game: "cvlizations".into(),
            options: TableOptions::players(usize::MAX),
            bots: vec!["random".into()],
            games: 1,
            seed: 1,
            threads: 1,
            budget: Budget::Iterations(1),
            sprt: None,
        };
        let e = arena(&GAMES, &a, &|| {}).unwrap_err().to_string();
        assert!(e.contains("2 to 5 players"), "{e}");
        for (games, threads) in [
            (0, 1),
            (u64::MAX, 1),
            (MAX_GAMES + 1, 1),
            (1, 0),
            (1, 100_000),
        ] {
            let mut c = cfg(threads, None);
            c.games = games;
            let e = sim(&GAMES, &c, &|| {}).unwrap_err().to_string();
            assert!(e.contains("a run"), "{games} games, {threads} threads: {e}");
            let a = ArenaConfig {
                game: "meduris".into(),
                options: TableOptions::players(2),
                bots: vec!["random".into()],
                games,
                seed: 1,
                threads,
                budget: Budget::Iterations(1),
                sprt: None,
            };
            let e = arena(&GAMES, &a, &|| {}).unwrap_err().to_string();
            assert!(e.contains("a run"), "{games} games, {threads} threads: {e}");
        }
    }

    #[test]
    fn bad_input_is_an_error_not_a_panic() {
        let dir = tempfile::tempdir().expect("temp dir");
        let missing = dir.path().join("nope.json");
        assert!(matches!(
            replay_file(&GAMES, &missing, None, None),
            Err(ToolError::Io { .. })
        ));
        let garbage = dir.path().join("garbage.json");
        std::fs::write(&garbage, "{ not json").expect("write");
        let e = replay_file(&GAMES, &garbage, None, None).unwrap_err();
        assert!(e.to_string().contains("garbage.json"), "{e}");
        let mut c = cfg(1, None);
        c.bots[1] = "genius".into();
        let e = sim(&GAMES, &c, &|| {}).unwrap_err();
        assert!(e.to_string().contains("unknown bot `genius`"), "{e}");
        let mut c = cfg(1, None);
        c.game = "chess".into();
        assert!(matches!(
            sim(&GAMES, &c, &|| {}),
            Err(ToolError::UnknownGame(_))
        ));
    }
}
