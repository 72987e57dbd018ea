"""The hint: always a legal action, read from the seat's view only, the same for a seed."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from coach_positions import every_game_and_count, random_position

from tablegame.coach.chance import Budget
from tablegame.coach.hint import best_action, hint
from tablegame.core.datafile import load_json
from tablegame.core.registry import game_ids
from tablegame.core.rules import IllegalAction, same_json
from tablegame.storage.saves import match_from_json

CASES = sorted((Path(__file__).resolve().parent.parent / "cases").rglob("*.json"))
TINY = Budget(playouts=1, time_limit=None)


def is_legal(action, legal):
    return any(same_json(action, a) for a in legal)


@pytest.mark.parametrize(("game", "seats"), every_game_and_count())
def test_the_hint_is_legal_in_random_positions(game, seats):
    for seed in range(2):
        rules, state = random_position(game, seats, 6 + 9 * seed, seed)
        for seat in rules.to_act(state):
            legal = rules.legal_actions(state, seat)
            action, _ = best_action(rules, rules.view(state, seat), seat, legal, seed, iterations=6)
            assert is_legal(action, legal)


def test_the_hint_is_legal_for_every_example_save():
    assert CASES
    for path in CASES:
        save = load_json(path)["save"]
        match = match_from_json({**save, "actions": []}, str(path))
        for action in save["actions"]:  # some examples end on an illegal action: the hint is for the position before
            try:
                match.apply(action)
            except IllegalAction:
                break
        for seat in match.to_act():
            legal = match.legal_actions(seat)
            action, _ = best_action(match.rules, match.view(seat), seat, legal, 1, iterations=6)
            assert is_legal(action, legal), path.name


@pytest.mark.parametrize("game", game_ids())
def test_perturbed_hidden_information_gives_the_same_hint(game):
    """Different true states with the same view: the same hint (and chances) for the same seed."""
    rules, state = random_position(game, 3, 9, 4)
    seat = rules.to_act(state)[0]
    view = rules.view(state, seat)
    hints = []
    for k in (1, 2):
        other = rules.determinize(view, random.Random(k))
        assert same_json(rules.view(other, seat), view)
        hints.append(
            hint(
                rules,
                rules.view(other, seat),
                seat,
                rules.legal_actions(other, seat),
                seed=7,
                iterations=12,
                budget=TINY,
            )
        )
    assert hints[0] == hints[1]
    assert is_legal(hints[0].action, rules.legal_actions(state, seat))


def test_a_hint_says_its_chances_and_json_shape():
    rules, state = random_position("cabo", 2, 5, 6)
    seat = rules.to_act(state)[0]
    found = hint(rules, rules.view(state, seat), seat, seed=2, iterations=10, budget=TINY)
    shape = found.to_json()
    assert {"seat", "action", "win_chance", "error"} <= shape.keys() and shape["seat"] == seat
    assert 0 <= shape["win_chance"] <= 1 and 0 < shape["error"] <= 0.5
    assert is_legal(found.action, rules.legal_actions(state, seat))
