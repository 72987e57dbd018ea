"""Each seat's grid as bits (filled cells, kinds, bow- and stern-type cells, colours per row), kept up to date.

Placement legality (OGA-9) asks these at every held card and every draw asks the kinds (OGA-16b); counting
them from the 42 cells each time cost more than the rest of the decision. The rules' effects update them as a
card comes or goes. The marks belong to the grids they were made from: a state whose `grids` list is replaced
gets new marks when next asked; code that edits cells in place outside the effects (a test's position) calls
`forget`.
"""

from __future__ import annotations

from typing import Final

from tablegame.games.ogallala.canoes import COLOUR_BIT, COLS, KIND, ROLE, ROWS, STRENGTH, Span
from tablegame.games.ogallala.catalog import BOW, STERN, catalog
from tablegame.games.ogallala.state import OgState

_SET = catalog().set_of

# A seat's marks: 21 ints, 3 rows of each of these, row r of part P at index P + r.
FILLED: Final = 0  # bit c: column c holds a card
KINDS: Final = 3  # bit k: the row holds a card of kind k
BOWS: Final = 6  # bit c: column c holds a bow-type card
STERNS: Final = 9  # bit c: column c holds a stern-type card
COLOURS: Final = 12  # bit 1: the row holds a red Indian, bit 2 a black one (OGA-36)
SETS: Final = 15  # bit s: the row holds a card of loot set s (OGA-25)
INDIANS: Final = 18  # bit c: column c holds an Indian (strength 1 or more: what an archer may shoot, OGA-20)
PARTS: Final = 21
FULL_ROW: Final = (1 << COLS) - 1

Marks = list[int]


RowMarks = tuple[int, int, int, int, int, int, int]


# A row's marks by its cells: the bots ask placement questions about the same rows again and again (their grids
# come from views, with new lists each time). Emptied when it grows past a bound.
_ROW_MARKS: dict[tuple[int, ...], RowMarks] = {}
_ROW_MARKS_BOUND: Final = 1 << 14


def row_marks(row: list[int]) -> RowMarks:
    """(filled, kinds, bows, sterns, colours, sets, Indians) of one row."""
    key = tuple(row)
    found = _ROW_MARKS.get(key)
    if found is None:
        if len(_ROW_MARKS) >= _ROW_MARKS_BOUND:
            _ROW_MARKS.clear()
        found = _ROW_MARKS[key] = _count_row(row)
    return found


def _count_row(row: list[int]) -> RowMarks:
    """row_marks, counted from the cells."""
    filled = kinds = bows = sterns = colours = sets = indians = 0
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
            if _SET[t] >= 0:
                sets |= 1 << _SET[t]
            if STRENGTH[t] > 0:
                indians |= 1 << c
    return filled, kinds, bows, sterns, colours, sets, indians


def grid_marks(grid: list[list[int]]) -> Marks:
    """The marks of a seat's grid, counted from its cells."""
    marks = [0] * PARTS
    for r in range(ROWS):
        _store(marks, r, row_marks(grid[r]))
    return marks


def _store(marks: Marks, r: int, parts: RowMarks) -> None:
    """Write one row's parts into a seat's marks."""
    (
        marks[FILLED + r],
        marks[KINDS + r],
        marks[BOWS + r],
        marks[STERNS + r],
        marks[COLOURS + r],
        marks[SETS + r],
        marks[INDIANS + r],
    ) = parts


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


def put(state: OgState, seat: int, r: int, c: int, t: int) -> Marks:
    """Card t now lies at (r, c) of the seat's grid (set the cell first); the seat's marks, up to date."""
    if state.marks is None or state.marked is not state.grids:
        return marks_of(state, seat)  # made afresh from the grids, the new card with them
    marks = state.marks[seat]
    marks[FILLED + r] |= 1 << c
    marks[KINDS + r] |= 1 << KIND[t]
    marks[COLOURS + r] |= COLOUR_BIT[t]
    role = ROLE[t]
    if role == BOW:
        marks[BOWS + r] |= 1 << c
    elif role == STERN:
        marks[STERNS + r] |= 1 << c
    if _SET[t] >= 0:
        marks[SETS + r] |= 1 << _SET[t]
    if STRENGTH[t] > 0:
        marks[INDIANS + r] |= 1 << c
    return marks


def row_changed(state: OgState, seat: int, r: int) -> None:
    """Row r of the seat's grid changed in any other way (a card left it, a shift): count it again."""
    if state.marks is None or state.marked is not state.grids:
        return
    _store(state.marks[seat], r, row_marks(state.grids[seat][r]))


def complete_at(marks: Marks, r: int, c: int) -> Span | None:
    """The complete canoe holding the card at (r, c), or None (OGA-12: from a bow-type card to a stern-type card
    with no empty cell, no other bow-type card after the first and no other stern-type card before the last)."""
    filled, bows, sterns = marks[FILLED + r], marks[BOWS + r], marks[STERNS + r]
    bows_left = bows & ((2 << c) - 1)
    if not bows_left:
        return None
    a = bows_left.bit_length() - 1
    sterns_right = sterns >> c << c
    if not sterns_right:
        return None
    b = (sterns_right & -sterns_right).bit_length() - 1
    cells = (2 << b) - (1 << a)
    if filled & cells != cells or bows & (cells ^ 1 << a) or sterns & (cells ^ 1 << b):
        return None
    return a, b


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


# A row's canoes depend only on which cells hold a card and which of those are bow- or stern-type: they are
# looked up by those bits (a row is read far more often than it changes). The table is emptied when it grows
# past a bound (rows met in play number in the thousands).
Canoes = tuple[list[Span], list[Span], list[Span], int]
_CANOES: dict[int, Canoes] = {}
_CANOES_BOUND: Final = 1 << 14


def canoes(marks: Marks, r: int) -> Canoes:
    """(every canoe, the complete ones, the incomplete ones, the bits of the incomplete ones' cells) of row r,
    canoes left to right (shared lists: only read)."""
    filled, bows, sterns = marks[FILLED + r], marks[BOWS + r], marks[STERNS + r]
    key = filled | bows << COLS | sterns << 2 * COLS
    found = _CANOES.get(key)
    if found is None:
        if len(_CANOES) >= _CANOES_BOUND:
            _CANOES.clear()
        found = _CANOES[key] = _canoes_of(filled, bows, sterns)
    return found


# The columns of every 7-bit half of a row's bits: a row's columns are two lookups.
_LOW_COLUMNS = [[c for c in range(7) if bits >> c & 1] for bits in range(128)]
_HIGH_COLUMNS = [[c + 7 for c in range(7) if bits >> c & 1] for bits in range(128)]


def columns(bits: int) -> list[int]:
    """The columns of a row's bits, lowest first."""
    return _LOW_COLUMNS[bits & 127] + _HIGH_COLUMNS[bits >> 7]


def _canoes_of(filled: int, bows: int, sterns: int) -> Canoes:
    """A row's canoes from its bits, by row_spans's rule (OGA-11) and is_complete's (OGA-12).

    A card starts a canoe when it is bow-type, when the card before it (one or two cells back) is stern-type or
    when no card lies in the two cells before it; it ends one likewise, mirrored.
    """
    after_stern = sterns << 1 | sterns << 2 & ~(filled << 1)
    starts = filled & (bows | ~(filled << 1) & ~(filled << 2) | after_stern)
    before_bow = bows >> 1 | bows >> 2 & ~(filled >> 1)
    ends = filled & (sterns | ~(filled >> 1) & ~(filled >> 2) | before_bow)
    spans = list(zip(columns(starts), columns(ends), strict=True))
    complete = []
    incomplete = []
    loose = 0
    for a, b in spans:
        cells = (1 << (b + 1)) - (1 << a)
        if bows >> a & 1 and sterns >> b & 1 and filled & cells == cells:
            complete.append((a, b))
        else:
            incomplete.append((a, b))
            loose |= filled & cells
    return spans, complete, incomplete, loose
