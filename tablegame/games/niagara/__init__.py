"""Niagara (Zoch 2004): paddle cards, two canoes each, gems, and a river that flows to the falls."""

from __future__ import annotations

from tablegame.core.rules import Rules

GAME_ID = "niagara"


def make_rules() -> Rules:
    """A NiagaraRules object (imported late so the registry scan stays cheap)."""
    from tablegame.games.niagara.rules import NiagaraRules

    return NiagaraRules()
