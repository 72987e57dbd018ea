"""One digest of every legal-action list (and every view) of seeded random games, to show that an engine change
keeps the lists exact: the same digest before and after means the same actions, in the same order, field for field.

Run from the repository (or give another checkout with --tree):
  /work/venv/bin/python bench/legal_digest.py --games struggle-for-catan --count 40
  /work/venv/bin/python bench/legal_digest.py --tree /tmp/e2bf5eb --games struggle-for-catan --count 40

For each game, every option value, every seat count and `--count` seeds: a game played by seeded random
choices, hashing the JSON of each legal list (keys in their own order) and, unless --no-views, the view of the
seat to act, then the result. Prints the number of decisions and the SHA-256 per game.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from typing import Any


def variants(rules: Any) -> list[dict[str, Any]]:
    """The default options, then each option value on its own."""
    found: list[dict[str, Any]] = [{}]
    for spec in rules.options:
        found.extend({spec.name: value} for value in spec.values)
    return found


def digest(game: str, count: int, views: bool) -> tuple[int, str]:
    """Decisions played and the SHA-256 of every legal list (and view) of `count` seeded games per seat count."""
    from tablegame.core.registry import get_rules

    rules = get_rules(game)
    sha = hashlib.sha256()
    decisions = 0
    for chosen in variants(rules):
        options = rules.resolve_options(
            {**chosen, **dict(getattr(rules, "playout_options", {}))}
        )  # random Niagara never ends uncapped
        for seats in range(rules.min_seats, rules.max_seats + 1):
            rng = random.Random(seats)
            for seed in range(count):
                state = rules.setup(seats, options, random.Random(seed), {})
                while to_act := rules.to_act(state):
                    legal = rules.legal_actions(state, to_act[0])
                    sha.update(json.dumps(legal).encode())
                    if views:
                        sha.update(json.dumps(rules.view(state, to_act[0]), default=str).encode())
                    rules.perform(state, legal[rng.randrange(len(legal))])
                    decisions += 1
                sha.update(json.dumps(rules.result(state), default=str).encode())
    return decisions, sha.hexdigest()


def main() -> None:
    """Print one line per game: its decisions and digest."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--tree", default=".", help="the checkout whose rules to play")
    parser.add_argument("--games", default="cabo,ogallala,struggle-for-catan,niagara")
    parser.add_argument("--count", type=int, default=40, help="seeded games per seat count and option value")
    parser.add_argument("--no-views", action="store_true", help="hash the legal lists only")
    args = parser.parse_args()
    sys.path.insert(0, args.tree)
    for game in args.games.split(","):
        decisions, hexdigest = digest(game, args.count, not args.no_views)
        print(f"{game} {decisions} {hexdigest}")


if __name__ == "__main__":
    main()
