//! The game record: which game, its setup, and every action in order (chance outcomes
//! included) in the game's text notation; and [`replay`], the one routine that checks a record
//! for every game.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::{Game, GameState, IllegalAction, Outcome, ParseActionError, Refusal};

/// The `format` value of the records this version writes and reads.
pub const RECORD_FORMAT: &str = "gameroom-record/1";

/// A whole game as a JSON document.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// Always [`RECORD_FORMAT`].
    pub format: String,
    /// The game's name, e.g. `meduris`.
    pub game: String,
    /// The game's setup (its shape is the game's own).
    pub setup: serde_json::Value,
    /// Every action in order, in the game's notation.
    pub actions: Vec<String>,
    /// The result as the writer saw it. Informational: a replay recomputes it and reports a
    /// mismatch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<Outcome>,
    /// Free-form facts about the game (who sat where, bots, seeds, dates).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub meta: BTreeMap<String, serde_json::Value>,
}

/// A record that cannot be read as a record at all.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    #[error(
        "the record is not valid JSON of a game record: {}",
        crate::brief(&.0.to_string())
    )]
    Json(#[from] serde_json::Error),
    #[error("the record's format is `{found}`; this version reads `{RECORD_FORMAT}`")]
    Format { found: String },
}

impl Record {
    pub fn new(game: &str, setup: serde_json::Value) -> Self {
        Record {
            format: RECORD_FORMAT.to_string(),
            game: game.to_string(),
            setup,
            actions: Vec::new(),
            result: None,
            meta: BTreeMap::new(),
        }
    }

    /// A new record of a game's setup.
    pub fn of<G: Game>(setup: &G::Setup) -> Self {
        Record::new(
            <G::State as GameState>::NAME,
            serde_json::to_value(setup).unwrap_or_default(),
        )
    }

    /// Reads a record and checks its envelope (not its actions: that is [`replay`]).
    pub fn from_json(text: &str) -> Result<Self, RecordError> {
        let record: Record = serde_json::from_str(text)?;
        if record.format != RECORD_FORMAT {
            return Err(RecordError::Format {
                found: crate::shorten(&record.format, 40),
            });
        }
        Ok(record)
    }

    /// The record as pretty JSON with one action per line.
    pub fn to_json(&self) -> String {
        // Serialising plain data cannot fail.
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

/// A record that does not replay, and where.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error(transparent)]
    Record(#[from] RecordError),
    #[error("this is a record of `{found}`, not of {expected}")]
    OtherGame { found: String, expected: String },
    #[error("the setup cannot be read: {0}")]
    SetupJson(String),
    #[error("the setup breaks a rule: {0}")]
    Setup(String),
    #[error("action {index} `{text}`: {error}")]
    Parse {
        index: usize,
        text: String,
        error: ParseActionError,
    },
    #[error("action {index} `{text}` is illegal: {refusal}")]
    Illegal {
        index: usize,
        text: String,
        refusal: Box<Refusal>,
    },
    #[error("--at {at}: the record has only {len} actions")]
    BeyondEnd { at: usize, len: usize },
    #[error(
        "the record says the result is {recorded}, but replaying it gives {computed}",
        recorded = crate::brief(&serde_json::to_string(recorded).unwrap_or_default()),
        computed = crate::brief(&serde_json::to_string(computed).unwrap_or_default())
    )]
    ResultMismatch {
        recorded: Box<Outcome>,
        computed: Box<Option<Outcome>>,
    },
}

impl ReplayError {
    /// The index (0-based) of the first action that failed, if an action failed.
    pub fn action_index(&self) -> Option<usize> {
        match self {
            ReplayError::Parse { index, .. } | ReplayError::Illegal { index, .. } => Some(*index),
            _ => None,
        }
    }

    /// The rule an illegal action breaks.
    pub fn rule(&self) -> Option<&str> {
        match self {
            ReplayError::Illegal { refusal, .. } => refusal.rule.as_deref(),
            _ => None,
        }
    }
}

/// A replayed game.
#[derive(Clone, Debug)]
pub struct Replay<G: Game> {
    pub setup: G::Setup,
    pub state: G::State,
    pub actions: Vec<<G::State as GameState>::Action>,
    /// Every event, as the whole table saw it (not redacted for anyone).
    pub events: Vec<<G::State as GameState>::Event>,
}

/// Reads the setup of a record of `G`.
pub fn record_setup<G: Game>(record: &Record) -> Result<G::Setup, ReplayError> {
    let name = <G::State as GameState>::NAME;
    if record.game != name {
        return Err(ReplayError::OtherGame {
            found: crate::shorten(&record.game, 40),
            expected: name.to_string(),
        });
    }
    serde_json::from_value(record.setup.clone())
        .map_err(|e| ReplayError::SetupJson(crate::brief(&e.to_string())))
}

/// Replays a record, checking every action; `at` stops after that many actions. The first
/// unreadable or illegal action is reported with its index and the refusal (code, rule,
/// sentence). A replay of the whole record checks its recorded result, if it has one.
pub fn replay<G: Game>(record: &Record, at: Option<usize>) -> Result<Replay<G>, ReplayError> {
    let setup = record_setup::<G>(record)?;
    let mut state = G::start(&setup).map_err(|e| ReplayError::Setup(e.to_string()))?;
    let len = record.actions.len();
    let upto = match at {
        Some(at) if at > len => return Err(ReplayError::BeyondEnd { at, len }),
        Some(at) => at,
        None => len,
    };
    let mut actions = Vec::with_capacity(upto);
    let mut events = Vec::new();
    for (index, text) in record.actions[..upto].iter().enumerate() {
        let action = state
            .parse_action(text)
            .map_err(|error| ReplayError::Parse {
                index,
                text: crate::shorten(text, 80),
                error,
            })?;
        state
            .apply_logged(action, &mut events)
            .map_err(|e| ReplayError::Illegal {
                index,
                text: crate::shorten(text, 80),
                refusal: Box::new(e.refusal()),
            })?;
        actions.push(action);
    }
    if upto == len
        && let Some(recorded) = &record.result
    {
        let computed = state.outcome();
        if computed.as_ref() != Some(recorded) {
            return Err(ReplayError::ResultMismatch {
                recorded: Box::new(recorded.clone()),
                computed: Box::new(computed),
            });
        }
    }
    Ok(Replay {
        setup,
        state,
        actions,
        events,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_refuses_other_formats() {
        let mut r = Record::new("meduris", serde_json::json!({"board": "2-3 players"}));
        r.actions.push("roll wood".into());
        let back = Record::from_json(&r.to_json()).expect("reads back");
        assert_eq!(back, r);
        let other = r.to_json().replace(RECORD_FORMAT, "gameroom-record/0");
        assert!(matches!(
            Record::from_json(&other),
            Err(RecordError::Format { .. })
        ));
        assert!(matches!(
            Record::from_json("{\"format\": 3"),
            Err(RecordError::Json(_))
        ));
    }
}
