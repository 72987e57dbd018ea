"""What the table's Undo offer costs per position: `undo_for` today beside the straightforward reference (every
candidate decision rebuilt from the start, the whole line sampled), p50/p95/max per game at 2 and most seats.

Run from the repository:  PYTHONPATH=.:tests/coach nice /work/venv/bin/python bench/undo_offer.py [--games 2]

Seat 0 stands for the human and plays at random, the other seats are `random` bots (long games: the late
positions are the costly ones); after every action both are asked for seat 0, as the table asks once per
position (and as the table does, with the offer at the position before), and all must decide the same.
Times are CPU time (the machine is shared), in milliseconds.
"""

from __future__ import annotations

import argparse
import random
import time

from undo_reference import reference_undo_for

from tablegame.bots.base import make_bot
from tablegame.coach.undo import Offer, offer_for, undo_for
from tablegame.core.match import Match, Seat
from tablegame.core.registry import game_ids, get_rules


def timed_game(game: str, seats: int, seed: int, limit: int) -> list[list[float]]:
    """One game to its end (or `limit` actions): the CPU ms of the reference, of `undo_for` alone and of
    `offer_for` given the offer at the position before (as the table asks) at each position."""
    rules = get_rules(game)
    players = [Seat("Ann")] + [Seat(f"Bot {n}", "bot", "random") for n in range(1, seats)]
    match = Match(game, players, seed, dict(rules.playout_options))
    bots = {n: make_bot(rules, "random", n, seed + n) for n in range(1, seats)}
    rng = random.Random(seed)
    times: list[list[float]] = [[], [], []]
    offer: Offer | None = None
    while match.to_act() and len(match.actions) < limit:
        seat = match.to_act()[0]
        legal = match.legal_actions(seat)
        bot = bots.get(seat)
        match.apply(bot.choose(match.view(seat), legal) if bot else legal[rng.randrange(len(legal))])
        clock = [time.process_time()]
        reference = reference_undo_for(match, 0, seed=match.seed)
        clock.append(time.process_time())
        alone = undo_for(match, 0, seed=match.seed)
        clock.append(time.process_time())
        offer = offer_for(match, 0, match.seed, offer)
        clock.append(time.process_time())
        for column in range(3):
            times[column].append((clock[column + 1] - clock[column]) * 1000)
        assert offer.undo == alone == reference, (game, seats, seed, len(match.actions))
    return times


def quantiles(times: list[float]) -> str:
    """p50 / p95 / max, in ms."""
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    return f"{times[len(times) // 2]:.2f} | {p95:.2f} | {times[-1]:.2f}"


def main() -> int:
    """Time both over bot games of every game at 2 and most seats; print a Markdown table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="games per game and seat count")
    parser.add_argument("--limit", type=int, default=1500, help="actions at most per game")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(
        "| game | seats | positions | before: p50 | p95 | max | look back near the end: p50 | p95 | max "
        "| the table (offer_for, the offer before): p50 | p95 | max |"
    )
    print("|---|---:|---:|" + "---:|" * 9)
    for game in game_ids():
        rules = get_rules(game)
        for seats in sorted({rules.min_seats if rules.min_seats > 2 else 2, rules.max_seats}):
            times: list[list[float]] = [[], [], []]
            for number in range(args.games):
                for column, more in enumerate(timed_game(game, seats, args.seed + number, args.limit)):
                    times[column] += more
            columns = " | ".join(quantiles(column) for column in times)
            print(f"| {game} | {seats} | {len(times[0])} | {columns} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
