"""bench/ogallala_rollout_bot.py, Ogallala's rollout search (research): legal, seeded choices from views only."""

from __future__ import annotations

import importlib.util
import json
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


def test_a_search_that_never_switches_plays_the_planners_game():
    """The search draws from a generator of its own: with a margin nothing clears, the game is `BoldBot`'s."""
    from tablegame.games.ogallala.bots import BoldBot, NormalBot

    r = rules()
    games = []
    search = RolloutBot(r, 0, random.Random(3), time_limit=None, iterations=2, plan=BENCH.Plan(z=100.0))
    for searching in (True, False):
        state = r.setup(2, r.resolve_options({}), random.Random(8), {})
        bots = [search if searching else BoldBot(r, 0, random.Random(3)), NormalBot(r, 1, random.Random(4))]
        moves = []
        while not r.is_over(state):
            seat = r.to_act(state)[0]
            legal = r.legal_actions(state, seat)
            action = bots[seat].choose(r.view(state, seat), legal)
            moves.append(action)
            r.perform(state, action)
        games.append(moves)
    assert games[0] == games[1]
    assert search.searches > 0 and search.switches == 0


def test_close_calls_analysis_reads_a_recording(tmp_path, capsys):
    """bench/ogallala_close_calls.py --analyse prints the spread table and the split-sample gains."""
    path = Path(__file__).resolve().parents[2] / "bench" / "ogallala_close_calls.py"
    spec = importlib.util.spec_from_file_location("bench_ogallala_close_calls", path)
    assert spec is not None and spec.loader is not None
    calls = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(calls)
    rng = random.Random(1)
    recording = tmp_path / "calls.jsonl"
    lines = []
    for gap in (None, 0.0, 3.0):
        res = [[float(rng.random() < 0.5) for _ in range(48)] for _ in range(3)]
        lines.append(json.dumps({"phase": "attack" if gap is None else "hold", "gap": gap, "res": res}))
    recording.write_text("\n".join(lines) + "\n", encoding="utf-8")
    calls.analyse(str(recording))
    out = capsys.readouterr().out
    assert "| placement, top two tied | 2 |" in out and "best mean of 24 samples, lasso, arrow or attack" in out
