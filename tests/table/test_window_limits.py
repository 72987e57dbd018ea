"""The window's limits (issue 24): a game stops at the longest game the program keeps, the Menu button tells
whether the game is being saved, sizes the display cannot back are clamped, and no exit skips the last autosave."""

from __future__ import annotations

import pygame
import pytest
from driver import make_app, post, run_until, table

import tablegame.core.limits as limits
import tablegame.storage.writer as writer
from tablegame.app.main import MAX_WINDOW_PIXELS, MAX_WINDOW_SIDE, App, backed_size
from tablegame.app.scene import Scene
from tablegame.app.scenes.dialogs import ScoreScene
from tablegame.app.scenes.problem import ProblemScene
from tablegame.app.settings import Settings
from tablegame.core.match import Match, Seat
from tablegame.storage.saves import SaveStore

BOTS = [Seat("Bot 1", "bot", "random"), Seat("Bot 2", "bot", "random")]


def tip(app, key: str) -> str:
    """What the table's button `key` says it does (its gesture's tooltip)."""
    return next(g.label for g in table(app).board.model.gestures if g.ui == key)


def test_a_bots_only_game_stops_at_the_longest_game_with_a_message_and_stays_loadable(monkeypatch):
    """Random bots never end a Niagara game: the table stops it where `tablegame sim` would (a small limit here)."""
    monkeypatch.setattr(limits, "LONGEST_GAME_ACTIONS", 40)
    app = make_app()
    match = Match("niagara", list(BOTS), 3)
    app.open_table(match)
    scene = table(app)
    for _ in range(3000):
        if isinstance(app.scenes.top, ScoreScene):
            app.scenes.pop()
        if scene.session.stopped() and not scene.busy():
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
    assert (
        table(app).session.stopped()
        and table(app).board.model.status.startswith(told)
        and back.actions == match.actions
    )


def test_a_human_cannot_play_past_the_longest_game(monkeypatch):
    app = make_app()
    match = Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "random")], 3)
    app.open_table(match)
    scene = table(app)
    run_until(app, lambda: scene.viewer_may_act() and not scene.busy())
    monkeypatch.setattr(limits, "LONGEST_GAME_ACTIONS", len(match.actions))
    app.step()
    assert (
        scene.session.stopped() and not scene.viewer_may_act() and not any(g.action for g in scene.board.model.gestures)
    )
    assert scene.board.model.status.startswith("This game has reached")


def test_the_menu_button_says_the_truth_about_the_autosave(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the save folder should be")
    app = App(bot_threads=False, store=SaveStore(blocker / "saves"), settings=Settings("instant"))
    app.open_table(Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "random")], 3))
    app.step()
    scene = table(app)
    assert tip(app, "app:menu") == "Back to the main menu (the game is autosaved)"
    run_until(app, lambda: scene.viewer_may_act() and not scene.busy())
    scene.apply(scene.match.legal_actions(scene.viewer)[0])
    app.store.flush()
    app.step()
    run_until(app, lambda: True)  # the bot's move that frame stepped is shown (its table built) in the next
    assert tip(app, "app:menu") == "Back to the main menu (the last moves could not be saved)"
    app.store.writer.record(scene.match.extra["match_id"], None)  # a later write worked (the disk has room again)
    app.step()
    assert tip(app, "app:menu") == "Back to the main menu (the game is autosaved)"


@pytest.mark.parametrize("game", ["menu", "niagara"])
def test_a_size_the_display_cannot_back_is_clamped_and_the_window_draws_on(game):
    app = make_app()
    app.open_menu()
    if game != "menu":
        app.open_table(Match(game, [Seat("Mina"), Seat("Bot 2", "bot", "random")], 3))
    app.step()
    for asked in ((32767, 32767), (0, 0), (1, 100000), (100000, 1), (1280, 720)):
        post(pygame.VIDEORESIZE, w=asked[0], h=asked[1], size=asked)
        app.step()
        w, h = app.screen.get_size()
        assert app.running and app.size == (w, h) == pygame.display.get_surface().get_size()
        assert 1 <= w <= MAX_WINDOW_SIDE and 1 <= h <= MAX_WINDOW_SIDE and w * h <= MAX_WINDOW_PIXELS, asked
    assert app.size == (1280, 720) and not isinstance(app.scenes.top, ProblemScene)


def test_clamped_sizes_keep_their_shape():
    assert backed_size((32767, 32767)) == (5760, 5760)
    assert backed_size((0, -5)) == (1, 1) and backed_size((1, 100000)) == (1, MAX_WINDOW_SIDE)
    assert backed_size((16000, 9000)) == (7680, 4320) and backed_size((2560, 1440)) == (2560, 1440)


class Failing(Scene):
    """A scene whose every frame raises, as a bug would."""

    def update(self, dt: float) -> None:
        """Fail."""
        raise RuntimeError("a bug in a scene")


class RecordingStore(SaveStore):
    """A store that notes each flush."""

    flushes = 0

    def flush(self, timeout: float = 10.0) -> bool:
        """Note the flush, then flush."""
        self.flushes += 1
        return super().flush(timeout)


@pytest.mark.parametrize("how", ["an error escapes the loop", "the problem screen fails too"])
def test_no_way_out_of_the_loop_skips_the_last_autosave(tmp_path, monkeypatch, how):
    store = RecordingStore(tmp_path)
    app = App(bot_threads=False, store=store, settings=Settings("instant"))
    app.scenes.push(Failing(app))
    if how == "the problem screen fails too":
        monkeypatch.setattr(App, "reraise_errors", False)
        monkeypatch.setattr(app, "report_error", lambda exc: (_ for _ in ()).throw(pygame.error("no surface")))
    before = store.flushes  # the start's own listings flush too
    with pytest.raises((RuntimeError, pygame.error)):
        app.run(max_frames=5)
    assert store.flushes == before + 1


def test_a_save_too_large_to_read_back_is_a_failed_autosave_the_table_tells(monkeypatch):
    monkeypatch.setattr(writer, "MAX_SAVE_BYTES", 200)
    app = make_app()
    app.open_table(Match("cabo", [Seat("Mina"), Seat("Bot 2", "bot", "random")], 3))
    scene = table(app)
    told: list[str] = []
    monkeypatch.setattr(scene.board, "say", lambda text, quiet=False: told.append(text))
    run_until(app, lambda: scene.viewer_may_act() and not scene.busy())
    scene.apply(scene.match.legal_actions(scene.viewer)[0])
    app.store.flush()
    app.step()
    [failed] = [text for text in told if text.startswith("Autosave failed")]
    assert failed.startswith("Autosave failed, this game is not being saved: the game is too long to save (")
    assert failed.endswith(" bytes; a save may have 200)")
    assert tip(app, "app:menu") == "Back to the main menu (the last moves could not be saved)"
    assert app.store.kept_games() == []  # nothing the loader would refuse was written


def test_a_size_the_display_refuses_all_the_same_keeps_the_window_as_it_was(monkeypatch):
    app = make_app()
    app.open_menu()
    app.step()
    set_mode = pygame.display.set_mode

    def refusing(size, flags=0):
        if size[0] > 2000:
            raise pygame.error("Surface is not initialized")
        return set_mode(size, flags)

    monkeypatch.setattr(pygame.display, "set_mode", refusing)
    post(pygame.VIDEORESIZE, w=4000, h=3000, size=(4000, 3000))
    app.step()
    assert app.running and app.size == app.screen.get_size() == (1280, 720)
    assert not isinstance(app.scenes.top, ProblemScene)
