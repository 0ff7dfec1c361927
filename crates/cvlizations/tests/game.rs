//! CVlizations as a game ([`Cvlizations`]): its description, setups from a table's options,
//! records replayed by the shared `replay`.

use cvlizations::{CardSet, CardsRef, Cvlizations, Setup, SetupError, State, Variant};
use gameroom_game::{
    Actor, Game, GameState, Material, Record, TableOptions, rand::RngExt, rng_from_seed,
};

#[test]
fn the_game_describes_itself() {
    let info = Cvlizations::info();
    assert_eq!(info.name, "cvlizations");
    assert_eq!(info.name, <State as GameState>::NAME);
    assert_eq!(info.title, "CVlizations");
    assert_eq!(info.credits, "Granna 2016");
    assert_eq!((info.min_players, info.max_players), (2, 5));
    assert!(info.hidden_information);
    let names: Vec<&str> = info.variants.iter().map(|v| v.name.as_str()).collect();
    assert_eq!(names, ["neutral", "advanced", "standard", "no-geeks"]);
    // Two players get the rulebook's game for two, with the Cave Geeks (C-V1); more players
    // the standard game.
    assert_eq!(
        info.default_variant(2).map(|v| v.name.as_str()),
        Some("neutral")
    );
    for n in 3..=5 {
        assert_eq!(
            info.default_variant(n).map(|v| v.name.as_str()),
            Some("standard")
        );
    }
    assert_eq!(
        info.variant("Cave-Geeks").map(|v| v.name.as_str()),
        Some("neutral")
    );
    assert_eq!(
        info.variant("basic").map(|v| v.name.as_str()),
        Some("neutral")
    );
    assert!(info.variants.iter().all(|v| !v.description.is_empty()));
    assert!(info.variants[0].description.contains("C-V1"));
    assert!(info.variants[1].description.contains("C-V2"));
    assert!(info.variants[3].description.contains("house variant"));
    assert_eq!(info.material.kind, "card set");
    assert_eq!(info.material.option, "cards");
    assert_eq!(info.material.custom_format, "docs/cvlizations.md");
    assert_eq!(info.material.builtin.len(), 1);
    assert_eq!(info.material.builtin[0].name, "provisional");
    assert!(info.material.builtin[0].notice.is_some());
}

/// The same seed gives the same setup as the tools drew before (`Setup::new` with the
/// starting player drawn first from the generator), so old seeds replay the same games.
#[test]
fn setups_from_seeds_are_as_before() {
    for players in 3..=5 {
        for seed in 0..40 {
            let mut rng = rng_from_seed(seed);
            let setup = Cvlizations::setup(&TableOptions::players(players), &mut rng).expect("ok");
            let mut old_rng = rng_from_seed(seed);
            let old = Setup::new(
                players,
                Variant::Standard,
                old_rng.random_range(0..players) as u8,
            )
            .expect("valid");
            assert_eq!(setup, old);
            assert_eq!(
                rng.random::<u64>(),
                old_rng.random::<u64>(),
                "the generator is where it was"
            );
            assert_eq!(
                Cvlizations::describe_setup(&setup),
                "cards: provisional, variant: standard"
            );
            assert_eq!(
                Cvlizations::notice(&setup).as_deref(),
                CardSet::provisional().notice()
            );
        }
    }
}

/// With two players and no variant named, the game is the rulebook's game for two: the Cave
/// Geeks join (C-V1). The standard rules for two alone are only a house variant, by name.
#[test]
fn two_players_get_the_cave_geeks_unless_a_house_variant_is_named() {
    for seed in 0..20 {
        let mut rng = rng_from_seed(seed);
        let setup = Cvlizations::setup(&TableOptions::players(2), &mut rng).expect("ok");
        assert_eq!(setup.variant, Variant::Neutral, "seed {seed}");
        assert_eq!(
            Cvlizations::describe_setup(&setup),
            "cards: provisional, variant: neutral"
        );
        // The seed still draws who follows the Geeks, as it drew the starting player.
        let mut old_rng = rng_from_seed(seed);
        assert_eq!(setup.starting_player, old_rng.random_range(0..2usize) as u8);
    }
    let named = |name: &str, players: usize| {
        Cvlizations::setup(
            &TableOptions {
                variant: Some(name.into()),
                ..TableOptions::players(players)
            },
            &mut rng_from_seed(1),
        )
    };
    let house = named("no-geeks", 2).expect("the house variant by name");
    assert_eq!(house.variant, Variant::Standard);
    assert_eq!(house.variant_name(), "no-geeks");
    assert_eq!(
        Cvlizations::describe_setup(&house),
        "cards: provisional, variant: no-geeks"
    );
    let e = named("standard", 2).expect_err("not the rulebook's game for two");
    assert!(e.to_string().contains("neutral, advanced, no-geeks"), "{e}");
    assert!(e.to_string().contains("Cave Geeks"), "{e}");
    assert!(named("no-geeks", 3).is_err());
}

/// With the Cave Geeks, the setup's starting player is the player to their left: the Geeks
/// hold the helm first and pass it to them; the helm then goes round the three (C-V1, R-C15).
#[test]
fn the_starting_player_follows_the_cave_geeks() {
    for starting in [0u8, 1] {
        let setup = Setup::new(2, Variant::Neutral, starting).expect("a setup");
        let mut state = State::new(&setup).expect("valid");
        let mut rng = rng_from_seed(5);
        let mut legal = Vec::new();
        let mut helms = Vec::new();
        let mut first_to_play = Vec::new();
        while !state.is_terminal() && helms.len() < 6 {
            // Who plays orders second in a round (after the helm holder).
            if matches!(
                state.public().phase(),
                cvlizations::Phase::Orders { pos: 1 }
            ) && first_to_play.len() < helms.len()
            {
                first_to_play.extend(state.public().civ_to_play());
            }
            if matches!(
                state.public().phase(),
                cvlizations::Phase::Orders { pos: 0 }
            ) && helms.len() < state.public().round_no() as usize
            {
                helms.push(state.public().helm());
            }
            state.legal_actions(&mut legal);
            let a = match state.actor() {
                Actor::Chance => state.sample_chance(&mut rng).expect("chance"),
                _ => legal[rng.random_range(0..legal.len())],
            };
            state.apply(a).expect("legal");
        }
        let s = starting as usize;
        let geeks = 2;
        assert_eq!(helms, [geeks, s, 1 - s, geeks, s, 1 - s], "starting {s}");
        // In the first round the Geeks play first, then the starting player.
        assert_eq!(first_to_play[0], s, "starting {s}");
    }
}

#[test]
fn options_choose_variant_cards_names_and_who_starts() {
    let mut rng = rng_from_seed(3);
    let options = TableOptions {
        players: 2,
        variant: Some("cave-geeks".into()),
        material: Some(Material::Named("provisional".into())),
        starting_player: Some(1),
        names: vec!["Ola".into(), "Piotr".into()],
    };
    let setup = Cvlizations::setup(&options, &mut rng).expect("ok");
    assert_eq!(setup.variant, Variant::Neutral);
    assert_eq!(setup.starting_player, 1);
    assert_eq!(setup.players, ["Ola", "Piotr"]);
    assert_eq!(
        Cvlizations::describe_setup(&setup),
        "cards: provisional, variant: neutral"
    );
    let state = Cvlizations::start(&setup).expect("starts");
    assert_eq!(state.name(1), "Piotr");

    // A card set given whole: the shipped one is recognised, another is carried inline.
    let text = include_str!("../data/provisional.toml");
    let same = Cvlizations::setup(
        &TableOptions {
            material: Some(Material::Text(text.into())),
            ..TableOptions::players(3)
        },
        &mut rng,
    )
    .expect("ok");
    assert_eq!(same.cards, CardsRef::Named("provisional".into()));
    let other_text = text
        .replacen("name = \"provisional\"", "name = \"corrected\"", 1)
        .replacen("notice = ", "notice_was = ", 0);
    let other = Cvlizations::setup(
        &TableOptions {
            material: Some(Material::Text(other_text)),
            ..TableOptions::players(3)
        },
        &mut rng,
    )
    .expect("ok");
    assert!(matches!(other.cards, CardsRef::Inline(_)));
    assert_eq!(
        Cvlizations::describe_setup(&other),
        "cards: corrected, variant: standard"
    );
    // The setup (and so a record) reads back, inline set included.
    let json = serde_json::to_value(&other).expect("json");
    assert_eq!(serde_json::from_value::<Setup>(json).expect("reads"), other);

    let refuse = |options: TableOptions| {
        Cvlizations::setup(&options, &mut rng_from_seed(1)).expect_err("refused")
    };
    assert!(matches!(
        refuse(TableOptions::players(6)),
        SetupError::PlayerCount(6)
    ));
    assert!(matches!(
        refuse(TableOptions::players(1)),
        SetupError::PlayerCount(1)
    ));
    let e = refuse(TableOptions {
        variant: Some("advanced".into()),
        ..TableOptions::players(3)
    });
    assert!(e.to_string().contains("not for 3 players"), "{e}");
    let e = refuse(TableOptions {
        variant: Some("solo".into()),
        ..TableOptions::players(3)
    });
    assert!(e.to_string().contains("solo"), "{e}");
    assert!(matches!(
        refuse(TableOptions {
            material: Some(Material::Named("printed".into())),
            ..TableOptions::players(3)
        }),
        SetupError::UnknownCards(_)
    ));
    assert!(matches!(
        refuse(TableOptions {
            material: Some(Material::Text("name = 3".into())),
            ..TableOptions::players(3)
        }),
        SetupError::Cards(_)
    ));
    assert!(
        refuse(TableOptions {
            names: vec!["A".into()],
            ..TableOptions::players(3)
        })
        .to_string()
        .contains("3 names")
    );
    assert!(matches!(
        refuse(TableOptions {
            starting_player: Some(4),
            ..TableOptions::players(3)
        }),
        SetupError::StartingPlayer { .. }
    ));
}

/// A record made with `Record::of` replays through the shared `replay`; an illegal action is
/// reported with its index, code and rule.
#[test]
fn records_replay_through_the_shared_replay() {
    let mut rng = rng_from_seed(11);
    let setup = Cvlizations::setup(&TableOptions::players(4), &mut rng).expect("ok");
    let mut state = Cvlizations::start(&setup).expect("starts");
    let mut record = Record::of::<Cvlizations>(&setup);
    let mut legal = Vec::new();
    while !state.is_terminal() {
        state.legal_actions(&mut legal);
        let a = match state.actor() {
            Actor::Chance => state.sample_chance(&mut rng).expect("chance"),
            _ => legal[rng.random_range(0..legal.len())],
        };
        record.actions.push(state.action_to_string(a));
        state.apply(a).expect("legal");
    }
    record.result = state.outcome();
    let r = gameroom_game::replay::<Cvlizations>(&record, None).expect("replays");
    assert_eq!(r.state, state);
    assert_eq!(r.setup, setup);
    let halfway = gameroom_game::replay::<Cvlizations>(&record, Some(40)).expect("replays");
    assert_eq!(halfway.actions.len(), 40);
    let json = Cvlizations::state_to_json(&halfway.state);
    assert_eq!(Cvlizations::state_from_json(&json), Ok(halfway.state));

    // The same orders twice, at the first order phase.
    let first_orders = record
        .actions
        .iter()
        .position(|a| a.starts_with("orders"))
        .expect("orders");
    let mut bad = record.clone();
    bad.actions[first_orders] = "orders logging logging".into();
    bad.result = None;
    let e = gameroom_game::replay::<Cvlizations>(&bad, None).expect_err("refused");
    assert_eq!(e.action_index(), Some(first_orders));
    assert_eq!(e.rule(), Some("C-R2"));
    match e {
        gameroom_game::ReplayError::Illegal { refusal, .. } => {
            assert_eq!(refusal.code, "same-order-twice");
            assert_eq!(
                refusal.to_string(),
                "two different orders are played, not logging twice (rule C-R2)"
            );
        }
        other => panic!("{other}"),
    }
}

/// Refusals name the reason precisely.
#[test]
fn refusals_say_why() {
    let mut state =
        State::new(&Setup::new(3, Variant::Standard, 0).expect("valid")).expect("valid");
    let refusal = |s: &State, text: &str| {
        let a = s.parse_action(text).expect("reads");
        let mut t = s.clone();
        let e = t.apply(a).expect_err("refused");
        assert_eq!(&t, s);
        (e.code(), e.rule(), e.to_string())
    };
    assert_eq!(refusal(&state, "orders logging hunting").0, "chance-acts");
    assert_eq!(
        refusal(&state, "draw 40"),
        (
            "not-in-deck",
            Some("C-S2"),
            "card 40 (Cinematography) is not in the deck".into()
        )
    );
    let mut rng = rng_from_seed(2);
    while state.actor() == Actor::Chance {
        let a = state.sample_chance(&mut rng).expect("chance");
        state.apply(a).expect("legal");
    }
    assert_eq!(refusal(&state, "draw 5").0, "player-decides");
    assert_eq!(
        refusal(&state, "pass"),
        (
            "wrong-phase",
            Some("C-R2"),
            "not possible now: orders are being played (`orders <up> <down>`)".into()
        )
    );
    assert_eq!(
        refusal(&state, "orders cunning cunning"),
        (
            "same-order-twice",
            Some("C-R2"),
            "two different orders are played, not cunning twice".into()
        )
    );
    // Round 2: orders played in round 1 are out of the hand until the age ends.
    let position: cvlizations::Position = serde_json::from_value(serde_json::json!({
        "players": ["Ania", "Bartek", "Czarek"],
        "round": 2,
        "track": [2, 3, 4, 7],
        "hands": { "Ania": ["thieving", "hunting", "quarrying", "cunning", "trading", "doubling"] },
    }))
    .expect("position");
    let state = State::from_position(&position).expect("valid");
    let (code, rule, message) = refusal(&state, "orders logging cunning");
    assert_eq!((code, rule), ("order-not-in-hand", Some("C-R2")));
    assert!(
        message.starts_with("Ania has no logging in hand"),
        "{message}"
    );
}

/// Refusals in the action and development phases: thefts, purchases, the ideas that allow an
/// action.
#[test]
fn refusals_in_the_action_and_development_phases() {
    let position: cvlizations::Position = serde_json::from_value(serde_json::json!({
        "players": ["Ania", "Bartek", "Czarek"],
        "helm": "Ania",
        "track": [2, 3, 4, 7],
        "resources": { "Bartek": { "wood": 0, "food": 2, "stone": 0 }, "Czarek": { "wood": 1 } },
    }))
    .expect("position");
    let mut state = State::from_position(&position).expect("valid");
    let run = |state: &mut State, text: &str| {
        let a = state.parse_action(text).expect("reads");
        state.apply(a).expect("legal");
    };
    let refused = |s: &State, text: &str| {
        let a = s.parse_action(text).expect("reads");
        let e = s.check(a).expect_err("refused");
        (e.code(), e.rule().unwrap_or_default(), e.to_string())
    };
    run(&mut state, "orders thieving slacking");
    run(&mut state, "orders slacking doubling");
    run(&mut state, "orders slacking doubling");
    assert_eq!(state.actor(), Actor::Player(0));
    assert_eq!(
        refused(&state, "steal wood from bartek"),
        ("victim-has-nothing", "C-R3", "Bartek has no wood".into())
    );
    assert_eq!(refused(&state, "steal wood from ania").0, "steal-from-self");
    assert_eq!(
        refused(&state, "steal wood from supply"),
        (
            "supply-not-allowed",
            "C-V1",
            "only a two-player game's thief with two thefts takes from the supply".into()
        )
    );
    assert_eq!(refused(&state, "pass").0, "wrong-phase");
    run(&mut state, "steal food from bartek");
    // Development: Ania has 1 wood, 1 food, 1 stone and 1 food more.
    assert!(matches!(
        state.phase(),
        cvlizations::Phase::Develop { seat: 0, .. }
    ));
    assert_eq!(
        refused(&state, "buy 2"),
        (
            "cannot-afford",
            "C-R4",
            "card 2 (Idea 2) costs 2 wood; you have 1 wood, 2 food, 1 stone".into()
        )
    );
    assert_eq!(
        refused(&state, "buy 13"),
        (
            "not-on-track",
            "C-R4",
            "card 13 (Fortune telling) is not on the idea track".into()
        )
    );
    assert_eq!(refused(&state, "peek").0, "no-fortune-telling");
    assert_eq!(refused(&state, "buy top").0, "not-looked-at");
    assert_eq!(refused(&state, "hammer wood stone").0, "no-hammer");
    assert_eq!(refused(&state, "egoism wood").0, "wrong-phase");
    run(&mut state, "buy 4");
}

/// Every value of the shipped set says where it comes from, with one of the four labels; the
/// effects whose deciding detail the rulebook's text does not give (which order, resource or
/// idea type, how many points) are not labelled as the rulebook's.
#[test]
fn provenance_labels_say_what_the_rulebook_does_not() {
    let set = CardSet::provisional();
    let labels = ["rulebook", "review", "inferred", "provisional"];
    for card in set.cards() {
        for field in ["name", "type", "cost", "points", "deck", "effect"] {
            let p = card.provenance.get(field).unwrap_or_else(|| {
                panic!(
                    "card {} ({}) has no provenance for {field}",
                    card.no, card.name
                )
            });
            assert!(
                labels.iter().any(|l| p.starts_with(l)),
                "card {} {field}: `{p}` starts with none of {labels:?}",
                card.no
            );
        }
    }
    for no in [5u8, 9, 14, 16, 19, 21, 25, 28, 43, 44, 47] {
        let card = set.cards().iter().find(|c| c.no == no).expect("card");
        let p = &card.provenance["effect"];
        assert!(
            p.starts_with("inferred") || p.starts_with("provisional"),
            "card {no} ({}): effect labelled `{p}`",
            card.name
        );
    }
    // Doubling chosen by one player: its success is inferred, not printed.
    let doubling = set.order(cvlizations::Order::Doubling);
    assert!(doubling.provenance["one"].starts_with("inferred"));
}
