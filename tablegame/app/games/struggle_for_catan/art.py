"""The Struggle for Catan cards drawn by the program: resources, roads and knights (A/B sides), settlements,
cities with their events and expansions, the expansion supply, the destiny card and card backs.

Resources have a colour of their own (chosen to stay apart for colour-blind players), a glyph (mountain,
sheep, wheat, tree, bricks) and their name along the left edge, so a fanned hand still shows each card's
kind, and colour is never the only sign. Every picture is named by a string ("res:ore", "road:B",
"city:brigand:library", "back:7"); nothing here knows the rules, and the words painted on the cards
(names, VP, titles) come from words.py.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from tablegame.app.games.struggle_for_catan.words import (
    A_SIDE_WORDS,
    B_SIDE_VP,
    CITY_TITLE,
    CITY_VP,
    EVENT_NAMES,
    EXPANSION_NAMES,
    EXPANSION_SHORT,
    EXPANSION_VP,
    EXPANSION_WORDS,
    FATE_WAY,
    NONE_LEFT,
    RESOURCE_NAMES,
    RESOURCES,
    SETTLEMENT_TITLE,
    SETTLEMENT_VP,
    STACK_TITLE,
    SUPPLY_TITLE,
    cards_word,
    settlement_card_words,
    vp_words,
)
from tablegame.table import render as r

INK = (30, 30, 34)
PAPER = (250, 246, 234)
# Okabe-Ito blue, yellow, bluish green and vermillion, and a cream wool: hue and lightness both differ.
RESOURCE_RGB = {"ore": (0, 114, 178), "wool": (236, 234, 222), "grain": (240, 228, 66),
                "lumber": (0, 158, 115), "brick": (213, 94, 0)}
RESOURCE_INK = {"ore": (255, 255, 255), "wool": INK, "grain": INK, "lumber": (255, 255, 255),
                "brick": (255, 255, 255)}
BACK_RGB = (38, 74, 128)
ROAD_RGB = (214, 196, 160)
KNIGHT_RGB = (200, 208, 222)
ESTATE_RGB = (226, 236, 214)
CITY_RGB = (240, 222, 196)
EXPANSION_RGB = (236, 214, 236)
GOLD = (242, 196, 60)
CHOSEN = (150, 20, 90)  # the frame and tick of a chosen card: dark magenta, unlike any resource colour


def painter(name: str) -> Callable[[pygame.Surface, Any], None] | None:
    """The function that paints a picture name, or None for a name it does not know."""
    kind, _, rest = name.partition(":")
    parts = rest.split(":") if rest else []
    if kind == "res" and parts and parts[0] in RESOURCES:
        return partial(paint_resource, parts[0], parts[1:] == ["chosen"])
    if kind in ("road", "knight") and parts and parts[0] in ("A", "B"):
        return partial(paint_stack_card, kind, parts[0])
    if kind == "settlement":
        return paint_settlement
    if kind == "city" and parts and parts[0] in EVENT_NAMES:
        return partial(paint_city, parts[0], parts[1] if len(parts) > 1 else None)
    if kind == "exp" and parts and parts[0] in EXPANSION_NAMES:
        return partial(paint_expansion, parts[0])
    if kind == "stack" and parts:
        return partial(paint_supply, parts[0], False)
    if kind == "none" and parts:
        return partial(paint_supply, parts[0], True)
    if kind == "empty" and parts:
        return partial(paint_empty, parts[0])
    if kind == "fate" and parts and parts[0] in ("left", "right"):
        return partial(paint_fate, parts[0])
    if kind == "back":
        count = int(parts[0]) if parts and parts[0].isdigit() else None
        seen = [int(k) for k in parts[1].split(".")] if len(parts) > 1 else None
        return partial(paint_back, count, seen)
    return None


# --- helpers ----------------------------------------------------------------------------------------
def rounded(image: pygame.Surface, fill: tuple[int, int, int], border: tuple[int, int, int] = (70, 70, 70)) -> None:
    """Fill the whole picture as a rounded card with a thin border."""
    rect = image.get_rect()
    radius = max(2, rect.w // 12)
    pygame.draw.rect(image, fill, rect, border_radius=radius)
    pygame.draw.rect(image, border, rect, max(1, rect.w // 40), border_radius=radius)


def text(image: pygame.Surface, fonts: Any, words: str, px: int, centre: tuple[int, int],
         ink: tuple[int, int, int] = INK, width: int | None = None) -> pygame.Rect:
    """Words of about `px` pixels font size centred at a point, shortened to fit `width`."""
    font = fonts.get(max(9, px))
    shown = r.fit_text(font, words, width if width is not None else image.get_width() - 4)
    label = font.render(shown, True, ink)
    rect = label.get_rect(center=centre)
    image.blit(label, rect)
    return rect


def fit_px(fonts: Any, words: str, px: int, width: int) -> int:
    """The largest font size up to `px` at which `words` fit in `width` pixels (at least 9)."""
    while px > 9 and fonts.get(px).size(words)[0] > width:
        px -= 1
    return px


def band(image: pygame.Surface, top: float, height: float, fill: tuple[int, int, int]) -> pygame.Rect:
    """A strip across the card (fractions of its height), inside the border."""
    w, h = image.get_size()
    inset = max(1, w // 30)
    rect = pygame.Rect(inset, round(h * top), w - 2 * inset, max(2, round(h * height)))
    pygame.draw.rect(image, fill, rect)
    return rect


def corner(image: pygame.Surface, fonts: Any, letter: str, ink: tuple[int, int, int] = INK) -> None:
    """A big letter in the top-left corner (what a fanned stack shows of each card)."""
    w, h = image.get_size()
    px = max(10, int(min(w * 0.62, h * 0.3)))
    font = fonts.get(px)
    label = font.render(letter, True, ink)
    image.blit(label, (max(2, w // 14), max(1, h // 40)))


# --- glyphs -----------------------------------------------------------------------------------------
def glyph(surface: pygame.Surface, kind: str, centre: tuple[int, int], size: int,
          ink: tuple[int, int, int] = INK) -> None:
    """A small picture for a resource or building kind, about `size` pixels across."""
    x, y = centre
    s = max(4, size // 2)
    line = max(1, size // 14)
    if kind == "ore":  # two mountain peaks
        pygame.draw.polygon(surface, ink, [(x - s, y + s * 0.7), (x - s * 0.3, y - s * 0.6),
                                           (x + s * 0.25, y + s * 0.7)])
        pygame.draw.polygon(surface, ink, [(x - s * 0.15, y + s * 0.7), (x + s * 0.45, y - s * 0.9),
                                           (x + s, y + s * 0.7)])
        pygame.draw.polygon(surface, (255, 255, 255), [(x + s * 0.3, y - s * 0.5), (x + s * 0.45, y - s * 0.9),
                                                       (x + s * 0.6, y - s * 0.5)])
    elif kind == "wool":  # a sheep: a woolly body, a head and legs
        for dx, dy in ((-0.45, 0), (0, -0.25), (0.4, 0), (0, 0.2), (-0.2, -0.1), (0.2, -0.15)):
            pygame.draw.circle(surface, ink, (round(x + dx * s), round(y + dy * s)), max(2, round(s * 0.38)))
        for dx, dy in ((-0.45, 0), (0, -0.25), (0.4, 0), (0, 0.2)):
            pygame.draw.circle(surface, (255, 255, 255), (round(x + dx * s), round(y + dy * s)),
                               max(1, round(s * 0.38) - line - 1))
        pygame.draw.ellipse(surface, ink, (x + s * 0.55, y - s * 0.45, s * 0.5, s * 0.38))
        for dx in (-0.4, -0.1, 0.2, 0.45):
            pygame.draw.line(surface, ink, (x + dx * s, y + s * 0.45), (x + dx * s, y + s * 0.85), max(1, line + 1))
    elif kind == "grain":  # an ear of wheat
        pygame.draw.line(surface, ink, (x, y + s), (x, y - s * 0.9), max(1, line + 1))
        for k in range(4):
            cy = y - s * 0.75 + k * s * 0.38
            for side in (-1, 1):
                pygame.draw.ellipse(surface, ink, (x + side * s * 0.25 - s * 0.22, cy - s * 0.14, s * 0.44, s * 0.28))
    elif kind == "lumber":  # a fir tree
        pygame.draw.rect(surface, ink, (x - s * 0.12, y + s * 0.45, s * 0.24, s * 0.5))
        for k, width in enumerate((0.55, 0.75, 0.95)):
            top = y - s * 0.95 + k * s * 0.45
            pygame.draw.polygon(surface, ink, [(x, top), (x + width * s, top + s * 0.7),
                                               (x - width * s, top + s * 0.7)])
    elif kind == "brick":  # three courses of bricks
        bw, bh = s * 0.9, s * 0.5
        for row in range(3):
            top = y - s * 0.8 + row * (bh + line + 1)
            offset = 0 if row % 2 == 0 else -bw / 2
            for col in range(3):
                left = x - s + offset + col * (bw + line + 1)
                rect = pygame.Rect(round(max(x - s, left)), round(top), round(bw), round(bh))
                rect.right = min(rect.right, round(x + s))
                if rect.w > 2:
                    pygame.draw.rect(surface, ink, rect)
    elif kind == "road":  # a road narrowing into the distance
        pygame.draw.polygon(surface, ink, [(x - s, y + s * 0.8), (x - s * 0.2, y - s * 0.8), (x + s * 0.2, y - s * 0.8),
                                           (x + s, y + s * 0.8)])
        for k in range(3):
            cy = y + s * 0.55 - k * s * 0.55
            pygame.draw.line(surface, GOLD, (x, cy), (x, cy - s * 0.25), max(1, line + 1))
    elif kind == "knight":  # a helmet with a plume
        pygame.draw.rect(surface, ink, (x - s * 0.55, y - s * 0.4, s * 1.1, s * 1.1), border_radius=max(2, s // 2))
        pygame.draw.rect(surface, (255, 255, 255), (x - s * 0.4, y, s * 0.8, s * 0.16))
        pygame.draw.line(surface, (255, 255, 255), (x, y + s * 0.16), (x, y + s * 0.5), max(1, line))
        pygame.draw.ellipse(surface, (200, 40, 40), (x - s * 0.15, y - s * 0.95, s * 0.7, s * 0.55))
    elif kind == "settlement":  # a house
        pygame.draw.polygon(surface, ink, [(x - s * 0.8, y - s * 0.05), (x, y - s * 0.85), (x + s * 0.8, y - s * 0.05)])
        pygame.draw.rect(surface, ink, (x - s * 0.6, y - s * 0.1, s * 1.2, s * 0.9))
        pygame.draw.rect(surface, (255, 255, 255), (x - s * 0.15, y + s * 0.3, s * 0.3, s * 0.5))
    elif kind == "city":  # towers of a city
        pygame.draw.rect(surface, ink, (x - s * 0.95, y - s * 0.2, s * 0.7, s))
        pygame.draw.rect(surface, ink, (x - s * 0.3, y - s * 0.8, s * 0.6, s * 1.6))
        pygame.draw.rect(surface, ink, (x + s * 0.25, y - s * 0.4, s * 0.7, s * 1.2))
        pygame.draw.polygon(surface, ink, [(x - s * 0.3, y - s * 0.8), (x, y - s * 1.1), (x + s * 0.3, y - s * 0.8)])
        for wx, wy in ((-0.65, 0.1), (-0.05, -0.4), (-0.05, 0.1), (0.55, -0.1)):
            pygame.draw.rect(surface, (255, 230, 140), (x + wx * s, y + wy * s, s * 0.14, s * 0.2))
    elif kind in EXPANSION_NAMES:
        _expansion_glyph(surface, kind, x, y, s, ink, line)
    elif kind == "brigand":  # a mask
        pygame.draw.ellipse(surface, ink, (x - s, y - s * 0.35, s * 2, s * 0.7))
        for side in (-1, 1):
            pygame.draw.ellipse(surface, (255, 255, 255), (x + side * s * 0.45 - s * 0.22, y - s * 0.12, s * 0.44,
                                                           s * 0.24))
    elif kind == "market-day":  # a market stall
        pygame.draw.rect(surface, ink, (x - s * 0.8, y - s * 0.1, s * 1.6, s * 0.9))
        for k in range(4):
            colour = (220, 60, 60) if k % 2 == 0 else (255, 255, 255)
            pygame.draw.rect(surface, colour, (x - s * 0.9 + k * s * 0.45, y - s * 0.7, s * 0.45, s * 0.5))


def _expansion_glyph(surface: pygame.Surface, kind: str, x: int, y: int, s: int, ink: tuple[int, int, int],
                     line: int) -> None:
    """The five expansions: a book, a church, a castle, a coin, a columned hall."""
    if kind == "library":
        pygame.draw.polygon(surface, ink, [(x - s, y - s * 0.6), (x, y - s * 0.4), (x, y + s * 0.8),
                                           (x - s, y + s * 0.6)])
        pygame.draw.polygon(surface, ink, [(x + s, y - s * 0.6), (x, y - s * 0.4), (x, y + s * 0.8),
                                           (x + s, y + s * 0.6)])
        pygame.draw.line(surface, (255, 255, 255), (x, y - s * 0.4), (x, y + s * 0.8), max(1, line))
    elif kind == "church":
        pygame.draw.rect(surface, ink, (x - s * 0.7, y, s * 1.4, s * 0.9))
        pygame.draw.polygon(surface, ink, [(x - s * 0.3, y), (x, y - s * 0.6), (x + s * 0.3, y)])
        pygame.draw.line(surface, ink, (x, y - s * 0.6), (x, y - s), max(1, line + 1))
        pygame.draw.line(surface, ink, (x - s * 0.2, y - s * 0.85), (x + s * 0.2, y - s * 0.85), max(1, line + 1))
    elif kind == "castle":
        pygame.draw.rect(surface, ink, (x - s * 0.8, y - s * 0.4, s * 1.6, s * 1.2))
        for k in range(4):
            pygame.draw.rect(surface, ink, (x - s * 0.8 + k * s * 0.46, y - s * 0.75, s * 0.3, s * 0.4))
        pygame.draw.rect(surface, (255, 255, 255), (x - s * 0.2, y + s * 0.2, s * 0.4, s * 0.6),
                         border_top_left_radius=max(1, s // 4), border_top_right_radius=max(1, s // 4))
    elif kind == "merchant-guild":
        pygame.draw.circle(surface, GOLD, (x, y), max(3, round(s * 0.85)))
        pygame.draw.circle(surface, ink, (x, y), max(3, round(s * 0.85)), max(1, line + 1))
        pygame.draw.circle(surface, ink, (x, y), max(1, round(s * 0.4)), max(1, line))
    else:  # town hall
        pygame.draw.polygon(surface, ink, [(x - s, y - s * 0.35), (x, y - s * 0.9), (x + s, y - s * 0.35)])
        for k in range(4):
            pygame.draw.rect(surface, ink, (x - s * 0.8 + k * s * 0.5, y - s * 0.3, s * 0.22, s * 0.95))
        pygame.draw.rect(surface, ink, (x - s, y + s * 0.65, s * 2, s * 0.2))


# --- resources ---------------------------------------------------------------------------------------
def paint_resource(kind: str, chosen: bool, image: pygame.Surface, fonts: Any) -> None:
    """A resource card: its colour, the glyph large, the name at the bottom and along the left edge.

    A card chosen for a payment or a discard shows a tick in its corner and a thick dark frame (it stays
    visible in a fanned hand, where only the left edge of a card shows).
    """
    w, h = image.get_size()
    fill, ink = RESOURCE_RGB[kind], RESOURCE_INK[kind]
    rounded(image, fill, (60, 60, 60) if kind != "wool" else (120, 120, 110))
    name = RESOURCE_NAMES[kind]
    # The left edge: a small glyph in a white disc and the name written upwards (seen in a fanned hand).
    disc = max(5, int(w * 0.17))
    cx, cy = max(disc + 2, int(w * 0.2)), max(disc + 2, int(w * 0.17))
    if chosen:
        pygame.draw.rect(image, CHOSEN, image.get_rect(), max(3, w // 14), border_radius=max(2, w // 12))
        pygame.draw.circle(image, CHOSEN, (cx, cy), disc + max(1, w // 40))
        pygame.draw.lines(image, (255, 255, 255), False, [(cx - disc * 0.55, cy), (cx - disc * 0.1, cy + disc * 0.5),
                                                          (cx + disc * 0.6, cy - disc * 0.5)], max(2, disc // 3))
    else:
        pygame.draw.circle(image, PAPER, (cx, cy), disc)
        glyph(image, kind, (cx, cy), int(disc * 1.5))
    if h >= 50:
        px = fit_px(fonts, name, max(10, int(w * 0.27)), int(h * 0.55))
        label = pygame.transform.rotate(fonts.get(px).render(name, True, ink), 90)
        image.blit(label, label.get_rect(midtop=(cx, cy + disc + max(3, h // 40))))
    # The middle: a large glyph in a paper medallion; the name on a paper band.
    mx, my = int(w * 0.6), int(h * 0.46)
    rad = int(min(w * 0.3, h * 0.22))
    pygame.draw.circle(image, PAPER, (mx, my), rad)
    pygame.draw.circle(image, (80, 80, 80), (mx, my), rad, max(1, w // 50))
    glyph(image, kind, (mx, my), int(rad * 1.35))
    strip = band(image, 0.8, 0.13, PAPER)
    text(image, fonts, name, fit_px(fonts, name, int(strip.h * 1.25), strip.w - 6), strip.center)


# --- roads and knights ------------------------------------------------------------------------------
def paint_stack_card(kind: str, side: str, image: pygame.Surface, fonts: Any) -> None:
    """A road or knight card on its A side (an exchange / an extra draw) or B side (1 victory point)."""
    w, h = image.get_size()
    b_side = side == "B"
    rounded(image, GOLD if b_side else (ROAD_RGB if kind == "road" else KNIGHT_RGB))
    corner(image, fonts, side)
    glyph(image, kind, (int(w * 0.6), int(h * 0.45)), int(min(w * 0.62, h * 0.4)))
    title = STACK_TITLE[kind]
    if h >= 60:
        strip = band(image, 0.7, 0.14, PAPER)
        text(image, fonts, title, fit_px(fonts, title, int(strip.h * 1.2), strip.w - 4), strip.center)
        words = vp_words(B_SIDE_VP) if b_side else A_SIDE_WORDS[kind]
        text(image, fonts, words, fit_px(fonts, words, int(h * 0.13), w - 6), (w // 2, int(h * 0.91)))


# --- estates ------------------------------------------------------------------------------------------
def paint_settlement(image: pygame.Surface, fonts: Any) -> None:
    """A settlement: 1 VP; its event is on the hidden city side (a question mark)."""
    w, h = image.get_size()
    rounded(image, ESTATE_RGB)
    corner(image, fonts, str(SETTLEMENT_VP))
    glyph(image, "settlement", (w // 2, int(h * 0.42)), int(min(w * 0.65, h * 0.42)))
    if h >= 60:
        strip = band(image, 0.7, 0.14, PAPER)
        text(image, fonts, SETTLEMENT_TITLE, fit_px(fonts, SETTLEMENT_TITLE, int(strip.h * 1.2), strip.w - 4),
             strip.center)
        words = settlement_card_words()
        text(image, fonts, words, fit_px(fonts, words, int(h * 0.12), w - 6), (w // 2, int(h * 0.91)))


def paint_city(event: str, expansion: str | None, image: pygame.Surface, fonts: Any) -> None:
    """A city (2 VP) with its revealed event; with an expansion placed on it, the expansion's name and VP."""
    w, h = image.get_size()
    rounded(image, CITY_RGB)
    vp = EXPANSION_VP[expansion] if expansion else CITY_VP
    corner(image, fonts, str(vp))
    glyph(image, "city", (int(w * 0.6), int(h * 0.3)), int(min(w * 0.5, h * 0.3)))
    glyph(image, event, (int(w * 0.2), int(h * 0.55)), int(min(w * 0.26, h * 0.16)))
    if h < 60:
        if expansion:
            glyph(image, expansion, (int(w * 0.6), int(h * 0.78)), int(min(w * 0.4, h * 0.25)))
        return
    event_words = EVENT_NAMES[event]
    text(image, fonts, event_words, fit_px(fonts, event_words, int(h * 0.1), int(w * 0.6)),
         (int(w * 0.64), int(h * 0.55)), (90, 60, 40))
    if expansion:
        strip = band(image, 0.66, 0.3, EXPANSION_RGB)
        name = EXPANSION_SHORT[expansion]
        glyph(image, expansion, (strip.x + int(strip.h * 0.4), strip.centery), int(strip.h * 0.55))
        left = strip.x + int(strip.h * 0.75)
        room = strip.right - left - 2
        text(image, fonts, name, fit_px(fonts, name, int(h * 0.12), room), (left + room // 2, strip.y + strip.h // 3))
        text(image, fonts, vp_words(vp), fit_px(fonts, vp_words(vp), int(h * 0.11), room),
             (left + room // 2, strip.y + strip.h * 3 // 4))
    else:
        strip = band(image, 0.7, 0.14, PAPER)
        text(image, fonts, CITY_TITLE, fit_px(fonts, CITY_TITLE, int(strip.h * 1.2), strip.w - 4), strip.center)
        text(image, fonts, vp_words(vp), fit_px(fonts, vp_words(vp), int(h * 0.12), w - 6), (w // 2, int(h * 0.91)))


def paint_expansion(kind: str, image: pygame.Surface, fonts: Any) -> None:
    """An expansion card of the supply: its glyph, name, VP and ability in a few words."""
    w, h = image.get_size()
    rounded(image, EXPANSION_RGB)
    vp = EXPANSION_VP[kind]
    corner(image, fonts, str(vp))
    glyph(image, kind, (int(w * 0.6), int(h * 0.33)), int(min(w * 0.55, h * 0.33)))
    name = EXPANSION_SHORT[kind]
    strip = band(image, 0.6, 0.16, PAPER)
    text(image, fonts, name, fit_px(fonts, name, int(strip.h * 1.15), strip.w - 4), strip.center)
    if h >= 70:
        words = EXPANSION_WORDS[kind]
        font_px = fit_px(fonts, words, int(h * 0.1), w - 6)
        if font_px < int(h * 0.085):  # two lines read better than tiny text
            first, _, second = words.partition(" ")
            if " " in second:
                mid = words.split(" ")
                half = (len(mid) + 1) // 2
                first, second = " ".join(mid[:half]), " ".join(mid[half:])
            px = min(fit_px(fonts, first, int(h * 0.1), w - 6), fit_px(fonts, second, int(h * 0.1), w - 6))
            text(image, fonts, first, px, (w // 2, int(h * 0.83)), (70, 50, 70))
            text(image, fonts, second, px, (w // 2, int(h * 0.93)), (70, 50, 70))
        else:
            text(image, fonts, words, font_px, (w // 2, int(h * 0.87)), (70, 50, 70))


# --- the supply, the destiny card, backs -------------------------------------------------------------
def paint_supply(kind: str, empty: bool, image: pygame.Surface, fonts: Any) -> None:
    """The top of a building supply (a road, a knight, a settlement), or its empty place."""
    w, h = image.get_size()
    title = SUPPLY_TITLE.get(kind, kind)
    if empty:
        pygame.draw.rect(image, (255, 255, 255, 40), image.get_rect(), border_radius=max(2, w // 12))
        pygame.draw.rect(image, (255, 255, 255, 140), image.get_rect(), max(1, w // 40), border_radius=max(2, w // 12))
        text(image, fonts, title, fit_px(fonts, title, int(h * 0.13), w - 6), (w // 2, int(h * 0.38)), r.TEXT)
        text(image, fonts, NONE_LEFT, fit_px(fonts, NONE_LEFT, int(h * 0.12), w - 6), (w // 2, int(h * 0.58)),
             r.DIM)
        return
    fill = {"road": ROAD_RGB, "knight": KNIGHT_RGB}.get(kind, ESTATE_RGB)
    rounded(image, fill)
    picture = "settlement" if kind == "estate" else kind
    glyph(image, picture, (w // 2, int(h * 0.4)), int(min(w * 0.62, h * 0.4)))
    strip = band(image, 0.72, 0.16, PAPER)
    text(image, fonts, title, fit_px(fonts, title, int(strip.h * 1.15), strip.w - 4), strip.center)


def paint_empty(word: str, image: pygame.Surface, fonts: Any) -> None:
    """An empty place with a word on it ("no knights")."""
    w, h = image.get_size()
    radius = max(2, w // 12)
    pygame.draw.rect(image, (255, 255, 255, 30), image.get_rect(), border_radius=radius)
    pygame.draw.rect(image, (255, 255, 255, 110), image.get_rect(), max(1, w // 40), border_radius=radius)
    lines = word.split("-")
    px = min(fit_px(fonts, line, int(h * 0.16), w - 8) for line in lines)
    step = fonts.get(px).get_height()
    top = h // 2 - step * (len(lines) - 1) // 2
    for i, line in enumerate(lines):
        text(image, fonts, line, px, (w // 2, top + i * step), r.DIM)


def _seen_rows(image: pygame.Surface, fonts: Any, count: int, seen: list[int]) -> None:
    """The open hand of a back: "9 cards" on top, then one row per kind held (colour chip, glyph, count)."""
    w, h = image.get_size()
    held = [(kind, k) for kind, k in zip(RESOURCES, seen, strict=False) if k]
    top = int(h * 0.16)
    text(image, fonts, f"{count}", fit_px(fonts, f"{count}", int(h * 0.2), w - 6), (w // 2, top // 2 + 2),
         (255, 255, 255))
    if not held:
        return
    row = min(int(h * 0.17), (h - top - 4) // len(held))
    for i, (kind, k) in enumerate(held):
        y = top + 2 + i * row
        chip = pygame.Rect(max(2, w // 14), y + 1, w - 2 * max(2, w // 14), row - 2)
        pygame.draw.rect(image, RESOURCE_RGB[kind], chip, border_radius=max(1, row // 4))
        pygame.draw.circle(image, PAPER, (chip.x + row // 2, chip.centery), max(2, row // 2 - 1))
        glyph(image, kind, (chip.x + row // 2, chip.centery), max(4, row - 4))
        label = f"×{k}"
        text(image, fonts, label, fit_px(fonts, label, int(row * 1.1), chip.w - row - 2),
             (chip.x + row + (chip.w - row) // 2, chip.centery), RESOURCE_INK[kind])


def paint_fate(side: str, image: pygame.Surface, fonts: Any) -> None:
    """The destiny card: the side up and the way it points (left: clockwise, right: counter-clockwise)."""
    w, h = image.get_size()
    rounded(image, (214, 204, 240))
    cx, cy = w // 2, int(h * 0.4)
    s = int(min(w * 0.36, h * 0.24))
    sign = -1 if side == "left" else 1
    shaft = max(2, s // 3)
    pygame.draw.rect(image, INK, (cx - s, cy - shaft // 2, 2 * s, shaft))
    tip = cx + sign * s * 1.2
    pygame.draw.polygon(image, INK, [(tip, cy), (cx + sign * s * 0.4, cy - s * 0.6),
                                     (cx + sign * s * 0.4, cy + s * 0.6)])
    title = side.upper()
    text(image, fonts, title, fit_px(fonts, title, int(h * 0.18), w - 6), (w // 2, int(h * 0.68)))
    words = FATE_WAY[side]
    text(image, fonts, words, fit_px(fonts, words, int(h * 0.11), w - 6), (w // 2, int(h * 0.86)), (70, 60, 100))


def paint_back(count: int | None, seen: list[int] | None, image: pygame.Surface, fonts: Any) -> None:
    """A resource card back (blue, with a hexagon); with a count, the number of cards held, large; with the
    kinds seen (a Library owner), a row per kind held: its colour, its glyph and how many."""
    w, h = image.get_size()
    rounded(image, BACK_RGB, (20, 30, 60))
    if seen is not None:
        _seen_rows(image, fonts, count or 0, seen)
        return
    inner = image.get_rect().inflate(-max(4, w // 7), -max(4, w // 7))
    pygame.draw.rect(image, (210, 190, 120), inner, max(1, w // 40), border_radius=max(1, w // 24))
    cx, cy, s = w // 2, h // 2, int(min(w, h) * 0.3)
    points = [(cx + s * dx, cy + s * dy) for dx, dy in ((0, -1), (0.87, -0.5), (0.87, 0.5), (0, 1), (-0.87, 0.5),
                                                          (-0.87, -0.5))]
    pygame.draw.polygon(image, (60, 100, 160), points)
    pygame.draw.polygon(image, (210, 190, 120), points, max(1, w // 40))
    if count is not None:
        number = str(count)
        text(image, fonts, number, fit_px(fonts, number, int(h * 0.36), int(w * 0.8)), (cx, cy), (255, 255, 255))
        words = cards_word(count)
        text(image, fonts, words, fit_px(fonts, words, int(h * 0.13), int(w * 0.8)), (cx, int(h * 0.8)),
             (235, 225, 190))
