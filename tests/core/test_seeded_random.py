"""The lazily seeded generator of search samples is `random.Random(seed)`, whatever is asked of it first."""

from __future__ import annotations

import copy
import random

from tablegame.core.rules import copy_rng
from tablegame.core.seeded_random import SeededOnUse


def test_seeded_on_use_is_random_of_its_seed():
    """Whatever is asked first, the generator gives what `random.Random(seed)` gives, and becomes one."""
    seed = 0x1234_5678_9ABC_DEF0
    asks = [
        lambda r: [r.random() for _ in range(5)],
        lambda r: [r.getrandbits(k) for k in (1, 7, 64, 200)],
        lambda r: r.randrange(10**30),
        lambda r: r.sample(range(100), 10),
        lambda r: r.getstate(),
        lambda r: copy_rng(r).random(),
        lambda r: copy.deepcopy(r).random(),
        lambda r: copy.copy(r).getrandbits(30),
    ]
    for ask in asks:
        lazy, plain = SeededOnUse(seed), random.Random(seed)
        assert ask(lazy) == ask(plain)
        assert type(lazy) is random.Random and lazy.getstate() == plain.getstate()
    cards, expected = list(range(52)), list(range(52))
    lazy = SeededOnUse(seed)
    lazy.shuffle(cards)
    random.Random(seed).shuffle(expected)
    assert cards == expected
    lazy = SeededOnUse(seed)
    lazy.seed(7)
    assert lazy.random() == random.Random(7).random()
    lazy = SeededOnUse(seed)
    lazy.setstate(random.Random(9).getstate())
    assert lazy.random() == random.Random(9).random()
