//! The Python classes (PyO3): `State` and `Bot`, and `new_game`.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyList;

use gameroom_game::{GameRng, rng_from_seed};

use crate::{DynBot, DynState};

fn err(e: String) -> PyErr {
    PyValueError::new_err(e)
}

fn json_loads<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.call_method1("loads", (text,))
}

/// A game in progress (OpenSpiel's `State`): who decides, the legal actions in notation,
/// chance outcomes, apply, per-seat observations as dicts (docs/wire.md), returns, clone.
#[pyclass(module = "gameroom._gameroom")]
struct State {
    inner: Box<dyn DynState>,
    /// Draws chance outcomes for `apply_chance` (seeded by `new_game`, cloned with the state).
    rng: GameRng,
}

#[pymethods]
impl State {
    /// The game's name.
    #[getter]
    fn game(&self) -> &'static str {
        self.inner.game()
    }

    fn num_players(&self) -> usize {
        self.inner.num_players()
    }

    /// The seat to decide, `CHANCE` (-1) or `TERMINAL` (-4).
    fn current_player(&self) -> i64 {
        self.inner.current_player()
    }

    fn is_terminal(&self) -> bool {
        self.inner.current_player() == crate::TERMINAL
    }

    fn is_chance_node(&self) -> bool {
        self.inner.current_player() == crate::CHANCE
    }

    /// The legal actions (chance outcomes when chance acts), in notation.
    fn legal_actions(&mut self) -> Vec<String> {
        self.inner.legal_actions()
    }

    /// How many legal actions there are: `apply_legal(i)` takes the i-th, the fast path for
    /// rollouts (no strings).
    fn num_legal_actions(&mut self) -> usize {
        self.inner.num_legal_actions()
    }

    /// Applies the i-th legal action (the order of `legal_actions()`).
    fn apply_legal(&mut self, i: usize) -> PyResult<()> {
        self.inner.apply_legal(i).map_err(err)
    }

    /// The number of distinct player actions: every action has a number below it, fixed for
    /// the game as set up (README, "Action numbers").
    fn num_distinct_actions(&self) -> usize {
        self.inner.num_distinct_actions()
    }

    /// The number of distinct chance outcomes (numbered in a space of their own).
    fn max_chance_outcomes(&self) -> usize {
        self.inner.max_chance_outcomes()
    }

    /// The legal actions' numbers (the chance outcomes' when chance acts), in the order of
    /// `legal_actions()`.
    fn legal_action_numbers(&mut self) -> Vec<usize> {
        self.inner.legal_numbers()
    }

    /// Applies the action numbered `n` (a chance outcome's number when chance acts); an
    /// illegal one raises ValueError and changes nothing.
    fn apply_action_number(&mut self, n: usize) -> PyResult<()> {
        self.inner.apply_number(n).map_err(err)
    }

    /// An action's number (given in notation; a chance outcome's when chance acts).
    fn action_number(&self, action: &str) -> PyResult<usize> {
        self.inner.number_of(action).map_err(err)
    }

    /// The action numbered `n`, in notation: a chance outcome when `chance` (by default, when
    /// chance acts now).
    #[pyo3(signature = (n, chance=None))]
    fn action_from_number(&self, n: usize, chance: Option<bool>) -> PyResult<String> {
        self.inner.action_of(n, chance).map_err(err)
    }

    /// A state as `seat` may believe it to be (OpenSpiel's `resample_from_infostate`): drawn
    /// from the seat's view and the events it has seen, so it tells nothing more. It has no
    /// record (its history is not the game's); its chance generator is drawn from `seed`.
    #[pyo3(signature = (seat, seed=None))]
    fn resample(&self, seat: usize, seed: Option<u64>) -> PyResult<State> {
        let seed = seed.unwrap_or_else(fresh_seed);
        Ok(State {
            inner: self.inner.resample(seat, seed).map_err(err)?,
            rng: rng_from_seed(seed ^ 0x5EED),
        })
    }

    /// Applies an action in notation (a player's, or a chance outcome); an illegal one raises
    /// ValueError and changes nothing.
    fn apply_action(&mut self, action: &str) -> PyResult<()> {
        self.inner.apply(action).map_err(err)
    }

    /// Each chance outcome with its probability (empty unless chance acts).
    fn chance_outcomes(&self) -> Vec<(String, f64)> {
        self.inner.chance_outcomes()
    }

    /// Draws a chance outcome from the state's own seeded generator and applies it.
    fn apply_chance(&mut self) -> PyResult<()> {
        self.inner.apply_chance(&mut self.rng).map_err(err)
    }

    /// What an action does, in words.
    fn describe_action(&self, action: &str) -> PyResult<String> {
        self.inner.describe(action).map_err(err)
    }

    /// What `seat` sees (a dict, docs/wire.md); `None`: a spectator.
    #[pyo3(signature = (seat=None))]
    fn observation<'py>(
        &self,
        py: Python<'py>,
        seat: Option<usize>,
    ) -> PyResult<Bound<'py, PyAny>> {
        json_loads(py, &self.inner.view_json(seat).map_err(err)?)
    }

    /// What `seat` sees (`None`: a spectator) as a list of `observation_size()` numbers: the
    /// game's documented encoding of its view (README, "Observation tensors").
    #[pyo3(signature = (seat=None))]
    fn observation_tensor(&self, seat: Option<usize>) -> PyResult<Vec<f32>> {
        self.inner.observation_tensor(seat).map_err(err)
    }

    /// What `seat` knows as numbers (OpenSpiel's information-state tensor): its observation
    /// tensor, then what it infers from every event it has seen (Meduris: every player's chips).
    fn information_state_tensor(&self, seat: usize) -> PyResult<Vec<f32>> {
        self.inner.information_state_tensor(seat).map_err(err)
    }

    /// The length of `information_state_tensor`.
    fn information_state_size(&self) -> usize {
        self.inner.information_state_size()
    }

    /// The length of `observation_tensor`, fixed for the game as set up.
    fn observation_size(&self) -> usize {
        self.inner.observation_size()
    }

    /// The same, as the JSON text.
    #[pyo3(signature = (seat=None))]
    fn observation_json(&self, seat: Option<usize>) -> PyResult<String> {
        self.inner.view_json(seat).map_err(err)
    }

    /// The events `seat` has seen since the game began (a list of dicts).
    fn events<'py>(&self, py: Python<'py>, seat: usize) -> PyResult<Bound<'py, PyAny>> {
        json_loads(py, &self.inner.events_json(seat).map_err(err)?)
    }

    /// The same as JSON text (a list of events).
    fn events_json(&self, seat: usize) -> PyResult<String> {
        self.inner.events_json(seat).map_err(err)
    }

    /// The whole state (every secret included), as a dict.
    fn state_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        json_loads(py, &self.inner.state_json())
    }

    /// Each seat's share of the win once the game is over (a shared win split), zeros before.
    fn returns(&self) -> Vec<f64> {
        self.inner.returns()
    }

    /// The rewards of the last step: the returns once the game is over, zeros before (the
    /// games pay out only at the end).
    fn rewards(&self) -> Vec<f64> {
        self.inner.returns()
    }

    /// The final scores once the game is over, else None.
    fn scores(&self) -> Option<Vec<i64>> {
        self.inner.scores()
    }

    /// Every action so far in notation (chance outcomes included): replays the game.
    fn history<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.inner.history())
    }

    /// A copy of the game. Its chance generator (`apply_chance`) is its own: drawn afresh from
    /// the system's entropy, so clones of one chance node roll apart, unless `seed` is given,
    /// which makes it that seed's. `copy.copy` is `clone()`; `copy.deepcopy` and `pickle` copy
    /// the generator too, so the copy draws what this state would.
    #[pyo3(signature = (seed=None))]
    fn clone(&self, seed: Option<u64>) -> State {
        State {
            inner: self.inner.clone_box(),
            rng: rng_from_seed(seed.unwrap_or_else(fresh_seed)),
        }
    }

    fn __copy__(&self) -> State {
        self.clone(None)
    }

    fn __deepcopy__(&self, _memo: Bound<'_, PyAny>) -> State {
        State {
            inner: self.inner.clone_box(),
            rng: self.rng.clone(),
        }
    }

    /// Pickling: the game's record (setup and actions, played again when unpickled), or for a
    /// state with none (a resampled one) a snapshot of the whole state; and the chance
    /// generator's state.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String, String))> {
        let restore = py.import("gameroom._gameroom")?.getattr("_restore")?;
        let rng = serde_json::to_string(&self.rng).map_err(|e| err(e.to_string()))?;
        Ok((restore, (self.serialize()?, rng)))
    }

    /// The game as a record (a dict, docs/records.md): the setup (with the seed it was drawn
    /// from in `meta.seed`) and every action so far; `gameroom.from_record` plays it again.
    fn record<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        json_loads(py, &self.inner.record_json().map_err(err)?)
    }

    /// The record as JSON text (what `gameroom replay` reads); for a state with no record (a
    /// resampled one), a snapshot of the whole state. `gameroom.deserialize` reads either.
    fn serialize(&self) -> PyResult<String> {
        match self.inner.record_json() {
            Ok(record) => Ok(record),
            Err(_) => self.inner.snapshot_json().map_err(err),
        }
    }

    fn __repr__(&self) -> String {
        format!(
            "<gameroom.State {} players={} actions={} current_player={}>",
            self.inner.game(),
            self.inner.num_players(),
            self.inner.history().len(),
            self.inner.current_player()
        )
    }
}

/// A new game: `game` by name (`gameroom.games()`), `players` seats, a variant (the player
/// count's default when None); the setup and the state's chance generator are drawn from `seed`.
#[pyfunction]
#[pyo3(signature = (game, players=2, seed=0, variant=None))]
fn new_game(game: &str, players: usize, seed: u64, variant: Option<String>) -> PyResult<State> {
    let inner = crate::new_game(game, players, variant, seed).map_err(err)?;
    Ok(State {
        inner,
        rng: rng_from_seed(seed ^ 0xC4A9_CE00),
    })
}

/// A seed from the system's entropy (a fresh chance generator).
fn fresh_seed() -> u64 {
    gameroom_game::rand::random()
}

/// A game from its record: a dict or JSON text (docs/records.md, as `State.record()` and
/// `State.serialize()` give it, or a record of the command line or the server). Its chance
/// generator is drawn afresh unless `seed` is given.
#[pyfunction]
#[pyo3(signature = (record, seed=None))]
fn from_record(py: Python<'_>, record: Bound<'_, PyAny>, seed: Option<u64>) -> PyResult<State> {
    let text: String = if let Ok(text) = record.extract::<String>() {
        text
    } else {
        py.import("json")?
            .call_method1("dumps", (record,))?
            .extract()?
    };
    Ok(State {
        inner: crate::from_record(&text).map_err(err)?,
        rng: rng_from_seed(seed.unwrap_or_else(fresh_seed)),
    })
}

/// A state from `State.serialize()`: a record (played again) or a snapshot. Its chance
/// generator is drawn afresh unless `seed` is given.
#[pyfunction]
#[pyo3(signature = (text, seed=None))]
fn deserialize(text: &str, seed: Option<u64>) -> PyResult<State> {
    Ok(State {
        inner: crate::from_snapshot(text).map_err(err)?,
        rng: rng_from_seed(seed.unwrap_or_else(fresh_seed)),
    })
}

/// Unpickling (see `State.__reduce__`).
#[pyfunction]
fn _restore(record: &str, rng: &str) -> PyResult<State> {
    Ok(State {
        inner: crate::from_snapshot(record).map_err(err)?,
        rng: serde_json::from_str(rng).map_err(|e| err(e.to_string()))?,
    })
}

/// A game's description as `gameroom games` gives it (a dict: players, variants, material,
/// rules).
#[pyfunction]
fn game_info<'py>(py: Python<'py>, game: &str) -> PyResult<Bound<'py, PyAny>> {
    json_loads(py, &crate::game_info(game).map_err(err)?)
}

/// The games this build plays.
#[pyfunction]
fn games() -> Vec<String> {
    crate::games()
}

/// A built-in bot: `spec` as on the command line (`random`, `easy`, `normal`, `hard`,
/// `mcts:2000it`, …). It decides for whoever is to move, from that seat's observation and
/// events only.
#[pyclass(module = "gameroom._gameroom")]
struct Bot {
    inner: std::sync::Mutex<Box<dyn DynBot>>,
    game: String,
}

#[pymethods]
impl Bot {
    #[new]
    #[pyo3(signature = (game, spec, seed=0, budget="1000it"))]
    fn new(game: &str, spec: &str, seed: u64, budget: &str) -> PyResult<Bot> {
        Ok(Bot {
            inner: std::sync::Mutex::new(crate::new_bot(game, spec, seed, budget).map_err(err)?),
            game: game.to_string(),
        })
    }

    #[getter]
    fn name(&self) -> String {
        self.inner.lock().map(|b| b.name()).unwrap_or_default()
    }

    #[getter]
    fn game(&self) -> String {
        self.game.clone()
    }

    /// The bot's action (in notation) for the seat to decide in `state`. The search runs
    /// without the GIL: other Python threads go on meanwhile.
    fn step(&self, py: Python<'_>, state: &State) -> PyResult<String> {
        let inner = state.inner.as_ref();
        let bot = &self.inner;
        py.detach(move || {
            let mut bot = bot
                .lock()
                .map_err(|_| "the bot failed before".to_string())?;
            bot.choose(inner)
        })
        .map_err(err)
    }
}

#[pymodule]
fn _gameroom(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<State>()?;
    m.add_class::<Bot>()?;
    m.add_function(wrap_pyfunction!(new_game, m)?)?;
    m.add_function(wrap_pyfunction!(games, m)?)?;
    m.add_function(wrap_pyfunction!(from_record, m)?)?;
    m.add_function(wrap_pyfunction!(game_info, m)?)?;
    m.add_function(wrap_pyfunction!(deserialize, m)?)?;
    m.add_function(wrap_pyfunction!(_restore, m)?)?;
    m.add("CHANCE", crate::CHANCE)?;
    m.add("TERMINAL", crate::TERMINAL)?;
    Ok(())
}
