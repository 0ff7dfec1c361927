//! `gameroom arena`: bots against bots, fairly. Seats rotate and seeds are paired: every
//! rotation of the lineup plays the same setup with the same dice, so the advantage of a seat or
//! of moving first cancels out.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use gameroom_bots::{Bot, BotGame, Budget, Decision};
use gameroom_game::{GameState, TableOptions, rng_from_seed};
use gameroom_match::registry::{self, GameVisitor};
use gameroom_match::{Controller, Match, NoHost, RunEnd};
use serde::Serialize;

use crate::{ToolError, check_bots, check_run, game_seed, material, run_indexed};

/// What `gameroom arena` runs.
#[derive(Clone, Debug)]
pub struct ArenaConfig {
    pub game: String,
    pub options: TableOptions,
    /// Bot specs; fewer than the players: the last one fills the remaining seats.
    pub bots: Vec<String>,
    /// Games in all (rounded up to whole rotations).
    pub games: u64,
    pub seed: u64,
    pub threads: usize,
    /// The budget of search bots that do not name one.
    pub budget: Budget,
}

/// One bot's results.
#[derive(Clone, Debug, Serialize)]
pub struct BotResult {
    pub name: String,
    /// Seats it took in all games (a bot in three seats of a game counts three).
    pub games: u64,
    /// Wins, a shared win split between the winners.
    pub wins: f64,
    pub win_rate: f64,
    /// 95% Wilson interval of the win rate.
    pub ci95: [f64; 2],
    pub mean_score: f64,
    /// Mean seconds per decision it searched.
    pub mean_decision_seconds: f64,
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
    /// The seating lineup (rotated through every seat).
    pub lineup: Vec<String>,
    pub bots: Vec<BotResult>,
    /// How often the player who moved first won (ties split): the seat advantage the rotation
    /// cancels.
    pub first_seat_win_rate: f64,
    /// Elo ratings (mean 1500) fitted to every pair of different bots in every game, when the
    /// lineup has two bots or more.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub elo: BTreeMap<String, f64>,
    pub end_reasons: BTreeMap<String, u64>,
    pub seconds: f64,
}

/// Elo ratings (mean 1500) that best explain `matches` (player a, player b, a's score 1, ½ or
/// 0). One virtual draw between every pair keeps ratings finite when a bot always wins.
pub fn elo(players: usize, matches: &[(usize, usize, f64)]) -> Vec<f64> {
    let mut all: Vec<(usize, usize, f64)> = matches.to_vec();
    for a in 0..players {
        for b in a + 1..players {
            all.push((a, b, 0.5));
        }
    }
    let mut r = vec![0.0f64; players];
    let mut games = vec![0.0f64; players];
    for &(a, b, _) in &all {
        games[a] += 1.0;
        games[b] += 1.0;
    }
    for _ in 0..2000 {
        let mut grad = vec![0.0f64; players];
        for &(a, b, s) in &all {
            let e = 1.0 / (1.0 + 10f64.powf((r[b] - r[a]) / 400.0));
            grad[a] += s - e;
            grad[b] -= s - e;
        }
        let mut moved = 0.0f64;
        for p in 0..players {
            let step = 400.0 * grad[p] / games[p].max(1.0);
            r[p] += step;
            moved = moved.max(step.abs());
        }
        if moved < 1e-3 {
            break;
        }
    }
    let mean = r.iter().sum::<f64>() / players.max(1) as f64;
    r.iter().map(|x| 1500.0 + x - mean).collect()
}

/// Wilson's 95% interval for `wins` out of `n`.
pub fn wilson(wins: f64, n: f64) -> [f64; 2] {
    if n <= 0.0 {
        return [0.0, 1.0];
    }
    let z = 1.959_964;
    let p = wins / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) + z * z / (4.0 * n)) / n).sqrt() / denom;
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}

struct GameResult {
    /// Per lineup entry: (win share, score).
    entries: Vec<(f64, f64)>,
    /// Per lineup entry: its rank (0 = first; tied seats share a rank).
    ranks: Vec<usize>,
    first_mover_share: f64,
    end_reason: String,
    decision_seconds: Vec<(f64, u64)>,
}

/// A bot that times its decisions into a shared tally (seconds, decisions).
struct Timed<G: GameState> {
    inner: Box<dyn Bot<G>>,
    tally: Arc<Mutex<(f64, u64)>>,
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
        let mut t = self.tally.lock().unwrap_or_else(|e| e.into_inner());
        t.0 += start.elapsed().as_secs_f64();
        t.1 += 1;
        a
    }
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
    let tallies: Vec<Arc<Mutex<(f64, u64)>>> =
        (0..n).map(|_| Arc::new(Mutex::new((0.0, 0)))).collect();
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
    let mut decision_seconds = vec![(0.0, 0u64); n];
    for seat in 0..n {
        entries[entry_of(seat)] = (outcome.win_share(seat), outcome.scores[seat] as f64);
        ranks[entry_of(seat)] = outcome.ranks[seat];
    }
    for (seat, tally) in tallies.iter().enumerate() {
        decision_seconds[entry_of(seat)] = *tally.lock().unwrap_or_else(|e| e.into_inner());
    }
    Ok(GameResult {
        entries,
        ranks,
        first_mover_share: outcome.win_share(first_mover),
        end_reason: outcome.end_reason.clone(),
        decision_seconds,
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
pub fn arena(cfg: &ArenaConfig, tick: &(dyn Fn() + Sync)) -> Result<ArenaReport, ToolError> {
    struct Arena<'a>(&'a ArenaConfig, &'a (dyn Fn() + Sync));
    impl GameVisitor for Arena<'_> {
        type Output = Result<ArenaReport, ToolError>;
        fn visit<G: BotGame>(self) -> Self::Output {
            arena_of::<G>(self.0, self.1)
        }
    }
    registry::visit(&cfg.game, Arena(cfg, tick))?
}

fn arena_of<G: BotGame>(
    cfg: &ArenaConfig,
    tick: &(dyn Fn() + Sync),
) -> Result<ArenaReport, ToolError> {
    let n = cfg.options.players;
    // The options first (the player count among them): nothing is built before they are known
    // to be a game.
    let (material, notice) = material(&cfg.game, &cfg.options)?;
    check_run(cfg.games, cfg.threads)?;
    let lineup = crate::lineup(&cfg.bots, n)?;
    check_bots::<G>(&lineup, cfg.budget)?;
    let groups = cfg.games.div_ceil(n as u64).max(1);
    let total = groups * n as u64;
    let start = Instant::now();
    let games = run_indexed(total, cfg.threads, tick, &|i| {
        play_one::<G>(cfg, &lineup, i / n as u64, (i % n as u64) as usize)
    })?;
    // Aggregate by bot name.
    let mut names: Vec<String> = Vec::new();
    for spec in &lineup {
        if !names.contains(spec) {
            names.push(spec.clone());
        }
    }
    let mut bots = Vec::new();
    for name in &names {
        let mut seats = 0u64;
        let mut wins = 0.0;
        let mut score = 0.0;
        let mut secs = 0.0;
        let mut decisions = 0u64;
        for g in &games {
            for (e, spec) in lineup.iter().enumerate() {
                if spec == name {
                    seats += 1;
                    wins += g.entries[e].0;
                    score += g.entries[e].1;
                    secs += g.decision_seconds[e].0;
                    decisions += g.decision_seconds[e].1;
                }
            }
        }
        let rate = if seats > 0 { wins / seats as f64 } else { 0.0 };
        bots.push(BotResult {
            name: name.clone(),
            games: seats,
            wins,
            win_rate: rate,
            ci95: wilson(wins, seats as f64),
            mean_score: if seats > 0 { score / seats as f64 } else { 0.0 },
            mean_decision_seconds: if decisions > 0 {
                secs / decisions as f64
            } else {
                0.0
            },
        });
    }
    // Every pair of seats held by different bots is a match: the better rank wins.
    let index: Vec<usize> = lineup
        .iter()
        .map(|spec| names.iter().position(|n| n == spec).unwrap_or(0))
        .collect();
    let mut matches = Vec::new();
    for g in &games {
        for a in 0..n {
            for b in a + 1..n {
                if index[a] != index[b] {
                    let result = match g.ranks[a].cmp(&g.ranks[b]) {
                        std::cmp::Ordering::Less => 1.0,
                        std::cmp::Ordering::Greater => 0.0,
                        std::cmp::Ordering::Equal => 0.5,
                    };
                    matches.push((index[a], index[b], result));
                }
            }
        }
    }
    let ratings = elo(names.len(), &matches);
    let elo: BTreeMap<String, f64> = if names.len() > 1 {
        names.iter().cloned().zip(ratings).collect()
    } else {
        BTreeMap::new()
    };
    let mut end_reasons = BTreeMap::new();
    let mut first = 0.0;
    for g in &games {
        *end_reasons.entry(g.end_reason.clone()).or_default() += 1;
        first += g.first_mover_share;
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
        games: games.len() as u64,
        lineup,
        bots,
        elo,
        first_seat_win_rate: if games.is_empty() {
            0.0
        } else {
            first / games.len() as f64
        },
        end_reasons,
        seconds: start.elapsed().as_secs_f64(),
    })
}

impl ArenaReport {
    /// The report as a text table.
    pub fn table(&self) -> String {
        let budget = match &self.budget {
            Some(b) => format!("; {b} per decision for bots that name no budget"),
            None => String::new(),
        };
        let mut s = format!(
            "{} games of {} ({} players, {}{budget}; seed {}), {:.0} s\n",
            self.games, self.game, self.players, self.material, self.seed, self.seconds
        );
        s.push_str(&format!(
            "{:<24} {:>6} {:>8} {:>8}  {:<17} {:>10} {:>10}\n",
            "bot", "seats", "wins", "win %", "95% interval", "mean score", "s/decision"
        ));
        for b in &self.bots {
            s.push_str(&format!(
                "{:<24} {:>6} {:>8.1} {:>7.1}%  [{:>5.1}%, {:>5.1}%] {:>10.1} {:>10.4}\n",
                b.name,
                b.games,
                b.wins,
                100.0 * b.win_rate,
                100.0 * b.ci95[0],
                100.0 * b.ci95[1],
                b.mean_score,
                b.mean_decision_seconds
            ));
        }
        if !self.elo.is_empty() {
            let ratings: Vec<String> = self
                .elo
                .iter()
                .map(|(name, r)| format!("{name} {r:.0}"))
                .collect();
            s.push_str(&format!("Elo: {}\n", ratings.join(", ")));
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
