"""The Struggle for Catan's view and its parts as TypedDicts (view.py builds them; the JSON shape of
`replay --json`). Keys sometimes absent sit in `total=False` bases (Python 3.10 has no NotRequired)."""

from __future__ import annotations

from typing import Any, Literal, TypedDict

from tablegame.games.struggle_for_catan.state import Phase


class _EstateExtras(TypedDict, total=False):
    event: str  # a city's event; a settlement's only in an open view
    expansion: str | None  # a city's expansion card, None while it has none


class Estate(_EstateExtras):
    """One estate card of a tableau: a settlement (its event hidden) or a city."""

    side: Literal["settlement", "city"]


class NextSides(TypedDict):
    """The side ("A" or "B") the seat's next road and next knight are laid with (SFC-27)."""

    road: str
    knight: str


class Tableau(TypedDict):
    """One seat's buildings: road and knight stacks (sides bottom first), estates and what they give."""

    roads: list[str]
    knights: list[str]
    estates: list[Estate]
    estate_vp: list[int]
    next_sides: NextSides
    exchanges: int
    draws: int


class TakeFrom(TypedDict):
    """SFC-34: the opponent whose top road or knight the seat's next one takes, None while the supply has one."""

    road: int | None
    knight: int | None


class Supply(TypedDict):
    """What is left to build: roads, knights, estate cards and the expansion cards."""

    road: int
    knight: int
    estate: int
    expansions: list[str]


class GivePending(TypedDict):
    """After an exchange with a player: `seat` gives a card back to `target` (`taken` told only to the two)."""

    kind: Literal["give"]
    seat: int
    target: int
    taken: str | None


class DiscardDue(TypedDict):
    """A seat that must discard `count` cards after a Brigand Attack."""

    seat: int
    count: int


class DiscardPending(TypedDict):
    """A Brigand Attack: the seats in `due` discard half their hands."""

    kind: Literal["discard"]
    builder: int
    due: list[DiscardDue]


class MarketDayPending(TypedDict):
    """A Market Day: the seats in `due` each swap a card with the market, in turn."""

    kind: Literal["market_day"]
    builder: int
    due: list[int]


Pending = GivePending | DiscardPending | MarketDayPending


class _LogEventFields(TypedDict, total=False):
    seat: int
    give: str
    drew: str | None
    take: str
    target: int
    took: str | None
    chosen: bool
    resource: str | None
    building: str
    pay: dict[str, int]
    taken_from: int
    estate: int
    card: str
    flip: bool
    city_event: str
    side: str
    resources: dict[str, int]
    cards: int


class LogEvent(_LogEventFields):
    """One entry of the recent-events log (log.render_event): what the reader may not know is None."""

    event: str


class CatanView(TypedDict):
    """What one seat (None: an onlooker) sees (SFC-41 to SFC-43)."""

    game: str
    seat: int | None
    n_seats: int
    phase: Phase
    to_act: list[int]
    turn: int
    turn_number: int
    start_seat: int
    hand: dict[str, int] | None
    hand_sizes: list[int]
    opponent_hands: list[dict[str, int] | None] | None
    market: dict[str, int]
    discard: list[str]
    deck_count: int
    supply: Supply
    tableaux: list[Tableau]
    take_from: TakeFrom
    fate: str | None
    exchanges_left: int
    wide_trade: bool
    built: list[str]
    guild_uses_left: int
    pending: Pending | None
    scores: list[int]
    winners: list[int]
    options: dict[str, Any]
    log: list[LogEvent]


# --- reading a view's parts by a name held in a variable (mypy checks only literal keys) -------------------
def stack_of(tableau: Tableau, kind: str) -> list[str]:
    """A tableau's road stack (kind "road") or knight stack (kind "knight"), bottom first."""
    return tableau["roads"] if kind == "road" else tableau["knights"]


def supply_of(supply: Supply, kind: str) -> int:
    """Roads (kind "road"), knights ("knight") or estate cards ("estate", "settlement") left to build."""
    if kind == "road":
        return supply["road"]
    return supply["knight"] if kind == "knight" else supply["estate"]


def taken_from(take_from: TakeFrom, kind: str) -> int | None:
    """SFC-34 for the reader's next road (kind "road") or knight: the seat whose top one it takes, or None."""
    return take_from["road"] if kind == "road" else take_from["knight"]


def next_side(next_sides: NextSides, kind: str) -> str:
    """The side the next road (kind "road") or knight lands."""
    return next_sides["road"] if kind == "road" else next_sides["knight"]


def seat_of(view: CatanView) -> int:
    """The reader's seat, for code that only a seat reaches (an onlooker has no legal action)."""
    seat = view["seat"]
    if seat is None:
        raise ValueError("an onlooker's view has no seat")
    return seat


def hand_of(view: CatanView) -> dict[str, int]:
    """The reader's own hand; an onlooker holds none (empty)."""
    return view["hand"] or {}


def give_of(view: CatanView) -> GivePending:
    """The pending give-back of the give phase."""
    pending = view["pending"]
    if pending is None or pending["kind"] != "give":
        raise ValueError("no card to give back now")
    return pending


def discard_of(view: CatanView) -> DiscardPending:
    """The pending discards of a Brigand Attack."""
    pending = view["pending"]
    if pending is None or pending["kind"] != "discard":
        raise ValueError("no Brigand Attack now")
    return pending
