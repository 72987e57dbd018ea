"""The plots of the Statistics screen: a player's scores over their last games and their win rate over time.

`draw_plots(surface, area, player, fonts)` draws into `area` from one player's figures, the object
`tablegame.stats.figures.player_figures` makes (`player["series"]`: one point per game, oldest first, with
`score`, `won`, `win_rate` up to that game (0 to 1) and `game`). Scores are plotted only when every game shown is
of one game: a CABO total and a Catan VP on one axis would tell nothing.
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


def scores_plot(series: Sequence[Mapping[str, Any]]) -> Plot | None:
    """Bars of the player's scores over their last games (a won game's bar outlined in gold); None if the games are
    of several games or have no scores."""
    first, shown = recent(series)
    scores = [point.get("score") for point in shown]
    if not shown or len({point.get("game") for point in shown}) != 1 or None in scores:
        return None
    won = frozenset(k for k, point in enumerate(shown) if point.get("won"))
    values = [float(score) for score in scores if score is not None]
    bars = Series("", values, BARS, highlighted=won)  # one series: no legend
    return Plot([bars], tr("Game"), tr("Score"), first, kind="bars")


def win_rate_plot(series: Sequence[Mapping[str, Any]]) -> Plot:
    """The player's win rate up to each of their last games, in percent."""
    first, shown = recent(series)
    rates = [100.0 * float(point.get("win_rate", 0.0)) for point in shown]
    line = Series("", rates, r.GLOW)
    return Plot([line], tr("Game"), tr("Win rate so far"), first, (0, 100), "%")


def draw_plots(surface: pygame.Surface, area: pygame.Rect, player: Mapping[str, Any], fonts: r.Fonts) -> None:
    """The player's plots on a panel in `area`: scores and win rate side by side in a wide area, one over the other
    in a tall one; the win rate alone where scores cannot be plotted."""
    r.draw_panel(surface, area, r.PANEL, 200)
    pad = max(6, int(12 * fonts.scale))
    inner = area.inflate(-2 * pad, -2 * pad)
    series = player["series"]
    plots = [plot for plot in (scores_plot(series), win_rate_plot(series)) if plot is not None]
    gap = max(8, int(24 * fonts.scale))
    wide = inner.w >= inner.h * 1.6
    count = len(plots)
    for number, plot in enumerate(plots):
        if wide:
            width = (inner.w - gap * (count - 1)) // count
            rect = pygame.Rect(inner.x + number * (width + gap), inner.y, width, inner.h)
        else:
            height = (inner.h - gap * (count - 1)) // count
            rect = pygame.Rect(inner.x, inner.y + number * (height + gap), inner.w, height)
        draw_plot(surface, rect, plot, fonts)
