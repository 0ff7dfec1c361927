//! The wire format: views, states and events as JSON (exact round trips, a snapshot), what a
//! view hides, and states read from JSON that never make the engine panic.

mod common;

use std::collections::BTreeSet;
use std::path::Path;

use common::{CONFIGS, action_space, play_with};
use cvlizations::{
    Action, Cvlizations, Event, Order, Phase, Position, Resource, State, Variant, Victim, View,
};
use gameroom_game::{Actor, Game, GameRng, GameState, TableOptions, rand::RngExt, rng_from_seed};
use serde_json::Value;

fn round_trip_view(v: &View) {
    let text = serde_json::to_string(v).expect("a view serialises");
    let back: View =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("a view reads back: {e}\n{text}"));
    assert_eq!(&back, v);
    assert_eq!(View::from_json(&v.to_json()).as_ref(), Ok(v));
}

fn round_trip_event(e: &Event) {
    let text = serde_json::to_string(e).expect("an event serialises");
    let back: Event = serde_json::from_str(&text)
        .unwrap_or_else(|err| panic!("an event reads back: {err}\n{text}"));
    assert_eq!(&back, e);
}

fn kind(e: &Event) -> String {
    serde_json::to_value(e).expect("json")["event"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// Views (every seat and the spectator), states and events, at every step of random games of
/// every kind, read back exactly.
#[test]
fn views_states_and_events_round_trip() {
    let mut kinds = BTreeSet::new();
    for (players, variant) in CONFIGS {
        for seed in 0..3 {
            play_with(players, variant, seed, |step, after| {
                for s in [&step.before, after] {
                    for seat in 0..players {
                        round_trip_view(&s.view(seat));
                    }
                    round_trip_view(&s.spectator_view());
                    let json = Cvlizations::state_to_json(s);
                    let back = Cvlizations::state_from_json(&json)
                        .unwrap_or_else(|e| panic!("a state reads back: {e}\n{json}"));
                    assert_eq!(&back, s);
                }
                for e in &step.events {
                    kinds.insert(kind(e));
                    round_trip_event(e);
                    for seat in 0..players {
                        if let Some(seen) = after.event_seen_by(e, seat) {
                            round_trip_event(&seen);
                        }
                    }
                    if let Some(seen) = after.event_seen_by_spectator(e) {
                        round_trip_event(&seen);
                    }
                }
            });
        }
    }
    for k in [
        "track-drawn",
        "round-began",
        "age-began",
        "orders-played",
        "revealed",
        "gained",
        "happiness",
        "stole",
        "traded",
        "bought",
        "passed",
        "hammered",
        "helm-passed",
        "scored",
        "game-over",
    ] {
        assert!(
            kinds.contains(k),
            "random games show `{k}` events: {kinds:?}"
        );
    }
}

/// Every kind of event, by hand (Fortune telling's look is rare in random games).
#[test]
fn every_event_kind_round_trips() {
    let events = [
        Event::TrackDrawn { card: 3 },
        Event::Peeked {
            seat: 1,
            card: Some(19),
        },
        Event::Peeked {
            seat: 1,
            card: None,
        },
        Event::RoundBegan { age: 2, round: 3 },
        Event::AgeBegan { age: 3 },
        Event::OrdersPlayed {
            civ: 2,
            up: Order::Logging,
            down: Some(Order::Doubling),
        },
        Event::OrdersPlayed {
            civ: 2,
            up: Order::Logging,
            down: None,
        },
        Event::Revealed {
            downs: vec![(0, Order::Hunting), (1, Order::Thieving)],
        },
        Event::Gained {
            seat: 0,
            resource: Resource::Wood,
            amount: 3,
            why: "logging".into(),
        },
        Event::Happiness {
            seat: 2,
            amount: 1,
            why: "Feline domestication".into(),
        },
        Event::Stole {
            thief: 1,
            from: Victim::Player(0),
            resource: Resource::Food,
        },
        Event::Stole {
            thief: 1,
            from: Victim::Supply,
            resource: Resource::Stone,
        },
        Event::Traded {
            seat: 0,
            give: Resource::Food,
            take: Resource::Wood,
            amount: 4,
        },
        Event::Bought {
            seat: 1,
            card: 12,
            from_track: false,
        },
        Event::Passed { seat: 0 },
        Event::Hammered {
            seat: 0,
            give: Resource::Wood,
            take: Resource::Stone,
        },
        Event::HelmPassed { to: 2 },
        Event::Scored {
            seat: 0,
            happiness: 10,
            idea_points: 7,
            bonuses: vec![("Tower".into(), 3)],
            total: 20,
        },
        Event::GameOver {
            scores: vec![20, 18],
            winners: vec![0],
        },
    ];
    for e in &events {
        round_trip_event(e);
    }
    let text = serde_json::to_string(&events[13]).expect("json");
    assert_eq!(
        text,
        r#"{"event":"bought","seat":1,"card":12,"from_track":false}"#
    );
    let text = serde_json::to_string(&events[11]).expect("json");
    assert_eq!(
        text,
        r#"{"event":"stole","thief":1,"from":"supply","resource":"stone"}"#
    );
    assert!(
        serde_json::from_str::<Event>(
            r#"{"event":"stole","thief":1,"from":"moon","resource":"stone"}"#
        )
        .is_err()
    );
    assert!(serde_json::from_str::<Event>(r#"{"event":"passed","seat":1,"extra":2}"#).is_err());
}

/// The state of a three-player game (seed 7, the setup `Cvlizations::setup` makes, random
/// moves) in round 2's order phase after the first civilisation has played.
fn round_two_state() -> State {
    let mut rng: GameRng = rng_from_seed(7);
    let setup = Cvlizations::setup(&TableOptions::players(3), &mut rng).expect("setup");
    let mut s = Cvlizations::start(&setup).expect("start");
    let mut legal = Vec::new();
    loop {
        if s.round_no() == 2 && s.phase() == (Phase::Orders { pos: 1 }) {
            return s;
        }
        s.legal_actions(&mut legal);
        let a = match s.actor() {
            Actor::Chance => s.sample_chance(&mut rng).expect("chance"),
            _ => legal[rng.random_range(0..legal.len())],
        };
        s.apply(a).expect("legal");
    }
}

/// A snapshot of one mid-game view's JSON: the wire format does not change by accident.
/// `UPDATE_SNAPSHOTS=1 cargo test -p cvlizations --test wire` rewrites it.
#[test]
fn view_snapshot() {
    let s = round_two_state();
    let first = s.civ_to_play().map(|c| (c + 2) % 3).expect("orders");
    let v = s.view(first);
    assert!(
        v.played(first).1.is_some(),
        "the viewer's face-down order is in its view"
    );
    let text = serde_json::to_string_pretty(&v).expect("json") + "\n";
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots/view-3p-round2.json");
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::write(&path, &text).expect("writes the snapshot");
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (UPDATE_SNAPSHOTS=1 cargo test -p cvlizations --test wire writes it)",
            path.display()
        )
    });
    assert_eq!(
        text, expected,
        "the view's JSON changed; if on purpose, rerun with UPDATE_SNAPSHOTS=1"
    );
    let back: View = serde_json::from_str(&expected).expect("the snapshot reads");
    assert_eq!(back, v);
}

/// Before the reveal, a seat's view does not hold another civilisation's face-down order:
/// not in its JSON, and two states that differ only in that order give the same view.
#[test]
fn a_face_down_order_is_not_in_others_views() {
    let s = round_two_state();
    let played = s.civ_to_play().map(|c| (c + 2) % 3).expect("orders");
    let other = (played + 1) % 3;
    let (up, down) = s.played(played);
    let (up, down) = (up.expect("up"), down.expect("down"));
    // The same state with another face-down order (one still in that hand).
    let mut json = Cvlizations::state_to_json(&s);
    let alternative = s
        .public_hand(played)
        .into_iter()
        .find(|&o| o != down)
        .expect("another order in hand");
    let face_down = json["hidden"]["face_down"]
        .as_array_mut()
        .expect("face-down orders");
    for f in face_down.iter_mut() {
        if f["civ"] == played {
            f["order"] = serde_json::to_value(alternative).expect("json");
        }
    }
    let t = Cvlizations::state_from_json(&json).expect("a valid state");
    assert_ne!(t, s);
    assert_eq!(t.played(played), (Some(up), Some(alternative)));
    for (viewer, view) in [(Some(other), s.view(other)), (None, s.spectator_view())] {
        let twin = match viewer {
            Some(o) => t.view(o),
            None => t.spectator_view(),
        };
        assert_eq!(view, twin, "the view cannot tell the two apart");
        let vj = serde_json::to_value(&view).expect("json");
        assert_eq!(vj, serde_json::to_value(&twin).expect("json"));
        assert_eq!(vj["public"]["civs"][played]["down"], Value::Null);
        assert_eq!(vj["public"]["civs"][played]["up"], up.name());
        assert!(
            vj["mine"]["face_down"]
                .as_array()
                .expect("list")
                .iter()
                .all(|f| f["civ"] != played),
            "{vj}"
        );
        // The hand as the table knows it still holds the face-down order.
        let hand: Vec<Order> =
            serde_json::from_value(vj["public"]["civs"][played]["hand"].clone()).expect("hand");
        assert!(hand.contains(&down) && hand.contains(&alternative) && !hand.contains(&up));
        assert_eq!(view.played(played), (Some(up), None));
    }
    // The player's own view shows it.
    let own = s.view(played);
    assert_eq!(own.played(played), (Some(up), Some(down)));
    assert!(!own.hand(played).contains(&down));
    let oj = serde_json::to_value(&own).expect("json");
    assert_eq!(
        oj["mine"]["face_down"],
        serde_json::json!([{ "civ": played, "order": down.name() }])
    );
}

/// Fortune telling: the card looked at is in the looker's view and events only.
#[test]
fn a_peeked_card_is_seen_by_the_peeker_only() {
    let position: Position = serde_json::from_value(serde_json::json!({
        "players": ["Ania", "Bartek", "Czarek"],
        "helm": "Ania",
        "track": [2, 3, 4, 7],
        "ideas": { "Ania": [13] },
    }))
    .expect("position");
    let start = State::from_position(&position).expect("valid");
    let run = |card: &str| {
        let mut s = start.clone();
        let mut events = Vec::new();
        for a in [
            "orders slacking logging",
            "orders slacking hunting",
            "orders slacking quarrying",
            "peek",
            card,
        ] {
            events.clear();
            let action = s.parse_action(a).expect("reads");
            s.apply_logged(action, &mut events).expect("legal");
        }
        (s, events)
    };
    let (s, events) = run("draw 20");
    let (t, _) = run("draw 21");
    let card = s.cards().index_of(20).expect("card 20");
    assert_eq!(s.top(), Some(card));
    let peeked = events
        .iter()
        .find(|e| matches!(e, Event::Peeked { .. }))
        .expect("a peek");
    // Ania (seat 0) sees the card, in her view and the event.
    let ania = s.view(0);
    assert_eq!(ania.top(), Some(card));
    assert_eq!(
        serde_json::to_value(&ania).expect("json")["mine"]["top"],
        card
    );
    assert_eq!(
        s.event_seen_by(peeked, 0),
        Some(Event::Peeked {
            seat: 0,
            card: Some(card as u8)
        })
    );
    let mut legal = Vec::new();
    s.legal_actions(&mut legal);
    assert_eq!(s.actor(), Actor::Player(0));
    assert_eq!(ania.legal_actions_list(), legal);
    // The others and a spectator see that she looked, not what.
    for (view, twin, seen) in [
        (s.view(1), t.view(1), s.event_seen_by(peeked, 1)),
        (s.view(2), t.view(2), s.event_seen_by(peeked, 2)),
        (
            s.spectator_view(),
            t.spectator_view(),
            s.event_seen_by_spectator(peeked),
        ),
    ] {
        assert_eq!(view.top(), None);
        assert!(view.top_known_by(0));
        assert_eq!(view, twin, "the view cannot tell which card she saw");
        assert_eq!(
            serde_json::to_value(&view).expect("json")["mine"]["top"],
            Value::Null
        );
        assert_eq!(
            seen,
            Some(Event::Peeked {
                seat: 0,
                card: None
            })
        );
    }
    // A description of `buy top` names the card to the one who looked.
    assert!(s.describe_action(Action::BuyTop).contains("Idea 20"));
}

trait LegalList {
    fn legal_actions_list(&self) -> Vec<Action>;
}

impl LegalList for View {
    fn legal_actions_list(&self) -> Vec<Action> {
        let mut v = Vec::new();
        self.legal_actions(&mut v);
        v
    }
}

/// Every number, string and flag of a state's JSON, by path.
fn leaves(v: &Value, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                path.push(k.clone());
                leaves(x, path, out);
                path.pop();
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                path.push(i.to_string());
                leaves(x, path, out);
                path.pop();
            }
            if a.is_empty() {
                out.push(path.clone());
            }
        }
        _ => out.push(path.clone()),
    }
}

fn at<'a>(v: &'a mut Value, path: &[String]) -> &'a mut Value {
    path.iter().fold(v, |v, k| match v {
        Value::Object(m) => m.get_mut(k).expect("path"),
        Value::Array(a) => &mut a[k.parse::<usize>().expect("index")],
        _ => unreachable!("a leaf has no children"),
    })
}

/// States read from mutated JSON are refused with a message, or are states the engine plays on
/// without panicking (views, legal actions, every check, a random game to the end).
#[test]
fn states_from_json_never_make_the_engine_panic() {
    let mut rng: GameRng = rng_from_seed(99);
    let candidates: Vec<Value> = [
        0i64, 1, 2, 3, 4, 5, 6, 7, 8, 9, 47, 48, 63, 64, 255, 256, 65_535, -1,
    ]
    .iter()
    .map(|&x| Value::from(x))
    .chain([
        Value::Null,
        Value::Bool(true),
        Value::Bool(false),
        Value::from("logging"),
        Value::from("supply"),
        serde_json::json!([]),
        serde_json::json!([0]),
        serde_json::json!({"step": "over"}),
        serde_json::json!({"step": "orders", "pos": 0}),
        serde_json::json!({"step": "develop", "seat": 0, "buys_left": 1, "hammer_used": false, "peeked": true}),
        serde_json::json!({"kind": "steal", "seat": 0, "left": 1, "used": 0, "victims": 0, "sword": true, "supply_ok": true}),
    ])
    .collect();
    let space = action_space();
    let mut accepted = 0;
    let mut refused = 0;
    for (players, variant) in CONFIGS {
        let mut states = Vec::new();
        for g in 0..2 {
            play_with(players, variant, 5 + g, |step, _| {
                states.push(step.before.clone())
            });
        }
        for round in 0..400 {
            let base = &states[rng.random_range(0..states.len())];
            let mut json = Cvlizations::state_to_json(base);
            let mut paths = Vec::new();
            leaves(&json, &mut Vec::new(), &mut paths);
            for _ in 0..=(round % 3) {
                let path = &paths[rng.random_range(0..paths.len())];
                let leaf = at(&mut json, path);
                *leaf = match leaf.clone() {
                    // Mostly near the old value, so that many mutants are valid states.
                    Value::Number(x) if rng.random_range(0..3) > 0 => {
                        let x = x.as_i64().unwrap_or(0) + rng.random_range(-2..=2);
                        Value::from(x.max(0))
                    }
                    Value::String(_) if rng.random_range(0..3) > 0 => {
                        let names = [
                            "thieving",
                            "logging",
                            "hunting",
                            "quarrying",
                            "cunning",
                            "slacking",
                            "trading",
                            "doubling",
                            "wood",
                            "food",
                            "stone",
                        ];
                        Value::from(names[rng.random_range(0..names.len())])
                    }
                    Value::Bool(b) => Value::Bool(!b),
                    _ => candidates[rng.random_range(0..candidates.len())].clone(),
                };
            }
            let s = match Cvlizations::state_from_json(&json) {
                Ok(s) => s,
                Err(e) => {
                    assert!(!e.is_empty());
                    refused += 1;
                    continue;
                }
            };
            accepted += 1;
            exercise(&s, &space, &mut rng);
        }
    }
    eprintln!("{accepted} accepted, {refused} refused");
    assert!(
        accepted > 50 && refused > 50,
        "{accepted} accepted, {refused} refused"
    );
}

/// Everything a table or a bot does with a state, then a random game to its end.
fn exercise(s: &State, space: &[Action], rng: &mut GameRng) {
    use gameroom_game::Determinize;
    assert_eq!(State::from_json(&s.to_json()).as_ref(), Ok(s));
    let mut legal = Vec::new();
    s.legal_actions(&mut legal);
    for &a in space {
        assert_eq!(s.check(a).is_ok(), legal.contains(&a), "{a:?}");
        let _ = s.describe_action(a);
        let _ = s.action_to_string(a);
        let _ = s.reveals(a);
    }
    let mut s = s.clone();
    for _ in 0..3000 {
        s.legal_actions(&mut legal);
        for seat in 0..s.num_players() {
            let v = s.view(seat);
            let _ = v.summary();
            let mut l = Vec::new();
            v.legal_actions(&mut l);
            let k = State::knowledge(&v, &[]);
            let _ = State::sample(&k, rng);
        }
        let _ = s.spectator_view();
        let _ = s.summary();
        let _ = s.outcome();
        let _ = s.to_json();
        let mut co = Vec::new();
        s.chance_outcomes(&mut co);
        let a = match s.actor() {
            Actor::Terminal => return,
            Actor::Chance => match s.sample_chance(rng) {
                Some(a) => a,
                None => return,
            },
            Actor::Player(_) if legal.is_empty() => return,
            Actor::Player(_) => legal[rng.random_range(0..legal.len())],
        };
        let _ = s.describe_action(a);
        let mut events = Vec::new();
        s.apply_logged(a, &mut events)
            .expect("a legal action is applied");
        // What follows a valid state is valid.
        assert_eq!(State::from_json(&s.to_json()).as_ref(), Ok(&s));
        for e in &events {
            for seat in 0..s.num_players() {
                let _ = s.event_seen_by(e, seat);
            }
        }
    }
}

/// A few states read from JSON are refused with a message naming what is wrong.
#[test]
fn bad_states_are_refused_with_a_reason() {
    let s = {
        let mut s = State::new(&common::setup(3, Variant::Standard, 0)).expect("valid");
        let mut rng = rng_from_seed(1);
        while s.actor() == Actor::Chance {
            let a = s.sample_chance(&mut rng).expect("chance");
            s.apply(a).expect("legal");
        }
        s
    };
    let json = Cvlizations::state_to_json(&s);
    let refuse = |edit: &dyn Fn(&mut Value), needle: &str| {
        let mut j = json.clone();
        edit(&mut j);
        let e = Cvlizations::state_from_json(&j).expect_err("refused");
        assert!(e.contains(needle), "`{e}` names `{needle}`");
    };
    refuse(&|j| j["public"]["track"][0] = 99.into(), "card index 99");
    refuse(&|j| j["public"]["helm"] = 3.into(), "helm");
    refuse(&|j| j["public"]["age"] = 4.into(), "age");
    refuse(
        &|j| j["public"]["players"][0]["name"] = "supply".into(),
        "supply",
    );
    refuse(
        &|j| j["public"]["phase"] = serde_json::json!({"step": "develop", "seat": 0, "buys_left": 1, "hammer_used": false, "peeked": false}),
        "reveal",
    );
    refuse(&|j| j["hidden"]["top"] = 3.into(), "top");
    refuse(&|j| j["public"]["cards"] = "printed".into(), "printed");
    refuse(
        &|j| {
            j["public"]["civs"]
                .as_array_mut()
                .expect("civs")
                .pop()
                .map(|_| ())
                .unwrap_or(())
        },
        "civs",
    );
    refuse(
        &|j| j["public"]["players"][1]["resources"]["wood"] = 20_000.into(),
        "resources",
    );
    refuse(&|j| j["public"]["mystery"] = 1.into(), "mystery");
    // A view of another seat's face-down order is refused too.
    let mut t = s.clone();
    let mut legal = Vec::new();
    t.legal_actions(&mut legal);
    t.apply(legal[0]).expect("legal");
    let mut v = serde_json::to_value(t.view(1)).expect("json");
    v["mine"]["face_down"] = serde_json::json!([{"civ": t.helm(), "order": "hunting"}]);
    assert!(View::from_json(&v).is_err());
    let mut v = serde_json::to_value(t.spectator_view()).expect("json");
    v["seat"] = 7.into();
    assert!(View::from_json(&v).is_err());
}

/// A custom card set travels inline in views and states, and reads back as the same set.
#[test]
fn a_custom_card_set_travels_inline() {
    let text = include_str!("../data/provisional.toml")
        .replacen("name = \"provisional\"", "name = \"corrected\"", 1)
        .replacen("cost = { wood = 1, food = 1 }", "cost = { wood = 1 }", 1);
    let options = TableOptions {
        material: Some(gameroom_game::Material::Text(text)),
        ..TableOptions::players(3)
    };
    let mut rng = rng_from_seed(4);
    let setup = Cvlizations::setup(&options, &mut rng).expect("setup");
    let mut s = Cvlizations::start(&setup).expect("start");
    let mut legal = Vec::new();
    for _ in 0..30 {
        s.legal_actions(&mut legal);
        let a = match s.actor() {
            Actor::Chance => s.sample_chance(&mut rng).expect("chance"),
            _ => legal[rng.random_range(0..legal.len())],
        };
        s.apply(a).expect("legal");
    }
    let v = s.view(1);
    let json = v.to_json();
    assert_eq!(json["public"]["cards"]["name"], "corrected");
    assert_eq!(View::from_json(&json).as_ref(), Ok(&v));
    assert!(std::ptr::eq(
        View::from_json(&json).expect("reads").cards(),
        s.cards()
    ));
    assert_eq!(State::from_json(&s.to_json()).as_ref(), Ok(&s));
}
