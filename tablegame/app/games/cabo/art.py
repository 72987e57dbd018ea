"""CABO card faces drawn by the program: a large value on a tinted medallion, the value as a corner
index, and for a power card its glyph as the other corner index and a band at the foot with the glyph
and the power's word (an eye for PEEK, a magnifier for SPY, two arrows for SWAP).

Shapes are painted at twice the card's size and smooth-scaled down (anti-aliased edges); texts are
rendered at the card's own size on top, never scaled, so they stay sharp and the text recorder measures
what is seen. Every text is at least the table's smallest size (16 px at 1280x720, scaled with the
window); a card too narrow for the power's word shows the glyph alone (the inspector names the power).
The values and powers come from the catalog (cards/cabo.yaml); only their look is decided here.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from tablegame.games.cabo.catalog import Catalog, Power
from tablegame.games.cabo.terms import power_word
from tablegame.table import render as r
from tablegame.table.model import CardFace
from tablegame.table.typeface import em_of

FACE_COLOUR = (251, 248, 239)
FRAME = (214, 204, 182)
EDGE = (92, 84, 72)
MEDALLION = (238, 231, 214)
POWER_GLYPHS: dict[Power, str] = {"peek": "eye", "spy": "lens", "swap": "arrows"}
# Okabe-Ito colours (one per power, told apart by colour-blind players too; the glyph tells them apart anyway)
POWER_COLOURS = {"eye": (86, 180, 233), "lens": (204, 121, 167), "arrows": (230, 159, 0)}
SMALLEST_PX = 16  # docs/ARCHITECTURE.md, "Legibility": no text under 16 px at 1280x720
SUPERSAMPLE = 2  # shapes are painted this many times larger, then smooth-scaled down


def faces(catalog: Catalog) -> dict[str, CardFace]:
    """Each card kind's face: its value, and the power's word and glyph for the cards with a power (the word in
    the language of the moment the face is painted: a picture cache keeps the language in its key)."""
    result = {}
    for kind, value, power in zip(catalog.ids, catalog.values, catalog.powers, strict=True):
        word = power_word(power) if power else ""
        glyph = POWER_GLYPHS[power] if power else ""
        result[kind] = CardFace(str(value), word, glyph, paint=partial(paint_card, str(value), power))
    return result


def paint_card(value: str, power: Power | None, image: pygame.Surface, fonts: Any) -> None:
    """A card kind's face, its power's word translated now."""
    paint_face(value, power_word(power) if power else "", POWER_GLYPHS[power] if power else "", image, fonts)


def font_of_em(fonts: Any, em: float, bold: bool = True) -> pygame.font.Font:
    """The UI font whose em is at least `em` pixels."""
    points = max(8, int(em / 0.6875))
    while em_of(points) < em:
        points += 1
    font: pygame.font.Font = fonts.get(points, bold)
    return font


def paint_face(value: str, word: str, glyph: str, image: pygame.Surface, fonts: Any) -> None:
    """The face: rounded card with a frame, medallion with the large value, corner indices, power band."""
    w, h = image.get_size()
    smallest = SMALLEST_PX * getattr(fonts, "scale", 1.0)
    index_em = max(smallest, h * 0.12)
    index_font = font_of_em(fonts, index_em)
    pad = max(2, round(w * 0.07))
    word_font = font_of_em(fonts, max(smallest, h * 0.095))
    band_h = max(round(h * 0.24), word_font.get_height() + 2) if word else 0
    band = pygame.Rect(0, h - band_h, w, band_h)
    index_h = index_font.get_height()
    body = pygame.Rect(0, index_h // 2 + pad, w, h - band_h - index_h // 2 - pad - (pad // 2 if word else pad))
    big_em = big_value_em(value, body, w, smallest)
    indexed = big_em >= 2.2 * index_em  # a card too small for both shows its large value alone
    if not indexed:
        body = pygame.Rect(0, pad // 2, w, h - band_h - pad)
        big_em = big_value_em(value, body, w, smallest)
    colour = POWER_COLOURS.get(glyph, (150, 150, 150))
    corner = index_font.get_ascent() * 0.62 if indexed else 0  # the corner glyph's radius: as tall as the digits
    corner_centre = (w - pad - corner, pad + index_font.get_ascent() * 0.55)
    image.blit(shapes((w, h), band_h, body, colour if word else None, glyph, corner_centre, corner), (0, 0))
    big = font_of_em(fonts, big_em).render(value, True, r.DARK)
    ink = big.get_bounding_rect()  # centred by its ink: a line box has more room above the digits than below
    image.blit(big, (w // 2 - ink.centerx, body.centery - ink.centery))
    if indexed:
        image.blit(index_font.render(value, True, r.DARK), (pad, max(1, pad // 2)))
    if word:
        paint_power(image, word, glyph, band, word_font, pad)


def big_value_em(value: str, body: pygame.Rect, width: int, smallest: float) -> float:
    """The large value's em: most of the body's height, narrow enough for two digits, never under `smallest`."""
    return max(smallest, min(body.h * 0.8, width * 0.62 / max(1, len(value) * 0.6)))


def paint_power(
    image: pygame.Surface, word: str, glyph: str, band: pygame.Rect, font: pygame.font.Font, pad: int
) -> None:
    """The band's glyph and word, centred; the glyph alone when the word would not fit beside it."""
    radius = max(3, round(font.get_ascent() * 0.42))
    gap = max(2, radius // 2)
    total = 2 * radius + gap + font.size(word)[0]
    if total > band.w - 2 * pad:
        draw_glyph_aa(image, glyph, band.center, max(3, min(band.h // 3, band.w // 4)))
        return
    text = font.render(word, True, r.DARK)  # rendered only when drawn: an unused picture would still be reported
    x = band.x + (band.w - total) // 2
    draw_glyph_aa(image, glyph, (x + radius, band.centery), radius)
    image.blit(text, text.get_rect(midleft=(x + 2 * radius + gap, band.centery)))


def shapes(
    size: tuple[int, int],
    band_h: int,
    body: pygame.Rect,
    band_colour: tuple[int, int, int] | None,
    glyph: str,
    corner_centre: tuple[float, float],
    corner_radius: float,
) -> pygame.Surface:
    """The face's shapes without its texts, painted large and smooth-scaled down to `size`."""
    k = SUPERSAMPLE
    w, h = size
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    rect = big.get_rect()
    radius = max(2, w * k // 11)
    pygame.draw.rect(big, EDGE, rect, border_radius=radius)
    edge = max(k, w * k // 45)
    pygame.draw.rect(big, FACE_COLOUR, rect.inflate(-2 * edge, -2 * edge), border_radius=radius - edge)
    if band_colour is not None:
        band = pygame.Rect(edge, (h - band_h) * k, rect.w - 2 * edge, band_h * k - edge)
        pygame.draw.rect(
            big, band_colour, band, border_bottom_left_radius=radius - edge, border_bottom_right_radius=radius - edge
        )
        pygame.draw.line(big, _darker(band_colour), band.topleft, band.topright, max(1, k))
    frame = rect.inflate(-max(6 * k, w * k // 7), -max(6 * k, w * k // 7))
    frame.h = min(frame.h, (h - band_h) * k - frame.y - 2 * k) if band_colour is not None else frame.h
    if frame.w > 4 * k and frame.h > 4 * k and w >= 40:
        pygame.draw.rect(big, FRAME, frame, max(1, k), border_radius=max(2, radius // 2))
    medallion = pygame.Rect(0, 0, min(body.w * 0.78, body.h * 0.95) * k, body.h * 0.92 * k)
    medallion.center = (w * k // 2, body.centery * k)
    if medallion.w > 0 and medallion.h > 0:
        tint = _blend(MEDALLION, band_colour, 0.22) if band_colour is not None else MEDALLION
        pygame.draw.ellipse(big, tint, medallion)
    if band_colour is not None and corner_radius > 0:
        centre = (corner_centre[0] * k, corner_centre[1] * k)
        pygame.draw.circle(big, band_colour, centre, corner_radius * k * 1.15)
        paint_glyph(big, glyph, (round(centre[0]), round(centre[1])), round(corner_radius * k * 0.8))
    return pygame.transform.smoothscale(big, size)


def draw_glyph_aa(surface: pygame.Surface, glyph: str, centre: tuple[int, int], radius: int) -> None:
    """A power's glyph at `centre`, anti-aliased (painted large and smooth-scaled down)."""
    k = SUPERSAMPLE * 2
    side = 2 * radius + 4
    big = pygame.Surface((side * k, side * k), pygame.SRCALPHA)
    paint_glyph(big, glyph, (side * k // 2, side * k // 2), radius * k)
    small = pygame.transform.smoothscale(big, (side, side))
    surface.blit(small, small.get_rect(center=centre))


def paint_glyph(surface: pygame.Surface, glyph: str, centre: tuple[int, int], radius: int) -> None:
    """An eye (peek), a magnifier (spy) or two arrows (swap) filling a circle of `radius` at `centre`."""
    x, y = centre
    ink = r.DARK
    stroke = max(1, radius // 5)
    if glyph == "eye":
        lids = pygame.Rect(x - radius, y - radius * 0.55, 2 * radius, radius * 1.1)
        pygame.draw.ellipse(surface, (255, 255, 255), lids)
        pygame.draw.ellipse(surface, ink, lids, stroke)
        pygame.draw.circle(surface, ink, (x, y), max(1, radius * 0.36))
    elif glyph == "lens":
        ring = radius * 0.58
        cx, cy = x - radius * 0.28, y - radius * 0.28
        pygame.draw.circle(surface, (255, 255, 255), (cx, cy), ring)
        pygame.draw.circle(surface, ink, (cx, cy), ring, stroke)
        pygame.draw.line(
            surface,
            ink,
            (cx + ring * 0.7, cy + ring * 0.7),
            (x + radius * 0.9, y + radius * 0.9),
            max(2, stroke * 3 // 2),
        )
    elif glyph == "arrows":
        for sign in (-1, 1):
            row = y + sign * radius * 0.42
            tip = x + sign * radius  # the upper arrow points right, the lower one left
            tail = x - sign * radius
            head = radius * 0.55
            pygame.draw.line(surface, ink, (tail, row), (tip - sign * head * 0.8, row), stroke)
            pygame.draw.polygon(
                surface, ink, [(tip, row), (tip - sign * head, row - head * 0.6), (tip - sign * head, row + head * 0.6)]
            )


def _darker(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A colour a third darker."""
    return (colour[0] * 2 // 3, colour[1] * 2 // 3, colour[2] * 2 // 3)


def _blend(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    """`a` moved a fraction `t` towards `b`."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))
