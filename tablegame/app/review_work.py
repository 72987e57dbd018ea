"""The coach's analysis of a finished game for the Review screen, one small piece at a time, and its file.

Two kinds of pieces: each seat's win chance at sampled positions (the start of each turn, thinned to at most
`MOST_POINTS`, and the end: 100% for a winner), and each human seat's decisions judged against the best move
(`coach.review.judge`). A worker thread runs them (`start`; `cancel` stops it between and inside pieces); without
threads (tests) the scene runs one piece a frame (`run_one`). The review is usable while it fills in: `results`
grows piece by piece. Once whole it is kept beside the finished game (`.<id>.review.json`: hidden, so the
finished-games listing, its index and the reconciler never read it) with a version and the budgets used; a file
of another version or budget, or a damaged one, is computed again.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tablegame.coach.chance import Budget, Chance, win_chance
from tablegame.coach.hint import HINT_ITERATIONS
from tablegame.coach.review import REVIEW_BUDGET, Cancelled, Decision, judge
from tablegame.core.match import Match

VERSION = 1
MOST_POINTS = 40  # positions on the plot: a long game is sampled at turn starts, evenly thinned
CHANCE_BUDGET = Budget(playouts=100, time_limit=0.3)  # per seat and position: the plot's line, not a verdict
DECISION_BUDGET = REVIEW_BUDGET
DECISION_ITERATIONS = HINT_ITERATIONS


def turn_starts(match: Match) -> list[int]:
    """The positions (actions done) where a seat begins a turn: the first action and each change of seat."""
    actions = match.actions
    return [i for i in range(len(actions)) if i == 0 or actions[i]["seat"] != actions[i - 1]["seat"]]


def sampled_positions(match: Match, most: int = MOST_POINTS) -> list[int]:
    """The positions the plot shows: each turn's start (thinned evenly to `most`) and the end of the game."""
    starts = turn_starts(match)
    end = len(match.actions)
    if len(starts) + 1 > most:
        room = most - 1
        starts = [starts[round(k * (len(starts) - 1) / max(room - 1, 1))] for k in range(room)]
    return sorted({*starts, end})


def human_seats(match: Match) -> list[int]:
    """The seats a human played: their decisions are judged."""
    return [i for i, seat in enumerate(match.seats) if not seat.is_bot]


def final_chances(match: Match) -> list[float]:
    """Each seat's share of the win at the end: 1 for a lone winner, 1/k for a win shared by k seats."""
    winners = match.rules.result(match.state)["winners"]
    return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(len(match.seats))]


def budget_json(budget: Budget) -> dict[str, Any]:
    """A budget as plain data (kept with the review: another budget computes it again)."""
    return {"playouts": budget.playouts, "time_limit": budget.time_limit}


@dataclass
class ReviewResults:
    """What the analysis has found so far: chances by position (each seat's), decisions by action index."""

    chances: dict[int, list[float]] = field(default_factory=dict)
    decisions: dict[int, Decision] = field(default_factory=dict)

    def to_json(self, match: Match) -> dict[str, Any]:
        """The whole review as the file keeps it."""
        return {
            "version": VERSION,
            "actions": len(match.actions),
            "budget": {
                "chance": budget_json(CHANCE_BUDGET),
                "decision": budget_json(DECISION_BUDGET),
                "iterations": DECISION_ITERATIONS,
            },
            "chances": [[position, [round(v, 4) for v in values]] for position, values in sorted(self.chances.items())],
            "decisions": [decision.to_json() for _, decision in sorted(self.decisions.items())],
        }


def results_from(data: Any, match: Match) -> ReviewResults | None:
    """The review a file keeps, or None if it is of another version, budget or game, or damaged."""
    if not isinstance(data, dict) or data.get("version") != VERSION or data.get("actions") != len(match.actions):
        return None
    if data.get("budget") != ReviewResults().to_json(match)["budget"]:
        return None
    seats = len(match.seats)
    try:
        chances = {int(p): [float(v) for v in values] for p, values in data["chances"]}
        decisions = {}
        for entry in data["decisions"]:
            decision = Decision(
                int(entry["index"]),
                dict(entry["played"]),
                dict(entry["best"]),
                float(entry["win_chance_played"]),
                float(entry["win_chance_best"]),
                float(entry["error"]),
                entry["mark"] if entry["mark"] in (None, "inaccuracy", "mistake", "blunder") else None,
            )
            decisions[decision.index] = decision
    except (KeyError, TypeError, ValueError):
        return None
    if any(len(values) != seats for values in chances.values()):
        return None
    return ReviewResults(chances, decisions)


def review_path(folder: Path, match_id: str) -> Path:
    """Where a finished game's review is kept: beside it, hidden from the listings."""
    return folder / f".{match_id}.review.json"


def read_review(path: Path, match: Match) -> ReviewResults | None:
    """The kept review, or None when there is none or it cannot be used (it is computed again)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return results_from(data, match)


def write_review(path: Path, results: ReviewResults, match: Match) -> bool:
    """Keep a whole review beside its game (written to a temporary file, then moved); False if it could not be."""
    temporary = path.with_name(path.name + ".tmp")
    try:
        temporary.write_text(json.dumps(results.to_json(match)), encoding="utf-8")
        os.replace(temporary, path)
    except OSError:
        return False
    return True


class ReviewWork:
    """The analysis of one finished match, run piece by piece (a thread, or a frame at a time)."""

    def __init__(self, match: Match, results: ReviewResults | None = None) -> None:
        self.match = match.rebuilt()  # the worker's own copy: the scene keeps reading its match
        self.positions = sampled_positions(match)
        self.seats = human_seats(match)
        self.mine = [i for i, action in enumerate(match.actions) if action["seat"] in self.seats]
        self.total = len(self.positions) + len(self.mine)
        self.results = results or ReviewResults()
        self.done = self.total if results is not None else 0
        self.cancel = threading.Event()
        self.thread: threading.Thread | None = None
        self._pieces: Iterator[None] = self.pieces() if results is None else iter(())

    @property
    def finished(self) -> bool:
        """True once every piece is done."""
        return self.done >= self.total

    def progress(self) -> float:
        """How much is done, 0 to 1."""
        return self.done / self.total if self.total else 1.0

    def pieces(self) -> Iterator[None]:
        """Do the analysis one piece at a time: first the plot's chances, then the decisions, in game order."""
        seats = len(self.match.seats)
        end = len(self.match.actions)
        for position in self.positions:
            replay = self.match.rebuilt(position)
            if position == end:
                values = final_chances(replay)
            else:
                values = [self.chance(replay, seat).value for seat in range(seats)]
            self.results.chances[position] = values
            self.done += 1
            yield
        replay = self.match.rebuilt(0)
        for index, action in enumerate(self.match.actions):
            if action["seat"] in self.seats:
                decision = judge(
                    replay, action["seat"], index, action, index, DECISION_BUDGET, DECISION_ITERATIONS, self.cancel
                )
                if self.cancel.is_set():
                    return
                self.results.decisions[index] = decision
                self.done += 1
                yield
            replay.apply(action)

    def chance(self, replay: Match, seat: int) -> Chance:
        """`seat`'s win chance at the position `replay` is at, from its view."""
        return win_chance(
            replay.rules, replay.view(seat), seat, seed=len(replay.actions), budget=CHANCE_BUDGET, cancel=self.cancel
        )

    def run_one(self) -> bool:
        """Do the next piece here (no thread); False once there is none left."""
        if self.cancel.is_set():
            return False
        try:
            next(self._pieces)
        except (StopIteration, Cancelled):
            return False
        return True

    def start(self) -> None:
        """Run the whole analysis in a worker thread (it stops early when cancelled)."""
        if self.finished or self.thread is not None:
            return
        self.thread = threading.Thread(target=self._run, name="review", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while self.run_one():
            pass

    def stop(self) -> None:
        """Call the analysis off (the thread ends at its next look at the cancel event)."""
        self.cancel.set()
