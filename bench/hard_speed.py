"""`hard`'s search iterations per CPU second on the same positions, this tree against another checkout, on one core.

Run from the repository:
  taskset -c 0 /work/venv/bin/python bench/hard_speed.py --against /tmp/e2bf5eb --game struggle-for-catan

The positions come from seeded games of `normal` bots (the same games in both trees while their legal lists
and the normal bot are the same): every `--every`-th decision with more than one legal action. At each, a
`hard` bot with a fixed iteration budget (`hard@N`: deterministic for its seed) decides from the seat's view,
and the CPU time of its searches is summed. Each measurement runs in a fresh process whose `sys.path` starts
with the tree measured; rounds alternate between the trees and the medians are printed. The same positions
and iterations in both trees make "iterations per CPU second" the ratio of iterations `hard` gets in the same
time budget.
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


def iterations_per_second(tree: str, game: str, seats: int, positions: int, every: int, budget: int) -> list[Any]:
    """Searches of `hard@budget` at `positions` positions: [iterations, CPU seconds in them, a digest of the
    choices] (the same digest in both trees: the same decisions, only faster or slower)."""
    sys.path.insert(0, tree)
    from tablegame.bots.base import make_bot
    from tablegame.core.registry import get_rules

    rules = get_rules(game)
    iterations, seconds, seen, seed = 0, 0.0, 0, 0
    choices = hashlib.sha256()
    while seen < positions:
        state = rules.setup(seats, rules.resolve_options({}), random.Random(seed), {})
        players = [make_bot(rules, "normal", s, seed) for s in range(seats)]
        decision = 0
        while not rules.is_over(state) and seen < positions:
            seat = rules.to_act(state)[0]
            view, legal = rules.view(state, seat), rules.legal_actions(state, seat)
            if len(legal) > 1:
                decision += 1
                if decision % every == 0:
                    hard = make_bot(rules, f"hard@{budget}", seat, seed * 1000 + decision)
                    started = time.process_time()
                    choices.update(json.dumps(hard.choose(view, legal), sort_keys=True).encode())
                    seconds += time.process_time() - started
                    iterations += hard.iterations  # type: ignore[attr-defined]
                    seen += 1
            rules.apply(state, players[seat].choose(view, legal))
        seed += 1
    return [iterations, seconds, choices.hexdigest()[:12]]


def measure(tree: str, args: list[object]) -> list[Any]:
    """One measurement in a fresh process (so each tree imports its own `tablegame`)."""
    env = dict(os.environ, PYTHONPATH=tree)
    command = [sys.executable, __file__, "--one", json.dumps([tree, *args])]
    out = subprocess.run(command, env=env, cwd=tree, capture_output=True, text=True, check=True)
    result: list[Any] = json.loads(out.stdout)
    return result


def main() -> None:
    """Measure, interleaved, and print a Markdown table of medians and ratios."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--against", default="/tmp/e2bf5eb", help="the other checkout")
    parser.add_argument("--game", default="struggle-for-catan")
    parser.add_argument("--seats", default="2,4", help="seat counts to measure")
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--every", type=int, default=7, help="search every this many decisions")
    parser.add_argument("--iterations", type=int, default=300, help="hard's iteration budget per decision")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--one", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        tree, game, seats, positions, every, budget = json.loads(args.one)
        print(json.dumps(iterations_per_second(tree, game, seats, positions, every, budget)))
        return
    trees = {"now": str(HERE), "then": str(Path(args.against).resolve())}
    runs: dict[tuple[int, str], list[list[Any]]] = {}
    for _ in range(args.rounds):
        for seats in map(int, args.seats.split(",")):
            for name, tree in trees.items():
                one = measure(tree, [args.game, seats, args.positions, args.every, args.iterations])
                runs.setdefault((seats, name), []).append(one)
    then_name = Path(args.against).name
    print(f"| game | seats | positions | iterations | {then_name} it/s | now it/s | now / {then_name} | same choices |")
    print("|---|---|---|---|---|---|---|---|")
    for seats in map(int, args.seats.split(",")):
        rates = {}
        for name in trees:
            rates[name] = statistics.median(it / max(s, 1e-9) for it, s, _ in runs[(seats, name)])
        total = int(runs[(seats, "now")][0][0])
        then_total = int(runs[(seats, "then")][0][0])
        its = f"{total:,}" if total == then_total else f"{total:,} / {then_total:,}"
        same = len({run[2] for name in trees for run in runs[(seats, name)]}) == 1
        print(
            f"| {args.game} | {seats} | {args.positions} | {its} | {rates['then']:,.0f} | {rates['now']:,.0f} "
            f"| {rates['now'] / rates['then']:.2f}x | {'yes' if same else 'NO'} |"
        )


if __name__ == "__main__":
    main()
