"""The board's input: pointer and keys matched against the model's gestures (drag, click, pick, chooser, focus).

A match is handed to `perform`, a miss to `explain` (which says in one line why nothing happened). A
collaborator of `Board` (board.py): it asks the geometry what lies under the pointer, and the motion to say a
refusal or to fly a card back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

import pygame

from tablegame.i18n import tr
from tablegame.table import inspector, whatis
from tablegame.table.board_geometry import BoardGeometry
from tablegame.table.board_motion import BoardMotion
from tablegame.table.events import InputEvent, Key, PointerDown, PointerLeave, PointerMove, PointerUp, Wheel
from tablegame.table.history_panel import HistoryPanel
from tablegame.table.inspector import Inspector, inspectable
from tablegame.table.model import Gesture, TableModel
from tablegame.table.whatis import WhatIs

DRAG_THRESHOLD = 5  # pixels the pointer must move before a press becomes a drag
PANEL_KEYS = ("page up", "page down", "home", "end")  # the history panel's; the table uses none of them
MissKind = Literal["drop", "click"]  # what did nothing, for `explain`: a drop (source, target) or a click


@dataclass
class Drag:
    """A card held by the pointer."""

    key: str
    offset: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False


class BoardInput:
    """The pointer and the keyboard: hover, press, drag and drop, click-to-pick, chooser, focus."""

    def __init__(
        self,
        geometry: BoardGeometry,
        motion: BoardMotion,
        perform: Callable[[Gesture], None],
        explain: Callable[[MissKind, str, str | None], str],
    ) -> None:
        self.geometry = geometry
        self.motion = motion
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
        self.chooser_focus = 0
        self.chooser_at: tuple[int, int] = (-1, -1)
        self.panel = HistoryPanel()
        self.panel_focus = False  # the history panel was clicked last: its keys work wherever the pointer is
        self.last_drop: tuple[str, pygame.Rect] | None = None  # where the last dropped card was let go
        self.inspector = Inspector()  # the large copy of a card the pointer rests on, or pinned open
        self.whatis = WhatIs()  # "What is this?": armed by "?", then an explanation pinned open
        # The game's words for an item key (or "seat:N"), from the reader's view; None: the item's own words.
        self.describe_cb: Callable[[str], list[str]] | None = None

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
        if self.hover is not None and self._hint_of(self.geometry.model, self.hover) != self._hint_of(
            model, self.hover
        ):
            self.hover = None  # the card under a hint changed or went: no stale hint until the pointer moves
        shown = self.inspector.key
        if shown is not None and self._hint_of(self.geometry.model, shown) != self._hint_of(model, shown):
            self.inspector.close()  # the inspected card changed or went: no stale copy of it
        self.panel.sync(
            model.history, self.geometry.names, model.history_reader, model.fresh_from, model.history_progress
        )
        self.geometry.set_model(model, viewer)
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
            item = self.geometry.model.item(key)
            game_words = [text for text, _ in inspector.paragraphs(item)] if item is not None else []
        return whatis.explanation(self.geometry.model, key, game_words)

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
        for strip, _, seat in self.geometry.captions:
            if seat is not None and strip.collidepoint(pos):
                return seat
        return None

    def _whatis_down(self, pos: tuple[int, int]) -> bool:
        """A press while "What is this?" is active: an open explanation closes (nothing else happens); armed, an
        item or a seat's name is explained, a button works as usual (the mode stops), anything else stops it."""
        if not self.whatis.armed:
            self.whatis.close()
            return True
        button = self.geometry.button_at(pos)
        if button is not None:
            self.whatis.close()  # the "?" button itself stops the mode; any other works as usual
            return any(g.ui == whatis.BUTTON_UI for g in self.geometry.model.gestures_from(button))
        key = self.geometry.item_at(pos)
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
        """Advance the pointer's rest on a card (which opens the inspector)."""
        if self.drag is None and self.press is None and self.chooser is None and self.inspector.key is not None:
            self.inspector.rest += dt

    @property
    def inspected(self) -> str | None:
        """The key of the card the inspector shows now, or None (never while a card is held or a menu is open,
        nor where it would cover what `kept_clear` keeps clear)."""
        key = self.inspector.shown()
        if key is None or self.drag is not None or self.chooser is not None or key not in self.geometry.rects:
            return None
        item = self.geometry.model.item(key)
        if (
            item is None
            or inspector.layout(
                self.geometry.fonts, item, self.geometry.rects[key], self.geometry.size, self.kept_clear(key)
            )
            is None
        ):
            return None
        return key

    def kept_clear(self, key: str) -> list[pygame.Rect]:
        """What the inspector of `key` must not cover (see `BoardGeometry.kept_clear`)."""
        return self.geometry.kept_clear(key, self.motion.message)

    def chooser_buttons(self) -> tuple[list[pygame.Rect], pygame.Rect]:
        """The open chooser's option buttons and its cancel button, where they are drawn (none while it is shut)."""
        if self.chooser is None:
            return [], pygame.Rect(0, 0, 0, 0)
        _, options, cancel, _ = self.geometry.chooser_places(self.chooser, self.chooser_at)
        return [rect for rect, _ in options], cancel

    def highlights(self) -> tuple[set[str], set[str]]:
        """(soft glow, strong glow) item keys: drop targets while dragging, clickable things otherwise."""
        source = self.drag.key if self.drag else self.picked
        if source is not None:
            targets = self.geometry.drop_targets(source)
            under = self.geometry.target_at(self.pointer, targets) if self.drag else None
            return targets, {under} if under else set()
        focused = self.focused
        if focused is not None:
            return set(), {k for k in (focused.source, focused.target) if k}
        clickable = {g.source for g in self.geometry.model.gestures if g.kind == "click"}
        return clickable, set()

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
            if abs(dx) + abs(dy) >= DRAG_THRESHOLD and self.press.key in self.geometry.model.still:
                key, self.press = self.press.key, None  # a piece that cannot move now: say why, lift nothing
                if key is not None:
                    self.motion.say(self.explain_cb("click", key, None))
            elif abs(dx) + abs(dy) >= DRAG_THRESHOLD:
                self.drag, self.press = self.press, None
                self.drag.moved = True
                self.picked = None
        if self.drag is not None:
            self.drag.pos = pos
        covered = self.panel.expanded and self.panel.over(pos)  # nothing under an expanded panel is pointed at
        self.hover = None if covered else self.geometry.item_at(pos) or self.geometry.button_at(pos)
        self.inspector.point(self._inspectable_at(pos))
        return True

    def _inspectable_at(self, pos: tuple[int, int]) -> str | None:
        """The card item under the pointer that the inspector can show (none under the history panel)."""
        if self.panel.expanded and self.panel.over(pos):
            return None
        key = self.geometry.item_at(pos)
        return key if key is not None and inspectable(self.geometry.model.item(key)) else None

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
            for gesture, rect in zip(self.chooser, self.chooser_buttons()[0], strict=False):
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
        button = self.geometry.button_at(pos)
        if button is not None:
            self.pressed_button = button
            return True
        if self.geometry.prompt_at(pos):
            self.picked = None
            return True
        if self.panel.over(pos):
            self.panel_focus = True
            self.panel.press(pos)
            return True
        key = self.geometry.item_at(pos)
        if key is not None and self.geometry.model.gestures_from(key, "drag") and key != self.picked:
            rect = self.geometry.rects[key]
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
            if self.geometry.button_at(pos) == button:
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
        targets = self.geometry.drop_targets(drag.key)
        target = self.geometry.target_at(pos, targets)
        held = pygame.Rect(pos[0] - drag.offset[0], pos[1] - drag.offset[1], *self.geometry.rects[drag.key].size)
        if target is not None:
            matches = self.geometry.model.drops(drag.key, target)
            self.last_drop = (drag.key, held)
            self.choose(matches)
            return
        other = self.geometry.item_at(pos)
        self.motion.say(self.explain_cb("drop", drag.key, other))
        self.motion.fly_back(drag.key, held)

    def click(self, key: str) -> None:
        """A click on a card item: finish a pick, run its click gesture, pick it up, or say why not."""
        if self.picked is not None:
            picked, self.picked = self.picked, None
            if key == picked:
                return
            matches = self.geometry.model.drops(picked, key)
            if not matches and not self.geometry.model.gestures_from(
                key, "click"
            ):  # a target under a piece lying on it
                under = self.geometry.target_at(self.pointer, self.geometry.drop_targets(picked))
                matches = self.geometry.model.drops(picked, under) if under is not None else []
            if matches:
                self.choose(matches)
                return
            if not self.geometry.model.gestures_from(key, "click"):
                self.motion.say(self.explain_cb("drop", picked, key))
                return
        clicks = self.geometry.model.gestures_from(key, "click")
        if clicks:
            self.choose(clicks)
        elif self.geometry.model.gestures_from(key, "drag"):
            self.picked = key
            self.motion.say(tr("Now click where it should go (or drag it there)."), quiet=True)
        else:
            self.motion.say(self.explain_cb("click", key, None))

    def click_button(self, key: str) -> None:
        """A click on a button."""
        self.choose(self.geometry.model.gestures_from(key))

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
        self.motion.message = ""
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
        gestures = self.geometry.model.gestures
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
        if drag is not None and drag.key in self.geometry.rects:
            at = (self.pointer[0] - drag.offset[0], self.pointer[1] - drag.offset[1])
            self.motion.fly_back(drag.key, pygame.Rect(at, self.geometry.rects[drag.key].size))

    @property
    def focused(self) -> Gesture | None:
        """The gesture the keyboard focus is on."""
        if self.focus is None or self.focus >= len(self.geometry.model.gestures):
            return None
        return self.geometry.model.gestures[self.focus]
