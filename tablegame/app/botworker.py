"""Bots think off the drawing path: one worker thread per decision, polled by the table each frame."""

from __future__ import annotations

import threading
from typing import Any

from tablegame.core.bots import Bot
from tablegame.core.rules import Action, View


class BotWorker:
    """Runs `bot.choose(view, legal)` in a thread (or at once when `threaded` is False, for tests)."""

    def __init__(self, threaded: bool = True) -> None:
        self.threaded = threaded
        self._thread: threading.Thread | None = None
        self._result: Action | None = None
        self._error: BaseException | None = None
        self.seat: int | None = None
        self.problem: str | None = None  # what went wrong in the last decision, if anything
        self.ticket: Any = None  # what position the decision is for (the length of the action list)
        self._bot: Bot | None = None

    @property
    def busy(self) -> bool:
        """True while a decision is being made or waits to be collected."""
        return self.seat is not None

    def start(self, bot: Bot, view: View, legal: list[Action], ticket: Any) -> None:
        """Begin choosing for a bot; it sees only its view and its legal actions."""
        self.seat, self.ticket, self._bot = bot.seat, ticket, bot
        self._result, self._error = None, None
        if not self.threaded:
            self._run(bot, view, legal)
            return
        self._thread = threading.Thread(target=self._run, args=(bot, view, legal), daemon=True,
                                        name=f"bot-seat-{bot.seat}")
        self._thread.start()

    def _run(self, bot: Bot, view: View, legal: list[Action]) -> None:
        """The thread's body."""
        try:
            self._result = bot.choose(view, legal)
        except BaseException as exc:  # reported to the table, which falls back to the first legal action
            self._error = exc
            self._result = legal[0]

    def poll(self) -> tuple[Action | None, Any]:
        """(the chosen action, its ticket) once ready, else (None, None); clears the worker when read."""
        if self.seat is None or (self._thread is not None and self._thread.is_alive()):
            return None, None
        action, ticket = self._result, self.ticket
        self.problem = f"{type(self._error).__name__}: {self._error}" if self._error else None
        self.seat, self.ticket, self._thread, self._bot = None, None, None, None
        return action, ticket

    def cancel(self) -> None:
        """Forget a decision in progress: a searching bot is told to stop; its answer is dropped."""
        stop = getattr(self._bot, "stop", None)
        if stop is not None and self._thread is not None and self._thread.is_alive():
            stop()  # the search returns at once instead of spending the rest of its budget
        self.seat, self.ticket, self._thread, self._bot = None, None, None, None
