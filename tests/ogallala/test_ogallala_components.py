"""OGA-1, OGA-4: the rules count every card wherever it lies; the counts are the catalog's, all game long."""

from __future__ import annotations

import random

import pytest

from tablegame.core.registry import get_rules
from tablegame.games.ogallala.catalog import DECK_SIZE, catalog


def catalog_counts() -> dict[str, int]:
    """Copies of each card id, as cards/ogallala.yaml gives them."""
    cat = catalog()
    return dict(zip(cat.ids, cat.counts, strict=True))


@pytest.mark.parametrize(("n", "variant"), [(2, "basic"), (3, "advanced"), (5, "basic")])
def test_OGA_1_count_components_is_the_catalog_over_random_playouts(n, variant):
    """Every position of random games holds each card id as often as the catalog says: 112 cards in all."""
    rules = get_rules("ogallala")
    expected = catalog_counts()
    assert sum(expected.values()) == DECK_SIZE
    for seed in range(3):
        rng = random.Random(seed)
        state = rules.setup(n, rules.resolve_options({"variant": variant}), random.Random(seed), {})
        while not rules.is_over(state):
            assert rules.count_components(state) == expected
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            rules.apply(state, legal[rng.randrange(len(legal))])
        assert rules.count_components(state) == expected


def test_count_components_sees_a_card_that_goes_missing():
    """The count is of the state, not of the catalog: a card taken out shows."""
    rules = get_rules("ogallala")
    state = rules.setup(2, rules.resolve_options({}), random.Random(1), {})
    lost = state.piles[0].pop()
    counts = rules.count_components(state)
    assert counts[catalog().ids[lost]] == catalog_counts()[catalog().ids[lost]] - 1
