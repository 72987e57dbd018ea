"""The Niagara catalog `cards/niagara.yaml`: its JSON schema and the checked, typed result (NIA-2, NIA-3)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

from tablegame.core.catalog import load_catalog
from tablegame.core.datafile import DataFileError

GAME_ID = "niagara"
CLOUD: Literal["cloud"] = "cloud"

PaddleCard = int | Literal["cloud"]  # a paddle card as actions and views write it: its number, or "cloud"

_SLOT_NAME = {"type": "string", "minLength": 1, "maxLength": 8, "description": "a slot name"}
_COLOUR_MAP_OF = {
    "type": "object",
    "minProperties": 1,
    "description": "a map from colour to a value",
}

_BOARD = {
    "type": "object",
    "required": ["slots", "downstream", "depth", "sites"],
    "additionalProperties": False,
    "description": "a board with slots, downstream, depth and sites",
    "properties": {
        "slots": {
            "type": "array",
            "minItems": 3,
            "uniqueItems": True,
            "items": _SLOT_NAME,
            "description": "a list of distinct slot names, dock first and falls last",
        },
        "downstream": {
            "type": "object",
            "description": "a map from slot to the list of its downstream slots",
            "additionalProperties": {
                "type": "array",
                "minItems": 1,
                "items": _SLOT_NAME,
                "description": "a list of downstream slot names",
            },
        },
        "depth": {
            "type": "object",
            "description": "a map from slot to its depth (steps from the dock)",
            "additionalProperties": {"type": "integer", "minimum": 0, "description": "a depth of 0 or more"},
        },
        "sites": {
            "type": "object",
            "description": "a map from colour to the slots that reach its site",
            "additionalProperties": {
                "type": "array",
                "minItems": 1,
                "items": _SLOT_NAME,
                "description": "a list of slot names",
            },
        },
    },
}

SCHEMA: dict[str, Any] = {
    "type": "object",
    "description": "the Niagara catalog",
    "required": [
        "colours",
        "gem_names",
        "gem_value",
        "gems_per_colour",
        "gems_at_site",
        "boats_per_seat",
        "boat_capacity",
        "paddle_cards",
        "weather",
        "flow",
        "discs",
        "boards",
    ],
    "additionalProperties": False,
    "properties": {
        "colours": {
            "type": "array",
            "minItems": 1,
            "uniqueItems": True,
            "items": {"type": "string", "minLength": 1, "description": "a colour name"},
            "description": "a list of distinct colour names, upstream to downstream",
        },
        "gem_names": {**_COLOUR_MAP_OF, "additionalProperties": {"type": "string", "description": "a gem name"}},
        "gem_value": {
            **_COLOUR_MAP_OF,
            "additionalProperties": {"type": "integer", "minimum": 1, "description": "a value of 1 or more"},
        },
        "gems_per_colour": {"type": "integer", "minimum": 1, "description": "a whole number of gems per colour"},
        "gems_at_site": {"type": "integer", "minimum": 1, "description": "a whole number of gems per site"},
        "boats_per_seat": {"const": 2, "description": "2 (each seat paddles two canoes)"},
        "boat_capacity": {"const": 1, "description": "1 (a canoe carries one gem)"},
        "paddle_cards": {
            "type": "array",
            "minItems": 2,
            "uniqueItems": True,
            "items": {
                "anyOf": [{"type": "integer", "minimum": 1, "maximum": 8}, {"const": "cloud"}],
                "description": 'a card: a number 1-8 or "cloud"',
            },
            "description": "a list of distinct paddle cards",
        },
        "weather": {
            "type": "object",
            "required": ["track", "start"],
            "additionalProperties": False,
            "description": "the weather track, its start and labels",
            "properties": {
                "track": {
                    "type": "array",
                    "minItems": 2,
                    "uniqueItems": True,
                    "items": {"type": "integer", "description": "a weather value"},
                    "description": "a list of increasing weather values",
                },
                "start": {"type": "integer", "description": "a weather value on the track"},
                "labels": {
                    "type": "object",
                    "additionalProperties": {"type": "string"},
                    "description": "a map from weather value to its name",
                },
            },
        },
        "flow": {
            "type": "object",
            "required": ["min", "max"],
            "additionalProperties": False,
            "description": "the flow bounds {min, max}",
            "properties": {
                "min": {"type": "integer", "minimum": 0, "description": "a lowest flow of 0 or more"},
                "max": {"type": "integer", "minimum": 0, "description": "a highest flow"},
            },
        },
        "discs": {
            "type": "object",
            "required": ["total", "in_river"],
            "description": "the disc counts {total, in_river}",
            "properties": {
                "total": {"type": "integer", "minimum": 0, "description": "a disc count"},
                "in_river": {"type": "integer", "minimum": 0, "description": "a disc count"},
            },
        },
        "boards": {
            "type": "object",
            "required": ["alternate", "straight"],
            "additionalProperties": False,
            "description": "the two boards, alternate and straight",
            "properties": {"alternate": _BOARD, "straight": _BOARD},
        },
    },
}


@dataclass(frozen=True)
class Catalog:
    """The parts of the catalog the rules use, with colours as indices 0..4."""

    colours: tuple[str, ...]
    gem_names: tuple[str, ...]
    gem_value: tuple[int, ...]
    gems_per_colour: int
    gems_at_site: int
    boats_per_seat: int
    cards: tuple[PaddleCard, ...]
    card_values: tuple[int, ...]  # by card: its movement points and flow number (the cloud's is 0)
    weather_track: tuple[int, ...]
    weather_start: int
    weather_labels: dict[str, str]
    flow_min: int
    flow_max: int
    boards: dict[str, dict[str, Any]]


def _fail(where: str, what: str) -> None:
    raise DataFileError(f"cards/{GAME_ID}.yaml: {where}: {what}")


def build_catalog(data: dict[str, Any]) -> Catalog:
    """Check what the schema cannot (colour maps complete, weather start on the track) and type it."""
    colours = tuple(data["colours"])
    for key in ("gem_names", "gem_value"):
        if set(data[key]) != set(colours):
            _fail(key, f"expected exactly the colours {', '.join(colours)}")
    track = tuple(data["weather"]["track"])
    if list(track) != sorted(track):
        _fail("weather.track", "expected increasing values")
    if data["weather"]["start"] not in track:
        _fail("weather.start", "expected a value on the track")
    if data["gems_at_site"] > data["gems_per_colour"]:
        _fail("gems_at_site", "expected at most gems_per_colour")
    if data["flow"]["min"] > data["flow"]["max"]:
        _fail("flow", "expected min <= max")
    for name, board in data["boards"].items():
        if set(board["sites"]) != set(colours):
            _fail(f"boards.{name}.sites", f"expected exactly the colours {', '.join(colours)}")
    return Catalog(
        colours=colours,
        gem_names=tuple(data["gem_names"][c] for c in colours),
        gem_value=tuple(data["gem_value"][c] for c in colours),
        gems_per_colour=data["gems_per_colour"],
        gems_at_site=data["gems_at_site"],
        boats_per_seat=data["boats_per_seat"],
        cards=tuple(data["paddle_cards"]),
        card_values=tuple(0 if card == CLOUD else card for card in data["paddle_cards"]),
        weather_track=track,
        weather_start=data["weather"]["start"],
        weather_labels={str(k): v for k, v in data["weather"].get("labels", {}).items()},
        flow_min=data["flow"]["min"],
        flow_max=data["flow"]["max"],
        boards=data["boards"],
    )


@cache
def catalog() -> Catalog:
    """The checked Niagara catalog (read once)."""
    return build_catalog(load_catalog(GAME_ID, SCHEMA))
