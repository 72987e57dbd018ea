"""A spots zone's `region`: its points keep their 16:9 shape in any window, inside the region."""

from __future__ import annotations

from pathlib import Path

import pytest

from tablegame.core.datafile import DataFileError
from tablegame.table.board_path import point_pixels
from tablegame.table.layout import load_layout

BOARD = """
game: test
zones:
  - id: board
    kind: spots
    region: [0.1, 0.2, 0.7, 0.6]
    points: [[0.1, 0.2], [0.7, 0.6], [0.4, 0.4]]
  - id: plain
    kind: spots
    points: [[0.1, 0.2], [0.7, 0.6]]
"""


def layout_of(tmp_path: Path, text: str = BOARD):
    """A layout read from text."""
    path = tmp_path / "test.yaml"
    path.write_text(text)
    return load_layout(path)


def flat(points: list[tuple[float, float]]) -> list[float]:
    """Points as one list of numbers (pytest.approx compares flat sequences)."""
    return [c for point in points for c in point]


def shape(points: list[tuple[float, float]]) -> float:
    """Width over height of the box the first two points span."""
    (x0, y0), (x1, y1) = points[0], points[1]
    return (x1 - x0) / (y1 - y0)


def test_a_16_9_window_places_points_as_plain_fractions(tmp_path: Path) -> None:
    zone = layout_of(tmp_path).zones["board"]
    assert flat(point_pixels(zone, (1280, 720))) == pytest.approx([128, 144, 896, 432, 512, 288])


@pytest.mark.parametrize("size", [(1000, 1000), (2560, 720), (900, 600), (3840, 2160), (720, 1280)])
def test_the_board_keeps_its_shape_inside_its_region(tmp_path: Path, size: tuple[int, int]) -> None:
    zone = layout_of(tmp_path).zones["board"]
    points = point_pixels(zone, size)
    assert shape(points) == pytest.approx(shape(point_pixels(zone, (1280, 720))))
    w, h = size
    (x0, y0), (x1, y1), middle = points
    assert 0.1 * w - 1e-6 <= x0 and x1 <= 0.7 * w + 1e-6 and 0.2 * h - 1e-6 <= y0 and y1 <= 0.6 * h + 1e-6
    assert x1 - x0 == pytest.approx(0.6 * w) or y1 - y0 == pytest.approx(0.4 * h)  # as large as fits
    assert list(middle) == pytest.approx([(x0 + x1) / 2, (y0 + y1) / 2])  # centred in the region, the middle too


def test_without_a_region_points_stretch_with_the_window(tmp_path: Path) -> None:
    zone = layout_of(tmp_path).zones["plain"]
    assert flat(point_pixels(zone, (1000, 1000))) == pytest.approx([100, 200, 700, 600])


def test_an_empty_region_is_refused_by_name(tmp_path: Path) -> None:
    with pytest.raises(DataFileError, match=r"zones\[0\]\.region"):
        layout_of(tmp_path, BOARD.replace("[0.1, 0.2, 0.7, 0.6]", "[0.7, 0.2, 0.1, 0.6]"))


def test_region_is_a_spots_key_only(tmp_path: Path) -> None:
    text = "game: test\nzones:\n  - {id: p, kind: panel, at: [0.5, 0.5], size: [0.2, 0.2], region: [0, 0, 1, 1]}\n"
    with pytest.raises(DataFileError, match="region"):
        layout_of(tmp_path, text)
