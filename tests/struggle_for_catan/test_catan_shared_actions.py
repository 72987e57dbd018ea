"""The actions Catan's legal lists share between decisions (made once, handed out again) stay as they were made."""

from __future__ import annotations

import copy
import random

from tablegame.bots.base import make_bot
from tablegame.core.registry import get_rules


def test_bots_views_and_history_leave_the_handed_out_actions_as_made() -> None:
    """Whole games by every cheap level, with views and history text after each action, mutate no action listed."""
    r = get_rules("struggle-for-catan")
    names = ["A", "B", "C", "D"]
    handed: dict[int, tuple[object, object]] = {}  # id -> (the action, a copy made when it was first listed)
    for seed, seats in ((0, 2), (1, 4)):
        state = r.setup(seats, r.resolve_options({}), random.Random(seed), {})
        levels = ("normal", "easy", "random", "normal")
        bots = [make_bot(r, levels[s], s, seed) for s in range(seats)]
        while not r.is_over(state):
            seat = r.to_act(state)[0]
            before = r.view(state, seat)
            legal = r.legal_actions(state, seat)
            for action in legal:
                handed.setdefault(id(action), (action, copy.deepcopy(action)))
            action = bots[seat].choose(before, legal)
            r.apply(state, action)
            after = r.view(state, seat)
            r.describe_for(action, names, seat, before, after)
            r.events_for(action, names, seat, before, after)
            r.moment_for(action, names, seat, before, after)
    assert len(handed) > 100
    assert all(action == made for action, made in handed.values())
