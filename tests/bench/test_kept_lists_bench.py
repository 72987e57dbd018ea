"""bench/kept_lists.py runs and reports the old way and the cache side by side (a short run; no timing is checked)."""

from __future__ import annotations

from bench_loader import bench_module


def test_the_kept_lists_bench_reports_every_screen_old_and_new(tmp_path):
    module = bench_module("kept_lists")
    out = tmp_path / "section.md"
    assert module.main(["--counts", "12", "--repeats", "1", "--out", str(out)]) == 0
    report = out.read_text(encoding="utf-8")
    assert "Machine:" in report and "| old | cold | cold, filled | warm | after a move |" in report
    for what in ("list", "menu", "list screen"):
        assert f"| 12 | {what} |" in report
