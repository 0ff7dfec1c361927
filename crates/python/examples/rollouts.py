"""Random rollouts per second from Python, beside `gameroom sim` in the same run.

    python crates/python/examples/rollouts.py [--games 100] [--runs 5] [--gameroom target/release/gameroom]

For each game it times uniformly random games (the median of `--runs` runs, one thread):
through the native fast path (`num_legal_actions`, `apply_legal`), through the PettingZoo
environment as an agent loop uses it (`last()` with the observation tensor and the action mask,
a masked sample, `step`), through the OpenSpiel registration (`legal_actions`, `apply_action`,
chance by `chance_outcomes`), and `gameroom sim --bots random --threads 1` (its own clock). It
prints games and actions per second for each. Needs the `pettingzoo` and `openspiel` extras.
"""

import argparse
import json
import random
import shutil
import statistics
import subprocess
import time

import numpy as np

import pyspiel

import gameroom
import gameroom.openspiel  # noqa: F401  (registers the games)
from gameroom.pettingzoo import env

SETTINGS = [("meduris", 2), ("meduris", 4), ("cvlizations", 3)]


def native(game, players, games, seed):
    rng = random.Random(seed)
    actions = 0
    start = time.perf_counter()
    for g in range(games):
        s = gameroom.new_game(game, players=players, seed=seed + g)
        while not s.is_terminal():
            if s.is_chance_node():
                s.apply_chance()
            else:
                s.apply_legal(rng.randrange(s.num_legal_actions()))
            actions += 1
    return time.perf_counter() - start, actions


def pettingzoo(game, players, games, seed):
    e = env(game, players)
    rng = np.random.default_rng(seed)
    actions = 0
    start = time.perf_counter()
    for g in range(games):
        e.reset(seed=seed + g)
        for agent in e.agent_iter():
            obs, reward, termination, truncation, info = e.last()
            if termination or truncation:
                e.step(None)
                continue
            e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        actions += len(e.state.history())
    return time.perf_counter() - start, actions


def openspiel(game, players, games, seed):
    rng = np.random.RandomState(seed)
    actions = 0
    start = time.perf_counter()
    for g in range(games):
        state = pyspiel.load_game(f"gameroom_{game}", {"players": players, "seed": seed + g}).new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                state.apply_action(int(rng.choice(outcomes, p=probs)))
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randint(len(legal))])
            actions += 1
    return time.perf_counter() - start, actions


def sim(binary, game, players, games, seed):
    out = subprocess.run(
        [binary, "sim", "--game", game, "--players", str(players), "--games", str(games),
         "--seed", str(seed), "--bots", "random", "--threads", "1"],
        check=True, capture_output=True, text=True,
    ).stdout
    summary = json.loads(out)
    # Its own clock: the games, not the process's start.
    return summary["seconds"], summary["mean_actions"] * games


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--gameroom", default=shutil.which("gameroom") or "target/release/gameroom")
    a = p.parse_args()
    for game, players in SETTINGS:
        for name, run in (("native", native), ("pettingzoo", pettingzoo), ("openspiel", openspiel), ("sim", None)):
            times = []
            for r in range(a.runs):
                if run is None:
                    t, n = sim(a.gameroom, game, players, a.games, 1 + r)
                else:
                    t, n = run(game, players, a.games, 1000 * r)
                times.append((t, n))
            t, n = sorted(times)[len(times) // 2]
            print(f"{game} {players}p {name:>10}: {a.games / t:8.1f} games/s, {n / t:10.0f} actions/s (median of {a.runs})")


if __name__ == "__main__":
    main()
