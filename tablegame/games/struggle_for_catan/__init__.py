"""The Struggle for Catan: a fast Catan card game for 2-4 seats (rules in struggle-for-catan.md)."""

from __future__ import annotations

from tablegame.core.rules import Rules

GAME_ID = "struggle-for-catan"

# Plug-ins, as "module:Class" strings so that discovering the games imports none of them.
BOTS = {
    "easy": "tablegame.games.struggle_for_catan.bots:EasyBot",
    "normal": "tablegame.games.struggle_for_catan.bots:NormalBot",
    "hard": "tablegame.bots.hard:HardBot",  # the generic search, tuned by SEARCH_HOOKS
}
SEARCH_HOOKS = "tablegame.games.struggle_for_catan.search:Hooks"


def make_rules() -> Rules:
    """The rules object for this game."""
    from tablegame.games.struggle_for_catan.rules import StruggleForCatanRules

    return StruggleForCatanRules()
