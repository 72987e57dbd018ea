"""What a whole game's history costs when a table opens a game: `Match.history_for` against a plain replay.

Both rebuild the game from its seed in the same run, on the same games (bots at `normal` playing whole
games, seeded), so the ratio says what writing every entry from the reader's views adds to loading.

    python bench/history.py [--games N] [--seed S]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from tablegame.bots.base import make_bot
from tablegame.core.match import Match, Seat
from tablegame.core.registry import game_ids, get_rules


def bot_game(game: str, seed: int) -> Match:
    """A whole game between `normal` bots at the game's most seats (playout options cap Niagara's rounds)."""
    rules = get_rules(game)
    n = rules.max_seats
    match = Match(game, [Seat(f"Bot {i + 1}", "bot", "normal") for i in range(n)], seed, dict(rules.playout_options))
    bots = [make_bot(rules, "normal", i, random.Random(seed * 31 + i).getrandbits(32)) for i in range(n)]
    while not match.is_over():
        seat = match.to_act()[0]
        match.apply(bots[seat].choose(match.view(seat), match.legal_actions(seat)))
    return match


def seconds(task, repeats: int = 3) -> float:
    """The best of a few timings of `task()`."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        task()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    """Print one row per game: actions, replay ms, history ms, their ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print("| game | actions (mean) | replay ms | history ms (one reader) | history / replay |")
    print("|---|---|---|---|---|")
    for game in game_ids():
        matches = [bot_game(game, args.seed + i) for i in range(args.games)]
        replay = [seconds(lambda m=m: m.rebuilt()) for m in matches]
        history = [seconds(lambda m=m: m.history_for(0)) for m in matches]
        ratio = statistics.mean(h / r for h, r in zip(history, replay, strict=True))
        actions = statistics.mean(len(m.actions) for m in matches)
        print(
            f"| {game} | {actions:.0f} | {statistics.mean(replay) * 1000:.1f} | "
            f"{statistics.mean(history) * 1000:.1f} | {ratio:.1f}x |"
        )


if __name__ == "__main__":
    main()
