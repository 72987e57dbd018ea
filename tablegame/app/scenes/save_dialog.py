"""The save dialog over the table: a name, Save and Cancel, and a question before replacing a save."""

from __future__ import annotations

import time

import pygame

from tablegame.app.scene import Host, Scene
from tablegame.app.text_lines import wrapped_lines
from tablegame.app.widgets import Button, TextField
from tablegame.core.match import MAX_NAME_LENGTH, Match
from tablegame.i18n import tr
from tablegame.storage.saves import SaveError, SaveExists
from tablegame.table import render as r
from tablegame.table.events import InputEvent, Key, PointerDown, PointerMove


class SaveDialog(Scene):
    """Save the match under a name: a text field with Save and Cancel."""

    transparent = True

    def __init__(self, app: Host, match: Match | None, proposed: str = "") -> None:
        """`match`: the match to save, its name proposed from its game and the time; None for a dialog that names
        something else (renaming a save), which proposes `proposed` and has a `save` of its own."""
        super().__init__(app)
        self.match = match
        default = proposed[:MAX_NAME_LENGTH]
        if match is not None:
            title = tr(match.rules.title) if match.rules.title else match.game
            default = tr("{game} {date}", game=title, date=time.strftime("%Y-%m-%d %H%M"))[:MAX_NAME_LENGTH]
        # any letter a name may hold (the store makes the file name safe); proposed, selected, so typing replaces it
        self.field = TextField(
            pygame.Rect(0, 0, 10, 10),
            default,
            MAX_NAME_LENGTH,
            True,
            self.save,
            allowed=lambda ch: ch.isprintable(),
            selected=True,
            show_count=False,
        )
        self.buttons: list[Button] = []
        self.problem = ""
        self.replacing: str | None = None  # the name whose file a second Save replaces (asked first)

    def handle(self, event: InputEvent) -> None:
        """Type a name; Enter saves, Esc cancels."""
        if isinstance(event, PointerDown):
            for button in self.buttons:
                if button.rect.collidepoint(event.pos):
                    button.on_click()
                    return
        if isinstance(event, Key) and event.name == "escape":
            self.cancel()
            return
        if isinstance(event, PointerMove):
            return
        before = self.field.text
        self.field.handle(event)
        self.field.focused = True
        if self.field.text != before:
            self.replacing = None  # another name: ask again before replacing anything

    def save(self) -> None:
        """Write under the typed name (`write`) and close; a file of that name is replaced only when confirmed."""
        name = self.field.text.strip()
        store = self.app.store
        problem = store.name_problem(name)
        if problem is not None:
            self.problem = problem
            return
        try:
            self.write(name, replace=self.replacing == name)
        except SaveExists:
            self.replacing = name
            shown = store.shown_name(name)
            self.problem = tr("A save called “{name}” is there already. Replace it, or change the name.", name=shown)
            return
        except (OSError, ValueError, SaveError) as exc:
            self.problem = self.failure(exc)
            return
        self.app.scenes.pop()
        self.done(name)

    def write(self, name: str, replace: bool) -> None:
        """Save the match under `name`; raises SaveExists, OSError or ValueError."""
        assert self.match is not None  # a dialog without a match (renaming) writes otherwise
        self.app.store.save(self.match, name, replace=replace)

    def failure(self, exc: Exception) -> str:
        """Why the write failed, for the player."""
        return tr("Could not save: {reason}", reason=getattr(exc, "strerror", None) or exc)

    def done(self, name: str) -> None:
        """Written: the table below says so."""
        board = getattr(self.app.scenes.top, "board", None)
        if board is not None:
            board.say(tr("Saved as “{name}”.", name=name))

    def heading(self) -> str:
        """The dialog's title."""
        return tr("Save this game")

    def confirm_label(self) -> str:
        """The label of the button that saves."""
        return tr("Save")

    def limit_text(self) -> str:
        """How much of the name's room is used ("12 / 40"), and a word once it is full."""
        used, most = len(self.field.text), self.field.max_len
        return (
            tr("{used} / {most}: no more letters fit", used=used, most=most)
            if used >= most
            else tr("{used} / {most}", used=used, most=most)
        )

    def cancel(self) -> None:
        """Close without saving."""
        self.app.scenes.pop()

    def draw(self, surface: pygame.Surface) -> None:
        """A panel over the table."""
        w, h = surface.get_size()
        fonts = self.app.fonts
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        pad = max(4, int(14 * fonts.scale))
        line = fonts.body.get_height()
        panel = pygame.Rect(0, 0, min(w - 10, int(560 * fonts.scale)), line * 8 + pad * 4)
        panel.center = (w // 2, h // 2)
        r.draw_panel(surface, panel, r.PANEL, 250, border=r.GLOW)
        y = panel.y + pad
        r.draw_text(surface, fonts.big, self.heading(), (panel.centerx, y), r.TEXT, "midtop", panel.w - 2 * pad)
        y += fonts.big.get_height() + pad
        r.draw_text(surface, fonts.small, tr("Name:"), (panel.x + pad, y), r.DIM)
        full = len(self.field.text) >= self.field.max_len
        r.draw_text(
            surface, fonts.small, self.limit_text(), (panel.right - pad, y), r.WARN if full else r.DIM, "topright"
        )
        y += fonts.small.get_height() + 2
        self.field.rect = pygame.Rect(panel.x + pad, y, panel.w - 2 * pad, line + 10)
        self.field.draw(surface, fonts)
        y = self.field.rect.bottom + 4
        for text in wrapped_lines(fonts.small, self.problem, panel.w - 2 * pad) if self.problem else []:
            y = r.draw_text(surface, fonts.small, text, (panel.x + pad, y), r.WARN, width=panel.w - 2 * pad).bottom
        bw = (panel.w - 3 * pad) // 2
        by = panel.bottom - pad - line - 12
        label = tr("Replace") if self.replacing == self.field.text.strip() else self.confirm_label()
        self.buttons = [
            Button(pygame.Rect(panel.x + pad, by, bw, line + 12), label, self.save),
            Button(pygame.Rect(panel.x + 2 * pad + bw, by, bw, line + 12), tr("Cancel"), self.cancel),
        ]
        for button in self.buttons:
            button.draw(surface, fonts, self.app.pointer)
