"""A move (a bot's, or one the viewer's input made) is stepped in one frame and its table built in a later one
(`TableScene.apply`): meanwhile the board still holds the model from before the move, and no input may use its
gestures. Input arriving in between waits, and is handled on the table after the move once it is built; a key for a
gesture the old model offered acts on the new one."""

from __future__ import annotations

import pygame
from driver import make_app, post, run_until, start_match, table

from tablegame.app.main import App
from tablegame.core.match import Match, Seat
from tablegame.table.events import InputEvent

SEATS = [Seat("You", "human"), Seat("Bot 1", "bot", "random")]


def press(name: str) -> None:
    """Queue a key press for the next frame."""
    post(pygame.KEYDOWN, key=pygame.key.key_code(name), mod=0, unicode=name, scancode=0)


def at_your_turn() -> tuple[App, Match, str]:
    """A CABO table at the human's first choice of a turn, and the hotkey of a gesture other than drawing from the
    deck (taking the discard, calling CABO), which the rules no longer allow once she has drawn."""
    app = make_app()
    match = start_match(app, SEATS, seed=5)
    scene = table(app)
    for _ in range(10):  # her look at two of her cards first
        run_until(app, lambda: scene.viewer_may_act() and not scene.pacing() and not scene.busy())
        legal = match.legal_actions(0)
        if any(action["type"] == "draw" for action in legal):
            break
        scene.apply(legal[0])
    keys = {g.hotkey for g in scene.board.model.gestures if g.action is not None}
    assert "d" in keys
    stale = next(k for k in ("t", "c") if k in keys)
    return app, match, stale


def test_a_key_after_a_move_in_the_same_frame_acts_on_the_table_after_it() -> None:
    """Two keys in one frame: the first plays the draw (stepped, its table built later), the second (a gesture of the
    model before it) waits and is handled on the table after the draw: no second action, no refusal."""
    app, match, stale = at_your_turn()
    scene = table(app)
    before = len(match.actions)
    press("d")
    press(stale)
    app.step()
    assert len(match.actions) == before + 1 and match.actions[-1]["type"] == "draw"
    assert scene.unshown is not None and app.owed and scene.waiting  # the window shows the table before the draw
    for _ in range(12):  # what Undo offers after it, then its table, then the key that waited
        app.step()
        if scene.unshown is None and not scene.waiting:
            break
    assert scene.unshown is None and not scene.waiting and "Not allowed" not in scene.board.message
    assert len(match.actions) == before + 1
    assert "d" not in {g.hotkey for g in scene.board.model.gestures if g.action is not None}


def test_input_between_a_bots_move_and_its_table_meets_the_table_after_the_move() -> None:
    """A bot's move stepped (the window shows its last frame again; the board still holds the model from before);
    every event of the next frame reaches the board only once the table after the move is built."""
    app = make_app()
    match = start_match(app, SEATS, seed=5)
    scene = table(app)
    scene.apply(match.legal_actions(0)[0])  # her look at two of her cards; the bot's look is next
    for _ in range(300):  # frames until the bot's move is stepped (`run_until` waits for it to be shown)
        app.step()
        if scene.unshown is not None:
            break
    stale, moves = scene.board.model, len(match.actions)
    assert match.actions[-1]["seat"] == 1 and app.owed
    met: list[bool] = []
    handle = scene.board.handle

    def spy(event: InputEvent) -> bool:
        met.append(scene.unshown is None and scene.board.model is not stale)
        return handle(event)

    scene.board.handle = spy  # type: ignore[method-assign]
    post(pygame.MOUSEMOTION, pos=(640, 500), rel=(1, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(640, 500), button=1)
    press("tab")
    app.step()  # the table after the move is built; the events wait for the next frame
    app.step()
    assert len(met) == 3 and all(met)
    assert len(match.actions) == moves
