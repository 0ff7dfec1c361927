//! CVlizations knowledge for the bots: an evaluation (what each player would score now, plus
//! what their resources may still buy), a rollout policy, and the bots by name. The search is
//! information-set MCTS: face-down orders and a card looked at in secret are sampled.

use std::sync::Arc;

use cvlizations::{Action, Effect, Order, Phase, State};
use gameroom_game::{GameRng, GameState, Seat, rand::RngExt};

use crate::{Bot, Budget, Domain, Levels, MctsConfig, Move};

/// CVlizations for search.
#[derive(Clone, Debug, Default)]
pub struct Cvlizations;

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
    let base = MctsConfig {
        rollout_depth: None,
        reuse_tree: false,
        prior_visits: 10,
        exploration: 0.4,
        ..MctsConfig::default()
    };
    crate::build(
        spec,
        seed,
        default_budget,
        default_threads,
        Arc::new(Cvlizations),
        base,
        &LEVELS,
    )
}

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
