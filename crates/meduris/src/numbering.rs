//! Action numbers, for numbered action spaces (OpenSpiel, PettingZoo): every action a player
//! may take on a board of `n` fields has a number below `141 + 2n`, every die face one below 6.
//! The order (documented in `crates/python/README.md`, "Action numbers"):
//!
//! | numbers | actions |
//! |---|---|
//! | 0–3 | `place wood`, `place wool`, `place copper`, `place stone` |
//! | 4–7 | `take` the four materials, in that order |
//! | 8 | `decline` |
//! | 9–12 | `return` the four materials |
//! | 13–44 | `yield from[:which] to`: 13 + (from × 2 + which) × 4 + to (which 0 is the topmost of your workers on `from`, 1 the one below another's) |
//! | 45 + f | `hut f` (f below n) |
//! | 45 + n + f | `temple f` |
//! | 45 + 2n + g × 4 + m | `exchange` the g-th three chips (in the order below) for `m` |
//! | 125 + 2n + k | `offer`: k = 0 `nothing`, 1 `druid`, 2–5 one material, 6–15 two (a ≤ b, in the order below) |
//!
//! Materials count wood 0, wool 1, copper 2, stone 3. The twenty sets of three chips are ordered
//! as sorted triples `a ≤ b ≤ c`, lexicographically; the ten pairs as `a ≤ b`, likewise. Some
//! numbers name no action that can ever be legal (`yield wood wood`, `exchange wood wood wood
//! wood`): the spaces are fixed, not tight. Chance's outcomes are the die's faces: `roll wood` …
//! `roll stone` 0–3, `roll choice` 4, `roll minus` 5.

use crate::action::{Action, Offering};
use crate::state::MAX_STACK;
use crate::types::{Face, Material};

/// How many of a player's workers on one plain an action can tell apart: runs of them split by
/// another player's workers (`yield wood:2 …`).
const WHICH: usize = MAX_STACK.div_ceil(2);
const PLACE: usize = 0;
const TAKE: usize = 4;
const DECLINE: usize = 8;
const RETURN: usize = 9;
const YIELD: usize = 13;
const HUT: usize = YIELD + 4 * WHICH * 4;
/// The sets of three chips, and of two.
const TRIPLES: usize = 20;
const PAIRS: usize = 10;
const OFFERS: usize = 2 + 4 + PAIRS;

/// The number of distinct player actions on a board of `fields` fields.
pub fn num_distinct_actions(fields: usize) -> usize {
    HUT + 2 * fields + TRIPLES * 4 + OFFERS
}

/// The die's six faces.
pub const MAX_CHANCE_OUTCOMES: usize = 6;

fn triple_index(t: [Material; 3]) -> usize {
    let mut t = t;
    t.sort();
    let mut i = 0;
    for a in 0..4 {
        for b in a..4 {
            for c in b..4 {
                if [a, b, c] == [t[0].index(), t[1].index(), t[2].index()] {
                    return i;
                }
                i += 1;
            }
        }
    }
    i
}

fn triple(index: usize) -> Option<[Material; 3]> {
    let mut i = 0;
    for a in 0..4 {
        for b in a..4 {
            for c in b..4 {
                if i == index {
                    return Some([a, b, c].map(Material::from_index));
                }
                i += 1;
            }
        }
    }
    None
}

fn pair_index(a: Material, b: Material) -> usize {
    let (a, b) = (a.index().min(b.index()), a.index().max(b.index()));
    // Pairs before (a, ·): 4 + 3 + … for each smaller first material.
    (0..a).map(|x| 4 - x).sum::<usize>() + (b - a)
}

fn pair(index: usize) -> Option<(Material, Material)> {
    (0..4)
        .flat_map(|a| (a..4).map(move |b| (a, b)))
        .nth(index)
        .map(|(a, b)| (Material::from_index(a), Material::from_index(b)))
}

fn face_index(f: Face) -> usize {
    Face::ALL.iter().position(|&x| x == f).unwrap_or(0)
}

/// An action's number on a board of `fields` fields: a player's below
/// [`num_distinct_actions`], a die face below [`MAX_CHANCE_OUTCOMES`].
pub fn action_number(action: Action, fields: usize) -> usize {
    match action {
        Action::Roll(f) => face_index(f),
        Action::PlaceWorker(p) => PLACE + p.index(),
        Action::Take(m) => TAKE + m.index(),
        Action::Decline => DECLINE,
        Action::Return(m) => RETURN + m.index(),
        Action::BigYield { from, which, to } => {
            YIELD + (from.index() * WHICH + usize::from(which).min(WHICH - 1)) * 4 + to.index()
        }
        Action::Hut(f) => HUT + usize::from(f),
        Action::Temple(f) => HUT + fields + usize::from(f),
        Action::Exchange { give, get } => HUT + 2 * fields + triple_index(give) * 4 + get.index(),
        Action::Offer(o) => {
            HUT + 2 * fields
                + TRIPLES * 4
                + match o {
                    Offering::Nothing => 0,
                    Offering::DruidChip => 1,
                    Offering::One(m) => 2 + m.index(),
                    Offering::Both(a, b) => 6 + pair_index(a, b),
                }
        }
    }
}

/// The action numbered `number` on a board of `fields` fields: a die face when `chance`, else a
/// player's action; `None` past the space.
pub fn action_from_number(number: usize, fields: usize, chance: bool) -> Option<Action> {
    if chance {
        return Face::ALL.get(number).map(|&f| Action::Roll(f));
    }
    let m = |i: usize| Material::from_index(i);
    let n = number;
    Some(match n {
        _ if n < TAKE => Action::PlaceWorker(m(n - PLACE)),
        _ if n < DECLINE => Action::Take(m(n - TAKE)),
        _ if n == DECLINE => Action::Decline,
        _ if n < YIELD => Action::Return(m(n - RETURN)),
        _ if n < HUT => {
            let k = n - YIELD;
            Action::BigYield {
                from: m(k / 4 / WHICH),
                which: u8::try_from(k / 4 % WHICH).ok()?,
                to: m(k % 4),
            }
        }
        _ if n < HUT + fields => Action::Hut(u8::try_from(n - HUT).ok()?),
        _ if n < HUT + 2 * fields => Action::Temple(u8::try_from(n - HUT - fields).ok()?),
        _ if n < HUT + 2 * fields + TRIPLES * 4 => {
            let k = n - HUT - 2 * fields;
            Action::Exchange {
                give: triple(k / 4)?,
                get: m(k % 4),
            }
        }
        _ if n < num_distinct_actions(fields) => {
            Action::Offer(match n - HUT - 2 * fields - TRIPLES * 4 {
                0 => Offering::Nothing,
                1 => Offering::DruidChip,
                k @ 2..=5 => Offering::One(m(k - 2)),
                k => {
                    let (a, b) = pair(k - 6)?;
                    Offering::Both(a, b)
                }
            })
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_number_of_the_space_names_one_action_and_back() {
        for fields in [32, 40] {
            let n = num_distinct_actions(fields);
            assert_eq!(n, 141 + 2 * fields);
            for i in 0..n {
                let a = action_from_number(i, fields, false).expect("an action");
                assert_eq!(action_number(a, fields), i, "{a:?}");
            }
            assert_eq!(action_from_number(n, fields, false), None);
            for i in 0..MAX_CHANCE_OUTCOMES {
                let a = action_from_number(i, fields, true).expect("a face");
                assert_eq!(action_number(a, fields), i);
            }
            assert_eq!(action_from_number(MAX_CHANCE_OUTCOMES, fields, true), None);
        }
    }
}
