"""The search's rollout policy: its quick affordability check agrees with the canonical payment."""

from __future__ import annotations

import itertools

from tablegame.games.struggle_for_catan.payment import canonical_payment
from tablegame.games.struggle_for_catan.search import COST, ORDER, R, _swap, affords


def test_affords_is_canonical_payment_not_none() -> None:
    """Every hand of up to 6 cards of each resource, every building: the same answer as canonical_payment."""
    for hand in itertools.product(range(7), repeat=5):
        for cost in COST.values():
            assert affords(cost, hand) == (canonical_payment(cost, hand) is not None), (cost, hand)


def test_market_swap_is_the_first_that_pays() -> None:
    """The swap the policy looks up is the first (give, take), in resource order, after which the hand pays
    for a wanted building (in the builder's order), as trying each swap with canonical_payment finds."""
    offered_all = bytes([1] * 5)
    for hand in itertools.product(range(5), repeat=5):
        for offered in (offered_all, bytes([1, 0, 1, 0, 1]), bytes([0, 1, 0, 0, 0])):
            for wanted in (ORDER, ORDER[2:], ORDER[3:]):
                expected = None
                for building in wanted:
                    cost = COST[building]
                    swaps = [
                        (g, t)
                        for g in range(5)
                        for t in range(5)
                        if t != g and offered[t] and hand[g] > cost[g] and _paid_after(cost, hand, g, t)
                    ]
                    if swaps:
                        expected = swaps[0]
                        break
                got = _swap(0, bytes(hand), offered, wanted)
                found = None if got is None else (R.index(got["give"]), R.index(got["take"]))
                assert found == expected, (hand, offered, wanted)


def _paid_after(cost: tuple[int, ...], hand: tuple[int, ...], give: int, take: int) -> bool:
    after = list(hand)
    after[give] -= 1
    after[take] += 1
    return canonical_payment(cost, tuple(after)) is not None
