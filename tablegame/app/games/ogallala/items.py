"""Table items built from the Ogallala view: the piles, the held card, booty, the discard pile and the grids."""

from __future__ import annotations

from tablegame.app.games.ogallala import words
from tablegame.app.games.ogallala.cells import cell_key
from tablegame.games.ogallala.view_types import OgView
from tablegame.i18n import tr
from tablegame.table.model import BACK, EMPTY, FACE, CardItem, Frame, TableModel

ROWS, COLS = 3, 14
# Another seat's grid shows at least this many columns, by seat count: with layouts/ogallala.yaml (the other
# grids' boxes 0.60 of the window's width for 2 seats, 0.41 for more, the viewer's 0.672) its cards are then
# never wider than the viewer's, whatever the window's shape (tests/table/test_ogallala_legible.py checks).
MIN_COLUMNS = {2: 13}
MIN_COLUMNS_MORE = 9


def middle(model: TableModel, view: OgView, names: list[str]) -> None:
    """The three draw piles, the held card, waiting booty and the Happy Hunting Ground."""
    model.captions["piles"] = words.piles_caption(view["reshuffles_left"])
    for p, size in enumerate(view["piles"]):
        model.cards.append(
            CardItem(
                f"pile:{p}",
                "piles",
                index=p,
                slots=3,
                look=BACK if size else EMPTY,
                count=size,
                hint=words.pile_hint(p, size),
            )
        )
    held = view["held"]
    if held is None:
        model.cards.append(CardItem("held", "held", look=EMPTY, hint=tr(words.NO_HELD_CARD)))
    else:
        tag, hint = words.held_tag_and_hint(view, names)
        model.cards.append(
            CardItem("held", "held", card=held, look=FACE, tag=tag, hint=hint, detail=words.card_detail(held))
        )
    booty = view["booty"]
    for i, card in enumerate(booty):
        model.cards.append(
            CardItem(
                f"booty:{i}",
                "booty",
                index=i,
                slots=len(booty),
                card=card,
                look=FACE,
                hint=words.booty_hint(card),
                detail=words.card_detail(card),
            )
        )
    discard = view["discard"]
    model.captions["discard"] = tr(words.HUNTING_GROUND)
    model.cards.append(
        CardItem(
            "discard",
            "discard",
            card=discard[0] if discard else None,
            look=FACE if discard else EMPTY,
            hint=words.discard_hint(discard),
            detail=words.card_detail(discard[0]) if discard else "",
        )
    )


def shown_columns(grid: list[list[str | None]], least: int) -> tuple[int, int]:
    """The columns of another seat's grid worth drawing: those in use and one beside them on each side, at
    least `least` (all 14 for an empty grid), so its cards are drawn larger in the same box."""
    used = [c for row in grid for c, card in enumerate(row) if card]
    if not used:
        return 0, COLS - 1
    first, last = max(0, min(used) - 1), min(COLS - 1, max(used) + 1)
    while last - first + 1 < least:
        if first > 0:
            first -= 1
        if last - first + 1 < least and last < COLS - 1:
            last += 1
    return first, last


def grids(model: TableModel, view: OgView, names: list[str]) -> None:
    """Each seat's cells, its canoes framed (complete ones with strength and points): the viewer's whole
    3 x 14 grid, the other seats' used columns (`shown_columns`), its caption naming them when some are left out."""
    current = view["current"]
    bottom = view["viewer"] if view.get("viewer") is not None else 0  # the seat drawn at the bottom, whole
    least = MIN_COLUMNS.get(len(view["seats"]), MIN_COLUMNS_MORE)
    for seat_view in view["seats"]:
        seat = seat_view["seat"]
        hints: dict[tuple[int, int], str] = {}
        for canoe in seat_view["canoes"]:
            keys = [cell_key(seat, canoe["row"], c) for c in canoe["cols"]]
            text = words.canoe_hint(canoe, view["variant"] == "advanced")
            for c in canoe["cols"]:
                hints[(canoe["row"], c)] = text
            attack = canoe["attacks_left"] > 0 and seat == current and view["phase"] == "attack"
            if canoe["complete"]:
                model.frames.append(Frame(keys, words.frame_label(canoe, attack), "alert" if attack else "strong"))
            elif len(keys) > 1:
                model.frames.append(Frame(keys, "", "plain"))
        grid = seat_view["grid"]
        first, last = (0, COLS - 1) if seat == bottom else shown_columns(grid, least)
        width = last - first + 1
        for r in range(ROWS):
            for c in range(first, last + 1):
                card = grid[r][c]
                model.cards.append(
                    CardItem(
                        cell_key(seat, r, c),
                        "grid",
                        seat,
                        r * width + c - first,
                        ROWS * width,
                        card,
                        FACE if card else EMPTY,
                        hint=words.cell_hint(card, hints.get((r, c), "")),
                        detail=words.card_detail(card) if card else "",
                    )
                )
        model.captions[f"grid:{seat}"] = words.grid_caption(names, seat_view, (first, last))
