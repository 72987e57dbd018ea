"""Painting in a frame's spare time the faces a table may turn up: every card kind at the sizes its face-down
cards have now, so the frame in which they turn up finds their pictures painted (`CardArt` keeps them)."""

from __future__ import annotations

import time
from collections.abc import Mapping

import pygame

from tablegame.table import text_recorder
from tablegame.table.model import BACK, FACE, TableModel
from tablegame.table.render import CardArt

PREPAINT_MOST = 80  # pictures one model may ask for (Cabo's 14 kinds at 5 sizes)


class Prepainter:
    """The faces still to paint for the model and layout last seen, painted a few at a time."""

    def __init__(self) -> None:
        self._seen: tuple[TableModel, Mapping[str, pygame.Rect]] | None = None
        self._pending: list[tuple[str, tuple[int, int]]] = []

    def work(self, model: TableModel, rects: Mapping[str, pygame.Rect], art: CardArt, deadline: float) -> None:
        """Paint faces until `deadline` (`time.perf_counter`); a new model or layout makes a new list."""
        if text_recorder.active is not None:
            return  # a recording follows the texts of what is drawn: nothing unseen is painted meanwhile
        if self._seen is None or self._seen[0] is not model or self._seen[1] is not rects:
            self._seen = (model, rects)
            self._pending = pending_faces(model, rects, art)
        while self._pending and time.perf_counter() < deadline:
            kind, size = self._pending.pop()
            art.surface(kind, FACE, size)


def pending_faces(
    model: TableModel, rects: Mapping[str, pygame.Rect], art: CardArt
) -> list[tuple[str, tuple[int, int]]]:
    """Each card kind at each size of a face-down card, the first to paint last (popped from the end); none if
    they are more than `PREPAINT_MOST` (a game of many pictures, most of which never show at those sizes)."""
    sizes = sorted({rects[item.key].size for item in model.cards if item.look == BACK and item.key in rects})
    if len(sizes) * len(art.faces) > PREPAINT_MOST:
        return []
    return [(kind, size) for size in sizes for kind in list(art.faces)][::-1]
