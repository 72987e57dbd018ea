"""The `hard` level a game declares when the search plays it: ISMCTS guided by the game's hooks.

The bot sees only its view and the legal actions, like every bot. It asks the game's `normal` bot for
a first opinion (a progressive bias at the root, so that the search departs from it only on evidence),
then searches with ISMCTS (ismcts.py). The hooks the game declares (SEARCH_HOOKS) supply the rollout
policy, the evaluation and the other knobs.

Budgets: `time_limit` seconds (the table's default, 0.3 s) or `iterations`. A time budget makes the
number of iterations, and so the choice, depend on the machine's speed and load; an iteration budget
is deterministic for a seed: use it for tests and replays. `make_bot` accepts levels like "hard@400"
(400 iterations) and "hard@0.5s" (half a second). `stop()` ends a search from another thread.
"""

from __future__ import annotations

import random
import threading

from tablegame.bots.ismcts import SearchConfig, SearchResult
from tablegame.bots.search import run_search
from tablegame.core.bots import Bot
from tablegame.core.registry import bot_classes, search_hooks_class
from tablegame.core.rules import Action, Rules, View
from tablegame.core.search_hooks import SearchHooks

DEFAULT_TIME = 0.3  # seconds per decision at the table (the issue aims at about 0.3 s on average)


def load_hooks(rules: Rules) -> SearchHooks:
    """The search hooks a game declares (SEARCH_HOOKS) for its rules, or the generic ones."""
    return search_hooks_class(rules.game_id)(rules)


class HardBot(Bot):
    """Searches its information set with ISMCTS; the game's `normal` bot gives the prior."""

    level = "hard"
    takes_budget = True

    def __init__(
        self,
        rules: Rules,
        seat: int,
        rng: random.Random,
        *,
        time_limit: float | None = DEFAULT_TIME,
        iterations: int | None = None,
    ) -> None:
        super().__init__(rules, seat, rng)
        self.hooks = load_hooks(rules)
        self.config = SearchConfig(time_limit=time_limit, iterations=iterations)
        prior_class = bot_classes(rules.game_id).get("normal")
        self.prior_bot = prior_class(rules, seat, random.Random(rng.getrandbits(64))) if prior_class else None
        self._stop = threading.Event()
        self.last: SearchResult | None = None
        self.searches = 0  # decisions that ran a search
        self.iterations = 0  # iterations over all searches
        self.search_seconds = 0.0  # time spent in searches (`last` has each search's own time)

    def stop(self) -> None:
        """Ask a search in progress (in another thread) to return its best action now."""
        self._stop.set()

    def use_stop(self, signal: threading.Event) -> None:
        """Take another stop signal (the bot process's, which the window sets); `stop()` then sets that one."""
        self._stop = signal

    def choose(self, view: View, legal: list[Action]) -> Action:
        """The search's choice; a single legal action or a game's shortcut is taken without searching."""
        self.last = None
        if len(legal) == 1:
            return legal[0]
        self._stop.clear()
        rng = random.Random(self.rng.getrandbits(64))
        quick = self.hooks.shortcut(view, legal, rng)
        if quick is not None:
            return quick
        prior = self.prior_bot.choose(view, legal) if self.prior_bot is not None else None
        result = run_search(self.rules, self.hooks, self.seat, view, legal, rng, self.config, prior, self._stop)
        self.last = result
        self.searches += 1
        self.iterations += result.iterations
        self.search_seconds += result.seconds
        return result.action
