"""Texts broken into lines for the menus and dialogs, with the table's wrapping (`render.wrap_text`: balanced
lines, no lone last word, over-long words broken): at most a few lines, the last one shortened with an
ellipsis only if it must, and the least width a text needs for a number of lines."""

from __future__ import annotations

import pygame

from tablegame.table import render as r
from tablegame.table import text_fit

LINES = 2  # a header, a value or a list row's text may wrap onto this many lines


def wrapped_width(font: pygame.font.Font, text: str, lines: int = LINES) -> int:
    """The least width in which a text takes at most `lines` lines (never under its longest word)."""
    return text_fit.width_for_lines(font, text, lines)


def wrapped_lines(font: pygame.font.Font, text: str, width: int, most: int = LINES) -> list[str]:
    """A text wrapped into `width`, at most `most` lines (the last one shortened with an ellipsis if it must)."""
    lines = r.wrap_text(font, text, width)
    if len(lines) > most:
        lines = [*lines[:most - 1], r.fit_text(font, text_fit.rejoined(lines[most - 1:]), width)]
    return [r.fit_text(font, line, width) for line in lines]
