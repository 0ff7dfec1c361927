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
  from and every action (docs/records.md); ``gameroom.from_record(r)`` plays it again alone;
- ``s.resample(seat)``: a state drawn from what ``seat`` knows (no record: it serialises and
  pickles as a snapshot, which ``gameroom.deserialize`` also reads).

``Bot(game, spec, seed)`` is a built-in bot (``random``, ``easy``, ``normal``, ``hard``,
``mcts:2000it``…); ``bot.step(state)`` is its action for the seat to decide (the search runs without the GIL).
``gameroom.pettingzoo.env(game, players)`` is a PettingZoo AEC environment (the ``pettingzoo``
extra); importing ``gameroom.openspiel`` registers the games with OpenSpiel (the ``openspiel``
extra).
"""

from ._gameroom import CHANCE, TERMINAL, Bot, State, deserialize, from_record, game_info, games, new_game

__all__ = ["CHANCE", "TERMINAL", "Bot", "State", "deserialize", "from_record", "game_info", "games", "new_game", "play"]


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

