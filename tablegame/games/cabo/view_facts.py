"""What a reader's views just before and just after a CABO action say about it, read the same way for
an action in the middle of a round and for the one that ended it (whose after-view is already the next
deal, or the finished game: the ended round's table is then read from `last_round`)."""

from __future__ import annotations

from tablegame.games.cabo.view_types import CaboRoundScreen, CaboView


def round_ended(before: CaboView, after: CaboView) -> bool:
    """True if the action scored a round (its after-view has one more round in the history)."""
    return len(after["history"]) > len(before["history"])


def last_round_of(after: CaboView) -> CaboRoundScreen:
    """The score screen of the round that `after` follows (a view after a round's end always has one)."""
    last = after["last_round"]
    if last is None:
        raise ValueError("this view follows no scored round")
    return last


def rows_after(before: CaboView, after: CaboView) -> list[list[str | None]]:
    """Each row's card ids right after the action as the reader sees them (None: unknown to it); at a
    round's end, the ended round's rows, every card revealed."""
    if round_ended(before, after):
        return [list(row) for row in last_round_of(after)["rows"]]
    return [[slot["card"] for slot in row] for row in after["rows"]]


def discard_after(before: CaboView, after: CaboView) -> list[str]:
    """The discard pile right after the action (top first), in the ended round if the action ended it."""
    if round_ended(before, after):
        return list(last_round_of(after)["discard"])
    return list(after["discard"])


def draw_count_after(before: CaboView, after: CaboView) -> int:
    """The cards left in the draw pile right after the action, in the ended round if the action ended it."""
    if round_ended(before, after):
        return int(last_round_of(after)["draw_count"])
    return int(after["draw_count"])
