"""What the board's painting reads: a description of one frame, built by `Board` before every drawing.

The painting (board_paint.py) draws from this alone: where everything is (`Places`, the geometry's read-only
face), what the pointer and the keys are doing, what flies and what the message line says. It reads no other
collaborator's attributes, so a hand-made frame can be painted without a pointer or an animation.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

import pygame

from tablegame.table import render as r
from tablegame.table import text_block
from tablegame.table.board_input import Drag
from tablegame.table.board_motion import Flight
from tablegame.table.history_panel import HistoryPanel
from tablegame.table.layout import Layout, Zone
from tablegame.table.model import Frame, Gesture, TableModel


class Places(Protocol):
    """Where everything of the table is, for one viewer and window size (what `BoardGeometry` answers)."""

    @property
    def layout(self) -> Layout: ...
    @property
    def fonts(self) -> r.Fonts: ...
    @property
    def art(self) -> r.CardArt: ...
    @property
    def model(self) -> TableModel: ...
    @property
    def n_seats(self) -> int: ...
    @property
    def size(self) -> tuple[int, int]: ...
    @property
    def rects(self) -> dict[str, pygame.Rect]: ...
    @property
    def frame_rects(self) -> list[tuple[Frame, pygame.Rect]]: ...
    @property
    def button_rects(self) -> dict[str, pygame.Rect]: ...
    @property
    def captions(self) -> list[tuple[pygame.Rect, str, int | None]]: ...
    @property
    def captions_above(self) -> set[int]: ...

    def zone_rect(self, zone: Zone, seat: int | None = None) -> pygame.Rect:
        """A zone's rectangle in pixels."""
        ...

    def prompts(self) -> list[tuple[Zone, pygame.Rect, list[str]]]:
        """The prompt zones the presenter filled: (zone, rectangle, lines)."""
        ...

    def label_room(self, button: pygame.Rect) -> int:
        """The width a button's words may take."""
        ...

    def target_at(self, pos: tuple[int, int], targets: set[str]) -> str | None:
        """The drop target under a point."""
        ...

    def drop_targets(self, source: str) -> set[str]:
        """Every item where a card from `source` may be dropped."""
        ...

    def is_active(self, key: str) -> bool:
        """True if an item starts some gesture."""
        ...

    def key_tip(self, button: str) -> str:
        """A button's tooltip: what it does and its key."""
        ...

    def chooser_places(
        self, chooser: list[Gesture], at: tuple[int, int]
    ) -> tuple[pygame.Rect, list[tuple[pygame.Rect, text_block.Block]], pygame.Rect, text_block.Block]:
        """The chooser's box, each option's button and words, and the cancel button and its words."""
        ...


@dataclass(frozen=True)
class WhatIsShown:
    """ "What is this?" as the frame shows it: armed (waiting for a click), and the item explained, if any."""

    armed: bool = False
    key: str | None = None
    words: list[tuple[str, bool]] = field(default_factory=list)


@dataclass(frozen=True)
class BoardFrame:
    """One frame of the table: where things are, the highlights, what the pointer and keys hold, what flies."""

    places: Places
    panel: HistoryPanel  # the history panel (it draws itself)
    glow: set[str] = field(default_factory=set)  # item keys lit softly: drop targets, clickable things
    strong: set[str] = field(default_factory=set)  # item keys lit strongly: the target under a held card, the focus
    pointer: tuple[int, int] = (-1, -1)
    hover: str | None = None  # the item or button under the pointer
    picked: str | None = None  # a card picked by a click, waiting for a second click
    drag: Drag | None = None  # the card held by the pointer
    pressed_button: str | None = None
    focus: int | None = None  # the keyboard focus: an index into the model's gestures
    focused: Gesture | None = None  # the gesture it is on
    hinted: str | None = None  # the card a shown hint lifts (Tab's focus lifts none: it only lights)
    chooser: list[Gesture] | None = None  # the gestures of an open chooser
    chooser_focus: int = 0
    chooser_at: tuple[int, int] = (-1, -1)
    message: str = ""  # the message line
    flights: list[Flight] = field(default_factory=list)
    inspected: str | None = None  # the card the inspector shows
    whatis: WhatIsShown = field(default_factory=WhatIsShown)
    kept_clear: list[pygame.Rect] = field(default_factory=list)  # what the inspector or explanation must not cover
