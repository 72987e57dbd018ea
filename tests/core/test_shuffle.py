"""The written-out shuffle the engines use is `Random.shuffle`: the same draws, the same order."""

import random

from tablegame.core.shuffle import shuffle_as_random


def test_the_written_out_shuffle_is_random_shuffle():
    """shuffle_as_random leaves the same order as Random.shuffle and the generator in the same state."""
    for seed in range(200):
        for size in (0, 1, 2, 3, 7, 40, 52, 67):
            mine, theirs = list(range(size)), list(range(size))
            rng_mine, rng_theirs = random.Random(seed), random.Random(seed)
            shuffle_as_random(mine, rng_mine)
            rng_theirs.shuffle(theirs)
            assert mine == theirs
            assert rng_mine.random() == rng_theirs.random()
