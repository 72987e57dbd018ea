"""Ogallala (Up the Creek): build canoes from three face-down piles (rules: docs/rules/ogallala.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tablegame.core.rules import Rules

GAME_ID = "ogallala"

# Plug-ins, as "module:Class" strings so that discovering the games imports none of them.
BOTS = {
    "easy": "tablegame.games.ogallala.bots:EasyBot",
    "normal": "tablegame.games.ogallala.bots:NormalBot",
    "hard": "tablegame.games.ogallala.bots:BoldBot",  # its planner, which played better than the search
}


def make_rules() -> Rules:
    """The rules object of Ogallala (imported lazily so game discovery stays cheap)."""
    from tablegame.games.ogallala.rules import OgallalaRules

    return OgallalaRules()
