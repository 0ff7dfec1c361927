//! The games the tools know, behind one trait: how to set one up from options and a seed, how
//! to make its bots, how to write its record.

use gameroom_bots::{Bot, Budget};
use gameroom_game::{Determinize, GameRng, GameState, Record};

use crate::ToolError;

/// Options of a game that the command line sets.
#[derive(Clone, Debug)]
pub struct GameOptions {
    pub players: usize,
    /// Meduris: a board side other than the printed one for the player count.
    pub board: Option<&'static meduris::Board>,
    /// CVlizations: a card set other than the shipped one.
    pub cards: Option<&'static cvlizations::CardSet>,
    /// CVlizations: the variant (two players: neutral or advanced).
    pub variant: cvlizations::Variant,
}

impl GameOptions {
    pub fn players(players: usize) -> Self {
        GameOptions {
            players,
            board: None,
            cards: None,
            variant: cvlizations::Variant::Standard,
        }
    }
}

/// A game the tools can run.
pub trait ToolGame: GameState + Determinize + std::hash::Hash {
    /// A random setup (from `rng`) and its first state, with the record to fill.
    fn start(opts: &GameOptions, rng: &mut GameRng) -> Result<(Self, Record), ToolError>;
    /// A bot by spec.
    fn bot(
        spec: &str,
        seed: u64,
        budget: Budget,
        threads: usize,
    ) -> Result<Box<dyn Bot<Self>>, String>;
    /// The board side or card set in use, and the one-line notice when it is a reconstruction.
    fn material(opts: &GameOptions) -> Result<(String, Option<String>), ToolError>;
}

/// The Meduris board side of the options: the one given, or the printed one for the count.
fn meduris_board(opts: &GameOptions) -> Result<&'static meduris::Board, ToolError> {
    match opts.board {
        Some(b) => Ok(b),
        None => meduris::Board::for_players(opts.players).ok_or_else(|| {
            ToolError::Invalid(format!(
                "Meduris is for 2 to 4 players, not {}",
                opts.players
            ))
        }),
    }
}

impl ToolGame for meduris::State {
    fn start(opts: &GameOptions, rng: &mut GameRng) -> Result<(Self, Record), ToolError> {
        let board = meduris_board(opts)?;
        let setup = meduris::Setup::random_on(board, opts.players, rng)
            .map_err(|e| ToolError::Invalid(e.to_string()))?;
        let state = meduris::State::new(&setup).map_err(|e| ToolError::Invalid(e.to_string()))?;
        Ok((state, meduris::new_record(&setup)))
    }

    fn bot(
        spec: &str,
        seed: u64,
        budget: Budget,
        threads: usize,
    ) -> Result<Box<dyn Bot<Self>>, String> {
        gameroom_bots::meduris::bot(spec, seed, budget, threads)
    }

    fn material(opts: &GameOptions) -> Result<(String, Option<String>), ToolError> {
        let board = meduris_board(opts)?;
        Ok((board.name().to_string(), board.provisional_notice()))
    }
}

impl ToolGame for cvlizations::State {
    fn start(opts: &GameOptions, rng: &mut GameRng) -> Result<(Self, Record), ToolError> {
        use gameroom_game::rand::RngExt;
        let cards = opts.cards.unwrap_or_else(cvlizations::CardSet::provisional);
        let mut setup = cvlizations::Setup::new(
            opts.players,
            opts.variant,
            rng.random_range(0..opts.players.max(1)) as u8,
        );
        setup.cards = cvlizations::CardsRef::of(cards);
        let state =
            cvlizations::State::new(&setup).map_err(|e| ToolError::Invalid(e.to_string()))?;
        Ok((state, cvlizations::new_record(&setup)))
    }

    fn bot(
        spec: &str,
        seed: u64,
        budget: Budget,
        threads: usize,
    ) -> Result<Box<dyn Bot<Self>>, String> {
        gameroom_bots::cvlizations::bot(spec, seed, budget, threads)
    }

    fn material(opts: &GameOptions) -> Result<(String, Option<String>), ToolError> {
        let setup = cvlizations::Setup::new(opts.players, opts.variant, 0);
        setup
            .check()
            .map_err(|e| ToolError::Invalid(e.to_string()))?;
        let cards = opts.cards.unwrap_or_else(cvlizations::CardSet::provisional);
        Ok((
            format!("cards: {}, variant: {}", cards.name(), opts.variant.name()),
            cards.notice().map(str::to_string),
        ))
    }
}
