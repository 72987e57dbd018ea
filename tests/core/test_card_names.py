"""The card names kept whole in lines are read with libyaml's loader where installed: the same as the safe loader's."""

from __future__ import annotations

import yaml

from tablegame.app.games import terms
from tablegame.core.registry import game_ids
from tablegame.paths import data_dir


def test_card_names_are_the_safe_loaders():
    found = {}
    for game in game_ids():
        with (data_dir("cards") / f"{game}.yaml").open(encoding="utf-8") as file:
            expected = tuple(dict.fromkeys(terms._names(yaml.safe_load(file))))
        found[game] = terms.card_names(game)
        assert found[game] == expected, game
    assert found["cabo"] and found["ogallala"]  # Niagara's cards have no names
