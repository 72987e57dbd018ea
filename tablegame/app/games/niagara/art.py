"""Niagara pieces drawn by the program: paddle cards, canoes, discs, the dock, the falls, gem sites, gems,
the weather track and the start ring. Nothing here knows the rules; every picture is named by a string.

Gems have a colour and a cut of their own (amethyst triangle, diamond rhombus, amber round, sapphire
square, ruby hexagon), canoes their seat's colour, shape and number, so colour is never the only sign.
Shapes are drawn SUPERSAMPLE times larger and smooth-scaled down (anti-aliased); texts are drawn at their
own size on top, and only when they are at least as large as the table's smallest text (else left out:
the hint and the card inspector carry the words).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from tablegame.app.games.niagara import words
from tablegame.games.niagara.catalog import catalog
from tablegame.i18n import tr
from tablegame.table import render as r
from tablegame.table.typeface import EM_PER_SIZE

COLOURS = catalog().colours
INK = (28, 30, 36)
WOOD = (236, 222, 190)
WOOD_DARK = (120, 84, 46)
SKY = (214, 232, 248)
WATER = (59, 127, 184)
FOAM = (235, 246, 255)
BANK = (206, 182, 128)
MARKER = (222, 52, 40)  # the life ring's red
MARKER_EDGE = (90, 16, 12)
GEM_RGB = {
    "violet": (156, 92, 214),
    "clear": (238, 242, 246),
    "yellow": (242, 186, 36),
    "blue": (52, 104, 226),
    "pink": (236, 96, 150),
}
SUPERSAMPLE = 3
SMALLEST_EM = (
    16  # docs/ARCHITECTURE.md, "Legibility": no text under 16 px at 1280x720, scaled with the window (Fonts.scale)
)
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
    simple = {
        "disc": paint_disc,
        "spare": paint_spare,
        "dock": paint_dock,
        "falls": paint_falls,
        "wmarker": paint_marker,
        "ring": paint_ring,
        "blank": lambda image, fonts: None,
    }
    return simple.get(kind)


# --- small drawing helpers --------------------------------------------------------------------------
Shapes = Callable[[pygame.Surface, int], object]  # paints at a scale (1: the picture's own pixels)


def smooth(image: pygame.Surface, shapes: Shapes) -> None:
    """Paint shapes SUPERSAMPLE times larger and smooth-scale them onto the picture (anti-aliased edges)."""
    w, h = image.get_size()
    big = pygame.Surface((w * SUPERSAMPLE, h * SUPERSAMPLE), pygame.SRCALPHA)
    shapes(big, SUPERSAMPLE)
    image.blit(pygame.transform.smoothscale(big, (w, h)), (0, 0))


def readable(fonts: Any, em: float) -> bool:
    """True if a text of `em` pixels is at least the smallest the table allows at this window size."""
    return em >= SMALLEST_EM * getattr(fonts, "scale", 1.0)


def em_font(fonts: Any, em: float, bold: bool = True) -> pygame.font.Font:
    """The font whose em is about `em` pixels, never below the smallest allowed."""
    em = max(em, SMALLEST_EM * getattr(fonts, "scale", 1.0))
    font: pygame.font.Font = fonts.get(math.ceil(em / EM_PER_SIZE - 0.01), bold)
    return font


def text(
    image: pygame.Surface,
    fonts: Any,
    words: str,
    em: float,
    centre: tuple[int, int],
    ink: tuple[int, int, int] = INK,
    bold: bool = True,
) -> None:
    """Words whose em is about `em` pixels (never below the smallest allowed), centred at a point."""
    font = em_font(fonts, em, bold)
    shown = r.fit_text(font, words, image.get_width() - 2)
    label = font.render(shown, True, ink)
    image.blit(label, label.get_rect(center=centre))


def gem_points(colour: str, x: float, y: float, rad: float) -> list[tuple[float, float]] | None:
    """The outline of a gem's cut around a centre, or None for the round one."""
    sides = GEM_SIDES.get(colour, 0)
    if sides == 0:
        return None
    if sides == -4:
        k = rad * 0.8
        return [(x - k, y - k), (x + k, y - k), (x + k, y + k), (x - k, y + k)]
    angles = [-math.pi / 2 + 2 * math.pi * i / sides for i in range(sides)]
    lift = rad * 0.2 if sides == 3 else 0.0  # a triangle's centre of mass sits low: lower it to look centred
    return [(x + rad * math.cos(a), y + rad * math.sin(a) + lift) for a in angles]


def shrunk(points: list[tuple[float, float]], centre: tuple[float, float], by: float) -> list[tuple[float, float]]:
    """A convex outline moved `by` pixels toward its centre (an inner face, an outline's inside)."""
    cx, cy = centre
    out = []
    for px, py in points:
        d = math.hypot(px - cx, py - cy) or 1.0
        out.append((px - (px - cx) * by / d, py - (py - cy) * by / d))
    return out


def draw_gem(surface: pygame.Surface, colour: str, centre: tuple[float, float], size: float, dim: bool = False) -> None:
    """A gem of a colour in its own cut (drawn at the surface's scale): a dark rim, a lighter table facet and
    a glint; a dim one (none there) is greyed."""
    x, y = centre
    rad = max(3.0, size / 2)
    fill: tuple[int, ...] = GEM_RGB.get(colour, (200, 200, 200))
    if dim:
        fill = tuple(int(c * 0.45 + 40) for c in fill)
    light = tuple(min(255, int(c * 0.6 + 110)) for c in fill)
    rim = max(1.0, rad / 6)
    points = gem_points(colour, x, y, rad)
    if points is None:
        pygame.draw.circle(surface, INK, (x, y), rad)
        pygame.draw.circle(surface, fill, (x, y), rad - rim)
        pygame.draw.circle(surface, light, (x - rad * 0.12, y - rad * 0.12), rad * 0.5)
    else:
        pygame.draw.polygon(surface, INK, points)
        inner = shrunk(points, (x, y), rim)
        pygame.draw.polygon(surface, fill, inner)
        pygame.draw.polygon(surface, light, shrunk(points, (x, y), rad * 0.5))
        for corner in inner:  # facet lines from the table to the rim
            pygame.draw.line(
                surface,
                INK if dim else tuple(int(c * 0.7) for c in fill),
                corner,
                ((corner[0] + x) / 2, (corner[1] + y) / 2),
                max(1, round(rim / 2)),
            )
    if not dim:
        pygame.draw.circle(surface, (255, 255, 255), (x - rad * 0.3, y - rad * 0.32), max(1.0, rad / 5))


def rounded(
    image: pygame.Surface,
    fill: tuple[int, ...],
    border: tuple[int, int, int] | None = None,
    width: int = 2,
    radius_part: int = 8,
) -> pygame.Rect:
    """Fill the whole picture as a rounded box (the table rounds and smooths card corners afterwards)."""
    rect = image.get_rect()
    radius = max(2, min(rect.w, rect.h) // radius_part)
    pygame.draw.rect(image, fill, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(image, border, rect, width, border_radius=radius)
    return rect


# --- paddle cards -------------------------------------------------------------------------------------
def paint_paddle(card: str, used: bool, last: bool, image: pygame.Surface, fonts: Any) -> None:
    """A paddle card: its number large with a paddle under it, or the cloud with "±1"; a used card is veiled and
    crossed, the one played last also framed in yellow. Small cards keep only the number or the cloud."""
    w, h = image.get_size()
    cloud = card == "cloud"
    rect = rounded(image, SKY if cloud else WOOD, (70, 70, 70), max(1, w // 40), 10)
    roomy = readable(fonts, h * 0.17)  # room for the corner index, the paddle and the cloud's "±1"
    if cloud:
        smooth(
            image,
            lambda big, k: draw_cloud(
                big, (w * k / 2, h * k * (0.38 if roomy else 0.5)), w * k * (0.3 if roomy else 0.36)
            ),
        )
        if roomy:
            text(image, fonts, words.CLOUD_EFFECT_SHORT, h * 0.22, (w // 2, int(h * 0.74)), (40, 50, 70))
    else:
        text(image, fonts, card, h * (0.42 if roomy else 0.5), (w // 2, int(h * (0.38 if roomy else 0.48))))
        if roomy:
            text(image, fonts, card, h * 0.13, (max(8, round(w * 0.15)), max(8, round(h * 0.1))))
            smooth(image, lambda big, k: draw_paddle(big, (w * k / 2, h * k * 0.8), w * k * 0.7, h * k * 0.14))
    if used:
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(veil, (20, 20, 24, 150), rect, border_radius=max(2, w // 10))
        image.blit(veil, (0, 0))
        smooth(
            image,
            lambda big, k: pygame.draw.line(
                big,
                (230, 90, 70),
                (w * k * 0.15, h * k * 0.15),
                (w * k * 0.85, h * k * 0.85),
                max(2, round(w * k / 12)),
            ),
        )
    if last:
        pygame.draw.rect(image, (255, 236, 120), rect, max(2, w // 9), border_radius=max(2, w // 10))


def draw_paddle(image: pygame.Surface, centre: tuple[float, float], length: float, thick: float) -> None:
    """A canoe paddle lying across: a shaft with a grip at the left and a blade at the right."""
    x, y = centre
    left, right = x - length / 2, x + length / 2
    pygame.draw.line(image, WOOD_DARK, (left, y), (right - length * 0.3, y), max(2, int(thick * 0.3)))
    blade = pygame.Rect(0, 0, int(length * 0.36), max(4, int(thick)))
    blade.midright = (int(right), int(y))
    pygame.draw.ellipse(image, WOOD_DARK, blade)
    pygame.draw.circle(image, WOOD_DARK, (left, y), max(2.0, thick * 0.3))


def draw_cloud(
    image: pygame.Surface,
    centre: tuple[float, float],
    size: float,
    ink: tuple[int, int, int] = INK,
    fill: tuple[int, int, int] = (255, 255, 255),
) -> None:
    """A cloud with an outline."""
    x, y = centre
    blobs = [(-0.45, 0.1, 0.32), (0.0, -0.15, 0.45), (0.45, 0.08, 0.34), (0.0, 0.2, 0.3)]
    for outline in (True, False):
        for dx, dy, rr in blobs:
            radius = size * rr + (max(1.0, size * 0.07) if outline else 0)
            pygame.draw.circle(image, ink if outline else fill, (x + dx * size, y + dy * size), max(2.0, radius))


# --- canoes -------------------------------------------------------------------------------------------
def paint_boat(seat: int, number: int, gem: str, lost: bool, image: pygame.Surface, fonts: Any) -> None:
    """A canoe in its seat's colour with the seat's shape, its number and the gem it carries.

    A lost canoe is drawn capsized (keel up) and greyed."""
    w, h = image.get_size()
    hull = fonts.canvas.surface((w, h), pygame.SRCALPHA)  # its number is followed onto the table
    colour: tuple[int, ...] = r.seat_colour(seat)
    if lost:
        colour = tuple(int(c * 0.55 + 50) for c in colour)

    def shapes(big: pygame.Surface, k: int) -> None:
        top, bottom = h * k * 0.1, h * k * 0.96
        outer = [(0, top), (w * k, top), (w * k * 0.84, bottom), (w * k * 0.16, bottom)]
        pygame.draw.polygon(big, INK, outer)
        edge = h * k * 0.09
        inner = [
            (edge * 1.6, top + edge),
            (w * k - edge * 1.6, top + edge),
            (w * k * 0.84 - edge * 0.6, bottom - edge),
            (w * k * 0.16 + edge * 0.6, bottom - edge),
        ]
        pygame.draw.polygon(big, colour, inner)
        pygame.draw.line(
            big,
            tuple(min(255, c + 50) for c in colour[:3]),
            (edge * 2.2, top + edge * 1.6),
            (w * k - edge * 2.2, top + edge * 1.6),
            max(1, round(edge * 0.7)),
        )
        if gem != "-":
            draw_gem(big, gem, (w * k * 0.72, h * k * 0.54), h * k * 0.64)

    smooth(hull, shapes)
    if lost:  # keel up; the seat's shape and number stay upright and full size, to be read
        hull = fonts.canvas.flip(hull, False, True)
    mid = int(h * (0.44 if lost else 0.56))
    r.draw_symbol(hull, seat, (int(w * 0.2), mid), max(6, int(h * 0.48)), INK)
    text(hull, fonts, str(number + 1), h * 0.6, (int(w * 0.42), mid))
    image.blit(hull, (0, 0))


# --- the river --------------------------------------------------------------------------------------------
def paint_disc(image: pygame.Surface, fonts: Any) -> None:
    """A clear river disc: translucent, with a bright rim and a highlight."""
    w, h = image.get_size()

    def shapes(big: pygame.Surface, k: int) -> None:
        centre, radius = (w * k / 2, h * k / 2), min(w, h) * k / 2 - k
        pygame.draw.circle(big, (255, 255, 255, 150), centre, radius)
        pygame.draw.circle(big, (205, 230, 248, 70), centre, radius - max(2.0, radius / 10))
        arc = pygame.Rect(0, 0, radius * 1.4, radius * 1.4)
        arc.center = (round(centre[0]), round(centre[1]))
        pygame.draw.arc(big, (255, 255, 255, 220), arc, 1.9, 2.9, max(2, round(radius / 10)))

    smooth(image, shapes)


def paint_spare(image: pygame.Surface, fonts: Any) -> None:
    """The spare discs waiting at the start of the river: three stacked discs."""
    w, h = image.get_size()

    def shapes(big: pygame.Surface, k: int) -> None:
        radius = min(w, h) * k / 2 - 2 * k
        for i in range(3):
            centre = (w * k / 2, h * k / 2 + (1 - i) * max(2.0, radius / 5))
            pygame.draw.circle(big, (120, 150, 170), centre, radius)
            pygame.draw.circle(big, (210, 226, 236), centre, radius - 2 * k)

    smooth(image, shapes)


def paint_place(slot: str, site: str, image: pygame.Surface, fonts: Any) -> None:
    """A slot of the river (drawn over its disc): a faint ring with the slot's name above it."""
    w, h = image.get_size()
    smooth(
        image,
        lambda big, k: pygame.draw.circle(big, (190, 225, 250, 120), (w * k / 2, h * k / 2), min(w, h) * k / 2 - k, k),
    )
    em = max(h * 0.2, SMALLEST_EM * getattr(fonts, "scale", 1.0))
    text(image, fonts, slot, em, (w // 2, max(1, round(em * 0.7))), (232, 244, 255))


def paint_dock(image: pygame.Surface, fonts: Any) -> None:
    """The dock: a wooden pier on land."""
    w, h = image.get_size()
    rect = rounded(image, (150, 108, 64), (80, 52, 28), 3, 10)
    for y in range(rect.y + h // 7, rect.bottom - 4, max(6, h // 9)):
        pygame.draw.line(image, (118, 82, 46), (rect.x + 6, y), (rect.right - 6, y), 2)
    band = pygame.Rect(0, 0, w, max(14, int(h * 0.13)))
    pygame.draw.rect(image, (80, 52, 28), band, border_top_left_radius=10, border_top_right_radius=10)
    text(image, fonts, tr(words.DOCK_SIGN), band.h * 0.62, band.center, (250, 236, 210))


def paint_falls(image: pygame.Surface, fonts: Any) -> None:
    """The waterfall: a bright wall of water falling to the right, with its name written down it."""
    w, h = image.get_size()
    edge = int(w * 0.22)

    def water(big: pygame.Surface, k: int) -> None:
        lip, width = edge * k, w * k
        pygame.draw.rect(big, WATER, (0, 0, lip + 4 * k, h * k), border_radius=6 * k)
        pygame.draw.rect(big, (88, 150, 208), (lip, 0, width - lip, h * k), border_radius=4 * k)
        for i in range(9):  # streaks of falling water, of uneven widths and shades (a fixed pattern)
            x = lip + ((i * 0.618) % 1) * (width - lip)
            streak = (width - lip) * (0.04 + 0.04 * (i % 3))
            shade = (160, 204, 240) if i % 2 else FOAM
            pygame.draw.rect(big, shade, (x - streak / 2, 0, streak, h * k), border_radius=round(streak / 2))
        for i in range(5):  # foam where the river tips over the lip
            y = (i + 0.5) * h * k / 5
            pygame.draw.circle(big, FOAM, (lip + 2 * k, y), (width - lip) * 0.12)
        pygame.draw.line(big, (20, 40, 70), (lip, 0), (lip, h * k), 3 * k)

    smooth(image, water)
    em = (w - edge) * 0.5
    sign = tr(words.FALLS_SIGN)
    middle = edge + (w - edge) // 2
    if r.stands_upright(sign):  # Hangul and Hanzi are written down a sign upright, one under the other
        step = round(em * 1.25)
        first = (middle, h // 2 - step * (len(sign) - 1) // 2)
        r.draw_text_down(image, em_font(fonts, em), sign, first, step, (20, 40, 70))
        return
    tall = fonts.canvas.surface((h, round(em * 1.5)), pygame.SRCALPHA)
    text(tall, fonts, sign, em, (h // 2, tall.get_height() // 2), (20, 40, 70))
    upright = fonts.canvas.rotate(tall, -90)
    image.blit(upright, upright.get_rect(center=(middle, h // 2)))


def paint_arm(arm: str, image: pygame.Surface, fonts: Any) -> None:
    """The fork's pointer: the letter of the arm the next disc goes down, with an arrow toward it."""
    w, h = image.get_size()
    rounded(image, (20, 24, 28, 225), (255, 236, 120), 2, 4)
    glow = (255, 236, 120)
    text(image, fonts, arm, h * 0.5, (int(w * 0.34), h // 2), glow)
    up = arm == "A"

    def shapes(big: pygame.Surface, k: int) -> None:
        x0, x1 = w * k * 0.58, w * k * 0.88
        y0, y1 = (h * k * 0.72, h * k * 0.28) if up else (h * k * 0.28, h * k * 0.72)
        pygame.draw.line(big, glow, (x0, y0), (x1, y1), max(2, round(w * k / 14)))
        head = max(3.0, w * k / 7)
        pygame.draw.polygon(big, glow, [(x1, y1), (x1 - head, y1), (x1, y1 + (head if up else -head))])

    smooth(image, shapes)


# --- gems ---------------------------------------------------------------------------------------------------
def paint_site(colour: str, counts: list[int], image: pygame.Surface, fonts: Any) -> None:
    """A gem site on the bank: its own gems large with their count, any other gems left there smaller."""
    w, h = image.get_size()
    rounded(image, BANK, (120, 96, 60), 2, 5)
    order = COLOURS  # the counts come in the catalog's colour order
    own = order.index(colour) if colour in order else 0
    others = [(c, n) for c, n in zip(order, counts, strict=False) if c != colour and n]
    row = h * 0.4 if others else h * 0.5
    smooth(image, lambda big, k: draw_gem(big, colour, (w * k * 0.24, row * k), h * k * 0.5, dim=counts[own] == 0))
    text(image, fonts, f"×{counts[own]}", h * 0.38, (int(w * 0.64), int(row)))
    lefts = [w * 0.12 + i * h * 0.55 for i in range(len(others))]

    def small_gems(big: pygame.Surface, k: int) -> None:
        for (c, _), x in zip(others, lefts, strict=True):
            draw_gem(big, c, (x * k, h * k * 0.8), h * k * 0.24)

    smooth(image, small_gems)
    for (_, n), x in zip(others, lefts, strict=True):
        text(image, fonts, str(n), h * 0.26, (int(x + h * 0.26), int(h * 0.8)))


def paint_jewel(colour: str, image: pygame.Surface, fonts: Any) -> None:
    """One loose gem travelling on its own (to a home, back to its site)."""
    w, h = image.get_size()
    smooth(image, lambda big, k: draw_gem(big, colour, (w * k / 2, h * k / 2), min(w, h) * k * 0.6))


def paint_gem_tile(colour: str, count: int, image: pygame.Surface, fonts: Any) -> None:
    """A home gem tile: the gem and, large, how many the seat has of it (dim when none)."""
    w, h = image.get_size()
    rounded(image, (36, 42, 50) if count else (36, 42, 50, 140), (130, 140, 150) if count else None, 1, 6)
    smooth(
        image,
        lambda big, k: draw_gem(big, colour, (w * k / 2, h * k * 0.3), min(w * 0.72, h * 0.44) * k, dim=count == 0),
    )
    ink = (250, 246, 232) if count else (130, 135, 140)
    text(image, fonts, str(count), h * 0.42, (w // 2, int(h * 0.73)), ink)


# --- weather and the start ring --------------------------------------------------------------------------------
def paint_weather_cell(value: int, image: pygame.Surface, fonts: Any) -> None:
    """A space of the weather track: its number large and a picture of its weather (sun, calm, cloud, storm)."""
    w, h = image.get_size()
    tint = {-1: (250, 226, 150), 0: (214, 226, 232), 1: (190, 204, 220), 2: (160, 170, 196)}.get(value, SKY)
    rounded(image, tint, (60, 70, 80), 2, 5)
    text(image, fonts, words.signed(value), h * 0.5, (int(w * 0.3), h // 2))
    smooth(image, lambda big, k: draw_weather(big, value, (w * k * 0.72, h * k / 2), h * k * 0.62))


def draw_weather(image: pygame.Surface, value: int, centre: tuple[float, float], size: float) -> None:
    """The weather of a track space: a sun (−1), calm waves (0), a cloud (+1), a cloud with lightning (+2)."""
    x, y = centre
    if value < 0:
        for i in range(8):
            a = i * math.pi / 4
            pygame.draw.line(
                image,
                (214, 140, 20),
                (x + math.cos(a) * size * 0.3, y + math.sin(a) * size * 0.3),
                (x + math.cos(a) * size * 0.5, y + math.sin(a) * size * 0.5),
                max(1, round(size / 12)),
            )
        pygame.draw.circle(image, (214, 140, 20), (x, y), size * 0.27)
        pygame.draw.circle(image, (255, 206, 60), (x, y), size * 0.22)
    elif value == 0:
        for dy in (-0.16, 0.16):
            box = pygame.Rect(0, 0, size * 0.4, size * 0.3)
            for dx in (-0.2, 0.2):
                box.center = (round(x + dx * size), round(y + dy * size))
                pygame.draw.arc(image, (60, 90, 120), box, 0.2, math.pi - 0.2, max(1, round(size / 12)))
    else:
        draw_cloud(
            image,
            (x, y - (size * 0.1 if value > 1 else 0)),
            size * 0.5,
            (60, 70, 80),
            (250, 252, 255) if value == 1 else (150, 158, 176),
        )
        if value > 1:
            bolt = [
                (x, y + size * 0.05),
                (x - size * 0.12, y + size * 0.32),
                (x + size * 0.02, y + size * 0.3),
                (x - size * 0.06, y + size * 0.5),
                (x + size * 0.16, y + size * 0.22),
                (x + size * 0.02, y + size * 0.24),
                (x + size * 0.1, y + size * 0.05),
            ]
            pygame.draw.polygon(image, (255, 214, 40), bolt)
            pygame.draw.polygon(image, (90, 70, 20), bolt, max(1, round(size / 30)))


def paint_marker(image: pygame.Surface, fonts: Any) -> None:
    """The weather marker: a red frame with a pointer around the weather space it stands on (red, not the yellow
    of lit targets, so the marker never looks like a space it may move to)."""
    w, h = image.get_size()

    def shapes(big: pygame.Surface, k: int) -> None:
        frame = pygame.Rect(0, 0, w * k, h * k)
        thick = max(3 * k, w * k // 14)
        pygame.draw.rect(big, MARKER_EDGE, frame, thick + 2 * k, border_radius=h * k // 5)
        pygame.draw.rect(big, MARKER, frame.inflate(-2 * k, -2 * k), thick, border_radius=h * k // 5)
        tip = h * k * 0.24
        pointer = [(0, h * k / 2 - tip), (tip * 1.2, h * k / 2), (0, h * k / 2 + tip)]
        pygame.draw.polygon(big, MARKER_EDGE, pointer)
        pygame.draw.polygon(big, MARKER, shrunk(pointer, (tip * 0.4, h * k / 2), k * 1.5))

    smooth(image, shapes)


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
