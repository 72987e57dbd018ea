"""A spots zone's `stack`: pieces crowding one point overlap in at most that many rows' height."""

from __future__ import annotations

from pathlib import Path

from tablegame.table.board_path import spot_rects
from tablegame.table.layout import load_layout
from tablegame.table.model import CardItem

BOATS = """
game: test
zones:
  - {id: loose, kind: spots, spot: [0.1, 0.05], gap: 0.1, points: [[0.5, 0.5]]}
  - {id: stacked, kind: spots, spot: [0.1, 0.05], gap: 0.1, stack: 3, points: [[0.5, 0.5]]}
"""


def heights(tmp_path: Path, zone: str, count: int) -> tuple[int, int, int]:
    """The top, bottom and centre of `count` pieces on one point of a zone, in a 1280x720 window."""
    path = tmp_path / "test.yaml"
    path.write_text(BOATS)
    items = [CardItem(f"p{i}", zone, index=0) for i in range(count)]
    rects = spot_rects(load_layout(path), items, (1280, 720))
    tops, bottoms = [r.top for r in rects.values()], [r.bottom for r in rects.values()]
    return min(tops), max(bottoms), (min(tops) + max(bottoms)) // 2


def test_up_to_stack_rows_lie_apart_as_without_it(tmp_path: Path) -> None:
    assert heights(tmp_path, "stacked", 3) == heights(tmp_path, "loose", 3)


def test_a_larger_crowd_overlaps_and_keeps_the_height_of_stack_rows(tmp_path: Path) -> None:
    top, bottom, middle = heights(tmp_path, "stacked", 6)
    assert (top, bottom) == heights(tmp_path, "loose", 3)[:2] and middle == 360
    loose_top, loose_bottom, _ = heights(tmp_path, "loose", 6)
    assert loose_bottom - loose_top > bottom - top  # without stack, six rows reach further
