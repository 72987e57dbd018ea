"""Ogallala card faces drawn by the program: strength, tribe colour, hull ends, loot glyphs (OGA-1, OGA-2).

Every card that lies in a canoe carries a piece of hull along its bottom edge: a bow rises to a prow
on the left, a stern on the right, middle cards are straight. Side by side in a row, a canoe's cards
draw one boat. Indians show their strength large in their tribe's colour, with a shape for the tribe
(triangle red, square black) so colour is never the only sign. Loot shows a glyph; the halves of a
set each show half of the set's glyph, so a pair in the right order shows it whole.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from tablegame.games.ogallala.catalog import BLACK, BOW, NEVER, RED, STERN, catalog
from tablegame.games.ogallala.scoring import LOOT_POINTS
from tablegame.games.ogallala.text import card_name
from tablegame.table import render as r
from tablegame.table.model import CardFace

_C = catalog()

INK = (28, 26, 30)
RED_INK = (192, 30, 36)
BLACK_INK = (24, 24, 30)
NEUTRAL_INK = (30, 70, 140)
WOOD = (142, 92, 46)
WOOD_DARK = (86, 52, 22)
BACKGROUNDS = {
    "red": (255, 243, 236),
    "black": (236, 239, 244),
    "neutral": (236, 244, 255),
    "hull": (241, 226, 196),
    "loot": (252, 234, 168),
    "axe": (248, 222, 222),
    "totem": (228, 240, 220),
}
SHORT = {  # words on big cards (the catalog names, shortened to fit)
    "bow": "empty bow", "stern": "empty stern", "pathfinder": "pathfinder", "steersman": "steersman",
    "medicine": "medicine", "lasso": "lasso", "archer": "archer", "axe": "crazy axe", "totem": "totem",
    "chief": "chief",
}


def card_words(card: str) -> str:
    """A card in words for players, as the history names it: "red paddler 3", "black chief 5", "tent"."""
    return card_name(card)


PERSONS = {"bear": "hunter", "buffalo": "hunter", "horse": "cowboy", "gold": "prospector", "logs": "woodcutter",
           "cannon": "warrior"}


def short_name(t: int) -> str:
    """The word written on a big card (a set half shows its set's name; the glyph shows which half)."""
    kind = _C.kind_names[_C.kind[t]]
    if _C.set_of[t] >= 0:
        name = _C.set_names[_C.set_of[t]]
        return PERSONS[name] if kind.endswith("-person") else name
    return SHORT.get(kind, _C.names[t])


def category(t: int) -> str:
    """Which background a card gets."""
    kind = _C.kind_names[_C.kind[t]]
    if _C.strength[t] > 0:
        return {RED: "red", BLACK: "black"}.get(_C.colour[t], "neutral")
    if _C.loot[t]:
        return "loot"
    if kind in ("axe", "totem"):
        return kind
    return "hull"


def faces() -> dict[str, CardFace]:
    """A face per card id, each painted by `paint_card`."""
    result = {}
    for t, card in enumerate(_C.ids):
        value = str(_C.strength[t]) if _C.strength[t] else ""
        result[card] = CardFace(value, card_words(card), paint=partial(paint_card, card))
    return result


# --- the painter -------------------------------------------------------------------------------------
def paint_card(card: str, image: pygame.Surface, fonts: Any) -> None:
    """Paint one card face onto a transparent surface of the card's size."""
    t = _C.index[card]
    w, h = image.get_size()
    rect = image.get_rect()
    radius = max(2, w // 10)
    kind = _C.kind_names[_C.kind[t]]
    cat = category(t)
    pygame.draw.rect(image, BACKGROUNDS[cat], rect, border_radius=radius)
    big = h >= 58  # room for a word and corner marks
    if _C.role[t] != NEVER:
        _hull(image, _C.role[t])
    ink = {"red": RED_INK, "black": BLACK_INK, "neutral": NEUTRAL_INK}.get(cat, INK)
    top = max(1, h // 22)
    body = pygame.Rect(0, top, w, int(h * 0.74) - top)  # above the hull
    if _C.strength[t] > 0:
        _number(image, fonts, str(_C.strength[t]), ink, body, big)
        mark = max(3, w // 8)
        _tribe_mark(image, cat, (max(2, w // 14) + mark // 2 + 1, top + mark // 2 + 2), mark)
        glyph = GLYPHS.get(kind)
        if glyph is not None:  # the ability or rank, small in the upper right corner
            s = max(4, w // 7)
            glyph(image, w - s - max(2, w // 14), top + s + 1, s)
    elif _C.loot[t]:
        _loot(image, t, pygame.Rect(0, top, w, int(h * 0.55)) if big else body)
        if big:
            corner = fonts.get(max(9, int(h * 0.17)))
            image.blit(corner.render(str(LOOT_POINTS), True, (120, 84, 10)), (max(2, w // 14), top))
    else:
        glyph = GLYPHS.get(kind)
        area = pygame.Rect(0, top, w, int(h * 0.55)) if big else body
        s = int(min(w * 0.36, area.h * 0.40))
        if glyph is not None:
            glyph(image, w // 2, area.centery, s)
    if big:
        _word(image, fonts, short_name(t), int(h * 0.62), int(h * 0.14), ink)
    pygame.draw.rect(image, (80, 74, 70), rect, max(1, w // 36), border_radius=radius)


def _number(image: pygame.Surface, fonts: Any, text: str, ink: tuple[int, int, int], body: pygame.Rect,
            big: bool) -> None:
    """The strength, large."""
    w, _ = image.get_size()
    size = int(body.h * (0.95 if big else 1.2))
    font = fonts.get(max(10, min(size, int(w * 1.5))))
    glyph = font.render(text, True, ink)
    centre_y = body.y + int(body.h * (0.42 if big else 0.52))
    image.blit(glyph, glyph.get_rect(center=(w // 2, centre_y)))


def _word(image: pygame.Surface, fonts: Any, text: str, y: int, height: int, ink: tuple[int, int, int]) -> None:
    """A short word across the card (big cards only)."""
    w, _ = image.get_size()
    font = fonts.get(max(9, int(height * 1.05)))
    label = font.render(r.fit_text(font, text, w - 4), True, ink)
    image.blit(label, label.get_rect(center=(w // 2, y)))


def _tribe_mark(image: pygame.Surface, cat: str, centre: tuple[int, int], size: int) -> None:
    """Triangle for the red tribe, square for the black one, nothing for colourless Indians."""
    x, y = centre
    s = max(2, size // 2)
    if cat == "red":
        pygame.draw.polygon(image, RED_INK, [(x, y - s), (x + s, y + s), (x - s, y + s)])
    elif cat == "black":
        pygame.draw.rect(image, BLACK_INK, (x - s, y - s, 2 * s, 2 * s))


def _hull(image: pygame.Surface, role: int) -> None:
    """A piece of the canoe's hull along the bottom: a prow for a bow, a stern post for a stern."""
    w, h = image.get_size()
    y0, y1 = h * 0.80, h * 0.93
    if role in (BOW, STERN):
        tip = (w * 0.07, h * 0.56)
        points = [(w, y0), (w * 0.45, y0), (w * 0.25, y0 - h * 0.03), tip]
        for i in range(1, 9):  # the keel curves up to the tip
            a = math.pi / 2 * i / 8
            points.append((tip[0] + (w * 0.55 - tip[0]) * (1 - math.cos(a)), tip[1] + (y1 - tip[1]) * math.sin(a)))
        points.append((w, y1))
        if role == STERN:
            points = [(w - x, y) for x, y in points]
    else:
        points = [(0, y0), (w, y0), (w, y1), (0, y1)]
    points = [(round(x), round(y)) for x, y in points]
    pygame.draw.polygon(image, WOOD, points)
    pygame.draw.polygon(image, WOOD_DARK, points, max(1, w // 40))


def _loot(image: pygame.Surface, t: int, body: pygame.Rect) -> None:
    """A loot glyph; a set's halves each show half of the set's glyph, the person a figure and the glyph."""
    w, _ = image.get_size()
    s = int(min(w * 0.40, body.h * 0.40))
    cy = body.y + int(body.h * 0.50)
    kind = _C.kind_names[_C.kind[t]]
    if _C.set_of[t] < 0:
        GLYPHS[kind.removeprefix("loot-")](image, w // 2, cy, s)
        return
    name = _C.set_names[_C.set_of[t]]
    glyph = GLYPHS[name]
    part = kind.rsplit("-", 1)[1]
    if part == "person":
        person(image, w // 2 - s // 3, cy, s)
        glyph(image, w // 2 + s // 2, cy + s // 3, max(3, s // 2))
        return
    # the left half shows the glyph's left half at its right edge, and the other way round
    layer = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    big = int(s * 1.25)
    glyph(layer, w if part == "left" else 0, cy, big)
    image.blit(layer, (0, 0))
    x = w - max(1, w // 36) - 1 if part == "left" else max(1, w // 36)
    pygame.draw.line(image, (150, 110, 30), (x, body.y + 2), (x, body.bottom - 2), max(1, w // 30))


# --- glyphs: (surface, centre x, centre y, half size) -------------------------------------------------
def _line(surface: pygame.Surface, colour: tuple[int, int, int], a: tuple[float, float], b: tuple[float, float],
          width: int) -> None:
    pygame.draw.line(surface, colour, (round(a[0]), round(a[1])), (round(b[0]), round(b[1])), max(1, width))


def woman(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """Head and dress."""
    pygame.draw.polygon(s_, (176, 58, 96), [(x, y - s * 0.3), (x + s * 0.7, y + s * 0.9), (x - s * 0.7, y + s * 0.9)])
    pygame.draw.circle(s_, (150, 96, 60), (x, round(y - s * 0.55)), max(2, round(s * 0.3)))
    _line(s_, INK, (x - s * 0.3, y - s * 0.55), (x - s * 0.32, y), s // 8)
    _line(s_, INK, (x + s * 0.3, y - s * 0.55), (x + s * 0.32, y), s // 8)


def tent(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A tipi with its door and poles."""
    cover = [(x, y - s * 0.75), (x + s * 0.85, y + s * 0.85), (x - s * 0.85, y + s * 0.85)]
    pygame.draw.polygon(s_, (214, 178, 120), cover)
    pygame.draw.polygon(s_, INK, cover, max(1, s // 10))
    door = [(x, y + s * 0.1), (x + s * 0.28, y + s * 0.85), (x - s * 0.28, y + s * 0.85)]
    pygame.draw.polygon(s_, (90, 60, 30), door)
    _line(s_, INK, (x - s * 0.3, y - s), (x + s * 0.1, y - s * 0.55), s // 10)
    _line(s_, INK, (x + s * 0.3, y - s), (x - s * 0.1, y - s * 0.55), s // 10)


def eagle(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """Spread wings, a white head, a yellow beak."""
    brown = (92, 60, 34)
    pygame.draw.polygon(s_, brown, [(x - s, y - s * 0.6), (x - s * 0.1, y + s * 0.1), (x - s * 0.15, y + s * 0.5),
                                    (x - s * 0.7, y + s * 0.1)])
    pygame.draw.polygon(s_, brown, [(x + s, y - s * 0.6), (x + s * 0.1, y + s * 0.1), (x + s * 0.15, y + s * 0.5),
                                    (x + s * 0.7, y + s * 0.1)])
    pygame.draw.polygon(s_, brown, [(x - s * 0.25, y - s * 0.1), (x + s * 0.25, y - s * 0.1),
                                    (x + s * 0.3, y + s * 0.9), (x - s * 0.3, y + s * 0.9)])
    pygame.draw.circle(s_, (250, 250, 250), (x, round(y - s * 0.35)), max(2, round(s * 0.28)))
    pygame.draw.circle(s_, INK, (x, round(y - s * 0.35)), max(2, round(s * 0.28)), 1)
    pygame.draw.polygon(s_, (240, 190, 30), [(x + s * 0.15, y - s * 0.4), (x + s * 0.5, y - s * 0.3),
                                             (x + s * 0.15, y - s * 0.2)])


def fur(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A stretched hide."""
    points = [(x - s * 0.55, y - s * 0.9), (x, y - s * 0.7), (x + s * 0.55, y - s * 0.9), (x + s * 0.45, y - s * 0.3),
              (x + s * 0.9, y + s * 0.2), (x + s * 0.45, y + s * 0.45), (x + s * 0.4, y + s * 0.95),
              (x, y + s * 0.75), (x - s * 0.4, y + s * 0.95), (x - s * 0.45, y + s * 0.45),
              (x - s * 0.9, y + s * 0.2), (x - s * 0.45, y - s * 0.3)]
    pygame.draw.polygon(s_, (170, 112, 64), points)
    pygame.draw.polygon(s_, (90, 56, 26), points, max(1, s // 10))
    pygame.draw.circle(s_, (120, 76, 40), (x, y), max(1, s // 4))


def tobacco(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A leaf with its midrib."""
    points = []
    for i in range(17):
        a = math.pi * i / 16
        points.append((x + math.cos(a) * s * 0.95, y - math.sin(a) * s * 0.45))
    for i in range(17):
        a = math.pi * i / 16
        points.append((x - math.cos(a) * s * 0.95, y + math.sin(a) * s * 0.45))
    rotated = [(x + (px - x) * 0.7 - (py - y) * 0.7, y + (px - x) * 0.7 + (py - y) * 0.7) for px, py in points]
    pygame.draw.polygon(s_, (92, 146, 58), rotated)
    pygame.draw.polygon(s_, (40, 80, 30), rotated, max(1, s // 10))
    _line(s_, (40, 80, 30), (x - s * 0.66, y - s * 0.66), (x + s * 0.7, y + s * 0.7), s // 8)


def firewater(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A bottle with a label."""
    body = pygame.Rect(0, 0, round(s * 0.9), round(s * 1.1))
    body.midbottom = (x, round(y + s * 0.95))
    neck = pygame.Rect(0, 0, max(2, round(s * 0.34)), round(s * 0.7))
    neck.midbottom = (x, body.top + 2)
    pygame.draw.rect(s_, (160, 96, 24), neck, border_radius=max(1, s // 8))
    pygame.draw.rect(s_, (186, 110, 28), body, border_radius=max(1, s // 4))
    pygame.draw.rect(s_, (90, 50, 10), body, max(1, s // 10), border_radius=max(1, s // 4))
    label = body.inflate(-max(2, s // 4), -round(s * 0.5))
    pygame.draw.rect(s_, (248, 240, 220), label)
    _line(s_, RED_INK, (label.x + 1, label.centery), (label.right - 2, label.centery), s // 8)


def gunpowder(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A keg with a burning fuse."""
    keg = pygame.Rect(0, 0, round(s * 1.5), round(s * 1.2))
    keg.center = (x, round(y + s * 0.25))
    pygame.draw.ellipse(s_, (70, 58, 48), keg)
    pygame.draw.ellipse(s_, INK, keg, max(1, s // 10))
    for dx in (-0.4, 0.4):
        _line(s_, (200, 200, 200), (x + dx * s, keg.top + s * 0.1), (x + dx * s, keg.bottom - s * 0.1), s // 8)
    _line(s_, (120, 90, 60), (x, keg.top), (x + s * 0.45, keg.top - s * 0.5), s // 8)
    pygame.draw.circle(s_, (250, 180, 20), (round(x + s * 0.5), round(keg.top - s * 0.55)), max(2, s // 5))


def bear(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A bear's head."""
    brown = (104, 66, 34)
    for dx in (-0.6, 0.6):
        pygame.draw.circle(s_, brown, (round(x + dx * s), round(y - s * 0.6)), max(2, round(s * 0.3)))
    pygame.draw.circle(s_, brown, (x, y), max(3, round(s * 0.8)))
    pygame.draw.circle(s_, (196, 156, 110), (x, round(y + s * 0.3)), max(2, round(s * 0.35)))
    pygame.draw.circle(s_, INK, (x, round(y + s * 0.18)), max(1, round(s * 0.12)))
    for dx in (-0.32, 0.32):
        pygame.draw.circle(s_, INK, (round(x + dx * s), round(y - s * 0.2)), max(1, round(s * 0.1)))


def buffalo(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A buffalo's head with horns."""
    dark = (70, 48, 32)
    for side in (-1, 1):
        pygame.draw.polygon(s_, (236, 228, 206), [(x + side * s * 0.4, y - s * 0.5), (x + side * s * 1.0, y - s * 0.75),
                                                  (x + side * s * 0.85, y - s * 0.25)])
    pygame.draw.ellipse(s_, dark, (round(x - s * 0.6), round(y - s * 0.7), round(s * 1.2), round(s * 1.6)))
    pygame.draw.ellipse(s_, (120, 84, 56), (round(x - s * 0.35), round(y + s * 0.3), round(s * 0.7), round(s * 0.5)))
    for dx in (-0.28, 0.28):
        pygame.draw.circle(s_, (250, 250, 250), (round(x + dx * s), round(y - s * 0.15)), max(1, round(s * 0.1)))


def horse(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A horseshoe."""
    rect = pygame.Rect(round(x - s * 0.8), round(y - s * 0.8), round(s * 1.6), round(s * 1.7))
    pygame.draw.arc(s_, (110, 110, 122), rect, math.pi * -0.1, math.pi * 1.1, max(2, round(s * 0.36)))
    for dx in (-0.55, 0.55):
        pygame.draw.circle(s_, (40, 40, 40), (round(x + dx * s), round(y - s * 0.05)), max(1, round(s * 0.09)))


def gold(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """Two gold bars."""
    for dy, dx in ((0.45, -0.35), (0.45, 0.35), (-0.15, 0.0)):
        cx, cy = x + dx * s * 1.2, y + dy * s
        bar = [(cx - s * 0.45, cy + s * 0.25), (cx + s * 0.45, cy + s * 0.25), (cx + s * 0.3, cy - s * 0.25),
               (cx - s * 0.3, cy - s * 0.25)]
        pygame.draw.polygon(s_, (236, 186, 32), bar)
        pygame.draw.polygon(s_, (130, 90, 10), bar, max(1, s // 10))


def logs(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A stack of log ends."""
    r_ = max(2, round(s * 0.36))
    for dx, dy in ((-0.42, 0.45), (0.42, 0.45), (0.0, -0.25)):
        centre = (round(x + dx * s * 1.05), round(y + dy * s))
        pygame.draw.circle(s_, (196, 146, 90), centre, r_)
        pygame.draw.circle(s_, (110, 70, 30), centre, r_, max(1, s // 10))
        pygame.draw.circle(s_, (110, 70, 30), centre, max(1, r_ // 2), 1)


def cannon(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A barrel on a wheel."""
    barrel = [(x - s * 0.9, y + s * 0.05), (x + s * 0.85, y - s * 0.65), (x + s * 1.0, y - s * 0.3),
              (x - s * 0.75, y + s * 0.45)]
    pygame.draw.polygon(s_, (70, 72, 80), barrel)
    pygame.draw.circle(s_, (130, 84, 40), (round(x - s * 0.1), round(y + s * 0.45)), max(2, round(s * 0.45)))
    pygame.draw.circle(s_, INK, (round(x - s * 0.1), round(y + s * 0.45)), max(2, round(s * 0.45)), max(1, s // 8))


def person(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A figure with a hat: a set's person card."""
    ink = (60, 50, 110)
    pygame.draw.circle(s_, (210, 160, 120), (x, round(y - s * 0.5)), max(2, round(s * 0.25)))
    _line(s_, ink, (x - s * 0.4, y - s * 0.78), (x + s * 0.4, y - s * 0.78), max(2, s // 6))
    pygame.draw.polygon(s_, ink, [(x - s * 0.35, y - s * 0.2), (x + s * 0.35, y - s * 0.2), (x + s * 0.3, y + s * 0.4),
                                  (x - s * 0.3, y + s * 0.4)])
    _line(s_, ink, (x - s * 0.2, y + s * 0.4), (x - s * 0.3, y + s * 0.95), max(2, s // 6))
    _line(s_, ink, (x + s * 0.2, y + s * 0.4), (x + s * 0.3, y + s * 0.95), max(2, s // 6))


def axe(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A tomahawk."""
    _line(s_, (120, 76, 36), (x - s * 0.6, y + s * 0.9), (x + s * 0.45, y - s * 0.7), max(2, s // 5))
    pygame.draw.polygon(s_, (150, 156, 166), [(x + s * 0.2, y - s * 0.55), (x + s * 0.95, y - s * 0.1),
                                               (x + s * 0.75, y + s * 0.25), (x + s * 0.4, y - s * 0.15)])
    pygame.draw.polygon(s_, INK, [(x + s * 0.2, y - s * 0.55), (x + s * 0.95, y - s * 0.1),
                                  (x + s * 0.75, y + s * 0.25), (x + s * 0.4, y - s * 0.15)], 1)
    pygame.draw.circle(s_, RED_INK, (round(x - s * 0.4), round(y + s * 0.55)), max(1, s // 6))


def totem(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A pole of three faces with wings on top."""
    colours = [(200, 60, 50), (60, 110, 180), (220, 170, 40)]
    h = s * 0.55
    top = y - s * 0.75
    pygame.draw.polygon(s_, (60, 110, 180), [(x - s * 0.95, top), (x, top + h * 0.5), (x + s * 0.95, top)])
    for i, colour in enumerate(colours):
        block = pygame.Rect(round(x - s * 0.4), round(top + i * h), round(s * 0.8), round(h))
        pygame.draw.rect(s_, colour, block)
        pygame.draw.rect(s_, INK, block, 1)
        for dx in (-0.17, 0.17):
            pygame.draw.circle(s_, INK, (round(x + dx * s), block.y + block.h // 3), max(1, s // 10))


def lasso(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A rope loop with its end."""
    rope = (170, 120, 60)
    pygame.draw.ellipse(s_, rope, (round(x - s * 0.9), round(y - s * 0.8), round(s * 1.5), round(s * 1.1)),
                        max(2, s // 4))
    _line(s_, rope, (x + s * 0.3, y + s * 0.2), (x + s * 0.9, y + s * 0.9), max(2, s // 4))


def archer(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A bow with an arrow."""
    pygame.draw.arc(s_, (120, 76, 36), (round(x - s * 0.9), round(y - s), round(s * 1.2), round(s * 2)),
                    -math.pi / 2, math.pi / 2, max(2, s // 4))
    _line(s_, INK, (x - s * 0.3, y - s * 0.95), (x - s * 0.3, y + s * 0.95), 1)
    _line(s_, INK, (x - s * 0.9, y), (x + s * 0.9, y), max(1, s // 6))
    pygame.draw.polygon(s_, INK, [(x + s, y), (x + s * 0.6, y - s * 0.25), (x + s * 0.6, y + s * 0.25)])


def chief(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A feather headdress."""
    for i in range(5):
        a = math.pi * (0.2 + 0.15 * i)
        tip = (x + math.cos(a) * s, y + s * 0.5 - math.sin(a) * s * 1.4)
        _line(s_, (240, 240, 235), (x, y + s * 0.5), tip, max(2, s // 4))
        pygame.draw.circle(s_, INK, (round(tip[0]), round(tip[1])), max(1, s // 7))
    _line(s_, RED_INK, (x - s * 0.7, y + s * 0.55), (x + s * 0.7, y + s * 0.55), max(2, s // 4))


def medicine(s_: pygame.Surface, x: int, y: int, s: int) -> None:
    """A sun-like medicine wheel."""
    for i in range(8):
        a = math.pi * i / 4
        _line(s_, (220, 150, 20), (x, y), (x + math.cos(a) * s, y + math.sin(a) * s), max(1, s // 5))
    pygame.draw.circle(s_, (240, 200, 60), (x, y), max(2, round(s * 0.5)))
    pygame.draw.circle(s_, INK, (x, y), max(2, round(s * 0.5)), 1)


GLYPHS: dict[str, Callable[[pygame.Surface, int, int, int], None]] = {
    "woman": woman, "tent": tent, "eagle": eagle, "fur": fur, "tobacco": tobacco, "firewater": firewater,
    "gunpowder": gunpowder, "bear": bear, "buffalo": buffalo, "horse": horse, "gold": gold, "logs": logs,
    "cannon": cannon, "axe": axe, "totem": totem, "lasso": lasso, "archer": archer, "chief": chief,
    "medicine": medicine,
}
