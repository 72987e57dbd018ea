"""The big-moment banner drawn over the table: a headline and plain sentences in a box, the cards involved
ringed. It knows no game and no timing: the table scene says what to show and for how long."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial

import pygame

from tablegame.table import finish
from tablegame.table import render as r
from tablegame.table.text_block import Block, draw_block, fit_block

MARK = (255, 150, 70)  # the ring of a card the moment involved: warm, apart from the glow of a legal target
BOX = (28, 22, 18)
WIDTH_SHARE = 0.56  # of the window's width
MAX_LINES = 9  # the sentences' lines before the last is shortened (its whole text is then a tooltip)


def draw_marks(surface: pygame.Surface, rects: Iterable[pygame.Rect]) -> None:
    """A thick warm ring around each card (or place) the moment involved."""
    for rect in rects:
        around = rect.inflate(10, 10)
        surface.blit(finish.ring(around.size, 10, 4, MARK), around)


def place_box(window: pygame.Rect, size: tuple[int, int], marked: list[pygame.Rect], margin: int) -> pygame.Rect:
    """Where the box goes: of the middle, upper and lower thirds, centred or to a side, the place that covers the
    least of the marked cards (the middle first on a tie), so the cards it speaks of stay in sight; `margin`
    pixels from the window's edges where it fits."""
    inside = window.inflate(-2 * margin, -2 * margin)
    if inside.w < size[0] or inside.h < size[1]:
        inside = window
    best = pygame.Rect((0, 0), size)
    best_cover = -1
    for height in (0.42, 0.2, 0.72):
        for across in (0.5, 1.0, 0.0):
            box = pygame.Rect((0, 0), size)
            box.center = (round(inside.left + inside.w * across), round(window.top + window.h * height))
            box.clamp_ip(inside)
            cover = sum(box.clip(rect).w * box.clip(rect).h for rect in marked)
            if best_cover < 0 or cover < best_cover:
                best, best_cover = box, cover
    return best


def padding(fonts: r.Fonts) -> int:
    """The room around the banner's texts."""
    return max(8, round(18 * fonts.scale))


def inner_width(fonts: r.Fonts, width: int) -> int:
    """The width of the banner's texts in a window `width` pixels wide."""
    return max(120, round(width * WIDTH_SHARE) - 2 * padding(fonts))


def banner_fits(fonts: r.Fonts, width: int, title: str, lines: list[str], hint: str) -> list[Callable[[], Block]]:
    """The banner's headline, sentences and hint (if any) fitted to a window `width` pixels wide, each a call of
    its own (`fit_block` keeps what it wrapped: a table may fit them ahead, a frame each)."""
    inner = inner_width(fonts, width)
    fits: list[Callable[[], Block]] = [
        partial(fit_block, [fonts.big, fonts.body], [title], inner, max_lines=2),
        partial(fit_block, [fonts.body, fonts.small], lines, inner, max_lines=MAX_LINES, paragraph_gap=0.3),
    ]
    if hint:
        fits.append(partial(fit_block, [fonts.small], [hint], inner, max_lines=2))
    return fits


def banner_layout(
    fonts: r.Fonts, window: pygame.Rect, title: str, lines: list[str], hint: str, marked: list[pygame.Rect]
) -> tuple[pygame.Rect, list[Block]]:
    """Where the box goes and its texts fitted: the headline, the sentences and the hint (if any)."""
    pad = padding(fonts)
    blocks = [fit() for fit in banner_fits(fonts, window.w, title, lines, hint)]
    height = sum(block.height for block in blocks) + round(pad * 0.6) * (len(blocks) - 1)
    return place_box(window, (inner_width(fonts, window.w) + 2 * pad, height + 2 * pad), marked, pad), blocks


def draw_box(surface: pygame.Surface, fonts: r.Fonts, box: pygame.Rect) -> None:
    """The banner's box, without its texts."""
    r.draw_panel(surface, box, BOX, 235, MARK, radius=max(6, round(12 * fonts.scale)))


def draw_banner(
    surface: pygame.Surface, fonts: r.Fonts, title: str, lines: list[str], hint: str, marked: list[pygame.Rect]
) -> pygame.Rect:
    """The marks, then the box with its headline, sentences and hint ("" for none); returns the box."""
    draw_marks(surface, marked)
    box, (heading, body, *rest) = banner_layout(fonts, surface.get_rect(), title, lines, hint, marked)
    foot = rest[0] if rest else None
    pad = padding(fonts)
    gap = round(pad * 0.6)
    draw_box(surface, fonts, box)
    y = box.top + pad
    draw_block(surface, heading, (box.centerx, y), MARK, centred=True)
    y += heading.height + gap
    draw_block(surface, body, (box.left + pad, y))
    if foot is not None:
        y += body.height + gap
        draw_block(surface, foot, (box.centerx, y), r.DIM, centred=True)
    return box
