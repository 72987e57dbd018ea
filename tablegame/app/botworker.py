"""Bots think off the drawing path, polled by the table each frame: in a thread, or a searching bot in a process.

A `hard` bot that searches holds the interpreter lock for most of its 0.3 s; in a thread of the window's
process the drawing thread must take the lock back from it (the search lets go of it once per iteration).
The worker can instead run a bot that searches (`Bot.takes_budget`) in a process started with the "spawn"
context (the same on Linux, Windows and macOS), at the idle priority: bench/RESULTS.md measures the frames
both ways, and as the process did not make them smoother on the 2-core machine there it is off by default
(USE_PROCESSES). The process receives only what the bot needs: which bot it is (`BotSpec`: game, level,
seat, seed; it builds the same bot as `make_bot`, so it makes the same choices for a seed), the seat's
view and its legal actions, through multiprocessing's pipe. If the process cannot start, dies, or the bot
raises in it, the decision (and every later one) is made in a thread instead, saying nothing to the player.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Iterable
from dataclasses import astuple, dataclass
from multiprocessing.connection import Connection
from typing import Any

from tablegame.core.bots import Bot
from tablegame.core.rules import Action, View

log = logging.getLogger("tablegame")

# Off by default: on the 2-core machine of bench/RESULTS.md a `hard` bot in the process left the frames' p99 no
# better than in a thread (0.8-0.9x at 2560x1440), as it competes with the drawing for the cores.
USE_PROCESSES = False
GRACE_SECONDS = 10.0  # past its time budget by this much, a decision in the process is given up (a hung process)
NICENESS = 10  # the worker process's lower priority
STOP_SECONDS = 2.0  # how long closing waits for the process to leave by itself before it is terminated


@dataclass(frozen=True)
class BotSpec:
    """Which bot decides: enough for the worker process to build the bot `make_bot` builds (plain data)."""

    game: str
    level: str
    seat: int
    seed: int


class CalledOff(threading.Event):
    """A search's stop signal in the worker process: set once the window has called off decision `number`."""

    def __init__(self, called_off: Any, number: int) -> None:
        super().__init__()
        self.called_off = called_off  # the number of the last decision the window called off (shared memory)
        self.number = number

    def is_set(self) -> bool:
        """True once this decision has been called off."""
        return bool(self.called_off.value >= self.number)

    def clear(self) -> None:
        """A search clears its signal as it starts: this one is the window's to set, so nothing is cleared."""


def lower_priority() -> None:
    """Let the window's frames come first when the cores are busy: the idle class on Linux, else a nicer
    priority (POSIX); nothing elsewhere."""
    if hasattr(os, "sched_setscheduler") and hasattr(os, "SCHED_IDLE"):
        with contextlib.suppress(OSError):
            os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
            return
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(NICENESS)


def serve(requests: Connection, called_off: Any) -> None:
    """The worker process's body: build each bot once, answer each decision, until told to quit or the pipe closes."""
    from tablegame.bots.base import make_bot
    from tablegame.core.registry import get_rules

    lower_priority()
    bots: dict[tuple[Any, ...], Bot] = {}
    requests.send(("ready",))
    while True:
        try:
            message = requests.recv()
        except (EOFError, OSError):  # the window's process is gone
            return
        if message[0] != "decide":
            return
        _, number, spec_fields, view, legal = message
        try:
            spec = BotSpec(*spec_fields)
            if spec_fields not in bots:
                bots[spec_fields] = make_bot(get_rules(spec.game), spec.level, spec.seat, spec.seed)
            bot = bots[spec_fields]
            use_stop = getattr(bot, "use_stop", None)
            if use_stop is not None:
                use_stop(CalledOff(called_off, number))  # how the window calls this search off
            answer: tuple[Any, ...] = ("done", number, bot.choose(view, legal))
        except Exception as exc:  # the window decides again in a thread
            answer = ("failed", number, f"{type(exc).__name__}: {exc}")
        try:
            requests.send(answer)
        except (BrokenPipeError, OSError):
            return


class BotProcess:
    """One worker process and its pipe: decisions sent one at a time, answers read without waiting."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self.called_off = context.RawValue("q", 0)  # the last decision called off (a number of `ask`)
        self.pipe, child_end = context.Pipe()
        self.process = context.Process(
            target=serve, args=(child_end, self.called_off), daemon=True, name="tablegame-bot"
        )
        self.process.start()  # raises OSError (and others) if it cannot: the caller keeps to threads
        child_end.close()
        self.number = 0  # the decision asked last; older answers are dropped
        self.deadline: float | None = None

    def ask(self, spec: BotSpec, view: View, legal: list[Action], seconds: float | None) -> None:
        """Send one decision; `seconds` is the bot's time budget (None: an iteration budget, no deadline)."""
        self.number += 1
        self.deadline = None if seconds is None else time.monotonic() + seconds + GRACE_SECONDS
        self.pipe.send(("decide", self.number, astuple(spec), view, legal))

    def answer(self) -> tuple[str, Any] | None:
        """("done", action) or ("failed", why) for the decision asked last; None while it is being made."""
        try:
            while self.pipe.poll():
                message = self.pipe.recv()
                if message[0] != "ready" and message[1] == self.number:
                    return message[0], message[2]
        except (EOFError, OSError) as exc:  # the process ended (killed, crashed) and its end of the pipe closed
            return "failed", f"the bot process's pipe broke ({type(exc).__name__})"
        if not self.process.is_alive():
            return "failed", f"the bot process ended (exit code {self.process.exitcode})"
        if self.deadline is not None and time.monotonic() > self.deadline:
            return "failed", "the bot process did not answer in time"
        return None

    def cancel(self) -> None:
        """Ask a search in progress to return at once (its answer will be dropped)."""
        self.called_off.value = self.number

    def close(self) -> None:
        """Stop the process and wait for it (no zombie is left behind)."""
        self.called_off.value = self.number
        with contextlib.suppress(BrokenPipeError, OSError):  # a process already gone
            self.pipe.send(("quit",))
        self.process.join(STOP_SECONDS)
        if self.process.is_alive():
            self.process.terminate()
            self.process.join(STOP_SECONDS)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.pipe.close()


class BotWorker:
    """Runs `bot.choose(view, legal)` off the drawing thread (or at once when `threaded` is False, for tests).

    With `processes` (default: USE_PROCESSES) a bot that searches decides in the worker process, if `start` is
    given its `BotSpec`; every other decision runs in a thread. `close` stops the process.
    """

    def __init__(self, threaded: bool = True, processes: bool | None = None) -> None:
        self.threaded = threaded
        self.processes = threaded and (USE_PROCESSES if processes is None else processes)
        self._thread: threading.Thread | None = None
        self._process: BotProcess | None = None
        self._in_process = False  # is the decision in progress being made in the process?
        self._view: View | None = None
        self._legal: list[Action] = []
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

    @property
    def process_alive(self) -> bool:
        """True while the worker process runs (it starts with the first decision that goes to it)."""
        return self._process is not None and self._process.process.is_alive()

    def warm_up(self, bots: Iterable[Bot]) -> None:
        """Start the worker process now if one of these bots will think in it: starting costs the frame tens of
        milliseconds and the process most of a second of imports, better spent as the table opens."""
        if self.processes and self._process is None and any(bot.takes_budget for bot in bots):
            try:
                self._process = BotProcess()
            except Exception as exc:  # no process on this system: threads from now on
                self._give_up_process(f"{type(exc).__name__}: {exc}")

    def start(self, bot: Bot, view: View, legal: list[Action], ticket: Any, spec: BotSpec | None = None) -> None:
        """Begin choosing for a bot; it sees only its view and its legal actions."""
        self.seat, self.ticket, self._bot = bot.seat, ticket, bot
        self._result, self._error = None, None
        if not self.threaded:
            self._run(bot, view, legal)
            return
        if spec is not None and self.processes and bot.takes_budget and self._ask_process(bot, spec, view, legal):
            return
        self._start_thread(bot, view, legal)

    def _ask_process(self, bot: Bot, spec: BotSpec, view: View, legal: list[Action]) -> bool:
        """Hand the decision to the worker process (started now if need be); False if it cannot be."""
        try:
            if self._process is None:
                self._process = BotProcess()
            config = getattr(bot, "config", None)
            self._process.ask(spec, view, legal, getattr(config, "time_limit", None))
        except Exception as exc:  # no process on this system (or it died): threads from now on
            self._give_up_process(f"{type(exc).__name__}: {exc}")
            return False
        self._in_process, self._view, self._legal = True, view, legal
        return True

    def _give_up_process(self, why: str) -> None:
        """Stop using the worker process (logged, never shown): every later decision runs in a thread."""
        log.warning("bot process given up, bots think in a thread: %s", why)
        self.processes = False
        if self._process is not None:
            try:
                self._process.close()
            except Exception as exc:  # closing a broken process must not break the table
                log.warning("the bot process could not be closed: %s", exc)
            self._process = None

    def _start_thread(self, bot: Bot, view: View, legal: list[Action]) -> None:
        """Begin the decision in a thread of this process."""
        self._in_process = False
        self._thread = threading.Thread(
            target=self._run, args=(bot, view, legal), daemon=True, name=f"bot-seat-{bot.seat}"
        )
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
        if self.seat is None:
            return None, None
        if self._in_process and self._process is not None:
            answer = self._process.answer()
            if answer is None:
                return None, None
            kind, value = answer
            if kind == "done":
                self._result = value
            else:  # the same decision again, in a thread
                self._give_up_process(str(value))
                assert self._bot is not None and self._view is not None
                self._start_thread(self._bot, self._view, self._legal)
                return None, None
        if self._thread is not None and self._thread.is_alive():
            return None, None
        action, ticket = self._result, self.ticket
        self.problem = f"{type(self._error).__name__}: {self._error}" if self._error else None
        self._clear()
        return action, ticket

    def _clear(self) -> None:
        """No decision in progress."""
        self.seat, self.ticket, self._thread, self._bot = None, None, None, None
        self._in_process, self._view, self._legal = False, None, []

    def cancel(self) -> None:
        """Forget a decision in progress: a searching bot is told to stop; its answer is dropped."""
        if self._in_process and self._process is not None:
            self._process.cancel()
        stop = getattr(self._bot, "stop", None)
        if stop is not None and self._thread is not None and self._thread.is_alive():
            stop()  # the search returns at once instead of spending the rest of its budget
        self._clear()

    def close(self) -> None:
        """Cancel any decision and stop the worker process (the table closes or the program quits); any later
        decision is made in a thread (a frame may still ask for one after the window was told to close)."""
        self.cancel()
        self.processes = False
        if self._process is not None:
            try:
                self._process.close()
            except Exception as exc:  # a process that will not close is the system's to reap; the table goes on
                log.warning("the bot process could not be closed: %s", exc)
            self._process = None
