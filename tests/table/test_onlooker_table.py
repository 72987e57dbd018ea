"""With no human at the table (bots only) the window is an onlooker's: no seat is "you", no hand is "yours"."""

from __future__ import annotations

import random
import re

import pytest
from driver import make_app, recorded_canvas, run_until, table

from tablegame import i18n
from tablegame.app.games import playable_games
from tablegame.app.scenes.dialogs import ScoreScene
from tablegame.core.match import Match, Seat
from tablegame.table.render import Fonts
from tablegame.table.text_recorder import recording_texts

GAMES = playable_games()  # every game the menu offers
# How each language speaks to the player at the window ("Bot 1 (you)", "Your hand", "你的桨牌", "내 손패").
YOU = {"en": re.compile(r"\byour?\b", re.IGNORECASE), "ko": re.compile(r"당신|내 |나만"), "zh": re.compile("你")}


def drawn_texts(match: Match, read_only: bool = False) -> list[str]:
    """Every text the window draws for the match after a few frames (bots playing), with its status line."""
    with recording_texts() as recorder:
        app = make_app(fonts=Fonts(recorder.typeface()))
        app.open_table(match, read_only=read_only)
        for _ in range(3):
            app.step()
        canvas = recorded_canvas(app, recorder)
        app.scenes.draw(canvas)
        return [text.text for text in recorder.texts_on(canvas)] + [table(app).board.model.status]


@pytest.mark.parametrize("lang", ["en", "ko", "zh"])
@pytest.mark.parametrize("game", GAMES)
def test_a_bots_only_table_calls_nobody_you(game, lang):
    """Bots only: "Bot 1 (you)", "Your hand", "Your paddle cards" are nowhere; the seats are called by name."""
    i18n.use(lang)
    seats = [Seat(f"Bot {i}", "bot", "random") for i in (1, 2)]
    texts = drawn_texts(Match(game, seats, 3, {}, {}))
    assert [t for t in texts if YOU[lang].search(t)] == []
    assert any(i18n.tr("Bot {number}", number=1) in t for t in texts)


def test_a_finished_bots_only_game_looked_back_at_calls_nobody_you():
    """A finished bots-only game, looked back at with every card face up, is an onlooker's too."""
    seats = [Seat(f"Bot {i}", "bot", "random") for i in (1, 2)]
    match = Match("struggle-for-catan", seats, 3, {}, {})
    while not match.is_over():
        match.apply(match.legal_actions(match.to_act()[0])[0])
    assert [t for t in drawn_texts(match, read_only=True) if YOU["en"].search(t)] == []


@pytest.mark.parametrize("game", ["cabo", "ogallala"])
def test_the_score_screen_of_a_bots_only_game_calls_nobody_you(game):
    """The score screens of a bots-only game (seat 0's view calls it "You") name every seat, the winner too."""
    seats = [Seat(f"Bot {i}", "bot", "random") for i in (1, 2)]
    finished = Match(game, seats, 0, {}, {})
    rng = random.Random(0)
    while not finished.is_over():
        finished.apply(rng.choice(finished.legal_actions(finished.to_act()[0])))
    match = Match(game, seats, 0, {}, {})
    for action in finished.actions[:-1]:  # the bots make the last move in the window
        match.apply(action)
    app = make_app()
    app.open_table(match)
    texts: list[str] = []
    for _ in range(3):  # a round's scores first (CABO), then the game's
        run_until(app, lambda: isinstance(app.scenes.top, ScoreScene), frames=50)
        scene = app.scenes.top
        texts += [scene.sheet.title, *(cell for row in scene.shown_rows() for cell in row), *scene.sheet.notes]
        if scene.final:
            break
        scene.close()
    [winner] = match.result()["winners"]
    assert scene.final and scene.sheet.title == f"Game over — Bot {winner + 1} wins"
    assert [t for t in texts if YOU["en"].search(t)] == []
