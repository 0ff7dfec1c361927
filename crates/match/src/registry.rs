//! What a build's games look like to generic code: [`GameEntry`] (a game without its types:
//! what a command line, a lobby or a server needs), [`Catalog`] (the entries, looked up by name),
//! [`Registry`] (the catalog, plus [`GameVisitor`]s run with the game's types), and [`Entry`],
//! the entry of any [`BotGame`]. This crate names no game: the list of games is the composition
//! root's (`gameroom-games`), handed to the server, the tools and the Python package.

use std::marker::PhantomData;
use std::sync::OnceLock;

use gameroom_bots::{BotGame, Budget};
use gameroom_game::{
    Actor, Game, GameInfo, GameState, Material, Outcome, Record, ReplayError, TableOptions,
    rng_from_seed,
};
use serde::Serialize;

use crate::erased::{AnyMatch, SeatSpec};
use crate::{Controller, Match};

/// Generic code to run for whichever game a name picks (see [`Registry::visit`]).
pub trait GameVisitor {
    type Output;
    fn visit<G: BotGame>(self) -> Self::Output;
}

/// A game name this build does not know.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown game `{}` (this version plays: {})",
    gameroom_game::shorten(.name, 40),
    .known.join(", ")
)]
pub struct UnknownGame {
    pub name: String,
    /// The games this build plays.
    pub known: Vec<String>,
}

/// A build's games, each seen without its types; looked up by name (any case, spaces trimmed).
#[derive(Clone, Copy)]
pub struct Catalog {
    entries: &'static [&'static dyn GameEntry],
}

impl Catalog {
    pub const fn new(entries: &'static [&'static dyn GameEntry]) -> Catalog {
        Catalog { entries }
    }

    /// Every game, in the build's order.
    pub fn all(&self) -> &'static [&'static dyn GameEntry] {
        self.entries
    }

    /// The names of the games, for messages and `--help`.
    pub fn names(&self) -> Vec<String> {
        self.entries.iter().map(|g| g.info().name.clone()).collect()
    }

    /// A game by name.
    pub fn game(&self, name: &str) -> Result<&'static dyn GameEntry, UnknownGame> {
        let key = name.trim().to_ascii_lowercase();
        self.entries
            .iter()
            .copied()
            .find(|g| g.info().name == key)
            .ok_or_else(|| self.unknown(name))
    }

    /// The error for a name no game has.
    pub fn unknown(&self, name: &str) -> UnknownGame {
        UnknownGame {
            name: name.to_string(),
            known: self.names(),
        }
    }
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.names()).finish()
    }
}

/// A build's games with their types: the [`Catalog`], and generic code run for a game by name.
/// Implemented once, by the composition root, which is the one place the games are listed.
pub trait Registry: Sync {
    /// The games without their types.
    fn catalog(&self) -> Catalog;

    /// Runs `visitor` for the game called `name` (any case, spaces trimmed).
    fn visit<V: GameVisitor>(&self, name: &str, visitor: V) -> Result<V::Output, UnknownGame>;
}

/// The name a game goes by: its state's `NAME`.
pub fn name_of<G: Game>() -> &'static str {
    <G::State as GameState>::NAME
}

/// A game seen without its types: what a command line or a lobby needs before it plays.
pub trait GameEntry: Send + Sync {
    /// The game's description.
    fn info(&self) -> &GameInfo;

    /// Checks a table's options (player count, variant, board or card set): what a game with
    /// them would be played on, and the notice when that is a reconstruction.
    fn check_options(&self, options: &TableOptions) -> Result<SetupSummary, String>;

    /// Checks a bot spec (`mcts:1s`, `hard`, …).
    fn check_bot(&self, spec: &str) -> Result<(), String>;

    /// A board side or card set that ships, as data.
    fn material_data(&self, name: &str) -> Option<serde_json::Value>;

    /// A new match from a table's options; what they leave open, chance and the bots are seeded
    /// from `seed`.
    fn new_match(
        &self,
        options: &TableOptions,
        seats: &[SeatSpec],
        seed: u64,
    ) -> Result<Box<dyn AnyMatch>, String>;

    /// A match of a setup written earlier ([`AnyMatch::setup_json`]), before its first action.
    fn open_match(
        &self,
        setup: &serde_json::Value,
        seats: &[SeatSpec],
        seed: u64,
    ) -> Result<Box<dyn AnyMatch>, String>;

    /// Reviews a finished game of this game ([`crate::review`]).
    fn review(
        &self,
        record: &Record,
        cfg: crate::review::ReviewConfig<'_>,
    ) -> Result<crate::review::Review, crate::review::ReviewError>;

    /// The review's calibration for `players` players ([`BotGame::review_calibration`]).
    fn review_calibration(&self, players: usize) -> &'static [(f64, f64)];

    /// The game's tutorial: its lessons ([`crate::tutorial::lessons`]).
    fn lessons(&self) -> Result<Vec<crate::tutorial::LessonInfo>, crate::tutorial::LessonError>;

    /// A lesson after the learner's first `at` moves ([`crate::tutorial::lesson_at`]).
    fn lesson(
        &self,
        id: &str,
        at: usize,
    ) -> Result<crate::tutorial::LessonState, crate::tutorial::LessonError>;

    /// Replays a record of this game (the first `at` actions), checking every action; with
    /// `material`, on that board side or card set instead of the record's.
    fn replay(
        &self,
        record: &Record,
        at: Option<usize>,
        material: Option<&Material>,
    ) -> Result<ReplaySummary, ReplayError>;
}

/// The most decisions [`example`] plays.
pub const MAX_EXAMPLE_DECISIONS: usize = 400;

/// A game of `players` played by the normal bots for `decisions` decisions (at most
/// [`MAX_EXAMPLE_DECISIONS`], fewer if it ends first), from a fixed seed, up to the next
/// decision (chance acts on): the same position every time, for pictures (the rules page draws
/// its board and cards from it).
pub fn example(
    entry: &dyn GameEntry,
    players: usize,
    decisions: usize,
) -> Result<Box<dyn AnyMatch>, String> {
    const SEED: u64 = 2016;
    let options = TableOptions {
        starting_player: Some(0),
        ..TableOptions::players(players)
    };
    let seats = vec![SeatSpec::Bot("normal".into()); players];
    let mut m = entry.new_match(&options, &seats, SEED)?;
    let mut made = 0;
    // (Chance acts until someone decides: the position is always a decision's.)
    loop {
        match m.actor() {
            Actor::Terminal => break,
            Actor::Player(_) if made >= decisions.min(MAX_EXAMPLE_DECISIONS) => break,
            Actor::Chance => {
                let outcome = m.draw_chance().ok_or("chance has no outcome")?;
                m.apply_chance(&outcome).map_err(|r| r.to_string())?;
            }
            Actor::Player(seat) => {
                let cancel = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
                let job = m.start_bot(seat, None, cancel).ok_or("no bot decides")?;
                let text = m.finish_bot(job.run()).map_err(|e| e.to_string())?;
                m.submit(seat, &text).map_err(|r| r.to_string())?;
                made += 1;
            }
        }
    }
    Ok(m)
}

/// What a table's options come to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SetupSummary {
    /// The board side, or the card set and variant, in a few words.
    pub material: String,
    /// Set when it is partly reconstructed.
    pub notice: Option<String>,
}

/// A checked record, as `gameroom replay` reports it.
#[derive(Clone, Debug, Serialize)]
pub struct ReplaySummary {
    pub game: String,
    /// Actions replayed.
    pub actions: usize,
    /// The state after them, in words.
    pub state: serde_json::Value,
    /// The result, when the game is over at that point.
    pub result: Option<Outcome>,
    /// Set when the game's material is partly reconstructed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notice: Option<String>,
}

/// The entry of a game `G`: what a registry lists (`static MEDURIS: Entry<Meduris> =
/// Entry::new();`).
pub struct Entry<G>(OnceLock<GameInfo>, PhantomData<fn() -> G>);

impl<G> Entry<G> {
    pub const fn new() -> Self {
        Entry(OnceLock::new(), PhantomData)
    }
}

impl<G> Default for Entry<G> {
    fn default() -> Self {
        Entry::new()
    }
}

impl<G: BotGame> GameEntry for Entry<G> {
    fn info(&self) -> &GameInfo {
        self.0.get_or_init(G::info)
    }

    fn check_options(&self, options: &TableOptions) -> Result<SetupSummary, String> {
        self.info().check_players(options.players)?;
        let setup = G::setup(options, &mut rng_from_seed(0)).map_err(|e| e.to_string())?;
        G::start(&setup).map_err(|e| e.to_string())?;
        Ok(SetupSummary {
            material: G::describe_setup(&setup),
            notice: G::notice(&setup),
        })
    }

    fn check_bot(&self, spec: &str) -> Result<(), String> {
        G::bot(spec, 0, Budget::Iterations(1), 1).map(|_| ())
    }

    fn material_data(&self, name: &str) -> Option<serde_json::Value> {
        G::material_data(name)
    }

    fn new_match(
        &self,
        options: &TableOptions,
        seats: &[SeatSpec],
        seed: u64,
    ) -> Result<Box<dyn AnyMatch>, String> {
        self.info().check_players(options.players)?;
        let setup = G::setup(options, &mut rng_from_seed(seed)).map_err(|e| e.to_string())?;
        open::<G>(setup, seats, seed)
    }

    fn open_match(
        &self,
        setup: &serde_json::Value,
        seats: &[SeatSpec],
        seed: u64,
    ) -> Result<Box<dyn AnyMatch>, String> {
        let setup: G::Setup =
            serde_json::from_value(setup.clone()).map_err(|e| format!("the setup: {e}"))?;
        open::<G>(setup, seats, seed)
    }

    fn review(
        &self,
        record: &Record,
        cfg: crate::review::ReviewConfig<'_>,
    ) -> Result<crate::review::Review, crate::review::ReviewError> {
        crate::review::review::<G>(record, cfg)
    }

    fn review_calibration(&self, players: usize) -> &'static [(f64, f64)] {
        G::review_calibration(players)
    }

    fn lessons(&self) -> Result<Vec<crate::tutorial::LessonInfo>, crate::tutorial::LessonError> {
        crate::tutorial::lessons::<G>()
    }

    fn lesson(
        &self,
        id: &str,
        at: usize,
    ) -> Result<crate::tutorial::LessonState, crate::tutorial::LessonError> {
        crate::tutorial::lesson_at::<G>(id, at)
    }

    fn replay(
        &self,
        record: &Record,
        at: Option<usize>,
        material: Option<&Material>,
    ) -> Result<ReplaySummary, ReplayError> {
        let r = match material {
            None => gameroom_game::replay::<G>(record, at)?,
            Some(m) => {
                let mut setup = gameroom_game::record_setup::<G>(record)?;
                G::set_material(&mut setup, m).map_err(ReplayError::Setup)?;
                let mut other = record.clone();
                other.setup = serde_json::to_value(&setup)
                    .map_err(|e| ReplayError::SetupJson(e.to_string()))?;
                gameroom_game::replay::<G>(&other, at)?
            }
        };
        Ok(ReplaySummary {
            game: name_of::<G>().to_string(),
            actions: r.actions.len(),
            state: G::state_to_json(&r.state),
            result: r.state.outcome(),
            notice: G::notice(&r.setup),
        })
    }
}

fn open<G: BotGame>(
    setup: G::Setup,
    seats: &[SeatSpec],
    seed: u64,
) -> Result<Box<dyn AnyMatch>, String> {
    let mut controllers = Vec::with_capacity(seats.len());
    for (s, spec) in seats.iter().enumerate() {
        controllers.push(match spec {
            SeatSpec::Human => Controller::Remote,
            SeatSpec::Bot(b) => Controller::Bot(G::bot(
                b,
                seed.wrapping_add(s as u64 + 1),
                crate::erased::default_budget(),
                1,
            )?),
        });
    }
    let m = Match::<G>::new(setup, controllers, rng_from_seed(seed ^ 0xC4A9_CE00))
        .map_err(|e| e.to_string())?;
    Ok(Box::new(m))
}
