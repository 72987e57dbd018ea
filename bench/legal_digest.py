"""A digest of every legal-action list of seeded random games: run it before and after an engine change and
compare, to show that the lists stayed complete, exact and in the same order.

    python bench/legal_digest.py --game cabo --seats 2,3,4 --games 40 [--options '{"lock_caller": true}'] [--views]

For each seat count it plays `--games` random games (setup seed = game number; one generator seeded 1 picks
the actions), hashing every legal list (as JSON: the lists in order, each action's keys in order too) and each
game's result, and prints one SHA-256 per seat count.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from collections.abc import Mapping
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tablegame.core.registry import get_rules


def _plain(value: object) -> object:
    """A read-only mapping (a lazy record of a view) as the dict it reads as, for JSON."""
    if isinstance(value, Mapping):
        return dict(value)
    raise TypeError(f"not JSON: {value!r}")


def digest(game: str, seats: int, games: int, options: dict[str, object], views: bool) -> tuple[str, int]:
    """The SHA-256 of every legal list, choice and result of `games` seeded random games (with `views`, also
    every seat's view after every action); and the number of decisions."""
    rules = get_rules(game)
    resolved = rules.resolve_options({**getattr(rules, "playout_options", {}), **options})
    pick = random.Random(1)
    sha = hashlib.sha256()
    decisions = 0
    for seed in range(games):
        state = rules.setup(seats, resolved, random.Random(seed), {})
        while to_act := rules.to_act(state):
            legal = rules.legal_actions(state, to_act[0])
            sha.update(json.dumps(legal).encode())
            rules.perform(state, legal[pick.randrange(len(legal))])
            for seat in range(seats) if views else ():
                sha.update(json.dumps(rules.view(state, seat), default=_plain).encode())
            decisions += 1
        sha.update(json.dumps(rules.result(state), sort_keys=True).encode())
    return sha.hexdigest(), decisions


def main() -> None:
    """Print one digest per seat count."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", default="cabo")
    parser.add_argument("--seats", default="2,3,4")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--options", default="{}", help="options as a JSON object")
    parser.add_argument("--views", action="store_true", help="hash every seat's view after every action too")
    args = parser.parse_args()
    for seats in map(int, args.seats.split(",")):
        sha, decisions = digest(args.game, seats, args.games, json.loads(args.options), args.views)
        print(
            f"{args.game} seats={seats} games={args.games} options={args.options} views={args.views} "
            f"decisions={decisions} sha256={sha}"
        )


if __name__ == "__main__":
    main()
