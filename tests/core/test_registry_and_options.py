"""The game registry and option handling shared by every game."""

from __future__ import annotations

import pytest

from tablegame.core.registry import UnknownGame, game_ids, get_rules
from tablegame.core.rules import BadSetup


def test_registry_finds_cabo():
    assert "cabo" in game_ids()
    assert get_rules("cabo").game_id == "cabo"


def test_unknown_game():
    with pytest.raises(UnknownGame, match="unknown game 'chess'"):
        get_rules("chess")


def test_options_defaults_and_checks():
    rules = get_rules("cabo")
    resolved = rules.resolve_options({})
    assert {spec.name for spec in rules.options} == set(resolved)
    with pytest.raises(BadSetup, match="unknown option"):
        rules.resolve_options({"nope": 1})
    with pytest.raises(BadSetup, match="must be one of"):
        rules.resolve_options({"lock_caller": 1})


def test_seat_count_is_checked():
    rules = get_rules("cabo")
    with pytest.raises(BadSetup):
        rules.check_seats(1)
    with pytest.raises(BadSetup):
        rules.check_seats(rules.max_seats + 1)


def test_apply_compares_actions_as_json():
    """`true` is not the number 1 and 1.0 is not 1 in an action, though Python's == says so."""
    from tablegame.core.match import Match, Seat
    from tablegame.core.rules import IllegalAction, same_json

    assert same_json({"p": [0, 1]}, {"p": [0, 1]})
    assert not same_json({"p": [False, True]}, {"p": [0, 1]})
    assert not same_json({"p": 1.0}, {"p": 1})
    match = Match("cabo", [Seat("A"), Seat("B")], 1)
    with pytest.raises(IllegalAction):
        match.apply({"seat": 0, "type": "peek_start", "positions": [False, True]})
    match.apply({"seat": 0, "type": "peek_start", "positions": [0, 1]})
