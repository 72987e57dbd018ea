"""bench/ogallala_ceiling.py (research): the planner, the cheater and the fair look-ahead play, and a log is read."""

from __future__ import annotations

import json

from bench_loader import bench_module


def test_levels_play_paired_deals_and_the_log_is_summarised(tmp_path, capsys):
    """Two deals per level end in a share each; the log has one row per game and its summary a row per kind."""
    ceiling = bench_module("ogallala_ceiling")
    log = tmp_path / "log.jsonl"
    argv = ["--games", "2", "--levels", "planner,cheat,fair", "--cheat", "hold", "--fair", "2", "--top", "2"]
    ceiling.main([*argv, "--log", str(log)])
    printed = capsys.readouterr().out
    for level in ("planner", "cheat", "fair"):
        assert f"{level} " in printed and "Wilson 95%" in printed
    rows = [json.loads(line) for line in log.read_text().splitlines()]
    assert sorted({row["level"] for row in rows}) == ["cheat", "fair", "planner"]
    assert all(len([r for r in rows if r["level"] == level]) == 2 for level in ("planner", "cheat", "fair"))
    ceiling.main(["--analyse", str(log)])
    assert "| cheat | hold-draw |" in capsys.readouterr().out
