"""`tablegame shot`: the table as one seat sees it, drawn headless by the window's own code into a PNG.

The shot is the first frame the window would draw on opening the game with that seat at the screen: for a
save, its last position; for a game id, a new game. Nothing is played, no bot thinks, no file but the PNG
is written (the table's autosave goes to a temporary folder). With a text report, every text drawn is
listed with its font size, its box and whether it was cut (see `tablegame.table.text_recorder`).
"""

from __future__ import annotations

import copy
import io
import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pygame

from tablegame.app import session
from tablegame.app.main import App
from tablegame.app.scenes.menu import default_level
from tablegame.app.settings import Settings
from tablegame.app.table_setup import load_table_layout
from tablegame.bots.base import levels_for
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules
from tablegame.core.words import default_name
from tablegame.storage.saves import SaveStore
from tablegame.table.board import Board
from tablegame.table.layout import Layout
from tablegame.table.render import Fonts
from tablegame.table.text_recorder import DrawnText, Overlap, recording_texts


@dataclass
class Shot:
    """A drawn table: the picture, the seat it was drawn for, every text on it and the board that drew it."""

    image: pygame.Surface
    seat: int
    texts: list[DrawnText]
    board: Board | None = None  # None when the window showed no table (a hand-off screen)
    overlaps: list[Overlap] = field(default_factory=list)  # texts drawn over each other or under a panel

    def report(self) -> dict[str, Any]:
        """The `--text-report` object: the picture's size and its texts in drawing order."""
        return {"size": list(self.image.get_size()), "texts": [text.to_json() for text in self.texts]}


def menu_seats(game: str, count: int | None = None) -> list[Seat]:
    """The seats the menu starts a game with: a human, then bots of the default level (`count` seats, or
    the game's fewest)."""
    level = default_level(levels_for(game))
    seats = count or get_rules(game).min_seats
    return [Seat(default_name("human", 1))] + [
        Seat(default_name("bot", number), "bot", level) for number in range(2, seats + 1)
    ]


def named_as_in_menu(seats: list[Seat]) -> list[Seat]:
    """Seats with the names the menu gives until a player types one ("Player 1", "Bot 2")."""
    return [replace(seat, name=default_name(seat.kind, number)) for number, seat in enumerate(seats, start=1)]


def first_viewer(match: Match) -> int:
    """The seat the window shows first: the human to act, else the first human, else seat 0."""
    return session.first_viewer(match)


def at_the_screen(match: Match, seat: int) -> Match:
    """A copy of the match in which `seat` is the one human at the window: its own table, no hand-off screen.

    The copy shares the position (nothing is played on it), so the same match can be drawn for each of its seats.
    """
    seats = [
        replace(s, kind="human", level=None) if i == seat else s if s.is_bot else replace(s, kind="bot", level="random")
        for i, s in enumerate(match.seats)
    ]
    shown = copy.copy(match)
    shown.seats = seats
    return shown


def headless() -> None:
    """Draw without a window on the screen and without sound, whatever display the environment offers."""
    if pygame.display.get_init() and pygame.display.get_driver() != "dummy":
        pygame.display.quit()
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"


def take_shot(
    match: Match,
    seat: int,
    size: tuple[int, int],
    layout: Layout | None = None,
    stage: Callable[[Board], None] | None = None,
) -> Shot:
    """Draw the table as `seat` sees it in a window of `size`, recording every text; `stage` may first set the
    board as a player would leave it (a card chosen, a refusal said, the inspector pinned)."""
    layout = layout or load_table_layout(match)
    headless()
    with tempfile.TemporaryDirectory(prefix="tablegame-shot-") as folder, recording_texts() as recorder:
        fonts = Fonts(recorder.typeface())  # the window draws with fonts that note their texts
        app = App(size, bot_threads=False, store=SaveStore(Path(folder)), settings=Settings(), fonts=fonts)
        app.open_table(at_the_screen(match, seat), layout)
        canvas = recorder.canvas.surface(app.screen.get_size(), 0, app.screen)  # one that follows its texts
        board = getattr(app.scenes.top, "board", None)
        if stage is not None and isinstance(board, Board):
            stage(board)
        app.scenes.draw(canvas)
        return Shot(
            canvas,
            seat,
            recorder.texts_on(canvas),
            board if isinstance(board, Board) else None,
            recorder.overlaps_on(canvas),
        )


def png_bytes(shot: Shot) -> bytes:
    """The picture encoded as a PNG file, to be written whole (`tablegame.cli_output`)."""
    encoded = io.BytesIO()
    pygame.image.save(shot.image, encoded, "png")
    return encoded.getvalue()
