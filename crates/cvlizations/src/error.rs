//! Why an action is illegal: built where the rules refuse it ([`State::check`]), before anything
//! changes. Each refusal has a stable code, the rule it breaks (an id that docs/rules.md explains) and
//! a sentence for a person (without the rule's id: [`gameroom_game::Refusal`] adds it).
//!
//! [`State::check`]: crate::State::check

use std::fmt;

use gameroom_game::{Arg, Args};

use crate::types::{Order, Resource, Resources, resources_to_string};

/// An illegal action; the state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Illegal {
    /// The game is over (C-R6).
    GameOver,
    /// Chance acts now (a card is drawn, or the Cave Geeks' orders are), not a player.
    ChanceActs {
        what: &'static str,
        rule: &'static str,
    },
    /// A chance outcome while a player decides.
    PlayerDecides { who: String, rule: &'static str },
    /// An action of another kind than the one the game waits for.
    WrongPhase {
        expected: &'static str,
        rule: &'static str,
    },
    /// C-R2: two different orders.
    SameOrderTwice { order: Order },
    /// C-R2: an order played earlier this age is out of the hand until the age ends.
    OrderNotInHand { civ: String, order: Order },
    /// A card drawn must be in the current deck.
    NotInDeck { card: String, no: Option<u8> },
    /// Someone looked at the deck's top card: it is the next card drawn.
    NotTheTopCard,
    /// C-R4: one idea per development phase (two with Common language).
    NoPurchaseLeft,
    /// C-R4: ideas are bought from the idea track.
    NotOnTrack { card: String, no: Option<u8> },
    /// C-R4: the cost is paid in full.
    CannotAfford {
        card: String,
        /// The card's number in its set.
        no: Option<u8>,
        cost: Resources,
        have: Resources,
    },
    /// Looking at the deck's top card needs a working Fortune telling.
    NoFortuneTelling,
    /// Fortune telling: one look per purchase.
    AlreadyLooked,
    /// Fortune telling: the deck is empty.
    DeckEmpty,
    /// `buy top` needs a look at the top card during this purchase.
    NotLookedAt,
    /// An exchange before buying needs a working Hammer.
    NoHammer,
    /// The Hammer works once, before the first purchase.
    HammerUsed,
    /// Trading or the Hammer: a resource the player does not have.
    NothingToGive {
        resource: Resource,
        rule: &'static str,
    },
    /// Trading or the Hammer: one kind for another.
    SameKind {
        resource: Resource,
        rule: &'static str,
    },
    /// A victim that is not a player at the table.
    NoSuchPlayer { seat: u8 },
    /// A thief robs others.
    StealFromSelf,
    /// Each theft of one Thieving robs a different player.
    AlreadyRobbed { victim: String },
    /// The Law: robbed once this round (or the Sword), no more.
    ProtectedByLaw { victim: String, sword: bool },
    /// The victim has none of that resource.
    VictimHasNothing { victim: String, resource: Resource },
    /// The Sword robs one of this theft's victims.
    NotAVictim { victim: String },
    /// C-V1: only a two-player game's thief with two thefts takes from the supply.
    SupplyNotAllowed,
    /// C-V1: the supply is one source, robbed once per Thieving.
    SupplyUsed,
    /// Cunning takes exactly the order's number of resources.
    WrongCount { expected: u8, given: u16 },
}

impl Illegal {
    /// A stable, kebab-case code programs may match on.
    pub fn code(&self) -> &'static str {
        match self {
            Illegal::GameOver => "game-over",
            Illegal::ChanceActs { .. } => "chance-acts",
            Illegal::PlayerDecides { .. } => "player-decides",
            Illegal::WrongPhase { .. } => "wrong-phase",
            Illegal::SameOrderTwice { .. } => "same-order-twice",
            Illegal::OrderNotInHand { .. } => "order-not-in-hand",
            Illegal::NotInDeck { .. } => "not-in-deck",
            Illegal::NotTheTopCard => "not-the-top-card",
            Illegal::NoPurchaseLeft => "no-purchase-left",
            Illegal::NotOnTrack { .. } => "not-on-track",
            Illegal::CannotAfford { .. } => "cannot-afford",
            Illegal::NoFortuneTelling => "no-fortune-telling",
            Illegal::AlreadyLooked => "already-looked",
            Illegal::DeckEmpty => "deck-empty",
            Illegal::NotLookedAt => "not-looked-at",
            Illegal::NoHammer => "no-hammer",
            Illegal::HammerUsed => "hammer-used",
            Illegal::NothingToGive { .. } => "nothing-to-give",
            Illegal::SameKind { .. } => "same-kind",
            Illegal::NoSuchPlayer { .. } => "no-such-player",
            Illegal::StealFromSelf => "steal-from-self",
            Illegal::AlreadyRobbed { .. } => "already-robbed",
            Illegal::ProtectedByLaw { .. } => "protected-by-law",
            Illegal::VictimHasNothing { .. } => "victim-has-nothing",
            Illegal::NotAVictim { .. } => "not-a-victim",
            Illegal::SupplyNotAllowed => "supply-not-allowed",
            Illegal::SupplyUsed => "supply-used",
            Illegal::WrongCount { .. } => "wrong-count",
        }
    }

    /// The rule the action breaks (an id that docs/rules.md explains).
    pub fn rule(&self) -> Option<&'static str> {
        Some(match self {
            Illegal::GameOver => "C-R6",
            Illegal::ChanceActs { rule, .. }
            | Illegal::PlayerDecides { rule, .. }
            | Illegal::WrongPhase { rule, .. }
            | Illegal::NothingToGive { rule, .. }
            | Illegal::SameKind { rule, .. } => rule,
            Illegal::SameOrderTwice { .. } | Illegal::OrderNotInHand { .. } => "C-R2",
            Illegal::NotInDeck { .. } => "C-S2",
            Illegal::NotTheTopCard
            | Illegal::NoPurchaseLeft
            | Illegal::NotOnTrack { .. }
            | Illegal::CannotAfford { .. }
            | Illegal::NoFortuneTelling
            | Illegal::AlreadyLooked
            | Illegal::DeckEmpty
            | Illegal::NotLookedAt
            | Illegal::NoHammer
            | Illegal::HammerUsed => "C-R4",
            Illegal::NoSuchPlayer { .. }
            | Illegal::StealFromSelf
            | Illegal::AlreadyRobbed { .. }
            | Illegal::ProtectedByLaw { .. }
            | Illegal::VictimHasNothing { .. }
            | Illegal::NotAVictim { .. }
            | Illegal::WrongCount { .. } => "C-R3",
            Illegal::SupplyNotAllowed | Illegal::SupplyUsed => "C-V1",
        })
    }
}

impl gameroom_game::IllegalAction for Illegal {
    fn code(&self) -> &'static str {
        Illegal::code(self)
    }

    fn rule(&self) -> Option<&'static str> {
        Illegal::rule(self)
    }

    /// `card` (its number), `cost` and `have` (resources by kind), `order`, `civ` and
    /// `victim` (players' names in the notation), `resource`, `seat` (counted from 1, as the
    /// notation does), `expected` and `given`: what the sentence names.
    fn args(&self) -> Args {
        let mut a = Args::new();
        let mut put = |k: &str, v: Arg| {
            a.insert(k.to_string(), v);
        };
        match self {
            Illegal::SameOrderTwice { order } => put("order", order.name().into()),
            Illegal::OrderNotInHand { civ, order } => {
                put("civ", civ.as_str().into());
                put("order", order.name().into());
            }
            Illegal::NotInDeck { no, .. } | Illegal::NotOnTrack { no, .. } => {
                if let Some(no) = no {
                    put("card", i64::from(*no).into());
                }
            }
            Illegal::CannotAfford { no, cost, have, .. } => {
                if let Some(no) = no {
                    put("card", i64::from(*no).into());
                }
                put("cost", resources_arg(cost));
                put("have", resources_arg(have));
            }
            Illegal::NothingToGive { resource, .. } | Illegal::SameKind { resource, .. } => {
                put("resource", resource.name().into())
            }
            Illegal::NoSuchPlayer { seat } => put("seat", i64::from(*seat).into()),
            Illegal::AlreadyRobbed { victim }
            | Illegal::ProtectedByLaw { victim, .. }
            | Illegal::NotAVictim { victim } => put("victim", victim.as_str().into()),
            Illegal::VictimHasNothing { victim, resource } => {
                put("victim", victim.as_str().into());
                put("resource", resource.name().into());
            }
            Illegal::WrongCount { expected, given } => {
                put("expected", i64::from(*expected).into());
                put("given", i64::from(*given).into());
            }
            _ => {}
        }
        a
    }
}

/// Resources by kind, every kind named.
fn resources_arg(r: &Resources) -> Arg {
    Arg::Amounts(
        Resource::ALL
            .iter()
            .map(|k| (k.name().to_string(), u32::from(r[k.index()])))
            .collect(),
    )
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::GameOver => write!(f, "the game is over"),
            Illegal::ChanceActs { what, .. } => {
                write!(f, "chance acts now ({what}), not a player")
            }
            Illegal::PlayerDecides { who, .. } => {
                write!(f, "{who} decides now: this is not chance's turn")
            }
            Illegal::WrongPhase { expected, .. } => write!(f, "not possible now: {expected}"),
            Illegal::SameOrderTwice { order } => {
                write!(f, "two different orders are played, not {order} twice")
            }
            Illegal::OrderNotInHand { civ, order } => write!(
                f,
                "{civ} has no {order} in hand: it was played earlier this age (orders return \
                 when the age ends)"
            ),
            Illegal::NotInDeck { card, .. } => write!(f, "{card} is not in the deck"),
            Illegal::NotTheTopCard => write!(
                f,
                "the deck's top card was looked at (Fortune telling): it is the card drawn"
            ),
            Illegal::NoPurchaseLeft => write!(f, "no purchase is left this round"),
            Illegal::NotOnTrack { card, .. } => write!(f, "{card} is not on the idea track"),
            Illegal::CannotAfford {
                card, cost, have, ..
            } => write!(
                f,
                "{card} costs {}; you have {}",
                resources_to_string(cost),
                resources_to_string(have)
            ),
            Illegal::NoFortuneTelling => write!(
                f,
                "looking at the deck's top card needs Fortune telling, which works from the round \
                 after its purchase"
            ),
            Illegal::AlreadyLooked => {
                write!(
                    f,
                    "you looked at the deck's top card for this purchase already"
                )
            }
            Illegal::DeckEmpty => write!(f, "the deck is empty: there is no card to look at"),
            Illegal::NotLookedAt => write!(
                f,
                "buying the deck's top card needs a look at it for this purchase first (`peek`)"
            ),
            Illegal::NoHammer => write!(
                f,
                "exchanging a resource before buying needs the Hammer, which works from the round \
                 after its purchase"
            ),
            Illegal::HammerUsed => {
                write!(f, "the Hammer works once, before the first purchase")
            }
            Illegal::NothingToGive { resource, .. } => {
                write!(f, "you have no {resource} to give")
            }
            Illegal::SameKind { resource, .. } => write!(
                f,
                "an exchange gives one kind for another, not {resource} for {resource}"
            ),
            Illegal::NoSuchPlayer { seat } => write!(f, "there is no player in seat {seat}"),
            Illegal::StealFromSelf => write!(f, "a thief robs another player, not themselves"),
            Illegal::AlreadyRobbed { victim } => write!(
                f,
                "{victim} was robbed by this theft already: each theft robs someone else"
            ),
            Illegal::ProtectedByLaw { victim, sword } => {
                if *sword {
                    write!(f, "{victim} owns the Law, which is immune to the Sword")
                } else {
                    write!(
                        f,
                        "{victim} was robbed this round already and the Law protects them"
                    )
                }
            }
            Illegal::VictimHasNothing { victim, resource } => {
                write!(f, "{victim} has no {resource}")
            }
            Illegal::NotAVictim { victim } => write!(
                f,
                "the Sword takes one more resource from a player this theft robbed, not from \
                 {victim}"
            ),
            Illegal::SupplyNotAllowed => write!(
                f,
                "only a two-player game's thief with two thefts takes from the supply"
            ),
            Illegal::SupplyUsed => write!(
                f,
                "this theft took from the supply already: each theft takes from another source"
            ),
            Illegal::WrongCount { expected, given } => write!(
                f,
                "Cunning takes exactly {expected} resource{}, not {given}",
                if *expected == 1 { "" } else { "s" }
            ),
        }
    }
}

impl std::error::Error for Illegal {}
