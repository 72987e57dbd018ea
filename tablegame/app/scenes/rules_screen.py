"""The Rules screen: a game's rules (tablegame.core.rules_text) over the menu or the table, a contents list to jump
between sections, the text scrolled by the wheel, a drag, the arrows, Page Up/Down, Home and End; Esc, F1 or
Back return to the screen below as it was."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from tablegame.app.games import presenter_class
from tablegame.app.games.terms import keep_words_whole
from tablegame.app.scene import Host
from tablegame.app.scenes.button_scene import FELT, ButtonScene
from tablegame.app.text_lines import filled_lines
from tablegame.app.widgets import Button
from tablegame.core.registry import get_rules
from tablegame.core.rules_text import Section, rules_sections
from tablegame.i18n import tr
from tablegame.table import finish
from tablegame.table import render as r
from tablegame.table.events import InputEvent, Key, PointerDown, PointerMove, PointerUp
from tablegame.table.model import FACE
from tablegame.table.render import CardArt

BULLET = "• "
WHEEL_LINES = 3  # lines one notch of the wheel scrolls
CLOSE_KEYS = ("escape", "f1", "backspace")
RULING_INK = (255, 214, 140)  # the section where the program rules on what the printed game leaves open
CARD_LINES = 4  # a row of card pictures is as tall as this many lines of text
CARD_ASPECT = 0.7  # a card's width over its height


def card_art(app: Host, game: str) -> CardArt | None:
    """The table's own card pictures of the game (None if the table cannot show it)."""
    presenter = presenter_class(game)
    if presenter is None:
        return None
    rules = get_rules(game)
    names = [""] * rules.min_seats
    return CardArt(app.fonts, presenter(rules, names, rules.resolve_options({})).faces())


@dataclass(frozen=True)
class Line:
    """One line of the laid-out text: its section, whether it is the section's title, its words and indent."""

    section: int
    heading: bool
    text: str
    indent: int = 0
    gap_before: int = 0  # room above it (a new paragraph, a new section)
    cards: tuple[str, ...] = ()  # a row of the cards the section talks about, instead of words


class RulesScene(ButtonScene):
    """A game's rules in the language now: contents on the left, the text on the right, Back at the bottom."""

    def __init__(self, app: Host, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.sections: list[Section] = rules_sections(game)
        self.title = tr("{game}: rules", game=tr(get_rules(game).title))
        self.lines: list[Line] = []
        self.first = 0  # the first line shown
        self.shown = 0  # how many lines fit from `first`
        self.text_area = pygame.Rect(0, 0, 1, 1)
        self.drag: tuple[int, int] | None = None  # (pointer y, first line) where a drag began
        self.art = card_art(app, game)

    # --- layout ----------------------------------------------------------------------------------
    def enter(self) -> None:
        """Keep the game's terms whole when lines break, then lay out."""
        keep_words_whole(self.game, [], "rules")
        super().enter()

    def metrics(self) -> tuple[int, int]:
        """A button's height and the padding."""
        fonts = self.app.fonts
        return fonts.body.get_height() + max(6, int(10 * fonts.scale)), max(4, int(10 * fonts.scale))

    def layout(self) -> None:
        """The contents buttons, the text's lines for the text area's width, and Back."""
        w, h = self.app.size
        fonts = self.app.fonts
        line, pad = self.metrics()
        top = int(h * 0.04) + fonts.big.get_height() + 2 * pad
        bottom = int(h * 0.95) - line - 2 * pad
        widest = max(fonts.body.size(section.title)[0] for section in self.sections) + 4 * pad
        contents_w = min(widest, int(w * 0.3))
        left = int(w * 0.03)
        self.buttons = []
        step = min(line + pad, (bottom - top) // max(1, len(self.sections)))
        for number, section in enumerate(self.sections):
            self.buttons.append(
                Button(
                    pygame.Rect(left, top + number * step, contents_w, step - pad // 2),
                    section.title,
                    partial(self.jump, number),
                )
            )
        text_left = left + contents_w + 3 * pad
        self.text_area = pygame.Rect(text_left, top, int(w * 0.97) - text_left - 2 * pad, bottom - top)
        self.lines = self.laid_out(self.text_area.w)
        back_w = max(int(w * 0.2), fonts.body.size(tr("Back"))[0] + 4 * pad)
        self.buttons.append(
            Button(pygame.Rect((w - back_w) // 2, int(h * 0.97) - line, back_w, line), tr("Back"), self.close)
        )
        self.first = max(0, min(self.first, self.last_first()))
        self.shown = self.fits_from(self.first)
        current = self.lines[self.first].section if self.lines else 0
        for number, button in enumerate(self.buttons[:-1]):
            if number == current:
                button.colour = r.BUTTON_HOVER
        for number, button in enumerate(self.buttons):
            button.focus = number == self.focus

    def laid_out(self, width: int) -> list[Line]:
        """Every section's title and paragraphs as lines of `width` px (a list item's lines under its words)."""
        fonts = self.app.fonts
        pad = self.metrics()[1]
        indent = fonts.body.size(BULLET)[0]
        lines: list[Line] = []
        for number, section in enumerate(self.sections):
            lines.append(Line(number, True, section.title, gap_before=2 * pad if lines else 0))
            if section.cards and self.art is not None:
                lines.append(Line(number, False, "", cards=section.cards, gap_before=pad))
            for paragraph in section.paragraphs:
                if paragraph.startswith(BULLET):
                    body = filled_lines(fonts.body, paragraph[len(BULLET) :], width - indent)
                    shown = [Line(number, False, BULLET + body[0], gap_before=pad // 2)]
                    shown += [Line(number, False, text, indent) for text in body[1:]]
                else:
                    shown = [Line(number, False, text) for text in filled_lines(fonts.body, paragraph, width)]
                    shown[0] = Line(number, False, shown[0].text, gap_before=pad)
                lines.extend(shown)
        return lines

    def line_height(self, line: Line, first: bool = False) -> int:
        """The room a line takes on the screen (its gap above it too, unless it is the first shown)."""
        font = self.app.fonts.big if line.heading else self.app.fonts.body
        height = self.card_size(line.cards)[1] if line.cards else font.get_height()
        return height + (0 if first else line.gap_before)

    def card_size(self, cards: tuple[str, ...]) -> tuple[int, int]:
        """The size of each card of a row of pictures: a few lines tall, narrower if the row needs it."""
        gap = self.metrics()[1]
        height = CARD_LINES * self.app.fonts.body.get_height()
        width = min(int(height * CARD_ASPECT), (self.text_area.w - gap * (len(cards) - 1)) // max(1, len(cards)))
        return width, int(width / CARD_ASPECT)

    def fits_from(self, first: int) -> int:
        """How many lines fit in the text area from line `first`."""
        used, count = 0, 0
        for number in range(first, len(self.lines)):
            used += self.line_height(self.lines[number], number == first)
            if used > self.text_area.h:
                break
            count += 1
        return count

    def last_first(self) -> int:
        """The first line of the last screenful."""
        first = len(self.lines)
        while first > 0 and first - 1 + self.fits_from(first - 1) >= len(self.lines):
            first -= 1
        return min(first, max(0, len(self.lines) - 1))

    # --- input -----------------------------------------------------------------------------------
    def jump(self, number: int) -> None:
        """Scroll so that section `number` starts at the top (as far as the text goes)."""
        self.first = next(k for k, line in enumerate(self.lines) if line.section == number and line.heading)

    def scroll(self, lines: int) -> None:
        """Scroll the text by so many lines (down for a positive number)."""
        self.first += lines
        self.layout()

    def close(self) -> None:
        """Back to the screen below, as it was."""
        self.app.scenes.pop()

    def handle(self, event: InputEvent) -> None:
        """A drag in the text scrolls it; everything else as on any screen of buttons."""
        if isinstance(event, PointerDown) and event.button == 1 and self.text_area.collidepoint(event.pos):
            self.drag = (event.pos[1], self.first)
            return
        if isinstance(event, PointerMove) and self.drag is not None:
            start_y, start_first = self.drag
            step = self.app.fonts.body.get_height()
            self.first = start_first - round((event.pos[1] - start_y) / step)
            self.layout()
            return
        if isinstance(event, PointerUp):
            self.drag = None
        super().handle(event)

    def key(self, event: Key) -> None:
        """Arrows, Page Up/Down, Home and End scroll; Tab walks the buttons; Esc or F1 closes."""
        moves = {
            "down": 1,
            "up": -1,
            "page down": max(1, self.shown - 1),
            "page up": -max(1, self.shown - 1),
            "home": -len(self.lines),
            "end": len(self.lines),
        }
        if event.name in moves:
            self.scroll(moves[event.name])
        elif event.name in CLOSE_KEYS:
            self.close()
        else:
            super().key(event)

    def wheel(self, dy: int) -> None:
        """The wheel scrolls the text."""
        self.scroll(-dy * WHEEL_LINES)

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The title, the contents, the text from `first` that fits, a scroll bar, and Back."""
        w, h = surface.get_size()
        surface.fill(FELT)
        surface.blit(finish.felt(surface.get_size(), FELT), (0, 0))
        fonts = self.app.fonts
        r.draw_text(surface, fonts.big, self.title, (w // 2, int(h * 0.04)), r.TEXT, "midtop", w - 20)
        area = self.text_area
        r.draw_panel(surface, area.inflate(2 * self.metrics()[1], self.metrics()[1]), (14, 44, 31), 200)
        y = area.y
        rulings = {number for number, section in enumerate(self.sections) if section.key == "rulings"}
        for number in range(self.first, self.first + self.shown):
            line = self.lines[number]
            y += 0 if number == self.first else line.gap_before
            if line.cards and self.art is not None:
                size = self.card_size(line.cards)
                for k, card in enumerate(line.cards):
                    surface.blit(self.art.surface(card, FACE, size), (area.x + k * (size[0] + self.metrics()[1]), y))
                y += size[1]
                continue
            font = fonts.big if line.heading else fonts.body
            ink = RULING_INK if line.heading and line.section in rulings else r.TEXT
            y = r.draw_text(surface, font, line.text, (area.x + line.indent, y), ink).bottom
        self.draw_scroll_bar(surface)
        self.draw_widgets(surface)

    def draw_scroll_bar(self, surface: pygame.Surface) -> None:
        """A thin bar right of the text: how much of it shows, and where."""
        if self.shown >= len(self.lines) or not self.lines:
            return
        area = self.text_area
        track = pygame.Rect(area.right + self.metrics()[1] // 2, area.y, max(3, self.metrics()[1] // 2), area.h)
        size = max(track.h * self.shown // len(self.lines), track.w * 2)
        top = track.y + (track.h - size) * self.first // max(1, self.last_first())
        pygame.draw.rect(surface, (40, 70, 55), track, border_radius=track.w // 2)
        pygame.draw.rect(surface, r.DIM, pygame.Rect(track.x, top, track.w, size), border_radius=track.w // 2)
