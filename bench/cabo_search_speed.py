"""CABO `hard`: search iterations per CPU second on the same positions, this tree against another checkout.

    taskset -c 0 python bench/cabo_search_speed.py --against /tmp/base [--seats 2,4] [--positions 30]
        [--iterations 200] [--rounds 3]

The positions are the decisions of seat 0 (more than one legal action, not the start peek) in seeded games
of `normal` bots, made with each tree's own rules (equal rules give equal positions). At each, a `hard` bot
with an iteration budget (deterministic for its seed) chooses; the CPU time of all the choices gives the
iterations per second, which the time budget of a real game turns into iterations per decision. Each
measurement is a fresh process whose `sys.path` starts with the tree measured; the rounds alternate the
trees and the medians are printed, with a digest of the choices (equal digests: the same decisions).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent.parent


def positions(seats: int, count: int) -> list[tuple[Any, list[Any]]]:
    """(view, legal) of seat 0's first `count` real choices in seeded games of `normal` bots."""
    from tablegame.bots.base import make_bot
    from tablegame.core.registry import get_rules

    rules = get_rules("cabo")
    found: list[tuple[Any, list[Any]]] = []
    game = 0
    while len(found) < count:
        state = rules.setup(seats, rules.resolve_options({}), random.Random(game), {})
        bots = [make_bot(rules, "normal", s, 100 * game + s) for s in range(seats)]
        while (to_act := rules.to_act(state)) and len(found) < count:
            seat = to_act[0]
            view, legal = rules.view(state, seat), rules.legal_actions(state, seat)
            if seat == 0 and len(legal) > 1 and legal[0]["type"] != "peek_start":
                found.append((view, legal))
            rules.perform(state, bots[seat].choose(view, legal))
        game += 1
    return found


def measure_here(seats: int, count: int, iterations: int) -> tuple[float, str]:
    """Iterations per CPU second of `hard@iterations` over the positions, and a digest of its choices."""
    from tablegame.bots.base import make_bot
    from tablegame.core.registry import get_rules

    rules = get_rules("cabo")
    found = positions(seats, count)
    bots: list[Any] = [make_bot(rules, f"hard@{iterations}", 0, number) for number in range(len(found))]
    choices = []
    started = time.process_time()  # the searches alone, not the making of the bots
    for bot, (view, legal) in zip(bots, found, strict=True):
        choices.append(bot.choose(view, legal))
    seconds = time.process_time() - started
    digest = hashlib.sha256(json.dumps(choices).encode()).hexdigest()[:16]
    return sum(bot.iterations for bot in bots) / seconds, digest


def measure(tree: str, seats: int, count: int, iterations: int) -> tuple[float, str]:
    """One measurement in a fresh process (so each tree imports its own `tablegame`)."""
    env = dict(os.environ, PYTHONPATH=tree)
    args = [sys.executable, __file__, "--one", json.dumps([seats, count, iterations])]
    out = subprocess.run(args, env=env, cwd=tree, capture_output=True, text=True, check=True)
    rate, digest = json.loads(out.stdout)
    return float(rate), str(digest)


def main() -> None:
    """Measure, interleaved, and print a Markdown table of medians and ratios."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--against", default="/tmp/e2bf5eb", help="the other checkout")
    parser.add_argument("--seats", default="2,4")
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--one", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        sys.path.insert(0, os.environ["PYTHONPATH"])
        print(json.dumps(measure_here(*json.loads(args.one))))
        return
    trees = {"then": str(Path(args.against).resolve()), "now": str(HERE)}
    runs: dict[tuple[int, str], list[float]] = {}
    digests: dict[tuple[int, str], set[str]] = {}
    for _ in range(args.rounds):
        for seats in map(int, args.seats.split(",")):
            for name, tree in trees.items():
                rate, digest = measure(tree, seats, args.positions, args.iterations)
                runs.setdefault((seats, name), []).append(rate)
                digests.setdefault((seats, name), set()).add(digest)
    then = Path(args.against).name
    print(f"| seats | {then} iterations/s | now iterations/s | now / {then} | same choices |")
    print("|---|---|---|---|---|")
    for seats in map(int, args.seats.split(",")):
        before = statistics.median(runs[(seats, "then")])
        after = statistics.median(runs[(seats, "now")])
        same = "yes" if digests[(seats, "then")] == digests[(seats, "now")] else "NO"
        print(f"| {seats} | {before:,.0f} | {after:,.0f} | {after / before:.2f}x | {same} |")


if __name__ == "__main__":
    main()
