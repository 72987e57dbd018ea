"""NIA-37 to NIA-40: views and hidden cards, the action objects, turn flow, the replay result."""

from __future__ import annotations

import json
import random

import pytest
from niagara_helpers import chosen, move, new_match, op

from tablegame.core.rules import IllegalAction
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara import scoring


def test_NIA_37_a_view_shows_only_whether_others_have_chosen():
    match = new_match(3)
    match.apply({"seat": 1, "type": "choose", "card": 6})
    for viewer in (0, 2):
        entry = match.view(viewer)["cards"][1]
        assert entry == {"used": [], "chosen": True, "revealed": False, "card": None, "last": None}
        assert "6" not in json.dumps(match.view(viewer)["cards"][1])
    own = match.view(1)["cards"][1]
    assert own["card"] == 6 and own["hand"] == [1, 2, 3, 4, 5, "cloud"]
    assert "hand" not in match.view(0)["cards"][1]
    assert match.view(None)["cards"][1]["card"] is None


def test_NIA_37_view_is_json_ready_and_complete_for_a_renderer():
    match = chosen([5, 3, "cloud"], {"boats": [[{"at": "4", "gem": "clear"}, {"at": "dock"}], None, None]})
    view = match.view(0)
    json.dumps(view)
    assert {
        "phase",
        "round",
        "start_seat",
        "to_act",
        "weather",
        "weather_label",
        "next_arm",
        "flow",
        "slots",
        "sites",
        "boats",
        "homes",
        "cards",
        "turn",
        "spare",
        "scores",
        "winners",
    } <= set(view)
    slot4 = next(s for s in view["slots"] if s["id"] == "4")
    assert slot4 == {
        "id": "4",
        "depth": 4,
        "site": "clear",
        "arm": None,
        "downstream": ["5"],
        "boats": [{"seat": 0, "boat": 0, "gem": "clear"}],
    }
    assert next(s for s in view["slots"] if s["id"] == "5")["downstream"] == ["6A", "6B"]
    assert view["turn"] == {
        "seat": 0,
        "moved": [False, False],
        "must_move": [True, False],
        "must_launch": False,
        "launched": False,
    }


def test_NIA_37_determinize_keeps_public_facts_and_draws_hidden_cards_from_unused():
    rules_match = new_match(3, {"used_cards": [None, [1, 2, 3], None]})
    rules_match.apply({"seat": 1, "type": "choose", "card": 6})
    rules_match.apply({"seat": 2, "type": "choose", "card": 4})
    view = rules_match.view(0)
    rules = rules_match.rules
    seen = set()
    for seed in range(60):
        state = rules.determinize(view, random.Random(seed))
        again = rules.view(state, 0)
        assert again == view
        seen.add(rnd.CARDS[state.chosen[1]])
    assert seen == {4, 5, 6, "cloud"}


def test_NIA_37_determinize_round_trips_mid_turn():
    match = chosen([4, 2, 6], {"boats": [[{"at": "2"}, {"at": "dock"}], None, None]})
    match.apply(move(0, 1, "4"))
    state = match.rules.determinize(match.view(0), random.Random(3))
    assert match.rules.view(state, 0) == match.view(0)
    assert match.rules.legal_actions(state, 0) == match.legal_actions(0)


# Clause: NIA-38
def test_NIA_38_actions_carry_seat_and_fields_omissions_accepted():
    match = chosen([6, 6], {"boats": [[{"at": "4"}, {"at": "dock"}], None]})
    for action in match.legal_actions():
        assert action["seat"] == 0
        if action["type"] == "move":
            assert set(action) >= {"boat", "to", "load", "steal_from"}
            assert ("steal_boat" in action) == (action["steal_from"] is not None)
    # load / steal_from / arm may be omitted
    match.apply({"seat": 0, "type": "move", "boat": 1, "to": "6A"})
    # the log keeps the canonical form, with the omitted fields filled in
    assert match.actions[-1] == {
        "seat": 0,
        "type": "move",
        "boat": 1,
        "to": "6A",
        "arm": "A",
        "load": None,
        "steal_from": None,
    }
    assert match.rebuilt().view(0) == match.view(0)


def test_NIA_38_arm_present_only_when_entering_an_arm_from_the_main_channel():
    match = chosen([1, 6], {"boats": [[{"at": "6A"}, {"at": "5"}], None]})
    got = {(a["boat"], a["to"]): a.get("arm") for a in match.legal_actions() if a["type"] == "move"}
    assert got == {(0, "7A"): None, (0, "5"): None, (1, "6A"): "A", (1, "6B"): "B", (1, "4"): None}


def test_NIA_38_json_true_is_not_a_number():
    match = new_match(2)
    with pytest.raises(IllegalAction, match="must be a number"):
        match.apply({"seat": 0, "type": "choose", "card": True})


# Clause: NIA-39
def test_NIA_39_to_act_in_each_step():
    match = new_match(3, {"boats": [[{"at": "7A"}, {"at": "falls"}], None, None], "home": [{"pink": 1}, None, None]})
    assert match.to_act() == [0, 1, 2]
    match.apply({"seat": 1, "type": "choose", "card": 2})
    assert match.to_act() == [0, 2]
    assert match.legal_actions(1) == []
    match.apply({"seat": 2, "type": "choose", "card": 3})
    match.apply({"seat": 0, "type": "choose", "card": 6})
    assert match.to_act() == [0]
    assert match.legal_actions(1) == []
    match.apply(move(0, 0, "1"))
    assert match.to_act() == [1]
    match.apply(move(1, 0, "2"))
    match.apply(move(2, 0, "3"))
    # seat 0 has a lost boat and a gem at home: an optional recovery decision
    assert match.to_act() == [0] and match.view(0)["phase"] == "recovery"
    match.apply({"seat": 0, "type": "pass"})
    assert match.to_act() == [0, 1, 2] and match.view(0)["phase"] == "choose"


# Clause: NIA-39
def test_NIA_39_recovery_step_to_act_and_over():
    match = chosen(["cloud", "cloud"], {"boats": [[{"at": "7A"}, {"at": "dock"}], None], "home": [{"pink": 1}, None]})
    match.apply({"seat": 0, "type": "weather", "delta": 1})
    match.apply({"seat": 1, "type": "weather", "delta": 1})
    assert match.to_act() == [0] and match.view(0)["recovery"] == [0]


def test_NIA_40_result_fields():
    match = new_match(3)
    assert match.result() == {"scores": [0, 0, 0], "winners": [], "flow": None, "round": 1, "ended_by": None}


def test_describe_keeps_cards_secret_and_reads_well():
    rules = new_match().rules
    names = ["Mina", "Bo", "Cy"]
    assert rules.describe({"seat": 0, "type": "choose", "card": 6}, names) == "Mina chose a card"
    line = rules.describe(move(1, 0, "3", op("end", "load", "violet")), names)
    assert line == "Bo's canoe 1 paddled to slot 3, loading an amethyst there"
    line = rules.describe(move(2, 1, "3", steal=(0, 1)), names)
    assert line == "Cy's canoe 2 paddled to slot 3, and took the gem from Mina's canoe 2"
    assert rules.describe(move(0, 0, "6A", arm="A"), names) == "Mina's canoe 1 paddled to slot 6A (arm A)"
    assert rules.describe(move(0, 0, "dock"), names) == "Mina's canoe 1 paddled to the dock"
    assert "+1" in rules.describe({"seat": 0, "type": "weather", "delta": 1}, names)
    assert "ruby" in rules.describe({"seat": 0, "type": "recover", "pay": "pink"}, names)
    assert "free" in rules.describe({"seat": 0, "type": "recover", "pay": None}, names)
    assert rules.describe({"seat": 0, "type": "pass"}, names)
    assert rules.describe({"seat": 0, "type": "end_move"}, names)


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ({"seat": 0, "type": "jump"}, "unknown action type"),
        ({"seat": 7, "type": "end_move"}, "it is seat 0's turn|there is no seat"),
        ({"seat": 1, "type": "end_move"}, "it is seat 0's turn"),
        ({"seat": 0, "type": "choose", "card": 3}, "chosen at the start of a round"),
        (
            {"seat": 0, "type": "weather", "delta": 1},
            "only the cloud moves the weather marker, and you did not play it",
        ),
        ({"seat": 0, "type": "recover", "pay": None}, "recovered after the river has flowed"),
        ({"seat": 0, "type": "move", "boat": 2, "to": "3"}, "no canoe 2"),
        ({"seat": 0, "type": "move", "boat": 0, "to": "9"}, "no slot '9'"),
        (
            {"seat": 0, "type": "move", "boat": 0, "to": "3", "load": {"when": "end", "op": "load", "colour": "gold"}},
            "no colour 'gold'",
        ),
        (
            {
                "seat": 0,
                "type": "move",
                "boat": 0,
                "to": "2",
                "load": {"when": "end", "op": "load", "colour": "violet"},
            },
            "no gem site at 2",
        ),
        (
            {"seat": 0, "type": "move", "boat": 0, "to": "1", "load": {"when": "end", "op": "unload"}},
            "no gem site at 1|carries no gem",
        ),
        ({"seat": 0, "type": "move", "boat": 0, "to": "4"}, "costs 4 .* gives 5"),
        ({"seat": 0, "type": "move", "boat": 0, "to": "5", "arm": "A"}, '"arm" is written only for a downstream move'),
        (
            {"seat": 0, "type": "move", "boat": 0, "to": "5", "steal_from": None, "steal_boat": 0},
            '"steal_boat" is written only with "steal_from"',
        ),
    ],
)
def test_explain_illegal_gives_reasons(action, reason):
    """Includes NIA-38's optional fields: a wrong `arm` or a stray `steal_boat` is named as such."""
    match = chosen([5, 3, "cloud"])
    with pytest.raises(IllegalAction, match=reason):
        match.apply(action)


@pytest.mark.parametrize("arm", ["B", None])
def test_NIA_38_a_wrong_arm_is_refused_with_the_right_arm_named(arm):
    """NIA-38: `arm` is the arm of t; "A" for 6A. A wrong or null arm is refused, and the reason says so."""
    match = chosen([6, 4, 5])
    with pytest.raises(IllegalAction, match='"arm" must be "A"'):
        match.apply({**move(0, 0, "6A"), "arm": arm})
    match.apply(move(0, 0, "6A"))
    assert match.actions[-1]["arm"] == "A"


# --- what the rules hand the table: events, the flow so far, standings --------------------------------------
def test_a_move_is_recorded_with_what_it_loaded_unloaded_stole_and_banked():
    match = chosen([2, 4, 3], {"boats": [[{"at": "3", "gem": "yellow"}, {"at": "dock"}], None, None]})
    match.apply(move(0, 0, "3", op("start", "exchange", "violet")))
    assert match.view(1)["last_events"] == [
        {
            "type": "move",
            "seat": 0,
            "boat": 0,
            "from": "3",
            "to": "3",
            "unloaded": "yellow",
            "loaded": "violet",
            "stolen": None,
            "banked": None,
        }
    ]
    match = chosen([3, 4, 5], {"boats": [[{"at": "3", "gem": "violet"}, {"at": "dock"}], None, None]})
    match.apply(move(0, 0, "dock"))
    event = match.view(2)["last_events"][0]
    assert (event["from"], event["to"], event["loaded"], event["banked"]) == ("3", "dock", None, "violet")


def test_a_steal_is_recorded_with_the_victim_and_the_gem():
    match = chosen(
        [2, 6, 5], {"boats": [[{"at": "6A"}, {"at": "dock"}], [{"at": "4", "gem": "pink"}, {"at": "dock"}], None]}
    )
    steal = next(a for a in match.legal_actions(0) if a.get("steal_from") == 1)
    match.apply(steal)
    assert match.view(0)["last_events"][0]["stolen"] == {"seat": 1, "boat": 0, "gem": "pink"}


def test_the_flow_is_recorded_push_by_push_with_the_falls_and_the_gems_sent_back():
    match = chosen(
        ["cloud", "cloud", 2],
        {"boats": [[{"at": "7A", "gem": "pink"}, {"at": "dock"}], [{"at": "6B", "gem": "blue"}, {"at": "dock"}], None]},
    )
    match.apply({"seat": 0, "type": "weather", "delta": 1})
    match.apply({"seat": 1, "type": "weather", "delta": 1})
    match.apply(move(2, 0, "2"))
    flow = next(e for e in match.view(0)["last_events"] if e["type"] == "flow")
    assert flow["speed"] == 4 and [p["arm"] for p in flow["pushes"]] == ["A", "B", "A", "B"]
    assert all(p["enters"] == "1" for p in flow["pushes"])
    routes = {(b["seat"], b["boat"]): b["route"] for b in flow["boats"]}
    assert routes[(0, 0)] == ["7A", "falls", "falls", "falls", "falls"]
    assert routes[(1, 0)] == ["6B", "6B", "7B", "7B", "falls"]
    assert routes[(2, 0)] == ["2", "3", "4", "5", "6B"]
    assert flow["over_falls"] == [{"seat": 0, "boat": 0, "gem": "pink"}, {"seat": 1, "boat": 0, "gem": "blue"}]
    assert flow["returned"] == ["pink", "blue"]
    assert json.loads(json.dumps(match.view(0)))["last_events"] == match.view(0)["last_events"]


def test_a_recovery_is_recorded_with_what_was_paid():
    match = new_match(2, {"boats": [[{"at": "falls"}, {"at": "4"}], None], "home": [{"violet": 1}, None]})
    state = match.state
    state.phase, state.recovery, state.actor = "recovery", [0], 0
    match.apply({"seat": 0, "type": "recover", "pay": "violet"})
    assert match.view(1)["last_events"][0] == {"type": "recover", "seat": 0, "boat": 0, "paid": "violet"}


def test_the_flow_so_far_counts_only_revealed_cards():
    match = chosen([5, 3, "cloud"])
    assert match.view(2)["flow_preview"] == 5  # seat 1's 3 is still face down
    assert new_match(3).view(0)["flow_preview"] is None


def test_standings_say_which_victory_conditions_a_home_meets():
    match = new_match(
        3,
        {"home": [{"yellow": 4}, {"violet": 1, "clear": 1, "yellow": 1, "blue": 1, "pink": 1}, {"pink": 2, "blue": 1}]},
    )
    standings = match.view(0)["standings"]
    assert standings[0]["met"] == ["one_colour"] and standings[0]["best"] == "yellow"
    assert standings[1]["met"] == ["all_colours"] and standings[1]["value"] == 15
    assert standings[2] == {"met": [], "best": "pink", "best_count": 2, "colours": 2, "gems": 3, "value": 14}


def test_a_standing_meets_a_condition_exactly_when_the_victory_rule_says_so():
    rng = random.Random(3)
    for _ in range(500):
        home = [rng.randrange(5) for _ in range(5)]
        assert bool(scoring.standing(home)["met"]) == scoring.meets_condition(home), home
