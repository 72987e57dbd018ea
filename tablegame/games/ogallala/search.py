"""Ogallala's `hard` level: the planner (`BoldBot`) improved by full-game rollouts at its close calls.

At a decision with a real choice (placing the held card, a lasso or arrow, an attack) the planner ranks the
legal actions and keeps its best few. Each candidate is then played on the same sampled piles (a
determinization of the seat's view: only the draw piles are hidden, OGA-38) and the game is played out to
its end, the searching seat by the planner and every other seat by `normal`, whose code is known (it is
simulated from the states sampled from this seat's view, never from the real piles). Common random numbers
(the same piles and the same bots' random draws for every candidate of a sample) make the differences
between candidates far less noisy than their means. The planner's own choice is kept unless another
candidate wins more playouts by a margin.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from tablegame.core.rules import Action, Rules, View
from tablegame.games.ogallala.bots import (
    ATTACK_SHARE,
    BoldBot,
    canoe_key,
    grids_of,
    held_card,
    next_axe_chance,
)
from tablegame.games.ogallala.heuristics import cheapest_complete, grid_value
from tablegame.games.ogallala.playout import BOLD_TASTE, NORMAL_TASTE, play_out
from tablegame.games.ogallala.view_types import og_view

DEFAULT_TIME = 0.3  # seconds per decision, the table's budget
CANDIDATES = 3  # the planner's best few actions compared by playouts
MARGIN = 0.02  # a candidate must beat the planner's choice by this much of a win to replace it
ROLLOUT_LIMIT = 2_000  # actions; a guard only
SEARCHED = ("hold", "lasso", "shoot", "attack")


class RolloutBot(BoldBot):
    """`hard`: the planner, with its close calls settled by playouts to the game's end."""

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
        self.time_limit = time_limit
        self.iterations_budget = iterations  # playouts per candidate
        self.searches = 0
        self.iterations = 0
        self.search_seconds = 0.0

    def choose(self, given: View, legal: list[Action]) -> Action:
        """The planner's choice, or a candidate that wins clearly more playouts."""
        planned = super().choose(given, legal)
        view = og_view(given)
        if len(legal) == 1 or view["phase"] not in SEARCHED:
            return planned
        candidates = self.candidates(view, legal, planned)
        if len(candidates) < 2:
            return planned
        return self.compare(given, candidates)

    def candidates(self, view: Any, legal: list[Action], planned: Action) -> list[Action]:
        """The planner's choice first, then its next best actions (distinct), at most CANDIDATES."""
        ranked = self.ranked(view, legal)
        chosen = [planned]
        for action in ranked:
            if len(chosen) >= CANDIDATES:
                break
            if action != planned and action not in chosen:
                chosen.append(action)
        return chosen

    def ranked(self, view: Any, legal: list[Action]) -> list[Action]:
        """Legal actions by the planner's value, best first: each action chosen alone in turn."""
        if view["phase"] == "hold":
            grids = grids_of(view)
            self._gains = {}
            values = [self.hold_value(view, grids, action) for action in legal]
            return [legal[i] for i in sorted(range(len(legal)), key=lambda i: -values[i])]
        # other phases: the planner's pick among ever smaller sets (its best, its second best, ...); a pass
        # stays in every set, as the planner compares each target with passing
        rest = list(legal)
        order: list[Action] = []
        while len(order) < CANDIDATES and len(rest) > 1:
            pick = super().choose(view, rest)
            order.append(pick)
            if pick["type"] == "pass":
                break
            rest = [a for a in rest if not same_target(view, a, pick)]
        return order

    def hold_value(self, view: Any, grids: list[list[list[int]]], action: Action) -> float:
        """The planner's value of one hold action (its choose_hold on that action alone)."""
        t = held_card(view)
        grid = grids[self.seat]
        may_go_on = view["held_source"] == "draw" and not view["stopped"]
        if action["type"] == "discard":
            return 0.0
        base = grid_value(grid, self.weights)
        after, newly = self.placement_value(grid, t, action)
        value = after - base
        if newly:
            value += ATTACK_SHARE * self._completion_prospect(view, grids, grid, t, action)
            if self.race_bonus and self._ends_as_leader(grids, t, action):
                value += self.race_bonus
        elif may_go_on:
            value += self.continue_bonus - next_axe_chance(view) * cheapest_complete(grid, self.weights)
        return value

    def compare(self, given: View, candidates: list[Action]) -> Action:
        """Play every candidate out on the same samples; the best mean, the planner's first on near ties."""
        started = time.process_time()
        deadline = started + self.time_limit if self.time_limit is not None else math.inf
        most = self.iterations_budget if self.iterations_budget is not None else 10**9
        totals = [0.0] * len(candidates)
        samples = 0
        while samples < most and (samples < 2 or time.process_time() < deadline):
            seed = self.rng.getrandbits(64)
            for i, action in enumerate(candidates):
                totals[i] += self.playout(given, action, seed)
            samples += 1
        self.searches += 1
        self.iterations += samples * len(candidates)
        self.search_seconds += time.process_time() - started
        means = [t / samples for t in totals]
        best = max(range(len(candidates)), key=lambda i: means[i])
        return candidates[best] if means[best] > means[0] + MARGIN else candidates[0]

    def playout(self, given: View, action: Action, seed: int) -> float:
        """The searching seat's share of the win when `action` is played now and the game played out."""
        rng = random.Random(seed)
        state = self.rules.determinize(given, rng)
        self.rules.perform(state, action)
        tastes = [BOLD_TASTE if s == self.seat else NORMAL_TASTE for s in range(state.n_seats)]
        scores = play_out(self.rules, state, tastes, rng)
        best = max(scores)
        if scores[self.seat] < best:
            return 0.0
        return 1.0 / scores.count(best)


def same_target(view: Any, action: Action, pick: Action) -> bool:
    """True if `action` is `pick` or an attack on the same canoe (only the attacking canoe differs)."""
    if action is pick or action == pick:
        return True
    if action["type"] != "attack" or pick["type"] != "attack" or action["target"] != pick["target"]:
        return False
    key = canoe_key(view, pick["target"], pick["target_row"], pick["target_col"])
    return canoe_key(view, action["target"], action["target_row"], action["target_col"]) == key
