"""Small helpers for writing game events in words, shared by every game's log lines and table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def ordinal(position: int) -> str:
    """A 0-based position as players count it: 0 -> "1st", 1 -> "2nd", 10 -> "11th"."""
    number = position + 1
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def listing(words: list[str]) -> str:
    """["a", "b", "c"] -> "a, b and c"."""
    if not words:
        return ""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def third_person(plain: str) -> str:
    """A regular verb's third person singular: "take" -> "takes", "pass" -> "passes", "carry" -> "carries"."""
    if plain == "have":
        return "has"
    if plain.endswith(("s", "sh", "ch", "x", "z", "o")):
        return plain + "es"
    if len(plain) > 1 and plain.endswith("y") and plain[-2] not in "aeiou":
        return plain[:-1] + "ies"
    return plain + "s"


class Persons:
    """How one reader's sentences name the seats.

    Only the reader's own seat is "You"/"your"; an onlooker (reader None) reads names only. A seat whose
    name is "You" (any case: the menu's usual name for its human) is "Player N" to every reader but itself,
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
            return "Player ?"
        if 0 <= seat < len(self.names) and self.names[seat].strip().casefold() != "you":
            return self.names[seat]
        return f"Player {seat + 1}"

    def subject(self, seat: Any) -> str:
        """The seat starting a sentence: "You" or "Mina"."""
        return "You" if self.is_reader(seat) else self.name(seat)

    def object(self, seat: Any) -> str:
        """The seat inside a sentence, as subject or object: "you" or "Mina"."""
        return "you" if self.is_reader(seat) else self.name(seat)

    def owner(self, seat: Any, start: bool = False) -> str:
        """The seat's things named from outside: "your" ("Your" starting a sentence) or "Mina's"."""
        if self.is_reader(seat):
            return "Your" if start else "your"
        return f"{self.name(seat)}'s"

    def own(self, seat: Any) -> str:
        """The possessive a seat uses of its own things once it was named: "your" or "their"."""
        return "your" if self.is_reader(seat) else "their"

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
