"""Random playouts checking invariants for 2-5 seats and both variants (a few hundred seeded games).

Each position: 112 cards accounted for, every row legal (OGA-9 c-f), tracked canoes complete,
only the seat to act has actions (OGA-38), cards never move or leave except by a shift, lasso,
archer, attack or axe (OGA-10), termination (OGA-7). Thorough games also apply a sample of legal
actions on clones, refuse illegal neighbours with a reason, compare all seats' views and replay the
log from the seed. Longer runs: `python tests/ogallala/ogallala_playout.py --games 1000`.
"""

from __future__ import annotations

import pytest
from ogallala_playout import play

CONFIGS = [(n, variant) for variant in ("basic", "advanced") for n in (2, 3, 4, 5)]


@pytest.mark.parametrize(("n", "variant"), CONFIGS)
def test_OGA_10_random_playouts_keep_the_invariants(n, variant):
    """OGA-7, OGA-9, OGA-10, OGA-38: 20 seeded random games per seat count and variant."""
    for seed in range(20):
        out = play(n, variant, 1000 + seed)
        assert out["actions"] > 0
