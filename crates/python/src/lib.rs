//! The gameroom games for Python: the native half of the `gameroom` package (built with maturin
//! from `crates/python/pyproject.toml`; see `crates/python/README.md`).
//!
//! The games are reached through the build's registry (`gameroom-games`) by name and erased to
//! [`DynState`], so this crate names no game and every game of the registry is playable from
//! Python. The Python classes live behind the `python` feature: without it (as `cargo test
//! --workspace` builds it) the crate needs no Python interpreter, and its tests check the erased
//! interface the classes forward to.

use std::any::Any;

use gameroom_bots::{Bot, BotGame, Budget, Decision};
use gameroom_game::{
    Actor, Determinize, GameRng, GameState, IllegalAction, Record, TableOptions, record_setup,
    rng_from_seed,
};
use gameroom_games::GAMES;
use gameroom_match::registry::{GameVisitor, Registry};

#[cfg(feature = "python")]
mod py;

/// The player id of chance, as OpenSpiel numbers it.
pub const CHANCE: i64 = -1;
/// The player id once the game is over, as OpenSpiel numbers it.
pub const TERMINAL: i64 = -4;

/// A game in progress, whatever the game: the state, its history in notation, and each seat's
/// log of the events it has seen (what a bot is given).
pub trait DynState: Send + Sync {
    fn clone_box(&self) -> Box<dyn DynState>;
    fn as_any(&self) -> &dyn Any;
    fn game(&self) -> &'static str;
    fn num_players(&self) -> usize;
    /// The seat to decide, [`CHANCE`] or [`TERMINAL`].
    fn current_player(&self) -> i64;
    /// The legal actions (chance outcomes when chance acts), in notation.
    fn legal_actions(&mut self) -> Vec<String>;
    /// How many legal actions there are (see [`apply_legal`](Self::apply_legal)).
    fn num_legal_actions(&mut self) -> usize;
    /// Applies the `i`-th legal action (the order of [`legal_actions`](Self::legal_actions)).
    fn apply_legal(&mut self, i: usize) -> Result<(), String>;
    /// Applies an action in notation; an illegal one is refused and changes nothing.
    fn apply(&mut self, action: &str) -> Result<(), String>;
    /// Each chance outcome with its probability (empty unless chance acts).
    fn chance_outcomes(&self) -> Vec<(String, f64)>;
    /// Draws a chance outcome with `rng` and applies it.
    fn apply_chance(&mut self, rng: &mut GameRng) -> Result<(), String>;
    /// What an action does, in words.
    fn describe(&self, action: &str) -> Result<String, String>;
    /// A seat's view (`None`: a spectator's) as JSON (docs/wire.md).
    fn view_json(&self, seat: Option<usize>) -> Result<String, String>;
    /// The events a seat has seen since the game began, as a JSON list.
    fn events_json(&self, seat: usize) -> Result<String, String>;
    /// The whole state as JSON (for the referee: every secret included).
    fn state_json(&self) -> String;
    /// Each seat's share of the win once the game is over (a shared win split), zeros before.
    fn returns(&self) -> Vec<f64>;
    /// Final scores once the game is over.
    fn scores(&self) -> Option<Vec<i64>>;
    /// Every action so far, in notation (chance outcomes included).
    fn history(&self) -> Vec<String>;
    /// The number of distinct player actions (a fixed space for the game as set up; each
    /// game's numbering is documented in its `numbering.rs`).
    fn num_distinct_actions(&self) -> usize;
    /// The number of distinct chance outcomes (a space of its own).
    fn max_chance_outcomes(&self) -> usize;
    /// The legal actions' numbers (chance outcomes' when chance acts), in the order of
    /// [`legal_actions`](Self::legal_actions).
    fn legal_numbers(&mut self) -> Vec<usize>;
    /// Applies the action numbered `n` (a chance outcome's number when chance acts).
    fn apply_number(&mut self, n: usize) -> Result<(), String>;
    /// An action's number (read in notation; a chance outcome's when chance acts).
    fn number_of(&self, action: &str) -> Result<usize, String>;
    /// The action a number names, in notation: a chance outcome's when `chance` (by default,
    /// when chance acts now).
    fn action_of(&self, n: usize, chance: Option<bool>) -> Result<String, String>;
    /// A state as `seat` may believe it to be: drawn (with `seed`) from what the seat knows, its
    /// view and the events it has seen, so it tells nothing the seat does not know. Its history
    /// is not the game's (it has no record); every seat's log is what this seat saw of the
    /// game, as a spectator would have seen it, and this seat's own log is its own.
    fn resample(&self, seat: usize, seed: u64) -> Result<Box<dyn DynState>, String>;
    /// The whole state as JSON: the game's state (every secret), each seat's log, the setup
    /// and the actions: what pickling and `serialize` use for a state with no record (a
    /// resampled one); [`from_snapshot`] reads it.
    fn snapshot_json(&self) -> Result<String, String>;
    /// The size of a seat's observation tensor (fixed for the game as set up).
    fn observation_size(&self) -> usize;
    /// What `seat` sees (`None`: a spectator) as numbers: the game's documented encoding of its
    /// view (`tensor.rs` of each game).
    fn observation_tensor(&self, seat: Option<usize>) -> Result<Vec<f32>, String>;
    /// The size of a seat's information-state tensor.
    fn information_state_size(&self) -> usize;
    /// What `seat` knows as numbers: its observation tensor, then what it infers from every
    /// event it has seen (the game's documented encoding).
    fn information_state_tensor(&self, seat: usize) -> Result<Vec<f32>, String>;
    /// The game as a record (docs/records.md): its setup and every action so far, so that
    /// [`from_record`] (or `gameroom replay`) plays it again alone; `meta.seed` is the seed the
    /// setup was drawn from, when it was. A resampled state has none.
    fn record_json(&self) -> Result<String, String>;
}

/// A bot for one game, erased like [`DynState`].
pub trait DynBot: Send {
    fn name(&self) -> String;
    /// The bot's action for whoever decides in `state` (it sees only that seat's view and
    /// events).
    fn choose(&mut self, state: &dyn DynState) -> Result<String, String>;
}

struct Typed<G: BotGame> {
    /// The setup, as records write it.
    setup: serde_json::Value,
    /// The seed the setup was drawn from, if it was.
    seed: Option<u64>,
    state: G::State,
    seen: Vec<Vec<<G::State as GameState>::Event>>,
    history: Vec<String>,
    legal: Vec<<G::State as GameState>::Action>,
    legal_fresh: bool,
    scratch: Vec<<G::State as GameState>::Event>,
    /// Drawn from a seat's knowledge ([`DynState::resample`]): no record.
    sampled: bool,
}

impl<G: BotGame> Clone for Typed<G> {
    fn clone(&self) -> Self {
        Typed {
            setup: self.setup.clone(),
            seed: self.seed,
            state: self.state.clone(),
            seen: self.seen.clone(),
            history: self.history.clone(),
            legal: self.legal.clone(),
            legal_fresh: self.legal_fresh,
            scratch: Vec::new(),
            sampled: self.sampled,
        }
    }
}

impl<G: BotGame> Typed<G> {
    fn new(setup: &G::Setup, seed: Option<u64>) -> Result<Self, String> {
        let state = G::start(setup).map_err(|e| e.to_string())?;
        let n = state.num_players();
        Ok(Typed {
            setup: serde_json::to_value(setup).map_err(|e| e.to_string())?,
            seed,
            state,
            seen: vec![Vec::new(); n],
            history: Vec::new(),
            legal: Vec::new(),
            legal_fresh: false,
            scratch: Vec::new(),
            sampled: false,
        })
    }

    fn refresh(&mut self) {
        if !self.legal_fresh {
            self.state.legal_actions(&mut self.legal);
            self.legal_fresh = true;
        }
    }

    fn apply_action(&mut self, a: <G::State as GameState>::Action) -> Result<(), String> {
        let text = self.state.action_to_string(a);
        self.scratch.clear();
        self.state
            .apply_logged(a, &mut self.scratch)
            .map_err(|e| format!("`{text}`: {}", e.refusal().message))?;
        for e in &self.scratch {
            for (s, log) in self.seen.iter_mut().enumerate() {
                if let Some(x) = self.state.event_seen_by(e, s) {
                    log.push(x);
                }
            }
        }
        self.history.push(text);
        self.legal_fresh = false;
        Ok(())
    }
}

fn to_json<T: serde::Serialize>(v: &T) -> Result<String, String> {
    serde_json::to_string(v).map_err(|e| e.to_string())
}

impl<G: BotGame> DynState for Typed<G> {
    fn clone_box(&self) -> Box<dyn DynState> {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn game(&self) -> &'static str {
        <G::State as GameState>::NAME
    }
    fn num_players(&self) -> usize {
        self.state.num_players()
    }
    fn current_player(&self) -> i64 {
        match self.state.actor() {
            Actor::Player(s) => s as i64,
            Actor::Chance => CHANCE,
            Actor::Terminal => TERMINAL,
        }
    }
    fn legal_actions(&mut self) -> Vec<String> {
        self.refresh();
        self.legal
            .iter()
            .map(|&a| self.state.action_to_string(a))
            .collect()
    }
    fn num_legal_actions(&mut self) -> usize {
        self.refresh();
        self.legal.len()
    }
    fn apply_legal(&mut self, i: usize) -> Result<(), String> {
        self.refresh();
        let Some(&a) = self.legal.get(i) else {
            return Err(format!(
                "there are {} legal actions; no action number {i}",
                self.legal.len()
            ));
        };
        self.apply_action(a)
    }
    fn apply(&mut self, action: &str) -> Result<(), String> {
        let a = self.state.parse_action(action).map_err(|e| e.to_string())?;
        self.apply_action(a)
    }
    fn chance_outcomes(&self) -> Vec<(String, f64)> {
        let mut out = Vec::new();
        self.state.chance_outcomes(&mut out);
        out.into_iter()
            .map(|(a, p)| (self.state.action_to_string(a), p))
            .collect()
    }
    fn apply_chance(&mut self, rng: &mut GameRng) -> Result<(), String> {
        let a = self
            .state
            .sample_chance(rng)
            .ok_or_else(|| "chance does not act now".to_string())?;
        self.apply_action(a)
    }
    fn describe(&self, action: &str) -> Result<String, String> {
        let a = self.state.parse_action(action).map_err(|e| e.to_string())?;
        Ok(self.state.describe_action(a))
    }
    fn view_json(&self, seat: Option<usize>) -> Result<String, String> {
        match seat {
            Some(s) if s >= self.num_players() => Err(format!("there is no seat {s}")),
            Some(s) => to_json(&self.state.view(s)),
            None => to_json(&self.state.spectator_view()),
        }
    }
    fn events_json(&self, seat: usize) -> Result<String, String> {
        let log = self
            .seen
            .get(seat)
            .ok_or_else(|| format!("there is no seat {seat}"))?;
        to_json(log)
    }
    fn state_json(&self) -> String {
        G::state_to_json(&self.state).to_string()
    }
    fn returns(&self) -> Vec<f64> {
        let n = self.num_players();
        match self.state.outcome() {
            Some(o) => (0..n).map(|s| o.win_share(s)).collect(),
            None => vec![0.0; n],
        }
    }
    fn scores(&self) -> Option<Vec<i64>> {
        self.state.outcome().map(|o| o.scores)
    }
    fn history(&self) -> Vec<String> {
        self.history.clone()
    }
    fn num_distinct_actions(&self) -> usize {
        self.state.num_distinct_actions()
    }
    fn max_chance_outcomes(&self) -> usize {
        self.state.max_chance_outcomes()
    }
    fn legal_numbers(&mut self) -> Vec<usize> {
        self.refresh();
        self.legal
            .iter()
            .map(|&a| self.state.action_number(a))
            .collect()
    }
    fn apply_number(&mut self, n: usize) -> Result<(), String> {
        let chance = self.state.actor() == Actor::Chance;
        let a = self.state.action_from_number(n, chance).ok_or_else(|| {
            let space = if chance {
                self.max_chance_outcomes()
            } else {
                self.num_distinct_actions()
            };
            format!(
                "no action is numbered {n} (the numbers are 0 to {})",
                space - 1
            )
        })?;
        self.apply_action(a)
    }
    fn number_of(&self, action: &str) -> Result<usize, String> {
        let a = self.state.parse_action(action).map_err(|e| e.to_string())?;
        let n = self.state.action_number(a);
        // An action outside the game as set up (a field past the board's, a seat past the
        // players) has no number of its own.
        let chance = self.state.action_from_number(n, true) == Some(a);
        if chance || self.state.action_from_number(n, false) == Some(a) {
            Ok(n)
        } else {
            Err(format!(
                "`{action}` has no number in this game (no such action here)"
            ))
        }
    }
    fn action_of(&self, n: usize, chance: Option<bool>) -> Result<String, String> {
        let chance = chance.unwrap_or(self.state.actor() == Actor::Chance);
        self.state
            .action_from_number(n, chance)
            .map(|a| self.state.action_to_string(a))
            .ok_or_else(|| format!("no action is numbered {n}"))
    }
    fn information_state_size(&self) -> usize {
        self.state.information_state_size()
    }
    fn information_state_tensor(&self, seat: usize) -> Result<Vec<f32>, String> {
        let log = self
            .seen
            .get(seat)
            .ok_or_else(|| format!("there is no seat {seat}"))?;
        let mut out = Vec::with_capacity(self.state.information_state_size());
        self.state.information_state_tensor(seat, log, &mut out);
        Ok(out)
    }
    fn snapshot_json(&self) -> Result<String, String> {
        to_json(&serde_json::json!({
            "snapshot": <G::State as GameState>::NAME,
            "setup": self.setup,
            "state": G::state_to_json(&self.state),
            "seen": self.seen,
            "history": self.history,
            "sampled": self.sampled,
        }))
    }
    fn observation_size(&self) -> usize {
        self.state.observation_size()
    }
    fn observation_tensor(&self, seat: Option<usize>) -> Result<Vec<f32>, String> {
        if let Some(s) = seat.filter(|&s| s >= self.num_players()) {
            return Err(format!("there is no seat {s}"));
        }
        let mut out = Vec::with_capacity(self.state.observation_size());
        self.state.observation_tensor(seat, &mut out);
        Ok(out)
    }
    fn resample(&self, seat: usize, seed: u64) -> Result<Box<dyn DynState>, String> {
        let log = self
            .seen
            .get(seat)
            .ok_or_else(|| format!("there is no seat {seat}"))?;
        let view = self.state.view(seat);
        let knowledge = <G::State as Determinize>::knowledge(&view, log);
        let state = <G::State as Determinize>::sample(&knowledge, &mut rng_from_seed(seed));
        let public: Vec<_> = log
            .iter()
            .filter_map(|e| self.state.event_seen_by_spectator(e))
            .collect();
        let mut seen = vec![public; self.num_players()];
        seen[seat] = log.clone();
        Ok(Box::new(Typed::<G> {
            setup: self.setup.clone(),
            seed: None,
            state,
            seen,
            history: Vec::new(),
            legal: Vec::new(),
            legal_fresh: false,
            scratch: Vec::new(),
            sampled: true,
        }))
    }
    fn record_json(&self) -> Result<String, String> {
        if self.sampled {
            return Err("a state sampled from a seat's knowledge has no record (its history is not the game's)".into());
        }
        let mut record = Record::new(<G::State as GameState>::NAME, self.setup.clone());
        record.actions = self.history.clone();
        record.result = self.state.outcome();
        if let Some(seed) = self.seed {
            record.meta.insert("seed".into(), seed.into());
        }
        Ok(record.to_json())
    }
}

/// A new game by name: `players` seats, the variant (the player count's default when `None`),
/// its setup drawn from `seed` (who starts, bonus chips, …; chance is then up to the caller).
pub fn new_game(
    game: &str,
    players: usize,
    variant: Option<String>,
    seed: u64,
) -> Result<Box<dyn DynState>, String> {
    struct New(TableOptions, u64);
    impl GameVisitor for New {
        type Output = Result<Box<dyn DynState>, String>;
        fn visit<G: BotGame>(self) -> Self::Output {
            G::info().check_players(self.0.players)?;
            let setup = G::setup(&self.0, &mut rng_from_seed(self.1)).map_err(|e| e.to_string())?;
            Ok(Box::new(Typed::<G>::new(&setup, Some(self.1))?))
        }
    }
    let options = TableOptions {
        players,
        variant,
        ..TableOptions::default()
    };
    GAMES
        .visit(game, New(options, seed))
        .map_err(|e| e.to_string())?
}

/// A game from its record (docs/records.md, as `record_json` writes it, or a record of the
/// command line or the server): its setup, then its actions played again, each checked.
pub fn from_record(text: &str) -> Result<Box<dyn DynState>, String> {
    let record = Record::from_json(text).map_err(|e| e.to_string())?;
    struct Load(Record);
    impl GameVisitor for Load {
        type Output = Result<Box<dyn DynState>, String>;
        fn visit<G: BotGame>(self) -> Self::Output {
            let setup = record_setup::<G>(&self.0).map_err(|e| e.to_string())?;
            let seed = self.0.meta.get("seed").and_then(serde_json::Value::as_u64);
            let mut typed = Typed::<G>::new(&setup, seed)?;
            for (i, a) in self.0.actions.iter().enumerate() {
                typed
                    .apply(a)
                    .map_err(|e| format!("action {i} of the record: {e}"))?;
            }
            Ok(Box::new(typed))
        }
    }
    let game = record.game.clone();
    GAMES
        .visit(&game, Load(record))
        .map_err(|e| e.to_string())?
}

/// A state from [`DynState::snapshot_json`], or from a record ([`from_record`]).
pub fn from_snapshot(text: &str) -> Result<Box<dyn DynState>, String> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let Some(game) = value.get("snapshot").and_then(|g| g.as_str()) else {
        return from_record(text);
    };
    struct Load(serde_json::Value);
    impl GameVisitor for Load {
        type Output = Result<Box<dyn DynState>, String>;
        fn visit<G: BotGame>(self) -> Self::Output {
            let v = self.0;
            let field = |k: &str| v.get(k).cloned().unwrap_or_default();
            let state = G::state_from_json(&field("state"))?;
            let seen = serde_json::from_value(field("seen")).map_err(|e| e.to_string())?;
            let history = serde_json::from_value(field("history")).map_err(|e| e.to_string())?;
            Ok(Box::new(Typed::<G> {
                setup: field("setup"),
                seed: None,
                state,
                seen,
                history,
                legal: Vec::new(),
                legal_fresh: false,
                scratch: Vec::new(),
                sampled: field("sampled").as_bool().unwrap_or(true),
            }))
        }
    }
    let game = game.to_string();
    GAMES.visit(&game, Load(value)).map_err(|e| e.to_string())?
}

/// A game's description (players, variants, material, rules) as JSON: `GameInfo` of
/// `gameroom games`.
pub fn game_info(game: &str) -> Result<String, String> {
    let entry = GAMES.catalog().game(game).map_err(|e| e.to_string())?;
    to_json(entry.info())
}

/// The names of the games.
pub fn games() -> Vec<String> {
    GAMES.catalog().names()
}

struct TypedBot<G: BotGame> {
    bot: Box<dyn Bot<G::State>>,
}

impl<G: BotGame> DynBot for TypedBot<G> {
    fn name(&self) -> String {
        self.bot.name()
    }
    fn choose(&mut self, state: &dyn DynState) -> Result<String, String> {
        let Some(t) = state.as_any().downcast_ref::<Typed<G>>() else {
            return Err(format!(
                "this bot plays {}, not {}",
                <G::State as GameState>::NAME,
                state.game()
            ));
        };
        let Actor::Player(seat) = t.state.actor() else {
            return Err("no seat decides now (chance acts, or the game is over)".into());
        };
        let mut legal = Vec::new();
        t.state.legal_actions(&mut legal);
        let view = t.state.view(seat);
        let a = self
            .bot
            .choose(&Decision::new(seat, &view, &legal, &t.seen[seat]));
        Ok(t.state.action_to_string(a))
    }
}

/// A built-in bot of a game by spec (`random`, `easy`, `normal`, `hard`, `mcts:2000it`, …);
/// search bots that name no budget get `budget`.
pub fn new_bot(game: &str, spec: &str, seed: u64, budget: &str) -> Result<Box<dyn DynBot>, String> {
    let budget: Budget = budget.parse()?;
    struct New<'a>(&'a str, u64, Budget);
    impl GameVisitor for New<'_> {
        type Output = Result<Box<dyn DynBot>, String>;
        fn visit<G: BotGame>(self) -> Self::Output {
            let bot = G::bot(self.0, self.1, self.2, 1)?;
            Ok(Box::new(TypedBot::<G> { bot }))
        }
    }
    GAMES
        .visit(game, New(spec, seed, budget))
        .map_err(|e| e.to_string())?
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plays a whole game with `apply_legal`, chance drawn from `rng`, checking the erased
    /// interface as it goes.
    fn random_game(game: &str, players: usize, seed: u64) -> Box<dyn DynState> {
        let mut s = new_game(game, players, None, seed).expect("a game");
        let mut rng = rng_from_seed(seed);
        let mut steps = 0;
        while s.current_player() != TERMINAL {
            if s.current_player() == CHANCE {
                let p: f64 = s.chance_outcomes().iter().map(|(_, p)| p).sum();
                assert!((p - 1.0).abs() < 1e-9, "chance outcomes sum to 1");
                s.apply_chance(&mut rng).expect("chance");
            } else {
                let n = s.num_legal_actions();
                assert!(n > 0 && s.legal_actions().len() == n);
                use gameroom_game::rand::RngExt;
                s.apply_legal(rng.random_range(0..n)).expect("legal");
            }
            steps += 1;
            assert!(steps < 100_000, "games end");
        }
        s
    }

    #[test]
    fn every_game_plays_to_the_end_through_the_erased_interface() {
        for game in games() {
            let s = random_game(&game, 2, 3);
            let r = s.returns();
            assert!((r.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{game}: {r:?}");
            assert_eq!(s.scores().expect("scores").len(), 2);
            assert_eq!(s.num_legal_actions_after_end(), 0);
        }
    }

    trait AfterEnd {
        fn num_legal_actions_after_end(self) -> usize;
    }
    impl AfterEnd for Box<dyn DynState> {
        fn num_legal_actions_after_end(mut self) -> usize {
            self.num_legal_actions()
        }
    }

    #[test]
    fn actions_by_notation_replay_a_history_and_clones_are_independent() {
        let s = random_game("cvlizations", 3, 5);
        let mut again = new_game("cvlizations", 3, None, 5).expect("a game");
        for a in s.history() {
            again.apply(&a).expect("replays");
        }
        assert_eq!(again.state_json(), s.state_json());
        let mut a = new_game("meduris", 2, None, 1).expect("a game");
        let b = a.clone_box();
        a.apply_legal(0).expect("legal");
        assert_eq!(b.history().len(), 0);
        assert_eq!(a.history().len(), 1);
        assert!(a.apply("fly to the moon").is_err());
        assert!(a.apply_legal(10_000).is_err());
        assert!(new_game("chess", 2, None, 1).is_err());
        assert!(new_game("meduris", 9, None, 1).is_err());
    }

    #[test]
    fn a_resampled_state_shows_its_seat_the_same_view_and_has_no_record() {
        for (game, players) in [("meduris", 3), ("cvlizations", 4)] {
            let mut s = new_game(game, players, None, 5).expect("a game");
            let mut rng = rng_from_seed(5);
            for _ in 0..60 {
                if s.current_player() == CHANCE {
                    s.apply_chance(&mut rng).expect("chance");
                } else {
                    s.apply_legal(0).expect("legal");
                }
            }
            for seat in 0..players {
                let r = s.resample(seat, 7).expect("a sample");
                assert_eq!(
                    r.view_json(Some(seat)),
                    s.view_json(Some(seat)),
                    "{game} {seat}"
                );
                assert_eq!(r.events_json(seat), s.events_json(seat));
                assert_eq!(r.current_player(), s.current_player());
                assert!(r.record_json().is_err());
                let back = from_snapshot(&r.snapshot_json().expect("a snapshot")).expect("read");
                assert_eq!(back.state_json(), r.state_json());
                assert_eq!(back.events_json(seat), r.events_json(seat));
                assert!(back.record_json().is_err(), "still without a record");
            }
            assert!(s.resample(players, 1).is_err());
        }
    }

    #[test]
    fn actions_by_number_play_the_same_game_as_by_notation() {
        for (game, players) in [("meduris", 4), ("cvlizations", 2), ("cvlizations", 5)] {
            let by_text = random_game(game, players, 4);
            let mut by_number = new_game(game, players, None, 4).expect("a game");
            for a in by_text.history() {
                let n = by_number.number_of(&a).expect("a number");
                let legal = by_number.legal_numbers();
                assert!(legal.contains(&n), "{game}: `{a}` ({n}) among {legal:?}");
                assert_eq!(by_number.action_of(n, None).expect("named"), a);
                by_number.apply_number(n).expect("applies");
            }
            assert_eq!(by_number.state_json(), by_text.state_json());
            assert!(
                by_number
                    .apply_number(by_number.num_distinct_actions())
                    .is_err()
            );
            if game == "meduris" {
                // No field 45 on either side: no number of its own (its would name a temple).
                assert!(by_number.number_of("hut 45").is_err());
            }
        }
    }

    #[test]
    fn a_record_plays_the_game_again_alone_and_is_a_record_of_the_command_line() {
        for (game, players) in [("meduris", 3), ("cvlizations", 2)] {
            let s = random_game(game, players, 9);
            let text = s.record_json().expect("a record");
            let again = from_record(&text).expect("the record replays");
            assert_eq!(again.state_json(), s.state_json(), "{game}");
            assert_eq!(again.history(), s.history());
            let record = Record::from_json(&text).expect("a record");
            assert_eq!(record.meta.get("seed"), Some(&serde_json::json!(9)));
            struct Check(Record);
            impl GameVisitor for Check {
                type Output = Result<(), String>;
                fn visit<G: BotGame>(self) -> Self::Output {
                    gameroom_game::replay::<G>(&self.0, None)
                        .map(|_| ())
                        .map_err(|e| e.to_string())
                }
            }
            GAMES
                .visit(game, Check(record.clone()))
                .expect("a game")
                .expect("the command line's replay reads it");
            let mut bad = record;
            bad.actions.truncate(3);
            bad.actions.push("fly to the moon".into());
            let e = from_record(&bad.to_json()).err().expect("refused");
            assert!(e.contains("action 3"), "{e}");
        }
        assert!(from_record("{}").is_err());
    }

    #[test]
    fn views_hide_what_a_seat_may_not_see_and_bots_play_from_them() {
        let mut s = new_game("meduris", 2, None, 2).expect("a game");
        let mut bot = new_bot("meduris", "normal", 1, "100it").expect("a bot");
        let mut rng = rng_from_seed(2);
        for _ in 0..200 {
            match s.current_player() {
                TERMINAL => break,
                CHANCE => s.apply_chance(&mut rng).expect("chance"),
                _ => {
                    let a = bot.choose(s.as_ref()).expect("a choice");
                    s.apply(&a).expect("legal");
                }
            }
        }
        let view: serde_json::Value =
            serde_json::from_str(&s.view_json(Some(0)).expect("view")).expect("JSON");
        assert_eq!(view["stock"].as_object().expect("stock").len(), 1);
        let spectator: serde_json::Value =
            serde_json::from_str(&s.view_json(None).expect("view")).expect("JSON");
        assert_eq!(spectator["stock"].as_object().map_or(0, |o| o.len()), 0);
        assert!(s.view_json(Some(5)).is_err());
        let other = new_bot("cvlizations", "random", 1, "10it").expect("a bot");
        let mut other = other;
        assert!(
            other.choose(s.as_ref()).is_err(),
            "a bot plays its own game only"
        );
    }
}
