"""The saves folder's store-wide lock: one copy of the program at a time reconciles kept games or migrates old files."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from filelock import FileLock

LOCKS_FOLDER = ".locks"  # inside the saves folder; a dot folder, so that no list shows it
STORE_LOCK_NAME = "store.lock"
STORE_LOCK_SECONDS = 20.0  # how long a start waits for another copy's start work (which takes milliseconds)


@contextmanager
def store_lock(folder: Path, timeout: float = STORE_LOCK_SECONDS) -> Iterator[None]:
    """Hold the saves folder's store-wide lock (`<folder>/.locks/store.lock`), released however the block ends.

    Raises filelock.Timeout (an OSError) if another copy holds it for longer than `timeout`, OSError if it
    cannot be made. A killed process holds it no more: the system lets go of its locks.
    """
    locks = folder / LOCKS_FOLDER
    locks.mkdir(parents=True, exist_ok=True)
    with FileLock(locks / STORE_LOCK_NAME, timeout=timeout):
        yield
