"""The review of one seat's moves in a match: each decision's win chance against the coach's best move.

A decision is marked where the seat's chance dropped against the best move's by 5, 10 or 20 points
(inaccuracy, mistake, blunder), and only where the drop is larger than the two estimates' combined error.
Both estimates of a decision use the same seed, so they sample the same hidden states.
"""

from __future__ import annotations

import math
import random
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tablegame.coach.chance import Budget, Chance, Playouts
from tablegame.coach.hint import HINT_ITERATIONS, best_action
from tablegame.core.match import Match
from tablegame.core.rules import Action, same_json

MARKS = ((0.20, "blunder"), (0.10, "mistake"), (0.05, "inaccuracy"))  # points of chance dropped, worst first
REVIEW_BUDGET = Budget(playouts=120, time_limit=0.5, least=16)  # per estimate; 16: calibrated (bench/RESULTS.md)

Progress = Callable[[int, int], None]  # (decisions done, decisions in all)


class Cancelled(Exception):
    """The review was called off before its end."""


@dataclass(frozen=True)
class Decision:
    """One action of the reviewed seat: what it played, the best move, both chances, the error and the mark."""

    index: int
    played: Action
    best: Action
    win_chance_played: float
    win_chance_best: float
    error: float
    mark: str | None

    def to_json(self) -> dict[str, Any]:
        """One entry of `tablegame review --json`'s decisions."""
        return {
            "index": self.index,
            "played": self.played,
            "best": self.best,
            "win_chance_played": round(self.win_chance_played, 4),
            "win_chance_best": round(self.win_chance_best, 4),
            "error": round(self.error, 4),
            "mark": self.mark,
        }


def mark_for(drop: float, error: float) -> str | None:
    """The mark of a decision whose chance dropped by `drop` against the best move, with the estimates' `error`."""
    if drop <= error:
        return None  # not told apart from the estimates' noise
    return next((name for bound, name in MARKS if drop >= bound), None)


def judge(
    match: Match, seat: int, index: int, played: Action, seed: int, budget: Budget, iterations: int, cancel: Any
) -> Decision:
    """The decision `played` (action `index`) of `seat` in the position `match` is at."""
    rules = match.rules
    view = match.view(seat)
    legal = match.legal_actions(seat)
    best, _ = best_action(rules, view, seat, legal, seed, iterations, cancel)
    played_chance = Playouts(rules, view, seat, played).estimate(random.Random(seed), budget, cancel)
    if same_json(best, played):
        return Decision(index, played, best, played_chance.value, played_chance.value, played_chance.error, None)
    best_chance: Chance = Playouts(rules, view, seat, best).estimate(random.Random(seed), budget, cancel)
    error = math.hypot(played_chance.error, best_chance.error)
    drop = best_chance.value - played_chance.value
    return Decision(index, played, best, played_chance.value, best_chance.value, error, mark_for(drop, error))


def review(
    match: Match,
    seat: int,
    *,
    seed: int = 0,
    budget: Budget = REVIEW_BUDGET,
    iterations: int = HINT_ITERATIONS,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> list[Decision]:
    """Every action of `seat` in `match`, judged from the seat's view then; raises Cancelled when called off."""
    actions = list(match.actions)
    mine = [i for i, action in enumerate(actions) if action.get("seat") == seat]
    replay = match.rebuilt(0)
    decisions: list[Decision] = []
    for index, action in enumerate(actions):
        if cancel is not None and cancel.is_set():
            raise Cancelled
        if action.get("seat") == seat:
            decisions.append(judge(replay, seat, index, action, seed + index, budget, iterations, cancel))
            if progress is not None:
                progress(len(decisions), len(mine))
        replay.apply(action)
    if cancel is not None and cancel.is_set():
        raise Cancelled
    return decisions


def accuracy(decisions: list[Decision]) -> float | None:
    """The share of decisions left unmarked (None when there are none)."""
    return sum(d.mark is None for d in decisions) / len(decisions) if decisions else None
