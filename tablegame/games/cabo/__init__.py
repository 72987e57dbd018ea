"""CABO: a memory card game for 2-4 players (cabo.md)."""

from tablegame.core.rules import Rules

GAME_ID = "cabo"


def make_rules() -> Rules:
    """The CABO rules object."""
    from tablegame.games.cabo.rules import CaboRules

    return CaboRules()
