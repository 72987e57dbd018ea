"""The menu's games, driven by posted events: games kept side by side, Delete, finished games, remembered setups."""

from __future__ import annotations

import json
import random
import time

import pygame
import pytest
from driver import centre, click, compose, key, make_app, type_text

from tablegame.app.main import App
from tablegame.app.scenes.button_scene import ListScene
from tablegame.app.scenes.games_list import GamesScene
from tablegame.app.scenes.load import LoadScene
from tablegame.app.scenes.menu import MenuScene
from tablegame.app.scenes.save_dialog import SaveDialog
from tablegame.app.scenes.table import TableScene
from tablegame.app.settings import GameSetup, SeatSetup, Settings, settings_path
from tablegame.core.match import Match, Seat
from tablegame.paths import data_dir
from tablegame.storage.saves import SaveStore, load_match, match_to_json


def press(app: App, label: str) -> None:
    """Click the top scene's button whose label starts with `label`."""
    button = next(b for b in app.scenes.top.buttons if b.label.startswith(label))
    assert button.enabled, label
    click(app, button.rect.center)


def press_in_row(app: App, title: str, label: str) -> None:
    """Click a list row's button (the row whose title starts with `title`)."""
    scene = app.scenes.top
    assert isinstance(scene, ListScene)
    rect = next(rect for row, rect in scene.row_rects if row.title.startswith(title))
    button = next(b for b in scene.buttons if rect.contains(b.rect) and b.label == label)
    click(app, button.rect.center)


def play_a_little(app: App, actions: int = 2) -> Match:
    """Act for the humans on the table a few times (the bots answer in the frame loop); the match."""
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    for _ in range(actions):
        for _ in range(200):
            if scene.viewer_may_act() and not scene.busy() and app.scenes.top is scene:
                break
            app.step()
        scene.apply(scene.match.legal_actions(scene.viewer)[0])
        app.step()
    return scene.match


def test_two_games_started_one_after_the_other_both_remain_and_continue_exactly():
    app = make_app()
    app.open_menu()
    app.step()
    press(app, "Start")
    cabo = play_a_little(app)
    cabo_actions, cabo_view = list(cabo.actions), cabo.view(0)
    app.open_menu()
    app.step()
    press(app, "›")  # the next game
    game = app.scenes.top.rules.title
    press(app, "Start")
    other = play_a_little(app)
    other_actions = list(other.actions)
    app.open_menu()
    app.step()
    press(app, "Games in progress (2)")
    games = app.scenes.top
    assert isinstance(games, GamesScene) and len(games.rows) == 2
    assert games.rows[0].title.startswith(game)  # the last played first
    kept = [app.store.load_kept(g).actions for g in app.store.kept_games()]
    assert kept == [other_actions, cabo_actions]  # each game exactly where it was left
    press_in_row(app, "CABO", "Continue")
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.match.actions[: len(cabo_actions)] == cabo_actions
    assert len(table.match.actions) == len(cabo_actions) or table.match.actions[len(cabo_actions)]["seat"] != 0
    if table.match.actions == cabo_actions:
        assert table.match.view(0) == cabo_view
    app.open_menu()
    app.step()
    press(app, "Games in progress (2)")
    press_in_row(app, game, "Continue")
    assert app.scenes.top.match.actions[: len(other_actions)] == other_actions


def test_delete_asks_first_and_deletes_only_that_game():
    app = make_app()
    for seed in (1, 2):
        app.store.autosave(Match("cabo", [Seat(f"Ann {seed}"), Seat("Bot 2", "bot", "normal")], seed))
    app.open_menu()
    app.step()
    press(app, "Games in progress (2)")
    press_in_row(app, "CABO — Ann 1", "Delete")
    app.step()
    press(app, "Keep it")
    assert len(app.store.kept_games()) == 2 and isinstance(app.scenes.top, GamesScene)
    press_in_row(app, "CABO — Ann 1", "Delete")
    app.step()
    key(app, "return")  # Enter alone keeps: the safe answer has the focus
    assert len(app.store.kept_games()) == 2
    press_in_row(app, "CABO — Ann 1", "Delete")
    app.step()
    press(app, "Delete")
    assert [game.players[0] for game in app.store.kept_games()] == ["Ann 2"]
    assert [row.title for row in app.scenes.top.rows] == ["CABO — Ann 2, Bot 2"]


def finished_match() -> Match:
    """A CABO match played to its end by random moves."""
    match = Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "normal")], 3)
    rng = random.Random(3)
    while not match.is_over():
        match.apply(rng.choice(match.legal_actions()))
    return match


def test_a_finished_game_moves_to_its_own_list_and_opens_read_only():
    app = make_app()
    match = finished_match()
    app.store.autosave(match)
    app.open_menu()
    app.step()
    press(app, "Games in progress (0)")
    assert len(app.scenes.top.rows) == 0
    press(app, "Finished games")
    finished = app.scenes.top
    assert isinstance(finished, GamesScene) and finished.finished
    [row] = finished.rows
    assert "won" in row.detail and [a.label for a in row.actions] == ["Look at it", "Review", "Delete"]
    press_in_row(app, "CABO", "Look at it")
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.read_only and table.match.actions == match.actions
    assert len(app.store.kept_games(finished=True)) == 1 and app.store.kept_games() == []


def test_the_menu_remembers_each_games_setup_after_a_restart():
    app = App((1280, 720), bot_threads=False)
    app.open_menu()
    app.step()
    menu = app.scenes.top
    press(app, "›")
    game = menu.game
    press(app, "+")
    field = menu.seats[0].field
    click(app, field.rect.center)
    for _ in range(len(field.text)):
        key(app, "backspace")
    type_text(app, "Noor")
    spec = menu.rules.options[0]
    press(app, f"{spec.shown_title()}:")
    chosen = dict(menu.options)
    press(app, "Bot speed")
    speed = app.settings.speed
    press(app, "Start")
    assert settings_path().is_file()
    restarted = App((1280, 720), bot_threads=False)
    restarted.open_menu()
    restarted.step()
    again = restarted.scenes.top
    assert isinstance(again, MenuScene) and again.game == game and again.options == chosen
    assert [s.field.text for s in again.seats] == [s.field.text for s in menu.seats]
    assert again.seats[0].field.text == "Noor" and len(again.seats) == len(menu.seats)
    assert restarted.settings.speed == speed and not again.message


def test_a_damaged_settings_file_is_reported_once_and_nothing_else_is_lost():
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{damaged", encoding="utf-8")
    first = make_app()
    first.store.autosave(Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "normal")], 5))
    app = App((1280, 720), bot_threads=False)
    app.open_menu()
    app.step()
    menu = app.scenes.top
    assert "could not be read" in menu.message and "defaults" in menu.message
    assert len(app.store.kept_games()) == 1 and json.loads(path.read_text())["format"] == "tablegame-settings"
    app.open_menu()
    app.step()
    assert not app.scenes.top.message  # said once
    assert not App((1280, 720), bot_threads=False).settings.problem


def test_the_example_games_are_listed_and_load_as_new_games_in_progress():
    app = make_app()
    app.open_menu()
    app.step()
    press(app, "Load a saved game")
    load = app.scenes.top
    assert isinstance(load, LoadScene)
    titles = [row.title for row in load.rows]
    assert titles[0] == "Your saves" and "Example games" in titles
    example = next(entry for entry in load.examples if entry.path.stem == "cabo-one-move-before-a-bomb")
    before = example.path.read_bytes()
    for _ in range(len(load.rows)):  # the keyboard scrolls the list to any row
        key(app, "down")
    key(app, "home")
    press_in_row(app, "CABO: one move before a bomb", "Load")
    table = app.scenes.top
    assert isinstance(table, TableScene) and example.path.read_bytes() == before
    assert example.path.parent == data_dir("saves")
    [kept] = app.store.kept_games()
    assert app.store.load_kept(kept).actions == table.match.actions


def test_the_save_dialog_proposes_a_selected_name_and_shows_the_limit():
    app = make_app()
    app.open_table(Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "normal")], 3))
    app.step()
    key(app, "s", mod=pygame.KMOD_CTRL)
    dialog = app.scenes.top
    assert isinstance(dialog, SaveDialog) and dialog.field.selected and dialog.field.text.startswith("CABO ")
    type_text(app, "Ü")
    assert dialog.field.text == "Ü" and not dialog.field.selected  # typing replaced the proposal
    type_text(app, "ber-nacht é")
    assert dialog.limit_text() == "12 / 40"
    type_text(app, "x" * 40)
    assert len(dialog.field.text) == 40 and "no more letters fit" in dialog.limit_text()
    dialog.field.text, dialog.field.selected = "keep me", True
    key(app, "end")
    type_text(app, "!")
    assert dialog.field.text == "keep me!"
    key(app, "return")
    assert isinstance(app.scenes.top, TableScene)
    assert [entry.name for entry in app.store.entries()] == ["keep me!"]


def test_a_korean_name_composed_in_the_menu_starts_the_game_and_is_kept():
    """An input method composes 민아 in seat 1's field (posted TEXTEDITING, then TEXTINPUT per syllable); the
    game starts with that name, its history names the seat, and a new window continues the kept game with it."""
    app = make_app()
    app.open_menu()
    app.step()
    menu = app.scenes.top
    field = menu.seats[0].field
    click(app, field.rect.center)  # the proposed name is selected: the first syllable replaces it
    compose(app, field, ((("ㅁ", "미", "민"), "민"), (("ㅇ", "아"), "아")))
    assert field.text == "민아" and field.composing == ""
    click(app, next(b for b in menu.buttons if b.label == "Start").rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.match.seats[0].name == "민아"
    table.match.apply(table.match.legal_actions(0)[0])
    assert "민아" in table.match.history_for(1).entries[-1].text
    app.store.flush()
    again = make_app()
    [kept] = again.store.kept_games()
    assert again.store.load_kept(kept).seats[0].name == "민아"


def test_a_long_list_scrolls_by_wheel_and_keys_at_900_by_600():
    app = make_app((900, 600))
    for seed in range(14):
        app.store.autosave(
            Match("cabo", [Seat(f"P{seed}"), Seat("Bot 2", "bot", "normal")], seed), played_at=1000.0 + seed
        )
    app.open_menu()
    app.step()
    press(app, "Games in progress (14)")
    games = app.scenes.top
    assert games.shown < 14 and games.first == 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2))
    app.step()
    assert games.first == 2
    key(app, "home")
    for _ in range(2 * 13 + 1):  # Continue and Delete of each row down to the last one
        key(app, "tab")
    assert games.first > 0 and games.cursor == (13, 0) and games.buttons[games.focus].label == "Continue"
    key(app, "return")
    assert isinstance(app.scenes.top, TableScene) and app.scenes.top.match.seats[0].name == "P0"


def test_a_remembered_setup_the_game_no_longer_allows_falls_back_to_its_defaults():
    app = make_app()
    app.settings.game = "cabo"
    app.settings.setups["cabo"] = GameSetup(
        [SeatSetup("bot", "Bad\x1bname", "genius"), SeatSetup("human", "Ann", "x")],
        {"memory_aid": "yes", "lock_caller": True, "unknown": 1},
    )
    app.open_menu()
    app.step()
    menu = app.scenes.top
    assert [(s.kind, s.field.text, s.level) for s in menu.seats] == [
        ("bot", "Bot 1", "normal"),
        ("human", "Ann", "normal"),
    ]
    assert menu.options["memory_aid"] is False and "unknown" not in menu.options
    app.settings.setups["cabo"] = GameSetup([SeatSetup("human", "Solo", "normal")], {})  # too few seats
    menu.choose_game(menu.game_index)
    assert len(menu.seats) == menu.rules.min_seats  # the default seats, the player's name kept for theirs
    assert [(s.kind, s.field.text) for s in menu.seats] == [("human", "Ann"), ("bot", "Bot 2")]


def test_an_earlier_versions_autosave_is_a_game_in_progress_after_the_start():
    match = Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "normal")], 6)
    match.apply(match.legal_actions(0)[0])
    first = make_app()
    first.store.folder.mkdir(parents=True, exist_ok=True)
    first.store.old_autosave_path.write_text(json.dumps(match_to_json(match)), encoding="utf-8")
    app = make_app()  # the next start moves it
    assert not app.store.old_autosave_path.exists()
    app.open_menu()
    app.step()
    press(app, "Continue last game")
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.match.actions[:1] == match.actions


def slow_disk(app: App, monkeypatch) -> None:
    """Make each background autosave take a moment, as a slow disk would, so that only a flush waits for it."""
    place = app.store.writer.place

    def slow_place(ident: str, over: bool, contents: bytes) -> object:
        time.sleep(0.05)
        return place(ident, over, contents)

    monkeypatch.setattr(app.store.writer, "place", slow_place)


def on_disk(app: App, match: Match) -> list:
    """The actions in the game's own file, read without waiting for the autosave thread."""
    return load_match(app.store.kept_path(match.extra["match_id"], match.is_over())).actions


@pytest.mark.parametrize("leave", ["menu button", "quit", "window closed"])
def test_leaving_the_table_or_the_program_writes_the_last_move_first(monkeypatch, leave):
    app = make_app()
    app.open_menu()
    app.step()
    press(app, "Start")
    slow_disk(app, monkeypatch)
    match = play_a_little(app, 3)
    if leave == "menu button":
        click(app, centre(app, "app:menu"))
        assert isinstance(app.scenes.top, MenuScene)
    elif leave == "quit":
        app.quit()
    else:
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        app.run(max_frames=app.frames + 5)  # the loop ends with the frame that takes the close
        assert not app.running
    assert on_disk(app, match) == match.actions


def test_a_failing_autosave_is_told_once_however_many_moves_fail(tmp_path, monkeypatch):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the save folder should be")
    app = App(bot_threads=False, store=SaveStore(blocker / "saves"), settings=Settings("instant"))
    app.open_menu()
    app.step()
    press(app, "Start")
    scene = app.scenes.top
    told: list[str] = []
    monkeypatch.setattr(scene.board, "say", lambda text, quiet=False: told.append(text))
    for _ in range(3):
        play_a_little(app, 1)
        app.store.flush()
        app.step()
    assert [text for text in told if text.startswith("Autosave failed")] == [
        "Autosave failed, this game is not being saved: Not a directory"
    ]
