//! What the table sees happen. Every movement of chips is public (M-I1), so every event is seen by
//! everyone; only the running totals behind the screens are hidden.

use serde::{Deserialize, Serialize};

use crate::types::{Bonus, Chips, Face, Material, Plain};

/// Seats are 0-based in playing order: the workspace's one seat type.
pub use gameroom_game::Seat;

/// Why the final round began.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// A player built all their huts and temples, and everyone else had one more turn (M-E1).
    AllBuilt,
    /// A whole round began with the supply empty and nobody built (M-E2).
    Stalemate,
    /// The setup's turn cap was reached (M-E2).
    TurnCap,
}

impl EndReason {
    pub fn name(self) -> &'static str {
        match self {
            EndReason::AllBuilt => "all-built",
            EndReason::Stalemate => "stalemate",
            EndReason::TurnCap => "turn-cap",
        }
    }
}

/// Where a chip a player obtains comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Source {
    SmallYield,
    Choice,
    BigYield,
}

/// Something that happened at the table.
///
/// Its JSON is tagged by `event` (`{"event": "hut-built", "seat": 0, "field": 17, …}`); seats
/// are numbers (0-based, in playing order), chips are counts by material (docs/wire.md).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Event {
    WorkerPlaced {
        seat: Seat,
        plain: Plain,
    },
    TurnBegan {
        seat: Seat,
        turn: u32,
    },
    Rolled {
        seat: Seat,
        face: Face,
    },
    /// `wanted` more than `got` means the supply ran out (lower workers went empty-handed).
    Obtained {
        seat: Seat,
        material: Material,
        got: u8,
        wanted: u8,
        source: Source,
    },
    Declined {
        seat: Seat,
    },
    Returned {
        seat: Seat,
        material: Material,
    },
    WorkerMoved {
        seat: Seat,
        from: Plain,
        /// Height the worker was taken from, 1 = bottom.
        from_height: u8,
        to: Plain,
        /// Height it now stands at, 1 = bottom.
        to_height: u8,
    },
    Exchanged {
        seat: Seat,
        gave: [Material; 3],
        got: Material,
    },
    HutBuilt {
        seat: Seat,
        field: u8,
        settlement: u8,
        #[serde(with = "crate::types::chip_counts")]
        paid: Chips,
    },
    TempleBuilt {
        seat: Seat,
        field: u8,
        #[serde(with = "crate::types::chip_counts")]
        paid: Chips,
    },
    BonusUsed {
        seat: Seat,
        field: u8,
        bonus: Bonus,
    },
    RuneTaken {
        seat: Seat,
        rune: String,
        from: Option<Seat>,
    },
    /// The druid stepped onto his `stone`-th stone field (M-D1).
    DruidStepped {
        stone: u8,
    },
    /// The druid left his stones but no hut stands anywhere, so he waits (FAQ).
    DruidWaits,
    DruidWalked {
        from: Option<u8>,
        to: u8,
    },
    RiverCrossed,
    /// Interim rune scoring: points per seat (M-D4).
    RuneInterimScoring {
        points: Vec<u32>,
    },
    RitualBegan {
        field: u8,
        settlement: u8,
        final_circuit: bool,
    },
    /// An owner answered the druid. `points` is the change of score (−1 clipped at 0 may be 0).
    Offered {
        seat: Seat,
        field: u8,
        #[serde(with = "crate::types::chip_counts")]
        offered: Chips,
        druid_chip: bool,
        points: i32,
    },
    RitualEnded {
        field: u8,
    },
    /// A player built everything: everyone else has one more turn (M-E1).
    EndTriggered {
        seat: Seat,
    },
    FinalRoundBegan {
        reason: EndReason,
    },
    TempleScored {
        seat: Seat,
        field: u8,
        points: u32,
    },
    RunesScored {
        seat: Seat,
        runes: u8,
        points: u32,
    },
    GameOver {
        scores: Vec<u32>,
        winners: Vec<Seat>,
    },
}

/// Where events go while applying an action: nowhere (the fast path of search) or a list.
pub trait EventSink {
    fn emit(&mut self, event: impl FnOnce() -> Event);
}

/// Drops events; the code that builds them is compiled away.
pub struct NoEvents;

impl EventSink for NoEvents {
    #[inline(always)]
    fn emit(&mut self, _event: impl FnOnce() -> Event) {}
}

impl EventSink for Vec<Event> {
    #[inline]
    fn emit(&mut self, event: impl FnOnce() -> Event) {
        self.push(event());
    }
}
