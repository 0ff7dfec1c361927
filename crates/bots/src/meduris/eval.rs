//! A readable evaluation: each player's final score, estimated from the table.
//!
//! - **Points** already scored.
//! - **Rune stones**: the final scoring (1+2+…+r), plus one point per stone at every river
//!   crossing still to come, discounted when the district still has room for a thief.
//! - **Huts**: every future visit of the druid asks each hut for an offering worth the size of
//!   its settlement when both materials are paid; the final circuit is one visit, and each
//!   circuit still to come is another. Whether the owner can pay is uncertain: half a full
//!   offering per visit; a druid chip under the hut is one full offering for sure.
//! - **Temples**: the huts beside them now.
//! - **Chips**: what they can still buy (0.3 points each, less beyond a dozen).
//! - **Buildings**: a small bonus per building (the first tie-break, and tempo).
//!
//! How many circuits remain follows from how many constructions remain: the game ends soon after
//! the first player has built everything, and the druid makes one stop per construction.

use meduris::{Building, Chips, Druid, Table};

/// Each seat's estimated final score.
#[derive(Clone, Copy, Debug)]
pub struct Estimate {
    pub final_score: [f64; 4],
}

impl Estimate {
    /// How far `seat` is ahead: its estimate minus a blend of the best and the mean of the
    /// others (with two players, simply the difference).
    pub fn margin(&self, seat: usize, players: usize) -> f64 {
        crate::margin(&self.final_score[..players], seat)
    }
}

const CHIP: f64 = 0.3;
const PAY_CHANCE: f64 = 0.5;
const BUILDING: f64 = 0.25;

/// The estimate for every seat; `stock(seat)` gives each seat's chips (exact, or a guess).
pub fn estimate(t: &Table, stock: &dyn Fn(usize) -> Chips) -> Estimate {
    let n = t.num_players();
    let b = t.board();
    let circuits = circuits(t);
    let visits = 1.0 + circuits;

    let mut est = [0.0; 4];
    for s in 0..n {
        est[s] = t.score(s) as f64;
        let chips: u32 = stock(s).iter().map(|&c| c as u32).sum();
        est[s] += CHIP * chips.min(12) as f64 + 0.1 * chips.saturating_sub(12) as f64;
        est[s] += BUILDING * t.buildings_built(s) as f64;
    }
    let runes = runes(t);
    for s in 0..n {
        let r = runes[s];
        est[s] += r * (r + 1.0) / 2.0 + r * circuits;
    }
    for f in 0..b.num_fields() {
        match t.building(f) {
            Building::Hut(s) => {
                let k = t.settlement_size(f) as f64;
                est[s as usize] += visits * k * PAY_CHANCE;
                if t.bonus(f) == Some(meduris::Bonus::Druid) {
                    est[s as usize] += k * (1.0 - PAY_CHANCE);
                }
            }
            Building::Temple(s) => {
                est[s as usize] +=
                    (t.settlement_size(b.prev(f)) + t.settlement_size(b.next(f))) as f64;
            }
            Building::Empty => {}
        }
    }
    Estimate { final_score: est }
}

/// Druid circuits still to come. Constructions still to come: roughly until the most advanced
/// player finishes; each moves the druid on by about one settlement on the ring.
fn circuits(t: &Table) -> f64 {
    let n = t.num_players();
    let b = t.board();
    let left = (0..n)
        .map(|s| (t.huts_left(s) + t.temples_left(s)) as f64)
        .fold(f64::INFINITY, f64::min);
    let constructions = if t.end_reason().is_some() {
        0.0
    } else {
        left * n as f64 * 0.8
    };
    let mut settlements = 0;
    for f in 0..b.num_fields() {
        if t.is_hut(f) && !t.is_hut(b.prev(f)) {
            settlements += 1;
        }
    }
    let stones_left = match t.druid() {
        Druid::Stones(k) => (b.stone_fields() - k.min(b.stone_fields())) as f64,
        Druid::At(_) => 0.0,
    };
    ((constructions - stones_left).max(0.0)) / (settlements.max(3) as f64)
}

/// Each seat's rune stones, discounted (0.8) where a thief could still build in the district.
fn runes(t: &Table) -> [f64; 4] {
    let b = t.board();
    let mut open = vec![false; b.num_districts()];
    for f in 0..b.num_fields() {
        if t.building(f) == Building::Empty {
            open[b.district(f)] = true;
        }
    }
    let mut runes = [0.0f64; 4];
    for d in 0..b.num_districts() {
        if let Some(h) = t.rune_holder(d) {
            runes[h] += if open[d] { 0.8 } else { 1.0 };
        }
    }
    runes
}

/// The quantities the estimate is made of, per seat ([`parts`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct Parts {
    /// Druid circuits still to come (the same for every seat).
    pub circuits: f64,
    /// Per seat: points scored; chips up to 12; chips beyond; buildings built; the final
    /// scoring of its rune stones (1+2+…+r); its rune stones r (a stone in a district with an
    /// empty field counting 0.8); the sizes of the settlements of its huts; of those with a
    /// druid chip under them; the huts beside its temples.
    pub seat: [[f64; PARTS]; 4],
}

/// The number of per-seat quantities in [`Parts`].
pub const PARTS: usize = 9;

/// What the estimate is made of ([`Parts`]): the fitted model weighs them anew.
pub fn parts(t: &Table, stock: &dyn Fn(usize) -> Chips) -> Parts {
    let b = t.board();
    let runes = runes(t);
    let mut q = [[0.0; PARTS]; 4];
    for s in 0..t.num_players() {
        let chips: u32 = stock(s).iter().map(|&c| c as u32).sum();
        let r = runes[s];
        q[s][..6].copy_from_slice(&[
            t.score(s) as f64,
            chips.min(12) as f64,
            chips.saturating_sub(12) as f64,
            t.buildings_built(s) as f64,
            r * (r + 1.0) / 2.0,
            r,
        ]);
    }
    for f in 0..b.num_fields() {
        match t.building(f) {
            Building::Hut(s) => {
                let k = t.settlement_size(f) as f64;
                q[s as usize][6] += k;
                if t.bonus(f) == Some(meduris::Bonus::Druid) {
                    q[s as usize][7] += k;
                }
            }
            Building::Temple(s) => {
                q[s as usize][8] +=
                    (t.settlement_size(b.prev(f)) + t.settlement_size(b.next(f))) as f64;
            }
            Building::Empty => {}
        }
    }
    Parts {
        circuits: circuits(t),
        seat: q,
    }
}
