"""The board's collaborators, each alone: geometry without a window surface, motion and input without a painting,
and a painting from a hand-made frame description."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tablegame.table import render as r
from tablegame.table.board import Board
from tablegame.table.board_frame import BoardFrame
from tablegame.table.board_geometry import BoardGeometry
from tablegame.table.board_input import BoardInput
from tablegame.table.board_motion import MESSAGE_SECONDS, BoardMotion
from tablegame.table.board_paint import BoardPainter
from tablegame.table.events import PointerDown, PointerMove, PointerUp
from tablegame.table.history_panel import HistoryPanel
from tablegame.table.layout import load_layout
from tablegame.table.model import CardItem, Gesture, TableModel

LAYOUT = """
game: test
zones:
  - {id: left, kind: pile, at: [0.3, 0.5], size: [0.1, 0.2]}
  - {id: right, kind: pile, at: [0.7, 0.5], size: [0.1, 0.2]}
  - {id: message, kind: label, at: [0.5, 0.17], size: [0.6, 0.05]}
"""
MOVE = Gesture("drag", "card", "Move it", target="spot", action={"move": 1})


def model() -> TableModel:
    """A card on the left that may be dragged onto the empty place on the right."""
    return TableModel(cards=[CardItem("card", "left"), CardItem("spot", "right", look="empty")], gestures=[MOVE])


@pytest.fixture()
def geometry(tmp_path: Path) -> BoardGeometry:
    path = tmp_path / "test.yaml"
    path.write_text(LAYOUT, encoding="utf-8")
    pygame.font.init()
    fonts = r.Fonts()
    fonts.resize((1280, 720))
    made = BoardGeometry(load_layout(path), fonts, r.CardArt(fonts, {}), 2, ["Ann", "Bo"])
    made.resize((1280, 720))
    made.set_model(model(), 0)
    return made


def test_geometry_lays_out_and_hit_tests_without_a_surface(geometry: BoardGeometry) -> None:
    card, spot = geometry.rects["card"], geometry.rects["spot"]
    assert card.centerx < 640 < spot.centerx
    assert geometry.item_at(card.center) == "card" and geometry.item_at((5, 5)) is None
    assert geometry.drop_targets("card") == {"spot"}
    assert geometry.target_at((spot.right + 1, spot.centery), {"spot"}) == "spot"  # within the drop slack
    geometry.resize((640, 360))
    assert geometry.rects["card"].h < card.h


def test_motion_times_the_message_and_lands_a_flight(geometry: BoardGeometry) -> None:
    motion = BoardMotion(geometry)
    motion.say("Not now")
    motion.fly_back("card", pygame.Rect(600, 300, 10, 10))
    assert motion.animating and motion.flights[0].end == geometry.rects["card"]
    motion.update(MESSAGE_SECONDS + 0.1)
    assert motion.message == "" and not motion.animating


def test_input_turns_a_drag_into_its_gesture(geometry: BoardGeometry) -> None:
    performed: list[Gesture] = []
    control = BoardInput(geometry, BoardMotion(geometry), performed.append, lambda kind, a, b: "no")
    start, end = geometry.rects["card"].center, geometry.rects["spot"].center
    control.handle(PointerDown(start))
    control.handle(PointerMove(end))
    assert control.drag is not None and control.highlights() == ({"spot"}, {"spot"})
    control.handle(PointerUp(end))
    assert performed == [MOVE] and control.last_drop is not None and control.last_drop[0] == "card"


def test_a_dropped_miss_says_why_and_flies_the_card_back(geometry: BoardGeometry) -> None:
    motion = BoardMotion(geometry)
    control = BoardInput(geometry, motion, lambda g: None, lambda kind, a, b: f"{kind} {a} {b}")
    control.handle(PointerDown(geometry.rects["card"].center))
    control.handle(PointerMove((5, 700)))
    control.handle(PointerUp((5, 700)))
    assert motion.message == "drop card None" and motion.flights[0].hide == "card"


def painted(geometry: BoardGeometry, frame: BoardFrame) -> pygame.Surface:
    """A hand-made frame painted by a painter of its own."""
    surface = pygame.Surface(geometry.size)
    BoardPainter().draw(surface, frame)
    return surface


def test_painting_draws_a_hand_made_frame(geometry: BoardGeometry) -> None:
    plain = BoardFrame(places=geometry, panel=HistoryPanel())
    lit = BoardFrame(places=geometry, panel=HistoryPanel(), glow={"spot"})
    spot = geometry.rects["spot"]
    ring = (spot.centerx, spot.top - 3)  # the glow's ring lies just outside the place
    assert painted(geometry, plain).get_at(ring) != painted(geometry, lit).get_at(ring)
    said = BoardFrame(places=geometry, panel=HistoryPanel(), message="Not now")
    area = BoardPainter().message_area(said)
    assert area is not None and area.w > 0
    assert pygame.image.tobytes(painted(geometry, said), "RGB") != pygame.image.tobytes(painted(geometry, plain), "RGB")


def test_the_board_paints_the_frame_it_describes(geometry: BoardGeometry, tmp_path: Path) -> None:
    board = Board(geometry.layout, geometry.fonts, geometry.art, 2, ["Ann", "Bo"], lambda g: None, lambda k, a, b: "")
    board.resize((1280, 720))
    board.set_model(model(), 0)
    board.picked = "card"
    frame = board.frame()
    assert frame.picked == "card" and frame.glow == {"spot"} and frame.places is board.geometry
    drawn = pygame.Surface(board.size)
    board.draw(drawn)
    by_hand = BoardFrame(places=board.geometry, panel=board.panel, picked="card", glow={"spot"})
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(painted(board.geometry, by_hand), "RGB")
    assert board.take_last_drop() is None
