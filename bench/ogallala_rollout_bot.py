"""Ogallala `hard` tried as the planner (`BoldBot`) with its close calls settled by full-game playouts.

A research tool, not part of the product (the product's `hard` is still `BoldBot`). bench/ogallala_rollout.py
plays it against `normal` on paired deals; bench/ogallala_close_calls.py measures what its playouts can tell.
Neither way of using the playouts gained beyond the noise (bench/RESULTS.md, "Ogallala `hard` against
`normal`: a stricter switch and the best mean of paired playouts"): a switch only on a lead of two standard
errors, at the steals and attacks alone, -0.8 points over 127 paired games (SE 2.4); the best mean at every
close call, placements too, about 0 over the paired games of that section, though the playouts themselves
credited it with a few tenths of a point a decision.

At a decision with a real choice (placing the held card, a lasso or arrow, an attack) the planner ranks the
legal actions and keeps its best few (`Plan.hold_gap`: placements further below its best are not tried).
Each candidate is played on the same sampled piles (a determinization of the seat's view: only the draw
piles are hidden, OGA-38) and the game is played out to its end, the searching seat by a cut-down planner and
every other seat by a cut-down `normal` (their code is known; they are simulated on states sampled from this
seat's view, never on the real piles). Common random numbers (the same piles and the same random draws for
every candidate of a sample) make the differences between candidates far less noisy than their means. A
candidate that trails the planner's choice by `Plan.drop_z` standard errors is dropped as samples come in;
one replaces the planner's choice only if its paired mean leads by `Plan.z` standard errors (0: the best
mean, the planner's choice on a tie). The search draws from a generator of its own, so a game in which it
never switches is `BoldBot`'s game move for move.

The playout policies read the sampled state directly (no views): a placement is worth the change of its
row's planned-canoe value, plus a bonus for drawing on or for a completion that lets the seat end the game
as the leader; the lasso, the archer and attacks take what hurts a rival most; the axe sinks the cheapest
canoe; a seat ends the game when it leads. Bold against normal in these playouts wins 59% (the bots: 61%);
the cut-down planner's placement has the planner's value in 98.6% of its decisions (the rest are ties broken
otherwise), the cut-down `normal`'s in 96% (it never stops for fear of the axe, where `normal` does in 3%).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any

from tablegame.core.rules import Action, Rules, View
from tablegame.games.ogallala.bots import (
    BOLD,
    BoldBot,
    canoe_key,
    grids_of,
    row_after,
)
from tablegame.games.ogallala.canoes import ROLE, cards_of, complete_spans, span_at
from tablegame.games.ogallala.catalog import BOW, STERN
from tablegame.games.ogallala.heuristics import NORMAL, Weights, _row_value
from tablegame.games.ogallala.scoring import canoe_points, row_points
from tablegame.games.ogallala.state import ATTACK, DRAW, END, HOLD, LASSO, SHOOT, SINK, OgState
from tablegame.games.ogallala.view_types import og_view

LIMIT = 2_000  # actions in one playout; a guard only
CACHE_LIMIT = 300_000  # rows remembered per table below (cleared when full)

# Rows recur across playouts: their values (per weights) and complete-canoe counts are remembered by cells.
_values: dict[Weights, dict[tuple[int, ...], float]] = {}
_completes: dict[tuple[int, ...], int] = {}


def row_worth(cells: tuple[int, ...], table: dict[tuple[int, ...], float], w: Weights) -> float:
    """`heuristics.row_value` of a row's cells, remembered in `table`."""
    value = table.get(cells)
    if value is None:
        if len(table) >= CACHE_LIMIT:
            table.clear()
        value = table[cells] = _row_value(cells, w)
    return value


def completes(cells: tuple[int, ...]) -> int:
    """How many complete canoes a row holds, remembered."""
    n = _completes.get(cells)
    if n is None:
        if len(_completes) >= CACHE_LIMIT:
            _completes.clear()
        n = _completes[cells] = len(complete_spans(list(cells)))
    return n


@dataclass(frozen=True)
class Taste:
    """What a playout policy values (bots.py's knobs of the same names)."""

    weights: Weights
    continue_bonus: float
    race_bonus: float
    lasso_bonus: float


NORMAL_TASTE = Taste(NORMAL, 1.0, 0.0, 0.0)
BOLD_TASTE = Taste(BOLD, 30.0, 100.0, 30.0)


def score(grid: list[list[int]]) -> int:
    """A seat's points of complete canoes."""
    return row_points(grid[0]) + row_points(grid[1]) + row_points(grid[2])


def choose(state: OgState, seat: int, legal: list[Action], taste: Taste, rng: random.Random) -> Action:
    """The policy's action for the seat to act."""
    phase = state.phase
    if phase == DRAW:
        return legal[rng.randrange(len(legal))]
    if phase == HOLD:
        return _hold(state, seat, legal, taste)
    if phase in (LASSO, SHOOT):
        return _steal(state, legal, taste)
    if phase == ATTACK:
        return _attack(state, legal, taste)
    if phase == SINK:
        return min(legal, key=lambda a: _canoe_points(state.grids[seat][a["row"]], a["col"]))
    if phase == END:
        mine = score(state.grids[seat])
        best = max(score(g) for s, g in enumerate(state.grids) if s != seat)
        want = "end_game" if mine > best else "continue"
        return next(a for a in legal if a["type"] == want)
    return legal[0]


def _canoe_points(row: list[int], col: int) -> int:
    span = span_at(row, col)
    return canoe_points(cards_of(row, span)) if span else 0


def _hold(state: OgState, seat: int, legal: list[Action], taste: Taste) -> Action:
    """Place the held card where its row gains most, or discard it."""
    t = state.held
    grid = state.grids[seat]
    w = taste.weights
    go_on = taste.continue_bonus if state.held_source == "draw" and not state.stopped else 0.0
    table = _values.setdefault(w, {})
    best, choice = 0.0, None
    for action in legal:
        if action["type"] == "discard":
            continue
        r = action["row"]
        before = grid[r]
        after = row_after(before, t, action)
        cells, was = tuple(after), tuple(before)
        value = row_worth(cells, table, w) - row_worth(was, table, w)
        if completes(cells) > completes(was):
            if taste.race_bonus and _ends_as_leader(state, seat, r, after):
                value += taste.race_bonus
        else:
            value += go_on
        if value > best or (choice is None and value == best):
            best, choice = value, action
    if choice is None or best < 0.0:
        return next(a for a in legal if a["type"] == "discard")
    return choice


def _ends_as_leader(state: OgState, seat: int, r: int, after: list[int]) -> bool:
    grid = [after if i == r else row for i, row in enumerate(state.grids[seat])]
    if sum(len(complete_spans(row)) for row in grid) < 3:
        return False
    return score(grid) > max(score(g) for s, g in enumerate(state.grids) if s != seat)


def _loss(row: list[int], cols: list[int], w: Weights) -> float:
    after = row[:]
    for c in cols:
        after[c] = -1
    table = _values.setdefault(w, {})
    return row_worth(tuple(row), table, w) - row_worth(tuple(after), table, w)


def _steal(state: OgState, legal: list[Action], taste: Taste) -> Action:
    """Take or shoot the card whose loss hurts its owner most (canoe ends count extra)."""
    best, choice = 0.0, legal[0]
    for action in legal:
        if action["type"] == "pass":
            if best == 0.0:
                choice = action
            continue
        row = state.grids[action["target"]][action["row"]]
        value = _loss(row, [action["col"]], taste.weights)
        if taste.lasso_bonus and ROLE[row[action["col"]]] in (BOW, STERN):
            value += taste.lasso_bonus
        if value > best:
            best, choice = value, action
    return choice


def _attack(state: OgState, legal: list[Action], taste: Taste) -> Action:
    """Attack the canoe whose loss hurts most, or pass."""
    best, choice = 0.0, next(a for a in legal if a["type"] == "pass")
    for action in legal:
        if action["type"] != "attack":
            continue
        row = state.grids[action["target"]][action["target_row"]]
        span = span_at(row, action["target_col"])
        if span is None:
            continue
        value = _loss(row, list(range(span[0], span[1] + 1)), taste.weights)
        if value > best:
            best, choice = value, action
    return choice


def play_out(rules: Rules, state: OgState, tastes: list[Taste], rng: random.Random) -> list[int]:
    """Play a sampled state to its end with each seat's taste; the final scores."""
    legal_actions = rules.legal_actions
    perform = rules.perform
    steps = 0
    while state.phase != "over" and steps < LIMIT:
        seat = state.current
        legal = legal_actions(state, seat)
        action = legal[0] if len(legal) == 1 else choose(state, seat, legal, tastes[seat], rng)
        perform(state, action)
        steps += 1
    return [score(g) for g in state.grids]


DEFAULT_TIME = 0.3  # seconds per decision, the table's budget
CANDIDATES = 3  # the planner's best few actions compared by playouts
SEARCHED = ("hold", "lasso", "shoot", "attack")


@dataclass(frozen=True)
class Plan:
    """How a search spends its playouts and when it may leave the planner's choice."""

    hold_gap: float = 5.0  # a placement further than this below the planner's best is not tried
    first: int = 8  # samples before any candidate is dropped
    batch: int = 4  # samples between checks
    z: float = 2.0  # a candidate replaces the planner's choice only if it wins more by z standard errors
    drop_z: float = 0.5  # a candidate is dropped once it trails the planner's choice by this many


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
        plan: Plan = Plan(),
    ) -> None:
        super().__init__(rules, seat, rng)
        # the search draws from a generator of its own, so that the planner's tie-breaks draw what they
        # would draw in `BoldBot`: a game in which the search never switches is `BoldBot`'s game
        kept = rng.getstate()
        self.search_rng = random.Random(rng.getrandbits(64))
        rng.setstate(kept)
        self.time_limit = time_limit
        self.iterations_budget = iterations  # samples at most (each plays every candidate still in)
        self.plan = plan
        self.searches = 0
        self.iterations = 0
        self.search_seconds = 0.0
        self.switches = 0  # searches that chose other than the planner
        self.switched: list[float] = []  # each switch's lead beyond z standard errors

    def choose(self, given: View, legal: list[Action]) -> Action:
        """The planner's choice, or a candidate that wins clearly more playouts."""
        planned = super().choose(given, legal)
        view = og_view(given)
        if len(legal) == 1 or view["phase"] not in SEARCHED:
            return planned
        kept = self.rng.getstate()  # ranking asks the planner again, which draws tie-breaks
        candidates = self.candidates(view, legal, planned)
        self.rng.setstate(kept)
        if len(candidates) < 2:
            return planned
        return self.compare(given, candidates)

    def candidates(self, view: Any, legal: list[Action], planned: Action) -> list[Action]:
        """The planner's choice first, then its next best actions (distinct), at most CANDIDATES."""
        ranked = self.ranked(view, legal, planned)
        chosen = [planned]
        for action in ranked:
            if len(chosen) >= CANDIDATES:
                break
            if action != planned and action not in chosen:
                chosen.append(action)
        return chosen

    def ranked(self, view: Any, legal: list[Action], planned: Action) -> list[Action]:
        """Legal actions by the planner's value, best first: each action chosen alone in turn; placements
        only within `hold_gap` of the planner's choice."""
        if view["phase"] == "hold":
            grids = grids_of(view)
            self._gains = {}
            values = self.hold_values(view, grids, legal)
            top = values[legal.index(planned)]
            order = sorted(range(len(legal)), key=lambda i: -values[i])
            return [legal[i] for i in order if values[i] >= top - self.plan.hold_gap]
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

    def compare(self, given: View, candidates: list[Action]) -> Action:
        """Play the candidates out on common samples; drop those that trail the planner's choice; switch only
        to one that wins more by `z` standard errors of the paired difference."""
        plan = self.plan
        started = time.process_time()
        deadline = started + self.time_limit if self.time_limit is not None else math.inf
        most = self.iterations_budget if self.iterations_budget is not None else 10**9
        n = len(candidates)
        sums = [0.0] * n  # of the paired differences (candidate - planner's choice)
        squares = [0.0] * n
        live = list(range(1, n))
        samples = played = 0
        while live and samples < most and (samples < plan.first or time.process_time() < deadline):
            sample = self.rules.determinize(given, random.Random(self.search_rng.getrandbits(64)))
            seed = self.search_rng.getrandbits(64)
            base = self.playout(sample, candidates[0], seed)
            for i in live:
                d = self.playout(sample, candidates[i], seed) - base
                sums[i] += d
                squares[i] += d * d
            samples += 1
            played += 1 + len(live)
            if samples >= plan.first and samples % plan.batch == 0:
                live = [i for i in live if sums[i] / samples + plan.drop_z * _se(sums[i], squares[i], samples) > 0]
        self.searches += 1
        self.iterations += played
        self.search_seconds += time.process_time() - started
        best, edge = 0, 0.0
        for i in range(1, n):
            lead = sums[i] / samples - plan.z * _se(sums[i], squares[i], samples)
            if lead > edge:
                best, edge = i, lead
        if best:
            self.switches += 1
            self.switched.append(round(edge, 3))
        return candidates[best]

    def playout(self, sample: OgState, action: Action, seed: int) -> float:
        """The searching seat's share of the win when `action` is played now in a copy of the sampled state
        and the game played out (the same seed gives every candidate the same random draws)."""
        rng = random.Random(seed)
        state = sample.clone()
        self.rules.perform(state, action)
        tastes = [BOLD_TASTE if s == self.seat else NORMAL_TASTE for s in range(state.n_seats)]
        scores = play_out(self.rules, state, tastes, rng)
        best = max(scores)
        if scores[self.seat] < best:
            return 0.0
        return 1.0 / scores.count(best)


def _se(total: float, squares: float, n: int) -> float:
    """The standard error of a mean of n paired differences, with one pseudo-sample of variance 1 so that a
    few equal outcomes do not look certain."""
    mean = total / n
    var = (squares - n * mean * mean + 1.0) / n
    return math.sqrt(max(var, 0.0) / n)


def same_target(view: Any, action: Action, pick: Action) -> bool:
    """True if `action` is `pick` or an attack on the same canoe (only the attacking canoe differs)."""
    if action is pick or action == pick:
        return True
    if action["type"] != "attack" or pick["type"] != "attack" or action["target"] != pick["target"]:
        return False
    key = canoe_key(view, pick["target"], pick["target_row"], pick["target_col"])
    return canoe_key(view, action["target"], action["target_row"], action["target_col"]) == key
