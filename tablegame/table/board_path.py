"""Board pieces for the table: spots (pieces centred on points, gathered when they share one), the ribbons
that join points (a river with its fork), badges on lit drop targets, and pieces travelling along a route.

A `spots` zone (layouts/README.md) lists points in window fractions; an item's `index` names its point.
Pieces keep their own shape (`spot: [w, h]`, in fractions of the window height, so discs stay round; in a
window narrower than 16:9 they shrink with its width, so they keep their places apart).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tablegame.table import render as r
from tablegame.table.layout import Layout, Zone
from tablegame.table.model import FACE, CardItem, Motion, TableModel

if TYPE_CHECKING:
    from tablegame.table.board import Board

BADGE_LINES = 3  # badges shown under one drop target; more are summed up as "+n more"


def piece_unit(size: tuple[int, int]) -> float:
    """The length piece sizes are fractions of: the window height, or less in a window narrower than 16:9."""
    return min(size[1], size[0] * 9 / 16)


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
    width, height = size
    for (zone_id, index), keys in groups.items():
        zone = layout.zones[zone_id]
        w, h = spot_size(zone, size)
        cols = max(1, min(zone.cluster, len(keys)))
        rows = -(-len(keys) // cols)
        step_x, step_y = w * (1 + zone.gap), h * (1 + zone.gap)
        px, py = zone.points[index]
        top = py * height - (rows - 1) * step_y / 2
        for i, key in enumerate(keys):
            row, col = divmod(i, cols)
            in_row = min(cols, len(keys) - row * cols)  # a short last row is centred too
            cx = px * width + (col - (in_row - 1) / 2) * step_x
            cy = top + row * step_y
            rects[key] = pygame.Rect(round(cx - w / 2), round(cy - h / 2), w, h)
    return rects


def draw_links(surface: pygame.Surface, layout: Layout, model: TableModel, size: tuple[int, int]) -> None:
    """Ribbons along the `links` of every spots zone that holds an item now (a river under its slots)."""
    used = {item.zone for item in model.cards}
    width, height = size
    for zone in layout.zones.values():
        if zone.kind != "spots" or not zone.links or zone.ribbon <= 0 or zone.id not in used:
            continue
        thick = max(2, round(zone.ribbon * piece_unit(size)))
        colour = r.hex_colour(zone.ribbon_colour)
        light = tuple(min(255, c + 45) for c in colour)
        points = [(round(x * width), round(y * height)) for x, y in zone.points]
        for stroke, ink in ((thick, colour), (max(1, thick // 3), light)):
            for i, j in zone.links:
                if i < len(points) and j < len(points):
                    pygame.draw.line(surface, ink, points[i], points[j], stroke)
            for i in {k for link in zone.links for k in link if k < len(points)}:
                pygame.draw.circle(surface, ink, points[i], stroke // 2)


def draw_drop_badges(board: Board, surface: pygame.Surface) -> None:
    """While a piece is held, each lit target shows in a few words what a drop there would do."""
    source = board.drag.key if board.drag else board.picked
    if source is None:
        return
    font = board.fonts.small
    line_h = font.get_height() + 2
    for target in sorted(board.drop_targets(source)):
        rect = board.rects.get(target)
        if rect is None:
            continue
        badges: list[str] = []
        for gesture in board.model.drops(source, target):
            if gesture.badge and gesture.badge not in badges:
                badges.append(gesture.badge)
        if not badges:
            continue
        if len(badges) > BADGE_LINES:
            badges = [*badges[:BADGE_LINES - 1], f"+{len(badges) - BADGE_LINES + 1} more"]
        y = rect.bottom + 3
        for text in badges:
            text = r.fit_text(font, text, max(rect.w * 9 // 4, 60))
            pill = pygame.Rect(0, 0, font.size(text)[0] + 10, line_h)
            pill.midtop = (rect.centerx, y)
            pill.clamp_ip(surface.get_rect())
            r.draw_panel(surface, pill, r.DARK, 225, border=r.GLOW, radius=pill.h // 2)
            r.draw_text(surface, font, text, pill.center, r.GLOW, "center")
            y += line_h + 1


def fly_motion(board: Board, motion: Motion, start: pygame.Rect, travel: float) -> None:
    """Animate a motion: straight to its target, or leg by leg through the centres of its `via` items.

    Every leg takes `travel` seconds; a repeated via key is a pause of one leg. On the legs before the
    last the piece keeps its starting size and shows `lead_card` if given (an upright canoe that
    capsizes on the last leg); the last leg lands on the target with the target's own picture.
    """
    from tablegame.table.board import Flight  # the board module imports this one

    image = board.card_image_key(motion.target)
    if motion.card is not None:  # the travelling card's own face, e.g. one of several onto a pile
        image = (motion.card, FACE)
    if not motion.via and motion.lead_card is None:
        board.fly(image, start, motion.target, travel)
        return
    end = board.rects.get(motion.target)
    if end is None or travel <= 0:
        return
    lead = (motion.lead_card, image[1]) if motion.lead_card is not None else image
    here, delay = start, 0.0
    for key in motion.via:
        centre = board.rects.get(key)
        if centre is None:
            continue
        there = pygame.Rect(0, 0, *start.size)
        there.center = centre.center
        board.flights.append(Flight(lead, here, there, travel, motion.target, delay))
        here, delay = there, delay + travel
    board.flights.append(Flight(image, here, end, travel, motion.target, delay))
