//! The game's small vocabulary: materials, colours, bonus chips, die faces.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A material chip, and the high plain of the mountain that yields it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Material {
    Wood = 0,
    Wool = 1,
    Copper = 2,
    Stone = 3,
}

/// A high plain is named by the material it yields (M-T1, M-T3).
pub type Plain = Material;

impl Material {
    pub const ALL: [Material; 4] = [
        Material::Wood,
        Material::Wool,
        Material::Copper,
        Material::Stone,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Material {
        Material::ALL[i & 3]
    }

    pub fn name(self) -> &'static str {
        match self {
            Material::Wood => "wood",
            Material::Wool => "wool",
            Material::Copper => "copper",
            Material::Stone => "stone",
        }
    }
}

impl fmt::Display for Material {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Material {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.to_ascii_lowercase().as_str() {
            "wood" => Ok(Material::Wood),
            "wool" => Ok(Material::Wool),
            "copper" => Ok(Material::Copper),
            "stone" => Ok(Material::Stone),
            _ => Err(format!(
                "`{s}` is not a material (wood, wool, copper, stone)"
            )),
        }
    }
}

/// A player's colour (M-S2). With two players: purple and blue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Purple,
    Blue,
    #[serde(alias = "light-green", alias = "light green")]
    Green,
    Red,
}

impl Colour {
    /// The colours in the order setups hand them out.
    pub const ALL: [Colour; 4] = [Colour::Purple, Colour::Blue, Colour::Green, Colour::Red];

    pub fn name(self) -> &'static str {
        match self {
            Colour::Purple => "purple",
            Colour::Blue => "blue",
            Colour::Green => "green",
            Colour::Red => "red",
        }
    }

    /// The rulebook's name of the colour.
    pub fn long_name(self) -> &'static str {
        match self {
            Colour::Green => "light green",
            c => c.name(),
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Colour {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.to_ascii_lowercase().as_str() {
            "purple" => Ok(Colour::Purple),
            "blue" => Ok(Colour::Blue),
            "green" | "light-green" | "light green" => Ok(Colour::Green),
            "red" => Ok(Colour::Red),
            _ => Err(format!("`{s}` is not a colour (purple, blue, green, red)")),
        }
    }
}

/// A bonus chip (M-S5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Bonus {
    /// "+2 victory points": scores 2 for the hut built on it, then leaves the game.
    #[serde(alias = "+2", alias = "two")]
    Points,
    /// "Build for free": the hut on it costs nothing; the chip leaves the game.
    #[serde(alias = "free")]
    FreeHut,
    /// "Offering for later": stays under the hut; its owner may hand it to the druid at a later
    /// offering ritual at that hut, as if offering both materials.
    Druid,
}

impl Bonus {
    /// The six chips of the box: two of each (boards/README.md).
    pub const BOX: [Bonus; 6] = [
        Bonus::Points,
        Bonus::Points,
        Bonus::FreeHut,
        Bonus::FreeHut,
        Bonus::Druid,
        Bonus::Druid,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Bonus::Points => "points",
            Bonus::FreeHut => "free-hut",
            Bonus::Druid => "druid",
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            Bonus::Points => "+2 victory points",
            Bonus::FreeHut => "build a hut for free",
            Bonus::Druid => "offering for later",
        }
    }
}

impl fmt::Display for Bonus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A face of the die (M-S4). Its JSON is its name (`"copper"`, `"choice"`, `"minus"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Face {
    /// Every worker on this material's high plain gives its owner one chip.
    Material(Material),
    /// "+1 of your choice": everyone in turn may take one chip of any material.
    Choice,
    /// "−1": everyone in turn who has a chip returns one.
    Minus,
}

impl Face {
    pub const ALL: [Face; 6] = [
        Face::Material(Material::Wood),
        Face::Material(Material::Wool),
        Face::Material(Material::Copper),
        Face::Material(Material::Stone),
        Face::Choice,
        Face::Minus,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Face::Material(m) => m.name(),
            Face::Choice => "choice",
            Face::Minus => "minus",
        }
    }
}

impl Serialize for Face {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Face {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let name = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Face {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.to_ascii_lowercase().as_str() {
            "choice" | "+1" | "any" => Ok(Face::Choice),
            "minus" | "-1" | "−1" => Ok(Face::Minus),
            other => other.parse().map(Face::Material).map_err(|_| {
                format!("`{s}` is not a die face (wood, wool, copper, stone, choice, minus)")
            }),
        }
    }
}

/// Material chips by kind, indexed by [`Material::index`].
pub type Chips = [u8; 4];

/// Writes chips like `2 wood, 1 stone` (or `nothing`).
pub fn chips_to_string(chips: &Chips) -> String {
    let parts: Vec<String> = Material::ALL
        .iter()
        .filter(|m| chips[m.index()] > 0)
        .map(|m| format!("{} {}", chips[m.index()], m))
        .collect();
    if parts.is_empty() {
        "nothing".to_string()
    } else {
        parts.join(", ")
    }
}

/// Chips in JSON as counts by material (`{"wood": 2, "wool": 1, "copper": 0, "stone": 0}`):
/// `#[serde(with = "chip_counts")]` on a [`Chips`] field.
pub(crate) mod chip_counts {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::Chips;
    use crate::position::ChipCounts;

    pub fn serialize<S: Serializer>(chips: &Chips, s: S) -> Result<S::Ok, S::Error> {
        ChipCounts::from(*chips).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Chips, D::Error> {
        ChipCounts::deserialize(d).map(Chips::from)
    }
}
