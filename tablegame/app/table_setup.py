"""Starting a table: a fresh seed, and the match's layout checked for the zones its presenter needs."""

from __future__ import annotations

import random
from pathlib import Path

from tablegame.app.games import presenter_class
from tablegame.core.match import Match
from tablegame.core.registry import UnknownGame
from tablegame.table.layout import Layout, layout_path, load_layout


def new_seed() -> int:
    """A fresh seed for a new match."""
    return random.SystemRandom().randrange(2**31)


def load_table_layout(match: Match, path: Path | None = None) -> Layout:
    """The match's layout (the game's own, or `path`), checked for the zones its presenter needs."""
    cls = presenter_class(match.game)
    if cls is None:
        raise UnknownGame(f"the table cannot show {match.game!r} yet")
    rules = match.rules
    layout = load_layout(
        path or layout_path(match.game), match.game, tuple(range(rules.min_seats, rules.max_seats + 1))
    )
    cls(rules, match.names(), match.options).check_layout(layout)
    return layout
