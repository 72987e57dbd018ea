"""A learned position value for Ogallala (research: it did not make `hard` stronger, see bench/RESULTS.md).

The chance that a seat wins, from features of the grids. Games are races to three complete canoes (OGA-31:
the seat that completes its third while leading ends the game and wins), so the features read each grid as
a racer: its complete canoes and the chances of its nearest unfinished ones, how many cards those still
need, how exposed its complete canoes are to attacks, its points; each as the seat's minus its strongest
rival's. A logistic model over them is fitted offline on turn ends of self-play (bench/ogallala_value.py)
and kept as data (bench/ogallala_value.json, checked against a schema). Only the grids and the piles'
sizes are read: what every seat sees. `ValueBot` is `hard` (BoldBot) with the model's change added to its
placements' values and to the harm it does.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from tablegame.core.datafile import check_schema, load_json
from tablegame.core.rules import Action, View
from tablegame.games.ogallala.bots import BoldBot, grids_of, row_after
from tablegame.games.ogallala.canoes import KIND, ROLE, STRENGTH, TOTEM, complete_spans
from tablegame.games.ogallala.catalog import BOW, DECK_SIZE, STERN
from tablegame.games.ogallala.heuristics import Weights, completion_chance, planned_canoes, row_value
from tablegame.games.ogallala.scoring import canoe_points
from tablegame.games.ogallala.view_types import og_view

VALUE_FILE = Path(__file__).with_name("ogallala_value.json")
PLAN_WEIGHTS = Weights(p_end=0.3)  # the hard bot's reading of unfinished canoes
RACE = 3  # complete canoes that let a seat end the game (OGA-31)

# One seat's features, in order; the model reads each as the seat's minus its rival's.
SEAT_FEATURES = (
    "race",  # complete canoes (up to 3) plus the best completion chances of unfinished ones, to make 3
    "points",  # points of complete canoes / 50
    "plans",  # value of unfinished plans / 50
    "exposed",  # complete canoes without a totem pole whose strength is at most 4
    "need_one",  # unfinished canoes one card from complete
    "need_two",
)
FEATURES = ("bias", "progress", *(f"{name}_ahead" for name in SEAT_FEATURES), "race_ahead_late")

VALUE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["features", "weights", "fitted_on"],
    "additionalProperties": False,
    "properties": {
        "features": {"type": "array", "items": {"type": "string"}},
        "weights": {"type": "array", "items": {"type": "number"}},
        "fitted_on": {"type": "string", "description": "what the weights were fitted on, in words"},
    },
}


def seat_features(grid: list[list[int]]) -> tuple[float, ...]:
    """One seat's racing features (SEAT_FEATURES), from its grid."""
    return _seat_features(tuple(tuple(row) for row in grid))


@lru_cache(maxsize=1 << 15)
def _seat_features(grid: tuple[tuple[int, ...], ...]) -> tuple[float, ...]:
    """`seat_features` by the grid's cells: the opponents' grids are read again at every decision."""
    complete = 0
    points = 0
    exposed = 0
    need_one = need_two = 0
    plans = 0.0
    chances: list[float] = []
    for cells in grid:
        row = list(cells)
        for a, b in complete_spans(row):
            cards = [t for t in row[a : b + 1] if t >= 0]
            complete += 1
            points += canoe_points(cards)
            if TOTEM not in cards and sum(STRENGTH[t] for t in cards) <= 4:
                exposed += 1
        plans += row_value(row, PLAN_WEIGHTS)
        kinds = {KIND[t] for t in row if t >= 0}
        for cols in planned_canoes(row):
            a, b = cols[0], cols[-1]
            need = (b - a + 1) - len(cols) + (ROLE[row[a]] != BOW) + (ROLE[row[b]] != STERN)
            if need == 0:
                continue
            chances.append(completion_chance(row, cols, kinds, PLAN_WEIGHTS))
            if chances[-1] > 0:
                need_one += need == 1
                need_two += need == 2
    race = min(complete, RACE) + sum(sorted(chances, reverse=True)[: max(0, RACE - complete)])
    plans -= points  # row_value counts complete canoes too, nearly at their points
    return (race, points / 50, plans / 50, float(exposed), float(need_one), float(need_two))


def rival_of(grids: list[list[list[int]]], seat: int) -> int:
    """The seat's strongest rival: the nearest to three complete canoes, then the most points."""
    others = [s for s in range(len(grids)) if s != seat]
    return max(others, key=lambda s: seat_features(grids[s])[:2])


def features(grids: list[list[list[int]]], seat: int, cards_left: int) -> list[float]:
    """The model's inputs (FEATURES) for `seat` against its strongest rival, `cards_left` in the piles."""
    progress = 1.0 - cards_left / DECK_SIZE
    mine, theirs = seat_features(grids[seat]), seat_features(grids[rival_of(grids, seat)])
    ahead = [a - b for a, b in zip(mine, theirs, strict=True)]
    return [1.0, progress, *ahead, ahead[0] * progress]


@dataclass(frozen=True)
class WinModel:
    """A logistic model of the chance to win."""

    weights: tuple[float, ...]

    def logit(self, x: list[float]) -> float:
        """The log-odds of a win for these features."""
        return sum(w * v for w, v in zip(self.weights, x, strict=True))

    def chance(self, x: list[float]) -> float:
        """The chance of a win for these features."""
        z = self.logit(x)
        return 1.0 / (1.0 + math.exp(-z)) if z > -500 else 0.0


def model_from(data: Any, source: str = "ogallala_value.json") -> WinModel:
    """A model from the data file's content, checked against the schema and the features it names."""
    check_schema(source, data, VALUE_SCHEMA)
    if tuple(data["features"]) != FEATURES or len(data["weights"]) != len(FEATURES):
        raise ValueError(f"{source}: the features are not those the model computes: refit (bench/ogallala_value.py)")
    return WinModel(tuple(float(w) for w in data["weights"]))


@cache
def win_model() -> WinModel:
    """The fitted model (bench/ogallala_value.json)."""
    return model_from(load_json(VALUE_FILE), VALUE_FILE.name)


class ValueBot(BoldBot):
    """`BoldBot` that also weighs the learned chance to win: its own after a placement, a victim's lost to harm."""

    value_weight = 0.0  # planner points per unit of the seat's chance to win after a placement
    harm_value_weight = 0.0  # planner points per unit of chance a victim loses

    def choose(self, given: View, legal: list[Action]) -> Action:
        """As BoldBot, with the view at hand for the learned terms."""
        self._view = given
        self._grids = grids_of(og_view(given))
        return super().choose(given, legal)

    def placement_value(self, grid: list[list[int]], t: int, action: Action) -> tuple[float, bool]:
        """BoldBot's value plus the change in the seat's learned chance to win."""
        value, newly = super().placement_value(grid, t, action)
        if self.value_weight:
            value += self.value_weight * self._chance_change(
                self.seat, action["row"], row_after(grid[action["row"]], t, action)
            )
        return value, newly

    def harm(self, grid: list[list[int]], r: int, cols: list[int]) -> float:
        """BoldBot's harm plus the victim's loss of learned chance to win."""
        loss = super().harm(grid, r, cols)
        if self.harm_value_weight:
            victim = next(s for s, g in enumerate(self._grids) if g == grid)  # BoldBot passes a copy of the grid
            after = grid[r][:]
            for c in cols:
                after[c] = -1
            loss -= self.harm_value_weight * self._chance_change(victim, r, after)
        return loss

    def _chance_change(self, seat: int, r: int, row: list[int]) -> float:
        """How a seat's learned chance to win changes if its row r becomes `row`."""
        model = win_model()
        left = sum(self._view["piles"])
        changed = [
            [row if i == r else old for i, old in enumerate(g)] if s == seat else g for s, g in enumerate(self._grids)
        ]
        return model.chance(features(changed, seat, left)) - model.chance(features(self._grids, seat, left))
