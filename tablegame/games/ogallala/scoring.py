"""Scoring (OGA-33, OGA-34, OGA-40): only complete canoes score; loot sets pay 40 or 90."""

from __future__ import annotations

from tablegame.games.ogallala.canoes import cards_of, complete_spans
from tablegame.games.ogallala.catalog import LEFT, PERSON, RIGHT, catalog

_C = catalog()
_LOOT = _C.loot
_SET = _C.set_of
_PART = _C.part


def length_points(n: int) -> int:
    """OGA-33: n points for 2-7 cards, 2n for 8-14."""
    return n if n <= 7 else 2 * n


def loot_points(cards: list[int]) -> int:
    """OGA-33, OGA-34: 10 per loot card; a pair 40, a triple 90, in one canoe's card order."""
    total = 0
    sets: dict[int, dict[int, int]] = {}
    for pos, t in enumerate(cards):
        if not _LOOT[t]:
            continue
        if _SET[t] < 0:
            total += 10
        else:
            sets.setdefault(_SET[t], {})[_PART[t]] = pos
    for parts in sets.values():
        left, right, person = parts.get(LEFT), parts.get(RIGHT), parts.get(PERSON)
        if left is not None and right == left + 1:
            if person is not None and person in (left - 1, right + 1):
                total += 90
            else:
                total += 40 + (10 if person is not None else 0)
        else:
            total += 10 * len(parts)
    return total


def canoe_points(cards: list[int]) -> int:
    """The points of a complete canoe given its cards left to right."""
    return length_points(len(cards)) + loot_points(cards)


def row_points(row: list[int]) -> int:
    """The points of a row's complete canoes."""
    return sum(canoe_points(cards_of(row, s)) for s in complete_spans(row))


def seat_score(grid: list[list[int]]) -> int:
    """A seat's score: the points of its complete canoes (OGA-40)."""
    return sum(row_points(row) for row in grid)
