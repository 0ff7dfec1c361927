//! The JSON of views, events, actions and refusals is the wire format of every table
//! (docs/wire.md). These snapshots pin it: a mid-game sample of each game, written to
//! `docs/wire/<game>.json`, must come out byte for byte the same. A change of shape fails here
//! first; when it is wanted, `UPDATE_SNAPSHOTS=1 cargo test -p gameroom-match --test wire`
//! rewrites the files, and docs/wire.md says what changed.

use std::path::Path;

use gameroom_bots::BotGame;
use gameroom_game::{Actor, GameState, TableOptions, rand::RngExt, rng_from_seed};
use gameroom_match::{Controller, Match};
use serde_json::{Value, json};

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

#[test]
fn meduris_wire_format_is_pinned() {
    pin(
        "meduris",
        &sample::<meduris::Meduris>(&TableOptions::players(3), 7, 60),
    );
}

#[test]
fn cvlizations_wire_format_is_pinned() {
    pin(
        "cvlizations",
        &sample::<cvlizations::Cvlizations>(&TableOptions::players(3), 7, 25),
    );
}

/// Every view and event in the samples reads back as what it was.
#[test]
fn the_samples_read_back() {
    for (name, value) in [
        (
            "meduris",
            sample::<meduris::Meduris>(&TableOptions::players(3), 7, 60),
        ),
        (
            "cvlizations",
            sample::<cvlizations::Cvlizations>(&TableOptions::players(3), 7, 25),
        ),
    ] {
        assert!(value["view_of_seat_0"].is_object(), "{name}");
        assert!(
            !value["legal_actions_of_the_decider"]
                .as_array()
                .expect("list")
                .is_empty()
        );
        assert!(value["refusals"]["unreadable"]["code"] == "unreadable-action");
    }
    let v = sample::<meduris::Meduris>(&TableOptions::players(3), 7, 60);
    let view: meduris::View =
        serde_json::from_value(v["view_of_seat_0"].clone()).expect("a Meduris view reads back");
    assert_eq!(view.seat(), Some(0));
    let spectator: meduris::View = serde_json::from_value(v["view_of_a_spectator"].clone())
        .expect("a spectator's view reads back");
    assert_eq!(spectator.stock(), None);
    let _: Vec<meduris::Event> =
        serde_json::from_value(v["events_seen_by_seat_0"].clone()).expect("events read back");
    let _ = <meduris::State as GameState>::NAME;
}
