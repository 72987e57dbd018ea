"""The win chance: a number in [0, 1] with an error, from the seat's view only, the same for a seed."""

from __future__ import annotations

import random
import threading

import pytest
from coach_positions import random_position

from tablegame.coach.chance import Budget, Chance, chance_of, win_chance
from tablegame.core.registry import game_ids
from tablegame.core.rules import same_json

TINY = Budget(playouts=3, time_limit=None)


@pytest.mark.parametrize("game", game_ids())
def test_a_chance_is_a_probability_with_an_error(game):
    rules, state = random_position(game, 3 if game != "struggle-for-catan" else 2, 12, 1)
    seat = rules.to_act(state)[0]
    chance = win_chance(rules, rules.view(state, seat), seat, seed=5, budget=TINY)
    assert 0.0 <= chance.value <= 1.0 and 0.0 < chance.error <= 0.5 and chance.playouts == 3


@pytest.mark.parametrize("game", game_ids())
def test_the_chance_reads_only_the_view(game):
    """Two true states with the same view (hidden cards differ) give the same chance for the same seed."""
    rules, state = random_position(game, 3, 10, 2)
    seat = rules.to_act(state)[0]
    view = rules.view(state, seat)
    others = [rules.determinize(view, random.Random(k)) for k in (1, 2)]
    assert all(same_json(rules.view(other, seat), view) for other in others)
    chances = [win_chance(rules, rules.view(other, seat), seat, seed=9, budget=TINY) for other in others]
    assert chances[0] == chances[1] == win_chance(rules, view, seat, seed=9, budget=TINY)


def test_a_set_cancel_event_stops_at_once_with_an_honest_answer():
    rules, state = random_position("cabo", 2, 4, 3)
    cancel = threading.Event()
    cancel.set()
    chance = win_chance(rules, rules.view(state, 0), 0, budget=Budget(playouts=50, time_limit=None), cancel=cancel)
    assert chance == Chance(0.5, 0.5, 0)


def test_the_error_never_claims_certainty_from_a_few_playouts():
    assert chance_of([1.0, 1.0, 1.0], 2).error > 0.2
    assert chance_of([0.0] * 100, 2).error > 0.0
    assert chance_of([0.5, 0.5], 2).value == 0.5


def test_a_few_unanimous_playouts_are_pulled_toward_an_even_share():
    """Calibration (bench/RESULTS.md): 16 wins of 16 playouts do not mean a certain win."""
    assert chance_of([1.0] * 16, 2).value == pytest.approx(17 / 18)
    assert chance_of([0.0] * 16, 4).value == pytest.approx(0.5 / 18)
    assert chance_of([1.0] * 400, 2).value > 0.995


def test_a_budget_needs_a_limit():
    with pytest.raises(ValueError):
        Budget(playouts=None, time_limit=None)


def test_a_playout_the_clock_cuts_still_answers_with_a_wide_error():
    """Out of time in the first playout: the position it reached is scored by the game's evaluation, one playout."""
    rules, state = random_position("struggle-for-catan", 2, 3, 4)
    seat = rules.to_act(state)[0]
    chance = win_chance(rules, rules.view(state, seat), seat, budget=Budget(playouts=5, time_limit=1e-9))
    assert chance.playouts == 1 and 0.0 <= chance.value <= 1.0 and chance.error > 0.4


def test_the_clock_never_ends_an_estimate_below_its_least_playouts():
    rules, state = random_position("cabo", 2, 3, 4)
    seat = rules.to_act(state)[0]
    chance = win_chance(rules, rules.view(state, seat), seat, budget=Budget(playouts=50, time_limit=1e-9, least=5))
    assert chance.playouts == 5
