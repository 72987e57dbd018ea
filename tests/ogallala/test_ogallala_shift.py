"""OGA-25 (with OGA-10, OGA-13): the set shift."""

from __future__ import annotations

import random

import pytest
from ogallala_helpers import CAT, act, area, cell, example_3_bear_right_held, legal_of, match, scores, types

from tablegame.core.rules import IllegalAction
from tablegame.games.ogallala.placement import Shift, legal_shifts, shift_problem, shift_v


def _shifts(m) -> set[tuple[int, int, int, int]]:
    return {(a["row"], a["from_col"], a["to_col"], a["by"]) for a in legal_of(m, "shift")}


def test_OGA_25_shift_choices_of_worked_example_3():
    """OGA-25: the legal shifts for bear-right beside 5:bow 6:bear-left 7:paddler-red-2 8:stern."""
    m = example_3_bear_right_held()
    assert _shifts(m) == {(1, 5, 5, -1), (1, 5, 6, -1), (1, 6, 8, 1), (1, 7, 8, 1)}


@pytest.mark.parametrize(
    ("fields", "words"),
    [
        ({"from_col": 5, "to_col": 8, "by": 1}, "beside a card"),  # (1,5) is beside no bear card
        ({"from_col": 7, "to_col": 8, "by": 2}, "by \\+1 or -1"),
        ({"from_col": 8, "to_col": 7, "by": 1}, "from_col <= to_col"),
        ({"from_col": 8, "to_col": 9, "by": 1}, "must hold a card"),
        ({"from_col": 6, "to_col": 7, "by": 1}, "must exist and be empty"),
        ({"from_col": 5, "to_col": 7, "by": -1}, "beside a card"),
    ],
)
def test_OGA_25_illegal_shifts_are_explained(fields, words):
    """OGA-25: every cell a..b holds a card, the cell moved into is empty, the freed cell is by a partner."""
    m = example_3_bear_right_held()
    with pytest.raises(IllegalAction, match=words):
        act(m, "shift", row=1, **fields)


def test_OGA_25_after_a_shift_only_place_at_the_freed_cell():
    """OGA-25, OGA-15: after a shift the only legal action is `place` at (r, v); no discard."""
    m = example_3_bear_right_held()
    act(m, "shift", row=1, from_col=7, to_col=8, by=1)
    assert m.legal_actions() == [{"seat": 0, "type": "place", "row": 1, "col": 7}]
    with pytest.raises(IllegalAction, match="freed cell"):
        act(m, "discard")
    with pytest.raises(IllegalAction, match="freed cell"):
        act(m, "place", row=0, col=6)
    act(m, "place", row=1, col=7)
    assert [cell(m, 0, 1, c) for c in range(5, 10)] == ["bow", "bear-left", "bear-right", "paddler-red-2", "stern"]


def test_OGA_25_complete_canoe_gaining_the_card_is_not_newly_completed():
    """OGA-25, OGA-13: no attack, no stop: the seat draws again."""
    m = example_3_bear_right_held()
    act(m, "shift", row=1, from_col=7, to_col=8, by=1)
    act(m, "place", row=1, col=7)
    assert m.view(0)["completed_this_turn"] == [] and types(m) == {"draw"}
    assert scores(m) == [45, 0]


def test_OGA_25_shift_of_a_non_set_card_is_refused():
    """OGA-25: only a set card with a partner in the grid may shift."""
    m = match(setup={"areas": [area("5:bow 6:bear-left 7:stern"), []], "piles": [["loot-fur"], [], []]})
    act(m, "draw", pile=0)
    assert legal_of(m, "shift") == []
    with pytest.raises(IllegalAction, match="loot-set card"):
        act(m, "shift", row=0, from_col=6, to_col=7, by=1)


def test_OGA_25_shift_closing_a_gap_may_newly_complete():
    """OGA-25: a shift that closes a gap may newly complete a canoe: stop and attack."""
    m = match(
        setup={
            "areas": [area("0:bow 1:bear-left 2:paddler-red-1 4:stern"), area("0:loot-fur")],
            "piles": [["bear-right"], [], []],
        }
    )
    act(m, "draw", pile=0)
    act(m, "shift", row=0, from_col=2, to_col=2, by=1)
    act(m, "place", row=0, col=2)
    assert m.view(0)["completed_this_turn"] == [{"row": 0, "col": 0}]
    assert m.view(0)["phase"] == "attack" and scores(m) == [45, 0]


def test_OGA_25_full_row_cannot_shift():
    """OGA-25: a row with no empty cell cannot shift; the bonus is lost (ZH)."""
    full = (
        "0:bow 1:bear-left 2:paddler-red-1 3:paddler-red-2 4:paddler-red-3 5:paddler-red-4 6:chief-red "
        "7:medicine-red 8:lasso 9:archer 10:totem 11:loot-woman 12:loot-tent 13:stern"
    )
    m = match(setup={"areas": [area(full), []], "piles": [["bear-right"], [], []]})
    act(m, "draw", pile=0)
    assert legal_of(m, "shift") == []
    assert all(a["row"] == 1 for a in legal_of(m, "place"))


def _booty_bear_right():
    """Seat 0 completes row 0 and attacks seat 1's lone bear-right: it becomes booty."""
    setup = {
        "areas": [
            area("0:bow-red 1:chief-red", "5:bow 6:bear-left 7:paddler-red-2 8:stern"),
            area("0:bear-right", "0:loot-fur"),
        ],
        "piles": [["stern-red"], [], []],
    }
    m = match(setup=setup)
    act(m, "draw", pile=0)
    act(m, "place", row=0, col=2)
    act(m, "attack", row=0, col=0, target=1, target_row=0, target_col=0)
    assert m.view(0)["held"] == "bear-right" and m.view(0)["held_source"] == "booty"
    return m


def test_OGA_25_booty_may_not_shift_into_a_complete_canoe():
    """OGA-25 (ZH): booty never goes into complete canoes, not even by a shift."""
    m = _booty_bear_right()
    assert legal_of(m, "shift") == []
    with pytest.raises(IllegalAction, match="booty may not"):
        act(m, "shift", row=1, from_col=7, to_col=8, by=1)


def test_OGA_25_drawn_and_lassoed_cards_may_shift_into_complete_canoes():
    """OGA-25: cards of complete canoes may be moved for a drawn (or lassoed) set card."""
    m = example_3_bear_right_held()
    assert (1, 7, 8, 1) in _shifts(m)
    setup = {
        "areas": [area("", "5:bow 6:bear-left 7:paddler-red-2 8:stern"), area("0:bear-right")],
        "piles": [["lasso"], [], []],
    }
    m = match(setup=setup)
    act(m, "draw", pile=0)
    act(m, "place", row=0, col=5)
    act(m, "lasso", target=1, row=0, col=0)
    assert (1, 7, 8, 1) in _shifts(m)


def test_OGA_25_shift_moves_the_attack_of_a_moved_canoe():
    """OGA-25, OGA-13: a canoe is tracked by its bow card: its attack follows it when shifted."""
    setup = {
        "areas": [area("1:bow-red 2:medicine-red 4:bow 5:bear-left"), area("0:bear-right", "0:loot-fur")],
        "piles": [["stern-red"], [], []],
    }
    m = match(setup=setup, options={"variant": "advanced"})  # two attacks, so the turn goes on
    act(m, "draw", pile=0)
    act(m, "place", row=0, col=3)
    act(m, "attack", row=0, col=1, target=1, target_row=0, target_col=0)
    assert (0, 1, 5, -1) in _shifts(m)
    act(m, "shift", row=0, from_col=1, to_col=5, by=-1)
    act(m, "place", row=0, col=5)
    assert m.view(0)["completed_this_turn"] == [{"row": 0, "col": 0}]
    assert m.view(0)["attacks"] == [{"row": 0, "col": 0, "left": 1}]
    assert [cell(m, 0, 0, c) for c in range(6)] == [
        "bow-red",
        "medicine-red",
        "stern-red",
        "bow",
        "bear-left",
        "bear-right",
    ]
    assert {a["col"] for a in legal_of(m, "attack")} == {0, 1, 2}


def test_legal_shifts_are_every_shift_shift_problem_allows():
    """On random grids, legal_shifts (bits and a filter on the freed cell's neighbours) lists exactly the shifts
    that shift_problem allows among every (row, first, last, direction), for every held set card."""
    rng = random.Random(11)
    set_cards = [t for cards in CAT.set_cards for t in cards]
    for _ in range(150):
        grid = [
            [
                rng.choice(set_cards)
                if rng.random() < 0.4
                else rng.randrange(len(CAT.ids))
                if rng.random() < 0.5
                else -1
                for _ in range(14)
            ]
            for _ in range(3)
        ]
        for t in rng.sample(set_cards, 2):
            for advanced in (False, True):
                for booty in (False, True):
                    every = [
                        Shift(r, a, b, by, shift_v(a, b, by))
                        for r in range(3)
                        for a in range(14)
                        for b in range(a, 14)
                        for by in (1, -1)
                    ]
                    allowed = {sh for sh in every if shift_problem(grid, sh, t, advanced, booty) is None}
                    found = legal_shifts(grid, t, advanced, booty)
                    assert len(found) == len(set(found)) and set(found) == allowed
