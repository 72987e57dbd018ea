"""Each seat's grid as bits (filled cells, kinds, bow- and stern-type cells, colours per row), kept up to date.

Placement legality (OGA-9) asks these at every held card and every draw asks the kinds (OGA-16b); counting
them from the 42 cells each time cost more than the rest of the decision. The rules' effects update them as a
card comes or goes. The marks belong to the grids they were made from: a state whose `grids` list is replaced
gets new marks when next asked; code that edits cells in place outside the effects (a test's position) calls
`forget`.
"""

from __future__ import annotations

from typing import Final

from tablegame.games.ogallala.canoes import COLOUR_BIT, COLS, KIND, ROLE, ROWS
from tablegame.games.ogallala.catalog import BOW, STERN
from tablegame.games.ogallala.state import OgState

# A seat's marks: 15 ints, 3 rows of each of these, row r of part P at index P + r.
FILLED: Final = 0  # bit c: column c holds a card
KINDS: Final = 3  # bit k: the row holds a card of kind k
BOWS: Final = 6  # bit c: column c holds a bow-type card
STERNS: Final = 9  # bit c: column c holds a stern-type card
COLOURS: Final = 12  # bit 1: the row holds a red Indian, bit 2 a black one (OGA-36)
FULL_ROW: Final = (1 << COLS) - 1

Marks = list[int]


def row_marks(row: list[int]) -> tuple[int, int, int, int, int]:
    """(filled, kinds, bows, sterns, colours) of one row."""
    filled = kinds = bows = sterns = colours = 0
    for c, t in enumerate(row):
        if t >= 0:
            filled |= 1 << c
            kinds |= 1 << KIND[t]
            colours |= COLOUR_BIT[t]
            role = ROLE[t]
            if role == BOW:
                bows |= 1 << c
            elif role == STERN:
                sterns |= 1 << c
    return filled, kinds, bows, sterns, colours


def grid_marks(grid: list[list[int]]) -> Marks:
    """The marks of a seat's grid, counted from its cells."""
    marks = [0] * 15
    for r in range(ROWS):
        _store(marks, r, row_marks(grid[r]))
    return marks


def _store(marks: Marks, r: int, parts: tuple[int, int, int, int, int]) -> None:
    """Write one row's parts into a seat's marks."""
    marks[FILLED + r], marks[KINDS + r], marks[BOWS + r], marks[STERNS + r], marks[COLOURS + r] = parts


def marks_of(state: OgState, seat: int) -> Marks:
    """The marks of a seat's grid (made from the grids when missing or made for another grids list)."""
    if state.marks is None or state.marked is not state.grids:
        state.marks = [grid_marks(grid) for grid in state.grids]
        state.marked = state.grids
    return state.marks[seat]


def forget(state: OgState) -> None:
    """Drop the marks (after editing cells in place outside the effects): they are made again when asked."""
    state.marks = None
    state.marked = None


def put(state: OgState, seat: int, r: int, c: int, t: int) -> None:
    """Card t now lies at (r, c) of the seat's grid (set the cell first)."""
    if state.marks is None or state.marked is not state.grids:
        return  # made afresh when next asked
    marks = state.marks[seat]
    marks[FILLED + r] |= 1 << c
    marks[KINDS + r] |= 1 << KIND[t]
    marks[COLOURS + r] |= COLOUR_BIT[t]
    role = ROLE[t]
    if role == BOW:
        marks[BOWS + r] |= 1 << c
    elif role == STERN:
        marks[STERNS + r] |= 1 << c


def row_changed(state: OgState, seat: int, r: int) -> None:
    """Row r of the seat's grid changed in any other way (a card left it, a shift): count it again."""
    if state.marks is None or state.marked is not state.grids:
        return
    _store(state.marks[seat], r, row_marks(state.grids[seat][r]))


def touch_bits(marks: Marks) -> tuple[int, int, int] | None:
    """Per row, the bits of the columns touching a card, side or corner (OGA-9b); None when the grid is empty."""
    f0, f1, f2 = marks[FILLED], marks[FILLED + 1], marks[FILLED + 2]
    if not (f0 or f1 or f2):
        return None
    n0, n1, n2 = f0 | f1, f0 | f1 | f2, f1 | f2
    return (
        (n0 | n0 << 1 | n0 >> 1) & FULL_ROW,
        (n1 | n1 << 1 | n1 >> 1) & FULL_ROW,
        (n2 | n2 << 1 | n2 >> 1) & FULL_ROW,
    )


def ends_bad(marks: Marks, r: int, role: int) -> int:
    """The columns of row r where a card of `role` would break OGA-9 (d), (e) with a neighbour, as bits."""
    filled, bows, sterns = marks[FILLED + r], marks[BOWS + r], marks[STERNS + r]
    if role == BOW:  # its left neighbour must be stern-type, its right one not bow-type
        return (((filled & ~sterns) << 1) | (bows >> 1)) & FULL_ROW
    if role == STERN:  # its left neighbour not stern-type, its right one bow-type
        return ((sterns << 1) | ((filled & ~bows) >> 1)) & FULL_ROW
    return ((sterns << 1) | (bows >> 1)) & FULL_ROW  # a middle card: neither
