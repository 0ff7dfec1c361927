//! The card set: the order table and the idea cards, as data (`data/provisional.toml`).
//!
//! The mechanics are implemented once, in `state.rs`; every number and card comes from a card
//! set, which a player who owns the game can correct without rebuilding (`--cards FILE`). A set
//! is checked when read: a malformed or inconsistent file is refused with a message naming the
//! card (or order) and the field.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use gameroom_game::{Interner, brief};

use serde::{Deserialize, Serialize};

use crate::types::{IdeaType, Order, Resource, Resources};

/// Most idea cards a set may hold (card sets are bit sets of this width).
pub const MAX_CARDS: usize = 64;

/// The most resources or happiness a card's effect gives at once, the most a conversion takes,
/// and the most of one resource an idea costs (the shipped set's largest is 3).
pub const MAX_AMOUNT: u8 = 20;
/// The most points an idea, or an effect at the game's end, is worth (the shipped set's largest
/// is 7).
pub const MAX_POINTS: u8 = 50;

/// Most distinct custom card sets a process keeps (see [`CardSet::intern`]).
pub const MAX_CUSTOM_SETS: usize = 64;
/// Most characters of a name (of the set, an order, a card).
pub const MAX_NAME: usize = 64;
/// Most characters of a note (the set's notice, a provenance entry).
pub const MAX_NOTE: usize = 1024;

/// One row of the order table: the effect's size when 1, 2 or 3+ players chose the order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OrderRow {
    pub id: Order,
    pub name: String,
    /// Resolution order 1–7; Doubling has none.
    #[serde(default)]
    pub number: Option<u8>,
    pub one: u8,
    pub two: u8,
    pub many: u8,
    #[serde(default)]
    pub provenance: BTreeMap<String, String>,
}

impl OrderRow {
    /// The effect's size for this many choosers.
    pub fn size(&self, choosers: usize) -> u8 {
        match choosers {
            0 => 0,
            1 => self.one,
            2 => self.two,
            _ => self.many,
        }
    }
}

/// What an idea card does (beyond its fixed points). The kinds are the mechanics this engine
/// implements; a card set chooses them and their numbers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Effect {
    /// Points only.
    None,
    /// Each + order (Logging, Hunting, Quarrying, Cunning) you perform gives 1 more resource of
    /// its kind (Cunning: of your choice).
    Optimism,
    /// Game end: +1 per idea you own that scores through its effect during rounds.
    Humanism,
    /// Each of your orders that only you played: +1 happiness.
    Solitude,
    /// Game end: + `points` if you have no resources.
    Consumerism { points: u8 },
    /// Each time you perform `order`: + `amount` of `resource` (twice when doubled).
    OrderBonus {
        order: Order,
        resource: Resource,
        amount: u8,
    },
    /// Each time you perform Thieving: +1 happiness, unless `unless` or more players chose it.
    Dagger { unless: u8 },
    /// When buying you may secretly look at the deck's top card and buy it instead.
    FortuneTelling,
    /// Before buying an idea you may exchange 1 resource for 1 of another kind.
    Hammer,
    /// Game end: turn up to `max` of `resource` into 1 happiness each.
    ConvertAtEnd { resource: Resource, max: u8 },
    /// Each time you perform `order`: + `amount` happiness.
    HappinessOnOrder { order: Order, amount: u8 },
    /// Each round you perform Slacking: +1 happiness (once, even when doubled).
    Holidays,
    /// Once you have been stolen from in a round, nobody may steal from you again that round;
    /// immune to the Sword.
    Law,
    /// Each time you perform Thieving: steal 1 more resource from one of your victims.
    Sword,
    /// Each of your orders that had no effect: +1 happiness.
    FelineDomestication,
    /// Each time you perform Trading: +1 resource of the kind you received.
    Wheel,
    /// In the development phase you may buy two ideas.
    CommonLanguage,
    /// Each of your orders that only you played: +1 resource of your choice.
    DogDomestication,
    /// If you bought no idea in a round: take `amount` resources of one kind at its end.
    Egoism { amount: u8 },
    /// Game end: +1 per idea type you own.
    Rationalism,
    /// Game end: +1 per pair of ideas you own.
    Cinematography,
    /// Game end: each set of wood + food + stone scores `per_set`, at most `max`.
    StockExchange { per_set: u8, max: u8 },
    /// Game end: + `points` if you own strictly the most ideas of `type`.
    MostOfType {
        #[serde(rename = "type")]
        idea_type: IdeaType,
        points: u8,
    },
}

impl Effect {
    /// The effect in words.
    pub fn describe(&self) -> String {
        match self {
            Effect::None => "no effect".into(),
            Effect::Optimism => {
                "each Logging, Hunting, Quarrying or Cunning you perform gives 1 more resource"
                    .into()
            }
            Effect::Humanism => "game end: +1 per idea of yours that scores during rounds".into(),
            Effect::Solitude => "each order only you played: +1 happiness".into(),
            Effect::Consumerism { points } => {
                format!("game end: +{points} if you have no resources")
            }
            Effect::OrderBonus {
                order,
                resource,
                amount,
            } => format!("each {order} you perform: +{amount} {resource}"),
            Effect::Dagger { unless } => format!(
                "each Thieving you perform: +1 happiness, unless {unless}+ players chose it"
            ),
            Effect::FortuneTelling => {
                "when buying, look at the deck's top card and buy it instead if you like".into()
            }
            Effect::Hammer => "before buying, exchange 1 resource for 1 of another kind".into(),
            Effect::ConvertAtEnd { resource, max } => {
                format!("game end: turn up to {max} {resource} into 1 happiness each")
            }
            Effect::HappinessOnOrder { order, amount } => {
                format!("each {order} you perform: +{amount} happiness")
            }
            Effect::Holidays => "a round you perform Slacking: +1 happiness (once)".into(),
            Effect::Law => {
                "once robbed in a round, nobody may rob you again that round; immune to the Sword"
                    .into()
            }
            Effect::Sword => {
                "each Thieving you perform: steal 1 more from one of your victims".into()
            }
            Effect::FelineDomestication => {
                "each of your orders that had no effect: +1 happiness".into()
            }
            Effect::Wheel => "each Trading you perform: +1 of the kind you received".into(),
            Effect::CommonLanguage => "you may buy two ideas in the development phase".into(),
            Effect::DogDomestication => {
                "each order only you played: +1 resource of your choice".into()
            }
            Effect::Egoism { amount } => {
                format!("a round you buy no idea: take {amount} resources of one kind at its end")
            }
            Effect::Rationalism => "game end: +1 per idea type you own".into(),
            Effect::Cinematography => "game end: +1 per pair of ideas you own".into(),
            Effect::StockExchange { per_set, max } => {
                format!("game end: each set of wood + food + stone scores {per_set}, at most {max}")
            }
            Effect::MostOfType { idea_type, points } => {
                format!("game end: +{points} for strictly the most {idea_type:?} ideas")
                    .to_lowercase()
            }
        }
    }

    /// The effect's numbers with their names and the most a card set may give them: they
    /// bound what a game can reach (resources and happiness gained at once, points at the end).
    pub fn values(&self) -> Vec<(&'static str, u8, u8)> {
        match *self {
            Effect::Consumerism { points } => vec![("points", points, MAX_POINTS)],
            Effect::OrderBonus { amount, .. } | Effect::HappinessOnOrder { amount, .. } => {
                vec![("amount", amount, MAX_AMOUNT)]
            }
            Effect::Egoism { amount } => vec![("amount", amount, MAX_AMOUNT)],
            Effect::ConvertAtEnd { max, .. } => vec![("max", max, MAX_AMOUNT)],
            Effect::StockExchange { per_set, max } => {
                vec![("per_set", per_set, MAX_AMOUNT), ("max", max, MAX_POINTS)]
            }
            Effect::MostOfType { points, .. } => vec![("points", points, MAX_POINTS)],
            _ => Vec::new(),
        }
    }

    /// Whether the card scores through its effect during rounds (what Humanism counts).
    pub fn scores_during_rounds(&self) -> bool {
        matches!(
            self,
            Effect::Dagger { .. }
                | Effect::Holidays
                | Effect::Solitude
                | Effect::FelineDomestication
                | Effect::DogDomestication
                | Effect::HappinessOnOrder { .. }
        )
    }
}

/// An idea's cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Cost {
    pub wood: u8,
    pub food: u8,
    pub stone: u8,
}

impl Cost {
    pub fn resources(&self) -> Resources {
        [self.wood as u16, self.food as u16, self.stone as u16]
    }
}

/// Which deck a card belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Deck {
    /// Ages I and II.
    #[serde(rename = "I-II")]
    Early,
    /// Age III.
    #[serde(rename = "III")]
    Late,
}

/// An idea card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Card {
    pub no: u8,
    pub name: String,
    #[serde(rename = "type")]
    pub idea_type: IdeaType,
    pub cost: Cost,
    pub points: u8,
    pub deck: Deck,
    pub effect: Effect,
    #[serde(default)]
    pub provenance: BTreeMap<String, String>,
}

/// A card set as the file gives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardSetData {
    pub name: String,
    /// True when the set is not the printed one.
    #[serde(default)]
    pub reconstruction: bool,
    /// One line said wherever a game with this set starts.
    #[serde(default)]
    pub notice: String,
    pub orders: Vec<OrderRow>,
    pub cards: Vec<Card>,
}

/// A card set that cannot be used, and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CardSetError {
    #[error("the card set is not valid TOML or JSON of a card set: {0}")]
    Parse(String),
    #[error("order `{order}`: {problem}")]
    Order { order: String, problem: String },
    #[error("the order table lacks `{0}`")]
    MissingOrder(String),
    #[error("card {no} ({name}), field `{field}`: {problem}")]
    Card {
        no: u8,
        name: String,
        field: &'static str,
        problem: String,
    },
    #[error("the {deck} deck has {count} cards; at least 4 are needed to fill the idea track")]
    DeckTooSmall { deck: &'static str, count: usize },
    #[error("the set has {0} cards; at most {MAX_CARDS}")]
    TooManyCards(usize),
    #[error("{what} is {len} characters long; at most {max}")]
    TooLong {
        what: String,
        len: usize,
        max: usize,
    },
    #[error("custom card sets: {0}")]
    TooMany(String),
}

/// A checked card set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardSet {
    data: CardSetData,
    /// Rows by `Order::index()`.
    orders: [OrderRow; 8],
}

/// The set's texts are of a readable length (a set is kept for the process: see
/// [`CardSet::intern`]).
fn check_lengths(data: &CardSetData) -> Result<(), CardSetError> {
    let check = |what: &dyn Fn() -> String, text: &str, max: usize| {
        let len = text.chars().count();
        if len > max {
            Err(CardSetError::TooLong {
                what: what(),
                len,
                max,
            })
        } else {
            Ok(())
        }
    };
    check(&|| "the set's name".into(), &data.name, MAX_NAME)?;
    check(&|| "the set's notice".into(), &data.notice, MAX_NOTE)?;
    let provenance = |what: &dyn Fn() -> String, p: &BTreeMap<String, String>| {
        if p.len() > 16 {
            return Err(CardSetError::TooLong {
                what: format!("{}: provenance", what()),
                len: p.len(),
                max: 16,
            });
        }
        for (k, v) in p {
            check(&|| format!("{}: a provenance key", what()), k, MAX_NAME)?;
            check(&|| format!("{}: provenance `{k}`", what()), v, MAX_NOTE)?;
        }
        Ok(())
    };
    for row in &data.orders {
        let what = || format!("order `{}`", row.id.name());
        check(&|| format!("{}: name", what()), &row.name, MAX_NAME)?;
        provenance(&what, &row.provenance)?;
    }
    for card in &data.cards {
        let what = || format!("card {}", card.no);
        check(&|| format!("{}: name", what()), &card.name, MAX_NAME)?;
        provenance(&what, &card.provenance)?;
    }
    Ok(())
}

impl std::hash::Hash for CardSet {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.data.name.hash(state);
        self.data.cards.len().hash(state);
    }
}

impl CardSet {
    /// Reads a set from TOML (or JSON, when the text starts with `{`).
    pub fn parse(text: &str) -> Result<CardSet, CardSetError> {
        let data: CardSetData = if text.trim_start().starts_with('{') {
            serde_json::from_str(text).map_err(|e| CardSetError::Parse(brief(&e.to_string())))?
        } else {
            toml::from_str(text).map_err(|e| CardSetError::Parse(brief(&e.to_string())))?
        };
        CardSet::from_data(data)
    }

    /// Checks a set.
    pub fn from_data(data: CardSetData) -> Result<CardSet, CardSetError> {
        check_lengths(&data)?;
        let mut rows: [Option<OrderRow>; 8] = Default::default();
        let mut numbers = Vec::new();
        for row in &data.orders {
            let bad = |problem: String| CardSetError::Order {
                order: row.id.name().to_string(),
                problem,
            };
            let slot = &mut rows[row.id.index()];
            if slot.is_some() {
                return Err(bad("appears twice".into()));
            }
            match (row.id, row.number) {
                (Order::Doubling, Some(_)) => {
                    return Err(bad(
                        "Doubling is not resolved on its own: no `number`".into()
                    ));
                }
                (Order::Doubling, None) => {}
                (_, None) => return Err(bad("`number` is missing (1 to 7)".into())),
                (_, Some(n)) if !(1..=7).contains(&n) || numbers.contains(&n) => {
                    return Err(bad(format!(
                        "`number` {n} must be 1 to 7 and differ from the other orders'"
                    )));
                }
                (_, Some(n)) => numbers.push(n),
            }
            let limit = match row.id {
                Order::Doubling => 1,
                Order::Thieving => 2,
                _ => 20,
            };
            for (field, v) in [("one", row.one), ("two", row.two), ("many", row.many)] {
                if v > limit {
                    return Err(bad(format!("`{field}` = {v}: at most {limit}")));
                }
            }
            *slot = Some(row.clone());
        }
        let mut orders = Vec::with_capacity(8);
        for (i, row) in rows.into_iter().enumerate() {
            orders.push(
                row.ok_or_else(|| CardSetError::MissingOrder(Order::ALL[i].name().to_string()))?,
            );
        }
        let orders: [OrderRow; 8] = orders
            .try_into()
            .map_err(|_| CardSetError::MissingOrder("?".into()))?;
        if data.cards.len() > MAX_CARDS {
            return Err(CardSetError::TooManyCards(data.cards.len()));
        }
        for (i, card) in data.cards.iter().enumerate() {
            let bad = |field: &'static str, problem: String| CardSetError::Card {
                no: card.no,
                name: card.name.clone(),
                field,
                problem,
            };
            if data.cards[..i].iter().any(|c| c.no == card.no) {
                return Err(bad("no", "another card has this number".into()));
            }
            if card.name.trim().is_empty() {
                return Err(bad("name", "is empty".into()));
            }
            if card.cost.wood as u32 + card.cost.food as u32 + card.cost.stone as u32 == 0 {
                return Err(bad("cost", "an idea costs at least one resource".into()));
            }
            for (field, v) in [
                ("cost", card.cost.wood),
                ("cost", card.cost.food),
                ("cost", card.cost.stone),
            ] {
                if v > MAX_AMOUNT {
                    return Err(bad(
                        field,
                        format!("{v} of a resource: at most {MAX_AMOUNT}"),
                    ));
                }
            }
            if card.points > MAX_POINTS {
                return Err(bad(
                    "points",
                    format!("{}: at most {MAX_POINTS}", card.points),
                ));
            }
            if let Some((name, v, limit)) = card.effect.values().into_iter().find(|(_, v, l)| v > l)
            {
                return Err(bad("effect", format!("`{name}` = {v}: at most {limit}")));
            }
            match &card.effect {
                Effect::OrderBonus { order, amount, .. } => {
                    if matches!(order, Order::Doubling) {
                        return Err(bad(
                            "effect",
                            "`order` = doubling: Doubling is never performed on its own".into(),
                        ));
                    }
                    if *amount == 0 {
                        return Err(bad("effect", "`amount` must be at least 1".into()));
                    }
                }
                Effect::HappinessOnOrder {
                    order: Order::Doubling,
                    ..
                } => {
                    return Err(bad(
                        "effect",
                        "`order` = doubling: Doubling is never performed on its own".into(),
                    ));
                }
                Effect::ConvertAtEnd { max, .. } if *max == 0 => {
                    return Err(bad("effect", "`max` must be at least 1".into()));
                }
                Effect::StockExchange { per_set, .. } if *per_set == 0 => {
                    return Err(bad("effect", "`per_set` must be at least 1".into()));
                }
                _ => {}
            }
        }
        for (deck, label) in [(Deck::Early, "I-II"), (Deck::Late, "III")] {
            let count = data.cards.iter().filter(|c| c.deck == deck).count();
            if count < 4 {
                return Err(CardSetError::DeckTooSmall { deck: label, count });
            }
        }
        Ok(CardSet { data, orders })
    }

    /// The set that ships with the game.
    pub fn provisional() -> &'static CardSet {
        static SET: OnceLock<CardSet> = OnceLock::new();
        SET.get_or_init(|| {
            CardSet::parse(include_str!("../data/provisional.toml"))
                .expect("the shipped card set is valid")
        })
    }

    /// A set read at run time, kept for the rest of the process (a state refers to its set as
    /// `&'static CardSet`, so that it clones cheaply). Equal sets are kept once, the shipped set
    /// is the shipped one, and at most [`MAX_CUSTOM_SETS`] distinct custom sets are kept: past
    /// that a new one is refused ([`CardSetError::TooMany`]), so a server that accepts card sets
    /// cannot be made to grow without bound.
    pub fn intern(set: CardSet) -> Result<&'static CardSet, CardSetError> {
        if *CardSet::provisional() == set {
            return Ok(CardSet::provisional());
        }
        static KEPT: Interner<CardSet> = Interner::new(MAX_CUSTOM_SETS, 16 << 20);
        KEPT.intern(set, |s| {
            serde_json::to_string(&s.data).map_or(1 << 20, |t| t.len())
        })
        .map_err(|e| CardSetError::TooMany(e.to_string()))
    }

    pub fn is_builtin(&self) -> bool {
        std::ptr::eq(self, CardSet::provisional())
    }

    pub fn name(&self) -> &str {
        &self.data.name
    }

    pub fn data(&self) -> &CardSetData {
        &self.data
    }

    /// The line to say wherever a game with this set starts, when it is a reconstruction.
    pub fn notice(&self) -> Option<&str> {
        (self.data.reconstruction || !self.data.notice.is_empty()).then_some(
            if self.data.notice.is_empty() {
                "This CVlizations card set is a reconstruction, not the printed cards."
            } else {
                &self.data.notice
            },
        )
    }

    pub fn order(&self, o: Order) -> &OrderRow {
        &self.orders[o.index()]
    }

    /// The orders that resolve, in resolution order (Doubling excluded).
    pub fn resolution_order(&self) -> Vec<Order> {
        let mut v: Vec<(u8, Order)> = self
            .orders
            .iter()
            .filter_map(|r| r.number.map(|n| (n, r.id)))
            .collect();
        v.sort();
        v.into_iter().map(|(_, o)| o).collect()
    }

    pub fn cards(&self) -> &[Card] {
        &self.data.cards
    }

    pub fn card(&self, index: usize) -> &Card {
        &self.data.cards[index]
    }

    /// The index of the card with printed number `no`.
    pub fn index_of(&self, no: u8) -> Option<usize> {
        self.data.cards.iter().position(|c| c.no == no)
    }

    /// The cards of a deck, as a bit set of indices.
    pub fn deck_bits(&self, deck: Deck) -> u64 {
        self.data
            .cards
            .iter()
            .enumerate()
            .filter(|(_, c)| c.deck == deck)
            .fold(0, |bits, (i, _)| bits | (1 << i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_provisional_set_loads() {
        let s = CardSet::provisional();
        assert_eq!(s.cards().len(), 48);
        assert_eq!(s.deck_bits(Deck::Early).count_ones(), 32);
        assert_eq!(s.deck_bits(Deck::Late).count_ones(), 16);
        assert_eq!(
            s.resolution_order(),
            vec![
                Order::Thieving,
                Order::Logging,
                Order::Hunting,
                Order::Quarrying,
                Order::Cunning,
                Order::Slacking,
                Order::Trading
            ]
        );
        assert_eq!(s.order(Order::Logging).size(2), 3);
        assert!(s.notice().is_some());
        for c in s.cards() {
            assert!(
                c.provenance.contains_key("cost"),
                "card {} has provenance",
                c.no
            );
        }
    }

    #[test]
    fn bad_sets_name_the_card_and_field() {
        let text = include_str!("../data/provisional.toml");
        let broken = text.replacen("cost = { wood = 1, food = 1 }", "cost = { wood = 0 }", 1);
        let e = CardSet::parse(&broken).unwrap_err().to_string();
        assert!(e.contains("card 1 (Optimism), field `cost`"), "{e}");
        let broken = text.replacen("no = 2\n", "no = 1\n", 1);
        let e = CardSet::parse(&broken).unwrap_err().to_string();
        assert!(e.contains("card 1 (Idea 2), field `no`"), "{e}");
        let broken = text.replacen("kind = \"hammer\"", "kind = \"magic\"", 1);
        let e = CardSet::parse(&broken).unwrap_err().to_string();
        assert!(e.contains("magic"), "{e}");
        let broken = text.replacen("number = 2\n", "number = 1\n", 1);
        let e = CardSet::parse(&broken).unwrap_err().to_string();
        assert!(e.contains("order `logging`"), "{e}");
        let e = CardSet::parse("name = 3").unwrap_err().to_string();
        assert!(e.contains("not valid"), "{e}");
    }
}
