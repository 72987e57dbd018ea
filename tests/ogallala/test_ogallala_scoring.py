"""OGA-31 to OGA-35 and OGA-40: end of game, scoring, winners."""

from __future__ import annotations

import pytest
from ogallala_helpers import CAT, act, area, match, scores, types

from tablegame.games.ogallala.scoring import canoe_points, length_points
from tablegame.games.ogallala.view import breakdown

TWO_CANOES = "0:bow 1:stern 3:bow-red 4:stern-red"


def _ids(text: str) -> list[int]:
    return [CAT.index[c] for c in text.split(", ")]


def test_OGA_31_choice_at_third_canoe():
    """OGA-31: completing a canoe with 3 complete canoes now gives `end_game` or `continue`."""
    m = match(setup={"areas": [area(TWO_CANOES, "0:bow-black"), []], "piles": [["stern-black"], [], []]})
    act(m, "draw", pile=0)
    act(m, "place", row=1, col=1)
    assert m.view(0)["phase"] == "end" and types(m) == {"end_game", "continue"}
    act(m, "end_game")
    assert m.is_over() and m.result() == {"scores": [6, 0], "winners": [0]}
    assert "ended the game" in m.view(1)["end_reason"] and m.view(1)["end_cause"] == "ended"


def test_OGA_31_continue_and_choice_again_at_fourth():
    """OGA-31: `continue` lets the next seat play; the choice comes again with a 4th canoe."""
    m = match(
        setup={
            "areas": [area(TWO_CANOES, "0:bow-black 3:bow"), []],
            "piles": [["stern-black"], ["loot-fur"], ["stern"]],
        }
    )
    act(m, "draw", pile=0)
    act(m, "place", row=1, col=1)
    act(m, "continue")
    assert m.to_act() == [1]
    act(m, "draw", pile=1)
    act(m, "discard")
    act(m, "draw", pile=2)
    act(m, "place", row=1, col=4)
    assert m.view(0)["phase"] == "end"


def test_OGA_31_no_choice_without_a_completion_this_turn():
    """OGA-31: the choice arises only in a turn in which the seat completes a canoe."""
    m = match(setup={"areas": [area(TWO_CANOES, "0:bow-black 1:stern-black"), []], "piles": [["loot-fur"], [], []]})
    act(m, "draw", pile=0)
    act(m, "discard")
    assert m.to_act() == [1] and not m.is_over()


def test_OGA_31_no_choice_with_fewer_than_three():
    """OGA-31: with two complete canoes after the completion, play just goes on."""
    m = match(setup={"areas": [area("0:bow 1:stern 3:bow-red"), []], "piles": [["stern-red"], [], []]})
    act(m, "draw", pile=0)
    act(m, "place", row=0, col=4)
    assert m.to_act() == [1]


def test_OGA_32_five_complete_canoes_end_the_game():
    """OGA-32 (KO): at the end check with 5 or more complete canoes the game ends without a choice."""
    m = match(
        setup={
            "areas": [area(TWO_CANOES, "0:bow-black 1:stern-black 3:bow", "0:bow 1:stern"), []],
            "piles": [["stern"], [], []],
        }
    )
    act(m, "draw", pile=0)
    act(m, "place", row=1, col=4)
    assert m.is_over() and m.to_act() == []
    assert m.result()["winners"] == [0]
    assert "5 complete canoes" in m.view(0)["end_reason"] and m.view(0)["end_cause"] == "five_canoes"


@pytest.mark.parametrize(("n", "points"), [(2, 2), (7, 7), (8, 16), (14, 28)])
def test_OGA_33_length_points(n, points):
    """OGA-33: n points for 2-7 cards, 2n for 8-14."""
    assert length_points(n) == points


@pytest.mark.parametrize(
    ("cards", "total"),
    [
        ("bow, stern", 2),
        ("bow-red, paddler-red-3, loot-woman, stern-black", 14),
        ("bow, bear-left, bear-right, stern", 44),
        ("bow, bear-right, bear-left, stern", 24),
        ("bow, bear-left, bear-person, stern", 24),
        ("bow, horse-person, horse-left, horse-right, stern", 95),
        ("bow, horse-left, horse-right, paddler-black-1, horse-person, stern", 56),
        ("bow, paddler-red-1, paddler-red-2, paddler-red-3, paddler-red-4, chief-red, loot-tent, stern", 26),
    ],
)
def test_OGA_33_OGA_34_scoring_table(cards, total):
    """OGA-33, OGA-34: the specification's scoring table; the view's breakdown adds up to the same points."""
    assert canoe_points(_ids(cards)) == total
    parts = breakdown(_ids(cards))
    assert parts[0] == {"part": "length", "cards": len(_ids(cards)), "points": length_points(len(_ids(cards)))}
    assert sum(part["points"] for part in parts) == total


def test_OGA_34_the_breakdown_names_each_part():
    """OGA-33, OGA-34: lone loot cards by id, then each set as a pair (and its person), a triple or loose cards."""
    parts = breakdown(_ids("bow, horse-person, horse-left, horse-right, loot-woman, bear-left, bear-person, stern"))
    assert parts == [
        {"part": "length", "cards": 8, "points": 16},
        {"part": "loot", "card": "loot-woman", "points": 10},
        {"part": "triple", "set": "horse", "cards": 3, "points": 90},
        {"part": "set_cards", "set": "bear", "cards": 2, "points": 20},
    ]
    pair = breakdown(_ids("bow, gold-left, gold-right, paddler-red-1, gold-person, stern"))
    assert [p["part"] for p in pair] == ["length", "pair", "person"] and sum(p["points"] for p in pair) == 6 + 50


def test_OGA_34_triple_person_on_the_right_and_two_sets():
    """OGA-34: the person may stand right of the pair; each set scores on its own."""
    assert canoe_points(_ids("bow, gold-left, gold-right, gold-person, stern")) == 5 + 90
    assert canoe_points(_ids("bow, gold-left, gold-right, logs-left, logs-right, loot-fur, stern")) == 7 + 40 + 40 + 10
    assert canoe_points(_ids("bow, gold-left, logs-right, gold-right, stern")) == 5 + 30  # not adjacent


def test_OGA_33_only_complete_canoes_score():
    """OGA-33: loot in an incomplete canoe scores nothing."""
    m = match(setup={"areas": [area("0:bow 1:bear-left 2:bear-right", "0:bow 1:stern"), []]})
    assert scores(m) == [2, 0]
    canoes = m.view(0)["seats"][0]["canoes"]
    assert [(c["complete"], c["points"], c["points_if_complete"]) for c in canoes] == [(False, 0, 43), (True, 2, 2)]
    assert [sum(p["points"] for p in c["breakdown"]) for c in canoes] == [43, 2]


def test_OGA_35_ties_share_the_win():
    """OGA-35: the highest total wins; tied seats share the win."""
    m = match(
        setup={"areas": [area("0:bow 1:stern 3:bow-red"), area("0:bow 1:stern"), []], "piles": [["stern-red"], [], []]},
        n=3,
    )
    m.state.piles = [[CAT.index["stern-red"]], [], []]
    m.state.reshuffles_left = 0
    act(m, "draw", pile=0)
    act(m, "discard")  # nothing left to draw: the game ends (OGA-7)
    assert m.is_over()
    assert m.result() == {"scores": [2, 2, 0], "winners": [0, 1]}


def test_OGA_40_result_scores_and_winners_while_playing():
    """OGA-40: scores by seat at any time; winners [] until the game is over."""
    m = match(setup={"areas": [area("0:bow 1:stern"), area("0:bow 1:loot-fur 2:stern")]}, n=2)
    assert m.result() == {"scores": [2, 13], "winners": []}
