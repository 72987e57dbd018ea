"""The board's input: pointer and keys matched against the model's gestures (drag, click, pick, chooser, focus).

A match is handed to `perform`, a miss to `explain` (which says in one line why nothing happened).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

import pygame

from tablegame.i18n import N_, tr
from tablegame.table import inspector, text_fit, whatis
from tablegame.table import render as r
from tablegame.table.board_motion import BoardMotion
from tablegame.table.events import InputEvent, Key, PointerDown, PointerLeave, PointerMove, PointerUp, Wheel
from tablegame.table.history_panel import HistoryPanel
from tablegame.table.inspector import Inspector, inspectable
from tablegame.table.layout import Layout
from tablegame.table.model import Gesture, TableModel
from tablegame.table.whatis import WhatIs

DRAG_THRESHOLD = 5  # pixels the pointer must move before a press becomes a drag
PANEL_KEYS = ("page up", "page down", "home", "end")  # the history panel's; the table uses none of them
TOGGLE_GROW = N_("Open the history wider and taller, over the table")
TOGGLE_SHRINK = N_("Shrink the history back (or click outside it, or press Esc)")
MissKind = Literal["drop", "click"]  # what did nothing, for `explain`: a drop (source, target) or a click


@dataclass
class Drag:
    """A card held by the pointer."""

    key: str
    offset: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False


class BoardInput(BoardMotion):
    """Adds the pointer and the keyboard: hover, press, drag and drop, click-to-pick, chooser, focus."""

    def __init__(
        self,
        layout: Layout,
        fonts: r.Fonts,
        art: r.CardArt,
        n_seats: int,
        names: list[str],
        perform: Callable[[Gesture], None],
        explain: Callable[[MissKind, str, str | None], str],
    ) -> None:
        super().__init__(layout, fonts, art, n_seats, names)
        self.perform_cb = perform
        self.explain_cb = explain
        self.hover: str | None = None
        self.pointer: tuple[int, int] = (-1, -1)
        self.press: Drag | None = None  # pressed, not yet moved
        self.drag: Drag | None = None
        self.pressed_button: str | None = None
        self.picked: str | None = None  # click-to-pick alternative to dragging
        self.focus: int | None = None  # keyboard focus: index into model.gestures
        self.chooser: list[Gesture] | None = None
        self.chooser_rects: list[pygame.Rect] = []
        self.chooser_focus = 0
        self.chooser_at: tuple[int, int] = (-1, -1)
        self.chooser_cancel = pygame.Rect(0, 0, 0, 0)
        self.panel = HistoryPanel()
        self.panel_focus = False  # the history panel was clicked last: its keys work wherever the pointer is
        self.last_drop: tuple[str, pygame.Rect] | None = None  # where the last dropped card was let go
        self.inspector = Inspector()  # the large copy of a card the pointer rests on, or pinned open
        self.whatis = WhatIs()  # "What is this?": armed by "?", then an explanation pinned open
        # The game's words for an item key (or "seat:N"), from the reader's view; None: the item's own words.
        self.describe_cb: Callable[[str], list[str]] | None = None
        self.static_tips = text_fit.Shortened()  # shortened texts of the cached layer (panels, captions)
        self.live_tips = text_fit.Shortened()  # those drawn in the last frame over it

    def set_model(self, model: TableModel, viewer: int) -> None:
        """Show a new model, forgetting a pick, drag, focus or chooser it no longer offers."""
        if self.picked and not model.gestures_from(self.picked, "drag"):
            self.picked = None
        if self.drag and not model.gestures_from(self.drag.key, "drag"):
            self.drag = None
        if self.focus is not None and self.focus >= len(model.gestures):
            self.focus = None
        if self.chooser and not all(g in model.gestures for g in self.chooser):
            self.chooser = None
        if self.hover is not None and self._hint_of(self.model, self.hover) != self._hint_of(model, self.hover):
            self.hover = None  # the card under a hint changed or went: no stale hint until the pointer moves
        shown = self.inspector.key
        if shown is not None and self._hint_of(self.model, shown) != self._hint_of(model, shown):
            self.inspector.close()  # the inspected card changed or went: no stale copy of it
        self.panel.sync(model.history, self.names, model.history_reader, model.fresh_from, model.history_progress)
        super().set_model(model, viewer)
        explained = self.whatis.key
        if explained is not None:  # said again from the new table (a bot moved, the reader's moves changed)
            if explained.startswith("seat:") or model.item(explained) is not None:
                self.whatis.open(explained, self.explanation(explained))
            else:
                self.whatis.close()

    def explanation(self, key: str) -> list[tuple[str, bool]]:
        """What "What is this?" says of an item (or "seat:N"): the game's words, then the moves with it now."""
        if self.describe_cb is not None:
            game_words = self.describe_cb(key)
        else:
            item = self.model.item(key)
            game_words = [text for text, _ in inspector.paragraphs(item)] if item is not None else []
        return whatis.explanation(self.model, key, game_words)

    def toggle_whatis(self) -> None:
        """The "?" button or key: arm "What is this?" (again: stop it)."""
        if self.whatis.active:
            self.whatis.close()
        else:
            self.cancel()
            self.inspector.close()
            self.whatis.arm()

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose caption (its name on the table) lies under a point, or None."""
        for strip, _, seat in self.captions:
            if seat is not None and strip.collidepoint(pos):
                return seat
        return None

    def _whatis_down(self, pos: tuple[int, int]) -> bool:
        """A press while "What is this?" is active: an open explanation closes (nothing else happens); armed, an
        item or a seat's name is explained, a button works as usual (the mode stops), anything else stops it."""
        if not self.whatis.armed:
            self.whatis.close()
            return True
        button = self.button_at(pos)
        if button is not None:
            self.whatis.close()  # the "?" button itself stops the mode; any other works as usual
            return any(g.ui == whatis.BUTTON_UI for g in self.model.gestures_from(button))
        key = self.item_at(pos)
        seat = self.seat_at(pos) if key is None else None
        if seat is not None:
            key = f"seat:{seat}"
        if key is None:
            self.whatis.close()
        else:
            self.whatis.open(key, self.explanation(key))
        return True

    @staticmethod
    def _hint_of(model: TableModel, key: str) -> tuple[str | None, str, str, str, int | None] | None:
        """What a hint over an item depends on: the item's card, look, hint, detail and count (None if gone)."""
        item = model.item(key)
        return (item.card, item.look, item.hint, item.detail, item.count) if item is not None else None

    def hide_hint(self) -> None:
        """Hide the hover hint and an unpinned inspector until the pointer moves again (the table changed)."""
        self.hover = None
        if not self.inspector.pinned:
            self.inspector.close()

    def update(self, dt: float) -> None:
        """Advance animations, and the pointer's rest on a card (which opens the inspector)."""
        super().update(dt)
        if self.drag is None and self.press is None and self.chooser is None and self.inspector.key is not None:
            self.inspector.rest += dt

    @property
    def inspected(self) -> str | None:
        """The key of the card the inspector shows now, or None (never while a card is held or a menu is open,
        nor where it would cover what `kept_clear` keeps clear)."""
        key = self.inspector.shown()
        if key is None or self.drag is not None or self.chooser is not None or key not in self.rects:
            return None
        item = self.model.item(key)
        if item is None or inspector.layout(self.fonts, item, self.rects[key], self.size, self.kept_clear(key)) is None:
            return None
        return key

    def message_rect(self) -> pygame.Rect | None:
        """The message line while it says something (a refusal, read to its end), else None."""
        zone = self.layout.zones.get("message")
        if not self.message or zone is None or zone.box is None:
            return None
        return self.zone_rect(zone)

    def kept_clear(self, key: str) -> list[pygame.Rect]:
        """What the inspector of `key` must not cover: the status line and the prompts (what to do now), the
        message line while it says something (a refusal is read to its end), and a held card (one in a pile the
        player moves from now: CABO's drawn card, Ogallala's held one)."""
        clear = [rect for _, rect, _ in self.prompts()]
        status = self.layout.zones.get("status")
        if self.model.status and status is not None and status.box is not None:
            clear.append(self.zone_rect(status))
        refusal = self.message_rect()
        if refusal is not None:
            clear.append(refusal)
        for gesture in self.model.gestures:
            item = self.model.item(gesture.source) if gesture.kind == "drag" else None
            pile = self.layout.zones.get(item.zone) if item is not None else None
            if pile is not None and pile.kind == "pile" and gesture.source != key and gesture.source in self.rects:
                clear.append(self.rects[gesture.source])
        return clear

    def tooltip_at(self, pos: tuple[int, int]) -> tuple[pygame.Rect, str] | None:
        """The place and whole text of a text drawn shortened under the pointer (its tooltip), if any.

        None while a card is held or the chooser is open: the pointer is busy with them.
        """
        if self.drag is not None or self.chooser is not None:
            return None
        if self.panel.toggle.collidepoint(pos):  # the history's grow box says what it does
            return self.panel.toggle, tr(TOGGLE_SHRINK if self.panel.expanded else TOGGLE_GROW)
        return self.live_tips.at(pos) or self.static_tips.at(pos)

    def handle(self, event: InputEvent) -> bool:
        """Take one input event; returns True if the table used it."""
        if isinstance(event, PointerMove):
            return self._move(event.pos)
        if isinstance(event, PointerLeave):
            self.hover, self.pointer = None, (-1, -1)
            self.inspector.close()
            return True
        if isinstance(event, Wheel):
            if self.panel.over(self.pointer):
                self.panel.wheel(event.dy)
                return True
            return False
        if isinstance(event, PointerDown) and event.button == 1:
            return self._down(event.pos)
        if isinstance(event, PointerUp) and event.button == 1:
            return self._up(event.pos)
        if isinstance(event, PointerDown) and event.button == 3:
            return self._right(event.pos)
        if isinstance(event, Key):
            return self._key(event)
        return False

    def _move(self, pos: tuple[int, int]) -> bool:
        """Hover, and turn a press into a drag once the pointer has moved."""
        self.pointer = pos
        if self.panel.dragging is not None:
            self.panel.move(pos)
            return True
        if self.press is not None:
            dx, dy = pos[0] - self.press.pos[0], pos[1] - self.press.pos[1]
            if abs(dx) + abs(dy) >= DRAG_THRESHOLD and self.press.key in self.model.still:
                key, self.press = self.press.key, None  # a piece that cannot move now: say why, lift nothing
                if key is not None:
                    self.say(self.explain_cb("click", key, None))
            elif abs(dx) + abs(dy) >= DRAG_THRESHOLD:
                self.drag, self.press = self.press, None
                self.drag.moved = True
                self.picked = None
        if self.drag is not None:
            self.drag.pos = pos
        covered = self.panel.expanded and self.panel.over(pos)  # nothing under an expanded panel is pointed at
        self.hover = None if covered else self.item_at(pos) or self.button_at(pos)
        self.inspector.point(self._inspectable_at(pos))
        return True

    def _inspectable_at(self, pos: tuple[int, int]) -> str | None:
        """The card item under the pointer that the inspector can show (none under the history panel)."""
        if self.panel.expanded and self.panel.over(pos):
            return None
        key = self.item_at(pos)
        return key if key is not None and inspectable(self.model.item(key)) else None

    def _right(self, pos: tuple[int, int]) -> bool:
        """Right press: on a card, pin its inspector open (again: close it); elsewhere cancel and close."""
        self.pointer = pos
        if self.whatis.active:
            self.whatis.close()
            return True
        key = self._inspectable_at(pos) if self.chooser is None else None
        if key is not None and not (self.inspector.pinned and self.inspector.key == key):
            self.inspector.pin(key)
            return True
        self.inspector.close()
        if key is None:
            self.cancel()
        return True

    def _down(self, pos: tuple[int, int]) -> bool:
        """Press: on the chooser, a button, or a card (which may become a drag); it first closes the inspector."""
        self.pointer = pos
        self.inspector.close()  # it comes back only once the pointer moves and rests again
        self.panel_focus = False
        if self.whatis.active and self.chooser is None and self._whatis_down(pos):
            return True
        if self.chooser is not None:
            for gesture, rect in zip(self.chooser, self.chooser_rects, strict=False):
                if rect.collidepoint(pos):
                    self.chooser = None
                    self.perform(gesture)
                    return True
            self.chooser = None  # Cancel, or anywhere else
            return True
        if self.panel.expanded:  # it lies over the table: it takes the press, and one outside shrinks it
            if self.panel.over(pos):
                self.panel_focus = True
                self.panel.press(pos)
            else:
                self.panel.expanded = False
            return True
        button = self.button_at(pos)
        if button is not None:
            self.pressed_button = button
            return True
        if self.prompt_at(pos):
            self.picked = None
            return True
        if self.panel.over(pos):
            self.panel_focus = True
            self.panel.press(pos)
            return True
        key = self.item_at(pos)
        if key is not None and self.model.gestures_from(key, "drag") and key != self.picked:
            rect = self.rects[key]
            self.press = Drag(key, (pos[0] - rect.x, pos[1] - rect.y), pos)
            return True
        self.press = Drag(key, (0, 0), pos) if key is not None else None
        if key is None:
            self.picked = None
        return key is not None

    def _up(self, pos: tuple[int, int]) -> bool:
        """Release: drop a dragged card, or click what was pressed."""
        self.pointer = pos
        if self.panel.dragging is not None:
            self.panel.release()
            return True
        if self.pressed_button is not None:
            button, self.pressed_button = self.pressed_button, None
            if self.button_at(pos) == button:
                self.click_button(button)
            return True
        if self.drag is not None:
            drag, self.drag = self.drag, None
            self.drop(drag, pos)
            return True
        if self.press is not None:
            press, self.press = self.press, None
            if press.key is not None:
                self.click(press.key)
            return True
        return False

    def drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        """Apply the gesture whose target is under the pointer, or fly the card back with a reason."""
        targets = self.drop_targets(drag.key)
        target = self.target_at(pos, targets)
        held = pygame.Rect(pos[0] - drag.offset[0], pos[1] - drag.offset[1], *self.rects[drag.key].size)
        if target is not None:
            matches = self.model.drops(drag.key, target)
            self.last_drop = (drag.key, held)
            self.choose(matches)
            return
        other = self.item_at(pos)
        self.say(self.explain_cb("drop", drag.key, other))
        self.fly_back(drag.key, held)

    def click(self, key: str) -> None:
        """A click on a card item: finish a pick, run its click gesture, pick it up, or say why not."""
        if self.picked is not None:
            picked, self.picked = self.picked, None
            if key == picked:
                return
            matches = self.model.drops(picked, key)
            if not matches and not self.model.gestures_from(key, "click"):  # a target under a piece lying on it
                under = self.target_at(self.pointer, self.drop_targets(picked))
                matches = self.model.drops(picked, under) if under is not None else []
            if matches:
                self.choose(matches)
                return
            if not self.model.gestures_from(key, "click"):
                self.say(self.explain_cb("drop", picked, key))
                return
        clicks = self.model.gestures_from(key, "click")
        if clicks:
            self.choose(clicks)
        elif self.model.gestures_from(key, "drag"):
            self.picked = key
            self.say(tr("Now click where it should go (or drag it there)."), quiet=True)
        else:
            self.say(self.explain_cb("click", key, None))

    def click_button(self, key: str) -> None:
        """A click on a button."""
        self.choose(self.model.gestures_from(key))

    def choose(self, gestures: list[Gesture]) -> None:
        """Perform the one gesture, or open a small chooser when several match."""
        if len(gestures) == 1:
            self.perform(gestures[0])
        elif gestures:
            self.chooser = list(gestures)
            self.chooser_focus = 0
            self.chooser_at = self.pointer

    def perform(self, gesture: Gesture) -> None:
        """Hand a gesture to the owner; clear transient selections."""
        self.picked = None
        self.focus = None
        self.message = ""
        if gesture.action is None:
            self.last_drop = None
        self.perform_cb(gesture)

    def cancel(self) -> None:
        """Drop any pick, chooser and focus."""
        self.picked = None
        self.chooser = None
        self.focus = None

    def _key(self, key: Key) -> bool:
        """Keyboard: Tab/arrows cycle the possible moves, Enter performs, Esc closes the innermost thing, letters
        (and Ctrl+letters) are hot keys."""
        gestures = self.model.gestures
        if key.name in PANEL_KEYS and self.chooser is None and (self.panel_focus or self.panel.over(self.pointer)):
            return self.panel.key(key.name)
        if key.name == "escape":
            return self._escape()
        if (key.text == "?" or key.name == "?") and not key.ctrl and self.chooser is None and self.drag is None:
            self.toggle_whatis()
            return True
        if key.name == "i" and not key.ctrl and self.chooser is None:
            over = self._inspectable_at(self.pointer)
            if over is not None:
                if self.inspector.pinned and self.inspector.key == over:
                    self.inspector.close()
                else:
                    self.inspector.pin(over)
                return True
        if self.chooser is not None:
            if key.name in ("tab", "down", "right"):
                self.chooser_focus = (self.chooser_focus + 1) % len(self.chooser)
            elif key.name in ("up", "left"):
                self.chooser_focus = (self.chooser_focus - 1) % len(self.chooser)
            elif key.name in ("return", "enter", "space"):
                gesture, self.chooser = self.chooser[self.chooser_focus], None
                self.perform(gesture)
            return True
        cycle = [i for i, g in enumerate(gestures) if g.cycled]
        if key.name in ("tab", "right", "down", "left", "up") and cycle:
            back = key.shift or key.name in ("left", "up")
            if self.focus not in cycle:
                self.focus = cycle[-1 if back else 0]
            else:
                self.focus = cycle[(cycle.index(self.focus) + (-1 if back else 1)) % len(cycle)]
            return True
        if key.name in ("return", "enter", "space") and self.focus is not None and self.focus < len(gestures):
            self.perform(gestures[self.focus])
            return True
        pressed = f"ctrl+{key.name}" if key.ctrl else key.name
        hot = [g for g in gestures if g.hotkey and g.hotkey == pressed]
        if hot:
            self.choose(hot)
            return True
        return False

    def _escape(self) -> bool:
        """Esc closes the innermost thing: a held card (it flies back), the chooser, the inspector, the expanded
        history, then the keyboard focus or a picked card; False when nothing was open (the owner's turn)."""
        if self.drag is not None or self.press is not None:
            self.put_back()
        elif self.chooser is not None:
            self.chooser = None
        elif self.whatis.active:
            self.whatis.close()
        elif self.inspector.shown() is not None:
            self.inspector.close()
        elif self.panel.expanded:
            self.panel.expanded = False
        elif self.focus is not None or self.picked:
            self.cancel()
        else:
            return False
        return True

    def put_back(self) -> None:
        """Let go of a held card without dropping it: it flies back to its place, nothing is played."""
        drag, self.drag, self.press = self.drag, None, None
        if drag is not None and drag.key in self.rects:
            at = (self.pointer[0] - drag.offset[0], self.pointer[1] - drag.offset[1])
            self.fly_back(drag.key, pygame.Rect(at, self.rects[drag.key].size))

    def key_tip(self, button: str) -> str:
        """A button's tooltip: what it does and its key, or "" when it has no key."""
        keyed = [g for g in self.model.gestures_from(button) if g.hotkey]
        if not keyed:
            return ""
        hotkey = keyed[0].hotkey or ""
        words = "+".join(part.capitalize() if len(part) > 1 else part.upper() for part in hotkey.split("+"))
        return keyed[0].label + "\n" + tr("Key: {key}", key=words)

    @property
    def focused(self) -> Gesture | None:
        """The gesture the keyboard focus is on."""
        if self.focus is None or self.focus >= len(self.model.gestures):
            return None
        return self.model.gestures[self.focus]
