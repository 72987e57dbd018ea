"""The game's nouns in the reader's language: resources, buildings, expansions, events and card counts, shared
by the history (story.py), the reasons (reasons.py) and the table (app/games/struggle_for_catan/words.py).

Names come from the catalog (cards/struggle-for-catan.yaml, whose texts are messages); the words used inside
sentences ("an ore", "2 wool", "a road") are whole templates here, so a language counts cards its own way
(ko "광석 1장", zh "一张矿石").
"""

from __future__ import annotations

from typing import Any

from tablegame.games.struggle_for_catan.catalog import EVENT_IDS, RESOURCE_IDS, components
from tablegame.i18n import N_, ntr, ptr, tr

_C = components()
_NAMES = {**_C.names, **dict(zip(EVENT_IDS, _C.event_names, strict=True))}

# Inside a sentence, English names resources by their ids ("2 wool"); each its own message.
_RESOURCE_WORDS = {
    "ore": N_("ore"),
    "wool": N_("wool"),
    "grain": N_("grain"),
    "lumber": N_("lumber"),
    "brick": N_("brick"),
}
_ONE_CARD = {
    "ore": N_("an ore"),
    "wool": N_("a wool"),
    "grain": N_("a grain"),
    "lumber": N_("a lumber"),
    "brick": N_("a brick"),
}
_BUILDING_WORDS = {
    "road": N_("road"),
    "knight": N_("knight"),
    "settlement": N_("settlement"),
    "city": N_("city"),
    "expansion": N_("expansion"),
}
_A_BUILDING = {
    "road": N_("a road"),
    "knight": N_("a knight"),
    "settlement": N_("a settlement"),
    "city": N_("a city"),
    "expansion": N_("an expansion"),
}


def name(card_id: Any) -> str:
    """A card's, expansion's or event's name as printed ("Ore", "Town Hall", "Brigand Attack")."""
    return tr(_NAMES[card_id]) if card_id in _NAMES else str(card_id)


def resource(resource_id: Any) -> str:
    """A resource inside a sentence: "ore" (ko "광석")."""
    return tr(_RESOURCE_WORDS[resource_id]) if resource_id in _RESOURCE_WORDS else str(resource_id)


def a_card(resource_id: str | None) -> str:
    """ "an ore", "a wool", or "a card" when the reader may not know it (ko "광석 1장", "카드 1장")."""
    if not resource_id:
        return ptr("resource card", "a card")
    return tr(_ONE_CARD[resource_id]) if resource_id in _ONE_CARD else resource_id


def count_of(count: int, resource_id: str) -> str:
    """One resource with its count: "ore" for one, "3 wool" (ko "양모 3장")."""
    return ntr("{resource}", "{count} {resource}", count, resource=resource(resource_id))


def cards(counts: dict[str, int], given_order: bool = False) -> str:
    """{"wool": 3, "ore": 1} -> "ore, 3 wool" (catalog order, or the dict's own); "nothing" when empty."""
    order = list(counts) if given_order else RESOURCE_IDS
    parts = [count_of(counts[r], r) for r in order if counts.get(r, 0) > 0]
    return ptr("list", ", ").join(parts) or tr("nothing")


def card_count(count: int) -> str:
    """2 -> "2 cards" (ko "카드 2장")."""
    return ntr("{count} card", "{count} cards", count)


def building(kind: Any) -> str:
    """A building type inside a sentence: "road", "settlement" (ko "도로")."""
    return tr(_BUILDING_WORDS[kind]) if kind in _BUILDING_WORDS else str(kind)


def a_building(kind: Any) -> str:
    """ "a road", "an expansion" (ko "도로")."""
    return tr(_A_BUILDING[kind]) if kind in _A_BUILDING else str(kind)
