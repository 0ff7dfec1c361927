//! CVlizations knowledge for the bots: an evaluation (what each player would score now, plus
//! what their resources may still buy), a rollout policy, and the bots by name. The search is
//! information-set MCTS: face-down orders and a card looked at in secret are sampled.

use std::sync::Arc;

use cvlizations::{Action, Effect, Order, Phase, State};
use gameroom_game::{GameRng, GameState, Seat, rand::RngExt};

use crate::{Bot, Budget, Domain, Levels, MctsConfig, Move};

/// CVlizations for search.
#[derive(Clone, Debug, Default)]
pub struct Cvlizations {
    /// Positions valued by the model fitted on self-play outcomes ([`FITTED`]) rather than by
    /// the hand-written estimate.
    pub fitted: bool,
    /// Moves searched in proportion to the policy fitted on a stronger search's choices
    /// ([`POLICY`], with PUCT).
    pub policy: bool,
}

/// The number of features [`move_features`] gives a move.
pub const MOVE_FEATURES: usize = 2 * FEATURES + 1 + 2 * 8 + 2;

/// A move's features for the policy ([`POLICY`]): how it changes the mover's features and the
/// others' (summed), the hand-written evaluation's chance for the mover after it, the orders
/// it plays face up and face down, and whether it buys or passes.
pub fn move_features(before: &State, after: &State, mv: &[Action]) -> [f64; MOVE_FEATURES] {
    let mut f = [0.0; MOVE_FEATURES];
    let gameroom_game::Actor::Player(me) = before.actor() else {
        return f;
    };
    for s in 0..before.num_players() {
        let off = if s == me { 0 } else { FEATURES };
        let (b, a) = (features(before, s), features(after, s));
        for i in 0..FEATURES {
            f[off + i] += a[i] - b[i];
        }
    }
    let k = 2 * FEATURES;
    let mut out = [0.0; 8];
    Cvlizations::default().evaluate(after, &mut out);
    f[k] = out[me];
    for a in mv {
        match a {
            Action::Orders { up, down } => {
                f[k + 1 + up.index()] = 1.0;
                f[k + 9 + down.index()] = 1.0;
            }
            Action::Buy(_) | Action::BuyTop => f[k + 17] = 1.0,
            Action::Pass => f[k + 18] = 1.0,
            _ => {}
        }
    }
    f
}

/// The number of features [`features`] gives a seat.
pub const FEATURES: usize = 10;
/// The stages of a game [`FITTED`] has weights for ([`stage`]): each round's orders and its
/// development.
pub const STAGES: usize = 18;

/// Where the game stands, for [`FITTED`]: twice the rounds played, plus one once the round's
/// orders are resolved.
pub fn stage(state: &State) -> usize {
    let round = state.round_no().clamp(1, 9) as usize - 1;
    let late = matches!(
        state.phase(),
        Phase::Develop { .. } | Phase::Egoism { .. } | Phase::Over
    );
    (2 * round + usize::from(late)).min(STAGES - 1)
}

/// A seat's features for the fitted evaluation: happiness; the points of its ideas and bonuses
/// if the game ended now; the resources left after the best conversion, up to 12 and beyond;
/// its ideas' effects per round (`effect_per_round`); its ideas; its scarcest resource; 1 at
/// the helm; of the ideas on the track, the best it can afford now (its points and its effect
/// for the rounds left) and how many it can afford.
pub fn features(state: &State, seat: usize) -> [f64; FEATURES] {
    let now = state.score_now(seat);
    let cards = state.cards();
    let owned = state.owned(seat);
    let effects: f64 = owned
        .iter()
        .map(|&c| effect_per_round(&cards.card(c).effect))
        .sum();
    let left = now.resources_left as f64;
    let res = state.resources(seat);
    let rounds_left = 9 - state.round_no().min(9) as usize;
    let (mut best, mut affordable) = (0.0f64, 0.0);
    for c in state.track() {
        let card = cards.card(c);
        let cost = card.cost.resources();
        if (0..3).all(|i| res[i] >= cost[i]) {
            affordable += 1.0;
            best =
                best.max(card.points as f64 + effect_per_round(&card.effect) * rounds_left as f64);
        }
    }
    [
        now.happiness as f64,
        now.total.saturating_sub(now.happiness) as f64,
        left.min(12.0),
        (left - 12.0).max(0.0),
        effects,
        owned.len() as f64,
        *res.iter().min().unwrap_or(&0) as f64,
        f64::from(u8::from(state.helm() == seat)),
        best,
        affordable,
    ]
}

/// Each seat's chance to win by the fitted model: a softmax of its features weighed by
/// [`FITTED`] for the game's stage.
fn fitted_chances(state: &State, out: &mut [f64]) {
    let w = &FITTED[stage(state)];
    let n = state.num_players().min(out.len());
    let z: Vec<f64> = (0..n)
        .map(|s| features(state, s).iter().zip(w).map(|(f, w)| f * w).sum())
        .collect();
    crate::win_chances(&z, 1.0, out);
}

/// What an idea's effect is worth per round still to play, in points (effects scored at the
/// game's end are in `score_now` already). Without it, ideas worth their effect alone (0 points
/// printed) would never be bought.
fn effect_per_round(effect: &Effect) -> f64 {
    match effect {
        Effect::None
        | Effect::Humanism
        | Effect::Consumerism { .. }
        | Effect::ConvertAtEnd { .. }
        | Effect::Rationalism
        | Effect::Cinematography
        | Effect::StockExchange { .. } => 0.0,
        Effect::OrderBonus { amount, .. } => 0.15 * *amount as f64,
        Effect::HappinessOnOrder { amount, .. } => 0.3 * *amount as f64,
        Effect::DogDomestication | Effect::Optimism => 0.3,
        Effect::Solitude | Effect::FelineDomestication | Effect::Holidays => 0.25,
        Effect::Egoism { .. } | Effect::CommonLanguage => 0.2,
        _ => 0.12,
    }
}

/// Each player's estimated final score.
pub fn estimate(state: &State) -> Vec<f64> {
    let n = state.num_players();
    let rounds_left = 9 - state.round_no().min(9) as usize;
    let cards = state.cards();
    (0..n)
        .map(|s| {
            let now = state.score_now(s);
            // Resources turn into ideas (about 1 point per 2.5 resources) while rounds remain.
            let spare = now.resources_left as f64;
            let worth = if rounds_left > 0 { 0.4 } else { 0.0 };
            let effects: f64 = state
                .owned(s)
                .iter()
                .map(|&c| effect_per_round(&cards.card(c).effect))
                .sum();
            now.total as f64
                + worth * spare.min(12.0)
                + 0.15 * (spare - 12.0).max(0.0)
                + effects * rounds_left as f64
        })
        .collect()
}

/// What an order would bring its player if nobody else chose it, in points (a rough appeal,
/// for guessing what the others will play).
fn appeal(state: &State, o: Order) -> f64 {
    let row = state.cards().order(o);
    let per = match o {
        Order::Logging | Order::Hunting | Order::Quarrying => 0.4,
        Order::Cunning => 0.45,
        Order::Slacking => 0.45,
        Order::Trading => 0.25,
        Order::Thieving => 0.5,
        Order::Doubling => 0.6,
    };
    per * row.one as f64
}

/// Orders as players choose them: of a few pairs drawn at random, the one that looks best
/// alone. Rollouts and one-ply looks then see the others crowd onto the obvious orders (which
/// bring less when shared), instead of spreading evenly over all of them.
fn likely_orders(state: &State, legal: &[Action], rng: &mut GameRng) -> Option<Action> {
    let mut best: Option<(f64, Action)> = None;
    for _ in 0..4 {
        let a = legal[rng.random_range(0..legal.len())];
        let Action::Orders { up, down } = a else {
            return None;
        };
        let v = appeal(state, up) + appeal(state, down) + 0.3 * rng.random::<f64>();
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, a));
        }
    }
    best.map(|(_, a)| a)
}

/// Whether playing `o` now surely brings nothing: enough others already show it face up that
/// one more chooser leaves it without effect (Slacking when two others slack).
fn surely_void(state: &State, civ: usize, o: Order) -> bool {
    let shown = (0..state.num_civs())
        .filter(|&c| c != civ && state.played(c).0 == Some(o))
        .count();
    let row = state.cards().order(o);
    match shown + 1 {
        1 => row.one == 0,
        2 => row.two == 0,
        _ => row.many == 0,
    }
}

impl Domain<State> for Cvlizations {
    /// Every legal action, but orders that everyone else has obviously chosen (shown face up so
    /// often that joining them brings nothing) are left out while another pair remains.
    fn moves(&self, state: &State, legal: &[Action], out: &mut Vec<Move<Action>>) {
        out.clear();
        let civ = state.civ_to_play();
        for &a in legal {
            if let (Action::Orders { up, down }, Some(civ)) = (a, civ)
                && (surely_void(state, civ, up) || surely_void(state, civ, down))
            {
                continue;
            }
            let mut m = Move::new();
            m.push(a);
            out.push(m);
        }
        if out.is_empty() {
            out.extend(legal.iter().map(|&a| {
                let mut m = Move::new();
                m.push(a);
                m
            }));
        }
    }

    /// Buy the dearest affordable idea (or the top card); otherwise play at random.
    fn rollout(&self, state: &State, legal: &[Action], rng: &mut GameRng) -> Action {
        if let Phase::Orders { .. } = state.phase()
            && let Some(a) = likely_orders(state, legal, rng)
        {
            return a;
        }
        if let Phase::Develop { .. } = state.phase() {
            let best = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Buy(c) => {
                        let card = state.cards().card(*c as usize);
                        let rounds = 9 - state.round_no().min(9) as usize;
                        let v = card.points as f64 + effect_per_round(&card.effect) * rounds as f64;
                        Some(((v * 10.0) as i64, *a))
                    }
                    _ => None,
                })
                .max_by_key(|(p, _)| *p);
            if let Some((_, a)) = best
                && rng.random::<f64>() < 0.8
            {
                return a;
            }
        }
        legal[rng.random_range(0..legal.len())]
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
            fitted_chances(state, out);
            return;
        }
        // 3 points ahead ≈ e times more likely to win.
        crate::win_chances(&estimate(state), 3.0, out);
    }

    fn value(&self, state: &State, seat: Seat) -> f64 {
        if let Some(o) = state.outcome() {
            return crate::outcome_value(&o, seat);
        }
        crate::margin(&estimate(state), seat)
    }

    /// One-ply looks see their move carried out: play on at random until the seat decides
    /// again or the round's development phase is over.
    fn policy(&self, before: &State, after: &State, mv: &Move<Action>) -> Option<f64> {
        if !self.policy {
            return None;
        }
        let f = move_features(before, after, mv);
        Some(f.iter().zip(&POLICY).map(|(f, w)| f * w).sum())
    }

    fn settle(&self, state: &mut State, seat: Seat, rng: &mut GameRng) {
        let start_round = state.round_no();
        let mut legal = Vec::new();
        for _ in 0..200 {
            if state.is_terminal() || state.round_no() != start_round {
                return;
            }
            if let gameroom_game::Actor::Player(p) = state.actor()
                && p == seat
                && matches!(state.phase(), Phase::Orders { .. } | Phase::Develop { .. })
            {
                return;
            }
            if let gameroom_game::Actor::Chance = state.actor() {
                match state.sample_chance(rng) {
                    Some(a) => {
                        let _ = state.apply(a);
                    }
                    None => return,
                }
                continue;
            }
            state.legal_actions(&mut legal);
            if legal.is_empty() {
                return;
            }
            let a = self.rollout(state, &legal, rng);
            if state.apply(a).is_err() {
                return;
            }
        }
    }
}

/// A CVlizations bot by spec (see [`crate::build`]): information-set MCTS with rollouts to the
/// end of the game (nine rounds are short), 10 prior visits per move from the evaluation and
/// exploration 0.4 (measured at 2000 iterations, 100 games each: priors won 59.5% against the
/// same search without them; then exploration 0.4 won 61% against 0.7, where 0.25, 1.2, 25
/// prior visits and rollouts cut at 30 actions were even); its levels are [`LEVELS`].
pub fn bot(
    spec: &str,
    seed: u64,
    default_budget: Budget,
    default_threads: usize,
) -> Result<Box<dyn Bot<State>>, String> {
    let (spec, fitted) = crate::take_option(spec, "fitted");
    let (spec, policy) = crate::take_option(&spec, "policy");
    // Expert values positions by the fitted model, after rollouts of ten actions, four of them
    // per new leaf, with priors of 8 looks near the root (docs/bots.md, "Expert"); a spec's own
    // `dN`, `simsK`, `lookK` and `lookdepthD` still set them. The fitted policy only on request
    // (`policy:puctN`): at 200 iterations against the ef7714d hard at 2000 (60 games, seed 91)
    // it won 50.0%, 46.7%, 48.3% and 40.0% with PUCT 3, 2, 1.5 and 6, where expert's UCB (then
    // with one rollout and no looks) won 45.0%: within the noise.
    let expert = crate::is_expert(&spec);
    let mut base = MctsConfig {
        rollout_depth: expert.then_some(EXPERT_ROLLOUT),
        reuse_tree: false,
        prior_visits: 10,
        exploration: 0.4,
        ..MctsConfig::default()
    };
    if expert {
        base.simulations = EXPERT_SIMULATIONS;
        base.prior_looks = EXPERT_LOOKS;
        base.look_depth = EXPERT_LOOK_DEPTH;
    }
    crate::build(
        &spec,
        seed,
        default_budget,
        default_threads,
        Arc::new(Cvlizations {
            fitted: fitted || expert,
            policy,
        }),
        base,
        &LEVELS,
    )
}

/// The expert level's rollouts: ten actions, then the fitted model ([`FITTED`]). Measured with
/// two players at 200 iterations against the same search without the model (rollouts to the
/// end): cut at 10 actions 64.6% of 400 games, at 4, 8, 12, 16, 24 from 58% to 65% of 200; the
/// model at once (1 action) 48.5%, and the model with rollouts to the end 46.8%.
pub const EXPERT_ROLLOUT: u32 = 10;

/// The expert level's rollouts per new leaf, averaged (`sims4`): one rollout after an order is
/// mostly the luck of the others' orders. With [`EXPERT_LOOKS`] to [`EXPERT_LOOK_DEPTH`], two
/// players at 200 iterations against the ef7714d hard at 2000: 54.9% of 558 games, the sequential
/// test accepting "better than even" (`--sprt 0.5,0.55`, seed 92); at equal time (200 ms and
/// 500 ms, one thread) 48.7% of 300 games against the search without them, even within the
/// noise (docs/bots.md, "Expert").
pub const EXPERT_SIMULATIONS: u32 = 4;

/// The expert level's prior looks (`look8`): a new edge's prior value is the mean of 8
/// positions played on past the move (the others' orders, the round until the player decides
/// again).
pub const EXPERT_LOOKS: u32 = 8;

/// The expert level's looks are taken at the nodes fewer than 3 steps below the root
/// (`lookdepth3`); deeper, a prior evaluates the position the move reaches. Looks at every
/// depth (and to depth 5) passed the tenfold comparison too but lost at equal time.
pub const EXPERT_LOOK_DEPTH: u32 = 3;

/// CVlizations's levels: more iterations than Meduris's below hard. With three players, "buy
/// the first idea shown" finished ahead of 20 iterations of the search in a third of the
/// meetings and of 200 in a sixth; with five, 600 iterations finished ahead of it in 84.5% of
/// the meetings (the bar for normal is 85%), 1000 in 87.2% (docs/bots.md, "Beginners").
pub const LEVELS: Levels = Levels {
    easy: Budget::Iterations(60),
    normal: Budget::Iterations(1000),
    advanced: Budget::Iterations(1200),
    hard: crate::HARD_BUDGET,
};

/// The review's calibration ([`crate::BotGame::review_calibration`]): none. With two players
/// the search's own chances are already within 3 points of the rates won (`gameroom calibrate
/// --game cvlizations --players 2 --games 60`, seeds 1 and 2: a mean calibration error of 3.2
/// and 2.8 points), and a map fitted on seed 1's bins did not improve seed 2's (2.8 points
/// either way): too few games to tell noise from a bias (docs/bots.md, "How far to trust the
/// chances").
pub fn review_calibration(_players: usize) -> &'static [(f64, f64)] {
    &[]
}

/// The fitted evaluation's weights per stage ([`stage`]) and feature ([`features`]):
/// `cargo run --release -p gameroom-bots --example fit_eval -- cvlizations 4000 1` (docs/bots.md,
/// "Expert").
#[rustfmt::skip]
pub const FITTED: [[f64; FEATURES]; STAGES] = [
    [0.0933, 0.0000, 0.0924, 0.0000, 0.0000, 0.0000, 0.0311, 0.0000, 0.1210, -0.0062],
    [0.1628, -0.1744, 0.1201, 0.0000, 3.0500, 0.5504, 0.1150, 0.0000, 0.1587, -0.0691],
    [0.1191, -0.0841, 0.0782, 0.4432, 4.1370, 0.0287, -0.0382, 0.2507, 0.0189, 0.0263],
    [0.3008, 0.1325, 0.1597, 0.2911, 3.9131, 0.0747, 0.0287, 0.2316, 0.0122, 0.0328],
    [0.2855, 0.2373, 0.1334, -0.0544, 4.4309, -0.0221, -0.0431, -0.2426, -0.0591, 0.0801],
    [0.4335, 0.3133, 0.1882, 0.1072, 3.7102, 0.0732, -0.0232, -0.2927, -0.0497, 0.1371],
    [0.4353, 0.3474, 0.1768, 0.0440, 4.0760, 0.0257, 0.0060, 0.0000, 0.0923, -0.0019],
    [0.4462, 0.3745, 0.2188, 0.1429, 3.1191, 0.1683, 0.0329, 0.0000, 0.1124, 0.0210],
    [0.4298, 0.3700, 0.1955, 0.0589, 3.0671, 0.1276, -0.0574, 0.2395, 0.0959, 0.0401],
    [0.4579, 0.3912, 0.2337, 0.1491, 2.3125, 0.2026, 0.0301, 0.2201, 0.1343, 0.0471],
    [0.4516, 0.3724, 0.1968, 0.1051, 2.4899, 0.1821, 0.0871, -0.2943, 0.1280, -0.0697],
    [0.5096, 0.4562, 0.2816, 0.1619, 2.0569, 0.1826, 0.0331, -0.3613, 0.1607, 0.0412],
    [0.4541, 0.4360, 0.2214, 0.0779, 2.2376, 0.1144, 0.0189, 0.0000, 0.0697, 0.0051],
    [0.4753, 0.4243, 0.2564, 0.1408, 1.3801, 0.2228, 0.1729, 0.0000, 0.1099, -0.0844],
    [0.5056, 0.4739, 0.2089, 0.0174, 1.2273, 0.2203, 0.0056, 0.1586, 0.0474, -0.0144],
    [0.5511, 0.4855, 0.2186, 0.0871, 0.5639, 0.2974, 0.0858, -0.0816, 0.1803, 0.0790],
    [0.7184, 0.6717, 0.1624, -0.0075, 0.3727, 0.2841, 0.0736, -0.1065, 0.0107, -0.0027],
    [0.7944, 0.7175, 0.1669, 0.0368, -0.1712, 0.3439, 0.0264, -0.6491, 0.3226, 0.1576],
];

/// The policy's weights per move feature ([`move_features`]): the mover's changes (10), the
/// others' (10), the hand-written chance after the move, the order face up (8) and face down
/// (8), buying, passing. Fitted by `cargo run --release -p gameroom-bots --example fit_policy
/// -- play cvlizations 50 1 FILE` and `… -- fit cvlizations FILE` on the root iterations of
/// 2000-iteration searches (docs/bots.md, "Expert").
#[rustfmt::skip]
pub const POLICY: [f64; MOVE_FEATURES] = [
    0.1044, 0.4101, 0.0076, 0.0468, 1.0167, -0.2590, 0.1388, -0.3741, 0.0609, 0.0550,
    0.1066, -0.1243, -0.0434, -0.0473, 0.0000, 0.0000, 0.0073, -0.4003, -0.2256, 0.0360,
    2.4787,
    0.3874, 0.2670, 0.0665, 0.0104, -0.5098, 0.1040, -0.3390, 0.0136,
    0.3538, 0.0922, 0.0727, 0.0536, -0.4940, 0.0948, -0.2940, 0.1208,
    -0.2590, -0.4723,
];
