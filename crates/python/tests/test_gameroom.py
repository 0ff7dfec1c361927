"""The Python package: the OpenSpiel-style interface, views as dicts, bots, the AEC env."""

import copy
import random

import pytest

import gameroom


def random_game(game, players, seed, fast=True):
    rng = random.Random(seed)
    s = gameroom.new_game(game, players=players, seed=seed)
    steps = 0
    while not s.is_terminal():
        if s.is_chance_node():
            outcomes = s.chance_outcomes()
            assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
            actions, probs = zip(*outcomes)
            s.apply_action(rng.choices(actions, probs)[0])
        elif fast:
            s.apply_legal(rng.randrange(s.num_legal_actions()))
        else:
            s.apply_action(rng.choice(s.legal_actions()))
        steps += 1
        assert steps < 100_000
    return s


def test_both_games_are_listed():
    assert set(gameroom.games()) >= {"meduris", "cvlizations"}


@pytest.mark.parametrize("game,players", [("meduris", 2), ("meduris", 4), ("cvlizations", 3), ("cvlizations", 5)])
def test_random_games_end_with_returns_that_share_one_win(game, players):
    s = random_game(game, players, seed=players)
    assert s.current_player() == gameroom.TERMINAL
    assert abs(sum(s.returns()) - 1.0) < 1e-9
    assert s.rewards() == s.returns()
    assert len(s.scores()) == players
    assert s.legal_actions() == [] and s.num_legal_actions() == 0


def test_the_same_seed_and_actions_give_the_same_game_and_history_replays():
    a = random_game("cvlizations", 3, seed=7)
    b = random_game("cvlizations", 3, seed=7, fast=False)
    assert a.history() == b.history()
    c = gameroom.new_game("cvlizations", players=3, seed=7)
    for action in a.history():
        c.apply_action(action)
    assert c.state_dict() == a.state_dict()


def test_clones_are_independent():
    s = gameroom.new_game("meduris", players=2, seed=1)
    while s.is_chance_node():
        s.apply_chance()
    t = s.clone()
    u = copy.deepcopy(s)
    s.apply_legal(0)
    assert len(t.history()) + 1 == len(s.history()) == len(u.history()) + 1


def test_illegal_and_unreadable_actions_raise_and_change_nothing():
    s = gameroom.new_game("meduris", players=2, seed=1)
    while s.is_chance_node():
        s.apply_chance()
    before = s.state_dict()
    with pytest.raises(ValueError, match="fly"):
        s.apply_action("fly to the moon")
    with pytest.raises(ValueError):
        s.apply_action("temple 1")
    with pytest.raises(ValueError):
        s.apply_legal(10_000)
    assert s.state_dict() == before


def test_observations_are_dicts_that_hide_what_a_seat_may_not_see():
    s = random_game("meduris", 3, seed=2)
    mine = s.observation(0)
    assert mine["seen_by"] == {"player": mine["players"][0]}
    assert list(mine["stock"]) == [mine["players"][0]]
    assert not s.observation().get("stock")
    cv = gameroom.new_game("cvlizations", players=3, seed=3)
    while cv.is_chance_node() or cv.observation(0)["public"]["phase"]["step"] != "orders":
        if cv.is_chance_node():
            cv.apply_chance()
        else:
            cv.apply_legal(0)
    seat = cv.current_player()
    cv.apply_legal(0)  # face-down order of `seat`
    other = (seat + 1) % 3
    assert cv.observation(seat)["mine"]["face_down"], "a seat sees its own face-down order"
    assert not cv.observation(other)["mine"]["face_down"], "and no one else's"
    assert isinstance(cv.events(other), list)
    with pytest.raises(ValueError):
        cv.observation(7)


def test_describe_action_says_what_it_does():
    s = gameroom.new_game("meduris", players=2, seed=1)
    while s.is_chance_node():
        s.apply_chance()
    a = s.legal_actions()[0]
    assert s.describe_action(a)


def test_a_heuristic_bot_beats_random_play():
    wins = 0.0
    for seed in range(4):
        bots = [gameroom.Bot("meduris", "normal", seed=seed), gameroom.Bot("meduris", "random", seed=seed)]
        s = gameroom.play("meduris", 2, bots, seed=seed)
        wins += s.returns()[0]
    assert wins >= 3
    with pytest.raises(ValueError):
        gameroom.Bot("meduris", "genius")
    cv_bot = gameroom.Bot("cvlizations", "random")
    with pytest.raises(ValueError, match="cvlizations"):
        cv_bot.step(gameroom.random_game if False else gameroom.new_game("meduris", seed=1))


def test_the_aec_env_plays_to_the_end():
    env = gameroom.AecEnv("cvlizations", players=3, seed=4)
    rng = random.Random(4)
    for agent in iter(lambda: env.agent_selection, None):
        obs, reward, terminated, truncated, info = env.last()
        if terminated:
            env.step(None)
            if not env.agents:
                break
            continue
        env.step(rng.choice(obs["legal_actions"]))
    assert abs(sum(env.rewards.values()) - 1.0) < 1e-9
