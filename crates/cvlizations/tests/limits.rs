//! Bad or extreme input to the CVlizations engine: card sets with huge effect values, stocks at
//! their limits, duplicate names, states where nobody can act, notation that overflows. Each is
//! refused with a message naming the problem, or handled without wrapping, hanging or panicking.

mod common;

use cvlizations::{CardSet, Effect, MAX_AMOUNT, Position, Resource, Setup, State, Variant};
use gameroom_game::{Actor, GameState};

fn provisional_text() -> String {
    include_str!("../data/provisional.toml").to_string()
}

/// A conversion card of `max = 255` made the final scoring try 256^k combinations (minutes for
/// one card set, an overflow for eight); the check now bounds every effect value.
#[test]
fn card_sets_with_huge_effect_values_are_refused_naming_the_card_and_value() {
    let text = provisional_text().replacen(
        "kind = \"convert-at-end\", resource = \"stone\", max = 3",
        "kind = \"convert-at-end\", resource = \"stone\", max = 255",
        1,
    );
    let e = CardSet::parse(&text).unwrap_err().to_string();
    assert!(
        e.contains("field `effect`") && e.contains("`max` = 255: at most 20"),
        "{e}"
    );
    let text = provisional_text().replacen("amount = 2 }", "amount = 200 }", 1);
    let e = CardSet::parse(&text).unwrap_err().to_string();
    assert!(e.contains("`amount` = 200"), "{e}");
    let text = provisional_text().replacen("points = 7", "points = 250", 1);
    let e = CardSet::parse(&text).unwrap_err().to_string();
    assert!(e.contains("field `points`"), "{e}");
}

/// The largest conversions a valid card set allows, with the largest stock a position allows:
/// the final scoring is computed at once (the old enumeration tried 21^8 combinations).
#[test]
fn final_scoring_with_many_converters_and_a_huge_stock_is_exact() {
    let mut data = CardSet::provisional().data().clone();
    let mut converters = Vec::new();
    for (i, card) in data.cards.iter_mut().enumerate().take(8) {
        card.effect = Effect::ConvertAtEnd {
            resource: Resource::ALL[i % 3],
            max: MAX_AMOUNT,
        };
        converters.push(card.no);
    }
    data.name = "eight converters".into();
    let position: Position = serde_json::from_value(serde_json::json!({
        "players": ["Ania", "Bartek"],
        "cards": data,
        "resources": {"Ania": {"wood": 10000, "food": 10000, "stone": 10000}},
        "ideas": {"Ania": converters},
    }))
    .expect("a position");
    let state = State::from_position(&position).expect("a legal position");
    let score = state.public().score_now(0);
    // Converters of wood, food, stone, wood, food, stone, wood, food: 3, 3 and 2 cards of 20.
    assert_eq!(score.converted, [60, 60, 40]);
    assert_eq!(score.resources_left, 30_000 - 160);
}

/// Positions at the largest resources and happiness they may give play to the end (the engine
/// saturates beyond: `state.rs`'s `limits` test).
#[test]
fn games_from_the_largest_stocks_a_position_allows_play_to_the_end() {
    // Play random games from a state whose players hold the most a state may hold: every gain
    // is then near the limit; nothing panics (tests run with overflow checks) and no count
    // drops below what it was except by spending.
    for seed in 0..6 {
        let position: Position = serde_json::from_value(serde_json::json!({
            "players": ["Ania", "Bartek", "Czarek"],
            "resources": {
                "Ania": {"wood": 10000, "food": 10000, "stone": 10000},
                "Bartek": {"wood": 10000, "food": 10000, "stone": 10000},
            },
            "happiness": {"Ania": 1000000, "Bartek": 1000000},
        }))
        .expect("a position");
        let mut state = State::from_position(&position).expect("legal");
        let mut rng = gameroom_game::rng_from_seed(seed);
        let mut legal = Vec::new();
        while state.actor() != Actor::Terminal {
            GameState::legal_actions(&state, &mut legal);
            let a = legal[gameroom_game::rand::RngExt::random_range(&mut rng, 0..legal.len())];
            state.apply(a).expect("a legal action applies");
        }
        let o = state.outcome().expect("over");
        assert!(o.scores[0] >= 1_000_000 && o.scores[1] >= 1_000_000);
    }
}

/// Names that differ only in case or surrounding spaces are the same name to the notation
/// (`steal wood from ania`): a setup or a position with two of them is refused.
#[test]
fn duplicate_names_are_refused_however_they_are_spaced() {
    let setup = Setup {
        players: vec!["Ania ".into(), "ania".into()],
        ..Setup::new(2, Variant::Standard, 0).expect("valid")
    };
    let e = setup.check().unwrap_err().to_string();
    assert!(e.contains("taken twice"), "{e}");
    let position: Result<Position, _> = serde_json::from_value(serde_json::json!({
        "players": [" Bartek", "BARTEK"]
    }));
    let e = State::from_position(&position.expect("a position"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("BARTEK"), "{e}");
    // The same in a state's JSON.
    let state = State::new(&Setup::new(3, Variant::Standard, 0).expect("valid")).expect("valid");
    let mut json = state.to_json();
    json["public"]["players"][1]["name"] = serde_json::json!("ANIA");
    let e = State::from_json(&json).unwrap_err();
    assert!(e.contains("ANIA"), "{e}");
    // Too long, or a control character.
    let long = Setup {
        players: vec!["A".repeat(25), "Bartek".into()],
        ..Setup::new(2, Variant::Standard, 0).expect("valid")
    };
    assert!(long.check().is_err());
    let control = Setup {
        players: vec!["An\u{7}ia".into(), "Bartek".into()],
        ..Setup::new(2, Variant::Standard, 0).expect("valid")
    };
    assert!(control.check().is_err());
    assert!(
        Setup::new(6, Variant::Standard, 0).is_err(),
        "not cut to five names"
    );
}

/// A state read from JSON where the player to act has nothing they may do is refused (here a
/// Trading decision of a player whose resources were emptied).
#[test]
fn a_state_where_the_player_to_act_cannot_act_is_refused() {
    let mut found = None;
    for seed in 0..200 {
        common::play_with(3, Variant::Standard, seed, |step, _| {
            if found.is_none()
                && let cvlizations::Phase::Act(cvlizations::Pending::Trade { seat, .. }) =
                    step.before.phase()
            {
                found = Some((step.before.clone(), seat));
            }
        });
        if found.is_some() {
            break;
        }
    }
    let (state, seat) = found.expect("some random game trades");
    let mut json = state.to_json();
    State::from_json(&json).expect("the state itself reads back");
    json["public"]["players"][seat as usize]["resources"] =
        serde_json::json!({"wood": 0, "food": 0, "stone": 0});
    let e = State::from_json(&json).unwrap_err();
    assert!(e.contains("has no legal action"), "{e}");
}

/// `cunning` followed by 256 times the same resource overflowed a count while reading.
#[test]
fn notation_that_overflows_a_count_is_an_error() {
    let state = State::new(&Setup::new(2, Variant::Standard, 0).expect("valid")).expect("valid");
    let text = format!("cunning{}", " wood".repeat(256));
    let e = state.parse_action(&text).unwrap_err();
    assert!(e.to_string().contains("more than 255"), "{e}");
    assert!(
        e.input.chars().count() <= 81,
        "the message quotes a short excerpt"
    );
}
