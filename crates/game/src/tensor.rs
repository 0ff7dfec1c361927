//! Helpers of the games' observation tensors (each game's `tensor.rs` documents its layout):
//! the one-hots they share, and the parts every game starts with.

use crate::Actor;

/// Appends a one-hot of `size` values, 1.0 at `at` (none when `at` is outside).
pub fn one_hot(out: &mut Vec<f32>, size: usize, at: usize) {
    out.extend((0..size).map(|i| if i == at { 1.0 } else { 0.0 }));
}

/// The two parts every game's tensor begins with, for `players` seats: the viewer (one-hot of
/// `players + 1`: the seat, or `players` for a spectator), then who acts (one-hot of `players +
/// 2`: the deciding seat, `players` for chance, `players + 1` once the game is over).
pub fn viewer_and_actor(out: &mut Vec<f32>, players: usize, viewer: Option<usize>, actor: Actor) {
    one_hot(out, players + 1, viewer.unwrap_or(players));
    one_hot(
        out,
        players + 2,
        match actor {
            Actor::Player(s) => s,
            Actor::Chance => players,
            Actor::Terminal => players + 1,
        },
    );
}
