"""Every Niagara view (each seat's, the onlooker's, the open ones) matches its TypedDicts after a
trip through JSON, at every seat count: the `replay --json` shape and view_types.py say the same."""

from __future__ import annotations

import random

import pytest
from view_types_check import check_views_of_a_playout

from tablegame.core.registry import get_rules
from tablegame.games.niagara.view_types import NiagaraView

RULES = get_rules("niagara")
MAX_ACTIONS = 5_000
EVERY = 4  # every 4th position (and the last): enough to meet every phase and keep the file fast


@pytest.mark.parametrize("n_seats", range(RULES.min_seats, RULES.max_seats + 1))
def test_every_view_of_a_random_playout_matches_the_typed_view(n_seats: int) -> None:
    options = RULES.resolve_options(dict(RULES.playout_options))
    state = RULES.setup(n_seats, options, random.Random(n_seats), {})
    events = check_views_of_a_playout(
        RULES,
        state,
        n_seats,
        NiagaraView,
        random.Random(27 + n_seats),
        EVERY,
        lambda state: {event["type"] for event in RULES.view(state, None)["last_events"]},
        MAX_ACTIONS,
    )
    assert RULES.is_over(state)
    assert {"move", "reveal", "flow", "round_end", "game_over"} <= set().union(*events)
