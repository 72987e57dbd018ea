"""Autosaves written off the UI thread: one thread writes the newest snapshot of each game, atomically."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

from tablegame.storage.incremental import EncodedActions, Snapshot, save_bytes

IDLE_SECONDS = 5.0  # the thread ends after this long without work; the next autosave starts another
FLUSH_SECONDS = 10.0  # how long a flush waits for a slow disk before giving up (the old file is still whole)

log = logging.getLogger("tablegame")

# Writes a kept game's file atomically: (game id, game over, contents).
Place = Callable[[str, bool, bytes], object]


class AutosaveWriter:
    """Writes kept games in a thread of its own, so that the UI thread never waits for the disk.

    The UI thread hands over snapshots (`submit`); only the newest one of a game is written, so moves
    that land while a write runs make one more write, not one each. `place` does the writing (the
    old file or the new one, never half of one). `failure` tells how the latest write of a game
    went; `flush` waits until everything handed over is on the disk.
    """

    def __init__(self, place: Place) -> None:
        self.place = place
        self._lock = threading.Condition()
        self._pending: dict[str, Snapshot] = {}  # the newest snapshot of each game waiting to be written
        self._writing = False
        self._failures: dict[str, Exception | None] = {}
        self._thread: threading.Thread | None = None
        self._encoded: tuple[str, EncodedActions] | None = None  # the thread's own: the game it wrote last

    def submit(self, snapshot: Snapshot) -> None:
        """Hand over a game's newest autosave; it replaces one of the same game still waiting."""
        with self._lock:
            self._pending[snapshot.ident] = snapshot
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def record(self, ident: str, failure: Exception | None) -> None:
        """Note how an autosave of a game went that was not written by the thread (None: it worked)."""
        with self._lock:
            self._note(ident, failure)

    def failure(self, ident: str) -> Exception | None:
        """Why the latest finished autosave of a game failed; None if it worked, or if none has finished."""
        with self._lock:
            return self._failures.get(ident)

    def flush(self, timeout: float = FLUSH_SECONDS) -> bool:
        """Wait until every autosave handed over is written (or has failed); False if that took over `timeout`."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._pending and not self._writing, timeout)

    def discard(self, ident: str) -> None:
        """Drop a game's autosave still waiting (the game is another window's now: nothing of it may be written)."""
        with self._lock:
            self._pending.pop(ident, None)
            self._lock.notify_all()

    def waiting(self) -> int:
        """How many games have an autosave waiting to be written (not counting one being written)."""
        with self._lock:
            return len(self._pending)

    def _run(self) -> None:
        """The thread: write what is pending, oldest game first; end after a while without work."""
        while True:
            with self._lock:
                if not self._lock.wait_for(lambda: bool(self._pending), IDLE_SECONDS):
                    self._thread = None
                    return
                ident = next(iter(self._pending))
                snapshot = self._pending.pop(ident)
                self._writing = True
            failure = self._write(snapshot)
            with self._lock:
                self._writing = False
                self._note(ident, failure)
                self._lock.notify_all()

    def _write(self, snapshot: Snapshot) -> Exception | None:
        """Encode and place one snapshot; the exception that stopped it, if one did."""
        try:
            encoded = self._encoded_for(snapshot)
            self.place(snapshot.ident, snapshot.over, save_bytes(snapshot, encoded))
        except Exception as exc:  # the thread must live on: the failure is the table's to tell
            return exc
        finally:
            if snapshot.over:
                self._encoded = None  # a finished game is written no more
        return None

    def _encoded_for(self, snapshot: Snapshot) -> EncodedActions:
        """The snapshot's actions encoded, reusing what the last write of the same game encoded."""
        ident, encoded = self._encoded or ("", EncodedActions())
        if ident != snapshot.ident or not encoded.follows(snapshot.actions):
            encoded = EncodedActions()
        self._encoded = (snapshot.ident, encoded)
        encoded.extend(snapshot.actions, pause=lambda: time.sleep(0))  # sleep(0) lets the UI thread take the lock
        return encoded

    def _note(self, ident: str, failure: Exception | None) -> None:
        """Keep a game's latest outcome (the lock is held); the first failure after a success is logged."""
        if failure is not None and self._failures.get(ident) is None:
            log.warning("the autosave of game %s failed: %s", ident, failure)
        self._failures[ident] = failure
