//! Game records: write them, and replay them checking every action.

use gameroom_game::{ActionsError, GameState, Outcome, ParseActionError, Record, RecordError};

use crate::action::Action;
use crate::error::Illegal;
use crate::event::Event;
use crate::setup::{Setup, SetupError};
use crate::state::State;

/// A record that does not replay, and where.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error(transparent)]
    Record(#[from] RecordError),
    #[error("this is a record of `{0}`, not of meduris")]
    OtherGame(String),
    #[error("the setup cannot be read: {0}")]
    SetupJson(String),
    #[error("the setup breaks a rule: {0}")]
    Setup(#[from] SetupError),
    #[error("action {index} `{text}`: {error}")]
    Parse {
        index: usize,
        text: String,
        error: ParseActionError,
    },
    #[error("action {index} `{text}` is illegal: {error}")]
    Illegal {
        index: usize,
        text: String,
        error: Illegal,
    },
    #[error("--at {at}: the record has only {len} actions")]
    BeyondEnd { at: usize, len: usize },
    #[error(
        "the record says the result is {recorded}, but replaying it gives {computed}",
        recorded = serde_json::to_string(recorded).unwrap_or_default(),
        computed = serde_json::to_string(computed).unwrap_or_default()
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
    pub fn rule(&self) -> Option<&'static str> {
        match self {
            ReplayError::Illegal { error, .. } => error.rule(),
            _ => None,
        }
    }
}

/// A replayed game.
#[derive(Clone, Debug)]
pub struct Replay {
    pub setup: Setup,
    pub state: State,
    pub actions: Vec<Action>,
    pub events: Vec<Event>,
}

/// A new record for a setup.
pub fn new_record(setup: &Setup) -> Record {
    Record::new(
        <State as GameState>::NAME,
        serde_json::to_value(setup).unwrap_or_default(),
    )
}

/// Reads the setup of a record.
pub fn record_setup(record: &Record) -> Result<Setup, ReplayError> {
    if record.game != <State as GameState>::NAME {
        return Err(ReplayError::OtherGame(record.game.clone()));
    }
    let setup: Setup = serde_json::from_value(record.setup.clone())
        .map_err(|e| ReplayError::SetupJson(e.to_string()))?;
    setup.check()?;
    Ok(setup)
}

/// Replays a record, checking every action; `at` stops after that many actions. The first
/// unreadable or illegal action is reported with its index and the rule it breaks. A replay of
/// the whole record checks its recorded result, if it has one.
pub fn replay(record: &Record, at: Option<usize>) -> Result<Replay, ReplayError> {
    let setup = record_setup(record)?;
    let mut state = State::new(&setup)?;
    let len = record.actions.len();
    let (actions, events) = gameroom_game::replay_actions(&mut state, &record.actions, at)
        .map_err(|e| match e {
            ActionsError::Parse { index, text, error } => ReplayError::Parse { index, text, error },
            ActionsError::Illegal { index, text, error } => {
                ReplayError::Illegal { index, text, error }
            }
            ActionsError::BeyondEnd { at, len } => ReplayError::BeyondEnd { at, len },
        })?;
    if at.is_none_or(|at| at == len)
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
