//! A state in words: the JSON `gameroom replay` prints (and scenario tests look into), and a
//! position to start from (the start of a round, with given resources and ideas), for tests.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::cards::CardSet;
use crate::setup::{CardsRef, Setup, SetupError, Variant};
use crate::state::{DrawFor, Hidden, Pending, Phase, Public, State, bits};
use crate::types::{Order, Resources};
use crate::wire::{MAX_HAPPINESS, MAX_RESOURCE};

fn res_json(r: &Resources) -> Value {
    json!({"wood": r[0], "food": r[1], "stone": r[2]})
}

impl State {
    /// The state in words: names, printed card numbers (what `gameroom replay` shows and scenario
    /// tests look into; [`State::to_json`] is the wire format).
    pub fn summary(&self) -> Value {
        self.public.summary_with(&self.hidden)
    }
}

impl Public {
    fn card_no(&self, i: usize) -> u8 {
        self.cards.card(i).no
    }

    /// The table in words, with what `hidden` tells (all secrets, or a viewer's share).
    pub(crate) fn summary_with(&self, hidden: &Hidden) -> Value {
        let n = self.n as usize;
        let name = |s: usize| self.names[s].clone();
        let phase = match self.phase {
            Phase::Draw(d) => json!({"step": "draw", "for": match d {
                DrawFor::Track => "track",
                DrawFor::Refill { .. } => "refill",
                DrawFor::Peek { .. } => "peek",
            }}),
            Phase::Orders { pos } => {
                json!({"step": "orders", "civ": self.civ_name(self.seq[pos as usize] as usize)})
            }
            Phase::Act(p) => {
                let kind = match p {
                    Pending::Steal { left, .. } => json!({"steal": left}),
                    Pending::Sword { .. } => json!("sword"),
                    Pending::Cunning { k, .. } => json!({"cunning": k}),
                    Pending::Trade { take, .. } => json!({"trade": take}),
                    Pending::Dog { .. } => json!("dog"),
                };
                json!({"step": "act", "player": name(p.seat() as usize), "pending": kind})
            }
            Phase::Develop {
                seat, buys_left, ..
            } => json!({"step": "develop", "player": name(seat as usize), "buys_left": buys_left}),
            Phase::Egoism { seat } => json!({"step": "egoism", "player": name(seat as usize)}),
            Phase::Over => json!({"step": "over"}),
        };
        let decider = match self.actor() {
            gameroom_game::Actor::Player(s) => name(s),
            gameroom_game::Actor::Chance => "chance".into(),
            gameroom_game::Actor::Terminal => "nobody".into(),
        };
        let civ_json = |c: usize| {
            let mut v = json!({
                "hand": self.hand_with(c, hidden).iter().map(|o| o.name()).collect::<Vec<_>>(),
                "up": self.up[c].map(|o| o.name()),
                "down": self.played_with(c, hidden).1.map(|o| o.name()),
            });
            if c < n {
                let r = self.res[c];
                v["wood"] = json!(r[0]);
                v["food"] = json!(r[1]);
                v["stone"] = json!(r[2]);
                v["happiness"] = json!(self.happy[c]);
                v["ideas"] = json!(
                    bits(self.owned[c])
                        .into_iter()
                        .map(|i| self.card_no(i))
                        .collect::<Vec<_>>()
                );
            }
            v
        };
        let players: serde_json::Map<String, Value> =
            (0..n).map(|s| (name(s), civ_json(s))).collect();
        let neutrals: serde_json::Map<String, Value> = (n..self.civs as usize)
            .map(|c| (self.civ_name(c), civ_json(c)))
            .collect();
        let finals = self.final_scores().map(|f| {
            f.iter()
                .enumerate()
                .map(|(s, f)| (name(s), serde_json::to_value(f).unwrap_or(Value::Null)))
                .collect::<serde_json::Map<_, _>>()
        });
        json!({
            "cards": self.cards.name(),
            "variant": self.variant.name(),
            "age": self.age,
            "round": self.round,
            "round_no": self.round_no(),
            "helm": self.civ_name(self.helm as usize),
            "phase": phase,
            "decider": decider,
            "players": players,
            "neutrals": neutrals,
            "track": bits(self.track).into_iter().map(|i| self.card_no(i)).collect::<Vec<_>>(),
            "deck_left": self.deck.count_ones(),
            "top": hidden.top.map(|t| self.card_no(t as usize)),
            "final": finals,
            "result": self.outcome(),
        })
    }

    /// Each player's resources, for callers that show them.
    pub fn resources_json(&self, seat: usize) -> Value {
        res_json(&self.res[seat])
    }
}

/// A position at the start of a round's order phase: who holds what. Everything left out is as
/// at the start of the game.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    pub players: Vec<String>,
    #[serde(default)]
    pub variant: Variant,
    #[serde(default)]
    pub cards: Option<CardsRef>,
    /// The round's number, 1 to 9.
    #[serde(default)]
    pub round: Option<u8>,
    /// Who holds the leader helm (a name, or `Cave-Geeks`).
    #[serde(default)]
    pub helm: Option<String>,
    /// Cards on the idea track, by printed number (the rest of the age's deck is the deck).
    #[serde(default)]
    pub track: Vec<u8>,
    #[serde(default)]
    pub resources: BTreeMap<String, BTreeMap<String, u16>>,
    #[serde(default)]
    pub happiness: BTreeMap<String, u32>,
    /// Ideas owned (bought in an earlier round, so they work).
    #[serde(default)]
    pub ideas: BTreeMap<String, Vec<u8>>,
    /// Orders still in hand (default: those not needed for the earlier rounds of the age are
    /// unknown, so all 8).
    #[serde(default)]
    pub hands: BTreeMap<String, Vec<Order>>,
}

fn bad(msg: String) -> SetupError {
    SetupError::Position(gameroom_game::brief(&msg))
}

impl State {
    /// A state from a position's JSON (for tests and analysis), checked.
    pub fn from_position_json(value: &Value) -> Result<State, String> {
        let p = Position::deserialize(value).map_err(|e| gameroom_game::brief(&e.to_string()))?;
        State::from_position(&p).map_err(|e| e.to_string())
    }

    /// A state from a position (for tests and analysis).
    pub fn from_position(p: &Position) -> Result<State, SetupError> {
        let setup = Setup {
            players: p.players.clone(),
            variant: p.variant,
            starting_player: 0,
            cards: p
                .cards
                .clone()
                .unwrap_or(CardsRef::Named("provisional".into())),
        };
        let mut s = State::new(&setup)?;
        let cards: &CardSet = s.cards;
        let round_no = p.round.unwrap_or(1);
        if !(1..=9).contains(&round_no) {
            return Err(bad(format!("round {round_no}: a game has rounds 1 to 9")));
        }
        s.age = (round_no - 1) / 3 + 1;
        s.round = (round_no - 1) % 3 + 1;
        let names = p.players.clone();
        let seat = |name: &str| {
            names
                .iter()
                .position(|n| n.trim().eq_ignore_ascii_case(name))
                .ok_or_else(|| bad(format!("{name} (no such player)")))
        };
        if let Some(h) = &p.helm {
            s.helm = match (0..s.civs as usize).find(|&c| s.civ_name(c).eq_ignore_ascii_case(h)) {
                Some(c) => c as u8,
                None => return Err(bad(format!("{h} (helm: no such civilisation)"))),
            };
        }
        let deck = if s.age == 3 {
            cards.deck_bits(crate::cards::Deck::Late)
        } else {
            cards.deck_bits(crate::cards::Deck::Early)
        };
        s.deck = deck;
        s.track = 0;
        for &no in &p.track {
            let i = cards
                .index_of(no)
                .ok_or_else(|| bad(format!("card {no} (track: not in the set)")))?;
            s.track |= 1 << i;
            s.deck &= !(1 << i);
        }
        for (name, r) in &p.resources {
            let st = seat(name)?;
            let mut res = [0u16; 3];
            for (k, v) in r {
                let kind: crate::Resource = k.parse().map_err(bad)?;
                if *v > MAX_RESOURCE {
                    return Err(bad(format!(
                        "{name} (resources: {v} {kind}; at most {MAX_RESOURCE} of a kind)"
                    )));
                }
                res[kind.index()] = *v;
            }
            s.res[st] = res;
        }
        for (name, h) in &p.happiness {
            let st = seat(name)?;
            if *h > MAX_HAPPINESS {
                return Err(bad(format!(
                    "{name} (happiness {h}; at most {MAX_HAPPINESS})"
                )));
            }
            s.happy[st] = *h;
        }
        for (name, ideas) in &p.ideas {
            let st = seat(name)?;
            for &no in ideas {
                let i = cards
                    .index_of(no)
                    .ok_or_else(|| bad(format!("card {no} (ideas: not in the set)")))?;

                s.owned[st] |= 1 << i;
                // Owned from before this round: it works (0 = before the game).
                s.bought_in[i] = 0;
                s.deck &= !(1 << i);
                s.track &= !(1 << i);
            }
        }
        for (name, hand) in &p.hands {
            let c = (0..s.civs as usize)
                .find(|&c| s.civ_name(c).eq_ignore_ascii_case(name))
                .ok_or_else(|| bad(format!("{name} (hands: no such civilisation)")))?;
            s.hands[c] = hand.iter().fold(0, |b, o| b | o.bit());
            let need = 2 * (4 - s.round) as u32;
            if s.hands[c].count_ones() < need {
                return Err(bad(format!(
                    "{name} (hands: at least {need} orders, two for each round left in the age)"
                )));
            }
        }
        s.begin_round(&mut crate::state::NoEvents);
        s.check_someone_can_act().map_err(bad)?;
        Ok(s)
    }
}
