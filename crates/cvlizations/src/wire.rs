//! The wire format: the table ([`Public`]), secrets ([`Hidden`]), whole states and views as
//! JSON, read back exactly and checked on the way in, so that a state read from JSON never makes
//! the engine panic.
//!
//! Shape (docs/cvlizations.md has an example): snake_case field names, kebab-case tags and values; seats and civilisations by
//! number (0-based; the neutral civilisations follow the players); cards by index in the card
//! set (0-based); orders and resources by name; the card set by name when it is the shipped one,
//! else whole.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::cards::{CardSet, Deck};
use crate::setup::{CardsRef, Setup, Variant};
use crate::state::{
    DrawFor, Exec, FinalScore, Hidden, MAX_CIVS, Pending, Phase, Public, SUPPLY_BIT, State, bits,
};
use crate::types::{Order, Resources};
use crate::view::View;

/// More than any game reaches; a bound that keeps arithmetic far from overflowing.
pub(crate) const MAX_RESOURCE: u16 = 10_000;
pub(crate) const MAX_HAPPINESS: u32 = 1_000_000;

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PublicWire {
    /// The card set: `"provisional"`, or a whole set.
    cards: CardsRef,
    variant: Variant,
    age: u8,
    round: u8,
    /// The civilisation holding the leader helm.
    helm: u8,
    /// With the Cave Geeks: the seat to their left, which the helm reaches from them (absent:
    /// seat 0; absent in the other variants).
    #[serde(default, skip_serializing_if = "is_zero")]
    follows_geeks: u8,
    phase: Phase,
    /// Whether this round's face-down orders are face up.
    revealed: bool,
    players: Vec<PlayerWire>,
    /// Every civilisation: the players', then the neutrals.
    civs: Vec<CivWire>,
    /// Cards on the idea track.
    track: Vec<u8>,
    /// Cards left in the current deck (their order is not known to anyone).
    deck: Vec<u8>,
    /// The seats that looked at the deck's top card (Fortune telling).
    top_known_by: Vec<u8>,
    /// This round's order phase: the civilisations in playing order.
    order_sequence: Vec<u8>,
    /// The action phase's bookkeeping.
    action_phase: ActionPhaseWire,
    /// The development phase: the index (among the players from the helm) of who buys.
    developer: u8,
    /// The clean-up: the index (among the players from the helm) of who is asked for Egoism.
    egoist: u8,
    /// After the game: each player's final score.
    final_scores: Option<Vec<FinalWire>>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayerWire {
    name: String,
    resources: ResourcesWire,
    happiness: u32,
    ideas: Vec<IdeaWire>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct IdeaWire {
    card: u8,
    /// The round (1–9) it was bought in; 0 when owned from before (a position).
    round: u8,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct CivWire {
    /// The hand as the table knows it: until the reveal a face-down order still counts.
    hand: Vec<Order>,
    up: Option<Order>,
    /// Once revealed.
    down: Option<Order>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ResourcesWire {
    wood: u16,
    food: u16,
    stone: u16,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ActionPhaseWire {
    /// Each player's order acting, in resolution order.
    executions: Vec<Exec>,
    /// The execution under way.
    next: u8,
    /// Its step: each performance, then the order's triggers, then Doubling's.
    step: u8,
    /// The decision asked for.
    pending: Option<Pending>,
    /// Seats robbed this round (for the Law).
    robbed: Vec<u8>,
    /// Seats whose Holidays scored this round.
    holidays: Vec<u8>,
    /// Seats that bought an idea this round (for Egoism).
    bought: Vec<u8>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FinalWire {
    happiness: u32,
    idea_points: u32,
    bonuses: Vec<(String, u32)>,
    converted: ResourcesWire,
    total: u32,
    resources_left: u32,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct HiddenWire {
    /// Face-down orders before the reveal.
    face_down: Vec<FaceDownWire>,
    /// The deck's top card, once looked at.
    top: Option<u8>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FaceDownWire {
    civ: u8,
    order: Order,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StateWire {
    public: Public,
    hidden: Hidden,
}

#[derive(Serialize)]
struct StateRef<'a> {
    public: &'a Public,
    hidden: &'a Hidden,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ViewWire {
    /// The viewer; `null` for a spectator.
    seat: Option<u8>,
    public: Public,
    mine: Hidden,
}

#[derive(Serialize)]
struct ViewRef<'a> {
    seat: Option<u8>,
    public: &'a Public,
    mine: &'a Hidden,
}

fn res_wire(r: &Resources) -> ResourcesWire {
    ResourcesWire {
        wood: r[0],
        food: r[1],
        stone: r[2],
    }
}

fn res_of(r: &ResourcesWire) -> Resources {
    [r.wood, r.food, r.stone]
}

fn seats_of(set: u8) -> Vec<u8> {
    (0..8).filter(|&s| set & (1 << s) != 0).collect()
}

fn is_zero(x: &u8) -> bool {
    *x == 0
}

fn orders_of(hand: u8) -> Vec<Order> {
    Order::ALL
        .into_iter()
        .filter(|o| hand & o.bit() != 0)
        .collect()
}

impl From<&Public> for PublicWire {
    fn from(p: &Public) -> Self {
        let n = p.n as usize;
        PublicWire {
            cards: CardsRef::of(p.cards),
            variant: p.variant,
            age: p.age,
            round: p.round,
            helm: p.helm,
            follows_geeks: p.follows_geeks,
            phase: p.phase,
            revealed: p.revealed,
            players: (0..n)
                .map(|s| PlayerWire {
                    name: p.names[s].clone(),
                    resources: res_wire(&p.res[s]),
                    happiness: p.happy[s],
                    ideas: bits(p.owned[s])
                        .into_iter()
                        .map(|c| IdeaWire {
                            card: c as u8,
                            round: p.bought_in[c],
                        })
                        .collect(),
                })
                .collect(),
            civs: (0..p.civs as usize)
                .map(|c| CivWire {
                    hand: orders_of(p.hands[c]),
                    up: p.up[c],
                    down: p.down[c],
                })
                .collect(),
            track: bits(p.track).into_iter().map(|c| c as u8).collect(),
            deck: bits(p.deck).into_iter().map(|c| c as u8).collect(),
            top_known_by: seats_of(p.top_known),
            order_sequence: p.seq[..p.seq_len as usize].to_vec(),
            action_phase: ActionPhaseWire {
                executions: p.execs[..p.n_execs as usize].to_vec(),
                next: p.cursor,
                step: p.step,
                pending: p.pending,
                robbed: seats_of(p.stolen),
                holidays: seats_of(p.holidays),
                bought: seats_of(p.bought_this_round),
            },
            developer: p.develop_pos,
            egoist: p.egoism_pos,
            final_scores: p.finals.as_ref().map(|f| {
                f.iter()
                    .map(|f| FinalWire {
                        happiness: f.happiness,
                        idea_points: f.idea_points,
                        bonuses: f.bonuses.clone(),
                        converted: res_wire(&f.converted),
                        total: f.total,
                        resources_left: f.resources_left,
                    })
                    .collect()
            }),
        }
    }
}

/// A set of seats (or civilisations) below `limit`, as bits.
fn seat_bits(seats: &[u8], limit: u8, what: &str) -> Result<u8, String> {
    let mut set = 0u8;
    for &s in seats {
        if s >= limit {
            return Err(format!("{what}: {s} is not below {limit}"));
        }
        if set & (1 << s) != 0 {
            return Err(format!("{what}: {s} appears twice"));
        }
        set |= 1 << s;
    }
    Ok(set)
}

/// A set of cards of `cards`, as bits.
fn card_bits(list: &[u8], cards: &CardSet, what: &str) -> Result<u64, String> {
    let mut set = 0u64;
    for &c in list {
        if c as usize >= cards.cards().len() {
            return Err(format!(
                "{what}: card index {c} is not in the set ({} cards)",
                cards.cards().len()
            ));
        }
        if set & (1 << c) != 0 {
            return Err(format!("{what}: card index {c} appears twice"));
        }
        set |= 1 << c;
    }
    Ok(set)
}

fn hand_bits(hand: &[Order], what: &str) -> Result<u8, String> {
    let mut set = 0u8;
    for o in hand {
        if set & o.bit() != 0 {
            return Err(format!("{what}: {o} appears twice"));
        }
        set |= o.bit();
    }
    Ok(set)
}

impl TryFrom<PublicWire> for Public {
    type Error = String;

    fn try_from(w: PublicWire) -> Result<Public, String> {
        let setup = Setup {
            players: w.players.iter().map(|p| p.name.clone()).collect(),
            variant: w.variant,
            starting_player: 0,
            cards: w.cards,
        };
        let cards = setup.check().map_err(|e| e.to_string())?;
        let n = w.players.len() as u8;
        let civs = n + w.variant.neutrals() as u8;
        if !(1..=3).contains(&w.age) || !(1..=3).contains(&w.round) {
            return Err(format!(
                "age {} round {}: ages and rounds are 1 to 3",
                w.age, w.round
            ));
        }
        let helm_limit = match w.variant {
            Variant::Neutral => civs,
            _ => n,
        };
        if w.helm >= helm_limit {
            return Err(format!(
                "helm {}: the helm is held by one of 0 to {}",
                w.helm,
                helm_limit - 1
            ));
        }
        if w.follows_geeks != 0 && (w.variant != Variant::Neutral || w.follows_geeks >= n) {
            return Err(format!(
                "follows_geeks {}: only with the Cave Geeks (neutral variant), a seat 0 to {}",
                w.follows_geeks,
                n.saturating_sub(1)
            ));
        }
        if w.civs.len() != civs as usize {
            return Err(format!(
                "civs: {} civilisations play ({} players, {} variant), not {}",
                civs,
                n,
                w.variant.name(),
                w.civs.len()
            ));
        }
        let mut hands = [0u8; MAX_CIVS];
        let mut up = [None; MAX_CIVS];
        let mut down = [None; MAX_CIVS];
        for (c, civ) in w.civs.iter().enumerate() {
            hands[c] = hand_bits(&civ.hand, &format!("civs[{c}].hand"))?;
            up[c] = civ.up;
            down[c] = civ.down;
        }
        let mut res = [[0u16; 3]; MAX_CIVS];
        let mut happy = [0u32; MAX_CIVS];
        let mut owned = [0u64; MAX_CIVS];
        let mut bought_in = [0u8; crate::cards::MAX_CARDS];
        let round_no = (w.age - 1) * 3 + w.round;
        let mut all_owned = 0u64;
        for (s, p) in w.players.iter().enumerate() {
            res[s] = res_of(&p.resources);
            if res[s].iter().any(|&r| r > MAX_RESOURCE) {
                return Err(format!(
                    "players[{s}].resources: at most {MAX_RESOURCE} of a kind"
                ));
            }
            happy[s] = p.happiness;
            if p.happiness > MAX_HAPPINESS {
                return Err(format!("players[{s}].happiness: at most {MAX_HAPPINESS}"));
            }
            let list: Vec<u8> = p.ideas.iter().map(|i| i.card).collect();
            owned[s] = card_bits(&list, cards, &format!("players[{s}].ideas"))?;
            if owned[s] & all_owned != 0 {
                return Err(format!(
                    "players[{s}].ideas: a card is owned by two players"
                ));
            }
            all_owned |= owned[s];
            for idea in &p.ideas {
                if idea.round > round_no {
                    return Err(format!(
                        "players[{s}].ideas: card index {} bought in round {}, after this round \
                         ({round_no})",
                        idea.card, idea.round
                    ));
                }
                bought_in[idea.card as usize] = idea.round;
            }
        }
        let track = card_bits(&w.track, cards, "track")?;
        let deck = card_bits(&w.deck, cards, "deck")?;
        if track & deck != 0 || (track | deck) & all_owned != 0 {
            return Err("a card is in two places (track, deck, a player's ideas)".into());
        }
        let current = if w.age == 3 { Deck::Late } else { Deck::Early };
        if deck & !cards.deck_bits(current) != 0 {
            return Err(format!(
                "deck: a card of another age's deck (age {} draws from the {} deck)",
                w.age,
                if w.age == 3 { "III" } else { "I-II" }
            ));
        }
        let top_known = seat_bits(&w.top_known_by, n, "top_known_by")?;
        if top_known != 0 && deck == 0 {
            return Err("top-known-by: the deck is empty".into());
        }
        if w.order_sequence.len() > civs as usize {
            return Err("order-sequence: longer than the civilisations at the table".into());
        }
        seat_bits(&w.order_sequence, civs, "order_sequence")?;
        let mut seq = [0u8; MAX_CIVS];
        seq[..w.order_sequence.len()].copy_from_slice(&w.order_sequence);
        let a = &w.action_phase;
        if a.executions.len() > 2 * MAX_CIVS {
            return Err(format!("action-phase.executions: at most {}", 2 * MAX_CIVS));
        }
        for (i, e) in a.executions.iter().enumerate() {
            if e.seat >= n
                || !(1..=2).contains(&e.times)
                || e.choosers > civs
                || e.doubling_choosers > civs
            {
                return Err(format!(
                    "action-phase.executions[{i}]: a seat below {n}, 1 or 2 times, at most \
                     {civs} choosers"
                ));
            }
        }
        let mut execs = [Exec::default(); 2 * MAX_CIVS];
        execs[..a.executions.len()].copy_from_slice(&a.executions);
        let n_execs = a.executions.len() as u8;
        if a.next > n_execs || a.step > 4 {
            return Err("action-phase: `next` is past the executions or `step` past 4".into());
        }
        let finals = match w.final_scores {
            None => None,
            Some(f) => {
                if f.len() != n as usize {
                    return Err(format!("final-scores: one per player ({n})"));
                }
                Some(std::sync::Arc::new(
                    f.into_iter()
                        .map(|f| FinalScore {
                            happiness: f.happiness,
                            idea_points: f.idea_points,
                            bonuses: f.bonuses,
                            converted: res_of(&f.converted),
                            total: f.total,
                            resources_left: f.resources_left,
                        })
                        .collect(),
                ))
            }
        };
        let names: Vec<String> = w
            .players
            .iter()
            .map(|p| p.name.trim().to_string())
            .collect();
        let p = Public {
            cards,
            names: names.into(),
            variant: w.variant,
            n,
            civs,
            age: w.age,
            round: w.round,
            helm: w.helm,
            follows_geeks: w.follows_geeks,
            hands,
            up,
            down,
            revealed: w.revealed,
            res,
            happy,
            owned,
            bought_in,
            track,
            deck,
            top_known,
            seq,
            seq_len: w.order_sequence.len() as u8,
            execs,
            n_execs,
            cursor: a.next,
            step: a.step,
            pending: a.pending,
            stolen: seat_bits(&a.robbed, n, "action-phase.robbed")?,
            holidays: seat_bits(&a.holidays, n, "action-phase.holidays")?,
            bought_this_round: seat_bits(&a.bought, n, "action-phase.bought")?,
            develop_pos: w.developer,
            egoism_pos: w.egoist,
            phase: w.phase,
            finals,
        };
        check_phase(&p)?;
        Ok(p)
    }
}

/// The phase agrees with the rest of the table.
fn check_phase(p: &Public) -> Result<(), String> {
    let n = p.n;
    let civs = p.civs as usize;
    let seat_ok = |seat: u8| {
        if seat < n {
            Ok(())
        } else {
            Err(format!("phase: seat {seat} is not a player"))
        }
    };
    // Who buys, and who is asked for Egoism: the index among the players from the helm.
    let from_helm = p.players_from_helm();
    let (developer, egoist) = match p.phase {
        Phase::Develop { seat, .. }
        | Phase::Draw(DrawFor::Refill { seat, .. } | DrawFor::Peek { seat, .. }) => {
            (Some(seat), None)
        }
        Phase::Egoism { seat } => (None, Some(seat)),
        _ => (None, None),
    };
    let pos_ok = |pos: u8, seat: Option<u8>, done: u8| match seat {
        Some(seat) => from_helm.get(pos as usize) == Some(&seat),
        None => pos == done,
    };
    if !pos_ok(
        p.develop_pos,
        developer,
        if egoist.is_some() { n } else { 0 },
    ) || !pos_ok(p.egoism_pos, egoist, 0)
    {
        return Err(
            "developer, egoist: the index of the player buying (or asked for Egoism) among the              players from the helm; 0 at other times"
                .into(),
        );
    }
    // The orders played this round: before the reveal, the face-up ones (the face-down ones are
    // secret); after it, both; never still in hand.
    let played = |c: usize| p.up[c].is_some();
    for c in 0..civs {
        match (p.up[c], p.down[c]) {
            (None, Some(_)) => {
                return Err(format!(
                    "civs[{c}]: a face-down order without a face-up one"
                ));
            }
            (Some(u), Some(d)) if u == d => return Err(format!("civs[{c}]: the same order twice")),
            _ => {}
        }
        let out = p.up[c].map_or(0, Order::bit) | p.down[c].map_or(0, Order::bit);
        if p.hands[c] & out != 0 {
            return Err(format!(
                "civs[{c}]: an order played this round is still in hand"
            ));
        }
        if p.revealed != p.down[c].is_some() {
            return Err(format!(
                "civs[{c}]: face-down orders are on the table exactly when revealed"
            ));
        }
    }
    // Enough orders in hand for the rest of the age: two a round (an age's hands hold all
    // eight at its start); a civilisation that has played this round needs none for it.
    if p.phase != Phase::Over {
        for c in 0..civs {
            let rounds_left = 4 - p.round - u8::from(played(c));
            let mut in_hand = p.hands[c].count_ones() as u8;
            if played(c) && !p.revealed {
                // The face-down order still counts in the hand as the table knows it.
                in_hand = in_hand.saturating_sub(1);
            }
            if in_hand < 2 * rounds_left {
                return Err(format!(
                    "civs[{c}].hand: {in_hand} orders, but {rounds_left} more rounds of this age \
                     need two each (rule C-R2)"
                ));
            }
        }
    }
    let everyone_played = (0..civs).all(played);
    let nobody_played = (0..civs).all(|c| !played(c));
    if p.revealed && !everyone_played {
        return Err("revealed: every civilisation has played its orders".into());
    }
    let expect_pending = match p.phase {
        Phase::Act(pending) => Some(pending),
        _ => None,
    };
    if p.pending != expect_pending {
        return Err("action-phase.pending: a decision is pending exactly in the `act` step".into());
    }
    if p.finals.is_some() != (p.phase == Phase::Over) {
        return Err("final-scores: there exactly when the game is over".into());
    }
    match p.phase {
        Phase::Draw(purpose) => {
            if p.deck == 0 {
                return Err("phase: a card is drawn from an empty deck".into());
            }
            match purpose {
                DrawFor::Track => {
                    if p.revealed || !nobody_played {
                        return Err("phase: the track is filled before any orders".into());
                    }
                }
                DrawFor::Refill {
                    seat, buys_left, ..
                }
                | DrawFor::Peek {
                    seat, buys_left, ..
                } => {
                    seat_ok(seat)?;
                    if buys_left > 2 || !p.revealed {
                        return Err("phase: drawing while buying, at most 2 purchases".into());
                    }
                }
            }
        }
        Phase::Orders { pos } => {
            if pos >= p.seq_len || p.seq_len != p.civs || p.revealed {
                return Err(
                    "phase: orders are played along the order sequence, before the reveal".into(),
                );
            }
            for (i, &c) in p.seq[..p.seq_len as usize].iter().enumerate() {
                if played(c as usize) != (i < pos as usize) {
                    return Err(format!(
                        "phase: the civilisations before position {pos} of the sequence have \
                         played, the others not"
                    ));
                }
            }
        }
        Phase::Act(pending) => {
            if !p.revealed {
                return Err("phase: orders act after the reveal".into());
            }
            match pending {
                Pending::Steal {
                    seat,
                    left,
                    used,
                    victims,
                    ..
                } => {
                    seat_ok(seat)?;
                    let players = (1u8 << n) - 1;
                    if !(1..=2).contains(&left)
                        || used & !(players | SUPPLY_BIT) != 0
                        || victims & !players != 0
                    {
                        return Err("phase: a theft with 1 or 2 steals left, from players".into());
                    }
                }
                Pending::Sword { seat, victims } => {
                    seat_ok(seat)?;
                    if victims & !((1u8 << n) - 1) != 0 {
                        return Err("phase: the Sword's victims are players".into());
                    }
                }
                Pending::Cunning { seat, k } => {
                    seat_ok(seat)?;
                    if k > 6 {
                        return Err("phase: Cunning takes at most 6".into());
                    }
                }
                Pending::Trade { seat, take, .. } => {
                    seat_ok(seat)?;
                    if take > 20 {
                        return Err("phase: Trading takes at most 20".into());
                    }
                }
                Pending::Dog { seat } => seat_ok(seat)?,
            }
        }
        Phase::Develop {
            seat, buys_left, ..
        } => {
            seat_ok(seat)?;
            if buys_left > 2 || !p.revealed {
                return Err("phase: at most 2 purchases, after the reveal".into());
            }
        }
        Phase::Egoism { seat } => {
            seat_ok(seat)?;
            if !p.revealed {
                return Err("phase: Egoism comes after the reveal".into());
            }
        }
        Phase::Over => {
            if p.revealed || !nobody_played {
                return Err("phase: the game is over, no orders on the table".into());
            }
        }
    }
    Ok(())
}

impl From<&Hidden> for HiddenWire {
    fn from(h: &Hidden) -> Self {
        HiddenWire {
            face_down: (0..MAX_CIVS)
                .filter_map(|c| {
                    h.down[c].map(|order| FaceDownWire {
                        civ: c as u8,
                        order,
                    })
                })
                .collect(),
            top: h.top,
        }
    }
}

impl TryFrom<HiddenWire> for Hidden {
    type Error = String;

    fn try_from(w: HiddenWire) -> Result<Hidden, String> {
        let mut h = Hidden {
            top: w.top,
            ..Hidden::default()
        };
        for f in w.face_down {
            let slot = h
                .down
                .get_mut(f.civ as usize)
                .ok_or_else(|| format!("face-down: no civilisation {}", f.civ))?;
            if slot.is_some() {
                return Err(format!("face-down: civilisation {} appears twice", f.civ));
            }
            *slot = Some(f.order);
        }
        Ok(h)
    }
}

/// Who knows a hidden part: the whole table's secrets, or one viewer's share.
#[derive(Clone, Copy)]
enum Knower {
    Everyone,
    Viewer(Option<u8>),
}

/// The hidden part agrees with the table: the face-down orders of the civilisations that
/// played (those the knower may know), from their hands; the top card in the deck, known when
/// someone (the knower) looked.
fn check_hidden(p: &Public, h: &Hidden, who: Knower) -> Result<(), String> {
    for c in 0..MAX_CIVS {
        let knows = match who {
            Knower::Everyone => true,
            Knower::Viewer(seat) => seat.is_some_and(|s| p.controls(s as usize, c)),
        };
        let expected = c < p.civs as usize && !p.revealed && p.up[c].is_some() && knows;
        match h.down[c] {
            Some(d) if expected => {
                if p.hands[c] & d.bit() == 0 {
                    return Err(format!(
                        "face-down: civilisation {c}'s order {d} is not in its hand"
                    ));
                }
            }
            None if !expected => {}
            _ => {
                return Err(format!(
                    "face-down: civilisation {c}'s order is there exactly when it played face \
                     down before the reveal{}",
                    if matches!(who, Knower::Viewer(_)) {
                        " and the viewer controls it"
                    } else {
                        ""
                    }
                ));
            }
        }
    }
    let knows_top = match who {
        Knower::Everyone => p.top_known != 0,
        Knower::Viewer(seat) => seat.is_some_and(|s| p.top_known_by(s as usize)),
    };
    match h.top {
        Some(t) if knows_top => {
            if !crate::state::has_bit(p.deck, t) {
                return Err(format!("top: card index {t} is not in the deck"));
            }
        }
        None if !knows_top => {}
        _ => {
            return Err(
                "top: the top card is there exactly when it was looked at (by the viewer)".into(),
            );
        }
    }
    Ok(())
}

impl Serialize for Public {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        PublicWire::from(self).serialize(s)
    }
}

impl<'de> Deserialize<'de> for Public {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Public, D::Error> {
        Public::try_from(PublicWire::deserialize(d)?).map_err(D::Error::custom)
    }
}

impl Serialize for Hidden {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        HiddenWire::from(self).serialize(s)
    }
}

impl<'de> Deserialize<'de> for Hidden {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Hidden, D::Error> {
        Hidden::try_from(HiddenWire::deserialize(d)?).map_err(D::Error::custom)
    }
}

/// `{"public": …, "hidden": …}`.
impl Serialize for State {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        StateRef {
            public: &self.public,
            hidden: &self.hidden,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for State {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<State, D::Error> {
        let w = StateWire::deserialize(d)?;
        check_hidden(&w.public, &w.hidden, Knower::Everyone).map_err(D::Error::custom)?;
        let state = State {
            public: w.public,
            hidden: w.hidden,
        };
        state.check_someone_can_act().map_err(D::Error::custom)?;
        Ok(state)
    }
}

impl State {
    /// Whoever is to decide (a player, or chance) has something to do: a state read from
    /// outside where the player to act has no legal action is refused, not played.
    pub(crate) fn check_someone_can_act(&self) -> Result<(), String> {
        let who = match self.actor() {
            gameroom_game::Actor::Player(s) => self.name(s).to_string(),
            gameroom_game::Actor::Chance => "chance".to_string(),
            gameroom_game::Actor::Terminal => return Ok(()),
        };
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        if legal.is_empty() {
            return Err(format!(
                "{who} is to act but has no legal action in this state"
            ));
        }
        Ok(())
    }
}

/// `{"seat": 1, "public": …, "mine": …}` (`"seat": null` for a spectator).
impl Serialize for View {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        ViewRef {
            seat: self.seat,
            public: &self.public,
            mine: &self.mine,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for View {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<View, D::Error> {
        let w = ViewWire::deserialize(d)?;
        if let Some(s) = w.seat
            && s >= w.public.n
        {
            return Err(D::Error::custom(format!("seat {s} is not a player")));
        }
        check_hidden(&w.public, &w.mine, Knower::Viewer(w.seat)).map_err(D::Error::custom)?;
        Ok(View {
            seat: w.seat,
            public: w.public,
            mine: w.mine,
        })
    }
}

impl State {
    /// The state as JSON (the wire format; [`State::summary`] is the same in words).
    pub fn to_json(&self) -> serde_json::Value {
        // Plain data: serialising cannot fail.
        serde_json::to_value(self).unwrap_or_default()
    }

    /// A state from its JSON, checked against the rules.
    pub fn from_json(value: &serde_json::Value) -> Result<State, String> {
        State::deserialize(value).map_err(|e| gameroom_game::brief(&e.to_string()))
    }
}

impl View {
    /// The view as JSON (the wire format).
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or_default()
    }

    /// A view from its JSON, checked.
    pub fn from_json(value: &serde_json::Value) -> Result<View, String> {
        View::deserialize(value).map_err(|e| gameroom_game::brief(&e.to_string()))
    }
}
