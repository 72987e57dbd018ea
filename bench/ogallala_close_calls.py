"""How far apart are the planner's best choices in Ogallala, as full-game playouts see them?

Plays `BoldBot` (the planner) against `normal` at 2 seats; at each decision the rollout search would take
(a placement, a lasso, an arrow, an attack with a real choice) it plays `--samples` common samples of the
planner's pick and its next best two (bench/ogallala_rollout_bot.py's candidates and playouts), writes each
decision's outcomes as a JSON line, and goes on with the planner's pick. `--analyse` reads such lines and
prints, per kind of decision, the spread of the measured paired differences against their standard error
(what of the spread is real), and the gain of taking the best mean of the first n samples, measured on
samples not used to choose (split-sample: an unbiased estimate of what the choice is worth in playouts).

    PYTHONPATH=. python bench/ogallala_close_calls.py --games 10 --samples 48 --out /tmp/calls.jsonl
    python bench/ogallala_close_calls.py --analyse /tmp/calls.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
from typing import Any

EVAL = 24  # the last samples of a decision, kept to measure a choice made on the first ones


def record(games: int, samples: int, seed: int, out: str) -> None:
    """Play the games and append one JSON line per searched decision."""
    from ogallala_rollout_bot import SEARCHED, RolloutBot

    from tablegame.core.rules import Action, View
    from tablegame.games.ogallala.bots import BoldBot, NormalBot, grids_of
    from tablegame.games.ogallala.rules import OgallalaRules
    from tablegame.games.ogallala.view_types import og_view

    class Probe(RolloutBot):
        """The planner's choices; each close call's candidates played out `samples` times on the side."""

        def choose(self, given: View, legal: list[Action]) -> Action:
            planned = BoldBot.choose(self, given, legal)
            view = og_view(given)
            if len(legal) == 1 or view["phase"] not in SEARCHED:
                return planned
            kept = self.rng.getstate()
            candidates = self.candidates(view, legal, planned)
            self.rng.setstate(kept)
            if len(candidates) < 2:
                return planned
            gap = None
            if view["phase"] == "hold":
                values = sorted(self.hold_values(view, grids_of(view), legal), reverse=True)
                gap = values[0] - values[1]
            results: list[list[float]] = [[] for _ in candidates]
            for _ in range(samples):
                sample = self.rules.determinize(given, random.Random(self.search_rng.getrandbits(64)))
                draws = self.search_rng.getrandbits(64)
                for i, action in enumerate(candidates):
                    results[i].append(self.playout(sample, action, draws))
            line = {"phase": view["phase"], "gap": gap, "n_legal": len(legal), "res": results}
            with open(out, "a", encoding="utf-8") as f:
                f.write(json.dumps(line) + "\n")
            return planned

    rules = OgallalaRules()
    for game in range(games):
        deal = random.Random(seed * 100_003 + game)
        state = rules.setup(2, rules.resolve_options({}), random.Random(deal.getrandbits(64)), {})
        tested = game % 2
        bots = [
            Probe(rules, s, random.Random(deal.getrandbits(64)), time_limit=None, iterations=samples)
            if s == tested
            else NormalBot(rules, s, random.Random(deal.getrandbits(64)))
            for s in range(2)
        ]
        while not rules.is_over(state):
            seat = state.current
            legal = rules.legal_actions(state, seat)
            action = legal[0] if len(legal) == 1 else bots[seat].choose(rules.view(state, seat), legal)
            rules.perform(state, action)


def kind(line: dict[str, Any]) -> str:
    """The decision's row in the tables."""
    if line["gap"] is None:
        return "lasso, arrow or attack"
    return "placement, top two tied" if line["gap"] < 0.05 else "placement, top two apart"


def split_gain(res: list[list[float]], first: int, rng: random.Random) -> float:
    """The held-out gain over the planner's pick of the best mean of `first` samples (20 random splits)."""
    gains = []
    for _ in range(20):
        order = list(range(len(res[0])))
        rng.shuffle(order)
        chose, judge = order[:first], order[-EVAL:]
        best = max(range(len(res)), key=lambda i: (sum(res[i][j] for j in chose), i == 0))
        gains.append(sum(res[best][j] - res[0][j] for j in judge) / len(judge))
    return statistics.fmean(gains)


def analyse(path: str) -> None:
    """Print the spread table and the split-sample gains."""
    with open(path, encoding="utf-8") as f:
        lines = [json.loads(text) for text in f]
    rows: dict[str, list[tuple[float, float]]] = {}
    for line in lines:
        res = line["res"]
        n = len(res[0])
        for i in range(1, len(res)):
            d = [res[i][k] - res[0][k] for k in range(n)]
            mean = statistics.fmean(d)
            se = math.sqrt((sum(x * x for x in d) - n * mean * mean + 1.0) / n / n)
            rows.setdefault(kind(line), []).append((mean, se))
    print("| decision | alternatives | mean difference | spread (sd) | mean SE | real spread | > +2 SE | < -2 SE |")
    for name, pairs in sorted(rows.items()):
        means = [m for m, _ in pairs]
        sd = statistics.pstdev(means)
        se = math.sqrt(statistics.fmean(s * s for _, s in pairs))
        real = math.sqrt(max(sd * sd - se * se, 0.0))
        above = sum(m > 2 * s for m, s in pairs)
        below = sum(m < -2 * s for m, s in pairs)
        print(
            f"| {name} | {len(pairs)} | {100 * statistics.fmean(means):+.1f} | {100 * sd:.1f} | {100 * se:.1f} "
            f"| {100 * real:.1f} | {above} | {below} |"
        )
    rng = random.Random(1)
    for first in (6, 12, 24):
        for name in sorted({kind(line) for line in lines}):
            gains = [split_gain(line["res"], first, rng) for line in lines if kind(line) == name]
            se = statistics.pstdev(gains) / math.sqrt(len(gains))
            gain = 100 * statistics.fmean(gains)
            print(f"best mean of {first} samples, {name}: {gain:+.2f} points (SE {100 * se:.2f})")


def main() -> None:
    """Record close calls, or analyse a recording."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--samples", type=int, default=48)
    parser.add_argument("--seed", type=int, default=77)
    parser.add_argument("--out", default="calls.jsonl")
    parser.add_argument("--analyse", metavar="JSONL")
    args = parser.parse_args()
    if args.analyse:
        analyse(args.analyse)
    else:
        record(args.games, args.samples, args.seed, args.out)


if __name__ == "__main__":
    main()
