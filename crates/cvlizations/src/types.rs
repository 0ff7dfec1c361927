//! Resources, orders and idea types.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A resource (C-S1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Resource {
    Wood = 0,
    Food = 1,
    Stone = 2,
}

/// Resources by kind, indexed by [`Resource::index`].
pub type Resources = [u16; 3];

impl Resource {
    pub const ALL: [Resource; 3] = [Resource::Wood, Resource::Food, Resource::Stone];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Resource {
        Resource::ALL[i % 3]
    }

    pub fn name(self) -> &'static str {
        match self {
            Resource::Wood => "wood",
            Resource::Food => "food",
            Resource::Stone => "stone",
        }
    }
}

impl fmt::Display for Resource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Resource {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.to_ascii_lowercase().as_str() {
            "wood" => Ok(Resource::Wood),
            "food" => Ok(Resource::Food),
            "stone" => Ok(Resource::Stone),
            _ => Err(format!("`{s}` is not a resource (wood, food, stone)")),
        }
    }
}

/// Writes resources like `2 wood, 1 stone` (or `nothing`).
pub fn resources_to_string(r: &Resources) -> String {
    let parts: Vec<String> = Resource::ALL
        .iter()
        .filter(|k| r[k.index()] > 0)
        .map(|k| format!("{} {}", r[k.index()], k))
        .collect();
    if parts.is_empty() {
        "nothing".into()
    } else {
        parts.join(", ")
    }
}

/// An order card (C-R3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Order {
    Thieving = 0,
    Logging = 1,
    Hunting = 2,
    Quarrying = 3,
    Cunning = 4,
    Slacking = 5,
    Trading = 6,
    Doubling = 7,
}

impl Order {
    pub const ALL: [Order; 8] = [
        Order::Thieving,
        Order::Logging,
        Order::Hunting,
        Order::Quarrying,
        Order::Cunning,
        Order::Slacking,
        Order::Trading,
        Order::Doubling,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn bit(self) -> u8 {
        1 << self.index()
    }

    pub fn name(self) -> &'static str {
        match self {
            Order::Thieving => "thieving",
            Order::Logging => "logging",
            Order::Hunting => "hunting",
            Order::Quarrying => "quarrying",
            Order::Cunning => "cunning",
            Order::Slacking => "slacking",
            Order::Trading => "trading",
            Order::Doubling => "doubling",
        }
    }

    /// The resource a gathering order gives.
    pub fn gathers(self) -> Option<Resource> {
        match self {
            Order::Logging => Some(Resource::Wood),
            Order::Hunting => Some(Resource::Food),
            Order::Quarrying => Some(Resource::Stone),
            _ => None,
        }
    }

    /// The "+" orders, that give resources (Optimism).
    pub fn is_plus(self) -> bool {
        matches!(
            self,
            Order::Logging | Order::Hunting | Order::Quarrying | Order::Cunning
        )
    }
}

impl fmt::Display for Order {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Order {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Order::ALL
            .into_iter()
            .find(|o| o.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| {
                format!(
                    "`{s}` is not an order (thieving, logging, hunting, quarrying, cunning, \
                     slacking, trading, doubling)"
                )
            })
    }
}

/// The four kinds of ideas.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum IdeaType {
    Ideology,
    Tool,
    Building,
    Invention,
}

impl IdeaType {
    pub const ALL: [IdeaType; 4] = [
        IdeaType::Ideology,
        IdeaType::Tool,
        IdeaType::Building,
        IdeaType::Invention,
    ];
}
