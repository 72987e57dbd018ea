"""CABO's views match their TypedDicts (view_types.py) after a trip through JSON: every seat's view, the
onlooker's and the open views, at every position of random playouts at every seat count and option."""

from __future__ import annotations

import random

import pytest
from view_types_check import check_views_of_a_playout

from tablegame.games.cabo.rules import CaboRules
from tablegame.games.cabo.view_types import CaboView

RULES = CaboRules()
OPTIONS = [
    {},
    {"mismatch_penalty": "none", "lock_caller": True, "memory_aid": True},
]


@pytest.mark.parametrize("n_seats", range(RULES.min_seats, RULES.max_seats + 1))
@pytest.mark.parametrize("options", OPTIONS)
def test_every_view_of_a_playout_matches_its_types(n_seats: int, options: dict[str, object]) -> None:
    state = RULES.setup(n_seats, RULES.resolve_options(options), random.Random(n_seats), {})
    rounds = check_views_of_a_playout(RULES, state, n_seats, CaboView, random.Random(n_seats), seen=lambda s: s.round)
    assert len(set(rounds)) > 1  # the score screen of a finished round was checked too
