"""One reader's history of a long match, written a slice at a time so that a table opens at once.

The newest actions are written first, from the position the match's replay kept near its end
(`Match.kept`); the earlier ones are then written from the start in slices (`run` with a deadline)
and put in front. Each entry is written from the reader's own views, as `Match.history_for` does.
"""

from __future__ import annotations

import time
from typing import Any, Protocol

from tablegame.core.history import History
from tablegame.core.rules import Action, Rules, View


class Match(Protocol):
    """What the writer uses of a match (core/match.py's, which writes its histories with this module)."""

    rules: Rules
    actions: list[Action]
    kept: tuple[int, Any] | None  # (actions, a copy of the state after them)

    def names(self) -> list[str]:
        """The seat names in seat order."""

    def view(self, seat: int | None) -> View:
        """What this seat may see."""

    def apply(self, action: Action) -> None:
        """Check and perform one action, then record it."""

    def rebuilt(self, n_actions: int | None = None) -> Match:
        """A fresh match replayed up to `n_actions` actions."""


class _Pass:
    """Writes the entries of actions `start` up to `end` on a replayed copy of the match."""

    def __init__(self, match: Match, reader: int | None, start: int, end: int) -> None:
        self.match = match
        self.reader = reader
        self.end = end
        self.history = History(match.rules, match.names(), reader)
        self.replayed = match.rebuilt(start)
        self.before: View = self.replayed.view(reader)

    @property
    def done(self) -> int:
        """The actions replayed so far (the next one to write)."""
        return len(self.replayed.actions)

    def run(self, deadline: float | None) -> bool:
        """Write entries until the end, or until `time.perf_counter()` passes `deadline`; True at the end."""
        actions, replayed, reader = self.match.actions, self.replayed, self.reader
        while len(replayed.actions) < self.end:
            index = len(replayed.actions)
            replayed.apply(actions[index])
            after = replayed.view(reader)  # the next action's view before it (a history only reads views)
            self.history.add(index, replayed.actions[-1], self.before, after)
            self.before = after
            if deadline is not None and time.perf_counter() > deadline:
                break
        return len(replayed.actions) >= self.end


class HistoryWriter:
    """A reader's history: `history` holds the newest actions at once and the whole game once `run` says so.

    Actions added to the match after the writer was made are the caller's to add to `history` (as a table
    adds each move); the earlier part fills in behind them.
    """

    def __init__(self, match: Match, reader: int | None) -> None:
        self.total = len(match.actions)
        self.start = match.kept[0] if match.kept is not None else 0  # the newest part begins here
        newest = _Pass(match, reader, self.start, self.total)
        newest.run(None)
        self.history = newest.history
        self._earlier = _Pass(match, reader, 0, self.start) if self.start > 0 else None

    @property
    def complete(self) -> bool:
        """True once the history holds every action."""
        return self._earlier is None

    @property
    def written(self) -> int:
        """How many of the match's actions (as it was when the writer was made) the history holds."""
        return self.total if self._earlier is None else self.total - self.start + self._earlier.done

    def run(self, deadline: float | None = None) -> bool:
        """Write earlier entries until all are written (True) or `time.perf_counter()` passes `deadline`."""
        if self._earlier is not None and self._earlier.run(deadline):
            self.history.put_before(self._earlier.history)
            self._earlier = None
        return self._earlier is None
