"""Boat moves: every complete legal move of one boat (NIA-17 to NIA-27); effects.py carries one out."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import compress
from operator import itemgetter
from typing import Any

from tablegame.core.rules import Action
from tablegame.games.niagara.board import DOCK_NAME, MAX_STEPS, Board
from tablegame.games.niagara.catalog import catalog
from tablegame.games.niagara.state import ALWAYS_STOCKED, N_COLOURS, NO_GEM, NiagaraState
from tablegame.games.niagara.view_types import NiagaraView

COLOURS = catalog().colours
OP_COST = 2  # NIA-21: a load, unload or exchange costs 2 points


ALWAYS = -1  # a plan's part that needs no gem at a site (and a chunk of such parts only)
STEALS = -2  # a plan's chunk standing for the steals at the end of an upstream move (read off the position)
Part = tuple[int, tuple[Action, ...]]  # (the colour a site must hold for these moves, or ALWAYS; the moves)
Chunk = tuple[int, tuple[Part, ...]]  # (the site whose supply decides the parts, ALWAYS or STEALS; the parts)
PlanKey = tuple[int, int, int, int, int, bool]  # seat, boat, slot, gem, points, option stationary_op
NO_NEED = ALWAYS_STOCKED  # a move's need when it needs no gem at a site: the place in `state.stock` always 1
_SLOT_KEY = (N_COLOURS + 2) * MAX_STEPS  # a plan's key in its boat's table: slot * _SLOT_KEY + gem * MAX_STEPS + points


@cache
def _candidate_ops(gem: int, when: str) -> tuple[tuple[int, dict[str, Any]], ...]:
    """The gem operations (NIA-22) a boat carrying `gem` might make at a site, each with the colour the site
    must hold for it (ALWAYS: an unload, possible at any site), in the order of the action table. Made once:
    the moves share them (never changed, as the moves)."""
    if gem == NO_GEM:
        return tuple((colour, {"when": when, "op": "load", "colour": name}) for colour, name in enumerate(COLOURS))
    exchanges = [
        (colour, {"when": when, "op": "exchange", "colour": name})
        for colour, name in enumerate(COLOURS)
        if colour != gem
    ]
    return ((ALWAYS, {"when": when, "op": "unload"}), *exchanges)


# Every move the plans made, by its fields: plans from different slots, gems and points share them (fewer
# objects for the legal lists to touch). A move never changes (tests/niagara/test_niagara_shared_moves.py).
_MOVES: dict[tuple[Any, ...], Action] = {}


def _move(seat: int, boat: int, to: str, load: dict[str, Any] | None, arm: str | None) -> Action:
    """The shared move with these fields (made the first time)."""
    key = (seat, boat, to, None if load is None else (load["when"], load["op"], load.get("colour")), arm)
    action = _MOVES.get(key)
    if action is None:
        action = {"seat": seat, "type": "move", "boat": boat, "to": to, "load": load, "steal_from": None}
        if arm is not None:
            action["arm"] = arm
        _MOVES[key] = action
    return action


def is_shared(action: Action) -> bool:
    """True for a move the plans share (made once, never freed, never changed)."""
    load = action["load"]
    key = (
        action["seat"],
        action["boat"],
        action["to"],
        None if load is None else (load["when"], load["op"], load.get("colour")),
        action.get("arm"),
    )
    return _MOVES.get(key) is action


class MovePlan:
    """One boat's moves from one slot with one gem and points: the plan, flattened into the moves before the
    steals and after them, with what reads each move's place in `state.stock` (NO_NEED: none needed) in one call
    (`itemgetter`: no Python step per move). Made once; never changed. (No list is kept per stock: at five
    seats the lists kept cost more in memory reads than they saved.)"""

    __slots__ = ("after", "after_has", "before", "before_has", "fixed", "key", "steal_dest")

    def __init__(self, brd: Board, key: PlanKey) -> None:
        self.key = key
        self.steal_dest = -1  # the slot of the steals, if the plan has them
        before: list[Action] = []
        before_needs: list[int] = []
        after: list[Action] = []
        after_needs: list[int] = []
        moves, needs = before, before_needs
        for site, parts in move_plan(brd, key):
            if site == STEALS:
                self.steal_dest = parts[0][0]
                moves, needs = after, after_needs
                continue
            for colour, actions in parts:
                moves += actions
                needs += [NO_NEED if colour == ALWAYS else site * N_COLOURS + colour] * len(actions)
        self.before, self.after = tuple(before), tuple(after)
        # (two trailing NO_NEEDs: an itemgetter of one item gives that item, not a tuple; compress ignores them)
        self.before_has = itemgetter(*before_needs, NO_NEED, NO_NEED)
        self.after_has = itemgetter(*after_needs, NO_NEED, NO_NEED)
        # the moves whatever the sites hold, when no move needs a gem there and there is nobody to rob
        unconditional = self.steal_dest < 0 and all(need == NO_NEED for need in before_needs)
        self.fixed: tuple[Action, ...] | None = self.before if unconditional else None


def boat_moves(state: NiagaraState, seat: int, boat: int, points: int) -> Sequence[Action]:
    """Every legal move of one boat with `points` movement points, on the current position (see add_moves)."""
    out: list[Action] = []
    add_moves(out, state, seat, boat, points)
    return out


def add_moves(out: list[Action], state: NiagaraState, seat: int, boat: int, points: int) -> None:
    """Add every legal move of one boat with `points` movement points, on the current position, to `out`.

    The moves come from the boat's plan, made once per board, seat, boat, slot, gem and points, filtered by what
    the sites hold; only the steals are read from the position each time. The actions are shared objects: a
    caller may keep them but must never change one (tests/niagara/test_niagara_shared_moves.py checks every
    level)."""
    index = 2 * seat + boat
    at, gem = state.boat_at[index], state.boat_gem[index]
    key = at * _SLOT_KEY + gem * MAX_STEPS + points  # (NO_GEM = -1: one key each)
    plans = state.plans[index]
    plan: MovePlan | None = plans.get(key)
    if plan is None:
        plan = plans[key] = MovePlan(state.board, (seat, boat, at, gem, points, state.options["stationary_op"]))
    if plan.fixed is not None:
        out += plan.fixed
        return
    stock = state.stock
    out += compress(plan.before, plan.before_has(stock))
    dest = plan.steal_dest
    if dest >= 0:
        if dest in state.boat_at and max(state.boat_gem) != NO_GEM:  # a loaded boat there may be robbed
            out += _steals(state, seat, boat, dest)
        out += compress(plan.after, plan.after_has(stock))


def move_plan(brd: Board, key: PlanKey) -> tuple[Chunk, ...]:
    """Every move a boat might make from its slot with its gem and points, in the order of the action table,
    grouped by what the position decides: which colours the sites hold, and whom the boat may rob."""
    seat, boat, at, gem, points, stationary = key
    chunks = _downstream_plan(brd, key)
    if at == brd.dock:
        return tuple(chunks)
    chain = brd.up_reach[at]
    here = brd.site_of[at]
    chunks += _upstream_plan(brd, key)
    k_op = points - OP_COST
    if here < 0 or k_op < 0:
        return tuple(chunks)
    # an operation at the start, then a move of k_op steps either way (or none: NIA-24)
    reach = brd.down_reach[at]
    parts: list[Part] = []
    for colour, op in _candidate_ops(gem, "start"):
        moves: list[Action] = []
        if k_op == 0:
            if stationary:
                moves.append(_move(seat, boat, brd.names[at], op, None))
        else:
            moves += [_move(seat, boat, brd.names[dest], op, arm) for dest, arm in reach[k_op]]
            moves.append(_move(seat, boat, brd.names[chain[k_op - 1]] if k_op < len(chain) else "dock", op, None))
        parts.append((colour, tuple(moves)))
    chunks.append((here, tuple(parts)))
    return tuple(chunks)


def _ops_at(brd: Board, key: PlanKey, dest: int, arm: str | None) -> Chunk:
    """The moves to `dest` with an operation at the end (NIA-22), one part for each operation."""
    seat, boat, _, gem, _, _ = key
    name = brd.names[dest]
    return brd.site_of[dest], tuple(
        (colour, (_move(seat, boat, name, op, arm),)) for colour, op in _candidate_ops(gem, "end")
    )


def _downstream_plan(brd: Board, key: PlanKey) -> list[Chunk]:
    """Downstream moves: every step costs 1; a dock boat moves only this way (NIA-20)."""
    seat, boat, at, _, points, _ = key
    reach = brd.down_reach[at]
    k_op = points - OP_COST
    chunks: list[Chunk] = [
        (ALWAYS, ((ALWAYS, tuple(_move(seat, boat, brd.names[d], None, arm) for d, arm in reach[points])),))
    ]
    if k_op >= 1:
        chunks += [_ops_at(brd, key, dest, arm) for dest, arm in reach[k_op] if brd.site_of[dest] >= 0]
    return chunks


def _upstream_plan(brd: Board, key: PlanKey) -> list[Chunk]:
    """Upstream moves of a boat on the river: plain ones (and steals) and ones with an operation at the end."""
    seat, boat, at, gem, points, _ = key
    chain = brd.up_reach[at]
    depth = len(chain)
    k_op = points - OP_COST
    chunks: list[Chunk] = []
    # plain: exactly `points` steps, or fewer when the dock is reached (NIA-23)
    if points < depth:
        dest = chain[points - 1]
        chunks.append((ALWAYS, ((ALWAYS, (_move(seat, boat, brd.names[dest], None, None),)),)))
        if gem == NO_GEM:
            chunks.append((STEALS, ((dest, ()),)))
    else:
        chunks.append((ALWAYS, ((ALWAYS, (_move(seat, boat, "dock", None, None),)),)))
    # with an operation at the end (never at the dock: it is not a site)
    if 1 <= k_op < depth and brd.site_of[chain[k_op - 1]] >= 0:
        chunks.append(_ops_at(brd, key, chain[k_op - 1], None))
    return chunks


def _steals(state: NiagaraState, seat: int, boat: int, dest: int) -> list[Action]:
    """NIA-26: an empty boat ending an upstream move of all its points may rob another seat's loaded boat."""
    at, gems = state.boat_at, state.boat_gem
    out = []
    name = state.board.names[dest]
    other = -1
    for _ in range(at.count(dest)):
        other = at.index(dest, other + 1)  # the boats there, in order
        if gems[other] != NO_GEM and other >> 1 != seat:
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
