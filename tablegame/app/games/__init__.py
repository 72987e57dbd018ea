"""Game presenters for the table, by game id; a game is offered once it has a presenter and a layout."""

from __future__ import annotations

import importlib
from typing import Any

from tablegame.core.registry import game_ids
from tablegame.table.layout import layout_path
from tablegame.table.presenter import Presenter

PRESENTERS = {"cabo": "tablegame.app.games.cabo:CaboPresenter",
              "ogallala": "tablegame.app.games.ogallala:OgallalaPresenter",
              "niagara": "tablegame.app.games.niagara:NiagaraPresenter",
              "struggle-for-catan": "tablegame.app.games.catan:CatanPresenter"}


def presenter_class(game: str) -> type[Presenter] | None:
    """The presenter class of a game, or None if the table cannot show it yet."""
    where = PRESENTERS.get(game)
    if where is None:
        return None
    module, _, name = where.partition(":")
    return getattr(importlib.import_module(module), name)


def make_presenter(game: str, rules: Any, names: list[str], options: dict[str, Any]) -> Presenter:
    """A presenter for one table; raises LookupError for a game the table cannot show."""
    cls = presenter_class(game)
    if cls is None:
        raise LookupError(f"the table cannot show {game!r} yet")
    return cls(rules, names, options)


def playable_games() -> list[str]:
    """Games with rules, a presenter and a layout file: the ones the menu offers."""
    return [g for g in game_ids() if g in PRESENTERS and layout_path(g).is_file()]
