"""How long `Board.draw` takes alone, for every game's example save, at 1280x720 and 2560x1440.

Six moments of a table: idle; a card under the pointer (hover); the pointer going from card to card, a new
one each frame (hover moves); a card held by the pointer (drag); a card in flight, a step further each frame;
a new model every frame, as when a move lands (new model: the same table; a move's change: the status line
says something else and the first card on the table is another one, as after a move that turned a card).
Times are the drawing thread's CPU time. With `--compare` every row is timed twice in the same run: the
table's caches (resting layer, panels, shadows, corner masks; `tablegame.table.finish.caching`) off, then on;
with `--mending`, the resting layer drawn whole for every new model (`finish.mending` off), then mended. Run with
PYTHONPATH pointing at another tree (e.g. an older commit's `git archive`) to time that tree's drawing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from tablegame.app.main import App
from tablegame.app.settings import Settings
from tablegame.app.shot import at_the_screen, first_viewer
from tablegame.app.table_setup import load_table_layout
from tablegame.storage.saves import SaveStore, load_match
from tablegame.table.board import Board
from tablegame.table.board_input import Drag

try:
    from tablegame.table import finish
except ImportError:  # a tree from before the finish: one way of drawing only
    finish = None  # type: ignore[assignment]

SAVES = [
    "cabo-three-seats-round-2",
    "niagara-three-seats-round-4",
    "ogallala-three-seats-mid-game",
    "struggle-for-catan-late-game",
]
SIZES = [(1280, 720), (2560, 1440)]


def open_board(app: App, save: Path) -> Board:
    """The board of a table opened on a save's last position, laid out for the app's window."""
    match = load_match(save)
    app.open_table(at_the_screen(match, first_viewer(match)), load_table_layout(match))
    scene = app.scenes.top
    board: Board = scene.board  # type: ignore[union-attr]
    board.resize(app.size)
    return board


def moments(board: Board) -> dict[str, tuple[Callable[[], None], Callable[[int], None] | None]]:
    """Each timed moment: how to set the board up for it, and what changes before each frame (or None)."""
    placed = [item.key for item in board.model.cards if item.key in board.rects]
    active = [k for k in placed if board.is_active(k)] or placed
    dragged = [g.source for g in board.model.gestures if g.kind == "drag" and g.source in board.rects] or active

    def calm() -> None:
        board.hover, board.drag, board.motion.flights, board.pointer = None, None, [], (-1, -1)

    def hover(frame: int = 0) -> None:
        calm()
        board.hover = active[frame % len(active)]
        board.pointer = board.rects[board.hover].center

    def drag() -> None:
        calm()
        rect = board.rects[dragged[0]]
        board.pointer = (rect.centerx + rect.w, rect.centery - rect.h)
        board.drag = Drag(dragged[0], (rect.w // 2, rect.h // 2), board.pointer, True)

    def flight() -> None:
        calm()
        key = placed[len(placed) // 2]
        start = board.rects[key].move(board.size[0] // 4, board.size[1] // 4)
        board.fly(board.geometry.card_image_key(key), start, key, 1.0)
        board.flights[-1].elapsed = 0.5  # halfway: not advanced while timing

    def fly_on(frame: int) -> None:
        board.flights[-1].elapsed = 0.05 + 0.9 * (frame % 20) / 20  # moving, growing and shrinking its shadow

    def new_model(frame: int) -> None:
        board.set_model(replace(board.model), board.viewer)  # as after a move: the same table, a new model

    first = board.model.cards[0]
    cards: list[str | None] = [item.card for item in board.model.cards if item.card is not None] or [None]
    original = board.model

    def moved(frame: int) -> None:  # as after a move: another status, the first card another one
        turned = replace(first, card=cards[frame % len(cards)], look="face" if frame % 2 else first.look)
        board.set_model(
            replace(original, cards=[turned, *original.cards[1:]], status=f"{original.status} ({frame})"), board.viewer
        )

    return {
        "idle": (calm, None),
        "hover": (hover, None),
        "hover moves": (hover, hover),
        "drag": (drag, None),
        "flight": (flight, fly_on),
        "new model": (calm, new_model),
        "a move's change": (calm, moved),
    }


def time_draws(
    board: Board, canvas: pygame.Surface, frames: int, each_frame: Callable[[int], None] | None
) -> tuple[float, float]:
    """(p50, p99) milliseconds of `frames` draws after a few unmeasured ones.

    The time is the drawing thread's CPU time, not the wall clock: on a machine shared with other work the
    wall clock also counts the time the thread waited for a core, which is not the drawing's cost.
    """
    for _ in range(3):
        board.draw(canvas)
    times = []
    for frame in range(frames):
        if each_frame is not None:
            each_frame(frame + 1)
        start = time.thread_time()
        board.draw(canvas)
        times.append((time.thread_time() - start) * 1000)
    times.sort()
    return statistics.median(times), times[min(len(times) - 1, round(len(times) * 0.99))]


def main() -> int:
    """Print a markdown table of Board.draw times."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=60, help="draws timed per row")
    parser.add_argument("--compare", action="store_true", help="time every row with the caches off, then on")
    parser.add_argument("--mending", action="store_true", help="time every row with the layer drawn whole, then mended")
    parser.add_argument("--saves", default=str(Path(__file__).resolve().parent.parent / "saves"))
    args = parser.parse_args()
    modes = [False, True] if (args.compare or args.mending) and finish is not None else [None]
    names = ("mended", "drawn whole") if args.mending else ("cached", "uncached")
    header = " | ".join(f"{names[0] if m else names[1] if m is False else 'this tree'} p50 / p99" for m in modes)
    print(f"| game | size | moment | {header} |")
    print("|---|---|---|" + "---|" * len(modes))
    with tempfile.TemporaryDirectory(prefix="tablegame-paint-") as folder:
        for size in SIZES:
            app = App(size, bot_threads=False, store=SaveStore(Path(folder)), settings=Settings())
            canvas = pygame.Surface(size).convert()
            for save in SAVES:
                board = open_board(app, Path(args.saves) / f"{save}.json")
                for moment, (set_up, each_frame) in moments(board).items():
                    cells = []
                    for mode in modes:
                        if mode is not None and args.mending:
                            finish.mending = mode
                        elif mode is not None:
                            finish.caching = mode
                        set_up()
                        p50, p99 = time_draws(board, canvas, args.frames, each_frame)
                        cells.append(f"{p50:.2f} / {p99:.2f}")
                    print(
                        f"| {save.split('-')[0]} | {size[0]}x{size[1]} | {moment} | {' | '.join(cells)} |", flush=True
                    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
