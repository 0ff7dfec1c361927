//! A whole game: its description (for lobbies, command lines and tools), its setup, and how a
//! table's options become a setup and a first state.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::{GameRng, GameState, Seat};

/// A game as a lobby, a command line or a tool meets it. Implemented by a marker type of each
/// rules crate (`meduris::Meduris`, `cvlizations::Cvlizations`).
pub trait Game: Send + Sync + 'static {
    /// The state and rules.
    type State: GameState;
    /// Everything fixed before the first action (written into records).
    type Setup: Clone
        + std::fmt::Debug
        + PartialEq
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + 'static;
    /// Why options or a setup are not a game.
    type SetupError: std::error::Error + Send + Sync + 'static;

    /// The game's description. Its `name` is [`GameState::NAME`].
    fn info() -> GameInfo;

    /// The setup of a new table from its options; what the options leave open (who starts,
    /// where bonus chips lie) is drawn from `rng`.
    fn setup(options: &TableOptions, rng: &mut GameRng) -> Result<Self::Setup, Self::SetupError>;

    /// Puts another board side or card set into a setup (to replay a record on a corrected one).
    /// Default: the game has none to replace.
    fn set_material(setup: &mut Self::Setup, material: &Material) -> Result<(), String> {
        let _ = (setup, material);
        Err(format!(
            "{} has no board or card set to replace",
            Self::info().title
        ))
    }

    /// A board side or card set that ships, as data (a web table draws from it).
    fn material_data(name: &str) -> Option<serde_json::Value> {
        let _ = name;
        None
    }

    /// Checks a setup and makes the first state.
    fn start(setup: &Self::Setup) -> Result<Self::State, Self::SetupError>;

    /// The setup's material in a few words (`2-3 players`, `cards: provisional, variant:
    /// neutral`).
    fn describe_setup(setup: &Self::Setup) -> String;

    /// The notice a table shows when the setup's material is partly reconstructed.
    fn notice(setup: &Self::Setup) -> Option<String>;

    /// A state in words, as `gameroom replay` prints it.
    fn state_to_json(state: &Self::State) -> serde_json::Value;

    /// Reads a state written by [`state_to_json`](Self::state_to_json), checking it against the
    /// rules.
    fn state_from_json(value: &serde_json::Value) -> Result<Self::State, String>;

    /// Reads a rules scenario's `[position]`: the game's words for a position, which may leave
    /// out what has a usual value. Default: [`state_from_json`](Self::state_from_json).
    fn state_from_position(value: &serde_json::Value) -> Result<Self::State, String> {
        Self::state_from_json(value)
    }

    /// The game's tutorial: its lessons in order. Default: none.
    fn lessons() -> &'static [Lesson] {
        &[]
    }
}

/// A lesson of a game's tutorial: one of the game's rules scenarios (a worked example of the
/// rulebook or an answer of its FAQ, as the scenario files write them: a setup or a position,
/// then actions) played from one seat, the learner's. The learner makes the seat's moves; the
/// others' and chance's are made for them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Its name (`yields`): the page's words for it are the Fluent messages
    /// `tutorial-<game>-<id>…`.
    pub id: &'static str,
    /// The scenario file's text.
    pub scenario: &'static str,
    /// The seat the learner plays.
    pub learner: usize,
    /// The rule each of the learner's moves practises, in order (ids of the rules reference):
    /// the page explains a wrong move with it.
    pub teaches: &'static [&'static str],
}

/// What a game is, for a lobby or a `--help`: the players it takes, its variants, its boards or
/// card sets, whether it hides information.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameInfo {
    /// The name in records and on the command line (`meduris`).
    pub name: String,
    /// The name as printed on the box (`Meduris`).
    pub title: String,
    /// Designers, publisher, year.
    pub credits: String,
    pub min_players: usize,
    pub max_players: usize,
    /// The variants; the first that allows a player count is its default.
    pub variants: Vec<VariantInfo>,
    /// Boards or card sets.
    pub material: MaterialInfo,
    /// Whether seats see different things (face-down cards): spectators then see less than
    /// the players, and search bots sample what they cannot see.
    pub hidden_information: bool,
    /// Every rule the engine cites by id (a refusal's `rule`), with its title, in the order of
    /// the rules reference (docs/rules.md); the web table's rules page has a passage for each.
    #[serde(default)]
    pub rules: Vec<RuleInfo>,
}

/// A rule of a game, by id (`M-T4`), with its title in a few words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleInfo {
    pub id: String,
    pub title: String,
}

impl RuleInfo {
    /// A rules crate's list of `(id, title)` pairs.
    pub fn list(rules: &[(&str, &str)]) -> Vec<RuleInfo> {
        rules
            .iter()
            .map(|&(id, title)| RuleInfo {
                id: id.to_string(),
                title: title.to_string(),
            })
            .collect()
    }
}

impl GameInfo {
    /// Checks a player count against the game's range, before anything is built for it.
    pub fn check_players(&self, players: usize) -> Result<(), String> {
        if (self.min_players..=self.max_players).contains(&players) {
            Ok(())
        } else {
            Err(format!(
                "{} is for {} to {} players, not {players}",
                self.title, self.min_players, self.max_players
            ))
        }
    }

    /// The variant a player count gets when none is named.
    pub fn default_variant(&self, players: usize) -> Option<&VariantInfo> {
        self.variants.iter().find(|v| v.players.contains(&players))
    }

    /// A variant by name (or one of its aliases).
    pub fn variant(&self, name: &str) -> Option<&VariantInfo> {
        let name = name.trim().to_ascii_lowercase();
        self.variants
            .iter()
            .find(|v| v.name == name || v.aliases.contains(&name))
    }
}

/// One way to play a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VariantInfo {
    pub name: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<String>,
    /// What it is, in a sentence.
    pub description: String,
    /// The player counts it is for.
    pub players: Vec<usize>,
}

/// What a game is played on: board sides or card sets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MaterialInfo {
    /// `board side` or `card set`.
    pub kind: String,
    /// The command-line option that chooses one (`board`, `cards`).
    pub option: String,
    /// The ones that ship.
    pub builtin: Vec<MaterialOption>,
    /// The file format of a custom one (a document in docs/).
    pub custom_format: String,
}

/// A board side or card set that ships.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MaterialOption {
    pub name: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<String>,
    /// The player counts it is for.
    pub players: Vec<usize>,
    /// Set when it is partly reconstructed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notice: Option<String>,
}

/// A board side or card set chosen for a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Material {
    /// One that ships, by name (`2-3`, `4`, `provisional`).
    Named(String),
    /// A whole one, as the text of its file (a board's JSON, a card set's TOML or JSON).
    Text(String),
}

/// What a table (a terminal game, a simulation, a server's table) asks of a game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableOptions {
    pub players: usize,
    /// A variant by name; the player count's default when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
    /// A board side or card set; the printed one for the player count when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub material: Option<Material>,
    /// Who starts; drawn at random when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starting_player: Option<Seat>,
    /// Players' names in seat order, for games whose notation names players; the game's
    /// defaults when empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub names: Vec<String>,
}

impl TableOptions {
    pub fn players(players: usize) -> Self {
        TableOptions {
            players,
            ..TableOptions::default()
        }
    }
}
