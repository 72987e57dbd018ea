"""The window's limits (issue 24): a game stops at the longest game the program keeps, the Menu button tells
whether the game is being saved, sizes the display cannot back are clamped, and no exit skips the last autosave."""

from __future__ import annotations

from driver import make_app, run_until, table

import tablegame.app.scenes.table as table_scene
from tablegame.app.scenes.dialogs import ScoreScene
from tablegame.core.match import Match, Seat

BOTS = [Seat("Bot 1", "bot", "random"), Seat("Bot 2", "bot", "random")]


def tip(app, key: str) -> str:
    """What the table's button `key` says it does (its gesture's tooltip)."""
    return next(g.label for g in table(app).board.model.gestures if g.ui == key)


def test_a_bots_only_game_stops_at_the_longest_game_with_a_message_and_stays_loadable(monkeypatch):
    """Random bots never end a Niagara game: the table stops it where `tablegame sim` would (a small limit here)."""
    monkeypatch.setattr(table_scene, "LONGEST_GAME_ACTIONS", 40)
    app = make_app()
    match = Match("niagara", list(BOTS), 3)
    app.open_table(match)
    scene = table(app)
    for _ in range(3000):
        if isinstance(app.scenes.top, ScoreScene):
            app.scenes.pop()
        if scene.stopped() and not scene.busy():
            break
        app.step()
    for _ in range(20):
        app.step()
    assert len(match.actions) == 40 and not match.is_over() and app.scenes.top is scene
    told = "This game has reached 40 moves, the longest game the program keeps: it stops here, with no winner."
    assert scene.board.message.startswith(told) and scene.board.model.status.startswith(told)
    assert not scene.worker.busy
    app.store.flush()
    [kept] = app.store.kept_games()
    assert kept.problem is None
    back = app.store.load_kept(kept)
    assert back.actions == match.actions
    app.open_table(back)  # continued later: it opens where it stopped, and stays stopped
    for _ in range(5):
        app.step()
    assert table(app).stopped() and table(app).board.model.status.startswith(told) and back.actions == match.actions


def test_a_human_cannot_play_past_the_longest_game(monkeypatch):
    app = make_app()
    match = Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "random")], 3)
    app.open_table(match)
    scene = table(app)
    run_until(app, lambda: scene.viewer_may_act() and not scene.busy())
    monkeypatch.setattr(table_scene, "LONGEST_GAME_ACTIONS", len(match.actions))
    app.step()
    assert scene.stopped() and not scene.viewer_may_act() and not any(g.action for g in scene.board.model.gestures)
    assert scene.board.model.status.startswith("This game has reached")
