"""A game's time at the table adds up over its sittings: the save carries it, its summary says it in minutes,
and the statistics record the whole of it when the game ends (not only the last sitting)."""

from __future__ import annotations

import math

import pytest
from driver import cabo_one_move_from_the_end, make_app, run_until, table

from tablegame.app.scenes.dialogs import ScoreScene
from tablegame.core.match import Match, Seat
from tablegame.storage.kept import SECONDS_FIELD, match_summary, seconds_at_table
from tablegame.storage.saves import match_from_json, match_to_json

SEATS = [Seat("Mina"), Seat("Bot 2", "bot", "easy"), Seat("Bot 3", "bot", "easy")]


def test_a_resumed_game_records_the_time_of_every_sitting(monkeypatch):
    match, last = cabo_one_move_from_the_end(SEATS)
    match.extra[SECONDS_FIELD] = 1200.0  # twenty minutes in earlier sittings
    resumed = match_from_json(match_to_json(match))
    assert seconds_at_table(resumed.extra) == 1200.0 and match_summary(resumed)["minutes"] == 20.0
    app = make_app()
    recorded: list[float | None] = []
    monkeypatch.setattr(app.stats, "record", lambda match, minutes=None: recorded.append(minutes))
    app.open_table(resumed)
    scene = table(app)
    for _ in range(120):  # two seconds at the table
        app.step(1 / 60)
    scene.apply(last)
    run_until(app, lambda: isinstance(app.scenes.top, ScoreScene))
    total = seconds_at_table(resumed.extra)
    assert 1201.9 <= total < 1300, total  # the save's time grew by this sitting's
    assert recorded and recorded[0] is not None and recorded[0] * 60 >= 1201.9
    assert match_summary(resumed)["minutes"] == round(total / 60, 2)


@pytest.mark.parametrize("value", ["many", -5, math.nan, math.inf, True, None, [3], 10**12])
def test_a_damaged_time_reads_as_none(value):
    match = Match("cabo", SEATS, 3)
    match.extra[SECONDS_FIELD] = value
    assert seconds_at_table(match.extra) == 0.0
    assert "minutes" not in match_summary(match)
