"""Whose turn it is and every legal action of a seat (cabo.md §3, §6): the one place legality lives."""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import combinations

from tablegame.core.rules import Action
from tablegame.games.cabo.setup import PEEKED_AT_START, ROW_SIZE
from tablegame.games.cabo.state import DRAWN, MAX_SEATS, OVER, TURN, CaboState

PEEK_PAIRS = tuple(combinations(range(ROW_SIZE), PEEKED_AT_START))
MAX_REPLACE = 4  # no value has more than four copies (CABO-13)


@cache
def replace_choices(row_size: int) -> tuple[tuple[int, ...], ...]:
    """Every strictly increasing list of 1 to 4 positions of a row of this size (§6)."""
    return tuple(c for k in range(1, MAX_REPLACE + 1) for c in combinations(range(row_size), k))


def to_act(state: CaboState) -> list[int]:
    """[the seat to peek or to play], or [] once the game is over (§6)."""
    return [] if state.phase == OVER else [state.current]


def legal_actions(state: CaboState, seat: int) -> list[Action]:
    """Every legal action of `seat` now, exactly as the action table of §6 writes them.

    Every action is a shared object, built once for the position's shape (a row's size, which of its cards
    lie face up) and handed out again: a caller may keep one but must never change it
    (tests/cabo/test_cabo_shared_actions.py plays every level to check it). The list is the caller's own."""
    phase = state.phase
    if seat != state.current:
        return []
    if phase == TURN:
        # a turn never starts on an empty pile (CABO-21); the deck test is kept as a guard
        return list(_TURN[seat][(4 if state.deck else 0) | (2 if state.discard else 0) | (state.caller is None)])
    if phase == DRAWN:
        return _drawn_actions(state, seat)
    if phase == OVER:
        return []
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
_OTHERS = [  # by seat count and seat: the other seats, clockwise from the seat after
    [tuple((seat + k) % n_seats for k in range(1, n_seats)) for seat in range(n_seats)]
    for n_seats in range(MAX_SEATS + 1)
]
_TURN = [  # by (a deck to draw from) * 4 + (a discard pile to draw from) * 2 + (CABO may be called)
    [_turn_actions(seat, bool(piles & 4), bool(piles & 2), bool(piles & 1)) for piles in range(8)]
    for seat in range(MAX_SEATS)
]


@lru_cache(maxsize=64)  # bounded: failed replaces can grow a row, and a row of 30 has 31,930 replaces
def _replace_actions(seat: int, row_size: int) -> tuple[Action, ...]:
    """Every replace of a row of this size (CABO-12), built once: the same after every draw."""
    return tuple({"seat": seat, "type": "replace", "positions": list(p)} for p in replace_choices(row_size))


# Discarding a card drawn from the deck without using its power (CABO-15), by seat.
_DISCARD: list[Action] = [{"seat": seat, "type": "discard"} for seat in range(MAX_SEATS)]


@cache
def _power_action(seat: int, kind: str, position: int, target: int, target_position: int) -> Action:
    """One use of a power, built once: PEEK at an own card, SPY on a card of `target`, or SWAP an own card
    with one of `target` (CABO-16 to CABO-18); the lists below share these."""
    if kind == "peek":
        return {"seat": seat, "type": "peek", "position": position}
    if kind == "spy":
        return {"seat": seat, "type": "spy", "target": target, "position": target_position}
    return {"seat": seat, "type": "swap", "position": position, "target": target, "target_position": target_position}


@lru_cache(maxsize=1024)
def _peek_actions(seat: int, face_up: tuple[bool, ...]) -> tuple[Action, ...]:
    """PEEK at one of the seat's own face-down cards (CABO-16); `face_up` tells the row's faces."""
    return tuple(_power_action(seat, "peek", i, seat, i) for i, up in enumerate(face_up) if not up)


@lru_cache(maxsize=4096)  # by the faces of one row: small tuples
def _spy_actions(seat: int, target: int, face_up: tuple[bool, ...]) -> tuple[Action, ...]:
    """SPY on one face-down card of `target` (CABO-17); `face_up` tells the faces of its row."""
    return tuple(_power_action(seat, "spy", 0, target, j) for j, up in enumerate(face_up) if not up)


@lru_cache(maxsize=1024)
def _swap_actions(seat: int, size: int, target: int, target_size: int) -> tuple[Action, ...]:
    """SWAP any own card with any card of `target` (CABO-18), for rows of these sizes."""
    return tuple(_power_action(seat, "swap", i, target, j) for i in range(size) for j in range(target_size))


def _drawn_actions(state: CaboState, seat: int) -> list[Action]:
    """Replace (always), and for a deck draw: discard and the card's power (CABO-10 to CABO-18)."""
    held = state.drawn
    assert held is not None  # the phase is "drawn"
    _, source, card = held
    rows = state.rows
    row = rows[seat]
    size = len(row)
    if source != "deck":
        return list(_replace_actions(seat, size))
    actions = [*_replace_actions(seat, size), _DISCARD[seat]]
    power = state.catalog.powers[card]
    if power == "peek":
        actions += _peek_actions(seat, tuple([up for _, up, _ in row]))
    elif power == "spy":
        for target in _OTHERS[state.n_seats][seat]:
            actions += _spy_actions(seat, target, tuple([up for _, up, _ in rows[target]]))
    elif power == "swap":
        locked = state.caller if state.options["lock_caller"] else None
        for target in _OTHERS[state.n_seats][seat]:
            if target != locked:
                actions += _swap_actions(seat, size, target, len(rows[target]))
    return actions
