"""Determinization: a full state consistent with a view (OGA-38 hides only the draw piles)."""

from __future__ import annotations

import random

from tablegame.games.ogallala.catalog import catalog
from tablegame.games.ogallala.state import OgState
from tablegame.games.ogallala.view_types import OgView

_C = catalog()


def state_from_view(view: OgView, rng: random.Random) -> OgState:
    """A full state consistent with a view: every unseen card shuffled into piles of the seen sizes."""
    index = _C.index
    grids = [[[index[c] if c is not None else -1 for c in row] for row in s["grid"]] for s in view["seats"]]
    discard = [index[c] for c in reversed(view["discard"])]
    booty = [index[c] for c in view["booty"]]
    held = index[view["held"]] if view["held"] is not None else -1
    left = list(_C.counts)
    seen = [t for g in grids for row in g for t in row if t >= 0] + discard + booty + ([held] if held >= 0 else [])
    for t in seen:
        left[t] -= 1
    unseen = [t for t, n in enumerate(left) for _ in range(n)]
    rng.shuffle(unseen)
    piles = []
    for size in view["piles"]:
        piles.append(unseen[:size])
        unseen = unseen[size:]
    state = OgState(
        n_seats=view["n_seats"],
        options={"variant": view["variant"], "reshuffles": view["reshuffles_left"]},
        rng=random.Random(rng.getrandbits(64)),
        grids=grids,
        piles=piles,
        discard=discard,
        reshuffles_left=view["reshuffles_left"],
        advanced=view["variant"] == "advanced",
        start_seat=view["start_seat"],
        current=view["current"],
        phase=view["phase"],
        held=held,
        held_source=view["held_source"] or "",
        booty=booty,
        stopped=view["stopped"],
        stop_reasons=list(view["stop_reasons"]),
        ability=view["ability"] or "",
        shift_cell=(view["shift_cell"][0], view["shift_cell"][1]) if view["shift_cell"] else None,
        pre_done=tuple(view["pre_done"]),
        attacks=[[a["row"], a["col"], a["left"]] for a in view["attacks"]],
        completed=[[c["row"], c["col"]] for c in view["completed_this_turn"]],
        end_reason=view["end_reason"] or "",
        end_cause=view["end_cause"] or "",
        last_attack=[(m["col"], index[m["card"]], m["to"] == "booty") for m in view["last_attack"]],
        last_draw=index[view["last_draw"]] if view["last_draw"] is not None else -1,
        drawn=view["drawn_this_turn"],
    )
    return state
