"""Texts broken into lines for the menus and dialogs: greedy word wrap, at most a few lines (the last one
shortened with an ellipsis only if it must), and the least width a text needs for a number of lines."""

from __future__ import annotations

import re

import pygame

from tablegame.table import render as r

LINES = 2  # a header, a value or a list row's text may wrap onto this many lines


def longest_word(font: pygame.font.Font, text: str) -> int:
    """The width of the widest word of a text."""
    return max((font.size(word)[0] for word in text.split()), default=0)


def wrapped_width(font: pygame.font.Font, text: str, lines: int = LINES) -> int:
    """The least width in which a text takes at most `lines` lines (never under its longest word)."""
    whole = font.size(text)[0]
    if lines <= 1 or " " not in text:
        return whole
    low, high = max(1, longest_word(font, text)), whole
    while low < high:  # the narrowest width at which greedy wrapping needs no more than `lines` lines
        middle = (low + high) // 2
        if len(wrap(font, text, middle)) <= lines:
            high = middle
        else:
            low = middle + 1
    return low


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Greedy word wrap, never leaving one word alone on the last line when the line above can give it a
    companion; a word wider than the width (a file's path) is broken after its slashes, or anywhere."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if font.size(trial)[0] <= width or (not line and font.size(word)[0] <= width):
            line = trial
            continue
        if line:
            lines.append(line)
        *whole, line = pieces(font, word, width)
        lines += whole
    lines = [*lines, line] if line else lines
    if len(lines) >= 2 and " " not in lines[-1] and lines[-2].count(" ") >= 2:
        head, moved = lines[-2].rsplit(" ", 1)
        if font.size(f"{moved} {lines[-1]}")[0] <= width:
            lines[-2:] = [head, f"{moved} {lines[-1]}"]
    return lines


def pieces(font: pygame.font.Font, word: str, width: int) -> list[str]:
    """A word cut into lines no wider than `width`: after a slash where it has them, else between letters."""
    if font.size(word)[0] <= width:
        return [word]
    parts = re.split(r"(?<=/)", word) if "/" in word else list(word)
    result = [""]
    for part in parts:
        if result[-1] and font.size(result[-1] + part)[0] > width:
            result.append("")
        result[-1] += part
    return result


def wrapped_lines(font: pygame.font.Font, text: str, width: int, most: int = LINES) -> list[str]:
    """A text wrapped into `width`, at most `most` lines (the last one shortened with an ellipsis if it must)."""
    lines = wrap(font, r.drawable(text), width) or [""]
    if len(lines) > most:
        lines = [*lines[:most - 1], r.fit_text(font, " ".join(lines[most - 1:]), width)]
    return [r.fit_text(font, line, width) for line in lines]
