"""The `hard` level for every game that can determinize a view: ISMCTS guided by the game's hooks.

The bot sees only its view and the legal actions, like every bot. It asks the game's `normal` bot for
a first opinion (a progressive bias at the root, so that the search departs from it only on evidence),
then searches: ISMCTS (ismcts.py), or the paired depth-1 search (paired.py) for games whose hooks ask
for it. The game's `search.py` supplies the rollout policy, the evaluation and the other knobs.

Budgets: `time_limit` seconds (the table's default, 0.3 s) or `iterations`. A time budget makes the
number of iterations, and so the choice, depend on the machine's speed and load; an iteration budget
is deterministic for a seed: use it for tests and replays. `make_bot` accepts levels like "hard@400"
(400 iterations) and "hard@0.5s" (half a second). `stop()` ends a search from another thread.
"""

from __future__ import annotations

import importlib
import random
import threading
from functools import cache

from tablegame.bots.base import Bot, game_bot_classes
from tablegame.bots.ismcts import SearchConfig, SearchHooks, SearchResult, run_search
from tablegame.core.registry import game_modules
from tablegame.core.rules import Action, Rules, View

DEFAULT_TIME = 0.3  # seconds per decision at the table (the issue aims at about 0.3 s on average)


@cache
def _hooks_class(game_id: str) -> type[SearchHooks]:
    """The game's `search.Hooks` class, or the generic hooks when the game has none."""
    package = game_modules()[game_id].__name__
    try:
        module = importlib.import_module(f"{package}.search")
    except ModuleNotFoundError as exc:
        if exc.name != f"{package}.search":
            raise
        return SearchHooks
    return module.Hooks


def load_hooks(rules: Rules) -> SearchHooks:
    """The search hooks for a game's rules."""
    return _hooks_class(rules.game_id)(rules)


class HardBot(Bot):
    """Searches its information set with ISMCTS; the game's `normal` bot gives the prior."""

    level = "hard"

    def __init__(self, rules: Rules, seat: int, rng: random.Random, *, time_limit: float | None = DEFAULT_TIME,
                 iterations: int | None = None) -> None:
        super().__init__(rules, seat, rng)
        self.hooks = load_hooks(rules)
        self.config = SearchConfig(time_limit=time_limit, iterations=iterations)
        prior_class = game_bot_classes(rules.game_id).get("normal")
        self.prior_bot = prior_class(rules, seat, random.Random(rng.getrandbits(64))) if prior_class else None
        self._stop = threading.Event()
        self.last: SearchResult | None = None
        self.searches = 0  # decisions that ran a search
        self.iterations = 0  # iterations over all searches
        self.search_seconds = 0.0  # time spent in searches (`last` has each search's own time)

    def stop(self) -> None:
        """Ask a search in progress (in another thread) to return its best action now."""
        self._stop.set()

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


@cache
def supports_search(game_id: str) -> bool:
    """True if the game's rules implement `determinize` (what the search needs)."""
    rules_class = type(game_modules()[game_id].make_rules())
    return rules_class.determinize is not Rules.determinize


MAX_SECONDS = 60.0  # a longer think per decision is a typo, not a budget (the table's default is 0.3 s)
MAX_ITERATIONS = 10**7  # about a minute of the fastest game's search on the 2-core machine of bench/RESULTS.md


def parse_budget(text: str) -> dict[str, float | int | None]:
    """'400' -> 400 iterations; '0.5s' -> half a second; raises ValueError (one line) otherwise."""
    wrong = (f"{_shown(text)} is not N (iterations, 1 to {MAX_ITERATIONS:,}) or Xs (seconds, more than 0"
             f" and at most {MAX_SECONDS:g})")
    if text.endswith("s"):
        try:
            seconds = float(text[:-1])  # float() reads "inf" and "nan" too: refused just below
        except ValueError:
            raise ValueError(wrong) from None
        if not (0 < seconds <= MAX_SECONDS):  # also false for NaN
            raise ValueError(wrong)
        return {"time_limit": seconds, "iterations": None}
    digits = text.strip()
    # digits only (no "1_000", no sign), and counted before int() so a huge one costs nothing
    if not digits.isascii() or not digits.isdigit() or len(digits.lstrip("0")) > len(str(MAX_ITERATIONS)):
        raise ValueError(wrong)
    iterations = int(digits)
    if not 1 <= iterations <= MAX_ITERATIONS:
        raise ValueError(wrong)
    return {"time_limit": None, "iterations": iterations}


def _shown(text: str) -> str:
    """A budget as quoted in a message: repr, cut short when long."""
    return repr(text) if len(text) <= 24 else f"{text[:16]!r}… ({len(text)} characters)"
