"""The game registry: every package under `tablegame.games` that declares a game plugs in by itself.

A game package's __init__.py declares, as strings so that discovery imports nothing heavy:
- GAME_ID and make_rules();
- BOTS: its bot levels, weakest first, each "module:Class" (a subclass of tablegame.core.bots.Bot);
- SEARCH_HOOKS (optional): "module:Class", a subclass of tablegame.core.search_hooks.SearchHooks
  that tunes the generic search for the game.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from types import ModuleType
from typing import Any

import tablegame.games
from tablegame.core.bots import Bot
from tablegame.core.rules import Rules
from tablegame.core.search_hooks import SearchHooks
from tablegame.i18n import tr

GAME_LEVELS = ("easy", "normal", "hard")  # the levels a game may declare ("random" every game has)


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


def _game_module(game_id: str) -> ModuleType:
    """The package of a game; raises UnknownGame."""
    module = game_modules().get(game_id)
    if module is None:
        raise UnknownGame(
            tr("unknown game {game} (available: {games})", game=repr(game_id), games=", ".join(game_ids()))
        )
    return module


def get_rules(game_id: str) -> Rules:
    """A rules object for the game with this id; raises UnknownGame."""
    rules: Rules = _game_module(game_id).make_rules()
    return rules


def resolve(reference: str) -> Any:
    """The object a declaration names: "package.module:Name"."""
    module_name, colon, name = reference.partition(":")
    if not colon or not name:
        raise ValueError(f"a plug-in is declared as 'module:Name', not {reference!r}")
    return getattr(importlib.import_module(module_name), name)


def declared_bots(game_id: str) -> dict[str, str]:
    """The bot levels a game's package declares (BOTS), level -> "module:Class", weakest first."""
    return dict(getattr(_game_module(game_id), "BOTS", {}))


@cache
def bot_classes(game_id: str) -> dict[str, type[Bot]]:
    """The game's declared bot classes by level, weakest first; a wrong declaration raises TypeError."""
    classes = {}
    for level, reference in declared_bots(game_id).items():
        bot_class = resolve(reference)
        if level not in GAME_LEVELS or not (isinstance(bot_class, type) and issubclass(bot_class, Bot)):
            raise TypeError(
                f"{game_id} declares bot level {level!r} as {reference!r}: expected one of"
                f" {', '.join(GAME_LEVELS)} and a Bot class"
            )
        classes[level] = bot_class
    return classes


@cache
def search_hooks_class(game_id: str) -> type[SearchHooks]:
    """The game's declared search hooks (SEARCH_HOOKS), or the generic ones when it declares none."""
    reference = getattr(_game_module(game_id), "SEARCH_HOOKS", None)
    if reference is None:
        return SearchHooks
    hooks_class = resolve(reference)
    if not (isinstance(hooks_class, type) and issubclass(hooks_class, SearchHooks)):
        raise TypeError(f"{game_id} declares SEARCH_HOOKS {reference!r}: expected a SearchHooks class")
    return hooks_class
