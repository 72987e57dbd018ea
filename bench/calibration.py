"""Is the coach's win chance calibrated? Positions from `normal`-vs-`normal` games, each seat's estimated chance
against who won: a reliability table by tenths, the mean absolute calibration gap and the Brier score.

Run from the repository:  PYTHONPATH=. nice .venv/bin/python bench/calibration.py [--games cabo,niagara]
                          [--positions 2000] [--seats 2] [--playouts 16] [--per-game 4] [--jobs 2] [--seed 1]
                          [--out FILE]

For each game, `normal` bots play seeded games (bots and deal from --seed); from each game --per-game positions are
drawn at random decision points, and there every seat's chance is estimated from its own view (`win_chance`, a
playout budget, so the numbers are the same on any machine) and compared with the game's result (1 for a win, 1/k
for a win shared by k seats). The estimate models exactly this population (play goes on as `normal` plays it), so
it should be calibrated up to sampling error: each bin's gap is shown with its standard error.
"""

from __future__ import annotations

import argparse
import json
import math
import random
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from tablegame.bots.base import make_bot
from tablegame.coach.chance import PRIOR_PLAYOUTS, Budget, win_chance
from tablegame.core.registry import game_ids, get_rules

Pair = tuple[float, float]  # (estimated chance, outcome)


def one_game(task: tuple[str, int, int, int, int, int]) -> list[Pair]:
    """Play one seeded normal-vs-normal game; at `per_game` random decision points, estimate the chance of
    `sampled` seats drawn at random (all of them when it is 0 or more than the table has)."""
    game, seats, seed, per_game, playouts, sampled = task
    rules = get_rules(game)
    rng = random.Random(seed)
    state = rules.setup(seats, rules.resolve_options({}), random.Random(rng.getrandbits(32)), {})
    bots = [make_bot(rules, "normal", s, rng.getrandbits(32)) for s in range(seats)]
    kept: list[Any] = []
    while to_act := rules.to_act(state):
        kept.append(rules.clone(state))
        bot = bots[to_act[0]]
        rules.perform(state, bot.choose(rules.view(state, bot.seat), rules.legal_actions(state, bot.seat)))
    winners = rules.result(state)["winners"]
    outcome = [1.0 / len(winners) if s in winners else 0.0 for s in range(seats)]
    pairs = []
    budget = Budget(playouts=playouts, time_limit=None)
    for position in rng.sample(kept, min(per_game, len(kept))):
        chosen = sorted(rng.sample(range(seats), sampled)) if 0 < sampled < seats else range(seats)
        for seat in chosen:
            chance = win_chance(rules, rules.view(position, seat), seat, seed=rng.getrandbits(32), budget=budget)
            pairs.append((chance.value, outcome[seat]))
    return pairs


def reliability(pairs: list[Pair]) -> list[dict[str, Any]]:
    """By tenths of the estimate: how many, the mean estimate, the mean outcome and the outcome's standard error."""
    rows = []
    for tenth in range(10):
        inside = [(p, o) for p, o in pairs if min(int(p * 10), 9) == tenth]
        if not inside:
            continue
        n = len(inside)
        mean_p = sum(p for p, _ in inside) / n
        mean_o = sum(o for _, o in inside) / n
        spread = sum((o - mean_o) ** 2 for _, o in inside) / max(n - 1, 1)
        rows.append(
            {
                "bin": f"{tenth / 10:.1f}-{(tenth + 1) / 10:.1f}",
                "n": n,
                "estimate": mean_p,
                "won": mean_o,
                "se": math.sqrt(spread / n),
            }
        )
    return rows


def summary(pairs: list[Pair]) -> dict[str, Any]:
    """The gap (weighted by the bins' counts), the gap sampling alone would leave (the mean |error| of each bin's
    outcome, sqrt(2/pi) times its standard error), the Brier score and the base rate's Brier score."""
    rows = reliability(pairs)
    n = len(pairs)
    gap = sum(r["n"] * abs(r["estimate"] - r["won"]) for r in rows) / n
    floor = sum(r["n"] * r["se"] for r in rows) / n * math.sqrt(2 / math.pi)
    base = sum(o for _, o in pairs) / n
    return {
        "pairs": n,
        "gap": gap,
        "sampling_gap": floor,
        "brier": sum((p - o) ** 2 for p, o in pairs) / n,
        "brier_base": sum((base - o) ** 2 for _, o in pairs) / n,
        "rows": rows,
    }


def markdown(game: str, positions: int, found: dict[str, Any]) -> str:
    """A game's reliability table and its numbers, as Markdown."""
    lines = [
        f"**{game}**: {positions} positions, {found['pairs']} (seat, position) estimates; mean absolute calibration "
        f"gap **{found['gap']:.3f}** (sampling alone: about {found['sampling_gap']:.3f}); "
        f"Brier {found['brier']:.4f} against the base rate's {found['brier_base']:.4f}",
        "",
        "| estimate | n | mean estimate | won | ± se |",
        "|---|---:|---:|---:|---:|",
    ]
    lines += [
        f"| {r['bin']} | {r['n']} | {r['estimate']:.3f} | {r['won']:.3f} | {r['se']:.3f} |" for r in found["rows"]
    ]
    return "\n".join(lines) + "\n"


def pull(mean: float, playouts: int | None, seats: int) -> float:
    """The chance `chance_of` reports for a plain mean of `playouts` rewards (None: the value as kept)."""
    if playouts is None:
        return mean
    return (mean * playouts + PRIOR_PLAYOUTS / seats) / (playouts + PRIOR_PLAYOUTS)


def seat_count(game: str, asked: str) -> int:
    """The seat count --seats asks for this game ("max": its largest)."""
    return get_rules(game).max_seats if asked == "max" else int(asked)


def estimated(game: str, args: argparse.Namespace) -> int:
    """How many seats' chances each position gives."""
    seats = seat_count(game, args.seats)
    return args.seats_each if 0 < args.seats_each < seats else seats


def main() -> int:
    """Play, estimate, tabulate; prints Markdown (and keeps the pairs in --out as JSON)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(game_ids()))
    parser.add_argument("--positions", type=int, default=2000, help="positions per game (the issue asks 2,000)")
    parser.add_argument("--seats", default="2", help="a seat count, or max: each game's largest")
    parser.add_argument("--playouts", type=int, default=16, help="playouts per estimate")
    parser.add_argument("--per-game", type=int, default=4, help="positions drawn from each game played")
    parser.add_argument("--seats-each", type=int, default=0, help="seats estimated at each position (0: all)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=None, help="a JSON file for the (estimate, outcome) pairs")
    parser.add_argument(
        "--tabulate", type=Path, nargs="+", default=None, help="only tabulate the pairs --out files kept (merged)"
    )
    parser.add_argument(
        "--raw",
        type=int,
        default=None,
        metavar="N",
        help="with --tabulate: the pairs hold plain means of N playouts (kept before PRIOR_PLAYOUTS): pull them",
    )
    args = parser.parse_args()
    if args.tabulate is not None:
        merged: dict[str, list[Pair]] = {}
        for path in args.tabulate:
            for game, pairs in json.loads(path.read_text(encoding="utf-8")).items():
                seats = seat_count(game, args.seats)
                merged.setdefault(game, []).extend((pull(p, args.raw, seats), o) for p, o in pairs)
        for game, pairs in merged.items():
            print(markdown(game, len(pairs) // estimated(game, args), summary(pairs)))
        return 0
    games = args.games.split(",")
    kept: dict[str, list[Pair]] = {game: [] for game in games}
    played = -(-args.positions // args.per_game)
    # the games' tasks interleaved, so that a run stopped early still has every game's partial table
    tasks = [
        (game, seat_count(game, args.seats), args.seed * 1_000_003 + k, args.per_game, args.playouts, args.seats_each)
        for k in range(played)
        for game in games
    ]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for done, (task, found) in enumerate(zip(tasks, pool.map(one_game, tasks), strict=True), 1):
            kept[task[0]].extend(found)
            if args.out is not None and (done % 4 == 0 or done == len(tasks)):  # a stopped run keeps its pairs
                args.out.write_text(json.dumps(kept), encoding="utf-8")
    for game, pairs in kept.items():
        print(markdown(game, len(pairs) // estimated(game, args), summary(pairs)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
