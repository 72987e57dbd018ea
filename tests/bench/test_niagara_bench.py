"""Niagara's search-speed bench script runs (a short run; no timing is checked)."""

from __future__ import annotations

from bench_loader import BENCH, bench_module


def test_search_speed_counts_iterations_and_keeps_the_choices():
    """hard@N on positions from normal self-play: iterations, CPU seconds and the choices made."""
    script = bench_module("niagara_search_speed")
    run = script.search_speed(str(BENCH.parent), 2, 5)
    assert 0 < run["iterations"] <= 10 and run["seconds"] > 0
    assert run["choices"] == script.search_speed(str(BENCH.parent), 2, 5)["choices"]
