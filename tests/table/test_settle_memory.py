"""Opening a table collects once and freezes what lives, so a move's frame never pays a full collection; tables
opened in quick succession do not each pay a full pass."""

from __future__ import annotations

import gc

from tablegame.app import main


def test_a_table_opened_settles_memory_at_most_once_a_minute(monkeypatch):
    monkeypatch.setattr(main, "_settled_at", [-float("inf")])
    try:
        assert main.settle_memory(now=1000.0)
        assert gc.get_freeze_count() > 0  # what lived then is out of the collector's full passes
        assert not main.settle_memory(now=1000.0 + main.SETTLE_SECONDS / 2)  # a table opened again at once
        assert main.settle_memory(now=1000.0 + main.SETTLE_SECONDS)
    finally:
        gc.unfreeze()
