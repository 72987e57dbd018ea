"""Payments with the 3:1 rule (SFC-21, SFC-22) and Brigand discards, on 5-tuples of counts."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from operator import add

Counts = tuple[int, ...]
N_RES = 5
TRADE_IN = 3  # cards of one resource that pay one unit of another (SFC-21)
SLOT = 51  # a placed hand's byte for resource r and count k is r * SLOT + k (no resource has 51 cards)
PLACES = tuple(r * SLOT for r in range(N_RES))


def placed(hand: Sequence[int]) -> bytes:
    """A hand's counts as bytes that also say their resource, for the tables of `same_payments`."""
    return bytes(map(add, hand, PLACES))


def same_payments(cost: Counts) -> bytes:
    """A `bytes.translate` table from a placed hand to the smallest hand with the same payments for `cost`.

    Past its own units a resource pays in triples only, and for at most every other unit of the cost: a count
    past that, or not a whole number of triples past its units, pays nothing more (so 1,000s of hands seen in
    random play share a few 100 payment lists).
    """
    total = sum(cost)
    table = bytearray(256)
    for r, c in enumerate(cost):
        for k in range(SLOT):
            table[r * SLOT + k] = k if k < c else c + TRADE_IN * min((k - c) // TRADE_IN, total - c)
    return bytes(table)


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


def payments(cost: Counts, hand: Counts) -> tuple[Counts, ...]:
    """Every valid payment for `cost` out of `hand` (SFC-21), each once, in ascending order.

    A payment is a number d per resource: the units of its own cost it leaves unpaid (d >= 0: it pays c - d
    cards) or minus the triples it pays for other units (d < 0: c + 3 * -d cards); the five d add up to 0.
    Each d runs from the lowest the hand allows (the units it lacks, or minus the triples it holds) to c, so
    the least and most the later d can add up to say exactly which values of this one can be completed: no
    branch is a dead end. A larger d pays fewer cards: running each d downwards lists the payments ascending.
    """
    c0, c1, c2, c3, c4 = cost
    lo0, lo1, lo2, lo3, lo4 = (c - h if h < c else -((h - c) // TRADE_IN) for c, h in zip(cost, hand, strict=True))
    least4, most4 = lo4, c4  # the least and most the d of resources 4.. (then 3.., 2.., 1..) add up to
    least3, most3 = least4 + lo3, most4 + c3
    least2, most2 = least3 + lo2, most3 + c2
    least1, most1 = least2 + lo1, most2 + c1
    if not least1 + lo0 <= 0 <= most1 + c0:
        return ()
    found: list[Counts] = []
    for d0 in range(min(c0, -least1), max(lo0, -most1) - 1, -1):
        p0 = c0 - d0 if d0 >= 0 else c0 - TRADE_IN * d0
        for d1 in range(min(c1, -d0 - least2), max(lo1, -d0 - most2) - 1, -1):
            p1 = c1 - d1 if d1 >= 0 else c1 - TRADE_IN * d1
            r1 = -d0 - d1  # what resources 2.. must add up to
            for d2 in range(min(c2, r1 - least3), max(lo2, r1 - most3) - 1, -1):
                p2 = c2 - d2 if d2 >= 0 else c2 - TRADE_IN * d2
                r2 = r1 - d2
                for d3 in range(min(c3, r2 - least4), max(lo3, r2 - most4) - 1, -1):
                    d4 = r2 - d3
                    p3 = c3 - d3 if d3 >= 0 else c3 - TRADE_IN * d3
                    found.append((p0, p1, p2, p3, c4 - d4 if d4 >= 0 else c4 - TRADE_IN * d4))
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


def discards(hand: Counts, size: int) -> tuple[Counts, ...]:
    """Every distinct multiset of `size` cards out of `hand` (SFC-30), in ascending order.

    Each count runs from the least that the later resources leave to make (they hold `rest` cards) to the most
    the hand holds and the size allows, so every branch ends in a discard."""
    h0, h1, h2, h3, h4 = hand
    rest1 = h1 + h2 + h3 + h4
    rest2, rest3 = rest1 - h1, h3 + h4
    if not 0 <= size <= rest1 + h0:
        return ()
    found: list[Counts] = []
    for k0 in range(max(0, size - rest1), min(h0, size) + 1):
        need0 = size - k0
        for k1 in range(max(0, need0 - rest2), min(h1, need0) + 1):
            need1 = need0 - k1
            for k2 in range(max(0, need1 - rest3), min(h2, need1) + 1):
                need2 = need1 - k2
                for k3 in range(max(0, need2 - h4), min(h3, need2) + 1):
                    found.append((k0, k1, k2, k3, need2 - k3))
    return tuple(found)
