"""bench/legal_digest.py and bench/cabo_search_speed.py run and report (short runs; no timing is checked)."""

from __future__ import annotations

from bench_loader import bench_module


def test_legal_digest_is_the_same_for_the_same_games_and_differs_for_others():
    digest = bench_module("legal_digest").digest
    first, decisions = digest("cabo", 2, 3, {}, True)
    assert decisions > 0 and len(first) == 64
    assert digest("cabo", 2, 3, {}, True) == (first, decisions)
    assert digest("cabo", 3, 3, {}, False)[0] != first


def test_cabo_search_speed_times_hard_on_fixed_positions():
    rate, choices = bench_module("cabo_search_speed").measure_here(2, 2, 10)
    assert rate > 0 and len(choices) == 16
