//! A game's setup: players, variant, the leader helm, the card set (C-S1, C-S2, C-V1, C-V2).

use serde::{Deserialize, Serialize};

use crate::cards::{CardSet, CardSetData, CardSetError};

/// Most characters of a player's name.
pub const MAX_PLAYER_NAME: usize = 24;

/// The default names, after the rulebook's sample round.
pub const DEFAULT_NAMES: [&str; 5] = ["Ania", "Bartek", "Czarek", "Daria", "Ewa"];

/// The name of the house variant: two players alone, without the Cave Geeks (the standard rules
/// with two; the rulebook always adds the Geeks for two, C-V1).
pub const HOUSE_TWO_PLAYERS: &str = "no-geeks";

/// How many play, and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    /// 3 to 5 players (or, as the house variant `no-geeks`, 2 without a neutral tribe).
    #[default]
    Standard,
    /// Two players and the Cave Geeks, a neutral tribe playing random orders (C-V1).
    Neutral,
    /// Two players, each also controlling a neutral civilisation (C-V2).
    Advanced,
}

impl Variant {
    pub fn name(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::Neutral => "neutral",
            Variant::Advanced => "advanced",
        }
    }

    /// Neutral civilisations at the table.
    pub fn neutrals(self) -> usize {
        match self {
            Variant::Standard => 0,
            Variant::Neutral => 1,
            Variant::Advanced => 2,
        }
    }
}

impl std::str::FromStr for Variant {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "standard" | HOUSE_TWO_PLAYERS => Ok(Variant::Standard),
            "neutral" | "basic" | "cave-geeks" => Ok(Variant::Neutral),
            "advanced" => Ok(Variant::Advanced),
            _ => Err(format!(
                "`{s}` is not a variant (standard, neutral, advanced)"
            )),
        }
    }
}

/// The card set: the shipped one by name, or a whole set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum CardsRef {
    Named(String),
    Inline(Box<CardSetData>),
}

impl CardsRef {
    pub fn of(set: &'static CardSet) -> CardsRef {
        if set.is_builtin() {
            CardsRef::Named(set.name().to_string())
        } else {
            CardsRef::Inline(Box::new(set.data().clone()))
        }
    }

    pub fn resolve(&self) -> Result<&'static CardSet, SetupError> {
        match self {
            CardsRef::Named(n) if n == CardSet::provisional().name() => Ok(CardSet::provisional()),
            CardsRef::Named(n) => Err(SetupError::UnknownCards(n.clone())),
            CardsRef::Inline(d) => Ok(CardSet::intern(CardSet::from_data((**d).clone())?)?),
        }
    }
}

fn default_cards() -> CardsRef {
    CardsRef::Named("provisional".into())
}

/// Everything fixed before the first action. The decks' order is not here: every card drawn is
/// a chance action of the record (`draw 17`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// The players' names, seat 0 first, clockwise.
    pub players: Vec<String>,
    #[serde(default)]
    pub variant: Variant,
    /// The seat holding the leader helm first (with the Cave Geeks, they hold it first and this
    /// seat follows them).
    #[serde(default)]
    pub starting_player: u8,
    #[serde(default = "default_cards")]
    pub cards: CardsRef,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("CVlizations is for 2 to 5 players, not {0} (rule C-S1)")]
    PlayerCount(usize),
    #[error("the {0} variant is for exactly 2 players (rules C-V1, C-V2)")]
    VariantPlayers(&'static str),
    #[error(
        "player name `{0}` is empty, longer than 24 characters, more than one word, taken twice \
         (ignoring case), or a reserved word (supply, top, nothing, geeks, cave-geeks, …-neutral)"
    )]
    Name(String),
    #[error("starting player {seat} is not a seat (0 to {last})")]
    StartingPlayer { seat: u8, last: usize },
    #[error(
        "unknown card set `{}` (the shipped one is `provisional`; load others with --cards)",
        gameroom_game::shorten(.0, 40)
    )]
    UnknownCards(String),
    #[error(transparent)]
    Cards(#[from] CardSetError),
    #[error("{}", gameroom_game::brief(.0))]
    Options(String),
    #[error("position: {0}")]
    Position(String),
}

impl Setup {
    /// The variant's name as players choose it: `no-geeks` for the standard rules with two
    /// players (a house variant), else the variant's own.
    pub fn variant_name(&self) -> &'static str {
        match self.variant {
            Variant::Standard if self.players.len() == 2 => HOUSE_TWO_PLAYERS,
            v => v.name(),
        }
    }

    /// A checked setup with the default names (refused for a player count the game does not
    /// take, rather than cut to the names there are).
    pub fn new(players: usize, variant: Variant, starting_player: u8) -> Result<Setup, SetupError> {
        if !(2..=DEFAULT_NAMES.len()).contains(&players) {
            return Err(SetupError::PlayerCount(players));
        }
        let setup = Setup {
            players: DEFAULT_NAMES[..players]
                .iter()
                .map(|s| s.to_string())
                .collect(),
            variant,
            starting_player,
            cards: default_cards(),
        };
        setup.check()?;
        Ok(setup)
    }

    /// Checks the players (2 to 5, or 2 in the variants), their names (not empty, one word of at
    /// most [`MAX_PLAYER_NAME`] characters, not a word of the notation, no two the same ignoring case
    /// and surrounding spaces: the notation names players), the starting player and the card
    /// set, which it returns.
    pub fn check(&self) -> Result<&'static CardSet, SetupError> {
        self.check_table()?;
        self.cards.resolve()
    }

    /// Everything [`check`](Self::check) checks but the card set.
    pub fn check_table(&self) -> Result<(), SetupError> {
        let n = self.players.len();
        if !(2..=5).contains(&n) {
            return Err(SetupError::PlayerCount(n));
        }
        if self.variant != Variant::Standard && n != 2 {
            return Err(SetupError::VariantPlayers(self.variant.name()));
        }
        for (i, name) in self.players.iter().enumerate() {
            let lower = name.trim().to_ascii_lowercase();
            if lower.is_empty()
                || lower.chars().count() > MAX_PLAYER_NAME
                || lower.contains(|c: char| c.is_whitespace() || c.is_control())
                || ["supply", "top", "nothing", "geeks", "cave-geeks"].contains(&lower.as_str())
                || lower.ends_with("-neutral")
                || self.players[..i]
                    .iter()
                    .any(|o| o.trim().eq_ignore_ascii_case(name.trim()))
            {
                return Err(SetupError::Name(gameroom_game::shorten(name, 40)));
            }
        }
        if self.starting_player as usize >= n {
            return Err(SetupError::StartingPlayer {
                seat: self.starting_player,
                last: n - 1,
            });
        }
        Ok(())
    }
}
