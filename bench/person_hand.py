"""A person's hand for the frame benchmark: seat 0 plays what a seeded choice picks among the gestures its table offers,
by posting the pointer and key events a person's press, drag, release or keys make, one step a frame."""

from __future__ import annotations

import random
from typing import Any

import pygame

FRACTIONS = (0.5, 0.3, 0.7, 0.15, 0.85, 0.05, 0.95)  # where on an item to point (a fanned card is partly covered)


def event(kind: int, **fields: Any) -> pygame.event.Event:
    """One raw pygame event, as SDL delivers it."""
    return pygame.event.Event(kind, **fields)


def press(pos: tuple[int, int]) -> list[pygame.event.Event]:
    """The pointer moved onto a point and pressed there."""
    return [
        event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
    ]


def release(pos: tuple[int, int]) -> list[pygame.event.Event]:
    """The button let go at a point."""
    return [event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def key(name: str) -> pygame.event.Event:
    """A key pressed."""
    return event(pygame.KEYDOWN, key=pygame.key.key_code(name), mod=0, unicode="", scancode=0)


def spot(board: Any, key_name: str, among: set[str] | None = None) -> tuple[int, int] | None:
    """A point where the item shows and takes the pointer (not under another item or a prompt), or None."""
    rect = board.rects.get(key_name)
    if rect is None:
        button = board.button_rects.get(key_name)
        return button.center if button is not None else None
    for fx in FRACTIONS:
        for fy in FRACTIONS:
            point = (rect.x + int(rect.w * fx), rect.y + int(rect.h * fy))
            if board.item_at(point, among) == key_name and not board.input.geometry.prompt_at(point):
                return point
    return None


class PersonHand:
    """Seat 0's moves, each a gesture the table offers (one carrying an action, else a half-step), chosen by a seeded
    random policy and made by posted events: a click (press, release), a drag (press, move, release on the target),
    a chooser's entry clicked, or Tab to it and Enter where the pointer cannot reach it."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.steps: list[list[pygame.event.Event]] = []  # the events of the frames to come, a list a frame
        self.wanted: Any = None  # the gesture being made (a chooser may open on its way)
        self.by_keys = 0  # gestures made by the keyboard (no point of the pointer's reached them)

    def post(self, scene: Any) -> None:
        """Post this frame's events of the gesture under way, or begin one if seat 0 may act on a table shown (a
        final choice's question, `scene`, is answered yes: its button drawn last)."""
        if self.steps:
            for raw in self.steps.pop(0):
                pygame.event.post(raw)
            return
        if not hasattr(scene, "board"):
            if scene.buttons:
                at = scene.buttons[0].rect.center
                self.steps = [press(at), release(at)]
            return
        board = scene.board
        if board.chooser:
            if self.wanted in board.chooser:
                at = board.chooser_rects[board.chooser.index(self.wanted)].center
                self.steps = [press(at), release(at)]
            else:
                self.steps = [[key("escape")]]
            self.wanted = None
            return
        if scene.banner.showing:
            self.steps = [[key("escape")]]  # a big moment's banner: read, and put away as a person would
            return
        if getattr(scene, "unshown", None) is not None or scene.pacing() or not scene.viewer_may_act():
            return
        gestures = board.model.gestures
        acting = [g for g in gestures if g.action is not None]
        halves = [g for g in gestures if g.ui is not None and not g.ui.startswith("app:") and g.ui != "cancel"]
        if not acting and not halves:
            return
        self.wanted = self.rng.choice(acting or halves)
        self.steps = self.pointer_steps(board, self.wanted) or self.key_steps(gestures, self.wanted)

    def pointer_steps(self, board: Any, gesture: Any) -> list[list[pygame.event.Event]]:
        """The frames' events of the gesture made with the pointer (none where it cannot reach it)."""
        start = spot(board, gesture.source)
        if start is None:
            return []
        if gesture.kind != "drag":
            return [press(start), release(start)]
        end = spot(board, gesture.target, board.drop_targets(gesture.source)) if gesture.target else None
        if end is None or abs(end[0] - start[0]) + abs(end[1] - start[1]) < 8:
            return []
        moved = [event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0))]
        return [press(start), moved, release(end)]

    def key_steps(self, gestures: list[Any], gesture: Any) -> list[list[pygame.event.Event]]:
        """Tab to the gesture (the keyboard's cycle), then Enter."""
        cycle = [g for g in gestures if g.cycled]
        if gesture not in cycle:
            return []
        self.by_keys += 1
        return [[key("tab")] * (cycle.index(gesture) + 1), [key("return")]]
