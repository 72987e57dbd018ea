"""The bots: levels, legality, sensible choices, and short tournaments that end."""

from __future__ import annotations

import random

from catan_helpers import GAME, NINE_VP, cards, legal, new_match, play, types

from tablegame.bots.base import levels_for, make_bot
from tablegame.core.registry import get_rules
from tablegame.games.struggle_for_catan.bots import NormalBot, max_reachable_vp
from tablegame.sim import run_sim

RULES = get_rules(GAME)


def choose(match, level="normal", seed=0):
    seat = match.to_act()[0]
    bot = make_bot(RULES, level, seat, seed)
    options = match.legal_actions(seat)
    action = bot.choose(match.view(seat), options)
    assert action in options
    return action


def test_levels():
    """random, easy, normal and hard are offered."""
    assert levels_for(GAME) == ["random", "easy", "normal", "hard"]


def test_normal_takes_a_winning_build():
    """normal builds what wins at once."""
    match = new_match(2, {"tableaux": NINE_VP, "hands": [cards(lumber=1, brick=1, ore=3, grain=2), []]})
    play(match, 0, "end_trade")
    action = choose(match)
    assert action["type"] == "build"
    match.apply(action)
    assert match.is_over() and match.result()["winners"] == [0]


def test_normal_trades_at_the_market_for_a_missing_card():
    """normal exchanges a surplus card for the one that completes a build."""
    match = new_match(
        2,
        {
            "hands": [cards(ore=3, grain=1, wool=2), []],
            "resource_deck": cards(grain=5),
            "tableaux": [{"roads": 1, "estates": [{"card": "settlement-brigand"}]}, {"roads": 1}],
        },
    )
    action = choose(match)
    assert action == {"seat": 0, "type": "exchange_market", "give": "wool", "take": "grain"}


def test_easy_overlooks_the_market():
    """easy, a newcomer's opponent, builds from its own hand: where normal exchanges, it ends the trade."""
    match = new_match(
        2,
        {
            "hands": [cards(ore=3, grain=1, wool=2), []],
            "resource_deck": cards(grain=5),
            "tableaux": [{"roads": 1, "estates": [{"card": "settlement-brigand"}]}, {"roads": 1}],
        },
    )
    assert "exchange_market" in types(legal(match, 0))
    assert choose(match, "easy")["type"] == "end_trade"


def test_easy_overlooks_a_build_now_and_then_but_not_the_winning_one():
    """easy sometimes ends its turn without the build it could pay for; never when a build may win."""
    early = new_match(2, {"hands": [cards(lumber=1, brick=1, ore=3, grain=2), []]})
    late = new_match(2, {"tableaux": NINE_VP, "hands": [cards(lumber=1, brick=1, ore=3, grain=2), []]})
    for match in (early, late):
        play(match, 0, "end_trade")
    early_choices = {choose(early, "easy", seed)["type"] for seed in range(100)}
    late_choices = {choose(late, "easy", seed)["type"] for seed in range(100)}
    assert early_choices == {"build", "end_build"} and late_choices == {"build"}


def test_normal_pays_directly_and_keeps_what_it_needs():
    """normal pays a settlement directly rather than with threes it needs for its city."""
    match = new_match(
        2,
        {
            "hands": [cards(lumber=1, brick=1, grain=1, wool=4, ore=3), []],
            "tableaux": [{"roads": 2, "estates": [{"card": "settlement-brigand"}]}, {"roads": 1}],
        },
    )
    play(match, 0, "end_trade")
    action = choose(match)
    while action["type"] == "build" and action["building"] != "settlement":
        match.apply(action)
        action = choose(match)
    assert action["pay"] == {"lumber": 1, "brick": 1, "grain": 1, "wool": 1}


def test_normal_discards_what_it_needs_least():
    """normal keeps the cards of a city when a Brigand Attack makes it discard."""
    tableaux = [
        {"roads": 1, "estates": [{"card": "settlement-brigand"}, {"card": "settlement-brigand"}]},
        {"roads": 1, "estates": [{"card": "settlement-brigand"}]},
    ]
    match = new_match(
        2, {"start_seat": 1, "tableaux": tableaux, "hands": [cards(ore=3, grain=2, lumber=5), cards(ore=3, grain=2)]}
    )
    play(match, 1, "end_trade")
    play(match, 1, "build", building="city")
    assert match.to_act() == [0]
    action = choose(match)
    assert action == {"seat": 0, "type": "discard", "resources": {"lumber": 5}}


def test_normal_uses_the_merchant_guild():
    """normal takes the free card a Merchant Guild offers."""
    tableaux = [
        {"roads": 1, "estates": [{"card": "settlement-brigand", "city": True, "expansion": "merchant-guild"}]},
        {"roads": 3, "estates": [{"card": "settlement-brigand", "city": True}]},
        {"roads": 1},
    ]
    match = new_match(3, {"tableaux": tableaux, "hands": [cards(ore=1), cards(wool=3), []]})
    assert choose(match) == {"seat": 0, "type": "guild_steal", "target": 1}


def test_max_reachable_vp_detects_a_capped_seat():
    """A seat whose VP can no longer reach 10 is recognised (it then spends cards so the game can end)."""
    tableaux = [
        {
            "roads": 5,
            "knights": 2,
            "estates": [
                {"card": "settlement-brigand", "city": True, "expansion": "library"},
                {"card": "settlement-brigand", "city": True, "expansion": "castle"},
            ],
        },
        {"estates": [{"card": "settlement-brigand"}] * 3 + [{"card": "settlement-market-day"}] * 2},
    ]
    match = new_match(2, {"tableaux": tableaux})
    assert max_reachable_vp(match.view(0)) == 9
    assert max_reachable_vp(match.view(1)) >= 10


def test_bots_only_choose_legal_actions_from_views():
    """easy and normal play whole games from views alone, always choosing a legal action."""
    for n, levels in ((2, ["normal", "easy"]), (3, ["normal", "random", "easy"]), (4, ["easy", "normal"] * 2)):
        rng = random.Random(n)
        match = new_match(n, seed=n)
        bots = [make_bot(RULES, levels[s], s, rng.getrandbits(32)) for s in range(n)]
        for _ in range(5000):
            if match.is_over():
                break
            seat = match.to_act()[0]
            action = bots[seat].choose(match.view(seat), legal(match, seat))
            match.apply(action)  # checked
        assert match.is_over()


def test_short_tournament_normal_beats_random():
    """A short 2-seat tournament: normal wins most games against random (the bar is measured by sim)."""
    report = run_sim(GAME, ["normal", "random"], 16, seed=3)
    assert report["wins"][0] >= 13
    assert isinstance(NormalBot.level, str)
