"""Card catalogs: `cards/<game>.yaml`, read once, checked against the game's schema."""

from __future__ import annotations

from typing import Any

from tablegame.core.datafile import load_yaml
from tablegame.paths import data_dir

_loaded: dict[str, Any] = {}


def load_catalog(game_id: str, schema: dict[str, Any]) -> Any:
    """The parsed catalog of a game (cached); raises DataFileError naming the place of a mistake."""
    if game_id not in _loaded:
        _loaded[game_id] = load_yaml(data_dir("cards") / f"{game_id}.yaml", schema)
    return _loaded[game_id]
