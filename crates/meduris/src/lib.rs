//! The rules of **Meduris** (Stefan Dorra and Ralf zur Linde, HABA 2016) as a pure, deterministic
//! engine: no I/O, no clock, no generator inside. Chance (the die) is an action of its own, so a
//! list of actions replays a game exactly.
//!
//! - [`Setup`] fixes a game before it starts; [`State::new`] makes its first state.
//! - [`State::actor`] says who decides, [`State::legal_actions`] what they may do,
//!   [`State::apply`] does it or returns an [`Illegal`] naming the rule it breaks.
//! - [`State::view`] is what one player sees ([`View`]); events ([`Event`]) are what the table
//!   sees.
//! - [`Position`] writes a state in words and reads one back (scenarios, `replay`).
//! - [`Meduris`] is the game as lobbies and tools meet it (`gameroom_game::Game`); records
//!   replay through `gameroom_game::replay::<Meduris>`.
//!
//! The rulebook is the authority, then the project's rules reference (ids M-…, docs/rules.md).
//! Rulings this engine made where both are silent are in docs/rulings.md and marked **Ruling**
//! in the code.

mod action;
mod board;
mod error;
mod event;
mod game;
mod knowledge;
mod numbering;
mod position;
pub mod rules;
mod setup;
mod state;
mod tensor;
pub mod tutorial;
mod types;

pub use action::{Action, Offering};
pub use board::{
    Board, BoardData, BoardError, District, MAX_CUSTOM_BOARDS, MAX_DISTRICTS, MAX_FIELDS,
};
pub use error::Illegal;
pub use event::{EndReason, Event, Seat, Source};
pub use game::Meduris;
pub use knowledge::{Knowledge, chips_from_events};
pub use position::{Bookkeeping, ChipCounts, EndState, Position, SeenBy, Step};
pub use setup::{BoardRef, BonusPlacement, DEFAULT_TURN_CAP, Options, Setup, SetupError};
pub use state::{
    Building, CHIPS_PER_MATERIAL, Druid, HutCost, MAX_STACK, Phase, STARTING_SCORE, Stack, State,
    Table, View, huts_per_player, workers_per_player,
};
pub use types::{Bonus, Chips, Colour, Face, Material, Plain, chips_to_string};
