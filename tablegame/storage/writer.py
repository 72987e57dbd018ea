"""The one way a save reaches the disk: whole (atomic and synced), within the size the loader reads, and, for a
kept game, only while this window owns it.

A move that landed goes: `SaveStore.autosave_later` takes a `Snapshot` (incremental) → `KeptWriter.submit`
hands it to the writer's thread (or writes it at once without one) → `KeptWriter.write` encodes it →
`KeptWriter.place` checks who owns the game and how its file stands → `write_atomic`. `SaveStore.autosave`
writes a snapshot at once through the same `write`; a finished game's file is written by `write_finished`;
a named save goes through `write_checked`, the same size check and atomic write.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
import threading
import time
from pathlib import Path

from tablegame.i18n import tr
from tablegame.storage.incremental import EncodedActions, Snapshot, save_bytes
from tablegame.storage.kept import new_match_id
from tablegame.storage.kept_lines import Line, identity, line_relation, read_line
from tablegame.storage.locks import GameLock
from tablegame.storage.summary_index import SummaryIndex

MAX_SAVE_BYTES = 20_000_000  # the loader's limit, which every write checks too (see `checked_size`)
IDLE_SECONDS = 5.0  # the thread ends after this long without work; the next autosave starts another
FLUSH_SECONDS = 10.0  # how long a flush waits for a slow disk before giving up (the old file is still whole)
GAMES_FOLDER = "games"  # one autosave per game in progress, named by the game's id
FINISHED_FOLDER = "finished"  # the same files once their game is over

log = logging.getLogger("tablegame")


class SaveTooLarge(OSError):
    """A save larger than the loader reads (MAX_SAVE_BYTES): it is not written, the last good file stays."""


class KeptGameLost(Exception):
    """A kept game this window may write no more: another window took it over (`taken`) or deleted it."""

    def __init__(self, match_id: str, taken: bool) -> None:
        super().__init__(f"game {match_id} was {'taken over' if taken else 'deleted'} by another window")
        self.match_id = match_id
        self.taken = taken


def checked_size(contents: bytes) -> bytes:
    """The bytes of a save file, checked: raises SaveTooLarge if the loader would refuse them as too large.

    Whatever the program writes, it reads back; a game is stopped long before (LONGEST_GAME_ACTIONS), so
    only a save edited by hand could grow this large.
    """
    if len(contents) > MAX_SAVE_BYTES:
        raise SaveTooLarge(
            tr(
                "the game is too long to save ({size:,} bytes; a save may have {limit:,})",
                size=len(contents),
                limit=MAX_SAVE_BYTES,
            )
        )
    return contents


def write_atomic(path: Path, contents: str | bytes) -> None:
    """Write a file so that a crash or a power cut leaves either the old or the new file, never half of one.

    Text is written as UTF-8. The data is synced before the rename, and the folder after it (SQLite's
    rule), so the rename itself is on the disk when this returns.
    """
    data = contents.encode("utf-8") if isinstance(contents, str) else contents
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    sync_folder(path.parent)


def write_checked(path: Path, contents: bytes) -> None:
    """Write a save file atomically if the loader would read it back; raises SaveTooLarge (the old file stays)."""
    write_atomic(path, checked_size(contents))


def sync_folder(folder: Path) -> None:
    """Flush a folder's entries to the disk (a no-op where folders cannot be opened, as on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot sync a folder; the rename still happened
    finally:
        os.close(fd)


class KeptWriter:
    """Writes the kept games (one file each, by id, in `games/` or `finished/`) of one save folder.

    `submit` hands over a game's newest snapshot: a thread of its own writes it (`background`), so that the
    UI thread never waits for the disk, or it is written at once; only the newest snapshot of a game waits,
    so moves that land while a write runs make one more write, not one each. `write` writes a snapshot now.
    `failure` tells how the latest write of a game went; `flush` waits until everything handed over is on
    the disk.

    The window's ownership of its games lives here too, since every write asks it: `holds` (the games this
    window has open, by id, each with its lock), `seen` (each kept file as this window last wrote or read
    it) and `moved` (a game whose line left its file's: the id it goes on under), all under `guard`.
    """

    def __init__(self, folder: Path, summaries: SummaryIndex, background: bool = True) -> None:
        self.folder = folder
        self.summaries = summaries  # told of every file written, so that listing need not read it again
        self.background = background  # False: `submit` writes at once (the benchmark's old way)
        self.guard = threading.RLock()  # the writer's thread and the UI thread share what follows
        self.holds: dict[str, GameLock] = {}
        self.seen: dict[Path, tuple[int, int, int]] = {}
        self.moved: dict[str, str] = {}
        self._lock = threading.Condition()  # the thread's own: what waits, what failed
        self._pending: dict[str, Snapshot] = {}  # the newest snapshot of each game waiting to be written
        self._writing = False
        self._failures: dict[str, Exception | None] = {}
        self._thread: threading.Thread | None = None
        self._encoded: tuple[str, EncodedActions] | None = None  # the thread's own: the game it wrote last

    def kept_path(self, match_id: str, finished: bool) -> Path:
        """The file of the game with this id, in progress or finished."""
        return self.folder / (FINISHED_FOLDER if finished else GAMES_FOLDER) / f"{match_id}.json"

    # --- from a move to the disk ---

    def submit(self, snapshot: Snapshot) -> None:
        """Hand over a game's newest autosave; it replaces one of the same game still waiting. Never raises."""
        if not self.background:
            self.record(snapshot.ident, self._attempt(snapshot, EncodedActions()))
            return
        with self._lock:
            self._pending[snapshot.ident] = snapshot
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def write(self, snapshot: Snapshot, encoded: EncodedActions | None = None) -> Path:
        """Write a snapshot now (its actions encoded after those `encoded` holds); returns the file written.

        Raises SaveTooLarge, KeptGameLost or OSError; the file on the disk is then the one before.
        """
        encoded = encoded or EncodedActions()
        encoded.extend(snapshot.actions, pause=lambda: time.sleep(0))  # sleep(0) lets the UI thread take the GIL
        return self.place(snapshot.ident, snapshot.over, checked_size(save_bytes(snapshot, encoded)))

    def place(self, ident: str, over: bool, contents: bytes) -> Path:
        """Write a kept game's file; a finished game's goes to the finished and leaves the games in progress.

        Nothing is written for a game another window took over or deleted (KeptGameLost), and no file
        is replaced by a line that does not go on from it: a line that left the file's is written as a
        game of its own, under a new id (`moved` tells the table), and one that is behind it is not written.
        """
        with self.guard:
            ident, contents = self._followed(ident, contents)
            held = self.holds.get(ident)
            if held is not None and not held.owns():
                self.discard(ident)
                raise KeptGameLost(ident, taken=True)
            relation = self._relation_on_disk(ident, over, contents)
            if relation == "gone":
                self.discard(ident)
                raise KeptGameLost(ident, taken=False)
            if relation == "behind":  # the file already holds every move of this line, and more
                return self.kept_path(ident, over)
            if relation == "diverges":
                ident, contents = self._fork(ident, contents)
            if over:
                return self.write_finished(ident, contents)
            return self._written(self.kept_path(ident, False), contents)

    def write_finished(self, ident: str, contents: bytes) -> Path:
        """Write a finished game's file (the guard held, its ownership checked): the game leaves the games in
        progress. This is where a game is kept as finished, once per write of its last position."""
        path = self._written(self.kept_path(ident, True), contents)
        unfinished = self.kept_path(ident, False)
        unfinished.unlink(missing_ok=True)  # written first above, so never lost
        self.seen.pop(unfinished, None)
        return path

    def _written(self, path: Path, contents: bytes) -> Path:
        """Write a kept file atomically and note it as this window wrote it."""
        write_atomic(path, contents)
        self.remember(path)
        self.summaries.note_written(path, contents)  # so that listing the games need not read it again
        return path

    # --- the thread ---

    def record(self, ident: str, failure: Exception | None) -> None:
        """Note how an autosave of a game went (None: it worked); the first failure after a success is logged."""
        with self._lock:
            if failure is not None and self._failures.get(ident) is None:
                log.warning("the autosave of game %s failed: %s", ident, failure)
            self._failures[ident] = failure

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
            failure = self._attempt(snapshot, self._encoded_for(snapshot))
            if snapshot.over:
                self._encoded = None  # a finished game is written no more
            self.record(ident, failure)
            with self._lock:
                self._writing = False
                self._lock.notify_all()

    def _attempt(self, snapshot: Snapshot, encoded: EncodedActions) -> Exception | None:
        """Write one snapshot; the exception that stopped it, if one did (the table tells the player)."""
        try:
            self.write(snapshot, encoded)
        except Exception as exc:  # the thread must live on: the failure is the table's to tell
            return exc
        return None

    def _encoded_for(self, snapshot: Snapshot) -> EncodedActions:
        """What the thread's last write of the same game encoded, if this snapshot goes on from it."""
        ident, encoded = self._encoded or ("", EncodedActions())
        if ident != snapshot.ident or not encoded.follows(snapshot.actions):
            encoded = EncodedActions()
        self._encoded = (snapshot.ident, encoded)
        return encoded

    # --- how a line stands to its files ---

    def remember(self, path: Path) -> None:
        """Note a kept file as it is now (after this window wrote or read it)."""
        try:
            self.seen[path] = identity(path.stat())
        except OSError:
            self.seen.pop(path, None)

    def moved_to(self, ident: str) -> str | None:
        """The id a game's writes go to now, if its line left its file's (None: it did not)."""
        new = self.moved.get(ident)  # read without the guard (the table asks every frame); ids are only added
        while new is not None and new in self.moved:
            new = self.moved[new]
        return new

    def _relation_on_disk(self, ident: str, over: bool, contents: bytes) -> str:
        """How a line to write stands to the game's files on the disk: "extends", "behind", "diverges" or "gone".

        A file as this window last wrote or read it (same time, size and inode) is not read again; "gone":
        the files it knew are no longer there (deleted by another window).
        """
        ours: Line | None = None
        relations = set()
        knew = present = False
        for path in (self.kept_path(ident, over), self.kept_path(ident, not over)):
            known = self.seen.get(path)
            knew = knew or known is not None
            try:
                info = path.stat()
            except OSError:
                continue
            present = True
            if identity(info) == known:
                continue
            ours = ours or json.loads(contents)
            relations.add(line_relation(ours, read_line(path, MAX_SAVE_BYTES)))
        if knew and not present:
            return "gone"
        return next((r for r in ("diverges", "behind") if r in relations), "extends")

    def _fork(self, ident: str, contents: bytes) -> tuple[str, bytes]:
        """Give a line that left its game's file an id of its own (this window holds it); later writes follow it."""
        new = new_match_id()
        self.moved[ident] = new
        held = self.holds.pop(ident, None)
        if held is not None:
            held.release()
            lock = GameLock(self.folder, new)
            lock.acquire()
            self.holds[new] = lock
        return self._followed(ident, contents)

    def _followed(self, ident: str, contents: bytes) -> tuple[str, bytes]:
        """The id a game's writes go to now (a moved line's new one), its contents naming that id."""
        new = self.moved_to(ident) or ident
        if new != ident:
            contents = contents.replace(json.dumps(ident).encode(), json.dumps(new).encode())  # 32 hex digits
        return new, contents
