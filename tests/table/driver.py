"""Drive the real application loop with posted pygame events (SDL_VIDEODRIVER=dummy)."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from tablegame.app.main import App
from tablegame.app.settings import Settings
from tablegame.core.match import Match, Seat
from tablegame.table.render import Fonts


def make_app(size: tuple[int, int] = (1280, 720), threads: bool = False, fonts: Fonts | None = None) -> App:
    """An app with instant bot moves, bots deciding inline unless `threads` (`fonts`: a text recorder's)."""
    return App(size, bot_threads=threads, settings=Settings("instant"), fonts=fonts)


def start_match(
    app: App, seats: list[Seat], seed: int = 3, options: dict | None = None, setup: dict | None = None
) -> Match:
    """Open a table for a new match and run a frame."""
    match = Match("cabo", seats, seed, options or {}, setup or {})
    app.open_table(match)
    app.step()
    return match


def post(kind: int, **fields) -> None:
    """Queue one raw pygame event."""
    pygame.event.post(pygame.event.Event(kind, **fields))


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    """Press and release at a point, a frame each."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    app.step()
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    app.step()


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 4, release: bool = True) -> None:
    """Press at start, move in steps to end (a frame each), release there."""
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step()
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(1, 0, 0))
        app.step()
    if release:
        post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        app.step()


def key(app: App, name: str, text: str = "", mod: int = 0) -> None:
    """Press a key (by pygame name) for one frame."""
    post(pygame.KEYDOWN, key=pygame.key.key_code(name), mod=mod, unicode=text, scancode=0)
    app.step()


def type_text(app: App, text: str) -> None:
    """Type characters one by one, as SDL's text input delivers them."""
    for ch in text:
        post(pygame.TEXTINPUT, text=ch)
    app.step()


def run_until(app: App, done: Callable[[], bool], frames: int = 600) -> None:
    """Step until `done()` is true (fails after `frames` frames).

    With bots in threads, each frame also sleeps a moment, as the real loop does between frames: a loop
    stepping flat out holds the interpreter lock and can starve a bot's thread for seconds.
    """
    for _ in range(frames):
        if done():
            return
        app.step()
        if app.bot_threads:
            time.sleep(0.0005)
    raise AssertionError("the condition was not reached in time")


def centre(app: App, key_name: str) -> tuple[int, int]:
    """The centre of a table item or button, by key."""
    board = app.scenes.scenes[-1].board if hasattr(app.scenes.scenes[-1], "board") else table(app).board
    rect = board.rects.get(key_name) or board.button_rects.get(key_name)
    assert rect is not None, f"no item {key_name!r} on the table"
    return rect.center


def table(app: App):
    """The table scene on the stack."""
    from tablegame.app.scenes.table import TableScene

    for scene in app.scenes.scenes:
        if isinstance(scene, TableScene):
            return scene
    raise AssertionError("no table on the stack")
