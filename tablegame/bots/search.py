"""One search decision: the tree search (ismcts.py), or the paired depth-1 search when the game's hooks ask."""

from __future__ import annotations

import random
import threading

from tablegame.bots.ismcts import ISMCTS, SearchConfig, SearchResult
from tablegame.bots.paired import PairedSearch
from tablegame.core.rules import Action, Rules, View
from tablegame.core.search_hooks import SearchHooks


def run_search(rules: Rules, hooks: SearchHooks, seat: int, view: View, legal: list[Action],
               rng: random.Random, config: SearchConfig, prior: Action | None = None,
               stop: threading.Event | None = None) -> SearchResult:
    """One decision for `seat` from its view: ISMCTS, or the paired depth-1 search if the game asks."""
    if hooks.paired:
        return PairedSearch(rules, hooks, seat, rng, config, prior, stop).run(view, legal)
    return ISMCTS(rules, hooks, seat, rng, config, prior, stop).run(view, legal)
