"""What Niagara's engine keeps up to date as play goes, against the same worked out afresh, at every decision of
seeded random games of 2-5 seats: the turn's bits (`state.turn`, turn_bits.py), the stock of the sites
(`state.stock`), the seats to act in the choose step, and each shared action's record (effects.py)."""

from __future__ import annotations

import itertools
import random

import pytest

from tablegame.core.registry import get_rules
from tablegame.games.niagara import effects, legal, moves, turn_bits
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara.state import ACT, CHOOSE, NO_CARD, NiagaraState
from tablegame.games.niagara.turn_bits import TURN_DOCK, TURN_LAUNCHED, TURN_MOVED, TURN_MUST

RULES = get_rules("niagara")


def shape_by_fields(moved: list[bool], must: list[bool], launched: bool, docked: list[bool]) -> int:
    """NIA-18 as the turn's fields state it (the rule as first written, before the bits): which boats may move
    (bits 1 and 2) and whether the turn may end (bit 4). `docked`: each boat at the dock when the turn began."""
    must_launch = (docked[0] or docked[1]) and not (must[0] or must[1])
    may = [not moved[b] and (must[b] or (docked[b] and not launched)) for b in (0, 1)]
    end = (
        not launched
        and ((docked[0] and not moved[0]) or (docked[1] and not moved[1]))
        and not must_launch
        and (moved[0] or not must[0])
        and (moved[1] or not must[1])
    )
    return may[0] * turn_bits.MAY_FIRST | may[1] * turn_bits.MAY_SECOND | end * turn_bits.MAY_END


def test_the_turn_tables_agree_with_the_fields():
    """Every combination a turn can reach: the shape table and the fields read back from the bits."""
    for moved, must, docked in itertools.product(itertools.product((False, True), repeat=2), repeat=3):
        if any(must[b] and docked[b] for b in (0, 1)):
            continue  # a boat is on the river or at the dock, not both
        for launched in (False, True):
            bits = turn_bits.from_fields(list(moved), list(must), launched, list(docked))
            assert turn_bits.SHAPE[bits] == shape_by_fields(list(moved), list(must), launched, list(docked))
            state = NiagaraState.__new__(NiagaraState)
            state.turn = bits
            assert (state.moved, state.must, state.launched) == (list(moved), list(must), launched)
            for number in (0, 1):
                after = turn_bits.AFTER[number][bits]
                assert after == bits | TURN_MOVED[number] | (TURN_LAUNCHED if docked[number] else 0)


def check_kept(state: NiagaraState) -> None:
    """The kept structures of `state` equal the same worked out afresh."""
    fresh = state.clone()
    fresh.restock()
    assert state.stock == fresh.stock
    if state.phase == CHOOSE:
        assert RULES.to_act(state) == [seat for seat in range(state.n_seats) if state.chosen[seat] == NO_CARD]
    if state.phase == ACT and state.chosen[state.actor] != rnd.CLOUD:
        moved, must, at, first = state.moved, state.must, state.boat_at, 2 * state.actor
        docked = [(not moved[b] and at[first + b] == state.board.dock) or (moved[b] and not must[b]) for b in (0, 1)]
        assert state.turn == turn_bits.from_fields(moved, must, state.launched, docked)
        assert state.turn & (TURN_DOCK[0] | TURN_DOCK[1] | TURN_MUST[0] | TURN_MUST[1])


@pytest.mark.parametrize("n_seats", [2, 3, 4, 5])
def test_kept_structures_equal_their_recomputation(n_seats):
    """Random play, every decision checked; each action carried out both from its shared record and from a copy
    of its fields (read afresh), leaving equal states."""
    for seed in range(3):
        options = RULES.resolve_options({"max_rounds": 25, "fork": ("alternate", "straight")[seed % 2]})
        state = RULES.setup(n_seats, options, random.Random(seed), {})
        rng = random.Random(100 + seed)
        while to_act := RULES.to_act(state):
            check_kept(state)
            action = rng.choice(RULES.legal_actions(state, to_act[0]))
            copy = state.clone()
            RULES.perform(state, action)
            RULES.perform(copy, dict(action))  # (a copy has no record kept by id: its fields are read afresh)
            assert vars_of(copy) == vars_of(state)


def test_the_seats_to_choose_in_any_order():
    """to_act in the choose step, whichever seats have chosen."""
    state = RULES.setup(5, RULES.resolve_options({}), random.Random(1), {})
    for chosen in itertools.product((NO_CARD, 2), repeat=5):
        state.chosen = list(chosen)
        expected = [seat for seat in range(5) if chosen[seat] == NO_CARD]
        assert RULES.to_act(state) == expected


def test_records_kept_only_for_shared_actions():
    """A record is kept by id only for actions that live as long as the program (the shared ones)."""
    shared = {id(action) for action in legal.shared_actions()}
    assert shared <= set(effects._KNOWN)
    shared |= {id(action) for action in moves._MOVES.values()}
    assert set(effects._KNOWN) <= shared


def vars_of(state: NiagaraState) -> dict[str, object]:
    """Every field of a state but its generator and its events' facts (compared written out elsewhere)."""
    return {name: getattr(state, name) for name in NiagaraState.__slots__ if name not in ("rng", "events", "plans")}
