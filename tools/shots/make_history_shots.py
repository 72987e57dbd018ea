"""Screenshots of the history panel after a long bot turn, one per game at 1280x720 (not a test).

python tools/shots/make_history_shots.py [DIR]   (default /tmp/shots/history)

Seat 0 is a human that plays a random legal action whenever it may act; the bots play until one of
them has taken a long turn (many actions in a row), then the human's table is saved as it shows it.
"""

from __future__ import annotations

import os
import random
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
from driver import make_app, table

from tablegame.app.scenes.dialogs import HandoffScene, ScoreScene
from tablegame.app.scenes.problem import ProblemScene
from tablegame.core.match import Match, Seat

# game -> (seats after the human, actions in a row that make a long bot turn)
GAMES = {
    "cabo": (2, 2),
    "niagara": (2, 3),
    "ogallala": (2, 8),
    "struggle-for-catan": (1, 4),
}


def bot_run(match: Match) -> int:
    """How many of the latest actions were taken by one bot in a row."""
    run = 0
    for action in reversed(match.actions):
        if action["seat"] == 0 or action["seat"] != match.actions[-1]["seat"]:
            break
        run += 1
    return run


def shoot_game(game: str, folder: Path, seed: int = 4) -> Path:
    """Play until a long bot turn ends on the human's move, then save the table."""
    bots, long_turn = GAMES[game]
    app = make_app()
    seats = [Seat("Mina")] + [Seat(f"Bot {i + 2}", "bot", "random") for i in range(bots)]
    match = Match(game, seats, seed)
    app.open_table(match)
    rng = random.Random(seed)
    longest = 0
    for _ in range(20000):
        app.step()
        top = app.scenes.top
        if isinstance(top, ProblemScene):
            raise RuntimeError(f"{game}: {top.message}")
        if isinstance(top, ScoreScene) and top.final:
            top.close()  # "Look at the table"
            break
        if isinstance(top, ScoreScene | HandoffScene):
            top.handle(_enter())
            continue
        if not any(s is top for s in app.scenes.scenes[1:]):
            raise RuntimeError(f"{game}: {type(top).__name__} on top")
        scene = table(app)
        if match.is_over():
            break
        if 0 in match.to_act() and not scene.pacing():
            longest = max(longest, bot_run(match))
            if bot_run(match) >= long_turn and match.actions:
                break
            scene.apply(rng.choice(match.legal_actions(0)))
    for _ in range(3):
        app.step()
    path = folder / f"{game}.png"
    app.draw()
    pygame.image.save(app.screen, str(path))
    scene = table(app)
    scene.board.panel.key("page up")  # and scrolled back a page, to see the separators further up
    app.draw()
    pygame.image.save(app.screen, str(folder / f"{game}_scrolled.png"))
    scene.board.panel.key("end")
    scene.board.panel.expanded = True  # and grown over the table (the box on its title line)
    app.draw()
    pygame.image.save(app.screen, str(folder / f"{game}_expanded.png"))
    scene.board.panel.expanded = False
    print(f"{game}: {len(match.actions)} actions, a bot turn of {bot_run(match)} (longest {longest}) -> {path}")
    return path


def _enter():
    """An Enter key press (closes score screens, takes the table at a hand-off)."""
    from tablegame.table.events import Key

    return Key("return")


def main(folder: Path) -> None:
    """One screenshot per game."""
    folder.mkdir(parents=True, exist_ok=True)
    for game in GAMES:
        shoot_game(game, folder)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/shots/history"))
