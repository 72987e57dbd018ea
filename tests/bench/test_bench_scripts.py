"""The bench/ scripts run and report what the README says they do (short runs; no timing is checked)."""

from __future__ import annotations

import json
import os

import pytest
from bench_loader import bench_module

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def test_bench_reports_every_measurement(tmp_path, capsys):
    """Playout speed, search speed, decision times per level and the table's fps, in Markdown."""
    out = tmp_path / "RESULTS.md"
    assert bench_module("bench").main(["--quick", "--games", "cabo", "--out", str(out)]) == 0
    report = out.read_text()
    assert "Machine:" in report
    assert "| cabo | 2 |" in report  # playouts and ISMCTS iterations/s
    for level in ("random", "easy", "normal", "hard"):
        assert f"| cabo | {level} |" in report
    assert "| cabo | yes |" in report and "| cabo | no |" in report  # fps with and without a thinking bot


def strength_part(wins: list[float], games: int) -> dict:
    """A kept part's report, as `tablegame sim --json` writes it (only what the table reads)."""
    return {
        "games": games,
        "unfinished": 0,
        "wins": wins,
        "decision_ms": [{"mean": 250.0, "p95": 300.0}] + [{"mean": 1.0, "p95": 2.0}] * (len(wins) - 1),
    }


def test_strength_formats_kept_parts_and_marks_the_bars(tmp_path, capsys):
    """Kept parts are read, not replayed, and merged; a bar is marked met or not met."""
    strength = bench_module("strength")
    two = tmp_path / "cabo-hard-normal"
    two.mkdir()
    (two / "part-000-120.json").write_text(json.dumps(strength_part([80, 40], 120)))
    (two / "part-001-80.json").write_text(json.dumps(strength_part([56, 24], 80)))
    four = tmp_path / "cabo-hard-normal-normal-normal"
    four.mkdir()
    (four / "part-000-120.json").write_text(json.dumps(strength_part([48, 24, 24, 24], 120)))
    out = tmp_path / "section.md"
    argv = ["--games", "cabo", "--pairs", "hard-normal,easy-random", "--count", "200", "--reports", str(tmp_path)]
    strength.main([*argv, "--only-format", "--out", str(out)])
    text = out.read_text()
    assert "| cabo | 2 | hard vs normal | 200 | 68.0% (61.2%-74.1%) | 50.0% | ≥ 70% | **not met** | 250 / 300 |" in text
    # 40% at 4 seats is 2/3 pairwise (each normal seat won 20%): over the bar's 33.3% share
    assert "| cabo | 4 | hard vs normal x3 | 120 of 200 | 40.0% (31.7%-48.9%); pairwise 66.7% (" in text
    assert "| 25.0% | pairwise ≥ 60% (share ≥ 33.3%) | met |" in text
    assert "| cabo | 2 | easy vs random | not run (200 to play) | | 50.0% | 75%-95% | | |" in text


def test_strength_pairwise_share():
    """The pairwise share is 50% by chance at every seat count and the plain share at 2 seats."""
    strength = bench_module("strength")
    for seats in (2, 3, 4, 5):
        assert abs(strength.pairwise_share(1 / seats, seats) - 0.5) < 1e-12
        assert abs(strength.share_for_pairwise(strength.pairwise_share(0.37, seats), seats) - 0.37) < 1e-12
    assert strength.pairwise_share(0.7, 2) == 0.7
    assert abs(strength.share_for_pairwise(0.6, 4) - 1 / 3) < 1e-12


def test_strength_plays_missing_parts_and_resumes(tmp_path):
    """Missing parts are played and kept; a second run plays nothing and reads them."""
    strength = bench_module("strength")
    parts = strength.load_or_run(tmp_path, "cabo", ["easy", "random"], 4, play=True)
    assert [part["games"] for part in parts] == [4]
    kept = tmp_path / "cabo-easy-random" / "part-000-4.json"
    assert kept.exists()
    kept.write_text(kept.read_text().replace('"games": 4', '"games": 4, "kept": true'))
    again = strength.load_or_run(tmp_path, "cabo", ["easy", "random"], 4, play=True)
    assert again[0].get("kept") is True
    assert strength.load_or_run(tmp_path, "cabo", ["normal", "easy"], 4, play=False) == []


def test_strength_count_for_sets_one_games_tournament_size(tmp_path):
    """--count-for GAME=N plays N games in that game's tournaments; a malformed item is refused."""
    strength = bench_module("strength")
    assert strength.parse_counts(["ogallala=3"]) == {"ogallala": 3}
    for bad in ("ogallala", "ogallala=0", "chess=5", "ogallala=x"):
        with pytest.raises(SystemExit):
            strength.parse_counts([bad])
    with pytest.raises(SystemExit):
        strength.main(["--pairs", "hard-easy", "--only-format"])
    argv = ["--games", "ogallala", "--pairs", "easy-random", "--seats", "2", "--count", "1"]
    strength.main([*argv, "--count-for", "ogallala=2", "--reports", str(tmp_path)])
    assert (tmp_path / "ogallala-easy-random" / "part-000-2.json").exists()


def test_side_by_side_plays_our_engines_and_prints_the_ratios():
    """The playouts of the side-by-side script and its table (the peers' environment is not built here)."""
    script = bench_module("side_by_side")
    assert script.ours(str(script.ROOT), "cabo", 0.05) > 0
    speeds = {f"{game} {when}": 2.0 if when == "today" else 1.0 for game in script.GAMES for when in ("today", "old")}
    table = script.table({**speeds, "catanatron": 0.5, "python_kuhn_poker": 3.0}, "old", ["python_kuhn_poker"])
    assert "| cabo | 2 | 2 | 1 | 2.00x | 4.00x |" in table and "| OpenSpiel python_kuhn_poker | 3 |" in table
