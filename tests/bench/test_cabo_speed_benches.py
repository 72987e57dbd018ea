"""bench/cabo_search_speed.py runs and reports (a short run; no timing is checked)."""

from __future__ import annotations

from bench_loader import bench_module


def test_cabo_search_speed_times_hard_on_fixed_positions():
    rate, choices = bench_module("cabo_search_speed").measure_here(2, 2, 10)
    assert rate > 0 and len(choices) == 16
