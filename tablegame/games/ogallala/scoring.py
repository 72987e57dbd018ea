"""Scoring (OGA-33, OGA-34, OGA-40): only complete canoes score; loot sets pay 40 or 90."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, NamedTuple

from tablegame.games.ogallala.canoes import cards_of, complete_spans
from tablegame.games.ogallala.catalog import LEFT, PERSON, RIGHT, catalog
from tablegame.games.ogallala.state import OVER, OgState

_C = catalog()
_LOOT = _C.loot
_SET = _C.set_of
_PART = _C.part
LootKind = Literal["loot", "pair", "triple", "person", "set_cards"]
# The numbers of OGA-33 and OGA-34 (the table's score screen and card faces read them from here).
LONG_CANOE = 8  # from this many cards a canoe scores LONG_POINTS per card, else 1
LONG_POINTS = 2  # a long canoe's points per card
LOOT_POINTS = 10  # a loot card on its own, a set's person beside an unjoined pair, each card of a split set
PAIR_POINTS = 40  # a set's left and right halves side by side
TRIPLE_POINTS = 90  # a pair with its person at either end


def length_points(n: int) -> int:
    """OGA-33: n points for 2-7 cards, 2n for 8-14."""
    return n if n < LONG_CANOE else LONG_POINTS * n


class LootPart(NamedTuple):
    """One scoring part of a canoe's loot: a lone loot card, or what one set's cards make (OGA-33, OGA-34)."""

    kind: LootKind
    which: int  # the card index for "loot", else the set index
    cards: int  # how many cards the part counts
    points: int


def loot_parts(cards: list[int]) -> list[LootPart]:
    """The parts of a canoe's loot points in card order: lone loot cards first, then the sets as first seen."""
    parts: list[LootPart] = []
    _score_loot(cards, parts)
    return parts


def loot_points(cards: list[int]) -> int:
    """The points of a canoe's loot (see `_score_loot`)."""
    return _score_loot(cards, None)


def _score_loot(cards: list[int], parts: list[LootPart] | None) -> int:
    """OGA-33, OGA-34, in one canoe's card order: 10 per lone loot card; per set a pair 40 (its person 10
    more), a triple 90, or 10 per card of a set not side by side. Appends each part to `parts` if given
    (the bots' hot path asks for the total only)."""
    total = 0
    sets: dict[int, dict[int, int]] = {}
    for pos, t in enumerate(cards):
        if not _LOOT[t]:
            continue
        if _SET[t] < 0:
            total += LOOT_POINTS
            if parts is not None:
                parts.append(LootPart("loot", t, 1, LOOT_POINTS))
        else:
            sets.setdefault(_SET[t], {})[_PART[t]] = pos
    for number, found in sets.items():
        left, right, person = found.get(LEFT), found.get(RIGHT), found.get(PERSON)
        if left is not None and right == left + 1:
            if person is not None and person in (left - 1, right + 1):
                total += TRIPLE_POINTS
                made: tuple[tuple[LootKind, int, int], ...] = (("triple", 3, TRIPLE_POINTS),)
            elif person is not None:
                total += PAIR_POINTS + LOOT_POINTS
                made = (("pair", 2, PAIR_POINTS), ("person", 1, LOOT_POINTS))
            else:
                total += PAIR_POINTS
                made = (("pair", 2, PAIR_POINTS),)
        else:
            total += LOOT_POINTS * len(found)
            made = (("set_cards", len(found), LOOT_POINTS * len(found)),)
        if parts is not None:
            parts.extend(LootPart(kind, number, n, points) for kind, n, points in made)
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


def result(state: OgState) -> dict[str, Any]:
    """Scores of complete canoes by seat (OGA-40) and the winners once over (OGA-35)."""
    scores = [seat_score(grid) for grid in state.grids]
    return {"scores": scores, "winners": winners(scores) if state.phase == OVER else []}


def winners(scores: list[int]) -> list[int]:
    """The seats with the highest total: ties share the win (OGA-35)."""
    best = max(scores)
    return [s for s, score in enumerate(scores) if score == best]


def progress(view: Mapping[str, Any]) -> list[float]:
    """Each seat's points of complete canoes (OGA-40), as every seat sees them: the game-over picture's lines."""
    return [float(seat["score"]) for seat in view["seats"]]
