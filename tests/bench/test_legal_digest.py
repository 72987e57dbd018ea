"""bench/legal_digest.py: the digest of seeded games' legal lists is reproducible, and views change it."""

from __future__ import annotations

from bench_loader import bench_module


def test_the_digest_is_the_same_for_the_same_games_and_views_change_it():
    digest = bench_module("legal_digest").digest
    for game in ("cabo", "ogallala", "struggle-for-catan", "niagara"):
        decisions, lists = digest(game, 1, False)
        assert decisions > 0 and len(lists) == 64
        assert digest(game, 1, False) == (decisions, lists)
        assert digest(game, 1, True)[1] != lists
