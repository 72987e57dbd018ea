"""Every Struggle for Catan view (each seat's, the onlooker's, the open ones) matches its TypedDicts after a
trip through JSON, at every seat count: the `replay --json` shape and view_types.py say the same."""

from __future__ import annotations

import json
import random

import pytest
from view_types_check import check_view

from tablegame.core.registry import get_rules
from tablegame.games.struggle_for_catan.view_types import CatanView

RULES = get_rules("struggle-for-catan")
MAX_ACTIONS = 5_000
EVERY = 4  # every 4th position (and the last): enough to meet every phase and keep the file fast


@pytest.mark.parametrize("n_seats", range(RULES.min_seats, RULES.max_seats + 1))
def test_every_view_of_a_random_playout_matches_the_typed_view(n_seats: int) -> None:
    rng = random.Random(27 + n_seats)
    options = RULES.resolve_options(dict(RULES.playout_options))
    state = RULES.setup(n_seats, options, random.Random(n_seats), {})
    kinds: set[str] = set()
    for step in range(MAX_ACTIONS):
        seats = RULES.to_act(state)
        if step % EVERY == 0 or not seats:
            for seat in [*range(n_seats), None]:
                for view in (RULES.view(state, seat), RULES.open_view(state, seat)):
                    check_view(json.loads(json.dumps(view)), CatanView)
        pending = RULES.view(state, None)["pending"]
        kinds.add(pending["kind"] if pending else state.phase)
        if not seats:
            break
        legal = RULES.legal_actions(state, seats[0])
        RULES.apply(state, legal[rng.randrange(len(legal))])
    assert RULES.is_over(state)
    assert {"trade", "build", "give"} <= kinds
