"""The generic ISMCTS engine and the `hard` level: registration, budgets, stopping, tournaments."""

from __future__ import annotations

import random
import subprocess
import sys
import threading
import time

import pytest
from hard_positions import FORCED_WINS, midgame

from tablegame.bots.base import levels_for, make_bot
from tablegame.bots.hard import HardBot
from tablegame.bots.ismcts import SearchConfig
from tablegame.bots.search import run_search
from tablegame.core.registry import bot_classes, declared_bots, get_rules, resolve
from tablegame.core.search_hooks import SearchHooks, score_shares
from tablegame.sim import run_sim, wilson_interval

GAMES = ["cabo", "niagara", "ogallala", "struggle-for-catan"]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_offers_four_levels_weakest_first(game):
    """random, easy, normal, hard: the lobby offers these per seat."""
    assert levels_for(game) == ["random", "easy", "normal", "hard"]


def test_levels_are_declared_by_each_game_package():
    """Each game's __init__ names its levels as "module:Class" strings; `hard` is the search unless declared."""
    for game in GAMES:
        declared = declared_bots(game)
        assert list(declared) == ["easy", "normal", "hard"] and all(isinstance(r, str) for r in declared.values())
    assert bot_classes("ogallala")["hard"].__name__ == "BoldBot"  # its planner, by declaration
    assert all(bot_classes(game)["hard"] is HardBot for game in GAMES if game != "ogallala")


def test_discovering_the_games_imports_no_rules_bots_or_search():
    """The declarations are strings: listing the games stays cheap."""
    code = (
        "import sys; from tablegame.core.registry import game_ids, declared_bots;"
        " [declared_bots(g) for g in game_ids()];"
        " print(' '.join(m for m in sys.modules if m.startswith('tablegame.')))"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert "tablegame.games.cabo" in loaded
    game_modules = [m for m in loaded if m.startswith("tablegame.games.") and m.count(".") > 2]  # e.g. cabo.bots
    assert not game_modules and not [m for m in loaded if m.startswith("tablegame.bots")]


def test_a_declaration_is_module_colon_name():
    """A malformed plug-in reference is one clear error."""
    assert resolve("tablegame.bots.hard:HardBot") is HardBot
    with pytest.raises(ValueError, match="module:Name"):
        resolve("tablegame.bots.hard.HardBot")


def test_hard_budgets_in_the_level_name():
    """`hard@N` searches N iterations, `hard@Xs` X seconds; anything else is refused."""
    rules = get_rules("cabo")
    bot = make_bot(rules, "hard@40", 0, 1)
    assert isinstance(bot, HardBot) and bot.config.iterations == 40 and bot.config.time_limit is None
    bot = make_bot(rules, "hard@0.25s", 0, 1)
    assert bot.config.time_limit == 0.25 and bot.config.iterations is None
    assert make_bot(rules, "hard", 0, 1).config.time_limit == pytest.approx(0.3)
    for level in ("hard@", "hard@-3", "hard@xs", "hard@0s", "normal@10", "genius"):
        with pytest.raises(ValueError):
            make_bot(rules, level, 0, 1)


def test_a_single_legal_action_needs_no_search():
    """Nothing to decide: the only action, at once."""
    rules, state = midgame("cabo")
    seat = rules.to_act(state)[0]
    only = rules.legal_actions(state, seat)[:1]
    bot = make_bot(rules, "hard@500", seat, 1)
    assert bot.choose(rules.view(state, seat), only) == only[0] and bot.last is None


def test_a_time_budget_search_decides_legally():
    """A 0.1 s budget search returns a legal action after at least one iteration (how long it takes is
    measured by bench/bench.py's decision times, not here: timed tests flake on a shared machine)."""
    rules, state = midgame("niagara")
    seat = rules.to_act(state)[0]
    bot = make_bot(rules, "hard@0.1s", seat, 1)
    legal = rules.legal_actions(state, seat)
    assert bot.choose(rules.view(state, seat), legal) in legal
    assert bot.last is None or bot.last.iterations >= 1


def test_stop_ends_a_search_from_another_thread():
    """`stop()` makes a long search return its best action at once (the table can cancel a bot)."""
    rules, state = midgame("cabo")
    seat = rules.to_act(state)[0]
    view, legal = rules.view(state, seat), rules.legal_actions(state, seat)
    bot = make_bot(rules, "hard@30s", seat, 1)
    answer = []
    thread = threading.Thread(target=lambda: answer.append(bot.choose(view, legal)))
    thread.start()
    time.sleep(0.2)
    bot.stop()
    thread.join(3.0)
    assert not thread.is_alive() and answer[0] in legal


def test_generic_hooks_work_without_game_help():
    """The default hooks (random rollouts to the end) search any game through the Rules API alone."""
    rules, state, winning = FORCED_WINS["cabo"]()
    view, legal = rules.view(state, 0), rules.legal_actions(state, 0)
    result = run_search(
        rules, SearchHooks(rules), 0, view, legal, random.Random(3), SearchConfig(time_limit=None, iterations=400)
    )
    assert result.action == winning and result.iterations <= 400


def test_the_search_stops_once_the_answer_cannot_change():
    """With a clear best move the search ends before its budget (the visit lead cannot be caught up)."""
    rules, state, _ = FORCED_WINS["struggle-for-catan"]()
    seat = rules.to_act(state)[0]
    bot = make_bot(rules, "hard@5000", seat, 2)
    bot.choose(rules.view(state, seat), rules.legal_actions(state, seat))
    assert bot.last.iterations < 5000


def test_score_shares_sum_to_one_and_follow_the_scores():
    """The evaluation helper: higher (or lower) scores get a larger share."""
    shares = score_shares([10.0, 4.0, 7.0], higher_is_better=True, scale=3.0)
    assert sum(shares) == pytest.approx(1.0) and shares[0] > shares[2] > shares[1]
    low = score_shares([10.0, 4.0], higher_is_better=False, scale=3.0)
    assert low[1] > low[0]


def test_wilson_interval():
    """95% Wilson interval: symmetric at one half, inside [0, 1] at the edges."""
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert wilson_interval(0, 10)[0] == 0.0 and wilson_interval(10, 10)[1] == 1.0


def test_sim_reports_confidence_intervals_and_search_speed():
    """`tablegame sim`: win share with a 95% interval, and iterations per second for search bots only."""
    report = run_sim("niagara", ["hard@20", "random"], 2, seed=1, options={"max_rounds": 6})
    assert len(report["win_share_ci95"]) == 2
    for (low, high), share in zip(report["win_share_ci95"], report["win_share"], strict=True):
        assert 0.0 <= low <= share <= high <= 1.0
    assert report["iterations_per_second"][0] > 0 and report["iterations_per_second"][1] is None
    assert report["search"][0]["searches"] > 0 and report["search"][1] is None
    assert set(report["decision_ms"][0]) == {"mean", "p95"}


def test_sim_in_several_processes_plays_the_same_games():
    """`--jobs 2`: the same seeds in the same order, so the same wins, scores and search counts."""
    one = run_sim("cabo", ["hard@15", "normal"], 4, seed=5)
    two = run_sim("cabo", ["hard@15", "normal"], 4, seed=5, jobs=2)
    for field in ("wins", "mean_scores"):
        assert one[field] == two[field]
    assert one["search"][0]["searches"] == two["search"][0]["searches"]
    assert two["jobs"] == 2


def test_catan_capped_seat_plays_as_normal_without_searching(monkeypatch):
    """A Catan seat that can no longer reach 10 VP spends like `normal` instead of searching (every
    outcome is a loss there, and random choices by a capped seat can stall the game for good)."""
    import tablegame.games.struggle_for_catan.search as catan_search
    from tablegame.games.struggle_for_catan.bots import NormalBot

    rules, state = midgame("struggle-for-catan")
    seat = rules.to_act(state)[0]
    view, legal = rules.view(state, seat), rules.legal_actions(state, seat)
    assert len(legal) > 1
    monkeypatch.setattr(catan_search, "max_reachable_vp", lambda view: 9)
    monkeypatch.setattr(NormalBot, "choose", lambda self, view, legal: legal[-1])
    bot = make_bot(rules, "hard@200", seat, 1)
    assert bot.choose(view, legal) == legal[-1]
    assert bot.last is None and bot.searches == 0
