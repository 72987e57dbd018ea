"""Small helpers for writing game events in words, shared by every game's log lines and table, in the
program's current language (`tablegame.i18n`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tablegame.i18n import ptr, tr

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


def third_person(plain: str) -> str:
    """A regular verb's third person singular: "take" -> "takes", "pass" -> "passes", "carry" -> "carries"."""
    if plain == "have":
        return "has"
    if plain.endswith(("s", "sh", "ch", "x", "z", "o")):
        return plain + "es"
    if len(plain) > 1 and plain.endswith("y") and plain[-2] not in "aeiou":
        return plain[:-1] + "ies"
    return plain + "s"


def is_you(name: str) -> bool:
    """Whether a seat's name is the menu's usual name for its human ("You", or that word in the language now)."""
    folded = name.strip().casefold()
    return folded in {"you", tr("You").casefold()}


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
            return self.names[seat]
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

    def verb(self, seat: Any, plain: str, third: str | None = None) -> str:
        """The verb for the seat as subject: `plain` for "You", else `third` (default: regular, "takes")."""
        if self.is_reader(seat):
            return plain
        return third if third is not None else third_person(plain)

    def says(self, seat: Any, plain: str, third: str | None = None) -> str:
        """The seat and its verb starting a sentence: "You take", "Mina takes"."""
        return f"{self.subject(seat)} {self.verb(seat, plain, third)}"

    def group(self, seats: Sequence[int], start: bool = True) -> tuple[str, bool]:
        """Several seats as one subject ("Mina and you") and whether its verb is the plain form."""
        words = [self.subject(seat) if start and i == 0 else self.object(seat) for i, seat in enumerate(seats)]
        return listing(words), len(seats) > 1 or any(self.is_reader(seat) for seat in seats)
