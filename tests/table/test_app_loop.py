"""The application loop itself: the command line opens it, bot moves are animated (frame times: bench/)."""

from __future__ import annotations

import pygame
from driver import make_app, run_until, start_match, table

from tablegame.app.main import App
from tablegame.cli import main as cli_main
from tablegame.core.match import Seat


def test_play_command_opens_the_table_and_returns_0(monkeypatch):
    """`tablegame play cabo` runs the loop (here for a few frames) on a CABO table."""
    seen = {}
    original = App.run

    def short_run(self, max_frames=None):
        seen["scenes"] = [type(s).__name__ for s in self.scenes.scenes]
        return original(self, max_frames=5)

    monkeypatch.setattr(App, "run", short_run)
    assert cli_main(["play", "cabo", "--players", "human,bot:easy", "--seed", "4"]) == 0
    assert seen["scenes"] == ["MenuScene", "TableScene"]


def test_no_arguments_open_the_menu(monkeypatch):
    """`tablegame` alone opens the menu."""
    seen = {}
    original = App.run

    def short_run(self, max_frames=None):
        seen["scenes"] = [type(s).__name__ for s in self.scenes.scenes]
        return original(self, max_frames=3)

    monkeypatch.setattr(App, "run", short_run)
    assert cli_main([]) == 0
    assert seen["scenes"] == ["MenuScene"]


def test_window_close_ends_the_loop():
    """A QUIT event stops the loop."""
    app = make_app()
    app.open_menu()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.step() is False
    assert app.run() == 0


def test_bot_moves_travel_and_pause_at_a_readable_pace():
    """At normal speed a bot's draw flies ~0.25 s and a pause follows; `instant` skips both."""
    app = make_app()
    app.settings.speed = "normal"
    match = start_match(app, [Seat("Bot 1", "bot", "random"), Seat("Mina")])
    run_until(app, lambda: len(match.actions) >= 1)
    scene = table(app)
    assert scene.pause_left > 0.3
    run_until(app, lambda: len(match.actions) >= 1 and match.to_act() == [1] and not scene.pacing())
    # Mina peeks; Bot 1 then draws: its card travels from the draw pile
    from driver import centre, click

    click(app, centre(app, "row:1:0"))
    click(app, centre(app, "row:1:1"))
    run_until(app, lambda: any(a["type"] == "draw" for a in match.actions), frames=2000)
    assert scene.board.flights and abs(scene.board.flights[0].duration - 0.25) < 1e-9


def test_an_idle_table_is_not_redrawn_every_frame_but_input_and_animations_are(monkeypatch):
    """A still window redraws a few times a second; a click or a travelling card redraws at once."""
    app = make_app()
    start_match(app, [Seat("Mina"), Seat("Bot 2", "bot", "normal")], seed=3)
    for _ in range(30):
        app.step()
    draws = []
    draw = app.draw

    def counted_draw():
        draws.append(app.frames)
        draw()

    monkeypatch.setattr(app, "draw", counted_draw)
    for _ in range(60):  # one idle second at 60 frames a second
        app.step()
    assert 2 <= len(draws) <= 6
    draws.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(1, 1), buttons=(0, 0, 0)))
    app.step()
    assert draws == [app.frames]
    draws.clear()
    scene = table(app)
    monkeypatch.setattr(type(scene), "busy", lambda self: True)
    for _ in range(10):
        app.step()
    assert len(draws) == 10


def test_without_bot_threads_a_searching_bot_decides_in_the_frame_and_starts_no_process():
    """App(bot_threads=False), as the tests use it: a `hard` bot decides inside the frame that asks it, and
    the table starts no worker process for it."""
    app = make_app()
    match = start_match(app, [Seat("Bot 1", "bot", "hard@20"), Seat("Bot 2", "bot", "hard@20")], seed=5)
    scene = table(app)
    assert not scene.worker.process_alive
    before = len(match.actions)
    app.step()
    assert len(match.actions) == before + 1 and not scene.worker.busy and not scene.worker.process_alive
    pygame.display.quit()
