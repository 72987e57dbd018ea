"""Keys and the pointer through the real window: Esc closes the innermost thing, Tab cycles the legal moves only,
a dragged card can be put back, and name fields edit at their caret."""

from __future__ import annotations

import pygame
from driver import click, key, make_app, start_match, type_text

from tablegame.app.main import App
from tablegame.app.scenes.confirm import ConfirmScene
from tablegame.app.scenes.menu import MenuScene
from tablegame.app.scenes.save_dialog import SaveDialog
from tablegame.core.match import Seat
from tablegame.table.render import Fonts
from tablegame.table.text_recorder import recording_texts


def drawn_texts(app: App) -> list[str]:
    """Every text the screen draws now (the top scene over those under it), as the text recorder follows it."""
    plain = app.fonts
    with recording_texts() as recorder:
        app.fonts = Fonts()
        app.fonts.resize(app.size)
        try:
            canvas = pygame.Surface(app.screen.get_size(), 0, app.screen)
            app.scenes.draw(canvas)
            return [text.text for text in recorder.texts_on(canvas)]
        finally:
            app.fonts = plain


def menu_app() -> tuple[App, MenuScene]:
    """The app on its main menu, a frame run."""
    app = make_app()
    app.open_menu()
    app.step()
    scene = app.scenes.top
    assert isinstance(scene, MenuScene)
    return app, scene


# --- Esc on the menu --------------------------------------------------------------------------------------
def test_esc_on_the_bare_menu_asks_before_quitting():
    app, menu = menu_app()
    key(app, "escape")
    assert app.running and isinstance(app.scenes.top, ConfirmScene)
    assert "Your games are kept." in drawn_texts(app)
    key(app, "escape")  # Esc on the question keeps the program open
    assert app.running and app.scenes.top is menu
    key(app, "escape")
    key(app, "return")  # Enter alone takes the safe answer
    assert app.running and app.scenes.top is menu
    key(app, "escape")
    key(app, "tab")
    key(app, "return")
    assert not app.running


def test_esc_in_a_name_field_only_leaves_the_field():
    app, menu = menu_app()
    field = menu.fields[0]
    click(app, field.rect.center)
    assert field.focused
    key(app, "escape")
    assert not field.focused and app.scenes.top is menu and app.running


# --- name fields ------------------------------------------------------------------------------------------
def test_home_and_end_move_the_caret_in_a_name_field():
    app, menu = menu_app()
    field = menu.fields[0]
    click(app, field.rect.center)
    key(app, "end")  # ends the selection made by the focusing click, caret at the end
    type_text(app, "na")
    key(app, "home")
    type_text(app, "A")
    key(app, "right")
    key(app, "delete")
    key(app, "end")
    key(app, "left")
    key(app, "backspace")
    assert field.text[:1] == "A" and field.text.endswith("a")
    name = field.text
    key(app, "home")
    type_text(app, "Z")
    assert field.text == "Z" + name


def test_an_unfocused_field_shows_the_start_of_a_long_name():
    app, menu = menu_app()
    field = menu.fields[0]
    field.text = "Bartholomew-Maximilian Wolfeschlegel"[: field.max_len]
    menu.layout()
    app.step()
    shown = [text for text in drawn_texts(app) if text.startswith("Bart")]
    assert shown, "the start of the long name is not drawn"


def test_the_save_dialog_shows_its_counter_once():
    app = make_app()
    start_match(app, [Seat("Mina"), Seat("Bot 2", "bot", "random")])
    key(app, "s", mod=pygame.KMOD_CTRL)
    dialog = app.scenes.top
    assert isinstance(dialog, SaveDialog)
    app.step()
    used, most = len(dialog.field.text), dialog.field.max_len
    counters = [text for text in drawn_texts(app) if str(most) in text and str(used) in text]
    assert counters == [f"{used} / {most}"]
