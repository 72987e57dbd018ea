"""Board pieces for the table: spots (pieces centred on points, gathered when they share one), the ribbons
that join points (a river with its fork). Badges on lit targets are painted in board_paint.py, routes
flown in board_motion.py.

A `spots` zone (layouts/README.md) lists points in window fractions; an item's `index` names its point.
Pieces keep their own shape (`spot: [w, h]`, in fractions of the window height, so discs stay round; in a
window narrower than 16:9 they shrink with its width, so they keep their places apart).
"""

from __future__ import annotations

import math

import pygame
from pygame import gfxdraw

from tablegame.table import render as r
from tablegame.table.layout import Layout, Zone
from tablegame.table.model import CardItem, TableModel

REFERENCE_ASPECT = 16 / 9  # the window shape layouts are drawn for (1280x720)


def piece_unit(size: tuple[int, int]) -> float:
    """The length piece sizes are fractions of: the window height, or less in a window narrower than 16:9."""
    return min(size[1], size[0] / REFERENCE_ASPECT)


def point_pixels(zone: Zone, size: tuple[int, int]) -> list[tuple[float, float]]:
    """A spots zone's points in pixels: fractions of the window, or, with a `region`, placed as they are in a
    16:9 window inside the largest box of that shape the region holds (so a board keeps its shape)."""
    width, height = size
    if zone.region is None:
        return [(x * width, y * height) for x, y in zone.points]
    left, top, right, bottom = zone.region
    region_w, region_h = (right - left) * width, (bottom - top) * height
    aspect = (right - left) * REFERENCE_ASPECT / (bottom - top)  # the region's shape in a 16:9 window
    box_w = min(region_w, region_h * aspect)
    box_h = box_w / aspect
    box_x = left * width + (region_w - box_w) / 2
    box_y = top * height + (region_h - box_h) / 2
    return [
        (box_x + (x - left) / (right - left) * box_w, box_y + (y - top) / (bottom - top) * box_h)
        for x, y in zone.points
    ]


def spot_size(zone: Zone, size: tuple[int, int]) -> tuple[int, int]:
    """A spot's size in pixels (shapes stay as drawn whatever the window's proportions)."""
    unit = piece_unit(size)
    return max(2, round(zone.spot[0] * unit)), max(2, round(zone.spot[1] * unit))


def spot_rects(layout: Layout, items: list[CardItem], size: tuple[int, int]) -> dict[str, pygame.Rect]:
    """Rectangles of spot items: centred on their point; several on one point sit in rows of `cluster`."""
    groups: dict[tuple[str, int], list[str]] = {}
    for item in items:
        zone = layout.zones.get(item.zone)
        if zone is None or not 0 <= item.index < len(zone.points):
            continue
        groups.setdefault((zone.id, item.index), []).append(item.key)
    rects: dict[str, pygame.Rect] = {}
    placed: dict[str, list[tuple[float, float]]] = {}
    for (zone_id, index), keys in groups.items():
        zone = layout.zones[zone_id]
        w, h = spot_size(zone, size)
        cols = max(1, min(zone.cluster, len(keys)))
        rows = -(-len(keys) // cols)
        step_x, step_y = w * (1 + zone.gap), h * (1 + zone.gap)
        if zone.stack and rows > zone.stack:  # a crowd overlaps like a stack rather than reach other pieces
            step_y *= (zone.stack - 1) / (rows - 1)
        if zone_id not in placed:
            placed[zone_id] = point_pixels(zone, size)
        px, py = placed[zone_id][index]
        py += zone.lower * piece_unit(size)
        top = py - (rows - 1) * step_y / 2
        for i, key in enumerate(keys):
            row, col = divmod(i, cols)
            in_row = min(cols, len(keys) - row * cols)  # a short last row is centred too
            cx = px + (col - (in_row - 1) / 2) * step_x
            cy = top + row * step_y
            rects[key] = pygame.Rect(round(cx - w / 2), round(cy - h / 2), w, h)
    return rects


def draw_links(surface: pygame.Surface, layout: Layout, model: TableModel, size: tuple[int, int]) -> None:
    """Ribbons along the `links` of every spots zone that holds an item now (a river under its slots)."""
    used = {item.zone for item in model.cards}
    for zone in layout.zones.values():
        if zone.kind != "spots" or not zone.links or zone.ribbon <= 0 or zone.id not in used:
            continue
        key = (zone.points, zone.links, zone.ribbon, zone.ribbon_colour, zone.region, size)
        found = _ribbons.get(key)
        if found is None:
            if len(_ribbons) >= RIBBONS_KEPT:
                _ribbons.clear()
            found = _ribbons[key] = _ribbon(zone, size)
        surface.blit(*found)


RIBBONS_KEPT = 16  # ribbon pictures kept (a few zones at a few window sizes)
_ribbons: dict[tuple[object, ...], tuple[pygame.Surface, tuple[int, int]]] = {}


def _ribbon(zone: Zone, size: tuple[int, int]) -> tuple[pygame.Surface, tuple[int, int]]:
    """A zone's ribbon picture and where it goes: a dark bed, the water, a lighter current down its middle,
    with anti-aliased edges and round joints (drawn once per window size: large smooth shapes are slow)."""
    thick = max(2, round(zone.ribbon * piece_unit(size)))
    colour = r.hex_colour(zone.ribbon_colour)
    bed = tuple(int(c * 0.7) for c in colour)
    light = tuple(min(255, c + 45) for c in colour)
    points = point_pixels(zone, size)
    margin = thick
    left = math.floor(min(x for x, _ in points)) - margin
    top = math.floor(min(y for _, y in points)) - margin
    width = math.ceil(max(x for x, _ in points)) + margin - left
    height = math.ceil(max(y for _, y in points)) + margin - top
    image = pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)
    moved = [(x - left, y - top) for x, y in points]
    links = [(moved[i], moved[j]) for i, j in zone.links if i < len(moved) and j < len(moved)]
    joints = [moved[k] for k in sorted({k for link in zone.links for k in link if k < len(moved)})]
    for stroke, ink in ((thick + max(2, thick // 8), bed), (thick, colour), (max(1, thick // 3), light)):
        for start, end in links:
            _smooth_band(image, start, end, stroke, ink)
        for x, y in joints:
            _smooth_disc(image, (x, y), stroke / 2, ink)
    image.set_alpha(255, pygame.RLEACCEL)  # mostly transparent: run-length encoded, it blits several times faster
    return image, (left, top)


def _smooth_band(
    surface: pygame.Surface, start: tuple[float, float], end: tuple[float, float], width: float, colour: tuple[int, ...]
) -> None:
    """A straight band `width` pixels wide between two points, its long edges anti-aliased."""
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0)
    if length < 1:
        return
    nx, ny = -(y1 - y0) / length * width / 2, (x1 - x0) / length * width / 2
    corners = [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)]
    gfxdraw.aapolygon(surface, corners, colour)
    gfxdraw.filled_polygon(surface, corners, colour)


def _smooth_disc(surface: pygame.Surface, centre: tuple[float, float], radius: float, colour: tuple[int, ...]) -> None:
    """A filled disc with an anti-aliased rim (rounds a ribbon's joints and ends)."""
    x, y, rad = round(centre[0]), round(centre[1]), max(1, round(radius))
    gfxdraw.aacircle(surface, x, y, rad, colour)
    gfxdraw.filled_circle(surface, x, y, rad, colour)
