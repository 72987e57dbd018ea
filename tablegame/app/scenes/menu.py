"""The main menu (game, seats, options, start, resume) and the list of saved games."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any, Literal

import pygame

from tablegame.app.games import playable_games
from tablegame.app.scene import Host, Scene
from tablegame.app.table_setup import load_table_layout, new_seed
from tablegame.app.widgets import Button, TextField
from tablegame.bots.base import levels_for
from tablegame.core.datafile import DataFileError
from tablegame.core.match import Match, Seat
from tablegame.core.registry import UnknownGame, get_rules
from tablegame.core.rules import RulesError
from tablegame.storage.saves import SaveEntry, SaveError, load_match
from tablegame.table import render as r
from tablegame.table.events import InputEvent, Key, PointerDown, Wheel

SeatKind = Literal["human", "bot"]


@dataclass
class SeatChoice:
    """One seat in the menu: a human with a name, or a bot of a level."""

    kind: SeatKind
    level: str
    field: TextField


def default_level(levels: list[str]) -> str:
    """The strongest ordinary level a game offers ("normal" if there is one)."""
    return "normal" if "normal" in levels else levels[-1]


class ButtonScene(Scene):
    """A scene of buttons rebuilt on every layout, with Tab/arrow focus and Enter."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []
        self.fields: list[TextField] = []
        self.focus: int | None = None
        self.message = ""

    def layout(self) -> None:
        """Place the widgets for the window size (subclasses fill `buttons` and `fields`)."""

    def enter(self) -> None:
        """Lay out on arrival."""
        self.layout()

    def resume(self) -> None:
        """Lay out again when shown again."""
        self.layout()

    def resize(self, size: tuple[int, int]) -> None:
        """Lay out for the new size."""
        self.layout()

    def handle(self, event: InputEvent) -> None:
        """Clicks on buttons and fields; Tab/arrows move the focus; Enter presses."""
        if isinstance(event, PointerDown) and event.button == 1:
            for text_field in self.fields:
                text_field.handle(event)
            for button in self.buttons:
                if button.rect.collidepoint(event.pos):
                    self.press(button)
                    return
            return
        if isinstance(event, Key):
            if any(f.focused for f in self.fields) and event.name not in ("tab",):
                for text_field in self.fields:
                    text_field.handle(event)
                return
            for text_field in self.fields:
                text_field.focused = False
            self.key(event)
        if isinstance(event, Wheel):
            self.wheel(event.dy)

    def press(self, button: Button) -> None:
        """Run a button (a disabled one says why in the message line)."""
        if button.enabled:
            self.message = ""
            button.on_click()
            self.layout()

    def key(self, event: Key) -> None:
        """Keyboard focus over the buttons."""
        if not self.buttons:
            return
        enabled = [i for i, b in enumerate(self.buttons) if b.enabled]
        if event.name in ("tab", "down", "right", "up", "left") and enabled:
            back = event.shift or event.name in ("up", "left")
            if self.focus not in enabled:
                self.focus = enabled[-1 if back else 0]
            else:
                k = enabled.index(self.focus)
                self.focus = enabled[(k + (-1 if back else 1)) % len(enabled)]
        elif event.name in ("return", "enter", "space"):
            if self.focus is not None and self.focus < len(self.buttons):
                self.press(self.buttons[self.focus])
            else:
                self.default_action()
        elif event.name == "escape":
            self.escape()
        for i, button in enumerate(self.buttons):
            button.focus = i == self.focus

    def default_action(self) -> None:
        """What Enter does without a focused button."""

    def escape(self) -> None:
        """What Esc does."""

    def wheel(self, dy: int) -> None:
        """What the mouse wheel does."""

    def draw_widgets(self, surface: pygame.Surface) -> None:
        """Draw buttons, fields and the message line."""
        for button in self.buttons:
            button.draw(surface, self.app.fonts, self.app.pointer)
        for text_field in self.fields:
            text_field.draw(surface, self.app.fonts)
        if self.message:
            w, h = surface.get_size()
            r.draw_text(surface, self.app.fonts.body, self.message, (w // 2, int(h * 0.84)), r.WARN, "center", w - 20)


class MenuScene(ButtonScene):
    """Choose the game, the seats and the options; start, resume or load."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.games = playable_games()
        self.game_index = 0
        self.seats: list[SeatChoice] = []
        self.options: dict[str, Any] = {}
        self.labels: list[tuple[str, tuple[int, int], str, Any]] = []
        if self.games:
            self.choose_game(0)

    # --- choices --------------------------------------------------------------------------------
    @property
    def game(self) -> str | None:
        """The chosen game id."""
        return self.games[self.game_index] if self.games else None

    def choose_game(self, index: int) -> None:
        """Pick a game: seats and options go back to its defaults."""
        self.game_index = index % len(self.games)
        rules = get_rules(self.games[self.game_index])
        self.rules = rules
        self.levels = levels_for(rules.game_id)
        self.options = {spec.name: spec.default for spec in rules.options}
        self.seats = []
        for _ in range(rules.min_seats):
            self.add_seat()

    def add_seat(self) -> None:
        """One more seat: the first is a human, the others bots."""
        number = len(self.seats) + 1
        human = not self.seats
        name = f"Player {number}" if human else f"Bot {number}"
        self.seats.append(SeatChoice("human" if human else "bot", default_level(self.levels),
                                     TextField(pygame.Rect(0, 0, 1, 1), name, 20)))

    def change_seats(self, delta: int) -> None:
        """Add or remove a seat within the game's limits."""
        count = len(self.seats) + delta
        if count < self.rules.min_seats or count > self.rules.max_seats:
            self.message = f"{self.rules.title} takes {self.rules.min_seats} to {self.rules.max_seats} players."
            return
        if delta > 0:
            self.add_seat()
        else:
            self.seats.pop()

    def cycle_kind(self, index: int) -> None:
        """Human -> bot of each level -> human."""
        seat = self.seats[index]
        kinds: list[tuple[SeatKind, str]] = [("human", seat.level), *(("bot", level) for level in self.levels)]
        current = kinds.index((seat.kind, seat.level)) if seat.kind == "bot" else 0
        seat.kind, seat.level = kinds[(current + 1) % len(kinds)]
        default = f"Bot {index + 1}" if seat.kind == "bot" else f"Player {index + 1}"
        if seat.field.text.startswith(("Bot ", "Player ")):
            seat.field.text = default

    def cycle_option(self, name: str) -> None:
        """The next allowed value of a game option."""
        spec = next(s for s in self.rules.options if s.name == name)
        values = list(spec.values)
        self.options[name] = values[(values.index(self.options[name]) + 1) % len(values)]

    def make_seats(self) -> list[Seat]:
        """The seats as chosen (empty names get a default)."""
        seats = []
        for i, choice in enumerate(self.seats):
            name = choice.field.text.strip() or (f"Bot {i + 1}" if choice.kind == "bot" else f"Player {i + 1}")
            seats.append(Seat(name, choice.kind, choice.level if choice.kind == "bot" else None))
        return seats

    def start(self) -> None:
        """Start a new match with the choices."""
        try:
            match = Match(self.game or "", self.make_seats(), new_seed(), dict(self.options))
            layout = load_table_layout(match)
        except (DataFileError, RulesError, UnknownGame) as exc:
            self.message = str(exc)
            return
        self.app.open_table(match, layout)

    def resume_game(self) -> None:
        """Open the autosaved match where it stopped."""
        self.open_saved(self.app.store.autosave_path)

    def open_saved(self, path: Any) -> None:
        """Load a save file onto the table, or say what is wrong with it."""
        try:
            match = load_match(path)
            layout = load_table_layout(match)
        except (SaveError, DataFileError, RulesError, UnknownGame) as exc:
            self.message = str(exc)
            return
        self.app.open_table(match, layout)

    def open_load(self) -> None:
        """The list of saved games."""
        self.app.scenes.push(LoadScene(self.app, self))

    def default_action(self) -> None:
        """Enter starts the game."""
        self.start()

    def escape(self) -> None:
        """Esc leaves the program from the menu."""
        self.app.quit()

    # --- layout ---------------------------------------------------------------------------------
    def layout(self) -> None:
        """Two columns: game and seats on the left, options on the right; actions at the bottom."""
        w, h = self.app.size
        fonts = self.app.fonts
        line = fonts.body.get_height() + max(6, int(14 * fonts.scale))
        gap = max(3, int(8 * fonts.scale))
        self.buttons, self.fields, self.labels = [], [], []
        left, right = int(w * 0.06), int(w * 0.53)
        col_w = int(w * 0.41)
        y = int(h * 0.2)
        if not self.games:
            self.labels.append(("No game has a table layout yet.", (w // 2, y), "center", r.WARN))
        else:
            label_w = int(col_w * 0.3)
            self.labels.append(("Game", (left, y + line // 2), "midleft", r.DIM))
            self.buttons.append(Button(pygame.Rect(left + label_w, y, col_w - label_w, line),
                                       f"‹ {self.rules.title} ›", lambda: self.choose_game(self.game_index + 1)))
            y += line + gap
            self.labels.append(("Players", (left, y + line // 2), "midleft", r.DIM))
            small = line
            self.buttons.append(Button(pygame.Rect(left + label_w, y, small, line), "−", lambda: self.change_seats(-1)))
            self.labels.append((str(len(self.seats)), (left + label_w + small + small // 2 + gap, y + line // 2),
                                "center", r.TEXT))
            self.buttons.append(Button(pygame.Rect(left + label_w + 2 * small + 2 * gap, y, small, line), "+",
                                       lambda: self.change_seats(1)))
            y += line + 2 * gap
            for i, seat in enumerate(self.seats):
                self.labels.append((f"Seat {i + 1}", (left, y + line // 2), "seat", i))
                kind_w = int((col_w - label_w) * 0.45)
                kind = "Human" if seat.kind == "human" else f"Bot: {seat.level}"
                self.buttons.append(Button(pygame.Rect(left + label_w, y, kind_w, line), kind,
                                           partial(self.cycle_kind, i)))
                seat.field.rect = pygame.Rect(left + label_w + kind_w + gap, y, col_w - label_w - kind_w - gap, line)
                self.fields.append(seat.field)
                y += line + gap
            self._option_widgets(right, int(h * 0.2), col_w, line, gap)
        self._action_buttons(line)

    def _option_widgets(self, x: int, y: int, width: int, line: int, gap: int) -> None:
        """One button per game option (click to change), with its help line, and the bot speed."""
        fonts = self.app.fonts
        self.labels.append(("Options", (x, y - fonts.small.get_height() - 2), "topleft", r.DIM))
        for spec in self.rules.options:
            value = self.options[spec.name]
            shown = {True: "on", False: "off"}.get(value, value) if isinstance(value, bool) else value
            self.buttons.append(Button(pygame.Rect(x, y, width, line), f"{spec.name.replace('_', ' ')}: {shown}",
                                       partial(self.cycle_option, spec.name)))
            y += line + 2
            for text in r.wrap_text(fonts.small, spec.help, width)[:3]:
                self.labels.append((text, (x, y), "topleft", r.DIM))
                y += fonts.small.get_height()
            y += gap
        settings = self.app.settings
        self.buttons.append(Button(pygame.Rect(x, y, width, line), f"bot speed: {settings.speed}",
                                   settings.next_speed))

    def _action_buttons(self, line: int) -> None:
        """Start, resume, load, quit along the bottom."""
        w, h = self.app.size
        gap = max(4, int(12 * self.app.fonts.scale))
        width = (int(w * 0.88) - 3 * gap) // 4
        x = int(w * 0.06)
        y = int(h * 0.9) - line
        has_auto = self.app.store.has_autosave()
        items = [("Start", self.start, bool(self.games)), ("Resume last game", self.resume_game, has_auto),
                 ("Load a saved game", self.open_load, True), ("Quit", self.app.quit, True)]
        for i, (label, action, enabled) in enumerate(items):
            self.buttons.append(Button(pygame.Rect(x + i * (width + gap), y, width, line + 6), label, action, enabled,
                                       colour=(40, 110, 70) if i == 0 else r.BUTTON))

    def draw(self, surface: pygame.Surface) -> None:
        """The menu."""
        w, h = surface.get_size()
        surface.fill((22, 66, 46))
        fonts = self.app.fonts
        title = r.draw_text(surface, fonts.title, "tablegame", (w // 2, int(h * 0.03)), r.TEXT, "midtop", w - 20)
        if self.app.storage_problem:
            r.draw_text(surface, fonts.small, f"{self.app.storage_problem} You can still play.",
                        (w // 2, title.bottom + 2), r.WARN, "midtop", w - 20)
        for text, pos, anchor, colour in self.labels:
            if anchor == "seat":
                r.draw_seat_label(surface, fonts.body, colour, text, pos, None, "midleft")
            else:
                r.draw_text(surface, fonts.body if anchor != "topleft" else fonts.small, text, pos, colour, anchor)
        self.draw_widgets(surface)


class LoadScene(ButtonScene):
    """Saved games, newest first; a damaged file is listed with its problem and never touched."""

    def __init__(self, app: Host, menu: MenuScene) -> None:
        super().__init__(app)
        self.menu = menu
        self.entries: list[SaveEntry] = app.store.entries()
        self.first = 0
        self.problems: list[tuple[str, pygame.Rect]] = []

    def layout(self) -> None:
        """One button per save (a damaged one disabled, with its problem under it)."""
        w, h = self.app.size
        fonts = self.app.fonts
        line = fonts.body.get_height() + max(6, int(12 * fonts.scale))
        small = fonts.small.get_height()
        self.buttons, self.problems = [], []
        x, width = int(w * 0.08), int(w * 0.84)
        y = int(h * 0.16)
        bottom = int(h * 0.8)
        self.shown = 0
        for entry in self.entries[self.first:]:
            need = line + (small * 2 + 4 if entry.problem else 4)
            if y + need > bottom:
                break
            label = f"{entry.name}  —  {entry.game}  —  {entry.seats}  —  {entry.saved_at}"
            if entry.problem:
                label = f"{entry.name}  —  damaged, left untouched"
            self.buttons.append(Button(pygame.Rect(x, y, width, line), label,
                                       partial(self.menu_open, entry), enabled=entry.problem is None))
            y += line + 2
            if entry.problem:
                self.problems.append((entry.problem, pygame.Rect(x + 10, y, width - 10, small * 2)))
                y += small * 2 + 2
            y += 4
            self.shown += 1
        self.buttons.append(Button(pygame.Rect(w // 2 - int(w * 0.12), int(h * 0.9) - line, int(w * 0.24), line),
                                   "Back", self.escape))
        if not self.entries:
            self.message = "No saved games yet (use Save or Ctrl+S on the table)."

    def menu_open(self, entry: SaveEntry) -> None:
        """Load this save onto the table (or show why it cannot be loaded)."""
        self.menu.message = ""
        self.menu.open_saved(entry.path)
        if self.menu.message:
            self.message = self.menu.message

    def escape(self) -> None:
        """Back to the menu."""
        self.app.scenes.pop()

    def wheel(self, dy: int) -> None:
        """Scroll the list."""
        self.first = max(0, min(len(self.entries) - 1, self.first - dy))
        self.layout()

    def draw(self, surface: pygame.Surface) -> None:
        """The list."""
        w, h = surface.get_size()
        surface.fill((22, 66, 46))
        fonts = self.app.fonts
        r.draw_text(surface, fonts.big, "Load a saved game", (w // 2, int(h * 0.05)), r.TEXT, "midtop", w - 20)
        if len(self.entries) > self.shown:
            r.draw_text(surface, fonts.small, f"{self.first + 1}–{self.first + self.shown} of {len(self.entries)} "
                        "(scroll for more)", (w // 2, int(h * 0.12)), r.DIM, "midtop")
        for problem, rect in self.problems:
            for i, text in enumerate(r.wrap_text(fonts.small, problem, rect.w)[:2]):
                r.draw_text(surface, fonts.small, text, (rect.x, rect.y + i * fonts.small.get_height()), r.WARN)
        self.draw_widgets(surface)
