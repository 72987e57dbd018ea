"""The shape of a CABO view and its parts (CABO-32), as TypedDicts: what the table, the bots and the history
read, so that mypy catches a wrong key. The JSON shape is the `replay --json` contract: it never changes."""

from __future__ import annotations

from typing import Literal, TypedDict, cast

from tablegame.core.rules import View
from tablegame.games.cabo.scoring import Why
from tablegame.games.cabo.state import Phase, Pile, Source


class CaboSlot(TypedDict):
    """One card of a row: its id if the reader may see it (None: face down and unseen)."""

    card: str | None
    face_up: bool
    seen_by: list[int]  # the seats that know the card's value


class CaboDrawn(TypedDict):
    """The card held after a draw: its id only for its holder, or if it came from the discard pile."""

    seat: int
    source: Source
    card: str | None


class CaboScoring(TypedDict):
    """The scoring rules' numbers, for the score screen's words."""

    caller_penalty: int
    bomb_penalty: int
    reset_at: int
    reset_to: int
    game_end_above: int


class CaboRoundScreen(TypedDict):
    """The score screen of the last round (public: every card is face up when a round ends)."""

    round: int
    rows: list[list[str]]
    sums: list[int]
    round_scores: list[int]
    caller: int | None
    bomb: int | None
    start_seat: int
    why: list[Why]
    scoring: CaboScoring
    discard: list[str]  # the discard pile at the round's end, top first
    draw_count: int
    resets: list[bool]
    scores: list[int]
    next_start: int | None  # None when the game is over


class CaboOptions(TypedDict):
    """The game's option values."""

    mismatch_penalty: Literal["seed", "none"]
    lock_caller: bool
    memory_aid: bool


class CaboSeatPlace(TypedDict):
    """A card's place in a row."""

    seat: int
    position: int


CaboPlace = Pile | CaboSeatPlace  # a pile's name, or a row card


class CaboMove(TypedDict):
    """A card the last action moved."""

    to: CaboPlace


# "from" is a Python keyword, so the move's first key is declared through the functional form.
_CaboMoveFrom = TypedDict("_CaboMoveFrom", {"from": CaboPlace})


class CaboCardMove(_CaboMoveFrom, CaboMove):
    """A card the last action moved, from one place to another."""


class CaboLook(TypedDict):
    """A face-down card the last action let a seat look at."""

    seat: int
    card: CaboSeatPlace


class CaboView(TypedDict):
    """What one seat (None: an onlooker) sees of a CABO state."""

    seat: int | None
    round: int
    start_seat: int
    phase: Phase
    to_act: list[int]
    current: int
    caller: int | None
    last_turn: bool
    rows: list[list[CaboSlot]]
    drawn: CaboDrawn | None
    discard: list[str]  # top first
    draw_count: int
    scores: list[int]
    round_scores: list[int]
    winners: list[int]
    resets_used: list[bool]
    last_round: CaboRoundScreen | None
    history: list[list[int]]
    options: CaboOptions
    last_moves: list[CaboCardMove]
    last_looks: list[CaboLook]


def cabo_view(view: View) -> CaboView:
    """A view handed over through the game-neutral API, as the CaboView it is (view.py builds every one)."""
    return cast(CaboView, view)
