""" "What is this?": the "?" button or key arms it, the next click on anything opens a pinned panel saying what
that thing is, what it does and is worth (the game's words, from the reader's view only), and what the reader may
do with it now (from the gestures, which carry only legal actions). The panel reuses the inspector's picture.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tablegame.i18n import N_, ntr, tr
from tablegame.table.model import TableModel

ARMED_STATUS = N_("Click anything to learn what it is — Esc to stop")
BUTTON_TIP = N_("What is this? Then click anything on the table to learn what it is")
BUTTON_UI = "app:whatis"  # the ui step of the table's "?" button
MOST_MOVES = 4  # moves listed in a panel; the others are counted


@dataclass
class WhatIs:
    """The mode's state: armed (the next click explains), and the explanation pinned open, if any."""

    armed: bool = False
    key: str | None = None  # the item (or "seat:N") explained
    words: list[tuple[str, bool]] = field(default_factory=list)  # (text, is_title), as the inspector draws them

    def arm(self) -> None:
        """The next click explains what it is on (an open explanation closes)."""
        self.armed, self.key, self.words = True, None, []

    def open(self, key: str, words: list[tuple[str, bool]]) -> None:
        """Pin the explanation of `key` open; the mode is no longer armed."""
        self.armed, self.key, self.words = False, key, words

    def close(self) -> None:
        """Close the explanation and disarm."""
        self.armed, self.key, self.words = False, None, []

    @property
    def active(self) -> bool:
        """True while armed or an explanation is open: the next click or Esc is the mode's."""
        return self.armed or self.key is not None


def moves(model: TableModel, key: str) -> list[str]:
    """What the reader may do with item `key` now, one line a move: its own clicks and drags, and the drags that
    end on it (the gestures' own labels, which name what each does)."""
    lines: list[str] = []
    for gesture in model.gestures:
        if gesture.action is None and gesture.ui is None:
            continue
        if gesture.kind == "click" and gesture.source == key:
            lines.append(tr("{move}: click it", move=gesture.label))
        elif gesture.kind == "drag" and gesture.source == key:
            lines.append(tr("{move}: drag it to a lit place", move=gesture.label))
        elif gesture.kind == "drag" and gesture.target == key:
            lines.append(tr("{move}: drag it here", move=gesture.label))
    lines = list(dict.fromkeys(lines))
    if len(lines) > MOST_MOVES:
        rest = len(lines) - MOST_MOVES + 1
        lines = [*lines[: MOST_MOVES - 1], ntr("… and {count} more move", "… and {count} more moves", rest)]
    return lines


def explanation(model: TableModel, key: str, game_words: list[str]) -> list[tuple[str, bool]]:
    """The panel's paragraphs: the game's words (the first is the title), then the moves, or that there is none."""
    words = [(text, number == 0) for number, text in enumerate(t for t in game_words if t)]
    if not words:
        words = [(tr("Part of the table"), True)]
    possible = moves(model, key)
    if possible:
        words.append((tr("What you can do with it now:"), True))
        words.extend((line, False) for line in possible)
    else:
        words.append((tr("Nothing to do with it right now."), False))
    return words
