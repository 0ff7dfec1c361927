"""The gameroom games (Meduris, CVlizations) for research.

OpenSpiel-style states::

    import gameroom
    s = gameroom.new_game("meduris", players=2, seed=1)
    while not s.is_terminal():
        if s.is_chance_node():
            s.apply_chance()                       # or s.apply_action(outcome) of s.chance_outcomes()
        else:
            s.apply_action(random.choice(s.legal_actions()))   # actions are their notation
    s.returns()                                    # each seat's share of the win

- ``s.current_player()``: a seat, ``CHANCE`` (-1) or ``TERMINAL`` (-4);
- ``s.observation(seat)``: what a seat sees, a dict (docs/wire.md); ``s.events(seat)`` what it
  has seen happen; ``s.observation()`` a spectator's view;
- ``s.num_legal_actions()`` / ``s.apply_legal(i)``: the fast path, no strings;
- ``s.clone()``, ``copy.copy(s)``: a copy with its own chance generator, drawn afresh
  (``s.clone(seed=3)``: that seed's); ``copy.deepcopy(s)`` and ``pickle`` copy the generator too;
- ``s.record()`` (a dict) and ``s.serialize()`` (its JSON text): the setup, the seed it was drawn
  from and every action (docs/records.md); ``gameroom.from_record(r)`` plays it again alone.

``Bot(game, spec, seed)`` is a built-in bot (``random``, ``easy``, ``normal``, ``hard``,
``mcts:2000it``…); ``bot.step(state)`` is its action for the seat to decide (the search runs without the GIL).
``AecEnv`` is the PettingZoo AEC interface over a game (chance is drawn by the environment).
"""

from ._gameroom import CHANCE, TERMINAL, Bot, State, from_record, games, new_game

__all__ = ["CHANCE", "TERMINAL", "Bot", "State", "from_record", "games", "new_game", "AecEnv", "play"]


def play(game, players, bots, seed=0):
    """Plays one game between callables ``bot(state) -> action`` (one per seat, or ``Bot``
    objects) and returns the finished state. Chance is drawn from the state's generator."""
    state = new_game(game, players=players, seed=seed)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_chance()
            continue
        bot = bots[state.current_player()]
        action = bot.step(state) if isinstance(bot, Bot) else bot(state)
        state.apply_action(action)
    return state


class AecEnv:
    """The PettingZoo AEC interface over a gameroom game: agents ``player_0``…, ``observe``
    returns the agent's view (a dict) with ``legal_actions``, ``step(action)`` takes an action
    in notation (or ``None`` for a finished agent), rewards are the win shares at the end.
    Chance is drawn by the environment. Needs no PettingZoo install; wrap it if you use one."""

    metadata = {"name": "gameroom", "is_parallelizable": False}

    def __init__(self, game="meduris", players=2, seed=0):
        self.game, self.players, self._seed = game, players, seed
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self.reset(seed)

    def reset(self, seed=None, options=None):
        if seed is not None:
            self._seed = seed
        self.state = new_game(self.game, players=self.players, seed=self._seed)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._advance()

    def _advance(self):
        while self.state.is_chance_node():
            self.state.apply_chance()
        if self.state.is_terminal():
            returns = self.state.returns()
            for i, a in enumerate(self.possible_agents):
                self.rewards[a] = returns[i]
                self._cumulative_rewards[a] = returns[i]
                self.terminations[a] = True
            self.agent_selection = self.possible_agents[0]
        else:
            self.agent_selection = self.possible_agents[self.state.current_player()]

    def observe(self, agent):
        seat = self.possible_agents.index(agent)
        obs = self.state.observation(seat)
        legal = self.state.legal_actions() if self.state.current_player() == seat else []
        return {"view": obs, "legal_actions": legal}

    def last(self, observe=True):
        a = self.agent_selection
        obs = self.observe(a) if observe else None
        return (obs, self._cumulative_rewards[a], self.terminations[a], self.truncations[a],
                self.infos[a])

    def step(self, action):
        if self.state.is_terminal():
            # PettingZoo steps finished agents with None until they are all removed.
            self.agents = [a for a in self.agents if a != self.agent_selection]
            if self.agents:
                self.agent_selection = self.agents[0]
            return
        self.state.apply_action(action)
        self._advance()
