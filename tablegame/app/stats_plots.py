"""The plots of the Statistics screen: the plot engineer's to fill (issue 29).

`draw_plots(surface, area, player, fonts)` draws into `area` from one player's figures, the object
`tablegame.stats.figures.player_figures` makes (`player["series"]`: one point per game, oldest first, with
`score`, `placing`, `seats`, `won`, `win_rate` up to that game, `game`, `finished_at`). Until the plots come,
it shows the player's last results as a row of marks: a gold disc for a win, a dim ring for any other game.
"""

from __future__ import annotations

from typing import Any

import pygame

from tablegame.table import render as r

RESULTS_SHOWN = 20  # the last games the strip of results shows


def draw_plots(surface: pygame.Surface, area: pygame.Rect, player: dict[str, Any], fonts: r.Fonts) -> None:
    """The player's plots inside `area` (for now: their last results, oldest on the left)."""
    r.draw_panel(surface, area, r.PANEL, 200)
    points = player["series"][-RESULTS_SHOWN:]
    if not points:
        return
    step = min(area.w // (RESULTS_SHOWN + 1), area.h // 2)
    radius = max(3, step * 2 // 5)
    x = area.x + (area.w - step * (len(points) - 1)) // 2
    for point in points:
        centre = (x, area.centery)
        if point["won"]:
            pygame.draw.circle(surface, r.GLOW, centre, radius)
        else:
            pygame.draw.circle(surface, r.DIM, centre, radius, max(1, radius // 3))
        x += step
