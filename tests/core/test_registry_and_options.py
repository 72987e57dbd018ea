"""The game registry and option handling shared by every game."""

from __future__ import annotations

import types

import pytest

from tablegame.core import registry
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


def _fake_game(monkeypatch, **declarations):
    """Register a game package made of `declarations` only."""
    module = types.ModuleType("fake_game")
    module.__dict__.update(GAME_ID="fake", **declarations)
    monkeypatch.setattr(registry, "game_modules", lambda: {"fake": module})


@pytest.mark.parametrize("bots", [{"easy": "tablegame.core.rules:Rules"}, {"genius": "tablegame.bots.hard:HardBot"}])
def test_a_wrong_bot_declaration_is_one_clear_error(monkeypatch, bots):
    """A level that is not a Bot class, or a level name the menu does not know, is refused by name."""
    _fake_game(monkeypatch, BOTS=bots)
    with pytest.raises(TypeError, match="fake declares bot level"):
        registry.bot_classes.__wrapped__("fake")


def test_search_hooks_default_to_the_generic_ones_and_must_be_hooks(monkeypatch):
    """No SEARCH_HOOKS: the generic hooks; a declaration that is not a SearchHooks class is refused."""
    _fake_game(monkeypatch)
    assert registry.search_hooks_class.__wrapped__("fake") is registry.SearchHooks
    assert registry.declared_bots("fake") == {}
    _fake_game(monkeypatch, SEARCH_HOOKS="tablegame.core.bots:Bot")
    with pytest.raises(TypeError, match="SEARCH_HOOKS"):
        registry.search_hooks_class.__wrapped__("fake")
