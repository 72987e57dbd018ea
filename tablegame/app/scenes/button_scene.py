"""Menu screens made of buttons: keyboard focus over them, and scrolling lists of rows with buttons each."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from tablegame.app.scene import Host, Scene
from tablegame.app.text_lines import wrapped_lines
from tablegame.app.widgets import Button, TextField
from tablegame.i18n import tr
from tablegame.table import finish
from tablegame.table import render as r
from tablegame.table.events import InputEvent, Key, PointerDown, TextEditing, TextInput, Wheel

FELT = (22, 66, 46)
ROW_PANEL = (14, 44, 31)


class ButtonScene(Scene):
    """A scene of buttons rebuilt on every layout, with Tab/arrow focus and Enter."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []
        self.fields: list[TextField] = []
        self.focus: int | None = None
        self.message = ""
        self.message_bottom = 0  # set by a layout: the top of the buttons along the bottom (0: not set)

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
        if isinstance(event, (TextInput, TextEditing)):
            for text_field in self.fields:
                text_field.handle(event)  # only a focused field takes typed text
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
            w, _ = surface.get_size()
            font = self.app.fonts.body
            lines = r.wrap_text(font, self.message, w - 40)[:2]
            bottom = self.message_y()
            for number, text in enumerate(lines):
                y = bottom - (len(lines) - 1 - number) * font.get_height()
                r.draw_text(surface, font, text, (w // 2, y), r.WARN, "midbottom", w - 40)

    def message_y(self) -> int:
        """Where the message line's bottom goes: above the buttons along the bottom (`message_bottom`)."""
        return self.message_bottom or int(self.app.size[1] * 0.86)


@dataclass
class RowAction:
    """A button of a list row."""

    label: str
    on_click: Callable[[], None]
    enabled: bool = True


@dataclass
class Row:
    """One row of a list: a heading (no buttons), or an entry with a title, a detail line and buttons."""

    title: str
    detail: str = ""
    problem: str = ""  # a damaged entry's reason, in the warning colour
    actions: list[RowAction] = field(default_factory=list)
    heading: bool = False


class ListScene(ButtonScene):
    """A titled, scrolling list of rows with buttons, and fixed buttons under it.

    The wheel, Page Up/Down, Home and End scroll; Tab and the arrows walk every button of the list
    (scrolling to it) and then the fixed ones; Enter presses; Esc goes back.
    """

    title = ""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.rows: Sequence[Row] = []  # a list, or rows made as they are first shown (see games_list.GameRows)
        self.fixed: list[RowAction] = []
        self.first = 0  # the first row shown
        self.shown = 0  # how many rows fit from `first`
        self.cursor: tuple[int, int] | None = None  # (row, button) with the keyboard focus; row -1: fixed
        self.row_rects: list[tuple[Row, pygame.Rect]] = []
        self.shortened: dict[str, str] = {}  # a row's text as shortened on the screen -> the row's whole title
        self.refresh()

    def refresh(self) -> None:
        """Fill `rows` and `fixed` from what is on the disk (subclasses)."""

    def reload(self) -> None:
        """Read the rows again (after a delete) and keep the scroll within them."""
        self.refresh()
        self.first = max(0, min(self.first, len(self.rows) - 1))
        self.cursor = None
        self.layout()

    # --- geometry ---------------------------------------------------------------------------------
    def metrics(self) -> tuple[int, int, int]:
        """Button height, padding and the height of the detail text."""
        fonts = self.app.fonts
        return (
            fonts.body.get_height() + max(6, int(10 * fonts.scale)),
            max(3, int(7 * fonts.scale)),
            fonts.small.get_height(),
        )

    def row_height(self, row: Row) -> int:
        """The height of a row on the screen."""
        line, pad, small = self.metrics()
        if row.heading:
            return self.app.fonts.big.get_height() + 3 * pad
        title, detail, problem = self.row_lines(row)
        text = self.app.fonts.body.get_height() * len(title) + small * (len(detail) + len(problem))
        return max(line, text) + 2 * pad

    def button_width(self) -> int:
        """The width of the rows' buttons: the widest label's, so every label fits (and they line up)."""
        fonts = self.app.fonts
        widest = max((fonts.body.size(label)[0] for label in self.action_labels()), default=0)
        return max(int(self.app.size[0] * 0.08), widest + 4 * self.metrics()[1] + 8)

    def action_labels(self) -> set[str]:
        """Every label of the rows' buttons (a list whose rows all have the same ones may say so without its rows)."""
        return {action.label for row in self.rows for action in row.actions}

    def text_width(self, row: Row) -> int:
        """The room for a row's words, left of its buttons."""
        pad = self.metrics()[1]
        return self.list_area().w - len(row.actions) * (self.button_width() + pad) - 4 * pad

    def row_lines(self, row: Row) -> tuple[list[str], list[str], list[str]]:
        """A row's title, detail and problem, each wrapped onto at most two lines of its width."""
        fonts = self.app.fonts
        width = self.text_width(row)
        detail = wrapped_lines(fonts.small, row.detail, width) if row.detail else []
        problem = wrapped_lines(fonts.small, row.problem, width) if row.problem else []
        return wrapped_lines(fonts.body, row.title, width), detail, problem

    def list_area(self) -> pygame.Rect:
        """Where the rows go."""
        w, h = self.app.size
        top = int(h * 0.13) + self.app.fonts.small.get_height()
        return pygame.Rect(int(w * 0.05), top, int(w * 0.9), int(h * 0.84) - top - self.metrics()[0])

    def _fits_from(self, first: int, area: pygame.Rect) -> int:
        """How many rows fit in `area` starting at row `first` (at least one, when there is one)."""
        y, count = area.y, 0
        gap = self.metrics()[1]
        for number in range(first, len(self.rows)):  # by index: a slice would make every row to the end
            height = self.row_height(self.rows[number])
            if count and y + height > area.bottom:
                break
            y += height + gap
            count += 1
        return count

    def _last_first(self, area: pygame.Rect) -> int:
        """The first row of the last screenful: scrolled further, the list would only leave room empty."""
        first = len(self.rows)
        while first > 0 and first - 1 + self._fits_from(first - 1, area) >= len(self.rows):
            first -= 1
        return min(first, max(0, len(self.rows) - 1))

    def _scroll_to_cursor(self, area: pygame.Rect) -> None:
        """Move the scroll so that the focused row is shown."""
        if self.cursor is None or self.cursor[0] < 0:
            return
        row = self.cursor[0]
        if row < self.first:
            self.first = row
        elif row >= self.first + self._fits_from(self.first, area):  # below: it becomes the last row shown
            gap = self.metrics()[1]
            used = self.row_height(self.rows[row])
            first = row
            while first > self.first and used + gap + self.row_height(self.rows[first - 1]) <= area.h:
                first -= 1
                used += gap + self.row_height(self.rows[first])
            self.first = first

    def layout(self) -> None:
        """Rows from `first` that fit, each with its buttons on the right; the fixed buttons below."""
        w, h = self.app.size
        line, pad, _ = self.metrics()
        area = self.list_area()
        self.first = max(0, min(self.first, self._last_first(area)))
        self._scroll_to_cursor(area)
        self.shown = self._fits_from(self.first, area)
        self.buttons, self.row_rects, self.focus = [], [], None
        button_w = self.button_width()
        y = area.y
        for number in range(self.first, self.first + self.shown):
            row = self.rows[number]
            rect = pygame.Rect(area.x, y, area.w, self.row_height(row))
            self.row_rects.append((row, rect))
            x = rect.right - pad
            for index in range(len(row.actions) - 1, -1, -1):
                action = row.actions[index]
                x -= button_w
                self._add(pygame.Rect(x, rect.centery - line // 2, button_w, line), action, (number, index))
                x -= pad
            y = rect.bottom + pad
        gap = max(4, int(12 * self.app.fonts.scale))
        fixed_w = min(int(w * 0.26), (int(w * 0.9) - gap * max(0, len(self.fixed) - 1)) // max(1, len(self.fixed)))
        total = len(self.fixed) * fixed_w + gap * max(0, len(self.fixed) - 1)
        x = (w - total) // 2
        self.message_bottom = int(h * 0.93) - line - 4
        for index, action in enumerate(self.fixed):
            self._add(pygame.Rect(x, int(h * 0.93) - line, fixed_w, line), action, (-1, index))
            x += fixed_w + gap

    def _add(self, rect: pygame.Rect, action: RowAction, place: tuple[int, int]) -> None:
        """One button on the screen, focused if the keyboard cursor is on it."""
        button = Button(rect, action.label, action.on_click, action.enabled)
        button.focus = place == self.cursor
        if button.focus:
            self.focus = len(self.buttons)
        self.buttons.append(button)

    # --- input --------------------------------------------------------------------------------------
    def places_of(self, number: int) -> list[tuple[int, int]]:
        """The enabled buttons of row `number` (-1: the fixed buttons), in keyboard order."""
        actions = self.fixed if number == -1 else self.rows[number].actions
        return [(number, index) for index, action in enumerate(actions) if action.enabled]

    def next_place(self, back: bool) -> tuple[int, int] | None:
        """The enabled button after the cursor (before it if `back`): the rows' in order, then the fixed ones, round.

        Rows are looked at only as far as the walk goes, so a list of 10,000 rows does not make them all.
        """
        groups = len(self.rows) + 1  # each row, then the fixed buttons as the last group

        def places(group: int) -> list[tuple[int, int]]:
            return self.places_of(-1 if group == groups - 1 else group)

        cursor = self.cursor
        if cursor is not None and -1 <= cursor[0] < len(self.rows) and cursor in self.places_of(cursor[0]):
            here = self.places_of(cursor[0])
            k = here.index(cursor) + (-1 if back else 1)
            if 0 <= k < len(here):
                return here[k]
            start = groups - 1 if cursor[0] == -1 else cursor[0]
            steps = range(1, groups + 1)
        else:
            start, steps = (groups - 1 if back else 0), range(groups)
        for step in steps:
            found = places((start - step if back else start + step) % groups)
            if found:
                return found[-1 if back else 0]
        return None

    def key(self, event: Key) -> None:
        """Walk the buttons, scroll, press, go back."""
        if event.name in ("tab", "down", "right", "up", "left"):
            self.cursor = self.next_place(back=event.shift or event.name in ("up", "left")) or self.cursor
        elif event.name in ("page down", "page up"):
            step = max(1, self.shown - 1)
            self.cursor = None
            self.first += step if event.name == "page down" else -step
        elif event.name in ("home", "end"):
            self.cursor = None
            self.first = 0 if event.name == "home" else len(self.rows) - 1
        elif event.name in ("return", "enter", "space"):
            if self.focus is not None:
                self.press(self.buttons[self.focus])
            return
        elif event.name == "escape":
            self.escape()
            return
        self.layout()

    def wheel(self, dy: int) -> None:
        """Scroll the list by rows."""
        self.cursor = None
        self.first -= dy
        self.layout()

    def escape(self) -> None:
        """Back to the scene below."""
        self.app.scenes.pop()

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The title, where the list is scrolled to, the rows and the buttons."""
        w, h = surface.get_size()
        surface.fill(FELT)  # (a fill also tells the text recorder that what was under it is gone)
        surface.blit(finish.felt(surface.get_size(), FELT), (0, 0))
        fonts = self.app.fonts
        pad = self.metrics()[1]
        r.draw_text(surface, fonts.big, self.title, (w // 2, int(h * 0.04)), r.TEXT, "midtop", w - 20)
        where = self.status_line()
        if where:
            r.draw_text(surface, fonts.small, where, (w // 2, int(h * 0.12)), r.DIM, "midtop", w - 20)
        self.shortened = {}
        hovered = None
        for row, rect in self.row_rects:
            if row.heading:
                r.draw_text(surface, fonts.big, row.title, (rect.x, rect.bottom - pad), r.TEXT, "bottomleft", rect.w)
                continue
            r.draw_panel(surface, rect, ROW_PANEL, 230)
            title, detail, problem = self.row_lines(row)
            width = self.text_width(row)
            y = rect.y + pad
            for lines, font, colour in (
                (title, fonts.body, r.TEXT),
                (detail, fonts.small, r.DIM),
                (problem, fonts.small, r.WARN),
            ):
                for text in lines:
                    y = r.draw_text(surface, font, text, (rect.x + 2 * pad, y), colour, width=width).bottom
            cut = [text for text in (*title, *detail, *problem) if text.endswith("…")]
            for text in cut:  # shortened: the whole words show in a tooltip over the row
                self.shortened[text] = row.title
            if cut and rect.collidepoint(self.app.pointer):
                hovered = row
        if not self.rows:
            r.draw_text(surface, fonts.body, self.empty_text(), (w // 2, int(h * 0.4)), r.DIM, "center", w - 40)
        self.draw_widgets(surface)
        if hovered is not None:
            self.draw_tooltip(surface, [hovered.title, hovered.detail, hovered.problem])

    def status_line(self) -> str:
        """The line under the title: where the list is scrolled to, when it does not fit ("" when it does)."""
        if self.shown < len(self.rows):  # "(scroll for more)" only while there are rows under the last one shown
            last = self.first + self.shown
            if last < len(self.rows):
                return tr(
                    "{first}–{last} of {total} (scroll for more)", first=self.first + 1, last=last, total=len(self.rows)
                )
            return tr("{first}–{last} of {total}", first=self.first + 1, last=last, total=len(self.rows))
        return ""

    def draw_tooltip(self, surface: pygame.Surface, texts: list[str]) -> None:
        """The whole words of a shortened row, wrapped in a box beside the pointer."""
        w, h = surface.get_size()
        fonts = self.app.fonts
        font = fonts.small
        pad = self.metrics()[1] * 2
        width = int(w * 0.6)
        lines = [line for text in texts if text for line in r.wrap_text(font, text, width - 2 * pad)]
        box = pygame.Rect(
            0, 0, max(font.size(line)[0] for line in lines) + 2 * pad, len(lines) * font.get_height() + 2 * pad
        )
        x, y = self.app.pointer
        box.topleft = (min(x + 16, w - box.w - 4), y + 20 if y + 20 + box.h < h else y - box.h - 8)
        box.clamp_ip(surface.get_rect())
        r.draw_panel(surface, box, (8, 22, 16), 245, border=r.GLOW)
        for k, line in enumerate(lines):
            r.draw_text(surface, font, line, (box.x + pad, box.y + pad + k * font.get_height()), r.TEXT)

    def empty_text(self) -> str:
        """What an empty list says."""
        return tr("Nothing here yet.")
