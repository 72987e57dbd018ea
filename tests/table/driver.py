"""Drive the real application loop with posted pygame events (SDL_VIDEODRIVER=dummy)."""

from __future__ import annotations

import json
import random
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame

from tablegame.app.main import App
from tablegame.app.settings import Settings
from tablegame.core.match import Match, Seat
from tablegame.storage.saves import SaveStore
from tablegame.table.render import Fonts
from tablegame.table.text_recorder import TextRecorder, recording_texts


def make_app(size: tuple[int, int] = (1280, 720), threads: bool = False, fonts: Fonts | None = None) -> App:
    """An app with instant bot moves, bots deciding inline unless `threads` (`fonts`: a text recorder's)."""
    return App(size, bot_threads=threads, settings=Settings("instant"), fonts=fonts)


@contextmanager
def recorded_window(size: tuple[int, int] = (1280, 720)) -> Iterator[tuple[App, TextRecorder]]:
    """A window with its own empty store and instant bots, whose every text is followed from its first frame."""
    with tempfile.TemporaryDirectory(prefix="tablegame-recorded-") as folder, recording_texts() as recorder:
        fonts = Fonts(recorder.typeface())
        yield (
            App(size, bot_threads=False, store=SaveStore(Path(folder)), settings=Settings("instant"), fonts=fonts),
            recorder,
        )


def recorded_canvas(app: App, recorder: TextRecorder) -> pygame.Surface:
    """A surface like the window's on which the recorder follows every text (the window's own is pygame's)."""
    return recorder.canvas.surface(app.screen.get_size(), 0, app.screen)


def compose(app: App, field: Any, keys: tuple[tuple[tuple[str, ...], str], ...]) -> None:
    """Type through an input method: each syllable's partial compositions (TEXTEDITING), then its commit."""
    for composing, syllable in keys:
        for step in composing:
            pygame.event.post(pygame.event.Event(pygame.TEXTEDITING, text=step, start=0, length=len(step)))
            app.step()
            assert field.composing == step
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=syllable))
        app.step()
        assert field.composing == ""


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
    """Press and release at a point, a frame each (and the frame that shows a move they made)."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    step_shown(app)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    step_shown(app)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 4, release: bool = True) -> None:
    """Press at start, move in steps to end (a frame each), release there (and the frame that shows a move made)."""
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
        step_shown(app)


def key(app: App, name: str, text: str = "", mod: int = 0) -> None:
    """Press a key (by pygame name) for one frame (and the frame that shows a move it made)."""
    post(pygame.KEYDOWN, key=pygame.key.key_code(name), mod=mod, unicode=text, scancode=0)
    step_shown(app)


def type_text(app: App, text: str) -> None:
    """Type characters one by one, as SDL's text input delivers them."""
    for ch in text:
        post(pygame.TEXTINPUT, text=ch)
    app.step()


def step_shown(app: App) -> None:
    """One frame, and the next ones too while this one's input stepped a person's move (what Undo offers after it is
    worked out in the frames after, its table built in the next: `TableScene.update`) or waits for a move to be
    shown: what a person sees a few frames later, the test reads at once. A bot's move stepped by a frame's update is
    left as it was (`run_until` waits for it)."""
    app.step()
    for _ in range(SHOWN_WITHIN):
        if not persons_move_unshown(app) and not input_waits(app):
            return
        app.step()
    raise AssertionError(f"a person's move was not shown within {SHOWN_WITHIN} frames")


SHOWN_WITHIN = 12  # frames from a person's move to its table (Undo's offer at 1-2 ms a frame, then the table)


def input_waits(app: App) -> bool:
    """True while a table holds input that came while a move was not shown (`TableScene.handle`)."""
    return any(getattr(scene, "waiting", None) for scene in app.scenes.scenes)


def persons_move_unshown(app: App) -> bool:
    """True while a table has a person's move stepped and not yet built (`TableScene.unshown`)."""
    for scene in app.scenes.scenes:
        unshown = getattr(scene, "unshown", None)
        if unshown is not None and unshown[0].get("seat") not in scene.bots:
            return True
    return False


def run_until(app: App, done: Callable[[], bool], frames: int = 600) -> None:
    """Step until `done()` is true and every move stepped is shown on its table (fails after `frames` frames).

    With bots in threads, each frame also sleeps a moment, as the real loop does between frames: a loop
    stepping flat out holds the interpreter lock and can starve a bot's thread for seconds.
    """
    for _ in range(frames):
        if done() and shown(app):
            return
        app.step()
        if app.bot_threads:
            time.sleep(0.0005)
    raise AssertionError("the condition was not reached in time")


def shown(app: App) -> bool:
    """False while a table has a move stepped but not yet built (`TableScene.show_move`: the next frame)."""
    return all(getattr(scene, "unshown", None) is None for scene in app.scenes.scenes)


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


def choose(app: App, action: dict, same: Callable[[dict | None, dict], bool] | None = None) -> None:
    """If a chooser opened, click the entry whose gesture carries this action (or one `same` says is the same)."""
    board = table(app).board
    if not board.chooser:
        return
    app.step()  # the chooser's rectangles are laid out when it is drawn
    for gesture, rect in zip(board.chooser, board.chooser_rects, strict=False):
        if gesture.action == action or (same is not None and same(gesture.action, action)):
            click(app, rect.center)
            return
    raise AssertionError(f"no chooser entry for {action}")


def take_turn(app: App) -> None:
    """Step until the seat to act may act, clicking through hand-off screens."""
    from tablegame.app.scenes.dialogs import HandoffScene

    for _ in range(300):
        if isinstance(app.scenes.top, HandoffScene):
            click(app, (640, 360))
        elif table(app).viewer_may_act():
            return
        else:
            app.step()
    raise AssertionError("the seat to act never got the table")


def frozen(action: dict) -> str:
    """An action as a comparable string."""
    return json.dumps(action, sort_keys=True)


def play_seat_0_to_the_end(
    app: App,
    match: Match,
    choose: Callable[[int], dict],
    perform: Callable[[App, dict], None],
    iterations: int,
    same: Callable[[dict, dict], bool] | None = None,
) -> list[dict]:
    """Play a table's game to its final score screen: seat 0 acts by `perform` (posted events) on what `choose`
    picks (given how many seat 0 has taken), the bots play the rest. Each of seat 0's actions must be the next
    one taken (or one `same` says is the same choice); returns them."""
    from tablegame.app.scenes.dialogs import ScoreScene
    from tablegame.app.scenes.table import TableScene

    done: list[dict] = []
    for _ in range(iterations):
        top = app.scenes.top
        if isinstance(top, ScoreScene):
            break
        assert isinstance(top, TableScene)
        if match.is_over():
            app.step()
            continue
        if match.to_act() != [0] or not shown(app):  # a bot's move is shown (its table built) before seat 0 acts
            run_until(app, lambda: match.to_act() == [0] or match.is_over(), frames=2000)
            continue
        before = len(match.actions)
        action = choose(len(done))
        perform(app, action)
        assert len(match.actions) > before, action
        assert match.actions[before] == action or (same is not None and same(match.actions[before], action)), action
        done.append(action)
    assert match.is_over() and isinstance(app.scenes.top, ScoreScene) and app.scenes.top.final
    return done


def cabo_one_move_from_the_end(seats: list[Seat]) -> tuple[Match, dict]:
    """A random CABO game whose last action is seat 0's, played up to that action; and that action."""
    for seed in range(1, 100):
        played = Match("cabo", seats, seed)
        rng = random.Random(seed)
        while not played.is_over():
            played.apply(rng.choice(played.legal_actions()))
        if played.actions[-1]["seat"] == 0:
            break
    match = Match("cabo", seats, seed)
    for action in played.actions[:-1]:
        match.apply(action)
    return match, played.actions[-1]
