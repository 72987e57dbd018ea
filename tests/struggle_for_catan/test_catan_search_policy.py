"""The search's rollout policy: its quick affordability check agrees with the canonical payment."""

from __future__ import annotations

import itertools

from tablegame.games.struggle_for_catan.payment import canonical_payment
from tablegame.games.struggle_for_catan.search import COST, affords


def test_affords_is_canonical_payment_not_none() -> None:
    """Every hand of up to 6 cards of each resource, every building: the same answer as canonical_payment."""
    for hand in itertools.product(range(7), repeat=5):
        for cost in COST.values():
            assert affords(cost, hand) == (canonical_payment(cost, hand) is not None), (cost, hand)
