"""Boat moves: every complete legal move of one boat (NIA-17 to NIA-27); effects.py carries one out."""

from __future__ import annotations

from typing import Any

from tablegame.core.rules import Action, View
from tablegame.games.niagara.board import DOCK_NAME
from tablegame.games.niagara.catalog import catalog
from tablegame.games.niagara.state import NO_GEM, NiagaraState

COLOURS = catalog().colours
OP_COST = 2  # NIA-21: a load, unload or exchange costs 2 points


def _ops(gem: int, supply: list[int], when: str) -> list[tuple[dict[str, Any], int]]:
    """The gem operations (NIA-22) a boat carrying `gem` can make at a site with `supply`, with the gem after."""
    ops = []
    if gem == NO_GEM:
        for colour, count in enumerate(supply):
            if count:
                ops.append(({"when": when, "op": "load", "colour": COLOURS[colour]}, colour))
    else:
        ops.append(({"when": when, "op": "unload"}, NO_GEM))
        for colour, count in enumerate(supply):
            if count and colour != gem:
                ops.append(({"when": when, "op": "exchange", "colour": COLOURS[colour]}, colour))
    return ops


def _move(seat: int, boat: int, to: str, load: dict[str, Any] | None, arm: str | None) -> Action:
    action: Action = {"seat": seat, "type": "move", "boat": boat, "to": to, "load": load, "steal_from": None}
    if arm is not None:
        action["arm"] = arm
    return action


def boat_moves(state: NiagaraState, seat: int, boat: int, points: int) -> list[Action]:
    """Every legal move of one boat with `points` movement points, on the current position."""
    brd = state.board
    names = brd.names
    at = state.boat_at[2 * seat + boat]
    gem = state.boat_gem[2 * seat + boat]
    supply = state.supply
    site_of = brd.site_of
    out: list[Action] = []
    reach = brd.down_reach[at]
    k_op = points - OP_COST
    # downstream: every step costs 1; a dock boat moves only this way (NIA-20)
    for dest, arm in reach[points]:
        out.append(_move(seat, boat, names[dest], None, arm))
    if k_op >= 1:
        for dest, arm in reach[k_op]:
            site = site_of[dest]
            if site >= 0:
                for op, _ in _ops(gem, supply[site], "end"):
                    out.append(_move(seat, boat, names[dest], op, arm))
    if at == brd.dock:
        return out
    chain = brd.up_reach[at]
    depth = len(chain)
    here = site_of[at]
    start_ops = _ops(gem, supply[here], "start") if here >= 0 else []
    # upstream, plain: exactly `points` steps, or fewer when the dock is reached (NIA-23)
    if points < depth:
        dest = chain[points - 1]
        out.append(_move(seat, boat, names[dest], None, None))
        if gem == NO_GEM:
            out.extend(_steals(state, seat, boat, dest))
    else:
        out.append(_move(seat, boat, "dock", None, None))
    # upstream with an operation at the end (never at the dock: it is not a site)
    if 1 <= k_op < depth:
        dest = chain[k_op - 1]
        site = site_of[dest]
        if site >= 0:
            for op, _ in _ops(gem, supply[site], "end"):
                out.append(_move(seat, boat, names[dest], op, None))
    if not start_ops or k_op < 0:
        return out
    # an operation at the start, then a move of k_op steps either way (or none: NIA-24)
    for op, _ in start_ops:
        if k_op == 0:
            if state.options["stationary_op"]:
                out.append(_move(seat, boat, names[at], op, None))
            continue
        for dest, arm in reach[k_op]:
            out.append(_move(seat, boat, names[dest], op, arm))
        out.append(_move(seat, boat, names[chain[k_op - 1]] if k_op < depth else "dock", op, None))
    return out


def _steals(state: NiagaraState, seat: int, boat: int, dest: int) -> list[Action]:
    """NIA-26: an empty boat ending an upstream move of all its points may rob another seat's loaded boat."""
    out = []
    at, gems, name = state.boat_at, state.boat_gem, state.board.names[dest]
    for other in range(2 * state.n_seats):
        if at[other] == dest and gems[other] != NO_GEM and other >> 1 != seat:
            out.append(
                {
                    "seat": seat,
                    "type": "move",
                    "boat": boat,
                    "to": name,
                    "load": None,
                    "steal_from": other >> 1,
                    "steal_boat": other & 1,
                }
            )
    return out


def with_arm(state: NiagaraState, action: Action) -> Action:
    """A move written without `arm` gets the arm it enters from the main channel, if any (NIA-38)."""
    brd = state.board
    seat, number, to = action.get("seat"), action.get("boat"), action.get("to")
    if (
        type(seat) is not int
        or type(number) is not int
        or number not in (0, 1)
        or not 0 <= seat < state.n_seats
        or not isinstance(to, str)
        or to not in brd.index
    ):
        return action  # not a well-formed move: legality will refuse it with a reason
    start, dest = state.boat_at[2 * seat + number], brd.index[to]
    arm = brd.arm_of[dest]
    if arm is None or brd.arm_of[start] is not None or brd.depth[dest] <= brd.depth[start]:
        return action
    return {**action, "arm": arm}


def banks_a_gem(view: View, action: Action) -> bool:
    """NIA-25, from a seat's view: True when a legal move brings a gem to the dock (carried or loaded on the way)."""
    if action["to"] != DOCK_NAME:
        return False
    load = action.get("load")
    if load is not None:
        return bool(load["op"] != "unload")
    return view["boats"][action["seat"]][action["boat"]]["gem"] is not None
