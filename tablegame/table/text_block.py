"""Blocks of text fitted to a box: wrapped at the largest size that lets every line show, else shortened with
a tooltip carrying the whole text (see `text_fit`); for panels, prompts, the status and the message line.

A paragraph holding a tab is a row (a score panel's "name<TAB>points"), its right part flush with the box's
right edge: one line where it fits, else its left part wrapped above its right part; where the box has no room
for that, one line with its left part shortened (a tooltip tells it whole) and its right part whole."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from tablegame.table import render as r
from tablegame.table import text_fit
from tablegame.table.model import ROW

ROW_GAP = "  "  # the least room between a row's two parts


@dataclass(frozen=True)
class Block:
    """Lines of one font, each with its top relative to the block's; `cut` if the text did not all fit."""

    font: pygame.font.Font
    lines: tuple[tuple[str, int], ...]
    height: int
    whole: str
    cut: bool
    box: int = 0  # the width wrapped to: a row's right part ends there

    @property
    def width(self) -> int:
        """The widest line's width in pixels (a row's: the box's)."""
        return max((self.box if ROW in text else self.font.size(text)[0] for text, _ in self.lines), default=0)


def fit_block(
    fonts: Sequence[pygame.font.Font],
    paragraphs: Sequence[str],
    width: int,
    height: int | None = None,
    max_lines: int | None = None,
    paragraph_gap: float = 0.0,
) -> Block:
    """The paragraphs wrapped in the first font (largest first) whose lines fit `height` pixels and `max_lines`
    lines; else, where there are rows, the first font that fits them one line each (their left parts
    shortened); when none does, the last font's lines that fit, the last of them shortened with "…"."""
    block = None
    tries = [(font, False) for font in fonts]
    rows = any(ROW in paragraph for paragraph in paragraphs)
    if rows:
        tries += [(font, True) for font in fonts]
    for k, (font, compact) in enumerate(tries):
        if not rows and k < len(tries) - 1 and not lines_fit(font, paragraphs, width, height, max_lines, paragraph_gap):
            continue  # counted, not wrapped: a font passed over is never balanced (the longest part of a fit)
        block = _wrapped(font, tuple(paragraphs), width, paragraph_gap, compact)
        fits_lines = max_lines is None or len(block.lines) <= max_lines
        if fits_lines and (height is None or block.height <= height):
            return block
    assert block is not None, "fit_block needs a font"
    return _shortened(block, width, height, max_lines)


def lines_fit(
    font: pygame.font.Font,
    paragraphs: Sequence[str],
    width: int,
    height: int | None,
    max_lines: int | None,
    paragraph_gap: float,
) -> bool:
    """Whether paragraphs without rows wrapped in `font` fit `max_lines` and `height` (`_wrapped` in as many
    lines, found by counting them)."""
    counts = [sum(text_fit.line_count(font, part, width) for part in r.drawable_lines(p)) for p in paragraphs]
    if max_lines is not None and sum(counts) > max_lines:
        return False
    gap = round(paragraph_gap * font.get_linesize())
    return height is None or sum(counts) * font.get_linesize() + gap * max(0, len(counts) - 1) <= height


@lru_cache(maxsize=512)  # the status, message and button texts are fitted again every frame
def _wrapped(
    font: pygame.font.Font, paragraphs: tuple[str, ...], width: int, paragraph_gap: float, compact: bool = False
) -> Block:
    """Every paragraph wrapped, a gap of `paragraph_gap` lines between paragraphs. A row is one line if it fits
    whole (or if `compact`), else its left part wrapped and its right part on a line of its own."""
    line_h = font.get_linesize()
    gap = round(paragraph_gap * line_h)
    lines: list[tuple[str, int]] = []
    y = 0
    for number, paragraph in enumerate(paragraphs):
        if number:
            y += gap
        for line in _lines(font, paragraph, width, compact):
            lines.append((line, y))
            y += line_h
    return Block(font, tuple(lines), y, "\n".join(p.replace(ROW, " ") for p in paragraphs), False, width)


def _lines(font: pygame.font.Font, paragraph: str, width: int, compact: bool) -> list[str]:
    """A paragraph's lines: wrapped text; a row whole, or its left part wrapped above its right part."""
    if ROW not in paragraph:
        return r.wrap_text(font, paragraph, width)
    left, right = paragraph.split(ROW, 1)
    if compact or font.size(left + ROW_GAP + right)[0] <= width:
        return [paragraph]
    return [*r.wrap_text(font, left, width), ROW + right]


def _shortened(block: Block, width: int, height: int | None, max_lines: int | None) -> Block:
    """The lines of a block that fit, the last one ending in "…" (the text recorder marks it as shortened)."""
    line_h = block.font.get_linesize()
    keep = len(block.lines)
    if max_lines is not None:
        keep = min(keep, max_lines)
    if height is not None:
        keep = min(keep, sum(1 for _, top in block.lines if top + line_h <= height))
    keep = max(1, keep)
    if ROW in block.lines[keep - 1][0]:  # rows are never run together: those that fit, the rest in the tooltip
        lines = block.lines[:keep]
        return Block(block.font, lines, lines[-1][1] + line_h, block.whole, keep < len(block.lines), block.box)
    rest = text_fit.rejoined([text for text, _ in block.lines[keep - 1 :]])  # no space between Hanzi
    last = r.fit_text(block.font, rest, width)  # may fit whole: balanced lines leave room at their ends
    lines = (*block.lines[: keep - 1], (last, block.lines[keep - 1][1]))
    return Block(block.font, lines, lines[-1][1] + line_h, block.whole, last != rest, block.box)


def draw_block(
    surface: pygame.Surface,
    block: Block,
    pos: tuple[int, int],
    colour: tuple[int, int, int] = r.TEXT,
    centred: bool = False,
) -> pygame.Rect:
    """Draw a block with its top-left (or, `centred`, its top-centre) at `pos`; a cut block's tooltip is its
    whole text. Returns the rectangle of its lines."""
    x, y = pos
    drawn = []
    for text, top in block.lines:
        if ROW in text:
            drawn.extend(_draw_row(surface, block, text, (x - block.box // 2 if centred else x, y + top), colour))
            continue
        anchor = "midtop" if centred else "topleft"
        drawn.append(r.draw_text(surface, block.font, text, (x, y + top), colour, anchor))
    area = drawn[0].unionall(drawn[1:]) if drawn else pygame.Rect(x, y, 0, 0)
    if block.cut:
        text_fit.shortened.add(area, block.whole)  # the hint box wraps it, a paragraph a line
    return area


def _draw_row(
    surface: pygame.Surface, block: Block, text: str, pos: tuple[int, int], colour: tuple[int, int, int]
) -> list[pygame.Rect]:
    """A row: its right part ending at the box's right edge, its left part shortened (with a tooltip) to the
    room left of it."""
    left, right = text.split(ROW, 1)
    x, y = pos
    shown = r.draw_text(surface, block.font, right, (x + block.box, y), colour, "topright")
    room = block.box - shown.w - block.font.size(ROW_GAP)[0]
    return [r.draw_text(surface, block.font, left, (x, y), colour, "topleft", width=max(4, room)), shown]
