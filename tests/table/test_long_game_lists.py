"""Many kept games: the menu and the Games in progress list read the summary cache and make only the rows shown."""

from __future__ import annotations

import json
import os
import uuid

import pygame
from driver import key, make_app

from tablegame.app.main import App
from tablegame.app.scenes.games_list import GameRows, GamesScene
from tablegame.core.match import Match, Seat
from tablegame.storage.saves import SaveStore, save_text

COUNT = 150


def many_games(store: SaveStore, count: int = COUNT) -> None:
    """`count` games in progress: one real kept file copied, each copy with its own id, first player and time."""
    match = Match("cabo", [Seat("P"), Seat("Bot 2", "bot", "normal")], 3)
    path = store.autosave(match, played_at=1000.0)
    data = json.loads(path.read_text(encoding="utf-8"))
    path.unlink()
    for number in range(count):
        ident = uuid.uuid4().hex
        name = f"P{number}"
        copy = dict(data, match_id=ident, seats=[dict(data["seats"][0], name=name), data["seats"][1]])
        copy["summary"] = dict(data["summary"], players=[name, "Bot 2"], played_at=1000.0 + number)
        (store.games_folder / f"{ident}.json").write_text(save_text(copy, compact=True), encoding="utf-8")


def open_list(app: App) -> GamesScene:
    """The menu, then its Games in progress list."""
    app.open_menu()
    app.step()
    button = next(b for b in app.scenes.top.buttons if b.label.startswith("Games in progress"))
    assert button.label == f"Games in progress ({COUNT})"
    button.on_click()
    app.step()
    scene = app.scenes.top
    assert isinstance(scene, GamesScene) and isinstance(scene.rows, GameRows)
    return scene


def test_the_list_makes_only_the_rows_it_shows():
    app = make_app((900, 600))
    many_games(app.store)
    scene = open_list(app)
    shown = scene.shown
    assert len(scene.rows) == COUNT and 0 < shown < 20
    # the rows shown, and those of the last screen (how far the list may scroll)
    assert len(scene.rows.made) <= 2 * (shown + 1) and scene.rows[0].title.startswith("CABO — P149")
    key(app, "end")
    assert scene.first + scene.shown == COUNT and scene.rows[COUNT - 1].title.startswith("CABO — P0")
    assert len(scene.rows.made) < 3 * (shown + 1)


def test_the_keyboard_walks_round_a_long_list_without_making_every_row():
    app = make_app((900, 600))
    many_games(app.store)
    scene = open_list(app)
    key(app, "tab")
    assert scene.cursor == (0, 0)
    key(app, "tab", mod=pygame.KMOD_SHIFT)  # from the first button back round to the last fixed one
    assert scene.cursor == (-1, len(scene.fixed) - 1) and scene.buttons[scene.focus].label == "Back"
    key(app, "tab")  # and on round to the first row's first button
    assert scene.cursor == (0, 0) and scene.first == 0
    key(app, "up")
    key(app, "up")
    assert scene.cursor == (-1, 0)
    key(app, "up")  # from the fixed buttons back up to the last row, scrolled to
    assert scene.cursor == (COUNT - 1, 1) and scene.first + scene.shown == COUNT
    assert len(scene.rows.made) < 3 * (scene.shown + 1) < COUNT


def test_the_menu_and_the_list_read_no_game_file_once_the_cache_is_there(monkeypatch):
    app = make_app()
    many_games(app.store)
    app.store.kept_games()  # the first listing writes the cache
    opened = []
    real_open = os.open

    def counting_open(path, *args, **kwargs):
        if str(path).endswith(".json") and not os.path.basename(path).startswith("."):
            opened.append(path)
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", counting_open)
    again = make_app()  # a new start of the program
    scene = open_list(again)
    scene.draw(again.screen)
    assert opened == []


def test_without_a_cache_the_menu_and_the_list_show_at_once_and_fill_in(monkeypatch):
    from tablegame.app.scenes import games_list, menu

    monkeypatch.setattr(menu, "FILL_SECONDS", 0.0)  # one file a frame
    monkeypatch.setattr(games_list, "FILL_SECONDS", 0.0)
    app = make_app()
    many_games(app.store, 6)
    app.open_menu()
    scene = app.scenes.top
    assert scene.unread == 5 and any(line.startswith("Reading your games… 16%") for line in scene.notices())
    app.step()
    assert scene.unread == 4 and next(b for b in scene.buttons if b.label == "Games in progress (2)")
    next(b for b in scene.buttons if b.label.startswith("Games in progress")).on_click()
    listing = app.scenes.top
    assert isinstance(listing, GamesScene) and listing.status_line() == "Reading your games… 50%"
    for _ in range(3):
        app.step()
    assert listing.unread == 0 and len(listing.rows) == 6 and not listing.status_line()
    key(app, "escape")
    assert app.scenes.top is scene and scene.unread == 0 and not scene.notices()
    assert next(b for b in scene.buttons if b.label == "Games in progress (6)")
