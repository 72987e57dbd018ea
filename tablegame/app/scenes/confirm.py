"""A question over a menu screen before something that cannot be undone ("Delete this game?")."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tablegame.app.scene import Host, Scene
from tablegame.app.text_lines import wrapped_lines
from tablegame.app.widgets import Button, click_button
from tablegame.i18n import tr
from tablegame.table import render as r
from tablegame.table.events import InputEvent, Key


class ConfirmScene(Scene):
    """A question with a button that does it and one that keeps things as they are (Esc; the focused default)."""

    transparent = True

    def __init__(self, app: Host, question: str, detail: str, yes: str, on_yes: Callable[[], None],
                 no: str | None = None) -> None:
        super().__init__(app)
        self.question = question
        self.detail = detail
        self.yes, self.no = yes, no if no is not None else tr("Keep it")
        self.on_yes = on_yes
        self.buttons: list[Button] = []
        self.focus = 1  # the safe answer: Enter alone never deletes anything

    def handle(self, event: InputEvent) -> None:
        """The buttons; Tab/arrows move between them, Enter presses, Esc keeps."""
        if click_button(self.buttons, event):
            return
        if not isinstance(event, Key):
            return
        if event.name == "escape":
            self.keep()
        elif event.name in ("tab", "left", "right", "up", "down"):
            self.focus = 1 - self.focus
        elif event.name in ("return", "enter", "space") and self.buttons:
            self.buttons[self.focus].on_click()

    def confirm(self) -> None:
        """Do it, then close the question."""
        self.app.scenes.pop()
        self.on_yes()

    def keep(self) -> None:
        """Close the question and change nothing."""
        self.app.scenes.pop()

    def draw(self, surface: pygame.Surface) -> None:
        """A panel over the screen below."""
        w, h = surface.get_size()
        fonts = self.app.fonts
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        pad = max(4, int(14 * fonts.scale))
        line = fonts.body.get_height()
        width = min(w - 10, int(620 * fonts.scale))
        question = wrapped_lines(fonts.big, self.question, width - 2 * pad)
        detail = wrapped_lines(fonts.body, self.detail, width - 2 * pad, 4)
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
        bw = (panel.w - 3 * pad) // 2
        by = panel.bottom - pad - line - 12
        self.buttons = [Button(pygame.Rect(panel.x + pad, by, bw, line + 12), self.yes, self.confirm,
                               colour=(130, 50, 50)),
                        Button(pygame.Rect(panel.x + 2 * pad + bw, by, bw, line + 12), self.no, self.keep)]
        for index, button in enumerate(self.buttons):
            button.focus = index == self.focus
            button.draw(surface, fonts, self.app.pointer)
