"""Depth-1 information-set search with common random numbers and racing (a variant of ISMCTS).

A research tool, not part of the product: the product's searches are ISMCTS (tablegame/bots); this
one is kept for the Ogallala experiments of bench/ogallala_search.py and its test.

Where the game's rollout policy is already good and the root's moves differ by little (Ogallala's
placements, CABO's draw-or-call), a tree spreads too few noisy samples over too many moves. This search
keeps the tree one level deep and compares the moves *paired*: each pass samples one determinization
from the seat's view (never the true state) and one seed for chance, and plays every remaining root move
on copies of that same sample with the same seed. Differences between moves then carry little of the
deal's luck. After a few passes, moves that trail the leader by more than `race_z` standard errors of
the paired difference are dropped (racing), so the budget goes to the contenders. The `normal` bot's
choice is kept unless another move beats it by `deviation_z` standard errors.

Same budgets and stop event as `ismcts.ISMCTS`; deterministic for a seed with an iteration budget
(an iteration is one rollout).
"""

from __future__ import annotations

import math
import random
import threading
import time
from typing import Any

from tablegame.bots.ismcts import Search, SearchResult
from tablegame.core.rules import Action, View

MIN_PASSES = 4  # passes before any move may be dropped


def _paired_gap(best: list[float], other: list[float]) -> tuple[float, float]:
    """Mean and standard error of best[i] - other[i]."""
    n = len(best)
    diffs = [b - o for b, o in zip(best, other, strict=True)]
    mean = sum(diffs) / n
    if n < 2:
        return mean, math.inf
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(max(var, 1e-12) / n)


class PairedSearch(Search):
    """One decision for `seat`: every root move rolled out on the same samples, losers raced out."""

    def run(self, view: View, legal: list[Action]) -> SearchResult:
        """Pass after pass until a budget is spent or one move is left; the best mean (or the prior)."""
        rules, hooks, rng, config, seat = self.rules, self.hooks, self.rng, self.config, self.seat
        moves = {hooks.key(a): a for a in legal}
        alive = list(moves)
        rewards: dict[Any, list[float]] = {k: [] for k in moves}
        clock = time.perf_counter
        started = clock()
        deadline, budget = self.limits(started)
        yielding = config.yield_every and threading.active_count() > 1
        iterations = passes = 0
        while len(alive) > 1 and iterations + len(alive) <= max(budget, len(alive)):
            if (self.stop is not None and self.stop.is_set()) or (passes and clock() >= deadline):
                break
            sample = hooks.sample(view, rng)
            seed = rng.getrandbits(64)
            results = []
            for k in alive:
                state = rules.clone(sample)
                rules.perform(state, moves[k])
                results.append(hooks.rollout(state, random.Random(seed))[seat])
                if yielding:
                    time.sleep(0)  # let the drawing thread take the GIL
                if passes and clock() >= deadline:
                    break
            if len(results) < len(alive):
                break  # out of time inside a pass: its rewards would not be paired
            for k, r in zip(alive, results, strict=True):
                rewards[k].append(r)
            iterations += len(alive)
            passes += 1
            if passes >= MIN_PASSES:
                alive = self._race(alive, rewards)
        best = self._choice(alive, rewards)
        visits = {k: len(rewards[k]) for k in moves}
        return SearchResult(moves[best], iterations, clock() - started, visits)

    def _race(self, alive: list[Any], rewards: dict[Any, list[float]]) -> list[Any]:
        """Drop the moves that trail the leader by more than `race_z` paired standard errors."""
        n = len(rewards[alive[0]])
        leader = max(alive, key=lambda k: sum(rewards[k]))
        z = self.hooks.race_z
        kept = []
        for k in alive:
            if k == leader:
                kept.append(k)
                continue
            gap, error = _paired_gap(rewards[leader][-n:], rewards[k][-n:])
            if gap <= z * error:
                kept.append(k)
        return kept

    def _choice(self, alive: list[Any], rewards: dict[Any, list[float]]) -> Any:
        """The best mean among the moves still in the race; the prior's move unless clearly beaten."""
        if not rewards[alive[0]]:
            return self.prior_key if self.prior_key in rewards else alive[0]
        n = len(rewards[alive[0]])
        best = max(alive, key=lambda k: (sum(rewards[k][-n:]), k == self.prior_key))
        prior = self.prior_key
        if prior is None or best == prior or prior not in alive:
            return best
        gap, error = _paired_gap(rewards[best][-n:], rewards[prior][-n:])
        return best if gap > self.hooks.deviation_z * error else prior
