"""Niagara's view and its parts as TypedDicts (view.py builds them; the JSON shape of `replay --json`).
Keys sometimes absent sit in `total=False` bases (Python 3.10 has no NotRequired)."""

from __future__ import annotations

from typing import Any, TypedDict

from tablegame.games.niagara.catalog import PaddleCard


class BoatOnSlot(TypedDict):
    """A canoe on a slot: its seat, which of the seat's two canoes, the gem it carries."""

    seat: int
    boat: int
    gem: str | None


class Slot(TypedDict):
    """A slot of the river (or the dock, or the falls) with its depth, site, arm, neighbours and canoes."""

    id: str
    depth: int | None
    site: str | None
    arm: str | None
    downstream: list[str]
    boats: list[BoatOnSlot]


class Site(TypedDict):
    """A gem site: the slots beside it and the gems left there by colour."""

    slots: list[str]
    supply: dict[str, int]


class Boat(TypedDict):
    """One canoe: the slot it is at and the gem it carries."""

    at: str
    gem: str | None


class Standing(TypedDict):
    """A home against the victory conditions (NIA-35): which are met and how near it is."""

    met: list[str]
    best: str
    best_count: int
    colours: int
    gems: int
    value: int


class _SeatCardsExtras(TypedDict, total=False):
    hand: list[PaddleCard]  # the reader's own unused cards (its own seat only)


class SeatCards(_SeatCardsExtras):
    """One seat's paddle cards as the reader may see them: used ones are public, a chosen one is not."""

    used: list[PaddleCard]
    chosen: bool
    revealed: bool
    card: PaddleCard | None
    last: PaddleCard | None


class Turn(TypedDict):
    """The acting seat's progress through its turn (act step only)."""

    seat: int
    moved: list[bool]
    must_move: list[bool]
    must_launch: bool
    launched: bool


class Push(TypedDict):
    """One disc pushed by the flow: the arm it went down, every river slot's slot after it, the entry slot."""

    arm: str | None
    to: dict[str, str]
    enters: str


class Route(TypedDict):
    """A canoe carried by the flow and the slots it passed, from where it was."""

    seat: int
    boat: int
    route: list[str]


class OverFalls(TypedDict):
    """A canoe over the falls and the gem it lost."""

    seat: int
    boat: int
    gem: str | None


class StolenGem(TypedDict):
    """The gem a move took from another canoe."""

    seat: int
    boat: int
    gem: str


# "from" is a Python keyword, so the event's fields are declared the functional way.
_RiverEventFields = TypedDict(
    "_RiverEventFields",
    {
        "seat": int,
        "boat": int,
        "from": str,
        "to": str,
        "unloaded": str | None,
        "loaded": str | None,
        "stolen": StolenGem | None,
        "banked": str | None,
        "card": PaddleCard,
        "speed": int,
        "cards": list[PaddleCard],
        "lowest": int,
        "weather": int,
        "pushes": list[Push],
        "boats": list[Route],
        "over_falls": list[OverFalls],
        "returned": list[str],
        "paid": str | None,
        "round": int,
        "winners": list[int],
        "ended_by": str | None,
        "next_start": int,
    },
    total=False,
)


class RiverEvent(_RiverEventFields):
    """A public thing the last action did (view.build_view lists the kinds and their fields)."""

    type: str


class NiagaraView(TypedDict):
    """What one seat (None: an onlooker) sees (NIA-37): everything public plus the seat's own card."""

    game: str
    seat: int | None
    n_seats: int
    options: dict[str, Any]
    phase: str
    round: int
    start_seat: int
    to_act: list[int]
    weather: int
    weather_label: str | None
    weather_track: list[int]
    next_arm: str | None
    flow: int | None
    flow_preview: int | None
    colours: list[str]
    gem_value: dict[str, int]
    gem_names: dict[str, str]
    slots: list[Slot]
    sites: dict[str, Site]
    spare: dict[str, int]
    boats: list[list[Boat]]
    homes: list[dict[str, int]]
    standings: list[Standing]
    cards: list[SeatCards]
    turn: Turn | None
    recovery: list[int]
    scores: list[int]
    winners: list[int]
    ended_by: str | None
    over: bool
    last_events: list[RiverEvent]
