"""NIA-10 to NIA-16: the round, choosing and revealing cards, the cloud, the start token."""

from __future__ import annotations

import pytest
from niagara_helpers import boats, chosen, move, new_match

from tablegame.core.rules import IllegalAction


def test_NIA_10_round_order_choose_act_flow_recovery_victory_token():
    match = chosen(
        [1, 1, "cloud"], {"boats": [[{"at": "7A"}, {"at": "falls"}], None, None], "home": [{"violet": 1}, None, None]}
    )
    assert match.view(0)["phase"] == "act"
    match.apply(move(0, 0, "6A"))
    match.apply(move(1, 0, "1"))
    match.apply({"seat": 2, "type": "weather", "delta": 1})
    # flow 1 + 1 = 2: seat 0's boat 6A -> 7A -> over; now recovery, then a new round with seat 1 starting
    view = match.view(0)
    assert view["phase"] == "recovery" and view["flow"] == 2 and match.to_act() == [0]
    match.apply({"seat": 0, "type": "recover", "pay": "violet"})
    view = match.view(0)
    assert view["phase"] == "choose" and view["round"] == 2 and view["start_seat"] == 1
    assert match.to_act() == [0, 1, 2]


# Clause: NIA-11
def test_NIA_11_only_unused_cards_and_a_choice_is_final():
    match = new_match(3, {"used_cards": [[2, 4], None, None]})
    assert [a["card"] for a in match.legal_actions(0)] == [1, 3, 5, 6, "cloud"]
    with pytest.raises(IllegalAction, match="card 2 is used"):
        match.apply({"seat": 0, "type": "choose", "card": 2})
    match.apply({"seat": 0, "type": "choose", "card": 3})
    assert match.to_act() == [1, 2]
    with pytest.raises(IllegalAction, match="already chosen"):
        match.apply({"seat": 0, "type": "choose", "card": 5})


def test_NIA_11_every_seat_chooses_even_with_no_boat_in_play():
    match = new_match(2, {"boats": [[{"at": "falls"}, {"at": "falls"}], None]})
    assert match.to_act() == [0, 1]
    match.apply({"seat": 0, "type": "choose", "card": 4})
    match.apply({"seat": 1, "type": "choose", "card": 6})
    # seat 0 has no boat in play: its number turn is empty; its 4 still sets the flow
    assert match.to_act() == [1]
    match.apply(move(1, 0, "6A", arm="A"))
    assert match.view(0)["flow"] == 4


# Clause: NIA-12
def test_NIA_12_used_cards_come_back_after_all_seven():
    match = new_match(2)
    cards = [1, 2, 3, 4, 5, 6, "cloud"]
    for rnd, card in enumerate(cards):
        assert match.view(0)["round"] == rnd + 1
        for seat in (0, 1):
            match.apply({"seat": seat, "type": "choose", "card": card})
        while match.to_act() and match.view(0)["phase"] != "choose":
            match.apply(match.legal_actions()[0])
        if rnd < 6:
            assert card not in [a["card"] for a in match.legal_actions(0)]
            assert card in match.view(1)["cards"][0]["used"]
    assert len(match.legal_actions(0)) == 7
    assert match.view(0)["cards"][0]["used"] == []


# Clause: NIA-13
def test_NIA_13_reveal_turn_cards_shown_as_each_seat_acts():
    match = chosen([5, 3, "cloud"])
    view = match.view(0)
    assert [c["card"] for c in view["cards"]] == [5, None, None]
    assert [c["chosen"] for c in view["cards"]] == [True, True, True]
    assert match.view(1)["cards"][1]["card"] == 3  # a seat always sees its own choice
    match.apply(move(0, 0, "5"))
    assert [c["card"] for c in match.view(0)["cards"]] == [5, 3, None]
    assert match.view(0)["cards"][1]["used"] == [3]
    assert match.view(0)["cards"][2]["used"] == []


# Clause: NIA-13
def test_NIA_13_reveal_all_shows_every_card_once_all_have_chosen():
    match = new_match(3, reveal="all")
    match.apply({"seat": 0, "type": "choose", "card": 5})
    assert match.view(1)["cards"][0] == {"used": [], "chosen": True, "revealed": False, "card": None, "last": None}
    match.apply({"seat": 1, "type": "choose", "card": 3})
    match.apply({"seat": 2, "type": "choose", "card": "cloud"})
    assert [c["card"] for c in match.view(0)["cards"]] == [5, 3, "cloud"]
    assert match.view(0)["cards"][2]["used"] == ["cloud"]


# Clause: NIA-14
def test_NIA_14_turns_go_clockwise_from_the_start_seat():
    match = chosen([2, 2, 2, 2], {"start_seat": 2})
    order = []
    while match.view(0)["phase"] == "act":
        seat = match.to_act()[0]
        order.append(seat)
        match.apply(next(a for a in match.legal_actions() if a["type"] == "move"))
    assert order == [2, 3, 0, 1]


# Clause: NIA-15
def test_NIA_15_cloud_moves_the_weather_compulsorily_and_boats_stay():
    match = chosen(["cloud", 4], {"boats": [[{"at": "2"}, {"at": "dock"}], None], "weather": 2})
    assert match.legal_actions() == [{"seat": 0, "type": "weather", "delta": -1}]
    with pytest.raises(IllegalAction, match="end of the track"):
        match.apply({"seat": 0, "type": "weather", "delta": 1})
    with pytest.raises(IllegalAction, match="weather marker"):
        match.apply(move(0, 0, "dock"))
    match.apply({"seat": 0, "type": "weather", "delta": -1})
    match.apply(move(1, 0, "4"))
    # flow 4 + 1 = 5: seat 0's boat (not moved by its seat) 2 -> 3 -> 4 -> 5 -> 6B, then an A push
    assert match.view(0)["weather"] == 1
    assert boats(match, 0)[0] == ("6B", None)
    low = chosen(["cloud", 4], {"weather": -1})
    assert low.legal_actions() == [{"seat": 0, "type": "weather", "delta": 1}]


def test_NIA_16_start_token_passes_clockwise():
    match = new_match(3, {"start_seat": 2})
    for expected_start, card in ((2, "cloud"), (0, 1), (1, 2), (2, 3)):
        assert match.view(0)["start_seat"] == expected_start
        for seat in range(3):
            match.apply({"seat": seat, "type": "choose", "card": card})
        order = []
        while match.view(0)["phase"] == "act":
            if not order or order[-1] != match.to_act()[0]:
                order.append(match.to_act()[0])
            match.apply(match.legal_actions()[0])
        assert order == [expected_start, (expected_start + 1) % 3, (expected_start + 2) % 3]
