"""Random playouts with invariant checks; also a script for long runs by hand.

    .venv/bin/python tests/ogallala/ogallala_playout.py --games 2000
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules
from tablegame.core.rules import IllegalAction
from tablegame.games.ogallala.canoes import complete_spans, row_problem
from tablegame.games.ogallala.catalog import catalog

MAX_ACTIONS = 20_000
KEEPS_CELLS = {"draw", "place", "discard", "pass", "end_game", "continue"}  # OGA-10: nothing moves or leaves
DECK_COUNTS = dict(zip(catalog().ids, catalog().counts, strict=True))


def check_state(rules: Any, state: Any, all_rows: bool = False) -> None:
    """Invariants of every position: 112 cards, legal rows, tracked canoes complete.

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
    if state.phase == "hold":
        assert state.held >= 0
    if state.phase not in ("hold", "sink"):
        assert state.held < 0


def mutations(action: dict[str, Any], n_seats: int) -> list[dict[str, Any]]:
    """Nearby actions, most of them illegal."""
    out = [{**action, "seat": (action["seat"] + 1) % n_seats}, {**action, "type": "teleport"}]
    for key in ("pile", "row", "col", "target", "target_row", "target_col", "from_col", "by"):
        if key in action:
            out.append({**action, key: action[key] + 1})
            out.append({**action, key: -1})
    return out


def play(n: int, variant: str, seed: int, thorough: bool = False) -> dict[str, Any]:
    """One random game with checks; `thorough` also applies every legal action on a clone."""
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
        if thorough:
            _check_apply(rules, state, legal, rng)
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
    if thorough:
        _check_replay(n, options, seed, log, rules, state)
    return {"actions": len(log), "scores": result["scores"], "reason": state.end_reason}


def _check_apply(rules: Any, state: Any, legal: list[dict[str, Any]], rng: random.Random) -> None:
    """apply accepts legal actions (a sample) and refuses illegal neighbours with a reason."""
    sample = legal if len(legal) <= 8 else rng.sample(legal, 8)
    before = _snapshot(state)
    for action in sample:
        copy = rules.clone(state)
        rules.apply(copy, dict(action))
    json.dumps(rules.view(copy, action["seat"]))
    assert _snapshot(state) == before, "a clone shares state with the original"
    for action in mutations(sample[0], state.n_seats):
        if action in legal:
            continue
        reason = rules.explain_illegal(state, action)
        assert isinstance(reason, str) and reason
        try:
            rules.apply(rules.clone(state), action)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"illegal action accepted: {action}")
    views = [rules.view(state, s) for s in range(state.n_seats)]
    for v in views:
        v.pop("viewer")
    assert all(v == views[0] for v in views), "seats see different tables"


def _snapshot(state: Any) -> str:
    """The mutable parts of a state, as text."""
    return repr((state.grids, state.piles, state.discard, state.booty, state.attacks, state.completed, state.held,
                 state.phase, state.current, state.reshuffles_left, state.rng.getstate()))


def _check_replay(n: int, options: dict, seed: int, log: list, rules: Any, state: Any) -> None:
    """Replaying the action list from the seed gives the same table and result."""
    m = Match("ogallala", [Seat(f"S{i}") for i in range(n)], seed, dict(options), {})
    m.replay(log)
    assert m.view(0) == rules.view(state, 0)
    assert m.result() == rules.result(state)


def main(argv: list[str] | None = None) -> int:
    """Run many checked playouts over 2-5 seats and both variants; print a summary."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000, help="games per (seats, variant)")
    parser.add_argument("--thorough-every", type=int, default=10)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    total = 0
    for variant in ("basic", "advanced"):
        for n in (2, 3, 4, 5):
            lengths = []
            reasons: dict[str, int] = {}
            for seed in range(args.games):
                out = play(n, variant, seed, thorough=seed % args.thorough_every == 0)
                lengths.append(out["actions"])
                key = out["reason"].split(" (")[0].split("seat ")[-1]
                reasons[key] = reasons.get(key, 0) + 1
            total += args.games
            print(f"{variant:8} {n} seats: {args.games} games ok, actions mean {sum(lengths) / len(lengths):.0f}"
                  f" max {max(lengths)}; ends: {reasons}")
    print(f"{total} games in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
