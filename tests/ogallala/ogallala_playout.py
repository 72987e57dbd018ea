"""Random playouts with invariant checks; also a script for long runs by hand.

.venv/bin/python tests/ogallala/ogallala_playout.py --games 2000
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from typing import Any

from tablegame.core.registry import get_rules
from tablegame.games.ogallala.canoes import complete_spans, row_problem
from tablegame.games.ogallala.catalog import catalog
from tablegame.games.ogallala.occupancy import grid_marks

MAX_ACTIONS = 20_000
KEEPS_CELLS = {"draw", "place", "discard", "pass", "end_game", "continue"}  # OGA-10: nothing moves or leaves
DECK_COUNTS = dict(zip(catalog().ids, catalog().counts, strict=True))


def check_state(rules: Any, state: Any, all_rows: bool = False) -> None:
    """Invariants of every position: 112 cards, legal rows, tracked canoes complete, the grids' marks current.

    Only the seat to act adds or moves cards in a grid (others only lose cards, which keeps a row
    legal), so each step checks the rows of that seat and, with `all_rows`, every row.
    """
    assert rules.count_components(state) == DECK_COUNTS, "cards not conserved"
    for seat, grid in enumerate(state.grids):
        assert len(grid) == 3 and all(len(row) == 14 for row in grid)
        if all_rows or seat == state.current:
            for row in grid:
                assert row_problem(row, state.advanced) is None, row_problem(row, state.advanced)
    grid = state.grids[state.current]
    for r, bow, _left in state.attacks + [[*c, 0] for c in state.completed]:
        assert any(s[0] == bow for s in complete_spans(grid[r])), "a tracked canoe is not complete"
    if state.marks is not None and state.marked is state.grids:
        assert state.marks == [grid_marks(g) for g in state.grids], "the grids' marks are out of date"
    if state.phase == "hold":
        assert state.held >= 0
    if state.phase not in ("hold", "sink"):
        assert state.held < 0


def play(n: int, variant: str, seed: int) -> dict[str, Any]:
    """One random game with Ogallala's own checks (tests/test_every_game.py runs the generic ones)."""
    rules = get_rules("ogallala")
    options = rules.resolve_options({"variant": variant})
    state = rules.setup(n, options, random.Random(seed), {})
    rng = random.Random(seed * 31 + n)
    log = []
    while not rules.is_over(state):
        assert len(log) < MAX_ACTIONS, "the game does not end"
        check_state(rules, state, all_rows=len(log) % 50 == 0)
        seat = state.current
        assert rules.to_act(state) == [seat]
        for other in range(n):
            if other != seat:
                assert rules.legal_actions(state, other) == []
        legal = rules.legal_actions(state, seat)
        assert legal, f"no legal action in phase {state.phase}"
        if len(log) % 50 == 0:
            _check_one_table(rules, state)
            assert rules.legal_actions(rules.clone(state), seat) == legal, "a clone lists other actions"
        action = legal[rng.randrange(len(legal))]
        before = [[row[:] for row in g] for g in state.grids]
        rules.apply(state, action)
        log.append(action)
        if action["type"] in KEEPS_CELLS:
            for g0, g1 in zip(before, state.grids, strict=True):
                for row0, row1 in zip(g0, g1, strict=True):
                    assert all(t1 == t0 for t0, t1 in zip(row0, row1, strict=True) if t0 >= 0), "OGA-10"
    check_state(rules, state, all_rows=True)
    assert rules.to_act(state) == [] and rules.legal_actions(state, 0) == []
    result = rules.result(state)
    assert result["winners"] and max(result["scores"]) == result["scores"][result["winners"][0]]
    return {"actions": len(log), "scores": result["scores"], "reason": state.end_reason}


def _check_one_table(rules: Any, state: Any) -> None:
    """Nothing is hidden in Ogallala: every seat sees the same table (but for who is looking)."""
    views = [rules.view(state, s) for s in range(state.n_seats)]
    for v in views:
        v.pop("viewer")
    assert all(v == views[0] for v in views), "seats see different tables"


def main(argv: list[str] | None = None) -> int:
    """Run many checked playouts over 2-5 seats and both variants; print a summary."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000, help="games per (seats, variant)")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    total = 0
    for variant in ("basic", "advanced"):
        for n in (2, 3, 4, 5):
            lengths = []
            reasons: dict[str, int] = {}
            for seed in range(args.games):
                out = play(n, variant, seed)
                lengths.append(out["actions"])
                key = out["reason"].split(" (")[0].split("seat ")[-1]
                reasons[key] = reasons.get(key, 0) + 1
            total += args.games
            print(
                f"{variant:8} {n} seats: {args.games} games ok, actions mean {sum(lengths) / len(lengths):.0f}"
                f" max {max(lengths)}; ends: {reasons}"
            )
    print(f"{total} games in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
