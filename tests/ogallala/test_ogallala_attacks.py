"""OGA-26 to OGA-30, OGA-36, OGA-37: attacks, booty and the advanced colours."""

from __future__ import annotations

import pytest
from ogallala_helpers import act, area, cell, legal_of, match, types

from tablegame.core.rules import IllegalAction


def _complete_and_attack(
    own: tuple[str, ...], victims: list[tuple[str, ...]], card: str, col: int, row: int = 0, options: dict | None = None
):
    """Seat 0 draws `card` and places it at (row, col), completing a canoe."""
    m = match(
        setup={"areas": [area(*own)] + [area(*v) for v in victims], "piles": [[card], [], []]},
        n=1 + len(victims),
        options=options,
    )
    act(m, "draw", pile=0)
    act(m, "place", row=row, col=col)
    return m


def _targets(m) -> set[tuple[int, int, int]]:
    return {(a["target"], a["target_row"], a["target_col"]) for a in legal_of(m, "attack")}


def test_OGA_26_each_newly_completed_canoe_gets_one_attack_that_lapses():
    """OGA-26: one attack per newly completed canoe; attacks lapse at the end of the turn."""
    m = _complete_and_attack(("0:bow 1:paddler-red-3",), [("0:loot-fur", "0:loot-tent")], "stern", 2)
    assert m.view(0)["attacks"] == [{"row": 0, "col": 0, "left": 1}]
    act(m, "attack", row=0, col=0, target=1, target_row=0, target_col=0)
    act(m, "discard")
    assert m.to_act() == [1] and m.view(1)["attacks"] == []  # the tent is still a target, but it is over


def test_OGA_27_targets_complete_or_incomplete_strictly_weaker_no_totem():
    """OGA-27: any other seat's canoe without a totem and of strictly lower strength."""
    victim = (
        "0:bow 1:paddler-red-2 2:stern",  # complete, strength 2: a target
        "0:paddler-red-3",  # strength 3 = attacker's: not a target
        "0:totem 5:loot-fur",
    )  # the totem canoe is safe; the fur canoe is a target
    m = _complete_and_attack(("0:bow 1:paddler-red-3",), [victim, ("3:paddler-red-1",)], "stern", 2)
    assert _targets(m) == {(1, 0, 0), (1, 0, 1), (1, 0, 2), (1, 2, 5), (2, 0, 3)}
    with pytest.raises(IllegalAction, match="not lower"):
        act(m, "attack", row=0, col=0, target=1, target_row=1, target_col=0)
    with pytest.raises(IllegalAction, match="another seat"):
        act(m, "attack", row=0, col=0, target=0, target_row=0, target_col=0)


def test_OGA_27_strength_zero_canoe_never_attacks():
    """OGA-27: a canoe of strength 0 can never attack."""
    m = _complete_and_attack(("0:bow",), [("0:loot-fur",)], "stern", 1)
    assert m.to_act() == [1]


def test_OGA_28_indians_discarded_and_the_rest_is_booty_left_to_right():
    """OGA-28 (ZH): the target's Indians go to the discard pile, the other cards become booty in order."""
    victim = ("0:bow-red 1:loot-fur 2:paddler-red-1 3:bear-person 4:stern", "0:loot-woman")
    m = _complete_and_attack(("0:bow 1:chief-red",), [victim], "stern", 2)
    act(m, "attack", row=0, col=2, target=1, target_row=0, target_col=3)
    v = m.view(0)
    assert v["discard"][:2] == ["paddler-red-1", "bow-red"]  # top first: bow-red went first
    assert v["held"] == "loot-fur" and v["booty"] == ["bear-person", "stern"]
    assert v["last_attack"] == [  # what the table animates: each card of the target canoe and where it went
        {"col": 0, "card": "bow-red", "to": "discard"},
        {"col": 1, "card": "loot-fur", "to": "booty"},
        {"col": 2, "card": "paddler-red-1", "to": "discard"},
        {"col": 3, "card": "bear-person", "to": "booty"},
        {"col": 4, "card": "stern", "to": "booty"},
    ]
    assert [cell(m, 1, 0, c) for c in range(5)] == [None] * 5
    assert cell(m, 1, 1, 0) == "loot-woman"  # the target seat's other cards stay put
    act(m, "place", row=1, col=0)
    assert m.view(0)["held"] == "bear-person" and m.view(0)["last_attack"] == []  # only the attack's own record
    act(m, "discard")  # any booty card may be discarded (KO's outcome stays reachable)
    assert m.view(0)["held"] == "stern"
    act(m, "discard")
    assert m.to_act() == [1]


def test_OGA_29_booty_completing_a_canoe_attacks_again():
    """OGA-29: a booty placement that newly completes a canoe gives it an attack in the same turn."""
    own = ("0:bow-red 1:chief-red", "0:bow 1:paddler-red-3")
    m = _complete_and_attack(own, [("0:stern", "5:paddler-red-1")], "stern-red", 2)
    act(m, "attack", row=0, col=0, target=1, target_row=0, target_col=0)
    assert m.view(0)["held"] == "stern"
    act(m, "place", row=1, col=2)
    v = m.view(0)
    assert v["completed_this_turn"] == [{"row": 0, "col": 0}, {"row": 1, "col": 0}]
    assert v["phase"] == "attack"
    assert {(a["row"], a["target_row"]) for a in legal_of(m, "attack")} == {(1, 1)}  # strength 3 > 1
    act(m, "attack", row=1, col=1, target=1, target_row=1, target_col=5)
    assert m.to_act() == [1] and cell(m, 1, 1, 5) is None


def test_OGA_30_pass_gives_up_all_attacks():
    """OGA-30: attacking is optional; `pass` gives up all attacks left this turn."""
    m = _complete_and_attack(("0:bow 1:chief-red",), [("0:loot-fur",)], "stern", 2)
    assert types(m) == {"attack", "pass"}
    act(m, "pass")
    assert m.to_act() == [1] and cell(m, 1, 0, 0) == "loot-fur"


def test_OGA_30_booty_resolved_before_the_next_choice():
    """OGA-30: each attack's booty is held card by card before the next attack choice."""
    m = _complete_and_attack(
        ("0:bow-red 1:medicine-red",),
        [("0:loot-fur 1:loot-tent", "0:loot-woman")],
        "stern-red",
        2,
        options={"variant": "advanced"},
    )
    act(m, "attack", row=0, col=0, target=1, target_row=0, target_col=0)
    assert m.view(0)["phase"] == "hold" and types(m) <= {"place", "discard", "shift"}
    with pytest.raises(IllegalAction, match="place or discard"):
        act(m, "attack", row=0, col=0, target=1, target_row=1, target_col=0)
    act(m, "discard")
    act(m, "discard")
    assert m.view(0)["phase"] == "attack"


def test_OGA_30_any_canoe_with_an_attack_may_attack_first():
    """OGA-30: with several canoes holding attacks, the seat picks which attacks."""
    own = ("0:bow-red 1:chief-red", "0:bow 1:paddler-red-3")
    m = _complete_and_attack(own, [("0:stern", "5:paddler-red-1", "9:paddler-red-2")], "stern-red", 2)
    act(m, "attack", row=0, col=0, target=1, target_row=0, target_col=0)
    act(m, "place", row=1, col=2)
    # the first canoe used its attack; the second (strength 3) may take paddler-red-1 or -2
    assert {(a["row"], a["target_row"]) for a in legal_of(m, "attack")} == {(1, 1), (1, 2)}


def test_OGA_36_advanced_placement_keeps_one_colour_per_canoe_for_lassoed_cards():
    """OGA-36: rule (f) holds for lassoed (and booty) cards too."""
    m = match(
        setup={"areas": [area("0:bow-red 1:paddler-red-2"), area("0:paddler-black-1")], "piles": [["lasso"], [], []]},
        options={"variant": "advanced"},
    )
    act(m, "draw", pile=0)
    act(m, "place", row=0, col=2)  # lasso throwers are colourless
    act(m, "lasso", target=1, row=0, col=0)
    cells = {(a["row"], a["col"]) for a in legal_of(m, "place")}
    assert (0, 3) not in cells and (1, 3) in cells
    with pytest.raises(IllegalAction, match="red and black"):
        act(m, "place", row=0, col=3)


def test_OGA_37_red_attacks_black_or_neutral():
    """OGA-37: red canoes attack only black or neutral canoes (worked example 4 has the black side)."""
    victim = ("0:paddler-red-1", "0:paddler-black-1", "0:loot-fur")
    m = _complete_and_attack(("0:bow-red 1:chief-red",), [victim], "stern-red", 2, options={"variant": "advanced"})
    assert {t[1] for t in _targets(m)} == {1, 2}
    with pytest.raises(IllegalAction, match="red canoes attack only"):
        act(m, "attack", row=0, col=0, target=1, target_row=0, target_col=0)


def test_OGA_37_neutral_canoes_attack_any_canoe():
    """OGA-37 [ruling]: a neutral canoe (no coloured Indian) attacks red, black and neutral canoes."""
    victim = ("0:paddler-red-1", "0:paddler-black-1", "0:loot-fur")
    m = _complete_and_attack(("0:bow 1:lasso",), [victim], "stern", 2, options={"variant": "advanced"})
    assert {t[1] for t in _targets(m)} == {0, 1, 2}


def test_OGA_37_black_attacks_red_or_neutral():
    """OGA-37: black canoes attack only red or neutral canoes."""
    victim = ("0:paddler-red-1", "0:paddler-black-1", "0:loot-fur")
    m = _complete_and_attack(
        ("0:bow-black 1:chief-black",), [victim], "stern-black", 2, options={"variant": "advanced"}
    )
    assert {t[1] for t in _targets(m)} == {0, 2}


def test_OGA_37_colours_do_not_matter_in_the_basic_variant():
    """OGA-37: only the advanced variant restricts targets by colour."""
    victim = ("0:paddler-red-1", "0:paddler-black-1", "0:loot-fur")
    m = _complete_and_attack(("0:bow-red 1:chief-red",), [victim], "stern-red", 2)
    assert {t[1] for t in _targets(m)} == {0, 1, 2}
