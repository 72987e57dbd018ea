"""Screens over the table: the hot-seat hand-off and the score screen."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from tablegame.app.scene import Host, Scene
from tablegame.app.scenes import score_table
from tablegame.app.text_lines import wrapped_lines
from tablegame.app.widgets import Button, click_button
from tablegame.core.match import Match
from tablegame.core.words import is_you, shown_name
from tablegame.i18n import ntr, tr
from tablegame.table import finish
from tablegame.table import render as r
from tablegame.table.events import InputEvent, Key, PointerDown
from tablegame.table.model import FACE, ScoreSheet
from tablegame.table.plot import Plot, draw_plot


class HandedTable(Protocol):
    """The table a hand-off screen covers (the table scene)."""

    match: Match

    def take_table(self, seat: int) -> None:
        """The hand-off screen was clicked: `seat` now views the table."""


class HandoffScene(Scene):
    """A full window that hides the table between two humans: whom to pass to, why, and what they must do.

    "Pass to Mina", then what happened that needs her and what she must do now, both as an onlooker's history
    and table say them (the previous player still sits in front of it: whatever Mina alone may learn, her table
    tells her once she has taken it); nothing of the table is drawn.
    """

    def __init__(
        self, app: Host, table: HandedTable, seat: int, news: list[str] | None = None, prompt: str = ""
    ) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.name = table.match.seats[seat].name
        self.news = list(news or [])
        self.prompt = prompt

    def handle(self, event: InputEvent) -> None:
        """A click or Enter/Space hands the table over."""
        if (isinstance(event, PointerDown) and event.button == 1) or (
            isinstance(event, Key) and event.name in ("return", "enter", "space")
        ):
            self.app.scenes.pop()
            self.table.take_table(self.seat)

    def lines(self) -> list[str]:
        """The screen's words as lines of text: what happened, then what the player must do."""
        lines = [tr("What happened: {entries}", entries=" · ".join(self.news))] if self.news else []
        return [*lines, self.prompt_line()] if self.prompt else lines

    def prompt_line(self) -> str:
        """What the player must do now, addressed to them."""
        if not self.prompt:
            return ""
        # the table's status names the seat first (a Chinese status with a full-width colon)
        prompt = self.prompt.removeprefix(f"{self.name}: ").removeprefix(f"{self.name}：")
        # a status that is a sentence of its own ("Noor played 1 and moves their canoes", "Waiting for Mina and
        # Noor to choose a card") says it already
        return prompt if prompt == self.prompt else tr("{name}, now: {prompt}", name=self.name, prompt=prompt)

    def draw(self, surface: pygame.Surface) -> None:
        """Nothing of the table: a plain screen naming the next player, why it is their turn and what to do."""
        w, h = surface.get_size()
        surface.fill((16, 28, 22))  # (a fill also tells the text recorder that what was under it is gone)
        surface.blit(finish.felt(surface.get_size(), (16, 28, 22)), (0, 0))
        fonts = self.app.fonts
        colour = r.seat_colour(self.seat)
        width = min(w - 40, int(900 * fonts.scale))
        title = wrapped_lines(fonts.title, tr("Pass to {name}", name=self.name), w - 40)
        y = int(h * 0.22) - len(title) * fonts.title.get_height() // 2
        for line in title:
            y = r.draw_text(surface, fonts.title, line, (w // 2, y), colour, "midtop", w - 40).bottom
        y = max(y + fonts.body.get_height() // 2, int(h * 0.34))
        symbol = max(6, int(fonts.big.get_height() * 0.62)) + 6  # the seat's shape before the first line
        ready = wrapped_lines(fonts.big, tr("{name} — click when ready", name=self.name), width - symbol)
        below = len(ready) * fonts.big.get_height() + 2 * fonts.body.get_height()
        room = int(h * 0.92) - below - y  # the news and the prompt go between the title and the last lines
        body = fonts.body
        prompt = wrapped_lines(body, self.prompt_line(), width, 3) if self.prompt else []
        news = [f"• {entry}" for entry in self.news]
        news_lines = [wrapped_lines(fonts.small, entry, width, 2) for entry in news]
        shown: list[list[str]] = []
        used = (len(prompt) + 1) * body.get_height() + fonts.small.get_height()
        for lines in reversed(news_lines):  # the latest entries, as many as fit
            if used + len(lines) * fonts.small.get_height() > room:
                break
            shown.insert(0, lines)
            used += len(lines) * fonts.small.get_height()
        if shown:
            heading = (
                tr("What happened")
                if len(shown) == len(news)
                else ntr("What happened (the latest {count})", "What happened (the latest {count})", len(shown))
            )
            block = (1 + sum(map(len, shown))) * fonts.small.get_height()
            pad = max(4, int(10 * fonts.scale))
            r.draw_panel(
                surface,
                pygame.Rect(w // 2 - width // 2 - pad, y - pad, width + 2 * pad, block + 2 * pad),
                (255, 255, 255),
                12,
                radius=8,
            )
            y = r.draw_text(surface, fonts.small, heading, (w // 2, y), r.DIM, "midtop", width).bottom
            for lines in shown:
                for line in lines:
                    y = r.draw_text(surface, fonts.small, line, (w // 2 - width // 2, y), r.TEXT, width=width).bottom
            y += body.get_height()
        for line in prompt:
            y = r.draw_text(surface, body, line, (w // 2, y), r.TEXT, "midtop", width).bottom
        y = max(y + fonts.big.get_height() // 2, int(h * 0.62))
        for k, line in enumerate(ready):
            if k == 0:
                r.draw_seat_label(surface, fonts.big, self.seat, line, (w // 2, y), r.TEXT, "center", width)
            else:
                r.draw_text(surface, fonts.big, line, (w // 2, y), r.TEXT, "center", width)
            y += fonts.big.get_height()
        for line in wrapped_lines(
            body, tr("The table stays hidden until then, so nobody sees another player's cards."), width
        ):
            r.draw_text(surface, body, line, (w // 2, y), r.DIM, "center", width)
            y += body.get_height()


class ScoreScene(Scene):
    """The score screen after a round or at the game's end: revealed rows, points and why."""

    transparent = True

    def __init__(
        self,
        app: Host,
        sheet: ScoreSheet,
        art: r.CardArt,
        final: bool = False,
        on_close: Callable[[], None] | None = None,
        looking_back: bool = False,
        you: int | None = None,
        play_again: Callable[[], str | None] | None = None,
        picture: Plot | None = None,
        review: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.sheet = sheet
        self.art = art
        self.final = final
        self.on_close = on_close  # the table shows the round's end until this screen closes
        self.looking_back = looking_back  # asked for on a finished game's table: only "Back to the table"
        self.you = you  # the seat the sheet calls "you" (its title's "You win"): its row says so beside the name
        self.play_again = play_again  # at the game's end: a rematch, or None; it returns why it cannot start
        self.picture = picture  # at the game's end: each seat's progress over the game, drawn beside or under
        self.review = review  # the coach's review of the game, when there is one (a hook: no review scene yet)
        self.problem = ""  # why the rematch could not start
        self.buttons: list[Button] = []

    def handle(self, event: InputEvent) -> None:
        """The buttons; Enter or Space continues."""
        if click_button(self.buttons, event):
            return
        if isinstance(event, Key) and event.name in ("return", "enter", "space", "escape"):
            self.to_menu() if self.final and not self.looking_back else self.close()

    def close(self) -> None:
        """Back to the table."""
        self.app.scenes.pop()
        if self.on_close is not None:
            self.on_close()

    def to_menu(self) -> None:
        """Leave the finished game (Enter and Esc: never a new game by a key alone)."""
        self.app.open_menu()

    def rematch(self) -> None:
        """Play again with the same seats and options (or say why not)."""
        if self.play_again is not None:
            self.problem = self.play_again() or ""

    def draw(self, surface: pygame.Surface) -> None:
        """A panel with the score table, the notes, earlier rounds and the buttons."""
        w, h = surface.get_size()
        fonts = self.app.fonts
        panel = pygame.Rect(0, 0, int(w * 0.94), int(h * 0.94))
        panel.center = (w // 2, h // 2)
        r.draw_panel(surface, panel, (12, 30, 22), 255, border=r.GLOW)
        pad = max(4, int(12 * fonts.scale))
        y = panel.y + pad
        for line in wrapped_lines(fonts.big, self.sheet.title, panel.w - 4 * pad, 2):
            y = r.draw_text(surface, fonts.big, line, (panel.centerx, y), r.GLOW, "midtop", panel.w - 4 * pad).bottom
        y += pad
        button_h = fonts.body.get_height() + 2 * pad
        bottom = panel.bottom - pad - button_h - pad
        inner = pygame.Rect(panel.x + 2 * pad, y, panel.w - 4 * pad, bottom - y)
        if self.picture is not None:
            self._draw_with_picture(surface, inner, self.picture, pad)
        else:
            y = self._draw_table(surface, inner)
            y = self._draw_notes(surface, pygame.Rect(inner.x, y, inner.w, inner.bottom - y))
            self._draw_history(surface, pygame.Rect(inner.x, y, inner.w, inner.bottom - y))
        self._layout_buttons(pygame.Rect(panel.x + pad, bottom + pad, panel.w - 2 * pad, button_h))
        for button in self.buttons:
            button.draw(surface, fonts, self.app.pointer)
        if self.problem:
            r.draw_text(
                surface, fonts.small, self.problem, (panel.centerx, bottom), r.WARN, "midbottom", panel.w - 4 * pad
            )

    def _draw_with_picture(self, surface: pygame.Surface, inner: pygame.Rect, picture: Plot, pad: int) -> None:
        """The scores and the game's picture: beside them where the table leaves room enough, else under the table
        and its notes (the earlier rounds then shown only if room is left above the picture: it tells them too)."""
        fonts = self.app.fonts
        room = inner.w - self._least_table_width(inner.w) - 2 * pad
        if room >= max(inner.w * 0.3, 300 * fonts.scale):
            width = min(int(inner.w * 0.42), room)
            left = pygame.Rect(inner.x, inner.y, inner.w - width - 2 * pad, inner.h)
            draw_plot(surface, pygame.Rect(left.right + 2 * pad, inner.y, width, inner.h), picture, fonts)
            y = self._draw_table(surface, left)
            y = self._draw_notes(surface, pygame.Rect(left.x, y, left.w, left.bottom - y))
            self._draw_history(surface, pygame.Rect(left.x, y, left.w, left.bottom - y))
            return
        least = max(int(inner.h * 0.3), 8 * fonts.small.get_height())  # the picture's least height
        y = self._draw_table(surface, pygame.Rect(inner.x, inner.y, inner.w, inner.h - least - pad))
        y = self._draw_notes(surface, pygame.Rect(inner.x, y, inner.w, inner.bottom - least - pad - y))
        history = (len(self.sheet.history) + 2) * (fonts.small.get_height() + 2) if self.sheet.history else 0
        if self.sheet.history and inner.bottom - y - history >= least:
            self._draw_history(surface, pygame.Rect(inner.x, y, inner.w, history))
            y += history
        draw_plot(surface, pygame.Rect(inner.x, y + pad, inner.w, inner.bottom - y - pad), picture, fonts)

    def _least_table_width(self, width: int) -> int:
        """The least width the score table takes in a room `width` wide (every header and value on two lines)."""
        fonts = self.app.fonts
        gap = max(8, int(18 * fonts.scale))
        symbol = max(6, int(fonts.body.get_height() * 0.62)) + 6
        rows = self.shown_rows()
        least = 0
        for c, header in enumerate(self.sheet.columns):
            values = [row[c] if c < len(row) else "" for row in rows]
            least += score_table.measure(header, values, fonts.small, fonts.body, symbol if c == 0 else 0).least + gap
        if any(self.sheet.cards):
            least += min(width // 4, int(fonts.scale * 130 * 5 / 7) * 2 + gap)
        return least

    def _layout_buttons(self, strip: pygame.Rect) -> None:
        """Continue (or, at the end, the menu and a last look at the table)."""
        width = min(strip.w // 2 - 8, int(320 * self.app.fonts.scale))
        if self.looking_back:
            self.buttons = [
                Button(
                    pygame.Rect(strip.centerx - width // 2, strip.y, width, strip.h),
                    tr("Back to the table"),
                    self.close,
                )
            ]
        elif self.final:
            actions = [
                (tr("Back to the menu"), self.to_menu, r.BUTTON),
                (tr("Look at the table"), self.close, r.BUTTON),
            ]
            if self.review is not None:
                actions.insert(0, (tr("Review"), self.review, r.BUTTON))
            if self.play_again is not None:
                actions.insert(0, (tr("Play again"), self.rematch, (40, 110, 70)))
            width = min((strip.w - 16 * (len(actions) - 1)) // len(actions), int(320 * self.app.fonts.scale))
            x = strip.centerx - (len(actions) * width + 16 * (len(actions) - 1)) // 2
            self.buttons = []
            for label, action, colour in actions:
                self.buttons.append(Button(pygame.Rect(x, strip.y, width, strip.h), label, action, colour=colour))
                x += width + 16
        else:
            self.buttons = [
                Button(pygame.Rect(strip.centerx - width // 2, strip.y, width, strip.h), tr("Next round"), self.close)
            ]

    def shown_rows(self) -> list[list[str]]:
        """The sheet's rows, the name of the seat its title calls "you" marked so ("Mina (you)"): the title's
        "You win" and the rows' names then speak of the same player."""
        rows: list[list[str]] = []
        for i, row in enumerate(self.sheet.rows):
            seat = self.sheet.seats[i] if i < len(self.sheet.seats) else i
            if not row:
                rows.append([])
                continue
            name = shown_name(row[0])  # "Bot 4" as the title says it: 机器人4
            marked = seat == self.you and not is_you(row[0])  # a seat called "You" is marked already
            rows.append([tr("{name} (you)", name=name) if marked else name, *row[1:]])
        return rows

    def _draw_table(self, surface: pygame.Surface, area: pygame.Rect) -> int:
        """The rows: name, small revealed cards, then the score columns, each column as wide as its header and
        values need (wrapped onto two lines when the window is narrow). Returns the y below."""
        fonts = self.app.fonts
        sheet = self.sheet
        head_font, font = fonts.small, fonts.body
        gap = max(8, int(18 * fonts.scale))
        symbol = max(6, int(font.get_height() * 0.62)) + 6  # a seat's symbol before its name
        rows = self.shown_rows()
        n = max(1, len(rows))
        has_cards = any(sheet.cards)
        # the cards take what the notes and every round's line leave, up to 130 px at 1280x720
        notes = sum(len(r.wrap_text(font, note, area.w)) for note in sheet.notes) * (font.get_height() + 2)
        rounds = (len(sheet.history) + 3) * (head_font.get_height() + 2) if sheet.history else 0
        spare = (area.h - notes - rounds - 3 * head_font.get_height()) // n - 2 * max(3, int(6 * fonts.scale))
        card_h = int(min(fonts.scale * 130, area.h * 0.62 // n - 6, max(font.get_height() * 2, spare)))
        card_h = card_h if has_cards else 0
        most_cards = max((len(cards) for cards in sheet.cards), default=0)
        columns = []
        for c, header in enumerate(sheet.columns):
            values = [row[c] if c < len(row) else "" for row in rows]
            column = score_table.measure(header, values, head_font, font, symbol if c == 0 else 0)
            columns.append(score_table.Column(column.natural + gap, column.least + gap))
        card_w = int(card_h * 5 / 7)
        widths = score_table.share(
            columns,
            area.w,
            1 if has_cards else None,
            min(area.w // 4, card_w * 2 + gap),
            most_cards * (card_w + 4) + gap,
        )
        headers = [sheet.columns[0], tr("Cards"), *sheet.columns[1:]] if has_cards else list(sheet.columns)
        xs = [area.x]
        for width in widths[:-1]:
            xs.append(xs[-1] + width)
        header_lines = [
            wrapped_lines(head_font, name, width - gap, 2) for name, width in zip(headers, widths, strict=True)
        ]
        for x, lines in zip(xs, header_lines, strict=True):
            for k, line in enumerate(lines):
                r.draw_text(surface, head_font, line, (x, area.y + k * head_font.get_height()), r.DIM)
        y = area.y + max(len(lines) for lines in header_lines) * head_font.get_height() + 4
        for i, row in enumerate(rows):
            y = self._draw_row(surface, i, row, xs, widths, gap, card_h, y, area)
        return y + 6

    def _draw_row(
        self,
        surface: pygame.Surface,
        i: int,
        row: list[str],
        xs: list[int],
        widths: list[int],
        gap: int,
        card_h: int,
        top: int,
        area: pygame.Rect,
    ) -> int:
        """One player's row: the name (seat symbol and colour), the cards, the values. Returns its bottom."""
        fonts = self.app.fonts
        font = fonts.body
        sheet = self.sheet
        seat = sheet.seats[i] if i < len(sheet.seats) else i
        symbol = max(6, int(font.get_height() * 0.62)) + 6
        cells = [(xs[0] + symbol, widths[0] - gap - symbol, row[0] if row else "")]
        text_columns = (
            list(zip(xs[2:], widths[2:], strict=True)) if card_h else list(zip(xs[1:], widths[1:], strict=True))
        )
        cells += [(x, width - gap, text) for (x, width), text in zip(text_columns, row[1:], strict=False)]
        lines = [wrapped_lines(font, text, width, 2) for _, width, text in cells]
        line_h = font.get_height()
        pad = max(3, int(6 * fonts.scale))
        row_h = max(card_h + 2 * pad, max(len(cell) for cell in lines) * line_h + 2 * pad)
        mid = top + row_h // 2
        if i % 2 == 0:
            r.draw_panel(
                surface, pygame.Rect(area.x - pad, top, area.w + 2 * pad, row_h), (255, 255, 255), 14, radius=4
            )
        colour = r.seat_colour(seat)
        for k, ((x, width, _), cell) in enumerate(zip(cells, lines, strict=True)):
            ty = mid - len(cell) * line_h // 2
            for line in cell:
                r.draw_text(surface, font, line, (x, ty), colour if k == 0 else r.TEXT, width=width)
                ty += line_h
        r.draw_symbol(surface, seat, (xs[0] + symbol // 2 - 3, mid - (len(lines[0]) - 1) * line_h // 2), symbol - 6)
        if card_h:
            cards = sheet.cards[i] if i < len(sheet.cards) else []
            self._draw_cards(surface, cards, pygame.Rect(xs[1], mid - card_h // 2, widths[1] - gap, card_h))
        return top + row_h

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
        """The lines that explain the points (at the small size if they do not fit at body size)."""
        fonts = self.app.fonts
        font = fonts.body
        lines = [line for note in self.sheet.notes for line in r.wrap_text(font, note, area.w)]
        if len(lines) * (font.get_height() + 2) > area.h:
            font = fonts.small
            lines = [line for note in self.sheet.notes for line in r.wrap_text(font, note, area.w)]
        y = area.y
        for line in lines:
            if y + font.get_height() > area.bottom:
                break
            r.draw_text(surface, font, line, (area.x, y), r.TEXT, width=area.w)
            y += font.get_height() + 2
        return y + 6

    def _draw_history(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Round-by-round scores, as many of the latest rounds as fit (saying which are left out)."""
        sheet = self.sheet
        fonts = self.app.fonts
        font = fonts.small
        line_h = font.get_height() + 2
        if not sheet.history:
            return
        cols = max(1, len(sheet.history_columns))
        col_w = min(area.w // cols, int(240 * fonts.scale))
        gap = max(6, int(12 * fonts.scale))
        headers = [
            wrapped_lines(font, shown_name(name) if name else tr("Each round"), col_w - gap, 2)
            for name in sheet.history_columns
        ]  # "Bot 4" as the rows say it: 机器人4
        header_h = max((len(lines) for lines in headers), default=1) * font.get_height()
        room = (area.h - header_h) // line_h
        if room < 1:
            return
        rows = sheet.history[-room:]
        if len(rows) < len(sheet.history) and len(rows) > 1:
            rows = sheet.history[-(room - 1) :]
            left_out = len(sheet.history) - len(rows)
            r.draw_text(
                surface,
                font,
                ntr("(the first round is not shown)", "(the first {count} rounds are not shown)", left_out),
                (area.x, area.y + header_h + len(rows) * line_h),
                r.DIM,
                width=area.w,
            )
        for c, lines in enumerate(headers):
            for k, line in enumerate(lines):
                r.draw_text(
                    surface, font, line, (area.x + c * col_w, area.y + k * font.get_height()), r.DIM, width=col_w - gap
                )
        for i, row in enumerate(rows):
            for c, text in enumerate(row):
                r.draw_text(
                    surface, font, text, (area.x + c * col_w, area.y + header_h + i * line_h), r.TEXT, width=col_w - gap
                )
