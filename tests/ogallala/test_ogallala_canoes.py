"""OGA-8 to OGA-13: the grid, placement legality and the canoe model."""

from __future__ import annotations

import random

import pytest
from ogallala_helpers import CAT, act, area, match, places, row, scores

from tablegame.core.rules import IllegalAction
from tablegame.games.ogallala.canoes import complete_spans, is_complete, row_spans
from tablegame.games.ogallala.placement import legal_cells, place_problem, touch_mask

EMPTY_ROW = [-1] * 14


def _grid(*rows: str) -> list[list[int]]:
    texts = [*rows, "", "", ""][:3]
    return [row(t) for t in texts]


def _holding(card: str, *rows: str, options: dict | None = None):
    """A match where seat 0 holds `card` with its grid laid out from row strings."""
    m = match(setup={"areas": [area(*rows), []], "piles": [[card], [], []]}, options=options)
    act(m, "draw", pile=0)
    return m


def test_OGA_8_fixed_grid_of_3_by_14():
    """OGA-8: rows 0-2, columns 0-13; a first card may go anywhere in it, nowhere else."""
    m = _holding("bow")
    assert places(m) == {(r, c) for r in range(3) for c in range(14)}
    with pytest.raises(IllegalAction, match="outside"):
        act(m, "place", row=3, col=0)
    with pytest.raises(IllegalAction, match="outside"):
        act(m, "place", row=0, col=14)


def test_OGA_8_first_card_limits_growth():
    """OGA-8: a canoe started at column 13 cannot grow to the right."""
    grid = _grid("13:bow")
    assert (0, 12) not in legal_cells(grid, CAT.index["paddler-red-1"], False)  # left of the bow
    assert (0, 12) in legal_cells(grid, CAT.index["stern"], False)  # a stern may precede a bow


def test_OGA_9a_cell_must_exist_and_be_empty():
    """OGA-9 (a): an occupied cell is refused."""
    m = _holding("paddler-red-1", "0:bow")
    assert (0, 0) not in places(m)
    with pytest.raises(IllegalAction, match="already holds a card"):
        act(m, "place", row=0, col=0)


def test_OGA_9b_touch_rule_counts_diagonals():
    """OGA-9 (b): one of the 8 neighbouring cells must hold a card of the seat."""
    m = _holding("loot-woman", "", "5:paddler-red-1")
    assert places(m) == {(r, c) for r in range(3) for c in (4, 5, 6)} - {(1, 5)}
    with pytest.raises(IllegalAction, match="touch"):
        act(m, "place", row=1, col=8)


def test_OGA_9b_empty_grid_takes_any_cell():
    """OGA-9 (b): a first card goes anywhere."""
    assert touch_mask(_grid()) is None
    assert len(legal_cells(_grid(), CAT.index["loot-tent"], False)) == 42


def test_OGA_9c_same_kind_not_in_the_row_even_in_another_canoe():
    """OGA-9 (c): identical kinds (colour ignored) never share a row."""
    grid = _grid("0:bow 1:paddler-red-3 2:stern", "0:loot-fur")
    black3 = CAT.index["paddler-black-3"]
    assert all(r != 0 for r, _ in legal_cells(grid, black3, False))
    assert place_problem(grid, 0, 4, black3, False, touch_mask(grid)) is not None
    assert (1, 1) in legal_cells(grid, black3, False)
    # a second empty bow is a different kind from a pathfinder
    assert (0, 3) in legal_cells(grid, CAT.index["bow-red"], False)
    assert (0, 3) not in legal_cells(grid, CAT.index["bow"], False)


def test_OGA_9d_only_a_stern_left_of_a_bow():
    """OGA-9 (d): left of every bow-type card: empty, edge or a stern-type card."""
    grid = _grid("5:bow")
    assert (0, 4) in legal_cells(grid, CAT.index["stern"], False)
    assert (0, 4) not in legal_cells(grid, CAT.index["paddler-red-1"], False)
    assert (0, 4) not in legal_cells(grid, CAT.index["bow-red"], False)
    grid = _grid("5:paddler-red-1")
    assert (0, 6) not in legal_cells(grid, CAT.index["bow"], False)  # a middle card left of a bow
    grid = _grid("5:stern")
    assert (0, 6) in legal_cells(grid, CAT.index["bow"], False)


def test_OGA_9e_only_a_bow_right_of_a_stern():
    """OGA-9 (e): right of every stern-type card: empty, edge or a bow-type card."""
    grid = _grid("5:stern")
    assert (0, 6) in legal_cells(grid, CAT.index["bow-black"], False)
    assert (0, 6) not in legal_cells(grid, CAT.index["loot-tent"], False)
    assert (0, 6) not in legal_cells(grid, CAT.index["stern-red"], False)
    grid = _grid("5:paddler-red-2")
    assert (0, 4) not in legal_cells(grid, CAT.index["stern"], False)  # a middle card right of a stern
    assert (0, 4) in legal_cells(grid, CAT.index["bow"], False)


def test_OGA_9_hopeless_placements_are_legal():
    """OGA-9: a middle card in column 0 cannot ever get a bow, but is legal."""
    assert (0, 0) in legal_cells(_grid(), CAT.index["chief-red"], False)


def test_OGA_9f_colours_only_in_the_advanced_variant():
    """OGA-9 (f) with OGA-36: advanced canoes never hold red and black Indians; basic ones may."""
    grid = _grid("0:bow-red 1:paddler-red-2")
    black = CAT.index["paddler-black-1"]
    assert (0, 2) in legal_cells(grid, black, False)
    assert (0, 2) not in legal_cells(grid, black, True)
    other = legal_cells(_grid("0:bow-red 1:paddler-red-2", "3:loot-fur"), black, True)
    assert (0, 3) not in other  # a one-cell gap: the same canoe
    assert (0, 4) in other  # two empty cells: another canoe


def test_OGA_9f_colourless_card_may_not_join_two_colours():
    """OGA-36: two canoes joined by a colourless card count as one canoe."""
    grid = _grid("0:paddler-red-1 1:loot-fur 3:paddler-black-2")
    woman = CAT.index["loot-woman"]
    assert (0, 2) in legal_cells(grid, woman, False)
    assert (0, 2) not in legal_cells(grid, woman, True)
    # lasso throwers and archers are colourless: they fit any canoe
    assert (0, 2) in legal_cells(_grid("0:bow-red 1:paddler-red-2"), CAT.index["lasso"], True)


def test_OGA_10_placed_cards_stay_put():
    """OGA-10: placing and drawing on never moves a placed card."""
    m = _holding("paddler-red-1", "3:bow")
    act(m, "place", row=0, col=4)
    assert m.view(0)["seats"][0]["grid"][0][3:5] == ["bow", "paddler-red-1"]
    act(m, "draw", pile=1)
    assert m.view(0)["seats"][0]["grid"][0][3:5] == ["bow", "paddler-red-1"]


@pytest.mark.parametrize(
    ("text", "spans"),
    [
        ("3:bow-red 4:paddler-red-3 6:paddler-black-1 9:stern", [(3, 6), (9, 9)]),  # worked example 1
        ("0:paddler-red-1 2:loot-fur", [(0, 2)]),  # a one-cell gap joins
        ("0:paddler-red-1 3:loot-fur", [(0, 0), (3, 3)]),  # two empty cells separate
        ("0:stern 1:bow 2:stern", [(0, 0), (1, 2)]),  # a bow starts a canoe
        ("0:stern 2:loot-fur", [(0, 0), (2, 2)]),  # after a stern a new canoe starts
        ("0:bow 2:bow-red", [(0, 0), (2, 2)]),
        ("5:loot-fur", [(5, 5)]),  # a single card is a canoe
    ],
)
def test_OGA_11_canoe_grouping(text, spans):
    """OGA-11: scan from column 0; bow, first card, after a stern, or two empty cells start a canoe."""
    assert row_spans(row(text)) == spans


def test_OGA_12_complete_canoes():
    """OGA-12: bow-type first, stern-type last, no empty cell between; bow + stern alone is complete."""
    assert complete_spans(row("0:bow 1:stern")) == [(0, 1)]
    assert complete_spans(row("0:bow-red 1:chief-red 2:stern-black")) == [(0, 2)]
    assert complete_spans(row("0:bow 1:paddler-red-1 3:stern")) == []  # the gap
    assert complete_spans(row("0:paddler-red-1 1:stern")) == []  # no bow
    assert complete_spans(row("0:bow 1:paddler-red-1")) == []  # no stern
    r = row("0:bow 1:stern 2:bow-red 3:stern-red")
    assert [is_complete(r, s) for s in row_spans(r)] == [True, True]


def test_OGA_12_removing_cards_splits_never_completes():
    """OGA-12: a removed card can split a canoe (two gaps), never complete one."""
    r = row("0:bow 1:paddler-red-1 2:paddler-red-2 4:paddler-red-3 5:stern")
    assert row_spans(r) == [(0, 5)]
    r[2] = -1
    assert row_spans(r) == [(0, 1), (4, 5)]
    assert complete_spans(r) == []


def test_OGA_12_one_cell_gap_takes_only_a_middle_card():
    """OGA-12 with OGA-9 (d)/(e): inside a canoe a one-cell gap takes no bow or stern."""
    grid = _grid("0:bow 1:paddler-red-1 3:stern")
    assert (0, 2) in legal_cells(grid, CAT.index["loot-fur"], False)
    assert (0, 2) not in legal_cells(grid, CAT.index["stern-red"], False)
    assert (0, 2) not in legal_cells(grid, CAT.index["bow-red"], False)


def test_OGA_13_newly_completed_by_the_placed_card():
    """OGA-13: a placement that completes a canoe makes it newly completed (and gives an attack)."""
    m = match(setup={"areas": [area("0:bow 1:paddler-red-4"), area("0:loot-woman")], "piles": [["stern"], [], []]})
    act(m, "draw", pile=0)
    act(m, "place", row=0, col=2)
    assert m.view(0)["completed_this_turn"] == [{"row": 0, "col": 0}]
    assert m.view(0)["attacks"] == [{"row": 0, "col": 0, "left": 1}]
    assert scores(m) == [3, 0]


def test_OGA_13_existing_complete_canoes_are_not_newly_completed():
    """OGA-13: a complete canoe elsewhere is not newly completed by another placement."""
    m = match(setup={"areas": [area("0:bow 1:stern"), []], "piles": [["loot-fur"], [], []]})
    act(m, "draw", pile=0)
    act(m, "place", row=1, col=0)
    assert m.view(0)["completed_this_turn"] == [] and m.view(0)["phase"] == "draw"


def _random_grids(count: int, advanced: bool):
    """Grids reached by random legal placements (OGA-9), for cross-checks."""
    import random

    rng = random.Random(11)
    deck = [t for t in CAT.full_deck() if CAT.ids[t] != "axe"]
    for _ in range(count):
        grid = [[-1] * 14 for _ in range(3)]
        for t in rng.sample(deck, rng.randrange(5, 40)):
            cells = legal_cells(grid, t, advanced)
            if cells:
                r, c = rng.choice(cells)
                grid[r][c] = t
        yield grid, rng


@pytest.mark.parametrize("advanced", [False, True])
def test_OGA_9_legal_cells_agree_with_place_problem(advanced):
    """OGA-9: the row-wise enumeration equals the cell-by-cell check (one rule, two speeds)."""
    for grid, rng in _random_grids(150, advanced):
        touch = touch_mask(grid)
        for t in rng.sample(range(len(CAT.ids)), 8):
            expected = [
                (r, c) for r in range(3) for c in range(14) if place_problem(grid, r, c, t, advanced, touch) is None
            ]
            assert legal_cells(grid, t, advanced) == expected


def test_OGA_36_local_colour_check_agrees_with_a_full_rescan():
    """OGA-36: joining the neighbours' canoes by OGA-11 gives the same answer as regrouping the row."""
    checked = 0
    from tablegame.games.ogallala.canoes import colour_bits, span_at
    from tablegame.games.ogallala.placement import _mixes_colours, ends_problem

    for grid, rng in _random_grids(150, False):
        for r in range(3):
            line = grid[r]
            for c in range(14):
                if line[c] >= 0:
                    continue
                t = rng.randrange(len(CAT.ids))
                if ends_problem(line, c, CAT.role[t]) is not None:
                    continue  # the colour check only runs for placements that pass (d) and (e)
                after = line[:]
                after[c] = t
                assert _mixes_colours(line, c, t) == (colour_bits(after, span_at(after, c)) == 3)
                checked += 1
    assert checked > 1000


def test_marks_follow_the_grids_and_are_made_again_for_new_ones():
    """The bits the rules keep per row match the cells; a state given other grids, or told to forget, counts anew."""
    from tablegame.games.ogallala import occupancy
    from tablegame.games.ogallala.state import OgState

    grid = _grid("0:bow 1:paddler-red-1 2:stern", "", "4:totem")
    state = OgState(n_seats=2, options={}, rng=random.Random(1), grids=[grid, _grid()])
    assert occupancy.marks_of(state, 0) == occupancy.grid_marks(grid)
    assert occupancy.marks_of(state, 0)[occupancy.FILLED] == 0b111
    state.grids = [_grid(), grid]
    assert occupancy.marks_of(state, 1) == occupancy.grid_marks(grid)
    grid[1][3] = CAT.index["bow"]
    occupancy.forget(state)
    assert occupancy.marks_of(state, 1)[occupancy.BOWS + 1] == 1 << 3


def test_canoes_from_a_rows_bits_are_its_spans_complete_or_not():
    """occupancy.canoes, looked up by a row's bits, and complete_at agree with row_spans and is_complete."""
    from tablegame.games.ogallala import occupancy

    rng = random.Random(5)
    for _ in range(3000):
        full = rng.random()
        cells = [rng.randrange(len(CAT.ids)) if rng.random() < full else -1 for _ in range(14)]
        marks = occupancy.grid_marks([cells, [-1] * 14, [-1] * 14])
        spans = row_spans(cells)
        done = [s for s in spans if is_complete(cells, s)]
        assert occupancy.canoes(marks, 0)[:3] == (spans, done, [s for s in spans if s not in done])
        for c in range(14):
            holding = next((s for s in done if s[0] <= c <= s[1]), None) if cells[c] >= 0 else None
            assert occupancy.complete_at(marks, 0, c) == holding
