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
