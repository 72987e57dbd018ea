"""Statistics through the window: a game played to its end is recorded once, the Statistics screen opens from the
menu and steps through its filters, a seat's name field offers the names known, and a damaged database is said
while play goes on."""

from __future__ import annotations

import random

from driver import key, make_app, run_until, type_text

from tablegame.app.scenes.dialogs import ScoreScene
from tablegame.app.scenes.menu import MenuScene
from tablegame.app.scenes.statistics import StatsScene
from tablegame.app.scenes.table import TableScene
from tablegame.core.match import Match, Seat
from tablegame.paths import user_data_dir
from tablegame.stats.figures import figures


def one_move_from_the_end(seed: int = 3) -> tuple[Match, dict]:
    """A CABO match of Mina and a bot one action before its end, and that last action."""
    match = Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "easy")], seed)
    rng = random.Random(seed)
    actions = []
    while not match.is_over():
        action = rng.choice(match.legal_actions())
        actions.append(action)
        match.apply(action)
    before = Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "easy")], seed)
    before.replay(actions[:-1])
    return before, actions[-1]


def finish_in_the_window(app) -> Match:
    """Open a table one action before the end, play that action, and wait for the final score screen."""
    match, last = one_move_from_the_end()
    app.open_table(match)
    app.step()
    table = app.scenes.top
    assert isinstance(table, TableScene)
    table.apply(last, by_bot=last.get("seat") == 1)
    run_until(app, lambda: isinstance(app.scenes.top, ScoreScene) and app.scenes.top.final, frames=2000)
    return match


def test_a_game_finished_at_the_table_is_recorded_once_and_read_back_after_a_restart():
    app = make_app()
    match = finish_in_the_window(app)
    for _ in range(5):
        app.step()
    [game] = app.stats.db.games()
    assert game.match_id == match.extra["match_id"] and game.language == "en" and game.minutes is not None
    assert game.save_file.endswith(f"finished/{game.match_id}.json")
    app.store.flush()
    again = make_app()  # a restart: the finished file is imported, the game is not counted twice
    shown = figures(again.stats.db)
    assert shown["games"] == 1 and shown["players"]["Mina"]["games"] == 1


def test_the_statistics_screen_opens_from_the_menu_and_steps_through_its_filters():
    app = make_app()
    finish_in_the_window(app)
    app.store.flush()
    app.open_menu()
    app.step()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    [button] = [b for b in menu.buttons if b.label == "Statistics"]
    menu.press(button)
    scene = app.scenes.top
    assert isinstance(scene, StatsScene) and scene.mine is not None and scene.mine["games"] == 1
    labels = [b.label for b in scene.buttons]
    assert labels[:4] == ["All games", "Mina", "Any opponents", "Every game"]
    scene.press(scene.buttons[0])  # the first game: CABO
    scene.press(scene.buttons[2])  # easy bots
    scene.press(scene.buttons[3])  # the last 10 games
    assert (scene.game, scene.level, scene.last) == ("cabo", "easy", 10) and scene.mine["games"] == 1
    scene.press(scene.buttons[2])  # normal bots: none
    assert scene.mine is None or scene.mine["games"] == 0
    app.step()
    key(app, "escape")
    assert isinstance(app.scenes.top, MenuScene)


def test_a_seat_name_field_offers_the_names_known():
    app = make_app()
    finish_in_the_window(app)
    app.open_menu()
    app.step()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    field = next(seat.field for seat in menu.seats if seat.kind == "human")
    field.focused, field.text, field.selected = True, "", False
    type_text(app, "mi")
    assert field.suggestion() == "na"
    key(app, "right")
    assert field.text == "Mina"


def test_a_damaged_database_is_said_and_play_goes_on():
    user_data_dir().mkdir(parents=True, exist_ok=True)
    (user_data_dir() / "stats.sqlite").write_bytes(b"garbage" * 1000)
    app = make_app()
    app.open_menu()
    app.step()
    assert "set aside" in app.scenes.top.message
    finish_in_the_window(app)
    assert len(app.stats.db.games()) == 1
