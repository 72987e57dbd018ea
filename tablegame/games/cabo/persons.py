"""Who CABO's words speak of, for one reader: "You" for the reader's own seat, the seat's name otherwise,
with the possessive and the verb form that fit each ("You hold", "Mina holds", "your card", "their card")."""

from __future__ import annotations

from typing import Any

from tablegame.core.words import listing


class Teller:
    """The person words of one reader (`viewer` None: an onlooker, who reads names only)."""

    def __init__(self, names: list[str] | None, viewer: int | None) -> None:
        self.names = names or []
        self.viewer = viewer

    def is_reader(self, seat: Any) -> bool:
        """True if `seat` is the reader's own seat (what that seat learned, the reader learned)."""
        return self.viewer is not None and seat == self.viewer

    def is_you(self, seat: Any) -> bool:
        """True if `seat` is spoken to as "you": the reader's own, or a seat called "You" (the menu's name for
        its human), for every reader, so that its sentences stay grammatical ("You drew", never "You drews")."""
        return self.is_reader(seat) or self.name(seat).casefold() == "you"

    def name(self, seat: Any) -> str:
        """A seat's name, or "Seat N" when there are no names; never "You"."""
        if isinstance(seat, int) and 0 <= seat < len(self.names):
            return self.names[seat]
        return f"Seat {seat}"

    def who(self, seat: Any, start: bool = True) -> str:
        """The seat as a subject: "You" (or "you" inside a sentence) for the reader, else its name."""
        if self.is_you(seat):
            return "You" if start else "you"
        return self.name(seat)

    def own(self, seat: Any) -> str:
        """The possessive a seat uses of its own things: "your", "its" for bots and bare seats, "their" for people."""
        if self.is_you(seat):
            return "your"
        return "its" if self.name(seat).startswith(("Bot", "Seat")) else "their"

    def whose(self, seat: Any, start: bool = False) -> str:
        """A seat's things named from outside: "your" ("Your" at a sentence's start) or "Mina's"."""
        if self.is_you(seat):
            return "Your" if start else "your"
        return f"{self.name(seat)}'s"

    def verb(self, seat: Any, base: str, third: str | None = None) -> str:
        """The verb form for a seat as subject: `base` for "You", the third person (base + "s") otherwise."""
        return base if self.is_you(seat) else third or base + "s"

    def group(self, seats: list[int], start: bool = True) -> tuple[str, bool]:
        """Several seats as one subject ("Mina and you") and whether the verb is plural."""
        words = [self.who(seat, start=start and i == 0) for i, seat in enumerate(seats)]
        return listing(words), len(seats) > 1 or any(self.is_you(seat) for seat in seats)
