"""Text that fits its room: balanced wrapping without orphan words, and the tooltips of shortened texts.

A text that really cannot fit is shortened with "…" (render.fit_text); wherever such a text is drawn, its
place and its whole text are noted in `shortened`, the tooltip registry being filled now (the board keeps one
for its cached layer and one for each frame, `collect_into`), which the board consults when the pointer rests
there (board_input.tooltip_at): no text is ever cut silently.

The text recorder still reports a shortened text as clipped, tooltip or not: the default names and every
game's words must fit at every size the size test checks, and a tooltip is the player's safety net for what
no layout can plan for (a long typed name, an odd window), not a way to pass that test.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

import pygame

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


def greedy_lines(measure: Callable[[str], int], words: list[str], width: int) -> list[list[str]]:
    """Words filled into lines no wider than `width` (a word wider than a line stands alone)."""
    lines: list[list[str]] = []
    line: list[str] = []
    for word in words:
        if line and measure(" ".join([*line, word])) > width:
            lines.append(line)
            line = []
        line.append(word)
    if line:
        lines.append(line)
    return lines


def balanced_lines(measure: Callable[[str], int], words: list[str], width: int) -> list[list[str]]:
    """Words in as few lines as greedy filling needs, but as even as they go: the narrowest width that keeps
    the line count, then the last line given a second word when it would hold one alone and there is room."""
    lines = greedy_lines(measure, words, width)
    if len(lines) < 2:
        return lines
    low, high = max(measure(word) for word in words), width
    while low < high:  # the narrowest width with no more lines
        middle = (low + high) // 2
        if len(greedy_lines(measure, words, middle)) <= len(lines):
            high = middle
        else:
            low = middle + 1
    lines = greedy_lines(measure, words, low)
    if len(lines[-1]) == 1 and len(lines[-2]) >= 2 and measure(" ".join([lines[-2][-1], *lines[-1]])) <= width:
        lines[-1].insert(0, lines[-2].pop())  # an orphan word: the line before gives it company
    return lines


def split_long_word(measure: Callable[[str], int], word: str, width: int) -> list[str]:
    """A word wider than `width` broken into pieces that fit (nothing of it is lost): after its slashes where
    it has them (a file's path), else between letters."""
    parts = re.split(r"(?<=/)", word) if "/" in word else list(word)
    pieces: list[str] = []
    piece = ""
    for part in parts:
        if piece and measure(piece + part) > width:
            pieces.append(piece)
            piece = ""
        if measure(part) > width:  # a part too wide on its own (a long folder name): between its letters
            for char in part:
                if piece and measure(piece + char) > width:
                    pieces.append(piece)
                    piece = ""
                piece += char
            continue
        piece += part
    return [*pieces, piece] if piece else pieces


def wrap_words(font: pygame.font.Font, paragraph: str, width: int) -> list[str]:
    """One paragraph in balanced lines no wider than `width`; a word too long for a line is broken."""
    return list(_wrapped_words(font, paragraph, width))


@lru_cache(maxsize=2048)  # hints, prompts and panels wrap the same words frame after frame
def _wrapped_words(font: pygame.font.Font, paragraph: str, width: int) -> tuple[str, ...]:
    """`wrap_words`, kept."""

    def measure(text: str) -> int:
        return font.size(text)[0]

    words: list[str] = []
    for word in paragraph.split():
        words.extend(split_long_word(measure, word, width) if measure(word) > width else [word])
    if not words:
        return ("",)
    return tuple(" ".join(line) for line in balanced_lines(measure, words, max(1, width)))


def width_for_lines(font: pygame.font.Font, text: str, lines: int) -> int:
    """The narrowest width in pixels in which `text` wraps into at most `lines` lines (words kept whole)."""
    words = text.split()
    if not words:
        return 0

    def measure(part: str) -> int:
        return font.size(part)[0]

    low, high = max(measure(word) for word in words), measure(" ".join(words))
    while low < high:
        middle = (low + high) // 2
        if len(greedy_lines(measure, words, middle)) <= lines:
            high = middle
        else:
            low = middle + 1
    return low
