"""Save screenshots of the table's screens to a folder (not a test): python tools/shots/make_shots.py DIR."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="tablegame-shots-"))  # never the real saves

# the program and the table tests' drivers, when run from anywhere
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tests" / "table"))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygame
from driver import centre, click, drag, key, make_app, run_until, start_match, table

from tablegame.app.scenes.dialogs import ScoreScene
from tablegame.core.match import Seat

SPY_DECK = ["c5", "c3", "c1", "c8", "c9", "c13", "c2", "c6", "c4", "c10", "c11", "c7", "c12"]


def shoot(app, folder: Path, name: str) -> None:
    """Draw a frame and save it."""
    app.step()
    app.draw()
    pygame.image.save(app.screen, str(folder / f"{name}.png"))


def main(folder: Path) -> None:
    """Menu, table mid-game, dragging, power choice, hand-off, score screens, odd window sizes."""
    folder.mkdir(parents=True, exist_ok=True)
    app = make_app()
    app.open_menu()
    shoot(app, folder, "menu")
    match = start_match(app, [Seat("Mina"), Seat("Bot 2", "bot", "normal")], setup={"deck": SPY_DECK})
    click(app, centre(app, "row:0:0"))
    click(app, centre(app, "row:0:1"))
    run_until(app, lambda: match.to_act() == [0])
    shoot(app, folder, "table_peeked")
    key(app, "tab")
    shoot(app, folder, "keyboard_focus")
    key(app, "escape")
    click(app, centre(app, "draw"))
    shoot(app, folder, "table_drawn")
    drag(app, centre(app, "drawn"), centre(app, "row:0:2"), release=False)
    shoot(app, folder, "dragging")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre(app, "row:0:2"), button=1))
    app.step()
    run_until(app, lambda: match.to_act() == [0])
    click(app, centre(app, "draw"))
    drag(app, centre(app, "drawn"), centre(app, "discard"))
    shoot(app, folder, "power_chooser")
    board = table(app).board
    if board.chooser:
        click(app, board.chooser_rects[-1].center)
    shoot(app, folder, "power_aiming")
    for size, name in (((480, 320), "small_window"), ((1900, 600), "wide_window"), ((1280, 720), None)):
        app.resize(size)
        if name:
            shoot(app, folder, name)
    key(app, "escape")
    for _ in range(200):
        if isinstance(app.scenes.top, ScoreScene):
            break
        view = match.view(0)
        if match.to_act() != [0]:
            app.step()
        elif view["phase"] == "turn":
            click(app, centre(app, "call" if view["draw_count"] < 38 else "draw"))
        elif view["phase"] == "drawn":
            drag(app, centre(app, "drawn"), centre(app, "row:0:0"))
        else:
            click(app, centre(app, "row:0:0"))
            click(app, centre(app, "row:0:1"))
    shoot(app, folder, "round_scores")
    hotseat = make_app()
    start_match(hotseat, [Seat("Mina"), Seat("Noor"), Seat("Bot 3", "bot", "normal")])
    shoot(hotseat, folder, "handoff")
    end_game(folder)
    four_seats(folder)


def end_game(folder: Path) -> None:
    """Play a bot-only game to its end and shoot the game-over screen."""
    app = make_app()
    match = start_match(
        app,
        [
            Seat("Bot 1", "bot", "normal"),
            Seat("Bot 2", "bot", "easy"),
            Seat("Bot 3", "bot", "random"),
            Seat("Bot 4", "bot", "normal"),
        ],
        seed=5,
    )
    for _ in range(20000):
        top = app.scenes.top
        if isinstance(top, ScoreScene):
            if top.final:
                break
            click(app, top.buttons[0].rect.center)
        app.step()
    del match
    shoot(app, folder, "game_over")


def four_seats(folder: Path) -> None:
    """A 4-seat table seen from seat 0, mid-round."""
    app = make_app()
    match = start_match(
        app,
        [Seat("Mina"), Seat("Bot 2", "bot", "normal"), Seat("Bot 3", "bot", "easy"), Seat("Bot 4", "bot", "random")],
        seed=8,
    )
    click(app, centre(app, "row:0:0"))
    click(app, centre(app, "row:0:1"))
    run_until(app, lambda: match.to_act() == [0])
    click(app, centre(app, "draw"))
    run_until(app, lambda: match.to_act() == [0])
    drag(app, centre(app, "drawn"), centre(app, "row:0:3"))
    run_until(app, lambda: match.to_act() == [0])
    click(app, centre(app, "draw"))
    shoot(app, folder, "table_4_seats")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/work/shots"))
