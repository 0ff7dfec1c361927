//! The seeds the mutations start from, made once from the engines themselves: records of random
//! games (whole and cut short) of every player count and variant, states met along the way with
//! the texts of their actions, positions and views, the printed boards, the shipped card set.
//! Made here rather than kept as files, they follow the formats as the engines change.

use std::sync::OnceLock;

use gameroom_game::rand::RngExt;
use gameroom_game::{Actor, Game, GameState, Record, TableOptions, rng_from_seed};
use serde_json::Value;

use crate::options;

/// Plays a random game of `G` from `options` (at most `max` actions); calls `each` with every
/// state met (before its action) and returns the record.
fn random_game<G: Game>(
    options: &TableOptions,
    seed: u64,
    max: usize,
    mut each: impl FnMut(&G::State, usize),
) -> Record {
    let mut rng = rng_from_seed(seed);
    let Ok(setup) = G::setup(options, &mut rng) else {
        return Record::new(<G::State as GameState>::NAME, Value::Null);
    };
    let mut record = Record::of::<G>(&setup);
    let Ok(mut state) = G::start(&setup) else {
        return record;
    };
    let mut legal = Vec::new();
    for i in 0..max {
        if state.actor() == Actor::Terminal {
            record.result = state.outcome();
            break;
        }
        each(&state, i);
        state.legal_actions(&mut legal);
        if legal.is_empty() {
            break;
        }
        let a = legal[rng.random_range(0..legal.len())];
        record.actions.push(state.action_to_string(a));
        if state.apply(a).is_err() {
            break;
        }
    }
    record
}

const MEDURIS: [(usize, Option<&str>); 3] = [(2, None), (3, None), (4, None)];
const CV: [(usize, Option<&str>); 5] = [
    (2, None),
    (2, Some("neutral")),
    (2, Some("advanced")),
    (3, None),
    (5, None),
];

/// Records: one whole game per player count and variant, and games cut after a few actions
/// (cheap to replay, so that a long run spends its time on what the mutations reach).
pub(crate) fn records() -> &'static [Value] {
    static SEEDS: OnceLock<Vec<Value>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let mut out = Vec::new();
        let mut push = |r: Record| out.push(serde_json::to_value(&r).unwrap_or_default());
        for (i, (players, variant)) in MEDURIS.into_iter().enumerate() {
            let o = options(players, variant);
            push(random_game::<meduris::Meduris>(
                &o,
                i as u64,
                100_000,
                |_, _| {},
            ));
            for cut in [6, 15, 40] {
                push(random_game::<meduris::Meduris>(
                    &o,
                    10 + i as u64,
                    cut,
                    |_, _| {},
                ));
            }
        }
        for (i, (players, variant)) in CV.into_iter().enumerate() {
            let o = options(players, variant);
            push(random_game::<cvlizations::Cvlizations>(
                &o,
                i as u64,
                100_000,
                |_, _| {},
            ));
            for cut in [6, 15, 40] {
                push(random_game::<cvlizations::Cvlizations>(
                    &o,
                    10 + i as u64,
                    cut,
                    |_, _| {},
                ));
            }
        }
        out
    })
}

/// States met in random games, each with the texts of its legal actions and of some actions
/// legal elsewhere (readable, mostly illegal here).
fn states<G: Game>(configs: &[(usize, Option<&str>)]) -> Vec<(G::State, Vec<String>)> {
    let mut states: Vec<(G::State, Vec<String>)> = Vec::new();
    let mut legal = Vec::new();
    for (i, (players, variant)) in configs.iter().enumerate() {
        let o = options(*players, *variant);
        for seed in 0..2u64 {
            random_game::<G>(&o, 100 + seed * 7 + i as u64, 100_000, |s, n| {
                if n % 9 == 0 {
                    s.legal_actions(&mut legal);
                    let texts = legal.iter().map(|&a| s.action_to_string(a)).collect();
                    states.push((s.clone(), texts));
                }
            });
        }
    }
    // Each state also gets a few texts of other states' actions.
    let len = states.len();
    for i in 0..len {
        let extra: Vec<String> = (1..4)
            .filter_map(|k| states[(i + k * 37) % len].1.first().cloned())
            .collect();
        states[i].1.extend(extra);
    }
    states
}

pub(crate) fn meduris_states() -> &'static [(meduris::State, Vec<String>)] {
    static SEEDS: OnceLock<Vec<(meduris::State, Vec<String>)>> = OnceLock::new();
    SEEDS.get_or_init(|| states::<meduris::Meduris>(&MEDURIS))
}

pub(crate) fn cv_states() -> &'static [(cvlizations::State, Vec<String>)] {
    static SEEDS: OnceLock<Vec<(cvlizations::State, Vec<String>)>> = OnceLock::new();
    SEEDS.get_or_init(|| states::<cvlizations::Cvlizations>(&CV))
}

/// Positions (whole states) and views (a player's, a spectator's), in words.
pub(crate) fn meduris_positions() -> &'static [Value] {
    static SEEDS: OnceLock<Vec<Value>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let mut out = Vec::new();
        for (i, (s, _)) in meduris_states().iter().enumerate() {
            out.push(serde_json::to_value(s.to_position()).unwrap_or_default());
            if i % 4 == 0 {
                let v = if i % 8 == 0 {
                    s.spectator_view()
                } else {
                    s.view(i % s.table().num_players())
                };
                out.push(serde_json::to_value(v.to_position()).unwrap_or_default());
            }
        }
        out
    })
}

/// States and views in the wire format, and round-start positions.
pub(crate) fn cv_states_json() -> &'static [Value] {
    static SEEDS: OnceLock<Vec<Value>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let mut out = Vec::new();
        for (i, (s, _)) in cv_states().iter().enumerate() {
            out.push(s.to_json());
            if i % 4 == 0 {
                let v = if i % 8 == 0 {
                    GameState::spectator_view(s)
                } else {
                    GameState::view(s, i % s.num_players())
                };
                out.push(v.to_json());
            }
        }
        out.push(serde_json::json!({
            "players": ["Ania", "Bartek", "Czarek"],
            "round": 4,
            "helm": "Bartek",
            "track": [1, 2, 3, 4],
            "resources": {"Ania": {"wood": 3, "food": 1}, "Czarek": {"stone": 9}},
            "happiness": {"Bartek": 4},
            "ideas": {"Ania": [28, 40], "Bartek": [13]},
            "hands": {"Czarek": ["logging", "hunting", "trading"]}
        }));
        out
    })
}

/// The printed board sides.
pub(crate) fn boards() -> &'static [Value] {
    static SEEDS: OnceLock<Vec<Value>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        [meduris::Board::two_three(), meduris::Board::four()]
            .into_iter()
            .map(|b| serde_json::to_value(b.data()).unwrap_or_default())
            .collect()
    })
}

/// The shipped card set as its file (TOML).
pub(crate) fn card_set_toml() -> &'static str {
    include_str!("../../cvlizations/data/provisional.toml")
}

/// A small card set (the order table and eight cards, one of each kind of end-game effect),
/// as TOML.
pub(crate) fn small_card_set_toml() -> &'static str {
    static TEXT: OnceLock<String> = OnceLock::new();
    TEXT.get_or_init(|| toml::to_string(&small_card_set()).unwrap_or_default())
}

fn small_card_set() -> cvlizations::CardSetData {
    use cvlizations::{Deck, Effect, Order, Resource};
    let mut data = cvlizations::CardSet::provisional().data().clone();
    data.name = "small".into();
    data.notice = String::new();
    for row in &mut data.orders {
        row.provenance.clear();
    }
    let effects = [
        Effect::ConvertAtEnd {
            resource: Resource::Wood,
            max: 3,
        },
        Effect::StockExchange { per_set: 2, max: 6 },
        Effect::Consumerism { points: 2 },
        Effect::OrderBonus {
            order: Order::Logging,
            resource: Resource::Wood,
            amount: 1,
        },
        Effect::Egoism { amount: 2 },
        Effect::FortuneTelling,
        Effect::Law,
        Effect::Sword,
    ];
    let mut cards: Vec<cvlizations::Card> = data.cards.iter().take(8).cloned().collect();
    for (i, (card, effect)) in cards.iter_mut().zip(effects).enumerate() {
        card.provenance.clear();
        card.effect = effect;
        card.deck = if i < 4 { Deck::Early } else { Deck::Late };
    }
    data.cards = cards;
    data
}

/// The shipped card set and the small one, as JSON.
pub(crate) fn card_sets_json() -> &'static [Value] {
    static SEEDS: OnceLock<Vec<Value>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        vec![
            serde_json::to_value(cvlizations::CardSet::provisional().data()).unwrap_or_default(),
            serde_json::to_value(small_card_set()).unwrap_or_default(),
        ]
    })
}

/// The client messages docs/server.md shows (its table "The client says"), as JSON values.
pub fn docs_client_messages() -> Vec<Value> {
    let docs = include_str!("../../../docs/server.md");
    let section = docs
        .split("### The client says")
        .nth(1)
        .and_then(|rest| rest.split("### The server says").next())
        .unwrap_or_default();
    section
        .lines()
        .filter_map(|line| line.strip_prefix("| `"))
        .filter_map(|rest| rest.split('`').next())
        .filter_map(|example| serde_json::from_str(example).ok())
        .collect()
}

/// Every client message of the live protocol: docs/server.md's examples, and each variant as
/// the server's own types write it (with and without its optional fields).
pub(crate) fn client_messages() -> &'static [Value] {
    use gameroom_server::protocol::{ClientMsg, PROTOCOL};
    static SEEDS: OnceLock<Vec<Value>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let mut out = docs_client_messages();
        let written = [
            ClientMsg::Hello {
                protocol: PROTOCOL,
                table: "k7m2q9xa4c".into(),
                token: Some("5f0c1e2d3c4b5a69788796a5b4c3d2e1".into()),
                last_seq: Some(41),
            },
            ClientMsg::Hello {
                protocol: PROTOCOL,
                table: "k7m2q9xa4c".into(),
                token: None,
                last_seq: None,
            },
            ClientMsg::Move {
                action: "steal wood from bartek".into(),
                request_id: Some("a-12".into()),
            },
            ClientMsg::Move {
                action: "hut 17".into(),
                request_id: None,
            },
            ClientMsg::Undo {
                request_id: Some("u-3".into()),
            },
            ClientMsg::Undo { request_id: None },
            ClientMsg::Leave { request_id: None },
            ClientMsg::Chat {
                text: Some("well played, that hut was clever".into()),
                phrase: None,
                name: None,
                request_id: Some("c-1".into()),
            },
            ClientMsg::Chat {
                text: None,
                phrase: Some("good-game".into()),
                name: Some("Kibitzer".into()),
                request_id: None,
            },
            ClientMsg::Ping,
        ];
        out.extend(
            written
                .iter()
                .map(|m| serde_json::to_value(m).unwrap_or_default()),
        );
        out
    })
}

/// Lobby request bodies (docs/server.md's), by kind: create, join, start, rematch; with bots
/// by level, by spec, by a registered name (`outside`, see `server::bots`) and naming programs
/// (which must be refused).
pub(crate) fn lobby_requests() -> &'static [Vec<Value>; 4] {
    use serde_json::json;
    static SEEDS: OnceLock<[Vec<Value>; 4]> = OnceLock::new();
    SEEDS.get_or_init(|| {
        [
            vec![
                json!({"game": "meduris", "players": 3, "name": "Anna",
                       "seats": ["human", "human", {"bot": "hard"}],
                       "variant": null, "material": "4",
                       "clock": {"initial_secs": 600, "increment_secs": 10},
                       "spectators": true, "seat": 0}),
                json!({"game": "meduris", "players": 2, "name": "Anna"}),
                json!({"game": "cvlizations", "players": 3, "name": "Ania", "public": true,
                       "variant": "standard", "material": "provisional",
                       "seats": ["human", {"bot": "mcts:50it"}, {"bot": "outside"}]}),
                json!({"game": "cvlizations", "players": 2, "name": "Ania",
                       "variant": "neutral", "seats": [{"bot": "normal"}, "human"], "seat": 1}),
                json!({"game": "meduris", "players": 2, "name": "Eve",
                       "seats": ["human", {"bot": "exec:/bin/sh -c 'touch /tmp/owned'"}]}),
                json!({"game": "meduris", "players": 2, "name": "Eve",
                       "seats": ["human", {"bot": " EXEC:/bin/true:1s"}]}),
            ],
            vec![
                json!({"invite": "0123456789abcdef0123456789abcdef", "name": "Bob"}),
                json!({"invite": "public", "name": "Bob"}),
            ],
            vec![
                json!({"token": "0123456789abcdef0123456789abcdef"}),
                json!({"token": "0123456789abcdef0123456789abcdef", "fill_with_bots": "normal"}),
                json!({"token": "0123456789abcdef0123456789abcdef", "fill_with_bots": "outside"}),
                json!({"token": "0123456789abcdef0123456789abcdef",
                       "fill_with_bots": "exec:python3 bot.py"}),
            ],
            vec![json!({"token": "0123456789abcdef0123456789abcdef"})],
        ]
    })
}
