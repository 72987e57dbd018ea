"""What the menu remembers for the player, driven by posted events: their name in every game, and the game
"Continue last game" picks up (the one last on the table, not the one with the latest move)."""

from __future__ import annotations

from driver import click, key, type_text

from tablegame.app.main import App
from tablegame.app.scenes.menu import MenuScene
from tablegame.app.scenes.table import TableScene
from tablegame.core.match import Match, Seat
from tablegame.storage.kept import MATCH_ID_FIELD


def window() -> App:
    """A window on the menu, its settings read from (and kept in) the private config folder."""
    app = App((1280, 720), bot_threads=False)
    app.open_menu()
    app.step()
    return app


def menu_of(app: App) -> MenuScene:
    """The menu on top."""
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    return menu


def press(app: App, label: str) -> None:
    """Click the top scene's button whose label starts with `label`."""
    button = next(b for b in app.scenes.top.buttons if b.label.startswith(label))
    assert button.enabled, label
    click(app, button.rect.center)


def first_human(menu: MenuScene) -> str:
    """The name in the first human seat's field."""
    return next(seat.field.text for seat in menu.seats if seat.kind == "human")


def test_the_players_name_is_typed_once_for_every_game():
    app = window()
    menu = menu_of(app)
    field = menu.seats[0].field
    click(app, field.rect.center)  # the click selects the proposed name: typing replaces it
    type_text(app, "Noor")
    for _ in menu.games:
        press(app, "›")
        assert first_human(menu) == "Noor", menu.game
    press(app, "Start")
    app.open_menu()
    app.step()
    menu = menu_of(app)
    for _ in menu.games:
        press(app, "›")
        assert first_human(menu) == "Noor", menu.game
    restarted = menu_of(window())
    for index in range(len(restarted.games)):
        restarted.choose_game(index)
        assert first_human(restarted) == "Noor", restarted.game


def test_a_name_typed_later_in_another_game_wins_over_a_games_remembered_one():
    app = window()
    menu = menu_of(app)
    click(app, menu.seats[0].field.rect.center)
    type_text(app, "Noor")
    press(app, "Start")
    app.open_menu()
    app.step()
    menu = menu_of(app)
    press(app, "›")
    click(app, menu.seats[0].field.rect.center)
    type_text(app, "Mina")
    press(app, "‹")
    assert menu.seats[0].field.text == "Mina"  # not the "Noor" this game was last started with
    click(app, menu.seats[0].field.rect.center)
    key(app, "backspace")  # back to the usual name: no name is forced on the next game
    press(app, "›")
    assert menu.seats[0].field.text == "Player 1"


def keep(app: App, name: str, seed: int, played_at: float) -> Match:
    """A CABO game kept as if played at `played_at` (seconds since 1970)."""
    match = Match("cabo", [Seat(name), Seat("Bot 2", "bot", "normal")], seed)
    match.extra[MATCH_ID_FIELD] = f"{seed:032x}"
    app.store.autosave(match, played_at=played_at)
    return match


def continue_last(app: App) -> TableScene:
    """Back to the menu, then Continue last game; the table it opens."""
    app.open_menu()
    app.step()
    press(app, "Continue last game")
    table = app.scenes.top
    assert isinstance(table, TableScene)
    return table


def test_continue_picks_up_the_game_last_on_the_table_not_the_one_with_the_latest_move():
    app = window()
    keep(app, "Anna", 1, 1_700_000_000.0)
    keep(app, "Bots", 2, 1_700_000_100.0)
    assert continue_last(app).match.seats[0].name == "Bots"  # nothing opened yet: the latest move
    app.open_menu()
    app.step()
    press(app, "Games in progress")
    scene = app.scenes.top
    rect = next(rect for row, rect in scene.row_rects if "Anna" in row.title)
    click(app, next(b for b in scene.buttons if rect.contains(b.rect) and b.label == "Continue").rect.center)
    assert app.scenes.top.match.seats[0].name == "Anna"
    keep(app, "Bots", 2, 1_700_000_900.0)  # the bots' game moves on in another window
    app.open_menu()
    app.step()
    assert "Anna" in menu_of(app).latest_caption[0]  # the caption names the game Continue picks up
    assert continue_last(app).match.seats[0].name == "Anna"
    app.open_menu()
    app.store.release_all()  # the window closes
    restarted = window()
    assert continue_last(restarted).match.seats[0].name == "Anna"  # after a restart too
    restarted.open_menu()
    restarted.step()
    anna = next(game for game in restarted.store.kept_games() if game.players[0] == "Anna")
    restarted.store.delete_kept(anna)
    assert continue_last(restarted).match.seats[0].name == "Bots"  # gone: the game opened before it
