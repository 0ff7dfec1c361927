//! Action numbers, for numbered action spaces (OpenSpiel, PettingZoo): with `p` players and a
//! card set of `c` cards, every action a player may take has a number below `177 + 3p + c`,
//! every chance outcome one below `c + 64`. The order (documented in `crates/python/README.md`,
//! "Action numbers"):
//!
//! | numbers | actions |
//! |---|---|
//! | 0–63 | `orders up down`: up × 8 + down |
//! | 64 + r × (p + 1) + v | `steal r from v` (v a seat, or p for the supply) |
//! | 67 + 3p + k | `cunning …`: the k-th way to take 1 to 6 resources (below) |
//! | 150 + 3p + g × 3 + t | `trade g t` |
//! | 159 + 3p + r | `dog r` |
//! | 162 + 3p + i | `buy N`, the card set's i-th card |
//! | 162 + 3p + c | `buy top` |
//! | 163 + 3p + c | `peek` |
//! | 164 + 3p + c | `pass` |
//! | 165 + 3p + c + g × 3 + t | `hammer g t` |
//! | 174 + 3p + c + r | `egoism r` |
//!
//! Orders count Thieving 0, Logging 1, Hunting 2, Quarrying 3, Cunning 4, Slacking 5, Trading
//! 6, Doubling 7; resources wood 0, food 1, stone 2. The ways to take resources with Cunning are
//! ordered by how many (1 to 6), then by the wood taken, then the food. Chance's outcomes: `draw
//! N`, the card set's i-th card, i; the Cave Geeks' `geeks up down`, c + up × 8 + down. Some
//! numbers name no action that can ever be legal (`orders logging logging`, stealing from
//! oneself): the spaces are fixed, not tight.

use crate::action::{Action, Victim};
use crate::types::{Order, Resource};

/// The most resources one Cunning takes (the engine's bound).
const MOST_CUNNING: u8 = 6;

/// The ways to take 1 to [`MOST_CUNNING`] resources, in order.
fn cunning_ways() -> impl Iterator<Item = [u8; 3]> {
    (1..=MOST_CUNNING)
        .flat_map(|k| (0..=k).flat_map(move |w| (0..=k - w).map(move |f| [w, f, k - w - f])))
}

const ORDERS: usize = 64;
const CUNNING: usize = 83;

/// Where each kind of action begins, for `players` players and `cards` cards.
struct Layout {
    players: usize,
    cards: usize,
}

impl Layout {
    fn steal(&self) -> usize {
        ORDERS
    }
    fn cunning(&self) -> usize {
        self.steal() + 3 * (self.players + 1)
    }
    fn trade(&self) -> usize {
        self.cunning() + CUNNING
    }
    fn dog(&self) -> usize {
        self.trade() + 9
    }
    fn buy(&self) -> usize {
        self.dog() + 3
    }
    fn buy_top(&self) -> usize {
        self.buy() + self.cards
    }
    fn hammer(&self) -> usize {
        self.buy_top() + 3
    }
    fn egoism(&self) -> usize {
        self.hammer() + 9
    }
    fn end(&self) -> usize {
        self.egoism() + 3
    }
}

/// The number of distinct player actions with `players` players and `cards` cards.
pub fn num_distinct_actions(players: usize, cards: usize) -> usize {
    Layout { players, cards }.end()
}

/// The number of chance outcomes with `cards` cards: a card drawn, or the Cave Geeks' orders.
pub fn max_chance_outcomes(cards: usize) -> usize {
    cards + ORDERS
}

fn orders(up: Order, down: Order) -> usize {
    up.index() * 8 + down.index()
}

fn two(give: Resource, take: Resource) -> usize {
    give.index() * 3 + take.index()
}

/// An action's number with `players` players and `cards` cards: a player's below
/// [`num_distinct_actions`], chance's below [`max_chance_outcomes`].
pub fn action_number(action: Action, players: usize, cards: usize) -> usize {
    let l = Layout { players, cards };
    match action {
        Action::Draw(c) => usize::from(c),
        Action::NeutralOrders { up, down } => cards + orders(up, down),
        Action::Orders { up, down } => orders(up, down),
        Action::Steal { resource, from } => {
            let v = match from {
                Victim::Player(p) => usize::from(p).min(players),
                Victim::Supply => players,
            };
            l.steal() + resource.index() * (players + 1) + v
        }
        Action::Cunning(counts) => {
            l.cunning() + cunning_ways().position(|w| w == counts).unwrap_or(CUNNING)
        }
        Action::Trade { give, take } => l.trade() + two(give, take),
        Action::Dog(r) => l.dog() + r.index(),
        Action::Buy(c) => l.buy() + usize::from(c),
        Action::BuyTop => l.buy_top(),
        Action::Peek => l.buy_top() + 1,
        Action::Pass => l.buy_top() + 2,
        Action::Hammer { give, take } => l.hammer() + two(give, take),
        Action::Egoism(r) => l.egoism() + r.index(),
    }
}

/// The action numbered `number` with `players` players and `cards` cards: a chance outcome
/// when `chance`, else a player's action; `None` past the space.
pub fn action_from_number(
    number: usize,
    players: usize,
    cards: usize,
    chance: bool,
) -> Option<Action> {
    let order = |i: usize| Order::ALL.get(i).copied();
    let res = Resource::from_index;
    if chance {
        return if number < cards {
            Some(Action::Draw(u8::try_from(number).ok()?))
        } else if number < cards + ORDERS {
            let k = number - cards;
            Some(Action::NeutralOrders {
                up: order(k / 8)?,
                down: order(k % 8)?,
            })
        } else {
            None
        };
    }
    let l = Layout { players, cards };
    let n = number;
    Some(if n < l.steal() {
        Action::Orders {
            up: order(n / 8)?,
            down: order(n % 8)?,
        }
    } else if n < l.cunning() {
        let k = n - l.steal();
        let v = k % (players + 1);
        Action::Steal {
            resource: res(k / (players + 1)),
            from: if v == players {
                Victim::Supply
            } else {
                Victim::Player(u8::try_from(v).ok()?)
            },
        }
    } else if n < l.trade() {
        Action::Cunning(cunning_ways().nth(n - l.cunning())?)
    } else if n < l.dog() {
        let k = n - l.trade();
        Action::Trade {
            give: res(k / 3),
            take: res(k % 3),
        }
    } else if n < l.buy() {
        Action::Dog(res(n - l.dog()))
    } else if n < l.buy_top() {
        Action::Buy(u8::try_from(n - l.buy()).ok()?)
    } else if n < l.hammer() {
        [Action::BuyTop, Action::Peek, Action::Pass][n - l.buy_top()]
    } else if n < l.egoism() {
        let k = n - l.hammer();
        Action::Hammer {
            give: res(k / 3),
            take: res(k % 3),
        }
    } else if n < l.end() {
        Action::Egoism(res(n - l.egoism()))
    } else {
        return None;
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_number_of_the_space_names_one_action_and_back() {
        assert_eq!(cunning_ways().count(), CUNNING);
        for players in 2..=5 {
            for cards in [48, 64] {
                let n = num_distinct_actions(players, cards);
                assert_eq!(n, 177 + 3 * players + cards);
                for i in 0..n {
                    let a = action_from_number(i, players, cards, false).expect("an action");
                    assert_eq!(action_number(a, players, cards), i, "{a:?}");
                }
                assert_eq!(action_from_number(n, players, cards, false), None);
                let c = max_chance_outcomes(cards);
                for i in 0..c {
                    let a = action_from_number(i, players, cards, true).expect("an outcome");
                    assert_eq!(action_number(a, players, cards), i, "{a:?}");
                }
                assert_eq!(action_from_number(c, players, cards, true), None);
            }
        }
    }
}
