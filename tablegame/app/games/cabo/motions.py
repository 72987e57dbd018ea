"""What travels when a CABO action is animated: the cards the rules say the action moved (the view's
`last_moves`), each from its item before the action to its item after it."""

from __future__ import annotations

from typing import Any

from tablegame.app.games.cabo.items import row_key
from tablegame.table.model import Motion
from tablegame.table.presenter import View

PILE_ITEMS = {"deck": "draw", "discard": "discard", "drawn": "drawn"}  # a pile of the rules -> its item key


def motions(before: View, after: View) -> list[Motion]:
    """The last action's moves as motions; none when the action ended a round (the table is dealt anew)."""
    if after["round"] != before["round"] or after["phase"] == "over":
        return []
    return [Motion(item_key(move["from"]), item_key(move["to"])) for move in after["last_moves"]]


def item_key(place: Any) -> str:
    """The item key of a place of `last_moves`: a pile's name or {"seat", "position"} of a row card."""
    if isinstance(place, dict):
        return row_key(place["seat"], place["position"])
    return PILE_ITEMS[place]
