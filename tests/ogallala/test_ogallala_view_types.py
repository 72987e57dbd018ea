"""Ogallala's views match their TypedDicts (view_types.py) after a trip through JSON: every seat's view, the
onlooker's and the open views, along random playouts at every seat count and variant (every few positions: a
playout has some 300, and every view names the whole table)."""

from __future__ import annotations

import random

import pytest
from view_types_check import check_views_of_a_playout

from tablegame.games.ogallala.rules import OgallalaRules
from tablegame.games.ogallala.view_types import OgView

RULES = OgallalaRules()
EVERY = 4  # check the views of every 4th position, and of the last


@pytest.mark.parametrize("n_seats", range(RULES.min_seats, RULES.max_seats + 1))
@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_every_view_of_a_playout_matches_its_types(n_seats: int, variant: str) -> None:
    options = RULES.resolve_options({**RULES.playout_options, "variant": variant})
    state = RULES.setup(n_seats, options, random.Random(n_seats), {})
    check_views_of_a_playout(RULES, state, n_seats, OgView, random.Random(n_seats), EVERY)
    assert RULES.view(state, None)["over"]
