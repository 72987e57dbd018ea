"""The canoe model (OGA-11, OGA-12, OGA-36): a row of 14 cells grouped into canoes.

A row is a list of 14 card indexes (EMPTY = -1). A canoe is named by its span (first, last) of
columns; its cards are the filled cells of that span (a canoe's inner gaps are single cells).
"""

from __future__ import annotations

from tablegame.games.ogallala.catalog import BLACK, BOW, RED, STERN, catalog
from tablegame.i18n import tr

COLS = 14
ROWS = 3

_C = catalog()
ROLE = _C.role
STRENGTH = _C.strength
COLOUR = _C.colour
KIND = _C.kind
TOTEM = _C.index["totem"]
# Colour bit of each card as an Indian (lasso throwers and archers are colourless): 1 red, 2 black.
COLOUR_BIT = tuple(
    (1 if c == RED else 2 if c == BLACK else 0) if s > 0 else 0 for c, s in zip(_C.colour, _C.strength, strict=True)
)

Span = tuple[int, int]


def row_spans(row: list[int]) -> list[Span]:
    """The canoes of a row, left to right, as (first, last) columns (OGA-11)."""
    spans = []
    start = -1
    last = -1
    role = ROLE
    for c in range(COLS):
        t = row[c]
        if t < 0:
            continue
        if start < 0:
            start = c
        elif role[t] == BOW or role[row[last]] == STERN or c - last >= 3:
            spans.append((start, last))
            start = c
        last = c
    if start >= 0:
        spans.append((start, last))
    return spans


def span_at(row: list[int], col: int) -> Span | None:
    """The span of the canoe holding (row, col), or None for an empty cell.

    Walks out from the cell by row_spans's rule (a canoe ends before a bow-type card, after a stern-type
    card and at two empty cells), so it reads only the canoe and its edges.
    """
    if row[col] < 0:
        return None
    role = ROLE
    a = col
    while role[row[a]] != BOW:
        before = a - 1 if a > 0 and row[a - 1] >= 0 else a - 2 if a > 1 and row[a - 2] >= 0 else -1
        if before < 0 or role[row[before]] == STERN:
            break
        a = before
    b = col
    while role[row[b]] != STERN:
        after = b + 1 if b < COLS - 1 and row[b + 1] >= 0 else b + 2 if b < COLS - 2 and row[b + 2] >= 0 else -1
        if after < 0 or role[row[after]] == BOW:
            break
        b = after
    return a, b


def is_complete(row: list[int], span: Span) -> bool:
    """OGA-12: first card bow-type, last stern-type, no empty cell between."""
    a, b = span
    if ROLE[row[a]] != BOW or ROLE[row[b]] != STERN:
        return False
    return all(row[c] >= 0 for c in range(a + 1, b))


def cards_of(row: list[int], span: Span) -> list[int]:
    """The card indexes of a canoe, left to right."""
    return [t for t in row[span[0] : span[1] + 1] if t >= 0]


def strength(row: list[int], span: Span) -> int:
    """OGA-2: the sum of the canoe's Indians' strengths."""
    return sum(STRENGTH[t] for t in row[span[0] : span[1] + 1] if t >= 0)


def colour_bits(row: list[int], span: Span) -> int:
    """Bit 1: the canoe holds a red Indian; bit 2: a black one (OGA-36, OGA-37)."""
    bits = 0
    for t in row[span[0] : span[1] + 1]:
        if t >= 0:
            bits |= COLOUR_BIT[t]
    return bits


def has_totem(row: list[int], span: Span) -> bool:
    """OGA-22: the canoe holds a totem pole."""
    return TOTEM in row[span[0] : span[1] + 1]


def complete_spans(row: list[int]) -> list[Span]:
    """The complete canoes of a row."""
    return [s for s in row_spans(row) if is_complete(row, s)]


def count_complete(grid: list[list[int]]) -> int:
    """How many complete canoes a seat has."""
    return sum(len(complete_spans(row)) for row in grid)


def row_problem(row: list[int], advanced: bool) -> str | None:
    """Why a row breaks OGA-9 (c)-(f), or None (used for the `areas` override)."""
    kinds = [KIND[t] for t in row if t >= 0]
    if len(kinds) != len(set(kinds)):
        return tr("two cards of the same kind lie in one row")
    for c, t in enumerate(row):
        if t < 0:
            continue
        if ROLE[t] == BOW and c > 0 and row[c - 1] >= 0 and ROLE[row[c - 1]] != STERN:
            return tr("column {col}: only a stern-type card may lie left of a bow-type card", col=c)
        if ROLE[t] == STERN and c < COLS - 1 and row[c + 1] >= 0 and ROLE[row[c + 1]] != BOW:
            return tr("column {col}: only a bow-type card may lie right of a stern-type card", col=c)
    if advanced and any(colour_bits(row, s) == 3 for s in row_spans(row)):
        return tr("a canoe holds both a red and a black Indian")
    return None
