"""Random legal play for the save and autosave tests: the same moves for the same match, seed and length."""

from __future__ import annotations

import random

from tablegame.core.match import Match


def play_on(match: Match, n_actions: int, seed: int = 0) -> Match:
    """Play `n_actions` more random legal actions (fewer if the game ends first)."""
    rng = random.Random(seed * 7919 + len(match.actions))
    for _ in range(n_actions):
        if match.is_over():
            break
        match.apply(rng.choice(match.legal_actions()))
    return match
