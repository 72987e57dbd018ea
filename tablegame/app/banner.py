"""The table's pause on a big moment: the rules say which actions are big moments and their words
(`Rules.moment_for`, from the reader's views only); this decides how long the banner stays and whom it waits for.

With a human at the table the game waits until the banner is clicked away or its time runs out (by the bot speed:
instant shows none, the history and status still tell the moment). A game of bots only shows it briefly and never
waits for a click. The banner belongs to the reader it was written for: when another reader takes the table (a
hot-seat hand-off) it goes, so one seat's view never speaks to another.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import pygame

from tablegame.core.rules import Moment
from tablegame.i18n import tr
from tablegame.table.banner import banner_fits, banner_layout, draw_banner, draw_box, draw_marks
from tablegame.table.render import Fonts

# bot speed -> seconds a banner stays unless clicked away (instant: none)
BANNER_SECONDS = {"slow": 8.0, "normal": 5.0, "fast": 3.0, "instant": 0.0}
BOTS_ONLY_SECONDS = 1.5  # nobody to click: a glimpse, then the bots play on


class MomentBanner:
    """The banner shown now, if any: its moment, the item keys it marks, its reader and the seconds left."""

    def __init__(self) -> None:
        self.moment: Moment | None = None
        self.marks: frozenset[str] = frozenset()
        self.reader: int | None = None
        self.left = 0.0
        self.clickable = False  # a human sits at the table: the banner says a click closes it

    @property
    def showing(self) -> bool:
        """True while a banner is up (the game waits)."""
        return self.moment is not None

    def show(self, moment: Moment, marks: set[str], reader: int | None, speed: str, humans: bool) -> None:
        """Put up the banner of a big moment for `reader`'s table, marking the items `marks`."""
        seconds = BANNER_SECONDS.get(speed, BANNER_SECONDS["normal"])
        if not humans:
            seconds = min(seconds, BOTS_ONLY_SECONDS)
        if seconds <= 0:
            return
        self.moment, self.marks, self.reader, self.left, self.clickable = (
            moment,
            frozenset(marks),
            reader,
            seconds,
            humans,
        )

    def close(self) -> None:
        """Take the banner down (a click, a key, its time, or another reader at the table)."""
        self.moment, self.marks = None, frozenset()
        self.left = 0.0

    def update(self, dt: float) -> bool:
        """Count the banner's time down; True on the frame it closes by itself."""
        if self.moment is None:
            return False
        self.left -= dt
        if self.left <= 0:
            self.close()
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts, rects: Mapping[str, pygame.Rect]) -> None:
        """The banner over the table, the cards it speaks of ringed."""
        if self.moment is None:
            return
        marked = [rects[key] for key in sorted(self.marks) if key in rects]
        draw_banner(surface, fonts, self.moment.title, list(self.moment.lines), self._hint(), marked)

    def draw_parts(self, surface: pygame.Surface, fonts: Fonts, rects: Mapping[str, pygame.Rect], part: str) -> None:
        """One part of the banner: its "marks" or its "box" (without texts)."""
        if self.moment is None:
            return
        marked = [rects[key] for key in sorted(self.marks) if key in rects]
        if part == "marks":
            draw_marks(surface, marked)
            return
        moment = self.moment
        box, _ = banner_layout(fonts, surface.get_rect(), moment.title, list(moment.lines), self._hint(), marked)
        draw_box(surface, fonts, box)

    def fits(self, fonts: Fonts, width: int) -> list[Callable[[], object]]:
        """The texts of the banner shown now fitted to a window `width` pixels wide, a call each (none if none)."""
        if self.moment is None:
            return []
        return list(banner_fits(fonts, width, self.moment.title, list(self.moment.lines), self._hint()))

    def _hint(self) -> str:
        """The line under the sentences: how to go on, where someone can click."""
        return tr("Click or press a key to go on") if self.clickable else ""
