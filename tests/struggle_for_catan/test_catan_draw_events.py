"""The draw phase, piles and market (SFC-23 to SFC-26), events and the destiny card (SFC-30, SFC-31, SFC-33)."""

from __future__ import annotations

from catan_helpers import cards, hand_of, illegal, legal, new_match, play, types

FIVE_BRICKS = cards(brick=5)


def end_turn(match, seat):
    play(match, seat, "end_trade")
    play(match, seat, "end_build")


def test_SFC_23_draw_two_plus_one_per_a_side_knight_from_the_top():
    """SFC-23: after end_build, 2 cards plus 1 per A-side knight, from the top of the deck."""
    deck = [*FIVE_BRICKS, "ore", "wool", "grain", "lumber", "ore"]
    match = new_match(
        2, {"tableaux": [{"roads": 1, "knights": 2}, {"roads": 1}], "hands": [[], []], "resource_deck": deck}
    )
    assert match.view(0)["tableaux"][0]["draws"] == 3
    end_turn(match, 0)
    assert hand_of(match, 0) == {"ore": 1, "wool": 1, "grain": 1}
    assert match.to_act() == [1]
    end_turn(match, 1)
    assert hand_of(match, 1) == {"lumber": 1, "ore": 1}
    log = match.view(0)["log"]
    assert [e["resource"] for e in log if e["event"] == "draw"] == [None, None]  # seat 1's draws are hidden


def test_SFC_23_three_knights_give_two_extra_cards():
    """SFC-23, SFC-27: a stack of 3 knights has 2 A sides: 4 cards."""
    match = new_match(3, {"tableaux": [{"roads": 1, "knights": 3}, {"roads": 1}, {"roads": 1}], "hands": [[], [], []]})
    end_turn(match, 0)
    assert sum(match.state.hands[0]) == 4


def test_SFC_24_reshuffle_the_discard_pile_when_the_deck_is_empty():
    """SFC-24: an empty deck is replaced by the shuffled discard pile."""
    # 60 cards in hands, market 5, deck 2: paying a road puts 2 cards on the discard pile.
    hands = [cards(ore=16, wool=15, lumber=1, brick=1), cards(grain=14, lumber=10, brick=3)]
    match = new_match(
        2,
        {
            "tableaux": [{"roads": 1, "knights": 1}, {"roads": 1}],
            "hands": hands,
            "resource_deck": [*cards(brick=5), "brick", "brick"],
        },
    )
    assert match.view(0)["deck_count"] == 2
    play(match, 0, "end_trade")
    play(match, 0, "build", building="road", pay={"lumber": 1, "brick": 1})
    play(match, 0, "end_build")  # draws 2 bricks, then reshuffles lumber + brick and draws one
    view = match.view(0)
    assert view["deck_count"] == 1 and view["discard"] == []
    assert any(e["event"] == "reshuffle" for e in view["log"])
    assert sum(match.state.hands[0]) == 33 - 2 + 3


def test_SFC_24_no_cards_left_skips_the_draws():
    """SFC-24: with deck and discard pile both empty, the draw (and the rest of the phase) is skipped."""
    hands = [cards(ore=16, wool=15), cards(grain=14, lumber=11, brick=6)]
    match = new_match(2, {"hands": hands, "resource_deck": FIVE_BRICKS})
    assert match.view(0)["deck_count"] == 0
    end_turn(match, 0)
    assert sum(match.state.hands[0]) == 31 and match.to_act() == [1]


def test_SFC_25_market_refilled_after_each_action_while_short():
    """SFC-25: a market short of 5 cards (only after hands overrides) is refilled after each action."""
    hands = [cards(ore=16, wool=15, lumber=1, brick=1), cards(grain=14, lumber=10, brick=7)]
    match = new_match(2, {"hands": hands})
    assert sum(match.view(0)["market"].values()) == 3 and match.view(0)["deck_count"] == 0
    play(match, 0, "end_trade")
    assert sum(match.view(0)["market"].values()) == 3  # nothing to refill from
    play(match, 0, "build", building="road", pay={"lumber": 1, "brick": 1})
    assert sum(match.view(0)["market"].values()) == 5  # the paid cards were reshuffled into the market
    assert match.view(0)["discard"] == []


def test_SFC_26_no_hand_limit():
    """SFC-26: a hand may grow without limit; nothing is discarded at the end of a turn."""
    match = new_match(2, {"hands": [cards(ore=12), []]})
    end_turn(match, 0)
    assert sum(match.state.hands[0]) == 14


def brigand_match(n, hands, start=0, fate=None):
    tableaux = [{"roads": 1, "estates": [{"card": "settlement-brigand"}]} for _ in range(n)]
    setup = {"start_seat": start, "tableaux": tableaux, "hands": hands}
    if fate:
        setup["fate"] = fate
    match = new_match(n, setup)
    play(match, start, "end_trade")
    play(match, start, "build", building="city", pay={"grain": 2, "ore": 3})
    return match


def test_SFC_30_brigand_attack_discards_half_in_seat_order_from_the_builder():
    """SFC-30: every seat with more than 7 cards discards floor(h/2), one at a time from the builder."""
    hands = [cards(grain=3, wool=8), cards(ore=9), cards(wool=7), cards(lumber=11, brick=1)]
    match = brigand_match(4, [hands[0], hands[1], hands[2], [*hands[3], *cards(grain=2, ore=3)]], start=3)
    # Seat 3 built (17 - 5 = 12 cards): order 3, 0, 1; seat 2 with 7 is safe.
    assert match.view(0)["phase"] == "discard"
    assert match.view(0)["pending"]["due"] == [
        {"seat": 3, "count": 6},
        {"seat": 0, "count": 5},
        {"seat": 1, "count": 4},
    ]
    assert match.to_act() == [3]
    assert len(legal(match)) == 2  # lumber 6 or lumber 5 + brick 1
    assert "exactly 6" in illegal(match, 3, "discard", resources={"lumber": 5})
    play(match, 3, "discard", resources={"lumber": 5, "brick": 1})
    assert match.to_act() == [0]
    play(match, 0, "discard", resources={"wool": 5})
    assert match.view(0)["fate"] == "left"
    play(match, 1, "discard", resources={"ore": 4})
    assert match.view(0)["fate"] == "right"  # turned after the discards (3-4 seats)
    assert match.to_act() == [3] and match.view(0)["phase"] == "build"
    assert [sum(h) for h in match.state.hands] == [6, 5, 7, 6]
    assert sorted(match.view(0)["discard"][:15]) == sorted(cards(lumber=5, brick=1, wool=5, ore=4))


def test_SFC_30_nobody_over_7_turns_the_card_at_once():
    """SFC-30, SFC-33: with no seat over 7, the destiny card turns and the build phase continues."""
    match = brigand_match(3, [cards(grain=2, ore=3, wool=7), cards(ore=7), []])
    assert match.view(0)["phase"] == "build" and match.view(0)["fate"] == "right"


def test_SFC_30_two_seats_no_destiny_card():
    """SFC-30: with 2 seats the attack happens but no card turns."""
    match = brigand_match(2, [cards(grain=2, ore=3), cards(ore=8)])
    assert match.to_act() == [1]
    play(match, 1, "discard", resources={"ore": 4})
    assert match.view(0)["fate"] is None and match.to_act() == [0]


def market_day_match(hands):
    tableaux = [{"roads": 1, "estates": [{"card": "settlement-market-day"}]} for _ in range(3)]
    match = new_match(3, {"start_seat": 1, "tableaux": tableaux, "hands": hands, "resource_deck": FIVE_BRICKS})
    play(match, 1, "end_trade")
    play(match, 1, "build", building="city", pay={"grain": 2, "ore": 3})
    return match


def test_SFC_31_market_day_each_seat_once_from_the_builder():
    """SFC-31: from the builder clockwise, each seat exchanges 1 card with the market (different resource) or passes."""
    match = market_day_match([cards(ore=1), cards(grain=2, ore=3, wool=1), []])
    assert match.view(0)["phase"] == "market_day" and match.view(0)["pending"]["due"] == [1, 2, 0]
    assert legal(match) == [
        {"seat": 1, "type": "market_day", "give": "wool", "take": "brick"},
        {"seat": 1, "type": "pass"},
    ]
    play(match, 1, "market_day", give="wool", take="brick")
    assert legal(match) == [{"seat": 2, "type": "pass"}]  # no cards: only pass
    play(match, 2, "pass")
    assert "different resource" in illegal(match, 0, "market_day", give="ore", take="ore")
    play(match, 0, "market_day", give="ore", take="wool")
    assert match.view(0)["market"] == {"ore": 1, "wool": 0, "grain": 0, "lumber": 0, "brick": 4}
    assert match.to_act() == [1] and types(legal(match)) == {"end_build"}
    assert match.view(0)["fate"] == "left"  # Market Day does not turn the destiny card


def test_SFC_33_destiny_directions():
    """SFC-33: left points to s+1, right to s-1; it only directs stealing, never turn order."""
    for fate, victim in (("left", 2), ("right", 0)):
        tableaux = [{"roads": 2}, {"roads": 3}, {"roads": 2}]
        match = new_match(
            3, {"start_seat": 1, "fate": fate, "tableaux": tableaux, "hands": [[], cards(lumber=1, brick=1), []]}
        )
        play(match, 1, "end_trade")
        play(match, 1, "build", building="road")
        assert match.state.roads[victim] == 1
        play(match, 1, "end_build")
        assert match.to_act() == [2]
