"""Hostile saves for every game: any JSON in an action or a setup gives a SaveError, never a crash."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tablegame.core.registry import game_ids
from tablegame.paths import data_dir
from tablegame.storage.saves import SaveError, match_from_json

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**20), 10**20) | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=8,
)


def example_save(game: str) -> dict:
    """A shipped example save of the game (saves/<game>-*.json)."""
    path = sorted(data_dir("saves").glob(f"{game}-*.json"))[0]
    return json.loads(path.read_text(encoding="utf-8"))


def load_or_refuse(data: dict) -> None:
    """Loading either works or raises SaveError with one line."""
    try:
        match_from_json(data)
    except SaveError as exc:
        assert "\n" not in str(exc)


@pytest.mark.parametrize("game", game_ids())
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_field_of_an_action_may_be_garbage(game, data):
    save = example_save(game)
    actions = save["actions"]
    index = data.draw(st.integers(0, len(actions) - 1))
    action = copy.deepcopy(actions[index])
    key = data.draw(st.sampled_from(sorted(action)) | st.text(max_size=6))
    action[key] = data.draw(JSON_VALUES)
    save["actions"] = [*actions[:index], action]
    load_or_refuse(save)


@pytest.mark.parametrize("game", game_ids())
@settings(max_examples=40, deadline=None)
@given(
    setup=st.dictionaries(
        st.sampled_from(
            [
                "deck",
                "decks",
                "start_seat",
                "piles",
                "areas",
                "hands",
                "tableaux",
                "resource_deck",
                "fate",
                "settlement_stack",
                "boats",
                "home",
                "next_arm",
                "x",
            ]
        ),
        JSON_VALUES,
        max_size=3,
    )
)
def test_any_setup_override_is_checked(game, setup):
    save = example_save(game)
    save["setup"] = setup
    save["actions"] = []
    load_or_refuse(save)


@pytest.mark.parametrize("game", game_ids())
@settings(max_examples=30, deadline=None)
@given(options=st.dictionaries(st.text(max_size=12), JSON_VALUES, max_size=2))
def test_any_options_are_checked(game, options):
    save = example_save(game)
    save["options"] = options
    save["actions"] = []
    load_or_refuse(save)
