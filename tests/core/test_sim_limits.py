"""`tablegame sim` limits: the action limit and unfinished games, bounded decision-time memory, streamed
seeds, and the bounds on `hard` budgets (issue 14)."""

from __future__ import annotations

import itertools
import json
import math
import random

import pytest

import tablegame.sim as sim
from tablegame.bots.base import check_level, make_bot
from tablegame.bots.budget import MAX_ITERATIONS, MAX_SECONDS
from tablegame.bots.hard import HardBot
from tablegame.cli import main
from tablegame.core.registry import get_rules
from tablegame.games.ogallala.bots import BoldBot
from tablegame.sim import DEFAULT_MAX_ACTIONS, TimeSummary, format_report, game_tasks, percentile, run_sim

GAMES = ["cabo", "niagara", "ogallala", "struggle-for-catan"]


def run(argv, capsys):
    """Run the CLI in-process; returns (status, stdout, stderr)."""
    status = main(argv)
    out, err = capsys.readouterr()
    return status, out, err


# --- the action limit --------------------------------------------------------------------------------
def test_random_niagara_games_stop_at_the_limit_and_count_as_unfinished():
    report = run_sim("niagara", ["random", "random"], 3, seed=0, max_actions=400)
    assert report["unfinished"] == 3 and report["max_actions"] == 400
    assert report["wins"] == [0, 0] and report["win_share"] == [0.0, 0.0]
    assert report["mean_scores"] == [None, None]  # scores of games cut short are left out
    assert report["actions_per_game"] == {"mean": 400.0, "max": 400}
    text = format_report(report)
    assert "3 unfinished" in text and "400 actions" in text


def test_the_default_limit_ends_a_random_niagara_game():
    """Random play in Niagara never reaches the falls' end; the default limit stops it all the same."""
    report = run_sim("niagara", ["random", "random"], 1, seed=0)
    assert report["unfinished"] == 1 and report["actions_per_game"]["max"] == DEFAULT_MAX_ACTIONS


def test_finished_games_are_not_unfinished():
    report = run_sim("cabo", ["random", "random"], 4, seed=2)
    assert report["unfinished"] == 0 and sum(report["wins"]) == pytest.approx(4)
    assert all(isinstance(score, float) for score in report["mean_scores"])
    assert "unfinished" not in format_report(report)


def test_cli_max_actions_json_and_text(capsys):
    argv = ["sim", "niagara", "--players", "bot:random,bot:random", "--games", "2", "--max-actions", "300"]
    status, out, _ = run([*argv, "--json"], capsys)
    report = json.loads(out)
    assert status == 0 and report["unfinished"] == 2 and report["max_actions"] == 300
    status, out, _ = run(argv, capsys)
    assert status == 0 and "2 unfinished" in out


@pytest.mark.parametrize("value", [0, -1, sim.MAX_ACTIONS_BOUND + 1, 10**30, 2.5, "100", True])
def test_bad_action_limits_are_refused(value):
    with pytest.raises(ValueError, match="max-actions"):
        run_sim("cabo", ["random", "random"], 1, max_actions=value)


@pytest.mark.parametrize("value", ["0", "-5", str(sim.MAX_ACTIONS_BOUND + 1), "9" * 40, "x", "1e9"])
def test_bad_action_limits_on_the_command_line_exit_2(value, capsys):
    status, out, err = run(["sim", "cabo", "--players", "bot:random,bot:random", "--max-actions", value], capsys)
    assert status == 2 and out == "" and err.startswith("tablegame: ") and err.count("\n") == 1


def test_seed_171_easy_against_normal_finishes():
    """This deal stalled for ever: easy held 58 cards it could not use, the two seats took one road back
    and forth and the deck stayed empty (issue 14)."""
    report = run_sim("struggle-for-catan", ["easy", "normal"], 1, seed=171)
    assert report["unfinished"] == 0 and sum(report["wins"]) == 1


# --- bounded memory ----------------------------------------------------------------------------------
def test_time_summary_keeps_a_bounded_histogram():
    rng = random.Random(5)
    values = [10 ** rng.uniform(-9, 5) for _ in range(50_000)] + [0.0, 1e9]
    summary = TimeSummary()
    for v in values:
        summary.add(v)
    assert len(summary.pending) < TimeSummary.PENDING and len(summary.buckets) <= TimeSummary.MAX_BUCKETS < 3000
    assert summary.count == len(values) and summary.high == 1e9 and summary.low == 0.0
    assert summary.mean() == pytest.approx(sum(values) / len(values))


def test_time_summary_percentiles_are_within_one_percent():
    rng = random.Random(6)
    values = [rng.lognormvariate(-7, 1.5) for _ in range(20_000)]
    halves = TimeSummary(), TimeSummary()
    for i, v in enumerate(values):
        halves[i % 2].add(v)
    merged = TimeSummary()
    for half in halves:
        merged.merge(half)
    for fraction in (0.5, 0.95, 0.99):
        assert merged.percentile(fraction) == pytest.approx(percentile(values, fraction), rel=0.01)
    assert TimeSummary().percentile(0.95) == 0.0 and TimeSummary().mean() == 0.0


def test_a_game_record_keeps_summaries_not_lists():
    task = next(game_tasks("niagara", ["random", "random"], get_rules("niagara").resolve_options({}), 1, 0, 5000))
    record = sim._play_game(task)
    assert all(isinstance(d, TimeSummary) for d in record.decisions)
    assert sum(d.count for d in record.decisions) == record.actions == 5000
    assert all(
        len(d.pending) < TimeSummary.PENDING and len(d.buckets) <= TimeSummary.MAX_BUCKETS for d in record.decisions
    )


def test_search_statistics_still_reported():
    report = run_sim("cabo", ["hard@20", "random"], 1, seed=1)
    search = report["search"][0]
    assert search["searches"] > 0 and search["iterations_per_search"] <= 20
    assert set(search["search_ms"]) == {"mean", "p95", "max"} and report["search"][1] is None
    assert set(report["decision_ms"][0]) == {"mean", "p95"}


# --- streamed seeds ----------------------------------------------------------------------------------
def old_tasks(game, levels, resolved, games, seed):
    """The seeds as the tournament drew them before streaming: one list, in this order."""
    master = random.Random(seed)
    tasks = []
    for number in range(games):
        bot_seeds = [master.getrandbits(32) for _ in range(len(levels))]
        tasks.append((game, levels, resolved, number, bot_seeds, master.getrandbits(32)))
    return tasks


def test_seeds_are_streamed_and_unchanged():
    """A hundred million games: the first tasks come at once and equal the old list's first."""
    levels, resolved = ["easy", "normal", "random"], {"x": 1}
    streamed = game_tasks("cabo", levels, resolved, 10**8, 42, 77)
    first = [task[:6] for task in itertools.islice(streamed, 20)]
    assert first == old_tasks("cabo", levels, resolved, 20, 42)
    assert all(task[6] == 77 for task in itertools.islice(streamed, 3))


def test_the_pool_takes_tasks_as_it_goes():
    """With 2 workers at most a few games are submitted ahead of the one whose result is taken."""
    pulled = 0

    def counted():
        nonlocal pulled
        for task in game_tasks("cabo", ["random", "random"], get_rules("cabo").resolve_options({}), 10**9, 3, 500):
            pulled += 1
            yield task

    records = sim._records(counted(), 2, 10**9)
    seen = [next(records) for _ in range(3)]
    assert pulled <= sim.IN_FLIGHT_PER_JOB * 2 + 3
    records.close()
    serial = [
        sim._play_game(task)
        for task in itertools.islice(
            game_tasks("cabo", ["random", "random"], get_rules("cabo").resolve_options({}), 3, 3, 500), 3
        )
    ]
    assert [r.result for r in seen] == [r.result for r in serial]


# --- budgets -----------------------------------------------------------------------------------------
BAD_BUDGETS = [
    "hard@1e9s",
    "hard@infs",
    "hard@-infs",
    "hard@nans",
    "hard@99999999999999999999",
    "hard@60.001s",
    f"hard@{MAX_ITERATIONS + 1}",
    "hard@" + "9" * 5000,
    "hard@0",
    "hard@0s",
    "hard@1_000",
    "hard@+5",
]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", BAD_BUDGETS)
def test_budgets_out_of_bounds_are_refused_in_one_line(game, level):
    for check in (lambda: check_level(game, level), lambda: make_bot(get_rules(game), level, 0, 1)):
        with pytest.raises(ValueError, match="bad budget") as caught:
            check()
        message = str(caught.value)
        assert "\n" not in message and len(message) < 200


@pytest.mark.parametrize("game", GAMES)
def test_budgets_at_the_bounds_are_accepted(game):
    for level in (f"hard@{MAX_SECONDS:g}s", f"hard@{MAX_ITERATIONS}", "hard@0.5s", "hard@1", "hard"):
        check_level(game, level)
    bot = make_bot(get_rules(game), f"hard@{MAX_ITERATIONS}", 0, 1)
    if game == "ogallala":  # its `hard` is its planner, by declaration: the budget is checked, then unused
        assert isinstance(bot, BoldBot) and not bot.takes_budget
        return
    assert isinstance(bot, HardBot) and bot.config.iterations == MAX_ITERATIONS
    assert make_bot(get_rules(game), "hard@60s", 0, 1).config.time_limit == 60


def test_check_level_names_unknown_levels_and_games_without_building_a_bot(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("check_level built a bot")

    monkeypatch.setattr(HardBot, "__init__", refuse)
    check_level("cabo", "hard@400")
    check_level("ogallala", "easy")
    for game, level in (("cabo", "genius"), ("cabo", "normal@5"), ("chess", "easy"), ("cabo", "x" * 10_000)):
        with pytest.raises(ValueError) as caught:
            check_level(game, level)
        assert "\n" not in str(caught.value) and len(str(caught.value)) < 200


@pytest.mark.parametrize("level", ["hard@infs", "hard@nans", "hard@1e9s", "hard@99999999999999999999"])
def test_cli_refuses_endless_budgets(level, capsys):
    status, out, err = run(["sim", "cabo", "--players", f"bot:{level},bot:random", "--games", "1"], capsys)
    assert status == 2 and out == "" and err.count("\n") == 1 and "budget" in err


def test_nan_is_not_a_budget():
    """NaN compares false with everything: the bound must not let it through."""
    assert math.isnan(float("nan"))
    with pytest.raises(ValueError):
        check_level("cabo", "hard@NaNs")
