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


def test_strength_formats_saved_reports_and_marks_the_bars(tmp_path, capsys):
    """A saved tournament report is read, not replayed; a bar is marked met or not met."""
    strength = bench_module("strength")
    report = {
        "players": ["bot:hard", "bot:normal"],
        "games": 100,
        "win_share": [0.55, 0.45],
        "win_share_ci95": [[0.45, 0.65], [0.35, 0.55]],
        "decision_ms": [{"mean": 250.0, "p95": 300.0}, {}],
    }
    (tmp_path / strength.report_name("cabo", ["hard", "normal"])).write_text(json.dumps(report))
    out = tmp_path / "section.md"
    strength.main(["--games", "cabo", "--reports", str(tmp_path), "--only-format", "--out", str(out)])
    text = out.read_text()
    assert "| cabo | 2 | hard vs normal | 100 | 55.0% (45.0%-65.0%) | 60%: **not met** | 250.0 | 300.0 |" in text
    assert "| cabo | 2 | normal vs random | not run |" in text


def test_strength_plays_a_missing_tournament(tmp_path):
    """Without a saved report the tournament is played and its report kept."""
    strength = bench_module("strength")
    report = strength.load_or_run(tmp_path, "cabo", ["normal", "random"], 2, play=True)
    assert report is not None and report["games"] == 2
    assert (tmp_path / "cabo-normal-random.json").exists()


def test_strength_count_for_sets_one_games_tournament_size(tmp_path):
    """--count-for GAME=N plays N games in that game's tournaments; a malformed item is refused."""
    strength = bench_module("strength")
    assert strength.parse_counts(["ogallala=3"]) == {"ogallala": 3}
    for bad in ("ogallala", "ogallala=0", "chess=5", "ogallala=x"):
        with pytest.raises(SystemExit):
            strength.parse_counts([bad])
    strength.main(["--games", "ogallala", "--count", "1", "--count-for", "ogallala=3", "--reports", str(tmp_path)])
    report = json.loads((tmp_path / "ogallala-normal-random.json").read_text())
    assert report["games"] == 3


def test_side_by_side_plays_our_engines_and_prints_the_ratios():
    """The playouts of the side-by-side script and its table (the peers' environment is not built here)."""
    script = bench_module("side_by_side")
    assert script.ours(str(script.ROOT), "cabo", 0.05) > 0
    speeds = {f"{game} {when}": 2.0 if when == "today" else 1.0 for game in script.GAMES for when in ("today", "old")}
    table = script.table({**speeds, "catanatron": 0.5, "python_kuhn_poker": 3.0}, "old", ["python_kuhn_poker"])
    assert "| cabo | 2 | 2 | 1 | 2.00x | 4.00x |" in table and "| OpenSpiel python_kuhn_poker | 3 |" in table
