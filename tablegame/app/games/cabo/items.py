"""The CABO table's items built from a view: the piles, the drawn card, every row, captions and the
score panel (cabo.md §5: what the viewer sees, and how — CABO-33)."""

from __future__ import annotations

from functools import cache

from tablegame.app.games.cabo import words
from tablegame.app.games.cabo.choice import Choice
from tablegame.games.cabo.catalog import Catalog, cabo_catalog
from tablegame.games.cabo.view_types import CaboSlot, CaboView
from tablegame.table.model import BACK, EMPTY, FACE, PRIVATE, REMEMBERED, CardItem, TableModel


def row_key(seat: int, position: int) -> str:
    """The item key of a card in a seat's row."""
    return f"row:{seat}:{position}"


def parse_row_key(key: str | None) -> tuple[int, int] | None:
    """(seat, position) of a row item key, or None."""
    if not key or not key.startswith("row:"):
        return None
    _, seat, position = key.split(":")
    return int(seat), int(position)


def add_items(
    model: TableModel, view: CaboView, names: list[str], shown: set[tuple[int, int]], memory_aid: bool
) -> None:
    """The piles, the drawn card, every row with its caption, and the score panel."""
    viewer = view["seat"]
    count = view["draw_count"]
    model.cards.append(CardItem("draw", "draw", look=BACK if count else EMPTY, count=count))
    discard = view["discard"]
    model.cards.append(
        CardItem(
            "discard",
            "discard",
            card=discard[0] if discard else None,
            look=FACE if discard else EMPTY,
            count=len(discard),
        )
    )
    drawn = view["drawn"]
    if drawn is None:
        model.cards.append(CardItem("drawn", "drawn", look=EMPTY))
    else:
        public = drawn["source"] == "discard"
        look = FACE if public else (PRIVATE if drawn["card"] is not None else BACK)
        model.cards.append(
            CardItem("drawn", "drawn", card=drawn["card"], look=look, tag=words.drawn_tag(names, drawn["seat"], viewer))
        )
    for seat, row in enumerate(view["rows"]):
        for position, slot in enumerate(row):
            model.cards.append(
                CardItem(
                    row_key(seat, position),
                    "row",
                    seat,
                    position,
                    len(row),
                    slot["card"],
                    card_look((seat, position), slot, shown, memory_aid),
                    tuple(slot["seen_by"]),
                )
            )
    model.texts["scores"] = words.score_lines(view, names)
    for seat in range(len(view["rows"])):
        model.captions[f"row:{seat}"] = words.row_caption(names, seat, view["caller"])
    add_details(model, shipped_catalog())


shipped_catalog = cache(cabo_catalog)  # read once: the details name the shipped cards' values and powers


def add_details(model: TableModel, catalog: Catalog) -> None:
    """The inspector's words on every card whose face the viewer sees (a back tells nothing more)."""
    for item in model.cards:
        if item.card in catalog.index and item.look not in (BACK, EMPTY):
            kind = catalog.index[item.card]
            item.detail = words.card_detail(catalog.values[kind], catalog.powers[kind])


def card_look(where: tuple[int, int], slot: CaboSlot, shown: set[tuple[int, int]], memory_aid: bool) -> str:
    """Face up; shown to the viewer for a moment; remembered (memory aid); or its back (CABO-33)."""
    if slot["face_up"]:
        return FACE
    if slot["card"] is None:
        return BACK
    if where in shown:
        return PRIVATE
    return REMEMBERED if memory_aid else BACK


def mark_choice(model: TableModel, viewer: int | None, choice: Choice) -> None:
    """Raise the viewer's chosen cards: those chosen to replace or look at, or its card of a swap."""
    for item in model.cards:
        where = parse_row_key(item.key)
        if where is None or where[0] != viewer:
            continue
        if where[1] in choice.selection and choice.mode is None:
            item.selected = True
        if where[1] == choice.swap_own and choice.mode == "swap":
            item.selected = True
