"""The Struggle for Catan: a fast Catan card game for 2-4 seats (rules in struggle-for-catan.md)."""

from __future__ import annotations

from tablegame.core.rules import Rules

GAME_ID = "struggle-for-catan"


def make_rules() -> Rules:
    """The rules object for this game."""
    from tablegame.games.struggle_for_catan.rules import StruggleForCatanRules

    return StruggleForCatanRules()
