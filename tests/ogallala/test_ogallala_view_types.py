"""Ogallala's views match their TypedDicts (view_types.py) after a trip through JSON: every seat's view, the
onlooker's and the open views, along random playouts at every seat count and variant (every few positions: a
playout has some 300, and every view names the whole table)."""

from __future__ import annotations

import json
import random

import pytest
from view_types_check import check_view

from tablegame.games.ogallala.rules import OgallalaRules
from tablegame.games.ogallala.view_types import OgView

RULES = OgallalaRules()
EVERY = 4  # check the views of every 4th position, and of the last


@pytest.mark.parametrize("n_seats", range(RULES.min_seats, RULES.max_seats + 1))
@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_every_view_of_a_playout_matches_its_types(n_seats: int, variant: str) -> None:
    rng = random.Random(n_seats)
    options = RULES.resolve_options({**RULES.playout_options, "variant": variant})
    state = RULES.setup(n_seats, options, random.Random(n_seats), {})
    readers: list[int | None] = [*range(n_seats), None]
    step = 0
    while True:
        seats = RULES.to_act(state)
        for reader in readers if not seats or step % EVERY == 0 else []:
            check_view(json.loads(json.dumps(RULES.view(state, reader))), OgView)
            check_view(json.loads(json.dumps(RULES.open_view(state, reader))), OgView)
        if not seats:
            break
        step += 1
        RULES.apply(state, rng.choice(RULES.legal_actions(state, seats[0])))
    assert RULES.view(state, None)["over"]
