//! Records of CVlizations games: write them, and replay them checking every action.

use gameroom_game::{ActionsError, GameState, ParseActionError, Record, RecordError};

use crate::action::Action;
use crate::error::Illegal;
use crate::event::Event;
use crate::setup::{Setup, SetupError};
use crate::state::State;

#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error(transparent)]
    Record(#[from] RecordError),
    #[error("this is a record of `{0}`, not of cvlizations")]
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
    #[error("the record's result differs from the replay's")]
    ResultMismatch,
}

impl ReplayError {
    pub fn action_index(&self) -> Option<usize> {
        match self {
            ReplayError::Parse { index, .. } | ReplayError::Illegal { index, .. } => Some(*index),
            _ => None,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Replay {
    pub setup: Setup,
    pub state: State,
    pub actions: Vec<Action>,
    pub events: Vec<Event>,
}

pub fn new_record(setup: &Setup) -> Record {
    Record::new(
        <State as GameState>::NAME,
        serde_json::to_value(setup).unwrap_or_default(),
    )
}

pub fn record_setup(record: &Record) -> Result<Setup, ReplayError> {
    if record.game != <State as GameState>::NAME {
        return Err(ReplayError::OtherGame(record.game.clone()));
    }
    let setup: Setup = serde_json::from_value(record.setup.clone())
        .map_err(|e| ReplayError::SetupJson(e.to_string()))?;
    setup.check()?;
    Ok(setup)
}

/// Replays a record (the first `at` actions), checking every action.
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
        && let Some(r) = &record.result
        && state.outcome().as_ref() != Some(r)
    {
        return Err(ReplayError::ResultMismatch);
    }
    Ok(Replay {
        setup,
        state,
        actions,
        events,
    })
}
