"""The Ogallala card catalog (OGA-1, OGA-2): `cards/ogallala.yaml`, checked against a schema.

Cards in play are small integers (indexes into the catalog, in file order); the tables below give
each index's role, strength, colour, kind and loot set, so the hot paths only index tuples.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from tablegame.core.catalog import load_catalog
from tablegame.core.datafile import DataFileError

GAME_ID = "ogallala"
DECK_SIZE = 112
EMPTY = -1  # an empty grid cell

# Roles (OGA-2) as small ints for speed.
MIDDLE, BOW, STERN, NEVER = 0, 1, 2, 3
ROLE_NAMES = ("middle", "bow", "stern", "never")
# Colours (OGA-2): none, red, black.
NONE, RED, BLACK = 0, 1, 2
COLOUR_NAMES = ("none", "red", "black")
# Set parts (OGA-34).
LEFT, RIGHT, PERSON = 0, 1, 2
PART_NAMES = ("left", "right", "person")

_ID = {"type": "string", "pattern": "^[a-z][a-z0-9-]*$", "description": "a card id like paddler-red-3"}

CATALOG_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["cards"],
    "additionalProperties": False,
    "description": "an object with a `cards` list",
    "properties": {
        "cards": {
            "type": "array",
            "minItems": 1,
            "description": "a list of card ids",
            "items": {
                "type": "object",
                "required": ["id", "name", "count", "role", "indian", "strength", "colour", "kind", "loot"],
                "additionalProperties": False,
                "description": "a card {id, name, count, role, indian, strength, colour, kind, loot}",
                "properties": {
                    "id": _ID,
                    "name": {"type": "string", "minLength": 1, "maxLength": 40, "description": "a short name"},
                    "also": {"type": "string", "maxLength": 40, "description": "another edition's name"},
                    "count": {"type": "integer", "minimum": 1, "maximum": 12, "description": "a count 1-12"},
                    "role": {"enum": list(ROLE_NAMES), "description": "bow, stern, middle or never"},
                    "indian": {"type": "boolean", "description": "true or false"},
                    "strength": {"type": "integer", "minimum": 0, "maximum": 9, "description": "a strength 0-9"},
                    "colour": {"enum": list(COLOUR_NAMES), "description": "none, red or black"},
                    "kind": _ID,
                    "loot": {"type": "boolean", "description": "true or false"},
                    "set": {"type": "string", "pattern": "^[a-z]+$", "description": "a loot set like bear"},
                    "part": {"enum": list(PART_NAMES), "description": "left, right or person"},
                },
                "dependentRequired": {"set": ["part"], "part": ["set"]},
            },
        }
    },
}


@dataclass(frozen=True)
class Catalog:
    """Every card id's properties, indexed 0..k-1 in file order."""

    ids: tuple[str, ...]
    names: tuple[str, ...]
    also: tuple[str | None, ...]
    counts: tuple[int, ...]
    role: tuple[int, ...]
    indian: tuple[bool, ...]
    strength: tuple[int, ...]
    colour: tuple[int, ...]
    kind: tuple[int, ...]  # kind index; equal kinds are "identical cards"
    kind_names: tuple[str, ...]
    loot: tuple[bool, ...]
    set_of: tuple[int, ...]  # set index or -1
    part: tuple[int, ...]  # LEFT / RIGHT / PERSON or -1
    set_names: tuple[str, ...]
    set_cards: tuple[tuple[int, int, int], ...]  # per set: (left, right, person) indexes
    index: dict[str, int]

    def full_deck(self) -> list[int]:
        """Every card of the game (indexes, copies included) in catalog order."""
        return [i for i, count in enumerate(self.counts) for _ in range(count)]

    def card(self, card_id: str) -> int:
        """The index of a card id; KeyError for an unknown id."""
        return self.index[card_id]


def build_catalog(data: dict[str, Any], source: str = "cards/ogallala.yaml") -> Catalog:
    """A Catalog from schema-checked data; raises DataFileError for what a schema cannot say."""
    cards = data["cards"]
    ids = tuple(c["id"] for c in cards)
    if len(set(ids)) != len(ids):
        duplicate = next(i for i in ids if ids.count(i) > 1)
        raise DataFileError(f"{source}: cards: card id {duplicate!r} appears twice")
    total = sum(c["count"] for c in cards)
    if total != DECK_SIZE:
        raise DataFileError(f"{source}: cards: the counts add up to {total}, expected {DECK_SIZE} cards")
    for n, c in enumerate(cards):
        if c["indian"] != (c["strength"] >= 1):
            raise DataFileError(f"{source}: cards[{n}]: an Indian is exactly a card of strength 1 or more")
    kind_names = tuple(dict.fromkeys(c["kind"] for c in cards))
    set_names = tuple(dict.fromkeys(c["set"] for c in cards if "set" in c))
    set_cards = []
    for name in set_names:
        parts = {c["part"]: i for i, c in enumerate(cards) if c.get("set") == name}
        if sorted(parts) != sorted(PART_NAMES) or any(cards[i]["count"] != 1 for i in parts.values()):
            raise DataFileError(f"{source}: cards: set {name!r} needs one left, one right and one person card")
        set_cards.append((parts["left"], parts["right"], parts["person"]))
    return Catalog(
        ids=ids,
        names=tuple(c["name"] for c in cards),
        also=tuple(c.get("also") for c in cards),
        counts=tuple(c["count"] for c in cards),
        role=tuple(ROLE_NAMES.index(c["role"]) for c in cards),
        indian=tuple(c["indian"] for c in cards),
        strength=tuple(c["strength"] for c in cards),
        colour=tuple(COLOUR_NAMES.index(c["colour"]) for c in cards),
        kind=tuple(kind_names.index(c["kind"]) for c in cards),
        kind_names=kind_names,
        loot=tuple(c["loot"] for c in cards),
        set_of=tuple(set_names.index(c["set"]) if "set" in c else -1 for c in cards),
        part=tuple(PART_NAMES.index(c["part"]) if "part" in c else -1 for c in cards),
        set_names=set_names,
        set_cards=tuple(set_cards),
        index={card_id: i for i, card_id in enumerate(ids)},
    )


@cache
def catalog() -> Catalog:
    """The shipped Ogallala catalog, loaded and checked once."""
    return build_catalog(load_catalog(GAME_ID, CATALOG_SCHEMA))
