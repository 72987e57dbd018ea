"""Ogallala (Up the Creek): build canoes from three face-down piles (rules: shared/rules/ogallala.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tablegame.core.rules import Rules

GAME_ID = "ogallala"


def make_rules() -> Rules:
    """The rules object of Ogallala (imported lazily so game discovery stays cheap)."""
    from tablegame.games.ogallala.rules import OgallalaRules

    return OgallalaRules()
