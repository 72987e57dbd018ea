"""How long the coach's win chance takes at the table's budget: p50/p95/max per game and seat count (2-5).

Run from the repository:  PYTHONPATH=. nice .venv/bin/python bench/coach_speed.py [--positions 10] [--seed 1]

Positions: a few random moves into a seeded deal, then `normal` play to a random depth; each is timed once with
the default budget (`Budget()`: DEFAULT_PLAYOUTS playouts or DEFAULT_TIME seconds, whichever ends first).
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from tablegame.bots.base import make_bot
from tablegame.coach.chance import Budget, win_chance
from tablegame.core.registry import game_ids, get_rules
from tablegame.core.rules import BadSetup


def position(game: str, seats: int, rng: random.Random) -> tuple[Any, Any]:
    """A state of a seeded `normal` game at a random point before its end."""
    rules = get_rules(game)
    state = rules.setup(seats, rules.resolve_options({}), random.Random(rng.getrandbits(32)), {})
    bots = [make_bot(rules, "normal", s, rng.getrandbits(32)) for s in range(seats)]
    for _ in range(rng.randrange(200)):
        to_act = rules.to_act(state)
        bot = bots[to_act[0]]
        after = rules.clone(state)
        rules.perform(after, bot.choose(rules.view(state, bot.seat), rules.legal_actions(state, bot.seat)))
        if not rules.to_act(after):
            break
        state = after
    return rules, state


def main() -> int:
    """Time the default win chance on random positions of every game and seat count; print a Markdown table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    print(
        "| game | seats | positions | p50 s | p95 s | max s | CPU share | playouts: min / mean "
        "| mean error | max error |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for game in game_ids():
        for seats in range(2, 6):
            try:
                get_rules(game).check_seats(seats)
            except BadSetup:
                continue
            times: list[float] = []
            playouts: list[int] = []
            errors: list[float] = []
            cpu = 0.0  # the CPU seconds the estimates got: on a shared machine far less than their wall time
            for _ in range(args.positions):
                rules, state = position(game, seats, rng)
                seat = rules.to_act(state)[0]
                view = rules.view(state, seat)
                started, cpu_started = time.perf_counter(), time.process_time()
                chance = win_chance(rules, view, seat, seed=rng.getrandbits(32), budget=Budget())
                times.append(time.perf_counter() - started)
                cpu += time.process_time() - cpu_started
                playouts.append(chance.playouts)
                errors.append(chance.error)
            times.sort()
            p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
            print(
                f"| {game} | {seats} | {len(times)} | {times[len(times) // 2]:.2f} | {p95:.2f} | {times[-1]:.2f} "
                f"| {cpu / sum(times):.0%} "
                f"| {min(playouts)} / {sum(playouts) / len(playouts):.0f} | {sum(errors) / len(errors):.3f} "
                f"| {max(errors):.3f} |",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
