"""The interactive table: lays out a TableModel by the layout, draws it, and turns input into gestures.

It knows no game. A drag, click, button or key is matched against the model's gestures; a match is
handed to `perform`, a miss to `explain` (which says in one line why nothing happened).

`Board` is composed of four layers, each a module built on the one before: where things are
(board_geometry.py), what moves on its own (board_motion.py), the pointer and keys (board_input.py)
and the painting (board_paint.py).
"""

from __future__ import annotations

from tablegame.table.board_paint import BoardPainter


class Board(BoardPainter):
    """One viewer's table: layout, hit-testing, drag and drop, keyboard focus, animation, drawing."""
