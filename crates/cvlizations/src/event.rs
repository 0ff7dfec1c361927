//! What the table sees. Face-down orders and a card looked at in secret are hidden from the
//! others ([`redact`]).
//!
//! JSON: an object tagged by `event` (kebab-case), its fields kebab-case; seats and
//! civilisations by number (0-based, civilisations after the players), cards by index in the
//! card set (0-based), orders and resources by name.

use std::borrow::Cow;

use gameroom_game::Seat;
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
        seat: Seat,
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
        civ: Seat,
        up: Order,
        down: Option<Order>,
    },
    /// All face-down orders turn face up.
    Revealed {
        downs: Vec<(Seat, Order)>,
    },
    Gained {
        seat: Seat,
        resource: Resource,
        amount: u16,
        /// The order or card that gives it.
        why: Cow<'static, str>,
    },
    Happiness {
        seat: Seat,
        amount: u32,
        /// The order or card that gives it.
        why: Cow<'static, str>,
    },
    Stole {
        thief: Seat,
        from: Victim,
        resource: Resource,
    },
    Traded {
        seat: Seat,
        give: Resource,
        take: Resource,
        amount: u16,
    },
    Bought {
        seat: Seat,
        card: u8,
        from_track: bool,
    },
    Passed {
        seat: Seat,
    },
    Hammered {
        seat: Seat,
        give: Resource,
        take: Resource,
    },
    HelmPassed {
        to: Seat,
    },
    Scored {
        seat: Seat,
        happiness: u32,
        idea_points: u32,
        bonuses: Vec<(String, u32)>,
        total: u32,
    },
    GameOver {
        scores: Vec<u32>,
        winners: Vec<Seat>,
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
        } if !controls(*civ) => Event::OrdersPlayed {
            civ: *civ,
            up: *up,
            down: None,
        },
        Event::Peeked {
            seat: s,
            card: Some(_),
        } if Some(*s) != viewer => Event::Peeked {
            seat: *s,
            card: None,
        },
        other => other.clone(),
    }
}
