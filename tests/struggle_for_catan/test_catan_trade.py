"""Turn structure and the trade phase (SFC-14 to SFC-19, SFC-36, SFC-37)."""

from __future__ import annotations

from catan_helpers import cards, hand_of, illegal, legal, new_match, play, types

FIVE_BRICKS = cards(brick=5)


def test_SFC_14_trade_then_build_then_draw_then_next_seat():
    """SFC-14: trade, build, draw in order, then the next seat clockwise."""
    match = new_match(2)
    assert match.view(0)["phase"] == "trade"
    assert "build" not in types(legal(match))
    play(match, 0, "end_trade")
    assert match.view(0)["phase"] == "build"
    assert not types(legal(match)) & {"exchange_supply", "exchange_market", "exchange_player"}
    before = sum(match.state.hands[0])
    play(match, 0, "end_build")
    assert sum(match.state.hands[0]) == before + 2
    assert match.to_act() == [1] and match.view(1)["phase"] == "trade"


def test_SFC_15_no_a_side_road_one_supply_exchange():
    """SFC-15: with no A-side road, exactly 1 exchange and only with the supply."""
    match = new_match(
        2,
        {
            "tableaux": [{"estates": [{"card": "settlement-brigand"}]}, {"roads": 1}],
            "hands": [cards(ore=2), cards(wool=2)],
        },
    )
    assert types(legal(match)) == {"exchange_supply", "end_trade"}
    assert match.view(0)["exchanges_left"] == 1
    play(match, 0, "exchange_supply", give="ore")
    assert types(legal(match)) == {"end_trade"}


def test_SFC_15_exchanges_equal_a_side_roads_mixed_freely():
    """SFC-15: with a A-side roads, up to a exchanges of any kind; unused ones lapse."""
    match = new_match(
        2,
        {
            "tableaux": [{"roads": 3}, {"roads": 1}],
            "hands": [cards(ore=3, wool=1), cards(grain=3)],
            "resource_deck": FIVE_BRICKS,
        },
    )
    assert match.view(0)["exchanges_left"] == 2
    assert types(legal(match)) == {"exchange_supply", "exchange_market", "exchange_player", "end_trade"}
    play(match, 0, "exchange_market", give="ore", take="brick")
    play(match, 0, "exchange_player", target=1)
    play(match, 0, "give", resource="ore")
    assert types(legal(match)) == {"end_trade"}
    assert match.view(0)["exchanges_left"] == 0
    # Next turn with 1 A-side road: 1 exchange; ending the trade phase early lapses it.
    play(match, 0, "end_trade")
    play(match, 0, "end_build")
    assert match.view(1)["exchanges_left"] == 1
    play(match, 1, "end_trade")
    assert match.view(1)["exchanges_left"] == 0


def test_SFC_16_supply_exchange_discards_then_draws_the_top_card():
    """SFC-16: the given card goes face up on the discard pile, the deck's top card comes to hand."""
    match = new_match(2, {"hands": [["ore"], []], "resource_deck": [*FIVE_BRICKS, "wool", "grain"]})
    play(match, 0, "exchange_supply", give="ore")
    assert hand_of(match, 0) == {"wool": 1}
    assert match.view(1)["discard"] == ["ore"]


def test_SFC_17_market_exchange_different_resources():
    """SFC-17: take a market card, put a hand card into the market; the two must differ."""
    match = new_match(2, {"hands": [cards(brick=1, ore=1), []], "resource_deck": FIVE_BRICKS})
    offered = {(a["give"], a["take"]) for a in legal(match) if a["type"] == "exchange_market"}
    assert offered == {("ore", "brick")}
    illegal(match, 0, "exchange_market", give="brick", take="brick")
    play(match, 0, "exchange_market", give="ore", take="brick")
    assert hand_of(match, 0) == {"brick": 2}
    assert match.view(0)["market"] == {"ore": 1, "wool": 0, "grain": 0, "lumber": 0, "brick": 4}


def test_SFC_18_opponent_exchange_take_blind_then_give_at_once():
    """SFC-18: one card taken at random, then a give of choice (maybe the same card) before anything else."""
    for seed in range(8):
        match = new_match(2, {"hands": [cards(ore=1), cards(wool=2, grain=2)]}, seed=seed)
        play(match, 0, "exchange_player", target=1)
        taken = next(r for r in ("wool", "grain") if match.state.hands[0][("ore", "wool", "grain").index(r)])
        assert match.view(0)["phase"] == "give" and match.to_act() == [0]
        assert types(legal(match)) == {"give"}
        assert {a["resource"] for a in legal(match)} == {"ore", taken}
        assert match.view(0)["pending"] == {"kind": "give", "seat": 0, "target": 1, "taken": taken}
        illegal(match, 0, "end_trade")
        play(match, 0, "give", resource=taken)  # giving back the card just taken is allowed
        assert hand_of(match, 0) == {"ore": 1} and sum(match.state.hands[1]) == 4
        assert match.view(0)["phase"] == "trade"


def test_SFC_18_random_take_is_uniform_over_cards():
    """SFC-18: the card taken is random over the target's cards (both kinds occur)."""
    seen = set()
    for seed in range(30):
        match = new_match(2, {"hands": [cards(ore=1), cards(wool=1, grain=3)]}, seed=seed)
        play(match, 0, "exchange_player", target=1)
        seen.add(match.view(0)["pending"]["taken"])
    assert seen == {"wool", "grain"}


def test_SFC_18_only_opponents_holding_cards():
    """SFC-18: the target is an opponent holding at least 1 card."""
    match = new_match(3, {"hands": [cards(ore=1), [], cards(wool=1)]})
    assert {a["target"] for a in legal(match) if a["type"] == "exchange_player"} == {2}
    illegal(match, 0, "exchange_player", target=1)
    assert "holds no card" in illegal(match, 0, "exchange_player", target=1)
    assert "opponent" in illegal(match, 0, "exchange_player", target=0)


def test_SFC_19_exchanges_need_a_card_and_end_trade_is_always_legal():
    """SFC-19: with an empty hand no exchange is legal; end_trade is legal with exchanges left."""
    match = new_match(2, {"hands": [[], cards(ore=2)]})
    assert legal(match) == [{"seat": 0, "type": "end_trade"}]
    assert "at least 1 card" in illegal(match, 0, "exchange_supply", give="ore")
    match = new_match(2, {"hands": [cards(ore=2), []]})
    assert {"seat": 0, "type": "end_trade"} in legal(match)


def library_setup(hands):
    return {
        "tableaux": [
            {"roads": 1, "estates": [{"card": "settlement-brigand", "city": True, "expansion": "library"}]},
            {"roads": 1},
            {"roads": 1},
        ],
        "hands": hands,
    }


def test_SFC_36_library_owner_may_choose_the_card_in_every_exchange():
    """SFC-36: a Library owner may name the card taken (both forms legal), in every opponent exchange."""
    match = new_match(3, library_setup([cards(ore=2), cards(brick=1, wool=1), cards(lumber=1)]))
    offered = [a for a in legal(match) if a["type"] == "exchange_player"]
    assert {(a["target"], a.get("take")) for a in offered} == {
        (1, None),
        (1, "brick"),
        (1, "wool"),
        (2, None),
        (2, "lumber"),
    }
    assert "holds no grain" in illegal(match, 0, "exchange_player", target=1, take="grain")
    play(match, 0, "exchange_player", target=1, take="wool")
    assert match.view(0)["pending"]["taken"] == "wool"
    play(match, 0, "give", resource="ore")
    assert hand_of(match, 0) == {"ore": 1, "wool": 1}
    assert hand_of(match, 1) == {"ore": 1, "brick": 1}


def test_SFC_36_without_library_no_choice():
    """SFC-36: without a Library the `take` form is refused."""
    match = new_match(2, {"hands": [cards(ore=1), cards(wool=1)]})
    assert all("take" not in a for a in legal(match) if a["type"] == "exchange_player")
    assert "Library" in illegal(match, 0, "exchange_player", target=1, take="wool")


def guild_setup(hands, start=0, extra_vp=0):
    seat0 = [{"card": "settlement-brigand", "city": True, "expansion": "merchant-guild"}]
    return {
        "start_seat": start,
        "hands": hands,
        "tableaux": [
            {"roads": 1, "estates": seat0},
            {"roads": 1 + 2 * extra_vp, "estates": [{"card": "settlement-brigand", "city": True}]},
            {"roads": 1, "estates": [{"card": "settlement-brigand", "city": True, "expansion": "town-hall"}]},
        ],
    }


def test_SFC_37_merchant_guild_steal():
    """SFC-37: once per turn, take 1 card at random from an opponent with at least as many VP; not an exchange."""
    match = new_match(3, guild_setup([[], cards(ore=2), cards(wool=1)]))
    # Seat 0 has 3 VP, seat 1 has 2 (fewer: not a target), seat 2 has 4.
    steals = [a for a in legal(match) if a["type"] == "guild_steal"]
    assert steals == [{"seat": 0, "type": "guild_steal", "target": 2}]
    assert "at least as many VP" in illegal(match, 0, "guild_steal", target=1)
    assert match.view(0)["guild_uses_left"] == 1
    play(match, 0, "guild_steal", target=2)
    assert hand_of(match, 0) == {"wool": 1} and sum(match.state.hands[2]) == 0
    assert match.view(0)["exchanges_left"] == 1 and match.view(0)["phase"] == "trade"
    assert "no Merchant Guild use is left" in illegal(match, 0, "guild_steal", target=2)
    # Next own turn it is available again.
    for seat in (0, 1, 2):
        play(match, seat, "end_trade")
        play(match, seat, "end_build")
    assert match.view(0)["guild_uses_left"] == 1


def test_SFC_37_guild_in_build_phase_not_while_a_give_is_pending():
    """SFC-37: usable in the build phase too, never while a give is pending."""
    match = new_match(3, guild_setup([cards(ore=1), cards(ore=2), cards(wool=2)], extra_vp=1))
    play(match, 0, "exchange_player", target=1)
    assert types(legal(match)) == {"give"}
    play(match, 0, "give", resource="ore")
    play(match, 0, "end_trade")
    assert {a["target"] for a in legal(match) if a["type"] == "guild_steal"} == {1, 2}
    play(match, 0, "guild_steal", target=1)
    assert "guild_steal" not in types(legal(match))


def test_SFC_37_a_guild_built_this_turn_works_at_once():
    """SFC-5, SFC-37: a Merchant Guild built in the build phase gives a use that same turn."""
    setup = {
        "hands": [cards(wool=3, ore=1), [], cards(grain=1)],
        "tableaux": [
            {"roads": 1, "estates": [{"card": "settlement-brigand", "city": True}]},
            {"roads": 1},
            {"roads": 1, "estates": [{"card": "settlement-brigand", "city": True, "expansion": "town-hall"}]},
        ],
    }
    match = new_match(3, setup)
    play(match, 0, "end_trade")
    assert "guild_steal" not in types(legal(match))
    play(match, 0, "build", building="expansion", city=0, card="merchant-guild")
    assert match.view(0)["guild_uses_left"] == 1
    assert {"seat": 0, "type": "guild_steal", "target": 2} in legal(match)
