"""Whose turn it is and every legal action of a seat (cabo.md §3, §6): the one place legality lives."""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import combinations

from tablegame.core.rules import Action
from tablegame.games.cabo.catalog import Power
from tablegame.games.cabo.setup import PEEKED_AT_START, ROW_SIZE
from tablegame.games.cabo.state import OVER, PEEK_START, TURN, CaboState

PEEK_PAIRS = tuple(combinations(range(ROW_SIZE), PEEKED_AT_START))
MAX_REPLACE = 4  # no value has more than four copies (CABO-13)


@cache
def replace_choices(row_size: int) -> tuple[tuple[int, ...], ...]:
    """Every strictly increasing list of 1 to 4 positions of a row of this size (§6)."""
    return tuple(c for k in range(1, MAX_REPLACE + 1) for c in combinations(range(row_size), k))


def to_act(state: CaboState) -> list[int]:
    """[the seat to peek or to play], or [] once the game is over (§6)."""
    return [] if state.phase == OVER else [state.current]


def legal_actions(state: CaboState, seat: int, powers: tuple[Power | None, ...]) -> list[Action]:
    """Every legal action of `seat` now, exactly as the action table of §6 writes them.

    The draws, the peeks at the start and the replaces are shared objects, built once: a caller may keep
    them but must never change one (tests/cabo/test_cabo_shared_actions.py plays every level to check it)."""
    phase = state.phase
    if phase == OVER or seat != state.current:
        return []
    if phase == PEEK_START:
        return list(_peek_start_actions(seat))
    if phase == TURN:
        # a turn never starts on an empty pile (CABO-21); the deck test is kept as a guard
        return list(_turn_actions(seat, bool(state.deck), bool(state.discard), state.caller is None))
    return _drawn_actions(state, seat, powers)


@cache
def _peek_start_actions(seat: int) -> tuple[Action, ...]:
    """The peeks at the start of a round: every pair of the first row's positions (CABO-6)."""
    return tuple({"seat": seat, "type": "peek_start", "positions": [a, b]} for a, b in PEEK_PAIRS)


@cache
def _turn_actions(seat: int, deck: bool, discard: bool, may_call: bool) -> tuple[Action, ...]:
    """A turn's choices: draw from a pile that has cards, or call CABO while nobody has (§6)."""
    actions: list[Action] = []
    if deck:
        actions.append({"seat": seat, "type": "draw", "source": "deck"})
    if discard:
        actions.append({"seat": seat, "type": "draw", "source": "discard"})
    if may_call:
        actions.append({"seat": seat, "type": "call_cabo"})
    return tuple(actions)


@lru_cache(maxsize=64)  # bounded: failed replaces can grow a row, and a row of 30 has 31,930 replaces
def _replace_actions(seat: int, row_size: int) -> tuple[Action, ...]:
    """Every replace of a row of this size (CABO-12), built once: the same after every draw."""
    return tuple({"seat": seat, "type": "replace", "positions": list(p)} for p in replace_choices(row_size))


def _drawn_actions(state: CaboState, seat: int, powers: tuple[Power | None, ...]) -> list[Action]:
    """Replace (always), and for a deck draw: discard and the card's power (CABO-10 to CABO-18)."""
    _, source, card = state.held()
    row = state.rows[seat]
    actions = list(_replace_actions(seat, len(row)))
    if source != "deck":
        return actions
    actions.append({"seat": seat, "type": "discard"})
    power = powers[card]
    if power == "peek":
        actions += [{"seat": seat, "type": "peek", "position": i} for i, slot in enumerate(row) if not slot[1]]
    elif power == "spy":
        actions += [
            {"seat": seat, "type": "spy", "target": t, "position": j}
            for t in others(state, seat)
            for j, slot in enumerate(state.rows[t])
            if not slot[1]
        ]
    elif power == "swap":
        locked = state.caller if state.options["lock_caller"] else None
        actions += [
            {"seat": seat, "type": "swap", "position": i, "target": t, "target_position": j}
            for t in others(state, seat)
            if t != locked
            for i in range(len(row))
            for j in range(len(state.rows[t]))
        ]
    return actions


def others(state: CaboState, seat: int) -> list[int]:
    """The other seats, clockwise from the seat after `seat`."""
    n = state.n_seats
    return [(seat + k) % n for k in range(1, n)]
