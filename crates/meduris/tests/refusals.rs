//! Refusals say what is wrong in the player's terms: how many chips one has and needs.

use gameroom_game::{Game, IllegalAction, TableOptions, rng_from_seed};
use meduris::{Action, Meduris};

/// Everyone starts with one chip of each material: an exchange of two wood is short by one.
#[test]
fn an_exchange_short_of_chips_says_how_many_you_have_and_need() {
    let setup = Meduris::setup(&TableOptions::players(2), &mut rng_from_seed(1)).expect("setup");
    let mut state = Meduris::start(&setup).expect("starts");
    let two_wood: Action = "exchange wood wood wool copper".parse().expect("reads");
    let e = state.apply(two_wood).expect_err("one wood is not two");
    let r = e.refusal();
    assert_eq!(r.code, "no-chip");
    assert_eq!(r.rule.as_deref(), Some("M-T6"));
    assert_eq!(r.message, "you have 1 wood and need 2");
    let three_stone: Action = "exchange stone stone stone wood".parse().expect("reads");
    let e = state
        .apply(three_stone)
        .expect_err("one stone is not three");
    assert_eq!(e.refusal().message, "you have 1 stone and need 3");
    assert_eq!(
        meduris::rules::rule_title("M-T6"),
        Some("exchanging three chips for one")
    );
}
