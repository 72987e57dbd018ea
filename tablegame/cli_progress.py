"""The progress line of `tablegame sim` on a terminal: games done, wins so far, time left, rewritten in place."""

from __future__ import annotations

import shutil
import time
from collections.abc import Callable
from typing import TextIO

from tablegame.cli_help import display_width
from tablegame.i18n import ptr, tr

REDRAW_SECONDS = 0.2  # a tournament of quick bots finishes a game a millisecond: the line is redrawn at most this often


def shows_progress(stream: TextIO) -> bool:
    """Whether `stream` is a terminal a person watches (a pipe or a file gets no progress line)."""
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty()) if isatty is not None else False
    except (OSError, ValueError):  # a closed stream
        return False


def clock_text(seconds: float) -> str:
    """A duration as m:ss, or h:mm:ss from an hour on."""
    whole = max(0, round(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def wins_text(wins: float) -> str:
    """A win count: whole, or with one decimal when shared wins count as fractions."""
    return f"{wins:.0f}" if float(wins).is_integer() else f"{wins:.1f}"


def fitted(text: str, width: int) -> str:
    """`text` cut to at most `width` terminal columns (a wide Korean or Chinese character takes two)."""
    if display_width(text) <= width:
        return text
    out = ""
    for char in text:
        if display_width(out + char) > width - 1:
            break
        out += char
    return out + "…"


class ProgressLine:
    """A line of its own on `stream`, rewritten in place with a carriage return as games finish.

    `update` redraws at most every REDRAW_SECONDS (and always for the last game); `close` erases the line, so
    that the report printed next starts at the left edge of a clean line.
    """

    def __init__(
        self, stream: TextIO, total: int, players: list[str], clock: Callable[[], float] = time.perf_counter
    ) -> None:
        self.stream = stream
        self.total = total
        self.players = players
        self.clock = clock
        self.started = clock()
        self.drawn_at: float | None = None
        self.drawn_width = 0
        self.broken = False  # the terminal went away: no more progress

    def text(self, done: int, wins: list[float], elapsed: float) -> str:
        """The line for `done` games of `total` with these wins so far, `elapsed` seconds in."""
        separator = ptr("list", ", ")
        levels = [spec.removeprefix("bot:") for spec in self.players]
        scores = separator.join(
            tr("{level} {wins}", level=level, wins=wins_text(won))
            if levels.count(level) == 1
            else tr("{level} ({number}) {wins}", level=level, number=number, wins=wins_text(won))
            for number, (level, won) in enumerate(zip(levels, wins, strict=True), 1)
        )
        line = tr("{done}/{total} games · wins: {scores}", done=done, total=self.total, scores=scores)
        if 0 < done < self.total:
            left = elapsed / done * (self.total - done)
            line += " · " + tr("{time} left", time=clock_text(left))
        return line

    def update(self, done: int, wins: list[float]) -> None:
        """Show that `done` games are played with these wins per player so far (throttled)."""
        now = self.clock()
        if self.broken:
            return
        if done < self.total and self.drawn_at is not None and now - self.drawn_at < REDRAW_SECONDS:
            return
        self.drawn_at = now
        width = max(10, shutil.get_terminal_size().columns - 1)  # the last column would wrap on some terminals
        line = fitted(self.text(done, wins, now - self.started), width)
        shown = display_width(line)
        self._write("\r" + line + " " * max(0, self.drawn_width - shown))
        self.drawn_width = shown

    def close(self) -> None:
        """Erase the line (if one was drawn)."""
        if self.drawn_at is not None and not self.broken:
            self._write("\r" + " " * self.drawn_width + "\r")
            self.drawn_at = None

    def _write(self, text: str) -> None:
        """Write and flush; a terminal gone away ends the progress, never the tournament."""
        try:
            self.stream.write(text)
            self.stream.flush()
        except (OSError, ValueError):
            self.broken = True
