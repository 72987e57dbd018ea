"""Payments with the 3:1 rule (SFC-21, SFC-22) and Brigand discards, on 5-tuples of counts."""

from __future__ import annotations

from functools import lru_cache

Counts = tuple[int, ...]
N_RES = 5
TRADE_IN = 3  # cards of one resource that pay one unit of another (SFC-21)


def is_valid_payment(cost: Counts, pay: Counts) -> bool:
    """SFC-21: each resource pays its own units first; the rest of it comes in triples, one per unpaid unit."""
    unpaid = triples = 0
    for c, p in zip(cost, pay, strict=True):
        d = c if p > c else p
        extra = p - d
        if extra % TRADE_IN:
            return False
        triples += extra // TRADE_IN
        unpaid += c - d
    return unpaid == triples


@lru_cache(maxsize=1 << 16)
def payments(cost: Counts, hand: Counts) -> tuple[Counts, ...]:
    """Every valid payment for `cost` out of `hand` (SFC-21), each once."""
    budget = sum(cost)  # never more triples than units
    found: list[Counts] = []
    acc = [0] * N_RES

    def walk(i: int, unpaid: int, triples: int) -> None:
        if i == N_RES:
            if unpaid == triples:
                found.append(tuple(acc))
            return
        c, h = cost[i], hand[i]
        # Remaining resources can add at most (budget - triples) triples; prune impossible branches.
        for p in range(min(c, h) + 1):
            if unpaid + c - p <= budget:
                acc[i] = p
                walk(i + 1, unpaid + c - p, triples)
        t = 1
        while c + TRADE_IN * t <= h and triples + t <= budget:
            acc[i] = c + TRADE_IN * t
            walk(i + 1, unpaid, triples + t)
            t += 1
        acc[i] = 0

    walk(0, 0, 0)
    return tuple(found)


@lru_cache(maxsize=1 << 14)
def canonical_payment(cost: Counts, hand: Counts) -> Counts | None:
    """SFC-22: pay directly, then 3 of the resource with most cards left per unpaid unit; None if unaffordable."""
    pay = [min(c, h) for c, h in zip(cost, hand, strict=True)]
    left = [h - p for h, p in zip(hand, pay, strict=True)]
    for _ in range(sum(cost) - sum(pay)):
        best = max(range(N_RES), key=lambda r: (left[r], -r))
        if left[best] < TRADE_IN:
            return None
        left[best] -= TRADE_IN
        pay[best] += TRADE_IN
    return tuple(pay)


@lru_cache(maxsize=1 << 14)
def discards(hand: Counts, size: int) -> tuple[Counts, ...]:
    """Every distinct multiset of `size` cards out of `hand` (SFC-30)."""
    found: list[Counts] = []
    acc = [0] * N_RES
    rest = [sum(hand[i:]) for i in range(N_RES)] + [0]

    def walk(i: int, need: int) -> None:
        if i == N_RES:
            if need == 0:
                found.append(tuple(acc))
            return
        low = max(0, need - rest[i + 1])
        for k in range(low, min(hand[i], need) + 1):
            acc[i] = k
            walk(i + 1, need - k)
        acc[i] = 0

    walk(0, size)
    return tuple(found)
