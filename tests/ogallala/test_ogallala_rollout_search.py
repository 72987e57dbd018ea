"""bench/ogallala_rollout_bot.py, Ogallala's rollout search (research): legal, seeded choices from views only."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

from ogallala_helpers import act, area, match, rules


def _bench() -> ModuleType:
    """bench/ogallala_rollout_bot.py as a module (bench/ is not a package)."""
    path = Path(__file__).resolve().parents[2] / "bench" / "ogallala_rollout_bot.py"
    spec = importlib.util.spec_from_file_location("bench_ogallala_rollout_bot", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up while being made
    spec.loader.exec_module(module)
    return module


BENCH = _bench()
BOLD_TASTE, NORMAL_TASTE, play_out, RolloutBot = BENCH.BOLD_TASTE, BENCH.NORMAL_TASTE, BENCH.play_out, BENCH.RolloutBot


def test_playouts_finish_games_with_legal_actions():
    """Fast playouts end seeded games at 2 and 5 seats and give every seat a score."""
    r = rules()
    for n in (2, 5):
        state = r.setup(n, r.resolve_options({}), random.Random(n), {})
        scores = play_out(r, state, [BOLD_TASTE] + [NORMAL_TASTE] * (n - 1), random.Random(1))
        assert r.is_over(state)
        assert len(scores) == n


def test_search_chooses_legal_actions_and_is_seeded():
    """With a playout budget the search's choices are legal and the same for the same seed."""
    r = rules()
    picks = []
    for _ in range(2):
        state = r.setup(2, r.resolve_options({}), random.Random(3), {})
        bot = RolloutBot(r, 0, random.Random(4), time_limit=None, iterations=2)
        chosen = []
        for _ in range(40):
            seat = r.to_act(state)[0]
            legal = r.legal_actions(state, seat)
            action = bot.choose(r.view(state, seat), legal) if seat == 0 else legal[0]
            assert action in legal
            chosen.append(action)
            r.perform(state, action)
        picks.append(chosen)
    assert picks[0] == picks[1]
    assert bot.searches > 0


def test_search_keeps_the_race_winning_completion():
    """The search keeps the planner's completion of a third canoe while leading (it wins at once)."""
    setup = {
        "areas": [
            area(
                "0:bow 1:stern 3:bow-red 4:stern-red", "0:bow-black", "0:bow 1:bear-left 2:bear-right 4:paddler-red-1"
            ),
            area("0:bow 1:paddler-red-1"),
        ],
        "piles": [["stern"], [], []],
    }
    m = match(setup=setup)
    act(m, "draw", pile=0)
    bot = RolloutBot(m.rules, 0, random.Random(5), time_limit=None, iterations=4)
    assert bot.choose(m.view(0), m.legal_actions()) == {"seat": 0, "type": "place", "row": 1, "col": 1}
