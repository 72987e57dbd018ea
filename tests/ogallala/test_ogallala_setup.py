"""OGA-3 to OGA-7: seats, the deal, options, setup overrides and reshuffles."""

from __future__ import annotations

import random

import pytest
from ogallala_helpers import CAT, act, area, held, match, rules

from tablegame.core.rules import BadSetup, IllegalAction


def _sizes(m) -> list[int]:
    return [len(p) for p in m.state.piles]


def test_OGA_3_two_to_five_seats_clockwise():
    """OGA-3: 2-5 seats; after seat s comes (s+1) mod n."""
    r = rules()
    for n in (1, 6):
        with pytest.raises(BadSetup):
            r.check_seats(n)
    for n in (2, 3, 4, 5):
        m = match(n=n, setup={"start_seat": n - 1, "piles": [["loot-eagle"], [], []]})
        assert m.to_act() == [n - 1]
        act(m, "draw", pile=0)
        act(m, "discard")
        assert m.to_act() == [0]


def test_OGA_4_deal_38_37_37_and_empty_discard():
    """OGA-4: 38 / 37 / 37 cards, the discard pile empty, seat 0 starts by default."""
    m = match()
    assert _sizes(m) == [38, 37, 37]
    assert m.state.discard == []
    assert m.to_act() == [0]
    assert sorted(m.state.all_cards()) == sorted(CAT.full_deck())


def test_OGA_4_deal_uses_the_generator():
    """OGA-4: the shuffle comes from the match's generator: same seed, same piles."""
    assert match(seed=5).state.piles == match(seed=5).state.piles
    assert match(seed=5).state.piles != match(seed=6).state.piles


@pytest.mark.parametrize(("taken", "sizes"), [(4, [36, 36, 36]), (5, [36, 36, 35]), (6, [36, 35, 35])])
def test_OGA_4_areas_leave_fewer_cards_split_evenly(taken, sizes):
    """OGA-4: with `areas`, the rest is split with sizes differing by at most one, larger piles first."""
    cards = ["bow", "paddler-red-1", "paddler-red-2", "paddler-red-3", "paddler-red-4", "chief-red"][:taken]
    cells = [{"row": 0, "col": c, "card": card} for c, card in enumerate(cards)]
    m = match(setup={"areas": [cells, []]})
    assert _sizes(m) == sizes


def test_OGA_4_start_seat():
    """OGA-4: the youngest player starts: seat `start_seat`."""
    assert match(setup={"start_seat": 1}).to_act() == [1]


def test_OGA_5_options_and_defaults():
    """OGA-5: variant basic (default) or advanced; reshuffles an integer >= 0, default 2."""
    r = rules()
    assert r.resolve_options({}) == {"variant": "basic", "reshuffles": 2}
    assert r.resolve_options({"variant": "advanced", "reshuffles": 17}) == {"variant": "advanced", "reshuffles": 17}
    assert r.resolve_options({"reshuffles": 0})["reshuffles"] == 0
    for bad in ({"variant": "expert"}, {"reshuffles": -1}, {"reshuffles": True}, {"reshuffles": "2"}, {"x": 1}):
        with pytest.raises(BadSetup):
            r.resolve_options(bad)
    assert match(options={"reshuffles": 7}).state.reshuffles_left == 7


def test_OGA_6_piles_override_top_first_and_rest_under_the_smallest():
    """OGA-6: listed cards on top (top first); the rest dealt to the bottom of the smallest pile."""
    m = match(setup={"piles": [["bow", "stern"], ["loot-fur"], []]})
    assert _sizes(m) == [38, 37, 37]
    tops = [[CAT.ids[t] for t in reversed(p[-2:])] for p in m.state.piles]
    assert tops[0] == ["bow", "stern"] and tops[1][0] == "loot-fur"
    act(m, "draw", pile=0)
    assert held(m) == "bow"
    assert sorted(m.state.all_cards()) == sorted(CAT.full_deck())


def test_OGA_6_areas_override_lays_out_cards():
    """OGA-6: `areas` puts cards in the grids before play, taken out of the deck first."""
    m = match(setup={"areas": [area("", "3:bow-red 4:paddler-red-3"), area("0:loot-woman")]})
    grid = m.view(0)["seats"]
    assert grid[0]["grid"][1][3] == "bow-red" and grid[0]["grid"][1][4] == "paddler-red-3"
    assert grid[1]["grid"][0][0] == "loot-woman"
    assert sum(_sizes(m)) == 109
    assert sorted(m.state.all_cards()) == sorted(CAT.full_deck())


def test_OGA_6_areas_do_not_check_the_touch_rule():
    """OGA-6: rows must satisfy OGA-9 (c)-(f); cards need not touch."""
    m = match(setup={"areas": [area("0:bow", "", "13:stern"), []]})
    assert m.view(0)["seats"][0]["grid"][2][13] == "stern"


@pytest.mark.parametrize(
    ("setup", "words"),
    [
        ({"deck": []}, "unknown key"),
        ({"piles": [["bow"], []]}, "three lists"),
        ({"piles": [["unicorn"], [], []]}, "unknown card id"),
        ({"piles": [["medicine-red", "medicine-red"], [], []]}, "more 'medicine-red'"),
        ({"piles": [["medicine-red"], [], []], "areas": [area("0:medicine-red"), []]}, "more 'medicine-red'"),
        ({"areas": [area("0:bow")]}, "list of 2 lists"),
        ({"areas": [[{"row": 3, "col": 0, "card": "bow"}], []]}, "outside"),
        ({"areas": [[{"row": 0, "col": 14, "card": "bow"}], []]}, "outside"),
        ({"areas": [[{"row": 0, "col": 0, "card": "bow"}, {"row": 0, "col": 0, "card": "stern"}], []]}, "twice"),
        ({"areas": [area("0:axe"), []]}, "axe"),
        ({"areas": [area("0:paddler-red-3 2:paddler-black-3"), []]}, "same kind"),
        ({"areas": [area("0:paddler-red-3 1:bow"), []]}, "left of a bow"),
        ({"areas": [area("0:stern 1:paddler-red-3"), []]}, "right of a stern"),
        ({"areas": [[{"row": 0, "col": 0}], []]}, "exactly row, col and card"),
        ({"start_seat": 2}, "start_seat"),
        ({"start_seat": "0"}, "start_seat"),
    ],
)
def test_OGA_6_bad_overrides_are_refused(setup, words):
    """OGA-6: bad overrides raise BadSetup with a clear reason."""
    with pytest.raises(BadSetup, match=words):
        match(setup=setup)


def test_OGA_6_setup_must_be_an_object():
    """OGA-6: the rules refuse a setup that is not an object."""
    r = rules()
    with pytest.raises(BadSetup, match="expected an object"):
        r.setup(2, r.resolve_options({}), random.Random(1), "not an object")


def test_OGA_6_areas_check_colours_in_the_advanced_variant():
    """OGA-6 with OGA-36: in the advanced variant an area row may not mix colours in one canoe."""
    mixed = {"areas": [area("0:bow-red 1:paddler-black-2"), []]}
    match(setup=mixed)  # fine in the basic variant
    with pytest.raises(BadSetup, match="red and a black"):
        match(setup=mixed, options={"variant": "advanced"})


def _hold_with_piles(piles: list[list[int]], discard: list[str], reshuffles: int = 2):
    """Seat 0 holds a drawn eagle; then the piles and discard pile are set as given."""
    m = match(setup={"piles": [["loot-eagle"], [], []]}, options={"reshuffles": reshuffles})
    act(m, "draw", pile=0)
    m.state.piles = piles
    m.state.discard = [CAT.index[c] for c in discard]
    return m


def test_OGA_7_discard_pile_becomes_the_lowest_empty_pile():
    """OGA-7: before a draw, an empty pile is replaced by the shuffled discard pile."""
    keep = [CAT.index["bow"]]
    m = _hold_with_piles([keep[:], [], keep[:]], ["loot-fur", "totem"])
    act(m, "discard")  # the eagle joins the discard pile; seat 1 must draw
    assert sorted(CAT.ids[t] for t in m.state.piles[1]) == ["loot-eagle", "loot-fur", "totem"]
    assert m.state.discard == [] and m.state.reshuffles_left == 1
    assert {a["pile"] for a in m.legal_actions()} == {0, 1, 2}


def test_OGA_7_only_non_empty_piles_may_be_drawn():
    """OGA-7: with no reshuffle left, empty piles are not offered and drawing one is refused."""
    m = _hold_with_piles([[], [CAT.index["bow"]], []], ["loot-fur"], reshuffles=0)
    act(m, "discard")
    assert [a["pile"] for a in m.legal_actions()] == [1]
    with pytest.raises(IllegalAction, match="pile 0 is empty"):
        act(m, "draw", pile=0)


def test_OGA_7_reshuffle_limit():
    """OGA-7: the discard pile is reshuffled at most `reshuffles` times per game."""
    m = _hold_with_piles([[], [CAT.index["bow"]], []], ["loot-fur"], reshuffles=1)
    act(m, "discard")
    assert len(m.state.piles[0]) == 2 and m.state.reshuffles_left == 0
    act(m, "draw", pile=0)
    act(m, "discard")  # pile 0 may be empty again now; no reshuffle is left
    assert m.state.reshuffles_left == 0 and m.state.discard


def test_OGA_7_game_ends_when_nothing_can_be_drawn():
    """OGA-7: all three piles empty and no reshuffle possible: the game ends at once."""
    m = _hold_with_piles([[], [], []], [], reshuffles=0)
    act(m, "discard")
    assert m.is_over() and m.to_act() == [] and m.legal_actions() == []
    assert m.result()["winners"] == [0, 1]
    assert "no card is left" in m.view(0)["end_reason"] and m.view(0)["end_cause"] == "no_cards"


def test_OGA_7_empty_discard_pile_cannot_be_reshuffled():
    """OGA-7: with reshuffles left but an empty discard pile, the game still ends."""
    m = match(setup={"piles": [["bow"], [], []]})
    act(m, "draw", pile=0)
    m.state.piles = [[], [], []]
    act(m, "place", row=0, col=0)  # no stop: seat 0 must draw again, but nothing is left
    assert m.is_over()
    assert m.state.reshuffles_left == 2


def test_OGA_7_shuffle_is_seeded():
    """OGA-7: the reshuffle uses the match's generator (a seed and the actions reproduce it)."""
    states = []
    for _ in range(2):
        m = _hold_with_piles([[], [CAT.index["bow"]], []], ["loot-fur", "totem", "bow", "stern", "lasso"])
        m.state.rng = random.Random(3)
        act(m, "discard")
        states.append(m.state.piles[0][:])
    assert states[0] == states[1]
