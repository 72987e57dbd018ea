"""The resting layer mended where a new model changed is the layer a whole drawing makes, pixel for pixel.

Random playouts of every game with a table, at 2 seats and at its most, at 1280x720 and 2560x1440: the
player at seat 0 (random legal actions) against random bots at the `fast` speed, so cards fly and their
places are hidden meanwhile. Between moves the pointer rests on a card, a card is picked (its drop targets
lit) or the keyboard focus moves. After every frame the board's picture (its mended layer and the live
parts) is compared with a whole drawing of the same moment.
"""

from __future__ import annotations

import random
import time
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from tablegame.app.games import playable_games
from tablegame.app.main import App
from tablegame.app.scenes.dialogs import ScoreScene
from tablegame.app.scenes.table import TableScene
from tablegame.app.settings import Settings
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules
from tablegame.table import finish
from tablegame.table.board import Board
from tablegame.table.board_paint import Resting
from tablegame.table.model import EMPTY

SIZES = [(1280, 720), (2560, 1440)]
MOVES = {(1280, 720): 24, (2560, 1440): 10}  # moves played per table (the large window costs more per check)
SHOTS = Path("/tmp/shots/mend")  # where a mismatch leaves its two pictures
NOTHING: tuple[tuple[object, ...], tuple[object, ...]] = ((None, None, None), (None,))  # what no layer is drawn for


def seats_of(game: str) -> list[int]:
    """2 seats and the game's most."""
    rules = get_rules(game)
    return sorted({max(2, rules.min_seats), rules.max_seats})


class Checker:
    """Compares the board's picture now with a whole drawing of the same moment; counts the mended layers."""

    def __init__(self, board: Board, label: str, fresh_shadows: bool = False) -> None:
        self.board = board
        self.label = label
        # the whole drawing makes its shadows anew: a picture must not depend on what was drawn before it
        self.fresh_shadows = fresh_shadows
        self.mends = 0
        self.checks = 0
        self.last: tuple[object, ...] = ()
        # The surfaces of the whole drawings, kept from check to check (a new 2560x1440 one costs 10 ms): as a
        # layer drawn for nothing (no model, nothing listed), so the board draws a whole layer on them.
        self.spare = Resting(NOTHING, {}, pygame.Surface(board.size), pygame.Surface(board.size), {})
        self.pictures = (pygame.Surface(board.size), pygame.Surface(board.size))
        mend = board.painter.mend_layer

        def counted(*args: object, **kwargs: object) -> None:
            self.mends += 1
            mend(*args, **kwargs)  # type: ignore[arg-type]

        board.painter.mend_layer = counted  # type: ignore[method-assign]

    def check(self, moment: str) -> None:
        """Draw by the kept layer (mending it if it must), then whole, and assert the two pictures are the same;
        only if the table changed since the last check (a frame of a pause draws what the last one did)."""
        board = self.board
        now = (
            board.model,
            tuple((f.hide, f.elapsed >= f.delay) for f in board.flights),
            board.hover,
            board.picked,
            board.focus,
            board.message,
        )
        if len(now) == len(self.last) and all(a is b or a == b for a, b in zip(now, self.last, strict=True)):
            return
        self.last = now
        mended, whole = self.pictures
        board.draw(mended)
        kept = board.painter.resting
        board.painter.resting = self.spare  # a whole drawing on the spare surfaces: the kept ones stay as they were
        if self.fresh_shadows:
            kept_shadows, kept_art_shadows = finish._shadows, board.art._shadows
            finish._shadows, board.art._shadows = finish.Kept(kept_shadows.limit), {}
            board.draw(whole)
            finish._shadows, board.art._shadows = kept_shadows, kept_art_shadows
        else:
            board.draw(whole)
        assert board.painter.resting is not None and board.painter.resting.layer is self.spare.layer
        self.spare = board.painter.resting
        self.spare.drawn_for, self.spare.drawn = NOTHING, {}  # the next check draws a whole layer on it again
        board.painter.resting = kept
        self.checks += 1
        if pygame.image.tobytes(mended, "RGB") != pygame.image.tobytes(whole, "RGB"):
            SHOTS.mkdir(parents=True, exist_ok=True)
            name = f"{self.label}-{self.checks}".replace(" ", "_")
            pygame.image.save(mended, SHOTS / f"{name}-mended.png")
            pygame.image.save(whole, SHOTS / f"{name}-whole.png")
            differ = [
                (x, y)
                for x in range(0, board.size[0], 2)
                for y in range(0, board.size[1], 2)
                if mended.get_at((x, y)) != whole.get_at((x, y))
            ]
            box = pygame.Rect(differ[0], (1, 1)).unionall([pygame.Rect(p, (1, 1)) for p in differ]) if differ else None
            pytest.fail(
                f"{self.label}, {moment}: the mended picture differs from a whole drawing within {box} "
                f"({len(differ)} sampled pixels; pictures in {SHOTS})"
            )


def fidget(board: Board, rng: random.Random) -> str:
    """Change what the pointer or the keyboard does on the table, as a player between moves; says what."""
    placed = [key for key in board.rects if board.model.item(key) is not None]
    choice = rng.randrange(4)
    if choice == 0 and placed:
        key = rng.choice(placed)
        board.hover, board.pointer = key, board.rects[key].center
        return f"the pointer on {key}"
    if choice == 1:
        sources = sorted({g.source for g in board.model.gestures if g.kind == "drag" and g.source in board.rects})
        if sources:
            board.picked = rng.choice(sources)
            return f"{board.picked} picked"
    if choice == 2 and board.model.gestures:
        board.focus = rng.randrange(len(board.model.gestures))
        return "the keyboard focus moved"
    board.hover, board.picked, board.focus, board.pointer = None, None, None, (3, 3)
    return "nothing lit"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", playable_games())
def test_a_mended_layer_is_a_whole_drawing_over_random_playouts(game: str, size: tuple[int, int]) -> None:
    assert finish.caching and finish.mending
    for n_seats in seats_of(game):
        rng = random.Random(n_seats * 7 + size[0])
        seats = [Seat("Ann"), *(Seat(f"Bot {i}", "bot", "random") for i in range(2, n_seats + 1))]
        match = Match(game, seats, rng.randrange(1000))
        app = App(size, bot_threads=False, settings=Settings("fast"))
        app.open_table(match)
        scene = app.scenes.top
        assert isinstance(scene, TableScene)
        checker = Checker(scene.board, f"{game} {n_seats} seats {size[0]}x{size[1]}")
        app.step(1 / 30)
        moves, frames = 0, 0
        while moves < MOVES[size] and not match.is_over() and frames < 40 * MOVES[size]:
            frames += 1
            top = app.scenes.top
            if isinstance(top, ScoreScene):
                top.close()
                continue
            before = len(match.actions)
            if scene.viewer_may_act() and not scene.pacing():
                checker.check(fidget(scene.board, rng))
                scene.board.hide_hint()
                scene.board.picked = None
                scene.apply(rng.choice(match.legal_actions(0)))
            app.step(1 / 30)
            moves += len(match.actions) - before
            if app.scenes.top is scene:
                checker.check(f"frame {frames}, {len(match.actions)} actions")
        assert moves >= min(MOVES[size], 6), f"{checker.label}: only {moves} moves were played"
        assert checker.mends >= moves // 2, f"{checker.label}: {checker.mends} mends in {moves} moves"
        pygame.display.quit()


def test_a_new_status_mends_the_layer_in_place_and_a_new_table_draws_it_whole() -> None:
    app = App((1280, 720), bot_threads=False, settings=Settings("instant"))
    app.open_table(Match("cabo", [Seat("Ann"), Seat("Bot", "bot", "random")], 3))
    app.step()
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    board = scene.board
    checker = Checker(board, "cabo status")
    checker.check("the table")
    kept = board.painter.resting
    assert kept is not None
    board.set_model(replace(board.model, status="Something else to do now"), board.viewer)
    checker.check("a new status")
    assert board.painter.resting is not None and board.painter.resting.layer is kept.layer, "mended in the kept layer"
    assert checker.mends == 1
    board.set_model(replace(board.model, cards=[replace(item, look=EMPTY) for item in board.model.cards]), board.viewer)
    checker.check("every card gone")
    assert checker.mends == 1, "a change of most of the window draws the layer whole"
    pygame.display.quit()


def test_a_layer_mended_over_frames_is_a_whole_drawing_of_shadows_made_afresh(monkeypatch: pytest.MonkeyPatch) -> None:
    # Niagara at 5 seats, bots moving from mid-game: the table holds frames while it mends its layer an area at a
    # time (a clock that ticks at every reading, so each frame's budget takes a step or two). Every frame drawn is
    # a whole drawing whose shadows are made anew: once, two glass spots shared a shadow made from whichever came
    # first, and a layer mended in another order than a whole drawing came out a few levels off under a canoe.
    ticks = iter(range(10**9))
    monkeypatch.setattr(time, "thread_time", lambda: next(ticks) * 0.0005)
    seats = [Seat(f"Bot {i}", "bot", "random") for i in range(1, 6)]
    match, rng = Match("niagara", seats, 1), random.Random(1)
    while len(match.actions) < 40:
        match.apply(rng.choice(match.legal_actions()))
    app = App((1280, 720), bot_threads=False, settings=Settings("fast"))
    app.open_table(match)
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    checker = Checker(scene.board, "niagara 5 seats over frames", fresh_shadows=True)
    held = 0
    for frame in range(240):
        if match.is_over():
            break
        if isinstance(app.scenes.top, ScoreScene):
            app.scenes.top.close()
        app.step(1 / 60)
        held += app.owed
        if not app.owed and app.scenes.top is scene:
            checker.check(f"frame {frame}, {len(match.actions)} actions")
    assert held >= 5 and checker.mends >= 5, f"{held} frames held, {checker.mends} mends"
    pygame.display.quit()
