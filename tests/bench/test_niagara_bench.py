"""Niagara's bench scripts run: the legal-list fingerprint and the search speed (short runs; no timing is checked)."""

from __future__ import annotations

from bench_loader import BENCH, bench_module


def test_legal_hash_is_the_same_for_the_same_games():
    """The fingerprint of seeded games is reproducible, and views change it."""
    script = bench_module("niagara_legal_hash")
    lists, decisions = script.fingerprint(2, 2, False)
    assert decisions > 0 and script.fingerprint(2, 2, False) == (lists, decisions)
    assert script.fingerprint(2, 2, True) != (lists, decisions)


def test_search_speed_counts_iterations_and_keeps_the_choices():
    """hard@N on positions from normal self-play: iterations, CPU seconds and the choices made."""
    script = bench_module("niagara_search_speed")
    run = script.search_speed(str(BENCH.parent), 2, 5)
    assert 0 < run["iterations"] <= 10 and run["seconds"] > 0
    assert run["choices"] == script.search_speed(str(BENCH.parent), 2, 5)["choices"]
