"""Plots in the table's style (table/plot.py): legible at every size and language, no text over another, the
winner's line crowned; and the game-over screen's picture through the window."""

from __future__ import annotations

from itertools import pairwise

import pygame
import pytest
from driver import click, make_app
from english_left import speaking
from test_play_again import button, game_over

from tablegame.app.scenes.dialogs import ScoreScene
from tablegame.i18n import tr
from tablegame.table import plot as p
from tablegame.table.render import Fonts, seat_colour
from tablegame.table.text_recorder import DrawnText, Overlap, recording_texts

SIZES = ((900, 600), (1280, 720), (2560, 1440))
LONG_NAME = "Maximiliane von Oberhausen-Wetterstein"


def progress_plot() -> p.Plot:
    """Five seats over 40 turns, one long name, the third the winner."""
    names = ["Mina", LONG_NAME, "Noor", "Bot 4", "Bot 5"]
    series = [
        p.Series(name, [float((seat * 7 + turn * 3) % 11 + turn // 4) for turn in range(41)], seat_colour(seat), seat)
        for seat, name in enumerate(names)
    ]
    series[2] = p.Series("Noor", series[2].values, seat_colour(2), 2, marked=True)
    return p.Plot(series, tr("Turns played"), tr("Victory points"))


def win_chance_plot() -> p.Plot:
    """A win chance over a game, as the coach's review draws it."""
    values = [50.0, 55, 41, 30, 62, 71, 80, 100]
    return p.Plot([p.Series("Mina", values, seat_colour(0), 0)], tr("Turns played"), tr("Score"), 1, (0, 100), "%", 50)


def scores_plot() -> p.Plot:
    """A player's scores over their last 30 games, as bars."""
    values = [float(v % 13 - 3) for v in range(30)]
    return p.Plot([p.Series("Mina", values, seat_colour(0), 0)], tr("Rounds played"), tr("Score"), 1, kind="bars")


@pytest.fixture(autouse=True)
def fonts_ready() -> None:
    """Fonts need pygame's font module (a table test may run first or alone)."""
    pygame.init()


PLOTS = {"progress": progress_plot, "win-chance": win_chance_plot, "scores": scores_plot}


def drawn(plot: p.Plot, size: tuple[int, int], share: float) -> tuple[pygame.Surface, list[DrawnText], list[Overlap]]:
    """The plot drawn into a `share` of a window of `size`: the canvas, its texts and their overlaps."""
    with recording_texts() as recorder:
        fonts = Fonts(recorder.typeface())  # fonts that tell the recorder what they draw
        fonts.resize(size)
        canvas = recorder.canvas.surface(size)
        w, h = size
        rect = pygame.Rect(w // 20, h // 20, int(w * share), int(h * share * 0.6))
        p.draw_plot(canvas, rect, plot, fonts)
        return canvas, recorder.texts_on(canvas), recorder.overlaps_on(canvas)


@pytest.mark.parametrize("lang", ["en", "ko", "zh"])
@pytest.mark.parametrize("name", sorted(PLOTS))
def test_a_plot_is_legible_at_every_size(name: str, lang: str) -> None:
    for size in SIZES:
        for share in (0.45, 0.9):
            with speaking(lang):
                _, texts, overlaps = drawn(PLOTS[name](), size, share)
            fonts = Fonts()
            fonts.resize(size)
            smallest = 16 * fonts.scale
            assert texts
            for text in texts:
                assert text.px >= smallest, (size, text)
                assert not text.clipped, (size, text)
                assert not text.missing_glyphs, (size, text)
            assert not overlaps, (size, share, [str(o) for o in overlaps])


def test_nice_steps_are_one_two_or_five_times_a_power_of_ten() -> None:
    assert p.nice_step(100, 5) == 20
    assert p.nice_step(7, 10) == 1
    assert p.nice_step(0.9, 4) == 0.5
    assert p.nice_step(1300, 4) == 500


def test_line_ends_that_meet_are_moved_apart() -> None:
    placed = p.spread([100, 100, 101, 300], 18)
    ordered = sorted(placed[:3])
    assert all(b - a >= 18 for a, b in pairwise(ordered))
    assert abs(sum(placed[:3]) / 3 - 100) <= 18  # still around where the lines end
    assert placed[3] == 300
    assert max(p.spread([100, 100, 100], 18, bottom=100)) <= 100  # never down over the x axis' numbers


def test_the_marked_line_is_drawn_thicker_with_a_crown() -> None:
    values = [0.0, 1.0, 2.0]
    plain = p.Plot([p.Series("A", values, (200, 0, 0))], "x", "y")
    marked = p.Plot([p.Series("A", values, (200, 0, 0), marked=True)], "x", "y")

    def red(plot: p.Plot) -> int:
        fonts = Fonts()
        fonts.resize((1280, 720))
        image = p.plot_surface((600, 300), plot, fonts)
        return sum(1 for x in range(600) for y in range(0, 300, 2) if image.get_at((x, y))[:3] == (200, 0, 0))

    assert red(marked) > red(plain) * 1.4
    fonts = Fonts()
    fonts.resize((1280, 720))
    image = p.plot_surface((600, 300), marked, fonts)
    assert any(image.get_at((x, y))[:3] == p.CROWN for x in range(600) for y in range(300))


def test_an_empty_plot_says_so() -> None:
    _, texts, _ = drawn(p.Plot([], tr("Rounds played"), tr("Score")), (1280, 720), 0.5)
    assert tr("Nothing to show yet.") in [t.text for t in texts]


def test_the_game_over_screen_shows_each_seats_line_with_the_winners_marked() -> None:
    app = make_app()
    match = game_over(app)
    top = app.scenes.top
    assert isinstance(top, ScoreScene) and top.picture is not None
    picture = top.picture
    assert [s.label for s in picture.series] == ["Mina", "Bot 2", "Bot 3"]
    assert [s.seat for s in picture.series if s.marked] == match.result()["winners"]
    totals = [s.values[-1] for s in picture.series]
    assert totals == match.view(None)["scores"]
    assert picture.x_label == tr("Rounds played")


def test_a_review_button_runs_the_review_hook() -> None:
    app = make_app()
    game_over(app)
    top = app.scenes.top
    assert isinstance(top, ScoreScene)
    asked = []
    top.review = lambda: asked.append(True)
    app.draw()
    assert [b.label for b in top.buttons] == ["Play again", "Review", "Back to the menu", "Look at the table"]
    click(app, button(app, "Review").rect.center)
    assert asked == [True]
