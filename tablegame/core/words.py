"""Small helpers for writing game events in words, shared by every game's log lines and table, in the
program's current language (`tablegame.i18n`)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from tablegame.i18n import LANGUAGES, ptr, tr, tr_in

# The English ordinal suffixes, each its own template so that a language with one form ("{n}번째", "第{n}")
# translates all four alike.
_ORDINALS = {"st": "{n}st", "nd": "{n}nd", "rd": "{n}rd", "th": "{n}th"}


def ordinal(position: int) -> str:
    """A 0-based position as players count it: 0 -> "1st", 1 -> "2nd", 10 -> "11th" (ko "1번째", zh "第1")."""
    number = position + 1
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    if suffix == "st":
        return ptr("ordinal", "{n}st", n=number)
    if suffix == "nd":
        return ptr("ordinal", "{n}nd", n=number)
    if suffix == "rd":
        return ptr("ordinal", "{n}rd", n=number)
    return ptr("ordinal", "{n}th", n=number)


def listing(words: list[str]) -> str:
    """["a", "b", "c"] -> "a, b and c" (ko "a, b와 c", zh "a、b和c")."""
    if not words:
        return ""
    if len(words) == 1:
        return words[0]
    first = ptr("list", ", ").join(words[:-1])
    return tr("{first} and {last}", first=first, last=words[-1])


def is_you(name: str) -> bool:
    """Whether a seat's name is the menu's usual name for its human ("You", or that word in the language now)."""
    folded = name.strip().casefold()
    return folded in {"you", tr("You").casefold()}


def default_name(kind: str, number: int) -> str:
    """The name a seat gets until the player types one ("Player 1", "Bot 2"; ko "플레이어 1", "봇 2")."""
    return tr("Bot {number}", number=number) if kind == "bot" else tr("Player {number}", number=number)


def default_kind(name: str) -> tuple[str, int] | None:
    """The kind and number of a name the menu gives ("Player 3", "봇 2", ... in any language), else None."""
    found = re.search(r"([0-9]{1,2})\s*$", name)
    if found is None:
        return None
    number, name = int(found[1]), name.strip()
    for lang in LANGUAGES:
        if name == tr_in(lang, "Bot {number}", number=number):
            return "bot", number
        if name == tr_in(lang, "Player {number}", number=number):
            return "human", number
    return None


def is_default_name(name: str) -> bool:
    """Whether a seat's name is one the menu gives, in any language, rather than one a player typed."""
    return default_kind(name) is not None


def shown_name(name: str) -> str:
    """A kept name as the program shows it: the menu's usual names ("You", "Bot 1") in the language now, others
    as they are (a save keeps the names it was started with, whatever the language then)."""
    if is_you(name):
        return tr("You")
    given = default_kind(name)
    return name if given is None else default_name(*given)


class Persons:
    """How one reader's sentences name the seats.

    Only the reader's own seat is "You"/"your"; an onlooker (reader None) reads names only. A seat whose
    name is "You" (any case, in any language: the menu's usual name for its human) is "Player N" to every
    reader but itself,
    because in hot-seat two readers would otherwise both read "You drew ..." about different seats, and
    "You's canoe" never reads.
    """

    def __init__(self, names: Sequence[str] | None, reader: int | None) -> None:
        self.names = list(names or [])
        self.reader = reader

    def is_reader(self, seat: Any) -> bool:
        """True if `seat` is the reader's own (what that seat learned, the reader learned)."""
        return self.reader is not None and seat == self.reader

    def name(self, seat: Any) -> str:
        """A seat's name as others say it: "Mina", or "Player N" (from 1) for a seat called "You" or unnamed."""
        if not isinstance(seat, int) or isinstance(seat, bool):
            return tr("Player ?")
        if 0 <= seat < len(self.names) and not is_you(self.names[seat]):
            return shown_name(self.names[seat])
        return tr("Player {number}", number=seat + 1)

    def subject(self, seat: Any) -> str:
        """The seat starting a sentence: "You" or "Mina"."""
        return tr("You") if self.is_reader(seat) else self.name(seat)

    def object(self, seat: Any) -> str:
        """The seat inside a sentence, as subject or object: "you" or "Mina"."""
        return ptr("object", "you") if self.is_reader(seat) else self.name(seat)

    def owner(self, seat: Any, start: bool = False) -> str:
        """The seat's things named from outside: "your" ("Your" starting a sentence) or "Mina's"."""
        if self.is_reader(seat):
            return tr("Your") if start else tr("your")
        return tr("{name}'s", name=self.name(seat))

    def own(self, seat: Any) -> str:
        """The possessive a seat uses of its own things once it was named: "your" or "their"."""
        return tr("your") if self.is_reader(seat) else ptr("own", "their")
