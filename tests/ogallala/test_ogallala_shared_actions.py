"""The draw, place and discard actions Ogallala hands out again at every decision stay as they were made."""

from __future__ import annotations

import copy
import random

from tablegame.bots.base import make_bot
from tablegame.core.registry import get_rules
from tablegame.games.ogallala import legal
from tablegame.games.ogallala.occupancy import columns


def test_bots_views_and_history_leave_the_shared_actions_as_made():
    """Whole games by every cheap level, with views and history text after each action, mutate none of them.

    The lists of a row's place actions, made as they are met, hold the shared actions of their columns; the
    lasso, shoot and attack actions, made as they are met, keep the fields they were made with.
    """
    made = copy.deepcopy((legal.DRAWS, legal.PLACES, legal.DISCARDS))
    r = get_rules("ogallala")
    names = ["A", "B", "C"]
    for seed, variant in ((0, "basic"), (1, "advanced")):
        state = r.setup(3, r.resolve_options({"variant": variant}), random.Random(seed), {})
        bots = [make_bot(r, level, s, seed) for s, level in enumerate(("normal", "easy", "random"))]
        while not r.is_over(state):
            seat = r.to_act(state)[0]
            before = r.view(state, seat)
            action = bots[seat].choose(before, r.legal_actions(state, seat))
            r.apply(state, action)
            after = r.view(state, seat)
            r.describe_for(action, names, seat, before, after)
            r.events_for(action, names, seat, before, after)
    assert made == (legal.DRAWS, legal.PLACES, legal.DISCARDS)
    for seat, rows in enumerate(legal.ROW_PLACES):
        for r, lists in enumerate(rows):
            for bits, places in lists.items():
                assert places == [legal.PLACES[seat][r][c] for c in columns(bits)]
                assert all(a is legal.PLACES[seat][r][a["col"]] for a in places)
    for kind, seats in legal.STEALS.items():
        for seat, targets in enumerate(seats):
            for target, rows in enumerate(targets):
                for r, cells in enumerate(rows):
                    fresh = [{"seat": seat, "type": kind, "target": target, "row": r, "col": c} for c in range(14)]
                    assert cells is None or cells == fresh
    for key, a in legal.ATTACKS.items():
        pair = (a["seat"] * legal.MOST_SEATS + a["target"]) * 3 + a["row"]
        assert key == ((pair * 3 + a["target_row"]) * 14 + a["col"]) * 14 + a["target_col"] and len(a) == 7
