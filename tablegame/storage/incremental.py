"""A kept game's save text made a piece at a time: its actions only ever grow, so each write encodes the new ones.

Encoding a whole 8,000-action game takes about 10 ms and holds the interpreter lock all along, which
would stall the window's frame even on another thread. Here the UI thread only takes a `Snapshot`
(the small fields already encoded, the actions as an immutable tuple) and the writer thread encodes
the actions new since its last write, in short bursts. The text is the very text `save_text(data,
compact=True)` gives (but for lone surrogates, see `save_bytes`): compact JSON is a dict's
`"key":value` pairs joined by commas, and a list's items likewise, so pieces encoded apart join into
the same bytes.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tablegame.core.rules import Action
from tablegame.storage.kept import SUMMARY_FIELD, count_turns

ACTIONS_FIELD = "actions"
BURST = 500  # actions encoded at a time (well under a millisecond), between which the UI thread may run
# The compact layout of saves.save_text, as one reusable encoder (json.dumps would build one per call).
_ENCODE = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode


@dataclass(frozen=True)
class Snapshot:
    """One autosave of a game as the UI thread took it; the writer thread finishes it without touching the match.

    `fields` are the save object's top-level fields in order, each as (encoded key, encoded value);
    the value is None for the actions and the summary, which the writer fills in: the actions from
    `actions`, the summary from `summary`, its turn counted over them if the rules gave none (None).
    """

    ident: str
    over: bool
    fields: tuple[tuple[str, str | None], ...]
    summary: dict[str, Any]
    actions: tuple[Action, ...]


def take_snapshot(ident: str, data: dict[str, Any]) -> Snapshot:
    """A snapshot of a kept save object (a summary's turn of None is counted later); raises ValueError or
    TypeError."""
    summary = dict(data[SUMMARY_FIELD])
    fields = tuple(
        (_ENCODE(str(key)), None if key in (ACTIONS_FIELD, SUMMARY_FIELD) else _ENCODE(value))
        for key, value in data.items()
    )
    return Snapshot(ident, bool(summary["over"]), fields, summary, tuple(data[ACTIONS_FIELD]))


class EncodedActions:
    """One game's actions encoded so far, as pieces that join into the JSON list; only the writer thread uses it."""

    def __init__(self) -> None:
        self.count = 0
        self.last: Action | None = None  # the last action encoded (kept, so its identity stays unique)
        self.pieces: list[str] = []
        self.turns = 0
        self.last_seat: Any = None

    def follows(self, actions: tuple[Action, ...]) -> bool:
        """True if `actions` begin with the very actions encoded so far (the same game, played on)."""
        if self.count > len(actions):
            return False
        return self.count == 0 or actions[self.count - 1] is self.last

    def extend(self, actions: tuple[Action, ...], pause: Callable[[], None]) -> None:
        """Encode the actions after those encoded so far, a burst at a time with `pause()` between bursts."""
        for start in range(self.count, len(actions), BURST):
            if start > self.count:
                pause()
            burst = actions[start : start + BURST]
            piece = _ENCODE(burst)[1:-1]  # the items without the list's brackets
            self.turns, self.last_seat = count_turns(burst, self.turns, self.last_seat)
            self.pieces.append(piece)
            self.count, self.last = start + len(burst), burst[-1]

    def text(self) -> str:
        """The JSON list of the actions encoded so far."""
        return "[" + ",".join(self.pieces) + "]"


def save_bytes(snapshot: Snapshot, encoded: EncodedActions) -> bytes:
    """The file a snapshot is written as, its actions from `encoded` (which must hold exactly them).

    A lone surrogate (a kept field may hold one) cannot be UTF-8: it is written as its JSON escape, which
    reads back as the same string.
    """
    summary = snapshot.summary if snapshot.summary["turn"] is not None else dict(snapshot.summary, turn=encoded.turns)
    parts = []
    for key, value in snapshot.fields:
        if value is None:
            value = encoded.text() if key == _ENCODE(ACTIONS_FIELD) else _ENCODE(summary)
        parts.append(f"{key}:{value}")
    return ("{" + ",".join(parts) + "}\n").encode("utf-8", "backslashreplace")
