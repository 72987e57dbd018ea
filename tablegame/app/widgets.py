"""Small hand-made widgets for menus and dialogs: buttons and one-line text fields."""

from __future__ import annotations

import contextlib
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from tablegame.app.text_lines import wrapped_lines
from tablegame.i18n import tr
from tablegame.table import render as r
from tablegame.table.events import InputEvent, Key, PointerDown, TextEditing, TextInput


@dataclass
class Button:
    """A clickable rectangle with a label; disabled buttons are drawn dim and say why when clicked."""

    rect: pygame.Rect
    label: str
    on_click: Callable[[], None]
    enabled: bool = True
    hotkey: str | None = None
    colour: tuple[int, int, int] = r.BUTTON
    focus: bool = False

    def draw(self, surface: pygame.Surface, fonts: r.Fonts, pointer: tuple[int, int]) -> None:
        """Draw the button (lighter under the pointer or with keyboard focus); a label too wide for it is drawn
        at the small size, and on two lines if it is tall enough, before it would be shortened."""
        hover = self.enabled and (self.rect.collidepoint(pointer) or self.focus)
        colour = r.BUTTON_HOVER if hover else self.colour
        if not self.enabled:
            colour = (60, 70, 70)
        pygame.draw.rect(surface, colour, self.rect, border_radius=8)
        pygame.draw.rect(surface, r.GLOW if self.focus else (150, 180, 220), self.rect, 2, border_radius=8)
        ink = r.TEXT if self.enabled else (150, 160, 160)
        room = self.rect.w - 10
        font = fonts.body if fonts.body.size(self.label)[0] <= room else fonts.small
        lines = [self.label]
        if font.size(self.label)[0] > room and 2 * font.get_height() <= self.rect.h:
            lines = wrapped_lines(font, self.label, room)  # a label too wide for one line takes two
        top = self.rect.centery - len(lines) * font.get_height() // 2
        for k, line in enumerate(lines):
            centre = (self.rect.centerx, top + k * font.get_height() + font.get_height() // 2)
            r.draw_text(surface, font, line, centre, ink, "center", room)


@dataclass
class TextField:
    """A one-line text entry: click to focus, type, Backspace deletes, Enter confirms.

    Characters come from SDL's text input (TextInput), so an input method can compose them: its
    composition in progress (TextEditing) shows underlined at the caret until it is committed.
    Ctrl+V pastes the clipboard's text. `max_len` counts characters, whatever the script.

    The caret moves with the arrows, Home and End; typing, Backspace and Delete work at it. With
    `selected` set the whole text is selected: typing replaces it, Backspace or Delete clears it, the
    arrows end the selection (the caret stays at the end), Home and End end it at that end. The click
    that focuses a field selects its text (a proposed name such as "Player 1" is usually replaced
    whole), as does Ctrl+A. Unfocused, a name too long for the field shows its start.
    """

    rect: pygame.Rect
    text: str = ""
    max_len: int = 24
    focused: bool = False
    on_enter: Callable[[], None] | None = None
    allowed: Callable[[str], bool] = field(default=r.can_draw)
    selected: bool = False
    composing: str = ""  # an input method's text not yet committed, shown at the caret
    show_count: bool = True  # draw "7/20" while focused (off where the dialog shows the count itself)
    caret: int | None = None  # characters before the caret; None: at the end (the text may be set from outside)
    suggestions: tuple[str, ...] = ()  # texts to offer (names already known): the rest of one shows as typed

    @property
    def at(self) -> int:
        """Where the caret is, as a number of characters before it."""
        return len(self.text) if self.caret is None else min(self.caret, len(self.text))

    refused: bool = False  # the last typed text held a character the font cannot draw (an emoji): it says so

    def handle(self, event: InputEvent) -> bool:
        """Take focus on a click; edit on typed text and keys while focused. True if the event was used."""
        if isinstance(event, PointerDown):
            return self.click(event.pos)
        if not self.focused:
            return False
        if isinstance(event, (TextInput, Key)):
            self.refused = False
        if isinstance(event, TextInput):
            self.composing = ""
            self.insert(event.text)
            return True
        if isinstance(event, TextEditing):
            self.composing = "".join(ch for ch in event.text if self.allowed(ch))
            return True
        return self.press(event) if isinstance(event, Key) else False

    def click(self, pos: tuple[int, int]) -> bool:
        """A click: focus (selecting the text) when it is on the field, lose focus otherwise. True if focused."""
        was_focused = self.focused
        self.focused = bool(self.rect.collidepoint(pos))
        self.selected = self.focused and not was_focused and bool(self.text)
        if self.focused:
            start_text_input(self.rect)
        else:
            self.composing = ""
        return self.focused

    def press(self, event: Key) -> bool:
        """A key while focused: edit, move the caret, select, paste, enter or leave. True if the key was used."""
        if self.composing and event.name in ("backspace", "delete", "left", "right", "return", "enter"):
            return True  # keys the input method is using for its composition
        if event.ctrl and event.name in ("v", "a"):
            if event.name == "v":
                self.insert(clipboard_text())
            else:
                self.selected = bool(self.text)
        elif self.selected and event.name in ("left", "right", "up", "down", "backspace", "delete"):
            if event.name in ("backspace", "delete"):
                self.text = ""
            self.selected, self.caret = False, None
        elif event.name in ("home", "end", "left", "right"):
            self.move_caret(event.name)
        elif event.name in ("backspace", "delete"):
            self.erase(event.name)
        elif event.name in ("return", "enter"):
            if self.on_enter:
                self.on_enter()
        elif event.name == "escape":
            self.focused = False
        else:
            return event.name not in ("tab",)
        return True

    def erase(self, key: str) -> None:
        """Backspace or Delete: remove the character before or after the caret."""
        at = self.at
        if key == "backspace":
            self.text, self.caret = self.text[: max(0, at - 1)] + self.text[at:], max(0, at - 1)
        else:
            self.text, self.caret = self.text[:at] + self.text[at + 1 :], at

    def suggested(self) -> str:
        """The first suggestion that begins with what was typed, whatever its case (Right or End takes it); "" if none.

        Offered only while typing at the end of a text not selected, and never for a whole text already typed.
        """
        if not self.focused or self.selected or self.composing or not self.text or self.at < len(self.text):
            return ""
        typed = self.text.casefold()
        for text in self.suggestions:
            if len(text) <= self.max_len and text.casefold().startswith(typed) and len(text) > len(self.text):
                return text
        return ""

    def suggestion(self) -> str:
        """What the suggestion adds to the text typed (shown dim after the caret); "" if none."""
        return self.suggested()[len(self.text) :]

    def move_caret(self, key: str) -> None:
        """Home, End, Left or Right: move the caret in the text (Right or End at its end takes a suggestion)."""
        suggested = self.suggested() if key in ("right", "end") else ""
        self.selected = False
        if suggested:
            self.text, self.caret = suggested, None
            return
        end = len(self.text)
        moves = {"home": 0, "end": end, "left": max(0, self.at - 1), "right": min(end, self.at + 1)}
        self.caret = moves[key]

    def insert(self, typed: str) -> None:
        """Add typed or pasted text at the caret (replacing a selection), as much as the limit allows; a character
        the font cannot draw (an emoji) is left out, and the field says so."""
        self.refused = any(
            not self.allowed(ch) and not r.can_draw(ch) and unicodedata.category(ch) not in r.ZERO_WIDTH
            for ch in typed
            if ch not in "\r\n"
        )
        typed = "".join(ch for ch in " ".join(typed.splitlines()) if self.allowed(ch))
        if not typed:
            return
        if self.selected:
            self.text, self.selected, self.caret = "", False, None
        typed = typed[: max(0, self.max_len - len(self.text))]
        at = self.at
        self.text, self.caret = self.text[:at] + typed + self.text[at:], at + len(typed)

    def draw(self, surface: pygame.Surface, fonts: r.Fonts) -> None:
        """Draw the field; focused, with a caret and how many characters of the limit are used."""
        pygame.draw.rect(surface, (250, 250, 245) if self.focused else (220, 225, 220), self.rect, border_radius=6)
        pygame.draw.rect(surface, r.GLOW if self.focused else (120, 130, 120), self.rect, 2, border_radius=6)
        font = fonts.body
        composing = self.composing if self.focused else ""
        width = self.rect.w - 12
        if self.focused and self.show_count:  # the limit, shown while typing: "7/20" at the field's right end
            count = tr("{used}/{most}", used=len(self.text) + len(composing), most=self.max_len)
            full = len(self.text) >= self.max_len
            counter = r.draw_text(
                surface,
                fonts.small,
                count,
                (self.rect.right - 6, self.rect.centery),
                (170, 50, 30) if full else (100, 105, 100),
                "midright",
            )
            width -= counter.w + 6
        if not self.focused:  # a long name shows its start, as it reads, not its tail
            r.draw_text(surface, font, self.text, (self.rect.x + 6, self.rect.centery), r.DARK, "midleft", width)
            return
        caret = "" if self.selected else "|"
        before, after = self.text[: self.at] + composing, self.text[self.at :]
        while before and font.size(before + caret)[0] > width:  # the caret stays in sight: the start scrolls away
            before = before[1:]
        while after and font.size(before + caret + after)[0] > width:
            after = after[:-1]
        shown = before + caret + after
        if self.selected and shown:
            mark = pygame.Rect(0, 0, font.size(shown)[0] + 4, font.get_height() + 2)
            mark.midleft = (self.rect.x + 4, self.rect.centery)
            pygame.draw.rect(surface, (120, 170, 235), mark, border_radius=3)
        shown_rect = r.draw_text(surface, font, shown, (self.rect.x + 6, self.rect.centery), r.DARK, "midleft")
        rest = self.suggestion() if after == "" else ""
        if rest and shown_rect.right < self.rect.x + 6 + width:  # a known name's rest, dim after the caret
            room = self.rect.x + 6 + width - shown_rect.right
            r.draw_text(surface, font, rest, (shown_rect.right, self.rect.centery), (140, 145, 140), "midleft", room)
        if composing and before.endswith(composing):  # the composition underlined, before the caret
            left = self.rect.x + 6 + font.size(before[: -len(composing)])[0]
            y = self.rect.centery + font.get_height() // 2 - 2
            pygame.draw.line(surface, r.DARK, (left, y), (left + font.size(composing)[0], y), 2)
        if self.refused and self.focused:
            self._draw_refusal(surface, fonts)

    def _draw_refusal(self, surface: pygame.Surface, fonts: r.Fonts) -> None:
        """In the field, until the next key: why the last character typed did not appear (the name is back with
        the next key; a note beside the field would cover the form around it)."""
        inner = self.rect.inflate(-6, -6)
        surface.fill((250, 236, 226), inner)  # hides the name for now (and the text recorder knows it)
        r.draw_text(surface, fonts.small, tr("No emoji, sorry"), inner.center, (170, 50, 30), "center", inner.w - 4)


def start_text_input(rect: pygame.Rect) -> None:
    """Ask SDL for typed text, with an input method's candidate window placed at the field."""
    with contextlib.suppress(pygame.error):  # no video system (drawing without a window): nothing to place
        pygame.key.start_text_input()
        pygame.key.set_text_input_rect(rect)


def clipboard_text() -> str:
    """The clipboard's text, or "" when there is none or no clipboard can be read."""
    try:
        text = pygame.scrap.get_text() if hasattr(pygame.scrap, "get_text") else ""
    except pygame.error:
        return ""
    return text if isinstance(text, str) else ""


def click_button(buttons: list[Button], event: InputEvent) -> bool:
    """Run the button under a left click, if any; True if the event was such a click (on a button or not)."""
    if not (isinstance(event, PointerDown) and event.button == 1):
        return False
    for button in buttons:
        if button.rect.collidepoint(event.pos):
            button.on_click()
            break
    return True
