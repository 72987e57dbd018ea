"""OGA-14 to OGA-18 and OGA-39: drawing, the held card, the stop conditions and the order of a turn."""

from __future__ import annotations

import pytest
from ogallala_helpers import act, area, held, match, places, types

from tablegame.core.rules import IllegalAction


def test_OGA_14_draw_from_any_pile_choosing_afresh():
    """OGA-14: the seat draws the top card of any non-empty pile; the card is shown to all."""
    m = match(setup={"piles": [["bow"], ["paddler-red-1"], ["stern"]]})
    assert {a["pile"] for a in m.legal_actions()} == {0, 1, 2}
    act(m, "draw", pile=1)
    assert held(m) == "paddler-red-1"
    assert m.view(1)["held"] == "paddler-red-1" and m.view(1)["held_source"] == "draw"
    act(m, "place", row=0, col=5)
    act(m, "draw", pile=2)
    assert held(m) == "stern"


def test_OGA_15_discard_is_always_legal_and_sometimes_the_only_action():
    """OGA-15: discard is always legal; with no legal cell it is the only action and must be taken."""
    m = match(setup={"piles": [["paddler-red-1"], [], []]})
    act(m, "draw", pile=0)
    assert "discard" in types(m)
    # every row holds a paddler-1: a paddler-black-1 fits nowhere
    m = match(
        setup={
            "areas": [area("0:paddler-red-1", "0:paddler-black-1", "13:paddler-red-1"), []],
            "piles": [["paddler-black-1"], [], []],
        }
    )
    act(m, "draw", pile=0)
    assert m.legal_actions() == [{"seat": 0, "type": "discard"}]
    assert m.view(0)["phase"] == "hold"


def test_OGA_15_axe_is_resolved_at_once():
    """OGA-15, OGA-21: an axe is never held for placing: without a complete canoe it is just discarded."""
    m = match(setup={"piles": [["axe"], [], []]})
    act(m, "draw", pile=0)
    assert m.to_act() == [1] and m.view(0)["discard"] == ["axe"]


def test_OGA_16a_duplicate_kind_stops_but_may_still_be_placed():
    """OGA-16 (a): a drawn card whose kind is in the grid stops drawing; it goes to another row."""
    m = match(setup={"areas": [area("3:paddler-red-2"), []], "piles": [["paddler-black-2"], [], []]})
    act(m, "draw", pile=0)
    assert m.view(0)["stopped"] and "duplicate" in m.view(0)["stop_reasons"]
    assert all(r == 1 for r, _ in places(m))
    act(m, "place", row=1, col=3)
    assert m.to_act() == [1]


@pytest.mark.parametrize("card", ["lasso", "archer"])
def test_OGA_16b_lasso_thrower_and_archer_stop(card):
    """OGA-16 (b): drawing a lasso thrower or archer stops the drawing."""
    m = match(setup={"piles": [[card], [], []]})
    act(m, "draw", pile=0)
    assert m.view(0)["stopped"]
    act(m, "place", row=0, col=0)
    assert m.to_act() == [1]  # no target: the action lapses, the turn ends


def test_OGA_16b_axe_stops():
    """OGA-16 (b): the axe stops the drawing."""
    m = match(setup={"areas": [area("0:bow"), []], "piles": [["axe"], [], []]})
    act(m, "draw", pile=0)
    assert m.to_act() == [1]


def test_OGA_16c_completing_placement_stops():
    """OGA-16 (c): a placement that newly completes a canoe stops the drawing."""
    m = match(setup={"areas": [area("0:bow"), []], "piles": [["stern"], [], []]})
    act(m, "draw", pile=0)
    assert not m.view(0)["stopped"]  # drawing the stern does not stop: placing it might
    act(m, "place", row=0, col=1)
    assert m.to_act() == [1]


def test_OGA_16c_placing_elsewhere_does_not_stop():
    """OGA-16 (c) / ZH note 2: a card that could complete a canoe but is placed elsewhere does not stop."""
    m = match(setup={"areas": [area("0:bow"), []], "piles": [["stern"], [], []]})
    act(m, "draw", pile=0)
    act(m, "place", row=1, col=0)
    assert m.to_act() == [0] and m.view(0)["phase"] == "draw"


def test_OGA_16d_discard_stops():
    """OGA-16 (d): discarding the drawn card stops the drawing."""
    m = match(setup={"piles": [["loot-eagle"], [], []]})
    act(m, "draw", pile=0)
    act(m, "discard")
    assert m.to_act() == [1] and m.view(1)["discard"] == ["loot-eagle"]


def test_OGA_17_otherwise_the_seat_must_draw_again():
    """OGA-17: without a stop the seat draws again; there is no `pass` or `end turn`."""
    m = match(setup={"piles": [["bow", "paddler-red-1", "loot-fur"], [], []]})
    for col in (0, 1, 2):
        act(m, "draw", pile=0)
        act(m, "place", row=0, col=col)
        assert m.to_act() == [0]
        assert types(m) == {"draw"}
    with pytest.raises(IllegalAction, match="must draw a card"):
        act(m, "pass")


def test_OGA_18_order_held_card_then_lasso_then_attack_then_end_check():
    """OGA-18: after the stop: the held card, the lasso action, attacks, the end check, the next seat."""
    setup = {
        "areas": [
            area("0:bow 1:stern 3:bow-red 4:stern-red", "0:bow-black 1:paddler-red-4"),
            area("5:loot-woman", "5:paddler-red-1"),
        ],
        "piles": [["lasso"], [], []],
    }
    m = match(setup=setup)
    act(m, "draw", pile=0)
    assert m.view(0)["phase"] == "hold"  # (1) the held card first
    act(m, "place", row=1, col=2)
    assert m.view(0)["phase"] == "lasso"  # (2) the lasso action
    act(m, "lasso", target=1, row=1, col=5)
    assert m.view(0)["held"] == "paddler-red-1" and m.view(0)["held_source"] == "lasso"
    act(m, "discard")
    # no canoe was completed: no attack and no end check, the next seat plays
    assert m.to_act() == [1]


def test_OGA_18_lasso_completion_then_attack_then_end_check():
    """OGA-18: a lassoed stern completing a third canoe: attack, then the end check."""
    setup = {
        "areas": [
            area("0:bow 1:stern 3:bow-red 4:stern-red", "0:bow-black 1:paddler-red-4"),
            area("5:loot-woman", "5:stern-black"),
        ],
        "piles": [["lasso"], [], []],
    }
    m = match(setup=setup)
    act(m, "draw", pile=0)
    act(m, "place", row=2, col=0)
    act(m, "lasso", target=1, row=1, col=5)
    act(m, "place", row=1, col=2)  # completes [bow-black, paddler-red-4, stern-black], strength 6
    assert m.view(0)["phase"] == "attack"
    act(m, "attack", row=1, col=0, target=1, target_row=0, target_col=5)
    assert m.view(0)["phase"] == "hold" and m.view(0)["held_source"] == "booty"
    act(m, "discard")
    assert m.view(0)["phase"] == "end"
    act(m, "continue")
    assert m.to_act() == [1]


def test_OGA_39_phases_with_nothing_to_decide_are_skipped():
    """OGA-39: a lasso with no target, an attack with no target and an axe with no canoe are skipped."""
    m = match(setup={"areas": [area("0:bow"), []], "piles": [["stern", "lasso"], [], []]})
    act(m, "draw", pile=0)
    act(m, "place", row=0, col=1)  # complete, strength 0: no attack
    assert m.to_act() == [1] and m.view(1)["phase"] == "draw"
    m = match(setup={"piles": [["archer"], [], []]})
    act(m, "draw", pile=0)
    act(m, "discard")
    assert m.to_act() == [1]


def test_OGA_39_draw_then_hold_then_draw_again():
    """OGA-39 steps 1 and 3: draw, hold, and back to draw without a stop."""
    m = match(setup={"piles": [["bow", "loot-fur"], [], []]})
    assert m.view(0)["phase"] == "draw"
    act(m, "draw", pile=0)
    assert m.view(0)["phase"] == "hold"
    act(m, "place", row=0, col=0)
    assert m.view(0)["phase"] == "draw"
