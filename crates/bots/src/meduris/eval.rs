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
    let fields = b.num_fields();
    // Constructions still to come: roughly until the most advanced player finishes.
    let left = (0..n)
        .map(|s| (t.huts_left(s) + t.temples_left(s)) as f64)
        .fold(f64::INFINITY, f64::min);
    let constructions = if t.end_reason().is_some() {
        0.0
    } else {
        left * n as f64 * 0.8
    };
    // Settlements on the ring: each construction moves the druid on by about one of them.
    let mut settlements = 0;
    for f in 0..fields {
        if t.is_hut(f) && !t.is_hut(b.prev(f)) {
            settlements += 1;
        }
    }
    let stones_left = match t.druid() {
        Druid::Stones(k) => (b.stone_fields() - k.min(b.stone_fields())) as f64,
        Druid::At(_) => 0.0,
    };
    let circuits = ((constructions - stones_left).max(0.0)) / (settlements.max(3) as f64);
    let visits = 1.0 + circuits;

    let mut est = [0.0; 4];
    for s in 0..n {
        est[s] = t.score(s) as f64;
        let chips: u32 = stock(s).iter().map(|&c| c as u32).sum();
        est[s] += CHIP * chips.min(12) as f64 + 0.1 * chips.saturating_sub(12) as f64;
        est[s] += BUILDING * t.buildings_built(s) as f64;
    }
    // Rune stones, discounted where a thief could still build in the district.
    let mut open = vec![false; b.num_districts()];
    for f in 0..fields {
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
    for s in 0..n {
        let r = runes[s];
        est[s] += r * (r + 1.0) / 2.0 + r * circuits;
    }
    for f in 0..fields {
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
