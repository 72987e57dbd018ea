"""The shape of an Ogallala view and its parts (OGA-38), as TypedDicts: what the table, the bots and the history
read, so that mypy catches a wrong key. The JSON shape is the `replay --json` contract: it never changes."""

from __future__ import annotations

from typing import Literal, TypedDict, cast

from tablegame.core.rules import View
from tablegame.games.ogallala.state import Phase

CanoeColour = Literal["none", "red", "black", "mixed"]


class _PartBase(TypedDict):
    """What every scoring part has: its kind and its points."""

    part: Literal["length", "loot", "pair", "triple", "person", "set_cards"]
    points: int


class OgScoringPart(_PartBase, total=False):
    """One part of a canoe's points (OGA-33, OGA-34): its length ("cards"), a lone loot card ("card"), or
    a set ("set" and "cards")."""

    card: str
    set: str
    cards: int


class OgCanoe(TypedDict):
    """One canoe as the table shows it."""

    row: int
    first_col: int
    last_col: int
    cols: list[int]
    cards: list[str]
    complete: bool
    strength: int
    colour: CanoeColour
    totem: bool
    points: int  # 0 until complete
    points_if_complete: int
    breakdown: list[OgScoringPart]  # the parts of points_if_complete
    attacks_left: int


class OgSeat(TypedDict):
    """One seat's grid, canoes and score."""

    seat: int
    grid: list[list[str | None]]
    canoes: list[OgCanoe]
    complete_canoes: int
    score: int


class OgAttack(TypedDict):
    """A canoe completed this turn that may still attack, by its bow cell."""

    row: int
    col: int
    left: int


class OgCell(TypedDict):
    """A cell of the seat's own grid."""

    row: int
    col: int


class OgAttacked(TypedDict):
    """A card of the canoe the last attack hit, and where it went."""

    col: int
    card: str
    to: Literal["booty", "discard"]


class OgView(TypedDict):
    """What one seat (None: an onlooker) sees: the whole table but the draw piles' contents."""

    game: Literal["ogallala"]
    viewer: int | None
    n_seats: int
    variant: Literal["basic", "advanced"]
    phase: Phase
    to_act: list[int]
    current: int
    start_seat: int
    piles: list[int]  # the draw piles' sizes
    discard: list[str]  # top first
    discard_top: str | None
    reshuffles_left: int
    held: str | None
    held_source: Literal["draw", "lasso", "booty"] | None
    booty: list[str]
    shift_cell: list[int] | None  # [row, col] of the cell a shift freed
    pre_done: list[int]
    stopped: bool
    stop_reasons: list[str]
    ability: Literal["lasso", "archer"] | None
    attacks: list[OgAttack]
    completed_this_turn: list[OgCell]
    drawn_this_turn: int
    seats: list[OgSeat]
    scores: list[int]
    over: bool
    end_reason: str | None
    last_attack: list[OgAttacked]
    last_draw: str | None
    end_cause: Literal["ended", "five_canoes", "no_cards"] | None
    auto_end_canoes: int
    winners: list[int]


def og_view(view: View) -> OgView:
    """A view handed over through the game-neutral API, as the OgView it is (view.py builds every one)."""
    return cast(OgView, view)


def held_card(view: OgView) -> str:
    """The held card's id, for an action that needs one (a placement, a shift, a discard)."""
    held = view["held"]
    if held is None:
        raise ValueError("no card is held")
    return held


def card_at(view: OgView, seat: int, row: int, col: int) -> str:
    """The id of the card in a seat's cell, for an action that names a card there."""
    card = view["seats"][seat]["grid"][row][col]
    if card is None:
        raise ValueError(f"seat {seat}'s cell ({row}, {col}) is empty")
    return card
