"""What travels when a CABO action is animated: the cards the rules say the action moved (the view's
`last_moves`), each from its item before the action to its item after it, and the cards another seat
looked at (`last_looks`), which stay in place: the items the action touched, which the table marks."""

from __future__ import annotations

from typing import Any

from tablegame.app.games.cabo.items import row_key
from tablegame.games.cabo.view_types import CaboView
from tablegame.table.model import Motion

PILE_ITEMS = {"deck": "draw", "discard": "discard", "drawn": "drawn"}  # a pile of the rules -> its item key


def motions(before: CaboView, after: CaboView) -> list[Motion]:
    """The last action's moves, then the cards it let another seat look at (a motion that stays in place);
    none into a new deal (`after` of another round: animate into the presenter's round_end_view instead)."""
    if after["round"] != before["round"]:
        return []
    moved = [Motion(item_key(move["from"]), item_key(move["to"])) for move in after["last_moves"]]
    # Another seat's look, not the viewer's own: a flight carries its picture while it lasts, and the
    # viewer's own look is a private face that must go the moment the viewer hides it.
    looked = dict.fromkeys(item_key(look["card"]) for look in after["last_looks"] if look["seat"] != after["seat"])
    return moved + [Motion(key, key) for key in looked]


def item_key(place: Any) -> str:
    """The item key of a place of `last_moves`: a pile's name or {"seat", "position"} of a row card."""
    if isinstance(place, dict):
        return row_key(place["seat"], place["position"])
    return PILE_ITEMS[place]
