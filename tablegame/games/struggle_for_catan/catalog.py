"""The catalog `cards/struggle-for-catan.yaml`: its schema and the checked, typed components (SFC-2 to SFC-6)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from tablegame.core.catalog import load_catalog
from tablegame.core.datafile import DataFileError

GAME_ID = "struggle-for-catan"

RESOURCE_IDS = ("ore", "wool", "grain", "lumber", "brick")
"""Catalog order (SFC-2): resource index i is RESOURCE_IDS[i] everywhere in the rules."""

BUILDINGS = ("road", "knight", "settlement", "city", "expansion")
"""The five building types of SFC-20, in this order (bit i of the `built` mask)."""

EVENT_IDS = ("market-day", "brigand")
"""Estate events by index."""

ABILITIES = ("library", "church", "castle", "merchant-guild", "none")

_NAME = {"type": "string", "minLength": 1, "maxLength": 60, "description": "a name of 1 to 60 letters"}
_ID = {"type": "string", "pattern": "^[a-z][a-z0-9-]*$", "description": "an id in lower-case letters and dashes"}
_COUNT = {"type": "integer", "minimum": 0, "maximum": 100, "description": "a whole number from 0 to 100"}
_COST = {
    "type": "object",
    "description": "a cost {resource: cards}",
    "propertyNames": {"enum": list(RESOURCE_IDS), "description": "a resource id"},
    "additionalProperties": {"type": "integer", "minimum": 1, "maximum": 5, "description": "1 to 5 cards"},
    "minProperties": 1,
}
_MARKS = {
    "type": "object",
    "description": 'copies per player-count mark {"2": n, "3": n, "4": n}',
    "required": ["2", "3", "4"],
    "additionalProperties": False,
    "properties": {m: _COUNT for m in ("2", "3", "4")},
}
_SIDES_VP = {
    "type": "object",
    "description": "VP of the A and B sides {A, B}",
    "required": ["A", "B"],
    "additionalProperties": False,
    "properties": {"A": _COUNT, "B": _COUNT},
}

_CARD = {
    "type": "object",
    "description": "a card entry with id, name, kind and count",
    "required": ["id", "name", "kind", "count"],
    "additionalProperties": False,
    "properties": {
        "id": _ID,
        "name": _NAME,
        "kind": {
            "enum": ["resource", "road", "knight", "estate", "expansion", "reference", "fate"],
            "description": "one of resource, road, knight, estate, expansion, reference, fate",
        },
        "count": {**_COUNT, "minimum": 1},
        "marks": _MARKS,
        "vp": {
            "description": "VP: {A, B}, {settlement, city} or a number",
            "anyOf": [
                _SIDES_VP,
                {
                    "type": "object",
                    "required": ["settlement", "city"],
                    "additionalProperties": False,
                    "properties": {"settlement": _COUNT, "city": _COUNT},
                },
                _COUNT,
            ],
        },
        "cost": {
            "description": "a cost, or {settlement: cost, city: cost} for an estate",
            "anyOf": [
                _COST,
                {
                    "type": "object",
                    "required": ["settlement", "city"],
                    "additionalProperties": False,
                    "properties": {"settlement": _COST, "city": _COST},
                },
            ],
        },
        "event": {"enum": list(EVENT_IDS), "description": "market-day or brigand"},
        "ability": {"enum": list(ABILITIES), "description": f"one of {', '.join(ABILITIES)}"},
        "sides": {
            "type": "object",
            "description": "side names with their meaning",
            "additionalProperties": {"type": "string", "description": "a text"},
        },
        "text": {"type": "string", "description": "a text"},
    },
}

SCHEMA: dict[str, Any] = {
    "type": "object",
    "description": "the Struggle for Catan catalog",
    "required": ["game", "marks", "events", "cards"],
    "additionalProperties": False,
    "properties": {
        "game": {"const": GAME_ID, "description": f'"{GAME_ID}"'},
        "marks": {
            "type": "array",
            "description": "the three player-count marks",
            "minItems": 3,
            "maxItems": 3,
            "items": {
                "type": "object",
                "description": "a mark {mark, min_seats, symbol}",
                "required": ["mark", "min_seats", "symbol"],
                "additionalProperties": False,
                "properties": {
                    "mark": {"enum": ["2", "3", "4"], "description": '"2", "3" or "4"'},
                    "min_seats": {"type": "integer", "minimum": 2, "maximum": 4, "description": "2 to 4 seats"},
                    "symbol": {"type": "string", "description": "a text"},
                },
            },
        },
        "events": {
            "type": "array",
            "description": "the two estate events",
            "items": {
                "type": "object",
                "description": "an event {id, name, text}",
                "required": ["id", "name", "text"],
                "additionalProperties": False,
                "properties": {
                    "id": {"enum": list(EVENT_IDS), "description": "market-day or brigand"},
                    "name": _NAME,
                    "text": {"type": "string", "description": "a text"},
                },
            },
        },
        "cards": {"type": "array", "description": "a list of card entries", "minItems": 1, "items": _CARD},
    },
}


@dataclass(frozen=True)
class Components:
    """The catalog in the form the rules use: tuples indexed by resource / expansion index."""

    resource_counts: tuple[int, ...]
    resource_names: tuple[str, ...]
    costs: dict[str, tuple[int, ...]]  # building type -> cost by resource index
    road_marks: tuple[int, int, int]
    side_vp: tuple[int, int]  # VP of a road or knight card on its A side and on its B side (SFC-27)
    knight_marks: tuple[int, int, int]
    estate_ids: tuple[str, ...]  # by event index
    estate_marks: tuple[tuple[int, int, int], ...]  # by event index
    settlement_vp: int
    city_vp: int
    expansion_ids: tuple[str, ...]
    expansion_names: tuple[str, ...]
    expansion_vp: tuple[int, ...]
    expansion_marks: tuple[tuple[int, int, int], ...]
    expansion_ability: tuple[str, ...]
    names: dict[str, str]  # any id -> its display name
    event_names: tuple[str, ...]

    def in_play(self, marks: tuple[int, int, int], n_seats: int) -> int:
        """How many copies of a card with these mark counts are used with n seats (SFC-3)."""
        return sum(marks[: n_seats - 1])

    def expansion_index(self, ability: str) -> int:
        """The expansion index carrying an ability (-1 if none does)."""
        return self.expansion_ability.index(ability) if ability in self.expansion_ability else -1


def _vec(cost: dict[str, int]) -> tuple[int, ...]:
    return tuple(cost.get(r, 0) for r in RESOURCE_IDS)


def _marks(entry: dict[str, Any]) -> tuple[int, int, int]:
    marks = entry.get("marks")
    if marks is None:
        raise DataFileError(f"cards/{GAME_ID}.yaml: card {entry['id']}: marks are missing")
    counts = (marks["2"], marks["3"], marks["4"])
    if sum(counts) != entry["count"]:
        raise DataFileError(
            f"cards/{GAME_ID}.yaml: card {entry['id']}: marks add up to {sum(counts)}, not its count {entry['count']}"
        )
    return counts


def build_components(data: dict[str, Any]) -> Components:
    """Check the catalog's cross-references and turn it into Components; raises DataFileError."""
    where = f"cards/{GAME_ID}.yaml"
    cards = {c["id"]: c for c in data["cards"]}
    if len(cards) != len(data["cards"]):
        raise DataFileError(f"{where}: cards: every id must appear once")
    resources = [c for c in data["cards"] if c["kind"] == "resource"]
    if tuple(c["id"] for c in resources) != RESOURCE_IDS:
        raise DataFileError(f"{where}: cards: expected the resources {', '.join(RESOURCE_IDS)} in this order")
    need = {
        "road": "road",
        "knight": "knight",
        "settlement-market-day": "estate",
        "settlement-brigand": "estate",
        "fate": "fate",
        "building-costs": "reference",
    }
    for cid, kind in need.items():
        if cid not in cards or cards[cid]["kind"] != kind:
            raise DataFileError(f"{where}: cards: expected a card {cid!r} of kind {kind}")
    estates = [cards["settlement-market-day"], cards["settlement-brigand"]]
    for index, entry in enumerate(estates):
        if (
            entry.get("event") != EVENT_IDS[index]
            or not isinstance(entry.get("cost"), dict)
            or "city" not in entry["cost"]
            or not isinstance(entry.get("vp"), dict)
        ):
            raise DataFileError(
                f"{where}: card {entry['id']}: expected event {EVENT_IDS[index]}, settlement/city costs and VP"
            )
    expansions = [c for c in data["cards"] if c["kind"] == "expansion"]
    for entry in expansions:
        if not isinstance(entry.get("vp"), int) or "ability" not in entry or "cost" not in entry:
            raise DataFileError(f"{where}: card {entry['id']}: an expansion needs vp (a number), cost and ability")
    for entry in (cards["road"], cards["knight"]):
        if "cost" not in entry:
            raise DataFileError(f"{where}: card {entry['id']}: cost is missing")
        if not isinstance(entry.get("vp"), dict) or set(entry["vp"]) != {"A", "B"}:
            raise DataFileError(f"{where}: card {entry['id']}: expected vp {{A, B}}")
    if cards["road"]["vp"] != cards["knight"]["vp"]:
        raise DataFileError(f"{where}: cards road and knight: expected the same vp (the rules score their sides alike)")
    costs = {
        "road": _vec(cards["road"]["cost"]),
        "knight": _vec(cards["knight"]["cost"]),
        "settlement": _vec(estates[0]["cost"]["settlement"]),
        "city": _vec(estates[0]["cost"]["city"]),
        "expansion": _vec(expansions[0]["cost"]),
    }
    events = {e["id"]: e["name"] for e in data["events"]}
    return Components(
        resource_counts=tuple(c["count"] for c in resources),
        resource_names=tuple(c["name"] for c in resources),
        costs=costs,
        road_marks=_marks(cards["road"]),
        side_vp=(cards["road"]["vp"]["A"], cards["road"]["vp"]["B"]),
        knight_marks=_marks(cards["knight"]),
        estate_ids=tuple(e["id"] for e in estates),
        estate_marks=tuple(_marks(e) for e in estates),
        settlement_vp=estates[0]["vp"]["settlement"],
        city_vp=estates[0]["vp"]["city"],
        expansion_ids=tuple(e["id"] for e in expansions),
        expansion_names=tuple(e["name"] for e in expansions),
        expansion_vp=tuple(e["vp"] for e in expansions),
        expansion_marks=tuple(_marks(e) for e in expansions),
        expansion_ability=tuple(e["ability"] for e in expansions),
        names={c["id"]: c["name"] for c in data["cards"]},
        event_names=tuple(events.get(e, e) for e in EVENT_IDS),
    )


@cache
def components() -> Components:
    """The game's components, loaded and checked once."""
    return build_components(load_catalog(GAME_ID, SCHEMA))
