"""The history of a match as one seat (or an onlooker) reads it: an entry per action and per event.

Every entry is written by the rules from the reader's own views before and after its action
(`Rules.describe_for`, `Rules.events_for`), so a history can name only what its reader may know.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from tablegame.core.rules import Action, Rules, View


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of a history: an action, or an automatic event it set off."""

    action: int  # index in the match's action list of the action that made (or set off) this entry
    text: str
    seat: int  # the seat whose action it was
    round: int | None  # the round the action was taken in (None for games without rounds)
    turn: int  # counts turns from 0: a new one starts with a round, and with `Rules.turn_of` (else another seat)
    event: bool = False  # an automatic event, not the action itself

    def to_json(self) -> dict[str, Any]:
        """The entry as `replay --json` writes it."""
        return {"action": self.action, "text": self.text}


class History:
    """One reader's history, grown one action at a time (the table adds each action as it happens)."""

    def __init__(self, rules: Rules, names: list[str], reader: int | None) -> None:
        self.rules = rules
        self.names = names
        self.reader = reader
        self.entries: list[Entry] = []
        self._turn = -1
        self._last: tuple[Any, int | None] | None = None  # (turn key, round) of the last action
        self._first: tuple[Any, int | None] | None = None  # and of the first

    def add(self, index: int, action: Action, before: View, after: View) -> list[Entry]:
        """Add the entries of action `index`, given the reader's views before and after it; returns them."""
        seat = action["seat"]
        round_number = self.rules.round_of(before)
        turn_key = self.rules.turn_of(before)
        key = (seat if turn_key is None else turn_key, round_number)
        if self._last != key:
            self._turn += 1
            self._last = key
        if self._first is None:
            self._first = key
        texts = [self.rules.describe_for(action, self.names, self.reader, before, after)]
        events = self.rules.events_for(action, self.names, self.reader, before, after)
        added = [
            Entry(index, text, seat, round_number, self._turn, event=i > 0) for i, text in enumerate([*texts, *events])
        ]
        self.entries.extend(added)
        return added

    def put_before(self, earlier: History) -> None:
        """Put the history of the actions before this one's in front of it (a new list: readers of the old one
        start over); its turns count on from the earlier part's."""
        if not earlier.entries:
            return
        if not self.entries:
            self.entries, self._turn, self._last, self._first = (
                list(earlier.entries),
                earlier._turn,
                earlier._last,
                earlier._first,
            )
            return
        shift = earlier._turn + (0 if earlier._last == self._first else 1)  # a turn may run across the seam
        self.entries = earlier.entries + [replace(entry, turn=entry.turn + shift) for entry in self.entries]
        self._turn += shift
        self._first = earlier._first
