"""Seven table buttons on the fewest rows a buttons zone has room for (issue 28: Replay, Undo and Hint joined)."""

from __future__ import annotations

from tablegame.table.board_geometry import BoardGeometry, _row_bounds


def test_rows_are_as_even_as_can_be_the_first_ones_fuller() -> None:
    """Seven buttons: 4 over 3 on two rows, 3-2-2 on three; one row holds them all."""
    assert _row_bounds(7, 1) == [(0, 7)]
    assert _row_bounds(7, 2) == [(0, 4), (4, 7)]
    assert _row_bounds(7, 3) == [(0, 3), (3, 5), (5, 7)]


def test_a_zone_holds_as_many_rows_as_its_height_allows_and_one_for_two_buttons() -> None:
    """Rows of at least 30 pixels with 6 between: 66 high holds two, 102 three, never more rows than buttons."""
    assert BoardGeometry._rows_with_room(7, 65, 6, 30) == 1
    assert BoardGeometry._rows_with_room(7, 66, 6, 30) == 2
    assert BoardGeometry._rows_with_room(7, 102, 6, 30) == 3
    assert BoardGeometry._rows_with_room(3, 500, 6, 30) == 3
    assert BoardGeometry._rows_with_room(2, 500, 6, 30) == 1


def test_the_fewest_rows_are_those_where_every_label_fits_one_line() -> None:
    """Labels 50 wide in a 170-wide row with 6 between: three fit a row, so seven need three rows."""
    widths = [50] * 7
    assert not BoardGeometry._rows_fit(widths, 2, 170, 6)
    assert BoardGeometry._rows_fit(widths, 3, 170, 6)
