"""Where the cards of a zone go: slot rectangles for piles, rows, fans, grids and paths."""

from __future__ import annotations

import pygame

from tablegame.table.layout import CARD_ASPECT, Zone

FAN_GAP = 0.06  # a fan with room to spare lays its cards this far apart (in card widths), not overlapping


def fit_card(width: float, height: float) -> tuple[int, int]:
    """The largest 5:7 card that fits in width x height (at least 2 x 3 pixels)."""
    h = min(height, width / CARD_ASPECT)
    return max(2, int(h * CARD_ASPECT)), max(3, int(h))


def lift_of(card_h: int) -> int:
    """How far a hovered or chosen card of this height rises from its place."""
    return max(2, card_h // 14)


def caption_split(rect: pygame.Rect, zone: Zone, caption_h: int) -> tuple[pygame.Rect, pygame.Rect | None]:
    """Split a zone's rectangle into (card area, caption strip) per the zone's `caption` setting."""
    if zone.caption == "none" or rect.h < caption_h * 2:
        return rect, None
    if zone.caption == "above":  # a lifted card (hovered, chosen) rises into the room left under the caption
        rows = zone.grid[0] if zone.kind == "grid" and zone.grid else 1  # a grid's cards are a row's height each
        lift = lift_of((rect.h - caption_h) // rows)
        return pygame.Rect(rect.x, rect.y + caption_h + lift, rect.w, rect.h - caption_h - lift), pygame.Rect(
            rect.x, rect.y, rect.w, caption_h
        )
    return pygame.Rect(rect.x, rect.y, rect.w, rect.h - caption_h), pygame.Rect(
        rect.x, rect.bottom - caption_h, rect.w, caption_h
    )


def slot_rects(zone: Zone, area: pygame.Rect, count: int, window_h: int = 720) -> list[pygame.Rect]:
    """The rectangles of `count` cards laid out in a zone's card area."""
    if count <= 0:
        return []
    if zone.kind == "pile":
        w, h = fit_card(area.w, area.h)
        return [pygame.Rect(0, 0, w, h).move(area.centerx - w // 2, area.centery - h // 2)] * count
    if zone.kind == "grid":
        return _grid(zone, area, count)
    if zone.kind == "fan":
        return _line(area, count, -zone.overlap, zone.direction, spread=FAN_GAP)
    return _line(area, count, zone.gap, zone.direction)


def path_rects(zone: Zone, size: tuple[int, int], count: int) -> list[pygame.Rect]:
    """Cards centred on a path's points (the first `count` points), sized by `card_height`."""
    width, height = size
    w, h = fit_card(width, zone.card_height * height)
    rects = []
    for x, y in zone.points[:count]:
        rects.append(pygame.Rect(round(x * width - w / 2), round(y * height - h / 2), w, h))
    return rects


def _line(area: pygame.Rect, count: int, gap: float, direction: str, spread: float | None = None) -> list[pygame.Rect]:
    """Cards side by side (gap > 0) or overlapping (gap < 0), centred in the area.

    `spread` (a fan): the cards are sized for the tightest spacing (`gap`), then laid further apart, up to
    `spread` card widths between them, as far as the area has room; so a fan overlaps only when it must.
    """
    step = 1 + gap  # in card widths (or heights, vertically)
    span = 1 + step * (count - 1)
    vertical = direction == "vertical"
    w, h = fit_card(area.w, area.h / span) if vertical else fit_card(area.w / span, area.h)
    length, room = (h, area.h) if vertical else (w, area.w)
    if spread is not None and count > 1:
        step = max(step, min(1 + spread, (room - length) / ((count - 1) * length)))
    total = length * (1 + step * (count - 1))
    if vertical:
        top = area.centery - total / 2
        return [pygame.Rect(area.centerx - w // 2, round(top + i * step * h), w, h) for i in range(count)]
    left = area.centerx - total / 2
    return [pygame.Rect(round(left + i * step * w), area.centery - h // 2, w, h) for i in range(count)]


def _grid(zone: Zone, area: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Cards in rows x columns cells, row by row; extra cards go in extra rows, and fewer cards that fill
    whole rows take as many columns as they fill (Ogallala shows the used part of a grid). The cells hug their cards
    (the zone's gap between them), the block centred across the area and at its top, so a box of another
    shape than the grid's keeps its rows and columns together under the caption."""
    rows, cols = zone.grid
    if 0 < count < rows * cols and count % rows == 0:
        cols = count // rows  # fewer items, whole rows of them: a narrower window onto the grid
    rows = max(rows, -(-count // cols))
    cell_w, cell_h = area.w / cols, area.h / rows
    w, h = fit_card(cell_w * (1 - zone.gap / 2), cell_h * (1 - zone.gap / 2))
    cell_w, cell_h = min(cell_w, w / (1 - zone.gap / 2)), min(cell_h, h / (1 - zone.gap / 2))
    left = area.x + (area.w - cols * cell_w) / 2
    rects = []
    for i in range(count):
        r, c = divmod(i, cols)
        cx, cy = left + (c + 0.5) * cell_w, area.y + (r + 0.5) * cell_h
        rects.append(pygame.Rect(round(cx - w / 2), round(cy - h / 2), w, h))
    return rects
