//! A seat's view as numbers (OpenSpiel's observation tensor, PettingZoo's observation): built
//! from the [`View`] alone, so it tells no more than the view. With `p` players, `v`
//! civilisations (the players, and the Cave Geeks or the neutral CVlizations of a game for two)
//! and `c` cards it has `26 + 3p + 41v + vc + 3c` numbers (443 for two players with the Cave
//! Geeks, 446 for three, 630 for five, with the 48 shipped cards), in this order (one-hots are
//! 1.0 at the named place, 0.0 elsewhere; sets are 1.0 for each member; counts are the plain
//! numbers):
//!
//! | part | size | what |
//! |---|---|---|
//! | viewer | p + 1 | one-hot: the viewer's seat, or p for a spectator |
//! | to move | p + 2 | one-hot: the deciding seat, p for chance, p + 1 once the game is over |
//! | age, round | 3 + 3 | one-hots |
//! | helm | v | one-hot: the civilisation holding the leader helm |
//! | step | 6 | one-hot: a card drawn, orders played, the action phase, the development phase, Egoism, over |
//! | playing orders | v | one-hot: the civilisation playing its orders now (zeros at other steps) |
//! | action | 6 | one-hot of what the action phase asks (a theft, the Sword's theft, Cunning, Trading, the Dog), then how many (thefts left, resources to take, to receive) |
//! | development | 3 | ideas the buyer may still buy, 1 if the Hammer was used, 1 if the deck's top card was looked at |
//! | revealed | 1 | 1 once the face-down orders are revealed |
//! | each civilisation | v × (30 + c) | its orders in hand (8, a set), face up (one-hot of 9: none, then the eight orders), face down as the table knows it (9), its wood, food, stone, happiness, and its ideas (c, a set) |
//! | idea track | c | a set of cards |
//! | deck | c | a set of cards (which cards remain, not their order) |
//! | looked at the top card | p | a set of seats |
//! | own face-down orders | v × 9 | one-hot per civilisation of the face-down order the viewer knows (its own before the reveal), none otherwise |
//! | the top card | c + 1 | one-hot: the deck's top card when the viewer looked at it, c otherwise |
//!
//! Orders count Thieving 0, Logging 1, Hunting 2, Quarrying 3, Cunning 4, Slacking 5, Trading
//! 6, Doubling 7; cards by their index in the card set. The information state's tensor is this
//! one: a view holds all a seat can know (the face-down orders are revealed each round, the top
//! card a seat looked at stays in its view).

use gameroom_game::tensor::{one_hot, viewer_and_actor};

use crate::state::{Pending, Phase};
use crate::types::Order;
use crate::view::View;

/// The number of values of [`View::tensor`] with `players` players, `civs` civilisations and
/// `cards` cards.
pub fn observation_size(players: usize, civs: usize, cards: usize) -> usize {
    26 + 3 * players + 41 * civs + civs * cards + 3 * cards
}

fn bits(out: &mut Vec<f32>, size: usize, set: u64) {
    out.extend((0..size).map(|i| if set >> i & 1 == 1 { 1.0 } else { 0.0 }));
}

fn order(out: &mut Vec<f32>, o: Option<Order>) {
    one_hot(out, 9, o.map_or(0, |o| 1 + o.index()));
}

fn flag(b: bool) -> f32 {
    if b { 1.0 } else { 0.0 }
}

impl View {
    /// The view as numbers, into `out` (cleared): the encoding of this module's documentation.
    pub fn tensor(&self, out: &mut Vec<f32>) {
        out.clear();
        let t = &self.public;
        let p = usize::from(t.n);
        let v = t.num_civs();
        let c = t.cards.cards().len();
        viewer_and_actor(out, p, self.seat.map(usize::from), t.actor());
        one_hot(out, 3, usize::from(t.age).wrapping_sub(1));
        one_hot(out, 3, usize::from(t.round).wrapping_sub(1));
        one_hot(out, v, usize::from(t.helm));
        let step = match t.phase {
            Phase::Draw(_) => 0,
            Phase::Orders { .. } => 1,
            Phase::Act(_) => 2,
            Phase::Develop { .. } => 3,
            Phase::Egoism { .. } => 4,
            Phase::Over => 5,
        };
        one_hot(out, 6, step);
        let playing = match t.phase {
            Phase::Orders { pos } => usize::from(t.seq[usize::from(pos)]),
            _ => v,
        };
        one_hot(out, v, playing);
        let (kind, count) = match t.phase {
            Phase::Act(Pending::Steal { left, .. }) => (0, left),
            Phase::Act(Pending::Sword { .. }) => (1, 1),
            Phase::Act(Pending::Cunning { k, .. }) => (2, k),
            Phase::Act(Pending::Trade { take, wheel, .. }) => (3, take + u8::from(wheel)),
            Phase::Act(Pending::Dog { .. }) => (4, 1),
            _ => (5, 0),
        };
        one_hot(out, 5, kind);
        out.push(f32::from(count));
        match t.phase {
            Phase::Develop {
                buys_left,
                hammer_used,
                peeked,
                ..
            } => out.extend([f32::from(buys_left), flag(hammer_used), flag(peeked)]),
            _ => out.extend([0.0; 3]),
        }
        out.push(flag(t.revealed));
        for civ in 0..v {
            bits(out, 8, u64::from(t.hands[civ]));
            order(out, t.up[civ]);
            order(out, t.down[civ]);
            out.extend(t.res[civ].iter().map(|&r| f32::from(r)));
            out.push(t.happy[civ] as f32);
            bits(out, c, t.owned[civ]);
        }
        bits(out, c, t.track);
        bits(out, c, t.deck);
        bits(out, p, u64::from(t.top_known));
        for civ in 0..v {
            order(out, self.mine.down(civ));
        }
        one_hot(out, c + 1, self.mine.top().unwrap_or(c));
    }
}

#[cfg(test)]
mod tests {
    use gameroom_game::{Actor, Game, GameState, TableOptions, rng_from_seed};

    use crate::{Cvlizations, State};

    /// A game at its first face-down order played: the orders phase after the first player's.
    fn after_first_orders(players: usize) -> (State, usize) {
        let options = TableOptions {
            players,
            ..TableOptions::default()
        };
        let mut rng = rng_from_seed(2);
        let setup = Cvlizations::setup(&options, &mut rng).expect("a setup");
        let mut s = Cvlizations::start(&setup).expect("a state");
        let mut legal = Vec::new();
        loop {
            match s.actor() {
                Actor::Chance => {
                    let a = s.sample_chance(&mut rng).expect("an outcome");
                    s.apply(a).expect("applies");
                }
                Actor::Player(seat) => {
                    s.legal_actions(&mut legal);
                    s.apply(legal[0]).expect("applies");
                    return (s, seat);
                }
                Actor::Terminal => panic!("over"),
            }
        }
    }

    #[test]
    fn the_sizes_are_the_documented_ones_and_a_face_down_order_shows_to_its_player_alone() {
        for (players, size) in [(2, 443), (3, 446), (5, 630)] {
            let (s, first) = after_first_orders(players);
            assert_eq!(s.observation_size(), size);
            let (mut mine, mut other) = (Vec::new(), Vec::new());
            s.observation_tensor(Some(first), &mut mine);
            s.observation_tensor(Some((first + 1) % players), &mut other);
            assert_eq!((mine.len(), other.len()), (size, size));
            // The own face-down orders part: v one-hots of 9 before the top card's c + 1.
            let v = s.public.num_civs();
            let c = s.cards().cards().len();
            let own =
                |t: &[f32]| -> Vec<f32> { t[size - (c + 1) - 9 * v..size - (c + 1)].to_vec() };
            let known = |t: &[f32]| own(t).chunks(9).filter(|o| o[0] == 0.0).count();
            assert_eq!(
                known(&mine),
                1,
                "{players} players: the player knows its face-down order"
            );
            assert_eq!(known(&other), 0, "{players} players: no one else does");
        }
    }
}
