//! Meduris knowledge for the bots: the moves worth considering, a fast rollout policy, and an
//! evaluation in the game's own terms; and the Meduris bots by name.

mod eval;

use std::sync::Arc;

use gameroom_game::{Actor, GameRng, GameState, Seat, rand::RngExt};
use meduris::{Action, Building, Chips, Material, Offering, Phase, State, Table};

use crate::{Bot, Budget, Difficulty, Domain, Levels, MctsConfig, Move, RandomBot};

pub use eval::{Estimate, estimate};

/// Meduris for search: see the module docs.
#[derive(Clone, Debug, Default)]
pub struct Meduris {
    /// Positions valued by the model fitted on self-play outcomes ([`FITTED`]) rather than by
    /// the hand-written estimate.
    pub fitted: bool,
    /// Moves searched in proportion to the policy fitted on a stronger search's choices
    /// ([`POLICY`], with PUCT).
    pub policy: bool,
}

/// The number of features [`features`] gives a seat.
pub const FEATURES: usize = eval::PARTS + 2;
/// The stages of a game [`FITTED`] has weights for ([`stage`]).
pub const STAGES: usize = 16;

/// Where the game stands, for [`FITTED`]: the constructions (huts and temples) left to the
/// player with the fewest, up to `STAGES - 1`.
pub fn stage(state: &State) -> usize {
    let t = state.table();
    (0..t.num_players())
        .map(|s| (t.huts_left(s) + t.temples_left(s)) as usize)
        .min()
        .unwrap_or(0)
        .min(STAGES - 1)
}

/// Every seat's features for the fitted evaluation: the quantities of the hand-written
/// estimate (`eval::Parts`), then its rune stones and the sizes of its huts' settlements each
/// times the druid circuits to come.
pub fn features(state: &State) -> [[f64; FEATURES]; 4] {
    let p = eval::parts(state.table(), &|s| state.stock(s));
    let mut f = [[0.0; FEATURES]; 4];
    for (f, q) in f.iter_mut().zip(&p.seat) {
        f[..eval::PARTS].copy_from_slice(q);
        f[eval::PARTS] = q[5] * p.circuits;
        f[eval::PARTS + 1] = q[6] * p.circuits;
    }
    f
}

/// The number of features [`move_features`] gives a move.
pub const MOVE_FEATURES: usize = 2 * FEATURES + 5;

/// A move's features for the policy ([`POLICY`]): how it changes the mover's features and the
/// others' (summed), its kind (hut, temple, big yield), its exchanges, and the hand-written
/// evaluation's chance for the mover after it.
pub fn move_features(before: &State, after: &State, mv: &[Action]) -> [f64; MOVE_FEATURES] {
    let mut f = [0.0; MOVE_FEATURES];
    let Actor::Player(me) = before.actor() else {
        return f;
    };
    let n = before.num_players();
    let (fb, fa) = (features(before), features(after));
    for s in 0..n {
        let off = if s == me { 0 } else { FEATURES };
        for i in 0..FEATURES {
            f[off + i] += fa[s][i] - fb[s][i];
        }
    }
    let k = 2 * FEATURES;
    for a in mv {
        match a {
            Action::Hut(_) => f[k] = 1.0,
            Action::Temple(_) => f[k + 1] = 1.0,
            Action::BigYield { .. } => f[k + 2] = 1.0,
            Action::Exchange { .. } => f[k + 3] += 1.0,
            _ => {}
        }
    }
    let mut out = [0.0; 4];
    Meduris::default().evaluate(after, &mut out);
    f[k + 4] = out[me];
    f
}

/// At most this many exchanges before a build or an offering in one move.
const MAX_EXCHANGES: usize = 3;
/// Temples beside no hut that are still considered (the rest are pruned).
const LONE_TEMPLES: usize = 3;

fn total(c: &Chips) -> u32 {
    c.iter().map(|&x| x as u32).sum()
}

/// Exchanges (3 for 1, M-T6) that turn `have` into chips covering `need`, giving away first the
/// materials held in the largest surplus; `None` if that takes more than `MAX_EXCHANGES` or
/// the supply lacks what is wanted.
pub fn exchanges_for(have: &Chips, need: &Chips, supply: &Chips) -> Option<Vec<Action>> {
    let mut have = *have;
    let mut supply = *supply;
    let mut plan = Vec::new();
    loop {
        let Some(want) = (0..4).find(|&i| have[i] < need[i]) else {
            return Some(plan);
        };
        if plan.len() == MAX_EXCHANGES || supply[want] == 0 {
            return None;
        }
        let mut give = [Material::Wood; 3];
        for slot in &mut give {
            // The material with the most to spare, never one that is wanted.
            let pick = (0..4)
                .filter(|&i| i != want && have[i] > need[i])
                .max_by_key(|&i| (have[i] - need[i], std::cmp::Reverse(i)))?;
            have[pick] -= 1;
            supply[pick] += 1;
            *slot = Material::from_index(pick);
        }
        have[want] += 1;
        supply[want] -= 1;
        plan.push(Action::exchange(give, Material::from_index(want)));
    }
}

impl Meduris {
    fn single(a: Action) -> Move<Action> {
        let mut m = Move::new();
        m.push(a);
        m
    }

    fn plan_move(plan: Vec<Action>, last: Action) -> Option<Move<Action>> {
        let mut m = Move::new();
        for a in plan {
            m.try_push(a).ok()?;
        }
        m.try_push(last).ok()?;
        Some(m)
    }

    /// Builds and offerings that exchanges would make affordable.
    fn exchange_moves(state: &State, seat: Seat, out: &mut Vec<Move<Action>>) {
        let t = state.table();
        let have = state.stock(seat);
        if total(&have) < 3 {
            return;
        }
        let supply = t.supply();
        let push = |need: Chips, last: Action, out: &mut Vec<Move<Action>>| {
            if need.iter().zip(&have).all(|(n, h)| h >= n) {
                return;
            }
            if let Some(plan) = exchanges_for(&have, &need, &supply)
                && let Some(m) = Self::plan_move(plan, last)
            {
                out.push(m);
            }
        };
        match t.phase() {
            Phase::Main => {
                let n = t.board().num_fields();
                for f in 0..n {
                    if t.building(f) != Building::Empty {
                        continue;
                    }
                    if t.huts_left(seat) > 0 {
                        push(t.hut_cost(f).total, Action::Hut(f as u8), out);
                    }
                    if t.temples_left(seat) > 0
                        && t.bonus(f).is_none()
                        && (t.is_hut(t.board().prev(f)) || t.is_hut(t.board().next(f)))
                    {
                        push(t.temple_cost(f), Action::Temple(f as u8), out);
                    }
                }
            }
            Phase::Offering { field, .. } => {
                let f = field as usize;
                let [a, b] = t.board().materials(f);
                if t.settlement_size(f) > 1 {
                    push(t.temple_cost(f), Action::offer_both(a, b), out);
                }
                // One chip when none of either is at hand: +1 instead of -1.
                if have[a.index()] == 0 && have[b.index()] == 0 {
                    let mut need = [0u8; 4];
                    need[a.index()] = 1;
                    push(need, Action::Offer(Offering::One(a)), out);
                }
            }
            _ => {}
        }
    }
}

impl Domain<State> for Meduris {
    /// Every legal action but exchanges, and exchanges only as the first steps of a build or an
    /// offering they make affordable. Temples beside no hut are mostly pruned.
    fn moves(&self, state: &State, legal: &[Action], out: &mut Vec<Move<Action>>) {
        out.clear();
        let t = state.table();
        let mut lone_temples = 0;
        // At a lone hut one chip scores what both would (+1): offering both, or handing in the
        // druid chip that could count double at a larger settlement later, gains nothing.
        let lone_offering = match t.phase() {
            Phase::Offering { field, .. } => {
                t.settlement_size(field as usize) <= 1
                    && legal
                        .iter()
                        .any(|a| matches!(a, Action::Offer(Offering::One(_))))
            }
            _ => false,
        };
        for &a in legal {
            match a {
                Action::Exchange { .. } => {}
                Action::Offer(Offering::Both(..) | Offering::DruidChip) if lone_offering => {}
                Action::Temple(f) => {
                    let f = f as usize;
                    let b = t.board();
                    if t.is_hut(b.prev(f)) || t.is_hut(b.next(f)) {
                        out.push(Self::single(a));
                    } else if lone_temples < LONE_TEMPLES
                        && (t.is_hut(b.prev(b.prev(f))) || t.is_hut(b.next(b.next(f))))
                    {
                        lone_temples += 1;
                        out.push(Self::single(a));
                    }
                }
                _ => out.push(Self::single(a)),
            }
        }
        if let Actor::Player(seat) = state.actor() {
            Self::exchange_moves(state, seat, out);
        }
        if out.is_empty() {
            out.extend(legal.iter().map(|&a| Self::single(a)));
        }
    }

    /// A quick, sensible policy: build when possible (the biggest settlement of three tried),
    /// otherwise the big yield that brings the most; offer all that is asked when possible.
    fn rollout(&self, state: &State, legal: &[Action], rng: &mut GameRng) -> Action {
        let t = state.table();
        let pick_any = |rng: &mut GameRng, f: &dyn Fn(&Action) -> bool| -> Option<Action> {
            let n = legal.iter().filter(|a| f(a)).count();
            if n == 0 {
                return None;
            }
            legal
                .iter()
                .filter(|a| f(a))
                .nth(rng.random_range(0..n))
                .copied()
        };
        match t.phase() {
            Phase::Offering { field, .. } if t.settlement_size(field as usize) <= 1 => {
                // A lone hut: one chip scores what both would.
                for want in [
                    |a: &Action| matches!(a, Action::Offer(Offering::One(_))),
                    |a: &Action| matches!(a, Action::Offer(Offering::DruidChip)),
                    |a: &Action| matches!(a, Action::Offer(Offering::Both(..))),
                ] {
                    if let Some(a) = legal.iter().find(|a| want(a)) {
                        return *a;
                    }
                }
                Action::Offer(Offering::Nothing)
            }
            Phase::Offering { .. } => {
                for want in [
                    |a: &Action| matches!(a, Action::Offer(Offering::Both(..))),
                    |a: &Action| matches!(a, Action::Offer(Offering::DruidChip)),
                    |a: &Action| matches!(a, Action::Offer(Offering::One(_))),
                ] {
                    if let Some(a) = legal.iter().find(|a| want(a)) {
                        return *a;
                    }
                }
                Action::Offer(Offering::Nothing)
            }
            Phase::Choice { .. } => {
                pick_any(rng, &|a| matches!(a, Action::Take(_))).unwrap_or(Action::Decline)
            }
            Phase::Minus { seat, .. } => {
                let stock = state.stock(seat as usize);
                let m = (0..4).max_by_key(|&i| stock[i]).unwrap_or(0);
                Action::Return(Material::from_index(m))
            }
            Phase::Main => {
                if rng.random::<f64>() < 0.9 {
                    let mut best: Option<(usize, Action)> = None;
                    for _ in 0..3 {
                        if let Some(a @ Action::Hut(f)) =
                            pick_any(rng, &|a| matches!(a, Action::Hut(_)))
                        {
                            let size = t.hut_cost(f as usize).settlement as usize
                                + usize::from(t.bonus(f as usize).is_some());
                            if best.is_none_or(|(s, _)| size > s) {
                                best = Some((size, a));
                            }
                        }
                    }
                    if let Some((_, a)) = best {
                        return a;
                    }
                    if let Some(a) = pick_any(rng, &|a| match a {
                        Action::Temple(f) => {
                            let f = *f as usize;
                            let b = t.board();
                            t.settlement_size(b.prev(f)) + t.settlement_size(b.next(f)) >= 2
                        }
                        _ => false,
                    }) {
                        return a;
                    }
                }
                let me = t.active() as u8;
                let gain = |a: &Action| match *a {
                    Action::BigYield { to, .. } => {
                        let h = t.plain(to).len() as u8 + 1;
                        let mine: u8 = t
                            .plain(to)
                            .workers()
                            .iter()
                            .enumerate()
                            .filter(|(_, s)| **s == me)
                            .map(|(i, _)| i as u8 + 1)
                            .sum();
                        (h + mine).min(t.supply()[to.index()])
                    }
                    _ => 0,
                };
                let best = legal
                    .iter()
                    .filter(|a| matches!(a, Action::BigYield { .. }))
                    .map(gain)
                    .max();
                match best {
                    Some(g) => pick_any(rng, &|a| {
                        matches!(a, Action::BigYield { .. }) && gain(a) == g
                    })
                    .unwrap_or(legal[0]),
                    None => legal[rng.random_range(0..legal.len())],
                }
            }
            _ => pick_any(rng, &|a| !matches!(a, Action::Exchange { .. }))
                .unwrap_or(legal[rng.random_range(0..legal.len())]),
        }
    }

    fn evaluate(&self, state: &State, out: &mut [f64]) {
        let n = state.num_players();
        if let Some(o) = state.outcome() {
            for s in 0..n {
                out[s] = o.win_share(s);
            }
            return;
        }
        if self.fitted {
            let w = &FITTED[stage(state)];
            let z: Vec<f64> = features(state)[..n]
                .iter()
                .map(|f| f.iter().zip(w).map(|(f, w)| f * w).sum())
                .collect();
            crate::win_chances(&z, 1.0, out);
            return;
        }
        // 5 points ahead ≈ e times more likely to win.
        let e = estimate(state.table(), &|s| state.stock(s));
        crate::win_chances(&e.final_score[..n], 5.0, out);
    }

    fn value(&self, state: &State, seat: Seat) -> f64 {
        if let Some(o) = state.outcome() {
            return crate::outcome_value(&o, seat);
        }
        let e = estimate(state.table(), &|s| state.stock(s));
        e.margin(seat, state.num_players())
    }

    fn policy(&self, before: &State, after: &State, mv: &Move<Action>) -> Option<f64> {
        if !self.policy {
            return None;
        }
        let f = move_features(before, after, mv);
        Some(f.iter().zip(&POLICY).map(|(f, w)| f * w).sum())
    }

    fn settle(&self, state: &mut State, seat: Seat, rng: &mut GameRng) {
        let mut legal = Vec::new();
        for _ in 0..64 {
            match state.table().phase() {
                Phase::Offering { .. } | Phase::Choice { .. } | Phase::Minus { .. } => {}
                _ => return,
            }
            let Actor::Player(_) = state.actor() else {
                return;
            };
            state.legal_actions(&mut legal);
            if legal.is_empty() {
                return;
            }
            let a = self.rollout(state, &legal, rng);
            if state.apply(a).is_err() {
                return;
            }
        }
        let _ = seat;
    }
}

/// A Meduris bot by spec (see [`crate::build`]): MCTS with the Meduris domain, rollouts cut
/// after 20 actions (measured: stronger than 60 at the same iterations, and twice as fast;
/// 8 is too short), tree reuse, 10 prior visits per move from the evaluation (measured at 2000
/// iterations: 58% of 60 games against the same search without them; 3 and 10 are close, 30 is
/// worse); its levels are [`LEVELS`].
pub fn bot(
    spec: &str,
    seed: u64,
    default_budget: Budget,
    default_threads: usize,
) -> Result<Box<dyn Bot<State>>, String> {
    let (spec, fitted) = crate::take_option(spec, "fitted");
    let (spec, policy) = crate::take_option(&spec, "policy");
    // The fitted evaluation only on request: it wins at 200 iterations but loses at 50 ms
    // (about 2000). Expert searches by the fitted policy ([`POLICY`], PUCT 6; docs/bots.md,
    // "Expert"); a spec's own `puctN` still sets the constant.
    let expert = crate::is_expert(&spec);
    crate::build(
        &spec,
        seed,
        default_budget,
        default_threads,
        Arc::new(Meduris {
            fitted,
            policy: policy || expert,
        }),
        MctsConfig {
            rollout_depth: Some(20),
            prior_visits: 10,
            puct: if expert { EXPERT_PUCT } else { 0.0 },
            ..MctsConfig::default()
        },
        &LEVELS,
    )
}

/// The expert level's PUCT constant with the fitted policy ([`POLICY`]): at 200 iterations
/// against the ef7714d hard at 2000 (60 games, seed 91) 1 won 16.7%, 3 50.0%, 6 56.7%, 10
/// 53.3%; PUCT 3 without the policy (every move alike) 13.3%, UCB 9.2%. With 6, 62.1% of 132
/// games (SPRT: H1); at 2000 iterations against hard, 76.2% of 40 (seed 13).
pub const EXPERT_PUCT: f64 = 6.0;

/// Meduris's levels: every level searches, with more iterations at each step. A look one move
/// ahead (the heuristic, the easy and normal levels until 2026-11-27) finished ahead of "take
/// what gives the most now" in only 58% of the meetings with three players (one bot seat, two
/// greedy; docs/bots.md, "Beginners"); 20 iterations of the search did in 90%.
pub const LEVELS: Levels = Levels {
    easy: Budget::Iterations(20),
    normal: Budget::Iterations(200),
    advanced: Budget::Iterations(600),
    hard: crate::HARD_BUDGET,
};

/// The bot of a difficulty level for a player at the table (see [`Difficulty`]).
pub fn difficulty_bot(level: Difficulty, seed: u64, threads: usize) -> Box<dyn Bot<State>> {
    let spec = level.name();
    // The names are known, so this cannot fail; fall back on the random bot all the same.
    bot(spec, seed, crate::HARD_BUDGET, threads).unwrap_or_else(|_| Box::new(RandomBot::new(seed)))
}

/// The table as the evaluation sees it (for tests and tools).
pub fn describe_estimate(table: &Table, stock: &dyn Fn(usize) -> Chips) -> String {
    let e = estimate(table, stock);
    (0..table.num_players())
        .map(|s| format!("{}: {:.1}", table.colour(s).name(), e.final_score[s]))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The review's calibration ([`crate::BotGame::review_calibration`]): `(raw, observed)` per
/// tenth of the range, the raw bins' points `gameroom calibrate --game meduris --players 2
/// --games 60 --seed 1` prints (docs/bots.md, "How far to trust the chances"). With three and
/// four players the search's own chances are within 2 points already: no map.
pub fn review_calibration(players: usize) -> &'static [(f64, f64)] {
    match players {
        2 => TWO_PLAYERS,
        _ => &[],
    }
}

/// Two players, from 60 games between hard bots (20,548 estimates): the search is too sure of
/// itself away from the ends (where it says 75 %, 67 % were won).
const TWO_PLAYERS: &[(f64, f64)] = &[
    (0.030, 0.035),
    (0.151, 0.223),
    (0.251, 0.332),
    (0.351, 0.420),
    (0.451, 0.479),
    (0.549, 0.521),
    (0.649, 0.580),
    (0.749, 0.668),
    (0.849, 0.777),
    (0.970, 0.965),
];

/// The fitted evaluation's weights per stage ([`stage`]) and feature ([`features`]):
/// `cargo run --release -p gameroom-bots --example fit_eval -- meduris 1500 1 mcts:100it`
/// (docs/bots.md, "Expert").
#[rustfmt::skip]
pub const FITTED: [[f64; FEATURES]; STAGES] = [
    [0.3063, 0.4833, 0.3590, -0.1359, -0.4065, 3.4537, 0.0147, 0.2568, 0.2402, 0.0000, 0.0000],
    [0.1288, 0.1515, 0.0757, -0.2869, -0.0967, 2.0338, -0.2792, 0.1301, 0.1449, -5.3822, 2.1776],
    [0.1080, 0.0847, 0.0842, -0.2526, -0.0801, 1.6876, -0.1649, 0.0846, 0.1357, -2.6557, 0.7395],
    [0.1090, 0.0908, -0.0217, -0.2041, 0.0478, 0.9776, -0.1718, 0.1628, 0.1222, -1.6181, 0.4695],
    [0.1096, 0.0787, 0.0472, -0.2629, 0.0081, 1.0921, -0.0613, 0.1716, 0.1799, -1.0683, 0.1650],
    [0.1036, 0.0596, -0.0641, -0.3381, 0.0391, 0.2006, 0.2338, 0.1363, 0.2196, 0.2355, -0.2692],
    [0.1087, 0.0773, -0.0342, -0.3507, -0.0182, 0.5516, -0.0593, 0.1352, 0.2501, -0.0010, 0.1440],
    [0.0992, 0.0709, -0.3359, -0.4708, -0.1086, 0.8139, -0.1348, 0.1859, 0.3284, -0.0012, 0.1839],
    [0.1035, 0.0474, 0.1234, -0.5201, 0.0383, -0.1431, 0.1777, 0.1921, 0.3145, 0.2997, -0.0324],
    [0.0780, 0.0405, 0.9756, -0.3376, 0.0983, -0.5032, 0.5365, 0.1203, 0.3117, 0.3008, -0.2486],
    [0.0983, 0.0385, -0.0969, -0.3503, 0.0142, 0.6124, 0.1217, 0.1993, 0.7096, -0.1079, -0.0143],
    [0.0718, 0.0687, -0.6055, -0.2025, -0.2790, 0.3583, 0.2202, 0.0855, 1.1553, 0.1378, -0.0561],
    [0.0875, 0.1095, 0.0000, -0.2593, -0.3349, 0.7795, -0.0017, 0.0948, 0.0000, 0.0265, -0.0108],
    [0.0444, 0.1062, 0.0000, -0.0039, 0.3602, -0.0014, -0.0039, 0.0810, 0.0000, -0.0085, -0.0247],
    [0.0000, 0.0815, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000],
    [0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000],
];

/// The policy's weights per move feature ([`move_features`]): the mover's changes (11), the
/// others' (11), hut, temple, big yield, exchanges, the hand-written chance after the move.
/// Fitted by `cargo run --release -p gameroom-bots --example fit_policy -- play meduris 160 1
/// FILE` and `… -- fit meduris FILE` on the root iterations of 2000-iteration searches
/// (docs/bots.md, "Expert").
#[rustfmt::skip]
pub const POLICY: [f64; MOVE_FEATURES] = [
    0.2622, 0.1719, 0.1330, -0.0877, -0.1384, 0.5226, 0.1064, 0.0912, 0.1885, 0.0610, 0.0405,
    -0.1840, -0.0997, -0.1360, 0.0000, 0.1328, -1.2826, -0.0523, -0.0237, -0.0091, -0.1015, -0.0074,
    0.0541, -0.1418, 0.0877, -0.1134,
    1.3996,
];
