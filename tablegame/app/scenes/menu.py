"""The main menu: the language, the game, its seats and options (as last set up), start, continue, the games kept,
load."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any, Literal

import pygame

from tablegame.app.games import playable_games
from tablegame.app.games.terms import keep_words_whole
from tablegame.app.scene import Host
from tablegame.app.scenes.button_scene import FELT, ButtonScene
from tablegame.app.scenes.confirm import ConfirmScene
from tablegame.app.scenes.games_list import FILL_SECONDS, GamesScene, game_row, progress_words, reading_words
from tablegame.app.scenes.load import LoadScene
from tablegame.app.scenes.opening import open_kept, open_new
from tablegame.app.settings import GameSetup, SeatSetup
from tablegame.app.table_setup import new_seed
from tablegame.app.text_lines import wrapped_lines
from tablegame.app.widgets import Button, TextField
from tablegame.bots.base import levels_for
from tablegame.core.guide import games_with_guides
from tablegame.core.match import Match, Seat, name_problem
from tablegame.core.registry import UnknownGame, get_rules
from tablegame.core.rules import OptionSpec, Rules, RulesError
from tablegame.core.rules_text import games_with_rules
from tablegame.core.words import default_name, is_default_name
from tablegame.i18n import LANGUAGE_NAMES, LANGUAGES, language, ntr, ptr, tr
from tablegame.storage.kept import KeptGame
from tablegame.table import finish
from tablegame.table import render as r
from tablegame.table.events import Key

__all__ = ["LoadScene", "MenuScene", "default_name", "is_default_name"]  # the Load list is reached from here

SeatKind = Literal["human", "bot"]
SEAT_NAME_LIMIT = 20  # what the seat fields take (a save allows 40; the table's labels have room for 20)


@dataclass
class SeatChoice:
    """One seat in the menu: a human with a name, or a bot of a level."""

    kind: SeatKind
    level: str
    field: TextField


def default_level(levels: list[str]) -> str:
    """The strongest ordinary level a game offers ("normal" if there is one)."""
    return "normal" if "normal" in levels else levels[-1]


def window_caption() -> str:
    """The window's title bar, in the language now."""
    return tr("tablegame: a card table")


def level_words(level: str) -> str:
    """A bot level as a player reads it ("normal"; ko "보통")."""
    words = {
        "random": ptr("bot level", "random"),
        "easy": ptr("bot level", "easy"),
        "normal": ptr("bot level", "normal"),
        "hard": ptr("bot level", "hard"),
    }
    return words.get(level, level)


def speed_words(speed: str) -> str:
    """A bot speed as a player reads it ("fast"; ko "빠르게")."""
    words = {
        "slow": ptr("bot speed", "slow"),
        "normal": ptr("bot speed", "normal"),
        "fast": ptr("bot speed", "fast"),
        "instant": ptr("bot speed", "instant"),
    }
    return words.get(speed, speed)


def option_value_words(spec: OptionSpec, value: Any) -> str:
    """An option's value as a player reads it in the language now."""
    if isinstance(value, bool) and not spec.words:
        return tr("on") if value else tr("off")
    return tr(spec.shown_value(value))


class MenuScene(ButtonScene):
    """Choose the game, the seats and the options; start, continue, or open the games kept and the saves."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.games = playable_games()
        self.game_index = 0
        self.seats: list[SeatChoice] = []
        self.options: dict[str, Any] = {}
        self.labels: list[tuple[str, tuple[int, int], str, Any]] = []
        self.in_progress: list[KeptGame] = []
        self.unread = 0  # kept files not read yet (a first start with many): read a frame's time at a time
        self.latest_caption: tuple[str, tuple[int, int], int] | None = None  # the game Continue picks up
        self.languages_left = app.size[0]  # where the buttons at the top right begin (set by the layout)
        self.settings_right = 0  # where the bot speed and sound buttons end at the top left (0: none there)
        self.known_names = tuple(app.stats.known_names())  # offered as a seat's name is typed
        # the option help texts wrapped, by (text, width): once per layout, though the form measures every game's
        # options at every seat count four times (wrapping them was most of the menu's first frame)
        self.wrapped_help: dict[tuple[str, int], list[str]] = {}
        settings = app.settings
        if settings.problem:  # said once, on the first menu after the damaged file was replaced
            self.message = settings.problem
            settings.problem = None
        self.message = self.message or app.stats.take_problem() or ""
        if self.games:
            remembered = settings.game if settings.game in self.games else self.games[0]
            self.choose_game(self.games.index(remembered))

    # --- choices --------------------------------------------------------------------------------
    @property
    def game(self) -> str | None:
        """The chosen game id."""
        return self.games[self.game_index] if self.games else None

    def choose_game(self, index: int) -> None:
        """Pick a game: its seats and options as the player last set them up, else its defaults; the player's
        seat (the first human) keeps the name typed last, in whichever game."""
        if any(seat.kind == "human" for seat in self.seats):
            self.app.settings.player = self.typed_player_name()
        self.game_index = index % len(self.games)
        rules = get_rules(self.games[self.game_index])
        self.rules = rules
        keep_words_whole(rules.game_id, [], "menu")  # the option help breaks around the game's terms (建造者 whole)
        self.levels = levels_for(rules.game_id)
        self.options = {spec.name: spec.default for spec in rules.options}
        self.seats = []
        remembered = self.app.settings.setups.get(rules.game_id)
        if remembered is not None and rules.min_seats <= len(remembered.seats) <= rules.max_seats:
            self._use_setup(remembered)
        while len(self.seats) < rules.min_seats:
            self.add_seat()
        player = self.app.settings.player
        human = next((seat for seat in self.seats if seat.kind == "human"), None)
        if human is not None and player and len(player) <= SEAT_NAME_LIMIT and name_problem(player) is None:
            human.field.text = player

    def typed_player_name(self) -> str:
        """The name typed for the first human seat ("" when it has the usual name, or none is a human)."""
        human = next((seat for seat in self.seats if seat.kind == "human"), None)
        name = human.field.text.strip() if human is not None else ""
        return "" if is_default_name(name) or name_problem(name) is not None else name

    def _use_setup(self, setup: GameSetup) -> None:
        """Seats and options from a remembered setup; anything the game no longer allows gets its default."""
        for number, seat in enumerate(setup.seats, start=1):
            kind: SeatKind = "bot" if seat.kind == "bot" else "human"
            level = seat.level if seat.level in self.levels else default_level(self.levels)
            typed = (
                name_problem(seat.name) is None and len(seat.name) <= SEAT_NAME_LIMIT and not is_default_name(seat.name)
            )
            name = seat.name if typed else default_name(kind, number)  # a default name in the language now
            self.seats.append(SeatChoice(kind, level, self._name_field(name)))
        for spec in self.rules.options:
            if spec.name in setup.options and spec.allows(setup.options[spec.name]):
                self.options[spec.name] = setup.options[spec.name]

    def add_seat(self) -> None:
        """One more seat: the first is a human, the others bots."""
        number = len(self.seats) + 1
        kind: SeatKind = "bot" if self.seats else "human"
        self.seats.append(
            SeatChoice(
                kind,
                default_level(self.levels),
                self._name_field(default_name(kind, number)),
            )
        )

    def _name_field(self, name: str) -> TextField:
        """A seat's name field, offering the names of the people who have played here."""
        return TextField(pygame.Rect(0, 0, 1, 1), name, SEAT_NAME_LIMIT, suggestions=self.known_names)

    def change_seats(self, delta: int) -> None:
        """Add or remove a seat within the game's limits."""
        count = len(self.seats) + delta
        if count < self.rules.min_seats or count > self.rules.max_seats:
            self.message = tr(
                "{game} takes {low} to {high} players.",
                game=tr(self.rules.title),
                low=self.rules.min_seats,
                high=self.rules.max_seats,
            )
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
        if is_default_name(seat.field.text):
            seat.field.text = default_name(seat.kind, index + 1)

    def cycle_option(self, name: str) -> None:
        """The next allowed value of a game option."""
        spec = next(s for s in self.rules.options if s.name == name)
        values = list(spec.values)
        current = self.options[name]
        position = next((i for i, v in enumerate(values) if v == current and type(v) is type(current)), -1)
        self.options[name] = values[(position + 1) % len(values)]

    def choose_language(self, lang: str) -> None:
        """Speak `lang` from now on (and at later starts); the seats' default names follow it."""
        self.app.settings.choose_language(lang)
        for number, seat in enumerate(self.seats, start=1):
            if is_default_name(seat.field.text):
                seat.field.text = default_name(seat.kind, number)
        self.app.retitle()

    def make_seats(self) -> list[Seat]:
        """The seats as chosen (empty names get a default)."""
        seats = []
        for i, choice in enumerate(self.seats):
            name = choice.field.text.strip() or default_name(choice.kind, i + 1)
            seats.append(Seat(name, choice.kind, choice.level if choice.kind == "bot" else None))
        return seats

    def remember_setup(self) -> None:
        """Keep this game's seats and options (and the bot speed) for the next time the menu opens."""
        if self.game is None:
            return
        seats = [SeatSetup(seat.kind, seat.field.text.strip(), seat.level) for seat in self.seats]
        if any(seat.kind == "human" for seat in self.seats):
            self.app.settings.player = self.typed_player_name()
        self.app.settings.remember(self.game, GameSetup(seats, dict(self.options)))

    def start(self) -> None:
        """Start a new game with the choices; it is kept beside every other game in progress."""
        try:
            match = Match(self.game or "", self.make_seats(), new_seed(), dict(self.options))
        except (RulesError, UnknownGame) as exc:
            self.message = str(exc)
            return
        self.remember_setup()
        problem = open_new(self.app, match)
        if problem is not None:
            self.message = problem

    def last_game(self) -> KeptGame | None:
        """The game in progress the player last had on the table (in this window or an earlier run), else the one
        with the latest move; None if no game can be continued."""
        playable = [game for game in self.in_progress if game.problem is None]  # the latest move first
        opened = self.app.settings.opened
        return max(playable, key=lambda game: opened.get(game.id, 0.0), default=None)

    def continue_last(self) -> None:
        """Continue the game in progress the player last had on the table."""
        game = self.last_game()
        if game is not None:
            problem = open_kept(self.app, game)
            if problem is not None:
                self.message = problem

    def open_games(self) -> None:
        """The list of games in progress (and, from there, the finished ones)."""
        self.app.scenes.push(GamesScene(self.app))

    def open_load(self) -> None:
        """The list of saved games and example games."""
        self.app.scenes.push(LoadScene(self.app))

    def open_stats(self) -> None:
        """Show the statistics of the games played here."""
        from tablegame.app.scenes.statistics import StatsScene  # here: the first frame needs no plots

        self.app.scenes.push(StatsScene(self.app))

    def open_rules(self) -> None:
        """The chosen game's rules over the menu."""
        if self.game in games_with_rules():
            from tablegame.app.scenes.rules_screen import RulesScene  # here: the first frame needs no rules text

            self.app.scenes.push(RulesScene(self.app, self.game))

    def open_guide(self) -> None:
        """The chosen game's guided first game (a damaged script is said here, never a crash)."""
        problem = self.app.open_guide(self.game or "")
        if problem is not None:
            self.message = problem

    def key(self, event: Key) -> None:
        """F1 opens the chosen game's rules; the other keys as on any screen of buttons."""
        if event.name == "f1":
            self.open_rules()
        else:
            super().key(event)

    def default_action(self) -> None:
        """Enter starts the game."""
        self.start()

    def escape(self) -> None:
        """Esc on the bare menu asks before leaving the program (Esc or Enter alone there keeps it open)."""
        self.app.scenes.push(
            ConfirmScene(self.app, tr("Quit?"), tr("Your games are kept."), tr("Quit"), self.app.quit, tr("Stay"))
        )

    def enter(self) -> None:
        """Read the games in progress, then lay out."""
        self.read_games()
        super().enter()

    def resume(self) -> None:
        """Back from a list or a table: the games in progress may have changed."""
        self.read_games()
        super().resume()

    def read_games(self) -> None:
        """The games in progress, as far as a frame's time lets the files the summary cache lacks be read."""
        self.in_progress = self.app.store.kept_games(seconds=FILL_SECONDS)
        self.unread = self.app.store.kept_unread()

    def update(self, dt: float) -> None:
        """Go on reading the games in progress the cache lacked (the newest first) and show them as they come."""
        if self.unread:
            self.read_games()
            self.layout()
            for number, button in enumerate(self.buttons):
                button.focus = number == self.focus

    # --- layout ---------------------------------------------------------------------------------
    def layout(self) -> None:
        """Two columns: game and seats on the left, options on the right; actions at the bottom.

        Every control keeps its place whatever the game and the number of seats: the block is placed for the
        largest form any game makes (its most seats, its longest options), so a second click on an arrow, on
        "+" or on a seat lands on the same control.
        """
        w, h = self.app.size
        fonts = self.app.fonts
        line = fonts.body.get_height() + max(6, int(14 * fonts.scale))
        gap = max(3, int(8 * fonts.scale))
        self.wrapped_help.clear()  # the size, the fonts or the language may have changed
        self.buttons, self.fields, self.labels = [], [], []
        left, right = int(w * 0.06), int(w * 0.53)
        col_w = int(w * 0.41)
        top = int(h * 0.2)
        if not self.games:
            self.labels.append((tr("No game has a table layout yet."), (w // 2, top), "center", r.WARN))
        else:
            offset = self._centre_offset(line, gap, col_w)
            self._game_and_seats(left, top + offset, col_w, line, gap)
            self._option_widgets(right, top + offset, col_w, line, gap)
        self._action_buttons(line)
        self._language_buttons()
        self._setting_buttons()

    def _game_and_seats(self, left: int, y: int, col_w: int, line: int, gap: int) -> None:
        """The game (‹ back, › on), the number of players (− +), a row per seat, then the seat count's note."""
        fonts = self.app.fonts
        label_w = int(col_w * 0.3)
        self.labels.append((tr("Game"), (left, y + line // 2), "midleft", r.DIM))
        title_x, title_w = left + label_w + line + gap, col_w - label_w - 2 * (line + gap)
        self.buttons.append(
            Button(pygame.Rect(left + label_w, y, line, line), "‹", lambda: self.choose_game(self.game_index - 1))
        )
        self.labels.append((tr(self.rules.title), (title_x + title_w // 2, y + line // 2), "title", title_w))
        self.buttons.append(
            Button(
                pygame.Rect(title_x + title_w + gap, y, line, line), "›", lambda: self.choose_game(self.game_index + 1)
            )
        )
        y += line + gap
        rules_y = y  # the game's Rules: right under its name, at the column's end (under ›)
        self.labels.append((tr("Players"), (left, y + line // 2), "midleft", r.DIM))
        small = line
        self.buttons.append(Button(pygame.Rect(left + label_w, y, small, line), "−", lambda: self.change_seats(-1)))
        self.labels.append(
            (str(len(self.seats)), (left + label_w + small + small // 2 + gap, y + line // 2), "center", r.TEXT)
        )
        plus = pygame.Rect(left + label_w + 2 * small + 2 * gap, y, small, line)
        self.buttons.append(Button(plus, "+", lambda: self.change_seats(1)))
        y += line + 2 * gap
        kind_w = int((col_w - label_w) * 0.45)
        for i, seat in enumerate(self.seats):
            self.labels.append((tr("Seat {number}", number=i + 1), (left, y + line // 2), "seat", i))
            kind = tr("Human") if seat.kind == "human" else tr("Bot: {level}", level=level_words(seat.level))
            self.buttons.append(Button(pygame.Rect(left + label_w, y, kind_w, line), kind, partial(self.cycle_kind, i)))
            seat.field.rect = pygame.Rect(left + label_w + kind_w + gap, y, col_w - label_w - kind_w - gap, line)
            self.fields.append(seat.field)
            y += line + gap
        if self.game in games_with_rules():  # after the seats' buttons, which keep their places in the list
            rules_w = fonts.body.size(tr("Rules"))[0] + 2 * line // 3
            self.buttons.append(
                Button(pygame.Rect(left + col_w - rules_w, rules_y, rules_w, line), tr("Rules"), self.open_rules)
            )
            if self.game in games_with_guides():  # beside Rules, left of it, never over "+" (its label shrinks)
                learn_w = fonts.body.size(tr("Learn to play"))[0] + 2 * line // 3
                learn_x = max(plus.right + gap, left + col_w - rules_w - gap - learn_w)
                self.buttons.append(
                    Button(
                        pygame.Rect(learn_x, rules_y, left + col_w - rules_w - gap - learn_x, line),
                        tr("Learn to play"),
                        self.open_guide,
                    )
                )
        for text in self._note_lines(self.rules, len(self.seats), col_w - label_w):
            self.labels.append((text, (left + label_w, y), "topleft", r.DIM))
            y += fonts.small.get_height()

    def _note_lines(self, rules: Rules, seats: int, width: int) -> list[str]:
        """The game's note on this number of seats (an unofficial variant), wrapped."""
        note = rules.seats_note(seats)
        return wrapped_lines(self.app.fonts.small, note, width, 3) if note else []

    def _seats_height(self, line: int, gap: int, col_w: int) -> int:
        """The height of the game, players and seats column at its largest, in any game and seat count."""
        label_w = int(col_w * 0.3)
        tallest = 0
        for game in self.games:
            rules = get_rules(game)
            for seats in range(rules.min_seats, rules.max_seats + 1):
                note = len(self._note_lines(rules, seats, col_w - label_w)) * self.app.fonts.small.get_height()
                tallest = max(tallest, seats * (line + gap) + note)
        return 2 * (line + gap) + gap + tallest

    def _option_rows(self, rules: Rules, width: int, seats: int) -> list[tuple[OptionSpec, list[str], bool]]:
        """Each option of a game with its help lines and whether it applies to `seats` seats. An option that does
        not apply says for which seat counts it does instead."""
        rows = []
        for spec in rules.options:
            applies = spec.applies(seats)
            words = tr(spec.help) if applies else spec.seats_words()
            if words and (words, width) not in self.wrapped_help:
                self.wrapped_help[words, width] = wrapped_lines(self.app.fonts.small, words, width, 4, filled=True)
            rows.append((spec, self.wrapped_help[words, width] if words else [], applies))
        return rows

    def _options_height(self, width: int, line: int, gap: int, step: int) -> int:
        """The height of the option buttons and their help lines at their tallest, in any game and seat count."""
        return max(
            sum(line + 2 + gap + step * len(lines) for _, lines, _ in self._option_rows(rules, width, seats))
            for rules in map(get_rules, self.games)
            for seats in range(rules.min_seats, rules.max_seats + 1)
        )

    def _options_step(self, col_w: int, line: int, gap: int) -> tuple[int, int]:
        """The options column at its largest over the games, and the help lines' step (closer when crowded)."""
        fonts = self.app.fonts
        room = self._form_bottom(line) - int(self.app.size[1] * 0.2)
        step = fonts.small.get_height()
        if self._options_height(col_w, line, gap, step) > room:
            step = fonts.small.get_ascent()  # crowded: help lines closer (the line box has room over capitals)
        return self._options_height(col_w, line, gap, step), step

    def _centre_offset(self, line: int, gap: int, col_w: int) -> int:
        """How far the game, seats and options move down into the middle of the room over the actions (a tall
        window would otherwise leave a gap under them), measured on the largest form so that it never changes."""
        fonts = self.app.fonts
        top = int(self.app.size[1] * 0.2)
        bottom = top + max(self._seats_height(line, gap, col_w), self._options_step(col_w, line, gap)[0])
        room = self._form_bottom(line)
        caption_top = top - fonts.small.get_height() - 2  # the Options caption
        notices = len(self.notices()) * fonts.small.get_height()
        free_top = int(self.app.size[1] * 0.02) + fonts.title.get_height() + notices
        return max(0, ((room - bottom) - (caption_top - free_top)) // 2)  # the same gap above the block and under it

    def _option_widgets(self, x: int, y: int, width: int, line: int, gap: int) -> None:
        """One button per game option (click to change; greyed, saying why, where the seat count leaves it
        without effect), with its help line."""
        fonts = self.app.fonts
        self.labels.append((tr("Options"), (x, y - fonts.small.get_height() - 2), "topleft", r.DIM))
        step = self._options_step(width, line, gap)[1]
        for spec, help_lines, applies in self._option_rows(self.rules, width, len(self.seats)):
            shown = option_value_words(spec, self.options[spec.name])
            self.buttons.append(
                Button(
                    pygame.Rect(x, y, width, line),
                    tr("{option}: {value}", option=tr(spec.shown_title()), value=shown),
                    partial(self.cycle_option, spec.name),
                    applies,
                )
            )
            y += line + 2
            for text in help_lines:
                self.labels.append((text, (x, y), "topleft", r.DIM))
                y += step
            y += gap

    def _form_bottom(self, line: int) -> int:
        """The lowest the game, seats and options reach: over a line of message and Continue's caption."""
        fonts = self.app.fonts
        return self._actions_top(line) - 4 - (fonts.small.get_height() + 2) - fonts.body.get_height()

    def _actions_top(self, line: int) -> int:
        """The top of the two rows of action buttons along the bottom."""
        gap = max(4, int(12 * self.app.fonts.scale))
        return int(self.app.size[1] * 0.97) - 2 * (line + 4) - gap

    def _action_buttons(self, line: int) -> None:
        """Start and continue on one row; the games kept, the saves and quit under them."""
        w, h = self.app.size
        gap = max(4, int(12 * self.app.fonts.scale))
        x0, span = int(w * 0.06), int(w * 0.88)
        bottom = int(h * 0.97)
        height = line + 4
        playable = any(game.problem is None for game in self.in_progress)
        first = [(tr("Start"), self.start, bool(self.games)), (tr("Continue last game"), self.continue_last, playable)]
        count = len(self.in_progress)
        second = [
            (tr("Games in progress ({count})", count=count), self.open_games, True),
            (tr("Load a saved game"), self.open_load, True),
            (tr("Statistics"), self.open_stats, True),
            (tr("Quit"), self.app.quit, True),
        ]
        latest = self.last_game()
        top = self._actions_top(line)
        self.latest_caption = None
        if latest is not None:  # which game Continue picks up
            half = (span - gap) // 2
            caption = tr("{game} · {progress}", game=game_row(latest, []).title, progress=progress_words(latest))
            if self.app.fonts.small.size(caption)[0] > half:  # too long with the players' names: the game alone
                caption = tr("{game} · {progress}", game=tr(latest.title), progress=progress_words(latest))
            self.latest_caption = (caption, (x0 + half + gap + half // 2, top - 2), half)
        self.message_bottom = top - 4 - (self.app.fonts.small.get_height() + 2 if latest else 0)  # over the caption
        for row, items in ((top, first), (bottom - height, second)):
            width = (span - gap * (len(items) - 1)) // len(items)
            for i, (label, action, enabled) in enumerate(items):
                colour = (40, 110, 70) if action == self.start else r.BUTTON
                self.buttons.append(
                    Button(
                        pygame.Rect(x0 + i * (width + gap), row, width, height), label, action, enabled, colour=colour
                    )
                )

    def _language_buttons(self) -> None:
        """English / 한국어 / 简体中文 at the top right, each in its own language; the one in use lit."""
        w, h = self.app.size
        font = self.app.fonts.small
        pad = max(6, int(10 * self.app.fonts.scale))
        height = font.get_height() + pad
        right, top = w - int(w * 0.02), int(h * 0.02)
        widths = [font.size(LANGUAGE_NAMES[lang])[0] + 2 * pad for lang in LANGUAGES]
        x = right - sum(widths) - pad // 2 * (len(widths) - 1)
        self.languages_left = x
        for lang, width in zip(LANGUAGES, widths, strict=True):
            colour = (40, 110, 70) if lang == language() else r.BUTTON
            self.buttons.append(
                Button(
                    pygame.Rect(x, top, width, height),
                    LANGUAGE_NAMES[lang],
                    partial(self.choose_language, lang),
                    colour=colour,
                )
            )
            x += width + pad // 2

    def _setting_buttons(self) -> None:
        """The bot speed, the sound switch and hot-seat undo at the top left, clear of the form (under the languages
        when the window is too narrow for them beside a centred title)."""
        w, h = self.app.size
        font = self.app.fonts.small
        pad = max(6, int(10 * self.app.fonts.scale))
        height = font.get_height() + pad
        settings, sounds = self.app.settings, self.app.sounds
        items = [
            (tr("Bot speed: {speed}", speed=speed_words(settings.speed)), settings.next_speed),
            (tr("Sound: on") if sounds.on else tr("Sound: off"), sounds.toggle),
            (
                tr("Hot-seat undo: ask") if settings.hotseat_undo else tr("Hot-seat undo: off"),
                settings.toggle_hotseat_undo,
            ),
        ]
        widths = [font.size(label)[0] + 2 * pad for label, _ in items]
        total = sum(widths) + pad // 2 * (len(widths) - 1)
        title_w = self.app.fonts.title.size("tablegame")[0]
        x, top = int(w * 0.02), int(h * 0.02)
        if x + total + 10 <= w // 2 - title_w // 2 and w // 2 + title_w // 2 + 10 <= self.languages_left:
            self.settings_right = x + total
        else:  # a narrow window: under the languages, at the right
            x, top = w - int(w * 0.02) - total, top + height + pad // 2
            self.settings_right = 0
            self.languages_left = min(self.languages_left, x)
        for (label, action), width in zip(items, widths, strict=True):
            self.buttons.append(Button(pygame.Rect(x, top, width, height), label, action))
            x += width + pad // 2

    def notices(self) -> list[str]:
        """Lines under the title: why games cannot be saved, a damaged game file."""
        lines = []
        if self.app.storage_problem:
            lines.append(tr("{problem} You can still play.", problem=self.app.storage_problem))
        if self.unread:
            lines.append(reading_words(len(self.in_progress), self.unread))
        damaged = sum(1 for game in self.in_progress if game.problem)
        if damaged:
            lines.append(
                ntr(
                    "A game file could not be read; listed, untouched, under Games in progress.",
                    "{count} game files could not be read; listed, untouched, under Games in progress.",
                    damaged,
                )
            )
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        """The menu."""
        w, h = surface.get_size()
        surface.fill(FELT)  # (a fill also tells the text recorder that what was under it is gone)
        surface.blit(finish.felt(surface.get_size(), FELT), (0, 0))
        fonts = self.app.fonts
        title_w = fonts.title.size("tablegame")[0]
        if w // 2 + title_w // 2 + 10 <= self.languages_left and w // 2 - title_w // 2 - 10 >= self.settings_right:
            title_at, anchor = (w // 2, int(h * 0.02)), "midtop"
        else:  # a narrow window: the title moves left, clear of the languages
            title_at, anchor = (int(w * 0.02), int(h * 0.02)), "topleft"
        y = r.draw_text(
            surface,
            fonts.title,
            "tablegame",
            title_at,
            r.TEXT,
            anchor,
            max(1, self.languages_left - title_at[0] - 10) if anchor == "topleft" else w - 20,
        ).bottom
        for notice in self.notices():
            y = r.draw_text(surface, fonts.small, notice, (w // 2, y + 2), r.WARN, "midtop", w - 20).bottom
        for text, pos, anchor, colour in self.labels:
            if anchor == "seat":
                r.draw_seat_label(surface, fonts.body, colour, text, pos, None, "midleft")
            elif anchor == "title":  # the game's title between its arrows (`colour` holds the room it has)
                font = fonts.body if fonts.body.size(text)[0] <= colour else fonts.small
                r.draw_text(surface, font, text, pos, r.TEXT, "center", colour)
            else:
                r.draw_text(surface, fonts.body if anchor != "topleft" else fonts.small, text, pos, colour, anchor)
        if self.latest_caption is not None:
            text, pos, width = self.latest_caption
            r.draw_text(surface, fonts.small, text, pos, r.DIM, "midbottom", width)
        self.draw_widgets(surface)
