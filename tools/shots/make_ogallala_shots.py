"""Save screenshots of the Ogallala table (not a test): python tools/shots/make_ogallala_shots.py DIR."""

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
from driver import centre, click, drag, key, make_app, post, run_until, table
from ogallala_driver import (
    END_SETUP,
    EXAMPLE_2_ACTIONS,
    EXAMPLE_2_SETUP,
    EXAMPLE_3_SETUP,
    cell,
    greedy_choice,
    perform_by_mouse,
    start,
)

from tablegame.app.scenes.dialogs import HandoffScene, ScoreScene
from tablegame.core.match import Match, Seat


def shoot(app, folder: Path, name: str) -> None:
    """Draw a frame and save it."""
    app.step()
    app.draw()
    pygame.image.save(app.screen, str(folder / f"ogallala_{name}.png"))


def played(n: int, seed: int, steps: int) -> Match:
    """A match of n seats (seat 0 human, the others random bots) played greedily for a while."""
    seats = [Seat("Mina")] + [Seat(f"Bot {i + 1}", "bot", "random") for i in range(1, n)]
    match = Match("ogallala", seats, seed, {}, {})
    rng = random.Random(seed)
    for _ in range(steps):
        if match.is_over():
            break
        match.apply(greedy_choice(match, rng))
    while steps < 2000 and not match.is_over() and not (match.to_act() == [0] and match.view(0)["phase"] == "draw"):
        match.apply(greedy_choice(match, rng))
    return match


def tables(folder: Path) -> None:
    """2 to 5 seats mid-game, seen by seat 0 at its draw."""
    for n, seed, steps in ((2, 4, 70), (3, 5, 80), (4, 6, 90), (5, 7, 100)):
        app = make_app()
        app.open_table(played(n, seed, steps))
        app.step()
        shoot(app, folder, f"{n}_seats")


def dragging(folder: Path) -> None:
    """Dragging a drawn card: legal cells glow, the one under the pointer brighter; hover; illegal drop."""
    app = make_app()
    match = played(2, 4, 70)
    app.open_table(match)
    app.step()
    click(app, centre(app, "pile:1"))
    held = match.view(0)["held"]
    places = [a for a in match.legal_actions(0) if a["type"] == "place"]
    target = cell(0, places[len(places) // 2]["row"], places[len(places) // 2]["col"])
    drag(app, centre(app, "held"), centre(app, target), release=False)
    shoot(app, folder, "dragging")
    post(pygame.MOUSEBUTTONUP, pos=centre(app, target), button=1)
    app.step()
    print("dragged", held, "to", target)
    run_until(app, lambda: match.to_act() == [0] and match.view(0)["phase"] in ("draw", "hold"))
    if match.view(0)["phase"] == "draw":
        click(app, centre(app, "pile:0"))
    for _ in range(3):
        key(app, "tab")
    shoot(app, folder, "keyboard_focus")
    key(app, "escape")
    grid = match.view(0)["seats"][0]["grid"]
    full = next((r, c) for r in range(3) for c in range(14) if grid[r][c])
    post(pygame.MOUSEMOTION, pos=centre(app, cell(0, *full)), rel=(0, 0), buttons=(0, 0, 0))
    shoot(app, folder, "hover_canoe")


def shift(folder: Path) -> None:
    """Example 3: dragging bear-right onto an occupied cell makes room (a set shift)."""
    app = make_app()
    match = start(app, [Seat("Mina"), Seat("Noor")], setup=EXAMPLE_3_SETUP)
    match.replay(
        [
            {"seat": 0, "type": "draw", "pile": 0},
            {"seat": 0, "type": "place", "row": 1, "col": 5},
            {"seat": 0, "type": "draw", "pile": 0},
            {"seat": 0, "type": "place", "row": 1, "col": 6},
            {"seat": 0, "type": "draw", "pile": 0},
            {"seat": 0, "type": "place", "row": 1, "col": 7},
            {"seat": 0, "type": "draw", "pile": 0},
            {"seat": 0, "type": "place", "row": 1, "col": 8},
            {"seat": 1, "type": "draw", "pile": 1},
            {"seat": 1, "type": "discard"},
            {"seat": 0, "type": "draw", "pile": 2},
        ]
    )
    app.open_table(match)
    app.step()
    take_turn(app)
    drag(app, centre(app, "held"), centre(app, cell(0, 1, 7)), release=False)
    shoot(app, folder, "shift_drag")
    post(pygame.MOUSEBUTTONUP, pos=centre(app, cell(0, 1, 7)), button=1)
    app.step()
    shoot(app, folder, "shift_done")


def targets(folder: Path) -> None:
    """Example 2 played through the window: the attack's targets, the lasso's, the archer's, the axe."""
    app = make_app()
    match = start(app, [Seat("Mina"), Seat("Noor")], setup=EXAMPLE_2_SETUP)
    names = {16: "attack_targets", 21: "lasso_targets", 25: "archer_targets", 29: "axe_choice"}
    for i, action in enumerate(EXAMPLE_2_ACTIONS):
        take_turn(app)
        if i in names:
            post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
            shoot(app, folder, names[i])
        perform_by_mouse(app, action)
        assert match.actions[-1] == action or match.actions[-1]["type"] == action["type"], (i, match.actions[-1])
    print("example 2 final scores", match.result()["scores"])


def take_turn(app) -> None:
    """Step until the viewer may act, clicking through hand-off screens."""
    for _ in range(100):
        if isinstance(app.scenes.top, HandoffScene):
            click(app, (640, 360))
        elif table(app).viewer_may_act():
            return
        else:
            app.step()
    raise AssertionError("the seat to act never got the table")


def end_and_scores(folder: Path) -> None:
    """A third complete canoe: the attack, the booty, then the end-of-game choice and the score screen."""
    app = make_app()
    match = start(app, [Seat("Mina"), Seat("Bot 2", "bot", "random")], setup=END_SETUP)
    click(app, centre(app, "pile:0"))
    drag(app, centre(app, "held"), centre(app, cell(0, 2, 5)))
    shoot(app, folder, "attack_choice")
    click(app, centre(app, cell(1, 0, 6)))
    shoot(app, folder, "booty")
    while match.view(0)["phase"] == "hold":
        drag(app, centre(app, "held"), centre(app, "discard"))
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    shoot(app, folder, "end_dialog")
    click(app, centre(app, "end-button"))
    run_until(app, lambda: isinstance(app.scenes.top, ScoreScene))
    shoot(app, folder, "score_screen")


def finished(n: int, seed: int) -> Match:
    """A greedy game of n seats whose last action is seat 0's (so a person ends it through the window)."""
    for attempt in range(seed, seed + 200):
        match = played(n, attempt, 2000)
        if match.is_over() and match.actions[-1]["seat"] == 0:
            return match
    raise AssertionError("no game ended on seat 0's action")


def five_seat_game_over(folder: Path) -> None:
    """A 5-seat game played to the end (its last action by mouse): its score screen."""
    whole = finished(5, 11)
    match = whole.rebuilt(len(whole.actions) - 1)
    app = make_app()
    app.open_table(match)
    app.step()
    perform_by_mouse(app, whole.actions[-1])
    run_until(app, lambda: isinstance(app.scenes.top, ScoreScene))
    shoot(app, folder, "score_screen_5_seats")


SIZES = ((900, 600), (1280, 720), (1000, 1000), (2560, 1440), (2560, 720), (3840, 2160))  # issue 17's sizes


def sizes(folder: Path) -> None:
    """2, 3 and 5 seats mid-game at every size of issue 17 (the layout is in fractions of the window)."""
    for n, seed, steps in ((2, 4, 70), (3, 5, 80), (5, 7, 100)):
        app = make_app()
        app.open_table(played(n, seed, steps))
        app.step()
        for size in SIZES:
            app.resize(size)
            shoot(app, folder, f"{n}_seats_{size[0]}x{size[1]}")


def menu(folder: Path) -> None:
    """The menu with Ogallala chosen and five seats."""
    from tablegame.app.scenes.menu import MenuScene

    app = make_app()
    app.open_menu()
    scene = app.scenes.top
    assert isinstance(scene, MenuScene)
    scene.choose_game(scene.games.index("ogallala"))
    for _ in range(3):
        scene.change_seats(1)
    scene.layout()
    shoot(app, folder, "menu")


def after_a_long_bot_turn(folder: Path) -> None:
    """The history panel at Mina's draw after a bot turn of many actions with an attack in it."""
    for seed in range(1, 400):
        match = played(3, seed, 60)
        turn = []
        for action in reversed(match.actions):
            if action["seat"] == 0 and turn:
                break
            turn.append(action)
        if len(turn) >= 10 and any(a["type"] == "attack" for a in turn) and not match.is_over():
            break
    print("long bot turn: seed", seed, len(turn), "actions")
    app = make_app()
    app.open_table(match)
    app.step()
    shoot(app, folder, "history_after_bot_turn")


def main(folder: Path) -> None:
    """Every screen worth looking at."""
    folder.mkdir(parents=True, exist_ok=True)
    menu(folder)
    sizes(folder)
    tables(folder)
    dragging(folder)
    shift(folder)
    targets(folder)
    end_and_scores(folder)
    five_seat_game_over(folder)
    after_a_long_bot_turn(folder)


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/work/shots"))
