//! The rules of **CVlizations** (Granna 2016) as a pure, deterministic engine, data-driven: the
//! order table and the idea cards come from a card set (`data/provisional.toml`, a
//! reconstruction: docs/cvlizations.md says what is known and what is chosen), which
//! `--cards FILE` replaces.
//!
//! Hidden information: face-down orders until the reveal, and a deck card looked at with
//! Fortune telling. The state is split by who may know it ([`Public`], [`Hidden`]); a [`View`]
//! holds the table and only the viewer's own secrets. Chance: every card drawn, and the Cave
//! Geeks' orders (C-V1), are chance actions, so a record replays exactly
//! (`gameroom_game::replay::<Cvlizations>`).

mod action;
mod cards;
mod endgame;
mod error;
mod event;
mod game;
mod info;
mod numbering;
pub mod rules;
mod setup;
mod state;
mod summary;
mod tensor;
pub mod tutorial;
mod types;
mod view;
mod wire;

pub use action::{Action, Victim};
pub use cards::{
    Card, CardSet, CardSetData, CardSetError, Cost, Deck, Effect, MAX_AMOUNT, MAX_CARDS,
    MAX_CUSTOM_SETS, MAX_POINTS, OrderRow,
};
pub use error::Illegal;
pub use event::Event;
pub use info::Cvlizations;
pub use setup::{
    CardsRef, DEFAULT_NAMES, HOUSE_TWO_PLAYERS, MAX_PLAYER_NAME, Setup, SetupError, Variant,
};
pub use state::{DrawFor, FinalScore, Hidden, MAX_CIVS, Pending, Phase, Public, State};
pub use summary::Position;
pub use types::{IdeaType, Order, Resource, Resources, resources_to_string};
pub use view::View;
