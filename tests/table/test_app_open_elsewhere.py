"""A game open in another window, as the window shows it: look at it or take it over; the window that lost it says so.

"Another window" is a second SaveStore on the same folder: it holds its locks as another program would.
"""

from __future__ import annotations

import random

from driver import click

from tablegame.app.main import App
from tablegame.app.scenes.games_list import GamesScene
from tablegame.app.scenes.open_elsewhere import OpenElsewhereScene
from tablegame.app.scenes.table import TableScene
from tablegame.app.settings import Settings
from tablegame.core.match import Match, Seat
from tablegame.storage.kept import MATCH_ID_FIELD
from tablegame.storage.saves import SaveStore, load_match

IDENT = "b" * 32


def window(tmp_path) -> App:
    """A window on the saves folder, showing the menu."""
    app = App((1280, 720), bot_threads=False, store=SaveStore(tmp_path / "saves"), settings=Settings("instant"))
    app.open_menu()
    app.step()
    return app


def other_window(tmp_path, actions: int = 6) -> tuple[SaveStore, Match]:
    """Another window with a CABO game open in it (and kept), the human to act."""
    store = SaveStore(tmp_path / "saves", background=False)
    match = Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "normal")], 5)
    rng = random.Random(5)
    while len(match.actions) < actions or match.to_act() != [0]:
        match.apply(rng.choice(match.legal_actions()))
    match.extra[MATCH_ID_FIELD] = IDENT
    assert store.claim(IDENT)
    store.autosave(match)
    return store, match


def press(app: App, label: str) -> None:
    """Click the top scene's button whose label starts with `label`."""
    button = next(b for b in app.scenes.top.buttons if b.label.startswith(label))
    click(app, button.rect.center)


def continue_last(app: App) -> None:
    """Continue the last game from the menu."""
    app.scenes.top.resume()  # the menu reads the games in progress again
    app.step()
    press(app, "Continue last game")


def test_continuing_a_game_open_elsewhere_asks_and_looking_changes_nothing(tmp_path):
    other, match = other_window(tmp_path)
    path = other.kept_path(IDENT, False)
    written = path.stat().st_mtime_ns
    app = window(tmp_path)
    continue_last(app)
    assert isinstance(app.scenes.top, OpenElsewhereScene)
    press(app, "Look at it")
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.read_only and table.match.actions == match.actions
    assert "open in another window" in table.board.model.status
    assert not table.board.model.gestures or all(g.action is None for g in table.board.model.gestures)
    assert table.holder() == 0  # the one human's own view, never every card face up as for a finished game
    for _ in range(5):
        app.step(0.5)
    app.open_menu()  # (as its Menu button does)
    app.store.flush()
    assert path.stat().st_mtime_ns == written and other.owns(IDENT)


def test_taking_a_game_over_plays_it_here_and_the_other_window_writes_no_more(tmp_path):
    other, _ = other_window(tmp_path)
    app = window(tmp_path)
    continue_last(app)
    press(app, "Take it over")
    table = app.scenes.top
    assert isinstance(table, TableScene) and not table.read_only
    assert not other.owns(IDENT)
    for _ in range(200):
        if table.viewer_may_act() and not table.busy():
            break
        app.step()
    table.apply(table.match.legal_actions(table.viewer)[0])
    app.store.flush()
    assert load_match(other.kept_path(IDENT, False)).actions == table.match.actions


def test_the_window_that_loses_its_game_says_so_and_looks_only(tmp_path):
    other, _ = other_window(tmp_path)
    other.release(IDENT)
    app = window(tmp_path)
    continue_last(app)
    table = app.scenes.top
    assert isinstance(table, TableScene) and not table.read_only
    SaveStore(tmp_path / "saves").take_over(IDENT)
    for _ in range(3):
        app.step(0.5)  # the table asks about once a second
    assert table.read_only and "taken over by another window" in table.board.model.status
    assert "taken over by another window" in table.board.message
    assert "Save" not in [button.label for button in table.board.model.buttons]


def test_a_game_open_elsewhere_is_not_deleted_from_the_list(tmp_path):
    other, _ = other_window(tmp_path)  # (kept: a store that goes lets its games go)
    app = window(tmp_path)
    app.scenes.push(GamesScene(app))
    app.step()
    app.scenes.top.ask_delete(app.store.kept_games()[0])
    app.step()
    press(app, "Delete")
    games = app.scenes.top
    assert isinstance(games, GamesScene) and "open in another window" in games.message
    assert len(app.store.kept_games()) == 1 and other.owns(IDENT)


def test_a_line_set_apart_by_another_windows_change_goes_on_under_its_own_id(tmp_path):
    other, match = other_window(tmp_path)
    other.release(IDENT)
    app = window(tmp_path)
    continue_last(app)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    assert table.viewer_may_act()
    legal = table.match.legal_actions(table.viewer)
    match.apply(legal[0])  # another copy where locks cannot be had plays a move of its own
    other.autosave(match)
    table.apply(legal[1])
    app.store.flush()
    app.step()
    assert table.match.extra[MATCH_ID_FIELD] != IDENT and "separate game" in table.board.message
    assert load_match(other.kept_path(IDENT, False)).actions == match.actions


def test_a_table_put_straight_on_a_game_open_elsewhere_only_looks_and_shows_no_hand_of_a_hot_seat(tmp_path):
    store = SaveStore(tmp_path / "saves", background=False)
    match = Match("cabo", [Seat("Mina"), Seat("Noor")], 5)  # two humans: a hot seat
    match.extra[MATCH_ID_FIELD] = IDENT
    assert store.claim(IDENT)
    store.autosave(match)
    app = window(tmp_path)
    app.open_table(match)
    app.step()
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.read_only and "open in another window" in table.board.model.status
    assert table.holder() is None  # an onlooker's view: neither player's cards
    assert store.owns(IDENT)
