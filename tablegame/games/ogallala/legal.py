"""Legality (OGA-38 action table): every legal action of a seat, one object per distinct choice."""

from __future__ import annotations

from typing import Literal

from tablegame.core.rules import Action
from tablegame.games.ogallala.canoes import COLS, ROWS
from tablegame.games.ogallala.catalog import catalog
from tablegame.games.ogallala.occupancy import FILLED, columns, marks_of
from tablegame.games.ogallala.placement import cell_bits, legal_shifts
from tablegame.games.ogallala.state import ATTACK, DRAW, END, HOLD, LASSO, OVER, SHOOT, SINK, OgState
from tablegame.games.ogallala.targets import attack_options, own_complete, target_rows

MOST_SEATS = 5
SET_OF = catalog().set_of
# The most frequent actions are made once and handed out at every decision instead of being built again: actions are
# JSON objects their callers only read (tests/ogallala/test_ogallala_shared_actions.py checks that they stay as made).
DRAWS = [[{"seat": s, "type": "draw", "pile": p} for p in range(3)] for s in range(MOST_SEATS)]
PLACES = [
    [[{"seat": s, "type": "place", "row": r, "col": c} for c in range(COLS)] for r in range(ROWS)]
    for s in range(MOST_SEATS)
]
DISCARDS = [{"seat": s, "type": "discard"} for s in range(MOST_SEATS)]
PASSES = [{"seat": s, "type": "pass"} for s in range(MOST_SEATS)]
# The lasso and shoot actions of every cell of one row, by kind, seat, target seat and row: made when first met.
STEALS: dict[str, list[list[list[list[Action] | None]]]] = {
    kind: [[[None] * ROWS for _ in range(MOST_SEATS)] for _ in range(MOST_SEATS)] for kind in ("lasso", "shoot")
}
# Each attack action, by seat, target seat, both rows and both columns (in this order, as one number): made when
# first met.
ATTACKS: dict[int, Action] = {}
# The place actions of one row's legal columns, by seat, row and the columns' bits: made when first met.
ROW_PLACES: list[list[dict[int, list[Action]]]] = [[{} for _ in range(ROWS)] for _ in range(MOST_SEATS)]


def _new_row_places(seat: int, r: int, bits: int) -> list[Action]:
    """Make and keep the shared place actions of row r's columns in `bits`, lowest column first."""
    found = ROW_PLACES[seat][r][bits] = [PLACES[seat][r][c] for c in columns(bits)]
    return found


def legal_actions(state: OgState, seat: int) -> list[Action]:
    """Every legal action of `seat` now (OGA-38 action table)."""
    if state.phase == OVER or seat != state.current:
        return []
    phase = state.phase
    if phase == DRAW:
        draws, piles = DRAWS[seat], state.piles
        if piles[0] and piles[1] and piles[2]:
            return draws[:]
        return [draws[p] for p in range(3) if piles[p]]
    if phase == HOLD:
        return hold_actions(state, seat)
    if phase == LASSO:
        return steal_actions(state, seat, "lasso")
    if phase == SHOOT:
        return steal_actions(state, seat, "shoot")
    if phase == SINK:
        grid = state.grids[seat]
        return [
            {"seat": seat, "type": "sink", "row": r, "col": c}
            for r, (a, b) in own_complete(state, seat)
            for c in range(a, b + 1)
            if grid[r][c] >= 0
        ]
    if phase == ATTACK:
        return attack_actions(state, seat)
    if phase == END:
        return [{"seat": seat, "type": "end_game"}, {"seat": seat, "type": "continue"}]
    return []


def steal_actions(state: OgState, seat: int, kind: Literal["lasso", "shoot"]) -> list[Action]:
    """Every card the lasso may take (OGA-19) or Indian the archer may shoot (OGA-20), then `pass`."""
    actions: list[Action] = []
    known = STEALS[kind][seat]
    for other, r, bits in target_rows(state, seat, indians=kind == "shoot"):
        row = known[other][r]
        if row is None:
            row = known[other][r] = [
                {"seat": seat, "type": kind, "target": other, "row": r, "col": c} for c in range(COLS)
            ]
        actions += [row[c] for c in columns(bits)]
    actions.append(PASSES[seat])
    return actions


def hold_actions(state: OgState, seat: int) -> list[Action]:
    """Place, discard and shift for the held card (OGA-9, OGA-15, OGA-25)."""
    if state.shift_cell is not None:
        r, c = state.shift_cell
        return [PLACES[seat][r][c]]
    grid = state.grids[seat]
    t = state.held
    marks = marks_of(state, seat)
    b0, b1, b2 = cell_bits(grid, marks, t, state.advanced)
    known = ROW_PLACES[seat]
    p0, p1, p2 = known[0].get(b0), known[1].get(b1), known[2].get(b2)
    if p0 is None:
        p0 = _new_row_places(seat, 0, b0)
    if p1 is None:
        p1 = _new_row_places(seat, 1, b1)
    if p2 is None:
        p2 = _new_row_places(seat, 2, b2)
    actions = p0 + p1 + p2
    actions.append(DISCARDS[seat])
    if SET_OF[t] >= 0:  # only a loot-set card may shift cards (OGA-25)
        for sh in legal_shifts(grid, t, state.advanced, state.held_source == "booty", marks):
            actions.append(
                {"seat": seat, "type": "shift", "row": sh.row, "from_col": sh.a, "to_col": sh.b, "by": sh.by}
            )
    return actions


def attack_actions(state: OgState, seat: int) -> list[Action]:
    """One action per (own cell, target cell) of every legal attack, then `pass` (OGA-27, OGA-30)."""
    actions: list[Action] = []
    own = marks_of(state, seat)
    for opt in attack_options(state):
        r, (a, b), target, r2, (a2, b2) = opt
        own_cols = columns(own[FILLED + r] & ((1 << (b + 1)) - (1 << a)))
        target_cols = columns(marks_of(state, target)[FILLED + r2] & ((1 << (b2 + 1)) - (1 << a2)))
        pair = ((seat * MOST_SEATS + target) * ROWS + r) * ROWS + r2
        for c in own_cols:
            first = (pair * COLS + c) * COLS
            for c2 in target_cols:
                found = ATTACKS.get(first + c2)
                if found is None:
                    found = ATTACKS[first + c2] = {
                        "seat": seat,
                        "type": "attack",
                        "row": r,
                        "col": c,
                        "target": target,
                        "target_row": r2,
                        "target_col": c2,
                    }
                actions.append(found)
    actions.append(PASSES[seat])
    return actions
