"""The big-moment banner drawn over the table: a headline and plain sentences in a box, the cards involved
ringed. It knows no game and no timing: the table scene says what to show and for how long."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from tablegame.table import finish
from tablegame.table import render as r
from tablegame.table.text_block import draw_block, fit_block

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


def draw_banner(
    surface: pygame.Surface, fonts: r.Fonts, title: str, lines: list[str], hint: str, marked: list[pygame.Rect]
) -> pygame.Rect:
    """The marks, then the box with its headline, sentences and hint ("" for none); returns the box."""
    draw_marks(surface, marked)
    window = surface.get_rect()
    pad = max(8, round(18 * fonts.scale))
    inner = max(120, round(window.w * WIDTH_SHARE) - 2 * pad)
    heading = fit_block([fonts.big, fonts.body], [title], inner, max_lines=2)
    body = fit_block([fonts.body, fonts.small], lines, inner, max_lines=MAX_LINES, paragraph_gap=0.3)
    foot = fit_block([fonts.small], [hint], inner, max_lines=2) if hint else None
    gap = round(pad * 0.6)
    height = heading.height + gap + body.height + (gap + foot.height if foot else 0)
    box = place_box(window, (inner + 2 * pad, height + 2 * pad), marked, pad)
    r.draw_panel(surface, box, BOX, 235, MARK, radius=max(6, round(12 * fonts.scale)))
    y = box.top + pad
    draw_block(surface, heading, (box.centerx, y), MARK, centred=True)
    y += heading.height + gap
    draw_block(surface, body, (box.left + pad, y))
    if foot is not None:
        y += body.height + gap
        draw_block(surface, foot, (box.centerx, y), r.DIM, centred=True)
    return box
