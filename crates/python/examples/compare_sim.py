"""Random and heuristic games from Python, compared with `gameroom sim`.

    python crates/python/examples/compare_sim.py [--games 200] [--gameroom target/release/gameroom]

For each game it plays random games in a plain Python loop (the fast path: `num_legal_actions`
and `apply_legal`), then games of the built-in `normal` bot against random, and prints the
mean actions per game, the mean scores and win rates per seat, and actions per second; with the
`gameroom` binary it runs `gameroom sim` on one thread with the same bots and prints its figures
beside them. The games differ (Python draws its own dice), so the means agree within their
sampling error, not exactly.
"""

import argparse
import json
import random
import shutil
import statistics
import subprocess
import time

import gameroom


def random_games(game, players, games, seed):
    rng = random.Random(seed)
    actions, scores, wins = [], [[] for _ in range(players)], [0.0] * players
    start = time.perf_counter()
    for g in range(games):
        s = gameroom.new_game(game, players=players, seed=seed + g)
        n = 0
        while not s.is_terminal():
            if s.is_chance_node():
                s.apply_chance()
            else:
                s.apply_legal(rng.randrange(s.num_legal_actions()))
            n += 1
        actions.append(n)
        for p, (sc, r) in enumerate(zip(s.scores(), s.returns())):
            scores[p].append(sc)
            wins[p] += r
    seconds = time.perf_counter() - start
    return summary(actions, scores, wins, games, seconds)


def bot_games(game, players, games, seed, specs):
    actions, scores, wins = [], [[] for _ in range(players)], [0.0] * players
    start = time.perf_counter()
    for g in range(games):
        bots = [gameroom.Bot(game, spec, seed=seed + g * 10 + i) for i, spec in enumerate(specs)]
        s = gameroom.play(game, players, bots, seed=seed + g)
        actions.append(len(s.history()))
        for p, (sc, r) in enumerate(zip(s.scores(), s.returns())):
            scores[p].append(sc)
            wins[p] += r
    seconds = time.perf_counter() - start
    return summary(actions, scores, wins, games, seconds)


def summary(actions, scores, wins, games, seconds):
    return {
        "mean_actions": statistics.mean(actions),
        "score_mean": [round(statistics.mean(s), 2) for s in scores],
        "wins_by_seat": [round(w / games, 3) for w in wins],
        "actions_per_second": round(sum(actions) / seconds),
    }


def rust_sim(binary, game, players, games, bots):
    out = subprocess.run(
        [binary, "sim", "--game", game, "--players", str(players), "--games", str(games),
         "--bots", ",".join(bots), "--threads", "1"],
        check=True, capture_output=True, text=True).stdout
    s = json.loads(out)
    return {
        "mean_actions": s["mean_actions"],
        "score_mean": [round(x, 2) for x in s["score_mean"]],
        "wins_by_seat": [round(w / s["games"], 3) for w in s["wins_by_seat"]],
        "actions_per_second": round(s["actions_per_second"]),
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--gameroom", default=shutil.which("gameroom"))
    args = ap.parse_args()
    for game, players in [("meduris", 2), ("cvlizations", 3)]:
        py = random_games(game, players, args.games, seed=1)
        print(f"{game}, {players} players, random: python {json.dumps(py)}")
        if args.gameroom:
            rs = rust_sim(args.gameroom, game, players, args.games, ["random"] * players)
            print(f"{game}, {players} players, random: sim    {json.dumps(rs)}")
        specs = ["normal"] + ["random"] * (players - 1)
        n = max(args.games // 10, 4)
        py = bot_games(game, players, n, seed=1, specs=specs)
        print(f"{game}, {players} players, {','.join(specs)}: python {json.dumps(py)}")
        if args.gameroom:
            rs = rust_sim(args.gameroom, game, players, n, specs)
            print(f"{game}, {players} players, {','.join(specs)}: sim    {json.dumps(rs)}")


if __name__ == "__main__":
    main()
