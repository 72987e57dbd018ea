"""NIA-29 to NIA-36: the flow, the fork, the falls, recovery and victory."""

from __future__ import annotations

import pytest
from niagara_helpers import boats, chosen, move, new_match, supply

from tablegame.core.rules import IllegalAction
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara import scoring


def finish_turns(match) -> None:
    """Play the first legal action until the act step is over."""
    while match.view(0)["phase"] == "act":
        match.apply(match.legal_actions()[0])


def test_NIA_29_flow_is_lowest_number_plus_weather_clamped():
    cases = [
        ([3, 5, 6], 1, 4),
        ([6, 6, "cloud"], 2, 8),
        ([1, 2, 3], -1, 0),
        (["cloud", "cloud", 5], 0, 5),
        (["cloud", "cloud", "cloud"], 2, 2),
        (["cloud", "cloud", "cloud"], -1, 0),
        ([6, 6, 6], 2, 8),
    ]
    for cards, weather, flow in cases:
        state = chosen(cards).state
        state.weather = weather  # the weather after all cloud steps
        assert rnd.flow_speed(state) == flow, (cards, weather)


def test_NIA_29_seed_example_three_five_six_on_cloudy():
    match = chosen([3, 5, 6], {"weather": 1})
    finish_turns(match)
    assert match.view(0)["flow"] == 4


def test_NIA_29_all_cloud_counts_zero_and_never_backwards():
    match = chosen(["cloud", "cloud"], {"weather": 0, "boats": [[{"at": "3"}, {"at": "dock"}], None]})
    match.apply({"seat": 0, "type": "weather", "delta": -1})
    match.apply({"seat": 1, "type": "weather", "delta": 1})
    assert match.view(0)["flow"] == 0 and boats(match, 0)[0] == ("3", None)


# Clause: NIA-30
def test_NIA_30_pushes_alternate_between_arms_and_the_pointer_persists():
    setup = {"boats": [[{"at": "5"}, {"at": "6A"}], [{"at": "6B"}, {"at": "4"}]], "next_arm": "B"}
    match = chosen(["cloud", "cloud"], setup)
    match.apply({"seat": 0, "type": "weather", "delta": 1})
    match.apply({"seat": 1, "type": "weather", "delta": 1})
    # flow 2, pointer B: (B) 5->6B, 6B->7B, 4->5, 6A stays; (A) 6A->7A, 5->6A, 6B stays, 7B stays
    assert boats(match, 0) == [("6B", None), ("7A", None)]
    assert boats(match, 1) == [("7B", None), ("6A", None)]
    assert match.view(0)["next_arm"] == "B"
    # the pointer carries over into the next round: one push goes to B
    match.apply({"seat": 0, "type": "choose", "card": 1})
    match.apply({"seat": 1, "type": "choose", "card": 1})
    finish_turns(match)
    assert match.view(0)["next_arm"] == "A"


def test_NIA_30_dock_boats_never_move():
    match = chosen([6, 6], {"weather": 2, "boats": [[{"at": "2"}, {"at": "dock"}], [{"at": "2"}, {"at": "dock"}]]})
    match.apply(move(0, 0, "dock"))
    match.apply({"seat": 0, "type": "end_move"})
    match.apply(move(1, 0, "dock"))
    match.apply({"seat": 1, "type": "end_move"})
    assert match.view(0)["flow"] == 8
    assert boats(match, 0) == [("dock", None), ("dock", None)]


# Clause: NIA-31
def test_NIA_31_straight_river_pushes_every_boat_and_9_goes_over():
    setup = {"boats": [[{"at": "9", "gem": "pink"}, {"at": "5"}], [{"at": "8"}, {"at": "1"}]]}
    match = chosen(["cloud", "cloud"], setup, fork="straight")
    match.apply({"seat": 0, "type": "weather", "delta": 1})
    match.apply({"seat": 1, "type": "weather", "delta": 1})
    assert boats(match, 0) == [("falls", None), ("7", None)]
    assert boats(match, 1) == [("falls", None), ("3", None)]
    assert supply(match, "pink") == 7
    assert match.view(0)["next_arm"] is None


# Clause: NIA-31
def test_NIA_31_straight_moves_have_no_arm_field():
    match = chosen([6, 6], fork="straight")
    assert all("arm" not in a for a in match.legal_actions())
    assert {a["to"] for a in match.legal_actions()} == {"6", "4"}


# Clause: NIA-32
def test_NIA_32_a_lost_gem_returns_to_its_own_colour_site():
    # a violet carried at 7A (taken from wherever) goes back to the violet site, not the pink one
    setup = {"boats": [[{"at": "7A", "gem": "violet"}, {"at": "dock"}], None], "gems": {"violet": 5}}
    match = chosen(["cloud", "cloud"], setup)
    sweep(match)
    assert boats(match, 0)[0] == ("falls", None)
    assert supply(match, "violet") == 6 and supply(match, "pink", "violet") == 0


def lost_setup(home=None, second="dock"):
    return {"boats": [[{"at": "7A"}, {"at": second}], None], "home": [home, None]}


def sweep(match) -> None:
    """Both seats play cloud, +1 each: flow 2 sends a boat on 7A over (pointer A)."""
    match.apply({"seat": 0, "type": "weather", "delta": 1})
    match.apply({"seat": 1, "type": "weather", "delta": 1})


# Clauses: NIA-33, NIA-34
def test_NIA_33_34_recovery_optional_with_one_boat_and_gems():
    match = chosen(["cloud", "cloud"], lost_setup({"clear": 1, "pink": 2}))
    sweep(match)
    assert match.legal_actions() == [
        {"seat": 0, "type": "recover", "pay": "clear"},
        {"seat": 0, "type": "recover", "pay": "pink"},
        {"seat": 0, "type": "pass"},
    ]
    match.apply({"seat": 0, "type": "pass"})
    assert boats(match, 0) == [("falls", None), ("dock", None)] and match.view(0)["phase"] == "choose"


# Clause: NIA-33
def test_NIA_33_34_recovery_paid_gem_goes_to_its_site_lowest_boat_first():
    match = chosen(["cloud", "cloud"], lost_setup({"pink": 1}, second="falls"))
    sweep(match)
    assert match.legal_actions() == [{"seat": 0, "type": "recover", "pay": "pink"}]
    with pytest.raises(IllegalAction, match="must recover"):
        match.apply({"seat": 0, "type": "pass"})
    match.apply({"seat": 0, "type": "recover", "pay": "pink"})
    assert boats(match, 0) == [("dock", None), ("falls", None)]
    assert supply(match, "pink") == 7 and match.result()["scores"] == [0, 0]


# Clauses: NIA-33, NIA-34
def test_NIA_33_34_free_recovery_without_gems_and_skip_with_a_boat_left():
    match = chosen(["cloud", "cloud"], lost_setup(None, second="falls"))
    sweep(match)
    assert match.legal_actions() == [{"seat": 0, "type": "recover", "pay": None}]
    skip = chosen(["cloud", "cloud"], lost_setup(None))
    sweep(skip)
    assert skip.view(0)["phase"] == "choose"


def test_NIA_34_recovery_in_seat_order_from_the_start_seat():
    setup = {
        "boats": [[{"at": "7A"}, {"at": "falls"}], [{"at": "7B"}, {"at": "falls"}], [{"at": "falls"}, {"at": "falls"}]],
        "start_seat": 1,
        "weather": -1,
    }
    match = chosen(["cloud", "cloud", "cloud"], setup)
    for seat in (1, 2, 0):
        match.apply({"seat": seat, "type": "weather", "delta": 1})
    # flow 0 + 2: (A) 7A over, (B) 7B over; every seat is left without a boat and gems: free recoveries
    order = []
    while match.view(0)["phase"] == "recovery":
        order.append(match.to_act()[0])
        assert match.legal_actions() == [{"seat": order[-1], "type": "recover", "pay": None}]
        match.apply(match.legal_actions()[0])
    assert order == [1, 2, 0]


# Clause: NIA-35
def test_NIA_35_victory_conditions():
    assert scoring.meets_condition([4, 0, 0, 0, 0])
    assert scoring.meets_condition([1, 1, 1, 1, 1])
    assert scoring.meets_condition([3, 2, 2, 0, 0])
    assert not scoring.meets_condition([3, 3, 0, 0, 0])
    assert not scoring.meets_condition([1, 1, 1, 1, 0])


# Clause: NIA-35
def test_NIA_35_a_win_ends_the_game():
    match = chosen(
        [1, 1], {"home": [{"violet": 3}, None], "boats": [[{"at": "1", "gem": "violet"}, {"at": "dock"}], None]}
    )
    match.apply(move(0, 0, "dock"))
    match.apply({"seat": 0, "type": "end_move"})
    match.apply(move(1, 0, "1"))
    assert match.is_over() and match.result()["winners"] == [0] and match.to_act() == []
    assert match.result()["ended_by"] == "victory"


def test_NIA_36_ties_most_gems_then_value_then_shared():
    state = new_match(3, {"home": [{"violet": 4}, {"clear": 4}, {"clear": 4}]}).state
    assert scoring.rank(state, [0, 1, 2]) == [1, 2]
    state = new_match(3, {"home": [{"violet": 4, "pink": 3}, {"clear": 4}, None]}).state
    assert scoring.rank(state, [0, 1]) == [0]


def test_NIA_36_max_rounds_ends_and_ranks_everyone():
    match = new_match(2, {"home": [{"clear": 1}, {"violet": 1}]}, max_rounds=1)
    for seat in (0, 1):
        match.apply({"seat": seat, "type": "choose", "card": "cloud"})
    finish_turns(match)
    assert match.is_over() and match.result() == {
        "scores": [1, 1],
        "winners": [0],
        "flow": 2,
        "round": 1,
        "ended_by": "max_rounds",
    }
