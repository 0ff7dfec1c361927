//! The live protocol, version 1 (docs/server.md): JSON text messages over a WebSocket, tagged by
//! `type`. A client says `hello` with its table, its seat's token (none: a spectator) and the
//! last sequence number it saw; the server answers `welcome` with the seat's view, its legal
//! actions, whose turn it is and the clocks, then an `update` after every committed entry of the
//! table's log. Every message to a seat is built from that seat's view, its share of the events
//! and its own legal actions, nothing else.

use gameroom_game::{Outcome, Refusal};

pub use crate::chat::ChatLine;
use gameroom_match::LegalAction;
use serde::{Deserialize, Serialize};

/// The protocol version this server speaks.
pub const PROTOCOL: u32 = 1;

/// What a client sends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", deny_unknown_fields)]
pub enum ClientMsg {
    /// The first message: which table, as whom.
    Hello {
        protocol: u32,
        table: String,
        /// The seat's secret; none to watch as a spectator.
        #[serde(default)]
        token: Option<String>,
        /// The last `seq` this client saw (reconnecting): the server sends what came after.
        #[serde(default)]
        last_seq: Option<u64>,
    },
    /// Take an action (in the game's notation). A resend with the same `request_id` is applied
    /// once.
    Move {
        action: String,
        #[serde(default)]
        request_id: Option<String>,
    },
    /// Take back the seat's last action (allowed until something is revealed or another seat
    /// acts).
    Undo {
        #[serde(default)]
        request_id: Option<String>,
    },
    /// Leave the table for good: a bot plays the seat from now on (until the player comes back).
    /// Applied once: leaving again, with any request id, changes nothing.
    Leave {
        #[serde(default)]
        request_id: Option<String>,
    },
    /// Say something: `text`, or one of the quick `phrase`s (`chat::PHRASES`). A player speaks
    /// to the table, a spectator on the spectators' channel, under `name` if given (a player's
    /// `name` is ignored: they are named by their seat). A resend with the same `request_id` is
    /// said once.
    Chat {
        #[serde(default)]
        text: Option<String>,
        #[serde(default)]
        phrase: Option<String>,
        #[serde(default)]
        name: Option<String>,
        #[serde(default)]
        request_id: Option<String>,
    },
    /// Ask what the hard bot would do in this seat's decision now, and why (a table that allows
    /// hints). The answer (`hint`) goes to this seat's clients only, after it is written in the
    /// table's log; asked again for the same decision, the same hint comes back.
    Hint {
        #[serde(default)]
        request_id: Option<String>,
    },
    Ping,
}

/// A hint a seat was given (the `hint` message; `welcome` carries the one for the seat's
/// decision now).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HintLine {
    /// The log entry it was written as.
    pub seq: u64,
    pub seat: usize,
    #[serde(flatten)]
    pub hint: gameroom_match::Hint,
}

/// Whose decision it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ToMove {
    /// A seat decides (a person, or a bot for them).
    Seat(usize),
    Chance,
    Over,
    /// The table has not started.
    NotStarted,
}

/// A seat as everyone may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub seat: usize,
    /// The player's name (a bot's level for a bot seat); none while the seat is free.
    pub name: Option<String>,
    /// `human` or `bot`.
    pub kind: String,
    /// The bot's spec for bot seats.
    #[serde(default)]
    pub bot: Option<String>,
    /// A person connected now.
    pub connected: bool,
    /// How long the person has been away, in milliseconds, when the message was built: since
    /// their last connection closed (or, never connected, since the table was made). None while
    /// they are connected, and for bots and free seats.
    #[serde(default)]
    pub away_ms: Option<u64>,
    /// The person said they leave the table (a stand-in plays on until they come back).
    #[serde(default)]
    pub left: bool,
    /// A bot plays for this person now (they left, or ran out of time).
    pub bot_standing_in: bool,
    /// A bot seat whose outside bot lost it (what happened, in a sentence): the normal level
    /// plays it now (see [`ServerMsg::BotReplaced`]).
    #[serde(default)]
    pub bot_fault: Option<String>,
}

/// A seat's clock: a time bank, topped up after each of its moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockInfo {
    pub seat: usize,
    /// What is left, in milliseconds, when the message was built.
    pub bank_ms: u64,
    /// It is running now.
    pub running: bool,
}

/// The state of the table as one seat (or a spectator) may see it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Table {
    /// The last log entry it reflects.
    pub seq: u64,
    pub status: crate::store::Status,
    pub seats: Vec<SeatInfo>,
    pub to_move: ToMove,
    /// The viewer's view (docs/wire.md); null before the start.
    pub view: serde_json::Value,
    /// The viewer's legal actions when it decides (empty otherwise).
    pub legal: Vec<LegalAction>,
    pub can_undo: bool,
    /// Each seat's clock; empty when the table has none.
    #[serde(default)]
    pub clocks: Vec<ClockInfo>,
    /// A bot is thinking for this seat.
    #[serde(default)]
    pub thinking: Option<usize>,
    /// The result, once the game is over.
    #[serde(default)]
    pub result: Option<Outcome>,
    /// The table that continues this one (a rematch).
    #[serde(default)]
    pub rematch: Option<String>,
}

/// What the server sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum ServerMsg {
    /// The answer to `hello`.
    Welcome {
        protocol: u32,
        table_id: Box<str>,
        game: Box<str>,
        /// The viewer's seat; none for a spectator.
        seat: Option<usize>,
        /// The viewer's events after its `last_seq` (all of them on a first connection).
        events: Vec<serde_json::Value>,
        /// True when `events` is the whole history (the client's `last_seq` could not be
        /// continued: it is unknown, or an undo came since).
        reset: bool,
        /// The chat messages after its `last_seq` (all of them when `reset`), both channels.
        #[serde(default)]
        chat: Vec<ChatLine>,
        /// Whether this table gives its players hints (`hint`).
        #[serde(default)]
        hints: bool,
        /// The hint the viewer's seat was given for its decision now, if it asked.
        #[serde(default)]
        hint: Option<Box<HintLine>>,
        #[serde(flatten)]
        table: Box<Table>,
    },
    /// A committed log entry: the events the viewer may see of it and its new view.
    Update {
        events: Vec<serde_json::Value>,
        /// The seat whose action the entry is (a person's, a bot's or a stand-in's); none for
        /// chance, the start, a clock running out, or an update without an entry.
        #[serde(default)]
        mover: Option<usize>,
        #[serde(flatten)]
        table: Box<Table>,
    },
    /// Actions were taken back: the fresh table, and the viewer's whole event history.
    Undone {
        seat: usize,
        events: Vec<serde_json::Value>,
        #[serde(flatten)]
        table: Box<Table>,
    },
    /// A chat message was committed (to every client at the table, both channels).
    Chat {
        #[serde(flatten)]
        line: ChatLine,
    },
    /// What the hard bot would do in the seat's decision now, and why: to the seat's clients
    /// only, once it is written in the log (an entry that changes nothing in the game).
    Hint {
        #[serde(flatten)]
        line: Box<HintLine>,
    },
    /// A move, undo, chat message or hint of this client was committed as entry `seq`.
    Ack {
        request_id: Option<String>,
        seq: u64,
        /// It had been applied already (a resend).
        duplicate: bool,
    },
    /// A move, undo, chat message or hint was not taken, and why.
    Refused {
        request_id: Option<String>,
        #[serde(flatten)]
        refusal: Refusal,
    },
    /// Who sits and who is connected changed.
    Seats {
        seats: Vec<SeatInfo>,
    },
    /// A seat's outside bot (registered with `gameroom serve --bot`) lost its seat: it could
    /// not start, crashed, hung, wrote garbage or answered an illegal action. `stand_in` (the
    /// normal level) plays the seat from now on; `fault` is the kind (`unstartable`,
    /// `crashed`, `hung`, `garbage`, `illegal`), `message` what happened.
    BotReplaced {
        seat: usize,
        bot: String,
        fault: String,
        message: String,
        stand_in: String,
    },
    /// Something about the connection or the message (not a move): a clear reason. The server
    /// may close the connection after it.
    Error {
        code: String,
        message: String,
    },
    /// The server is going away (shutting down); reconnect later.
    Bye {
        reason: String,
    },
    Pong,
}

/// The longest action a client may send, in bytes (the games' notation is far shorter).
pub const MAX_ACTION_BYTES: usize = 200;
/// The longest request id, table id or token a client may send, in bytes.
pub const MAX_ID_BYTES: usize = 100;
/// The longest chat text a client may send, in bytes (the message is then at most
/// `chat::MAX_CHARS` characters).
pub const MAX_CHAT_BYTES: usize = 1200;

/// Reads a client's message as a connection does (`ws.rs` calls it for every text frame): at
/// most `max_bytes` (the server's `--max-message-bytes`; the WebSocket layer refuses a longer
/// frame before it gets here), JSON of the protocol, an action of at most
/// [`MAX_ACTION_BYTES`], ids and tokens of at most [`MAX_ID_BYTES`]. The error is a short
/// sentence: input serde quotes in it is cut (`gameroom_game::brief`), so it never echoes a
/// large message back.
pub fn parse_client(text: &str, max_bytes: usize) -> Result<ClientMsg, String> {
    if text.len() > max_bytes {
        return Err(format!(
            "a message is at most {max_bytes} bytes; this one has {}",
            text.len()
        ));
    }
    let msg = serde_json::from_str::<ClientMsg>(text)
        .map_err(|e| gameroom_game::brief(&format!("not a message of the protocol: {e}")))?;
    let too_long = |what: &str, s: Option<&str>, max: usize| match s {
        Some(s) if s.len() > max => Err(format!("{what} is at most {max} bytes")),
        _ => Ok(()),
    };
    match &msg {
        ClientMsg::Hello { table, token, .. } => {
            too_long("a table id", Some(table), MAX_ID_BYTES)?;
            too_long("a token", token.as_deref(), MAX_ID_BYTES)?;
        }
        ClientMsg::Move { action, request_id } => {
            too_long("an action", Some(action), MAX_ACTION_BYTES)?;
            too_long("a request id", request_id.as_deref(), MAX_ID_BYTES)?;
        }
        ClientMsg::Undo { request_id } | ClientMsg::Hint { request_id } => {
            too_long("a request id", request_id.as_deref(), MAX_ID_BYTES)?
        }
        ClientMsg::Chat {
            text,
            phrase,
            name,
            request_id,
        } => {
            too_long("a chat message", text.as_deref(), MAX_CHAT_BYTES)?;
            too_long("a phrase", phrase.as_deref(), MAX_ID_BYTES)?;
            too_long("a name", name.as_deref(), MAX_ID_BYTES)?;
            too_long("a request id", request_id.as_deref(), MAX_ID_BYTES)?;
        }
        ClientMsg::Leave { .. } | ClientMsg::Ping => {}
    }
    Ok(msg)
}

impl ServerMsg {
    pub fn error(code: &str, message: impl Into<String>) -> Self {
        ServerMsg::Error {
            code: code.to_string(),
            message: message.into(),
        }
    }
}
