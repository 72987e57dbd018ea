"""The card inspector: a large copy of a card beside it, with the card's words (its hint, its detail, a
pile's count) in a readable column next to the picture.

It opens when the pointer rests on a card (`DELAY` seconds, no drag), or pinned by a right-click or the
key I; `Inspector` holds that state, `layout` says where everything goes and `draw` paints it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from tablegame.i18n import ntr, tr
from tablegame.table import render as r
from tablegame.table import text_fit
from tablegame.table.model import BACK, EMPTY, CardItem

DELAY = 0.4  # seconds the pointer rests on a card before its large copy shows
ZOOM = 2.5  # the copy's size against the card on the table
MIN_HEIGHT = 240  # the copy's least height in pixels at 1280x720 (scaled with the window)
TEXT_WIDTH = 300  # the words' column at 1280x720 (scaled with the window)
GAP = 10  # between the card and the inspector, and the inspector and the window's edge
SHRINK = (1.0, 0.85, 0.7, 0.55, 0.4)  # the copy's sizes tried, largest first, until one fits beside the card


@dataclass
class Inspector:
    """Which card the inspector is about and since when: rested on by the pointer, or pinned open."""

    key: str | None = None
    rest: float = 0.0  # seconds the pointer has rested on `key`
    pinned: bool = False

    def point(self, key: str | None) -> None:
        """The pointer is now over `key` (a card item or None): a new card starts the wait again."""
        if self.pinned or key == self.key:
            return
        self.key, self.rest = key, 0.0

    def pin(self, key: str) -> None:
        """Keep the inspector open on `key` until it is closed."""
        self.key, self.pinned, self.rest = key, True, DELAY

    def close(self) -> None:
        """Hide it, pinned or not; the pointer must rest again to open it."""
        self.key, self.pinned, self.rest = None, False, 0.0

    def wait(self) -> None:
        """Hide an unpinned inspector until the pointer has rested again (a press, a move on the table)."""
        if not self.pinned:
            self.rest = 0.0

    def shown(self) -> str | None:
        """The key of the card shown now, or None."""
        if self.key is not None and (self.pinned or self.rest >= DELAY):
            return self.key
        return None


@dataclass
class InspectorLayout:
    """Where the inspector goes: its panel, the large card in it, and each line of words."""

    panel: pygame.Rect
    card: pygame.Rect
    lines: list[tuple[pygame.font.Font, str, tuple[int, int], tuple[int, int, int]]] = field(default_factory=list)
    clipped: bool = False  # some words had no room even at the smallest size


def paragraphs(item: CardItem) -> list[tuple[str, bool]]:
    """The inspector's words for an item, each (text, is_title): its hint, its detail, a pile's count."""
    words: list[tuple[str, bool]] = []
    if item.hint:
        words.append((item.hint, True))
    if item.detail:
        words.append((item.detail, False))
    if item.look in r.KNOWLEDGE_WORDS:  # the words of the card's eye badge (render)
        words.append((tr(r.KNOWLEDGE_WORDS[item.look]), False))
    if item.count is not None:
        words.append((ntr("{count} card", "{count} cards", item.count), False))
    return words


def inspectable(item: CardItem | None) -> bool:
    """True for a card whose large copy shows more than its small picture: a face with words of its own.

    A face-down card, a hand of backs, an empty place or a river slot have nothing to enlarge (their hint box
    says what they are); so has a card without words (a plain number).
    """
    return item is not None and item.look not in (EMPTY, BACK) and bool(item.detail)


def layout(
    fonts: r.Fonts,
    item: CardItem,
    card: pygame.Rect,
    window: tuple[int, int],
    keep_clear: Sequence[pygame.Rect] = (),
    words: list[tuple[str, bool]] | None = None,
    picture: bool = True,
) -> InspectorLayout | None:
    """The inspector for `item` lying at `card`: beside the card, inside the window, never over the card.

    The copy is ZOOM times the card (at least MIN_HEIGHT at 1280x720), the words in a column at its side;
    where that does not fit beside the card the copy shrinks, the words keep their size. It never covers
    `keep_clear` (the held card, a refusal, the prompt): None where it fits nowhere else. `words`: other words
    than the card's own (`paragraphs`), as "What is this?" gives; without `picture`, the words alone (a seat's name).
    """
    words = paragraphs(item) if words is None else words
    screen = pygame.Rect(0, 0, *window)
    scale = min(window[0] / 1280, window[1] / 720)
    gap = max(4, round(GAP * scale))
    height = max(card.h * ZOOM, MIN_HEIGHT * scale)
    height = min(height, window[1] - 4 * gap)  # the panel's padding and the window's margin
    aspect = card.w / card.h if card.h else 5 / 7
    best: InspectorLayout | None = None
    for shrink in SHRINK:
        h = max(20, round(height * shrink))
        big = (max(10, round(h * aspect)), h) if picture else (0, 0)
        text_w = max(round(TEXT_WIDTH * scale), 160)
        text_w = min(text_w, window[0] - big[0] - 6 * gap)
        placed = _arrange(fonts, words, big, text_w, gap, window)
        for panel in _beside(placed.panel, card, gap, bool(keep_clear)):
            panel.clamp_ip(screen)
            if not panel.colliderect(card) and screen.contains(panel) and panel.collidelist(keep_clear) < 0:
                return _moved(placed, panel)
        if best is None:
            best = placed
    assert best is not None
    panel = best.panel.copy()  # nowhere beside it: the side with most room, over the card's edge at worst
    if card.centerx < window[0] // 2:
        panel.midleft = (card.right + gap, card.centery)
    else:
        panel.midright = (card.left - gap, card.centery)
    panel.clamp_ip(screen)
    return _moved(best, panel) if panel.collidelist(keep_clear) < 0 else None


def _beside(size: pygame.Rect, card: pygame.Rect, gap: int, slide: bool) -> list[pygame.Rect]:
    """Where a panel of `size` may go beside the card: centred on its right, left, below and above; with `slide`
    (something to keep clear) then also along each side from one end of the card, then from the other."""
    places = []
    for align in ("centre", "start", "end") if slide else ("centre",):
        for side in ("right", "left", "below", "above"):
            panel = size.copy()
            if side in ("right", "left"):
                if side == "right":
                    panel.left = card.right + gap
                else:
                    panel.right = card.left - gap
                panel.centery = card.centery
                if align == "start":
                    panel.top = card.top
                elif align == "end":
                    panel.bottom = card.bottom
            else:
                if side == "below":
                    panel.top = card.bottom + gap
                else:
                    panel.bottom = card.top - gap
                panel.centerx = card.centerx
                if align == "start":
                    panel.left = card.left
                elif align == "end":
                    panel.right = card.right
            places.append(panel)
    return places


def _arrange(
    fonts: r.Fonts, words: list[tuple[str, bool]], big: tuple[int, int], text_w: int, gap: int, window: tuple[int, int]
) -> InspectorLayout:
    """The panel at the origin: the copy at the left, the words wrapped in a column at its right (at the small
    size if the body size leaves some out: it shows more of them)."""
    placed = _arranged_in(fonts.body, words, big, text_w, gap, window)
    return _arranged_in(fonts.small, words, big, text_w, gap, window) if placed.clipped else placed


def _arranged_in(
    font: pygame.font.Font,
    words: list[tuple[str, bool]],
    big: tuple[int, int],
    text_w: int,
    gap: int,
    window: tuple[int, int],
) -> InspectorLayout:
    """`_arrange` with every line in one font."""
    title_font = body_font = font
    rows: list[tuple[pygame.font.Font, str, tuple[int, int, int]]] = []
    for text, is_title in words:
        font = title_font if is_title else body_font
        for line in r.wrap_text(font, text, text_w):
            rows.append((font, line, r.GLOW if is_title else r.TEXT))
        rows.append((font, "", r.TEXT))  # a little room between paragraphs
    rows = rows[:-1]
    widest = max((font.size(line)[0] for font, line, _ in rows), default=0)
    column = min(text_w, widest)
    words_h = sum(_row_height(font, line) for font, line, _ in rows)
    width = gap + big[0] + (3 * gap + column if rows else gap)
    height_room = window[1] - 2 * gap
    height = min(height_room, max(big[1], words_h) + 2 * gap)
    panel = pygame.Rect(0, 0, width, height)
    copy = pygame.Rect(gap, 0, big[0], big[1])
    copy.centery = height // 2
    lines = []
    y = max(gap, (height - words_h) // 2)
    clipped = False
    for number, (font, line, colour) in enumerate(rows):
        row_h = _row_height(font, line)
        if y + row_h > height - gap // 2:
            clipped = True
            left_out = text_fit.rejoined([text for _, text, _ in rows[number:] if text])
            break
        if line:
            lines.append((font, line, (copy.right + 2 * gap, y), colour))
        y += row_h
    if clipped and lines:  # the last line that fits ends in "…": more was left out (the text report says so)
        font, line, at, colour = lines[-1]
        lines[-1] = (font, r.fit_text(font, text_fit.rejoined([line, left_out]), column), at, colour)
    return InspectorLayout(panel, copy, lines, clipped)


def _row_height(font: pygame.font.Font, line: str) -> int:
    """A line's height; an empty line (between paragraphs) is half a line."""
    return font.get_linesize() if line else font.get_linesize() // 2


def _moved(placed: InspectorLayout, panel: pygame.Rect) -> InspectorLayout:
    """The layout moved from the origin to `panel`'s place."""
    dx, dy = panel.x, panel.y
    lines = [(font, text, (x + dx, y + dy), colour) for font, text, (x, y), colour in placed.lines]
    return InspectorLayout(panel, placed.card.move(dx, dy), lines, placed.clipped)


def draw(
    surface: pygame.Surface,
    fonts: r.Fonts,
    art: r.CardArt,
    item: CardItem,
    card: pygame.Rect,
    window: tuple[int, int],
    keep_clear: Sequence[pygame.Rect] = (),
    words: list[tuple[str, bool]] | None = None,
    picture: bool = True,
) -> InspectorLayout | None:
    """Paint the inspector for `item` at `card` (a soft shadow, a dark panel, the copy, the words), clear of
    `keep_clear`; nothing (None) where it does not fit so. `words` and `picture`: as in `layout`."""
    placed = layout(fonts, item, card, window, keep_clear, words, picture)
    if placed is None:
        return None
    radius = max(6, placed.panel.h // 30)
    for spread, alpha in ((10, 40), (6, 50), (3, 60)):  # a soft shadow: a few widening translucent layers
        r.draw_panel(surface, placed.panel.inflate(spread, spread).move(4, 6), (0, 0, 0), alpha, radius=radius + spread)
    r.draw_panel(surface, placed.panel, r.DARK, 240, border=r.DIM, radius=radius)
    if picture:
        surface.blit(art.surface(item.card, item.look, placed.card.size, large=True), placed.card)
    for font, text, at, colour in placed.lines:
        r.draw_text(surface, font, text, at, colour)
    return placed
