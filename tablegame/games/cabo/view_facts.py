"""What a reader's views just before and just after a CABO action say about it, read the same way for
an action in the middle of a round and for the one that ended it (whose after-view is already the next
deal, or the finished game: the ended round's table is then read from `last_round`)."""

from __future__ import annotations

from tablegame.core.rules import View


def round_ended(before: View, after: View) -> bool:
    """True if the action scored a round (its after-view has one more round in the history)."""
    return len(after["history"]) > len(before["history"])


def rows_after(before: View, after: View) -> list[list[str | None]]:
    """Each row's card ids right after the action as the reader sees them (None: unknown to it); at a
    round's end, the ended round's rows, every card revealed."""
    if round_ended(before, after):
        return [list(row) for row in after["last_round"]["rows"]]
    return [[slot["card"] for slot in row] for row in after["rows"]]


def discard_after(before: View, after: View) -> list[str]:
    """The discard pile right after the action (top first), in the ended round if the action ended it."""
    if round_ended(before, after):
        return list(after["last_round"]["discard"])
    return list(after["discard"])


def draw_count_after(before: View, after: View) -> int:
    """The cards left in the draw pile right after the action, in the ended round if the action ended it."""
    if round_ended(before, after):
        return int(after["last_round"]["draw_count"])
    return int(after["draw_count"])
