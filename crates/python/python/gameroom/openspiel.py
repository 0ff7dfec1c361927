"""The games registered with OpenSpiel (needs ``open_spiel``: ``pip install open_spiel``).
Importing this module registers every game of the package as ``gameroom_<name>``::

    import pyspiel
    import gameroom.openspiel

    game = pyspiel.load_game("gameroom_meduris", {"players": 3})
    state = game.new_initial_state()

- parameters: ``players`` (the game's smallest count by default), ``variant`` (``""``: the
  count's default), ``seed`` (0): the seed the setup is drawn from (who starts, the bonus
  chips, the Cave Geeks' place), so a game object always starts from the same setup;
- actions are integers, the game's fixed numbering (the package README, "Action numbers"):
  ``num_distinct_actions()`` for the players, ``max_chance_outcomes()`` for chance, read by who
  acts; ``action_to_string``/``string_to_action`` go through the game's notation;
- chance nodes are explicit (the die, each card drawn, the Cave Geeks' orders);
- ``observation_tensor``/``observation_string``: a seat's observation tensor (the README's
  "Observation tensors") and its view as JSON; ``information_state_string`` adds every event the
  seat has seen (perfect recall); ``information_state_tensor`` adds what the seat infers from
  those events (Meduris: every player's chips; a CVlizations view holds all a seat can know),
  not the order it learnt it in;
- ``resample_from_infostate(player, sampler)``: a state drawn from what ``player`` knows (the
  bots' determinisation), the sampler's number seeding it;
- ``serialize()`` is the game's record (docs/records.md) and ``game.deserialize_state(text)``
  plays it again (a resampled state, which has no record, is a snapshot); ``clone()`` copies
  the state exactly (its chance generator too);
- returns are each seat's share of the win (constant sum 1).
"""

import copy
import json

import numpy as np
import pyspiel

from ._gameroom import CHANCE, TERMINAL, deserialize, game_info, games, new_game

# Bounds on a game's length (player actions; chance's are not counted). Meduris: a turn limit
# of 1000 turns, and per turn at most the small yield's decisions (4), the main action and an
# offering at each of at most 48 fields, each decision preceded by at most 36 exchanges (each
# returns two chips more than it brings, and there are 72 chips). CVlizations: 9 rounds of at
# most 512 player decisions (5 civilisations' orders, each performance's thefts, Cunning and
# trades, doubled, then up to 2 purchases each with the Hammer and a look at the deck; fewer
# than 100 in practice): 9 × 512. (The one place this module names the games: the engines do
# not state a bound yet; another game gets a generous default.)
_MAX_GAME_LENGTH = {"meduris": 1000 * (4 + 1 + 48) * 37, "cvlizations": 9 * 64 * 8}


def _game_type(name, info):
    return pyspiel.GameType(
        short_name=f"gameroom_{name}",
        long_name=f"{info['title']} (gameroom)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=info["max_players"],
        min_num_players=info["min_players"],
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": info["min_players"], "variant": "", "seed": 0},
    )


class GameroomGame(pyspiel.Game):
    """A gameroom game for OpenSpiel (see the module's documentation); `register` makes one
    subclass per game, naming it."""

    NAME = None
    TYPE = None

    def __init__(self, params=None):
        params = dict(params or {})
        name, game_type = self.NAME, self.TYPE
        self.name = name
        self.players = int(params.get("players", game_type.min_num_players))
        self.variant = params.get("variant") or None
        self.seed = int(params.get("seed", 0))
        probe = new_game(name, players=self.players, seed=self.seed, variant=self.variant)
        info = pyspiel.GameInfo(
            num_distinct_actions=probe.num_distinct_actions(),
            max_chance_outcomes=probe.max_chance_outcomes(),
            num_players=self.players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0,
            max_game_length=_MAX_GAME_LENGTH.get(name, 1_000_000),
        )
        super().__init__(game_type, info, params)
        self._observation_size = probe.observation_size()
        self._information_size = probe.information_state_size()
        # The start, set up once (OpenSpiel asks for a new initial state at every clone).
        self._initial = probe

    def new_initial_state(self):
        return GameroomState(self, copy.deepcopy(self._initial))

    def make_py_observer(self, iig_obs_type=None, params=None):
        return GameroomObserver(self._observation_size, self._information_size, iig_obs_type, params)

    def deserialize_state(self, text):
        """The state a `serialize()` gave: a record is played again action by action (so the
        state's history is OpenSpiel's too); a resampled state's snapshot is read as it is."""
        record = json.loads(text)
        if "snapshot" in record:
            return GameroomState(self, deserialize(text))
        state = GameroomState(self, deserialize(json.dumps(dict(record, actions=[]))))
        for action in record["actions"]:
            state.apply_action(state.inner.action_number(action))
        return state


class GameroomState(pyspiel.State):
    """A state of a gameroom game: the package's ``State`` (``self.inner``) behind OpenSpiel's
    interface."""

    def __init__(self, game, inner):
        super().__init__(game)
        self.inner = inner

    def current_player(self):
        p = self.inner.current_player()
        if p == CHANCE:
            return pyspiel.PlayerId.CHANCE
        if p == TERMINAL:
            return pyspiel.PlayerId.TERMINAL
        return p

    def _legal_actions(self, player):
        return sorted(self.inner.legal_action_numbers())

    def chance_outcomes(self):
        return sorted((self.inner.action_number(a), p) for a, p in self.inner.chance_outcomes())

    def _apply_action(self, action):
        self.inner.apply_action_number(int(action))

    def _action_to_string(self, player, action):
        return self.inner.action_from_number(int(action), chance=player == pyspiel.PlayerId.CHANCE)

    def is_terminal(self):
        return self.inner.is_terminal()

    def returns(self):
        return self.inner.returns()

    def resample_from_infostate(self, player_id, probability_sampler):
        """A state drawn from what `player_id` knows; the sampler's number seeds the draw."""
        seed = int(probability_sampler() * 2**62) if callable(probability_sampler) else None
        return GameroomState(self.get_game(), self.inner.resample(player_id, seed))

    def serialize(self):
        return self.inner.serialize()

    def __str__(self):
        return json.dumps(self.inner.observation(), sort_keys=True)


class GameroomObserver:
    """OpenSpiel's Python observer: a seat's observation tensor and its view as JSON; with
    perfect recall, its information-state tensor and the view followed by every event it has
    seen. `PrivateInfoType.NONE` is the spectator's; the other private-information types are
    not given."""

    def __init__(self, size, information_size, iig_obs_type, params):
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        self.iig_obs_type = iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False)
        private = self.iig_obs_type.private_info
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS or not self.iig_obs_type.public_info:
            raise ValueError("this game observes a seat's own view, or a spectator's; not every seat's private information, nor the private information alone")
        self.spectator = private == pyspiel.PrivateInfoType.NONE
        self.recall = self.iig_obs_type.perfect_recall and not self.spectator
        self.tensor = np.zeros(information_size if self.recall else size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state, player):
        if self.recall:
            self.tensor[:] = state.inner.information_state_tensor(player)
        else:
            self.tensor[:] = state.inner.observation_tensor(None if self.spectator else player)

    def string_from(self, state, player):
        seat = None if self.spectator else player
        view = state.inner.observation_json(seat)
        if self.recall:
            return view + state.inner.events_json(seat)
        return view


def register():
    """Registers every game of the package (done on import; again is harmless)."""
    registered = set(pyspiel.registered_names())
    for name in games():
        game_type = _game_type(name, game_info(name))
        if game_type.short_name in registered:
            continue
        cls = type(f"Gameroom_{name}", (GameroomGame,), {"NAME": name, "TYPE": game_type})
        globals()[cls.__name__] = cls
        pyspiel.register_game(game_type, cls)


register()
