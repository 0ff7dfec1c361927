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

    /// Plays on from `state` with the rollout policy while others react to `seat`'s move
    /// (rituals, small-yield answers), so a one-ply look sees its consequences. Default: none.
    fn settle(&self, state: &mut G, seat: Seat, rng: &mut GameRng) {
        let _ = (state, seat, rng);
    }
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
