"""bench/hard_speed.py times `hard`'s search in every game that has one (short runs; no timing is checked)."""

from __future__ import annotations

from bench_loader import BENCH, bench_module


def test_hard_speed_counts_iterations_and_keeps_the_choices():
    """hard@N on positions from normal self-play: iterations, CPU seconds and a digest of the choices made."""
    script = bench_module("hard_speed")
    for game in ("cabo", "niagara", "struggle-for-catan"):
        iterations, seconds, choices = script.iterations_per_second(str(BENCH.parent), game, 2, 2, 3, 5)
        assert 0 < iterations <= 10 and seconds > 0 and len(choices) == 12
        assert script.iterations_per_second(str(BENCH.parent), game, 2, 2, 3, 5)[2] == choices
