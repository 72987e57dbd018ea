"""CABO clause tests for information and views (CABO-30 to CABO-33), overrides, words and determinize."""

from __future__ import annotations

import json
import random

import pytest
from cabo_helpers import RULES, act, example_3_swapped, pass_turn, peek_all, stack, start

from tablegame.core.match import Match, Seat
from tablegame.core.rules import BadSetup, IllegalAction


def cards(view, seat):
    """The `card` fields of one row of a view."""
    return [slot["card"] for slot in view["rows"][seat]]


# --- 5. Information ------------------------------------------------------------------------------------


def test_CABO_30_seen_by_events():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [7, 10, 0]))
    act(state, 0, "peek_start", positions=[0, 1])  # peek_start adds the looker
    assert [s["seen_by"] for s in RULES.view(state, 1)["rows"][0]] == [[0], [0], [], []]
    act(state, 1, "peek_start", positions=[2, 3])
    act(state, 0, "draw", source="deck")
    act(state, 0, "peek", position=3)  # PEEK adds the looker
    act(state, 1, "draw", source="deck")
    act(state, 1, "spy", target=0, position=2)  # SPY adds the looker
    act(state, 0, "draw", source="deck")
    act(state, 0, "replace", positions=[1])  # a deck draw placed in the row: the drawer only
    view = RULES.view(state, 1)
    assert [s["seen_by"] for s in view["rows"][0]] == [[0], [0], [1], [0]]
    act(state, 1, "draw", source="discard")  # taken from the discard pile: everyone
    act(state, 1, "replace", positions=[0])
    assert RULES.view(state, 0)["rows"][1][0] == {"card": "c2", "face_up": False, "seen_by": [0, 1]}


def test_CABO_30_face_up_cards_are_seen_by_everyone():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [0]))
    peek_all(state)
    act(state, 0, "draw", source="deck")
    act(state, 0, "replace", positions=[2, 3])
    assert RULES.view(state, 1)["rows"][0][2:4] == [
        {"card": "c3", "face_up": True, "seen_by": [0, 1]},
        {"card": "c4", "face_up": True, "seen_by": [0, 1]},
    ]


def test_CABO_30_swap_carries_seen_by_example_3_swapped():
    state = example_3_swapped()
    assert RULES.view(state, 0)["rows"][0][0]["seen_by"] == [1]
    assert RULES.view(state, 0)["rows"][1][3]["seen_by"] == [0]


# Clause: CABO-31
def test_CABO_31_public_information_in_every_view():
    state = example_3_swapped()
    for seat in (0, 1):
        view = RULES.view(state, seat)
        assert view["discard"] == ["c11", "c9", "c2"]
        assert view["draw_count"] == 52 - 9 - 2
        assert [len(row) for row in view["rows"]] == [4, 4]
        assert [[s["seen_by"] for s in row] for row in view["rows"]] == [
            [[1], [0], [], []],
            [[0, 1], [], [], [0]],
        ]
        assert view["caller"] is None and view["scores"] == [0, 0]


# Clause: CABO-32
def test_CABO_32_view_of_example_3_swapped():
    state = example_3_swapped()
    view0, view1 = RULES.view(state, 0), RULES.view(state, 1)
    assert cards(view0, 0) == [None, "c12", None, None]
    assert cards(view0, 1) == ["c0", None, None, "c1"]
    assert cards(view1, 0) == ["c8", None, None, None]
    assert cards(view1, 1) == ["c0", None, None, None]
    assert view0["to_act"] == [0]


# Clause: CABO-32
def test_CABO_32_view_fields():
    state = start(seed=5, n=3)
    view = RULES.view(state, 2)
    assert set(view) >= {
        "seat",
        "round",
        "start_seat",
        "phase",
        "to_act",
        "current",
        "caller",
        "rows",
        "drawn",
        "discard",
        "draw_count",
        "scores",
        "round_scores",
        "winners",
        "resets_used",
        "last_round",
    }
    assert view["seat"] == 2 and view["round"] == 1 and view["start_seat"] == 0
    assert view["phase"] == "peek_start" and view["to_act"] == [0] and view["current"] == 0
    assert view["caller"] is None and view["drawn"] is None and view["last_round"] is None
    assert view["scores"] == [0, 0, 0] and view["round_scores"] == [] and view["winners"] == []
    assert view["resets_used"] == [False, False, False] and view["history"] == []
    assert all(slot == {"card": None, "face_up": False, "seen_by": []} for row in view["rows"] for slot in row)
    json.dumps(view)  # JSON-ready


# Clause: CABO-32
def test_CABO_32_drawn_card_shown_to_the_drawer_or_to_all_from_the_discard():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [0]))
    peek_all(state)
    act(state, 0, "draw", source="discard")
    for seat in (0, 1):
        assert RULES.view(state, seat)["drawn"] == {"seat": 0, "source": "discard", "card": "c9"}


# Clause: CABO-32
def test_CABO_32_last_round_for_the_score_screen():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9))
    peek_all(state)
    act(state, 0, "call_cabo")
    pass_turn(state)
    last = RULES.view(state, 1)["last_round"]
    assert last["rows"] == [["c1", "c2", "c3", "c4"], ["c5", "c6", "c7", "c8"]]
    assert last["sums"] == [10, 26] and last["round_scores"] == [0, 26]
    assert last["caller"] == 0 and last["bomb"] is None and last["round"] == 1
    assert last["scores"] == [0, 26] and last["next_start"] == 0
    last["rows"][0][0] = "c13"  # a view is a copy
    assert RULES.view(state, 1)["last_round"]["rows"][0][0] == "c1"


def test_CABO_33_memory_aid_does_not_change_the_view():
    views = []
    for aid in (False, True):
        state = start(seed=9, options={"memory_aid": aid})
        peek_all(state)
        act(state, 0, "draw", source="deck")
        view = RULES.view(state, 0)
        del view["options"]
        views.append(view)
    assert views[0] == views[1]


# --- setup overrides ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        ({"shuffle": False}, "unknown setup key 'shuffle'"),
        ({"deck": ["c1", "c14"]}, "unknown card kind 'c14'"),
        ({"deck": ["c13", "c13", "c13"]}, "3 copies of c13, but the game has only 2"),
        ({"decks": [["c0"], ["c0", "c0", "c0"]]}, r"decks\[1\]' lists 3 copies of c0"),
        ({"start_seat": 2}, "start_seat' must be a seat 0..1"),
        ({"start_seat": -1}, "start_seat"),
        ({"start_seat": True}, "start_seat"),
        ({"deck": ["c1"], "decks": [["c1"]]}, "not both"),
        ({"deck": "c1"}, "must be a list"),
        ({"decks": ["c1"]}, "must be a list"),
    ],
)
def test_bad_overrides_raise_BadSetup(setup, message):
    with pytest.raises(BadSetup, match=message):
        RULES.setup(2, RULES.resolve_options({}), random.Random(1), setup)


def test_bad_override_exits_with_status_2_through_replay(tmp_path):
    from tablegame.cli import main

    save = {
        "format": "tablegame-save",
        "version": 1,
        "game": "cabo",
        "options": {},
        "seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}],
        "seed": 1,
        "setup": {"deck": ["c99"]},
        "actions": [],
    }
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(save))
    assert main(["replay", str(path), "--json"]) == 2


def test_decks_override_rounds_past_the_list_are_shuffled():
    state = start(decks=[["c13", "c13"]])
    assert RULES.values[state.rows[0][0][0]] == 13 and RULES.values[state.rows[1][0][0]] == 13
    peek_all(state)
    act(state, 0, "call_cabo")
    pass_turn(state)
    assert state.round == 2 and len(state.deck) == 43


# --- words ------------------------------------------------------------------------------------------------


def test_describe_actions_in_words():
    names = ["Mina", "Bot 1"]
    d = RULES.describe
    assert d({"seat": 0, "type": "draw", "source": "deck"}, names) == "Mina drew a card from the draw pile"
    assert d({"seat": 0, "type": "draw", "source": "discard"}, names) == "Mina took the top card of the discard pile"
    assert d({"seat": 1, "type": "swap", "position": 2, "target": 0, "target_position": 0}, names) == (
        "Bot 1 swapped their 3rd card with Mina's 1st card"
    )
    assert d({"seat": 0, "type": "replace", "positions": [0, 2]}, names) == "Mina replaced their 1st and 3rd cards"
    assert d({"seat": 0, "type": "replace", "positions": [3]}, names) == "Mina replaced their 4th card"
    assert d({"seat": 1, "type": "call_cabo"}, names) == "Bot 1 called CABO!"
    assert d({"seat": 0, "type": "peek_start", "positions": [0, 1]}, names) == "Mina looked at their 1st and 2nd cards"
    assert d({"seat": 0, "type": "spy", "target": 1, "position": 1}, names) == (
        "Mina discarded a SPY card and looked at Bot 1's 2nd card"
    )
    assert d({"seat": 0, "type": "discard"}) == "Player 1 discarded the drawn card"


def test_explain_illegal_gives_one_line_reasons():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [10, 1]))
    explain = RULES.explain_illegal
    assert "first look" in explain(state, {"seat": 0, "type": "draw", "source": "deck"})
    peek_all(state)
    assert explain(state, {"seat": 1, "type": "draw", "source": "deck"}) == "it is seat 0's turn, not yours"
    assert "draw a card first" in explain(state, {"seat": 0, "type": "discard"})
    assert "unknown action type" in explain(state, {"seat": 0, "type": "fly"})
    act(state, 0, "draw", source="deck")  # a 10: SPY
    assert explain(state, {"seat": 0, "type": "spy", "target": 0, "position": 0}) == (
        "spy needs a card of another player"
    )
    assert "only a 7 or an 8" in explain(state, {"seat": 0, "type": "peek", "position": 0})
    assert "in increasing order" in explain(state, {"seat": 0, "type": "replace", "positions": [2, 1]})
    assert "not in your row" in explain(state, {"seat": 0, "type": "replace", "positions": [7]})
    assert "1 to 4" in explain(state, {"seat": 0, "type": "replace", "positions": "x"})
    act(state, 0, "spy", target=1, position=2)
    act(state, 1, "draw", source="discard")
    with pytest.raises(IllegalAction, match="you must replace a card: it came from the discard pile"):
        act(state, 1, "discard")


def test_explain_illegal_spy_on_a_face_up_card():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [0, 10]), options={"mismatch_penalty": "none"})
    peek_all(state)
    act(state, 0, "draw", source="deck")
    act(state, 0, "replace", positions=[0, 1])  # seat 0's 1st and 2nd cards stay face up
    act(state, 1, "draw", source="deck")  # 10: SPY
    assert {"seat": 1, "type": "spy", "target": 0, "position": 0} not in RULES.legal_actions(state, 1)
    for position in (0, 9):
        assert RULES.explain_illegal(state, {"seat": 1, "type": "spy", "target": 0, "position": position}) == (
            "spy needs a face-down card of another player"
        )


def test_apply_refuses_malformed_actions_with_a_reason():
    state = start()
    for bad in ({"seat": 0}, {"seat": "0", "type": "draw"}, {"seat": 0, "type": "peek_start", "positions": None}):
        with pytest.raises(IllegalAction):
            RULES.apply(state, bad)


# --- determinize -------------------------------------------------------------------------------------------


def test_determinize_agrees_with_the_view_and_accounts_for_52_cards():
    match = Match("cabo", [Seat("A"), Seat("B"), Seat("C")], seed=4)
    rng = random.Random(2)
    while not match.is_over():
        match.apply(rng.choice(match.legal_actions()))
        for viewer in range(3):
            view = match.view(viewer)
            sample = RULES.determinize(view, random.Random(viewer))
            assert RULES.view(sample, viewer) == view
            total = (
                sum(len(r) for r in sample.rows) + len(sample.deck) + len(sample.discard) + (sample.drawn is not None)
            )
            assert total == 52


def test_determinize_gives_a_playable_state():
    state = example_3_swapped()
    sample = RULES.determinize(RULES.view(state, 0), random.Random(1))
    assert RULES.legal_actions(sample, 0) == RULES.legal_actions(state, 0)
    clone = RULES.clone(sample)
    RULES.apply(clone, {"seat": 0, "type": "call_cabo"})
    while not RULES.is_over(clone) and clone.round == 1:
        RULES.apply(clone, RULES.legal_actions(clone, RULES.to_act(clone)[0])[0])
    assert clone.round == 2 or RULES.is_over(clone)


def test_options_resolved_once_still_refuse_a_number_for_a_switch():
    """Setup remembers resolved options by what was given, each value with its type: True is not 1."""
    assert RULES.setup(2, {"lock_caller": True}, random.Random(1), {}).options["lock_caller"] is True
    with pytest.raises(BadSetup):
        RULES.setup(2, {"lock_caller": 1}, random.Random(1), {})
    with pytest.raises(BadSetup):
        RULES.setup(2, {"lock_caller": [True]}, random.Random(1), {})
