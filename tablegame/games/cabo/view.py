"""What one seat may see of a CABO state (CABO-30 to CABO-32): the single redaction point."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any, cast, get_args

from tablegame.games.cabo.catalog import Catalog
from tablegame.games.cabo.legal import to_act
from tablegame.games.cabo.state import OVER, CaboState, Pile, Place
from tablegame.games.cabo.view_types import (
    CaboDrawn,
    CaboOptions,
    CaboPlace,
    CaboRoundScreen,
    CaboSeatPlace,
    CaboSlot,
    CaboView,
)


@cache
def mask_seats(mask: int) -> tuple[int, ...]:
    """The seats of a bit mask, in increasing order."""
    return tuple(s for s in range(mask.bit_length()) if mask >> s & 1)


def view_for(state: CaboState, seat: int | None, catalog: Catalog, open_cards: bool = False) -> CaboView:
    """The view of CABO-32: a card's id only if it is face up or `seat` has seen it (None: an onlooker).

    With `open_cards` every card of the rows and the held card is shown face up (a finished game looked
    back at); the draw pile stays a count. Besides the fields of CABO-32 the view has `last_turn`, the
    round-score `history`, the `options`, the last action's `last_moves` and `last_looks`, and in
    `last_round` (public: every card is face up when a round ends) also the round's final `discard` pile
    (top first) and `draw_count`, so that the last move of a round can be told and shown after the deal.
    """
    ids = catalog.ids
    bit = 0 if seat is None else 1 << seat
    rows = [
        [
            CaboSlot(
                card=ids[card] if face_up or seen & bit or open_cards else None,
                face_up=face_up or open_cards,
                seen_by=list(mask_seats(seen)),
            )
            for card, face_up, seen in row
        ]
        for row in state.rows
    ]
    drawn: CaboDrawn | None = None
    if state.drawn is not None:
        holder, source, card = state.drawn
        shown = holder == seat or source == "discard" or open_cards
        drawn = {"seat": holder, "source": source, "card": ids[card] if shown else None}
    return {
        "seat": seat,
        "round": state.round,
        "start_seat": state.start_seat,
        "phase": state.phase,
        "to_act": to_act(state),
        "current": state.current,
        "caller": state.caller,
        "last_turn": state.caller is not None and state.phase != OVER,  # after a call, each turn is a last (CABO-19)
        "rows": rows,
        "drawn": drawn,
        "discard": [ids[card] for card in reversed(state.discard)],
        "draw_count": len(state.deck),
        "scores": state.scores[:],
        "round_scores": state.round_scores[:],
        "winners": state.winners[:],
        "resets_used": state.resets_used[:],
        "last_round": copy_screen(state.last_round),
        "history": [scores[:] for scores in state.history],
        "options": cast(CaboOptions, dict(state.options)),
        "last_moves": [{"from": place_json(a), "to": place_json(b)} for a, b in state.last_moves],
        "last_looks": [
            {"seat": seat, "card": CaboSeatPlace(seat=owner, position=position)}
            for seat, owner, position in state.last_looks
        ],
    }


def place_json(place: Place) -> CaboPlace:
    """A place as a view writes it: a pile's name, or {"seat", "position"} of a row card."""
    if isinstance(place, tuple):
        return CaboSeatPlace(seat=place[0], position=place[1])
    return place


def place_from_json(place: CaboPlace) -> Place:
    """A place of a view's `last_moves` as the state keeps it."""
    if isinstance(place, dict):
        return place["seat"], place["position"]
    if place in get_args(Pile):
        return place
    raise ValueError(f"not a CABO place: {place!r}")


def copy_screen(screen: Mapping[str, Any] | None) -> CaboRoundScreen | None:
    """A copy of the last round's score screen that a caller may change freely."""
    if screen is None:
        return None
    return {
        "round": screen["round"],
        "rows": [row[:] for row in screen["rows"]],
        "sums": screen["sums"][:],
        "round_scores": screen["round_scores"][:],
        "caller": screen["caller"],
        "bomb": screen["bomb"],
        "start_seat": screen["start_seat"],
        "why": screen["why"][:],
        "scoring": screen["scoring"].copy(),
        "discard": screen["discard"][:],
        "draw_count": screen["draw_count"],
        "resets": screen["resets"][:],
        "scores": screen["scores"][:],
        "next_start": screen["next_start"],
    }
