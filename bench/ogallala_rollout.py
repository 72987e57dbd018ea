"""Screen Ogallala's rollout `hard` (bench/ogallala_rollout_bot.py) against `normal` on paired deals.

Every game is played by `BoldBot` (the planner alone) and by the rollout bot on the same deal and seat, so
the two win shares differ by the bots' choices, not by the deals. Budgets in playouts per candidate
(deterministic), or seconds. Seats rotate; the games are split over `--jobs` processes.

    PYTHONPATH=. python bench/ogallala_rollout.py --games 200 --seed 1 --playouts 8 --jobs 2 [--seats 2]
        [--plan z=2,hold_gap=5]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any


def play(game: int, seed: int, seats: int, level: str, budget: dict[str, Any]) -> tuple[float, list[float]]:
    """(the tested seat's share of the win, its decision CPU times) in one seeded game."""
    from ogallala_rollout_bot import Plan, RolloutBot

    from tablegame.games.ogallala.bots import BoldBot
    from tablegame.games.ogallala.rules import OgallalaRules

    rules = OgallalaRules()
    tested = game % seats

    def make(seat: int, rng: random.Random) -> Any:
        if level == "planner":
            return BoldBot(rules, seat, rng)
        plan = Plan(**{k: type(getattr(Plan(), k))(float(v)) for k, v in budget["plan"].items()})
        return RolloutBot(rules, seat, rng, **{k: v for k, v in budget.items() if k != "plan"}, plan=plan)

    state, bots = against_normal(rules, seats, random.Random(seed * 100_003 + game), tested, make)
    return play_out(rules, state, bots, tested)


def against_normal(
    rules: Any, seats: int, deal: random.Random, tested: int, make: Callable[[int, random.Random], Any]
) -> tuple[Any, list[Any]]:
    """A deal's table: its state, then `make(seat, rng)` in the tested seat and `normal` in every other, each
    seat's generator drawn from `deal` in seat order (so every screen's bots meet the same deals)."""
    from tablegame.games.ogallala.bots import NormalBot

    state = rules.setup(seats, rules.resolve_options({}), random.Random(deal.getrandbits(64)), {})
    players = []
    for s in range(seats):
        rng = random.Random(deal.getrandbits(64))
        players.append(make(s, rng) if s == tested else NormalBot(rules, s, rng))
    return state, players


def play_out(
    rules: Any, state: Any, players: list[Any], tested: int, before: Callable[[int], None] | None = None
) -> tuple[float, list[float]]:
    """A game played to its end by these players: (the tested seat's share of the win, its decision CPU times);
    `before(seat)` is called before each choice (a research bot that is handed the real state)."""
    times: list[float] = []
    while not rules.is_over(state):
        seat = state.current
        legal = rules.legal_actions(state, seat)
        if before is not None:
            before(seat)
        started = time.process_time()
        action = legal[0] if len(legal) == 1 else players[seat].choose(rules.view(state, seat), legal)
        if seat == tested:
            times.append(time.process_time() - started)
        rules.perform(state, action)
    winners = rules.result(state)["winners"]
    return (1.0 / len(winners) if tested in winners else 0.0), times


def main() -> None:
    """Play the games and print each level's win share and decision times."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--playouts", type=int, default=8, help="samples at most per decision (0: use --seconds)")
    parser.add_argument("--seconds", type=float, default=0.3)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--levels", default="planner,rollout")
    parser.add_argument("--plan", default="", help="the search's Plan fields, as name=value,name=value")
    parser.add_argument("--log", help="append each game's result to this file as it ends (JSON lines)")
    args = parser.parse_args()
    budget = (
        {"iterations": args.playouts, "time_limit": None}
        if args.playouts
        else {"iterations": None, "time_limit": args.seconds}
    )
    budget["plan"] = {k: v for k, v in (p.split("=") for p in args.plan.split(",") if p)}
    report: dict[str, Any] = {"args": vars(args)}
    with ProcessPoolExecutor(args.jobs) as pool:
        for level in args.levels.split(","):
            started = time.time()
            futures = [pool.submit(play, game, args.seed, args.seats, level, budget) for game in range(args.games)]
            for game, future in enumerate(futures):
                won, times = future.result()
                if args.log:
                    with open(args.log, "a", encoding="utf-8") as log:
                        log.write(json.dumps({"level": level, "game": game, "won": won, "ms": times}) + "\n")
            runs = [f.result() for f in futures]
            wins = sum(w for w, _ in runs)
            times = sorted(t for _, ts in runs for t in ts)
            report[level] = {
                "wins": wins,
                "share": round(wins / args.games, 4),
                "per_game": [w for w, _ in runs],
                "decision_ms_mean": round(1000 * statistics.fmean(times), 3),
                "decision_ms_p95": round(1000 * times[int(0.95 * (len(times) - 1))], 3),
                "wall_s": round(time.time() - started, 1),
            }
            print(level, {k: v for k, v in report[level].items() if k != "per_game"}, flush=True)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
