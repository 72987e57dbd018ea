"""Asked when a game to continue is open in another window: look at it here, take it over, or leave it."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from tablegame.app.scene import Host, Scene
from tablegame.app.scenes.confirm import draw_question
from tablegame.app.widgets import Button, click_button
from tablegame.i18n import tr
from tablegame.table import render as r
from tablegame.table.events import InputEvent, Key

# What a choice does; returns why it could not be done (shown on the screen below), or None.
Choice = Callable[[], str | None]


class OpenElsewhereScene(Scene):
    """Look at the game (nothing can be played), take it over (the other window stops saving it), or cancel."""

    transparent = True

    def __init__(self, app: Host, detail: str, look: Choice, take: Choice) -> None:
        super().__init__(app)
        self.detail = detail
        self.choices: list[tuple[str, Choice | None]] = [
            (tr("Look at it"), look),
            (tr("Take it over"), take),
            (tr("Cancel"), None),
        ]
        self.buttons: list[Button] = []
        self.focus = 0  # looking changes nothing: Enter alone never takes a game from another window

    def handle(self, event: InputEvent) -> None:
        """The buttons; Tab/arrows move between them, Enter presses, Esc cancels."""
        if click_button(self.buttons, event) or not isinstance(event, Key):
            return
        if event.name == "escape":
            self.choose(None)
        elif event.name in ("tab", "right", "down"):
            self.focus = (self.focus + 1) % len(self.choices)
        elif event.name in ("left", "up"):
            self.focus = (self.focus - 1) % len(self.choices)
        elif event.name in ("return", "enter", "space"):
            self.choose(self.choices[self.focus][1])

    def choose(self, choice: Choice | None) -> None:
        """Close the question, then do the choice; a problem is said on the screen below."""
        self.app.scenes.pop()
        problem = choice() if choice is not None else None
        below = self.app.scenes.top
        if problem is not None and below is not None and hasattr(below, "message"):
            below.message = problem

    def draw(self, surface: pygame.Surface) -> None:
        """A panel over the screen below: the question, what each answer does, three buttons."""
        answers = [(label, partial(self.choose, choice), r.BUTTON) for label, choice in self.choices]
        self.buttons = draw_question(
            self.app,
            surface,
            tr("This game is open in another window"),
            self.detail,
            answers,
            self.focus,
            width=660,
            detail_lines=5,
        )
