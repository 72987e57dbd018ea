"""A fingerprint of Niagara's rules: every legal list (and view) of seeded random games, hashed per seat count.

    python bench/niagara_legal_hash.py [--games 40] [--seats 2,3,4,5] [--views]

For each seat count, `--games` games are played with seeded random choices, the options turning through the
river (fork, straight), the reveal (per turn, all at once) and gem work without moving (on, off), round cap 20.
At every decision the legal list of every seat to act goes into the hash in order, as JSON; with `--views`
the public view and the acting seat's view after each action too. Two trees whose engines agree print the
same hashes: run it before and after a change to the engine and compare (the lists must stay exact, in order).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tablegame.core.registry import get_rules

VARIANTS = [
    {"fork": fork, "reveal": reveal, "stationary_op": stationary, "max_rounds": 20}
    for fork in ("alternate", "straight")
    for reveal in ("turn", "all")
    for stationary in (True, False)
]


def fingerprint(seats: int, games: int, views: bool) -> tuple[str, int]:
    """The hash of every legal list (and view) of `games` seeded random games; and how many decisions."""
    rules = get_rules("niagara")
    digest = hashlib.sha256()
    decisions = 0
    for number in range(games):
        options: dict[str, Any] = rules.resolve_options(dict(VARIANTS[number % len(VARIANTS)]))
        state = rules.setup(seats, options, random.Random(number), {})
        rng = random.Random(1000 + number)
        while to_act := rules.to_act(state):
            for seat in to_act:
                digest.update(json.dumps(rules.legal_actions(state, seat), sort_keys=True).encode())
            seat = to_act[rng.randrange(len(to_act))]
            legal = rules.legal_actions(state, seat)
            rules.perform(state, legal[rng.randrange(len(legal))])
            decisions += 1
            if views:
                digest.update(json.dumps(rules.view(state, None), sort_keys=True).encode())
                digest.update(json.dumps(rules.view(state, seat), sort_keys=True).encode())
        digest.update(json.dumps(rules.result(state), sort_keys=True).encode())
    return digest.hexdigest()[:16], decisions


def main() -> None:
    """Print one line per seat count: seats, games, decisions, hash."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seats", default="2,3,4,5")
    parser.add_argument("--views", action="store_true", help="hash the views after each action too")
    args = parser.parse_args()
    for seats in map(int, args.seats.split(",")):
        digest, decisions = fingerprint(seats, args.games, args.views)
        print(
            f"seats {seats}: {args.games} games, {decisions} decisions, legal lists{' and views' * args.views} {digest}"
        )


if __name__ == "__main__":
    main()
