"""The hint, thought of off the drawing thread: one at a time, called off when the position it is for changes."""

from __future__ import annotations

import logging
import threading
from typing import Any

from tablegame.coach.chance import Budget
from tablegame.coach.hint import Hint, hint
from tablegame.core.rules import Action, Rules, View

log = logging.getLogger("tablegame")

# A hint answers within about 1.5 s on a 2-core machine (measured in every game at 2 and 4 seats): the `hard`
# bot's search of 300 iterations, then two win chances of at most 0.6 s each.
HINT_ITERATIONS = 300
HINT_BUDGET = Budget(playouts=300, time_limit=0.6)


class HintWorker:
    """Runs `coach.hint.hint` in a thread (or at once when `threaded` is False, for tests), for one ticket."""

    def __init__(self, threaded: bool = True) -> None:
        self.threaded = threaded
        self.ticket: Any = None  # the position the hint being made is for; None: no hint in progress
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._result: Hint | None = None
        self.failed = False  # the last hint raised (logged; the table says no hint came)

    @property
    def busy(self) -> bool:
        """True while a hint is being made or waits to be collected."""
        return self.ticket is not None

    def start(self, rules: Rules, view: View, seat: int, legal: list[Action], ticket: Any, seed: int) -> None:
        """Begin the hint for `seat` from its view and legal actions only (any hint in progress is called off)."""
        self.cancel()
        self.ticket, self._result, self.failed = ticket, None, False
        self._stop = threading.Event()
        args = (rules, view, seat, legal, seed, self._stop)
        if not self.threaded:
            self._run(*args)
            return
        self._thread = threading.Thread(target=self._run, args=args, daemon=True, name=f"hint-seat-{seat}")
        self._thread.start()

    def _run(self, rules: Rules, view: View, seat: int, legal: list[Action], seed: int, stop: threading.Event) -> None:
        """The thread's body: the hint, or `failed` (a hint is help, never a reason for the table to stop)."""
        try:
            found = hint(
                rules, view, seat, legal, seed=seed, iterations=HINT_ITERATIONS, budget=HINT_BUDGET, cancel=stop
            )
        except Exception:
            log.exception("the hint failed")
            self.failed = True
            return
        if not stop.is_set():
            self._result = found

    def poll(self) -> tuple[Hint | None, Any]:
        """(the hint, its ticket) once made (the hint None if it failed), else (None, None); clears the worker."""
        if self.ticket is None or (self._thread is not None and self._thread.is_alive()):
            return None, None
        found, ticket = self._result, self.ticket
        self.ticket, self._thread, self._result = None, None, None
        return found, ticket

    def cancel(self) -> None:
        """Call off a hint in progress: its search and playouts stop; its answer is dropped."""
        self._stop.set()
        self.ticket, self._thread, self._result = None, None, None
