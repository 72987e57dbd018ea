"""CABO card faces drawn by the program: a large value, corner values, and for a power card a band
with the power's word and glyph (an eye for PEEK, a magnifier for SPY, two arrows for SWAP).

The values and powers come from the catalog (cards/cabo.yaml); only their look is decided here.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from tablegame.games.cabo.catalog import Catalog, Power
from tablegame.table import render as r
from tablegame.table.model import CardFace

FACE_COLOUR = (250, 248, 240)
EDGE = (70, 70, 70)
POWER_GLYPHS: dict[Power, str] = {"peek": "eye", "spy": "lens", "swap": "arrows"}
POWER_COLOURS = {"eye": (86, 180, 233), "lens": (204, 121, 167), "arrows": (230, 159, 0)}


def faces(catalog: Catalog) -> dict[str, CardFace]:
    """Each card kind's face: its value, and the power's word and glyph for the cards with a power."""
    result = {}
    for kind, value, power in zip(catalog.ids, catalog.values, catalog.powers, strict=True):
        word = power.upper() if power else ""
        glyph = POWER_GLYPHS[power] if power else ""
        result[kind] = CardFace(str(value), word, glyph, paint=partial(paint_face, str(value), word, glyph))
    return result


def paint_face(value: str, word: str, glyph: str, image: pygame.Surface, fonts: Any) -> None:
    """The face: large value, corner values, power band with glyph and word."""
    rect = image.get_rect()
    w, h = rect.size
    radius = max(2, w // 12)
    pygame.draw.rect(image, FACE_COLOUR, rect, border_radius=radius)
    pygame.draw.rect(image, EDGE, rect, max(1, w // 40), border_radius=radius)
    value_font = fonts.get(max(10, int(h * 0.62)))
    big = value_font.render(value, True, r.DARK)
    centre_y = int(h * 0.42) if word else h // 2
    image.blit(big, big.get_rect(center=(w // 2, centre_y)))
    corner = fonts.get(max(9, int(h * 0.2)))
    image.blit(corner.render(value, True, r.DARK), (max(2, w // 14), max(1, h // 30)))
    if word:
        inset = max(1, w // 40)
        band = pygame.Rect(inset, int(h * 0.72), w - 2 * inset, int(h * 0.2))
        pygame.draw.rect(image, POWER_COLOURS.get(glyph, (120, 120, 120)), band)
        word_font = fonts.get(max(9, int(band.h * 0.95)))
        text = word_font.render(r.fit_text(word_font, word, int(w * 0.62)), True, r.DARK)
        glyph_r = max(3, band.h // 3)
        total = text.get_width() + 2 * glyph_r + 4
        x = (w - total) // 2
        draw_glyph(image, glyph, (x + glyph_r, band.centery), glyph_r)
        image.blit(text, text.get_rect(midleft=(x + 2 * glyph_r + 4, band.centery)))


def draw_glyph(surface: pygame.Surface, glyph: str, centre: tuple[int, int], radius: int) -> None:
    """A small icon for a card power: an eye (peek), a magnifier (spy), two arrows (swap)."""
    x, y = centre
    ink = r.DARK
    if glyph == "eye":
        pygame.draw.ellipse(surface, (255, 255, 255), (x - radius, y - radius // 2, 2 * radius, radius))
        pygame.draw.ellipse(surface, ink, (x - radius, y - radius // 2, 2 * radius, radius), 1)
        pygame.draw.circle(surface, ink, (x, y), max(1, radius // 3))
    elif glyph == "lens":
        pygame.draw.circle(surface, ink, (x - radius // 4, y - radius // 4), max(2, radius * 2 // 3),
                           max(1, radius // 4))
        pygame.draw.line(surface, ink, (x + radius // 4, y + radius // 4), (x + radius, y + radius),
                         max(1, radius // 3))
    elif glyph == "arrows":
        pygame.draw.line(surface, ink, (x - radius, y - radius // 3), (x + radius, y - radius // 3),
                         max(1, radius // 4))
        pygame.draw.polygon(surface, ink, [(x + radius, y - radius // 3), (x + radius // 3, y - radius),
                                           (x + radius // 3, y + radius // 3)])
        pygame.draw.line(surface, ink, (x - radius, y + radius // 2), (x + radius, y + radius // 2),
                         max(1, radius // 4))
        pygame.draw.polygon(surface, ink, [(x - radius, y + radius // 2), (x - radius // 3, y),
                                           (x - radius // 3, y + radius)])
