"""Rules.count_components for Niagara: every gem, canoe and paddle card is counted wherever it is, and the
counts never change over a game and match the catalog (NIA-3)."""

from __future__ import annotations

import random

import pytest
from niagara_helpers import new_match

from tablegame.core.registry import get_rules
from tablegame.games.niagara.catalog import catalog

RULES = get_rules("niagara")


def expected_counts(n_seats: int) -> dict[str, int]:
    """What the catalog says a game of n seats holds."""
    cat = catalog()
    counts = {f"gem:{colour}": cat.gems_per_colour for colour in cat.colours}
    counts["canoe"] = cat.boats_per_seat * n_seats
    counts.update({f"paddle:{card}": n_seats for card in cat.cards})
    return counts


@pytest.mark.parametrize(
    ("n", "fork", "seed"), [(2, "alternate", 1), (3, "straight", 2), (4, "alternate", 3), (5, "straight", 4)]
)
def test_components_are_constant_over_random_playouts_and_match_the_catalog(n, fork, seed):
    rng = random.Random(seed)
    state = RULES.setup(n, RULES.resolve_options({"fork": fork, "max_rounds": 15}), random.Random(seed), {})
    expected = expected_counts(n)
    for _ in range(5000):
        assert RULES.count_components(state) == expected
        if RULES.is_over(state):
            break
        RULES.apply(state, rng.choice(RULES.all_legal_actions(state)))
    assert RULES.is_over(state)


def test_a_scenario_with_gems_at_home_and_on_boats_counts_the_same():
    match = new_match(
        3,
        {
            "boats": [[{"at": "4", "gem": "pink"}, {"at": "falls"}], None, None],
            "home": [None, {"pink": 3}, None],
            "gems": {"pink": 2},
            "used_cards": [[1, 2], None, None],
        },
    )
    assert RULES.count_components(match.state) == expected_counts(3)


def test_a_card_in_two_places_is_counted_twice():
    match = new_match(2)
    match.state.used[0] |= 1  # card 1 marked used while it is also chosen face down
    match.state.chosen[0] = 0
    assert RULES.count_components(match.state)["paddle:1"] == 3
