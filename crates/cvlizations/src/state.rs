//! The state of a CVlizations game and the rules that change it (C-R1–C-R6, C-V1, C-V2).
//!
//! A round: the order phase (each civilisation plays one order face up and one face down), the
//! reveal, the action phase (orders resolve by number; for each order the players who chose it
//! act clockwise from the leader helm; the effect's size depends on how many chose it; Doubling
//! makes a player's other order act twice), the development phase (each player may buy an
//! idea), and the clean-up (Egoism, the helm passes, ages end). Chance is explicit: every card
//! drawn and every order the Cave Geeks play is a chance action.
//!
//! The state is split by who may know it: [`Public`] (everything on the table) and [`Hidden`]
//! (face-down orders before the reveal, a card looked at with Fortune telling). A view is a
//! `Public` and the viewer's share of the `Hidden` part, so a new secret cannot leak into views
//! by being forgotten.
//!
//! Rulings beyond the rulebook and C-… are marked **Ruling** and listed in docs/cvlizations.md.

use std::sync::Arc;

use gameroom_game::Actor;
use serde::{Deserialize, Serialize};

use crate::action::{Action, Victim};
use crate::cards::{CardSet, Effect, MAX_CARDS};
use crate::error::Illegal;
use crate::event::Event;
use crate::setup::{Setup, SetupError, Variant};
use crate::types::{IdeaType, Order, Resource, Resources};

/// Most civilisations at the table (players and neutrals).
pub const MAX_CIVS: usize = 5;
pub(crate) const ALL_ORDERS: u8 = 0xFF;
pub(crate) const SUPPLY_BIT: u8 = 1 << 7;

/// Why a card is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(
    tag = "for",
    rename_all = "kebab-case",
    rename_all_fields = "snake_case"
)]
pub enum DrawFor {
    /// To fill the idea track at the start of the game or of age III.
    Track,
    /// To refill the track after `seat` bought from it; `seat` then goes on buying.
    Refill {
        seat: u8,
        buys_left: u8,
        hammer_used: bool,
    },
    /// `seat` looks at the deck's top card (Fortune telling).
    Peek {
        seat: u8,
        buys_left: u8,
        hammer_used: bool,
    },
}

/// A decision pending in the action phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(
    tag = "kind",
    rename_all = "kebab-case",
    rename_all_fields = "snake_case"
)]
pub enum Pending {
    /// Thieving: `left` more steals, each from a source not in `used` (players by seat bit,
    /// the supply by bit 7). `victims` are the players robbed so far (for the Sword).
    Steal {
        seat: u8,
        left: u8,
        used: u8,
        victims: u8,
        sword: bool,
        supply_ok: bool,
    },
    /// Sword: one more resource from one of `victims`.
    Sword { seat: u8, victims: u8 },
    /// Cunning: take `k` resources of your choice.
    Cunning { seat: u8, k: u8 },
    /// Trading: give 1, take `take` of another kind (+1 with the Wheel).
    Trade { seat: u8, take: u8, wheel: bool },
    /// Dog domestication: 1 resource of your choice.
    Dog { seat: u8 },
}

impl Pending {
    pub fn seat(&self) -> u8 {
        match *self {
            Pending::Steal { seat, .. }
            | Pending::Sword { seat, .. }
            | Pending::Cunning { seat, .. }
            | Pending::Trade { seat, .. }
            | Pending::Dog { seat } => seat,
        }
    }
}

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(
    tag = "step",
    rename_all = "kebab-case",
    rename_all_fields = "snake_case"
)]
pub enum Phase {
    /// Chance: a card from the current deck.
    Draw(DrawFor),
    /// The civilisation at `pos` of this round's order sequence plays its two orders.
    Orders {
        pos: u8,
    },
    /// A player's decision in the action phase.
    Act(Pending),
    /// `seat` may buy an idea (C-R4).
    Develop {
        seat: u8,
        buys_left: u8,
        hammer_used: bool,
        peeked: bool,
    },
    /// `seat` takes their Egoism resources (clean-up).
    Egoism {
        seat: u8,
    },
    Over,
}

/// One player's order acting in the action phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Exec {
    pub(crate) order: Order,
    pub(crate) seat: u8,
    pub(crate) times: u8,
    pub(crate) choosers: u8,
    /// The player also played Doubling: its own triggers follow this order's.
    pub(crate) doubling: bool,
    pub(crate) doubling_choosers: u8,
}

impl Default for Exec {
    fn default() -> Self {
        Exec {
            order: Order::Thieving,
            seat: 0,
            times: 0,
            choosers: 0,
            doubling: false,
            doubling_choosers: 0,
        }
    }
}

/// Final scores, explained.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct FinalScore {
    pub happiness: u32,
    pub idea_points: u32,
    pub bonuses: Vec<(String, u32)>,
    pub converted: Resources,
    pub total: u32,
    pub resources_left: u32,
}

/// Everything every seat (and a spectator) may know: the table. A civilisation's hand here is
/// its hand as the table knows it: until the reveal it still holds the face-down order (which
/// leaves it at the reveal), so that nobody can work a hidden order out of the hands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Public {
    pub(crate) cards: &'static CardSet,
    pub(crate) names: Arc<[String]>,
    pub(crate) variant: Variant,
    pub(crate) n: u8,
    pub(crate) civs: u8,
    pub(crate) age: u8,
    pub(crate) round: u8,
    pub(crate) helm: u8,
    /// With the Cave Geeks (C-V1): the seat sitting to their left, which the helm reaches from
    /// them (the setup's starting player, **Ruling** R-C15); 0 in the other variants.
    pub(crate) follows_geeks: u8,
    /// Orders in hand, as the table knows them (a face-down order stays in until the reveal).
    pub(crate) hands: [u8; MAX_CIVS],
    pub(crate) up: [Option<Order>; MAX_CIVS],
    /// Face-down orders once revealed (before the reveal they are in [`Hidden`]).
    pub(crate) down: [Option<Order>; MAX_CIVS],
    pub(crate) revealed: bool,
    pub(crate) res: [Resources; MAX_CIVS],
    pub(crate) happy: [u32; MAX_CIVS],
    pub(crate) owned: [u64; MAX_CIVS],
    /// The round (1–9) each card was bought in; 0 while unbought (or owned from a position).
    pub(crate) bought_in: [u8; MAX_CARDS],
    pub(crate) track: u64,
    pub(crate) deck: u64,
    /// The players who looked at the deck's top card (bit per seat); which card it is is
    /// hidden.
    pub(crate) top_known: u8,
    pub(crate) seq: [u8; MAX_CIVS],
    pub(crate) seq_len: u8,
    pub(crate) execs: [Exec; 2 * MAX_CIVS],
    pub(crate) n_execs: u8,
    pub(crate) cursor: u8,
    pub(crate) step: u8,
    pub(crate) pending: Option<Pending>,
    pub(crate) stolen: u8,
    pub(crate) holidays: u8,
    pub(crate) bought_this_round: u8,
    pub(crate) develop_pos: u8,
    pub(crate) egoism_pos: u8,
    pub(crate) phase: Phase,
    pub(crate) finals: Option<Arc<Vec<FinalScore>>>,
}

/// What some seat may not know: the face-down orders before the reveal, and the deck's top card
/// once someone looked at it (Fortune telling). In a view, only the viewer's share: the
/// face-down orders of the civilisations it controls, the top card if it looked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hidden {
    pub(crate) down: [Option<Order>; MAX_CIVS],
    pub(crate) top: Option<u8>,
}

impl Hidden {
    /// A civilisation's face-down order, before the reveal (when known).
    pub fn down(&self, civ: usize) -> Option<Order> {
        self.down.get(civ).copied().flatten()
    }

    /// The deck's top card (index in the card set), when known.
    pub fn top(&self) -> Option<usize> {
        self.top.map(usize::from)
    }
}

/// The whole state: the table and every secret.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    pub(crate) public: Public,
    pub(crate) hidden: Hidden,
}

impl std::ops::Deref for State {
    type Target = Public;
    fn deref(&self) -> &Public {
        &self.public
    }
}

impl std::ops::DerefMut for State {
    fn deref_mut(&mut self) -> &mut Public {
        &mut self.public
    }
}

pub(crate) fn total(r: &Resources) -> u32 {
    r.iter().map(|&x| x as u32).sum()
}

/// Whether bit `i` is set in `set` (false for an `i` beyond the set's width).
pub(crate) fn has_bit(set: u64, i: u8) -> bool {
    i < 64 && set & (1u64 << i) != 0
}

/// Events go to a list, or nowhere.
pub(crate) trait Sink {
    fn emit(&mut self, e: impl FnOnce() -> Event);
}

pub(crate) struct NoEvents;
impl Sink for NoEvents {
    #[inline(always)]
    fn emit(&mut self, _: impl FnOnce() -> Event) {}
}
impl Sink for Vec<Event> {
    fn emit(&mut self, e: impl FnOnce() -> Event) {
        self.push(e());
    }
}

impl State {
    /// The state before the first card is drawn (C-S1, C-S2).
    pub fn new(setup: &Setup) -> Result<State, SetupError> {
        let cards = setup.check()?;
        State::new_with(setup, cards)
    }

    /// The state before the first card is drawn, with `cards` instead of the setup's set (for a
    /// set the caller holds and does not want kept for the process: see `CardSet::intern`).
    pub fn new_with(setup: &Setup, cards: &'static CardSet) -> Result<State, SetupError> {
        setup.check_table()?;
        let n = setup.players.len() as u8;
        let civs = n + setup.variant.neutrals() as u8;
        let mut res = [[0u16; 3]; MAX_CIVS];
        for r in res.iter_mut().take(n as usize) {
            *r = [1, 1, 1];
        }
        let mut hands = [0u8; MAX_CIVS];
        hands[..civs as usize].fill(ALL_ORDERS);
        let (helm, follows_geeks) = match setup.variant {
            // The Cave Geeks hold the helm first (C-V1) and pass it to the starting player, who
            // sits to their left (R-C15).
            Variant::Neutral => (n, setup.starting_player),
            _ => (setup.starting_player, 0),
        };
        let names: Vec<String> = setup.players.iter().map(|s| s.trim().to_string()).collect();
        Ok(State {
            public: Public {
                cards,
                names: names.into(),
                variant: setup.variant,
                n,
                civs,
                age: 1,
                round: 1,
                helm,
                follows_geeks,
                hands,
                up: [None; MAX_CIVS],
                down: [None; MAX_CIVS],
                revealed: false,
                res,
                happy: [0; MAX_CIVS],
                owned: [0; MAX_CIVS],
                bought_in: [0; MAX_CARDS],
                track: 0,
                deck: cards.deck_bits(crate::cards::Deck::Early),
                top_known: 0,
                seq: [0; MAX_CIVS],
                seq_len: 0,
                execs: [Exec::default(); 2 * MAX_CIVS],
                n_execs: 0,
                cursor: 0,
                step: 0,
                pending: None,
                stolen: 0,
                holidays: 0,
                bought_this_round: 0,
                develop_pos: 0,
                egoism_pos: 0,
                phase: Phase::Draw(DrawFor::Track),
                finals: None,
            },
            hidden: Hidden::default(),
        })
    }

    /// The table: everything every seat may know.
    pub fn public(&self) -> &Public {
        &self.public
    }

    /// Every secret of the table.
    pub fn hidden(&self) -> &Hidden {
        &self.hidden
    }

    /// Orders still in a civilisation's hand (without its face-down order).
    pub fn hand(&self, civ: usize) -> Vec<Order> {
        self.public.hand_with(civ, &self.hidden)
    }

    /// A civilisation's orders this round: face up, and face down.
    pub fn played(&self, civ: usize) -> (Option<Order>, Option<Order>) {
        self.public.played_with(civ, &self.hidden)
    }

    /// The top card of the deck, once someone looked at it.
    pub fn top(&self) -> Option<usize> {
        self.hidden.top()
    }
}

impl Public {
    pub fn cards(&self) -> &'static CardSet {
        self.cards
    }
    pub fn num_players(&self) -> usize {
        self.n as usize
    }
    pub fn num_civs(&self) -> usize {
        self.civs as usize
    }
    pub fn variant(&self) -> Variant {
        self.variant
    }
    pub fn name(&self, seat: usize) -> &str {
        &self.names[seat]
    }
    /// The players' names, seat 0 first.
    pub fn names(&self) -> &[String] {
        &self.names
    }
    /// A civilisation's name: a player's, `Cave-Geeks`, or `<player>-neutral`.
    pub fn civ_name(&self, civ: usize) -> String {
        if civ < self.n as usize {
            self.names[civ].clone()
        } else if self.variant == Variant::Neutral {
            "Cave-Geeks".into()
        } else {
            format!("{}-neutral", self.names[civ - self.n as usize])
        }
    }
    /// The seat by name (case-insensitive).
    pub fn seat_named(&self, name: &str) -> Option<usize> {
        self.names.iter().position(|n| n.eq_ignore_ascii_case(name))
    }
    pub fn age(&self) -> u8 {
        self.age
    }
    pub fn round(&self) -> u8 {
        self.round
    }
    /// The round's number in the game, 1 to 9.
    pub fn round_no(&self) -> u8 {
        (self.age - 1) * 3 + self.round
    }
    /// The civilisation holding the leader helm.
    pub fn helm(&self) -> usize {
        self.helm as usize
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn resources(&self, seat: usize) -> Resources {
        self.res[seat]
    }
    pub fn happiness(&self, seat: usize) -> u32 {
        self.happy[seat]
    }
    /// A civilisation's hand as the table knows it: until the reveal, a face-down order counts
    /// as still in hand.
    pub fn public_hand(&self, civ: usize) -> Vec<Order> {
        orders_in(self.hands[civ])
    }
    /// A hand, knowing the face-down orders in `hidden`.
    pub(crate) fn hand_with(&self, civ: usize, hidden: &Hidden) -> Vec<Order> {
        let down = hidden.down(civ).map_or(0, Order::bit);
        orders_in(self.hands[civ] & !down)
    }
    pub(crate) fn played_with(
        &self,
        civ: usize,
        hidden: &Hidden,
    ) -> (Option<Order>, Option<Order>) {
        (self.up[civ], self.down[civ].or(hidden.down(civ)))
    }
    /// The hand of the civilisation whose orders are due (empty at other times). It has not
    /// played this round, so the table knows its hand exactly.
    pub fn hand_of_actor(&self) -> Vec<Order> {
        match self.civ_to_play() {
            Some(civ) => self.public_hand(civ),
            None => Vec::new(),
        }
    }

    /// Whether `seat` plays for a civilisation (its own, or its neutral in the advanced
    /// variant).
    pub fn controls(&self, seat: usize, civ: usize) -> bool {
        self.controller(civ) == Some(seat)
    }

    /// The civilisation whose orders are due.
    pub fn civ_to_play(&self) -> Option<usize> {
        match self.phase {
            Phase::Orders { pos } => Some(self.seq[pos as usize] as usize),
            _ => None,
        }
    }

    /// Whether the face-down orders of this round are face up.
    pub fn revealed(&self) -> bool {
        self.revealed
    }
    /// Cards on the idea track (indices into the card set).
    pub fn track(&self) -> Vec<usize> {
        bits(self.track)
    }
    /// Cards left in the current deck.
    pub fn deck_size(&self) -> usize {
        self.deck.count_ones() as usize
    }
    /// Cards a player owns.
    pub fn owned(&self, seat: usize) -> Vec<usize> {
        bits(self.owned[seat])
    }
    /// Whether a player looked at the deck's top card (Fortune telling).
    pub fn top_known_by(&self, seat: usize) -> bool {
        seat < 8 && self.top_known & (1 << seat) != 0
    }
    pub fn pending(&self) -> Option<Pending> {
        self.pending
    }
    pub fn final_scores(&self) -> Option<&[FinalScore]> {
        self.finals.as_deref().map(|v| v.as_slice())
    }

    /// How many civilisations chose an order this round (after the reveal).
    pub fn choosers(&self, o: Order) -> usize {
        (0..self.civs as usize)
            .filter(|&c| self.up[c] == Some(o) || self.down[c] == Some(o))
            .count()
    }

    /// Whether a card's effect works for its owner now (from the round after its purchase,
    /// C-R4).
    pub(crate) fn active(&self, seat: usize, card: usize) -> bool {
        self.owned[seat] & (1 << card) != 0 && self.bought_in[card] < self.round_no()
    }

    /// The active cards of a player whose effect matches.
    fn count_active(&self, seat: usize, f: impl Fn(&Effect) -> bool) -> usize {
        bits(self.owned[seat])
            .into_iter()
            .filter(|&c| self.active(seat, c) && f(&self.cards.card(c).effect))
            .count()
    }

    fn has(&self, seat: usize, f: impl Fn(&Effect) -> bool) -> bool {
        self.count_active(seat, f) > 0
    }

    /// The seat that controls a civilisation (neutral civs of C-V2 belong to a player).
    pub(crate) fn controller(&self, civ: usize) -> Option<usize> {
        if civ < self.n as usize {
            Some(civ)
        } else if self.variant == Variant::Advanced {
            Some(civ - self.n as usize)
        } else {
            None
        }
    }

    /// Who decides now.
    pub fn actor(&self) -> Actor {
        match self.phase {
            Phase::Draw(_) => Actor::Chance,
            Phase::Orders { pos } => {
                let civ = self.seq[pos as usize] as usize;
                match self.controller(civ) {
                    Some(s) => Actor::Player(s),
                    None => Actor::Chance,
                }
            }
            Phase::Act(p) => Actor::Player(p.seat() as usize),
            Phase::Develop { seat, .. } | Phase::Egoism { seat } => Actor::Player(seat as usize),
            Phase::Over => Actor::Terminal,
        }
    }

    /// With the Cave Geeks (C-V1): the civilisation to the left of `civ`. The three sit Geeks,
    /// `follows_geeks`, the other player, and round again.
    pub(crate) fn next_at_the_table(&self, civ: u8) -> u8 {
        let geeks = self.n;
        let first = self.follows_geeks;
        if civ == geeks {
            first
        } else if civ == first {
            1 - first
        } else {
            geeks
        }
    }

    /// Players clockwise from the helm holder (neutrals skipped).
    pub(crate) fn players_from_helm(&self) -> Vec<u8> {
        let first = match self.variant {
            // With the Cave Geeks (seat n) holding the helm, the seat to their left acts first.
            Variant::Neutral if self.helm >= self.n => self.follows_geeks,
            _ => self.helm.min(self.n - 1),
        };
        (0..self.n).map(|i| (first + i) % self.n).collect()
    }

    fn affordable(&self, seat: usize, card: usize) -> bool {
        let cost = self.cards.card(card).cost.resources();
        (0..3).all(|i| self.res[seat][i] >= cost[i])
    }

    fn buys_allowed(&self, seat: usize) -> u8 {
        if self.has(seat, |e| matches!(e, Effect::CommonLanguage)) {
            2
        } else {
            1
        }
    }

    /// Whether `victim` may be robbed now (has something; the Law protects after one theft).
    fn robbable(&self, victim: usize) -> bool {
        total(&self.res[victim]) > 0 && !self.protected_by_law(victim)
    }

    /// Whether the Law protects `victim` from another theft this round.
    fn protected_by_law(&self, victim: usize) -> bool {
        self.stolen & (1 << victim) != 0 && self.has(victim, |e| matches!(e, Effect::Law))
    }

    /// A card for a person: `card 13 (Fortune telling)`.
    /// A card's number in its set (none for an index outside the set).
    pub(crate) fn card_number(&self, card: u8) -> Option<u8> {
        self.cards.cards().get(card as usize).map(|c| c.no)
    }

    pub(crate) fn card_label(&self, card: u8) -> String {
        match self.cards.cards().get(card as usize) {
            Some(c) => format!("card {} ({})", c.no, c.name),
            None => format!("card index {card} (not in the set)"),
        }
    }
}

fn orders_in(hand: u8) -> Vec<Order> {
    Order::ALL
        .into_iter()
        .filter(|o| hand & o.bit() != 0)
        .collect()
}

impl State {
    // ----- legal actions -----

    /// The legal actions of whoever decides (chance outcomes when chance acts).
    pub fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.phase {
            Phase::Over => {}
            Phase::Draw(_) => {
                if let Some(t) = self.hidden.top {
                    out.push(Action::Draw(t));
                } else {
                    out.extend(bits(self.deck).into_iter().map(|c| Action::Draw(c as u8)));
                }
            }
            Phase::Orders { pos } => {
                let civ = self.seq[pos as usize] as usize;
                let hand = self.hands[civ];
                for up in Order::ALL {
                    for down in Order::ALL {
                        if up != down && hand & up.bit() != 0 && hand & down.bit() != 0 {
                            out.push(if self.controller(civ).is_some() {
                                Action::Orders { up, down }
                            } else {
                                Action::NeutralOrders { up, down }
                            });
                        }
                    }
                }
            }
            Phase::Act(p) => self.pending_actions(p, out),
            Phase::Develop {
                seat,
                buys_left,
                hammer_used,
                peeked,
            } => {
                let s = seat as usize;
                out.push(Action::Pass);
                if buys_left > 0 {
                    for c in bits(self.track) {
                        if self.affordable(s, c) {
                            out.push(Action::Buy(c as u8));
                        }
                    }
                    if peeked
                        && let Some(t) = self.hidden.top
                        && self.top_known & (1 << seat) != 0
                        && self.affordable(s, t as usize)
                    {
                        out.push(Action::BuyTop);
                    }
                    if !peeked
                        && self.deck != 0
                        && self.has(s, |e| matches!(e, Effect::FortuneTelling))
                    {
                        out.push(Action::Peek);
                    }
                }
                if !hammer_used
                    && buys_left == self.buys_allowed(s)
                    && self.has(s, |e| matches!(e, Effect::Hammer))
                {
                    for give in Resource::ALL {
                        if self.res[s][give.index()] == 0 {
                            continue;
                        }
                        for take in Resource::ALL {
                            if take != give {
                                out.push(Action::Hammer { give, take });
                            }
                        }
                    }
                }
            }
            Phase::Egoism { .. } => out.extend(Resource::ALL.map(Action::Egoism)),
        }
    }

    /// Whether `action` is legal now, and if not, why: the rules' refusal, checked before
    /// anything changes. Accepts exactly the actions [`legal_actions`](Self::legal_actions)
    /// lists.
    pub fn check(&self, action: Action) -> Result<(), Illegal> {
        match self.phase {
            Phase::Over => Err(Illegal::GameOver),
            Phase::Draw(_) => match action {
                Action::Draw(card) => self.check_draw(card),
                _ => Err(Illegal::ChanceActs {
                    what: "a card is drawn from the deck",
                    rule: "C-S2",
                }),
            },
            Phase::Orders { pos } => {
                let civ = self.seq[pos as usize] as usize;
                match (action, self.controller(civ)) {
                    (Action::Orders { up, down }, Some(_))
                    | (Action::NeutralOrders { up, down }, None) => {
                        self.check_orders(civ, up, down)
                    }
                    (_, None) => Err(Illegal::ChanceActs {
                        what: "the Cave Geeks' orders are drawn",
                        rule: "C-V1",
                    }),
                    (a, Some(seat)) => Err(self.not_now(a, seat, Phase::Orders { pos })),
                }
            }
            Phase::Act(p) => {
                let seat = p.seat() as usize;
                match (p, action) {
                    (
                        Pending::Steal {
                            seat,
                            used,
                            supply_ok,
                            ..
                        },
                        Action::Steal { resource, from },
                    ) => self.check_steal(seat, used, supply_ok, resource, from),
                    (Pending::Sword { victims, .. }, Action::Steal { resource, from }) => {
                        self.check_sword(victims, resource, from)
                    }
                    (Pending::Cunning { k, .. }, Action::Cunning(counts)) => {
                        let given: u16 = counts.iter().map(|&c| u16::from(c)).sum();
                        if given == u16::from(k) {
                            Ok(())
                        } else {
                            Err(Illegal::WrongCount { expected: k, given })
                        }
                    }
                    (Pending::Trade { seat, .. }, Action::Trade { give, take }) => {
                        self.check_exchange(seat as usize, give, take, "C-R3")
                    }
                    (Pending::Dog { .. }, Action::Dog(_)) => Ok(()),
                    (_, a) => Err(self.not_now(a, seat, self.phase)),
                }
            }
            Phase::Develop {
                seat,
                buys_left,
                hammer_used,
                peeked,
            } => {
                let s = seat as usize;
                match action {
                    Action::Pass => Ok(()),
                    Action::Buy(card) => {
                        if buys_left == 0 {
                            return Err(Illegal::NoPurchaseLeft);
                        }
                        if !has_bit(self.track, card) {
                            return Err(Illegal::NotOnTrack {
                                card: self.card_label(card),
                                no: self.card_number(card),
                            });
                        }
                        self.check_afford(s, card)
                    }
                    Action::BuyTop => {
                        if buys_left == 0 {
                            return Err(Illegal::NoPurchaseLeft);
                        }
                        match self.hidden.top {
                            Some(t) if peeked && self.top_known & (1 << seat) != 0 => {
                                self.check_afford(s, t)
                            }
                            _ => Err(Illegal::NotLookedAt),
                        }
                    }
                    Action::Peek => {
                        if buys_left == 0 {
                            Err(Illegal::NoPurchaseLeft)
                        } else if !self.has(s, |e| matches!(e, Effect::FortuneTelling)) {
                            Err(Illegal::NoFortuneTelling)
                        } else if peeked {
                            Err(Illegal::AlreadyLooked)
                        } else if self.deck == 0 {
                            Err(Illegal::DeckEmpty)
                        } else {
                            Ok(())
                        }
                    }
                    Action::Hammer { give, take } => {
                        if !self.has(s, |e| matches!(e, Effect::Hammer)) {
                            Err(Illegal::NoHammer)
                        } else if hammer_used || buys_left != self.buys_allowed(s) {
                            Err(Illegal::HammerUsed)
                        } else {
                            self.check_exchange(s, give, take, "C-R4")
                        }
                    }
                    a => Err(self.not_now(a, s, self.phase)),
                }
            }
            Phase::Egoism { seat } => match action {
                Action::Egoism(_) => Ok(()),
                a => Err(self.not_now(a, seat as usize, self.phase)),
            },
        }
    }

    /// A card drawn must be in the deck, and be the top card when someone looked at it.
    fn check_draw(&self, card: u8) -> Result<(), Illegal> {
        if !has_bit(self.deck, card) {
            return Err(Illegal::NotInDeck {
                card: self.card_label(card),
                no: self.card_number(card),
            });
        }
        match self.hidden.top {
            Some(t) if t != card => Err(Illegal::NotTheTopCard),
            _ => Ok(()),
        }
    }

    /// C-R2: two different orders, both in hand.
    fn check_orders(&self, civ: usize, up: Order, down: Order) -> Result<(), Illegal> {
        if up == down {
            return Err(Illegal::SameOrderTwice { order: up });
        }
        for order in [up, down] {
            if self.hands[civ] & order.bit() == 0 {
                return Err(Illegal::OrderNotInHand {
                    civ: self.civ_name(civ),
                    order,
                });
            }
        }
        Ok(())
    }
}

impl Public {
    /// The refusal of an action of the wrong kind while `seat` decides in `phase`.
    fn not_now(&self, action: Action, seat: usize, phase: Phase) -> Illegal {
        let (expected, rule) = match phase {
            Phase::Orders { .. } => ("orders are being played (`orders <up> <down>`)", "C-R2"),
            Phase::Act(Pending::Steal { .. }) => (
                "Thieving: a resource is being stolen (`steal <resource> from <player>`)",
                "C-R3",
            ),
            Phase::Act(Pending::Sword { .. }) => (
                "the Sword: one more resource is being stolen (`steal <resource> from <player>`)",
                "C-R3",
            ),
            Phase::Act(Pending::Cunning { .. }) => (
                "Cunning: resources of one's choice are being taken (`cunning <resource> …`)",
                "C-R3",
            ),
            Phase::Act(Pending::Trade { .. }) => (
                "Trading: one resource is being traded for another kind (`trade <give> <take>`)",
                "C-R3",
            ),
            Phase::Act(Pending::Dog { .. }) => (
                "Dog domestication: a resource of one's choice is being taken (`dog <resource>`)",
                "C-R3",
            ),
            Phase::Develop { .. } => (
                "ideas are being bought (`buy N`, `pass`; with the ideas that allow it `peek`, \
                 `buy top`, `hammer <give> <take>`)",
                "C-R4",
            ),
            Phase::Egoism { .. } => (
                "Egoism's resources are being taken (`egoism <resource>`)",
                "C-R5",
            ),
            Phase::Draw(_) | Phase::Over => ("nothing is asked of a player", "C-R1"),
        };
        if action.is_chance() {
            Illegal::PlayerDecides {
                who: self.name(seat).to_string(),
                rule,
            }
        } else {
            Illegal::WrongPhase { expected, rule }
        }
    }

    /// Thieving (C-R3, C-V1): from another player who has that resource, not robbed by this
    /// theft yet and not protected by the Law; or from the supply when a two-player game allows
    /// it, once.
    fn check_steal(
        &self,
        seat: u8,
        used: u8,
        supply_ok: bool,
        resource: Resource,
        from: Victim,
    ) -> Result<(), Illegal> {
        match from {
            Victim::Supply if !supply_ok => Err(Illegal::SupplyNotAllowed),
            Victim::Supply if used & SUPPLY_BIT != 0 => Err(Illegal::SupplyUsed),
            Victim::Supply => Ok(()),
            Victim::Player(v) => {
                self.check_victim(v)?;
                let name = || self.name(v as usize).to_string();
                if v == seat {
                    Err(Illegal::StealFromSelf)
                } else if used & (1 << v) != 0 {
                    Err(Illegal::AlreadyRobbed { victim: name() })
                } else if self.protected_by_law(v as usize) {
                    Err(Illegal::ProtectedByLaw {
                        victim: name(),
                        sword: false,
                    })
                } else if self.res[v as usize][resource.index()] == 0 {
                    Err(Illegal::VictimHasNothing {
                        victim: name(),
                        resource,
                    })
                } else {
                    Ok(())
                }
            }
        }
    }

    /// The Sword: one more resource from a player this theft robbed, whom the Law does not
    /// protect.
    fn check_sword(&self, victims: u8, resource: Resource, from: Victim) -> Result<(), Illegal> {
        let v = match from {
            Victim::Supply => {
                return Err(Illegal::NotAVictim {
                    victim: "the supply".into(),
                });
            }
            Victim::Player(v) => v,
        };
        self.check_victim(v)?;
        let name = || self.name(v as usize).to_string();
        if victims & (1 << v) == 0 {
            Err(Illegal::NotAVictim { victim: name() })
        } else if self.has(v as usize, |e| matches!(e, Effect::Law)) {
            Err(Illegal::ProtectedByLaw {
                victim: name(),
                sword: true,
            })
        } else if self.res[v as usize][resource.index()] == 0 {
            Err(Illegal::VictimHasNothing {
                victim: name(),
                resource,
            })
        } else {
            Ok(())
        }
    }

    fn check_victim(&self, v: u8) -> Result<(), Illegal> {
        if v < self.n {
            Ok(())
        } else {
            Err(Illegal::NoSuchPlayer { seat: v })
        }
    }

    /// Trading and the Hammer: give a resource you have for another kind.
    fn check_exchange(
        &self,
        seat: usize,
        give: Resource,
        take: Resource,
        rule: &'static str,
    ) -> Result<(), Illegal> {
        if give == take {
            Err(Illegal::SameKind {
                resource: give,
                rule,
            })
        } else if self.res[seat][give.index()] == 0 {
            Err(Illegal::NothingToGive {
                resource: give,
                rule,
            })
        } else {
            Ok(())
        }
    }

    /// C-R4: the cost is paid in full.
    fn check_afford(&self, seat: usize, card: u8) -> Result<(), Illegal> {
        if self.affordable(seat, card as usize) {
            Ok(())
        } else {
            Err(Illegal::CannotAfford {
                card: self.card_label(card),
                no: self.card_number(card),
                cost: self.cards.card(card as usize).cost.resources(),
                have: self.res[seat],
            })
        }
    }

    fn pending_actions(&self, p: Pending, out: &mut Vec<Action>) {
        match p {
            Pending::Steal {
                seat,
                used,
                supply_ok,
                ..
            } => {
                for v in 0..self.n as usize {
                    if v == seat as usize || used & (1 << v) != 0 || !self.robbable(v) {
                        continue;
                    }
                    for r in Resource::ALL {
                        if self.res[v][r.index()] > 0 {
                            out.push(Action::Steal {
                                resource: r,
                                from: Victim::Player(v as u8),
                            });
                        }
                    }
                }
                if supply_ok && used & SUPPLY_BIT == 0 {
                    out.extend(Resource::ALL.map(|r| Action::Steal {
                        resource: r,
                        from: Victim::Supply,
                    }));
                }
            }
            Pending::Sword { victims, .. } => {
                for v in 0..self.n as usize {
                    if victims & (1 << v) == 0
                        || total(&self.res[v]) == 0
                        || self.has(v, |e| matches!(e, Effect::Law))
                    {
                        continue;
                    }
                    for r in Resource::ALL {
                        if self.res[v][r.index()] > 0 {
                            out.push(Action::Steal {
                                resource: r,
                                from: Victim::Player(v as u8),
                            });
                        }
                    }
                }
            }
            Pending::Cunning { k, .. } => {
                // Every multiset of k resources.
                for w in 0..=k {
                    for f in 0..=k - w {
                        out.push(Action::Cunning([w, f, k - w - f]));
                    }
                }
            }
            Pending::Trade { seat, .. } => {
                for give in Resource::ALL {
                    if self.res[seat as usize][give.index()] == 0 {
                        continue;
                    }
                    for take in Resource::ALL {
                        if take != give {
                            out.push(Action::Trade { give, take });
                        }
                    }
                }
            }
            Pending::Dog { .. } => out.extend(Resource::ALL.map(Action::Dog)),
        }
    }
}

impl State {
    // ----- applying actions -----

    /// Applies an action of whoever decides. An illegal action changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<(), Illegal> {
        self.step_action(action, &mut NoEvents)
    }

    /// Applies an action and appends what the table sees.
    pub fn apply_logged(&mut self, action: Action, events: &mut Vec<Event>) -> Result<(), Illegal> {
        self.step_action(action, events)
    }

    fn step_action<E: Sink>(&mut self, action: Action, ev: &mut E) -> Result<(), Illegal> {
        self.check(action)?;
        self.dispatch(action, ev);
        self.settle(ev);
        Ok(())
    }

    /// Applies a legal action.
    fn dispatch<E: Sink>(&mut self, action: Action, ev: &mut E) {
        match (self.phase, action) {
            (Phase::Draw(purpose), Action::Draw(card)) => self.draw(purpose, card, ev),
            (
                Phase::Orders { pos },
                Action::Orders { up, down } | Action::NeutralOrders { up, down },
            ) => self.play_orders(pos, up, down, ev),
            (Phase::Act(p), a) => self.resolve_pending(p, a, ev),
            (
                Phase::Develop {
                    seat,
                    buys_left,
                    hammer_used,
                    ..
                },
                a,
            ) => self.develop(seat, buys_left, hammer_used, a, ev),
            (Phase::Egoism { seat }, Action::Egoism(r)) => {
                let amount = bits(self.owned[seat as usize])
                    .into_iter()
                    .filter(|&c| self.active(seat as usize, c))
                    .filter_map(|c| match self.cards.card(c).effect {
                        Effect::Egoism { amount } => Some(amount as u16),
                        _ => None,
                    })
                    .sum::<u16>();
                self.gain(seat as usize, r, amount, "Egoism", ev);
                self.egoism_pos += 1;
                self.clean_up(ev);
            }
            _ => {}
        }
    }

    /// Decisions with a single possible answer are taken at once (**Ruling** R-C1).
    fn settle<E: Sink>(&mut self, ev: &mut E) {
        let mut legal = Vec::new();
        for _ in 0..10_000 {
            if !matches!(self.actor(), Actor::Player(_)) {
                return;
            }
            // Whether buying the card looked at is possible depends on that card, which only
            // its looker knows: the decision is asked even when passing is all that is left,
            // or the others would learn something of the card (**Ruling** R-C1).
            if let Phase::Develop { peeked: true, .. } = self.phase {
                return;
            }
            self.legal_actions(&mut legal);
            if legal.len() != 1 {
                return;
            }
            self.dispatch(legal[0], ev);
        }
    }

    fn gain<E: Sink>(
        &mut self,
        seat: usize,
        r: Resource,
        amount: u16,
        why: &'static str,
        ev: &mut E,
    ) {
        if amount == 0 {
            return;
        }
        // Saturates: a position or a card set can bring a count near its limit.
        let have = &mut self.res[seat][r.index()];
        *have = have.saturating_add(amount);
        ev.emit(|| Event::Gained {
            seat,
            resource: r,
            amount,
            why: why.into(),
        });
    }

    fn cheer<E: Sink>(&mut self, seat: usize, amount: u32, why: &'static str, ev: &mut E) {
        if amount == 0 {
            return;
        }
        self.happy[seat] = self.happy[seat].saturating_add(amount);
        ev.emit(|| Event::Happiness {
            seat,
            amount,
            why: why.into(),
        });
    }

    fn draw<E: Sink>(&mut self, purpose: DrawFor, card: u8, ev: &mut E) {
        self.deck &= !(1u64 << card);
        match purpose {
            DrawFor::Track => {
                self.track |= 1 << card;
                ev.emit(|| Event::TrackDrawn { card });
                if self.track.count_ones() >= 4 || self.deck == 0 {
                    self.begin_round(ev);
                }
            }
            DrawFor::Refill {
                seat,
                buys_left,
                hammer_used,
            } => {
                self.track |= 1 << card;
                if self.hidden.top == Some(card) {
                    self.hidden.top = None;
                    self.top_known = 0;
                }
                ev.emit(|| Event::TrackDrawn { card });
                self.after_buy(seat, buys_left, hammer_used, ev);
            }
            DrawFor::Peek {
                seat,
                buys_left,
                hammer_used,
            } => {
                // The card stays in the deck, on top, known to `seat` only.
                self.deck |= 1 << card;
                self.hidden.top = Some(card);
                self.top_known |= 1 << seat;
                ev.emit(|| Event::Peeked {
                    seat: seat as usize,
                    card: Some(card),
                });
                self.phase = Phase::Develop {
                    seat,
                    buys_left,
                    hammer_used,
                    peeked: true,
                };
            }
        }
    }

    /// The order phase (C-R2): the sequence of civilisations that play.
    pub(crate) fn begin_round<E: Sink>(&mut self, ev: &mut E) {
        let (age, round) = (self.age, self.round);
        ev.emit(|| Event::RoundBegan { age, round });
        let mut seq = Vec::with_capacity(MAX_CIVS);
        match self.variant {
            Variant::Standard => {
                for i in 0..self.n {
                    seq.push((self.helm + i) % self.n);
                }
            }
            Variant::Neutral => {
                let mut civ = self.helm;
                for _ in 0..self.civs {
                    seq.push(civ);
                    civ = self.next_at_the_table(civ);
                }
            }
            Variant::Advanced => {
                // P1's neutral, P2's neutral, P1, P2 (C-V2); P1 holds the helm.
                let p1 = self.helm;
                let p2 = 1 - p1;
                seq.extend([self.n + p1, self.n + p2, p1, p2]);
            }
        }
        self.seq = [0; MAX_CIVS];
        self.seq[..seq.len()].copy_from_slice(&seq);
        self.seq_len = seq.len() as u8;
        self.phase = Phase::Orders { pos: 0 };
    }

    fn play_orders<E: Sink>(&mut self, pos: u8, up: Order, down: Order, ev: &mut E) {
        let civ = self.seq[pos as usize] as usize;
        // The face-down order stays in the hand as the table knows it until the reveal.
        self.hands[civ] &= !up.bit();
        self.up[civ] = Some(up);
        self.hidden.down[civ] = Some(down);
        ev.emit(|| Event::OrdersPlayed {
            civ,
            up,
            down: Some(down),
        });
        if pos + 1 < self.seq_len {
            self.phase = Phase::Orders { pos: pos + 1 };
        } else {
            self.reveal(ev);
        }
    }

    /// The reveal, then the action phase's executions in order (C-R3).
    fn reveal<E: Sink>(&mut self, ev: &mut E) {
        self.revealed = true;
        for c in 0..self.civs as usize {
            if let Some(d) = self.hidden.down[c].take() {
                self.public.down[c] = Some(d);
                self.public.hands[c] &= !d.bit();
            }
        }
        let downs: Vec<(usize, Order)> = (0..self.civs as usize)
            .filter_map(|c| self.down[c].map(|o| (c, o)))
            .collect();
        ev.emit(|| Event::Revealed { downs });
        let doubling_choosers = self.choosers(Order::Doubling);
        let doubling_works = self.cards.order(Order::Doubling).size(doubling_choosers) > 0;
        let mut execs = Vec::new();
        let players = self.players_from_helm();
        for o in self.cards.resolution_order() {
            let choosers = self.choosers(o);
            for &s in &players {
                let c = s as usize;
                if self.up[c] == Some(o) || self.down[c] == Some(o) {
                    let doubled = self.up[c] == Some(Order::Doubling)
                        || self.down[c] == Some(Order::Doubling);
                    execs.push(Exec {
                        order: o,
                        seat: s,
                        times: if doubled && doubling_works { 2 } else { 1 },
                        choosers: choosers as u8,
                        doubling: doubled,
                        doubling_choosers: doubling_choosers as u8,
                    });
                }
            }
        }
        self.execs = [Exec::default(); 2 * MAX_CIVS];
        self.execs[..execs.len()].copy_from_slice(&execs);
        self.n_execs = execs.len() as u8;
        self.cursor = 0;
        self.step = 0;
        self.pending = None;
        self.run_actions(ev);
    }

    /// Runs the action phase until a decision is needed or it ends.
    fn run_actions<E: Sink>(&mut self, ev: &mut E) {
        loop {
            if let Some(p) = self.pending {
                let mut legal = Vec::new();
                self.pending_actions(p, &mut legal);
                if legal.is_empty() {
                    self.pending = self.after_pending(p);
                    continue;
                }
                self.phase = Phase::Act(p);
                return;
            }
            if self.cursor >= self.n_execs {
                self.begin_development(ev);
                return;
            }
            let e = self.execs[self.cursor as usize];
            // Steps: each performance, then the order's triggers, then Doubling's.
            let steps = e.times + 1 + u8::from(e.doubling);
            if self.step >= steps {
                self.cursor += 1;
                self.step = 0;
                continue;
            }
            let step = self.step;
            self.step += 1;
            let order = e.order;
            if step < e.times {
                self.perform(e, order, ev);
            } else if step == e.times {
                self.triggers(e.seat as usize, order, e.choosers as usize, ev);
            } else {
                self.triggers(
                    e.seat as usize,
                    Order::Doubling,
                    e.doubling_choosers as usize,
                    ev,
                );
            }
        }
    }

    /// One performance of an order by a player (C-R3 and the cards that add to it).
    fn perform<E: Sink>(&mut self, e: Exec, order: Order, ev: &mut E) {
        let s = e.seat as usize;
        let size = self.cards.order(order).size(e.choosers as usize);
        let optimism = self.count_active(s, |x| matches!(x, Effect::Optimism)) as u16;
        match order {
            Order::Logging | Order::Hunting | Order::Quarrying => {
                let r = order.gathers().unwrap_or(Resource::Wood);
                self.gain(s, r, size as u16, order.name(), ev);
                if size > 0 {
                    self.gain(s, r, optimism, "Optimism", ev);
                }
                for c in bits(self.owned[s]) {
                    if !self.active(s, c) {
                        continue;
                    }
                    if let Effect::OrderBonus {
                        order: o,
                        resource,
                        amount,
                    } = self.cards.card(c).effect
                        && o == order
                    {
                        let why = name_of(self.cards, c);
                        self.gain(s, resource, amount as u16, why, ev);
                    }
                }
            }
            Order::Slacking => {
                self.cheer(s, size as u32, "slacking", ev);
                if size > 0 {
                    let bonus = self.happiness_on(s, order);
                    self.cheer(s, bonus, "Hedonism", ev);
                    if self.has(s, |x| matches!(x, Effect::Holidays))
                        && self.holidays & (1 << s) == 0
                    {
                        self.holidays |= 1 << s;
                        self.cheer(s, 1, "Holidays", ev);
                    }
                }
            }
            Order::Cunning => {
                let k = size as u16 + if size > 0 { optimism } else { 0 };
                if k > 0 {
                    self.pending = Some(Pending::Cunning {
                        seat: e.seat,
                        k: k.min(6) as u8,
                    });
                }
            }
            Order::Trading => {
                if size > 0 && total(&self.res[s]) > 0 {
                    self.pending = Some(Pending::Trade {
                        seat: e.seat,
                        take: size,
                        wheel: self.has(s, |x| matches!(x, Effect::Wheel)),
                    });
                }
            }
            Order::Thieving => {
                // Dagger: a point per performance, unless too many thieves (card note 11).
                for c in bits(self.owned[s]) {
                    if self.active(s, c)
                        && let Effect::Dagger { unless } = self.cards.card(c).effect
                        && e.choosers < unless
                    {
                        self.cheer(s, 1, "Dagger", ev);
                    }
                }
                if size > 0 {
                    self.pending = Some(Pending::Steal {
                        seat: e.seat,
                        left: size,
                        used: 0,
                        victims: 0,
                        sword: self.has(s, |x| matches!(x, Effect::Sword)),
                        // Two players: the second theft comes from the supply (C-V1).
                        supply_ok: self.n == 2 && size >= 2,
                    });
                }
                let bonus = self.happiness_on(s, order);
                if size > 0 {
                    self.cheer(s, bonus, "card", ev);
                }
            }
            Order::Doubling => {}
        }
    }

    fn happiness_on(&self, s: usize, order: Order) -> u32 {
        bits(self.owned[s])
            .into_iter()
            .filter(|&c| self.active(s, c))
            .filter_map(|c| match self.cards.card(c).effect {
                Effect::HappinessOnOrder { order: o, amount } if o == order => Some(amount as u32),
                _ => None,
            })
            .sum()
    }

    /// What happens once per order a player played: Solitude, Dog domestication, Feline
    /// domestication.
    fn triggers<E: Sink>(&mut self, s: usize, order: Order, choosers: usize, ev: &mut E) {
        if choosers == 1 {
            let solitude = self.count_active(s, |x| matches!(x, Effect::Solitude)) as u32;
            self.cheer(s, solitude, "Solitude", ev);
            if self.has(s, |x| matches!(x, Effect::DogDomestication)) {
                self.pending = Some(Pending::Dog { seat: s as u8 });
            }
        }
        let no_effect = matches!(
            order,
            Order::Thieving | Order::Cunning | Order::Slacking | Order::Doubling
        ) && self.cards.order(order).size(choosers) == 0;
        if no_effect {
            let feline = self.count_active(s, |x| matches!(x, Effect::FelineDomestication)) as u32;
            self.cheer(s, feline, "Feline domestication", ev);
        }
    }

    /// What follows a pending decision that is done (or impossible).
    fn after_pending(&self, p: Pending) -> Option<Pending> {
        match p {
            Pending::Steal {
                seat,
                victims,
                sword,
                ..
            } if sword && victims != 0 => Some(Pending::Sword { seat, victims }),
            _ => None,
        }
    }

    fn resolve_pending<E: Sink>(&mut self, p: Pending, a: Action, ev: &mut E) {
        match (p, a) {
            (
                Pending::Steal {
                    seat,
                    left,
                    used,
                    victims,
                    sword,
                    supply_ok,
                },
                Action::Steal { resource, from },
            ) => {
                let (used_bit, victims) = match from {
                    Victim::Player(v) => {
                        self.res[v as usize][resource.index()] -= 1;
                        self.stolen |= 1 << v;
                        (1 << v, victims | (1 << v))
                    }
                    Victim::Supply => (SUPPLY_BIT, victims),
                };
                let loot = &mut self.res[seat as usize][resource.index()];
                *loot = loot.saturating_add(1);
                ev.emit(|| Event::Stole {
                    thief: seat as usize,
                    from,
                    resource,
                });
                let next = Pending::Steal {
                    seat,
                    left: left - 1,
                    used: used | used_bit,
                    victims,
                    sword,
                    supply_ok,
                };
                self.pending = if left > 1 {
                    Some(next)
                } else {
                    self.after_pending(next)
                };
            }
            (Pending::Sword { seat, .. }, Action::Steal { resource, from }) => {
                if let Victim::Player(v) = from {
                    self.res[v as usize][resource.index()] -= 1;
                    self.stolen |= 1 << v;
                }
                let loot = &mut self.res[seat as usize][resource.index()];
                *loot = loot.saturating_add(1);
                ev.emit(|| Event::Stole {
                    thief: seat as usize,
                    from,
                    resource,
                });
                self.pending = None;
            }
            (Pending::Cunning { seat, .. }, Action::Cunning(counts)) => {
                for r in Resource::ALL {
                    self.gain(seat as usize, r, counts[r.index()] as u16, "cunning", ev);
                }
                self.pending = None;
            }
            (Pending::Trade { seat, take, wheel }, Action::Trade { give, take: kind }) => {
                let s = seat as usize;
                self.res[s][give.index()] -= 1;
                let amount = take as u16 + u16::from(wheel);
                self.res[s][kind.index()] = self.res[s][kind.index()].saturating_add(amount);
                ev.emit(|| Event::Traded {
                    seat: seat as usize,
                    give,
                    take: kind,
                    amount,
                });
                self.pending = None;
            }
            (Pending::Dog { seat }, Action::Dog(r)) => {
                self.gain(seat as usize, r, 1, "Dog domestication", ev);
                self.pending = None;
            }
            _ => {}
        }
        self.run_actions(ev);
    }

    /// C-R4: from the helm holder clockwise, each player may buy one idea.
    fn begin_development<E: Sink>(&mut self, ev: &mut E) {
        self.pending = None;
        self.develop_pos = 0;
        self.next_developer(ev);
    }

    fn next_developer<E: Sink>(&mut self, ev: &mut E) {
        let order = self.players_from_helm();
        match order.get(self.develop_pos as usize) {
            Some(&seat) => {
                self.phase = Phase::Develop {
                    seat,
                    buys_left: self.buys_allowed(seat as usize),
                    hammer_used: false,
                    peeked: false,
                };
            }
            None => {
                self.egoism_pos = 0;
                self.clean_up(ev);
            }
        }
    }

    fn develop<E: Sink>(
        &mut self,
        seat: u8,
        buys_left: u8,
        hammer_used: bool,
        a: Action,
        ev: &mut E,
    ) {
        let s = seat as usize;
        match a {
            Action::Pass => {
                ev.emit(|| Event::Passed {
                    seat: seat as usize,
                });
                self.develop_pos += 1;
                self.next_developer(ev);
            }
            Action::Hammer { give, take } => {
                self.res[s][give.index()] -= 1;
                self.res[s][take.index()] = self.res[s][take.index()].saturating_add(1);
                ev.emit(|| Event::Hammered {
                    seat: seat as usize,
                    give,
                    take,
                });
                self.phase = Phase::Develop {
                    seat,
                    buys_left,
                    hammer_used: true,
                    peeked: matches!(self.phase, Phase::Develop { peeked: true, .. }),
                };
            }
            Action::Peek => {
                self.phase = Phase::Draw(DrawFor::Peek {
                    seat,
                    buys_left,
                    hammer_used,
                });
                // When the top is already known (someone looked), the draw is forced.
            }
            Action::Buy(_) | Action::BuyTop => {
                let card = match a {
                    Action::Buy(c) => c,
                    _ => self.hidden.top.unwrap_or(0),
                };
                let cost = self.cards.card(card as usize).cost.resources();
                for i in 0..3 {
                    self.res[s][i] -= cost[i];
                }
                self.owned[s] |= 1 << card;
                self.bought_in[card as usize] = self.round_no();
                self.bought_this_round |= 1 << s;
                let from_track = matches!(a, Action::Buy(_));
                ev.emit(|| Event::Bought {
                    seat: seat as usize,
                    card,
                    from_track,
                });
                if from_track {
                    self.track &= !(1 << card);
                    if self.deck != 0 {
                        self.phase = Phase::Draw(DrawFor::Refill {
                            seat,
                            buys_left: buys_left - 1,
                            hammer_used: true,
                        });
                        return;
                    }
                } else {
                    self.deck &= !(1 << card);
                    self.hidden.top = None;
                    self.top_known = 0;
                }
                self.after_buy(seat, buys_left - 1, true, ev);
            }
            _ => {}
        }
    }

    fn after_buy<E: Sink>(&mut self, seat: u8, buys_left: u8, hammer_used: bool, ev: &mut E) {
        if buys_left > 0 {
            self.phase = Phase::Develop {
                seat,
                buys_left,
                hammer_used,
                peeked: false,
            };
        } else {
            self.develop_pos += 1;
            self.next_developer(ev);
        }
    }

    /// Clean-up (C-R5, provisional): Egoism, then the helm passes; ages end; the game ends.
    fn clean_up<E: Sink>(&mut self, ev: &mut E) {
        let order = self.players_from_helm();
        while let Some(&seat) = order.get(self.egoism_pos as usize) {
            let s = seat as usize;
            if self.bought_this_round & (1 << s) == 0
                && self.has(s, |e| matches!(e, Effect::Egoism { .. }))
            {
                self.phase = Phase::Egoism { seat };
                return;
            }
            self.egoism_pos += 1;
        }
        // The round ends.
        self.up = [None; MAX_CIVS];
        self.down = [None; MAX_CIVS];
        self.hidden.down = [None; MAX_CIVS];
        self.revealed = false;
        self.stolen = 0;
        self.holidays = 0;
        self.bought_this_round = 0;
        // The action phase's bookkeeping is cleared, so that a state holds nothing stale (its
        // JSON then says only what matters).
        self.execs = [Exec::default(); 2 * MAX_CIVS];
        self.n_execs = 0;
        self.cursor = 0;
        self.step = 0;
        self.develop_pos = 0;
        self.egoism_pos = 0;
        self.helm = match self.variant {
            Variant::Standard => (self.helm + 1) % self.n,
            Variant::Neutral => self.next_at_the_table(self.helm),
            Variant::Advanced => 1 - self.helm,
        };
        let helm = self.helm;
        ev.emit(|| Event::HelmPassed { to: helm as usize });
        if self.round < 3 {
            self.round += 1;
            self.begin_round(ev);
            return;
        }
        // The age ends: every order returns to its hand.
        let civs = self.civs as usize;
        self.hands[..civs].fill(ALL_ORDERS);
        if self.age == 3 {
            self.final_scoring(ev);
            return;
        }
        self.age += 1;
        self.round = 1;
        let age = self.age;
        ev.emit(|| Event::AgeBegan { age });
        if self.age == 3 {
            // After age II: the track is cleared and filled from the age III deck.
            self.track = 0;
            self.hidden.top = None;
            self.top_known = 0;
            // Cards owned already stay owned (none of this deck is, in a game from its
            // start; a position may give one).
            let owned = self.owned.iter().fold(0, |a, b| a | b);
            self.deck = self.cards.deck_bits(crate::cards::Deck::Late) & !owned;
            if self.deck == 0 {
                self.begin_round(ev);
            } else {
                self.phase = Phase::Draw(DrawFor::Track);
            }
            return;
        }
        self.begin_round(ev);
    }

    /// C-R6: happiness + idea points, fixed and conditional.
    fn final_scoring<E: Sink>(&mut self, ev: &mut E) {
        let n = self.n as usize;
        let mut finals = Vec::with_capacity(n);
        for s in 0..n {
            finals.push(self.score_player(s));
        }
        for (s, f) in finals.iter().enumerate() {
            let f = f.clone();
            ev.emit(|| Event::Scored {
                seat: s,
                happiness: f.happiness,
                idea_points: f.idea_points,
                bonuses: f.bonuses,
                total: f.total,
            });
        }
        self.finals = Some(Arc::new(finals));
        self.phase = Phase::Over;
        if let Some(o) = self.outcome() {
            ev.emit(|| Event::GameOver {
                scores: o.scores.iter().map(|&x| x as u32).collect(),
                winners: o.winners.clone(),
            });
        }
    }
}

impl Public {
    /// What a player would score if the game ended now (the final scoring's rules).
    pub fn score_now(&self, seat: usize) -> FinalScore {
        self.score_player(seat)
    }

    fn score_player(&self, s: usize) -> FinalScore {
        let cards: Vec<usize> = bits(self.owned[s]);
        let idea_points: u32 = cards
            .iter()
            .map(|&c| self.cards.card(c).points as u32)
            .sum();
        let mut fixed: Vec<(String, u32)> = Vec::new();
        let type_count = |seat: usize, t: IdeaType| {
            bits(self.owned[seat])
                .into_iter()
                .filter(|&c| self.cards.card(c).idea_type == t)
                .count()
        };
        for &c in &cards {
            let card = self.cards.card(c);
            let points = match &card.effect {
                Effect::Humanism => cards
                    .iter()
                    .filter(|&&x| self.cards.card(x).effect.scores_during_rounds())
                    .count() as u32,
                Effect::Rationalism => IdeaType::ALL
                    .iter()
                    .filter(|&&t| type_count(s, t) > 0)
                    .count() as u32,
                Effect::Cinematography => cards.len() as u32 / 2,
                Effect::MostOfType { idea_type, points } => {
                    let mine = type_count(s, *idea_type);
                    let strictly = (0..self.n as usize)
                        .filter(|&o| o != s)
                        .all(|o| type_count(o, *idea_type) < mine);
                    if strictly { *points as u32 } else { 0 }
                }
                _ => continue,
            };
            fixed.push((card.name.clone(), points));
        }
        // Conversions (Tower, Castle, Larder), Stock exchange and Consumerism depend on the
        // resources kept: the engine converts what scores most, keeping more resources on a tie
        // (**Ruling** R-C2; computed exactly in `endgame.rs`).
        let scoring: Vec<(&str, &Effect)> = cards
            .iter()
            .map(|&c| {
                let card = self.cards.card(c);
                (card.name.as_str(), &card.effect)
            })
            .collect();
        let best = crate::endgame::best_conversion(self.res[s], &scoring);
        let (left, converted, mut bonus) = (best.left, best.converted, best.bonuses);
        fixed.append(&mut bonus);
        let fixed_total = fixed.iter().fold(0u32, |a, (_, p)| a.saturating_add(*p));
        FinalScore {
            happiness: self.happy[s],
            idea_points,
            bonuses: fixed,
            converted,
            total: self.happy[s]
                .saturating_add(idea_points)
                .saturating_add(fixed_total),
            resources_left: left,
        }
    }

    /// The result once the game is over: most happiness; then most resources left; then a
    /// shared win (C-R6).
    pub fn outcome(&self) -> Option<gameroom_game::Outcome> {
        let finals = self.finals.as_ref()?;
        let scores: Vec<i64> = finals.iter().map(|f| f.total as i64).collect();
        let keys: Vec<Vec<i64>> = finals
            .iter()
            .map(|f| vec![f.total as i64, f.resources_left as i64])
            .collect();
        Some(gameroom_game::Outcome::from_keys(
            scores,
            &keys,
            "nine-rounds",
        ))
    }
}

pub(crate) fn bits(mut b: u64) -> Vec<usize> {
    let mut v = Vec::with_capacity(b.count_ones() as usize);
    while b != 0 {
        let i = b.trailing_zeros() as usize;
        v.push(i);
        b &= b - 1;
    }
    v
}

fn name_of(cards: &'static CardSet, c: usize) -> &'static str {
    cards.card(c).name.as_str()
}

#[cfg(test)]
mod limits {
    use super::*;

    /// Resources, happiness and final totals at the top of their range saturate instead of
    /// wrapping (in release) or panicking (in debug).
    #[test]
    fn gains_saturate_at_the_limit() {
        let setup = Setup::new(2, Variant::Standard, 0).expect("valid");
        let mut s = State::new(&setup).expect("valid");
        s.res[0] = [u16::MAX; 3];
        s.happy[0] = u32::MAX - 1;
        s.gain(0, Resource::Wood, 5, "test", &mut NoEvents);
        s.cheer(0, 5, "test", &mut NoEvents);
        assert_eq!(s.res[0][0], u16::MAX);
        assert_eq!(s.happy[0], u32::MAX);
        assert_eq!(s.public.score_now(0).total, u32::MAX);
    }
}
