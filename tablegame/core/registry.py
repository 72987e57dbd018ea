"""The game registry: every package under `tablegame.games` that declares a game plugs in by itself."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from types import ModuleType

import tablegame.games
from tablegame.core.rules import Rules


class UnknownGame(LookupError):
    """A game id that no installed game package declares."""


@cache
def game_modules() -> dict[str, ModuleType]:
    """Game id -> its package, for every package under tablegame.games that sets GAME_ID."""
    found = {}
    for info in pkgutil.iter_modules(tablegame.games.__path__):
        module = importlib.import_module(f"tablegame.games.{info.name}")
        game_id = getattr(module, "GAME_ID", None)
        if game_id:
            found[game_id] = module
    return dict(sorted(found.items()))


def game_ids() -> list[str]:
    """The ids of every available game, sorted."""
    return list(game_modules())


def get_rules(game_id: str) -> Rules:
    """A rules object for the game with this id; raises UnknownGame."""
    module = game_modules().get(game_id)
    if module is None:
        raise UnknownGame(f"unknown game {game_id!r} (available: {', '.join(game_ids())})")
    return module.make_rules()
