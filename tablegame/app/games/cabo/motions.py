"""What travels when a CABO action is animated: draws to the drawn place, replaced cards to the discard
pile, the two cards of a swap."""

from __future__ import annotations

from tablegame.app.games.cabo.items import row_key
from tablegame.table.model import Action, Motion
from tablegame.table.presenter import View


def motions(action: Action, before: View, after: View) -> list[Motion]:
    """Cards that travel: draws to the drawn place, replaced cards to the discard pile, swaps."""
    if after["round"] != before["round"] or after["phase"] == "over":
        return []
    kind = action["type"]
    seat = action["seat"]
    if kind == "swap":
        mine, theirs = row_key(seat, action["position"]), row_key(action["target"], action["target_position"])
        return [Motion(mine, theirs), Motion(theirs, mine)]
    if kind == "draw":
        return [Motion("draw" if action["source"] == "deck" else "discard", "drawn")]
    if kind in ("discard", "peek", "spy"):
        return [Motion("drawn", "discard")]
    if kind != "replace":
        return []
    positions = action["positions"]
    old, new = len(before["rows"][seat]), len(after["rows"][seat])
    if len(positions) == 1 or new == old - len(positions) + 1:  # the lifted cards were discarded
        return [*(Motion(row_key(seat, p), "discard") for p in positions),
                Motion("drawn", row_key(seat, positions[0]))]
    if new == old:  # mismatch, option "none": the drawn card is discarded
        return [Motion("drawn", "discard")]
    penalty = new == old + 2
    first = new - len(positions) - 1 - int(penalty)
    moves = [Motion(row_key(seat, p), row_key(seat, first + j)) for j, p in enumerate(positions)]
    moves.append(Motion("drawn", row_key(seat, first + len(positions))))
    if penalty:
        moves.append(Motion("draw", row_key(seat, new - 1)))
    return moves
