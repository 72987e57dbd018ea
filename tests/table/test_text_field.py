"""The one-line text field: the click that focuses it selects its text, Ctrl+A selects, typing replaces; text
comes from SDL's text input, so an input method can compose it, and pastes are taken."""

from __future__ import annotations

import pygame

from tablegame.app import widgets
from tablegame.app.widgets import TextField
from tablegame.table.events import Key, PointerDown, TextEditing, TextInput, translate
from tablegame.table.render import Fonts


def test_the_focusing_click_selects_the_text_so_typing_replaces_a_proposed_name():
    field = TextField(pygame.Rect(0, 0, 100, 20), "Player 1")
    field.handle(PointerDown((5, 5)))
    assert field.focused and field.selected
    field.handle(TextInput("M"))
    field.handle(TextInput("i"))
    assert field.text == "Mi" and not field.selected
    field.handle(PointerDown((50, 5)))  # a second click in the focused field keeps the caret
    assert not field.selected


def test_ctrl_a_selects_everything_and_a_click_elsewhere_unfocuses():
    field = TextField(pygame.Rect(0, 0, 100, 20), "Bot 2", focused=True)
    field.handle(Key("a", "", ctrl=True))
    assert field.selected and field.text == "Bot 2"
    field.handle(Key("backspace"))
    assert field.text == ""
    field.handle(PointerDown((500, 500)))
    assert not field.focused and not field.selected


def test_sdl_text_events_become_the_programs_own():
    assert translate(pygame.event.Event(pygame.TEXTINPUT, text="가")) == TextInput("가")
    assert translate(pygame.event.Event(pygame.TEXTEDITING, text="ㅁ", start=0, length=1)) == TextEditing("ㅁ", 0)


def test_a_korean_name_composed_by_an_input_method():
    """민 then 아 are composed (ㅁ, 미, 민 / ㅇ, 아), each committed; Backspace belongs to the IME meanwhile."""
    field = TextField(pygame.Rect(0, 0, 200, 30), "", 12, focused=True)
    for step in ("ㅁ", "미", "민"):
        field.handle(TextEditing(step))
        assert field.composing == step and field.text == ""
    field.handle(Key("backspace"))  # the input method's: the composition goes on
    field.handle(TextInput("민"))
    assert field.text == "민" and field.composing == ""
    field.handle(TextEditing("아"))
    field.handle(TextInput("아"))
    field.handle(TextInput("가"))
    assert field.text == "민아가"


def test_the_composition_is_drawn_at_the_caret():
    pygame.font.init()
    fonts = Fonts()
    fonts.resize((1280, 720))
    field = TextField(pygame.Rect(10, 10, 300, 40), "Mi", focused=True)
    plain = pygame.Surface((400, 80))
    field.draw(plain, fonts)
    field.handle(TextEditing("na"))
    composed = pygame.Surface((400, 80))
    field.draw(composed, fonts)
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(composed, "RGB")
    assert field.text == "Mi"


def test_any_drawable_unicode_up_to_the_limit_and_no_control_characters():
    field = TextField(pygame.Rect(0, 0, 200, 30), "", 6, focused=True)
    field.handle(TextInput("王小明\x1b😀"))
    field.handle(TextInput("Émile"))
    assert field.text == "王小明Émi"  # six characters, the escape and the emoji (the font has no glyph) dropped


def test_ctrl_v_pastes_one_line_of_the_clipboard(monkeypatch):
    monkeypatch.setattr(widgets, "clipboard_text", lambda: "Noor\nal-Huda")
    field = TextField(pygame.Rect(0, 0, 200, 30), "Player 1", 24)
    field.handle(PointerDown((5, 5)))  # the proposed name is selected: the paste replaces it
    field.handle(Key("v", "", ctrl=True))
    assert field.text == "Noor al-Huda"
