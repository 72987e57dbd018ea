"""One odd file never stops a start: kept games with summaries no clock or font can show, file times far
off, and a menu that fails anyway shows the problem screen."""

from __future__ import annotations

import errno
import json
import os

import pytest

from tablegame.app import main
from tablegame.app.main import App
from tablegame.app.scenes.games_list import GamesScene
from tablegame.app.scenes.menu import MenuScene
from tablegame.app.scenes.opening import when_played
from tablegame.app.scenes.problem import ProblemScene
from tablegame.app.settings import Settings
from tablegame.core.match import Match, Seat
from tablegame.storage.kept import MAX_TIME, checked_summary, new_match_id, sane_time
from tablegame.storage.saves import SaveStore, kept_data

SEATS = [Seat("Mina"), Seat("Bot 2", "bot", "normal")]
ODD_TIMES = [1e20, 1e300, -1e300, -1.0, 1e17, -1e17, float("nan"), float("inf"), float("-inf")]


def write_kept(store: SaveStore, change=None, summary: bool = True):
    """A game in progress written as the program does, its summary changed (or taken away); ASCII escapes keep
    lone surrogates in the file."""
    data = kept_data(Match("cabo", SEATS, 4))
    if change:
        change(data["summary"])
    if not summary:
        del data["summary"]
    path = store.kept_path(new_match_id(), finished=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def start() -> App:
    """The start `run_app` makes (its loop aside): the window on the menu, one frame drawn."""
    app = App(bot_threads=False, settings=Settings("instant"))
    app.open_menu()
    app.step()
    return app


def games_rows(app: App) -> list:
    """The Games in progress list, opened from the menu and drawn once."""
    assert isinstance(app.scenes.top, MenuScene)
    app.scenes.push(GamesScene(app))
    app.step()
    return app.scenes.top.rows


def file_time(monkeypatch, name: str, mtime: float | None) -> None:
    """Make the file called `name` report this modification time (None: its status cannot be read, errno 75),
    as some file systems do, whichever of os.stat or os.lstat reads it."""
    for function in ("stat", "lstat"):
        real = getattr(os, function)

        def odd(path, *args, real=real, **kwargs):
            info = real(path, *args, **kwargs)
            if os.fspath(path).endswith(name):
                if mtime is None:
                    raise OSError(errno.EOVERFLOW, os.strerror(errno.EOVERFLOW), os.fspath(path))
                return os.stat_result(
                    list(info), {"st_mtime": mtime, "st_atime": info.st_atime, "st_ctime": info.st_ctime}
                )
            return info

        monkeypatch.setattr(os, function, odd)


@pytest.mark.parametrize("played_at", [1e20, 1e300, -1e300, -5.0, MAX_TIME + 1])
def test_a_summary_played_at_no_clock_can_show_leaves_the_game_listed_and_playable(played_at):
    write_kept(SaveStore(), lambda summary: summary.update(played_at=played_at))
    [row] = games_rows(start())
    assert row.title == "CABO — Mina, Bot 2" and not row.problem and "last played" in row.detail


@pytest.mark.parametrize(
    "change",
    [
        lambda summary: summary["players"].__setitem__(0, "\ud800Mina"),
        lambda summary: summary.update(title="\udc00"),
        lambda summary: summary.update(title="CABO\x1b]0;pwned\x07"),
        lambda summary: summary["players"].__setitem__(1, "Bot\n2"),
    ],
)
def test_a_summary_with_text_no_screen_can_show_gives_way_to_what_the_file_tells(change):
    path = write_kept(SaveStore(), change)
    assert checked_summary(json.loads(path.read_text(encoding="utf-8"))) is None
    app = start()
    assert app.scenes.top.latest_caption is not None
    [row] = games_rows(app)
    assert row.title == "CABO — Mina, Bot 2" and not row.problem


def test_a_game_of_an_unknown_name_no_screen_can_show_is_listed_with_a_question_mark():
    path = write_kept(SaveStore(), summary=False)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["game"] = "\ud800"
    path.write_text(json.dumps(data), encoding="utf-8")
    [row] = games_rows(start())
    assert "\ud800" not in row.title + row.detail + row.problem


@pytest.mark.parametrize("mtime", [1e17, 1e20, -1e17, float("nan"), None])
def test_a_kept_game_whose_file_time_is_far_off_is_listed(monkeypatch, mtime):
    path = write_kept(SaveStore(), summary=False)  # without a summary, the file's own time says when
    file_time(monkeypatch, path.name, mtime)
    [row] = games_rows(start())
    assert row.problem if mtime is None else row.detail.endswith("last played ?")


@pytest.mark.parametrize("mtime", [1e17, 1e20, -1e17, float("nan"), None])
def test_an_old_autosave_with_a_far_off_time_moves_and_the_menu_starts(monkeypatch, mtime):
    store = SaveStore()
    store.folder.mkdir(parents=True)
    data = kept_data(Match("cabo", SEATS, 4))
    del data["summary"]
    store.old_autosave_path.write_text(json.dumps(data), encoding="utf-8")
    file_time(monkeypatch, store.old_autosave_path.name, mtime)
    app = start()
    rows = games_rows(app)
    if mtime is not None:  # moved among the games in progress, with a time every clock can show
        [row] = rows
        assert row.title == "CABO — Mina, Bot 2" and not row.problem
        [game] = app.store.kept_games()
        assert 0 < game.played_at <= MAX_TIME  # the time of the move, as no clock can show the file's


@pytest.mark.parametrize("seconds", ODD_TIMES)
def test_every_time_a_list_shows_survives_any_number(seconds):
    assert when_played(seconds) == "?"
    assert sane_time(seconds) == 0.0  # unknown


def test_sane_times_are_kept_as_they_are():
    assert sane_time(1_700_000_000.5) == 1_700_000_000.5 and sane_time(MAX_TIME) == MAX_TIME
    assert when_played(1_700_000_000) != "?" and when_played(1.0) != "?" and when_played(0.0) == "?"


def test_a_menu_that_cannot_be_made_shows_the_problem_screen_instead_of_a_dead_start(monkeypatch):
    def broken(self, *args, **kwargs):
        raise RuntimeError("an odd file nothing foresaw")

    monkeypatch.setattr(SaveStore, "kept_games", broken)
    monkeypatch.setattr(App, "reraise_errors", False)
    monkeypatch.setattr(main, "start_log", lambda: None)
    shown: list = []
    monkeypatch.setattr(App, "run", lambda self: shown.append(self.scenes.scenes[:]) or 0)
    assert main.run_app() == 0
    [scenes] = shown
    assert len(scenes) == 1 and isinstance(scenes[0], ProblemScene)
    assert "an odd file nothing foresaw" in scenes[0].message
