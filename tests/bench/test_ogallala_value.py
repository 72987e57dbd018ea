"""bench/ogallala_value.py and its model: Ogallala's learned position value (research; `hard` stays BoldBot)."""

from __future__ import annotations

import importlib
import json
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest
from bench_loader import BENCH

from tablegame.core.datafile import DataFileError
from tablegame.games.ogallala.bots import grids_of
from tablegame.games.ogallala.view_types import og_view

sys.path.insert(0, str(BENCH))  # the script imports its model as a sibling module
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ogallala"))
from ogallala_helpers import area, match


def model() -> ModuleType:
    """bench/ogallala_value_model.py (imported by name: its dataclass needs a module of its own in sys.modules)."""
    return importlib.import_module("ogallala_value_model")


def test_the_fitted_model_loads_and_names_the_features_computed():
    """The data file passes its schema and has one weight per feature the model computes."""
    m = model()
    data = json.loads(m.VALUE_FILE.read_text())
    assert data["features"] == list(m.FEATURES)
    assert len(m.win_model().weights) == len(m.FEATURES)


def test_a_model_for_other_features_is_refused():
    """Weights fitted on features the model no longer computes are refused with a word on refitting."""
    m = model()
    with pytest.raises(ValueError, match="refit"):
        m.model_from({"features": ["bias"], "weights": [0.0], "fitted_on": "a test"})
    with pytest.raises(DataFileError):
        m.model_from({"features": list(m.FEATURES), "weights": "none", "fitted_on": "a test"})


def test_a_complete_canoe_counts_in_the_race_and_the_points():
    """A complete canoe is a third of the race and its points; a canoe one card short is one `need_one`."""
    game = match(setup={"areas": [area("0:bow 1:paddler-red-2 2:stern", "0:bow 1:paddler-black-2"), []]})
    race, points, _plans, exposed, need_one, _need_two = model().seat_features(grids_of(og_view(game.view(0)))[0])
    assert race > 1.0
    assert points == pytest.approx(3 / 50)
    assert exposed == 1.0  # strength 2, no totem pole
    assert need_one == 1.0


def test_features_read_only_what_the_seat_sees():
    """Two games that differ only in the draw piles give the same features from the seat's view."""
    seen = []
    for piles in ([["stern"], ["axe"], []], [["axe"], ["stern"], []]):
        game = match(setup={"areas": [area("0:bow 1:paddler-red-2"), []], "piles": piles})
        view = og_view(game.view(0))
        seen.append(model().features(grids_of(view), 0, sum(view["piles"])))
    assert seen[0] == seen[1]
    assert len(seen[0]) == len(model().FEATURES)


def test_the_value_bot_plays_legal_moves_from_the_view():
    """ValueBot with both learned terms on plays a whole game of legal moves."""
    m = model()
    game = match(seed=3)
    rules = game.rules
    kind = type("Both", (m.ValueBot,), {"value_weight": 30.0, "harm_value_weight": 100.0})
    players = [kind(rules, 0, random.Random(1)), kind(rules, 1, random.Random(2))]
    while not game.is_over():
        seat = game.to_act()[0]
        legal = game.legal_actions()
        action = players[seat].choose(game.view(seat), legal)
        assert action in legal
        game.apply(action)


def test_the_fit_recovers_a_logistic_model():
    """Newton's method finds the weights that made synthetic labels."""
    script = importlib.import_module("ogallala_value")
    rng = random.Random(0)
    rows = []
    for _ in range(3000):
        x = [1.0, rng.uniform(-2, 2)]
        p = 1 / (1 + 2.718281828 ** -(0.5 + 1.5 * x[1]))
        rows.append((x, int(rng.random() < p)))
    w = script.fit(rows)
    assert w[0] == pytest.approx(0.5, abs=0.2)
    assert w[1] == pytest.approx(1.5, abs=0.3)
    assert script.log_loss(w, rows) < 0.6
