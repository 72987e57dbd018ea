"""Who may be lassoed, shot, sunk or attacked (OGA-19 to OGA-22, OGA-26, OGA-27, OGA-37)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from tablegame.games.ogallala.canoes import ROWS, colour_bits, has_totem, span_at, strength
from tablegame.games.ogallala.catalog import catalog
from tablegame.games.ogallala.occupancy import INDIANS, canoes, marks_of
from tablegame.games.ogallala.state import OgState

Span = tuple[int, int]
_MEDICINE = frozenset(i for i, k in enumerate(catalog().kind) if catalog().kind_names[k] == "medicine")


class AttackOption(NamedTuple):
    """One own canoe with an attack left and one legal target canoe."""

    row: int
    span: Span
    target: int
    target_row: int
    target_span: Span


def target_rows(state: OgState, seat: int, indians: bool) -> Iterator[tuple[int, int, int]]:
    """(other seat, row, cells as bits) of every row of another seat with cards in incomplete canoes: what the
    lasso may take (OGA-19), or with `indians` the Indians the archer may shoot (OGA-20); seats and rows in order."""
    for other in range(state.n_seats):
        if other == seat:
            continue
        marks = marks_of(state, other)
        for r in range(ROWS):
            bits = canoes(marks, r)[3]
            if indians:
                bits &= marks[INDIANS + r]
            if bits:
                yield other, r, bits


def has_target(state: OgState, seat: int, indians: bool) -> bool:
    """True if the lasso (or with `indians` the archer) has something to take."""
    return next(target_rows(state, seat, indians), None) is not None


def own_complete(state: OgState, seat: int) -> list[tuple[int, Span]]:
    """(row, span) of every complete canoe of a seat."""
    marks = marks_of(state, seat)
    return [(r, s) for r in range(ROWS) for s in canoes(marks, r)[1]]


def attacks_for(row: list[int], span: Span, advanced: bool) -> int:
    """How many attacks a newly completed canoe gets: 2 with a medicine man (advanced), else 1."""
    if advanced and any(t in _MEDICINE for t in row[span[0] : span[1] + 1]):
        return 2
    return 1


def colours_may_attack(attacker_bits: int, target_bits: int) -> bool:
    """OGA-37: red attacks black or neutral, black attacks red or neutral, neutral attacks any."""
    return attacker_bits == 0 or target_bits == 0 or attacker_bits != target_bits


def attack_options(state: OgState) -> list[AttackOption]:
    """Every (own canoe with an attack left, legal target) pair of the seat to act (OGA-27)."""
    return list(_attack_options(state))


def _attack_options(state: OgState) -> Iterator[AttackOption]:
    """attack_options one by one (has_attack stops at the first)."""
    seat = state.current
    grid = state.grids[seat]
    marks = marks_of(state, seat)
    for r, bow, left in state.attacks:
        if left <= 0:
            continue
        span = next((s for s in canoes(marks, r)[1] if s[0] == bow), None)
        if span is None:
            continue
        power = strength(grid[r], span)
        if power == 0:
            continue
        bits = colour_bits(grid[r], span) if state.advanced else 0
        for other in range(state.n_seats):
            if other == seat:
                continue
            marks2 = marks_of(state, other)
            for r2, row2 in enumerate(state.grids[other]):
                for span2 in canoes(marks2, r2)[0]:
                    if has_totem(row2, span2) or strength(row2, span2) >= power:
                        continue
                    if bits and not colours_may_attack(bits, colour_bits(row2, span2)):
                        continue
                    yield AttackOption(r, span, other, r2, span2)


def has_attack(state: OgState) -> bool:
    """True if some own canoe with an attack left has a legal target."""
    return any(a[2] > 0 for a in state.attacks) and next(_attack_options(state), None) is not None


def span_in(grid: list[list[int]], r: int, c: int) -> Span | None:
    """The span of the canoe holding (r, c) of a grid, or None."""
    if not (0 <= r < ROWS and 0 <= c < 14):
        return None
    return span_at(grid[r], c)
