"""The CABO table as it stood when a round ended, built from the view after it (cabo.md CABO-22): the
final move made, every card face up, the final discard pile and draw count, and nothing of the next deal."""

from __future__ import annotations

from tablegame.games.cabo.view_facts import last_round_of
from tablegame.games.cabo.view_types import CaboSlot, CaboView


def table_at_round_end(before: CaboView, after: CaboView) -> CaboView:
    """A view shaped like `after` showing the ended round's table (its `last_round` record) with nobody to act."""
    last = last_round_of(after)
    everyone = list(range(len(last["rows"])))
    return {
        **after,
        "round": last["round"],
        "start_seat": last["start_seat"],
        "phase": "over",  # nothing to do on this table: the score screen comes next
        "to_act": [],
        "current": before["current"],
        "caller": last["caller"],
        "last_turn": False,
        "rows": [[CaboSlot(card=card, face_up=True, seen_by=everyone) for card in row] for row in last["rows"]],
        "drawn": None,
        "discard": list(last["discard"]),
        "draw_count": last["draw_count"],
    }
