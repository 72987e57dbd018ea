"""Texts broken into lines for the menus and dialogs, with the table's wrapping (`render.wrap_text`: balanced
lines, no lone last word, over-long words broken): at most a few lines, the last one shortened with an
ellipsis only if it must, and the least width a text needs for a number of lines."""

from __future__ import annotations

import pygame

from tablegame.i18n import line_breaks
from tablegame.table import render as r
from tablegame.table import text_fit

SHORTEST_LAST = 2  # pieces (words, or Hanzi) a filled paragraph's last line holds when the line before can spare
LINES = 2  # a header, a value or a list row's text may wrap onto this many lines


def wrapped_width(font: pygame.font.Font, text: str, lines: int = LINES) -> int:
    """The least width in which a text takes at most `lines` lines (never under its longest word)."""
    return text_fit.width_for_lines(font, text, lines)


def wrapped_lines(font: pygame.font.Font, text: str, width: int, most: int = LINES, filled: bool = False) -> list[str]:
    """A text wrapped into `width`, at most `most` lines (the last one shortened with an ellipsis if it must);
    `filled`: each line filled to the width before the next starts (a paragraph under a control as wide, which
    balanced lines would leave half empty), only a lone last word given company."""
    lines = filled_lines(font, text, width) if filled else r.wrap_text(font, text, width)
    if len(lines) > most:
        lines = [*lines[: most - 1], r.fit_text(font, text_fit.rejoined(lines[most - 1 :]), width)]
    return [r.fit_text(font, line, width) for line in lines]


def filled_lines(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Each paragraph of a text in lines filled to `width` (words, and terms kept whole, never broken inside
    unless one alone is wider than a line); a last line of one word takes the word before it along."""

    def measure(part: str) -> int:
        return font.size(part)[0]

    found: list[str] = []
    for paragraph in r.drawable_lines(text):
        parts: list[line_breaks.Piece] = []
        for join, part in line_breaks.pieces(paragraph):
            broken = line_breaks.split_long_word(measure, part, width) if measure(part) > width else [part]
            parts.extend([(join, broken[0]), *(("", rest) for rest in broken[1:])])
        lines = line_breaks.greedy_lines(measure, parts, max(1, width))
        while (
            len(lines) > 1
            and len(lines[-1]) < SHORTEST_LAST
            and len(lines[-2]) > SHORTEST_LAST
            and measure(line_breaks.joined([lines[-2][-1], *lines[-1]])) <= width
        ):
            lines[-1].insert(0, lines[-2].pop())  # a lone last word (or Hanzi) gets company
        found.extend(line_breaks.joined(line) for line in lines or [[]])
    return found
