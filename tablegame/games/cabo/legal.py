"""Whose turn it is and every legal action of a seat (cabo.md §3, §6): the one place legality lives."""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import combinations

from tablegame.core.rules import Action
from tablegame.games.cabo.catalog import Power
from tablegame.games.cabo.setup import PEEKED_AT_START, ROW_SIZE
from tablegame.games.cabo.state import DRAWN, MAX_SEATS, OVER, TURN, CaboState, Slot

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

    Every action is a shared object, built once for the position's shape (a row's size, which of its cards
    lie face up) and handed out again: a caller may keep one but must never change it
    (tests/cabo/test_cabo_shared_actions.py plays every level to check it). The list is the caller's own."""
    phase = state.phase
    if phase == OVER or seat != state.current:
        return []
    if phase == DRAWN:
        return _drawn_actions(state, seat, powers)
    if phase == TURN:
        # a turn never starts on an empty pile (CABO-21); the deck test is kept as a guard
        return list(_TURN[seat][(4 if state.deck else 0) | (2 if state.discard else 0) | (state.caller is None)])
    return list(_PEEK_START[seat])


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


# The tables of the most asked lists, by seat: indexing them is quicker than calling a cache.
_PEEK_START = [_peek_start_actions(seat) for seat in range(MAX_SEATS)]
_TURN = [  # by (a deck to draw from) * 4 + (a discard pile to draw from) * 2 + (CABO may be called)
    [_turn_actions(seat, bool(piles & 4), bool(piles & 2), bool(piles & 1)) for piles in range(8)]
    for seat in range(MAX_SEATS)
]


@lru_cache(maxsize=64)  # bounded: failed replaces can grow a row, and a row of 30 has 31,930 replaces
def _replace_actions(seat: int, row_size: int) -> tuple[Action, ...]:
    """Every replace of a row of this size (CABO-12), built once: the same after every draw."""
    return tuple({"seat": seat, "type": "replace", "positions": list(p)} for p in replace_choices(row_size))


@cache
def _discard_action(seat: int) -> Action:
    """Discarding a card drawn from the deck without using its power (CABO-15)."""
    return {"seat": seat, "type": "discard"}


@lru_cache(maxsize=256)
def _peek_actions(seat: int, face_up: tuple[bool, ...]) -> tuple[Action, ...]:
    """PEEK at one of the seat's own face-down cards (CABO-16); `face_up` tells the row's faces."""
    return tuple({"seat": seat, "type": "peek", "position": i} for i, up in enumerate(face_up) if not up)


@lru_cache(maxsize=256)
def _spy_actions(seat: int, faces: tuple[tuple[int, tuple[bool, ...]], ...]) -> tuple[Action, ...]:
    """SPY on one face-down card of another seat (CABO-17); `faces` pairs each other seat, in order, with
    its row's faces."""
    return tuple(
        {"seat": seat, "type": "spy", "target": t, "position": j}
        for t, face_up in faces
        for j, up in enumerate(face_up)
        if not up
    )


@lru_cache(maxsize=256)
def _swap_actions(seat: int, size: int, sizes: tuple[tuple[int, int], ...]) -> tuple[Action, ...]:
    """SWAP any own card with any card of another seat (CABO-18): `size` is the seat's row size and `sizes`
    pairs each other seat that may be swapped with, in order, with its row's size."""
    return tuple(
        {"seat": seat, "type": "swap", "position": i, "target": t, "target_position": j}
        for t, other in sizes
        for i in range(size)
        for j in range(other)
    )


def _faces(row: list[Slot]) -> tuple[bool, ...]:
    """Which cards of a row lie face up."""
    return tuple([slot[1] for slot in row])


def _drawn_actions(state: CaboState, seat: int, powers: tuple[Power | None, ...]) -> list[Action]:
    """Replace (always), and for a deck draw: discard and the card's power (CABO-10 to CABO-18)."""
    _, source, card = state.held()
    rows = state.rows
    row = rows[seat]
    if source != "deck":
        return list(_replace_actions(seat, len(row)))
    power = powers[card]
    if power is None:
        return [*_replace_actions(seat, len(row)), _discard_action(seat)]
    if power == "peek":
        used = _peek_actions(seat, _faces(row))
    elif power == "spy":
        used = _spy_actions(seat, tuple([(t, _faces(rows[t])) for t in others(state, seat)]))
    else:
        locked = state.caller if state.options["lock_caller"] else None
        used = _swap_actions(seat, len(row), tuple([(t, len(rows[t])) for t in others(state, seat) if t != locked]))
    return [*_replace_actions(seat, len(row)), _discard_action(seat), *used]


def others(state: CaboState, seat: int) -> list[int]:
    """The other seats, clockwise from the seat after `seat`."""
    n = state.n_seats
    return [(seat + k) % n for k in range(1, n)]
