"""Niagara pieces drawn by the program: paddle cards, canoes, discs, the dock, the falls, gem sites, gems,
the weather track and the start ring. Nothing here knows the rules; every picture is named by a string.

Gems have a colour and a cut of their own (amethyst triangle, diamond rhombus, amber round, sapphire
square, ruby hexagon), canoes their seat's colour, shape and number, so colour is never the only sign.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from tablegame.app.games.niagara import words
from tablegame.games.niagara.catalog import catalog
from tablegame.table import render as r

COLOURS = catalog().colours
INK = (28, 30, 36)
WOOD = (236, 222, 190)
WOOD_DARK = (120, 84, 46)
SKY = (214, 232, 248)
WATER = (59, 127, 184)
FOAM = (235, 246, 255)
BANK = (206, 182, 128)
GEM_RGB = {"violet": (156, 92, 214), "clear": (238, 242, 246), "yellow": (242, 186, 36), "blue": (52, 104, 226),
           "pink": (236, 96, 150)}
GEM_SIDES = {"violet": 3, "clear": 4, "yellow": 0, "blue": -4, "pink": 6}  # 0 round, -4 square, 4 rhombus


def painter(name: str) -> Callable[[pygame.Surface, Any], None] | None:
    """The function that paints a picture name, or None for an unknown name."""
    kind, _, rest = name.partition(":")
    parts = rest.split(":") if rest else []
    if kind == "p" and parts:
        return partial(paint_paddle, parts[0], False, False)
    if kind == "used" and parts:
        return partial(paint_paddle, parts[0], True, parts[1:] == ["last"])
    if kind == "boat" and len(parts) == 3:
        return partial(paint_boat, int(parts[0]), int(parts[1]), parts[2], False)
    if kind == "lost" and len(parts) == 2:
        return partial(paint_boat, int(parts[0]), int(parts[1]), "-", True)
    if kind == "gem" and len(parts) == 2:
        return partial(paint_gem_tile, parts[0], int(parts[1]))
    if kind == "jewel" and parts:
        return partial(paint_jewel, parts[0])
    if kind == "site" and len(parts) == 2:
        return partial(paint_site, parts[0], [int(n) for n in parts[1].split(",")])
    if kind == "place" and len(parts) == 2:
        return partial(paint_place, parts[0], parts[1])
    if kind == "wcell" and parts:
        return partial(paint_weather_cell, int(parts[0]))
    if kind == "arm" and parts:
        return partial(paint_arm, parts[0])
    simple = {"disc": paint_disc, "spare": paint_spare, "dock": paint_dock, "falls": paint_falls,
              "wmarker": paint_marker, "ring": paint_ring, "blank": lambda image, fonts: None}
    return simple.get(kind)


# --- small drawing helpers --------------------------------------------------------------------------
def text(image: pygame.Surface, fonts: Any, words: str, px: int, centre: tuple[int, int],
         ink: tuple[int, int, int] = INK) -> None:
    """Words of about `px` pixels centred at a point."""
    font = fonts.get(max(9, px))
    shown = r.fit_text(font, words, image.get_width() - 2)
    label = font.render(shown, True, ink)
    image.blit(label, label.get_rect(center=centre))


def draw_gem(surface: pygame.Surface, colour: str, centre: tuple[float, float], size: float,
             dim: bool = False) -> None:
    """A gem of a colour in its own cut, with a dark outline and a glint."""
    x, y = centre
    rad = max(3.0, size / 2)
    fill: tuple[int, ...] = GEM_RGB.get(colour, (200, 200, 200))
    if dim:
        fill = tuple(int(c * 0.45 + 40) for c in fill)
    sides = GEM_SIDES.get(colour, 0)
    if sides == 0:
        pygame.draw.circle(surface, fill, (round(x), round(y)), round(rad))
        pygame.draw.circle(surface, INK, (round(x), round(y)), round(rad), max(1, round(rad / 5)))
    else:
        if sides == -4:
            points = [(x - rad * 0.8, y - rad * 0.8), (x + rad * 0.8, y - rad * 0.8), (x + rad * 0.8, y + rad * 0.8),
                      (x - rad * 0.8, y + rad * 0.8)]
        else:
            turn = -math.pi / 2
            angles = [turn + 2 * math.pi * k / sides for k in range(sides)]
            points = [(x + rad * math.cos(a), y + rad * math.sin(a)) for a in angles]
            if sides == 3:
                points = [(px, py + rad * 0.2) for px, py in points]
        pygame.draw.polygon(surface, fill, points)
        pygame.draw.polygon(surface, INK, points, max(1, round(rad / 5)))
    if not dim:
        glint = (round(x - rad * 0.3), round(y - rad * 0.3))
        pygame.draw.circle(surface, (255, 255, 255), glint, max(1, round(rad / 4)))


def rounded(image: pygame.Surface, fill: tuple[int, ...], border: tuple[int, int, int] | None = None,
            width: int = 2, radius_part: int = 8) -> pygame.Rect:
    """Fill the whole picture as a rounded box."""
    rect = image.get_rect()
    radius = max(2, min(rect.w, rect.h) // radius_part)
    pygame.draw.rect(image, fill, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(image, border, rect, width, border_radius=radius)
    return rect


# --- paddle cards -------------------------------------------------------------------------------------
def paint_paddle(card: str, used: bool, last: bool, image: pygame.Surface, fonts: Any) -> None:
    """A paddle card: its number large with a paddle under it, or the cloud; a used card is veiled and crossed,
    the one played last also framed in yellow."""
    w, h = image.get_size()
    cloud = card == "cloud"
    rect = rounded(image, SKY if cloud else WOOD, (70, 70, 70), max(1, w // 40), 10)
    if cloud:
        draw_cloud(image, (w // 2, int(h * 0.4)), w * 0.34)
        if h > 60:
            text(image, fonts, words.CLOUD_CARD, int(h * 0.17), (w // 2, int(h * 0.68)))
            text(image, fonts, words.CLOUD_EFFECT, int(h * 0.12), (w // 2, int(h * 0.84)), (60, 70, 90))
        else:
            text(image, fonts, words.CLOUD_EFFECT_SHORT, int(h * 0.3), (w // 2, int(h * 0.78)))
    else:
        text(image, fonts, card, int(h * 0.55), (w // 2, int(h * 0.36)))
        if h > 40:
            text(image, fonts, card, int(h * 0.16), (max(6, w // 7), max(6, h // 12)))
            draw_paddle(image, (w // 2, int(h * 0.78)), w * 0.7, h * 0.16)
    if used:
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(veil, (20, 20, 24, 150), rect, border_radius=max(2, w // 10))
        image.blit(veil, (0, 0))
        pygame.draw.line(image, (230, 90, 70), (w * 0.15, h * 0.15), (w * 0.85, h * 0.85), max(2, w // 12))
    if last:
        pygame.draw.rect(image, (255, 236, 120), rect, max(2, w // 9), border_radius=max(2, w // 10))


def draw_paddle(image: pygame.Surface, centre: tuple[int, int], length: float, thick: float) -> None:
    """A canoe paddle lying across: a shaft with a blade at the right."""
    x, y = centre
    left, right = x - length / 2, x + length / 2
    pygame.draw.line(image, WOOD_DARK, (left, y), (right - length * 0.3, y), max(2, int(thick * 0.3)))
    blade = pygame.Rect(0, 0, int(length * 0.36), max(4, int(thick)))
    blade.midright = (int(right), int(y))
    pygame.draw.ellipse(image, WOOD_DARK, blade)
    pygame.draw.circle(image, WOOD_DARK, (int(left), int(y)), max(2, int(thick * 0.3)))


def draw_cloud(image: pygame.Surface, centre: tuple[int, int], size: float, ink: tuple[int, int, int] = INK) -> None:
    """A white cloud with an outline."""
    x, y = centre
    blobs = [(-0.45, 0.1, 0.32), (0.0, -0.15, 0.45), (0.45, 0.08, 0.34), (0.0, 0.2, 0.3)]
    for outline in (True, False):
        for dx, dy, rr in blobs:
            radius = size * rr + (max(1, size * 0.06) if outline else 0)
            pygame.draw.circle(image, ink if outline else (255, 255, 255), (int(x + dx * size), int(y + dy * size)),
                               max(2, int(radius)))


# --- canoes -------------------------------------------------------------------------------------------
def paint_boat(seat: int, number: int, gem: str, lost: bool, image: pygame.Surface, fonts: Any) -> None:
    """A canoe in its seat's colour with the seat's shape, its number and the gem it carries.

    A lost canoe is drawn capsized (keel up, tilted) and greyed."""
    w, h = image.get_size()
    hull = pygame.Surface((w, h), pygame.SRCALPHA)
    colour: tuple[int, ...] = r.seat_colour(seat)
    if lost:
        colour = tuple(int(c * 0.55 + 50) for c in colour)
    top, bottom = h * 0.12, h * 0.94
    points = [(1, top), (w - 2, top), (w * 0.84, bottom), (w * 0.16, bottom)]
    pygame.draw.polygon(hull, colour, points)
    pygame.draw.polygon(hull, INK, points, max(2, h // 12))
    pygame.draw.line(hull, INK, (w * 0.08, top + h * 0.14), (w * 0.92, top + h * 0.14), 1)
    mid = (top + bottom) / 2 + h * 0.04
    r.draw_symbol(hull, seat, (int(w * 0.22), int(mid)), max(6, int(h * 0.5)), INK)
    font = fonts.get(max(10, int(h * 0.85)))
    label = font.render(str(number + 1), True, INK)
    hull.blit(label, label.get_rect(center=(int(w * 0.43), int(mid) + 1)))
    if gem != "-":
        draw_gem(hull, gem, (w * 0.7, mid), h * 0.62)
    if lost:
        hull = pygame.transform.flip(hull, False, True)
        tilted = pygame.transform.rotozoom(hull, -14, 0.9)
        image.blit(tilted, tilted.get_rect(center=(w // 2, h // 2)))
    else:
        image.blit(hull, (0, 0))


# --- the river --------------------------------------------------------------------------------------------
def paint_disc(image: pygame.Surface, fonts: Any) -> None:
    """A clear river disc: translucent, with a bright rim."""
    w, h = image.get_size()
    centre, radius = (w // 2, h // 2), min(w, h) // 2 - 1
    pygame.draw.circle(image, (255, 255, 255, 46), centre, radius)
    pygame.draw.circle(image, (255, 255, 255, 150), centre, radius, max(2, radius // 12))
    pygame.draw.arc(image, (255, 255, 255, 210), pygame.Rect(w // 2 - radius * 0.7, h // 2 - radius * 0.7,
                                                              radius * 1.4, radius * 1.4), 1.9, 2.9, 2)


def paint_spare(image: pygame.Surface, fonts: Any) -> None:
    """The spare discs waiting at the start of the river: three stacked discs."""
    w, h = image.get_size()
    radius = min(w, h) // 2 - 2
    for k in range(3):
        centre = (w // 2, h // 2 + (1 - k) * max(2, radius // 5))
        pygame.draw.circle(image, (210, 226, 236, 255), centre, radius)
        pygame.draw.circle(image, (120, 150, 170), centre, radius, 2)


def paint_place(slot: str, site: str, image: pygame.Surface, fonts: Any) -> None:
    """A slot of the river (drawn over its disc): a faint ring with the slot's name above it."""
    w, h = image.get_size()
    centre, radius = (w // 2, h // 2), min(w, h) // 2 - 1
    pygame.draw.circle(image, (190, 225, 250, 110), centre, radius, 1)
    font = fonts.get(max(12, int(h * 0.3)))
    label = font.render(slot, True, (232, 244, 255))
    image.blit(label, label.get_rect(midtop=(w // 2, max(1, int(h * 0.04)))))


def paint_dock(image: pygame.Surface, fonts: Any) -> None:
    """The dock: a wooden pier on land."""
    w, h = image.get_size()
    rect = rounded(image, (150, 108, 64), (80, 52, 28), 3, 10)
    for y in range(rect.y + h // 7, rect.bottom - 4, max(6, h // 9)):
        pygame.draw.line(image, (118, 82, 46), (rect.x + 6, y), (rect.right - 6, y), 2)
    band = pygame.Rect(0, 0, w, max(14, int(h * 0.13)))
    pygame.draw.rect(image, (80, 52, 28), band, border_top_left_radius=10, border_top_right_radius=10)
    text(image, fonts, words.DOCK_SIGN, int(band.h * 0.95), band.center, (250, 236, 210))


def paint_falls(image: pygame.Surface, fonts: Any) -> None:
    """The waterfall: a bright wall of water falling to the right, with a name."""
    w, h = image.get_size()
    edge = int(w * 0.32)
    pygame.draw.rect(image, WATER, (0, 0, edge + 4, h), border_radius=6)
    for k in range(8):
        x = edge + k * (w - edge) // 8
        shade = 200 + (k % 2) * 40
        pygame.draw.rect(image, (shade, min(255, shade + 20), 255), (x, 0, (w - edge) // 8 + 1, h))
    for k in range(0, h, max(6, h // 18)):
        pygame.draw.line(image, FOAM, (edge + 2, k), (w - 2, k + h // 30), 1)
    pygame.draw.line(image, (20, 40, 70), (edge, 0), (edge, h), 3)
    tall = pygame.Surface((h, max(16, int(w * 0.28))), pygame.SRCALPHA)
    text(tall, fonts, words.FALLS_SIGN, int(tall.get_height() * 0.95), (h // 2, tall.get_height() // 2), (20, 40, 70))
    upright = pygame.transform.rotate(tall, -90)
    image.blit(upright, upright.get_rect(center=(edge + (w - edge) // 2, h // 2)))


def paint_arm(arm: str, image: pygame.Surface, fonts: Any) -> None:
    """The fork's pointer: the letter of the arm the next disc goes down, with an arrow toward it."""
    w, h = image.get_size()
    rounded(image, (20, 24, 28, 225), (255, 236, 120), 2, 4)
    glow = (255, 236, 120)
    text(image, fonts, arm, int(h * 0.62), (int(w * 0.36), h // 2), glow)
    up = arm == "A"
    x0, x1 = w * 0.58, w * 0.88
    y0, y1 = (h * 0.72, h * 0.28) if up else (h * 0.28, h * 0.72)
    pygame.draw.line(image, glow, (x0, y0), (x1, y1), max(2, w // 14))
    head = max(3, w // 7)
    pygame.draw.polygon(image, glow, [(x1, y1), (x1 - head, y1), (x1, y1 + (head if up else -head))])


# --- gems ---------------------------------------------------------------------------------------------------
def paint_site(colour: str, counts: list[int], image: pygame.Surface, fonts: Any) -> None:
    """A gem site on the bank: its own gems large with their count, any other gems left there smaller."""
    w, h = image.get_size()
    rounded(image, BANK, (120, 96, 60), 2, 5)
    order = COLOURS  # the counts come in the catalog's colour order
    own = order.index(colour) if colour in order else 0
    size = h * 0.5
    draw_gem(image, colour, (w * 0.22, h * 0.42), size, dim=counts[own] == 0)
    text(image, fonts, f"×{counts[own]}", int(h * 0.5), (int(w * 0.52), int(h * 0.44)))
    others = [(c, n) for c, n in zip(order, counts, strict=False) if c != colour and n]
    x = w * 0.14
    for c, n in others:
        draw_gem(image, c, (x, h * 0.82), h * 0.22)
        text(image, fonts, str(n), int(h * 0.26), (int(x + h * 0.22), int(h * 0.82)))
        x += h * 0.5


def paint_jewel(colour: str, image: pygame.Surface, fonts: Any) -> None:
    """One loose gem travelling on its own (to a home, back to its site)."""
    w, h = image.get_size()
    draw_gem(image, colour, (w / 2, h / 2), min(w, h) * 0.6)


def paint_gem_tile(colour: str, count: int, image: pygame.Surface, fonts: Any) -> None:
    """A home gem tile: the gem and how many the seat has of it (dim when none)."""
    w, h = image.get_size()
    rounded(image, (36, 42, 50) if count else (36, 42, 50, 140), (130, 140, 150) if count else None, 1, 6)
    draw_gem(image, colour, (w / 2, h * 0.34), min(w * 0.7, h * 0.42), dim=count == 0)
    ink = (245, 242, 230) if count else (120, 125, 130)
    text(image, fonts, str(count), int(h * 0.42), (w // 2, int(h * 0.76)), ink)


# --- weather and the start ring --------------------------------------------------------------------------------
def paint_weather_cell(value: int, image: pygame.Surface, fonts: Any) -> None:
    """A space of the weather track: its number and word."""
    w, h = image.get_size()
    tint = {-1: (250, 226, 150), 0: (214, 226, 232), 1: (190, 204, 220), 2: (160, 170, 196)}.get(value, SKY)
    rounded(image, tint, (60, 70, 80), 2, 5)
    word = words.WEATHER_WORDS.get(value, "")
    text(image, fonts, words.signed(value), int(h * (0.5 if word else 0.6)), (w // 2, int(h * (0.38 if word else 0.5))))
    if word:
        text(image, fonts, word, int(h * 0.3), (w // 2, int(h * 0.77)))


def paint_marker(image: pygame.Surface, fonts: Any) -> None:
    """The weather marker: a bright frame with a cloud on its corner."""
    w, h = image.get_size()
    pygame.draw.rect(image, (255, 236, 120), image.get_rect(), max(3, w // 14), border_radius=max(3, h // 5))
    draw_cloud(image, (int(w * 0.82), int(h * 0.2)), min(w, h) * 0.26)


def paint_ring(image: pygame.Surface, fonts: Any) -> None:
    """The start player's life ring: red and white quarters."""
    w, h = image.get_size()
    radius = min(w, h) // 2 - 1
    centre = (w // 2, h // 2)
    thick = max(4, radius // 2)
    box = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    box.center = centre
    pygame.draw.circle(image, (250, 250, 250), centre, radius, thick)
    for k in range(4):
        start = k * math.pi / 2 + math.pi / 8
        pygame.draw.arc(image, (214, 40, 40), box, start, start + math.pi / 4, thick)
    pygame.draw.circle(image, INK, centre, radius, 1)
    pygame.draw.circle(image, INK, centre, radius - thick, 1)
