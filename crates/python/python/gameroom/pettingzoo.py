"""The games as PettingZoo AEC environments (needs the ``pettingzoo`` extra:
``pip install "./crates/python[pettingzoo]"``)::

    from gameroom.pettingzoo import env

    e = env("meduris", players=2)
    e.reset(seed=42)
    for agent in e.agent_iter():
        obs, reward, termination, truncation, info = e.last()
        if termination or truncation:
            action = None
        else:
            action = e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

- agents ``player_0`` … ``player_{n-1}``, one per seat; whoever decides next is
  ``agent_selection`` (not always the next seat: an offering ritual asks each hut's owner);
- actions are ``Discrete(state.num_distinct_actions())`` over the game's fixed numbering (the
  package README, "Action numbers"); ``obs["action_mask"]`` marks the legal ones (an ``int8``
  array); an illegal action raises ``ValueError`` and changes nothing;
- ``obs["observation"]`` is the seat's observation tensor (``float32``, the README's
  "Observation tensors"); ``infos[agent_selection]["view"]`` is the same view as a dict;
- chance (the die, the cards, the Cave Geeks' orders) is drawn by the environment from the
  episode's seed: ``reset(seed=s)`` replays the same episode for the same actions, ``reset()``
  draws a fresh seed;
- rewards come at the end only: each seat's share of the win (1 to the winner, 1/k each to k
  tied winners, 0 otherwise);
- ``render()`` (``render_mode="ansi"``) is the table in text, as a spectator sees it.
"""

import json
import random

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ._gameroom import new_game


def env(game="meduris", players=2, variant=None, render_mode=None):
    """A PettingZoo AEC environment of ``game`` for ``players`` seats (``variant``: the player
    count's default when None; ``render_mode``: ``"ansi"`` or None)."""
    return GameroomEnv(game, players, variant, render_mode)


class GameroomEnv(AECEnv):
    """A gameroom game as a PettingZoo ``AECEnv`` (see the module's documentation)."""

    metadata = {"render_modes": ["ansi"], "name": "gameroom_v0", "is_parallelizable": False}

    def __init__(self, game="meduris", players=2, variant=None, render_mode=None):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r}: this environment renders 'ansi' or nothing")
        self.game, self.players, self.variant, self.render_mode = game, players, variant, render_mode
        probe = new_game(game, players=players, seed=0, variant=variant)
        self._num_actions = probe.num_distinct_actions()
        size = probe.observation_size()
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._action_spaces = {a: spaces.Discrete(self._num_actions) for a in self.possible_agents}
        self._observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(0.0, np.inf, (size,), np.float32),
                    "action_mask": spaces.Box(0, 1, (self._num_actions,), np.int8),
                }
            )
            for a in self.possible_agents
        }
        self.state = None
        self.seed_used = None

    def observation_space(self, agent):
        return self._observation_spaces[agent]

    def action_space(self, agent):
        return self._action_spaces[agent]

    def reset(self, seed=None, options=None):
        if seed is None:
            seed = random.SystemRandom().getrandbits(63)
        self.seed_used = seed
        self.state = new_game(self.game, players=self.players, seed=seed, variant=self.variant)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self._advance()

    def _seat(self, agent):
        return self.possible_agents.index(agent)

    def _advance(self):
        """Draws chance until a seat decides or the game ends, then sets who acts, the rewards
        and the infos."""
        while self.state.is_chance_node():
            self.state.apply_chance()
        for a in self.agents:
            self.infos[a] = {}
        if self.state.is_terminal():
            returns = self.state.returns()
            for a in self.agents:
                self.rewards[a] = float(returns[self._seat(a)])
                self.terminations[a] = True
            self.agent_selection = self.agents[0]
        else:
            for a in self.agents:
                self.rewards[a] = 0.0
            self.agent_selection = self.possible_agents[self.state.current_player()]
            self.infos[self.agent_selection] = {"view": self.state.observation(self.state.current_player())}

    def observe(self, agent):
        seat = self._seat(agent)
        mask = np.zeros(self._num_actions, np.int8)
        if self.state.current_player() == seat:
            mask[self.state.legal_action_numbers()] = 1
        return {
            "observation": np.asarray(self.state.observation_tensor(seat), dtype=np.float32),
            "action_mask": mask,
        }

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to decide: None is the action of a finished agent only")
        number = int(action)
        if number not in self.state.legal_action_numbers():
            raise ValueError(
                f"action {number} is not legal for {agent} now"
                f" (legal: {sorted(self.state.legal_action_numbers())})"
            )
        self._cumulative_rewards[agent] = 0.0
        self.state.apply_action_number(number)
        self._advance()
        self._accumulate_rewards()

    def render(self):
        if self.render_mode is None:
            return None
        return render_text(self.state)

    def close(self):
        pass


def render_text(state):
    """The table in text as a spectator sees it: who decides, the scores at the end, and the
    spectator's view (never the actions, which name face-down orders)."""
    if state is None:
        return "(no game: reset() first)"
    who = {-1: "chance", -4: "nobody (the game is over)"}.get(state.current_player())
    lines = [
        f"{state.game}, {state.num_players()} players, action {len(state.history())}:"
        f" {who or f'player_{state.current_player()} decides'}",
    ]
    if state.is_terminal():
        lines.append(f"scores: {state.scores()}, shares of the win: {state.returns()}")
    lines.append(json.dumps(state.observation(), sort_keys=True, separators=(", ", ": ")))
    return "\n".join(lines)
