"""The games registered with OpenSpiel, as OpenSpiel checks them: its random simulation test
(with serialisation) for every player count, its MCTS and information-set MCTS playing a whole
game of each through the registration, observers, resampling and serialisation."""

import os

import numpy as np
import pytest

try:
    import pyspiel
except ImportError:
    # With CI set, OpenSpiel must be there (the harness installs it); else say why it skips.
    if os.environ.get("CI"):
        raise
    pytest.skip("open_spiel is not installed (pip install open_spiel)", allow_module_level=True)

import gameroom.openspiel  # noqa: E402,F401  (registers the games)
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402
from open_spiel.python.observation import make_observation  # noqa: E402

SETTINGS = [("meduris", 2), ("meduris", 3), ("meduris", 4),
            ("cvlizations", 2), ("cvlizations", 3), ("cvlizations", 4), ("cvlizations", 5)]


@pytest.mark.parametrize("game,players", SETTINGS)
def test_openspiel_random_sim_test(game, players):
    g = pyspiel.load_game(f"gameroom_{game}", {"players": players})
    pyspiel.random_sim_test(g, num_sims=1, serialize=True, verbose=False)


def play(game, players, bots, seed):
    g = pyspiel.load_game(f"gameroom_{game}", {"players": players, "seed": seed})
    state = g.new_initial_state()
    rng = np.random.RandomState(seed)
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(outcomes, p=probs)))
        else:
            state.apply_action(bots[state.current_player()].step(state))
    return state


class Even(mcts.Evaluator):
    """Every position even, every move as likely: the searches' own work, through the
    registration, without random rollouts to a game's end in Python (a Meduris game is about
    1,500 actions)."""

    def evaluate(self, state):
        n = state.get_game().num_players()
        return np.full(n, 1.0 / n)

    def prior(self, state):
        if state.is_chance_node():
            return state.chance_outcomes()
        legal = state.legal_actions()
        return [(a, 1.0 / len(legal)) for a in legal]


def test_openspiels_mcts_plays_a_whole_game_of_each():
    for game in ("meduris", "cvlizations"):
        g = pyspiel.load_game(f"gameroom_{game}", {"players": 2})
        bots = [mcts.MCTSBot(g, 1.4, 4, Even(), random_state=np.random.RandomState(s), solve=True) for s in (1, 2)]
        state = play(game, 2, bots, 1)
        assert abs(sum(state.returns()) - 1.0) < 1e-9


def test_openspiels_information_set_mcts_plays_a_whole_game_of_each():
    for game in ("meduris", "cvlizations"):
        g = pyspiel.load_game(f"gameroom_{game}", {"players": 2})
        bots = [ismcts.ISMCTSBot(g, Even(), 1.4, 4, random_state=np.random.RandomState(s)) for s in (1, 2)]
        state = play(game, 2, bots, 2)
        assert abs(sum(state.returns()) - 1.0) < 1e-9


def test_observers_hide_what_a_seat_may_not_see():
    g = pyspiel.load_game("gameroom_cvlizations", {"players": 3})
    state = g.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    first = state.current_player()
    state.apply_action(state.legal_actions()[0])  # its face-down order
    obs = make_observation(g)
    strings = []
    for p in range(3):
        obs.set_from(state, p)
        assert obs.tensor.shape == (g.observation_tensor_size(),)
        strings.append(obs.string_from(state, p))
    assert "face_down" in strings[first]
    assert state.observation_tensor(first) != state.observation_tensor((first + 1) % 3)
    info = state.information_state_string(first)
    assert info.startswith(state.observation_string(first)) and len(info) > len(state.observation_string(first))


def test_resampling_keeps_what_the_seat_knows_and_serialisation_plays_back():
    g = pyspiel.load_game("gameroom_meduris", {"players": 3})
    state = g.new_initial_state()
    rng = np.random.RandomState(3)
    for _ in range(80):
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(outcomes, p=probs)))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    p = state.current_player()
    sample = state.resample_from_infostate(p, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert sample.observation_string(p) == state.observation_string(p)
    assert sample.legal_actions() == state.legal_actions()
    again = g.deserialize_state(state.serialize())
    assert str(again) == str(state) and again.legal_actions() == state.legal_actions()
    assert again.history() == state.history(), "the history is OpenSpiel's again"
    sampled = g.deserialize_state(sample.serialize())
    assert sampled.observation_string(p) == state.observation_string(p)
    import pickle
    assert pickle.loads(pickle.dumps(sample.inner)).observation_json(p) == sample.inner.observation_json(p)
    # The information state: the observation, then every player's chips as the seat saw them move.
    tensor = state.information_state_tensor(p)
    assert len(tensor) == len(state.observation_tensor(p)) + 4 * 3
    assert tensor[: len(state.observation_tensor(p))] == state.observation_tensor(p)
    own = state.observation_tensor(p)[-4:]
    assert tensor[len(state.observation_tensor(p)) + 4 * p:][:4] == own, "its own chips, as it knows them"
    with pytest.raises(ValueError):
        make_observation(g, pyspiel.IIGObservationType(perfect_recall=False, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS))
    clone = state.clone()
    clone.apply_action(clone.legal_actions()[0])
    assert state.legal_actions() == again.legal_actions()
