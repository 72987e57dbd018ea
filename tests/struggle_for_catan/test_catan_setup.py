"""Components in play, options and setup (SFC-1, SFC-7 to SFC-13)."""

from __future__ import annotations

import pytest
from catan_helpers import cards, new_match

from tablegame.core.match import Match, Seat
from tablegame.core.rules import BadSetup


@pytest.mark.parametrize("n", [1, 5, 6])
def test_SFC_1_only_2_to_4_seats(n):
    """SFC-1: 2, 3 or 4 seats; the 5-6 seat variant is not supported."""
    with pytest.raises(BadSetup, match="2-4 seats"):
        Match("struggle-for-catan", [Seat(f"S{i}") for i in range(n)], 1)


def test_SFC_1_seats_clockwise_turn_order():
    """SFC-1: after seat s comes (s+1) mod n."""
    match = new_match(3, {"start_seat": 2})
    seen = []
    for _ in range(4):
        seat = match.to_act()[0]
        seen.append(seat)
        match.apply({"seat": seat, "type": "end_trade"})
        match.apply({"seat": seat, "type": "end_build"})
    assert seen == [2, 0, 1, 2]


def test_SFC_7_options():
    """SFC-7: settlement_destiny is "choice" by default, may be "always", nothing else."""
    assert new_match(3).options == {"settlement_destiny": "choice"}
    assert new_match(3, options={"settlement_destiny": "always"}).options["settlement_destiny"] == "always"
    with pytest.raises(BadSetup):
        new_match(3, options={"settlement_destiny": "never"})
    with pytest.raises(BadSetup):
        new_match(3, options={"hand_limit": 7})


@pytest.mark.parametrize(
    ("n", "roads", "knights", "estates", "expansions"),
    [
        (2, 3, 2, 5, ["library", "church", "church", "castle", "castle"]),
        (3, 4, 4, 8, ["library", "church", "church", "castle", "castle", "merchant-guild", "town-hall"]),
        (
            4,
            5,
            5,
            11,
            [
                "library",
                "church",
                "church",
                "castle",
                "castle",
                "merchant-guild",
                "merchant-guild",
                "town-hall",
                "town-hall",
            ],
        ),
    ],
)
def test_SFC_8_supplies_for_n_seats(n, roads, knights, estates, expansions):
    """SFC-8, SFC-10: the four supplies hold only the marks in play, less each seat's starting cards."""
    supply = new_match(n).view(0)["supply"]
    assert supply == {"road": roads, "knight": knights, "estate": estates, "expansions": expansions}


def test_SFC_8_estate_stack_is_shuffled():
    """SFC-8: the estate stack is shuffled (different seeds give different stacks)."""
    stacks = {tuple(new_match(4, seed=s).state.estate_stack) for s in range(12)}
    assert len(stacks) > 1


def test_SFC_9_start_seat_default_and_override():
    """SFC-9: the start seat is 0 unless start_seat says otherwise."""
    assert new_match(3).to_act() == [0]
    assert new_match(3, {"start_seat": 1}).to_act() == [1]


def test_SFC_10_each_seat_starts_with_settlement_road_and_1_vp():
    """SFC-10: a settlement (event hidden), an A-side road, 1 VP each; with 2 seats 5 estates and 3 roads stay."""
    match = new_match(2)
    view = match.view(0)
    for t in view["tableaux"]:
        assert t["roads"] == ["A"] and t["knights"] == [] and t["estates"] == [{"side": "settlement"}]
    assert match.result()["scores"] == [1, 1]
    assert view["supply"]["estate"] == 5 and view["supply"]["road"] == 3


def test_SFC_10_deal_from_the_stack_in_seat_order_from_the_start_seat():
    """SFC-10: in seat order from the start seat, each takes the top estate card."""
    stack = ["settlement-brigand", "settlement-market-day", "settlement-brigand"]
    match = new_match(3, {"start_seat": 1, "settlement_stack": stack})
    events = [match.state.estates[s][0][0] for s in range(3)]
    assert events == [1, 1, 0]  # seat 1 brigand, seat 2 market day, seat 0 brigand


def test_SFC_11_market_then_three_cards_each_from_the_start_seat():
    """SFC-11: the top 5 cards form the market, then 3 cards per seat from the start seat; discard empty."""
    deck = cards(ore=5) + ["wool"] * 3 + ["grain"] * 3 + ["lumber"] * 3
    match = new_match(3, {"start_seat": 1, "resource_deck": deck})
    view = match.view(0)
    assert view["market"] == {"ore": 5, "wool": 0, "grain": 0, "lumber": 0, "brick": 0}
    assert match.state.hands[1] == [0, 3, 0, 0, 0]
    assert match.state.hands[2] == [0, 0, 3, 0, 0]
    assert match.state.hands[0] == [0, 0, 0, 3, 0]
    assert view["discard"] == [] and view["deck_count"] == 67 - 5 - 9


def test_SFC_11_resource_deck_is_shuffled():
    """SFC-11: the resource deck is shuffled by the match's generator."""
    markets = {tuple(new_match(2, seed=s).state.market) for s in range(12)}
    assert len(markets) > 1


def test_SFC_12_destiny_card_start_side_and_first_phase():
    """SFC-12: the destiny card starts left (or as `fate` says), none with 2 seats; the start seat trades."""
    assert new_match(3).view(0)["fate"] == "left"
    assert new_match(4, {"fate": "right"}).view(0)["fate"] == "right"
    assert new_match(2).view(0)["fate"] is None
    assert new_match(3).view(0)["phase"] == "trade"


def test_SFC_13_hands_and_tableaux_overrides():
    """SFC-13: hands replace the 3-card draws; tableaux replace SFC-10 and take cards out of the supplies."""
    setup = {
        "hands": [cards(ore=2), [], cards(brick=1)],
        "tableaux": [
            {
                "roads": 3,
                "knights": 2,
                "estates": [
                    {"card": "settlement-brigand", "city": True, "expansion": "castle"},
                    {"card": "settlement-market-day"},
                ],
            },
            {},
            {"knights": 1},
        ],
    }
    match = new_match(3, setup)
    view = match.view(0)
    assert view["hand_sizes"] == [2, 0, 1]
    assert view["tableaux"][0]["roads"] == ["A", "B", "A"] and view["tableaux"][0]["knights"] == ["A", "B"]
    assert view["tableaux"][0]["estates"] == [
        {"side": "city", "event": "brigand", "expansion": "castle"},
        {"side": "settlement"},
    ]
    assert view["tableaux"][1] == {
        "roads": [],
        "knights": [],
        "estates": [],
        "estate_vp": [],
        "exchanges": 1,
        "draws": 2,
        "next_sides": {"road": "A", "knight": "A"},
    }
    assert view["tableaux"][0]["next_sides"] == {"road": "B", "knight": "A"}  # 3 roads, 2 knights (SFC-27)
    assert view["supply"]["road"] == 4 and view["supply"]["knight"] == 1 and view["supply"]["estate"] == 9
    assert view["supply"]["expansions"].count("castle") == 1
    assert match.result()["scores"] == [6, 0, 0]
    assert view["deck_count"] == 67 - 3 - 5


def test_SFC_13_stack_and_deck_lists_go_on_top_of_the_rest():
    """SFC-13: a list shorter than its pile puts the rest, shuffled, beneath it."""
    match = new_match(
        2,
        {
            "hands": [[], []],
            "resource_deck": cards(brick=6),
            "settlement_stack": ["settlement-market-day", "settlement-market-day"],
        },
    )
    assert match.state.market == [0, 0, 0, 0, 5]
    assert match.state.deck[-1] == 4  # the 6th brick is the deck's top
    assert match.state.estates[0][0][0] == 0 and match.state.estates[1][0][0] == 0
    assert sorted(match.state.estate_stack) == [1] * 5


@pytest.mark.parametrize(
    ("n", "setup", "fragment"),
    [
        (2, {"dealer": 1}, "unknown setup key"),
        (2, {"start_seat": 2}, "start_seat"),
        (2, {"start_seat": True}, "start_seat"),
        (2, {"fate": "left"}, "not used with 2 seats"),
        (3, {"fate": "up"}, "fate must be"),
        (2, {"resource_deck": ["gold"]}, "unknown"),
        (2, {"resource_deck": "ore"}, "must be a list"),
        (2, {"resource_deck": ["road"]}, "is not a resource"),
        (2, {"settlement_stack": ["road"]}, "is not a settlement/city card"),
        (2, {"resource_deck": cards(brick=12)}, "only 11"),
        (2, {"hands": [cards(brick=6), []], "resource_deck": cards(brick=6)}, "only 11"),
        (2, {"hands": [[]]}, "list of 2 entries"),
        (2, {"tableaux": [{}, {}, {}]}, "list of 2 entries"),
        (2, {"tableaux": [{"roads": 4}, {"roads": 2}]}, "only 5 are in play"),
        (2, {"tableaux": [{"knights": -1}, {}]}, "whole number"),
        (2, {"tableaux": [{"towers": 1}, {}]}, "unknown key"),
        (2, {"tableaux": [{"estates": [{"card": "settlement-brigand", "expansion": "church"}]}, {}]}, '"city": true'),
        (
            2,
            {"tableaux": [{"estates": [{"card": "settlement-brigand", "city": True, "expansion": "town-hall"}]}, {}]},
            "only 0 are in play",
        ),
        (2, {"tableaux": [{"estates": [{"card": "settlement-market-day"}] * 3}, {}]}, "only 2 are in play"),
        (
            2,
            {
                "tableaux": [{"estates": [{"card": "settlement-market-day"}] * 2}, {}],
                "settlement_stack": ["settlement-market-day"],
            },
            "only 0 are in play",
        ),
        (
            3,
            {
                "tableaux": [
                    {
                        "roads": 2,
                        "estates": [
                            {"card": "settlement-brigand", "city": True, "expansion": "town-hall"},
                            {"card": "settlement-brigand", "city": True, "expansion": "castle"},
                            {"card": "settlement-brigand", "city": True},
                        ],
                    },
                    {},
                    {},
                ]
            },
            "fewer than 10",
        ),
        (2, {"tableaux": [{"estates": [{"card": "library"}]}, {}]}, "is not a settlement/city card"),
        (2, {"tableaux": [{"estates": [{"card": "settlement-brigand", "city": "yes"}]}, {}]}, "true or false"),
    ],
)
def test_SFC_13_bad_overrides_are_refused(n, setup, fragment):
    """SFC-13: every kind of bad override raises BadSetup (replay exits 2) with a clear message."""
    with pytest.raises(BadSetup) as info:
        new_match(n, setup)
    assert fragment in str(info.value)


@pytest.mark.parametrize(
    ("setup", "fragment"),
    [
        ({"hands": None}, "hands must be a list of 2 entries"),
        ({"tableaux": None}, "tableaux must be a list of 2 entries"),
        ({"settlement_stack": None}, "must be a list"),
        ({"tableaux": [{"estates": [{"card": 3}]}, {}]}, "estates[0].card must be a settlement/city card id"),
        ({"tableaux": [{"estates": [{"card": "castle"}]}, {}]}, "setup tableaux[0].estates[0].card: 'castle' is not"),
    ],
)
def test_SFC_13_null_and_wrongly_typed_values_are_refused(setup, fragment):
    """SFC-13: a key given with a wrong type (null included) is a bad override, not an absent key."""
    with pytest.raises(BadSetup) as info:
        new_match(2, setup)
    assert fragment in str(info.value)
