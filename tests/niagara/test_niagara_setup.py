"""NIA-7 to NIA-9: the starting table, the options and the setup overrides."""

from __future__ import annotations

import pytest
from niagara_helpers import boats, new_match, supply, total_gems

from tablegame.core.rules import BadSetup
from tablegame.storage.saves import SaveError, match_from_json


def test_NIA_7_initial_table():
    match = new_match(3)
    view = match.view(0)
    assert all(boats(match, s) == [("dock", None), ("dock", None)] for s in range(3))
    assert all(view["sites"][c]["supply"][c] == 7 for c in view["colours"])
    assert view["homes"] == [dict.fromkeys(view["colours"], 0)] * 3
    assert (view["weather"], view["start_seat"], view["next_arm"], view["round"]) == (0, 0, "A", 1)
    assert all(c["used"] == [] and not c["chosen"] for c in view["cards"])
    assert view["phase"] == "choose" and view["flow"] is None


# Clause: NIA-8
def test_NIA_8_options_and_defaults():
    match = new_match()
    assert match.options == {"fork": "alternate", "reveal": "turn", "stationary_op": True, "max_rounds": 0}
    assert new_match(max_rounds=250).options["max_rounds"] == 250
    with pytest.raises(BadSetup, match="whole number"):
        new_match(max_rounds=-3)
    for bad in (
        {"fork": "left"},
        {"reveal": "never"},
        {"stationary_op": 1},
        {"max_rounds": -1},
        {"max_rounds": True},
        {"max_rounds": 2.5},
        {"colour": "red"},
    ):
        with pytest.raises(BadSetup):
            new_match(**bad)


def test_NIA_9_overrides_place_everything_and_take_gems_from_sites():
    setup = {
        "start_seat": 2,
        "weather": 2,
        "next_arm": "B",
        "boats": [[{"at": "7A", "gem": "pink"}, {"at": "falls"}], None, [{"at": "1"}, {"at": "5", "gem": "violet"}]],
        "home": [{"violet": 2}, None, {"pink": 1}],
        "used_cards": [[1, "cloud"], None, None],
    }
    match = new_match(3, setup)
    view = match.view(0)
    assert boats(match, 0) == [("7A", "pink"), ("falls", None)]
    assert boats(match, 2) == [("1", None), ("5", "violet")]
    assert (view["start_seat"], view["weather"], view["next_arm"]) == (2, 2, "B")
    assert view["homes"][0]["violet"] == 2 and view["homes"][2]["pink"] == 1
    assert supply(match, "violet") == 4 and supply(match, "pink") == 5
    assert view["cards"][0]["used"] == [1, "cloud"]
    assert {a["card"] for a in match.legal_actions(0)} == {2, 3, 4, 5, 6}
    assert total_gems(match) == 40


def test_NIA_9_gems_override_sets_site_counts_rest_is_spare():
    match = new_match(3, {"gems": {"violet": 2, "pink": 8}, "home": [{"violet": 1}, None, None]})
    assert supply(match, "violet") == 2 and supply(match, "pink") == 8
    assert match.view(0)["spare"] == {"violet": 5, "clear": 1, "yellow": 1, "blue": 1, "pink": 0}
    assert total_gems(match) == 40


def test_NIA_9_next_arm_ignored_without_fork():
    assert new_match(3, {"next_arm": "B"}, fork="straight").view(0)["next_arm"] is None


@pytest.mark.parametrize(
    "setup",
    [
        {"colour": "red"},
        {"boats": [[{"at": "8"}, {"at": "dock"}], None, None]},
        {"boats": [[{"at": "dock"}], None, None]},
        {"boats": [[{"at": "dock"}, {"at": "dock"}], None]},
        {"boats": [[{"at": "dock", "gem": "pink"}, {"at": "dock"}], None, None]},
        {"boats": [[{"at": "falls", "gem": "pink"}, {"at": "dock"}], None, None]},
        {"boats": [[{"at": "3", "gem": "gold"}, {"at": "dock"}], None, None]},
        {"boats": [[{"at": "3", "cargo": "pink"}, {"at": "dock"}], None, None]},
        {"home": [{"violet": -1}, None, None]},
        {"home": [{"violet": 9}, None, None]},
        {"home": [{"violet": 5}, {"violet": 4}, None]},
        {"gems": {"violet": 9}},
        {"gems": {"violet": 7}, "home": [{"violet": 2}, None, None]},
        {"used_cards": [[1, 1], None, None]},
        {"used_cards": [[7], None, None]},
        {"used_cards": [[True], None, None]},
        {"start_seat": 3},
        {"start_seat": -1},
        {"weather": 3},
        {"weather": True},
        {"next_arm": "C"},
    ],
)
def test_NIA_9_bad_overrides_are_refused(setup):
    with pytest.raises(BadSetup):
        new_match(3, setup)


@pytest.mark.parametrize("gems", [[], 0, False, "", [["violet", 1]]])
def test_NIA_9_gems_override_must_be_an_object(gems):
    """NIA-9: `gems` is {colour: count}; an empty list, 0 or false is a bad override, not the default."""
    with pytest.raises(BadSetup, match="gems must be an object"):
        new_match(3, {"gems": gems})
    assert new_match(3, {"gems": None}).view(0)["sites"]["violet"]["supply"]["violet"] == 7


def test_NIA_9_bad_override_in_a_save_is_one_clear_line():
    save = {
        "format": "tablegame-save",
        "version": 1,
        "game": "niagara",
        "seed": 1,
        "actions": [],
        "seats": [{"name": "a", "kind": "human"}, {"name": "b", "kind": "human"}],
        "setup": {"boats": [[{"at": "6"}, {"at": "dock"}], None]},
    }
    with pytest.raises(SaveError, match=r"bad setup: .*unknown slot '6'"):
        match_from_json(save)
    save["options"] = {"fork": "straight"}
    assert match_from_json(save).view(0)["boats"][0][0]["at"] == "6"


def test_NIA_9_all_seven_used_cards_are_taken_back_at_the_first_choose_step():
    match = new_match(2, {"used_cards": [[1, 2, 3, 4, 5, 6, "cloud"], None]})
    assert len(match.legal_actions(0)) == 7
