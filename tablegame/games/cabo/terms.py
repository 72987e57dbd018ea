"""The small phrases CABO's sentences are filled with, in the current language: a card by its value ("a 7",
"the 13"), cards counted ("two 12s and two 13s"), a power's word ("PEEK") and its cards ("a 7 or an 8"), own
cards by position ("1st and 3rd cards"). Each is a whole translatable template; the sentences that hold them are
whole templates too."""

from __future__ import annotations

from collections import Counter

from tablegame.core.words import listing, ordinal
from tablegame.games.cabo.catalog import Catalog
from tablegame.i18n import N_, ntr, ptr, tr

POWER_WORDS: dict[str, str] = {"peek": N_("PEEK"), "spy": N_("SPY"), "swap": N_("SWAP")}


def power_word(power: str) -> str:
    """A power's word as the cards print it: "PEEK" (ko "엿보기", zh "偷看")."""
    return tr(POWER_WORDS[power])


def a_card(value: int) -> str:
    """A card by its value with its article: "a 7", "an 8" (the numbers said with a vowel first take "an")."""
    if value in (8, 11, 18) or 80 <= value <= 89:
        return ptr("card", "an {value}", value=value)
    return ptr("card", "a {value}", value=value)


def the_card(value: int) -> str:
    """A card the sentence already pointed at, by its value: "the 7"."""
    return ptr("card", "the {value}", value=value)


def cards_or_unknown(values: list[int | None]) -> str:
    """Cards the reader sees, by value: "a 4, a 6 and a 4" (one it cannot see is "a card")."""
    return listing([a_card(v) if v is not None else tr("a card") for v in values])


def counted(values: list[int]) -> str:
    """Card values counted: "two 12s and two 13s", "one 4"."""
    return listing([_copies(value, copies) for value, copies in sorted(Counter(values).items())])


def _copies(value: int, copies: int) -> str:
    """So many cards of one value: "one 4", "two 5s"."""
    if copies == 1:
        return ptr("cards", "one {value}", value=value)
    if copies == 2:
        return ptr("cards", "two {value}s", value=value)
    if copies == 3:
        return ptr("cards", "three {value}s", value=value)
    if copies == 4:
        return ptr("cards", "four {value}s", value=value)
    return ptr("cards", "{count} {value}s", count=copies, value=value)


def own_cards(positions: list[int]) -> str:
    """Own cards by position: "2nd card", "1st and 3rd cards"."""
    return ntr(
        "{positions} card", "{positions} cards", len(positions), positions=listing([ordinal(p) for p in positions])
    )


def a_card_of(whose: str, position: int, value: int | None = None) -> str:
    """A row's card by owner and position, with its value when the reader knows it: "your 4th card (an 8)"."""
    if value is None:
        return tr("{whose} {position} card", whose=whose, position=ordinal(position))
    return tr("{whose} {position} card ({card})", whose=whose, position=ordinal(position), card=a_card(value))


def power_cards(catalog: Catalog, power: str) -> str:
    """The cards with a power, from the catalog: "a 7 or an 8"."""
    values = sorted({v for v, p in zip(catalog.values, catalog.powers, strict=True) if p == power})
    cards = [a_card(v) for v in values]
    if len(cards) == 1:
        return cards[0]
    return tr("{first} or {last}", first=ptr("list", ", ").join(cards[:-1]), last=cards[-1])
