"""Niagara (Zoch 2004): paddle cards, two canoes each, gems, and a river that flows to the falls."""

from __future__ import annotations

from tablegame.core.rules import Rules

GAME_ID = "niagara"

# Plug-ins, as "module:Class" strings so that discovering the games imports none of them.
BOTS = {
    "easy": "tablegame.games.niagara.bots:EasyBot",
    "normal": "tablegame.games.niagara.bots:NormalBot",
    "hard": "tablegame.bots.hard:HardBot",  # the generic search, tuned by SEARCH_HOOKS
}
SEARCH_HOOKS = "tablegame.games.niagara.search:Hooks"


def make_rules() -> Rules:
    """A NiagaraRules object (imported late so the registry scan stays cheap)."""
    from tablegame.games.niagara.rules import NiagaraRules

    return NiagaraRules()
