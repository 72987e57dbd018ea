"""Save screenshots of the menu, the games lists, the Load list and the save dialog (not a test).

python tools/shots/make_menu_shots.py DIR   (at 1280x720, 900x600, 1000x1000, 2560x1440, 2560x720 and 3840x2160;
tests/table/test_screens_legible.py draws more screens, and checks their texts)
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
os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp(prefix="tablegame-shots-"))  # nor the real settings

# the program and the table tests' drivers, when run from anywhere
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tests" / "table"))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygame
from driver import key, make_app

from tablegame.app.scenes.games_list import GamesScene
from tablegame.app.scenes.load import LoadScene
from tablegame.app.scenes.save_dialog import SaveDialog
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules
from tablegame.storage.kept import new_match_id

SIZES = ((1280, 720), (900, 600), (1000, 1000), (2560, 1440), (2560, 720), (3840, 2160))
PLAYERS = [("Mina", "human"), ("Noor", "human"), ("Bot 3", "bot"), ("Bot 4", "bot"), ("Bot 5", "bot")]


def shoot(app, folder: Path, name: str) -> None:
    """Draw a frame and save it."""
    app.step()
    app.draw()
    pygame.image.save(app.screen, str(folder / f"{name}.png"))


def keep_games(app) -> None:
    """A few games in progress and finished, played by random moves, and one damaged file."""
    rng = random.Random(4)
    for number, (game, seats, moves) in enumerate(
        (
            ("cabo", 3, 30),
            ("niagara", 4, 60),
            ("ogallala", 2, 80),
            ("struggle-for-catan", 2, 90),
            ("cabo", 2, None),
            ("niagara", 2, None),
        )
    ):
        options = dict(get_rules(game).playout_options)
        match = Match(game, [Seat(n, k, "normal" if k == "bot" else None) for n, k in PLAYERS[:seats]], number, options)
        while not match.is_over() and (moves is None or len(match.actions) < moves):
            match.apply(rng.choice(match.legal_actions()))
        app.store.autosave(match, played_at=1_764_600_000.0 + number * 4000)
    damaged = app.store.kept_path(new_match_id(), finished=False)
    damaged.write_text("{cut short", encoding="utf-8")


def main(folder: Path) -> None:
    """Each screen at both sizes."""
    folder.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        tag = f"{size[0]}x{size[1]}"
        app = make_app(size)
        keep_games(app)
        evening = Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "normal")], 3)
        app.store.save(evening, "Mina’s evening game", replace=True)
        app.open_menu()
        shoot(app, folder, f"menu_cabo_{tag}")
        menu = app.scenes.top
        menu.choose_game(menu.games.index("niagara"))
        for _ in range(3):
            menu.change_seats(1)
        menu.layout()
        shoot(app, folder, f"menu_niagara5_{tag}")
        menu.choose_game(menu.games.index("niagara"))
        menu.layout()
        shoot(app, folder, f"menu_niagara2_{tag}")
        app.scenes.push(GamesScene(app))
        shoot(app, folder, f"games_{tag}")
        key(app, "tab")
        key(app, "tab")
        key(app, "return")
        shoot(app, folder, f"games_confirm_{tag}")
        key(app, "escape")
        app.scenes.pop()
        app.scenes.push(GamesScene(app, finished=True))
        shoot(app, folder, f"finished_{tag}")
        app.scenes.pop()
        app.scenes.push(LoadScene(app))
        shoot(app, folder, f"load_{tag}")
        for _ in range(12):
            key(app, "tab")
        shoot(app, folder, f"load_scrolled_{tag}")
        app.scenes.pop()
        app.open_table(Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "normal")], 3))
        app.step()
        app.scenes.push(SaveDialog(app, app.scenes.top.match))
        shoot(app, folder, f"save_dialog_{tag}")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/shots/menu"))
