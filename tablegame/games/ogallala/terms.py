"""Ogallala's nouns in the reader's language: a card by name ("red paddler 3", "bear left half"), its kind
("paddler 3") and with the article a sentence needs ("a red paddler 3", "an eagle", "tobacco")."""

from __future__ import annotations

from tablegame.games.ogallala.catalog import COLOUR_NAMES, catalog
from tablegame.i18n import ptr, tr

_C = catalog()
MASS_NOUNS = ("tobacco", "firewater", "gunpowder")  # loot named without an article: "drew tobacco"


def _english_kind(t: int) -> str:
    """A card's kind in the catalog's English, as the article before it is chosen: "paddler 3", "eagle"."""
    name = _C.names[t].replace(" (left half)", " left half").replace(" (right half)", " right half")
    return f"{name} {_C.strength[t]}" if _C.strength[t] > 0 else name


def _shown_name(t: int) -> str:
    """A card's catalog name in the language now ("bear left half" in English, whose catalog says "(left half)")."""
    return tr(_C.names[t]).replace(" (left half)", " left half").replace(" (right half)", " right half")


def kind_name(card: str) -> str:
    """A card's kind in words, without its tribe colour (what "identical cards" share): "paddler 3", "chief 5"."""
    t = _C.index[card]
    if _C.strength[t] > 0:
        return ptr("card", "{name} {strength}", name=_shown_name(t), strength=_C.strength[t])
    return _shown_name(t)


def card_name(card: str) -> str:
    """A card as players name it: "red paddler 3", "black chief 5", "bear left half", "bear hunter", "tent".

    Indians carry their strength, as the card shows it; the one name for a card on the table and in the history.
    """
    t = _C.index[card]
    colour = COLOUR_NAMES[_C.colour[t]]
    if colour == "red":
        return tr("red {name} {strength}", name=_shown_name(t), strength=_C.strength[t])
    if colour == "black":
        return tr("black {name} {strength}", name=_shown_name(t), strength=_C.strength[t])
    return kind_name(card)


def _with_article(english: str, shown: str) -> str:
    """A name with "a" or "an" (chosen by its English words), none for tobacco, firewater and gunpowder."""
    if english in MASS_NOUNS:
        return shown
    if english[0] in "aeiou":
        return ptr("article", "an {card}", card=shown)
    return ptr("article", "a {card}", card=shown)


def a_kind(card: str) -> str:
    """A card's kind with its article: "a paddler 3", "an eagle", "tobacco"."""
    return _with_article(_english_kind(_C.index[card]), kind_name(card))


def the_card(card: str) -> str:
    """A card named as the one meant: "the red paddler 3" (no article in Korean and Chinese)."""
    return ptr("article", "the {card}", card=card_name(card))


def a_card(card: str) -> str:
    """A card with its article: "a red paddler 3", "an eagle", and "the" for a card of which there is one."""
    t = _C.index[card]
    if _C.counts[t] == 1:
        return the_card(card)
    colour = COLOUR_NAMES[_C.colour[t]]
    english = _english_kind(t) if colour == "none" else colour
    return _with_article(english, card_name(card))
