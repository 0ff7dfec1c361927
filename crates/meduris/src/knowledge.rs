//! What a player knows of the others' chips. The screens hide the totals, but every movement of
//! chips happens in front of everyone (M-I1), so a player who watched from the start knows them
//! exactly; search bots use this to build full states from a view.

use gameroom_game::{Determinize, GameRng, rand::RngExt};

use crate::event::Event;
use crate::state::{CHIPS_PER_MATERIAL, State, View};
use crate::types::Chips;

/// Every player's chips as the public events show them, starting from one of each (M-S3).
/// `None` when the events do not add up (they did not start at the beginning of the game).
pub fn chips_from_events(players: usize, events: &[Event]) -> Option<[Chips; 4]> {
    let mut stock = [[0i32; 4]; 4];
    for s in stock.iter_mut().take(players) {
        *s = [1; 4];
    }
    let sub = |stock: &mut [[i32; 4]; 4], seat: u8, chips: &Chips| {
        for i in 0..4 {
            stock[seat as usize][i] -= chips[i] as i32;
        }
    };
    for e in events {
        match e {
            Event::Obtained {
                seat,
                material,
                got,
                ..
            } => stock[*seat][material.index()] += *got as i32,
            Event::Returned { seat, material } => stock[*seat][material.index()] -= 1,
            Event::Exchanged { seat, gave, got } => {
                for m in gave {
                    stock[*seat][m.index()] -= 1;
                }
                stock[*seat][got.index()] += 1;
            }
            Event::HutBuilt { seat, paid, .. } | Event::TempleBuilt { seat, paid, .. } => {
                sub(&mut stock, *seat as u8, paid)
            }
            Event::Offered { seat, offered, .. } => sub(&mut stock, *seat as u8, offered),
            _ => {}
        }
    }
    let mut out = [[0u8; 4]; 4];
    for s in 0..players {
        for i in 0..4 {
            out[s][i] = u8::try_from(stock[s][i]).ok()?;
        }
    }
    Some(out)
}

/// A seat's knowledge: the view, and the others' chips (exact, or a guess that adds up).
#[derive(Clone, Debug)]
pub struct Knowledge {
    view: View,
    stocks: [Chips; 4],
    exact: bool,
}

impl Knowledge {
    pub fn view(&self) -> &View {
        &self.view
    }
}

impl Determinize for State {
    type Knowledge = Knowledge;

    fn knowledge(view: &View, seen: &[Event]) -> Knowledge {
        let n = view.num_players();
        // A spectator knows no one's chips but from the events.
        let me = view.seat();
        let mine = view.stock().unwrap_or_default();
        let supply = view.supply();
        // Chips behind the others' screens, by material: what neither the supply nor I hold.
        let hidden: Chips = std::array::from_fn(|i| {
            CHIPS_PER_MATERIAL
                .saturating_sub(supply[i])
                .saturating_sub(mine[i])
        });
        if let Some(tracked) = chips_from_events(n, seen) {
            let adds_up = me.is_none_or(|me| tracked[me] == mine)
                && (0..4).all(|i| {
                    (0..n)
                        .filter(|&s| Some(s) != me)
                        .map(|s| tracked[s][i] as u32)
                        .sum::<u32>()
                        == hidden[i] as u32
                });
            if adds_up {
                return Knowledge {
                    view: view.clone(),
                    stocks: tracked,
                    exact: true,
                };
            }
        }
        // Not watched from the start: the hidden chips, to be shared out at random.
        let mut stocks = [[0; 4]; 4];
        if let Some(me) = me {
            stocks[me] = mine;
        }
        let first = (0..n).find(|&s| Some(s) != me).unwrap_or(0);
        stocks[first] = hidden;
        Knowledge {
            view: view.clone(),
            stocks,
            exact: false,
        }
    }

    fn sample(k: &Knowledge, rng: &mut GameRng) -> State {
        if k.exact {
            return k.view.determinise(&k.stocks);
        }
        let n = k.view.num_players();
        let me = k.view.seat();
        let others: Vec<usize> = (0..n).filter(|&s| Some(s) != me).collect();
        let mut stocks = [[0u8; 4]; 4];
        for i in 0..4 {
            let total: u8 = others.iter().map(|&s| k.stocks[s][i]).sum();
            for _ in 0..total {
                let s = others[rng.random_range(0..others.len())];
                stocks[s][i] += 1;
            }
        }
        k.view.determinise(&stocks)
    }

    fn is_exact(k: &Knowledge) -> bool {
        k.exact
    }
}
