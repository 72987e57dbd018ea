"""The worked examples of ogallala.md §13, step by step with everything they state."""

from __future__ import annotations

import pytest
from ogallala_helpers import EXAMPLE_3, act, area, cell, legal_of, match, places, scores, types

EXAMPLE_1_AREA = area("", "3:bow-red 4:paddler-red-3 6:paddler-black-1 9:stern")
TOUCHING = {(r, c) for r in (0, 2) for c in range(2, 11)}


def _example_1(card: str):
    m = match(setup={"areas": [EXAMPLE_1_AREA, []], "piles": [[card], [], []]})
    act(m, "draw", pile=0)
    return m


@pytest.mark.parametrize(
    ("card", "row_1"),
    [("paddler-red-2", {5, 7, 8}), ("paddler-black-3", set()), ("stern-black", {2, 7}), ("bow", {8, 10})],
)
def test_example_1_placement_legality(card, row_1):
    """Example 1 (OGA-9, 11, 12): the legal cells for each held card."""
    m = _example_1(card)
    assert places(m) == TOUCHING | {(1, c) for c in row_1}
    canoes = m.view(0)["seats"][0]["canoes"]
    assert [(c["first_col"], c["last_col"], c["complete"]) for c in canoes] == [(3, 6, False), (9, 9, False)]


def test_example_1_duplicate_stops():
    """Example 1 (OGA-16a): drawing paddler-black-3 stops the turn."""
    m = _example_1("paddler-black-3")
    assert m.view(0)["stopped"]
    act(m, "place", row=0, col=5)
    assert m.to_act() == [1]


def test_example_1_bow_completes_a_strength_0_canoe():
    """Example 1 (OGA-16c): bow at (1,8) makes [bow, stern], complete, strength 0: stop, no target."""
    m = _example_1("bow")
    act(m, "place", row=1, col=8)
    assert m.to_act() == [1] and scores(m) == [2, 0]


EXAMPLE_2 = {
    "piles": [
        ["bow", "paddler-red-4", "loot-eagle", "stern", "archer", "axe"],
        ["bow", "loot-tent", "paddler-black-2", "paddler-red-2", "lasso", "loot-fur"],
        [],
    ]
}


def test_example_2_attack_duplicate_lasso_archer_axe():
    """Example 2 (OGA-16, 19-21, 26-28), turn by turn."""
    m = match(setup=EXAMPLE_2)
    # T1
    act(m, "draw", pile=0)
    act(m, "place", row=0, col=0)
    act(m, "draw", pile=0)
    act(m, "place", row=0, col=1)
    act(m, "draw", pile=0)
    act(m, "discard")
    assert m.to_act() == [1]
    # T2
    for col in (0, 1, 2):
        act(m, "draw", pile=1)
        act(m, "place", row=0, col=col)
    act(m, "draw", pile=1)
    assert m.view(1)["stopped"] and places(m) == {(1, 0), (1, 1), (1, 2), (1, 3)}
    act(m, "place", row=1, col=2)
    # T3
    act(m, "draw", pile=0)
    act(m, "place", row=0, col=2)
    assert {(a["target_row"], a["target_col"]) for a in legal_of(m, "attack")} == {(0, 0), (0, 1), (0, 2), (1, 2)}
    act(m, "attack", row=0, col=0, target=1, target_row=0, target_col=0)
    assert m.view(0)["discard"][0] == "paddler-black-2"
    assert m.view(0)["held"] == "bow" and m.view(0)["booty"] == ["loot-tent"]
    act(m, "place", row=1, col=0)
    act(m, "place", row=1, col=1)
    assert scores(m) == [3, 0] and m.to_act() == [1]
    # T4
    act(m, "draw", pile=1)
    act(m, "place", row=1, col=3)
    assert {(a["row"], a["col"]) for a in legal_of(m, "lasso")} == {(1, 0), (1, 1)}
    act(m, "lasso", target=0, row=1, col=1)
    act(m, "place", row=1, col=4)
    row_1 = m.view(1)["seats"][1]["canoes"][0]
    assert row_1["cards"] == ["paddler-red-2", "lasso", "loot-tent"] and row_1["strength"] == 4
    # T5
    act(m, "draw", pile=0)
    act(m, "discard")
    assert {(a["row"], a["col"]) for a in legal_of(m, "shoot")} == {(1, 2), (1, 3)}
    act(m, "shoot", target=1, row=1, col=3)
    row_1 = m.view(1)["seats"][1]["canoes"][0]
    assert row_1["cols"] == [2, 4] and row_1["strength"] == 2
    # T6
    act(m, "draw", pile=1)
    act(m, "discard")
    # T7
    act(m, "draw", pile=0)
    assert {(a["row"], a["col"]) for a in legal_of(m, "sink")} == {(0, 0), (0, 1), (0, 2)}
    act(m, "sink", row=0, col=1)
    assert scores(m) == [0, 0]
    assert [c for row in m.view(0)["seats"][0]["grid"] for c in row if c] == ["bow"] and cell(m, 0, 1, 0) == "bow"
    assert [(r, c) for r in range(3) for c in range(14) if cell(m, 1, r, c)] == [(1, 2), (1, 4)]
    assert m.view(0)["discard"] == [
        "axe",
        "stern",
        "paddler-red-4",
        "bow",
        "loot-fur",
        "lasso",
        "archer",
        "paddler-black-2",
        "loot-eagle",
    ]
    assert types(m) == {"draw"} and m.to_act() == [1]


def test_example_3_set_shift_14_45_96():
    """Example 3 (OGA-13, 25, 34): 14 -> 45 -> 96."""
    m = match(setup=EXAMPLE_3)
    for col in (5, 6, 7, 8):
        act(m, "draw", pile=0)
        act(m, "place", row=1, col=col)
    assert scores(m) == [14, 0] and m.to_act() == [1]
    act(m, "draw", pile=1)
    act(m, "discard")
    act(m, "draw", pile=2)
    assert (1, 7) not in places(m) and (1, 9) not in places(m)
    act(m, "shift", row=1, from_col=7, to_col=8, by=1)
    act(m, "place", row=1, col=7)
    assert scores(m) == [45, 0] and types(m) == {"draw"}
    act(m, "draw", pile=2)
    shifts = {(a["from_col"], a["to_col"], a["by"]) for a in legal_of(m, "shift")}
    assert (8, 9, 1) in shifts and (5, 8, 1) not in shifts
    act(m, "shift", row=1, from_col=8, to_col=9, by=1)
    act(m, "place", row=1, col=8)
    assert [cell(m, 0, 1, c) for c in range(5, 11)] == [
        "bow",
        "bear-left",
        "bear-right",
        "bear-person",
        "paddler-red-2",
        "stern",
    ]
    assert scores(m) == [96, 0]
    act(m, "draw", pile=2)
    act(m, "discard")
    assert scores(m) == [96, 0] and m.to_act() == [1]


EXAMPLE_4_AREAS = [
    area("0:bow-red 1:medicine-red"),
    area("0:bow-black 1:paddler-black-2", "5:paddler-red-1", "10:loot-woman"),
]


def _example_4(variant: str):
    m = match(setup={"areas": EXAMPLE_4_AREAS, "piles": [["stern-red"], [], []]}, options={"variant": variant})
    act(m, "draw", pile=0)
    act(m, "place", row=0, col=2)
    return m


def test_example_4_advanced_colours_and_the_medicine_man():
    """Example 4 (OGA-23, 27, 36, 37): two attacks; the red paddler is not a target."""
    m = _example_4("advanced")
    canoe = m.view(0)["seats"][0]["canoes"][0]
    assert canoe["strength"] == 5 and canoe["colour"] == "red"
    assert {(a["target_row"], a["target_col"]) for a in legal_of(m, "attack")} == {(0, 0), (0, 1), (2, 10)}
    act(m, "attack", row=0, col=0, target=1, target_row=0, target_col=1)
    assert m.view(0)["discard"][:2] == ["paddler-black-2", "bow-black"] and m.view(0)["phase"] == "attack"
    act(m, "attack", row=0, col=2, target=1, target_row=2, target_col=10)
    assert m.view(0)["held"] == "loot-woman"
    act(m, "place", row=1, col=1)
    assert scores(m) == [3, 0] and m.to_act() == [1]


def test_example_4_basic_variant():
    """Example 4 in the basic variant: one attack, and paddler-red-1 is also a target."""
    m = _example_4("basic")
    assert {(a["target_row"], a["target_col"]) for a in legal_of(m, "attack")} == {(0, 0), (0, 1), (1, 5), (2, 10)}
    act(m, "attack", row=0, col=0, target=1, target_row=0, target_col=1)
    assert m.to_act() == [1]
