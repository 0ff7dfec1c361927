//! One match driver for every gameroom table, what a build's games look like to generic code,
//! and the conformance suite every game passes. This crate names no game.
//!
//! - [`Match`] owns a game being played: the state, the record, each seat's log of the events it
//!   has seen, and a [`Controller`] per seat (a bot, a person here, a person elsewhere). The
//!   terminal tables, `sim`, `arena` and the server drive their games through it.
//! - [`registry`]: a game without its types ([`registry::GameEntry`]), a build's games by name
//!   ([`registry::Catalog`]) and with their types ([`registry::Registry`]); the list itself is
//!   the composition root's (`gameroom-games`).
//! - [`review`]: a finished game weighed decision by decision by the hard bot.
//! - [`conformance`]: the checks every game must pass, run for every registered game in
//!   `crates/games/tests/conformance.rs`.

pub mod conformance;
mod driver;
mod erased;
pub mod registry;
pub mod review;
pub mod tutorial;

pub use erased::{
    AnyMatch, Applied, BotDone, BotJob, HINTS, Hint, HintJob, HintNext, HintNote, LegalAction,
    SeatSpec, default_budget, note_hint,
};
/// What went wrong with an outside bot that lost its seat ([`AnyMatch::bot_fault`]).
pub use gameroom_bots::{Fault, FaultKind};

pub use driver::{
    Controller, Host, Keep, Match, MatchError, MatchSetupError, NoHost, Reply, RunEnd, Step,
};
