"""The window never closes on bad input: errors show on a problem screen, odd saves and sizes are survived."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from driver import click, key, make_app

from tablegame.app.main import App
from tablegame.app.scene import Scene
from tablegame.app.scenes.games_list import GamesScene
from tablegame.app.scenes.menu import LoadScene, MenuScene
from tablegame.app.scenes.problem import ProblemScene
from tablegame.app.scenes.table import TableScene
from tablegame.app.settings import Settings
from tablegame.core.match import Match, Seat
from tablegame.core.registry import game_ids
from tablegame.storage.kept import new_match_id
from tablegame.storage.saves import SaveStore, match_to_json
from tablegame.table import render


class Failing(Scene):
    """A scene whose input handling raises, as a bug would."""

    def handle(self, event) -> None:
        """Fail on any input."""
        raise RuntimeError("a bug in a scene")


def button(app: App, label: str):
    """The top scene's button with this label."""
    return next(b for b in app.scenes.top.buttons if b.label == label)


def test_an_error_in_a_scene_shows_a_problem_screen_and_the_window_stays_open(caplog):
    app = make_app()
    app.reraise_errors = False
    app.open_menu()
    app.scenes.push(Failing(app))
    click(app, (10, 10))
    assert app.running and isinstance(app.scenes.top, ProblemScene)
    assert "a bug in a scene" in app.scenes.top.message
    assert any("error in the window" in record.message for record in caplog.records)
    app.step()
    click(app, button(app, "Back to the menu").rect.center)
    assert app.running and isinstance(app.scenes.top, MenuScene)


def test_a_problem_screen_that_cannot_draw_falls_back_to_a_plain_line():
    app = make_app()
    app.reraise_errors = False
    app.open_menu()
    app.scenes.push(Failing(app))
    app.scenes.top.draw = Failing.handle.__get__(app.scenes.top)  # drawing fails too
    click(app, (10, 10))
    for _ in range(5):
        app.step()
    assert app.running


def bad_level_save(path: Path) -> None:
    """A save whose bot level no program version knows."""
    data = match_to_json(Match("cabo", [Seat("A"), Seat("B", "bot", "normal")], 3))
    data["seats"][1]["level"] = "genius"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")


def test_a_game_in_progress_with_an_unknown_level_is_listed_with_why_beside_the_others():
    app = make_app()
    app.store.autosave(Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "normal")], 4))
    bad_level_save(app.store.kept_path(new_match_id(), finished=False))
    app.open_menu()
    app.step()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene) and any("could not be read" in line for line in menu.notices())
    click(app, button(app, "Games in progress (2)").rect.center)
    games = app.scenes.top
    assert isinstance(games, GamesScene)
    damaged = next(row for row in games.rows if row.problem)
    assert "unknown bot level 'genius'" in damaged.problem and [a.label for a in damaged.actions] == ["Delete"]
    assert any(row.title.startswith("CABO — Mina") for row in games.rows)
    key(app, "escape")
    click(app, button(app, "Continue last game").rect.center)  # the readable one
    assert isinstance(app.scenes.top, TableScene) and app.scenes.top.match.seats[0].name == "Mina"


def test_the_load_list_marks_a_save_the_table_could_not_run(tmp_path):
    app = make_app()
    app.open_menu()
    bad_level_save(app.store.folder / "odd level.json")
    app.store.folder.joinpath("dangling.json").symlink_to(tmp_path / "nowhere")
    app.step()
    click(app, button(app, "Load a saved game").rect.center)
    scene = app.scenes.top
    assert isinstance(scene, LoadScene)
    assert all(entry.problem for entry in scene.entries) and len(scene.entries) == 2
    app.step()


def test_a_folder_that_cannot_be_made_still_lets_people_play(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the save folder should be")
    app = App(bot_threads=False, store=SaveStore(blocker / "saves"), settings=Settings("instant"))
    app.open_menu()
    app.step()
    assert app.storage_problem and "cannot be saved" in app.storage_problem
    click(app, button(app, "Start").rect.center)
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    scene.apply(scene.match.legal_actions()[0])
    app.store.flush()  # the autosave is written in a thread; each frame first tells how it went
    scene.note_autosave()
    assert "Autosave failed" in scene.board.message and len(scene.match.actions) == 1


@pytest.mark.parametrize("game", game_ids())
def test_any_window_size_draws_without_dying(game):
    app = make_app()
    app.reraise_errors = True
    app.open_table(Match(game, [Seat("A"), Seat("B", "bot", "random")], 5))
    app.step()
    for size in ((1, 1), (2, 3), (50, 30), (80, 45), (239, 159), (240, 160), (30, 400), (400, 30), (1280, 720)):
        app.resize(size)
        app.scenes.draw(app.screen)  # the scenes themselves, even where the window shows only a line
        app.step()
        app.draw()
    assert isinstance(app.scenes.top, TableScene)


def test_text_that_no_font_can_take_is_drawn_with_replacement_marks():
    pygame.font.init()
    surface = pygame.Surface((200, 40))
    font = pygame.font.Font(None, 20)
    for text in ("nul\x00here", "\ud800You", "tab\there"):
        render.draw_text(surface, font, text, (0, 0), width=150)
        render.draw_seat_label(surface, font, 0, text, (50, 20))
        assert render.wrap_text(font, text, 80)
    assert render.drawable("민아 ✓") == "민아 ✓" and render.drawable("민아 🙂") == "민아 \ufffd"  # never a box


def test_the_save_dialog_asks_before_replacing_and_refuses_the_autosave_name():
    from driver import type_text

    from tablegame.app.scenes.save_dialog import SaveDialog

    app = make_app()
    match = Match("cabo", [Seat("Mina"), Seat("Bot", "bot", "random")], 3)
    app.open_table(match)
    app.step()
    first = app.store.save(Match("cabo", [Seat("A"), Seat("B")], 9), "my game")
    key(app, "s", mod=pygame.KMOD_CTRL)
    dialog = app.scenes.top
    assert isinstance(dialog, SaveDialog)
    for name, expected in (("autosave", "keeps for itself"), ("my game", "is there already")):
        dialog.field.text = ""
        type_text(app, name)
        key(app, "return")
        assert app.scenes.top is dialog and expected in dialog.problem
    assert '"seed": 9' in first.read_text()  # asked, not yet replaced
    key(app, "return")  # the second Save replaces
    assert isinstance(app.scenes.top, TableScene) and f'"seed": {match.seed}' in first.read_text()
    assert all(app.store.load_kept(game).seed == match.seed for game in app.store.kept_games())
