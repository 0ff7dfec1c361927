//! CVlizations as a lobby, a command line or a tool meets it ([`Cvlizations`]): its
//! description, and how a table's options become a [`Setup`] and a first state.

use gameroom_game::{
    Game, GameInfo, GameRng, GameState, Material, MaterialInfo, MaterialOption, RuleInfo,
    TableOptions, VariantInfo, rand::RngExt,
};

use crate::cards::CardSet;
use crate::setup::{CardsRef, DEFAULT_NAMES, HOUSE_TWO_PLAYERS, Setup, SetupError, Variant};
use crate::state::State;

/// The shipped card set by name, or a card set's text (TOML or JSON).
fn cards_of(material: &Material) -> Result<CardsRef, SetupError> {
    match material {
        Material::Named(name) => {
            let r = CardsRef::Named(name.trim().to_ascii_lowercase());
            r.resolve()?;
            Ok(r)
        }
        Material::Text(text) => Ok(CardsRef::of(CardSet::intern(CardSet::parse(text)?)?)),
    }
}

/// CVlizations as a game (the marker type of [`Game`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct Cvlizations;

impl Cvlizations {
    /// A variant by its name in [`GameInfo`] (or an alias), checked against the player count.
    fn variant_named(info: &GameInfo, name: &str, players: usize) -> Result<Variant, SetupError> {
        let names: Vec<&str> = info.variants.iter().map(|v| v.name.as_str()).collect();
        let Some(v) = info.variant(name) else {
            return Err(SetupError::Options(format!(
                "CVlizations has no variant `{name}` ({})",
                names.join(", ")
            )));
        };
        if !v.players.contains(&players) {
            let fits: Vec<&str> = info
                .variants
                .iter()
                .filter(|o| o.players.contains(&players))
                .map(|o| o.name.as_str())
                .collect();
            let hint = if players == 2 {
                " (with two players the rulebook adds the Cave Geeks, C-V1)"
            } else {
                ""
            };
            return Err(SetupError::Options(format!(
                "the {} variant is not for {players} players; with {players} play: {}{hint}",
                v.name,
                fits.join(", ")
            )));
        }
        v.name.parse().map_err(SetupError::Options)
    }
}

impl Game for Cvlizations {
    type State = State;
    type Setup = Setup;
    type SetupError = SetupError;

    fn info() -> GameInfo {
        let provisional = CardSet::provisional();
        GameInfo {
            name: <State as GameState>::NAME.to_string(),
            title: "CVlizations".into(),
            credits: "Granna 2016".into(),
            min_players: 2,
            max_players: 5,
            // The first variant listing a player count is its default: with two players the
            // rulebook always adds the Cave Geeks (C-V1).
            variants: vec![
                VariantInfo {
                    name: Variant::Neutral.name().into(),
                    aliases: vec!["cave-geeks".into(), "basic".into()],
                    description: "The rulebook's game for two: two players and the Cave Geeks, a \
                                  neutral tribe that plays two random orders each round only to \
                                  count choosers (C-V1)."
                        .into(),
                    players: vec![2],
                },
                VariantInfo {
                    name: Variant::Advanced.name().into(),
                    aliases: Vec::new(),
                    description: "The rulebook's advanced game for two: each player also \
                                  controls a neutral civilisation that only counts choosers \
                                  (C-V2)."
                        .into(),
                    players: vec![2],
                },
                VariantInfo {
                    name: Variant::Standard.name().into(),
                    aliases: Vec::new(),
                    description: "The rulebook's game: each player plays two different orders \
                                  a round, one face up and one face down; the orders resolve by \
                                  number and their effect depends on how many chose them \
                                  (C-R1–C-R6)."
                        .into(),
                    players: vec![3, 4, 5],
                },
                VariantInfo {
                    name: HOUSE_TWO_PLAYERS.into(),
                    aliases: Vec::new(),
                    description: "A house variant, not in the rulebook: two players alone, \
                                  without the Cave Geeks, by the standard rules (a thief with \
                                  two thefts takes the second from the supply)."
                        .into(),
                    players: vec![2],
                },
            ],
            material: MaterialInfo {
                kind: "card set".into(),
                option: "cards".into(),
                builtin: vec![MaterialOption {
                    name: provisional.name().to_string(),
                    aliases: Vec::new(),
                    players: vec![2, 3, 4, 5],
                    notice: provisional.notice().map(str::to_string),
                }],
                custom_format: "docs/cvlizations.md".into(),
            },
            hidden_information: true,
            rules: RuleInfo::list(crate::rules::RULES),
        }
    }

    /// The variant named (or the player count's default), the card set named or given whole
    /// (TOML or JSON), the names given (or the defaults), and the starting player given or drawn
    /// from `rng` (as the tools always drew it, so that a seed gives the same game).
    fn setup(options: &TableOptions, rng: &mut GameRng) -> Result<Setup, SetupError> {
        let info = Self::info();
        let players = options.players;
        info.check_players(players)
            .map_err(|_| SetupError::PlayerCount(players))?;
        let variant = match &options.variant {
            Some(name) => Self::variant_named(&info, name, players)?,
            None => info
                .default_variant(players)
                .and_then(|v| v.name.parse().ok())
                .unwrap_or_default(),
        };
        let cards = match &options.material {
            None => CardsRef::Named(CardSet::provisional().name().to_string()),
            Some(m) => cards_of(m)?,
        };
        let names: Vec<String> = if options.names.is_empty() {
            DEFAULT_NAMES[..players.min(DEFAULT_NAMES.len())]
                .iter()
                .map(|s| s.to_string())
                .collect()
        } else if options.names.len() == players {
            options.names.clone()
        } else {
            return Err(SetupError::Options(format!(
                "{players} players need {players} names, not {}",
                options.names.len()
            )));
        };
        let starting_player = match options.starting_player {
            Some(seat) => u8::try_from(seat).unwrap_or(u8::MAX),
            None => rng.random_range(0..players) as u8,
        };
        let setup = Setup {
            players: names,
            variant,
            starting_player,
            cards,
        };
        setup.check()?;
        Ok(setup)
    }

    fn set_material(setup: &mut Setup, material: &Material) -> Result<(), String> {
        setup.cards = cards_of(material).map_err(|e| e.to_string())?;
        setup.check().map(|_| ()).map_err(|e| e.to_string())
    }

    fn material_data(name: &str) -> Option<serde_json::Value> {
        let set = CardsRef::Named(name.trim().to_ascii_lowercase())
            .resolve()
            .ok()?;
        serde_json::to_value(set.data()).ok()
    }

    fn start(setup: &Setup) -> Result<State, SetupError> {
        State::new(setup)
    }

    /// `cards: provisional, variant: standard`.
    fn describe_setup(setup: &Setup) -> String {
        let cards = match &setup.cards {
            CardsRef::Named(name) => name.as_str(),
            CardsRef::Inline(data) => data.name.as_str(),
        };
        format!("cards: {cards}, variant: {}", setup.variant_name())
    }

    fn notice(setup: &Setup) -> Option<String> {
        setup.cards.resolve().ok()?.notice().map(str::to_string)
    }

    fn state_to_json(state: &State) -> serde_json::Value {
        state.to_json()
    }

    fn state_from_json(value: &serde_json::Value) -> Result<State, String> {
        State::from_json(value)
    }

    fn state_from_position(value: &serde_json::Value) -> Result<State, String> {
        let p: crate::Position = serde_json::from_value(value.clone())
            .map_err(|e| gameroom_game::brief(&e.to_string()))?;
        State::from_position(&p).map_err(|e| e.to_string())
    }

    fn lessons() -> &'static [gameroom_game::Lesson] {
        crate::tutorial::LESSONS
    }
}
