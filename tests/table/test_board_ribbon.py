"""Ribbons between a spots zone's points (a river): drawn along the links, nowhere else, at any window size."""

from __future__ import annotations

from pathlib import Path

import pygame

from tablegame.table.board_path import draw_links
from tablegame.table.layout import load_layout
from tablegame.table.model import CardItem, TableModel

RIVER = """
game: test
zones:
  - id: river
    kind: spots
    ribbon: 0.05
    ribbon_colour: "#2f73ad"
    region: [0.0, 0.0, 1.0, 1.0]
    points: {a: [0.2, 0.5], b: [0.8, 0.5], c: [0.8, 0.9]}
    links: [[a, b], [b, c]]
"""


def drawn(tmp_path: Path, size: tuple[int, int]) -> pygame.Surface:
    """The ribbons of the test layout on black, in a window of `size`."""
    path = tmp_path / "test.yaml"
    path.write_text(RIVER)
    model = TableModel()
    model.cards.append(CardItem("piece", "river"))
    surface = pygame.Surface(size)
    surface.fill((0, 0, 0))
    draw_links(surface, load_layout(path), model, size)
    return surface


def test_the_ribbon_runs_along_its_links_only(tmp_path: Path) -> None:
    for size in ((1280, 720), (1000, 1000), (1280, 720)):  # the last one from the kept picture
        surface = drawn(tmp_path, size)
        w, h = size
        mid_link = surface.get_at((w // 2, h // 2))
        assert mid_link.b > 120 and mid_link.b > mid_link.r
        assert surface.get_at((w // 2, int(h * 0.2)))[:3] == (0, 0, 0)
        assert surface.get_at((int(w * 0.2), int(h * 0.85)))[:3] == (0, 0, 0)


def test_a_zone_without_pieces_draws_no_ribbon(tmp_path: Path) -> None:
    path = tmp_path / "test.yaml"
    path.write_text(RIVER)
    surface = pygame.Surface((640, 360))
    surface.fill((0, 0, 0))
    draw_links(surface, load_layout(path), TableModel(), (640, 360))
    assert pygame.transform.average_color(surface)[:3] == (0, 0, 0)
