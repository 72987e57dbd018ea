"""The Statistics screen: one player's figures (games, wins, scores, streaks, lengths) with filters, their wins
by opponents and seat count, and the plots' area."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from tablegame.app.games import playable_games
from tablegame.app.scene import Host
from tablegame.app.scenes.button_scene import FELT, ROW_PANEL, ButtonScene
from tablegame.app.stats_plots import draw_plots
from tablegame.app.widgets import Button
from tablegame.core.registry import get_rules
from tablegame.core.words import shown_name
from tablegame.i18n import ntr, tr
from tablegame.stats.figures import figures
from tablegame.stats.words import breakdown_rows, figure_rows, opponents_words
from tablegame.table import finish
from tablegame.table import render as r

LEVEL_CHOICES: tuple[str | None, ...] = (None, "easy", "normal", "hard", "people")
LAST_CHOICES: tuple[int | None, ...] = (None, 10, 20, 50)


def following(choices: Sequence[Any], now: Any) -> Any:
    """The choice after `now`, round (the first if `now` is not among them)."""
    return choices[(list(choices).index(now) + 1) % len(choices)] if now in choices else choices[0]


class StatsScene(ButtonScene):
    """Figures of one person over the games the filters keep: game, player, opponents' level, last N games."""

    def __init__(self, app: Host, game: str | None = None) -> None:
        super().__init__(app)
        self.game = game
        self.level: str | None = None
        self.last: int | None = None
        self.names = app.stats.known_names()
        remembered = app.settings.player
        self.player = remembered if remembered in self.names else (self.names[0] if self.names else None)
        self.mine: dict[str, Any] | None = None
        self.panels: list[pygame.Rect] = []
        self.captions: list[tuple[str, pygame.Rect]] = []  # what each filter button filters, drawn over it
        self.read()

    def read(self) -> None:
        """The figures for the filters now; a problem with the database is said once."""
        shown = figures(self.app.stats.db, self.game, self.player, self.level, self.last)
        self.mine = shown["players"].get(self.player) if self.player is not None else None
        problem = self.app.stats.take_problem()
        if problem is not None:
            self.message = problem

    # --- filters ----------------------------------------------------------------------------------
    def filters(self) -> list[tuple[str, str, Callable[[], None]]]:
        """The filter buttons: what each filters, its choice now, and what a click does (step to the next choice)."""
        game = tr("All games") if self.game is None else tr(get_rules(self.game).title)
        player = shown_name(self.player) if self.player is not None else tr("No players yet")
        level = tr("Any opponents") if self.level is None else opponents_words(self.level)
        last = tr("Every game") if self.last is None else ntr("Last {count} game", "Last {count} games", self.last)
        return [
            (tr("Game"), game, lambda: self._step("game", [None, *playable_games()])),
            (tr("Player"), player, lambda: self._step("player", self.names)),
            (tr("Opponents"), level, lambda: self._step("level", LEVEL_CHOICES)),
            (tr("Games counted"), last, lambda: self._step("last", LAST_CHOICES)),
        ]

    def _step(self, name: str, choices: Sequence[Any]) -> None:
        """Go to the filter's next choice and read the figures again."""
        if choices:
            setattr(self, name, following(choices, getattr(self, name)))
            self.read()

    # --- layout -----------------------------------------------------------------------------------
    def layout(self) -> None:
        """The filters under the title, Back at the bottom, the figures' panels between them."""
        w, h = self.app.size
        fonts = self.app.fonts
        pad = max(4, int(10 * fonts.scale))
        line = fonts.body.get_height() + max(6, int(10 * fonts.scale))
        tall = max(line, 2 * fonts.small.get_height() + pad)
        x0, span = int(w * 0.05), int(w * 0.9)
        items = self.filters()
        width = (span - pad * (len(items) - 1)) // len(items)
        top = int(h * 0.04) + fonts.big.get_height() + pad + fonts.small.get_height()
        self.buttons = [
            Button(pygame.Rect(x0 + i * (width + pad), top, width, tall), label, action)
            for i, (_, label, action) in enumerate(items)
        ]
        self.captions = [(caption, button.rect) for (caption, _, _), button in zip(items, self.buttons, strict=False)]
        back_w = min(int(w * 0.26), span)
        back = pygame.Rect((w - back_w) // 2, int(h * 0.96) - line, back_w, line)
        self.buttons.append(Button(back, tr("Back"), self.escape, colour=r.BACK_COLOUR))
        self.message_bottom = back.y - pad
        body_top = top + tall + pad
        bottom = back.y - pad - (fonts.small.get_height() + pad if self.message else 0)
        half = (span - pad) // 2
        self.panels = [
            pygame.Rect(x0, body_top, half, bottom - body_top),
            pygame.Rect(x0 + half + pad, body_top, half, bottom - body_top),
        ]
        for i, button in enumerate(self.buttons):
            button.focus = i == self.focus

    def escape(self) -> None:
        """Back to the screen below."""
        self.app.scenes.pop()

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Title, filters, the player's figures on the left, their wins by opponents and the plots on the right."""
        w, h = surface.get_size()
        surface.fill(FELT)
        surface.blit(finish.felt(surface.get_size(), FELT), (0, 0))
        fonts = self.app.fonts
        r.draw_text(surface, fonts.big, tr("Statistics"), (w // 2, int(h * 0.04)), r.TEXT, "midtop", w - 20)
        for caption, rect in self.captions:
            r.draw_text(surface, fonts.small, caption, (rect.centerx, rect.y - 1), r.DIM, "midbottom", rect.w)
        if self.mine is None or not self.mine["games"]:
            empty = tr("No finished games with a person at the table yet.")
            for k, text in enumerate(r.wrap_text(fonts.body, empty, int(w * 0.8))):
                r.draw_text(
                    surface, fonts.body, text, (w // 2, int(h * 0.45) + k * fonts.body.get_height()), r.DIM, "center"
                )
        else:
            left, right = self.panels
            r.draw_panel(surface, left, ROW_PANEL, 230)
            r.draw_panel(surface, right, ROW_PANEL, 230)
            self.draw_rows(surface, left, figure_rows(self.mine))
            used = self.draw_rows(surface, right, breakdown_rows(self.mine), limit=right.h // 2)
            pad = max(4, int(10 * fonts.scale))
            plots = pygame.Rect(right.x + pad, used + pad, right.w - 2 * pad, right.bottom - used - 2 * pad)
            if plots.h > 8:
                draw_plots(surface, plots, self.mine, fonts)
        self.draw_widgets(surface)

    def row_font(self, area: pygame.Rect, rows: list[tuple[str, str]]) -> pygame.font.Font:
        """The body font if every row fits on a line of it in `area`, else the small one."""
        fonts = self.app.fonts
        pad = max(4, int(10 * fonts.scale))
        for font in (fonts.body, fonts.small):
            wide = max(font.size(label)[0] + font.size(value)[0] for label, value in rows) + 3 * pad
            if wide <= area.w and font.get_height() * len(rows) + 2 * pad <= area.h:
                return font
        return fonts.small

    def draw_rows(
        self, surface: pygame.Surface, area: pygame.Rect, rows: list[tuple[str, str]], limit: int | None = None
    ) -> int:
        """Label on the left, value on the right, one row a line, as many as fit (in `limit` px); the bottom used."""
        pad = max(4, int(10 * self.app.fonts.scale))
        font = self.row_font(area, rows)
        step = font.get_height() + pad // 2
        room = (limit if limit is not None else area.h) - 2 * pad
        y = area.y + pad
        for label, value in rows[: max(1, room // step)]:
            value_rect = r.draw_text(surface, font, value, (area.right - pad, y), r.GLOW, "topright")
            r.draw_text(surface, font, label, (area.x + pad, y), r.TEXT, width=value_rect.x - area.x - 2 * pad)
            y += step
        return y
