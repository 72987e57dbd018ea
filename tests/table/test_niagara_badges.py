"""The words on the lit slots while a Niagara canoe is held: one short line per slot, and no two overlap."""

from __future__ import annotations

import pygame
import pytest
from driver import make_app, run_until, table
from niagara_driver import perform_by_mouse, start

from tablegame.core.match import Seat

SEATS = [Seat("Mina"), Seat("Bot 2", "bot", "normal"), Seat("Bot 3", "bot", "easy")]
CROWDED = {
    "boats": [
        [{"at": "6A"}, {"at": "3", "gem": "clear"}],
        [{"at": "5", "gem": "yellow"}, {"at": "dock"}],
        [{"at": "3", "gem": "violet"}, {"at": "dock"}],
    ],
    "home": [{"clear": 1}, None, None],
}
LOADED = {"boats": [[{"at": "3", "gem": "yellow"}, {"at": "4"}], [{"at": "4", "gem": "pink"}, {"at": "dock"}], None]}


def badge_boxes(board, source: str) -> list[pygame.Rect]:
    """The pills the table draws under the lit targets while `source` is picked up."""
    board.picked = source
    boxes = [pill for pill, _ in board.badge_places()]
    board.picked = None
    return boxes


@pytest.mark.parametrize(
    ("setup", "card"), [(CROWDED, 3), (CROWDED, 4), (CROWDED, 5), (LOADED, 2), (LOADED, 4), (LOADED, 6)]
)
def test_lit_slot_badges_are_short_and_never_overlap(setup, card):
    app = make_app()
    match = start(app, SEATS, seed=9, setup=setup)
    perform_by_mouse(app, {"seat": 0, "type": "choose", "card": card})
    run_until(
        app, lambda: match.to_act() == [0] and match.view(0)["phase"] == "act" and not table(app).pacing(), frames=3000
    )
    board = table(app).board
    shown = 0
    for canoe in ("boat:0:0", "boat:0:1"):
        texts = {g.target: g.badge for g in board.model.gestures if g.source == canoe and g.kind == "drag"}
        assert all(len(text) <= 16 and "first" not in text for text in texts.values()), texts
        boxes = badge_boxes(board, canoe)
        assert len(boxes) == sum(1 for text in texts.values() if text)  # one line per slot
        assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :]), (canoe, boxes)
        shown += len(boxes)
    assert shown, "some slot says what a drop there does"
