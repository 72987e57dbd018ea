"""Ogallala's paired depth-1 search hooks: a research tool, not part of the product.

The product's Ogallala `hard` level is its planner `BoldBot` (tablegame/games/ogallala/bots.py), declared
in the game's package; it beat this search, so the product never runs the hooks below. They stay here
for experiments and for the test of the paired search engine (bench/paired_search.py, tested in
tests/bench/test_ogallala_search.py): `PairedSearch(rules, Hooks(rules), seat, rng, config, prior).run(view, legal)`.

Measured against `normal` (with `BoldBot` as it was before it counted canoe ends in harm and
lassoes), 100 games a run, seats rotating: the search with the `normal` prior won 57% over 460 games;
with `BoldBot` as its prior and its rollout policy, 47% and 42% (keeping the prior unless beaten by 2
standard errors); searching all but placements, 58% over 400 games; `BoldBot` alone on the same deals
65%. The win model was fitted on `normal` self-play and misjudges the bolder play (long turns, late
completions, a race to end the game as the leader). Scored instead by `BoldBot`'s own position value at
the end of the searcher's turn, the search only matched `BoldBot` (183-188 of 300 games at 0.1 s a
decision, `BoldBot` alone 184): no gain for the time. Nor did a look-ahead at the choices between
completing and going on through the rival's reply (`normal` as its model, 12 sampled piles): 59.6% of
2,000 games, `BoldBot` 61.0% on the same deals.

Only the draw piles are hidden, and they look alike: a `draw` needs no search (which pile cannot be
known), and in a tree every draw is one move, the card drawn splitting the searcher's next decision.
Placements differ by little, so the search is the paired depth-1 one (paired_search.py): every move
is played on the same sampled piles, then the rest of the searcher's turn (more draws, the lasso,
attacks) with a cheap version of the `normal` heuristic (heuristics.py: a row is worth its planned
canoes; only the changed row is valued again), and the position is scored by a win-probability model
fitted on `normal` self-play (WIN_WEIGHTS).
"""

from __future__ import annotations

import math
import random
from typing import Any

from tablegame.core.rules import Action
from tablegame.core.search_hooks import Rewards, SearchHooks
from tablegame.games.ogallala.bots import CONTINUE_BONUS
from tablegame.games.ogallala.canoes import STRENGTH, complete_spans, count_complete
from tablegame.games.ogallala.heuristics import NORMAL, row_parts, row_value
from tablegame.games.ogallala.placement import legal_cells
from tablegame.games.ogallala.scoring import row_points, seat_score
from tablegame.games.ogallala.state import ATTACK, DRAW, END, HOLD, LASSO, OVER, SHOOT, SINK, OgState
from tablegame.games.ogallala.targets import span_in

ROLLOUT_TURNS = 1  # turns a rollout plays before the evaluation: the one under way after the root move (see `rollout`)
ROLLOUT_LIMIT = 120  # actions; a guard only
CACHE_LIMIT = 200_000  # rows remembered by `value_of`

TOTAL_CARDS = 112  # in the draw piles at the start (OGA-4)
# A win-probability model: logistic regression fitted on 64,621 turn ends of 2,200 `normal` self-play
# games (2 seats; the seat whose turn just ended against the other; log-loss 0.666 against 0.693 for a
# coin). Features, with d = mine - theirs: 1, d(complete points)/50, d(unfinished plan value)/50,
# d(complete canoes), and the same three times the game's progress (0 at the start, 1 when no card is
# left to draw). Hand-tuned since: the games are races (a seat that completes its 3rd or 4th canoe while
# ahead ends the game and wins, OGA-31; in 24 watched games the seat that ended always won, often
# against 0 points), so complete canoes weigh 1.2 throughout (fitted: 0.398, falling to 0 late) and
# unfinished plans 0.3 (fitted: 0.592). Against `normal`, 60 games on the same deals: fitted 53%,
# canoes 1.2: 62%, canoes 1.2 and plans 0.3: 63%.
WIN_WEIGHTS = (-0.089, -0.38, 0.3, 1.2, 1.504, 0.339, 0.0)

_values: dict[tuple[int, ...], float] = {}
_parts: dict[tuple[int, ...], tuple[int, float]] = {}


def value_of(row: list[int]) -> float:
    """`row_value` with a memory: searches value the same rows again and again."""
    key = tuple(row)
    value = _values.get(key)
    if value is None:
        if len(_values) >= CACHE_LIMIT:
            _values.clear()
        value = _values[key] = row_value(row, NORMAL)
    return value


def row_points_and_plans(row: list[int]) -> tuple[int, float]:
    """(points of the row's complete canoes, value of its unfinished plans), remembered."""
    key = tuple(row)
    parts = _parts.get(key)
    if parts is None:
        if len(_parts) >= CACHE_LIMIT:
            _parts.clear()
        parts = _parts[key] = (row_points(row), row_parts(row, NORMAL)[1])
    return parts


def features(grid: list[list[int]]) -> tuple[int, float, int]:
    """(complete points, unfinished plan value, complete canoes) of a grid."""
    points, plans = 0, 0.0
    for row in grid:
        p, u = row_points_and_plans(row)
        points += p
        plans += u
    return points, plans, count_complete(grid)


def win_logit(mine: tuple[int, float, int], theirs: tuple[int, float, int], progress: float) -> float:
    """The model's log-odds that `mine` beats `theirs` (see WIN_WEIGHTS)."""
    w = WIN_WEIGHTS
    ds, du, dc = (mine[0] - theirs[0]) / 50, (mine[1] - theirs[1]) / 50, mine[2] - theirs[2]
    return w[0] + w[1] * ds + w[2] * du + w[3] * dc + progress * (w[4] * ds + w[5] * du + w[6] * dc)


class Hooks(SearchHooks):
    """Paired depth-1 search: the rest of the turn with a fast heuristic, then the win model."""

    rollout_depth = ROLLOUT_LIMIT
    race_z = 2.0  # drop a move trailing the leader by this many paired standard errors
    exploration = 0.5  # (the tree's constants, should a tree search be asked for)
    prior_bonus = 0.15
    widening = 0.5
    observes = True

    def key(self, action: Action) -> Any:
        """Every draw is the same move: the piles are shuffled alike and hidden (OGA-38)."""
        if action["type"] == "draw":
            return "draw"
        return repr(action)

    def seen(self, state: OgState, action: Action | None, seat: int) -> Any:
        """The card a draw turned up (everyone sees the held card)."""
        if action is not None and action["type"] == "draw":
            return state.held
        return None

    # --- the rollout policy -------------------------------------------------------------------------
    def rollout_action(self, state: OgState, seat: int, rng: random.Random) -> Action:
        """A quick `normal`-like action for the phase."""
        phase = state.phase
        if phase == DRAW:
            piles = [p for p in range(3) if state.piles[p]]
            return {"seat": seat, "type": "draw", "pile": piles[rng.randrange(len(piles))]}
        if phase == HOLD:
            return self._hold(state, seat)
        if phase == END:
            mine = seat_score(state.grids[seat])
            best_other = max(seat_score(g) for s, g in enumerate(state.grids) if s != seat)
            return {"seat": seat, "type": "end_game" if mine > best_other else "continue"}
        legal = self.rules.legal_actions(state, seat)
        if phase in (LASSO, SHOOT):
            return self._steal(state, seat, legal)
        if phase == SINK:
            return self._sink(state, seat, legal)
        if phase == ATTACK:
            return self._attack(state, legal)
        return legal[rng.randrange(len(legal))]

    def _hold(self, state: OgState, seat: int) -> Action:
        """Place the held card where its row gains most (shifts only when forced), else discard."""
        if state.shift_cell is not None:
            r, c = state.shift_cell
            return {"seat": seat, "type": "place", "row": r, "col": c}
        grid = state.grids[seat]
        t = state.held
        may_go_on = state.held_source == "draw" and not state.stopped
        base = [value_of(row) for row in grid]
        best, choice = 0.0, None
        for r, c in legal_cells(grid, t, state.advanced):
            row = grid[r]
            after = row[:]
            after[c] = t
            value = value_of(after) - base[r]
            if may_go_on and value + CONTINUE_BONUS > best and len(complete_spans(after)) == len(complete_spans(row)):
                value += CONTINUE_BONUS
            if value > best:
                best, choice = value, (r, c)
        if choice is None:
            return {"seat": seat, "type": "discard"}
        return {"seat": seat, "type": "place", "row": choice[0], "col": choice[1]}

    @staticmethod
    def _loss(row: list[int], cols: list[int]) -> float:
        after = row[:]
        for c in cols:
            after[c] = -1
        return value_of(row) - value_of(after)

    def _steal(self, state: OgState, seat: int, legal: list[Action]) -> Action:
        """Lasso or shoot the card whose loss hurts its owner most; pass when nothing is worth it."""
        best, choice = 0.5, legal[-1]  # `pass` is last
        for action in legal[:-1]:
            row = state.grids[action["target"]][action["row"]]
            value = self._loss(row, [action["col"]])
            if action["type"] == "shoot":
                value += 0.3 * STRENGTH[row[action["col"]]]
            if value > best:
                best, choice = value, action
        return choice

    def _sink(self, state: OgState, seat: int, legal: list[Action]) -> Action:
        """Give the axeman the own complete canoe whose loss hurts least."""
        grid = state.grids[seat]

        def loss(action: Action) -> float:
            a, b = span_in(grid, action["row"], action["col"]) or (action["col"], action["col"])
            return self._loss(grid[action["row"]], list(range(a, b + 1)))

        return min(legal, key=loss)

    def _attack(self, state: OgState, legal: list[Action]) -> Action:
        """The attack whose target canoe is worth most to its owner; pass if none is worth 1."""
        best, choice = 1.0, legal[-1]  # `pass` is last
        seen: dict[tuple[int, int, int], float] = {}
        for action in legal[:-1]:
            target, r = action["target"], action["target_row"]
            span = span_in(state.grids[target], r, action["target_col"])
            key = (target, r, span[0] if span else action["target_col"])
            if key not in seen:
                cols = list(range(span[0], span[1] + 1)) if span else [action["target_col"]]
                seen[key] = self._loss(state.grids[target][r], cols)
            if seen[key] > best:
                best, choice = seen[key], action
        return choice

    # --- rollout and evaluation -----------------------------------------------------------------------
    def rollout(self, state: OgState, rng: random.Random) -> Rewards:
        """The rest of the turn in progress with the policy, then the evaluation.

        The turn counted is the one under way after the root move: a move that ends the searcher's turn
        (a discard, a completion) is so scored after the rival's whole reply, the others at the end of the
        searcher's turn. Scoring every move at the searcher's turn end instead, or every move after the
        rival's reply, played worse against `normal` (at the turn's end: 52-57% in six 100-game runs with
        several models; after the reply: 53% and 44%; this way: 57% over 460 games). Why is not settled;
        scored at its own turn's end, the bot stopped its turns by discarding far more often than `normal`,
        and weighing unfinished plans more did not cure it.
        """
        perform, rollout_action = self.rules.perform, self.rollout_action
        turns = 0
        current = state.current
        for _ in range(self.rollout_depth):
            if state.phase == OVER:
                break
            if state.current != current:
                current = state.current
                turns += 1
                if turns >= ROLLOUT_TURNS:
                    break
            perform(state, rollout_action(state, current, rng))
        return self.evaluate(state)

    def evaluate(self, state: OgState) -> Rewards:
        """The winners once over, else the win-probability model (each seat against its strongest rival)."""
        n = state.n_seats
        if state.phase == OVER:
            scores = [seat_score(g) for g in state.grids]
            top = max(scores)
            winners = [s for s in range(n) if scores[s] == top]
            return [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]
        left = sum(len(p) for p in state.piles) + (len(state.discard) if state.reshuffles_left > 0 else 0)
        progress = max(0.0, 1.0 - left / TOTAL_CARDS)
        seen = [features(g) for g in state.grids]
        odds = []
        for s in range(n):
            logit = min(win_logit(seen[s], seen[t], progress) for t in range(n) if t != s)
            odds.append(1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, logit)))))
        total = sum(odds)
        return [p / total for p in odds]
