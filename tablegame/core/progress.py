"""A match's story in numbers: each seat's score or progress at every round or turn boundary, from public views.

The game-over picture and the statistics plot these series. A match is replayed from its start and the rules'
`progress` read from an onlooker's view (nothing a seat kept hidden) at the start, at each boundary (the rules'
`round_of`, else their `turn_number`, else each change of the acting seat) and at the end.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from tablegame.core.match import Match
from tablegame.core.rules import Rules, View


@dataclass(frozen=True)
class GameProgress:
    """Each seat's values, the first at the start (x = 0), then one after each round or turn."""

    unit: Literal["round", "turn"]
    label: str  # what the values count, N_-marked (the rules' `progress_label`; "" if they name none)
    series: list[list[float]]  # per seat
    winners: list[int]


def boundary(rules: Rules, view: View) -> Any:
    """What changes when a new round (or, in a game without rounds, a new turn) begins; None if neither is
    counted by the rules (the caller then counts changes of the acting seat)."""
    number = rules.round_of(view)
    return number if number is not None else rules.turn_number(view)


def progress_of(match: Match) -> GameProgress | None:
    """The match's progress series, replayed from its start; None if its rules count no progress."""
    fresh = Match(match.game, list(match.seats), match.seed, dict(match.options), dict(match.setup))
    rules = fresh.rules
    view = fresh.view(None)
    first = rules.progress(view)
    if first is None:
        return None
    counted = boundary(rules, view)
    unit: Literal["round", "turn"] = "round" if rules.round_of(view) is not None else "turn"
    samples = [first]
    last_key: Any = counted
    sampled_last = True
    actions = match.actions
    for index, action in enumerate(actions):
        fresh.apply(action)
        view = fresh.view(None)
        if counted is None:  # no count of the rules': a turn ends where the next action is another seat's
            following = actions[index + 1].get("seat") if index + 1 < len(actions) else None
            sampled_last = following != action.get("seat")
        else:
            key = boundary(rules, view)
            sampled_last, last_key = key != last_key, key
        if sampled_last:
            samples.append(rules.progress(view) or [])
    if not sampled_last:
        samples.append(rules.progress(view) or [])
    winners = list(fresh.result().get("winners", [])) if fresh.is_over() else []
    series = [[sample[seat] for sample in samples if seat < len(sample)] for seat in range(len(match.seats))]
    return GameProgress(unit, rules.progress_label, series, winners)
