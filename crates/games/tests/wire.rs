//! The JSON of views, events, actions and refusals is the wire format of every table
//! (docs/wire.md). These snapshots pin it: a mid-game sample of every registered game, written
//! to `docs/wire/<game>.json`, must come out byte for byte the same. A change of shape fails
//! here first; when it is wanted, `UPDATE_SNAPSHOTS=1 cargo test -p gameroom-games --test wire`
//! rewrites the files, and docs/wire.md says what changed. A game added to the registry without
//! its sample fails here until the sample is written.

use std::path::Path;

use gameroom_bots::BotGame;
use gameroom_game::{Actor, GameState, TableOptions, rand::RngExt, rng_from_seed};
use gameroom_games::GAMES;
use gameroom_match::registry::{GameVisitor, Registry};
use gameroom_match::{Controller, Match};
use serde_json::{Value, json};

/// How many actions into a 3-player game each sample is taken, by game (a game not listed:
/// the default).
const SAMPLE_AT: &[(&str, usize)] = &[("meduris", 60), ("cvlizations", 25)];
const DEFAULT_SAMPLE_AT: usize = 40;

type View<G> = <<G as gameroom_game::Game>::State as GameState>::View;
type Event<G> = <<G as gameroom_game::Game>::State as GameState>::Event;

/// A registered game's sample, checked to read back as its own types.
struct Sample;

impl GameVisitor for Sample {
    type Output = (String, Value);
    fn visit<G: BotGame>(self) -> (String, Value) {
        let name = G::info().name;
        let at = SAMPLE_AT
            .iter()
            .find(|(n, _)| *n == name)
            .map_or(DEFAULT_SAMPLE_AT, |&(_, a)| a);
        let value = sample::<G>(&TableOptions::players(3), 7, at);
        // Every view and event in the sample reads back as what it was.
        for key in ["view_of_seat_0", "view_of_a_spectator"] {
            serde_json::from_value::<View<G>>(value[key].clone())
                .unwrap_or_else(|e| panic!("{name}: {key} does not read back: {e}"));
        }
        for key in ["events_seen_by_seat_0", "events_seen_by_seat_1"] {
            serde_json::from_value::<Vec<Event<G>>>(value[key].clone())
                .unwrap_or_else(|e| panic!("{name}: {key} do not read back: {e}"));
        }
        (name, value)
    }
}

fn samples() -> Vec<(String, Value)> {
    GAMES
        .catalog()
        .names()
        .iter()
        .map(|n| GAMES.visit(n, Sample).expect("registered"))
        .collect()
}

/// A game played at random for `actions` actions, then what seat 0 and a spectator are sent.
fn sample<G: BotGame>(options: &TableOptions, seed: u64, actions: usize) -> Value {
    let mut rng = rng_from_seed(seed);
    let setup = G::setup(options, &mut rng).expect("setup");
    let n = options.players;
    let seats = (0..n).map(|_| Controller::Remote).collect();
    let mut m = Match::<G>::new(setup.clone(), seats, rng_from_seed(seed + 1)).expect("match");
    let mut events_from = vec![0; n];
    while m.len() < actions {
        match m.actor() {
            Actor::Terminal => break,
            Actor::Chance => {
                m.play_chance().expect("chance");
            }
            Actor::Player(seat) => {
                let legal = m.legal_actions(seat);
                // Keep the last few events of each seat for the sample.
                if m.len() + 12 < actions {
                    events_from = (0..n).map(|s| m.seen(s).len()).collect();
                }
                let a = legal[rng.random_range(0..legal.len())];
                m.submit(seat, a).expect("legal");
            }
        }
    }
    // Play on to the next decision of a player, so the sample shows legal actions.
    while m.actor() == Actor::Chance {
        m.play_chance().expect("chance");
    }
    let decider = match m.actor() {
        Actor::Player(s) => s,
        _ => 0,
    };
    let legal: Vec<Value> = m
        .legal_actions(decider)
        .into_iter()
        .take(6)
        .map(|a| json!({"action": m.action_text(a), "description": m.describe(a)}))
        .collect();
    // A refusal: the first action of the pool that is not legal now, or an unreadable one.
    let refusal = {
        let other = (decider + 1) % n;
        let mut probe = None;
        for a in m.actions().collect::<Vec<_>>().into_iter().rev() {
            if let Err(r) = m.check(decider, a) {
                probe = Some(json!({"action": m.action_text(a), "refusal": r}));
                break;
            }
        }
        json!({
            "illegal": probe,
            "not_your_turn": m.legal_actions(decider).first().map(|&a| m.check(other, a).err()),
            "unreadable": m.parse("fly to the moon").err(),
        })
    };
    json!({
        "game": G::info().name,
        "setup": setup,
        "actions_so_far": m.len(),
        "view_of_seat_0": m.view(0),
        "view_of_a_spectator": m.spectator_view(),
        "events_seen_by_seat_0": &m.seen(0)[events_from[0]..],
        "events_seen_by_seat_1": &m.seen(1)[events_from[1]..],
        "decider": decider,
        "legal_actions_of_the_decider": legal,
        "refusals": refusal,
    })
}

fn pin(name: &str, value: &Value) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../docs/wire")
        .join(format!("{name}.json"));
    let text = serde_json::to_string_pretty(value).expect("JSON") + "\n";
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::create_dir_all(path.parent().expect("dir")).expect("mkdir");
        std::fs::write(&path, &text).expect("write");
        return;
    }
    let pinned = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        pinned == text,
        "the wire format of {name} changed (docs/wire/{name}.json); if that is wanted, run \
         UPDATE_SNAPSHOTS=1 and say so in docs/wire.md. Now:\n{text}"
    );
}

/// Every registered game's wire format is pinned.
#[test]
fn every_registered_games_wire_format_is_pinned() {
    for (name, value) in samples() {
        pin(&name, &value);
    }
}

/// The samples show what they are for: a view, legal actions, each kind of refusal.
#[test]
fn the_samples_show_views_actions_and_refusals() {
    for (name, value) in samples() {
        assert!(value["view_of_seat_0"].is_object(), "{name}");
        assert!(
            !value["legal_actions_of_the_decider"]
                .as_array()
                .expect("list")
                .is_empty(),
            "{name}"
        );
        assert!(
            value["refusals"]["unreadable"]["code"] == "unreadable-action",
            "{name}"
        );
    }
}
