"""The CABO card catalog (CABO-1): `cards/cabo.yaml`, checked against a schema when it is loaded."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, get_args

from tablegame.core.catalog import load_catalog
from tablegame.core.datafile import DataFileError

GAME_ID = "cabo"
DECK_SIZE = 52
Power = Literal["peek", "spy", "swap"]
POWERS: tuple[Power, ...] = get_args(Power)

CATALOG_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["cards"],
    "additionalProperties": False,
    "description": "an object with a `cards` list",
    "properties": {
        "cards": {
            "type": "array",
            "minItems": 1,
            "description": "a list of card kinds",
            "items": {
                "type": "object",
                "required": ["id", "value", "count", "power"],
                "additionalProperties": False,
                "description": "a card kind {id, value, count, power}",
                "properties": {
                    "id": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$", "description": "a kind id like c7"},
                    "value": {"type": "integer", "minimum": 0, "maximum": 99, "description": "a value 0-99"},
                    "count": {"type": "integer", "minimum": 1, "maximum": 8, "description": "a count 1-8"},
                    "power": {
                        "enum": [None, *POWERS],
                        "description": "null, peek, spy or swap",
                    },
                    "name": {"type": "string", "maxLength": 20, "description": "a short name"},
                },
            },
        }
    },
}


@dataclass(frozen=True)
class Catalog:
    """The card kinds, indexed 0..k-1 in file order; cards in play are these indexes."""

    ids: tuple[str, ...]
    values: tuple[int, ...]
    counts: tuple[int, ...]
    powers: tuple[Power | None, ...]
    names: tuple[str, ...]
    deck: tuple[int, ...] = ()  # every card (kind indexes, copies included) in catalog order
    index: dict[str, int] = field(default_factory=dict, compare=False)  # kind id -> kind index

    def full_deck(self) -> list[int]:
        """Every card of the game (kind indexes, copies included) in catalog order, as a new list."""
        return list(self.deck)


def build_catalog(data: dict[str, Any], source: str = "cards/cabo.yaml") -> Catalog:
    """A Catalog from checked catalog data; raises DataFileError for what a schema cannot say."""
    cards = data["cards"]
    ids = tuple(c["id"] for c in cards)
    if len(set(ids)) != len(ids):
        duplicate = next(i for i in ids if ids.count(i) > 1)
        raise DataFileError(f"{source}: cards: kind id {duplicate!r} appears twice")
    total = sum(c["count"] for c in cards)
    if total != DECK_SIZE:
        raise DataFileError(f"{source}: cards: the counts add up to {total}, expected {DECK_SIZE} cards")
    return Catalog(
        ids=ids,
        values=tuple(c["value"] for c in cards),
        counts=tuple(c["count"] for c in cards),
        powers=tuple(c["power"] for c in cards),
        names=tuple(c.get("name", str(c["value"])) for c in cards),
        deck=tuple(i for i, c in enumerate(cards) for _ in range(c["count"])),
        index={kind: i for i, kind in enumerate(ids)},
    )


def cabo_catalog() -> Catalog:
    """The shipped CABO catalog, loaded and checked."""
    return build_catalog(load_catalog(GAME_ID, CATALOG_SCHEMA))
