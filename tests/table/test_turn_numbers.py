"""One turn number: the table's ("Turn 9 · deck 30") and the Games in progress list's ("Turn 9") are the rules' own."""

from __future__ import annotations

import random

import pytest
from driver import make_app, table

from tablegame.app.scenes.games_list import GamesScene
from tablegame.core.match import Match, Seat


def catan_turn_on_the_table(app) -> str:
    """The "Turn N" the Catan table's score panel draws."""
    [line] = [line for line in table(app).board.model.texts["scores"] if line.startswith("Turn ")]
    return line.split(" · ")[0]


@pytest.mark.parametrize("played", [0, 9, 30])
def test_the_games_list_says_the_turn_the_catan_table_says(played):
    """Hot-seat Catan, `played` actions in (answers to a city's event count no turn of their own, so counting the
    changes of the acting seat drifts): the Games in progress list shows the table's very turn."""
    seats = [Seat("Mina"), Seat("Jun")]
    match = Match("struggle-for-catan", seats, 3, {}, {})
    rng = random.Random(1)
    for _ in range(played):
        match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
    app = make_app()
    app.open_table(match)
    app.step()
    table(app).apply(match.legal_actions(match.to_act()[0])[0])  # autosaved as the window does after every action
    app.step()
    turn = catan_turn_on_the_table(app)
    assert app.store.flush()
    app.open_menu()
    app.step()
    app.scenes.push(GamesScene(app))
    app.step()
    [row] = app.scenes.top.rows
    assert row.detail.split(" · ")[0] == turn
    app.scenes.pop()
    app.scenes.pop()
