"""The shipped UI font: it is in the package with its licence, every text the window draws uses it, and a
missing or damaged file falls back to pygame's default font without an error."""

from __future__ import annotations

import logging

import pygame
import pytest
from driver import make_app

from tablegame.app.games import playable_games
from tablegame.core.match import Match, Seat
from tablegame.paths import data_dir
from tablegame.table import render
from tablegame.table.typeface import FAMILY, FILES, LICENCE, Typeface, em_of


@pytest.fixture(autouse=True)
def fonts_ready():
    """pygame's font module, started (the window tests start it through the App)."""
    pygame.font.init()


def test_the_font_files_are_shipped_with_their_licence_next_to_them():
    """Regular and bold Tablegame Sans in the shipped fonts folder, and the SIL Open Font License beside them."""
    folder = data_dir("fonts")
    for name in FILES.values():
        assert (folder / name).stat().st_size > 50_000
    licence = (folder / LICENCE).read_text(encoding="utf-8")
    assert licence.startswith("Copyright 2022 The Noto Project Authors")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence


def test_every_size_and_weight_comes_from_the_shipped_family():
    """Any size the table asks for is the shipped family, its em (at least) the one pygame's default font had."""
    fonts = render.Fonts()
    for size in (*range(1, 60), 80, 120, 200, 400):
        for bold in (False, True):
            font = fonts.get(size, bold)
            assert font.name == FAMILY
            assert font.style_name == ("Bold" if bold else "Regular")
            assert font.point_size == em_of(max(8, size))
            before = pygame.font.Font(None, max(8, size)).point_size  # pygame rounds down; the table rounds
            assert before <= font.point_size <= before + 1


def test_named_sizes_keep_their_em_and_read_at_least_as_large_as_before():
    """small, body, big and title keep the em they had, and a lower-case letter is no shorter than before."""
    fonts = render.Fonts()
    for window in ((900, 600), (1280, 720), (2560, 1440)):
        fonts.resize(window)
        for name in ("small", "body", "big", "title"):
            font = getattr(fonts, name)
            before = pygame.font.Font(
                None, round({"small": 25, "body": 29, "big": 42, "title": 72}[name] * fonts.scale)
            )
            assert font.name == FAMILY
            assert font.style_name == ("Bold" if name in ("big", "title") else "Regular")  # headings stand out
            assert before.point_size <= font.point_size <= before.point_size + 1
            x_height, x_height_before = font.metrics("x")[0][3], before.metrics("x")[0][3]
            assert x_height >= x_height_before
    fonts.resize((1280, 720))
    assert fonts.small.point_size >= 16  # docs/ARCHITECTURE.md, "Legibility": no text under 16 px at the reference size


def test_the_font_draws_the_characters_the_program_writes():
    """The dots, dashes, ellipses, signs and accented names the texts use have glyphs (no boxes)."""
    font = render.Fonts().get(25)
    for text in ("·", "—", "–", "…", "−", "§", "×", "±", "“”", "‹›", "\ufffd", "Zoë Łukasz Đặng Ñandú"):
        for char in text:
            if char != " ":
                assert font.metrics(char)[0] is not None, char


def fonts_made_while(monkeypatch, action) -> list[tuple]:
    """The arguments of every pygame.font.Font made while `action` runs."""
    made: list[tuple] = []
    real = pygame.font.Font

    def recording(*args, **kwargs):
        made.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(pygame.font, "Font", recording)
    action()
    return made


@pytest.mark.parametrize("game", playable_games())
def test_the_menu_and_every_games_table_use_only_the_shipped_font(monkeypatch, game):
    """Drawing the menu and a table of each game makes fonts from the shipped file alone, none of pygame's own."""
    app = make_app()

    def draw_menu_and_table():
        app.open_menu()
        app.step()
        app.draw()
        rules_seats = [Seat("Mina"), Seat("Bot 2", "bot", "random")]
        app.open_table(Match(game, rules_seats, 5, {}, {}))
        for _ in range(3):
            app.step()
            app.draw()

    made = fonts_made_while(monkeypatch, draw_menu_and_table)
    assert made, "the window made no font"
    assert all(args[0] is not None for args in made), "a text was drawn in pygame's default font"
    assert all(font.name == FAMILY for font in app.fonts._cache.values())


def test_a_missing_font_file_falls_back_to_pygames_font_with_one_log_line(tmp_path, caplog):
    """An empty fonts folder: text is still drawn, in pygame's default font, the problem logged once."""
    fonts = render.Fonts(Typeface(tmp_path))
    with caplog.at_level(logging.WARNING, logger="tablegame"):
        for size in (12, 25, 29, 42):
            font = fonts.get(size)
            assert font.point_size == pygame.font.Font(None, size).point_size
            assert font.name != FAMILY
        surface = pygame.Surface((300, 60))
        assert render.draw_text(surface, fonts.body, "Mina · 3 VP", (4, 4)).w > 0
        assert render.Fonts(Typeface(tmp_path)).get(30).point_size > 0  # another window: no second line
    lines = [record for record in caplog.records if FILES[False] in record.getMessage()]
    assert len(lines) == 1


@pytest.mark.parametrize("damage", ["garbage", "truncated", "empty"])
def test_a_damaged_font_file_falls_back_without_an_error(tmp_path, caplog, damage):
    """A file of junk, a cut-off copy or an empty file is refused; the other weight, intact, is still used."""
    shipped = data_dir("fonts")
    good = (shipped / FILES[False]).read_bytes()
    broken = {"garbage": b"not a font " * 500, "truncated": good[:4000], "empty": b""}[damage]
    (tmp_path / FILES[False]).write_bytes(broken)
    (tmp_path / FILES[True]).write_bytes((shipped / FILES[True]).read_bytes())
    typeface = Typeface(tmp_path)
    with caplog.at_level(logging.WARNING, logger="tablegame"):
        regular = render.Fonts(typeface).get(25)
        assert regular.render("Bot 2 · 4 pts", True, (255, 255, 255)).get_width() > 0
    assert regular.name != FAMILY
    assert not typeface.shipped(False)
    assert typeface.shipped(True)
    assert render.Fonts(typeface).get(25, bold=True).name == FAMILY
    assert any("cannot be used" in record.getMessage() for record in caplog.records)
