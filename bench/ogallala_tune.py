"""Tune Ogallala `hard`'s knobs (tablegame/games/ogallala/bot_knobs.py) against `normal` by the cross-entropy method.

A knob set is scored by its win share against `normal` (ties shared) on seeded deals, its seat rotating; every
candidate of a generation plays the same deals, each generation fresh ones from the training range (seeds from
`--seed`). Sampling is per knob, normal around the generation's mean, clipped to the knob's bounds; the next mean
and spread come from the best `--elite` candidates, smoothed. The generation's mean is played too, so its score is
on record. Plain Python (no numpy); one process, so run it as

    PYTHONPATH=. nice -n 10 taskset -c 1 python bench/ogallala_tune.py tune --generations 8 --population 14 \
        --games 600 --seed 100000 --log /tmp/tune.jsonl --out /tmp/tune_best.json

Validation plays deals `tune` never reaches: seeds 500,000-999,999 to choose among tuned sets, from 1,000,000
up (held out, used for nothing else) for the final figure. It plays every given knob set
and the hand-tuned `hard` on the same deals and prints win shares (Wilson 95%), the paired difference and its
standard error, and the decision p95 (CPU):

    PYTHONPATH=. nice -n 10 taskset -c 1 python bench/ogallala_tune.py validate /tmp/tune_best.json \
        --games 2000 --seats 2 --seed 1000000
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as `python bench/ogallala_tune.py` from a checkout
    sys.path.insert(0, str(ROOT))

from tablegame.games.ogallala import bots  # noqa: E402
from tablegame.games.ogallala.bot_knobs import HAND_TUNED, Knobs, knob_values, knobs_from  # noqa: E402
from tablegame.games.ogallala.rules import OgallalaRules  # noqa: E402
from tablegame.sim import wilson_interval  # noqa: E402

SELECTION = 500_000  # seeds for choosing among the tuned sets start here; tuning must stay below
HELD_OUT = 1_000_000  # the final validation's seeds start here, used for nothing else
SMOOTH = 0.7  # weight of the elites in the next mean and spread (the rest stays with the old)
FIRST_SPREAD = 0.5  # the spreads below were tried at full size: most candidates lost 6 points or more

# knob: (low, high, first spread before FIRST_SPREAD). Knobs that only matter with 3 or more seats
# (leader_weight, leader_canoes) are left out: 2-seat games cannot tell them apart.
SPACE: dict[str, tuple[float, float, float]] = {
    "weights.p_end": (0.05, 0.9, 0.1),
    "weights.p_hole": (0.3, 0.98, 0.1),
    "weights.strength_guard": (0.0, 0.1, 0.02),
    "weights.loot_in_plan": (0.0, 2.0, 0.3),
    "weights.dead_card": (0.0, 3.0, 0.5),
    "weights.guard_base": (0.5, 1.0, 0.1),
    "continue_bonus": (0.0, 100.0, 15.0),
    "axe_fear": (0.0, 5.0, 1.0),
    "discard_value": (-20.0, 5.0, 2.0),
    "attack_share": (0.0, 3.0, 0.4),
    "complete_bonus": (-20.0, 60.0, 10.0),
    "late_complete_bonus": (-20.0, 60.0, 10.0),
    "rival_complete_bonus": (-20.0, 40.0, 8.0),
    "race_bonus": (0.0, 300.0, 40.0),
    "race_harm": (0.0, 100.0, 15.0),
    "prospect_loot": (0.0, 10.0, 1.5),
    "lasso_gain": (0.0, 3.0, 0.4),
    "lasso_bonus": (0.0, 80.0, 15.0),
    "shoot_strength": (0.0, 2.0, 0.3),
    "shoot_end_bonus": (0.0, 40.0, 8.0),
    "booty_share": (0.0, 2.0, 0.3),
    "attack_strength": (0.0, 2.0, 0.3),
    "sink_strength": (0.0, 3.0, 0.4),
}


def bot_class(knobs: Knobs) -> type[bots.OgallalaBot]:
    """A `hard` player with these knobs."""
    return type("TunedBot", (bots.BoldBot,), {"knobs": knobs})


def play(knobs: Knobs, seats: int, seed: int) -> tuple[float, list[float]]:
    """One seeded game of the knob set against `normal` in every other seat, its seat `seed % seats`:
    (its share of the win, its decision CPU times)."""
    from ogallala_rollout import against_normal, play_out  # bench/ is the script's folder, on the path when it runs

    rules = OgallalaRules()
    mine = seed % seats
    tuned = bot_class(knobs)
    state, players = against_normal(rules, seats, random.Random(seed), mine, lambda s, rng: tuned(rules, s, rng))
    return play_out(rules, state, players, mine)


def score(knobs: Knobs, seats: int, seeds: range) -> tuple[list[float], list[float]]:
    """Per-game wins and every decision time of the knob set on these deals."""
    wins, times = [], []
    for seed in seeds:
        won, spent = play(knobs, seats, seed)
        wins.append(won)
        times.extend(spent)
    return wins, times


def sample(mean: dict[str, float], spread: dict[str, float], rng: random.Random) -> dict[str, float]:
    """One candidate: each knob drawn around its mean, clipped to its bounds."""
    out = {}
    for name, (low, high, _) in SPACE.items():
        out[name] = min(high, max(low, rng.gauss(mean[name], spread[name])))
    return out


def tune(args: argparse.Namespace) -> None:
    """The cross-entropy search; every candidate's score goes to the log as it is played."""
    if args.seed + args.generations * args.games > SELECTION:
        raise SystemExit(f"training seeds would reach the selection range ({SELECTION})")
    rng = random.Random(args.rng)
    start = knob_values(HAND_TUNED)
    mean = {name: start[name] for name in SPACE}
    spread = {name: FIRST_SPREAD * first for name, (_, _, first) in SPACE.items()}
    for gen in range(args.generations):
        seeds = range(args.seed + gen * args.games, args.seed + (gen + 1) * args.games)
        candidates = [dict(mean)] + [sample(mean, spread, rng) for _ in range(args.population)]
        scored = []
        for i, values in enumerate(candidates):
            started = time.process_time()
            wins, _ = score(knobs_from(values, HAND_TUNED), args.seats, seeds)
            share = sum(wins) / len(wins)
            scored.append((share, i, values))
            row = {"generation": gen, "candidate": i, "is_mean": i == 0, "seeds": [seeds.start, seeds.stop]}
            row |= {"share": share, "cpu_s": round(time.process_time() - started, 1), "knobs": values}
            if args.log:
                with Path(args.log).open("a") as log:
                    log.write(json.dumps(row) + "\n")
            print(f"gen {gen} cand {i:2d}{' (mean)' if i == 0 else ''}: {100 * share:.1f}%", flush=True)
        elites = [values for _, _, values in sorted(scored, key=lambda s: -s[0])[: args.elite]]
        for name, (low, high, _) in SPACE.items():
            column = [e[name] for e in elites]
            mean[name] = SMOOTH * statistics.fmean(column) + (1 - SMOOTH) * mean[name]
            floor = 0.02 * (high - low)  # keep exploring a little
            spread[name] = max(floor, SMOOTH * statistics.pstdev(column) + (1 - SMOOTH) * spread[name])
        print(f"gen {gen}: mean of the sampled {100 * statistics.fmean(s for s, _, _ in scored[1:]):.1f}%", flush=True)
    Path(args.out).write_text(json.dumps(mean, indent=1, sort_keys=True) + "\n")
    print(f"final mean written to {args.out}")


def validate(args: argparse.Namespace) -> None:
    """The hand-tuned `hard` and each knob file on the same held-out deals, paired."""
    if args.seed < SELECTION:
        raise SystemExit(f"validation seeds start at {SELECTION} (from {HELD_OUT} for the final figure)")
    seeds = range(args.seed, args.seed + args.games)
    sets = {"hand-tuned": HAND_TUNED}
    for path in args.knobs:
        sets |= {name: knobs_from(values, HAND_TUNED) for name, values in knob_sets(path).items()}
    if args.shipped:
        sets["shipped hard"] = bots.BoldBot.knobs
    base: list[float] = []
    for name, knobs in sets.items():
        wins, times = score(knobs, args.seats, seeds)
        low, high = wilson_interval(sum(wins), len(wins))
        times.sort()
        p95 = times[int(0.95 * (len(times) - 1))] * 1000
        line = f"{name:30s} {sum(wins):7.1f}/{len(wins)} = {100 * sum(wins) / len(wins):.1f}% "
        line += f"(Wilson 95% {100 * low:.1f}-{100 * high:.1f}%), decision p95 {p95:.2f} ms"
        if args.seats > 2:
            share = sum(wins) / len(wins)
            line += f", pairwise {100 * pairwise(share, args.seats):.1f}%"
        if base:
            diffs = [a - b for a, b in zip(wins, base, strict=True)]
            se = statistics.stdev(diffs) / math.sqrt(len(diffs))
            line += f"; paired gain over hand-tuned {100 * statistics.fmean(diffs):+.1f} points (SE {100 * se:.1f})"
        else:
            base = wins
        print(line, flush=True)


def knob_sets(path: str) -> dict[str, dict[str, float]]:
    """The knob sets of a JSON file: one set (named by the file), or sets by name; `FILE:NAME` picks one."""
    file, _, pick = path.partition(":")
    data = json.loads(Path(file).read_text())
    sets = {file: data} if all(isinstance(v, (int, float)) for v in data.values()) else data
    return {pick: sets[pick]} if pick else sets


def pairwise(share: float, seats: int) -> float:
    """bench/strength.py's reading of a win share at n seats: p / (p + (1 - p) / (n - 1))."""
    return share / (share + (1 - share) / (seats - 1)) if share > 0 else 0.0


def main() -> None:
    """tune or validate."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    t = sub.add_parser("tune")
    t.add_argument("--generations", type=int, default=8)
    t.add_argument("--population", type=int, default=14)
    t.add_argument("--elite", type=int, default=4)
    t.add_argument("--games", type=int, default=600)
    t.add_argument("--seats", type=int, default=2)
    t.add_argument("--seed", type=int, default=100_000)
    t.add_argument("--rng", type=int, default=1, help="the sampler's seed")
    t.add_argument("--log", default="")
    t.add_argument("--out", default="ogallala_tune_best.json")
    v = sub.add_parser("validate")
    v.add_argument("knobs", nargs="*", help="JSON files of knob values (knob_names' spelling), FILE:NAME for one")
    v.add_argument("--shipped", action="store_true", help="also play the shipped `hard`")
    v.add_argument("--games", type=int, default=2000)
    v.add_argument("--seats", type=int, default=2)
    v.add_argument("--seed", type=int, default=HELD_OUT)
    args = parser.parse_args()
    tune(args) if args.command == "tune" else validate(args)


if __name__ == "__main__":
    main()
