"""A player's plots on the Statistics screen (app/stats_plots.py): scores of one game's games, the win rate over
time, legible at every size and language."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from english_left import speaking

from tablegame.app.stats_plots import RECENT, draw_plots, scores_plot, win_rate_plot
from tablegame.table.render import Fonts
from tablegame.table.text_recorder import recording_texts


def games(count: int, game: str = "cabo") -> list[dict[str, Any]]:
    """A player's series of `count` games, every third won."""
    wins = 0
    found = []
    for number in range(1, count + 1):
        won = number % 3 == 0
        wins += won
        found.append({"game": game, "score": float(number % 7 * 9), "won": won, "win_rate": wins / number})
    return found


@pytest.fixture(autouse=True)
def fonts_ready() -> None:
    """Fonts need pygame's font module."""
    pygame.init()


def test_scores_are_the_last_games_numbered_from_the_first_shown() -> None:
    plot = scores_plot(games(45))
    assert plot is not None and plot.kind == "bars"
    assert len(plot.series[0].values) == RECENT and plot.first_x == 45 - RECENT + 1
    assert plot.series[0].highlighted == {k for k in range(RECENT) if (k + plot.first_x) % 3 == 0}


def test_scores_of_several_games_are_not_plotted_together() -> None:
    assert scores_plot(games(4) + games(3, "niagara")) is None
    assert scores_plot([]) is None


def test_the_win_rate_is_in_percent() -> None:
    plot = win_rate_plot(games(6))
    assert plot.y_range == (0, 100) and plot.series[0].values[-1] == pytest.approx(100 * 2 / 6)


@pytest.mark.parametrize("lang", ["en", "ko", "zh"])
def test_the_plots_are_legible_wide_and_tall(lang: str) -> None:
    for size in ((900, 600), (1280, 720), (2560, 1440)):
        w, h = size
        for area in (pygame.Rect(20, 20, w // 2, h // 3), pygame.Rect(20, 20, w // 3, h // 2)):
            with speaking(lang), recording_texts() as recorder:
                fonts = Fonts(recorder.typeface())  # fonts that tell the recorder what they draw
                fonts.resize(size)
                canvas = recorder.canvas.surface(size)
                draw_plots(canvas, area, {"series": games(12)}, fonts)
                texts = recorder.texts_on(canvas)
                overlaps = recorder.overlaps_on(canvas)
            assert texts and not overlaps, (size, area, [str(o) for o in overlaps])
            for text in texts:
                assert text.px >= 16 * fonts.scale and not text.clipped and not text.missing_glyphs, (size, text)
