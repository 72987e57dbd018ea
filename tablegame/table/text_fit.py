"""Text that fits its room: balanced wrapping without orphan words, and the tooltips of shortened texts.

A text that really cannot fit is shortened with "…" (render.fit_text); wherever such a text is drawn, its
place and its whole text are noted in `shortened`, the tooltip registry being filled now (the board keeps one
for its cached layer and one for each frame, `collect_into`), which the board consults when the pointer rests
there (board_paint.tooltip_at): no text is ever cut silently.

The text recorder still reports a shortened text as clipped, tooltip or not: the default names and every
game's words must fit at every size the size test checks, and a tooltip is the player's safety net for what
no layout can plan for (a long typed name, an odd window), not a way to pass that test.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from tablegame.i18n.line_breaks import (
    Piece,
    balanced_lines,
    breaks_around,
    greedy_lines,
    joined,
    pieces,
    split_long_word,
)

MAX_TOOLTIPS = 400  # places kept at most: texts drawn by screens that never clear the registry cannot pile up


class Shortened:
    """The shortened texts drawn since the last `clear`: (rectangle, whole text), topmost last."""

    def __init__(self) -> None:
        self.places: list[tuple[pygame.Rect, str]] = []

    def clear(self) -> None:
        """Forget every place (at the start of a frame)."""
        self.places.clear()

    def add(self, rect: pygame.Rect, text: str) -> None:
        """Note that `text` was drawn shortened in `rect`."""
        if len(self.places) >= MAX_TOOLTIPS:
            del self.places[0]
        self.places.append((pygame.Rect(rect), text))

    def at(self, pos: tuple[int, int]) -> tuple[pygame.Rect, str] | None:
        """The place and whole text of the topmost shortened text under a point."""
        for rect, text in reversed(self.places):
            if rect.collidepoint(pos):
                return rect, text
        return None


shortened = Shortened()  # where shortened texts are noted now (outside a board: texts no tooltip shows)


def collect_into(registry: Shortened) -> None:
    """Note the shortened texts drawn from now on in `registry`."""
    global shortened
    shortened = registry


def rejoined(lines: list[str]) -> str:
    """Wrapped lines joined back into one text: a space between them unless they broke between Hanzi."""
    text = lines[0] if lines else ""
    for line in lines[1:]:
        glued = text and line and (breaks_around(text[-1]) or breaks_around(line[0]))
        text += line if glued else " " + line
    return text


def wrap_words(font: pygame.font.Font, paragraph: str, width: int) -> list[str]:
    """One paragraph in balanced lines no wider than `width`; a word too long for a line is broken."""
    return list(_wrapped_words(font, paragraph, width))


@lru_cache(maxsize=2048)  # hints, prompts and panels wrap the same words frame after frame
def _wrapped_words(font: pygame.font.Font, paragraph: str, width: int) -> tuple[str, ...]:
    """`wrap_words`, kept."""
    measure, parts = _parts(font, paragraph, width)
    if not parts:
        return ("",)
    return tuple(joined(line) for line in balanced_lines(measure, parts, max(1, width)))


@lru_cache(maxsize=2048)  # a status and the texts of buttons are fitted again every frame
def line_count(font: pygame.font.Font, paragraph: str, width: int) -> int:
    """How many lines `wrap_words` gives a paragraph, found by one greedy filling: balancing narrows the lines but
    never adds one (a tenth of the work, where only the count is asked: does a text fit at this size?)."""
    measure, parts = _parts(font, paragraph, width)
    return len(greedy_lines(measure, parts, max(1, width))) if parts else 1


def _parts(font: pygame.font.Font, paragraph: str, width: int) -> tuple[Callable[[str], int], list[Piece]]:
    """A measure of texts in `font` that keeps what it measured, and the paragraph's pieces to wrap at `width` (a
    word wider than that broken)."""
    measure = _measure(font, font.point_size, paragraph)
    parts: list[Piece] = []
    for join, text in pieces(paragraph):
        if measure(text) > width:
            broken = split_long_word(measure, text, width)
            parts.extend([(join, broken[0]), *(("", rest) for rest in broken[1:])])
        else:
            parts.append((join, text))
    return measure, parts


@lru_cache(maxsize=64)  # a text is counted, then wrapped, at each width it is fitted to: its lines' starts again
def _measure(font: pygame.font.Font, points: int, paragraph: str) -> Callable[[str], int]:
    """Widths in `font` (at `points`: a font turned to another size is measured anew) of the texts a paragraph's
    wrapping measures, each measured once."""
    widths: dict[str, int] = {}

    def measure(text: str) -> int:
        if text not in widths:
            widths[text] = font.size(text)[0]
        return widths[text]

    return measure


def width_for_lines(font: pygame.font.Font, text: str, lines: int) -> int:
    """The narrowest width in pixels in which `text` wraps into at most `lines` lines (words kept whole)."""
    parts = pieces(text)
    if not parts:
        return 0
    widths: dict[str, int] = {}

    def measure(part: str) -> int:
        if part not in widths:
            widths[part] = font.size(part)[0]
        return widths[part]

    low, high = max(measure(part) for _, part in parts), measure(joined(parts))
    while low < high:
        middle = (low + high) // 2
        if len(greedy_lines(measure, parts, middle)) <= lines:
            high = middle
        else:
            low = middle + 1
    return low
