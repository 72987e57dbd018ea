"""Position values for the Ogallala bots: what a grid is worth, now and as it may grow.

A row is read as *planned canoes*: a plan starts at a bow-type card or after a stern-type card and
runs to the next such boundary, whatever the gaps, because middle cards can fill any gap. A complete
canoe is worth its points; an unfinished plan is worth the points it would score when finished,
discounted for every missing end and every hole to fill.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tablegame.games.ogallala.canoes import COLS, KIND, ROLE, STRENGTH, TOTEM
from tablegame.games.ogallala.catalog import BOW, STERN, catalog
from tablegame.games.ogallala.scoring import canoe_points, length_points, loot_points

_C = catalog()
_BOW_KINDS = frozenset(KIND[i] for i, r in enumerate(ROLE) if r == BOW)
_STERN_KINDS = frozenset(KIND[i] for i, r in enumerate(ROLE) if r == STERN)
_LOOT = _C.loot


@dataclass(frozen=True)
class Weights:
    """Tuning of the position value."""

    p_end: float = 0.45  # chance to still get a missing bow or stern
    p_hole: float = 0.75  # chance to fill one hole
    strength_guard: float = 0.04  # a stronger canoe is harder to attack
    loot_in_plan: float = 1.0  # weight of loot already aboard an unfinished plan
    dead_card: float = 0.5  # cost of a card in a plan that can no longer complete (it blocks its row's kinds)
    guard_base: float = 0.8  # share of a weak canoe's points counted safe from attack (strength_guard adds)


NORMAL = Weights()


def planned_canoes(row: list[int]) -> list[list[int]]:
    """The columns of each planned canoe of a row (boundaries: bow-types and after stern-types)."""
    plans: list[list[int]] = []
    prev = -1
    for c in range(COLS):
        t = row[c]
        if t < 0:
            continue
        if prev < 0 or ROLE[t] == BOW or ROLE[prev] == STERN:
            plans.append([c])
        else:
            plans[-1].append(c)
        prev = t
    return plans


def _end_chance(row: list[int], kinds: set[int], col: int, role_kinds: frozenset[int], w: Weights) -> float:
    """The chance to add a bow (left) or stern (right) at `col`, given the row's cells and kinds."""
    if not 0 <= col < COLS or row[col] >= 0:
        return 0.0
    if role_kinds <= kinds:
        return 0.0  # both bow-type kinds (or stern-type kinds) are in the row already
    return w.p_end


def completion_chance(row: list[int], cols: list[int], kinds: set[int], w: Weights = NORMAL) -> float:
    """The chance that a planned canoe becomes complete: 1 if it is, less for each missing end and hole."""
    a, b = cols[0], cols[-1]
    p = w.p_hole ** ((b - a + 1) - len(cols))
    if ROLE[row[a]] != BOW:
        p *= _end_chance(row, kinds, a - 1, _BOW_KINDS, w)
    if ROLE[row[b]] != STERN:
        p *= _end_chance(row, kinds, b + 1, _STERN_KINDS, w)
    return p


def plan_value(row: list[int], cols: list[int], kinds: set[int], w: Weights = NORMAL) -> float:
    """The value of one planned canoe (its columns, left to right)."""
    cards = [row[c] for c in cols]
    a, b = cols[0], cols[-1]
    holes = (b - a + 1) - len(cols)
    has_bow = ROLE[cards[0]] == BOW
    has_stern = ROLE[cards[-1]] == STERN
    power = sum(STRENGTH[t] for t in cards)
    guard = 1.0 if TOTEM in cards else min(1.0, w.guard_base + w.strength_guard * power)
    if has_bow and has_stern and holes == 0:
        return canoe_points(cards) * guard
    p = completion_chance(row, cols, kinds, w)
    if p == 0.0:
        return -w.dead_card * len(cards)
    length = len(cards) + holes + (not has_bow) + (not has_stern)
    return p * (length_points(length) + w.loot_in_plan * loot_points(cards)) * guard


def row_value(row: list[int], w: Weights = NORMAL) -> float:
    """The value of a row: its planned canoes."""
    return _row_value(tuple(row), w)


@lru_cache(maxsize=1 << 14)
def _row_value(cells: tuple[int, ...], w: Weights) -> float:
    """`row_value` by the row's cells: a placement search values the same unchanged rows again and again."""
    row = list(cells)
    kinds = {KIND[t] for t in row if t >= 0}
    return sum(plan_value(row, cols, kinds, w) for cols in planned_canoes(row))


def row_parts(row: list[int], w: Weights = NORMAL) -> tuple[list[float], float]:
    """(values of the complete canoes, value of the unfinished plans) of a row."""
    kinds = {KIND[t] for t in row if t >= 0}
    complete, unfinished = [], 0.0
    for cols in planned_canoes(row):
        value = plan_value(row, cols, kinds, w)
        a, b = cols[0], cols[-1]
        if ROLE[row[a]] == BOW and ROLE[row[b]] == STERN and len(cols) == b - a + 1:
            complete.append(value)
        else:
            unfinished += value
    return complete, unfinished


def grid_value(grid: list[list[int]], w: Weights = NORMAL) -> float:
    """The value of a seat's grid."""
    return sum(row_value(row, w) for row in grid)


def race_value(grid: list[list[int]], w: Weights = NORMAL, canoes: int = 3) -> float:
    """How near a seat is to the complete canoes that let it end the game (OGA-31): the sum of its
    `canoes` best completion chances."""
    chances: list[float] = []
    for row in grid:
        kinds = {KIND[t] for t in row if t >= 0}
        chances.extend(completion_chance(row, cols, kinds, w) for cols in planned_canoes(row))
    return sum(sorted(chances, reverse=True)[:canoes])


def cheapest_complete(grid: list[list[int]], w: Weights = NORMAL) -> float:
    """The value of the complete canoe a crazy axe would take (OGA-21), 0 without one."""
    values = [v for row in grid for v in row_parts(row, w)[0]]
    return min(values, default=0.0)


def canoe_loss(row: list[int], cols: list[int], w: Weights = NORMAL) -> float:
    """What a row loses if the cards at `cols` leave it."""
    after = row[:]
    for c in cols:
        after[c] = -1
    return row_value(row, w) - row_value(after, w)


def loot_count(cards: list[int]) -> int:
    """How many loot cards a list holds."""
    return sum(1 for t in cards if _LOOT[t])
