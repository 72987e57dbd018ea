"""What a game's presenter hands the table each frame: cards, buttons, texts and gestures (no pygame)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from tablegame.core.history import Entry

ROW = "\t"  # in a panel's line, splits a row's left part (a name) from its right part (its points)

Action = dict[str, Any]

# Card looks (CardItem.look): what the viewer sees of a card and who else knows it.
BACK = "back"  # face down, its value unknown to the viewer
FACE = "face"  # face up: everyone sees it
PRIVATE = "private"  # face down, shown to the viewer only ("only you can see this")
REMEMBERED = "remembered"  # face down, known to the viewer, drawn as a memory aid
EMPTY = "empty"  # an empty place that can still receive a card

GestureKind = Literal["drag", "click", "button"]
"""How a person performs a gesture: drag an item onto another, click an item, or press a button."""
FrameStyle = Literal["plain", "strong", "alert"]
"""A frame's outline: thin and faint, bright, or warm and thick."""


@dataclass(frozen=True)
class CardFace:
    """How a card kind is drawn: big value text, a power word and glyph, a colour."""

    value: str
    word: str = ""
    glyph: str = ""
    colour: tuple[int, int, int] = (250, 248, 240)
    # A game with richer faces paints them itself: paint(surface, fonts) fills the whole card picture
    # (a transparent surface of the card's size). The table still adds its own marks on top.
    paint: Callable[[Any, Any], None] | None = None


class PaintedFaces(dict[str, CardFace]):
    """Card faces made on demand from picture names ("boat:0:1:pink"), for games whose pictures are
    too many to list: `painter(name)` gives the paint function of a name, or None if it knows none."""

    def __init__(self, painter: Callable[[str], Callable[[Any, Any], None] | None]) -> None:
        super().__init__()
        self.painter = painter

    def get(self, key: Any, default: Any = None) -> Any:
        """The face of a picture name (made once); `default` for names the painter does not know."""
        if key not in self:
            paint = self.painter(str(key)) if key is not None else None
            if paint is None:
                return default
            self[key] = CardFace(str(key), paint=paint)
        return dict.get(self, key, default)


@dataclass
class CardItem:
    """One card (or an empty place) on the table."""

    key: str  # stable name of the place, e.g. "row:1:2"; gestures name items by key
    zone: str  # zone id in the layout
    seat: int | None = None  # for per-seat zones
    index: int = 0  # slot number within the zone
    slots: int = 1  # how many slots the zone lays out (the row length)
    card: str | None = None  # card kind id when the viewer may see it
    look: str = BACK
    seen_by: tuple[int, ...] = ()  # seats that know the value (markers on face-down cards)
    count: int | None = None  # pile size badge
    selected: bool = False  # chosen for a multi-card action
    tag: str = ""  # a short word drawn on the card ("you", "new")
    hint: str = ""  # shown in a small box while the pointer rests on the card
    # The card's longer words (an ability, an event, what it does), shown only in the card inspector beside
    # a large copy of the card; never more than the viewer may know (a face-down card gets none).
    detail: str = ""


@dataclass
class Frame:
    """An outline around a group of card items (e.g. an Ogallala canoe), with a short label on it."""

    keys: list[str]  # item keys; the outline surrounds the ones that are on the table
    label: str = ""  # drawn in a small box on the outline's lower edge
    style: FrameStyle = "plain"


@dataclass
class ButtonItem:
    """A button in a buttons zone; it exists only while one of its gestures is possible."""

    key: str
    zone: str
    label: str
    greyed: bool = False  # drawn dimmed: it can do nothing now (a click says why)


@dataclass(frozen=True)
class Gesture:
    """How a person does one thing: a drag (source -> target), a click on an item, or a button.

    It carries either a legal action (performed by the match) or a `ui` step the presenter handles
    (select a card, start choosing a power's target, cancel).
    """

    kind: GestureKind
    source: str  # item key
    label: str  # what it does, in words
    target: str | None = None  # for drags
    action: Action | None = None
    ui: str | None = None
    hotkey: str | None = None  # a letter, e.g. "d", or with Ctrl held, e.g. "ctrl+s"
    badge: str = ""  # a few words shown on the lit target while the piece is held ("load amber")
    cycled: bool = True  # Tab reaches it; the window's own buttons (Save, Menu) are reached by their keys alone


@dataclass
class Motion:
    """A card travelling from one place to another when an action is animated."""

    source: str  # item key in the position before the action
    target: str  # item key in the position after the action
    card: str | None = None  # shown face if not None
    flip: bool = False
    via: tuple[str, ...] = ()  # item keys whose centres it passes, a leg each (a key twice: a pause)
    lead_card: str | None = None  # the picture on the legs before the last (e.g. a canoe before it capsizes)


@dataclass
class TableModel:
    """Everything the table draws and accepts for one viewer at one moment."""

    cards: list[CardItem] = field(default_factory=list)
    buttons: list[ButtonItem] = field(default_factory=list)
    gestures: list[Gesture] = field(default_factory=list)
    status: str = ""  # whose turn and what to do now
    texts: dict[str, list[str]] = field(default_factory=dict)  # panel/label zone id -> lines (or ROW rows)
    captions: dict[str, str] = field(default_factory=dict)  # item key or "zone" / "zone:seat" -> caption
    active_seat: int | None = None  # highlighted seat label
    frames: list[Frame] = field(default_factory=list)  # outlines around groups of cards
    still: set[str] = field(default_factory=set)  # items never lifted: a drag on one says at once why it cannot move
    # The history panel (the layout's log zone): the reader's whole history, whose entries from
    # `fresh_from` on came after the reader's own last action, and the items those actions touched.
    history: list[Entry] = field(default_factory=list)
    history_reader: int | None = None  # whose history it is ("You" in it); None: an onlooker's
    fresh_from: int | None = None  # index into `history` of the first entry since the reader's last action
    history_progress: tuple[int, int] | None = None  # (actions, of how many) while `history` has only the newest
    changed: set[str] = field(default_factory=set)  # item keys marked as changed since the reader's last turn

    def item(self, key: str) -> CardItem | None:
        """The card item with this key, if any."""
        for card in self.cards:
            if card.key == key:
                return card
        return None

    def gestures_from(self, source: str, kind: GestureKind | None = None) -> list[Gesture]:
        """Gestures that start at an item (optionally of one kind)."""
        return [g for g in self.gestures if g.source == source and (kind is None or g.kind == kind)]

    def drops(self, source: str, target: str) -> list[Gesture]:
        """Drag gestures from source onto target."""
        return [g for g in self.gestures if g.kind == "drag" and g.source == source and g.target == target]


@dataclass
class ScoreSheet:
    """A score screen: a table of strings, the revealed cards per row, and notes explaining the points."""

    title: str
    columns: list[str]
    rows: list[list[str]]
    seats: list[int] = field(default_factory=list)  # the seat of each row (for its colour)
    cards: list[list[str]] = field(default_factory=list)  # revealed cards per row, drawn small
    notes: list[str] = field(default_factory=list)
    history_columns: list[str] = field(default_factory=list)
    history: list[list[str]] = field(default_factory=list)  # earlier rounds, one row each
