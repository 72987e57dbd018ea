"""Helpers for the CABO tests: stacked deals, playing actions, reading rows."""

from __future__ import annotations

import random
from typing import Any

from tablegame.core.registry import get_rules

RULES = get_rules("cabo")
IDS = RULES.catalog.ids
INDEX = RULES.catalog.index
CATALOG_COUNTS = dict(zip(IDS, RULES.catalog.counts, strict=True))  # kind id -> copies in the game


def start(
    deck: list[int] | None = None, n: int = 2, options: dict[str, Any] | None = None, seed: int = 1, **setup: Any
):
    """A state dealt from a stacked deck given as values (c<v> kinds), top first."""
    if deck is not None:
        setup["deck"] = [f"c{v}" for v in deck]
    return RULES.setup(n, RULES.resolve_options(options or {}), random.Random(seed), setup)


def act(state, seat: int, kind: str, **fields: Any) -> None:
    """Apply one action through the legality check."""
    RULES.apply(state, {"seat": seat, "type": kind, **fields})


def peek_all(state, positions: tuple[int, int] = (0, 1)) -> None:
    """Every seat makes its peek_start, in the order to_act asks."""
    while state.phase == "peek_start":
        act(state, state.current, "peek_start", positions=list(positions))


def values(state, seat: int) -> list[int]:
    """The values of a seat's row, left to right."""
    return [RULES.values[card] for card, _, _ in state.rows[seat]]


def face_up(state, seat: int) -> list[bool]:
    """Which cards of a seat's row are face up."""
    return [up for _, up, _ in state.rows[seat]]


def seen_by(state, seat: int, position: int) -> list[int]:
    """The seats that know a slot's card."""
    return [s for s in range(state.n_seats) if state.rows[seat][position][2] >> s & 1]


def discard_values(state) -> list[int]:
    """The discard pile's values, top first."""
    return [RULES.values[c] for c in reversed(state.discard)]


def deck_top(state) -> int:
    """The value of the draw pile's top card."""
    return RULES.values[state.deck[-1]]


def pass_turn(state) -> None:
    """The seat to play draws from the deck and discards (rows unchanged)."""
    seat = state.current
    act(state, seat, "draw", source="deck")
    act(state, seat, "discard")


def legal_types(state) -> set[str]:
    """The action types legal for the seat to act."""
    return {a["type"] for a in RULES.all_legal_actions(state)}


def stack(rows: list[list[int]], discard: int, pile: list[int] | tuple[int, ...] = (), start: int = 0) -> list[int]:
    """A deck (values, top first) that deals these rows from `start`, then the discard, then the pile."""
    n = len(rows)
    return [rows[(start + k % n) % n][k // n] for k in range(4 * n)] + [discard, *pile]


# cabo.md example 3: the deck, top first.
EXAMPLE_3 = [1, 0, 12, 5, 6, 11, 3, 8, 2, 9, 11, 4, 7]


def example_3_looked() -> Any:
    """cabo.md example 3, after the deal and both first looks."""
    state = start(deck=EXAMPLE_3)
    act(state, 0, "peek_start", positions=[0, 1])
    act(state, 1, "peek_start", positions=[0, 3])
    return state


def example_3_swapped() -> Any:
    """cabo.md example 3 after its six actions: seat 0 spied on seat 1's first card, seat 1 swapped with seat 0."""
    state = example_3_looked()
    act(state, 0, "draw", source="deck")
    act(state, 0, "spy", target=1, position=0)
    act(state, 1, "draw", source="deck")
    act(state, 1, "swap", position=3, target=0, target_position=0)
    return state
