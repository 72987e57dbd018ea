"""Shared helpers of the Ogallala tests: build positions through the setup overrides and act."""

from __future__ import annotations

from typing import Any

from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules
from tablegame.games.ogallala.catalog import catalog

CAT = catalog()


def rules():
    """A fresh Ogallala rules object."""
    return get_rules("ogallala")


def row(text: str) -> list[int]:
    """A 14-cell row from "3:bow-red 4:paddler-red-3" (card indexes, -1 empty)."""
    cells = [-1] * 14
    for item in text.split():
        col, card = item.split(":", 1)
        cells[int(col)] = CAT.index[card]
    return cells


def area(*rows: str) -> list[dict[str, Any]]:
    """An `areas` entry for one seat from up to three row strings ("" for an empty row)."""
    cells = []
    for r, text in enumerate(rows):
        for item in text.split():
            col, card = item.split(":", 1)
            cells.append({"row": r, "col": int(col), "card": card})
    return cells


def match(setup: dict | None = None, options: dict | None = None, n: int = 2, seed: int = 1) -> Match:
    """A match of n human seats with these overrides and options."""
    return Match("ogallala", [Seat(f"Seat {i}") for i in range(n)], seed, dict(options or {}), dict(setup or {}))


def act(m: Match, type_: str, seat: int | None = None, **fields: Any) -> None:
    """Apply one action for the seat to act (or the given seat)."""
    if seat is None:
        seat = m.to_act()[0]
    m.apply({"seat": seat, "type": type_, **fields})


def legal_of(m: Match, type_: str) -> list[dict[str, Any]]:
    """The legal actions of one type for the seats to act."""
    return [a for a in m.legal_actions() if a["type"] == type_]


def places(m: Match) -> set[tuple[int, int]]:
    """The cells where the held card may be placed."""
    return {(a["row"], a["col"]) for a in legal_of(m, "place")}


def types(m: Match) -> set[str]:
    """The types of the legal actions now."""
    return {a["type"] for a in m.legal_actions()}


def grid_ids(m: Match, seat: int) -> list[list[str | None]]:
    """A seat's grid as card ids."""
    return m.view(seat)["seats"][seat]["grid"]


def cell(m: Match, seat: int, r: int, c: int) -> str | None:
    """The card id in one cell of a seat's grid."""
    return grid_ids(m, seat)[r][c]


def held(m: Match) -> str | None:
    """The held card's id."""
    return m.view(0)["held"]


def scores(m: Match) -> list[int]:
    """The current scores."""
    return m.result()["scores"]


def draw_place(m: Match, pile: int, r: int, c: int) -> None:
    """Draw from a pile and place the card at (r, c)."""
    act(m, "draw", pile=pile)
    act(m, "place", row=r, col=c)


# Example 3 (OGA-13, 25, 34): the piles that make a bear set in row 1 and then a shift to fit its last card.
EXAMPLE_3 = {
    "piles": [["bow", "bear-left", "paddler-red-2", "stern"], ["loot-eagle"], ["bear-right", "bear-person", "loot-fur"]]
}


def example_3_bear_right_held() -> Match:
    """Example 3 up to the bear-right drawn: row 1 holds a 4-card canoe at 5-8, a shift must make room for it."""
    m = match(setup=EXAMPLE_3)
    for col in (5, 6, 7, 8):
        act(m, "draw", pile=0)
        act(m, "place", row=1, col=col)
    act(m, "draw", pile=1)
    act(m, "discard")
    act(m, "draw", pile=2)
    return m
