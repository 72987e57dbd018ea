"""Continuing a long game: the table is drawn before its history is complete (a progress line says how far it
is), the history fills in frame by frame to the very one written at once, a move made meanwhile lands in
its place, and each hot-seat reader's history is still written from that reader's views only."""

from __future__ import annotations

import random

import pygame
from driver import make_app, recorded_canvas, table
from history_helpers import written_in_one_go

from tablegame.app.scenes import table as table_module
from tablegame.core.match import KEPT_BACK, Match, Seat
from tablegame.storage.saves import match_from_json, match_to_json
from tablegame.table import render as r
from tablegame.table.history_panel import MADE_AT_ONCE, HistoryPanel, history_rows
from tablegame.table.render import Fonts
from tablegame.table.text_recorder import TextRecorder, recording_texts

ACTIONS = 1200


def long_game(seats: list[Seat], seed: int = 4) -> Match:
    """A Niagara game without a round limit, random moves until seat 0 is to act again, loaded from its save."""
    match = Match("niagara", seats, seed, {"max_rounds": 0})
    rng = random.Random(seed)
    while len(match.actions) < ACTIONS or match.to_act()[0] != 0:
        match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
    return match_from_json(match_to_json(match))


def fill(app, frames: int = 20000) -> None:
    """Step frames until every history and the panel's rows are complete."""
    scene = table(app)
    budget = table_module.FILL_SECONDS
    table_module.FILL_SECONDS = 0.05  # bigger slices: the test's frames are not the point
    try:
        for _ in range(frames):
            if not scene.session.writers and scene.board.panel._making is None:
                return
            app.step()
    finally:
        table_module.FILL_SECONDS = budget
    raise AssertionError("the history never filled in")


def drawn_texts(app, recorder: TextRecorder) -> list[str]:
    """The texts of the window's scenes drawn once more now."""
    canvas = recorded_canvas(app, recorder)
    app.scenes.draw(canvas)
    return [text.text for text in recorder.texts_on(canvas) if text.box is not None]  # those landed on it


def test_a_long_game_opens_with_the_newest_history_and_fills_in_to_the_whole():
    """First frame: the newest part and "History: … of … moves…"; then the whole history, rows and all."""
    match = long_game([Seat("Ann"), Seat("Bot 2", "bot", "random"), Seat("Bot 3", "bot", "random")])
    with recording_texts() as recorder:
        app = make_app(fonts=Fonts(recorder.typeface()))
        app.open_table(match)
        app.step()
        scene = table(app)
        assert scene.session.writers and scene.board.model.history_progress == (KEPT_BACK, len(match.actions))
        shown = scene.session.histories[0].entries
        assert shown[-1].action == len(match.actions) - 1 and shown[0].action == len(match.actions) - KEPT_BACK
        texts = drawn_texts(app, recorder)
        assert f"History: {KEPT_BACK} of {len(match.actions):,}…" in texts, texts
        fill(app)
        whole = written_in_one_go(match, 0)
        assert scene.session.histories[0].entries == whole.entries
        scene.rebuild()
        assert scene.board.model.history_progress is None
        canvas = recorder.canvas.surface(app.screen.get_size())
        scene.board.panel.draw(canvas, pygame.Rect(1000, 40, 260, 300), app.fonts, "What happened")
        drawn = [text.text for text in recorder.texts_on(canvas) if text.box is not None]
        assert "What happened" in drawn and not [text for text in drawn if text.startswith("History: ")]
    panel = scene.board.panel
    assert panel.rows == history_rows(whole.entries, match.names(), 0, scene.session.fresh_from(0))


def test_a_move_made_while_the_history_fills_lands_in_its_place(monkeypatch):
    """Ann moves at once, the bots answer; the filled history is the one of the whole game, her move in it."""
    monkeypatch.setattr(table_module, "FILL_SECONDS", 0.0)  # an action a frame: the bots move long before it is full
    match = long_game([Seat("Ann"), Seat("Bot 2", "bot", "random"), Seat("Bot 3", "bot", "random")], seed=6)
    app = make_app()
    app.open_table(match)
    app.step()
    scene = table(app)
    assert scene.session.writers
    moved = len(match.actions)
    scene.apply(match.legal_actions(0)[0])
    assert scene.session.histories[0].entries[-1].action == moved  # the newest part told it at once
    assert scene.session.latest_texts(scene.session.histories[0])
    for _ in range(60):  # Ann plays on, the bots answer, while the rest fills in
        if match.to_act()[0] == 0 and not scene.pacing():
            scene.apply(match.legal_actions(0)[0])
        app.step()
    assert scene.session.writers and {action["seat"] for action in match.actions[moved:]} == {0, 1, 2}
    monkeypatch.undo()
    fill(app)
    assert scene.session.histories[0].entries == written_in_one_go(match, 0).entries
    entries = scene.session.histories[0].entries
    assert scene.board.panel.rows == history_rows(entries, match.names(), 0, scene.session.fresh_from(0))


def test_hot_seat_readers_each_fill_in_their_own_history_and_the_panel_never_keeps_another_readers_rows():
    """Two humans: each history that fills in is written from its reader's views; a long history of another
    reader clears the panel at once and is made into rows in slices."""
    match = long_game([Seat("Mina"), Seat("Noor"), Seat("Bot 3", "bot", "random")], seed=8)
    app = make_app()
    app.open_table(match)
    app.step()
    scene = table(app)
    assert scene.session.hotseat
    for reader in (0, 1, None):
        scene.session.history_of(reader)
    fill(app)
    for reader in (0, 1, None):
        assert scene.session.histories[reader].entries == written_in_one_go(match, reader).entries, reader
    panel = HistoryPanel()
    names = match.names()
    first = scene.session.histories[0].entries
    second = scene.session.histories[1].entries
    assert len(first) > MADE_AT_ONCE
    panel.sync(first, names, 0, None)
    assert panel.rows == history_rows(first, names, 0, None)
    panel.sync(second, names, 1, None)
    assert panel.rows == []  # nothing of Mina's history while Noor's is being made
    while not panel.work(0.0):
        pass
    assert panel.rows == history_rows(second, names, 1, None)


def test_moving_the_new_since_your_turn_mark_remakes_only_the_rows_after_it():
    """A long history: the mark moves, and the rows are those of a fresh start with the new mark."""
    match = long_game([Seat("Ann"), Seat("Bot 2", "bot", "random"), Seat("Bot 3", "bot", "random")], seed=9)
    entries = written_in_one_go(match, 0).entries
    names = match.names()
    panel = HistoryPanel()
    panel.sync(entries, names, 0, None)
    for mark in (len(entries) - 5, len(entries) - 40, None, 3):
        panel.sync(entries, names, 0, mark)
        assert panel.rows == history_rows(entries, names, 0, mark), mark
    fonts = r.Fonts()
    fonts.resize((1280, 720))
    panel.draw(pygame.Surface((1280, 720)), pygame.Rect(1000, 40, 260, 300), fonts, "What happened")
