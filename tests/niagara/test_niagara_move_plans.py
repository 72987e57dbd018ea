"""The boat moves read off the shared plans (moves.boat_moves) equal the moves worked out plainly from the
position, move for move and in order, over seeded random games of every seat count and river."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tablegame.core.registry import get_rules
from tablegame.core.rules import Action
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara.moves import COLOURS, OP_COST, boat_moves
from tablegame.games.niagara.state import ACT, NO_GEM, NiagaraState

RULES = get_rules("niagara")


def _ops(gem: int, supply: list[int], when: str) -> list[dict[str, Any]]:
    """NIA-22: the operations of a boat carrying `gem` at a site holding `supply`."""
    if gem == NO_GEM:
        return [{"when": when, "op": "load", "colour": COLOURS[c]} for c, n in enumerate(supply) if n]
    exchanges = [{"when": when, "op": "exchange", "colour": COLOURS[c]} for c, n in enumerate(supply) if n and c != gem]
    return [{"when": when, "op": "unload"}, *exchanges]


def _move(seat: int, boat: int, to: str, load: dict[str, Any] | None, arm: str | None = None, **steal: int) -> Action:
    action: Action = {"seat": seat, "type": "move", "boat": boat, "to": to, "load": load, "steal_from": None}
    if arm is not None:
        action["arm"] = arm
    action.update(steal)
    return action


def plain_moves(state: NiagaraState, seat: int, boat: int, points: int) -> list[Action]:
    """NIA-20 to NIA-26 read straight off the position, every move made afresh."""
    brd, names = state.board, state.board.names
    at, gem = state.boat_at[2 * seat + boat], state.boat_gem[2 * seat + boat]
    reach, k_op = brd.down_reach[at], points - OP_COST
    out = [_move(seat, boat, names[dest], None, arm) for dest, arm in reach[points]]
    if k_op >= 1:
        for dest, arm in reach[k_op]:
            site = brd.site_of[dest]
            if site >= 0:
                out += [_move(seat, boat, names[dest], op, arm) for op in _ops(gem, state.supply[site], "end")]
    if at == brd.dock:
        return out
    chain = brd.up_reach[at]
    if points < len(chain):
        dest = chain[points - 1]
        out.append(_move(seat, boat, names[dest], None))
        if gem == NO_GEM:
            for other in range(2 * state.n_seats):
                if state.boat_at[other] == dest and state.boat_gem[other] != NO_GEM and other >> 1 != seat:
                    out.append(_move(seat, boat, names[dest], None, steal_from=other >> 1, steal_boat=other & 1))
    else:
        out.append(_move(seat, boat, "dock", None))
    if 1 <= k_op < len(chain) and brd.site_of[chain[k_op - 1]] >= 0:
        site = brd.site_of[chain[k_op - 1]]
        out += [_move(seat, boat, names[chain[k_op - 1]], op) for op in _ops(gem, state.supply[site], "end")]
    here = brd.site_of[at]
    if here < 0 or k_op < 0:
        return out
    for op in _ops(gem, state.supply[here], "start"):
        if k_op == 0:
            if state.options["stationary_op"]:
                out.append(_move(seat, boat, names[at], op))
            continue
        out += [_move(seat, boat, names[dest], op, arm) for dest, arm in reach[k_op]]
        out.append(_move(seat, boat, names[chain[k_op - 1]] if k_op < len(chain) else "dock", op))
    return out


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
@pytest.mark.parametrize(("fork", "stationary"), [("alternate", True), ("straight", False)])
def test_plans_give_the_plain_moves(seats: int, fork: str, stationary: bool) -> None:
    options = RULES.resolve_options({"fork": fork, "stationary_op": stationary, "max_rounds": 30})
    rng = random.Random(seats)
    compared = 0
    for seed in range(6):
        state = RULES.setup(seats, options, random.Random(seed), {})
        while to_act := RULES.to_act(state):
            seat = to_act[0]
            if state.phase == ACT and state.chosen[seat] != rnd.CLOUD:
                points = rnd.CARD_VALUE[state.chosen[seat]]
                for boat in (0, 1):
                    assert list(boat_moves(state, seat, boat, points)) == plain_moves(state, seat, boat, points)
                    compared += 1
            legal = RULES.legal_actions(state, seat)
            RULES.perform(state, legal[rng.randrange(len(legal))])
    assert compared > 100
