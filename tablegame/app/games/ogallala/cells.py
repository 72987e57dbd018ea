"""The item keys of grid cells: how items, gestures, motions and reasons name one cell of one seat."""

from __future__ import annotations


def cell_key(seat: int, row: int, col: int) -> str:
    """The item key of a grid cell."""
    return f"cell:{seat}:{row}:{col}"


def parse_cell(key: str | None) -> tuple[int, int, int] | None:
    """(seat, row, col) of a cell key, or None."""
    if not key or not key.startswith("cell:"):
        return None
    _, seat, row, col = key.split(":")
    return int(seat), int(row), int(col)
