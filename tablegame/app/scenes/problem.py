"""The screen that reports an error inside the running window, so the program never closes on one."""

from __future__ import annotations

import pygame

from tablegame.app.scene import Host, Scene
from tablegame.app.text_lines import wrapped_lines
from tablegame.app.widgets import Button, click_button
from tablegame.i18n import tr
from tablegame.table import finish
from tablegame.table import render as r
from tablegame.table.events import InputEvent, Key


class ProblemScene(Scene):
    """ "Something went wrong": what, where the details are, and ways on (menu, back, quit)."""

    def __init__(self, app: Host, message: str, log_hint: str) -> None:
        super().__init__(app)
        self.message = message
        self.log_hint = log_hint
        self.buttons: list[Button] = []

    def handle(self, event: InputEvent) -> None:
        """The buttons; Enter goes back to the menu, Esc back to the screen below."""
        if click_button(self.buttons, event):
            return
        if isinstance(event, Key) and event.name in ("return", "enter"):
            self.to_menu()
        elif isinstance(event, Key) and event.name == "escape":
            self.back()

    def to_menu(self) -> None:
        """Leave whatever failed for a fresh main menu (the game so far is in the autosave)."""
        self.app.open_menu()

    def back(self) -> None:
        """Return to the screen below, which may work again (a failed load, a one-off drawing error)."""
        self.app.scenes.remove(self)

    def draw(self, surface: pygame.Surface) -> None:
        """A plain panel: title, the message, where the details went, three buttons."""
        w, h = surface.get_size()
        fonts = self.app.fonts
        surface.fill((40, 20, 22))  # (a fill also tells the text recorder that what was under it is gone)
        surface.blit(finish.felt(surface.get_size(), (40, 20, 22)), (0, 0))
        width = w - 20
        y = int(h * 0.12)
        y = r.draw_text(surface, fonts.big, tr("Something went wrong"), (w // 2, y), r.GLOW, "midtop", width).bottom
        y += fonts.body.get_height()
        width = min(width, int(1000 * fonts.scale))  # lines a reader's eye can follow
        for line in wrapped_lines(fonts.body, self.message, width, 5):
            y = r.draw_text(surface, fonts.body, line, (w // 2, y), r.TEXT, "midtop", width).bottom
        y += fonts.small.get_height()
        for line in wrapped_lines(fonts.small, self.log_hint, width, 3):
            y = r.draw_text(surface, fonts.small, line, (w // 2, y), r.DIM, "midtop", width).bottom
        line_h = fonts.body.get_height() + 12
        gap = 12
        button_w = max(10, min(int(260 * fonts.scale), (w - 4 * gap) // 3))
        left = w // 2 - (3 * button_w + 2 * gap) // 2
        top = max(y + gap, int(h * 0.8) - line_h)
        labels = [(tr("Back to the menu"), self.to_menu), (tr("Go back"), self.back), (tr("Quit"), self.app.quit)]
        self.buttons = [
            Button(pygame.Rect(left + i * (button_w + gap), top, button_w, line_h), label, action)
            for i, (label, action) in enumerate(labels)
        ]
        for button in self.buttons:
            button.draw(surface, fonts, self.app.pointer)
