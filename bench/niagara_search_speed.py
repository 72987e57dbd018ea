"""The `hard` bot's search in Niagara: iterations per CPU second on the same positions, this tree against another.

    taskset -c 0 python bench/niagara_search_speed.py --against /tmp/base [--positions 40] [--iterations 300]

The positions are decisions with a real choice from `normal` self-play (3 seats, default options, as
bench/bench.py takes them), made in each tree by the same seeds. On each, `hard@N` (a fixed iteration budget:
deterministic for a seed) chooses; the CPU seconds of the searches are summed. The same iterations in less
time is what a time budget turns into more iterations: the ratio of iterations per CPU second is the ratio of
iterations `hard` gets in the same budget. Each measurement runs in a fresh process whose `sys.path` starts
with the tree measured; rounds alternate between the trees; medians are printed, and whether the two trees
chose the same actions (they must, when only the speed changed).
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
from typing import Any, cast

HERE = Path(__file__).resolve().parent.parent
SEATS = 3


def positions(rules: Any, count: int, seed: int = 7) -> list[tuple[int, Any, list[Any]]]:
    """(seat, view, legal) of `count` decisions with a real choice, from `normal` self-play."""
    from tablegame.bots.base import make_bot

    options = rules.resolve_options({})
    found: list[tuple[int, Any, list[Any]]] = []
    rng = random.Random(seed)
    game_number = 0
    while len(found) < count:
        state = rules.setup(SEATS, options, random.Random(seed * 1000 + game_number), {})
        bots = [make_bot(rules, "normal", s, game_number * 10 + s) for s in range(SEATS)]
        game_number += 1
        while not rules.is_over(state) and len(found) < count:
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            view = rules.view(state, seat)
            if len(legal) > 1 and rng.random() < 0.25:
                found.append((seat, view, legal))
            rules.perform(state, bots[seat].choose(view, legal))
    return found


def search_speed(tree: str, count: int, iterations: int) -> dict[str, Any]:
    """Iterations, CPU seconds and the choices of `hard@iterations` on `count` positions, with `tree`'s code."""
    sys.path.insert(0, tree)
    from tablegame.bots.base import make_bot
    from tablegame.bots.hard import HardBot
    from tablegame.core.registry import get_rules

    rules = get_rules("niagara")
    spots = positions(rules, count)
    done, seconds, choices = 0, 0.0, []
    for i, (seat, view, legal) in enumerate(spots):
        bot = cast(HardBot, make_bot(rules, f"hard@{iterations}", seat, i))
        started = time.process_time()
        choice = bot.choose(view, legal)
        seconds += time.process_time() - started
        assert bot.last is not None
        done += bot.last.iterations
        choices.append(choice)
    return {"iterations": done, "seconds": seconds, "choices": json.dumps(choices, sort_keys=True)}


def measure(tree: str, count: int, iterations: int) -> dict[str, Any]:
    """One measurement in a fresh process (so each tree imports its own `tablegame`)."""
    env = dict(os.environ, PYTHONPATH=tree, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    args = [sys.executable, __file__, "--one", json.dumps([tree, count, iterations])]
    out = subprocess.run(args, env=env, cwd=tree, capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(out.stdout)
    return result


def main() -> None:
    """Measure, interleaved, and print a Markdown table of medians and the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="/tmp/e2bf5eb", help="the other checkout (the tree before the change)")
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--iterations", type=int, default=300, help="the hard bot's iteration budget")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--one", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        tree, count, iterations = json.loads(args.one)
        print(json.dumps(search_speed(tree, count, iterations)))
        return
    trees = {"then": str(Path(args.against).resolve()), "now": str(HERE)}
    runs: dict[str, list[dict[str, Any]]] = {name: [] for name in trees}
    for _ in range(args.rounds):
        for name, tree in trees.items():
            runs[name].append(measure(tree, args.positions, args.iterations))
    rate = {name: statistics.median(r["iterations"] / r["seconds"] for r in runs[name]) for name in trees}
    per_decision = {name: runs[name][0]["iterations"] / args.positions for name in trees}
    same = len({r["choices"] for rs in runs.values() for r in rs}) == 1
    name = Path(args.against).name
    print(
        f"| positions | budget | iterations per decision ({name} / now) | iterations per CPU second {name} "
        f"| now | now / {name} | same choices |"
    )
    print("|---|---|---|---|---|---|---|")
    print(
        f"| {args.positions} | hard@{args.iterations} | {per_decision['then']:.0f} / {per_decision['now']:.0f} "
        f"| {rate['then']:,.0f} | {rate['now']:,.0f} | {rate['now'] / rate['then']:.2f}x | {'yes' if same else 'NO'} |"
    )


if __name__ == "__main__":
    main()
