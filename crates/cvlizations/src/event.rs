//! What the table sees. Face-down orders and a card looked at in secret are hidden from the
//! others ([`redact`]).
//!
//! JSON: an object tagged by `event` (kebab-case), its fields kebab-case; seats and
//! civilisations by number (0-based, civilisations after the players), cards by index in the
//! card set (0-based), orders and resources by name.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::action::Victim;
use crate::types::{Order, Resource};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "event",
    rename_all = "kebab-case",
    rename_all_fields = "snake_case",
    deny_unknown_fields
)]
pub enum Event {
    /// A card (index in the card set) goes onto the idea track.
    TrackDrawn {
        card: u8,
    },
    /// A player looks at the deck's top card (the card only for them).
    Peeked {
        seat: u8,
        card: Option<u8>,
    },
    RoundBegan {
        age: u8,
        round: u8,
    },
    AgeBegan {
        age: u8,
    },
    /// A civilisation plays its orders (the face-down one only for its controller).
    OrdersPlayed {
        civ: u8,
        up: Order,
        down: Option<Order>,
    },
    /// All face-down orders turn face up.
    Revealed {
        downs: Vec<(u8, Order)>,
    },
    Gained {
        seat: u8,
        resource: Resource,
        amount: u16,
        /// The order or card that gives it.
        why: Cow<'static, str>,
    },
    Happiness {
        seat: u8,
        amount: u32,
        /// The order or card that gives it.
        why: Cow<'static, str>,
    },
    Stole {
        thief: u8,
        from: Victim,
        resource: Resource,
    },
    Traded {
        seat: u8,
        give: Resource,
        take: Resource,
        amount: u16,
    },
    Bought {
        seat: u8,
        card: u8,
        from_track: bool,
    },
    Passed {
        seat: u8,
    },
    Hammered {
        seat: u8,
        give: Resource,
        take: Resource,
    },
    HelmPassed {
        to: u8,
    },
    Scored {
        seat: u8,
        happiness: u32,
        idea_points: u32,
        bonuses: Vec<(String, u32)>,
        total: u32,
    },
    GameOver {
        scores: Vec<u32>,
        winners: Vec<u8>,
    },
}

/// The part of an event that `viewer` sees (`None`: a spectator, who controls nothing and looked
/// at nothing); `controls(civ)` tells whether the viewer controls a civilisation (its own, or
/// its neutral in the advanced variant).
pub fn redact(e: &Event, viewer: Option<usize>, controls: impl Fn(usize) -> bool) -> Event {
    match e {
        Event::OrdersPlayed {
            civ,
            up,
            down: Some(_),
        } if !controls(*civ as usize) => Event::OrdersPlayed {
            civ: *civ,
            up: *up,
            down: None,
        },
        Event::Peeked {
            seat: s,
            card: Some(_),
        } if Some(*s as usize) != viewer => Event::Peeked {
            seat: *s,
            card: None,
        },
        other => other.clone(),
    }
}
