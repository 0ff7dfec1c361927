//! The gameroom games in a terminal: humans and bots at one table. A human sees what their seat
//! may see (the game's view): the board or cards, the scores, their own chips or orders; never
//! the others'.
//!
//! One generic host (`host.rs`) does what every table does (asking, handing the keyboard over,
//! the common commands, refusals in words, saving the record); each game brings its own table
//! in a folder of its own (`meduris/`, `cvlizations/`), listed once in [`TABLES`]. The loop
//! reads lines from any `BufRead` and writes to any `Write`, so tests play whole games through
//! it.

mod cvlizations;
mod host;
mod keep;
mod meduris;
mod paint;
mod screen;

use std::io::{BufRead, Write};
use std::path::PathBuf;

use gameroom_game::{Outcome, Record, TableOptions};
use gameroom_match::MatchError;

pub use gameroom_match::SeatSpec;
pub use keep::write_atomically;
pub use paint::Paint;

/// A terminal game.
#[derive(Clone, Debug)]
pub struct PlayConfig {
    /// The game's name (`meduris`, `cvlizations`).
    pub game: String,
    /// Players, variant, board side or card set.
    pub options: TableOptions,
    /// One per seat, in seat order (Meduris: seat 0 is purple, then blue, green, red).
    pub seats: Vec<SeatSpec>,
    /// Seeds the setup, chance and the bots.
    pub seed: u64,
    /// Where to keep the game's record (written whole after every action). A new game never
    /// replaces an existing file; a resumed game goes on writing the file it came from.
    pub record: Option<PathBuf>,
    pub colour: bool,
    /// Threads the hard bot (and hints) may use.
    pub threads: usize,
    /// A saved game to continue instead of a new one (`options` are then the record's).
    pub resume: Option<Resume>,
    /// The output is a terminal: text is wrapped to its width, the screen is cleared between
    /// players at one keyboard, a thinking bot shows a spinner.
    pub terminal: bool,
}

/// A saved game to continue: the file it came from and its record.
#[derive(Clone, Debug)]
pub struct Resume {
    pub path: PathBuf,
    pub record: Record,
}

/// A game's table: plays `cfg` from `input` to `out`.
type PlayFn =
    fn(&PlayConfig, &mut dyn BufRead, &mut dyn Write) -> Result<Option<Outcome>, PlayError>;

/// Every game with a terminal table, by the name the registry gives it: the one list.
pub const TABLES: &[(&str, PlayFn)] = &[
    (meduris::NAME, meduris::play),
    (cvlizations::NAME, cvlizations::play),
];

/// Plays a game at the terminal: the table of the game `cfg.game` names. Returns the outcome,
/// or `None` when the players left (or the input ended) before the end.
pub fn play(
    cfg: &PlayConfig,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Option<Outcome>, PlayError> {
    let name = cfg.game.trim().to_ascii_lowercase();
    match TABLES.iter().find(|(n, _)| *n == name) {
        Some((_, play)) => play(cfg, input, out),
        None => Err(PlayError::Setup(format!(
            "there is no terminal table for `{}` (there are: {})",
            cfg.game,
            TABLES
                .iter()
                .map(|(n, _)| *n)
                .collect::<Vec<_>>()
                .join(", ")
        ))),
    }
}

/// What stops a terminal game.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    #[error("terminal: {0}")]
    Io(#[from] std::io::Error),
    #[error("{0}")]
    Setup(String),
    #[error("cannot write the record to {path}: {source}")]
    Record {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error(transparent)]
    Match(#[from] MatchError),
    #[error(
        "a line of input is longer than {MAX_LINE_BYTES} bytes: the game stops here (a record \
         asked for with --record holds every action so far)"
    )]
    LineTooLong,
}

/// The longest line the tables read, newline included (a terminal's own line editor takes at
/// most 4095 bytes).
pub const MAX_LINE_BYTES: usize = 4096;

/// Reads one line of at most [`MAX_LINE_BYTES`] into `line` (bytes that are not UTF-8 become
/// `�`, which no command reads); `false` when the input has ended. A longer line stops the
/// game with [`PlayError::LineTooLong`]: reading it on would take as much memory as the line is
/// long, or never end (`/dev/zero`).
pub(crate) fn read_line(input: &mut dyn BufRead, line: &mut String) -> Result<bool, PlayError> {
    line.clear();
    let mut bytes = Vec::new();
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e.into()),
        };
        if buf.is_empty() {
            break;
        }
        let (take, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (buf.len(), false),
        };
        if bytes.len() + take > MAX_LINE_BYTES {
            return Err(PlayError::LineTooLong);
        }
        bytes.extend_from_slice(&buf[..take]);
        input.consume(take);
        if done {
            break;
        }
    }
    if bytes.is_empty() {
        return Ok(false);
    }
    *line = String::from_utf8_lossy(&bytes).into_owned();
    Ok(true)
}
