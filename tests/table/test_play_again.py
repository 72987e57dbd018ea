"""The game-over screen's Play again, driven by posted events: a rematch with the same seats and options."""

from __future__ import annotations

import random

from driver import click, key, make_app

from tablegame.app.main import App
from tablegame.app.scenes.dialogs import ScoreScene
from tablegame.app.scenes.menu import MenuScene
from tablegame.app.scenes.table import TableScene
from tablegame.core.match import Match, Seat
from tablegame.i18n import use
from tablegame.storage.kept import MATCH_ID_FIELD

SEATS = [Seat("Mina"), Seat("Bot 2", "bot", "hard"), Seat("Bot 3", "bot", "easy")]
OPTIONS = {"lock_caller": True, "memory_aid": True, "mismatch_penalty": "none"}


def game_over(app: App) -> Match:
    """A CABO game played by random moves up to its last action, which the human makes on the table: the
    game-over screen is up."""
    for seed in range(1, 100):
        played = Match("cabo", SEATS, seed, OPTIONS)
        rng = random.Random(seed)
        while not played.is_over():
            played.apply(rng.choice(played.legal_actions()))
        if played.actions[-1]["seat"] == 0:
            break
    match = Match("cabo", SEATS, seed, OPTIONS)
    for action in played.actions[:-1]:
        match.apply(action)
    app.open_table(match)
    app.step()
    table = app.scenes.top
    assert isinstance(table, TableScene)
    table.apply(played.actions[-1])
    for _ in range(200):
        app.step()
        if isinstance(app.scenes.top, ScoreScene):
            break
    top = app.scenes.top
    assert isinstance(top, ScoreScene) and top.final
    app.draw()  # the buttons are placed as the screen is drawn
    return match


def button(app: App, label: str):
    """The top scene's button of that label."""
    return next(b for b in app.scenes.top.buttons if b.label == label)


def test_play_again_starts_a_rematch_with_the_same_seats_and_options_and_a_new_seed():
    app = make_app()
    before = game_over(app)
    assert [b.label for b in app.scenes.top.buttons] == [
        "Play again",
        "Review",
        "Back to the menu",
        "Look at the table",
    ]
    click(app, button(app, "Play again").rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    again = table.match
    assert again is not before and again.seats == before.seats and again.options == before.options
    assert again.seed != before.seed and not again.is_over()
    assert again.extra[MATCH_ID_FIELD] != before.extra.get(MATCH_ID_FIELD)  # a game of its own, kept beside it
    app.store.flush()
    assert again.extra[MATCH_ID_FIELD] in [game.id for game in app.store.kept_games()]


def test_enter_on_the_game_over_screen_goes_to_the_menu_never_to_a_new_game():
    app = make_app()
    game_over(app)
    key(app, "return")
    assert isinstance(app.scenes.top, MenuScene)


def test_the_game_over_buttons_are_said_in_korean_and_chinese():
    for lang, words in (("ko", "다시 하기"), ("zh", "再来一局")):
        use(lang)
        try:
            app = make_app()
            game_over(app)
            labels = [b.label for b in app.scenes.top.buttons]
            assert labels[0] == words and not any(label.isascii() for label in labels), labels
        finally:
            use("en")
