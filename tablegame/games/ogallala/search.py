"""Ogallala search hooks for the `hard` bot: a fast planned-canoe rollout policy and a grid evaluation.

Only the draw piles are hidden, and they look alike: every `draw` is one move for the tree (the pile
does not matter), and the card drawn is what splits the searcher's next decision. Rollouts play a few
turns with a cheap version of the `normal` heuristic (heuristics.py: a row is worth its planned
canoes; only the changed row is valued again), then the grids' values give each seat a share of the win.
"""

from __future__ import annotations

import random
from typing import Any

from tablegame.bots.ismcts import Rewards, SearchHooks, score_shares
from tablegame.core.rules import Action, View
from tablegame.games.ogallala.canoes import STRENGTH, complete_spans
from tablegame.games.ogallala.heuristics import NORMAL, row_value
from tablegame.games.ogallala.placement import legal_cells
from tablegame.games.ogallala.scoring import seat_score
from tablegame.games.ogallala.state import ATTACK, DRAW, END, HOLD, LASSO, OVER, SHOOT, SINK, OgState
from tablegame.games.ogallala.targets import span_in

CONTINUE_BONUS = 1.0  # placing without a stop means another draw (as the `normal` bot)
ROLLOUT_TURNS = 4  # turns a rollout plays before the evaluation
ROLLOUT_LIMIT = 120  # actions; a guard only
SCALE = 12.0  # value difference that makes one seat e times likelier to win
CACHE_LIMIT = 200_000  # rows remembered by `value_of`

_values: dict[tuple[int, ...], float] = {}


def value_of(row: list[int]) -> float:
    """`row_value` with a memory: searches value the same rows again and again."""
    key = tuple(row)
    value = _values.get(key)
    if value is None:
        if len(_values) >= CACHE_LIMIT:
            _values.clear()
        value = _values[key] = row_value(row, NORMAL)
    return value


def grid_worth(grid: list[list[int]]) -> float:
    """The planned-canoe value of a grid (heuristics.grid_value, through the memory)."""
    return value_of(grid[0]) + value_of(grid[1]) + value_of(grid[2])


class Hooks(SearchHooks):
    """A few turns of fast heuristic play, then planned-canoe values."""

    rollout_depth = ROLLOUT_LIMIT
    exploration = 0.5
    prior_bonus = 0.15
    widening = 0.5
    observes = True

    def key(self, action: Action) -> Any:
        """Every draw is the same move: the piles are shuffled alike and hidden (OGA-38)."""
        if action["type"] == "draw":
            return "draw"
        return repr(action)

    def shortcut(self, view: View, legal: list[Action], rng: random.Random) -> Action | None:
        """A draw needs no search: which pile cannot be known."""
        if legal[0]["type"] == "draw":
            return legal[rng.randrange(len(legal))]
        return None

    def seen(self, state: OgState, action: Action, seat: int) -> Any:
        """The card a draw turned up (everyone sees the held card)."""
        if action["type"] == "draw":
            return state.held
        return None

    # --- the rollout policy -------------------------------------------------------------------------
    def policy(self, state: OgState, seat: int, legal: list[Action], rng: random.Random) -> Action:
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
        """A few turns of the policy, then the evaluation."""
        perform, policy = self.rules.perform, self.policy
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
            perform(state, policy(state, current, [], rng))
        return self.evaluate(state)

    def evaluate(self, state: OgState) -> Rewards:
        """The winners once over, else a soft share by planned-canoe values."""
        n = state.n_seats
        if state.phase == OVER:
            scores = [seat_score(g) for g in state.grids]
            top = max(scores)
            winners = [s for s in range(n) if scores[s] == top]
            return [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]
        return score_shares([grid_worth(g) for g in state.grids], higher_is_better=True, scale=SCALE)
