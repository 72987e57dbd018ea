"""Histories written the plain way, to compare the table's quicker writers with."""

from __future__ import annotations

from tablegame.core.history import History
from tablegame.core.match import Match


def written_in_one_go(match: Match, reader: int | None) -> History:
    """The history as the table wrote it before: every action replayed from the start with the reader's views."""
    history = History(match.rules, match.names(), reader)
    replayed = Match(match.game, list(match.seats), match.seed, dict(match.options), dict(match.setup))
    for index, action in enumerate(match.actions):
        before = replayed.view(reader)
        replayed.apply(action)
        history.add(index, replayed.actions[-1], before, replayed.view(reader))
    return history
