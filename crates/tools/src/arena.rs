//! `gameroom arena`: bots against bots, fairly. Seats rotate and seeds are paired: every
//! rotation of the lineup plays the same setup with the same dice, so the advantage of a seat or
//! of moving first cancels out. Such a *rotation group* (one game per rotation) is the unit of
//! the statistics: its games share their luck, so intervals are taken over groups, never over
//! seats or games.
//!
//! - Win rates: each group's win share per bot; the mean over groups with a 95% interval from
//!   their spread (Student's t).
//! - Ratings: Weng-Lin (OpenSkill; the `skillratings` crate), made for rankings of 3–5 players:
//!   every game updates every seat by its rank. The interval is a bootstrap over groups.
//! - A sequential test (SPRT, as chess engines test every change): with `sprt`, the first bot's
//!   group score is tested between two hypotheses and the arena stops once either is accepted.
//! - Time per search: only decisions where a bot thought (not forced moves, not the rest of a
//!   macro move it had planned).

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use gameroom_bots::{Bot, BotGame, Budget, Decision, Fault};
use gameroom_game::{GameRng, GameState, TableOptions, rand::RngExt, rng_from_seed};
use gameroom_match::registry::{GameVisitor, Registry};
use gameroom_match::{Controller, Match, NoHost, RunEnd};
use serde::Serialize;
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

use crate::{FaultCount, ToolError, check_bots, check_run, game_seed};

/// What `gameroom arena` runs.
#[derive(Clone, Debug)]
pub struct ArenaConfig {
    pub game: String,
    pub options: TableOptions,
    /// Bot specs; fewer than the players: the last one fills the remaining seats.
    pub bots: Vec<String>,
    /// Games in all (rounded up to whole rotation groups); with `sprt`, the most to play.
    pub games: u64,
    pub seed: u64,
    pub threads: usize,
    /// The budget of search bots that do not name one.
    pub budget: Budget,
    /// Stop as soon as a sequential test decides (see [`Sprt`]).
    pub sprt: Option<Sprt>,
}

/// A sequential probability ratio test on the first bot of the lineup: is its win share (per
/// seat it holds, averaged over a rotation group) `p0` or `p1`? With α = β = 5%.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Sprt {
    pub p0: f64,
    pub p1: f64,
}

impl std::str::FromStr for Sprt {
    type Err = String;
    /// `0.5,0.55`: H0 p0, H1 p1.
    fn from_str(s: &str) -> Result<Sprt, String> {
        let bad = || format!("`{s}` is not two win shares `P0,P1` with 0 ≤ P0 < P1 ≤ 1");
        let (a, b) = s.split_once(',').ok_or_else(bad)?;
        let p0: f64 = a.trim().parse().map_err(|_| bad())?;
        let p1: f64 = b.trim().parse().map_err(|_| bad())?;
        if !(0.0..=1.0).contains(&p0) || !(0.0..=1.0).contains(&p1) || p0 >= p1 {
            return Err(bad());
        }
        Ok(Sprt { p0, p1 })
    }
}

/// The bounds of the log-likelihood ratio for α = β = 0.05.
pub const SPRT_BOUNDS: [f64; 2] = [-2.944_438_979_166_440_5, 2.944_438_979_166_440_5];

/// Groups a sequential test needs before it may decide (for a variance worth the name).
const SPRT_MIN_GROUPS: usize = 8;

/// The log-likelihood ratio of H1 (`p1`) against H0 (`p0`) for independent unit scores `x`,
/// by the normal approximation with their sample variance (the "generalised" SPRT fishtest
/// uses for paired games), floored at 0.001 so that a bot winning every unit still decides.
/// `None` with fewer than two scores.
pub fn sprt_llr(x: &[f64], p0: f64, p1: f64) -> Option<f64> {
    let n = x.len() as f64;
    if x.len() < 2 {
        return None;
    }
    let mean = x.iter().sum::<f64>() / n;
    let var = (x.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0)).max(1e-3);
    Some((p1 - p0) / var * (x.iter().sum::<f64>() - n * (p0 + p1) / 2.0))
}

/// What the sequential test found.
#[derive(Clone, Debug, Serialize)]
pub struct SprtResult {
    pub p0: f64,
    pub p1: f64,
    pub llr: f64,
    pub bounds: [f64; 2],
    /// `H1` (the first bot reaches p1), `H0` (it does not exceed p0), or `undecided` (the games
    /// ran out first).
    pub accepted: String,
    /// Rotation groups it took.
    pub groups: usize,
}

/// One bot's results.
#[derive(Clone, Debug, Serialize)]
pub struct BotResult {
    pub name: String,
    /// Seats it took in all games (a bot in three seats of a game counts three).
    pub seats: u64,
    /// Wins, a shared win split between the winners.
    pub wins: f64,
    /// Wins per seat.
    pub win_rate: f64,
    /// 95% interval of the win rate over rotation groups.
    pub ci95: [f64; 2],
    pub mean_score: f64,
    /// Weng-Lin rating (μ; new players start at 25).
    pub rating: f64,
    /// 95% interval of the rating (bootstrap over rotation groups).
    pub rating_ci95: [f64; 2],
    /// Decisions it thought about (not forced moves, not the rest of a planned macro move).
    pub searches: u64,
    /// Mean seconds per decision it thought about.
    pub mean_search_seconds: f64,
    /// Seats it lost to a stand-in, by what happened.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub faults: Vec<FaultCount>,
}

/// Two bots met at one table: how often the first finished ahead of the second.
#[derive(Clone, Debug, Serialize)]
pub struct HeadToHead {
    pub first: String,
    pub second: String,
    /// Meetings: pairs of a seat of `first` and a seat of `second` in one game.
    pub meetings: u64,
    /// The share of meetings `first` finished ahead of `second` (a tie counts half); with two
    /// players, its win rate.
    pub ahead: f64,
    /// 95% interval over rotation groups.
    pub ci95: [f64; 2],
}

/// The arena's result.
#[derive(Clone, Debug, Serialize)]
pub struct ArenaReport {
    pub game: String,
    pub players: usize,
    /// The board side (Meduris) or card set and variant (CVlizations).
    pub material: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notice: Option<String>,
    /// The thinking budget of the search bots that name none (`mcts`); `null` when every bot
    /// names its own or needs none.
    pub budget: Option<String>,
    pub seed: u64,
    pub games: u64,
    /// Rotation groups played (the statistics' units).
    pub groups: u64,
    /// The seating lineup (rotated through every seat).
    pub lineup: Vec<String>,
    pub bots: Vec<BotResult>,
    /// With exactly two bots in the lineup: the first against the second, seat by seat.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub head_to_head: Option<HeadToHead>,
    /// How often the player who moved first won (ties split): the seat advantage the rotation
    /// cancels.
    pub first_seat_win_rate: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sprt: Option<SprtResult>,
    pub end_reasons: BTreeMap<String, u64>,
    pub seconds: f64,
}

/// Student's t for a 95% two-sided interval with `df` degrees of freedom.
fn t95(df: usize) -> f64 {
    const T: [f64; 30] = [
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160,
        2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056,
        2.052, 2.048, 2.045, 2.042,
    ];
    match df {
        0 => f64::INFINITY,
        d if d <= 30 => T[d - 1],
        d if d <= 60 => 2.000 + 0.042 * (60 - d) as f64 / 30.0,
        d if d <= 120 => 1.980 + 0.020 * (120 - d) as f64 / 60.0,
        _ => 1.960,
    }
}

/// The mean of independent unit scores and its 95% interval (Student's t), clamped to
/// `[lo, hi]`.
pub fn mean_interval(x: &[f64], lo: f64, hi: f64) -> (f64, [f64; 2]) {
    let n = x.len();
    if n == 0 {
        return (0.0, [lo, hi]);
    }
    let mean = x.iter().sum::<f64>() / n as f64;
    if n == 1 {
        return (mean, [lo, hi]);
    }
    let var = x.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
    let half = t95(n - 1) * (var / n as f64).sqrt();
    (mean, [(mean - half).max(lo), (mean + half).min(hi)])
}

/// A game's result for the ratings: each seat's bot (an index) and rank (0 = first).
pub type RankedGame = Vec<(usize, usize)>;

/// Weng-Lin ratings of `bots` players after `games` in order. A bot in several seats of a game
/// is rated as one player per seat from the same rating, and its update is their mean.
pub fn weng_lin(bots: usize, games: &[&RankedGame]) -> Vec<WengLinRating> {
    let cfg = WengLinConfig::new();
    let mut r = vec![WengLinRating::new(); bots];
    for g in games {
        let teams: Vec<[WengLinRating; 1]> = g.iter().map(|&(b, _)| [r[b]]).collect();
        let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = g
            .iter()
            .zip(&teams)
            .map(|(&(_, rank), t)| (&t[..], MultiTeamOutcome::new(rank + 1)))
            .collect();
        let out = weng_lin_multi_team(&input, &cfg);
        let mut sum = vec![(0.0, 0.0, 0u32); bots];
        for (&(b, _), new) in g.iter().zip(&out) {
            if let Some(x) = new.first() {
                sum[b].0 += x.rating;
                sum[b].1 += x.uncertainty;
                sum[b].2 += 1;
            }
        }
        for (b, (mu, sigma, k)) in sum.into_iter().enumerate() {
            if k > 0 {
                r[b] = WengLinRating {
                    rating: mu / k as f64,
                    uncertainty: sigma / k as f64,
                };
            }
        }
    }
    r
}

/// Ratings and their 95% intervals. Weng-Lin updates one game at a time and trusts early games
/// more (its uncertainty shrinks), so the order of the games matters: the rating is the mean over
/// 16 shuffled orders of the groups, and the interval comes from 200 bootstrap resamples of whole
/// groups (each in its own random order).
fn ratings_with_intervals(bots: usize, groups: &[Vec<RankedGame>]) -> Vec<(f64, [f64; 2])> {
    let mut rng: GameRng = rng_from_seed(0x5EED_B007);
    const ORDERS: usize = 16;
    let mut point = vec![(0.0, 0.0); bots];
    for k in 0..ORDERS {
        let mut order: Vec<usize> = (0..groups.len()).collect();
        if k > 0 {
            for i in (1..order.len()).rev() {
                order.swap(i, rng.random_range(0..=i));
            }
        }
        let games: Vec<&RankedGame> = order.iter().flat_map(|&g| groups[g].iter()).collect();
        for (b, r) in weng_lin(bots, &games).into_iter().enumerate() {
            point[b].0 += r.rating / ORDERS as f64;
            point[b].1 += r.uncertainty / ORDERS as f64;
        }
    }
    let point: Vec<WengLinRating> = point
        .into_iter()
        .map(|(rating, uncertainty)| WengLinRating {
            rating,
            uncertainty,
        })
        .collect();
    let mut samples: Vec<Vec<f64>> = vec![Vec::new(); bots];
    if groups.len() >= 2 {
        for _ in 0..200 {
            let pick: Vec<&RankedGame> = (0..groups.len())
                .flat_map(|_| groups[rng.random_range(0..groups.len())].iter())
                .collect();
            for (b, r) in weng_lin(bots, &pick).into_iter().enumerate() {
                samples[b].push(r.rating);
            }
        }
    }
    (0..bots)
        .map(|b| {
            let mu = point[b].rating;
            let s = &mut samples[b];
            if s.is_empty() {
                let half = 1.96 * point[b].uncertainty;
                return (mu, [mu - half, mu + half]);
            }
            s.sort_by(f64::total_cmp);
            let at = |q: f64| s[((s.len() - 1) as f64 * q).round() as usize];
            (mu, [at(0.025), at(0.975)])
        })
        .collect()
}

/// Decision time of one seat: (seconds thinking, decisions thought about).
type Tally = Arc<Mutex<(f64, u64)>>;

/// A bot that times the decisions it thinks about into a shared tally.
struct Timed<G: GameState> {
    inner: Box<dyn Bot<G>>,
    tally: Tally,
}

impl<G: GameState> Bot<G> for Timed<G> {
    fn name(&self) -> String {
        self.inner.name()
    }
    fn thinking_time(&self) -> Option<std::time::Duration> {
        self.inner.thinking_time()
    }
    fn choose(&mut self, d: &Decision<'_, G>) -> G::Action {
        let start = Instant::now();
        let a = self.inner.choose(d);
        if d.legal.len() > 1 && self.inner.thought() {
            let mut t = self.tally.lock().unwrap_or_else(|e| e.into_inner());
            t.0 += start.elapsed().as_secs_f64();
            t.1 += 1;
        }
        a
    }
    fn explain(&self) -> Option<String> {
        self.inner.explain()
    }
    fn thought(&self) -> bool {
        self.inner.thought()
    }
    fn fault(&self) -> Option<Fault> {
        self.inner.fault()
    }
}

struct GameResult {
    /// Per lineup entry: (win share, score).
    entries: Vec<(f64, f64)>,
    /// Per lineup entry: its rank (0 = first; tied seats share a rank).
    ranks: Vec<usize>,
    first_mover_share: f64,
    end_reason: String,
    /// Per lineup entry: (seconds thinking, decisions thought about).
    search: Vec<(f64, u64)>,
    /// Per lineup entry: the fault that lost it its seat.
    faults: Vec<Option<Fault>>,
}

fn play_one<G: BotGame>(
    cfg: &ArenaConfig,
    lineup: &[String],
    group: u64,
    rotation: usize,
) -> Result<GameResult, ToolError> {
    let n = cfg.options.players;
    let seed = game_seed(cfg.seed, group);
    let mut rng = rng_from_seed(seed);
    let setup = G::setup(&cfg.options, &mut rng).map_err(|e| ToolError::Invalid(e.to_string()))?;
    let state = G::start(&setup).map_err(|e| ToolError::Invalid(e.to_string()))?;
    // The first mover: whoever decides first once the game is under way (Meduris: the starting
    // player; CVlizations: the first leader helm).
    let first_mover = first_player(&state, seed);
    // Seat s holds lineup entry (s + rotation) % n.
    let entry_of = |seat: usize| (seat + rotation) % n;
    let tallies: Vec<Tally> = (0..n).map(|_| Arc::new(Mutex::new((0.0, 0)))).collect();
    let mut seats = Vec::with_capacity(n);
    for seat in 0..n {
        let e = entry_of(seat);
        let bot = G::bot(&lineup[e], seed ^ ((e as u64 + 1) << 32), cfg.budget, 1)
            .map_err(ToolError::Invalid)?;
        seats.push(Controller::Bot(Box::new(Timed {
            inner: bot,
            tally: tallies[seat].clone(),
        })));
    }
    let mut m = Match::<G>::new(setup, seats, rng_from_seed(seed ^ 0xC4A9_CE00))
        .map_err(|e| ToolError::Invalid(e.to_string()))?;
    m.set_max_actions(2_000_000);
    let outcome = match m.run(&mut NoHost)? {
        RunEnd::Over(o) => o,
        _ => return Err(ToolError::Invalid("a game did not finish".into())),
    };
    let mut entries = vec![(0.0, 0.0); n];
    let mut ranks = vec![0; n];
    let mut search = vec![(0.0, 0u64); n];
    let mut faults = vec![None; n];
    for seat in 0..n {
        entries[entry_of(seat)] = (outcome.win_share(seat), outcome.scores[seat] as f64);
        ranks[entry_of(seat)] = outcome.ranks[seat];
    }
    for (seat, tally) in tallies.iter().enumerate() {
        search[entry_of(seat)] = *tally.lock().unwrap_or_else(|e| e.into_inner());
    }
    for (seat, f) in m.faults() {
        faults[entry_of(seat)] = Some(f);
    }
    Ok(GameResult {
        entries,
        ranks,
        first_mover_share: outcome.win_share(first_mover),
        end_reason: outcome.end_reason.clone(),
        search,
        faults,
    })
}

/// The seat that makes the first decision after the chance events that open a game.
fn first_player<G: GameState>(state: &G, seed: u64) -> usize {
    let mut s = state.clone();
    let mut rng = rng_from_seed(seed ^ 0xF1257);
    for _ in 0..64 {
        match s.actor() {
            gameroom_game::Actor::Player(p) => return p,
            gameroom_game::Actor::Chance => match s.sample_chance(&mut rng) {
                Some(a) if s.apply(a).is_ok() => {}
                _ => return 0,
            },
            gameroom_game::Actor::Terminal => return 0,
        }
    }
    0
}

/// Runs the arena over `cfg.threads` threads; `tick` is called after each game.
pub fn arena(
    games: &impl Registry,
    cfg: &ArenaConfig,
    tick: &(dyn Fn() + Sync),
) -> Result<ArenaReport, ToolError> {
    struct Arena<'a>(&'a ArenaConfig, &'a (dyn Fn() + Sync));
    impl GameVisitor for Arena<'_> {
        type Output = Result<ArenaReport, ToolError>;
        fn visit<G: BotGame>(self) -> Self::Output {
            arena_of::<G>(self.0, self.1)
        }
    }
    games.visit(&cfg.game, Arena(cfg, tick))?
}

/// The first bot's score in a group: its win share per seat it held, over the group's games.
fn first_bot_score<'a>(group: impl IntoIterator<Item = &'a GameResult>, lineup: &[String]) -> f64 {
    let mut wins = 0.0;
    let mut seats = 0.0;
    for g in group {
        for (e, spec) in lineup.iter().enumerate() {
            if *spec == lineup[0] {
                wins += g.entries[e].0;
                seats += 1.0;
            }
        }
    }
    if seats > 0.0 { wins / seats } else { 0.0 }
}

/// Plays whole rotation groups over the threads, in index order as far as the results go: with
/// a sequential test, no group is started once the finished prefix decides it, and the report
/// uses exactly that prefix.
fn play_groups<G: BotGame>(
    cfg: &ArenaConfig,
    lineup: &[String],
    groups: u64,
    tick: &(dyn Fn() + Sync),
) -> Result<(Vec<Vec<GameResult>>, Option<SprtResult>), ToolError> {
    let n = lineup.len() as u64;
    let total = groups * n;
    let next = std::sync::atomic::AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let done: Mutex<BTreeMap<u64, GameResult>> = Mutex::new(BTreeMap::new());
    let decided: Mutex<Option<(usize, f64, &'static str)>> = Mutex::new(None);
    let error: Mutex<Option<ToolError>> = Mutex::new(None);
    let check = |done: &BTreeMap<u64, GameResult>| -> Option<(usize, f64, &'static str)> {
        let sprt = cfg.sprt?;
        let mut scores = Vec::new();
        for g in 0..groups {
            if !(0..n).all(|r| done.contains_key(&(g * n + r))) {
                break;
            }
            let games = (0..n).filter_map(|r| done.get(&(g * n + r)));
            scores.push(first_bot_score(games, lineup));
            if scores.len() >= SPRT_MIN_GROUPS
                && let Some(llr) = sprt_llr(&scores, sprt.p0, sprt.p1)
            {
                if llr >= SPRT_BOUNDS[1] {
                    return Some((scores.len(), llr, "H1"));
                }
                if llr <= SPRT_BOUNDS[0] {
                    return Some((scores.len(), llr, "H0"));
                }
            }
        }
        None
    };
    let threads = cfg.threads.clamp(1, 256);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    if stop.load(Ordering::Relaxed) {
                        return;
                    }
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= total {
                        return;
                    }
                    match play_one::<G>(cfg, lineup, i / n, (i % n) as usize) {
                        Ok(r) => {
                            let mut d = done.lock().unwrap_or_else(|e| e.into_inner());
                            d.insert(i, r);
                            if let Some(x) = check(&d) {
                                *decided.lock().unwrap_or_else(|e| e.into_inner()) = Some(x);
                                stop.store(true, Ordering::Relaxed);
                            }
                        }
                        Err(e) => {
                            error
                                .lock()
                                .unwrap_or_else(|e| e.into_inner())
                                .get_or_insert(e);
                            stop.store(true, Ordering::Relaxed);
                        }
                    }
                    tick();
                }
            });
        }
    });
    if let Some(e) = error.into_inner().unwrap_or_else(|e| e.into_inner()) {
        return Err(e);
    }
    let mut done = done.into_inner().unwrap_or_else(|e| e.into_inner());
    let decided = decided.into_inner().unwrap_or_else(|e| e.into_inner());
    let keep = match decided {
        Some((g, _, _)) => g as u64,
        None => groups,
    };
    let mut out = Vec::new();
    for g in 0..keep {
        let mut group = Vec::new();
        for r in 0..n {
            match done.remove(&(g * n + r)) {
                Some(x) => group.push(x),
                None => return Err(ToolError::Invalid("a game of the arena is missing".into())),
            }
        }
        out.push(group);
    }
    let sprt = cfg.sprt.map(|s| {
        let scores: Vec<f64> = out.iter().map(|g| first_bot_score(g, lineup)).collect();
        let (accepted, llr) = match decided {
            Some((_, llr, h)) => (h.to_string(), llr),
            None => (
                "undecided".to_string(),
                sprt_llr(&scores, s.p0, s.p1).unwrap_or(0.0),
            ),
        };
        SprtResult {
            p0: s.p0,
            p1: s.p1,
            llr,
            bounds: SPRT_BOUNDS,
            accepted,
            groups: out.len(),
        }
    });
    Ok((out, sprt))
}

fn arena_of<G: BotGame>(
    cfg: &ArenaConfig,
    tick: &(dyn Fn() + Sync),
) -> Result<ArenaReport, ToolError> {
    let n = cfg.options.players;
    // The options first (the player count among them): nothing is built before they are known
    // to be a game.
    let (material, notice) = crate::material::<G>(&cfg.options)?;
    check_run(cfg.games, cfg.threads)?;
    let lineup = crate::lineup(&cfg.bots, n)?;
    check_bots::<G>(&lineup, cfg.budget)?;
    let groups = cfg.games.div_ceil(n as u64).max(1);
    let start = Instant::now();
    let (played, sprt) = play_groups::<G>(cfg, &lineup, groups, tick)?;
    // Aggregate by bot name.
    let mut names: Vec<String> = Vec::new();
    for spec in &lineup {
        if !names.contains(spec) {
            names.push(spec.clone());
        }
    }
    let index: Vec<usize> = lineup
        .iter()
        .map(|spec| names.iter().position(|n| n == spec).unwrap_or(0))
        .collect();
    let ranked: Vec<Vec<RankedGame>> = played
        .iter()
        .map(|group| {
            group
                .iter()
                .map(|g| (0..n).map(|e| (index[e], g.ranks[e])).collect())
                .collect()
        })
        .collect();
    let ratings = ratings_with_intervals(names.len(), &ranked);
    let mut bots = Vec::new();
    for (b, name) in names.iter().enumerate() {
        let mut seats = 0u64;
        let mut wins = 0.0;
        let mut score = 0.0;
        let mut secs = 0.0;
        let mut searches = 0u64;
        let mut faults: BTreeMap<&'static str, (u64, String)> = BTreeMap::new();
        let mut per_group = Vec::with_capacity(played.len());
        for group in &played {
            let (mut gw, mut gs) = (0.0, 0.0);
            for g in group {
                for e in (0..n).filter(|&e| index[e] == b) {
                    seats += 1;
                    wins += g.entries[e].0;
                    score += g.entries[e].1;
                    secs += g.search[e].0;
                    searches += g.search[e].1;
                    gw += g.entries[e].0;
                    gs += 1.0;
                    if let Some(f) = &g.faults[e] {
                        let entry = faults
                            .entry(f.kind.name())
                            .or_insert_with(|| (0, f.message.clone()));
                        entry.0 += 1;
                    }
                }
            }
            if gs > 0.0 {
                per_group.push(gw / gs);
            }
        }
        let (rate, ci95) = mean_interval(&per_group, 0.0, 1.0);
        bots.push(BotResult {
            name: name.clone(),
            seats,
            wins,
            win_rate: rate,
            ci95,
            mean_score: if seats > 0 { score / seats as f64 } else { 0.0 },
            rating: ratings[b].0,
            rating_ci95: ratings[b].1,
            searches,
            mean_search_seconds: if searches > 0 {
                secs / searches as f64
            } else {
                0.0
            },
            faults: faults
                .into_iter()
                .map(|(kind, (count, example))| FaultCount {
                    bot: name.clone(),
                    kind: kind.to_string(),
                    count,
                    example,
                })
                .collect(),
        });
    }
    let head_to_head = (names.len() == 2).then(|| head_to_head(&names, &index, &played));
    let mut end_reasons = BTreeMap::new();
    let mut first = 0.0;
    let mut games = 0u64;
    for g in played.iter().flatten() {
        *end_reasons.entry(g.end_reason.clone()).or_default() += 1;
        first += g.first_mover_share;
        games += 1;
    }
    Ok(ArenaReport {
        game: G::info().name,
        players: n,
        material,
        notice,
        budget: lineup
            .iter()
            .any(|s| crate::uses_default_budget(s))
            .then(|| cfg.budget.to_string()),
        seed: cfg.seed,
        games,
        groups: played.len() as u64,
        lineup,
        bots,
        head_to_head,
        sprt,
        first_seat_win_rate: if games == 0 {
            0.0
        } else {
            first / games as f64
        },
        end_reasons,
        seconds: start.elapsed().as_secs_f64(),
    })
}

/// The first bot against the second over every meeting (a seat of each in one game), with the
/// interval over rotation groups: with more than two players, "does the bot finish ahead of the
/// other" is what a player means by beating it, where the win rate would also count the third.
fn head_to_head(names: &[String], index: &[usize], played: &[Vec<GameResult>]) -> HeadToHead {
    let mut meetings = 0u64;
    let mut per_group = Vec::with_capacity(played.len());
    for group in played {
        let (mut ahead, mut met) = (0.0, 0.0);
        for g in group {
            for a in (0..index.len()).filter(|&e| index[e] == 0) {
                for b in (0..index.len()).filter(|&e| index[e] == 1) {
                    met += 1.0;
                    ahead += gameroom_game::Outcome::ahead(g.ranks[a], g.ranks[b]);
                }
            }
        }
        meetings += met as u64;
        if met > 0.0 {
            per_group.push(ahead / met);
        }
    }
    let (ahead, ci95) = mean_interval(&per_group, 0.0, 1.0);
    HeadToHead {
        first: names[0].clone(),
        second: names[1].clone(),
        meetings,
        ahead,
        ci95,
    }
}

impl ArenaReport {
    /// The report as a text table.
    pub fn table(&self) -> String {
        let budget = match &self.budget {
            Some(b) => format!("; {b} per decision for bots that name no budget"),
            None => String::new(),
        };
        let mut s = format!(
            "{} games in {} rotation groups of {} ({} players, {}{budget}; seed {}), {:.0} s\n",
            self.games,
            self.groups,
            self.game,
            self.players,
            self.material,
            self.seed,
            self.seconds
        );
        s.push_str(&format!(
            "{:<24} {:>6} {:>7} {:>7}  {:<15} {:>6}  {:<13} {:>7} {:>10}\n",
            "bot",
            "seats",
            "wins",
            "win %",
            "95% interval",
            "rating",
            "95% interval",
            "score",
            "ms/search"
        ));
        for b in &self.bots {
            s.push_str(&format!(
                "{:<24} {:>6} {:>7.1} {:>6.1}%  [{:>4.1}%, {:>5.1}%] {:>6.1}  [{:>4.1}, {:>4.1}] {:>7.1} {:>10.3}\n",
                b.name,
                b.seats,
                b.wins,
                100.0 * b.win_rate,
                100.0 * b.ci95[0],
                100.0 * b.ci95[1],
                b.rating,
                b.rating_ci95[0],
                b.rating_ci95[1],
                b.mean_score,
                1000.0 * b.mean_search_seconds
            ));
        }
        s.push_str(
            "(intervals over rotation groups; ratings: Weng-Lin μ, start 25, mean of 16 orders, bootstrap interval)\n",
        );
        for b in &self.bots {
            for f in &b.faults {
                s.push_str(&format!(
                    "{} lost its seat to the stand-in {} time(s): {} (e.g. {})\n",
                    f.bot, f.count, f.kind, f.example
                ));
            }
        }
        if let Some(h) = &self.head_to_head {
            s.push_str(&format!(
                "head to head: {} finished ahead of {} in {:.1}% [{:.1}%, {:.1}%] of {} meetings (a tie counts half)\n",
                h.first,
                h.second,
                100.0 * h.ahead,
                100.0 * h.ci95[0],
                100.0 * h.ci95[1],
                h.meetings
            ));
        }
        if let Some(t) = &self.sprt {
            s.push_str(&format!(
                "SPRT {} at p0 {:.3} vs p1 {:.3}: LLR {:.2} (bounds {:.2}, {:.2}) after {} groups: {}\n",
                self.lineup[0],
                t.p0,
                t.p1,
                t.llr,
                t.bounds[0],
                t.bounds[1],
                t.groups,
                match t.accepted.as_str() {
                    "H1" => "H1 accepted (it reaches p1)",
                    "H0" => "H0 accepted (it does not beat p0)",
                    _ => "undecided",
                }
            ));
        }
        s.push_str(&format!(
            "first player's win rate: {:.1}% (par {:.1}%); ends: {}\n",
            100.0 * self.first_seat_win_rate,
            100.0 / self.players as f64,
            self.end_reasons
                .iter()
                .map(|(k, v)| format!("{k} {v}"))
                .collect::<Vec<_>>()
                .join(", ")
        ));
        s
    }
}
