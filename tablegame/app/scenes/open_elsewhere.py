"""Asked when a game to continue is open in another window: look at it here, take it over, or leave it."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from tablegame.app.scene import Host, Scene
from tablegame.app.text_lines import wrapped_lines
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
        self.choices: list[tuple[str, Choice | None]] = [(tr("Look at it"), look), (tr("Take it over"), take),
                                                         (tr("Cancel"), None)]
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
        w, h = surface.get_size()
        fonts = self.app.fonts
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        pad = max(4, int(14 * fonts.scale))
        line = fonts.body.get_height()
        width = min(w - 10, int(660 * fonts.scale))
        question = wrapped_lines(fonts.big, tr("This game is open in another window"), width - 2 * pad)
        detail = wrapped_lines(fonts.body, self.detail, width - 2 * pad, 5)
        height = fonts.big.get_height() * len(question) + line * (len(detail) + 2) + pad * 5
        panel = pygame.Rect(0, 0, width, height)
        panel.center = (w // 2, h // 2)
        r.draw_panel(surface, panel, r.PANEL, 250, border=r.GLOW)
        y = panel.y + pad
        for text in question:
            y = r.draw_text(surface, fonts.big, text, (panel.centerx, y), r.TEXT, "midtop", panel.w - 2 * pad).bottom
        y += pad
        for text in detail:
            y = r.draw_text(surface, fonts.body, text, (panel.centerx, y), r.DIM, "midtop", panel.w - 2 * pad).bottom
        count = len(self.choices)
        bw = (panel.w - (count + 1) * pad) // count
        by = panel.bottom - pad - line - 12
        self.buttons = [Button(pygame.Rect(panel.x + pad + i * (bw + pad), by, bw, line + 12), label,
                               partial(self.choose, choice))
                        for i, (label, choice) in enumerate(self.choices)]
        for index, button in enumerate(self.buttons):
            button.focus = index == self.focus
            button.draw(surface, fonts, self.app.pointer)
