"""OGA-38 (views and phases), describe, explain_illegal and determinize."""

from __future__ import annotations

import json
import random

import pytest
from ogallala_helpers import CAT, act, area, match, rules

from tablegame.core.rules import IllegalAction

PHASE_TO_ACT = ("draw", "hold", "lasso", "shoot", "sink", "attack", "end")


def test_OGA_38_view_is_the_state_minus_the_piles():
    """OGA-38: grids, held card and source, booty, discard (top first), pile sizes, attacks, scores."""
    m = match(
        setup={"areas": [area("0:bow 1:chief-red"), area("0:loot-fur 1:loot-tent")], "piles": [["stern"], [], []]}
    )
    act(m, "draw", pile=0)
    act(m, "place", row=0, col=2)
    act(m, "attack", row=0, col=0, target=1, target_row=0, target_col=0)
    v = m.view(1)
    json.dumps(v)  # JSON-ready
    assert v["phase"] == "hold" and v["to_act"] == [0] and v["current"] == 0
    assert v["held"] == "loot-fur" and v["held_source"] == "booty" and v["booty"] == ["loot-tent"]
    assert v["piles"] == [len(p) for p in m.state.piles] and all(isinstance(n, int) for n in v["piles"])
    assert v["attacks"] == [{"row": 0, "col": 0, "left": 0}]
    assert v["completed_this_turn"] == [{"row": 0, "col": 0}]
    assert v["scores"] == [3, 0]
    seat0 = v["seats"][0]
    assert seat0["grid"][0][:3] == ["bow", "chief-red", "stern"] and len(seat0["grid"]) == 3
    assert all(len(r) == 14 for r in seat0["grid"])
    canoe = seat0["canoes"][0]
    assert canoe == {
        "row": 0,
        "first_col": 0,
        "last_col": 2,
        "cols": [0, 1, 2],
        "cards": ["bow", "chief-red", "stern"],
        "complete": True,
        "strength": 5,
        "colour": "red",
        "totem": False,
        "points": 3,
        "points_if_complete": 3,
        "attacks_left": 0,
        "breakdown": [{"part": "length", "cards": 3, "points": 3}],
    }


def test_OGA_38_every_seat_sees_the_same_table():
    """OGA-38: everything on the table is public: views differ only in who is looking."""
    m = match(n=3, seed=4)
    act(m, "draw", pile=0)
    views = [m.view(s) for s in range(3)]
    for v in views:
        v.pop("viewer")
    assert views[0] == views[1] == views[2]


def test_OGA_38_view_never_shows_the_piles_contents():
    """OGA-38: only the draw piles' contents and order are hidden."""
    m = match(seed=9)
    text = json.dumps(m.view(0))
    assert '"piles": [38, 37, 37]' in text
    # the view lists no card id more often than the visible cards hold it (here: none at all)
    assert not any(f'"{card_id}"' in text for card_id in CAT.ids)


def test_OGA_38_discard_pile_top_first():
    """OGA-38: the whole discard pile is shown, top first."""
    m = match(setup={"piles": [["loot-eagle", "loot-fur"], [], []]})
    act(m, "draw", pile=0)
    act(m, "discard")
    act(m, "draw", pile=0)
    act(m, "discard")
    assert m.view(0)["discard"] == ["loot-fur", "loot-eagle"] and m.view(0)["discard_top"] == "loot-fur"


def test_OGA_38_phase_table():
    """OGA-38: in every phase but `over` the seat to act is the current seat."""
    seen = set()
    r = rules()
    for seed in range(40):
        state = r.setup(2, r.resolve_options({}), random.Random(seed), {})
        rng = random.Random(seed)
        while not r.is_over(state):
            seen.add(state.phase)
            assert r.to_act(state) == [state.current]
            legal = r.legal_actions(state, state.current)
            r.perform(state, legal[rng.randrange(len(legal))])
        assert r.to_act(state) == [] and r.view(state, 0)["phase"] == "over"
        if seen >= set(PHASE_TO_ACT):
            break
    assert seen >= {"draw", "hold", "lasso", "shoot", "sink", "attack"}


def test_describe_lines_are_words():
    """describe(): one readable log line per action type."""
    r = rules()
    names = ["Mina", "Jun"]
    lines = {
        "draw": r.describe({"seat": 0, "type": "draw", "pile": 2}, names),
        "place": r.describe({"seat": 1, "type": "place", "row": 0, "col": 3}, names),
        "shift": r.describe({"seat": 0, "type": "shift", "row": 1, "from_col": 7, "to_col": 8, "by": 1}, names),
        "attack": r.describe(
            {"seat": 0, "type": "attack", "row": 0, "col": 0, "target": 1, "target_row": 2, "target_col": 4}, names
        ),
        "lasso": r.describe({"seat": 1, "type": "lasso", "target": 0, "row": 1, "col": 1}, names),
    }
    assert lines["draw"] == "Mina drew a card from pile 3"
    assert lines["place"] == "Jun placed the held card in row 1, column 4"
    assert lines["shift"] == "Mina pushed columns 8-9 of row 2 one cell right to make room"
    assert lines["attack"] == "Mina's canoe in row 1, column 1 attacked Jun's canoe in row 3, column 5"
    assert lines["lasso"] == "Jun lassoed a card from Mina's canoe in row 2, column 2"
    for kind in ("discard", "pass", "end_game", "continue"):
        assert r.describe({"seat": 0, "type": kind}, None).startswith("Player 1 ")
    assert r.describe({"seat": 0, "type": "sink", "row": 0, "col": 0}, names).startswith("Mina's crazy axeman")
    shot = r.describe({"seat": 0, "type": "shoot", "target": 1, "row": 0, "col": 0}, names)
    assert shot == "Mina's archer shot an Indian in Jun's canoe in row 1, column 1"


@pytest.mark.parametrize(
    ("action", "words"),
    [
        ({"seat": 1, "type": "draw", "pile": 0}, "seat 0's turn"),
        ({"seat": 0, "type": "fly"}, "unknown action type"),
        ({"seat": 0, "type": "draw"}, "needs the field 'pile'"),
        ({"seat": 0, "type": "draw", "pile": "0"}, "whole number"),
        ({"seat": 0, "type": "draw", "pile": 0, "card": "bow"}, "no field 'card'"),
        ({"seat": 0, "type": "draw", "pile": 3}, "three draw piles"),
        ({"seat": 0, "type": "place", "row": 0, "col": 0}, "must draw a card, not place"),
        ({"seat": 0, "type": "attack", "row": 0, "col": 0, "target": 1, "target_row": 0, "target_col": 0}, "must draw"),
    ],
)
def test_explain_illegal_gives_reasons(action, words):
    """explain_illegal: a one-line reason a player understands."""
    m = match()
    with pytest.raises(IllegalAction, match=words):
        m.apply(action)


def test_explain_illegal_after_the_game():
    """explain_illegal: nothing is legal once the game is over."""
    m = match()
    m.state.phase = "over"
    assert m.rules.explain_illegal(m.state, {"seat": 0, "type": "draw", "pile": 0}) == "the game is over"


def test_determinize_is_consistent_with_the_view():
    """determinize(): the same table, the unseen cards in piles of the same sizes."""
    r = rules()
    state = r.setup(3, r.resolve_options({"variant": "advanced"}), random.Random(2), {})
    rng = random.Random(2)
    for _ in range(60):
        legal = r.legal_actions(state, state.current)
        r.perform(state, legal[rng.randrange(len(legal))])
    v = r.view(state, 1)
    guess = r.determinize(v, random.Random(7))
    assert r.view(guess, 1) == v
    assert sorted(guess.all_cards()) == sorted(CAT.full_deck())
    assert r.legal_actions(guess, guess.current) == r.legal_actions(state, state.current)
