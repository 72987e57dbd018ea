"""One digest of every legal-action list of seeded random Ogallala games, to compare two trees' rules.

Random games (seeds 0..N-1 per seat count and variant, the same seeded choices in every tree) list the legal
actions of the seat to act at every decision and apply one at random; the digest covers every list (in order),
every seat's view every few decisions and each game's result. Equal digests: the same lists, views and games.

    python bench/ogallala_legal_lists.py [--tree PATH] [--games 40] [--seats 2,3,4,5]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from typing import Any

VIEW_EVERY = 7  # decisions between two views hashed (views cost more than the lists)


def digest(games: int, seat_counts: list[int]) -> tuple[str, int]:
    """The digest of `games` random games per seat count and variant, and how many decisions they took."""
    from tablegame.core.registry import get_rules

    rules = get_rules("ogallala")
    h = hashlib.sha256()
    decisions = 0
    for variant in ("basic", "advanced"):
        options = rules.resolve_options({"variant": variant})
        for seats in seat_counts:
            for seed in range(games):
                state = rules.setup(seats, options, random.Random(seed), {})
                rng = random.Random(seed + 1000)
                while to_act := rules.to_act(state):
                    legal = rules.legal_actions(state, to_act[0])
                    h.update(json.dumps(legal, sort_keys=True).encode())
                    if decisions % VIEW_EVERY == 0:
                        seat: Any = decisions % (seats + 1)
                        h.update(
                            json.dumps(rules.view(state, None if seat == seats else seat), sort_keys=True).encode()
                        )
                    rules.perform(state, legal[rng.randrange(len(legal))])
                    decisions += 1
                h.update(json.dumps(rules.result(state), sort_keys=True).encode())
    return h.hexdigest(), decisions


def main() -> None:
    """Print the digest for the tree given (its `tablegame` imported first)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", default=".", help="the checkout whose rules are hashed")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seats", default="2,3,4,5")
    args = parser.parse_args()
    sys.path.insert(0, args.tree)
    found, decisions = digest(args.games, [int(s) for s in args.seats.split(",")])
    print(f"{found} over {decisions:,} decisions")


if __name__ == "__main__":
    main()
