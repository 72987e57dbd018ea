"""Victory and VP (SFC-39, SFC-40, SFC-47), information and views (SFC-41 to SFC-44, SFC-46), words."""

from __future__ import annotations

import json
import random

from catan_helpers import NINE_VP, cards, illegal, legal, new_match, play, types, view_vp

from tablegame.core.registry import get_rules
from tablegame.games.struggle_for_catan.story import describe, redact_actions

RULES = get_rules("struggle-for-catan")


def test_SFC_39_vp_table():
    """SFC-39: settlement 1, city 2, expansion 3/4 instead of 2, each B side 1; nothing else scores."""
    tableaux = [
        {
            "roads": 5,
            "knights": 3,
            "estates": [{"card": "settlement-brigand"}, {"card": "settlement-brigand", "city": True}],
        },
        {
            "roads": 1,
            "estates": [
                {"card": "settlement-market-day", "city": True, "expansion": "town-hall"},
                {"card": "settlement-market-day", "city": True, "expansion": "library"},
            ],
        },
        {"roads": 0, "knights": 1},
    ]
    match = new_match(3, {"tableaux": tableaux, "hands": [cards(ore=10), [], []]})
    assert match.result()["scores"] == [2 + 1 + 1 + 2, 7, 0]
    view = match.view(2)
    assert [view_vp(t) for t in view["tableaux"]] == match.result()["scores"] == view["scores"]
    assert [t["estate_vp"] for t in view["tableaux"]] == [[1, 2], [4, 3], []]  # each estate's VP, for the table


def test_SFC_40_win_at_once_in_own_turn_no_draw():
    """SFC-40: reaching 10 VP in one's own turn ends the game at once; no draw phase follows."""
    match = new_match(2, {"tableaux": NINE_VP, "hands": [cards(lumber=1, brick=1), []]})
    assert match.result()["scores"] == [9, 0]
    play(match, 0, "end_trade")
    play(match, 0, "build", building="road")
    assert match.is_over() and match.result() == {"scores": [10, 0], "winners": [0]}
    assert match.to_act() == [] and match.legal_actions() == [] and legal(match, 0) == []
    assert sum(match.state.hands[0]) == 0  # no draw
    assert match.view(1)["phase"] == "over" and match.view(1)["winners"] == [0]
    assert "over" in illegal(match, 0, "end_build")


def test_SFC_40_event_not_resolved_after_a_winning_city():
    """SFC-40: the event a winning city reveals is not resolved."""
    tableaux = [
        {
            "roads": 2,
            "estates": [
                {"card": "settlement-brigand", "city": True, "expansion": "town-hall"},
                {"card": "settlement-brigand", "city": True, "expansion": "castle"},
                {"card": "settlement-market-day"},
            ],
        },
        {"roads": 1},
        {"roads": 1},
    ]
    match = new_match(3, {"tableaux": tableaux, "hands": [cards(grain=2, ore=3), cards(ore=9), []]})
    play(match, 0, "end_trade")
    play(match, 0, "build", building="city", settlement=2)
    assert match.is_over() and match.view(1)["pending"] is None and sum(match.state.hands[1]) == 9


def test_SFC_40_only_the_seat_whose_turn_it_is_wins():
    """SFC-40: VP rise only through one's own builds; a steal lowers the victim, never raises others."""
    match = new_match(
        2, {"tableaux": [{"roads": 4}, {"roads": 1}], "start_seat": 1, "hands": [[], cards(lumber=1, brick=1)]}
    )
    assert match.result()["scores"] == [2, 0]
    play(match, 1, "end_trade")
    play(match, 1, "build", building="road")
    assert match.result()["scores"] == [1, 1] and not match.is_over()


def test_SFC_47_scores_while_running_and_winners_empty():
    """SFC-47: scores are the current VP also while the game runs; winners [] before the end."""
    match = new_match(3)
    assert match.result() == {"scores": [1, 1, 1], "winners": []}


def test_SFC_41_public_information_in_every_view():
    """SFC-41: tableaux, supplies, market, discard, deck size, hand sizes, fate, turn, phase, counters are public."""
    match = new_match(3, {"hands": [cards(ore=2), cards(wool=3), cards(grain=1)]})
    views = [match.view(s) for s in range(3)]
    public = (
        "phase",
        "to_act",
        "turn",
        "start_seat",
        "hand_sizes",
        "market",
        "discard",
        "deck_count",
        "supply",
        "tableaux",
        "fate",
        "exchanges_left",
        "built",
        "guild_uses_left",
        "pending",
        "scores",
        "winners",
    )
    for key in public:
        assert views[0][key] == views[1][key] == views[2][key], key
    assert views[0]["hand_sizes"] == [2, 3, 1]
    for v in views:
        json.dumps(v)


def test_SFC_42_hidden_hands_events_and_deck_order():
    """SFC-42: others' hands, unrevealed events and the deck order are hidden; own hand shown."""
    match = new_match(2, {"hands": [cards(ore=2), cards(wool=3)]})
    view = match.view(0)
    assert view["hand"]["ore"] == 2 and view["opponent_hands"] is None
    text = json.dumps(view)
    assert "brigand" not in text and "market-day" not in text  # events of settlements stay hidden
    assert "deck" not in {k for k in view if k != "deck_count"}


def test_SFC_42_moved_cards_known_to_the_two_seats_only():
    """SFC-42: the card taken and the card given in an opponent exchange are known to those two seats only."""
    match = new_match(3, {"hands": [cards(ore=1), cards(wool=1), cards(grain=1)]})
    play(match, 0, "exchange_player", target=1)
    assert match.view(0)["pending"]["taken"] == "wool" == match.view(1)["pending"]["taken"]
    assert match.view(2)["pending"]["taken"] is None
    play(match, 0, "give", resource="ore")
    for seat, visible in ((0, True), (1, True), (2, False)):
        log = {e["event"]: e for e in match.view(seat)["log"]}
        assert (log["exchange_player"]["took"] == "wool") is visible
        assert (log["give"]["resource"] == "ore") is visible


def test_SFC_42_action_log_redaction():
    """SFC-42: in another seat's copy of the action list, take and give resources are hidden."""
    actions = [
        {"seat": 0, "type": "exchange_player", "target": 1, "take": "wool"},
        {"seat": 0, "type": "give", "resource": "ore"},
        {"seat": 0, "type": "exchange_supply", "give": "grain"},
    ]
    assert redact_actions(actions, 1) == actions
    assert redact_actions(actions, 2) == [
        {"seat": 0, "type": "exchange_player", "target": 1},
        {"seat": 0, "type": "give"},
        actions[2],
    ]
    assert describe(redact_actions(actions, 2)[1], ["Mina", "Bo", "Cy"]) == "Mina gives a card back"


def test_SFC_42_history_names_the_moved_cards_to_the_two_seats_only():
    """SFC-42: the history names the Library's chosen card and the card given back to the two seats involved;
    each reads its own seat as "You"."""
    library = {"roads": 1, "estates": [{"card": "settlement-brigand", "city": True, "expansion": "library"}]}
    match = new_match(
        3, {"tableaux": [library, {"roads": 1}, {"roads": 1}], "hands": [cards(ore=1), cards(wool=1), cards(grain=1)]}
    )

    def entries(action: dict) -> dict:
        before = {viewer: match.view(viewer) for viewer in (0, 1, 2, None)}
        match.apply(action)
        return {
            viewer: match.describe_for(match.actions[-1], viewer, before[viewer], match.view(viewer))
            for viewer in before
        }

    lines = entries({"seat": 0, "type": "exchange_player", "target": 1, "take": "wool"})
    assert lines[0] == "You look at S1's hand and take a wool (Library)"
    assert lines[1] == "S0 looks at your hand and takes a wool (Library)"
    assert lines[2] == lines[None] == "S0 looks at S1's hand and takes a card (Library)"
    lines = entries({"seat": 0, "type": "give", "resource": "ore"})
    assert lines[0] == "You give an ore back to S1" and lines[1] == "S0 gives an ore back to you"
    assert lines[2] == lines[None] == "S0 gives a card back to S1"


def test_SFC_42_determinize_is_consistent_with_the_view():
    """SFC-42: determinize deals unknown cards and events consistently with what the seat sees."""
    match = new_match(3, seed=5)
    rng = random.Random(3)
    for _ in range(40):
        seat = match.to_act()[0]
        match.apply(rng.choice(match.legal_actions()))
    for seat in range(3):
        view = match.view(seat)
        for k in range(5):
            state = RULES.determinize(view, random.Random(k))
            assert RULES.view(state, seat) == view
            assert state.hands[seat] == match.state.hands[seat]


def test_SFC_43_library_owner_sees_hands_in_own_trade_phase():
    """SFC-43: a Library owner with an exchange left sees every opponent's hand in its trade phase only."""
    setup = {
        "tableaux": [
            {"roads": 1, "estates": [{"card": "settlement-brigand", "city": True, "expansion": "library"}]},
            {"roads": 1},
            {"roads": 1},
        ],
        "hands": [cards(ore=1), cards(wool=2), cards(brick=1)],
    }
    match = new_match(3, setup)
    hands = match.view(0)["opponent_hands"]
    assert hands[0] is None and hands[1]["wool"] == 2 and hands[2]["brick"] == 1
    assert match.view(1)["opponent_hands"] is None
    play(match, 0, "exchange_player", target=1, take="wool")
    assert match.view(0)["opponent_hands"] is None  # a give is pending
    play(match, 0, "give", resource="ore")
    assert match.view(0)["opponent_hands"] is None  # no exchange left


def test_SFC_44_every_action_carries_its_seat_and_positive_counts():
    """SFC-44: actions carry "seat"; pay/resources hold positive counts only."""
    match = new_match(3, seed=9)
    rng = random.Random(9)
    for _ in range(300):
        if match.is_over():
            break
        for action in match.legal_actions():
            assert action["seat"] == match.to_act()[0]
            for key in ("pay", "resources"):
                if key in action:
                    assert all(isinstance(k, int) and k > 0 for k in action[key].values())
        match.apply(rng.choice(match.legal_actions()))


def test_SFC_46_who_acts():
    """SFC-46: the turn seat in trade/give/build; the next due seat in events; nobody when over."""
    tableaux = [{"roads": 1, "estates": [{"card": "settlement-brigand"}]} for _ in range(3)]
    match = new_match(
        3, {"start_seat": 2, "tableaux": tableaux, "hands": [cards(ore=8), cards(ore=3), cards(grain=2, ore=3)]}
    )
    assert match.to_act() == [2]
    play(match, 2, "end_trade")
    play(match, 2, "build", building="city")
    assert match.to_act() == [0] and legal(match, 2) == [] and types(legal(match, 0)) == {"discard"}
    play(match, 0, "discard", resources={"ore": 4})
    assert match.to_act() == [2]


def test_describe_lines():
    """describe() gives one readable line per action."""
    names = ["Mina", "Bo"]
    cases = {
        "Mina exchanges an ore with the supply and draws a card": {"type": "exchange_supply", "give": "ore"},
        "Mina exchanges an ore for a wool at the market": {"type": "exchange_market", "give": "ore", "take": "wool"},
        "Mina takes a card at random from Bo": {"type": "exchange_player", "target": 1},
        "Mina looks at Bo's hand and takes a wool (Library)": {"type": "exchange_player", "target": 1, "take": "wool"},
        "Mina builds a road paying lumber, brick": {
            "type": "build",
            "building": "road",
            "pay": {"lumber": 1, "brick": 1},
        },
        "Mina builds a settlement and turns the destiny card": {
            "type": "build",
            "building": "settlement",
            "flip": True,
        },
        "Mina builds a Castle on a city paying 3 wool, ore": {
            "type": "build",
            "building": "expansion",
            "city": 0,
            "card": "castle",
            "pay": {"wool": 3, "ore": 1},
        },
        "Mina discards 4 wool (Brigand Attack)": {"type": "discard", "resources": {"wool": 4}},
        "Mina passes (Market Day: no exchange)": {"type": "pass"},
        "Mina ends building and draws": {"type": "end_build"},
        "Mina takes a card at random from Bo (Merchant Guild)": {"type": "guild_steal", "target": 1},
    }
    for line, action in cases.items():
        assert RULES.describe({"seat": 0, **action}, names) == line
