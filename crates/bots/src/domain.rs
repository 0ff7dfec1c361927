//! What a search needs to know of a game beyond its rules: which moves are worth considering,
//! how to play fast rollouts, and how good a position is.

use arrayvec::ArrayVec;
use gameroom_game::{GameRng, GameState, Seat, rand::RngExt};

/// A move: one or a few actions of the same player, taken one after another (a macro such as
/// "exchange, then build"). Most moves are one action.
pub type Move<A> = ArrayVec<A, 4>;

/// Game knowledge for search bots. The defaults know nothing: every legal action, uniform
/// rollouts, no evaluation.
pub trait Domain<G: GameState>: Send + Sync + 'static {
    /// The moves worth considering for whoever decides in `state` (not chance). Every move's
    /// actions must be legal one after another. Default: each legal action alone.
    fn moves(&self, state: &G, legal: &[G::Action], out: &mut Vec<Move<G::Action>>) {
        let _ = state;
        out.clear();
        out.extend(legal.iter().map(|&a| {
            let mut m = Move::new();
            m.push(a);
            m
        }));
    }

    /// An action for a fast rollout. Default: uniform.
    fn rollout(&self, state: &G, legal: &[G::Action], rng: &mut GameRng) -> G::Action {
        let _ = state;
        legal[rng.random_range(0..legal.len())]
    }

    /// Each seat's chance to win from `state`, summing to 1 (used where a rollout is cut
    /// short). Default: even.
    fn evaluate(&self, state: &G, out: &mut [f64]) {
        let n = state.num_players();
        out[..n].fill(1.0 / n as f64);
    }

    /// How good `state` is for `seat`, in the game's points (for one-ply choices). Default: 0.
    fn value(&self, state: &G, seat: Seat) -> f64 {
        let _ = (state, seat);
        0.0
    }

    /// The search's policy: a score for playing `mv` from `before` (reaching `after`), whose
    /// softmax over a node's moves is the share of its iterations the search should give each
    /// (PUCT). Default: none, every move alike.
    fn policy(&self, before: &G, after: &G, mv: &Move<G::Action>) -> Option<f64> {
        let _ = (before, after, mv);
        None
    }

    /// Plays on from `state` with the rollout policy while others react to `seat`'s move
    /// (rituals, small-yield answers), so a one-ply look sees its consequences. Default: none.
    fn settle(&self, state: &mut G, seat: Seat, rng: &mut GameRng) {
        let _ = (state, seat, rng);
    }
}

/// How far `seat` is ahead of the others by estimated final scores: its estimate minus a blend
/// of the best (0.6) and the mean (0.4) of the others' (with two players, the difference).
pub fn margin(estimates: &[f64], seat: Seat) -> f64 {
    let others: Vec<f64> = (0..estimates.len())
        .filter(|&s| s != seat)
        .map(|s| estimates[s])
        .collect();
    if others.is_empty() {
        return estimates[seat];
    }
    let best = others.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    let mean = others.iter().sum::<f64>() / others.len() as f64;
    estimates[seat] - (0.6 * best + 0.4 * mean)
}

/// Win chances from estimated final scores: a softmax where `temperature` points ahead make a
/// player e times likelier to win. Writes one value per estimate into `out`; they sum to 1.
pub fn win_chances(estimates: &[f64], temperature: f64, out: &mut [f64]) {
    let n = estimates.len();
    let top = estimates.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    let mut sum = 0.0;
    for s in 0..n {
        out[s] = ((estimates[s] - top) / temperature).exp();
        sum += out[s];
    }
    for v in &mut out[..n] {
        *v /= sum;
    }
}

/// The value of a finished game for `seat`: its share of the win, far beyond any estimate,
/// then its score.
pub fn outcome_value(o: &gameroom_game::Outcome, seat: Seat) -> f64 {
    1000.0 * o.win_share(seat) + o.scores[seat] as f64
}

/// The knowledge-free domain: any game, no evaluation.
#[derive(Clone, Copy, Debug, Default)]
pub struct PlainDomain;

impl<G: GameState> Domain<G> for PlainDomain {}

/// The rest of a macro move a bot has chosen: played without thinking again, as long as the
/// same seat decides and the next action is legal.
#[derive(Clone, Debug)]
pub(crate) struct Plan<A> {
    actions: Vec<A>,
    seat: usize,
}

impl<A: Copy + PartialEq> Plan<A> {
    pub(crate) fn new() -> Self {
        Plan {
            actions: Vec::new(),
            seat: usize::MAX,
        }
    }

    /// The next action of the plan, if it still applies; otherwise the plan is dropped.
    pub(crate) fn next(&mut self, seat: usize, legal: &[A]) -> Option<A> {
        if self.seat == seat
            && let Some(&next) = self.actions.first()
            && legal.contains(&next)
        {
            self.actions.remove(0);
            return Some(next);
        }
        self.actions.clear();
        None
    }

    /// Plays `mv`: returns its first action and keeps the rest.
    pub(crate) fn start(&mut self, seat: usize, mv: &[A]) -> A {
        self.actions = mv[1..].to_vec();
        self.seat = seat;
        mv[0]
    }
}
