"""Layout files: where each zone of a table is drawn, in fractions of the window (layouts/README.md)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, get_args

from tablegame.core.datafile import DataFileError, describe_value, load_yaml
from tablegame.paths import data_dir

ZoneKind = Literal["pile", "row", "fan", "grid", "path", "buttons", "panel", "log", "label", "prompt", "spots"]
Caption = Literal["above", "below", "none"]
Direction = Literal["horizontal", "vertical"]
ZONE_KINDS: tuple[ZoneKind, ...] = get_args(ZoneKind)
CARD_ASPECT = 5 / 7  # width / height of every card
# The smallest zone, piece or card size, in fractions of the window: smaller ones round to no
# pixels at all (1e-9 made pygame fail while drawing); 0.005 is 6 pixels of a 1280-wide window.
MIN_SIZE = 0.005
MAX_POINTS = 200

_FRACTION = {"type": "number", "minimum": 0, "maximum": 1, "description": "a fraction between 0 and 1"}
_POINT = {
    "type": "array",
    "items": _FRACTION,
    "minItems": 2,
    "maxItems": 2,
    "description": "a pair of fractions [x, y] between 0 and 1",
}
_SIZE = {
    "type": "array",
    "items": {"type": "number", "minimum": MIN_SIZE, "maximum": 1, "description": f"a fraction from {MIN_SIZE} to 1"},
    "minItems": 2,
    "maxItems": 2,
    "description": f"a pair of fractions [width, height] from {MIN_SIZE} to 1",
}
_BOX = {
    "type": "object",
    "required": ["at", "size"],
    "additionalProperties": False,
    "description": "a box {at: [x, y], size: [w, h]}",
    "properties": {"at": _POINT, "size": _SIZE},
}
_COLOUR = {"type": "string", "pattern": "^#[0-9a-fA-F]{6}$", "description": 'a colour like "#1f5c3f"'}
# no control characters (pygame cannot draw a NUL; a caption is one line) nor lone surrogates
_ONE_LINE = "^[^\\x00-\\x1f\\x7f-\\x9f\\ud800-\\udfff]*$"
_NAME = {"type": "string", "pattern": "^[a-z][a-z0-9_-]*$", "description": "a lower-case name like draw_pile"}

# Every key a zone may have; which kinds take which is ZONE_KEYS below.
_ZONE_KEY_SCHEMAS: dict[str, Any] = {
    "id": _NAME,
    "kind": {"enum": list(ZONE_KINDS), "description": "one of " + ", ".join(ZONE_KINDS)},
    "at": _POINT,
    "size": _SIZE,
    "per_seat": {"type": "boolean", "description": "true or false"},
    "places": {
        "type": "object",
        "description": "place names mapped to boxes {at, size}",
        "propertyNames": {"pattern": "^[a-z][a-z0-9_-]*$"},
        "additionalProperties": _BOX,
    },
    "label": {
        "type": "string",
        "maxLength": 60,
        "pattern": _ONE_LINE,
        "description": "a caption of at most 60 letters on one line, without control characters",
    },
    "caption": {"enum": list(get_args(Caption)), "description": "above, below or none"},
    "gap": {"type": "number", "minimum": 0, "maximum": 1, "description": "a gap in card widths, 0..1"},
    "overlap": {
        "type": "number",
        "minimum": 0,
        "maximum": 0.95,
        "description": "an overlap fraction between 0 and 0.95",
    },
    "grid": {
        "type": "array",
        "items": {"type": "integer", "minimum": 1, "maximum": 30, "description": "a whole number 1..30"},
        "minItems": 2,
        "maxItems": 2,
        "description": "[rows, columns], each 1..30",
    },
    "points": {
        "type": "array",
        "items": _POINT,
        "minItems": 1,
        "maxItems": MAX_POINTS,
        "description": "a list of points [x, y] in fractions of the window",
    },
    "card_height": {
        "type": "number",
        "minimum": MIN_SIZE,
        "maximum": 1,
        "description": f"a card height from {MIN_SIZE} to 1 of the window height",
    },
    "direction": {"enum": list(get_args(Direction)), "description": "horizontal or vertical"},
    "lines": {"type": "integer", "minimum": 1, "maximum": 40, "description": "a line count 1..40"},
}

# --- spots zones (board pieces: tablegame/table/board_path.py) ---------------------------------------
_POINT_NAME = {
    "type": "string",
    "minLength": 1,
    "maxLength": 24,
    "pattern": "^[A-Za-z0-9_-]+$",
    "description": "a point name like 6A (letters, digits, _ or -)",
}
_SPOTS_KEY_SCHEMAS: dict[str, Any] = {
    "points": {
        "anyOf": [
            _ZONE_KEY_SCHEMAS["points"],
            {
                "type": "object",
                "minProperties": 1,
                "maxProperties": MAX_POINTS,
                "propertyNames": _POINT_NAME,
                "additionalProperties": _POINT,
                "description": "a mapping from point names to points [x, y]",
            },
        ],
        "description": "a list of points [x, y], or a mapping from point names to points, in fractions of the window",
    },
    "variant": {**_NAME, "description": "the game variant this zone draws (a lower-case name like straight)"},
    "part": {**_NAME, "description": "what it draws of its variant (a lower-case name like river)"},
    "spot": {
        "type": "array",
        "items": {"type": "number", "minimum": MIN_SIZE, "maximum": 1},
        "minItems": 2,
        "maxItems": 2,
        "description": f"a piece size [w, h] from {MIN_SIZE} to 1 of the window height",
    },
    "cluster": {
        "type": "integer",
        "minimum": 1,
        "maximum": 20,
        "description": "how many pieces sharing a point sit side by side, 1..20",
    },
    "stack": {
        "type": "integer",
        "minimum": 1,
        "maximum": 20,
        "description": "the most rows of pieces sharing a point laid apart, 1..20 (more rows overlap)",
    },
    "lower": {
        "type": "number",
        "minimum": -0.5,
        "maximum": 0.5,
        "description": "how far below its point a piece sits, -0.5..0.5 of the window height",
    },
    "links": {
        "type": "array",
        "maxItems": 400,
        "items": {
            "type": "array",
            "items": {
                "anyOf": [{"type": "integer", "minimum": 0, "maximum": MAX_POINTS - 1}, _POINT_NAME],
                "description": "a point number (from 0) or a point name",
            },
            "minItems": 2,
            "maxItems": 2,
        },
        "description": "a list of pairs [i, j] of points (numbers from 0, or names) joined by a ribbon",
    },
    "ribbon": {
        "type": "number",
        "minimum": 0,
        "maximum": 1,
        "description": "a ribbon width as a fraction of the window height",
    },
    "ribbon_colour": _COLOUR,
    "region": {
        "type": "array",
        "items": {"type": "number", "minimum": 0, "maximum": 1},
        "minItems": 4,
        "maxItems": 4,
        "description": "[left, top, right, bottom] in fractions of the window: the points keep the shape "
        "they have in a 16:9 window, in the largest such box inside this region",
    },
}
_SPOTS_KEYS = ("gap", *_SPOTS_KEY_SCHEMAS)
# -----------------------------------------------------------------------------------------------------

_CARD_ZONE_KEYS = ("at", "size", "per_seat", "places", "label", "caption")  # what every kind of card zone takes
# The keys each kind of zone takes besides id and kind: only those the table reads for that kind
# (tablegame/table/geometry.py, board.py, board_path.py), so a key that would do nothing is refused.
ZONE_KEYS: dict[ZoneKind, tuple[str, ...]] = {
    "pile": _CARD_ZONE_KEYS,
    "row": (*_CARD_ZONE_KEYS, "gap", "direction"),
    "fan": (*_CARD_ZONE_KEYS, "overlap", "direction"),
    "grid": (*_CARD_ZONE_KEYS, "grid", "gap"),
    "path": ("at", "size", "label", "caption", "points", "card_height"),  # a box only places the caption
    "spots": _SPOTS_KEYS,
    "buttons": ("at", "size", "direction"),
    "panel": ("at", "size", "label"),
    "log": ("at", "size", "label"),
    "label": ("at", "size", "lines"),
    "prompt": ("at", "size"),
}


def _kind_schema(kind: ZoneKind) -> dict[str, Any]:
    """The schema of one kind of zone: its own keys and no others."""
    keys = ("id", "kind", *ZONE_KEYS[kind])
    every_key = {**_ZONE_KEY_SCHEMAS, **(_SPOTS_KEY_SCHEMAS if kind == "spots" else {})}
    return {
        "if": {"type": "object", "required": ["kind"], "properties": {"kind": {"const": kind}}},
        "then": {
            "additionalProperties": False,
            "description": f"a {kind} zone {{{', '.join(keys)}}}",
            "properties": {key: every_key[key] for key in keys},
        },
    }


LAYOUT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["game", "zones"],
    "additionalProperties": False,
    "description": "a layout {game, felt, seat_places, zones}",
    "properties": {
        "game": {"type": "string", "description": "the game id this layout is for"},
        "felt": _COLOUR,
        "seat_places": {
            "type": "object",
            "description": 'seat counts ("2", "3", ...) mapped to lists of place names, viewer first',
            "propertyNames": {"pattern": "^[1-9]$"},
            "additionalProperties": {
                "type": "array",
                "items": _NAME,
                "minItems": 1,
                "uniqueItems": True,
                "description": "a list of different place names, the viewer's first",
            },
        },
        "zones": {
            "type": "array",
            "minItems": 1,
            "description": "a list of zones",
            "items": {
                "type": "object",
                "required": ["id", "kind"],
                "description": "a zone {id, kind, at, size, ...}",
                "properties": {"id": _ZONE_KEY_SCHEMAS["id"], "kind": _ZONE_KEY_SCHEMAS["kind"]},
                "allOf": [_kind_schema(kind) for kind in ZONE_KINDS],
            },
        },
    },
}


@dataclass(frozen=True)
class Box:
    """A rectangle in fractions of the window: centre (x, y) and size (w, h)."""

    x: float
    y: float
    w: float
    h: float

    def to_pixels(self, width: int, height: int) -> tuple[int, int, int, int]:
        """(left, top, width, height) in pixels for a window of this size."""
        w, h = self.w * width, self.h * height
        return (round(self.x * width - w / 2), round(self.y * height - h / 2), max(1, round(w)), max(1, round(h)))


@dataclass(frozen=True)
class Zone:
    """One zone of a layout, as read from the file; a key its kind does not take keeps its default."""

    id: str
    kind: ZoneKind
    box: Box | None = None
    places: dict[str, Box] = field(default_factory=dict)
    per_seat: bool = False
    label: str = ""
    caption: Caption = "none"
    gap: float = 0.12
    overlap: float = 0.5
    grid: tuple[int, int] = (1, 1)
    points: tuple[tuple[float, float], ...] = ()
    card_height: float = 0.15
    direction: Direction = "horizontal"
    lines: int = 6
    spot: tuple[float, float] = (0.06, 0.06)  # spots: piece size in fractions of the window height
    cluster: int = 1  # spots: pieces side by side when they share a point
    stack: int = 0  # spots: the most rows laid apart at one point, more overlap (0: no limit)
    lower: float = 0.0  # spots: how far below its point a piece (or a crowd) sits, in fractions of the window height
    links: tuple[tuple[int, int], ...] = ()  # spots: point pairs joined by a ribbon (a river)
    ribbon: float = 0.0  # spots: the ribbon's width in fractions of the window height
    ribbon_colour: str = "#3b7fb8"  # spots: the ribbon's colour
    point_names: tuple[str, ...] = ()  # spots: the names of its points, in order, when the file names them
    variant: str = ""  # spots: the game variant it draws ("" = every variant)
    part: str = ""  # spots: what it draws of its variant (the game's presenter reads it)
    region: tuple[float, float, float, float] | None = None  # spots: the box its points keep their 16:9 shape in
    index: int = 0  # its place in the file's zones list, to name it in messages (zones[3])

    def box_for(self, place: str | None) -> Box:
        """The zone's box, or its box at a seat's place for a per-seat zone."""
        if self.per_seat:
            return self.places[place or ""]
        assert self.box is not None
        return self.box


@dataclass(frozen=True)
class Layout:
    """A validated layout: zones by id, seat places by seat count, the felt colour."""

    path: Path
    game: str
    zones: dict[str, Zone]
    seat_places: dict[int, tuple[str, ...]]
    felt: str = "#1f5c3f"

    def places_for(self, n_seats: int) -> tuple[str, ...]:
        """The place names for n seats, the viewer's place first."""
        return self.seat_places[n_seats]

    def place_of(self, seat: int, viewer: int, n_seats: int) -> str:
        """Where a seat sits when `viewer` looks at the table: seats go clockwise from the viewer."""
        return self.places_for(n_seats)[(seat - viewer) % n_seats]


def layout_path(game: str) -> Path:
    """The shipped layout file of a game."""
    return data_dir("layouts") / f"{game}.yaml"


def load_layout(path: Path, game: str | None = None, n_seats: tuple[int, ...] = ()) -> Layout:
    """Read and check a layout file; raises DataFileError (file, place in the file, what is expected)."""
    data = load_yaml(path, LAYOUT_SCHEMA)
    if game is not None and data["game"] != game:
        raise DataFileError(f"{path}: game: expected {game!r} (this table's game), got {describe_value(data['game'])}")
    seat_places = {int(k): tuple(v) for k, v in (data.get("seat_places") or {}).items()}
    for count, names in seat_places.items():
        if len(names) != count:  # place_of() gives each of the n seats one of these places
            raise DataFileError(
                f"{path}: seat_places.{count}: expected {count} place names (one for each seat), got {len(names)}"
            )
    zones: dict[str, Zone] = {}
    for index, raw in enumerate(data["zones"]):
        where = f"{path}: zones[{index}]"
        if raw["id"] in zones:
            raise DataFileError(f"{where}.id: expected a zone id not used before, got {raw['id']!r}")
        zones[raw["id"]] = _zone(raw, where, seat_places, index)
    for count in n_seats:
        if any(z.per_seat for z in zones.values()) and count not in seat_places:
            raise DataFileError(f'{path}: seat_places: expected an entry "{count}" (the game allows {count} seats)')
    return Layout(path, data["game"], zones, seat_places, data.get("felt", "#1f5c3f"))


def _zone(raw: dict[str, Any], where: str, seat_places: dict[int, tuple[str, ...]], index: int) -> Zone:
    """One zone from its file entry, with the checks a schema cannot express."""
    per_seat = bool(raw.get("per_seat", False))
    if per_seat and ("at" in raw or "size" in raw):
        # the table draws a zone with a box of its own (texts, buttons, prompts) without a seat,
        # which a per-seat zone does not have
        key = "at" if "at" in raw else "size"
        raise DataFileError(f"{where}.{key}: expected no {key} in a per_seat zone (its boxes are given in places)")
    places = {name: Box(*b["at"], *b["size"]) for name, b in (raw.get("places") or {}).items()}
    box = Box(*raw["at"], *raw["size"]) if "at" in raw and "size" in raw else None
    if per_seat:
        needed = sorted({p for names in seat_places.values() for p in names})
        missing = [p for p in needed if p not in places]
        if "places" not in raw:
            raise DataFileError(f"{where}.places: expected a box for each seat place ({', '.join(needed)})")
        if missing:
            raise DataFileError(f"{where}.places: expected a box for place {missing[0]!r} (named in seat_places)")
    elif raw["kind"] in ("path", "spots"):
        if not raw.get("points"):
            raise DataFileError(f"{where}.points: expected a list of points [x, y] for a {raw['kind']} zone")
        if ("at" in raw) != ("size" in raw):  # a path's box (its caption's place) needs both
            key = "at" if "at" not in raw else "size"
            raise DataFileError(f"{where}.{key}: expected both at and size, or neither, in a path zone")
    elif box is None:
        key = "at" if "at" not in raw else "size"
        what = "a pair of fractions [x, y] between 0 and 1" if key == "at" else "a pair of fractions [w, h]"
        raise DataFileError(f"{where}.{key}: expected {what} (needed unless per_seat is true)")
    extra: dict[str, Any] = {
        k: raw[k] for k in ("label", "caption", "gap", "overlap", "card_height", "direction", "lines") if k in raw
    }
    if "grid" in raw:
        extra["grid"] = tuple(raw["grid"])
    if "points" in raw:
        extra["points"] = tuple(tuple(p) for p in raw["points"])
    if raw["kind"] == "spots":
        extra.update(_spots_fields(raw, where))
    return Zone(raw["id"], raw["kind"], box, places, per_seat, **extra, index=index)


def _spots_fields(raw: dict[str, Any], where: str) -> dict[str, Any]:
    """The keys of a spots zone, its points named or not; every link must join two of its points."""
    fields: dict[str, Any] = {
        k: raw[k] for k in ("cluster", "stack", "lower", "ribbon", "ribbon_colour", "variant", "part") if k in raw
    }
    if "spot" in raw:
        fields["spot"] = tuple(raw["spot"])
    if "region" in raw:
        left, top, right, bottom = raw["region"]
        if right <= left or bottom <= top:
            raise DataFileError(
                f"{where}.region: expected [left, top, right, bottom] with left < right and "
                f"top < bottom, got {raw['region']}"
            )
        fields["region"] = (left, top, right, bottom)
    points = raw.get("points") or ()
    if isinstance(points, dict):
        fields["point_names"] = tuple(points)
        fields["points"] = tuple(tuple(p) for p in points.values())
    number_of = {name: i for i, name in enumerate(fields.get("point_names", ()))}
    count = len(points)
    links = []
    for number, link in enumerate(raw.get("links") or ()):
        for end in link:
            if isinstance(end, str) and end not in number_of:
                raise DataFileError(f"{where}.links[{number}]: expected names of this zone's points, got {end!r}")
        pair = tuple(number_of[end] if isinstance(end, str) else end for end in link)
        if max(pair) >= count:
            raise DataFileError(f"{where}.links[{number}]: expected point numbers below {count}, got {link}")
        links.append(pair)
    fields["links"] = tuple(links)
    return fields
