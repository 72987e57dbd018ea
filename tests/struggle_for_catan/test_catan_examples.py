"""The worked examples of struggle-for-catan.md §10, checked step by step (plus the case files)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from catan_helpers import cards, hand_of, legal, new_match, play, types

from tablegame.core.match import ReplayError

CASES = Path(__file__).resolve().parents[1] / "cases" / "struggle-for-catan"

EX1_DECK = [
    "wool",
    "wool",
    "grain",
    "grain",
    "ore",
    "lumber",
    "brick",
    "grain",
    "ore",
    "ore",
    "ore",
    "lumber",
    "brick",
    "ore",
    "ore",
    "lumber",
    "brick",
    "ore",
    "ore",
    "wool",
    "lumber",
    "brick",
    "ore",
    "ore",
    "grain",
    "grain",
]


def roads(match, seat):
    return match.view(seat)["tableaux"][seat]["roads"]


def test_example_1_exchange_allowance_road_sides_and_a_2_seat_steal():
    """Example 1 (SFC-15 to SFC-18, SFC-27, SFC-34)."""
    match = new_match(2, {"start_seat": 0, "resource_deck": EX1_DECK})
    assert match.view(0)["market"] == {"ore": 1, "wool": 2, "grain": 2, "lumber": 0, "brick": 0}
    assert hand_of(match, 0) == {"lumber": 1, "brick": 1, "grain": 1} and hand_of(match, 1) == {"ore": 3}
    before = legal(match)
    assert {"seat": 0, "type": "exchange_market", "give": "lumber", "take": "wool"} in before
    assert {"seat": 0, "type": "exchange_player", "target": 1} in before
    assert match.view(0)["exchanges_left"] == 1
    play(match, 0, "end_trade")
    play(match, 0, "build", building="road", pay={"lumber": 1, "brick": 1})
    assert roads(match, 0) == ["A", "B"] and match.result()["scores"] == [2, 1]
    for seat, kind in ((0, "end_build"), (1, "end_trade"), (1, "end_build"), (0, "end_trade")):
        play(match, seat, kind)
    assert match.view(0)["exchanges_left"] == 0  # turn 3 had 1 exchange, now lapsed
    play(match, 0, "build", building="road")
    assert roads(match, 0) == ["A", "B", "A"] and match.result()["scores"] == [2, 1]
    for seat, kind in ((0, "end_build"), (1, "end_trade"), (1, "end_build")):
        play(match, seat, kind)
    assert match.view(0)["exchanges_left"] == 2
    play(match, 0, "exchange_supply", give="grain")
    assert hand_of(match, 0)["wool"] == 1 and match.view(0)["exchanges_left"] == 1
    play(match, 0, "exchange_player", target=1)
    assert match.to_act() == [0]
    assert {a["resource"] for a in legal(match)} == {"lumber", "brick", "wool", "ore"} and types(legal(match)) == {
        "give"
    }
    play(match, 0, "give", resource="ore")
    assert legal(match) == [{"seat": 0, "type": "end_trade"}]
    play(match, 0, "end_trade")
    play(match, 0, "build", building="road")
    assert roads(match, 0) == ["A", "B", "A", "B"] and match.view(0)["supply"]["road"] == 0
    assert match.result()["scores"] == [3, 1]
    for seat, kind in ((0, "end_build"), (1, "end_trade"), (1, "end_build"), (0, "end_trade")):
        play(match, seat, kind)
    play(match, 0, "build", building="road")
    assert roads(match, 0) == ["A", "B", "A", "B", "A"] and roads(match, 1) == []
    assert match.result()["scores"] == [3, 1]
    play(match, 0, "end_build")
    assert hand_of(match, 0).get("grain") == 2
    assert match.to_act() == [1]
    assert sorted(legal(match), key=str) == sorted(
        [{"seat": 1, "type": "exchange_supply", "give": "ore"}, {"seat": 1, "type": "end_trade"}], key=str
    )


def test_example_2_three_for_one_payments():
    """Example 2 (SFC-21, SFC-22, SFC-45)."""
    setup = {"start_seat": 0, "hands": [cards(lumber=1, ore=3, wool=4), cards(grain=3)]}
    match = new_match(2, setup)
    play(match, 0, "end_trade")
    offered = {(a["type"], a.get("building"), tuple(sorted(a.get("pay", {}).items()))) for a in legal(match)}
    assert offered == {
        ("build", "road", (("lumber", 1), ("ore", 3))),
        ("build", "road", (("lumber", 1), ("wool", 3))),
        ("build", "road", (("ore", 3), ("wool", 3))),
        ("build", "knight", (("ore", 1), ("wool", 4))),
        ("build", "settlement", (("lumber", 1), ("ore", 3), ("wool", 4))),
        ("end_build", None, ()),
    }
    play(match, 0, "build", building="road")
    assert hand_of(match, 0) == {"ore": 3, "wool": 1}
    assert roads(match, 0) == ["A", "B"] and match.result()["scores"] == [2, 1]
    assert legal(match) == [{"seat": 0, "type": "end_build"}]
    with pytest.raises(ReplayError) as info:
        new_match(
            2,
            setup,
            actions=[
                {"seat": 0, "type": "end_trade"},
                {"seat": 0, "type": "build", "building": "road", "pay": {"ore": 3, "wool": 1}},
            ],
        )
    assert info.value.index == 1 and "invalid payment" in str(info.value)


def test_example_3_city_with_a_brigand_attack():
    """Example 3 (SFC-29, SFC-30, SFC-33)."""
    setup = {
        "start_seat": 0,
        "settlement_stack": ["settlement-brigand", "settlement-market-day", "settlement-market-day"],
        "hands": [cards(grain=2, ore=3, wool=8), cards(ore=7), cards(lumber=5, brick=4)],
    }
    match = new_match(3, setup)
    play(match, 0, "end_trade")
    play(match, 0, "build", building="city", settlement=0)
    assert [sum(h) for h in match.state.hands] == [8, 7, 9]
    assert match.to_act() == [0] and legal(match) == [{"seat": 0, "type": "discard", "resources": {"wool": 4}}]
    play(match, 0, "discard", resources={"wool": 4})
    assert match.to_act() == [2]
    assert sorted((a["resources"].get("lumber", 0), a["resources"].get("brick", 0)) for a in legal(match)) == [
        (k, 4 - k) for k in range(5)
    ]
    play(match, 2, "discard", resources={"lumber": 2, "brick": 2})
    assert match.view(0)["fate"] == "right" and match.to_act() == [0]
    assert legal(match) == [{"seat": 0, "type": "end_build"}]
    assert match.result()["scores"] == [2, 1, 1]


EX4 = {
    "start_seat": 1,
    "fate": "right",
    "tableaux": [
        {"roads": 1, "estates": [{"card": "settlement-brigand", "city": True, "expansion": "castle"}]},
        {"roads": 2, "estates": [{"card": "settlement-brigand"}]},
        {"roads": 4, "estates": [{"card": "settlement-brigand"}]},
        {"roads": 2, "estates": [{"card": "settlement-brigand"}]},
    ],
    "hands": [[], ["lumber", "lumber", "brick", "brick", "grain", "wool"], [], []],
}


def test_example_4a_steal_skips_the_castle():
    """Example 4 (a) (SFC-33 to SFC-35)."""
    match = new_match(4, EX4)
    assert match.view(0)["supply"]["road"] == 0 and match.result()["scores"] == [3, 2, 3, 2]
    play(match, 1, "end_trade")
    play(match, 1, "build", building="road")
    assert roads(match, 1) == ["A", "B", "A"] and roads(match, 3) == ["A"]
    assert match.result()["scores"] == [3, 2, 3, 1]


def test_example_4b_flip_then_steal():
    """Example 4 (b) (SFC-28, SFC-33, SFC-34)."""
    match = new_match(4, EX4)
    play(match, 1, "end_trade")
    play(match, 1, "build", building="settlement", flip=True)
    assert match.view(0)["fate"] == "left"
    play(match, 1, "build", building="road")
    assert roads(match, 2) == ["A", "B", "A"] and roads(match, 1) == ["A", "B", "A"]
    assert len(match.view(1)["tableaux"][1]["estates"]) == 2
    assert match.result()["scores"] == [3, 3, 2, 2]


def test_example_5_reaching_10_vp():
    """Example 5 (SFC-39, SFC-40)."""
    setup = {
        "start_seat": 0,
        "tableaux": [
            {
                "roads": 2,
                "estates": [
                    {"card": "settlement-market-day", "city": True, "expansion": "town-hall"},
                    {"card": "settlement-market-day", "city": True, "expansion": "church"},
                    {"card": "settlement-brigand"},
                ],
            },
            {"roads": 1, "estates": [{"card": "settlement-brigand"}]},
            {"roads": 1, "estates": [{"card": "settlement-brigand"}]},
        ],
        "hands": [cards(grain=2, ore=3), cards(ore=8), []],
    }
    match = new_match(3, setup)
    assert match.result()["scores"] == [9, 1, 1]
    play(match, 0, "end_trade")
    cities = [a for a in legal(match) if a.get("building") == "city"]
    assert [a["settlement"] for a in cities] == [2]
    play(match, 0, "build", building="city", settlement=2)
    assert match.is_over() and match.result() == {"scores": [10, 1, 1], "winners": [0]}
    assert match.to_act() == [] and match.legal_actions() == []
    assert hand_of(match, 1) == {"ore": 8}


def test_example_6_library_and_market_day():
    """Example 6 (SFC-18, SFC-31, SFC-36)."""
    setup = {
        "start_seat": 0,
        "tableaux": [
            {
                "roads": 1,
                "estates": [
                    {"card": "settlement-brigand", "city": True, "expansion": "library"},
                    {"card": "settlement-market-day"},
                ],
            },
            {"roads": 1, "estates": [{"card": "settlement-brigand"}]},
            {"roads": 1, "estates": [{"card": "settlement-brigand"}]},
        ],
        "hands": [cards(grain=2, ore=3, wool=1), cards(brick=2), cards(lumber=1)],
        "resource_deck": cards(grain=5),
    }
    match = new_match(3, setup)
    assert match.view(0)["market"]["grain"] == 5
    exchanges = {(a["target"], a.get("take")) for a in legal(match) if a["type"] == "exchange_player"}
    assert exchanges == {(1, None), (1, "brick"), (2, None), (2, "lumber")}
    play(match, 0, "exchange_player", target=1, take="brick")
    play(match, 0, "give", resource="wool")
    play(match, 0, "end_trade")
    play(match, 0, "build", building="city", settlement=1)
    assert hand_of(match, 0) == {"brick": 1}
    assert match.to_act() == [0]
    assert sorted(legal(match), key=str) == sorted(
        [{"seat": 0, "type": "market_day", "give": "brick", "take": "grain"}, {"seat": 0, "type": "pass"}], key=str
    )
    play(match, 0, "market_day", give="brick", take="grain")
    assert match.view(0)["market"] == {"ore": 0, "wool": 0, "grain": 4, "lumber": 0, "brick": 1}
    assert match.to_act() == [1]
    assert {(a.get("give"), a.get("take")) for a in legal(match)} == {
        ("brick", "grain"),
        ("wool", "grain"),
        ("wool", "brick"),
        (None, None),
    }
    play(match, 1, "market_day", give="wool", take="brick")
    assert match.to_act() == [2]
    assert {(a.get("give"), a.get("take")) for a in legal(match)} == {
        ("lumber", "grain"),
        ("lumber", "wool"),
        (None, None),
    }
    play(match, 2, "pass")
    assert match.to_act() == [0] and legal(match) == [{"seat": 0, "type": "end_build"}]
    assert match.result()["scores"] == [5, 1, 1]


def test_the_case_files_are_the_shared_examples():
    """tests/cases/struggle-for-catan holds the 24 worked-example cases (run by tests/test_cases.py)."""
    names = sorted(p.name for p in CASES.glob("*.json"))
    assert len(names) == 24
    for path in CASES.glob("*.json"):
        case = json.loads(path.read_text())
        assert case["save"]["game"] == "struggle-for-catan"
