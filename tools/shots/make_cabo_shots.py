"""Save screenshots of CABO's history at 1280x720 (not a test): python tools/shots/make_cabo_shots.py DIR.

A 4-seat game, Mina against three bots: the table after the bots' turns (the history of a whole round),
the table at the end of a round before the score screen, the score screen, and a failed multi-replace
with its penalty card as Mina reads it.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="tablegame-shots-"))  # never the real saves
os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp(prefix="tablegame-shots-"))

# the program and the table tests' drivers, when run from anywhere
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tests" / "table"))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygame
from driver import make_app, post, start_match, table

from tablegame.app.scenes.dialogs import ScoreScene
from tablegame.core.match import Seat

SEATS = [Seat("Mina"), Seat("Bot 1", "bot", "normal"), Seat("Bot 2", "bot", "easy"), Seat("Bot 3", "bot", "random")]


def shoot(app, folder: Path, name: str) -> None:
    """Draw a frame and save it."""
    app.step()
    app.draw()
    pygame.image.save(app.screen, str(folder / f"{name}.png"))


def scroll_history(app, clicks: int) -> None:
    """Turn the mouse wheel over the history panel (up for positive clicks)."""
    board = table(app).board
    centre = board.zone_rect(board.layout.zones["log"]).center
    post(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=clicks)
    app.step()


def mina_plays(app, match, turn: int) -> None:
    """Mina's move, through the scene: the first look, then draw and replace; a failed triple replace once."""
    view = match.view(0)
    legal = match.legal_actions(0)
    if view["phase"] == "peek_start":
        action = legal[0]
    elif view["phase"] == "turn":
        action = next(a for a in legal if a["type"] == "draw" and a["source"] == "deck")
    else:
        positions = [0, 1, 2] if turn == 1 else [len(view["rows"][0]) - 1]
        action = next(a for a in legal if a["type"] == "replace" and a["positions"] == positions)
    table(app).apply(action)


def main(folder: Path) -> None:
    """Play at the normal speed until the shots are taken (the round's end is shown while it is paced)."""
    folder.mkdir(parents=True, exist_ok=True)
    app = make_app()
    app.settings.speed = "normal"
    match = start_match(app, SEATS, seed=8)
    turns = 0
    wanted = {2: "history_after_penalty", 7: "history_after_bots"}  # Mina's turn -> the shot before it
    for _ in range(200000):
        top = app.scenes.top
        if isinstance(top, ScoreScene):
            shoot(app, folder, "score_screen")
            top.close()
            continue
        scene = table(app)
        if scene.session.round_end is not None and not (folder / "round_end_table.png").exists():
            shoot(app, folder, "round_end_table")
        if match.to_act() == [0] and not scene.pacing() and not scene.worker.busy and scene.session.round_end is None:
            if match.view(0)["phase"] == "turn":
                turns += 1
                if turns in wanted:
                    shoot(app, folder, wanted[turns])
                    scroll_history(app, 8)
                    shoot(app, folder, wanted[turns] + "_scrolled")
                    scroll_history(app, -8)
                if turns == max(wanted):
                    return
                if turns == 4 and not match.view(0)["caller"]:
                    scene.apply({"seat": 0, "type": "call_cabo"})
                    continue
            mina_plays(app, match, turns)
        app.step()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/shots/cabo"))
