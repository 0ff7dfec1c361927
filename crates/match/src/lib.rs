//! One match driver for every gameroom table, the registry of the games this build plays, and
//! the conformance suite every game passes.
//!
//! - [`Match`] owns a game being played: the state, the record, each seat's log of the events it
//!   has seen, and a [`Controller`] per seat (a bot, a person here, a person elsewhere). The
//!   terminal tables, `sim`, `arena` and the server drive their games through it.
//! - [`registry`]: the games by name ([`registry::game`], [`registry::visit`]); nothing else
//!   in the tools, the binary or the server names a game.
//! - [`conformance`]: the checks every game must pass, run for each in `tests/conformance.rs`.

pub mod conformance;
mod driver;
mod erased;
pub mod registry;

pub use erased::{AnyMatch, Applied, BotDone, BotJob, LegalAction, SeatSpec, default_budget};
/// What went wrong with an outside bot that lost its seat ([`AnyMatch::bot_fault`]).
pub use gameroom_bots::{Fault, FaultKind};

pub use driver::{
    Controller, Host, Keep, Match, MatchError, MatchSetupError, NoHost, Reply, RunEnd, Step,
};
