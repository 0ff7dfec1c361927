#!/usr/bin/env python3
"""A complete gameroom bot in Python: it speaks the bot protocol (docs/protocol.md) on stdin and
stdout and plays either game with a few rules of thumb, at random among equals.

Try it:  gameroom arena --game meduris --bots exec:docs/protocol/example_bot.py,random --games 20
         gameroom play meduris --seats human,exec:docs/protocol/example_bot.py
"""

import json
import random
import sys


def send(message):
    """One JSON object per line; flush, or the table waits for nothing."""
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def meduris_score(action, view, me):
    """Rules of thumb for Meduris: build, offer what is asked, take the biggest yield."""
    words = action.split()
    if words[0] == "hut":
        return 3
    if words[0] == "temple":
        return 2
    if words[0] == "offer":
        # Offer both materials (or the druid chip) when asked; never waste chips on nothing.
        return {"druid": 3, "nothing": 0}.get(words[1], 1 + (len(words) > 2))
    if words[0] == "exchange":
        return -1  # an exchange alone gains nothing: only before a build (not tried here)
    if words[0] == "yield":
        return 1
    return 0


def cvlizations_score(action, view, me):
    """Rules of thumb for CVlizations: buy ideas, keep resources, avoid slacking."""
    words = action.split()
    if words[0] == "buy":
        return 3
    if words[0] == "orders" and "slacking" in words:
        return -1
    return 0


def choose(game, request, me):
    legal = [entry["action"] for entry in request["legal"]]
    score = meduris_score if game == "meduris" else cvlizations_score
    scored = [(score(a, request["view"], me), a) for a in legal]
    best = max(s for s, _ in scored)
    return random.choice([a for s, a in scored if s == best])


def main():
    hello = json.loads(sys.stdin.readline())
    game, seat = hello["game"], hello["seat"]
    random.seed(seat)
    send({"type": "ready", "name": "example.py"})
    events = []  # this seat's log of events, kept as the protocol describes
    for line in sys.stdin:  # the table closes stdin when the game is over
        request = json.loads(line)
        if request.get("type") != "decide":
            continue
        del events[request["first_event"]:]
        events.extend(request["events"])
        action = choose(game, request, seat)
        send({"type": "action", "id": request["id"], "action": action})


if __name__ == "__main__":
    main()
