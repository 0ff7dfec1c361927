//! Actions as JSON: an action's JSON form is its text notation. Some notations name things of
//! the game at hand (a player's name, a card's printed number), so writing and reading go
//! through the state: [`ActionText`] serialises an action, [`ActionSeed`] reads one with serde's
//! `DeserializeSeed`. Games whose notation needs no context also implement serde on the action
//! itself (Meduris does).

use serde::de::{DeserializeSeed, Deserializer, Error as _};
use serde::{Serialize, Serializer};

use crate::GameState;

/// An action with the state that names it: serialises as its notation.
pub struct ActionText<'a, G: GameState>(pub &'a G, pub G::Action);

impl<G: GameState> Serialize for ActionText<'_, G> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0.action_to_string(self.1))
    }
}

/// Reads an action's notation in the context of a state (legality is not checked).
pub struct ActionSeed<'a, G: GameState>(pub &'a G);

impl<'de, G: GameState> DeserializeSeed<'de> for ActionSeed<'_, G> {
    type Value = G::Action;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<G::Action, D::Error> {
        let text = <std::borrow::Cow<'de, str> as serde::Deserialize>::deserialize(d)?;
        self.0.parse_action(&text).map_err(D::Error::custom)
    }
}
