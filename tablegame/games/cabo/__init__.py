"""CABO: a memory card game for 2-4 players (docs/rules/cabo.md)."""

from tablegame.core.rules import Rules

GAME_ID = "cabo"

# Plug-ins, as "module:Class" strings so that discovering the games imports none of them.
BOTS = {
    "easy": "tablegame.games.cabo.bots:EasyBot",
    "normal": "tablegame.games.cabo.bots:NormalBot",
    "hard": "tablegame.bots.hard:HardBot",  # the generic search, tuned by SEARCH_HOOKS
}
SEARCH_HOOKS = "tablegame.games.cabo.search:Hooks"


def make_rules() -> Rules:
    """The CABO rules object."""
    from tablegame.games.cabo.rules import CaboRules

    return CaboRules()
