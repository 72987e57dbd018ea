"""The CABO game state: plain lists and tuples, cheap to clone."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from tablegame.core.rules import GameState
from tablegame.games.cabo.catalog import Catalog

# A slot of a row is a tuple (card, face_up, seen): `card` is a kind index of the catalog and
# `seen` a bit mask of the seats that know its value (bit s for seat s). Tuples are immutable,
# so cloning a row is a shallow list copy.
Slot = tuple[int, bool, int]

MAX_SEATS = 4  # the most seats a game of CABO has

Phase = Literal["peek_start", "turn", "drawn", "over"]
Source = Literal["deck", "discard"]  # where a drawn card came from
PEEK_START: Phase = "peek_start"
TURN: Phase = "turn"
DRAWN: Phase = "drawn"
OVER: Phase = "over"

# Where a card lies: a pile, or (seat, position) in a row. A move is where a card was before an action
# and where it is after it; the table animates the last action's moves (CABO-12 to CABO-18).
Pile = Literal["deck", "discard", "drawn"]
Place = Pile | tuple[int, int]
Move = tuple[Place, Place]
Look = tuple[int, int, int]  # (the seat that looked, the owner of the card, its position)


@dataclass
class CaboState(GameState):
    """Everything about a CABO match at one moment (the option values live in `options`)."""

    rows: list[list[Slot]]
    deck: list[int]  # the draw pile, top card LAST so that a draw is list.pop()
    discard: list[int]  # the discard pile, top card LAST
    phase: Phase
    current: int  # whose turn it is (in peek_start: the seat that must peek)
    peeked: int  # seats that have made their peek_start this round
    drawn: tuple[int, Source, int] | None  # (seat, source, card) while a card is held
    caller: int | None
    round: int
    start_seat: int
    scores: list[int]
    round_scores: list[int]
    resets_used: list[bool]
    winners: list[int]
    history: list[list[int]]  # round scores of every scored round; inner lists are never mutated
    last_round: Mapping[str, Any] | None  # the score screen of the last round; replaced, never mutated
    decks: list[list[int]]  # stacked decks for rounds 1, 2, ... (setup override); never mutated
    last_moves: Sequence[Move]  # the cards the last action moved
    last_looks: Sequence[Look]  # the face-down cards the last action let a seat look at
    catalog: Catalog = field(repr=False, compare=False)  # the cards the match is played with; never mutated

    @property
    def all_seats(self) -> int:
        """The bit mask of every seat."""
        return (1 << self.n_seats) - 1

    def held(self) -> tuple[int, Source, int]:
        """The held card as (seat, source, card); only asked while a card is held (phase "drawn")."""
        if self.drawn is None:
            raise ValueError("no card is held")
        return self.drawn


def count_cards(state: CaboState, ids: tuple[str, ...]) -> dict[str, int]:
    """How many cards of each kind id the state holds in the rows, both piles and the hand."""
    counts = dict.fromkeys(ids, 0)
    cards = [card for row in state.rows for card, _, _ in row] + state.deck + state.discard
    if state.drawn is not None:
        cards.append(state.drawn[2])
    for card in cards:
        counts[ids[card]] += 1
    return counts


def clone_state(state: CaboState) -> CaboState:
    """An independent copy: shallow copies of the mutable lists, fresh generator state."""
    return CaboState(
        n_seats=state.n_seats,
        options=state.options,
        rng=state.clone_rng(),
        rows=[row[:] for row in state.rows],
        deck=state.deck[:],
        discard=state.discard[:],
        phase=state.phase,
        current=state.current,
        peeked=state.peeked,
        drawn=state.drawn,
        caller=state.caller,
        round=state.round,
        start_seat=state.start_seat,
        scores=state.scores[:],
        round_scores=state.round_scores[:],
        resets_used=state.resets_used[:],
        winners=state.winners[:],
        history=state.history[:],
        last_round=state.last_round,
        decks=state.decks,
        last_moves=state.last_moves,
        last_looks=state.last_looks,
        catalog=state.catalog,
    )
