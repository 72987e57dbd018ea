"""Save screenshots of the Niagara table (not a test): python tools/shots/make_niagara_shots.py [DIR]."""

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
from driver import centre, click, make_app, post, run_until, table
from niagara_driver import perform_by_mouse, start

from tablegame.app.scenes.dialogs import ScoreScene
from tablegame.app.scenes.table import TableScene
from tablegame.core.match import Seat
from tablegame.games.niagara.bots import NormalBot


def shoot(app, folder: Path, name: str, rest: tuple[float, float] | None = (0.47, 0.7)) -> None:
    """Draw a frame (the pointer resting on empty felt at `rest`, fractions of the window, unless None) and save it."""
    if rest is not None:
        w, h = app.screen.get_size()
        post(pygame.MOUSEMOTION, pos=(round(rest[0] * w), round(rest[1] * h)), rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    app.draw()
    pygame.image.save(app.screen, str(folder / f"niagara_{name}.png"))


def seats(n: int) -> list[Seat]:
    """Mina and n - 1 bots."""
    levels = ["normal", "easy", "normal", "easy"]
    return [Seat("Mina")] + [Seat(f"Bot {i + 1}", "bot", levels[i - 1]) for i in range(1, n)]


def play_until(app, match, done, advisor) -> None:
    """Seat 0 plays by mouse (as the advisor would) until done()."""
    for _ in range(5000):
        if done():
            return
        top = app.scenes.top
        if isinstance(top, ScoreScene):
            return
        scene = table(app)
        if 0 in match.to_act() and scene.viewer_may_act() and not scene.pacing() and top is scene:
            perform_by_mouse(app, advisor.choose(match.view(0), match.legal_actions(0)))
        else:
            app.step()


def mid_game(
    folder: Path,
    n: int,
    rounds: int,
    seed: int,
    options: dict | None = None,
    name: str = "",
    size: tuple[int, int] = (1280, 720),
) -> None:
    """An n-seat table after some rounds, when seat 0 is to move its canoes, in a window of `size`."""
    app = make_app(size)
    match = start(app, seats(n), seed=seed, options=options)
    advisor = NormalBot(match.rules, 0, random.Random(seed))
    play_until(
        app,
        match,
        lambda: match.view(0)["round"] >= rounds and match.view(0)["phase"] == "act" and match.to_act() == [0],
        advisor,
    )
    shoot(app, folder, name or f"{n}_seats")


def choosing(folder: Path) -> None:
    """A paddle card held over the card place (it glows), then dropped face down."""
    app = make_app()
    start(app, seats(3), seed=4, setup={"used_cards": [[2, 6], None, None]})
    a, b = centre(app, "hand:5"), centre(app, "choice:0")
    post(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    app.step()
    for k in range(1, 6):
        post(
            pygame.MOUSEMOTION,
            pos=(a[0] + (b[0] - a[0]) * k // 5, a[1] + (b[1] - a[1]) * k // 5),
            rel=(1, 1),
            buttons=(1, 0, 0),
        )
        app.step()
    shoot(app, folder, "choosing", None)
    post(pygame.MOUSEBUTTONUP, pos=b, button=1)
    app.step()
    shoot(app, folder, "chosen")


def dragging_boat(folder: Path) -> None:
    """A canoe held over the river: its reachable end slots glow with what loading is possible; then the chooser."""
    app = make_app()
    setup = {
        "boats": [
            [{"at": "6A"}, {"at": "3", "gem": "clear"}],
            [{"at": "5", "gem": "yellow"}, {"at": "dock"}],
            [{"at": "3", "gem": "violet"}, {"at": "dock"}],
        ],
        "home": [{"clear": 1}, None, None],
        "start_seat": 0,
    }
    match = start(app, seats(3), seed=9, setup=setup)
    perform_by_mouse(app, {"seat": 0, "type": "choose", "card": 3})
    run_until(app, lambda: match.to_act() == [0] and match.view(0)["phase"] == "act", frames=3000)
    run_until(app, lambda: not table(app).pacing(), frames=3000)
    a, b = centre(app, "boat:0:0"), centre(app, "slot:5")
    post(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    app.step()
    for k in range(1, 6):
        post(
            pygame.MOUSEMOTION,
            pos=(a[0] + (b[0] - a[0]) * k // 5, a[1] - 40 + (b[1] - a[1]) * k // 5),
            rel=(1, 1),
            buttons=(1, 0, 0),
        )
        app.step()
    shoot(app, folder, "drag_boat", None)
    post(pygame.MOUSEMOTION, pos=centre(app, "slot:5"), rel=(1, 1), buttons=(1, 0, 0))
    app.step()
    post(pygame.MOUSEBUTTONUP, pos=centre(app, "slot:5"), button=1)
    app.step()
    shoot(app, folder, "gem_chooser", None)


def flow_moment(folder: Path) -> None:
    """The river flowing after the last turn: discs and canoes slide, a loaded canoe tips over the falls."""
    app = make_app()
    app.settings.speed = "slow"
    setup = {
        "boats": [
            [{"at": "7A", "gem": "pink"}, {"at": "3"}],
            [{"at": "5", "gem": "yellow"}, {"at": "6B"}],
            [{"at": "2"}, {"at": "dock"}],
        ],
        "weather": 1,
        "start_seat": 1,
        "home": [{"violet": 2, "pink": 1}, {"clear": 1}, None],
    }
    match = start(app, seats(3), seed=2, setup=setup)
    perform_by_mouse(app, {"seat": 0, "type": "choose", "card": "cloud"})
    run_until(app, lambda: match.to_act() == [0] and match.view(0)["phase"] == "act", frames=5000)
    board = table(app).board
    run_until(app, lambda: not table(app).pacing(), frames=3000)
    perform_by_mouse(app, {"seat": 0, "type": "weather", "delta": 1})
    legs = [f for f in board.flights if f.hide == "boat:0:0"]
    tip = legs[-1].delay + legs[-1].duration * 0.12 if legs else 0.6
    elapsed = 0.0
    while elapsed + 1 / 60 < tip:
        app.step(1 / 60)
        elapsed += 1 / 60
    shoot(app, folder, "flow")
    gem = [f for f in board.flights if f.hide == "site:pink"]
    ruby_lands = max((f.delay + f.duration for f in gem), default=0.0)
    while elapsed + 1 / 60 < ruby_lands - 0.1:  # the ruby on its way back to its site, which still shows 6
        app.step(1 / 60)
        elapsed += 1 / 60
    shoot(app, folder, "ruby_going_back")
    run_until(app, lambda: not board.animating, frames=3000)
    shoot(app, folder, "after_flow")


def history_panel(folder: Path) -> None:
    """Five seats after a few rounds: the history panel holds the bots' turns, the flow and its events."""
    app = make_app()
    match = start(app, seats(5), seed=8)
    advisor = NormalBot(match.rules, 0, random.Random(8))
    play_until(
        app,
        match,
        lambda: (
            match.view(0)["round"] >= 4
            and match.view(0)["phase"] == "act"
            and match.to_act() == [0]
            and not table(app).pacing()
        ),
        advisor,
    )
    shoot(app, folder, "history_panel")


def handoff(folder: Path) -> None:
    """Two humans: the hand-off screen during the secret choice."""
    app = make_app()
    match = start(app, [Seat("Mina"), Seat("Noor"), Seat("Bot 3", "bot", "normal")])
    click(app, (640, 360))
    perform_by_mouse(app, {"seat": 0, "type": "choose", "card": 5})
    run_until(app, lambda: not isinstance(app.scenes.top, TableScene))
    shoot(app, folder, "handoff")
    click(app, (640, 360))
    shoot(app, folder, "after_handoff")
    del match


def victory(folder: Path) -> None:
    """A whole game to its end: the victory screen."""
    app = make_app()
    match = start(app, seats(4), seed=21)
    advisor = NormalBot(match.rules, 0, random.Random(3))
    play_until(app, match, lambda: isinstance(app.scenes.top, ScoreScene), advisor)
    shoot(app, folder, "victory")


def main(folder: Path) -> None:
    """Every screenshot."""
    folder.mkdir(parents=True, exist_ok=True)
    mid_game(folder, 3, 6, 5)
    mid_game(folder, 5, 9, 8)
    mid_game(folder, 2, 4, 3)
    mid_game(folder, 4, 5, 6, {"fork": "straight"}, "straight_4_seats")
    for size in ((900, 600), (1000, 1000), (2560, 720)):  # the board keeps its shape, every seat fits
        mid_game(folder, 5, 9, 8, name=f"5_seats_{size[0]}x{size[1]}", size=size)
    choosing(folder)
    dragging_boat(folder)
    flow_moment(folder)
    history_panel(folder)
    handoff(folder)
    victory(folder)


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/work/shots"))
