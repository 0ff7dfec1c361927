#!/usr/bin/env python3
"""Scripted beginners, speaking the bot protocol (docs/protocol.md): what the levels `easy` and
`normal` must beat (docs/bots.md, "Beginners"). Standard library only.

    beginner.py first-legal   always the first legal action
    beginner.py first-build   the first idea (CVlizations) or the first hut (Meduris) offered,
                              else the first legal action
    beginner.py greedy        the action that gives the most at once (below), the first of equals

What a move gives at once, as a beginner counts it from the move's description and the view:

- Meduris: a yield the chips it brings; taking a chip 1; a hut or a temple 2 (3 on a field with a
  bonus chip: a beginner likes a present); an offering 1 per chip offered (the druid chip 2, nothing -1); giving a chip back or
  an exchange (3 chips for 1) -1; anything else 0.
- CVlizations: an idea 1 plus its printed points; a pair of orders what each gives when it is
  played alone (the card set's amount; Doubling 0); a theft 1; Cunning the resources it takes;
  anything else 0.
"""

import json
import re
import sys

# What an order gives when its player is its only chooser (crates/cvlizations/data/provisional.toml).
ORDER_ALONE = {
    "thieving": 1,
    "logging": 2,
    "hunting": 2,
    "quarrying": 2,
    "cunning": 1,
    "slacking": 1,
    "trading": 3,
    "doubling": 0,
}


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def numbers(text):
    return sum(int(n) for n in re.findall(r"\d+", text))


def meduris_gain(action, description, view):
    words = action.split()
    kind = words[0]
    if kind == "yield":
        found = re.search(r"you obtain (\d+)", description)
        return int(found.group(1)) if found else 0
    if kind == "take":
        return 1
    if kind in ("hut", "temple"):
        return 3 if words[1] in view.get("bonus_chips", {}) else 2
    if kind == "offer":
        return {"nothing": -1, "druid": 2}.get(words[1], len(words) - 1)
    if kind in ("return", "exchange"):
        return -1
    return 0


def cvlizations_gain(action, description, view):
    words = action.split()
    kind = words[0]
    if kind == "buy":
        found = re.search(r"(\d+) points?", description)
        return 1 + (int(found.group(1)) if found else 0)
    if kind == "orders":
        return sum(ORDER_ALONE.get(w, 0) for w in words[1:3])
    if kind == "steal":
        return 1
    if kind == "cunning":
        return numbers(description)
    return 0


def choose(strategy, game, legal, view):
    if strategy == "first-build":
        wanted = "buy" if game == "cvlizations" else "hut"
        for entry in legal:
            if entry["action"].split()[0] == wanted:
                return entry["action"]
        return legal[0]["action"]
    if strategy == "greedy":
        gain = meduris_gain if game == "meduris" else cvlizations_gain
        best = max(legal, key=lambda e: gain(e["action"], e["description"], view))
        return best["action"]
    return legal[0]["action"]


def main():
    strategy = sys.argv[1] if len(sys.argv) > 1 else "first-legal"
    if strategy not in ("first-legal", "first-build", "greedy"):
        sys.exit(f"beginner.py: no strategy {strategy!r} (first-legal, first-build, greedy)")
    hello = json.loads(sys.stdin.readline())
    send({"type": "ready", "name": f"beginner {strategy}"})
    for line in sys.stdin:
        request = json.loads(line)
        if request.get("type") != "decide":
            continue
        action = choose(strategy, hello["game"], request["legal"], request["view"])
        send({"type": "action", "id": request["id"], "action": action})


if __name__ == "__main__":
    main()
