"""Each game's progress series (the game-over picture's lines), replayed from public views only, no window."""

from __future__ import annotations

import random

import pytest

from tablegame.core.match import Match, Seat
from tablegame.core.progress import progress_of
from tablegame.core.registry import get_rules
from tablegame.core.rules import Rules, View

GAMES = ("cabo", "ogallala", "struggle-for-catan", "niagara")
UNITS = {"cabo": "round", "ogallala": "turn", "struggle-for-catan": "turn", "niagara": "round"}


def finished(game: str, seed: int = 3) -> Match:
    """A game at its largest seat count played to its end by random legal actions."""
    rules = get_rules(game)
    seats = [Seat(f"P{k + 1}", "human" if k == 0 else "bot", "easy") for k in range(rules.max_seats)]
    match = Match(game, seats, seed, dict(rules.playout_options))
    chooser = random.Random(seed)
    while not match.is_over():
        match.apply(chooser.choice(match.legal_actions(match.to_act()[0])))
    return match


@pytest.mark.parametrize("game", GAMES)
def test_series_start_at_zero_and_end_at_the_final_scores(game: str) -> None:
    match = finished(game)
    progress = progress_of(match)
    assert progress is not None
    assert progress.unit == UNITS[game]
    assert progress.label
    assert len(progress.series) == len(match.seats)
    assert len({len(values) for values in progress.series}) == 1  # every seat has a value at every boundary
    assert len(progress.series[0]) >= 2
    start = Match(game, list(match.seats), match.seed, dict(match.options)).view(None)
    assert [values[0] for values in progress.series] == match.rules.progress(start)
    assert progress.winners == match.result()["winners"]
    final = match.rules.progress(match.view(None))
    assert [values[-1] for values in progress.series] == final


@pytest.mark.parametrize("game", GAMES)
def test_progress_reads_no_hidden_state(game: str) -> None:
    """A seat's view and an onlooker's give the same progress: it is public."""
    match = finished(game, seed=5)
    rules = match.rules
    assert rules.progress(match.view(0)) == rules.progress(match.view(None))


def test_cabo_samples_each_round_end() -> None:
    match = finished("cabo")
    progress = progress_of(match)
    assert progress is not None
    rounds = match.view(None)["history"]
    assert len(progress.series[0]) == len(rounds) + 1  # the start, then after each round


def test_a_game_in_progress_is_sampled_up_to_now() -> None:
    match = Match("struggle-for-catan", [Seat("A", "human"), Seat("B", "bot", "easy")], 9)
    chooser = random.Random(2)
    for _ in range(60):
        match.apply(chooser.choice(match.legal_actions(match.to_act()[0])))
    progress = progress_of(match)
    assert progress is not None and progress.winners == []
    assert len(progress.series[0]) >= 2


def test_rules_without_progress_give_none() -> None:
    class Plain(Rules):
        pass

    view: View = {}
    assert Plain().progress(view) is None
