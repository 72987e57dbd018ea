"""The interactive table: lays out a TableModel by the layout, draws it, and turns input into gestures.

It knows no game. A drag, click, button or key is matched against the model's gestures; a match is
handed to `perform`, a miss to `explain` (which says in one line why nothing happened).

`Board` is a thin front over four collaborators it owns and wires: where things are (`BoardGeometry`,
board_geometry.py), what moves on its own (`BoardMotion`, board_motion.py), the pointer and keys
(`BoardInput`, board_input.py) and the painting (`BoardPainter`, board_paint.py), which draws a `BoardFrame`
(board_frame.py) built here before every drawing and reads nothing else.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pygame

from tablegame.i18n import language
from tablegame.table import render as r
from tablegame.table.board_frame import BoardFrame, WhatIsShown
from tablegame.table.board_geometry import BoardGeometry
from tablegame.table.board_input import BoardInput, Drag, MissKind
from tablegame.table.board_motion import BoardMotion, Flight
from tablegame.table.board_paint import BoardPainter
from tablegame.table.events import InputEvent
from tablegame.table.history_panel import HistoryPanel
from tablegame.table.inspector import Inspector
from tablegame.table.layout import Layout, Zone
from tablegame.table.model import Gesture, Motion, TableModel
from tablegame.table.prepaint import Prepainter
from tablegame.table.whatis import WhatIs


class Board:
    """One viewer's table: layout, hit-testing, drag and drop, keyboard focus, animation, drawing."""

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
        self.geometry = BoardGeometry(layout, fonts, art, n_seats, names)
        self.motion = BoardMotion(self.geometry)
        self.input = BoardInput(self.geometry, self.motion, perform, explain)
        self.painter = BoardPainter()
        self.prepainter = Prepainter()
        self.hinted: str | None = None  # the card a shown hint lifts: the hint sets it after every build

    # --- what the table shows, and where ------------------------------------------------------------
    @property
    def model(self) -> TableModel:
        """The model shown."""
        return self.geometry.model

    @property
    def viewer(self) -> int:
        """The seat the table is shown to."""
        return self.geometry.viewer

    @property
    def layout(self) -> Layout:
        """The game's layout."""
        return self.geometry.layout

    @property
    def fonts(self) -> r.Fonts:
        """The fonts the table is drawn with."""
        return self.geometry.fonts

    @fonts.setter
    def fonts(self, fonts: r.Fonts) -> None:
        self.geometry.fonts = fonts

    @property
    def art(self) -> r.CardArt:
        """The card pictures."""
        return self.geometry.art

    @property
    def size(self) -> tuple[int, int]:
        """The window's size."""
        return self.geometry.size

    @property
    def rects(self) -> Mapping[str, pygame.Rect]:
        """Every item's rectangle, by its key."""
        return self.geometry.rects

    @property
    def button_rects(self) -> Mapping[str, pygame.Rect]:
        """Every button's rectangle, by its key."""
        return self.geometry.button_rects

    @property
    def captions(self) -> Sequence[tuple[pygame.Rect, str, int | None]]:
        """The captions laid out: (strip, words, seat or None); a new list after every layout."""
        return self.geometry.captions

    def set_model(self, model: TableModel, viewer: int) -> None:
        """Show a new model, forgetting a pick, drag, focus or chooser it no longer offers, and the hint's lift (a
        shown hint lifts its card again on the table it was made for)."""
        self.input.set_model(model, viewer)
        self.hinted = None

    def resize(self, size: tuple[int, int]) -> None:
        """Follow the window's size."""
        self.geometry.resize(size)

    def zone_rect(self, zone: Zone, seat: int | None = None) -> pygame.Rect:
        """A zone's rectangle in pixels (for a per-seat zone, at that seat's place for this viewer)."""
        return self.geometry.zone_rect(zone, seat)

    def item_at(self, pos: tuple[int, int], among: set[str] | None = None) -> str | None:
        """The key of the topmost card item under a point (optionally only among some keys)."""
        return self.geometry.item_at(pos, among)

    def drop_targets(self, source: str) -> set[str]:
        """Every item where a card from `source` may be dropped."""
        return self.geometry.drop_targets(source)

    def is_active(self, key: str) -> bool:
        """True if an item starts some gesture (it lifts under the pointer)."""
        return self.geometry.is_active(key)

    def prompts(self) -> list[tuple[Zone, pygame.Rect, list[str]]]:
        """The prompt zones the presenter filled: (zone, rectangle, lines)."""
        return self.geometry.prompts()

    def status_fits(self, text: str) -> bool:
        """True if a status text fits the status line whole at the body size."""
        return self.geometry.status_fits(text)

    def key_tip(self, button: str) -> str:
        """A button's tooltip: what it does and its key, or "" when it has no key."""
        return self.geometry.key_tip(button)

    def kept_clear(self, key: str) -> list[pygame.Rect]:
        """What the inspector of `key` must not cover now."""
        return self.input.kept_clear(key)

    # --- what moves on its own ----------------------------------------------------------------------
    @property
    def message(self) -> str:
        """What the message line says now ("" when nothing)."""
        return self.motion.message

    @property
    def flights(self) -> Sequence[Flight]:
        """The cards travelling now."""
        return self.motion.flights

    @property
    def animating(self) -> bool:
        """True while cards are travelling."""
        return self.motion.animating

    def say(self, text: str, quiet: bool = False) -> None:
        """Show one line under the status line for a few seconds."""
        self.motion.say(text, quiet)

    def unsay(self, text: str) -> None:
        """Take a message back if it is still shown (it was for one player's eyes)."""
        self.motion.unsay(text)

    def fly(
        self, image_key: tuple[str | None, str], start: pygame.Rect, end_key: str, duration: float, delay: float = 0.0
    ) -> None:
        """Animate a card from a rectangle to an item's place, hiding that item until it lands."""
        self.motion.fly(image_key, start, end_key, duration, delay)

    def fly_motions(self, moves: Sequence[tuple[Motion, pygame.Rect]], travel: float) -> None:
        """Animate the motions of one move, each from its start rectangle."""
        self.motion.fly_motions(moves, travel)

    def update(self, dt: float) -> None:
        """Advance animations, the message timer, and the pointer's rest on a card (which opens the inspector)."""
        self.motion.update(dt)
        self.input.update(dt)

    # --- the pointer and the keys -------------------------------------------------------------------
    def handle(self, event: InputEvent) -> bool:
        """Take one input event; returns True if the table used it."""
        return self.input.handle(event)

    @property
    def hover(self) -> str | None:
        """The item or button under the pointer."""
        return self.input.hover

    @hover.setter
    def hover(self, key: str | None) -> None:
        self.input.hover = key

    @property
    def pointer(self) -> tuple[int, int]:
        """Where the pointer is ((-1, -1) off the window)."""
        return self.input.pointer

    @pointer.setter
    def pointer(self, pos: tuple[int, int]) -> None:
        self.input.pointer = pos

    @property
    def drag(self) -> Drag | None:
        """The card held by the pointer."""
        return self.input.drag

    @drag.setter
    def drag(self, drag: Drag | None) -> None:
        self.input.drag = drag

    @property
    def picked(self) -> str | None:
        """A card picked by a click, waiting for where it goes."""
        return self.input.picked

    @picked.setter
    def picked(self, key: str | None) -> None:
        self.input.picked = key

    @property
    def focus(self) -> int | None:
        """The keyboard focus: an index into the model's gestures."""
        return self.input.focus

    @focus.setter
    def focus(self, index: int | None) -> None:
        self.input.focus = index

    @property
    def focused(self) -> Gesture | None:
        """The gesture the keyboard focus is on."""
        return self.input.focused

    @property
    def chooser(self) -> list[Gesture] | None:
        """The gestures of the open chooser, or None."""
        return self.input.chooser

    @property
    def chooser_rects(self) -> list[pygame.Rect]:
        """The open chooser's option buttons, in its gestures' order."""
        return self.input.chooser_buttons()[0]

    @property
    def chooser_cancel(self) -> pygame.Rect:
        """The open chooser's cancel button."""
        return self.input.chooser_buttons()[1]

    @property
    def panel(self) -> HistoryPanel:
        """The history panel."""
        return self.input.panel

    @property
    def panel_focus(self) -> bool:
        """True if the history panel was clicked last (its keys work wherever the pointer is)."""
        return self.input.panel_focus

    @property
    def inspector(self) -> Inspector:
        """The large copy of a card the pointer rests on, or pinned open."""
        return self.input.inspector

    @property
    def inspected(self) -> str | None:
        """The key of the card the inspector shows now, or None."""
        return self.input.inspected

    @property
    def whatis(self) -> WhatIs:
        """ "What is this?": armed, or an explanation pinned open."""
        return self.input.whatis

    @property
    def describe_cb(self) -> Callable[[str], list[str]] | None:
        """The game's words for an item key (or "seat:N"), for "What is this?"; None: the item's own words."""
        return self.input.describe_cb

    @describe_cb.setter
    def describe_cb(self, describe: Callable[[str], list[str]] | None) -> None:
        self.input.describe_cb = describe

    def highlights(self) -> tuple[set[str], set[str]]:
        """(soft glow, strong glow) item keys: drop targets while dragging, clickable things otherwise."""
        return self.input.highlights()

    def take_last_drop(self) -> tuple[str, pygame.Rect] | None:
        """The card last dropped on a target and where it was let go (once: it is forgotten here)."""
        dropped, self.input.last_drop = self.input.last_drop, None
        return dropped

    def choose(self, gestures: list[Gesture]) -> None:
        """Perform the one gesture, or open a small chooser when several match."""
        self.input.choose(gestures)

    def cancel(self) -> None:
        """Drop any pick, chooser and focus."""
        self.input.cancel()

    def hide_hint(self) -> None:
        """Hide the hover hint and an unpinned inspector until the pointer moves again (the table changed)."""
        self.input.hide_hint()

    def toggle_whatis(self) -> None:
        """The "?" button or key: arm "What is this?" (again: stop it)."""
        self.input.toggle_whatis()

    # --- the painting -------------------------------------------------------------------------------
    def frame(self) -> BoardFrame:
        """What the painting draws now: where things are, the highlights, the pointer's and keys' state, flights."""
        control = self.input
        glow, strong = control.highlights()
        inspected = control.inspected
        explained = control.whatis.key if control.whatis.key is not None else inspected
        return BoardFrame(
            places=self.geometry,
            panel=control.panel,
            glow=glow,
            strong=strong,
            pointer=control.pointer,
            hover=control.hover,
            picked=control.picked,
            drag=control.drag,
            pressed_button=control.pressed_button,
            focus=control.focus,
            focused=control.focused,
            hinted=self.hinted,
            chooser=control.chooser,
            chooser_focus=control.chooser_focus,
            chooser_at=control.chooser_at,
            message=self.motion.message,
            flights=self.motion.flights,
            inspected=inspected,
            whatis=WhatIsShown(control.whatis.armed, control.whatis.key, control.whatis.words),
            kept_clear=control.kept_clear(explained) if explained is not None else [],
        )

    def prepaint(self, deadline: float) -> None:
        """Until `deadline` (`time.perf_counter`), paint card faces the table may turn up (`prepaint`)."""
        self.prepainter.work(self.model, self.geometry.rects, self.art, deadline)

    @property
    def layer_pending(self) -> bool:
        """Whether the table's next picture is being made over frames (`ready`): the spare time of a frame is its."""
        return self.painter.spreading is not None

    def warm_flights(self, deadline: float) -> None:
        """Until `deadline` (`time.thread_time`), make the pictures and shadows the flights will show in the next
        frame (a frame's time on from now), so the frame that shows a move does not paint them."""
        if self.geometry.laid_out_in == language():
            self.painter.warm_flights(self.frame(), self.motion.last_dt, deadline)

    def flights_made(self) -> bool:
        """Whether every picture and shadow the flights show now is made (drawing them costs blits only)."""
        return self.geometry.laid_out_in != language() or self.painter.warm_flights(self.frame(), 0.0, 0.0, False)

    def ready(self, deadline: float, end_by: float | None = None, eager: bool = False) -> bool:
        """Whether the table's picture can be drawn now; False while a layer is drawn in bands until `deadline`
        (`time.thread_time`: the UI thread's own time), given `end_by` each step begun only where it is expected
        to end by then (but for the first of an `eager` call), the window showing its last frame meanwhile
        (`BoardPainter.ready`)."""
        if self.geometry.laid_out_in != language():
            return True  # laid out again as it draws
        return self.painter.ready(self.frame(), deadline, end_by, eager)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table as it is now (laid out again first if another language was chosen)."""
        if self.geometry.laid_out_in != language():  # another language chosen: the layout's captions in its words
            self.geometry.relayout()
        self.painter.draw(surface, self.frame())

    @property
    def badges_hidden(self) -> frozenset[str]:
        """Lit targets whose words had no room on the table (last drawn)."""
        return self.painter.badges_hidden

    def hint_box(self) -> tuple[pygame.Rect, list[str]] | None:
        """Where the hint box goes now and its lines, or None."""
        return self.painter.hint_box(self.frame())

    def badge_places(self) -> list[tuple[pygame.Rect, str]]:
        """Where the held piece's lit targets show their words now: (pill, text)."""
        return self.painter.badge_places(self.frame())

    def tooltip_at(self, pos: tuple[int, int]) -> tuple[pygame.Rect, str] | None:
        """The place and whole text of a text drawn shortened under the pointer (its tooltip), if any."""
        return self.painter.tooltip_at(self.frame(), pos)

    def message_area(self) -> pygame.Rect | None:
        """Where the message line's words are drawn now, or None while it says nothing."""
        return self.painter.message_area(self.frame())
