"""Random-playout decisions per second of some games, this tree against another checkout, interleaved on one core.

Run from the repository:
  git worktree add /tmp/e2bf5eb e2bf5eb
  taskset -c 0 /work/venv/bin/python bench/engine_speed.py --against /tmp/e2bf5eb --games ogallala,struggle-for-catan
  taskset -c 0 /work/venv/bin/python bench/engine_speed.py --against /tmp/e2bf5eb --games niagara --seats 2,3,5

A decision lists the legal actions of the first seat to act and applies one chosen at random (the same seeded
choices in both trees, so equal legal lists play the same games). Each measurement runs in a fresh process
whose `sys.path` starts with the tree measured; rounds alternate between the trees and the medians are printed.
"""

from __future__ import annotations

import argparse
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
# options given to both trees alike (an older tree may lack the game's `playout_options`): random Niagara play
# never reaches a victory, so it ends at a round cap, as bench/side_by_side.py plays it
OPTIONS: dict[str, dict[str, Any]] = {"niagara": {"max_rounds": 200}}


def decisions_per_second(tree: str, game: str, seats: int, seconds: float) -> float:
    """Play random games of `game` with the rules of `tree` for `seconds` of CPU time; decisions per CPU second."""
    sys.path.insert(0, tree)
    from tablegame.core.registry import get_rules

    rules = get_rules(game)
    options = rules.resolve_options({**getattr(rules, "playout_options", {}), **OPTIONS.get(game, {})})
    rng = random.Random(1)
    decisions, seed = 0, 0
    started = time.process_time()  # CPU time: the machine is shared, the wall clock counts the others' work
    while time.process_time() - started < seconds:
        state = rules.setup(seats, options, random.Random(seed), {})
        seed += 1
        while True:
            to_act = rules.to_act(state)
            if not to_act:
                break
            legal = rules.legal_actions(state, to_act[0])
            rules.perform(state, legal[rng.randrange(len(legal))])
            decisions += 1
    return decisions / (time.process_time() - started)


def measure(tree: str, game: str, seats: int, seconds: float) -> float:
    """One measurement in a fresh process (so each tree imports its own `tablegame`)."""
    env = dict(os.environ, PYTHONPATH=tree)
    args = [sys.executable, __file__, "--one", json.dumps([tree, game, seats, seconds])]
    out = subprocess.run(args, env=env, cwd=tree, capture_output=True, text=True, check=True)
    return float(out.stdout.strip())


def main() -> None:
    """Measure, interleaved, and print a Markdown table of medians and ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="/tmp/e2bf5eb", help="the other checkout")
    parser.add_argument("--games", default="ogallala,struggle-for-catan")
    parser.add_argument("--seats", default="2,4", help="seat counts to measure")
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--one", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        tree, game, seats, seconds = json.loads(args.one)
        print(decisions_per_second(tree, game, seats, seconds))
        return
    trees = {"now": str(HERE), "then": str(Path(args.against).resolve())}
    runs: dict[tuple[str, int, str], list[float]] = {}
    for _ in range(args.rounds):
        for game in args.games.split(","):
            for seats in map(int, args.seats.split(",")):
                for name, tree in trees.items():
                    runs.setdefault((game, seats, name), []).append(measure(tree, game, seats, args.seconds))
    print(f"| game | seats | {Path(args.against).name} /s | now /s | now / {Path(args.against).name} |")
    print("|---|---|---|---|---|")
    for game in args.games.split(","):
        for seats in map(int, args.seats.split(",")):
            then: Any = statistics.median(runs[(game, seats, "then")])
            now: Any = statistics.median(runs[(game, seats, "now")])
            print(f"| {game} | {seats} | {then:,.0f} | {now:,.0f} | {now / then:.2f}x |")


if __name__ == "__main__":
    main()
