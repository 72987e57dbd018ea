"""One search decision of the `hard` bot: the information-set tree search (ismcts.py)."""

from __future__ import annotations

import random
import threading

from tablegame.bots.ismcts import ISMCTS, SearchConfig, SearchResult
from tablegame.core.rules import Action, Rules, View
from tablegame.core.search_hooks import SearchHooks


def run_search(
    rules: Rules,
    hooks: SearchHooks,
    seat: int,
    view: View,
    legal: list[Action],
    rng: random.Random,
    config: SearchConfig,
    prior: Action | None = None,
    stop: threading.Event | None = None,
) -> SearchResult:
    """One decision for `seat` from its view, by ISMCTS."""
    return ISMCTS(rules, hooks, seat, rng, config, prior, stop).run(view, legal)
