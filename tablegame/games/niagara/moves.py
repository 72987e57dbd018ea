"""Boat moves: every complete legal move of one boat (NIA-17 to NIA-27); effects.py carries one out."""

from __future__ import annotations

from typing import Any

from tablegame.core.rules import Action
from tablegame.games.niagara.board import DOCK_NAME
from tablegame.games.niagara.catalog import catalog
from tablegame.games.niagara.state import NO_GEM, NiagaraState
from tablegame.games.niagara.view_types import NiagaraView

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
    at = state.boat_at[2 * seat + boat]
    gem = state.boat_gem[2 * seat + boat]
    out = _downstream_moves(state, seat, boat, points)
    if at == brd.dock:
        return out
    chain = brd.up_reach[at]
    here = brd.site_of[at]
    start_ops = _ops(gem, state.supply[here], "start") if here >= 0 else []
    out.extend(_upstream_moves(state, seat, boat, points))
    k_op = points - OP_COST
    if not start_ops or k_op < 0:
        return out
    # an operation at the start, then a move of k_op steps either way (or none: NIA-24)
    reach = brd.down_reach[at]
    for op, _ in start_ops:
        if k_op == 0:
            if state.options["stationary_op"]:
                out.append(_move(seat, boat, brd.names[at], op, None))
            continue
        for dest, arm in reach[k_op]:
            out.append(_move(seat, boat, brd.names[dest], op, arm))
        out.append(_move(seat, boat, brd.names[chain[k_op - 1]] if k_op < len(chain) else "dock", op, None))
    return out


def _downstream_moves(state: NiagaraState, seat: int, boat: int, points: int) -> list[Action]:
    """Downstream moves: every step costs 1; a dock boat moves only this way (NIA-20)."""
    brd = state.board
    at = state.boat_at[2 * seat + boat]
    gem = state.boat_gem[2 * seat + boat]
    reach = brd.down_reach[at]
    k_op = points - OP_COST
    out = [_move(seat, boat, brd.names[dest], None, arm) for dest, arm in reach[points]]
    if k_op >= 1:
        for dest, arm in reach[k_op]:
            site = brd.site_of[dest]
            if site >= 0:
                for op, _ in _ops(gem, state.supply[site], "end"):
                    out.append(_move(seat, boat, brd.names[dest], op, arm))
    return out


def _upstream_moves(state: NiagaraState, seat: int, boat: int, points: int) -> list[Action]:
    """Upstream moves of a boat on the river: plain ones and ones with an operation at the end."""
    brd = state.board
    at = state.boat_at[2 * seat + boat]
    gem = state.boat_gem[2 * seat + boat]
    chain = brd.up_reach[at]
    depth = len(chain)
    k_op = points - OP_COST
    out: list[Action] = []
    # plain: exactly `points` steps, or fewer when the dock is reached (NIA-23)
    if points < depth:
        dest = chain[points - 1]
        out.append(_move(seat, boat, brd.names[dest], None, None))
        if gem == NO_GEM:
            out.extend(_steals(state, seat, boat, dest))
    else:
        out.append(_move(seat, boat, "dock", None, None))
    # with an operation at the end (never at the dock: it is not a site)
    if 1 <= k_op < depth:
        dest = chain[k_op - 1]
        site = brd.site_of[dest]
        if site >= 0:
            for op, _ in _ops(gem, state.supply[site], "end"):
                out.append(_move(seat, boat, brd.names[dest], op, None))
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


def banks_a_gem(view: NiagaraView, action: Action) -> bool:
    """NIA-25, from a seat's view: True when a legal move brings a gem to the dock (carried or loaded on the way)."""
    if action["to"] != DOCK_NAME:
        return False
    load = action.get("load")
    if load is not None:
        return bool(load["op"] != "unload")
    return view["boats"][action["seat"]][action["boat"]]["gem"] is not None
