//! The game record envelope: which game, its setup, and every action in order (chance outcomes
//! included) in the game's text notation. The setup's shape belongs to each game.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::{GameState, Outcome, ParseActionError};

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
    #[error("the record is not valid JSON of a game record: {0}")]
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

    /// Reads a record and checks its envelope (not its actions: that is the game's replay).
    pub fn from_json(text: &str) -> Result<Self, RecordError> {
        let record: Record = serde_json::from_str(text)?;
        if record.format != RECORD_FORMAT {
            return Err(RecordError::Format {
                found: record.format,
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

/// The first action of a list that does not replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ActionsError<E> {
    /// Action `index` cannot be read.
    Parse {
        index: usize,
        text: String,
        error: ParseActionError,
    },
    /// Action `index` is illegal where it stands.
    Illegal {
        index: usize,
        text: String,
        error: E,
    },
    /// `at` asks for more actions than there are.
    BeyondEnd { at: usize, len: usize },
}

/// The actions a replay applied and the events they caused.
pub type Replayed<G> = (Vec<<G as GameState>::Action>, Vec<<G as GameState>::Event>);

/// Applies the actions (the first `at`, when given) to `state`, reading each in the game's
/// notation and checking it; returns them and the events they caused.
pub fn replay_actions<G: GameState>(
    state: &mut G,
    texts: &[String],
    at: Option<usize>,
) -> Result<Replayed<G>, ActionsError<G::Illegal>> {
    let len = texts.len();
    let upto = match at {
        Some(at) if at > len => return Err(ActionsError::BeyondEnd { at, len }),
        Some(at) => at,
        None => len,
    };
    let mut actions = Vec::with_capacity(upto);
    let mut events = Vec::new();
    for (index, text) in texts[..upto].iter().enumerate() {
        let action = state
            .parse_action(text)
            .map_err(|error| ActionsError::Parse {
                index,
                text: text.clone(),
                error,
            })?;
        state
            .apply_logged(action, &mut events)
            .map_err(|error| ActionsError::Illegal {
                index,
                text: text.clone(),
                error,
            })?;
        actions.push(action);
    }
    Ok((actions, events))
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
