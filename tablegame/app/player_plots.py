"""A player's plots for the Statistics screen: their scores over their last games and their win rate over time.

From one player's series of games, oldest first (the statistics' `player["series"]`: one dict per game with at
least `game`, `score` and `won`, and `win_rate` up to that game, 0 to 1). Scores are plotted only when every game
shown is of one game: a CABO total and a Catan VP on one axis would tell nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from tablegame.i18n import tr
from tablegame.table import render as r
from tablegame.table.plot import Plot, Series, draw_plot

RECENT = 30  # the last games plotted
BARS = (86, 150, 200)  # the scores' bars: a calm blue, so a won game's gold outline stands out


def recent(series: Sequence[Mapping[str, Any]]) -> tuple[int, Sequence[Mapping[str, Any]]]:
    """The number (from 1) of the first game shown, and the last `RECENT` games."""
    shown = series[-RECENT:]
    return len(series) - len(shown) + 1, shown


def scores_plot(name: str, series: Sequence[Mapping[str, Any]]) -> Plot | None:
    """Bars of the player's scores over their last games (a won game's bar outlined in gold); None if the games are
    of several games or have no scores."""
    first, shown = recent(series)
    scores = [point.get("score") for point in shown]
    if not shown or len({point.get("game") for point in shown}) != 1 or None in scores:
        return None
    won = frozenset(k for k, point in enumerate(shown) if point.get("won"))
    values = [float(score) for score in scores if score is not None]
    bars = Series(name, values, BARS, highlighted=won)
    return Plot([bars], tr("Game"), tr("Score"), first, kind="bars")


def win_rate_plot(name: str, series: Sequence[Mapping[str, Any]]) -> Plot:
    """The player's win rate up to each of their last games, in percent."""
    first, shown = recent(series)
    rates = [100.0 * float(point.get("win_rate", 0.0)) for point in shown]
    line = Series(name, rates, r.GLOW, seat=None, marked=False)
    return Plot([line], tr("Game"), tr("Win rate so far"), first, (0, 100), "%")


def draw_player_plots(
    surface: pygame.Surface, area: pygame.Rect, name: str, series: Sequence[Mapping[str, Any]], fonts: r.Fonts
) -> None:
    """The player's plots in `area`: scores and win rate side by side in a wide area, one over the other in a tall
    one; the win rate alone where scores cannot be plotted."""
    plots = [plot for plot in (scores_plot(name, series), win_rate_plot(name, series)) if plot is not None]
    gap = max(8, int(24 * fonts.scale))
    wide = area.w >= area.h * 1.6
    count = len(plots)
    for number, plot in enumerate(plots):
        if wide:
            width = (area.w - gap * (count - 1)) // count
            rect = pygame.Rect(area.x + number * (width + gap), area.y, width, area.h)
        else:
            height = (area.h - gap * (count - 1)) // count
            rect = pygame.Rect(area.x, area.y + number * (height + gap), area.w, height)
        draw_plot(surface, rect, plot, fonts)
