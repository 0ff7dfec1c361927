//! A seat's view as numbers (OpenSpiel's observation tensor, PettingZoo's observation): built
//! from the [`View`] alone, so it tells no more than the view. With `p` players, `f` fields and
//! `d` rune districts (9 on the printed sides) it has `40 + 19p + 7f + 2pf + d(p + 1)` numbers
//! (457 for two players, 549 for three, 761 for four), in this order (one-hots are 1.0 at the
//! named place, 0.0 elsewhere; counts are the plain numbers):
//!
//! | part | size | what |
//! |---|---|---|
//! | viewer | p + 1 | one-hot: the viewer's seat, or p for a spectator |
//! | to move | p + 2 | one-hot: the deciding seat, p for chance, p + 1 once the game is over |
//! | step | 7 | one-hot: placing workers, the roll, +1, −1, the main action, an offering, over |
//! | offering | f + 3 | one-hot of the field the druid asks (zeros outside a ritual), then the settlement's size, the huts left in this ritual, 1 on the final circuit |
//! | active | p | one-hot: whose turn it is |
//! | starting player | p | one-hot |
//! | turn | 3 | the turn number, the turns left to the turn limit, 1 once the final round is due |
//! | plains | 4 × 3 × (p + 1) | for each high plain (wood, wool, copper, stone) and each place in its stack from the bottom: one-hot of the worker's seat, p when the place is empty |
//! | fields | f × (2p + 1) | for each field: one-hot of empty (0), a hut of seat s (1 + s), a temple of seat s (1 + p + s) |
//! | bonus chips | f × 4 | for each field: one-hot of none, +2 points, free hut, druid |
//! | druid | 4 + f | one-hot: on his temple or stone field 1–3 (0–3; a custom board's later stone fields count as the third), or beside the hut of field i (4 + i) |
//! | rune stones | d × (p + 1) | for each district: one-hot of its holder, p while it lies beside the board |
//! | supply | 4 | the chips of each material on the mountain |
//! | huts left, temples left, scores | 3p | by seat |
//! | own chips | 4 | the viewer's chips behind the screen (zeros for a spectator) |
//!
//! The information state's tensor (`GameState::information_state_tensor`) adds every player's
//! chips (4 a seat, in material order) as the seat's events show them: every chip that moves
//! moves in front of everyone (M-I1), so a seat knows them all.

use gameroom_game::tensor::{one_hot, viewer_and_actor};

use crate::state::{Building, Druid, MAX_STACK, NO_HOLDER, Phase, View};
use crate::types::{Bonus, Material};

/// The number of values of [`View::tensor`] with `players` players on a board of `fields`
/// fields and `districts` rune districts.
pub fn observation_size(players: usize, fields: usize, districts: usize) -> usize {
    let p = players;
    (p + 1)
        + (p + 2)
        + 7
        + (fields + 3)
        + 2 * p
        + 3
        + 4 * MAX_STACK * (p + 1)
        + fields * (2 * p + 1)
        + fields * 4
        + (4 + fields)
        + districts * (p + 1)
        + 4
        + 3 * p
        + 4
}

impl View {
    /// The view as numbers, into `out` (cleared): the encoding of this module's documentation.
    pub fn tensor(&self, out: &mut Vec<f32>) {
        out.clear();
        let t = &self.table;
        let p = t.num_players();
        let fields = t.board().num_fields();
        let districts = t.board().num_districts();
        viewer_and_actor(out, p, self.seat.map(usize::from), t.actor());
        let step = match t.phase {
            Phase::PlaceWorkers { .. } => 0,
            Phase::Roll => 1,
            Phase::Choice { .. } => 2,
            Phase::Minus { .. } => 3,
            Phase::Main => 4,
            Phase::Offering { .. } => 5,
            Phase::Over => 6,
        };
        one_hot(out, 7, step);
        match t.phase {
            Phase::Offering {
                field,
                settlement,
                remaining,
                final_circuit,
            } => {
                one_hot(out, fields, usize::from(field));
                out.extend([
                    f32::from(settlement),
                    f32::from(remaining),
                    if final_circuit { 1.0 } else { 0.0 },
                ]);
            }
            _ => out.extend(std::iter::repeat_n(0.0, fields + 3)),
        }
        one_hot(out, p, usize::from(t.active));
        one_hot(out, p, usize::from(t.starting_player));
        out.extend([
            t.turn as f32,
            t.turn_cap.saturating_sub(t.turn) as f32,
            if t.end_trigger.is_some() || t.end_reason.is_some() {
                1.0
            } else {
                0.0
            },
        ]);
        for m in Material::ALL {
            let workers = t.plains[m.index()].workers();
            for place in 0..MAX_STACK {
                one_hot(
                    out,
                    p + 1,
                    workers.get(place).map_or(p, |&s| usize::from(s)),
                );
            }
        }
        for f in 0..fields {
            let at = match t.buildings[f] {
                Building::Empty => 0,
                Building::Hut(s) => 1 + usize::from(s),
                Building::Temple(s) => 1 + p + usize::from(s),
            };
            one_hot(out, 2 * p + 1, at);
        }
        for f in 0..fields {
            let at = match t.bonus[f] {
                None => 0,
                Some(Bonus::Points) => 1,
                Some(Bonus::FreeHut) => 2,
                Some(Bonus::Druid) => 3,
            };
            one_hot(out, 4, at);
        }
        let druid = match t.druid {
            Druid::Stones(k) => usize::from(k).min(3),
            Druid::At(f) => 4 + usize::from(f),
        };
        one_hot(out, 4 + fields, druid);
        for d in 0..districts {
            let holder = t.runes[d];
            one_hot(
                out,
                p + 1,
                if holder == NO_HOLDER {
                    p
                } else {
                    usize::from(holder)
                },
            );
        }
        out.extend(t.supply.iter().map(|&c| f32::from(c)));
        out.extend(t.huts_left[..p].iter().map(|&c| f32::from(c)));
        out.extend(t.temples_left[..p].iter().map(|&c| f32::from(c)));
        out.extend(t.scores[..p].iter().map(|&c| c as f32));
        match self.stock {
            Some(chips) => out.extend(chips.iter().map(|&c| f32::from(c))),
            None => out.extend([0.0; 4]),
        }
    }
}

#[cfg(test)]
mod tests {
    use gameroom_game::{Game, GameState, TableOptions, rng_from_seed};

    use crate::{Meduris, State};

    fn start(players: usize) -> State {
        let options = TableOptions {
            players,
            ..TableOptions::default()
        };
        let setup = Meduris::setup(&options, &mut rng_from_seed(1)).expect("a setup");
        Meduris::start(&setup).expect("a state")
    }

    #[test]
    fn the_sizes_are_the_documented_ones_and_seats_differ_only_in_what_is_theirs() {
        for (players, size) in [(2, 457), (3, 549), (4, 761)] {
            let s = start(players);
            assert_eq!(s.observation_size(), size);
            let mut mine = Vec::new();
            let mut spectator = Vec::new();
            s.observation_tensor(Some(0), &mut mine);
            s.observation_tensor(None, &mut spectator);
            assert_eq!((mine.len(), spectator.len()), (size, size));
            // The viewer's one-hot, and its chips at the end (one of each at the start).
            assert_eq!(mine[0], 1.0);
            assert_eq!(spectator[players], 1.0);
            assert_eq!(mine[size - 4..], [1.0; 4]);
            assert_eq!(spectator[size - 4..], [0.0; 4]);
            let differ: Vec<usize> = (0..size).filter(|&i| mine[i] != spectator[i]).collect();
            assert!(
                differ.iter().all(|&i| i <= players || i >= size - 4),
                "{differ:?}"
            );
        }
    }
}
