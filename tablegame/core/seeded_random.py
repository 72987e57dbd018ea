"""A `random.Random(seed)` that seeds itself only when first used: search samples make many and use few."""

from __future__ import annotations

import random
from typing import Any


class SeededOnUse(random.Random):
    """`random.Random(seed)`, seeded only when first asked anything, then a plain `random.Random`.

    Seeding the Mersenne Twister costs about 13 microseconds, a tenth of a search iteration in CABO and Catan,
    and most sampled states never draw from their generator (only a new deal, a reshuffle or a blind steal
    does). Any attribute read seeds it and turns it into a plain `random.Random`, so every draw after that is
    the generator's own and the numbers are those of `random.Random(seed)` (tests/core/test_seeded_random.py).
    """

    def __init__(self, seed: int) -> None:  # deliberately not Random.__init__: no seeding yet
        self.seed_later = seed

    def __getattribute__(self, name: str) -> Any:
        seed = object.__getattribute__(self, "__dict__").pop("seed_later")
        self.__class__ = random.Random  # type: ignore[assignment]
        random.Random.__init__(self, seed)
        return getattr(self, name)
