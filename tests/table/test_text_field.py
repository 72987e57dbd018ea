"""The one-line text field: the click that focuses it selects its text, Ctrl+A selects, typing replaces."""

from __future__ import annotations

import pygame

from tablegame.app.widgets import TextField
from tablegame.table.events import Key, PointerDown


def test_the_focusing_click_selects_the_text_so_typing_replaces_a_proposed_name():
    field = TextField(pygame.Rect(0, 0, 100, 20), "Player 1")
    field.handle(PointerDown((5, 5)))
    assert field.focused and field.selected
    field.handle(Key("m", "M"))
    field.handle(Key("i", "i"))
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
