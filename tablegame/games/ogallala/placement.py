"""Placement legality (OGA-9) and the set shift (OGA-25) on one seat's 3 x 14 grid."""

from __future__ import annotations

from typing import NamedTuple

from tablegame.games.ogallala.canoes import (
    COLOUR_BIT,
    COLS,
    KIND,
    ROLE,
    ROWS,
    colour_bits,
    complete_spans,
    is_complete,
    row_problem,
    row_spans,
    span_at,
)
from tablegame.games.ogallala.catalog import BOW, NEVER, STERN, catalog
from tablegame.games.ogallala.occupancy import (
    BOWS,
    COLOURS,
    FILLED,
    FULL_ROW,
    KINDS,
    SETS,
    STERNS,
    Marks,
    columns,
    grid_marks,
    touch_bits,
)
from tablegame.i18n import N_, tr

_SET = catalog().set_of

Grid = list[list[int]]

# Reasons (constant strings: the hot path returns them without formatting; explain_illegal translates them).
OUTSIDE = N_("that cell is outside the 3 x 14 grid")
TAKEN = N_("that cell already holds a card")
NO_TOUCH = N_("a card must touch one of your cards, side or corner")
SAME_KIND = N_("a card of the same kind already lies in that row")
LEFT_OF_BOW = N_("only a stern-type card may lie directly left of a bow-type card")
RIGHT_OF_STERN = N_("only a bow-type card may lie directly right of a stern-type card")
MIXED = N_("a canoe may not hold both red and black Indians in the advanced variant")
AXE = N_("the crazy axeman is never placed")


class Shift(NamedTuple):
    """A set shift (OGA-25): cells (row, a..b) move `by` cells; the held card then goes to (row, v)."""

    row: int
    a: int
    b: int
    by: int
    v: int


def touch_mask(grid: Grid) -> list[int] | None:
    """Per row, the bits of the columns touching a card (OGA-9b); None when the grid is empty."""
    touch = touch_bits(grid_marks(grid))
    return None if touch is None else list(touch)


def ends_problem(row: list[int], c: int, role: int) -> str | None:
    """OGA-9 (d), (e) for a card of `role` at column c: only the two neighbours can be affected."""
    left = row[c - 1] if c > 0 else -1
    right = row[c + 1] if c < COLS - 1 else -1
    if left >= 0:
        if role == BOW and ROLE[left] != STERN:
            return LEFT_OF_BOW
        if ROLE[left] == STERN and role != BOW:
            return RIGHT_OF_STERN
    if right >= 0:
        if role == STERN and ROLE[right] != BOW:
            return RIGHT_OF_STERN
        if ROLE[right] == BOW and role != STERN:
            return LEFT_OF_BOW
    return None


def place_problem(grid: Grid, r: int, c: int, t: int, advanced: bool, touch: list[int] | None) -> str | None:
    """Why card t may not be placed at (r, c) by OGA-9, or None when it may (touch: from touch_mask)."""
    if not (0 <= r < ROWS and 0 <= c < COLS):
        return OUTSIDE
    role = ROLE[t]
    if role == NEVER:
        return AXE
    row = grid[r]
    if row[c] >= 0:
        return TAKEN
    if touch is not None and not touch[r] >> c & 1:
        return NO_TOUCH
    kind = KIND[t]
    if any(u >= 0 and KIND[u] == kind for u in row):
        return SAME_KIND
    problem = ends_problem(row, c, role)
    if problem is None and advanced and _mixes_colours(row, c, t):
        return MIXED
    return problem


def _span_bits(row: list[int]) -> list[tuple[int, int, int]]:
    """(first, last, colour bits) of every canoe of a row."""
    return [(a, b, colour_bits(row, (a, b))) for a, b in row_spans(row)]


def _mixes_colours(row: list[int], c: int, t: int, spans: list[tuple[int, int, int]] | None = None) -> bool:
    """True if card t at column c would leave its canoe with both red and black Indians (OGA-36).

    By OGA-11 the card joins the canoe of the nearest card on its left when neither it is bow-type nor
    that card stern-type and at most one empty cell lies between; likewise for the card on its right.
    """
    bits = COLOUR_BIT[t]
    for u in row:
        if u >= 0:
            bits |= COLOUR_BIT[u]
    if bits != 3:
        return False  # the whole row holds at most one colour
    if spans is None:
        spans = _span_bits(row)
    role = ROLE[t]
    bits = COLOUR_BIT[t]
    left = c - 1 if c > 0 and row[c - 1] >= 0 else c - 2 if c > 1 and row[c - 2] >= 0 else -1
    if left >= 0 and role != BOW and ROLE[row[left]] != STERN:
        bits |= next(x for a, b, x in spans if a <= left <= b)
    right = c + 1 if c < COLS - 1 and row[c + 1] >= 0 else c + 2 if c < COLS - 2 and row[c + 2] >= 0 else -1
    if right >= 0 and role != STERN and ROLE[row[right]] != BOW:
        bits |= next(x for a, b, x in spans if a <= right <= b)
    return bits == 3


# The three rows side by side in one number, 16 bits apart (two empty bits keep neighbours from spilling over).
_LANE = 16
_LANES = FULL_ROW | FULL_ROW << _LANE | FULL_ROW << 2 * _LANE


def cell_bits(grid: Grid, marks: Marks, t: int, advanced: bool) -> tuple[int, int, int]:
    """Per row, the columns where card t may be placed (OGA-9) as bits: place_problem's checks, all rows at once."""
    role = ROLE[t]
    if role == NEVER:
        return 0, 0, 0
    filled = marks[FILLED] | marks[FILLED + 1] << _LANE | marks[FILLED + 2] << 2 * _LANE
    if filled:  # (b) the empty cells touching a card, side or corner
        near = filled | filled << _LANE | filled >> _LANE
        free = (near | near << 1 | near >> 1) & ~filled
    else:
        free = _LANES
    # (d), (e): not the cells whose left or right neighbour may not lie beside a card of this role
    bows = marks[BOWS] | marks[BOWS + 1] << _LANE | marks[BOWS + 2] << 2 * _LANE
    sterns = marks[STERNS] | marks[STERNS + 1] << _LANE | marks[STERNS + 2] << 2 * _LANE
    if role == BOW:
        bad = (filled & ~sterns) << 1 | bows >> 1
    elif role == STERN:
        bad = sterns << 1 | (filled & ~bows) >> 1
    else:
        bad = sterns << 1 | bows >> 1
    bits = free & ~bad
    kind_bit = 1 << KIND[t]  # (c) a card of the kind closes the whole row
    rows = [
        0 if marks[KINDS] & kind_bit else bits & FULL_ROW,
        0 if marks[KINDS + 1] & kind_bit else bits >> _LANE & FULL_ROW,
        0 if marks[KINDS + 2] & kind_bit else bits >> 2 * _LANE & FULL_ROW,
    ]
    if advanced:
        colour = COLOUR_BIT[t]
        for r in range(ROWS):
            if rows[r] and (marks[COLOURS + r] | colour) == 3:
                rows[r] = _unmixed(grid[r], rows[r], t)
    return rows[0], rows[1], rows[2]


def _unmixed(row: list[int], bits: int, t: int) -> int:
    """The columns of `bits` where card t would not leave its canoe with red and black Indians (OGA-36)."""
    spans = _span_bits(row)
    kept = bits
    while bits:
        low = bits & -bits
        bits ^= low
        if _mixes_colours(row, low.bit_length() - 1, t, spans):
            kept ^= low
    return kept


def legal_cells(grid: Grid, t: int, advanced: bool) -> list[tuple[int, int]]:
    """Every cell where card t may be placed (OGA-9), row by row, lowest column first."""
    rows = cell_bits(grid, grid_marks(grid), t, advanced)
    return [(r, c) for r in range(ROWS) for c in columns(rows[r])]


def shifted_row(row: list[int], a: int, b: int, by: int) -> list[int]:
    """The row after cells a..b move `by` (+1 or -1) cells together."""
    after = row[:]
    if by > 0:
        after[a + 1 : b + 2] = row[a : b + 1]
        after[a] = -1
    else:
        after[a - 1 : b] = row[a : b + 1]
        after[b] = -1
    return after


def map_col(col: int, a: int, b: int, by: int) -> int:
    """Where the card at `col` lies after cells a..b move `by`."""
    return col + by if a <= col <= b else col


def shift_problem(grid: Grid, shift: Shift, t: int, advanced: bool, booty: bool) -> str | None:
    """Why a shift is not legal for held card t (OGA-25), or None when it is."""
    r, a, b, by, v = shift
    if _SET[t] < 0:
        return N_("only a loot-set card may shift cards")
    if not (0 <= r < ROWS and 0 <= a <= b < COLS) or by not in (1, -1):
        return N_("a shift moves cells from_col..to_col (from_col <= to_col, inside the grid) by +1 or -1")
    row = grid[r]
    if any(row[c] < 0 for c in range(a, b + 1)):
        return N_("every cell from from_col to to_col must hold a card")
    end = b + 1 if by > 0 else a - 1
    if not 0 <= end < COLS or row[end] >= 0:
        return N_("the cell the cards move into must exist and be empty")
    after = shifted_row(row, a, b, by)
    partner = _SET[t]
    if not any(0 <= n < COLS and after[n] >= 0 and _SET[after[n]] == partner for n in (v - 1, v + 1)):
        return N_("the freed cell would not lie beside a card of the held card's set")
    after[v] = t
    problem = row_problem(after, advanced)
    if problem is not None:
        return tr("the held card could not then be placed there: {problem}", problem=problem)
    if booty and _enters_complete(row, after, v, a, b, by):
        return N_("booty may not use a shift to enter an already complete canoe")
    return None


def _enters_complete(before: list[int], after: list[int], v: int, a: int, b: int, by: int) -> bool:
    """True if the card at v joins a canoe that was already complete before the shift."""
    span = span_at(after, v)
    if span is None or not is_complete(after, span):
        return False
    bow_before = span[0] - by if a + by <= span[0] <= b + by else span[0]
    return any(s[0] == bow_before for s in complete_spans(before))


def legal_shifts(grid: Grid, t: int, advanced: bool, booty: bool, marks: Marks | None = None) -> list[Shift]:
    """Every legal set shift for held card t (OGA-25); `marks`: the grid's (occupancy.py), if at hand."""
    partner = _SET[t]
    if partner < 0:
        return []
    if marks is None:
        marks = grid_marks(grid)
    shifts = []
    for r in range(ROWS):
        filled, kinds = marks[FILLED + r], marks[KINDS + r]
        if not marks[SETS + r] >> partner & 1 or kinds >> KIND[t] & 1 or kinds.bit_count() != filled.bit_count():
            continue  # no card of the set, or two cards of one kind once t is in (OGA-9c): no shift is legal
        row = grid[r]
        # Rows a bit check cannot settle go through shift_problem: booty (OGA-28) and, advanced, both colours.
        checked = booty or (advanced and (marks[COLOURS + r] | COLOUR_BIT[t]) == 3)
        for s, e in _runs(filled):
            # Only a shift that frees a cell beside a card of the held card's set can be legal: the freed cell's
            # neighbours are the cells a-1 and a (moving a..e right), b and b+1 (moving s..b left).
            candidates = []
            if e + 1 < COLS:
                candidates += [
                    Shift(r, a, e, 1, a)
                    for a in range(s, e + 1)
                    if _in_set(row, a - 1, partner) or _in_set(row, a, partner)
                ]
            if s - 1 >= 0:
                candidates += [
                    Shift(r, s, b, -1, b)
                    for b in range(s, e + 1)
                    if _in_set(row, b, partner) or _in_set(row, b + 1, partner)
                ]
            if checked:
                shifts += [sh for sh in candidates if shift_problem(grid, sh, t, advanced, booty) is None]
            else:
                shifts += [sh for sh in candidates if _ends_fit(marks, sh, ROLE[t])]
    return shifts


def _ends_fit(marks: Marks, shift: Shift, role: int) -> bool:
    """True if no bow-type card follows a card other than a stern-type one, nor a stern-type card precedes a card
    other than a bow-type one (OGA-9 d, e) once the shift is made and a card of `role` lies in the freed cell."""
    r, a, b, by, v = shift
    moved = (1 << (b + 1)) - (1 << a)
    filled, bows, sterns = marks[FILLED + r], marks[BOWS + r], marks[STERNS + r]
    if by > 0:
        filled = filled & ~moved | (filled & moved) << 1
        bows = bows & ~moved | (bows & moved) << 1
        sterns = sterns & ~moved | (sterns & moved) << 1
    else:
        filled = filled & ~moved | (filled & moved) >> 1
        bows = bows & ~moved | (bows & moved) >> 1
        sterns = sterns & ~moved | (sterns & moved) >> 1
    filled |= 1 << v
    if role == BOW:
        bows |= 1 << v
    elif role == STERN:
        sterns |= 1 << v
    return not (bows & (filled & ~sterns) << 1 or sterns & (filled & ~bows) >> 1)


def _in_set(row: list[int], c: int, which: int) -> bool:
    """True if column c of the row holds a card of loot set `which`."""
    return 0 <= c < COLS and row[c] >= 0 and _SET[row[c]] == which


def _runs(filled: int) -> list[tuple[int, int]]:
    """Maximal runs (first, last) of a row's filled columns, from its bits."""
    runs = []
    starts = filled & ~(filled << 1)
    ends = filled & ~(filled >> 1)
    while starts:
        low = starts & -starts
        starts ^= low
        end = ends & -ends
        ends ^= end
        runs.append((low.bit_length() - 1, end.bit_length() - 1))
    return runs


def shift_v(a: int, b: int, by: int) -> int:
    """The cell a shift frees: a when moving right, b when moving left."""
    return a if by > 0 else b
