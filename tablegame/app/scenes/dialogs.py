"""Screens over the table: the hot-seat hand-off and the score screen."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from tablegame.app.scene import Host, Scene
from tablegame.app.widgets import Button, click_button
from tablegame.core.match import Match
from tablegame.table import render as r
from tablegame.table.events import InputEvent, Key, PointerDown
from tablegame.table.model import FACE, ScoreSheet


class HandedTable(Protocol):
    """The table a hand-off screen covers (the table scene)."""

    match: Match

    def take_table(self, seat: int) -> None:
        """The hand-off screen was clicked: `seat` now views the table."""


class HandoffScene(Scene):
    """A full window that hides the table between two humans: whom to pass to, why, and what they must do.

    "Pass to Mina", then what happened that needs her (the latest entries of her own history) and what
    she must do now (the prompt her table will show); nothing of the table is drawn.
    """

    def __init__(self, app: Host, table: HandedTable, seat: int, news: list[str] | None = None,
                 prompt: str = "") -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.name = table.match.seats[seat].name
        self.news = list(news or [])
        self.prompt = prompt

    def handle(self, event: InputEvent) -> None:
        """A click or Enter/Space hands the table over."""
        if (isinstance(event, PointerDown) and event.button == 1) or (
                isinstance(event, Key) and event.name in ("return", "enter", "space")):
            self.app.scenes.pop()
            self.table.take_table(self.seat)

    def lines(self) -> list[str]:
        """The screen's explaining lines: what happened, then what the player must do."""
        lines = []
        if self.news:
            lines.append("What happened: " + " · ".join(self.news))
        if self.prompt:
            prompt = self.prompt.removeprefix(f"{self.name}: ")  # the table's status names the seat first
            # a status that begins with the name in a sentence of its own ("Noor played 1: drag ...") says it already
            lines.append(prompt if prompt.startswith(self.name) else f"{self.name}, now: {prompt}")
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        """Nothing of the table: a plain screen naming the next player, why it is their turn and what to do."""
        w, h = surface.get_size()
        surface.fill((16, 28, 22))
        fonts = self.app.fonts
        colour = r.seat_colour(self.seat)
        r.draw_text(surface, fonts.title, f"Pass to {self.name}", (w // 2, int(h * 0.22)), colour, "center", w - 20)
        y = int(h * 0.34)
        width = min(w - 40, int(900 * fonts.scale))
        for line in self.lines():
            for part in r.wrap_text(fonts.body, line, width)[:6]:
                r.draw_text(surface, fonts.body, part, (w // 2, y), r.TEXT, "midtop")
                y += fonts.body.get_height() + 2
            y += fonts.body.get_height() // 2
        y = max(y + fonts.big.get_height() // 2, int(h * 0.62))
        r.draw_seat_label(surface, fonts.big, self.seat, f"{self.name} — click when ready", (w // 2, y),
                          r.TEXT, "center", w - 20)
        r.draw_text(surface, fonts.body, "The table stays hidden until then, so nobody sees another player's cards.",
                    (w // 2, y + fonts.big.get_height()), r.DIM, "center", w - 20)


class ScoreScene(Scene):
    """The score screen after a round or at the game's end: revealed rows, points and why."""

    transparent = True

    def __init__(self, app: Host, sheet: ScoreSheet, art: r.CardArt, final: bool = False,
                 on_close: Callable[[], None] | None = None, looking_back: bool = False) -> None:
        super().__init__(app)
        self.sheet = sheet
        self.art = art
        self.final = final
        self.on_close = on_close  # the table shows the round's end until this screen closes
        self.looking_back = looking_back  # asked for on a finished game's table: only "Back to the table"
        self.buttons: list[Button] = []

    def handle(self, event: InputEvent) -> None:
        """The buttons; Enter or Space continues."""
        if click_button(self.buttons, event):
            return
        if isinstance(event, Key) and event.name in ("return", "enter", "space", "escape"):
            self.buttons[0].on_click() if self.buttons else self.close()

    def close(self) -> None:
        """Back to the table."""
        self.app.scenes.pop()
        if self.on_close is not None:
            self.on_close()

    def to_menu(self) -> None:
        """Leave the finished game."""
        self.app.open_menu()

    def draw(self, surface: pygame.Surface) -> None:
        """A panel with the score table, the notes, earlier rounds and the buttons."""
        w, h = surface.get_size()
        fonts = self.app.fonts
        panel = pygame.Rect(0, 0, int(w * 0.94), int(h * 0.94))
        panel.center = (w // 2, h // 2)
        r.draw_panel(surface, panel, (12, 30, 22), 255, border=r.GLOW)
        pad = max(4, int(12 * fonts.scale))
        y = panel.y + pad
        title = r.draw_text(surface, fonts.big, self.sheet.title, (panel.centerx, y), r.GLOW, "midtop", panel.w - 20)
        y = title.bottom + pad
        button_h = fonts.body.get_height() + 2 * pad
        bottom = panel.bottom - pad - button_h - pad
        y = self._draw_table(surface, pygame.Rect(panel.x + pad, y, panel.w - 2 * pad, bottom - y), y)
        y = self._draw_notes(surface, pygame.Rect(panel.x + pad, y, panel.w - 2 * pad, bottom - y))
        self._draw_history(surface, pygame.Rect(panel.x + pad, y, panel.w - 2 * pad, bottom - y))
        self._layout_buttons(pygame.Rect(panel.x + pad, bottom + pad, panel.w - 2 * pad, button_h))
        for button in self.buttons:
            button.draw(surface, fonts, self.app.pointer)

    def _layout_buttons(self, strip: pygame.Rect) -> None:
        """Continue (or, at the end, the menu and a last look at the table)."""
        width = min(strip.w // 2 - 8, int(320 * self.app.fonts.scale))
        if self.looking_back:
            self.buttons = [Button(pygame.Rect(strip.centerx - width // 2, strip.y, width, strip.h),
                                   "Back to the table", self.close)]
        elif self.final:
            self.buttons = [
                Button(pygame.Rect(strip.centerx - width - 8, strip.y, width, strip.h), "Back to the menu",
                       self.to_menu),
                Button(pygame.Rect(strip.centerx + 8, strip.y, width, strip.h), "Look at the table", self.close),
            ]
        else:
            self.buttons = [Button(pygame.Rect(strip.centerx - width // 2, strip.y, width, strip.h), "Next round",
                                   self.close)]

    def _draw_table(self, surface: pygame.Surface, area: pygame.Rect, y: int) -> int:
        """The rows: name, small revealed cards, then the score columns. Returns the y below."""
        fonts = self.app.fonts
        sheet = self.sheet
        widths = [0.16, 0.30, 0.07, 0.31, 0.08, 0.08]
        xs = [area.x]
        for f in widths[:-1]:
            xs.append(xs[-1] + int(area.w * f))
        columns = [sheet.columns[0], "Cards", *sheet.columns[1:]]
        for x, f, name in zip(xs, widths, columns, strict=False):
            r.draw_text(surface, fonts.small, name, (x, y), r.DIM, width=int(area.w * f) - 4)
        y += fonts.small.get_height() + 4
        n = max(1, len(sheet.rows))
        row_h = int(min(fonts.scale * 92, max(fonts.body.get_height() + 4, (area.h * 0.62) // n)))
        for i, row in enumerate(sheet.rows):
            seat = sheet.seats[i] if i < len(sheet.seats) else i
            top = y + i * row_h
            mid = top + row_h // 2
            if i % 2 == 0:
                r.draw_panel(surface, pygame.Rect(area.x - 4, top, area.w + 8, row_h), (255, 255, 255), 14, radius=4)
            r.draw_seat_label(surface, fonts.body, seat, row[0], (xs[0], mid), None, "midleft",
                              int(area.w * widths[0]) - 6)
            cards = sheet.cards[i] if i < len(sheet.cards) else []
            self._draw_cards(surface, cards, pygame.Rect(xs[1], top + 3, int(area.w * widths[1]) - 8, row_h - 6))
            for col, text in enumerate(row[1:], start=2):
                font = fonts.small if col == 3 else fonts.body
                lines = r.wrap_text(font, text, int(area.w * widths[col]) - 6)[:2] if col == 3 else [text]
                ty = mid - len(lines) * font.get_height() // 2
                for line in lines:
                    r.draw_text(surface, font, line, (xs[col], ty), r.TEXT, width=int(area.w * widths[col]) - 6)
                    ty += font.get_height()
        return y + n * row_h + 6

    def _draw_cards(self, surface: pygame.Surface, cards: list[str], box: pygame.Rect) -> None:
        """The revealed row, as small face-up cards."""
        if not cards or box.h < 6:
            return
        h = box.h
        w = int(h * 5 / 7)
        step = min(w + 4, (box.w - w) // max(1, len(cards) - 1)) if len(cards) > 1 else w
        if step < w * 0.4:
            w = max(4, int(box.w / (len(cards) * 1.1)))
            h = int(w * 7 / 5)
            step = int(w * 1.1)
        for j, card in enumerate(cards):
            surface.blit(self.art.surface(card, FACE, (w, h)), (box.x + j * step, box.y + (box.h - h) // 2))

    def _draw_notes(self, surface: pygame.Surface, area: pygame.Rect) -> int:
        """The lines that explain the points."""
        font = self.app.fonts.body
        y = area.y
        for note in self.sheet.notes:
            for line in r.wrap_text(font, note, area.w):
                if y + font.get_height() > area.bottom:
                    return y
                r.draw_text(surface, font, line, (area.x, y), r.TEXT)
                y += font.get_height() + 2
        return y + 6

    def _draw_history(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Round-by-round scores, as many of the latest rounds as fit."""
        sheet = self.sheet
        font = self.app.fonts.small
        line_h = font.get_height() + 2
        room = area.h // line_h - 1
        if not sheet.history or room < 1:
            return
        cols = max(1, len(sheet.history_columns))
        col_w = min(area.w // cols, int(200 * self.app.fonts.scale))
        for c, name in enumerate(sheet.history_columns):
            r.draw_text(surface, font, name or "Each round", (area.x + c * col_w, area.y), r.DIM, width=col_w - 6)
        rows = sheet.history[-room:]
        for i, row in enumerate(rows):
            for c, text in enumerate(row):
                r.draw_text(surface, font, text, (area.x + c * col_w, area.y + (i + 1) * line_h), r.TEXT,
                            width=col_w - 6)
