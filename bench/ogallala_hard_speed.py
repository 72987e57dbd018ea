"""Decisions per CPU second of Ogallala's `hard` bot (its view built and its choice made), two trees side by side.

Seeded games of `hard` against `normal` seats (the hard seat rotating) are played in each tree; the CPU time of
every hard decision (`rules.view` for its seat and `bot.choose`) is summed. Each measurement runs in a fresh
process whose `sys.path` starts with the tree measured; rounds alternate between the trees, the fastest round of
each counts. The same games must be played in both trees (a digest of every action is compared).

    taskset -c 0 python bench/ogallala_hard_speed.py --against /tmp/e2bf5eb [--seats 2,5] [--games 6] [--rounds 5]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def hard_time(tree: str, seats: int, games: int) -> tuple[float, int, str]:
    """(CPU seconds in hard's decisions, how many, digest of every action) over `games` seeded games."""
    sys.path.insert(0, tree)
    from tablegame.bots.base import make_bot
    from tablegame.core.registry import get_rules

    rules = get_rules("ogallala")
    spent, decisions, digest = 0.0, 0, hashlib.sha256()
    for game in range(games):
        hard_seat = game % seats
        state = rules.setup(seats, rules.resolve_options({}), random.Random(game), {})
        bots = [make_bot(rules, "hard" if s == hard_seat else "normal", s, game * 10 + s) for s in range(seats)]
        while to_act := rules.to_act(state):
            seat = to_act[0]
            legal = rules.legal_actions(state, seat)
            started = time.process_time()
            action = bots[seat].choose(rules.view(state, seat), legal)
            if seat == hard_seat:
                spent += time.process_time() - started
                decisions += 1
            digest.update(json.dumps(action, sort_keys=True).encode())
            rules.perform(state, action)
    return spent, decisions, digest.hexdigest()


def measure(tree: str, seats: int, games: int) -> tuple[float, int, str]:
    """One measurement in a fresh process (so each tree imports its own `tablegame`)."""
    env = dict(os.environ, PYTHONPATH=tree)
    args = [sys.executable, __file__, "--one", json.dumps([tree, seats, games])]
    out = subprocess.run(args, env=env, cwd=tree, capture_output=True, text=True, check=True)
    spent, decisions, digest = json.loads(out.stdout)
    return float(spent), int(decisions), str(digest)


def main() -> None:
    """Measure, interleaved, and print a Markdown table of hard decisions per CPU second and the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="/tmp/e2bf5eb", help="the other checkout")
    parser.add_argument("--seats", default="2,5")
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--one", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        tree, seats, games = json.loads(args.one)
        print(json.dumps(hard_time(tree, seats, games)))
        return
    trees = {"then": str(Path(args.against).resolve()), "now": str(HERE)}
    best: dict[tuple[int, str], tuple[float, int, str]] = {}
    for _ in range(args.rounds):
        for seats in map(int, args.seats.split(",")):
            for name, tree in trees.items():
                run = measure(tree, seats, args.games)
                if (seats, name) not in best or run[0] < best[(seats, name)][0]:
                    best[(seats, name)] = run
    then_name = Path(args.against).name
    print(f"| seats | hard decisions | {then_name} /s | now /s | now / {then_name} | same games |")
    print("|---|---|---|---|---|---|")
    for seats in map(int, args.seats.split(",")):
        then, now = best[(seats, "then")], best[(seats, "now")]
        rate_then, rate_now = then[1] / then[0], now[1] / now[0]
        same = "yes" if then[1:] == now[1:] else "NO"
        print(f"| {seats} | {now[1]} | {rate_then:,.0f} | {rate_now:,.0f} | {rate_now / rate_then:.2f}x | {same} |")


if __name__ == "__main__":
    main()
