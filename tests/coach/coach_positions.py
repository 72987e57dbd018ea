"""Positions for the coach's tests: a few random moves into a game of every game and seat count."""

from __future__ import annotations

import random
from typing import Any

from tablegame.core.registry import game_ids, get_rules
from tablegame.core.rules import BadSetup, Rules


def seat_counts(rules: Rules) -> list[int]:
    """The seat counts from 2 to 5 the game can be played with."""
    counts = []
    for n in range(2, 6):
        try:
            rules.check_seats(n)
        except BadSetup:
            continue
        counts.append(n)
    return counts


def random_position(game: str, seats: int, moves: int, seed: int) -> tuple[Rules, Any]:
    """A state after up to `moves` random legal moves from a seeded deal (stopping before the end)."""
    rules = get_rules(game)
    rng = random.Random(seed)
    state = rules.setup(seats, rules.resolve_options({}), rng, {})
    for _ in range(moves):
        to_act = rules.to_act(state)
        if not to_act:
            break
        legal = rules.legal_actions(state, to_act[0])
        after = rules.clone(state)
        rules.perform(after, legal[rng.randrange(len(legal))])
        if not rules.to_act(after):
            break
        state = after
    return rules, state


def every_game_and_count() -> list[tuple[str, int]]:
    """(game, seats) for every game and each of its seat counts from 2 to 5."""
    return [(game, n) for game in game_ids() for n in seat_counts(get_rules(game))]
