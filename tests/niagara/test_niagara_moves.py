"""NIA-17 to NIA-28: movement points, launching, directions, gem operations, banking and stealing."""

from __future__ import annotations

import pytest
from niagara_helpers import boats, chosen, move, moves_of, op, supply, targets

from tablegame.core.rules import IllegalAction


def test_NIA_17_each_boat_gets_the_full_value():
    match = chosen([3, 6], {"boats": [[{"at": "2"}, {"at": "1"}], None]})
    match.apply(move(0, 0, "5"))
    match.apply(move(0, 1, "4"))
    assert boats(match, 0) == [("5", None), ("4", None)]


# Clause: NIA-18
def test_NIA_18_river_boats_must_all_move_dock_boat_optional():
    match = chosen([4, 6], {"boats": [[{"at": "2"}, {"at": "dock"}], None]})
    assert not [a for a in match.legal_actions() if a["type"] == "end_move"]
    match.apply(move(0, 1, "4"))  # the launch first is fine; boat 0 still must move
    assert match.to_act() == [0]
    with pytest.raises(IllegalAction, match="canoe 1 is on the river and must move"):
        match.apply({"seat": 0, "type": "end_move"})
    match.apply(move(0, 0, "6A", arm="A"))
    assert match.to_act() == [1]


def test_NIA_18_both_on_land_exactly_one_launches():
    match = chosen([4, 6])
    assert {a["boat"] for a in moves_of(match)} == {0, 1}
    assert not [a for a in match.legal_actions() if a["type"] == "end_move"]
    match.apply(move(0, 1, "4"))
    assert match.to_act() == [1]  # the second boat may not launch: the turn ended by itself
    assert boats(match, 0) == [("dock", None), ("4", None)]


def test_NIA_18_lone_dock_boat_with_partner_lost_must_launch():
    match = chosen([3, 6], {"boats": [[{"at": "falls"}, {"at": "dock"}], None]})
    assert {a["type"] for a in match.legal_actions()} == {"move"}
    assert {a["boat"] for a in moves_of(match)} == {1}


def test_NIA_18_no_boat_in_play_means_an_empty_turn():
    match = chosen([3, 6], {"boats": [[{"at": "falls"}, {"at": "falls"}], None]})
    assert match.to_act() == [1]


def test_NIA_18_end_move_leaves_the_dock_boat_ashore():
    match = chosen([3, 6], {"boats": [[{"at": "5"}, {"at": "dock"}], None]})
    match.apply(move(0, 0, "2"))
    assert {"seat": 0, "type": "end_move"} in match.legal_actions()
    match.apply({"seat": 0, "type": "end_move"})
    assert match.to_act() == [1] and boats(match, 0)[1] == ("dock", None)


# Clause: NIA-19
def test_NIA_19_a_landed_boat_cannot_go_back_into_the_water():
    match = chosen([6, 6], {"boats": [[{"at": "2"}, {"at": "dock"}], None]})
    match.apply(move(0, 0, "dock"))
    assert {a["boat"] for a in moves_of(match)} == {1}
    with pytest.raises(IllegalAction, match="already moved"):
        match.apply(move(0, 0, "6A", arm="A"))


# Clause: NIA-19
def test_NIA_19_each_boat_moves_once():
    match = chosen([2, 6], {"boats": [[{"at": "2"}, {"at": "4"}], None]})
    match.apply(move(0, 0, "4"))
    assert {a["boat"] for a in moves_of(match)} == {1}


# Clause: NIA-20
def test_NIA_20_one_direction_fork_choice_never_into_the_falls():
    match = chosen([3, 6], {"boats": [[{"at": "4"}, {"at": "6B"}], None]})
    assert targets(match, 0) >= {
        (0, "7A", None, None, None, None),
        (0, "7B", None, None, None, None),
        (0, "1", None, None, None, None),
    }
    assert {a["arm"] for a in moves_of(match, 0) if a["to"] in ("7A", "7B")} == {"A", "B"}
    # from 6B: downstream is 7B only (1 step) so a 3 goes upstream 6B -> 5 -> 4 -> 3, never 6B -> 6A
    assert {a["to"] for a in moves_of(match, 1)} <= {"3", "4", "5", "6B", "7B"}
    assert (1, "3", None, None, None, None) in targets(match, 1)
    with pytest.raises(IllegalAction, match="never paddles over the falls"):
        match.apply(move(0, 1, "falls"))
    with pytest.raises(IllegalAction, match="going one way only"):
        match.apply(move(0, 1, "6A"))


# Clause: NIA-20
def test_NIA_20_dock_boat_only_downstream_and_upstream_ends_at_dock():
    match = chosen([4, 6], {"boats": [[{"at": "2"}, {"at": "dock"}], None]})
    assert {a["to"] for a in moves_of(match, 1)} == {"4"}  # 4 steps down; 2 + a load fails (no site at 2)
    assert {a["to"] for a in moves_of(match, 0)} == {"6A", "6B", "4", "dock"}
    with pytest.raises(IllegalAction, match="only go downstream"):
        match.apply(move(0, 1, "dock"))


# Clause: NIA-22
def test_NIA_21_22_load_unload_exchange_and_unloading_anywhere():
    match = chosen([5, 6], {"boats": [[{"at": "3", "gem": "pink"}, {"at": "3"}], None]})
    ops0 = {(t[2], t[3], t[4]) for t in targets(match, 0) if t[2]}
    assert ("unload", None, "start") in ops0 and ("exchange", "violet", "start") in ops0
    assert ("exchange", "pink", "start") not in ops0  # NIA-21: only between different colours
    assert ("load", "violet", "start") not in ops0  # a loaded boat cannot load (capacity 1)
    ops1 = {(t[2], t[3], t[4]) for t in targets(match, 1) if t[2]}
    assert ("load", "violet", "start") in ops1 and ("unload", None, "start") not in ops1
    # unload the pink at the violet site and go 3 steps on
    match.apply(move(0, 0, "6A", op("start", "unload"), arm="A"))
    assert supply(match, "violet", "pink") == 1 and boats(match, 0)[0] == ("6A", None)
    # the other boat can now load the dropped pink there
    assert (1, "6B", "load", "pink", "start", None) in targets(match, 1)
    match.apply(move(0, 1, "6B", op("start", "load", "pink"), arm="B"))
    assert supply(match, "violet", "pink") == 0 and boats(match, 0)[1] == ("6B", "pink")


# Clause: NIA-22
def test_NIA_22_exchange_leaves_the_old_gem_and_takes_the_new():
    match = chosen([3, 6], {"boats": [[{"at": "4", "gem": "violet"}, {"at": "dock"}], None]})
    match.apply(move(0, 0, "3", op("start", "exchange", "clear")))
    assert boats(match, 0)[0] == ("3", "clear")
    assert supply(match, "clear", "violet") == 1 and supply(match, "clear") == 6


# Clause: NIA-22
def test_NIA_22_empty_supply_allows_no_load_and_dock_is_no_site():
    match = chosen([5, 6], {"gems": {"violet": 0}})
    assert targets(match) == {(b, "5", None, None, None, None) for b in (0, 1)}


# Clause: NIA-23
def test_NIA_23_all_points_used_unless_ending_at_the_dock():
    match = chosen([5, 6], {"boats": [[{"at": "2"}, {"at": "dock"}], None]})
    # upstream: 2 steps to the dock (3 points lost); downstream: 5 steps exactly, or 3 + a load
    assert targets(match, 0) == {
        (0, "dock", None, None, None, None),
        (0, "7A", None, None, None, None),
        (0, "7B", None, None, None, None),
        (0, "5", "load", "yellow", "end", None),
    }
    with pytest.raises(IllegalAction, match=r"costs 3 .* the card gives 5"):
        match.apply(move(0, 0, "5"))


# Clause: NIA-24
def test_NIA_24_stationary_operation_with_a_two():
    setup = {"boats": [[{"at": "4"}, {"at": "dock"}], None]}
    on = chosen([2, 6], setup)
    assert (0, "4", "load", "clear", "start", None) in targets(on, 0)
    on.apply(move(0, 0, "4", op("start", "load", "clear")))
    assert boats(on, 0)[0] == ("4", "clear")
    off = chosen([2, 6], setup, stationary_op=False)
    assert not any(t[1] == "4" for t in targets(off, 0))
    with pytest.raises(IllegalAction, match="gem work without moving"):
        off.apply(move(0, 0, "4", op("start", "load", "clear")))


# Clause: NIA-25
def test_NIA_25_returning_with_a_gem_banks_it():
    match = chosen([4, 6], {"boats": [[{"at": "3", "gem": "blue"}, {"at": "dock"}], None]})
    match.apply(move(0, 0, "dock"))
    assert boats(match, 0)[0] == ("dock", None)
    assert match.view(0)["homes"][0]["blue"] == 1 and match.result()["scores"] == [1, 0]


# Clause: NIA-26
def test_NIA_26_steal_only_upstream_with_all_points_from_another_seat():
    setup = {
        "boats": [
            [{"at": "5"}, {"at": "2", "gem": "pink"}],
            [{"at": "3", "gem": "yellow"}, {"at": "3", "gem": "blue"}],
            [{"at": "1"}, {"at": "dock"}],
        ]
    }
    match = chosen([2, 5, 2], setup)
    steals = {(a["steal_from"], a["steal_boat"]) for a in moves_of(match, 0) if a["steal_from"] is not None}
    assert steals == {(1, 0), (1, 1)}
    assert not any(a["steal_from"] is not None for a in moves_of(match, 1))  # a loaded boat cannot steal
    match.apply(move(0, 0, "3", steal=(1, 1)))
    assert boats(match, 0)[0] == ("3", "blue") and boats(match, 1) == [("3", "yellow"), ("3", None)]
    match.apply(move(0, 1, "dock"))
    # seat 1 at 3: its empty boat would have to stop on its own slot to rob seat 0: not possible
    assert not any(a["steal_from"] is not None for a in moves_of(match))


# Clause: NIA-26
def test_NIA_26_no_steal_downstream_or_when_stopping_at_the_dock():
    setup = {"boats": [[{"at": "1"}, {"at": "dock"}], [{"at": "3", "gem": "blue"}, {"at": "dock"}]]}
    match = chosen([2, 6], setup)
    assert not any(a["steal_from"] is not None for a in moves_of(match))
    with pytest.raises(IllegalAction, match="only at the end of an upstream move"):
        match.apply(move(0, 0, "3", steal=(1, 0)))


# Clause: NIA-26
def test_NIA_26_steal_cannot_be_combined_with_an_operation():
    setup = {"boats": [[{"at": "6A"}, {"at": "dock"}], [{"at": "3", "gem": "blue"}, {"at": "dock"}]]}
    match = chosen([3, 6], setup)
    assert (0, "3", None, None, None, 1) in targets(match, 0)
    with pytest.raises(IllegalAction, match="only gem operation"):
        match.apply(move(0, 0, "3", op("end", "load", "violet"), steal=(1, 0)))


# Clause: NIA-27
def test_NIA_27_no_move_ends_ashore_except_at_the_dock():
    match = chosen([6, 6], {"boats": [[{"at": "5", "gem": "clear"}, {"at": "dock"}], None]})
    assert {a["to"] for a in moves_of(match)} <= {"dock", "1", "2", "3", "4", "5", "6A", "7A", "6B", "7B"}


def test_NIA_28_illustrations_with_five():
    launch = chosen([5, 6])
    got = targets(launch)
    assert (0, "3", "load", "violet", "end", None) in got and (0, "5", None, None, None, None) in got
    assert not any(t[1] == "4" for t in got)
    carry = chosen([5, 6], {"boats": [[{"at": "3", "gem": "clear"}, {"at": "dock"}], None]})
    got = targets(carry, 0)
    assert (0, "dock", "exchange", "violet", "start", None) in got
    assert not any(t[1] == "7A" and t[2] == "unload" for t in got)
    carry.apply(move(0, 0, "dock", op("start", "exchange", "violet")))
    assert carry.view(0)["homes"][0]["violet"] == 1
    landing = chosen([5, 6], {"boats": [[{"at": "1"}, {"at": "dock"}], None]})
    landing.apply(move(0, 0, "dock"))
    assert {a["boat"] for a in moves_of(landing)} == {1}
