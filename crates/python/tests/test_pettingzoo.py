"""The PettingZoo environment as PettingZoo checks it: its own api_test, seed_test and
render_test, for every player count of both games; the life cycle of finished agents; fresh
seeds; illegal actions refused."""

import numpy as np
import pytest
from pettingzoo.test import api_test, render_test, seed_test  # the harness installs PettingZoo

from gameroom.pettingzoo import GameroomEnv, env

SETTINGS = [("meduris", 2), ("meduris", 3), ("meduris", 4),
            ("cvlizations", 2), ("cvlizations", 3), ("cvlizations", 4), ("cvlizations", 5)]


@pytest.mark.parametrize("game,players", SETTINGS)
def test_pettingzoo_api_test(game, players):
    api_test(env(game, players), num_cycles=2000)


@pytest.mark.parametrize("game,players", SETTINGS)
def test_pettingzoo_seed_test(game, players):
    seed_test(lambda render_mode=None: env(game, players, render_mode=render_mode), num_cycles=300)


@pytest.mark.parametrize("game,players", [("meduris", 2), ("cvlizations", 3)])
def test_pettingzoo_render_test(game, players):
    render_test(lambda render_mode=None: env(game, players, render_mode=render_mode if render_mode == "ansi" else None))
    e = env(game, players, render_mode="ansi")
    e.reset(seed=1)
    assert game in e.render() and "decides" in e.render()


def play_to_the_end(e, seed):
    e.reset(seed=seed)
    rng = np.random.default_rng(seed)
    finished = []
    for agent in e.agent_iter():
        obs, reward, termination, truncation, info = e.last()
        if termination:
            finished.append((agent, reward))
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        e.step(int(rng.choice(legal)))
    return finished


def test_each_agent_finishes_once_with_its_share_and_is_then_gone():
    e = env("meduris", 3)
    finished = play_to_the_end(e, 5)
    assert sorted(a for a, _ in finished) == ["player_0", "player_1", "player_2"]
    assert abs(sum(r for _, r in finished) - 1.0) < 1e-9
    assert e.agents == [] and e.rewards == {} and e.terminations == {} and e.infos == {}


def test_reset_without_a_seed_deals_a_fresh_game_and_with_one_the_same():
    e = env("cvlizations", 3)
    deals = set()
    for _ in range(4):
        e.reset()
        deals.add(tuple(e.state.history()))
    assert len(deals) > 1, "reset() draws a fresh seed"
    e.reset(seed=9)
    first = e.state.history()
    e.reset(seed=9)
    assert e.state.history() == first


def test_an_illegal_action_or_a_step_of_a_finished_agent_is_refused():
    e = env("meduris", 2)
    e.reset(seed=3)
    obs, *_ = e.last()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    before = e.state.history()
    with pytest.raises(ValueError, match="not legal"):
        e.step(illegal)
    with pytest.raises(ValueError):
        e.step(None)
    assert e.state.history() == before
    play_to_the_end(e, 3)
    f = env("meduris", 2)
    f.reset(seed=4)
    rng = np.random.default_rng(4)
    while not f.terminations[f.agent_selection]:
        f.step(int(rng.choice(np.flatnonzero(f.observe(f.agent_selection)["action_mask"]))))
    with pytest.raises(ValueError, match="None"):
        f.step(0)


def test_the_view_rides_in_the_deciders_info():
    e = env("cvlizations", 2)
    e.reset(seed=2)
    info = e.infos[e.agent_selection]
    assert info["view"] == e.state.observation(e.state.current_player())
    assert isinstance(GameroomEnv.metadata["render_modes"], list)


def test_the_render_shows_no_face_down_order():
    e = env("cvlizations", 3, render_mode="ansi")
    e.reset(seed=5)
    seat = e.state.current_player()
    obs, *_ = e.last()
    e.step(int(np.flatnonzero(obs["action_mask"])[0]))
    played = e.state.history()[-1]  # "orders <up> <down>"
    down = played.split()[2]
    assert e.state.observation()["public"]["civs"][seat]["down"] is None
    # The face-down order is in the seat's hand as the table knows it, never named as played.
    assert played not in e.render() and f'"down": "{down}"' not in e.render()
