"""The search's own shortcuts: the rollout policy's payability checks, the sampled states' fields."""

from __future__ import annotations

import itertools
import random

from tablegame.core.registry import get_rules
from tablegame.games.struggle_for_catan.determinize import determinize
from tablegame.games.struggle_for_catan.payment import canonical_payment
from tablegame.games.struggle_for_catan.search import COST, ORDER, _swaps, affords
from tablegame.games.struggle_for_catan.state import CatanState


def test_affords_is_canonical_payment_not_none() -> None:
    """Every hand of up to 6 cards of each resource, every building: the same answer as canonical_payment."""
    for hand in itertools.product(range(7), repeat=5):
        for cost in COST.values():
            assert affords(cost, hand) == (canonical_payment(cost, hand) is not None), (cost, hand)


def test_market_swaps_are_the_first_that_pay() -> None:
    """For each building, the swap the policy looks up is the first (give, take), in resource order, after which
    the hand pays for it, as trying each swap with canonical_payment finds."""
    for hand in itertools.product(range(5), repeat=5):
        for offered in (bytes([1] * 5), bytes([1, 0, 1, 0, 1]), bytes([0, 1, 0, 0, 0])):
            expected = []
            for building in ORDER:
                cost = COST[building]
                swaps = [
                    (building, g, t)
                    for g in range(5)
                    for t in range(5)
                    if t != g and offered[t] and hand[g] > cost[g] and _paid_after(cost, hand, g, t)
                ]
                expected += swaps[:1]
            assert list(_swaps(bytes(hand), offered)) == expected, (hand, offered)


def _paid_after(cost: tuple[int, ...], hand: tuple[int, ...], give: int, take: int) -> bool:
    after = list(hand)
    after[give] -= 1
    after[take] += 1
    return canonical_payment(cost, tuple(after)) is not None


def test_a_sample_sets_every_field_of_the_state() -> None:
    """determinize builds its states without CatanState's __init__: every field is still set, the fixed ones
    as the view says, and no sample shares a list with another."""
    rules = get_rules("struggle-for-catan")
    for seats in (2, 3, 4):
        state = rules.setup(seats, rules.resolve_options({}), random.Random(seats), {})
        rng = random.Random(7)
        for _ in range(40):
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            rules.perform(state, legal[rng.randrange(len(legal))])
        seat = rules.to_act(state)[0]
        view = rules.view(state, seat)
        one, two = determinize(view, rng), determinize(view, rng)
        assert set(vars(one)) == set(CatanState.__dataclass_fields__)
        for name in ("turn_seat", "turn_number", "phase", "exchanges_left", "built", "roads", "knights", "market"):
            assert getattr(one, name) == getattr(state, name), name
        assert one.hands[seat] == state.hands[seat]
        for name, value in vars(one).items():
            if isinstance(value, list):
                assert value is not getattr(two, name), name
