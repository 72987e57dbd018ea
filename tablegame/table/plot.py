"""Plots drawn in the table's style: lines or bars of a few series, with axes, ticks, labels and a legend.

Pure data in (`Plot`: series of numbers, their labels and colours), a drawing into a rectangle out (`draw_plot`),
or a picture (`plot_surface`). The game-over screen plots each seat's progress, the statistics screen a
player's scores and win rate, the coach's review a win chance (`y_range=(0, 100)`, `y_suffix="%"`,
`reference=50`). Every text uses the window's small font (the size test's least), so it stays legible and
speaks the language of the moment; no text is drawn over another: ticks are thinned to the room they have.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

import pygame

from tablegame.i18n import tr
from tablegame.table import render as r

Colour = tuple[int, int, int]
_ToY = Callable[[float], int]  # a value's y pixel
AXIS = (150, 170, 155)
GRID = (255, 255, 255)
GRID_ALPHA = 26
CROWN = (255, 214, 70)


@dataclass(frozen=True)
class Series:
    """One line (or one colour of bars): its values in x order, its legend label and colour.

    `seat` draws that seat's symbol at the line's end and in the legend (colour is never the only sign);
    `marked` (the winner's) draws the line thicker with a crown at its end; `highlighted` bars are outlined in gold.
    """

    label: str
    values: Sequence[float]
    colour: Colour
    seat: int | None = None
    marked: bool = False
    highlighted: frozenset[int] = frozenset()  # values (by index) drawn outlined in gold: a bar of a won game


@dataclass(frozen=True)
class Plot:
    """What to plot: the series, the axes' labels, and how the axes run.

    The i-th value of every series is at x `first_x + i` (x ticks are whole numbers); `y_range` fixes the y axis
    (else it spans the values and 0); `y_suffix` follows each y tick ("%"); `reference` draws a dashed line at
    that y (50% on a win chance); `kind` "bars" draws grouped bars instead of lines.
    """

    series: Sequence[Series]
    x_label: str
    y_label: str
    first_x: int = 0
    y_range: tuple[float, float] | None = None
    y_suffix: str = ""
    reference: float | None = None
    kind: Literal["lines", "bars"] = "lines"
    empty_text: str = field(default="")
    cursor: float | None = None  # a place between values (by index) marked by a vertical line: the review's move


def nice_step(span: float, most: int) -> float:
    """A tick step of 1, 2 or 5 times a power of ten giving at most `most` steps over `span`."""
    if span <= 0 or most < 1:
        return 1.0
    rough = span / most
    power = 10 ** math.floor(math.log10(rough))
    for multiple in (1, 2, 5, 10):
        if multiple * power >= rough:
            return float(multiple * power)
    return float(10 * power)


def y_bounds(plot: Plot) -> tuple[float, float]:
    """The y axis' low and high ends: the fixed range, or the values' span with 0 in it."""
    if plot.y_range is not None:
        return plot.y_range
    values = [v for s in plot.series for v in s.values]
    low, high = min([0.0, *values]), max([0.0, *values])
    return (low, high if high > low else low + 1)


def tick_text(value: float, suffix: str) -> str:
    """A tick's words: a whole number where it is one, else one decimal."""
    text = str(round(value)) if abs(value - round(value)) < 1e-9 else f"{value:.1f}"
    return text + suffix


def longest(plot: Plot) -> int:
    """How many x positions the plot has (its longest series)."""
    return max((len(s.values) for s in plot.series), default=0)


def draw_plot(surface: pygame.Surface, rect: pygame.Rect, plot: Plot, fonts: r.Fonts) -> None:
    """Draw the plot into `rect`: legend on top, the y label above its axis, the x label under its ticks."""
    font = fonts.small
    line_h = font.get_height()
    pad = max(3, int(6 * fonts.scale))
    heading = r.draw_text(surface, font, plot.y_label, rect.topleft, r.DIM, width=rect.w)
    top = _draw_legend(surface, rect, heading.right + 2 * pad, plot, fonts) + pad
    x_label_rect = r.draw_text(surface, font, plot.x_label, (rect.centerx, rect.bottom), r.DIM, "midbottom", rect.w)
    low, high = y_bounds(plot)
    step = nice_step(high - low, max(1, (rect.bottom - line_h * 2 - top) // (line_h * 2)))
    if all(float(v).is_integer() for s in plot.series for v in s.values):
        step = max(1.0, step)  # counts (points, gems) have whole ticks
    low, high = math.floor(low / step) * step, math.ceil(high / step) * step
    ticks = [low + k * step for k in range(round((high - low) / step) + 1)]
    gutter = max(font.size(tick_text(t, plot.y_suffix))[0] for t in ticks) + pad
    area = pygame.Rect(rect.x + gutter, top + line_h // 2, rect.w - gutter - line_h, 0)
    area.h = max(1, x_label_rect.top - line_h - pad - area.y)
    if longest(plot) == 0:
        message = plot.empty_text or tr("Nothing to show yet.")
        r.draw_text(surface, font, message, area.center, r.DIM, "center", area.w)
        return

    def to_y(value: float) -> int:
        return round(area.bottom - (value - low) / (high - low) * area.h)

    _draw_y_axis(surface, area, ticks, to_y, plot.y_suffix, font)
    if plot.reference is not None and low <= plot.reference <= high:
        _dashed(surface, (area.x, to_y(plot.reference)), area.right, AXIS)
    xs = _x_positions(area, longest(plot), plot.kind)
    _draw_x_axis(surface, area, xs, plot.first_x, font)
    if plot.kind == "bars":
        _draw_bars(surface, area, xs, plot, to_y(max(low, min(high, 0.0))), to_y)
    else:
        _draw_lines(surface, xs, plot, to_y, fonts.scale, area.bottom)
    if plot.cursor is not None and xs:
        _draw_cursor(surface, area, xs, plot.cursor)


def _draw_cursor(surface: pygame.Surface, area: pygame.Rect, xs: list[int], at: float) -> None:
    """A vertical line at a place between values (clamped to the values drawn)."""
    at = max(0.0, min(len(xs) - 1.0, at))
    left = int(at)
    right = min(left + 1, len(xs) - 1)
    x = round(xs[left] + (xs[right] - xs[left]) * (at - left))
    pygame.draw.line(surface, CROWN, (x, area.y), (x, area.bottom), 2)


def plot_surface(size: tuple[int, int], plot: Plot, fonts: r.Fonts) -> pygame.Surface:
    """The plot as a transparent picture of `size`."""
    image = fonts.canvas.surface(size, pygame.SRCALPHA)
    image.fill((0, 0, 0, 0))
    draw_plot(image, image.get_rect(), plot, fonts)
    return image


def _draw_legend(surface: pygame.Surface, rect: pygame.Rect, start: int, plot: Plot, fonts: r.Fonts) -> int:
    """Each series' symbol (or a short line) and label, flowing in rows across the top from x `start` (after the
    y axis' label). Returns the y below."""
    font = fonts.small
    line_h = font.get_height()
    mark = max(8, int(line_h * 0.7))
    gap = max(8, int(18 * fonts.scale))
    x, y = start, rect.y
    for series in plot.series:
        if not series.label:
            continue  # a plot of one unnamed series needs no legend
        crown = mark + gap // 4 if series.marked else 0  # the winner's crown after the label
        width = min(font.size(r.drawable(series.label))[0], rect.w - mark - gap // 2 - crown)
        entry = mark + gap // 2 + width + crown
        if x > rect.x and x + entry > rect.right:  # a new row (the y label's row only once: under it, the rest)
            x, y = rect.x, y + line_h
        centre = (x + mark // 2, y + line_h // 2)
        if series.seat is not None:
            r.draw_symbol(surface, series.seat, centre, mark, series.colour)
        else:
            pygame.draw.line(surface, series.colour, (x, centre[1]), (x + mark, centre[1]), max(2, mark // 3))
        colour = series.colour if series.marked else r.TEXT
        label = r.draw_text(surface, font, series.label, (x + mark + gap // 2, y), colour, width=width)
        if series.marked:
            _crown(surface, (label.right + gap // 4 + mark // 2, centre[1] + mark // 3), mark)
        x += entry + gap
    return y + line_h


def _draw_y_axis(
    surface: pygame.Surface, area: pygame.Rect, ticks: list[float], to_y: _ToY, suffix: str, font: pygame.font.Font
) -> None:
    """Faint grid lines at the y ticks, their numbers left of the axis, and the axis itself."""
    grid = pygame.Surface((area.w, 1), pygame.SRCALPHA)
    grid.fill((*GRID, GRID_ALPHA))
    for tick in ticks:
        y = to_y(tick)
        surface.blit(grid, (area.x, y))
        r.draw_text(surface, font, tick_text(tick, suffix), (area.x - 4, y), r.DIM, "midright")
    pygame.draw.line(surface, AXIS, (area.x, area.y), (area.x, area.bottom), 2)
    pygame.draw.line(surface, AXIS, (area.x, area.bottom), (area.right, area.bottom), 2)


def _x_positions(area: pygame.Rect, count: int, kind: str) -> list[int]:
    """The x pixel of each position: lines from the axis to the right end, bars centred in equal slots."""
    if kind == "bars":
        slot = area.w / max(1, count)
        return [round(area.x + slot * (k + 0.5)) for k in range(count)]
    if count == 1:
        return [area.centerx]
    return [round(area.x + 6 + (area.w - 12) * k / (count - 1)) for k in range(count)]


def _draw_x_axis(
    surface: pygame.Surface, area: pygame.Rect, xs: list[int], first_x: int, font: pygame.font.Font
) -> None:
    """Whole-number ticks under the axis, as many as fit side by side (always the last one)."""
    widest = font.size(str(first_x + len(xs) - 1))[0] + font.size("    ")[0]
    spacing = (xs[-1] - xs[0]) / max(1, len(xs) - 1) if len(xs) > 1 else widest
    stride = max(1, math.ceil(widest / max(1.0, spacing)))
    stride = next(s for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, stride) if s >= stride)
    shown = [k for k in range(len(xs)) if (first_x + k) % stride == 0]
    last = len(xs) - 1
    if shown and last not in shown and xs[last] - xs[shown[-1]] < widest:
        shown.pop()
    if last not in shown:
        shown.append(last)
    for k in shown:
        pygame.draw.line(surface, AXIS, (xs[k], area.bottom), (xs[k], area.bottom + 4), 2)
        r.draw_text(surface, font, str(first_x + k), (xs[k], area.bottom + 4), r.DIM, "midtop")


def _draw_lines(surface: pygame.Surface, xs: list[int], plot: Plot, to_y: _ToY, scale: float, bottom: int) -> None:
    """Each series as a line, the marked ones last and thicker; then each line's end marked with its seat's symbol
    (moved apart where ends meet, so every seat's stays seen), a crown over a marked one's."""
    thin, thick = max(2, round(2.5 * scale)), max(4, round(5 * scale))
    mark = max(10, round(16 * scale))
    ends: list[tuple[int, Series]] = []
    for series in sorted(plot.series, key=lambda s: s.marked):
        width = thick if series.marked else thin
        points = [(xs[k], to_y(v)) for k, v in enumerate(series.values)]
        if len(points) > 1:
            pygame.draw.lines(surface, series.colour, False, points, width)
        for point in points:
            pygame.draw.circle(surface, series.colour, point, max(2, width * 2 // 3))
        if points:
            ends.append((points[-1][1], series))
    if not ends:
        return
    x = xs[-1]
    crowns = [mark if series.marked else 0 for _, series in ends]
    placed = spread([y for y, _ in ends], mark + 2, crowns, bottom)
    for y, series in zip(placed, (s for _, s in ends), strict=True):
        if series.seat is not None:
            pygame.draw.circle(surface, r.DARK, (x, y), mark // 2 + 2)
            r.draw_symbol(surface, series.seat, (x, y), mark, series.colour)
        if series.marked:
            _crown(surface, (x, y - mark // 2 - 2), mark)


def spread(ys: list[int], gap: int, above: list[int] | None = None, bottom: int | None = None) -> list[int]:
    """The y positions moved apart so that no two are nearer than `gap` (plus the room `above` one needs over it:
    a crown): each group of near ones is pushed down into a column and then moved back up by half the push, so it
    stays centred where its ends are, and up again if it would reach below `bottom` (the x axis' numbers)."""
    order = sorted(range(len(ys)), key=lambda k: ys[k])
    extra = above or [0] * len(ys)
    placed = list(ys)
    groups: list[list[int]] = []
    for k in order:
        if groups and placed[k] < placed[groups[-1][-1]] + gap + extra[k]:
            placed[k] = placed[groups[-1][-1]] + gap + extra[k]
            groups[-1].append(k)
        else:
            groups.append([k])
    for group in groups:
        shift = (placed[group[-1]] - ys[group[-1]]) // 2
        if bottom is not None:
            shift = max(shift, placed[group[-1]] - bottom)
        for k in group:
            placed[k] -= shift
    return placed


def _draw_bars(surface: pygame.Surface, area: pygame.Rect, xs: list[int], plot: Plot, base: int, to_y: _ToY) -> None:
    """Grouped bars: at each x one bar per series, side by side, from the zero line."""
    count = max(1, len(plot.series))
    slot = area.w / max(1, len(xs))
    bar = max(2, int(slot * 0.8 / count))
    for number, series in enumerate(plot.series):
        for k, value in enumerate(series.values):
            x = round(xs[k] - bar * count / 2 + number * bar)
            y = to_y(value)
            box = pygame.Rect(x, min(y, base), max(1, bar - 1), max(1, abs(base - y)))
            pygame.draw.rect(surface, series.colour, box, border_radius=min(3, bar // 3))
            if series.marked or k in series.highlighted:
                pygame.draw.rect(surface, CROWN, box, max(2, bar // 6), border_radius=min(3, bar // 3))


def _crown(surface: pygame.Surface, bottom: tuple[int, int], size: int) -> None:
    """A small gold crown standing on `bottom` (the winner's sign), `size` pixels wide."""
    x, y = bottom
    half = size // 2
    h = max(5, size * 2 // 3)
    points = [
        (x - half, y),
        (x - half, y - h),
        (x - half // 2, y - h // 2),
        (x, y - h),
        (x + half // 2, y - h // 2),
        (x + half, y - h),
        (x + half, y),
    ]
    pygame.draw.polygon(surface, CROWN, points)
    pygame.draw.polygon(surface, r.DARK, points, 1)


def _dashed(surface: pygame.Surface, start: tuple[int, int], end_x: int, colour: Colour) -> None:
    """A horizontal dashed line from `start` to `end_x`."""
    x, y = start
    while x < end_x:
        pygame.draw.line(surface, colour, (x, y), (min(end_x, x + 8), y), 2)
        x += 14
