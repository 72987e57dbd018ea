"""Locks of the saves folder: a game open in one window at a time, and one start at a time doing the start's work.

A store-wide lock (`store_lock`) lets one copy of the program at a time reconcile kept games or migrate old files.

A game's lock is `<saves folder>/.locks/<match_id>.lock`, held with the operating system's file lock
(`filelock`), so it goes when its window closes the game or its process dies, however. Beside it,
`<match_id>.owner` names the window that owns the game now: a window that takes a game over from
another (one that may be hung, its lock still held) writes its own token there, and every window
checks the token before each write of the game, so the one that lost it writes nothing more.
Each `GameLock` opens the lock file itself, so two stores in one process hold locks as two programs would.
"""

from __future__ import annotations

import os
import threading
import uuid
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from filelock import FileLock, Timeout

LOCKS_FOLDER = ".locks"  # inside the saves folder; a dot folder, so that no list shows it
STORE_LOCK_NAME = "store.lock"
STORE_LOCK_SECONDS = 20.0  # how long a start waits for another copy's start work (which takes milliseconds)


@contextmanager
def store_lock(folder: Path, timeout: float = STORE_LOCK_SECONDS) -> Iterator[None]:
    """Hold the saves folder's store-wide lock (`<folder>/.locks/store.lock`), released however the block ends:
    one copy of the program at a time reconciles kept games or migrates old files.

    Raises filelock.Timeout (an OSError) if another copy holds it for longer than `timeout`, OSError if it
    cannot be made. A killed process holds it no more: the system lets go of its locks.
    """
    locks = folder / LOCKS_FOLDER
    locks.mkdir(parents=True, exist_ok=True)
    with FileLock(locks / STORE_LOCK_NAME, timeout=timeout):
        yield


def lock_path(folder: Path, match_id: str) -> Path:
    """The lock file of a kept game in a saves folder (a convention other parts of the program rely on)."""
    return folder / LOCKS_FOLDER / f"{match_id}.lock"


def owner_path(folder: Path, match_id: str) -> Path:
    """The file naming the window that owns a kept game now (its token)."""
    return folder / LOCKS_FOLDER / f"{match_id}.owner"


def held_elsewhere(folder: Path, match_id: str) -> bool:
    """True if another window holds the game's lock now (another process, or another SaveStore of this one: a
    lock the caller's own store holds counts too, so ask that store's `owns`/`claim` for its own games).

    A game without a lock file was never opened by a window of this version: nobody holds it, and no file is made.
    """
    if not lock_path(folder, match_id).exists():
        return False
    with held_briefly(folder, match_id) as free:
        return not free


@contextmanager
def held_briefly(folder: Path, match_id: str) -> Iterator[bool]:
    """Hold a game's lock for a moment (to delete its file, say); yields False, holding nothing, if another has it.

    A folder where no lock can be made (read-only) yields True: no window can hold one there either.
    """
    try:
        probe = _file_lock(folder, match_id)
        probe.acquire()
    except Timeout:
        yield False
        return
    except OSError:
        yield True
        return
    try:
        yield True
    finally:
        probe.release(force=True)


def forget_game(folder: Path, match_id: str) -> None:
    """Remove a deleted game's lock and owner files (while holding its lock: no window is opening it)."""
    for path in (owner_path(folder, match_id), lock_path(folder, match_id)):
        with suppress(OSError):  # Windows keeps a locked file: it stays, empty, and does no harm
            path.unlink()


def _file_lock(folder: Path, match_id: str) -> FileLock:
    """A lock object of its own for a game (never shared: a second one in this process is a second holder)."""
    path = lock_path(folder, match_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    return FileLock(path, timeout=0, thread_local=False)  # acquired on the UI thread, checked on the writer's


class GameLock:
    """One window's hold on one kept game: the lock file, and its token in the owner file.

    `acquire` takes a free game; `take_over` takes one another window holds, without waiting for it;
    `owns` says, before each write, whether the game is still this window's.
    """

    def __init__(self, folder: Path, match_id: str) -> None:
        self.folder = folder
        self.match_id = match_id
        self.token = uuid.uuid4().hex
        self.lost = False  # another window took the game over: this one never writes it again
        self._lock: FileLock | None = None
        self._mutex = threading.RLock()  # the UI thread and the autosave thread both ask `owns`

    @property
    def locked(self) -> bool:
        """True while this window holds the lock file itself (not only the token)."""
        return self._lock is not None and self._lock.is_locked

    def acquire(self) -> bool:
        """Take the game if no other window holds it, without waiting; True if it is now this window's.

        Where no lock can be made (a read-only folder, a file system without locks) the game is taken all
        the same: the token then tells a window that opens it later from this one.
        """
        with self._mutex:
            if self._try_lock() is False:
                return False
            self._write_token()  # a token an earlier window left must not silence this one
            return True

    def take_over(self) -> None:
        """Make the game this window's even though another holds its lock (that one may be hung): the token says so."""
        with self._mutex:
            self._write_token()
            self.lost = False
            self.pick_up()

    def pick_up(self) -> None:
        """Take the lock file too once its old holder has let it go (or died); quietly nothing if it has not."""
        with self._mutex:
            if not self.locked and not self.lost:
                self._try_lock()

    def _try_lock(self) -> bool | None:
        """Try the lock file without waiting: True if held now, False if another window holds it, None if no lock
        can be made here."""
        try:
            if self._lock is None:
                self._lock = _file_lock(self.folder, self.match_id)
            self._lock.acquire()
        except Timeout:
            return False
        except OSError:
            return None
        return True

    def owns(self) -> bool:
        """True if the game is still this window's: no other window has written its token since.

        A window that finds it lost lets the lock go, so that the one that took the game over gets it.
        """
        with self._mutex:
            if self.lost:
                return False
            try:
                token = owner_path(self.folder, self.match_id).read_text(encoding="utf-8").strip()
            except FileNotFoundError:
                token = self.token  # never written (a folder without locks): nobody else claims it either
            except (OSError, UnicodeError):
                return True  # an unreadable token cannot prove the game was taken: keep saving
            if token != self.token:
                self.lost = True
                self.release()
                return False
            self.pick_up()
            return True

    def release(self) -> None:
        """Let the lock go (the window closed the game); the token stays, so a late write still finds out."""
        with self._mutex:
            if self._lock is not None and self._lock.is_locked:
                self._lock.release(force=True)

    def _write_token(self) -> None:
        """Name this window as the game's owner (written whole: a reader sees the old token or the new one)."""
        path = owner_path(self.folder, self.match_id)
        temporary = path.with_name(f".{path.name}.{self.token}.tmp")
        try:
            temporary.write_text(self.token + "\n", encoding="utf-8")
            os.replace(temporary, path)
        except OSError:  # a folder that cannot be written: no game is saved there either
            with suppress(OSError):
                temporary.unlink(missing_ok=True)
