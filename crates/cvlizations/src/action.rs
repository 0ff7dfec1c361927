//! Actions and their text notation (docs/cvlizations.md). Player names and card numbers make
//! the notation readable, so writing and reading an action takes the state.

use gameroom_game::ParseActionError;

use crate::state::Public;
use crate::types::{Order, Resource};

/// Whom a thief robs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Victim {
    Player(u8),
    /// The supply: a two-player game's second theft (C-V1).
    Supply,
}

/// One decision of a player, or one outcome of chance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// Chance: this card (by index in the card set) is drawn. `draw 17` (the printed number)
    Draw(u8),
    /// Chance: the Cave Geeks play these orders. `geeks logging hunting`
    NeutralOrders { up: Order, down: Order },
    /// Play one order face up and another face down. `orders logging hunting`
    Orders { up: Order, down: Order },
    /// Steal a resource. `steal wood from bartek`, `steal wood from supply`
    Steal { resource: Resource, from: Victim },
    /// Cunning: take these resources (counts by kind). `cunning wood food`
    Cunning([u8; 3]),
    /// Trading: give 1, take the order's amount of another kind. `trade food wood`
    Trade { give: Resource, take: Resource },
    /// Dog domestication: take 1 resource. `dog stone`
    Dog(Resource),
    /// Buy an idea from the track (by index). `buy 17`
    Buy(u8),
    /// Buy the deck's top card you looked at (Fortune telling). `buy top`
    BuyTop,
    /// Look at the deck's top card (Fortune telling). `peek`
    Peek,
    /// Buy nothing (more). `pass`
    Pass,
    /// Hammer: exchange 1 resource for 1 of another kind before buying. `hammer wood stone`
    Hammer { give: Resource, take: Resource },
    /// Egoism: take resources of one kind. `egoism food`
    Egoism(Resource),
}

impl Action {
    /// Whether chance takes this action (a card drawn, the Cave Geeks' orders).
    pub fn is_chance(self) -> bool {
        matches!(self, Action::Draw(_) | Action::NeutralOrders { .. })
    }
}

/// A seat number, or `"supply"`.
impl serde::Serialize for Victim {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Victim::Player(p) => s.serialize_u8(*p),
            Victim::Supply => s.serialize_str("supply"),
        }
    }
}

impl<'de> serde::Deserialize<'de> for Victim {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Victim, D::Error> {
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = Victim;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a seat number or \"supply\"")
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<Victim, E> {
                u8::try_from(v)
                    .map(Victim::Player)
                    .map_err(|_| E::custom(format!("seat {v} is out of range")))
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<Victim, E> {
                u8::try_from(v)
                    .map(Victim::Player)
                    .map_err(|_| E::custom(format!("seat {v} is out of range")))
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Victim, E> {
                if v == "supply" {
                    Ok(Victim::Supply)
                } else {
                    Err(E::invalid_value(serde::de::Unexpected::Str(v), &self))
                }
            }
        }
        d.deserialize_any(V)
    }
}

impl Public {
    /// An action in the notation.
    pub fn action_text(&self, a: Action) -> String {
        let card_no = |i: u8| {
            self.cards()
                .data()
                .cards
                .get(i as usize)
                .map(|c| c.no)
                .unwrap_or(i)
        };
        match a {
            Action::Draw(c) => format!("draw {}", card_no(c)),
            Action::NeutralOrders { up, down } => format!("geeks {up} {down}"),
            Action::Orders { up, down } => format!("orders {up} {down}"),
            Action::Steal { resource, from } => match from {
                Victim::Player(v) => match self.names.get(v as usize) {
                    Some(name) => format!("steal {resource} from {}", name.to_ascii_lowercase()),
                    // Not a seat: written, though no state accepts it.
                    None => format!("steal {resource} from seat-{v}"),
                },
                Victim::Supply => format!("steal {resource} from supply"),
            },
            Action::Cunning(counts) => {
                let mut words = vec!["cunning".to_string()];
                for r in Resource::ALL {
                    for _ in 0..counts[r.index()] {
                        words.push(r.name().to_string());
                    }
                }
                words.join(" ")
            }
            Action::Trade { give, take } => format!("trade {give} {take}"),
            Action::Dog(r) => format!("dog {r}"),
            Action::Buy(c) => format!("buy {}", card_no(c)),
            Action::BuyTop => "buy top".into(),
            Action::Peek => "peek".into(),
            Action::Pass => "pass".into(),
            Action::Hammer { give, take } => format!("hammer {give} {take}"),
            Action::Egoism(r) => format!("egoism {r}"),
        }
    }

    /// Reads an action in the notation (legality is checked when it is applied).
    pub fn parse_action_text(&self, input: &str) -> Result<Action, ParseActionError> {
        let err = |m: String| ParseActionError::new(input, m);
        let lower = input.trim().to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let res = |w: &str| w.parse::<Resource>().map_err(err);
        let ord = |w: &str| w.parse::<Order>().map_err(err);
        let card = |w: &str| -> Result<u8, ParseActionError> {
            let no: u8 = w
                .parse()
                .map_err(|_| err(format!("`{w}` is not a card number")))?;
            self.cards()
                .index_of(no)
                .map(|i| i as u8)
                .ok_or_else(|| err(format!("the card set has no card {no}")))
        };
        match words.as_slice() {
            ["draw", c] => Ok(Action::Draw(card(c)?)),
            ["geeks", u, d] => Ok(Action::NeutralOrders {
                up: ord(u)?,
                down: ord(d)?,
            }),
            ["orders", u, d] => Ok(Action::Orders {
                up: ord(u)?,
                down: ord(d)?,
            }),
            ["steal", r, "from", who] => {
                let from = if *who == "supply" {
                    Victim::Supply
                } else {
                    let seat = self
                        .seat_named(who)
                        .ok_or_else(|| err(format!("no player is called `{who}`")))?;
                    Victim::Player(seat as u8)
                };
                Ok(Action::Steal {
                    resource: res(r)?,
                    from,
                })
            }
            ["cunning", rest @ ..] if !rest.is_empty() => {
                let mut counts = [0u8; 3];
                for w in rest {
                    let c = &mut counts[res(w)?.index()];
                    *c = c
                        .checked_add(1)
                        .ok_or_else(|| err("more than 255 of a resource".into()))?;
                }
                Ok(Action::Cunning(counts))
            }
            ["trade", g, t] => Ok(Action::Trade {
                give: res(g)?,
                take: res(t)?,
            }),
            ["dog", r] => Ok(Action::Dog(res(r)?)),
            ["buy", "top"] => Ok(Action::BuyTop),
            ["buy", c] => Ok(Action::Buy(card(c)?)),
            ["peek"] => Ok(Action::Peek),
            ["pass"] => Ok(Action::Pass),
            ["hammer", g, t] => Ok(Action::Hammer {
                give: res(g)?,
                take: res(t)?,
            }),
            ["egoism", r] => Ok(Action::Egoism(res(r)?)),
            [] => Err(err("the action is empty".into())),
            [verb, ..] => Err(err(format!(
                "`{verb}` is not an action here (orders, steal, cunning, trade, dog, buy, peek, \
                 pass, hammer, egoism; chance: draw, geeks)"
            ))),
        }
    }
}
