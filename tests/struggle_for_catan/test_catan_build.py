"""The build phase: payments, buildings, stealing, protection, expansions (SFC-20 to SFC-22, SFC-27 to SFC-29,
SFC-32, SFC-34, SFC-35, SFC-38, SFC-45)."""

from __future__ import annotations

import pytest
from catan_helpers import cards, hand_of, illegal, legal, new_match, play, types

from tablegame.games.struggle_for_catan.payment import (
    canonical_payment,
    discards,
    is_valid_payment,
    payments,
    placed,
    same_payments,
)

ROAD = (0, 0, 0, 1, 1)
KNIGHT = (1, 1, 1, 0, 0)
CITY = (3, 0, 2, 0, 0)
RICH = cards(ore=6, wool=6, grain=6, lumber=4, brick=4)


def builds(match, building):
    return [a for a in legal(match) if a["type"] == "build" and a["building"] == building]


def build_phase(n=2, hands=None, tableaux=None, **extra):
    setup = {"hands": hands or [RICH] + [[]] * (n - 1), **extra}
    if tableaux:
        setup["tableaux"] = tableaux
    match = new_match(n, setup)
    seat = match.to_act()[0]
    play(match, seat, "end_trade")
    return match


def test_SFC_20_one_of_each_type_per_turn_in_any_order():
    """SFC-20: any number of builds, in any order, at most one of each type per turn."""
    match = build_phase()
    play(match, 0, "build", building="knight")
    assert not builds(match, "knight")
    assert "already built this turn" in illegal(match, 0, "build", building="knight")
    play(match, 0, "build", building="road")
    play(match, 0, "build", building="settlement")
    assert match.view(0)["built"] == ["road", "knight", "settlement"]
    assert builds(match, "city") and "end_build" in types(legal(match))


def test_SFC_20_build_phase_ends_with_end_build():
    """SFC-20: the build phase lasts until end_build; building nothing is fine."""
    match = build_phase()
    assert {"seat": 0, "type": "end_build"} in legal(match)
    play(match, 0, "end_build")
    assert match.to_act() == [1]


@pytest.mark.parametrize(
    ("cost", "pay", "ok"),
    [
        (ROAD, (0, 0, 0, 1, 1), True),
        (ROAD, (0, 0, 0, 4, 0), True),  # 1 lumber + 3 lumber pay the brick
        (ROAD, (0, 3, 0, 1, 0), True),
        (ROAD, (3, 3, 0, 0, 0), True),
        (ROAD, (0, 0, 0, 2, 1), False),  # a second lumber pays nothing
        (ROAD, (3, 0, 0, 1, 1), False),  # a triple with nothing left to pay
        (ROAD, (0, 0, 0, 0, 3), False),  # 3 brick never pay the brick unit and the lumber
        (ROAD, (3, 1, 0, 0, 0), False),
        (CITY, (3, 0, 2, 0, 0), True),
        (CITY, (6, 0, 1, 0, 0), True),  # 3 ore direct, 3 more ore pay the second grain
        (CITY, (3, 3, 0, 3, 0), True),
        (CITY, (2, 0, 2, 0, 0), False),
        (KNIGHT, (1, 4, 0, 0, 0), True),
    ],
)
def test_SFC_21_payment_validity(cost, pay, ok):
    """SFC-21: a card pays its own unit when it can; extra cards of a resource come in threes, one per unpaid unit."""
    assert is_valid_payment(cost, pay) is ok


def test_SFC_21_every_listed_payment_is_valid_and_all_valid_ones_are_listed():
    """SFC-21: payments() lists exactly the valid payments that fit in the hand (brute force check)."""
    import itertools

    for hand in [(3, 4, 0, 1, 0), (7, 3, 2, 0, 1), (0, 0, 3, 3, 3), (4, 4, 4, 4, 4)]:
        for cost in (ROAD, KNIGHT, CITY, (0, 1, 1, 1, 1), (1, 3, 0, 0, 0)):
            brute = {p for p in itertools.product(*(range(h + 1) for h in hand)) if is_valid_payment(cost, p)}
            assert payments(cost, hand) == tuple(sorted(brute))  # each once, in ascending order


def test_SFC_21_the_smallest_hand_with_the_same_payments_has_them():
    """The key the legal lists remember payments by: a placed hand translated by the building's table pays
    exactly as the hand does (counts past the triples a cost can use, or between whole triples, change nothing)."""
    import itertools

    for cost in (ROAD, KNIGHT, CITY, (0, 1, 1, 1, 1), (1, 3, 0, 0, 0)):
        table = same_payments(cost)
        for hand in itertools.product(range(0, 14, 3), range(0, 9, 2), range(0, 7), range(0, 5), (0, 1, 8)):
            key = placed(hand).translate(table)
            assert all(k <= h for k, h in zip(key, hand, strict=True))
            assert payments(cost, tuple(key)) == payments(cost, hand)


def test_SFC_30_discards_lists_every_multiset_of_the_size_once_in_ascending_order():
    """The Brigand's discards: every distinct half of the hand (brute force check)."""
    import itertools

    for hand in [(3, 4, 0, 1, 0), (7, 3, 2, 0, 1), (0, 0, 3, 3, 3), (2, 2, 2, 2, 2)]:
        for size in (0, 1, sum(hand) // 2, sum(hand), sum(hand) + 1):
            brute = [d for d in itertools.product(*(range(h + 1) for h in hand)) if sum(d) == size]
            assert discards(hand, size) == tuple(brute)


def test_SFC_21_paid_cards_go_face_up_to_the_discard_pile():
    """SFC-21: paid cards go onto the discard pile (public)."""
    match = build_phase(hands=[cards(lumber=1, wool=3), []])
    play(match, 0, "build", building="road", pay={"lumber": 1, "wool": 3})
    assert sorted(match.view(1)["discard"]) == ["lumber", "wool", "wool", "wool"]
    assert hand_of(match, 0) == {}


def test_SFC_22_canonical_payment_and_tie_break():
    """SFC-22: direct first, then 3 of the resource with most cards left (ties: catalog order)."""
    assert canonical_payment(ROAD, (3, 3, 0, 1, 0)) == (3, 0, 0, 1, 0)  # ore before wool
    assert canonical_payment(ROAD, (3, 4, 0, 1, 0)) == (0, 3, 0, 1, 0)  # wool 4 beats ore 3
    assert canonical_payment(ROAD, (0, 0, 0, 4, 0)) == (0, 0, 0, 4, 0)  # the lumber left pays the brick
    assert canonical_payment(CITY, (3, 0, 0, 0, 5)) is None
    assert canonical_payment(ROAD, (5, 5, 0, 0, 0)) == (3, 3, 0, 0, 0)  # recount after each triple
    match = build_phase(hands=[cards(ore=3, wool=3, lumber=1), []])
    play(match, 0, "build", building="road")
    assert hand_of(match, 0) == {"wool": 3}


def test_SFC_22_unaffordable_building_not_offered():
    """SFC-22: a building is offered exactly when the canonical payment succeeds."""
    match = build_phase(hands=[cards(ore=2, wool=2, lumber=1), []])
    assert not builds(match, "road") and not builds(match, "knight")
    assert "cannot afford a road" in illegal(match, 0, "build", building="road")


def test_SFC_27_road_and_knight_sides_alternate_by_position():
    """SFC-27: position j is A when odd, B when even; the first road built lands B, the first knight A."""
    match = build_phase()
    play(match, 0, "build", building="road")
    play(match, 0, "build", building="knight")
    view = match.view(1)["tableaux"][0]
    assert view["roads"] == ["A", "B"] and view["knights"] == ["A"]
    assert match.result()["scores"][0] == 2
    assert view["exchanges"] == 1 and view["draws"] == 3


def test_SFC_28_settlement_takes_the_top_card_hidden():
    """SFC-28: the top estate card, settlement side up, its event hidden from everyone; indexed in order."""
    match = build_phase(settlement_stack=["settlement-brigand", "settlement-brigand", "settlement-market-day"])
    play(match, 0, "build", building="settlement")
    assert match.view(0)["tableaux"][0]["estates"] == [{"side": "settlement"}, {"side": "settlement"}]
    assert match.state.estates[0][1][0] == 0  # the market day card, third from the top
    assert match.view(0)["supply"]["estate"] == 4


def test_SFC_28_flip_is_a_choice_with_3_or_4_seats():
    """SFC-28, SFC-33: with 3-4 seats and "choice", flip true turns the destiny card, false leaves it."""
    match = build_phase(3, hands=[RICH, [], []])
    assert {a["flip"] for a in builds(match, "settlement")} == {False, True}
    play(match, 0, "build", building="settlement", flip=True)
    assert match.view(0)["fate"] == "right"
    match = build_phase(3, hands=[RICH, [], []])
    play(match, 0, "build", building="settlement")  # flip omitted = false (SFC-45)
    assert match.view(0)["fate"] == "left"


def test_SFC_28_option_always_turns_the_card_and_2_seats_have_no_flip():
    """SFC-7, SFC-28: with "always" the card always turns and no flip field exists; with 2 seats neither."""
    match = new_match(3, {"hands": [RICH, [], []]}, options={"settlement_destiny": "always"})
    play(match, 0, "end_trade")
    assert all("flip" not in a for a in builds(match, "settlement"))
    assert "always turns" in illegal(match, 0, "build", building="settlement", flip=False)
    play(match, 0, "build", building="settlement")
    assert match.view(0)["fate"] == "right"
    match = build_phase(2)
    assert all("flip" not in a for a in builds(match, "settlement"))
    assert "not used with 2 players" in illegal(match, 0, "build", building="settlement", flip=True)


def test_SFC_28_no_settlement_when_the_stack_is_empty():
    """SFC-28: a settlement needs a card in the estate stack."""
    tableaux = [
        {"roads": 1, "estates": [{"card": "settlement-brigand"}] * 3},
        {"roads": 1, "estates": [{"card": "settlement-brigand"}] * 2 + [{"card": "settlement-market-day"}] * 2},
    ]
    match = build_phase(tableaux=tableaux)
    assert match.view(0)["supply"]["estate"] == 0
    assert not builds(match, "settlement")
    assert "no settlement card is left" in illegal(match, 0, "build", building="settlement")


def test_SFC_29_city_turns_own_settlement_and_reveals_its_event():
    """SFC-29: a city needs an own settlement (by index); it shows its event; 2 VP instead of 1."""
    tableaux = [
        {"roads": 1, "estates": [{"card": "settlement-market-day"}, {"card": "settlement-brigand"}]},
        {"roads": 1, "estates": [{"card": "settlement-brigand"}]},
    ]
    match = build_phase(tableaux=tableaux, hands=[cards(ore=3, grain=2), []])
    assert {a["settlement"] for a in builds(match, "city")} == {0, 1}
    assert "name the settlement" in illegal(match, 0, "build", building="city")
    assert "not one of your settlements" in illegal(match, 0, "build", building="city", settlement=2)
    play(match, 0, "build", building="city", settlement=1)
    assert match.view(1)["tableaux"][0]["estates"][1] == {"side": "city", "event": "brigand", "expansion": None}
    assert match.result()["scores"] == [3, 1]


def test_SFC_29_city_needs_a_settlement():
    """SFC-29: with no settlement there is no city to build."""
    tableaux = [{"roads": 1, "estates": [{"card": "settlement-brigand", "city": True}]}, {"roads": 1}]
    match = build_phase(tableaux=tableaux)
    assert not builds(match, "city")
    assert "no settlement" in illegal(match, 0, "build", building="city", settlement=0)


def test_SFC_32_expansion_on_an_own_city_any_available_card():
    """SFC-32: an expansion on a city without one; any expansion in the supply; its VP replace the city's."""
    tableaux = [
        {
            "roads": 1,
            "estates": [
                {"card": "settlement-brigand", "city": True, "expansion": "church"},
                {"card": "settlement-brigand", "city": True},
                {"card": "settlement-brigand"},
            ],
        },
        {"roads": 1, "estates": [{"card": "settlement-brigand", "city": True, "expansion": "library"}]},
    ]
    match = build_phase(tableaux=tableaux, hands=[cards(wool=3, ore=1), []])
    offered = {(a["city"], a["card"]) for a in builds(match, "expansion")}
    assert offered == {(1, "church"), (1, "castle")}
    assert "not one of your cities" in illegal(match, 0, "build", building="expansion", city=0, card="castle")
    assert "not one of your cities" in illegal(match, 0, "build", building="expansion", city=2, card="castle")
    assert "no Library is left" in illegal(match, 0, "build", building="expansion", city=1, card="library")
    assert match.result()["scores"][0] == 3 + 2 + 1
    play(match, 0, "build", building="expansion", city=1, card="castle")
    assert match.result()["scores"][0] == 3 + 3 + 1
    assert match.view(0)["supply"]["expansions"] == ["church", "castle"]


def test_SFC_32_second_church_adds_nothing():
    """SFC-5: a second Church protects nothing more than the first."""
    tableaux = [
        {"roads": 1},
        {
            "roads": 1,
            "knights": 2,
            "estates": [
                {"card": "settlement-brigand", "city": True, "expansion": "church"},
                {"card": "settlement-brigand", "city": True, "expansion": "church"},
            ],
        },
    ]
    match = new_match(2, {"tableaux": tableaux, "hands": [cards(ore=1, wool=1, grain=1), []]})
    play(match, 0, "end_trade")
    play(match, 0, "build", building="knight")
    assert match.view(0)["tableaux"][1]["knights"] == ["A"]


def steal_setup(fate, tableaux, hand=None, n=4, start=1):
    setup = {"start_seat": start, "tableaux": tableaux, "hands": [[] for _ in range(n)]}
    if fate:
        setup["fate"] = fate
    setup["hands"][start] = hand or cards(lumber=2, brick=2, grain=2, wool=2, ore=2)
    match = new_match(n, setup)
    play(match, start, "end_trade")
    return match


def test_SFC_34_steal_only_when_the_supply_is_empty():
    """SFC-34: while the supply has a road, none is stolen."""
    match = steal_setup("left", [{"roads": 1}, {"roads": 1}, {"roads": 4}, {"roads": 1}])
    assert match.view(1)["take_from"] == {"road": None, "knight": None}  # both supplies hold one
    play(match, 1, "build", building="road")
    assert match.state.roads == [1, 2, 4, 1] and match.view(0)["supply"]["road"] == 1


@pytest.mark.parametrize(
    ("fate", "roads", "victim"),
    [("left", [2, 2, 2, 3], 2), ("right", [2, 2, 2, 3], 0), ("left", [2, 2, 0, 5], 3), ("right", [0, 2, 2, 5], 3)],
)
def test_SFC_34_steal_follows_the_destiny_card(fate, roads, victim):
    """SFC-33, SFC-34: from the builder in the card's direction, the first opponent with a road."""
    tableaux = [{"roads": k} for k in roads]
    match = steal_setup(fate, tableaux)
    assert match.view(1)["take_from"]["road"] == victim  # the view names the victim before the build
    play(match, 1, "build", building="road")
    expected = list(roads)
    expected[victim] -= 1
    expected[1] += 1
    assert match.state.roads == expected
    assert match.view(1)["log"][-1]["taken_from"] == victim


def test_SFC_34_no_road_to_take_means_no_road():
    """SFC-34: if no opponent has an available road, a road is not offered and nothing is paid."""
    match = new_match(2, {"tableaux": [{"roads": 5}, {}], "hands": [[], cards(lumber=1, brick=1)], "start_seat": 1})
    play(match, 1, "end_trade")
    assert builds(match, "road")
    castle = [
        {"roads": 3, "estates": [{"card": "settlement-brigand", "city": True, "expansion": "castle"}]},
        {"roads": 2},
    ]
    match = new_match(2, {"tableaux": castle, "hands": [[], cards(lumber=1, brick=1)], "start_seat": 1})
    play(match, 1, "end_trade")
    assert not builds(match, "road") and match.view(1)["take_from"]["road"] is None
    assert "no opponent has a road" in illegal(match, 1, "build", building="road")
    assert hand_of(match, 1) == {"lumber": 1, "brick": 1}


def test_SFC_34_knights_are_stolen_the_same_way_and_take_the_new_side():
    """SFC-27, SFC-34: a stolen knight goes on top of the taker's stack with its new position's side."""
    tableaux = [{"roads": 1, "knights": 1}, {"roads": 1, "knights": 1}, {"roads": 1, "knights": 2}]
    match = steal_setup(None, tableaux, n=3)
    assert match.view(1)["supply"]["knight"] == 0 and match.view(1)["take_from"]["knight"] == 2
    assert match.view(2)["take_from"]["knight"] == 0  # each seat's view answers for its own builds
    play(match, 1, "build", building="knight")
    view = match.view(1)["tableaux"]
    assert view[1]["knights"] == ["A", "B"] and view[2]["knights"] == ["A"] and view[0]["knights"] == ["A"]
    assert match.result()["scores"] == [0, 1, 0]


def test_SFC_35_castle_protects_three_roads_church_one_knight():
    """SFC-35: a Castle owner's roads 1-3 and a Church owner's knight 1 cannot be taken."""
    castle = {"card": "settlement-brigand", "city": True, "expansion": "castle"}
    church = {"card": "settlement-brigand", "city": True, "expansion": "church"}
    # 2 seats: 5 roads and 2 knights in play.
    match = new_match(
        2,
        {
            "start_seat": 1,
            "tableaux": [{"roads": 4, "knights": 1, "estates": [castle, church]}, {"roads": 1, "knights": 1}],
            "hands": [[], cards(lumber=2, brick=2, grain=1, wool=1, ore=1)],
        },
    )
    play(match, 1, "end_trade")
    assert not builds(match, "knight")  # seat 0's only knight is protected
    assert match.view(1)["take_from"] == {"road": 0, "knight": None}
    play(match, 1, "build", building="road")  # the 4th road is available
    assert match.state.roads == [3, 2]
    for seat in (1, 0):
        if seat == 0:
            play(match, 0, "end_trade")
            play(match, 0, "end_build")
        else:
            play(match, 1, "end_build")
    play(match, 1, "end_trade")
    assert not builds(match, "road")  # now only protected roads are left


def test_SFC_38_town_hall_4_vp_no_ability():
    """SFC-38: the Town Hall is worth 4 VP and grants nothing else."""
    tableaux = [
        {"roads": 1, "estates": [{"card": "settlement-brigand", "city": True, "expansion": "town-hall"}]},
        {"roads": 1},
        {"roads": 1},
    ]
    match = new_match(3, {"tableaux": tableaux, "hands": [cards(ore=1), cards(wool=1), []]})
    assert match.result()["scores"] == [4, 0, 0]
    assert all("take" not in a for a in legal(match) if a["type"] == "exchange_player")
    assert "guild_steal" not in types(legal(match))


def test_SFC_45_one_action_per_payment_and_index_with_every_field():
    """SFC-45: a build is listed once per valid payment and index, every field present."""
    tableaux = [
        {"roads": 1, "estates": [{"card": "settlement-brigand"}, {"card": "settlement-market-day"}]},
        {"roads": 1},
    ]
    match = build_phase(tableaux=tableaux, hands=[cards(ore=6, grain=2, wool=3), []])
    cities = builds(match, "city")
    assert {(a["settlement"], tuple(sorted(a["pay"].items()))) for a in cities} == {
        (i, p)
        for i in (0, 1)
        for p in (
            (("grain", 2), ("ore", 3)),
            (("grain", 1), ("ore", 6)),
            (("grain", 1), ("ore", 3), ("wool", 3)),
            (("ore", 6), ("wool", 3)),
            (("grain", 2), ("ore", 2), ("wool", 3)),
        )
    }
    assert all(set(a) == {"seat", "type", "building", "settlement", "pay"} for a in cities)


def test_SFC_45_omitted_fields():
    """SFC-45: pay omitted = canonical; settlement omitted when there is exactly one; flip omitted = false."""
    match = build_phase(hands=[cards(ore=3, grain=2), []])
    play(match, 0, "build", building="city")
    assert match.view(0)["tableaux"][0]["estates"][0]["side"] == "city"
    match = build_phase(hands=[cards(ore=3, grain=2), []])
    assert "invalid payment" in illegal(match, 0, "build", building="city", settlement=0, pay={"ore": 2, "grain": 2})
    assert "positive" in illegal(
        match, 0, "build", building="city", settlement=0, pay={"ore": 3, "grain": 2, "wool": 0}
    )
    assert "you hold 3 ore" in illegal(match, 0, "build", building="city", settlement=0, pay={"ore": 4, "grain": 1})
