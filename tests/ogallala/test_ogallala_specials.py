"""OGA-19 to OGA-24: lasso thrower, archer, crazy axe, totem pole, medicine man, chief."""

from __future__ import annotations

import pytest
from ogallala_helpers import act, area, cell, legal_of, match, scores, types

from tablegame.core.rules import IllegalAction
from tablegame.games.ogallala import occupancy


def _lasso_match(victim_rows: tuple[str, ...], card: str = "lasso", n: int = 2, own: tuple[str, ...] = ()):
    areas = [area(*own)] + [area(*victim_rows)] + [[] for _ in range(n - 2)]
    m = match(setup={"areas": areas, "piles": [[card], [], []]}, n=n)
    act(m, "draw", pile=0)
    return m


def test_OGA_19_lasso_takes_any_card_of_an_incomplete_canoe():
    """OGA-19: candidates are every card of other seats' incomplete canoes; complete canoes are safe."""
    m = _lasso_match(("0:bow 1:stern", "0:bow-red 1:totem 2:loot-fur"))
    act(m, "discard")  # the seat may discard the lasso thrower and still use it
    assert m.view(0)["phase"] == "lasso"
    cells = {(a["target"], a["row"], a["col"]) for a in legal_of(m, "lasso")}
    assert cells == {(1, 1, 0), (1, 1, 1), (1, 1, 2)}
    assert "pass" in types(m)
    with pytest.raises(IllegalAction, match="complete canoes are safe"):
        act(m, "lasso", target=1, row=0, col=0)


def test_OGA_19_lasso_may_take_a_totem_and_the_victims_other_cards_stay():
    """OGA-19, OGA-22: the lasso may take the totem; the victim's other cards stay put."""
    m = _lasso_match(("", "0:bow-red 1:totem 2:loot-fur"))
    act(m, "place", row=0, col=0)
    act(m, "lasso", target=1, row=1, col=1)
    assert m.view(0)["held"] == "totem"
    assert cell(m, 1, 1, 0) == "bow-red" and cell(m, 1, 1, 1) is None and cell(m, 1, 1, 2) == "loot-fur"
    act(m, "place", row=0, col=1)
    assert cell(m, 0, 0, 1) == "totem" and m.to_act() == [1]


def test_OGA_19_lasso_from_any_other_seat_and_pass():
    """OGA-19: any other seat's canoe may be robbed; `pass` gives the action up."""
    m = _lasso_match(("0:loot-fur",), n=3)
    m.state.grids[2][0][4] = m.state.grids[1][0][0]  # seat 2 also gets a card (test position)
    m.state.grids[1][0][0] = -1
    occupancy.forget(m.state)  # cells edited outside the rules' effects
    act(m, "place", row=0, col=0)
    assert {(a["target"], a["row"], a["col"]) for a in legal_of(m, "lasso")} == {(2, 0, 4)}
    act(m, "pass")
    assert m.to_act() == [1]


def test_OGA_19_lasso_lapses_without_a_card_to_take():
    """OGA-19: with nothing to take the action lapses (KO's typo, reviewer note 6)."""
    m = _lasso_match(("0:bow 1:stern",))
    act(m, "place", row=0, col=0)
    assert m.to_act() == [1]


def test_OGA_19_lassoed_card_is_placed_or_discarded():
    """OGA-19: the taken card becomes the held card: placed by OGA-9 or discarded."""
    m = _lasso_match(("0:paddler-red-3",))
    act(m, "place", row=0, col=0)
    act(m, "lasso", target=1, row=0, col=0)
    assert {"place", "discard"} <= types(m)
    act(m, "discard")
    assert m.view(0)["discard"][0] == "paddler-red-3"


def test_OGA_19_lassoed_lasso_thrower_does_nothing():
    """OGA-19: abilities work only for drawn cards: a lassoed lasso thrower or archer does nothing."""
    m = _lasso_match(("0:archer",))
    act(m, "place", row=0, col=0)
    act(m, "lasso", target=1, row=0, col=0)
    act(m, "place", row=0, col=1)
    assert m.to_act() == [1] and m.view(1)["phase"] == "draw"


def test_OGA_20_archer_shoots_only_indians_of_incomplete_canoes():
    """OGA-20: Indians only; not empty ends, totems, loot, persons or cards of complete canoes."""
    m = _lasso_match(
        (
            "0:bow 1:paddler-red-1 2:stern",
            "0:bow 1:totem 2:paddler-red-3 3:loot-fur 4:bear-person 5:archer",
            "0:stern-red",
        ),
        card="archer",
    )
    act(m, "place", row=0, col=0)
    assert m.view(0)["phase"] == "shoot"
    cells = {(a["row"], a["col"]) for a in legal_of(m, "shoot")}
    assert cells == {(1, 2), (1, 5), (2, 0)}  # a totem does not shield its canoe
    with pytest.raises(IllegalAction, match="only Indians"):
        act(m, "shoot", target=1, row=1, col=3)
    act(m, "shoot", target=1, row=1, col=2)
    assert m.view(0)["discard"][0] == "paddler-red-3" and cell(m, 1, 1, 2) is None


def test_OGA_20_archer_may_pass_and_lapses_without_target():
    """OGA-20: the archer may `pass` (ZH "may"); with no Indian to shoot the action lapses."""
    m = _lasso_match(("0:paddler-red-1",), card="archer")
    act(m, "discard")
    assert m.view(0)["discard"] == ["archer"]
    act(m, "pass")
    assert m.to_act() == [1] and cell(m, 1, 0, 0) == "paddler-red-1"
    m = _lasso_match(("0:loot-fur 1:totem",), card="archer")
    act(m, "discard")
    assert m.to_act() == [1]


def test_OGA_21_axe_sinks_one_own_complete_canoe():
    """OGA-21: the seat must sink one of its complete canoes: its cards left to right, then the axe."""
    m = match(
        setup={
            "areas": [area("0:bow 1:totem 2:paddler-red-2 3:stern", "0:bow-red 1:stern-red 3:bow"), []],
            "piles": [["axe"], [], []],
        }
    )
    act(m, "draw", pile=0)
    assert m.view(0)["phase"] == "sink" and m.view(0)["held"] == "axe"
    assert {(a["row"], a["col"]) for a in legal_of(m, "sink")} == {(0, 0), (0, 1), (0, 2), (0, 3), (1, 0), (1, 1)}
    with pytest.raises(IllegalAction, match="complete"):
        act(m, "sink", row=1, col=3)  # incomplete canoes are never chosen
    act(m, "sink", row=0, col=2)  # totems do not protect
    assert m.view(1)["discard"] == ["axe", "stern", "paddler-red-2", "totem", "bow"]
    assert m.to_act() == [1] and scores(m) == [2, 0]


def test_OGA_21_axe_without_complete_canoe_is_just_discarded():
    """OGA-21: with no complete canoe only the axe is discarded."""
    m = match(setup={"areas": [area("0:bow 1:paddler-red-2"), []], "piles": [["axe"], [], []]})
    act(m, "draw", pile=0)
    assert m.view(1)["discard"] == ["axe"] and cell(m, 0, 0, 0) == "bow"


def test_OGA_22_totem_protects_against_attacks_only():
    """OGA-22: a canoe with a totem, complete or not, cannot be attacked."""
    m = match(
        setup={
            "areas": [area("0:bow 1:chief-red"), area("0:totem 1:paddler-red-1", "0:paddler-red-2")],
            "piles": [["stern"], [], []],
        }
    )
    act(m, "draw", pile=0)
    act(m, "place", row=0, col=2)
    targets = {(a["target_row"], a["target_col"]) for a in legal_of(m, "attack")}
    assert targets == {(1, 0)}
    with pytest.raises(IllegalAction, match="totem"):
        act(m, "attack", row=0, col=0, target=1, target_row=0, target_col=1)


@pytest.mark.parametrize(("variant", "attacks"), [("basic", 1), ("advanced", 2)])
def test_OGA_23_medicine_man_attacks_twice_in_the_advanced_variant(variant, attacks):
    """OGA-23: a newly completed canoe with a medicine man gets two attacks (advanced only)."""
    m = match(
        setup={
            "areas": [area("0:bow-red 1:medicine-red"), area("0:loot-fur", "0:loot-tent", "0:loot-woman")],
            "piles": [["stern"], [], []],
        },
        options={"variant": variant},
    )
    act(m, "draw", pile=0)
    act(m, "place", row=0, col=2)
    assert m.view(0)["attacks"] == [{"row": 0, "col": 0, "left": attacks}]
    act(m, "attack", row=0, col=1, target=1, target_row=0, target_col=0)
    act(m, "discard")
    assert (m.view(0)["phase"] == "attack") == (attacks == 2)


def test_OGA_24_chief_is_a_strength_5_indian_without_ability():
    """OGA-24: the chief adds 5 to its canoe's strength; drawing one does not stop the turn."""
    m = match(setup={"areas": [area("0:bow"), area("0:paddler-red-4")], "piles": [["chief-red", "stern"], [], []]})
    act(m, "draw", pile=0)
    assert not m.view(0)["stopped"]
    act(m, "place", row=0, col=1)
    act(m, "draw", pile=0)
    act(m, "place", row=0, col=2)
    canoe = m.view(0)["seats"][0]["canoes"][0]
    assert canoe["strength"] == 5 and canoe["complete"]
    assert {(a["target"], a["target_row"]) for a in legal_of(m, "attack")} == {(1, 0)}  # 4 < 5
