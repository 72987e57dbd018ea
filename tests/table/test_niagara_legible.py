"""Niagara at odd window sizes: the river keeps its shape inside the window, every seat's gems are listed, the
board's pieces stay clear of the seats and panels, and the numbers a player reads are large enough."""

from __future__ import annotations

import random

import pygame
import pytest

from tablegame.app.shot import menu_seats, take_shot
from tablegame.core.match import Match
from tablegame.table.render import Fonts

SIZES = [(900, 600), (1280, 720), (1000, 1000), (2560, 720)]
RIVER = ["slot:1", "slot:2", "slot:3", "slot:4", "slot:5", "slot:6A", "slot:7A", "slot:6B", "slot:7B"]
BOARD_PREFIXES = ("slot:", "disc:", "site:", "wcell:", "boat:")
BOARD_KEYS = ("falls", "slot:dock", "wmarker", "arm")
COLOURS = ("violet", "clear", "yellow", "blue", "pink")


def smallest(size: tuple[int, int]) -> float:
    """The smallest text allowed at a window size (16 px at 1280x720, scaled as the table's fonts)."""
    fonts = Fonts()
    fonts.resize(size)
    return 16 * fonts.scale


def played(seats: int, actions: int = 60, seed: int = 5) -> Match:
    """A game of `seats` seats after some random legal actions."""
    match = Match("niagara", menu_seats("niagara", seats), seed)
    chooser = random.Random(seed)
    for _ in range(actions):
        if match.is_over():
            break
        match.apply(chooser.choice(match.legal_actions(match.to_act()[0])))
    return match


def river_shape(rects: dict[str, pygame.Rect]) -> float:
    """The river's length over the width of its fork (one number that a stretched board changes)."""
    length = rects["slot:7A"].centerx - rects["slot:1"].centerx
    fork = rects["slot:6B"].centery - rects["slot:6A"].centery
    return length / fork


@pytest.fixture(scope="module")
def three_seats() -> Match:
    """One mid-game position of three seats."""
    return played(3)


@pytest.mark.parametrize("size", [(1000, 1000), (2560, 720), (900, 600), (3840, 2160)])
def test_the_river_keeps_its_shape_inside_the_window(three_seats: Match, size: tuple[int, int]) -> None:
    reference = take_shot(three_seats, 0, (1280, 720)).board
    board = take_shot(three_seats, 0, size).board
    assert reference is not None and board is not None
    window = pygame.Rect(0, 0, *size)
    for key in [*RIVER, "falls", "slot:dock"]:
        assert window.contains(board.rects[key]), key
    assert river_shape(board.rects) == pytest.approx(river_shape(reference.rects), rel=0.03)
    falls = board.rects["falls"]  # both arms end at the falls, not past them
    assert falls.top <= board.rects["slot:7A"].centery and board.rects["slot:7B"].centery <= falls.bottom
    assert board.rects["slot:7A"].right <= falls.centerx


@pytest.mark.parametrize("size", SIZES)
def test_five_seats_list_every_seats_gems_with_its_name_whole(size: tuple[int, int]) -> None:
    match = played(5)
    shot = take_shot(match, 0, size)
    board = shot.board
    assert board is not None
    window = pygame.Rect(0, 0, *size)
    tiles = []
    for seat in range(5):
        for colour in COLOURS:
            rect = board.rects[f"home:{seat}:{colour}"]
            assert window.contains(rect), (seat, colour)
            tiles.append(rect)
    assert not any(a.colliderect(b) for i, a in enumerate(tiles) for b in tiles[i + 1 :])
    names = [text for text in shot.texts if "gem" in text.text and "·" in text.text]
    assert len(names) == 5 and not any(text.clipped for text in names), [t.text for t in names]
    assert all(text.box is not None and window.contains(pygame.Rect(text.box)) for text in names)


@pytest.mark.parametrize("seats", [2, 5])
@pytest.mark.parametrize("size", SIZES)
def test_board_pieces_stay_clear_of_seats_and_panels(seats: int, size: tuple[int, int]) -> None:
    board = take_shot(played(seats), 0, size).board
    assert board is not None
    pieces = {k: r for k, r in board.rects.items() if k.startswith(BOARD_PREFIXES) or k in BOARD_KEYS}
    others = {k: r for k, r in board.rects.items() if k.startswith(("home:", "used:", "choice:", "token", "hand:"))}
    for zone in ("info", "log", "status"):
        others[zone] = board.zone_rect(board.layout.zones[zone])
    window = pygame.Rect(0, 0, *size)
    for key, rect in pieces.items():
        assert window.contains(rect), key
        hit = [other for other, box in others.items() if rect.colliderect(box)]
        assert not hit, (key, hit)


@pytest.mark.parametrize("seats", [2, 3, 5])
def test_every_number_on_the_table_is_large_enough_at_1280x720(seats: int) -> None:
    shot = take_shot(played(seats), 0, (1280, 720))
    shown = [text for text in shot.texts if text.box is not None]  # drawn on the screen, not in a shadow's sample
    numbers = [text for text in shown if text.text.strip("×+−±").isdigit()]
    assert len(numbers) > 40  # gem counts, card values, the weather track, canoes, slots
    small = [(text.text, text.px) for text in shown if text.px < smallest((1280, 720))]
    assert not small
    assert not [text.text for text in shown if text.clipped]


CROWDS = {  # every canoe of five seats on one slot, or lost below the falls
    "7B": {"boats": [[{"at": "7B"}, {"at": "7B"}]] * 5},
    "6A": {"boats": [[{"at": "6A"}, {"at": "6A"}]] * 5},
    "falls": {"boats": [[{"at": "falls"}, {"at": "falls"}]] * 5},
}


@pytest.mark.parametrize("where", CROWDS)
@pytest.mark.parametrize("size", [(1280, 720), (1000, 1000)])
def test_ten_canoes_in_one_place_stay_clear_of_seats_and_texts(where: str, size: tuple[int, int]) -> None:
    match = Match("niagara", menu_seats("niagara", 5), 3, {}, CROWDS[where])
    board = take_shot(match, 0, size).board
    assert board is not None
    canoes = [r for k, r in board.rects.items() if k.startswith("boat:")]
    assert len(canoes) == 10
    others = [r for k, r in board.rects.items() if k.startswith(("home:", "used:", "choice:", "token", "hand:"))]
    others += [board.zone_rect(board.layout.zones[z]) for z in ("info", "log", "status")]
    assert not [c for c in canoes if c.collidelist(others) >= 0]
