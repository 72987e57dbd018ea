"""Ogallala's `hard`: the planner (`BoldBot`) with its lassos, arrows and attacks checked by playouts.

At a lasso, an arrow or an attack with a real choice, the planner's pick and its next best two (its pick
among ever smaller sets; attacks on one canoe count once) are each played on common samples of the seat's
view (only the draw piles are hidden, OGA-38; determinize.py) and the game played out to its end
(rollout.py). Every candidate of a sample gets the same piles and the same random draws, so their paired
differences are far less noisy than their means. A candidate that trails the planner's pick is dropped as
the samples come in; one replaces the pick only if it wins more playouts by `Z` standard errors of the
paired difference. Placements are left to the planner: at 48 samples the playouts could not tell its best
placements apart (bench/RESULTS.md, "Ogallala `hard` against `normal`: a stricter search").

Budgets as the other games' `hard`: `time_limit` seconds (the table's 0.3 s) or `iterations` playouts
(deterministic for a seed). The search draws from a generator of its own, so that the planner's tie-breaks
are the ones `BoldBot` would draw.
"""

from __future__ import annotations

import math
import random
import threading
import time

from tablegame.bots.ismcts import SearchResult
from tablegame.core.rules import Action, Rules, View
from tablegame.games.ogallala.bots import BoldBot, canoe_key
from tablegame.games.ogallala.rollout import BOLD_TASTE, NORMAL_TASTE, play_out
from tablegame.games.ogallala.state import OgState
from tablegame.games.ogallala.view_types import OgView, og_view

DEFAULT_TIME = 0.3  # seconds per decision at the table
CANDIDATES = 3  # the planner's pick and its next best two
SEARCHED = ("lasso", "shoot", "attack")
FIRST = 8  # samples before any candidate may be dropped
BATCH = 4  # samples between checks
DROP_Z = 0.5  # a candidate is dropped once it trails the planner's pick by this many standard errors
Z = 2.0  # a candidate replaces the planner's pick only if it leads by this many standard errors


class SearchBot(BoldBot):
    """`hard`: the planner, its steals and attacks settled by playouts when another choice wins clearly more."""

    level = "hard"
    takes_budget = True

    def __init__(
        self,
        rules: Rules,
        seat: int,
        rng: random.Random,
        *,
        time_limit: float | None = DEFAULT_TIME,
        iterations: int | None = None,
    ) -> None:
        super().__init__(rules, seat, rng)
        kept = rng.getstate()  # the search's seed is drawn, then the planner's generator is put back
        self.search_rng = random.Random(rng.getrandbits(64))
        rng.setstate(kept)
        self.time_limit = time_limit
        self.iterations_budget = iterations  # playouts at most per decision
        self._stop = threading.Event()
        self.last: SearchResult | None = None  # the last decision's search (None: the planner alone chose)
        self.searches = 0  # decisions that ran a search
        self.iterations = 0  # playouts over all searches
        self.search_seconds = 0.0
        self.switches = 0  # searches that chose other than the planner

    def stop(self) -> None:
        """Ask a search in progress (in another thread) to return its choice now."""
        self._stop.set()

    def use_stop(self, signal: threading.Event) -> None:
        """Take another stop signal (the bot process's or the hint's); `stop()` then sets that one."""
        self._stop = signal

    def choose(self, given: View, legal: list[Action]) -> Action:
        """The planner's choice, or a candidate that wins clearly more playouts."""
        self.last = None
        planned = super().choose(given, legal)
        view = og_view(given)
        if len(legal) == 1 or view["phase"] not in SEARCHED:
            return planned
        kept = self.rng.getstate()  # ranking asks the planner again, which draws tie-breaks
        candidates = self.candidates(view, legal, planned)
        self.rng.setstate(kept)
        if len(candidates) < 2:
            return planned
        self._stop.clear()
        return self.compare(given, candidates)

    def candidates(self, view: OgView, legal: list[Action], planned: Action) -> list[Action]:
        """The planner's pick, then its picks among ever smaller sets (a pass stays in every set, as the
        planner weighs each target against passing), at most CANDIDATES."""
        chosen = [planned]
        rest = [a for a in legal if not same_target(view, a, planned)]
        while len(chosen) < CANDIDATES and len(rest) > 1 and planned["type"] != "pass":
            pick = super().choose(view, rest)
            chosen.append(pick)
            if pick["type"] == "pass":
                break
            rest = [a for a in rest if not same_target(view, a, pick)]
        return chosen

    def compare(self, given: View, candidates: list[Action]) -> Action:
        """Play the candidates out on common samples; drop those that trail the planner's pick; switch only to
        one that leads it by Z standard errors of the paired difference."""
        started = time.perf_counter()
        deadline = started + self.time_limit if self.time_limit is not None else math.inf
        most = self.iterations_budget if self.iterations_budget is not None else 10**9
        n = len(candidates)
        sums = [0.0] * n  # of the paired differences (candidate's share of the win - the pick's)
        squares = [0.0] * n
        live = list(range(1, n))
        samples = played = 0
        while live and played + 1 + len(live) <= most and not self._stop.is_set():
            if samples >= FIRST and time.perf_counter() >= deadline:
                break
            sample = self.rules.determinize(given, random.Random(self.search_rng.getrandbits(64)))
            seed = self.search_rng.getrandbits(64)
            base = self.playout(sample, candidates[0], seed)
            for i in live:
                d = self.playout(sample, candidates[i], seed) - base
                sums[i] += d
                squares[i] += d * d
            samples += 1
            played += 1 + len(live)
            if samples >= FIRST and samples % BATCH == 0:
                live = [i for i in live if sums[i] / samples + DROP_Z * paired_se(sums[i], squares[i], samples) > 0]
        seconds = time.perf_counter() - started
        self.searches += 1
        self.iterations += played
        self.search_seconds += seconds
        best, edge = 0, 0.0
        for i in range(1, n):
            lead = sums[i] / samples - Z * paired_se(sums[i], squares[i], samples) if samples else 0.0
            if lead > edge:
                best, edge = i, lead
        self.switches += best > 0
        self.last = SearchResult(candidates[best], played, seconds, {})
        return candidates[best]

    def playout(self, sample: OgState, action: Action, seed: int) -> float:
        """The seat's share of the win when `action` is played in a copy of the sample and the game played out
        (the same seed gives every candidate the same random draws)."""
        state = sample.clone()
        self.rules.perform(state, action)
        tastes = [BOLD_TASTE if s == self.seat else NORMAL_TASTE for s in range(state.n_seats)]
        scores = play_out(self.rules, state, tastes, random.Random(seed))
        best = max(scores)
        return 1.0 / scores.count(best) if scores[self.seat] == best else 0.0


def paired_se(total: float, squares: float, n: int) -> float:
    """The standard error of a mean of n paired differences, with one pseudo-sample of variance 1 so that a
    few equal outcomes do not look certain."""
    mean = total / n
    return math.sqrt(max(squares - n * mean * mean + 1.0, 0.0) / n / n)


def same_target(view: OgView, action: Action, pick: Action) -> bool:
    """True if `action` is `pick` or an attack on the same canoe (only the attacking canoe differs)."""
    if action == pick:
        return True
    if action["type"] != "attack" or pick["type"] != "attack" or action["target"] != pick["target"]:
        return False
    key = canoe_key(view, pick["target"], pick["target_row"], pick["target_col"])
    return canoe_key(view, action["target"], action["target_row"], action["target_col"]) == key
