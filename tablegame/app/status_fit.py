"""Whether a status text fits the table's status line, decided cheaply when it is clear and by the board otherwise.

While an action is shown, the table tries its entries in the status line, as many as fit (`TableScene.told_now`).
Asking the board wraps each candidate into balanced lines, tens of font measurements per try: with many
entries and a large window that cost the move's frame hundreds of milliseconds. Here each word is measured
once, lines are filled with the summed widths, and only a text whose estimate lands within MARGIN of the
line's width (where kerning and the board's own rules could tip it) is left to the board. Answers are kept
per text until the window's size changes.

The board's answer (1.5-3 ms a text) may wait (`deferring`, in a move's rules step): such a text does not fit for
now and is asked of the board later (`settle`, in the frames that hold the move's picture); where it fits after
all, the table chooses its status again before anything is drawn.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from tablegame.i18n.line_breaks import Piece, pieces
from tablegame.table.board import Board
from tablegame.table.board_geometry import STATUS_LINES
from tablegame.table.render import Fonts

MARGIN = 0.06  # an estimate this far (as a share of the line's width) from the edge is trusted
CLEARLY = 1.1  # a text this much wider than the status lines at once is too long, whatever its words' kerning
MAX_REMEMBERED = 512  # texts and words remembered before the lot is forgotten


class StatusFit:
    """`fits(text)`: the board's `status_fits`, remembered, and estimated from word widths where that is safe."""

    def __init__(self, board: Board, fonts: Fonts, size: Callable[[], tuple[int, int]]) -> None:
        self.board = board
        self.fonts = fonts
        self.size = size  # the window's size now: the answers hold for one size
        self.answers: dict[str, bool] = {}
        self.widths: dict[str, int] = {}
        self.answered_at: tuple[int, int] | None = None
        self.deferring = False  # texts the estimate leaves open are answered "no" for now (`pending`)
        self.pending: dict[str, None] = {}  # those texts, in the order asked, for the board to answer (`settle`)
        self.fit_after_all = False  # one of them fitted: the status must be chosen again

    def fits(self, text: str) -> bool:
        """True if `text` fits the status line whole (as `Board.status_fits` says; while `deferring`, False for
        a text only the board can answer, until it has: `settle`)."""
        size = self.size()
        if size != self.answered_at or len(self.answers) + len(self.widths) > MAX_REMEMBERED:
            self.answers, self.widths, self.answered_at = {}, {}, size
        if text not in self.answers:
            estimate = self.estimate(text)
            if estimate is None and self.deferring:
                self.pending[text] = None
                return False
            self.answers[text] = self.board.status_fits(text) if estimate is None else estimate
        return self.answers[text]

    def settle(self, deadline: float) -> bool | None:
        """Ask the board about the texts answered "no" for now, at least one and then until `deadline`
        (`time.thread_time`): None while some are left, then whether any fits after all (once). They are asked
        in the order the status tried them, the longest first: once one fits, the status is that one, and the
        shorter ones need no answer."""
        while self.pending:
            text = next(iter(self.pending))
            del self.pending[text]
            if self.fits(text):
                self.pending.clear()
                self.fit_after_all = True
            elif time.thread_time() >= deadline:
                break
        if self.pending:
            return None
        after_all, self.fit_after_all = self.fit_after_all, False
        return after_all

    def estimate(self, text: str) -> bool | None:
        """True or False when the summed word widths leave no doubt; None when the board must be asked."""
        zone = self.board.layout.zones.get("status")
        if zone is None or zone.box is None or "\n" in text or "  " in text or not text.split():
            return None
        width = self.board.zone_rect(zone).w
        # its words alone fill more than the lines hold (as `lines` would find): summed from the widths of the words
        # between its spaces, a long candidate is neither measured whole nor cut into pieces (a move's longest
        # candidates took 1-2 ms of its frame)
        spaced = text.split()
        summed = sum(map(self.width, spaced)) + self.width(" ") * (len(spaced) - 1)
        if summed > CLEARLY * STATUS_LINES * width * (1 + MARGIN):
            return False
        words = pieces(text)
        if self.lines(words, width * (1 - MARGIN)) <= STATUS_LINES:
            return True
        if self.lines(words, width * (1 + MARGIN)) > STATUS_LINES:
            return False
        return None

    def lines(self, words: list[Piece], width: float) -> float:
        """Lines the pieces (words, or Hanzi where no spaces part them) fill at `width` (filled greedily, as the
        board wraps); infinite if a piece alone is wider."""
        lines, used = 1, 0
        for k, (join, word) in enumerate(words):
            word_width = self.width(word)
            if word_width > width:
                return float("inf")  # the board breaks such a word: too long to call
            joint = self.width(join) if join and k else 0
            if k and used + joint + word_width > width:
                lines, used = lines + 1, word_width
            else:
                used += joint + word_width
        return lines

    def width(self, word: str) -> int:
        """A word's width at the status's body size (measured once)."""
        if not word:
            return 0
        if word not in self.widths:
            self.widths[word] = self.fonts.body.size(word)[0]
        return self.widths[word]
