"""Game presenters for the table, found like the rules are: every package here that declares a game.

A package under `tablegame.app.games` sets `GAME_ID` and `PRESENTER` (a class name in its `presenter`
module); a game is offered once it has such a package and a layout file.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from types import ModuleType
from typing import Any

from tablegame.app.games.terms import keep_words_whole
from tablegame.core.registry import game_ids
from tablegame.i18n import tr
from tablegame.table.layout import layout_path
from tablegame.table.presenter import Presenter


@cache
def presenter_packages() -> dict[str, ModuleType]:
    """Game id -> its presenter package, for every package here that sets GAME_ID."""
    found = {}
    for info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{info.name}")
        game_id = getattr(module, "GAME_ID", None)
        if game_id:
            found[game_id] = module
    return found


def presenter_class(game: str) -> type[Presenter] | None:
    """The presenter class of a game, or None if the table cannot show it yet."""
    package = presenter_packages().get(game)
    if package is None:
        return None
    presenter_module = importlib.import_module(f"{package.__name__}.presenter")
    cls: type[Presenter] = getattr(presenter_module, package.PRESENTER)
    return cls


def make_presenter(game: str, rules: Any, names: list[str], options: dict[str, Any]) -> Presenter:
    """A presenter for one table; raises LookupError for a game the table cannot show."""
    cls = presenter_class(game)
    if cls is None:
        raise LookupError(tr("the table cannot show {game} yet", game=repr(game)))
    keep_words_whole(game, names)  # the table's lines break around its terms and names, not inside them
    return cls(rules, names, options)


def playable_games() -> list[str]:
    """Games with rules, a presenter and a layout file: the ones the menu offers."""
    packages = presenter_packages()
    return [g for g in game_ids() if g in packages and layout_path(g).is_file()]
