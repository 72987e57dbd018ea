"""Views (OGA-38): the whole table except the draw piles' contents, JSON-ready."""

from __future__ import annotations

import copy
from functools import lru_cache
from typing import Literal

from tablegame.games.ogallala.canoes import COLOUR_BIT, ROLE, ROWS, STRENGTH, TOTEM
from tablegame.games.ogallala.catalog import BOW, STERN, catalog
from tablegame.games.ogallala.effects import AUTO_END_CANOES
from tablegame.games.ogallala.occupancy import canoes as canoes_of
from tablegame.games.ogallala.occupancy import marks_of
from tablegame.games.ogallala.scoring import canoe_points, length_points, loot_parts, winners
from tablegame.games.ogallala.state import OVER, OgState
from tablegame.games.ogallala.view_types import CanoeColour, OgCanoe, OgScoringPart, OgSeat, OgView

_C = catalog()
_IDS = _C.ids
_COLOUR: tuple[CanoeColour, ...] = ("none", "red", "black", "mixed")


def card_id(t: int) -> str | None:
    """A card's id, or None for an empty cell / no card."""
    return _IDS[t] if t >= 0 else None


def breakdown(cards: list[int]) -> list[OgScoringPart]:
    """How a canoe of these cards scores once complete, part by part (OGA-33, OGA-34): its length first,
    then each lone loot card ({"part": "loot", "card": id}) and each set ({"part": "pair" | "triple" |
    "person" | "set_cards", "set": name, "cards": n}), every part with its points."""
    parts: list[OgScoringPart] = [{"part": "length", "cards": len(cards), "points": length_points(len(cards))}]
    for part in loot_parts(cards):
        if part.kind == "loot":
            parts.append({"part": "loot", "card": _IDS[part.which], "points": part.points})
        else:
            parts.append(
                {"part": part.kind, "set": _C.set_names[part.which], "cards": part.cards, "points": part.points}
            )
    return parts


def canoe_view(state: OgState, seat: int, r: int, span: tuple[int, int]) -> OgCanoe:
    """One canoe as the table shows it."""
    row = state.grids[seat][r]
    cols = [c for c in range(span[0], span[1] + 1) if row[c] >= 0]
    cards = [row[c] for c in cols]
    complete = ROLE[cards[0]] == BOW and ROLE[cards[-1]] == STERN and len(cols) == span[1] - span[0] + 1
    points, parts = _scored(tuple(cards))
    bits = 0
    for t in cards:
        bits |= COLOUR_BIT[t]
    attacks = 0
    if seat == state.current:
        attacks = sum(left for rr, bow, left in state.attacks if rr == r and bow == span[0])
    return {
        "row": r,
        "first_col": span[0],
        "last_col": span[1],
        "cols": cols,
        "cards": [_IDS[t] for t in cards],
        "complete": complete,
        "strength": sum(STRENGTH[t] for t in cards),
        "colour": _COLOUR[bits],
        "totem": TOTEM in cards,
        "points": points if complete else 0,
        "points_if_complete": points,
        "breakdown": [copy.copy(part) for part in parts],  # the parts of points_if_complete
        "attacks_left": attacks,
    }


@lru_cache(maxsize=1 << 12)
def _scored(cards: tuple[int, ...]) -> tuple[int, tuple[OgScoringPart, ...]]:
    """A canoe's points once complete and their parts (cached: a canoe's cards stay the same from view to
    view, and a playout builds a view at every decision). Shared parts: copy before handing them out."""
    if len(cards) < 2:
        return 0, ()
    return canoe_points(list(cards)), tuple(breakdown(list(cards)))


def seat_view(state: OgState, seat: int) -> OgSeat:
    """One seat's grid, canoes and score."""
    grid = state.grids[seat]
    marks = marks_of(state, seat)
    canoes = [canoe_view(state, seat, r, span) for r in range(ROWS) for span in canoes_of(marks, r)[0]]
    return {
        "seat": seat,
        "grid": [[card_id(t) for t in row] for row in grid],
        "canoes": canoes,
        "complete_canoes": sum(1 for c in canoes if c["complete"]),
        "score": sum(c["points"] for c in canoes),
    }


def _variant(state: OgState) -> Literal["basic", "advanced"]:
    """The rules variant being played."""
    return "advanced" if state.advanced else "basic"


def build_view(state: OgState, viewer: int | None) -> OgView:
    """What `viewer` sees: everything but the draw piles' order and contents (OGA-38); `viewer` None is an
    onlooker, who sees the same table.

    Besides the table, two public records of the last action, for the animations and the history:
    `last_attack` (each card of an attacked canoe, left to right, and whether it went to the discard pile or
    became booty) and `last_draw` (the card a draw took, shown to all, even if it left the table at once).
    """
    seats = [seat_view(state, s) for s in range(state.n_seats)]
    scores = [s["score"] for s in seats]
    over = state.phase == OVER
    return {
        "game": "ogallala",
        "viewer": viewer,
        "n_seats": state.n_seats,
        "variant": _variant(state),
        "phase": state.phase,
        "to_act": [] if over else [state.current],
        "current": state.current,
        "start_seat": state.start_seat,
        "piles": [len(p) for p in state.piles],
        "discard": [_IDS[t] for t in reversed(state.discard)],  # top first
        "discard_top": card_id(state.discard[-1]) if state.discard else None,
        "reshuffles_left": state.reshuffles_left,
        "held": card_id(state.held),
        "held_source": state.held_source or None,
        "booty": [_IDS[t] for t in state.booty],
        "shift_cell": list(state.shift_cell) if state.shift_cell else None,
        "pre_done": list(state.pre_done),
        "stopped": state.stopped,
        "stop_reasons": list(state.stop_reasons),
        "ability": state.ability or None,
        "attacks": [{"row": r, "col": c, "left": n} for r, c, n in state.attacks],
        "completed_this_turn": [{"row": r, "col": c} for r, c in state.completed],
        "drawn_this_turn": state.drawn,  # the cards the seat to act has drawn this turn (it draws on, OGA-17)
        "seats": seats,
        "scores": scores,
        "over": over,
        "end_reason": state.end_reason or None,
        "last_attack": [
            {"col": c, "card": _IDS[t], "to": "booty" if booty else "discard"} for c, t, booty in state.last_attack
        ],  # the target canoe's cards, left to right
        # The card the last action drew, shown to all (OGA-14): the history names it even when it left the
        # table in the same action (an axe discarded, then reshuffled into a pile). None if it drew none.
        "last_draw": card_id(state.last_draw),
        "end_cause": state.end_cause or None,  # "ended" (OGA-31), "five_canoes" (OGA-32), "no_cards" (OGA-7)
        "auto_end_canoes": AUTO_END_CANOES,
        "winners": winners(scores) if over else [],
    }
