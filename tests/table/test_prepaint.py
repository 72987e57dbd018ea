"""Faces a table may turn up are painted in frames with time to spare, before the frame that shows them."""

from __future__ import annotations

import pygame
from driver import make_app, start_match, table

from tablegame.core.match import Seat
from tablegame.table import render as r
from tablegame.table.model import BACK, FACE
from tablegame.table.prepaint import PREPAINT_MOST, Prepainter, pending_faces


def test_spare_frames_paint_every_kind_at_the_sizes_of_face_down_cards():
    app = make_app((1280, 720))
    start_match(app, [Seat("Ann"), Seat("Bot", "bot", "random")])
    board = table(app).board
    pending = pending_faces(board.model, board.rects, board.art)
    down = {board.rects[card.key].size for card in board.model.cards if card.look == BACK and card.key in board.rects}
    assert pending and {size for _kind, size in pending} == down
    assert len(pending) <= PREPAINT_MOST
    r._pictures.kept.clear()
    board.prepainter = Prepainter()  # from the start, with nothing kept
    for _ in range(60):
        app.step()
    kept = r._pictures.kept
    painted = {(key[1][0], key[3]) for key in kept if key[1] is not None and key[2] == FACE}
    assert set(pending) <= painted  # each painted once, in spare frames (the table waits for Ann)


def test_a_picture_painted_ahead_is_the_one_painted_when_needed():
    app = make_app((1280, 720))
    start_match(app, [Seat("Ann"), Seat("Bot", "bot", "random")])
    art = table(app).board.art
    kind = next(iter(art.faces))
    ahead = pygame.image.tobytes(art.surface(kind, FACE, (91, 127)), "RGBA")
    r._pictures.kept.clear()
    assert pygame.image.tobytes(art.surface(kind, FACE, (91, 127)), "RGBA") == ahead
