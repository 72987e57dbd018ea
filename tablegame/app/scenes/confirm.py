"""A question over a menu screen before something that cannot be undone ("Delete this game?")."""

from __future__ import annotations

from collections.abc import Callable, Sequence

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

    def __init__(
        self, app: Host, question: str, detail: str, yes: str, on_yes: Callable[[], None], no: str | None = None
    ) -> None:
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
        answers = [(self.yes, self.confirm, DANGER), (self.no, self.keep, r.BUTTON)]
        self.buttons = draw_question(self.app, surface, self.question, self.detail, answers, self.focus)


# An answer's button: its label, what it does, its colour.
Answer = tuple[str, Callable[[], None], tuple[int, int, int]]
DANGER = (130, 50, 50)  # the colour of an answer that cannot be undone


def draw_question(
    app: Host,
    surface: pygame.Surface,
    question: str,
    detail: str,
    answers: Sequence[Answer],
    focus: int,
    width: int = 620,
    detail_lines: int = 4,
) -> list[Button]:
    """A question in a panel over the dimmed screen below, its detail under it and its answers in a row at the
    bottom (`focus`: the answer the keyboard is on); returns the answers' buttons as drawn."""
    w, h = surface.get_size()
    fonts = app.fonts
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 150))
    surface.blit(shade, (0, 0))
    pad = max(4, int(14 * fonts.scale))
    line = fonts.body.get_height()
    width = min(w - 10, int(width * fonts.scale))
    question_lines = wrapped_lines(fonts.big, question, width - 2 * pad)
    detail_lines_drawn = wrapped_lines(fonts.body, detail, width - 2 * pad, detail_lines)
    height = fonts.big.get_height() * len(question_lines) + line * (len(detail_lines_drawn) + 2) + pad * 5
    panel = pygame.Rect(0, 0, width, height)
    panel.center = (w // 2, h // 2)
    r.draw_panel(surface, panel, r.PANEL, 250, border=r.GLOW)
    y = panel.y + pad
    for text in question_lines:
        y = r.draw_text(surface, fonts.big, text, (panel.centerx, y), r.TEXT, "midtop", panel.w - 2 * pad).bottom
    y += pad
    for text in detail_lines_drawn:
        y = r.draw_text(surface, fonts.body, text, (panel.centerx, y), r.DIM, "midtop", panel.w - 2 * pad).bottom
    count = len(answers)
    bw = (panel.w - (count + 1) * pad) // count
    by = panel.bottom - pad - line - 12
    buttons = [
        Button(pygame.Rect(panel.x + pad + i * (bw + pad), by, bw, line + 12), label, on_click, colour=colour)
        for i, (label, on_click, colour) in enumerate(answers)
    ]
    for index, button in enumerate(buttons):
        button.focus = index == focus
        button.draw(surface, fonts, app.pointer)
    return buttons
