//! Actions and their text notation (docs/notation.md).
//!
//! An action does not name who makes it: the state knows who decides (see
//! [`State::actor`](crate::State::actor)).

use std::fmt;

use gameroom_game::ParseActionError;

use crate::types::{Face, Material, Plain};

/// One decision of a player, or one outcome of chance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// Setup: put a worker on a high plain (M-S6). `place wood`
    PlaceWorker(Plain),
    /// Chance: the die shows this face (M-T1). `roll stone`, `roll choice`, `roll minus`
    Roll(Face),
    /// Small yield "+1 of your choice": take one chip of this material. `take wool`
    Take(Material),
    /// Small yield "+1 of your choice": take nothing. `decline`
    Decline,
    /// Small yield "−1": give back one chip of this material. `return wool`
    Return(Material),
    /// Big yield (M-T3): move one of your workers from `from` to the top of `to`, which then
    /// works. `which` picks among your workers on `from` when another player's worker stands
    /// between them: 0 is your topmost one, 1 the one below the other player's worker.
    /// `yield wood stone`, `yield wood:2 stone`
    BigYield { from: Plain, which: u8, to: Plain },
    /// Build a hut on a field (M-T4). `hut 17`
    Hut(u8),
    /// Build a temple on a field (M-T5). `temple 17`
    Temple(u8),
    /// Exchange three chips (sorted) for one of a material not among them (M-T6).
    /// `exchange wood wood wool copper`
    Exchange { give: [Material; 3], get: Material },
    /// Answer the druid at an offering ritual (M-D3). `offer nothing`, `offer wool`,
    /// `offer wool copper`, `offer druid`
    Offer(Offering),
}

/// What a hut's owner gives the druid (M-D3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Offering {
    /// Nothing: −1 point (not below 0).
    Nothing,
    /// One of the two materials the field asks for: +1.
    One(Material),
    /// Both materials the field asks for (sorted): + the size of the settlement.
    Both(Material, Material),
    /// The "druid" bonus chip under this hut, which counts as both materials.
    DruidChip,
}

impl Action {
    /// An exchange with its given chips in canonical (sorted) order.
    pub fn exchange(mut give: [Material; 3], get: Material) -> Action {
        give.sort();
        Action::Exchange { give, get }
    }

    /// Offering both materials of a field, in canonical (sorted) order.
    pub fn offer_both(a: Material, b: Material) -> Action {
        Action::Offer(Offering::Both(a.min(b), a.max(b)))
    }

    /// Every action that can be written, for a board with `fields` fields: legal ones and not.
    /// Tests use it to check that everything outside the legal list is refused.
    pub fn universe(fields: usize) -> Vec<Action> {
        let mut all = Vec::new();
        for m in Material::ALL {
            all.push(Action::PlaceWorker(m));
            all.push(Action::Take(m));
            all.push(Action::Return(m));
            all.push(Action::Offer(Offering::One(m)));
        }
        all.extend(Face::ALL.iter().map(|&f| Action::Roll(f)));
        all.push(Action::Decline);
        all.push(Action::Offer(Offering::Nothing));
        all.push(Action::Offer(Offering::DruidChip));
        for a in Material::ALL {
            for b in Material::ALL {
                if a <= b {
                    all.push(Action::Offer(Offering::Both(a, b)));
                }
                for which in 0..2 {
                    all.push(Action::BigYield {
                        from: a,
                        which,
                        to: b,
                    });
                }
            }
        }
        for f in 0..fields.min(255) as u8 {
            all.push(Action::Hut(f));
            all.push(Action::Temple(f));
        }
        for a in 0..4 {
            for b in a..4 {
                for c in b..4 {
                    for get in Material::ALL {
                        all.push(Action::Exchange {
                            give: [
                                Material::from_index(a),
                                Material::from_index(b),
                                Material::from_index(c),
                            ],
                            get,
                        });
                    }
                }
            }
        }
        all
    }

    /// Whether this action is the roll of the die (chance acts).
    pub fn is_roll(&self) -> bool {
        matches!(self, Action::Roll(_))
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::PlaceWorker(m) => write!(f, "place {m}"),
            Action::Roll(face) => write!(f, "roll {face}"),
            Action::Take(m) => write!(f, "take {m}"),
            Action::Decline => f.write_str("decline"),
            Action::Return(m) => write!(f, "return {m}"),
            Action::BigYield { from, which, to } => {
                if which == 0 {
                    write!(f, "yield {from} {to}")
                } else {
                    write!(f, "yield {from}:{} {to}", which + 1)
                }
            }
            Action::Hut(x) => write!(f, "hut {x}"),
            Action::Temple(x) => write!(f, "temple {x}"),
            Action::Exchange { give, get } => {
                write!(f, "exchange {} {} {} {get}", give[0], give[1], give[2])
            }
            Action::Offer(o) => match o {
                Offering::Nothing => f.write_str("offer nothing"),
                Offering::One(m) => write!(f, "offer {m}"),
                Offering::Both(a, b) => write!(f, "offer {a} {b}"),
                Offering::DruidChip => f.write_str("offer druid"),
            },
        }
    }
}

impl std::str::FromStr for Action {
    type Err = ParseActionError;

    fn from_str(input: &str) -> Result<Action, ParseActionError> {
        let err = |msg: String| ParseActionError::new(input, msg);
        let lower = input.trim().to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let material = |w: &str| w.parse::<Material>().map_err(err);
        let arity = |n: usize, usage: &str| {
            if words.len() == n {
                Ok(())
            } else {
                Err(err(format!("expected `{usage}`")))
            }
        };
        let Some(&verb) = words.first() else {
            return Err(err("the action is empty".into()));
        };
        match verb {
            "place" => {
                arity(2, "place <plain>")?;
                Ok(Action::PlaceWorker(material(words[1])?))
            }
            "roll" => {
                arity(2, "roll <face>")?;
                Ok(Action::Roll(words[1].parse().map_err(err)?))
            }
            "take" => {
                arity(2, "take <material>")?;
                Ok(Action::Take(material(words[1])?))
            }
            "decline" => {
                arity(1, "decline")?;
                Ok(Action::Decline)
            }
            "return" => {
                arity(2, "return <material>")?;
                Ok(Action::Return(material(words[1])?))
            }
            "yield" => {
                let rest: Vec<&str> = words[1..]
                    .iter()
                    .copied()
                    .filter(|w| *w != "->" && *w != "to")
                    .collect();
                if rest.len() != 2 {
                    return Err(err("expected `yield <from>[:<n>] <to>`".into()));
                }
                let (from, which) =
                    match rest[0].split_once(':') {
                        Some((m, n)) => {
                            let n: u8 = n.parse().ok().filter(|n| (1..=2).contains(n)).ok_or_else(
                                || {
                                    err(format!(
                                        "`{n}` after `:` must be 1 or 2 (which of your workers on \
                                     that plain, counted from the top)"
                                    ))
                                },
                            )?;
                            (material(m)?, n - 1)
                        }
                        None => (material(rest[0])?, 0),
                    };
                Ok(Action::BigYield {
                    from,
                    which,
                    to: material(rest[1])?,
                })
            }
            "hut" | "temple" => {
                arity(2, &format!("{verb} <field number>"))?;
                let field: u8 = words[1]
                    .parse()
                    .map_err(|_| err(format!("`{}` is not a field number", words[1])))?;
                Ok(if verb == "hut" {
                    Action::Hut(field)
                } else {
                    Action::Temple(field)
                })
            }
            "exchange" => {
                let rest: Vec<&str> = words[1..]
                    .iter()
                    .copied()
                    .filter(|w| *w != "for" && *w != "->")
                    .collect();
                if rest.len() != 4 {
                    return Err(err(
                        "expected `exchange <give> <give> <give> <get>` (three chips, then the \
                         one you take)"
                            .into(),
                    ));
                }
                Ok(Action::exchange(
                    [material(rest[0])?, material(rest[1])?, material(rest[2])?],
                    material(rest[3])?,
                ))
            }
            "offer" => match &words[1..] {
                ["nothing"] | ["none"] => Ok(Action::Offer(Offering::Nothing)),
                ["druid"] | ["druid-chip"] | ["chip"] => Ok(Action::Offer(Offering::DruidChip)),
                [m] => Ok(Action::Offer(Offering::One(material(m)?))),
                [a, b] => Ok(Action::offer_both(material(a)?, material(b)?)),
                _ => Err(err(
                    "expected `offer nothing`, `offer <material>`, `offer <material> <material>` \
                     or `offer druid`"
                        .into(),
                )),
            },
            _ => Err(err(format!(
                "unknown action `{verb}` (place, roll, take, decline, return, yield, hut, temple, \
                 exchange, offer)"
            ))),
        }
    }
}

/// An action's JSON form is its notation (`"hut 17"`), as records and tables write it.
impl serde::Serialize for Action {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Action {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_reads_back_from_its_notation() {
        for a in Action::universe(40) {
            let text = a.to_string();
            let back: Action = text.parse().expect("own notation reads");
            assert_eq!(back, a, "{text}");
        }
    }

    #[test]
    fn notation_accepts_friendly_variants() {
        assert_eq!(
            "exchange wool wood wood for copper".parse::<Action>(),
            Ok(Action::exchange(
                [Material::Wood, Material::Wood, Material::Wool],
                Material::Copper
            ))
        );
        assert_eq!(
            "Yield wood -> stone".parse::<Action>(),
            Ok(Action::BigYield {
                from: Material::Wood,
                which: 0,
                to: Material::Stone
            })
        );
        assert_eq!(
            "offer copper wool".parse::<Action>(),
            Ok(Action::offer_both(Material::Wool, Material::Copper))
        );
        assert_eq!("roll +1".parse::<Action>(), Ok(Action::Roll(Face::Choice)));
    }

    #[test]
    fn bad_notation_says_what_is_wrong() {
        let e = "hut seventeen".parse::<Action>().unwrap_err();
        assert!(e.message.contains("not a field number"), "{e}");
        let e = "dance".parse::<Action>().unwrap_err();
        assert!(e.message.contains("unknown action"), "{e}");
        let e = "take gold".parse::<Action>().unwrap_err();
        assert!(e.message.contains("not a material"), "{e}");
        let e = "yield wood:3 stone".parse::<Action>().unwrap_err();
        assert!(e.message.contains("1 or 2"), "{e}");
        assert!("".parse::<Action>().is_err());
    }
}
