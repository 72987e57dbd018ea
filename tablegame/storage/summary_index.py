"""The summaries of the kept games, cached in a file per folder, so that listing 10,000 games reads none of them.

Reading and checking one kept file takes about a millisecond, so listing 10,000 games took seconds,
at every start and after every game. The cache (`.index.json` in `games/` and in `finished/`) maps
each file's name to the file's status when it was read (`st_mtime_ns`, `st_size`, `st_ino`) and to
the game as a list shows it. Nothing in it is trusted blindly: two copies of the program may share
the folder and cloud sync may change files, so a listing stats every file (cheap) and reads again
each one whose status differs from its entry; an entry that is not exactly of the shape written
here is dropped; a damaged cache is ignored and written anew. A damaged game file is never cached:
why it cannot be read may pass (a file another program holds open), so each listing reads it again.
The program's own autosaves update their entry as they are written (`note_written`), so that after
a move or a finished game nothing is read again. Without a cache (the first start after an update)
a list can fill in a frame's time at a time, the newest files first (`listing` with `seconds`).
"""

from __future__ import annotations

import json
import logging
import math
import os
import re
import stat
import threading
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tablegame.core.datafile import DataFileError, check_schema, read_text
from tablegame.storage.kept import KeptGame, checked_summary

INDEX_NAME = ".index.json"
FORMAT = "tablegame-summary-index"
VERSION = 1
MAX_INDEX_BYTES = 100_000_000  # 10,000 games take about 2 MB
MAX_PLAYED_AT = 253_402_300_799.0  # the last second of the year 9999: a time the list can show
# How far into a kept file's text its summary may reach (title, 16 names and 16 scores: a few kilobytes).
SUMMARY_BYTES = 65_536
_SUMMARY_KEY = b'"summary":'
_SURROGATE = re.compile("[\ud800-\udfff]")
_DECODER = json.JSONDecoder()
SAVE_SECONDS = 5.0  # while a folder is read a bit at a time, its cache file is written at most this often
RESCAN_SECONDS = 2.0  # and it is looked at again (every file's status) at least this often
_GAME_FIELDS = {"title", "players", "round", "turn", "scores", "winners", "played_at"}  # what `_record` writes

# The cache file's envelope; its entries are checked by `_game_entry`, by hand: the
# schema checker takes almost a second over 10,000 entries, the hand check 15 ms.
INDEX_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["format", "version", "files"],
    "properties": {
        "format": {"const": FORMAT, "description": f'"{FORMAT}"'},
        "version": {"const": VERSION, "description": f"version {VERSION}"},
        "files": {"type": "object", "description": "an object of file entries"},
    },
}

Status = tuple[int, int, int]  # st_mtime_ns, st_size, st_ino
# Reads one listed file (its status None: a dangling link) into the game the list shows, damaged or not.
Reader = Callable[[Path, os.stat_result | None], KeptGame]
Writer = Callable[[Path, str], None]

log = logging.getLogger("tablegame")


def status_of(info: os.stat_result) -> Status:
    """What tells whether a file changed since it was read: its time of change in nanoseconds, size and inode."""
    return info.st_mtime_ns, info.st_size, info.st_ino


class _Entry:
    """One readable file's entry: its status when read, what the cache file keeps of it, and its game once built."""

    __slots__ = ("game", "record", "status")

    def __init__(self, status: Status, record: dict[str, Any], game: KeptGame | None = None) -> None:
        self.status = status
        self.record = record  # {"title", "players", "round", "turn", "scores", "winners", "played_at"}
        self.game = game


class SummaryIndex:
    """The cache of every kept-game folder the program lists; one instance per save store, safe across threads.

    `write` writes a file atomically (saves.write_atomic); `max_bytes` is the size beyond which a
    save is refused, so that a file the loader would refuse is never listed from a written summary.
    """

    def __init__(self, write: Writer, max_bytes: int) -> None:
        self.write = write
        self.max_bytes = max_bytes
        self._lock = threading.Lock()  # the autosave thread notes its writes while the UI thread may list
        self._folders: dict[Path, dict[str, _Entry]] = {}
        self._changed: set[Path] = set()  # folders whose cache file is older than what is known here
        self._pending: dict[Path, list[tuple[Status, str, os.stat_result]]] = {}  # files seen changed, not read yet
        self._odd: dict[Path, list[KeptGame]] = {}  # what is listed but not cached: files damaged, or not files
        self._scanned_at: dict[Path, float] = defaultdict(float)  # when each folder was last looked at (monotonic)
        self._saved: dict[Path, float] = defaultdict(float)  # when a folder's cache file was last written (monotonic)

    def listing(self, folder: Path, finished: bool, read: Reader, seconds: float | None = None) -> list[KeptGame]:
        """The games of a folder's `*.json` files (unsorted): from the cache where a file is unchanged, else `read`.

        With `seconds`, files are read for about that long only, the most recently changed first (the
        games played last), at least one; the others are left out until a later listing reads them, and
        `unread` says how many they are. A list can so fill in a few frames at a time; meanwhile a
        listing goes on from the folder as it was seen last (up to RESCAN_SECONDS ago) instead of
        statting every file again.
        """
        deadline = None if seconds is None else time.monotonic() + seconds
        with self._lock:
            going_on = (
                seconds is not None
                and self._pending.get(folder)
                and time.monotonic() < self._scanned_at[folder] + RESCAN_SECONDS
            )
            if not going_on:
                self._scan(folder, read)
            entries, to_read = self._folders[folder], self._pending[folder]
            count = 0
            while count < len(to_read) and (deadline is None or not count or time.monotonic() <= deadline):
                status, name, info = to_read[count]
                game = read(folder / name, info)
                if game.problem is None:
                    entries[name] = _Entry(status, _record(game), game)
                    self._changed.add(folder)
                else:
                    self._odd[folder].append(game)
                count += 1
            self._pending[folder] = to_read[count:]
            games = list(self._odd[folder])
            for name, entry in entries.items():
                if entry.game is None or entry.game.finished != finished:
                    entry.game = _game(folder / name, finished, entry)
                games.append(entry.game)
            partly = self._pending[folder] and time.monotonic() < self._saved[folder] + SAVE_SECONDS
            if folder in self._changed and not partly:
                self._save(folder)
        return games

    def unread(self, folder: Path) -> int:
        """How many files of a folder the last listing left out (it had `seconds` only)."""
        with self._lock:
            return len(self._pending.get(folder, ()))

    def forget(self, path: Path) -> None:
        """Drop a file's entry (the program has just deleted it), so that a list filling in does not show it."""
        with self._lock:
            folder = path.parent
            if self._folders.get(folder, {}).pop(path.name, None) is not None:
                self._changed.add(folder)
            self._pending[folder] = [item for item in self._pending.get(folder, ()) if item[1] != path.name]
            self._odd[folder] = [game for game in self._odd.get(folder, ()) if game.path != path]

    def _scan(self, folder: Path, read: Reader) -> None:
        """Look at every file of a folder (the lock is held): keep the entries of unchanged files, note the others."""
        known = self._entries(folder)
        listed: dict[str, _Entry] = {}
        odd = []
        to_read = []
        for name, info in _scanned(folder):
            if info is None or not stat.S_ISREG(info.st_mode):  # not a file to read: `read` says why, each time
                odd.append(read(folder / name, info))
                continue
            status = status_of(info)
            entry = known.get(name)
            if entry is None or entry.status != status:
                to_read.append((status, name, info))
            else:
                listed[name] = entry
        if listed.keys() != known.keys():
            self._changed.add(folder)  # files gone, changed, or not regular any more
        to_read.sort(reverse=True)  # the newest first
        self._folders[folder], self._odd[folder], self._pending[folder] = listed, odd, to_read
        self._scanned_at[folder] = time.monotonic()

    def note_written(self, path: Path, contents: str | bytes) -> None:
        """Update the entry of a kept file the program has just written with `contents` (after it is in place).

        The summary is found in the text without parsing the actions (a long game's file is
        megabytes, and this runs after every move); when it cannot be, or when the file on the disk
        is not the one written (another program was quicker), the entry goes and the next listing
        reads the file.
        """
        data = contents.encode("utf-8", "backslashreplace") if isinstance(contents, str) else contents
        folder, name = path.parent, path.name
        with self._lock:
            entries = self._entries(folder)
            entries.pop(name, None)
            self._changed.add(folder)
            try:
                info = os.stat(path)
            except OSError:
                return
            summary = _summary_in(data)
            if len(data) != info.st_size or info.st_size > self.max_bytes or summary is None:
                return
            entries[name] = _Entry(status_of(info), summary)

    def _entries(self, folder: Path) -> dict[str, _Entry]:
        """A folder's entries (the lock is held): read from its cache file the first time."""
        entries = self._folders.get(folder)
        if entries is None:
            entries = self._folders[folder] = _loaded(folder / INDEX_NAME)
        return entries

    def _save(self, folder: Path) -> None:
        """Write a folder's cache file (the lock is held); a folder that cannot take it is listed from the files."""
        entries = self._folders.get(folder, {})
        files = {name: {"stat": list(entry.status), **entry.record} for name, entry in entries.items()}
        document = {"format": FORMAT, "version": VERSION, "files": files}
        self._changed.discard(folder)  # a folder that refuses it is not asked again until something changes
        self._saved[folder] = time.monotonic()
        try:
            self.write(folder / INDEX_NAME, json.dumps(document, separators=(",", ":")))
        except OSError as exc:
            log.info("the list of games in %s is not cached: %s", folder, exc)


def _scanned(folder: Path) -> list[tuple[str, os.stat_result | None]]:
    """The `*.json` files of a folder, not hidden, with their status (None: a dangling link, or gone meanwhile)."""
    try:
        with os.scandir(folder) as found:
            files = [
                entry
                for entry in found
                if os.path.normcase(entry.name).endswith(".json") and not entry.name.startswith(".")
            ]
    except OSError:
        return []
    scanned = []
    for file in files:
        try:
            # os.stat, not the entry's own: on Windows that one has no inode number, which `note_written` has
            info: os.stat_result | None = os.stat(file.path)
        except OSError:
            info = None
        scanned.append((file.name, info))
    return scanned


def _record(game: KeptGame) -> dict[str, Any]:
    """What the cache file keeps of a listed game (a readable one): the fields a list shows."""
    return {
        "title": game.title,
        "players": list(game.players),
        "round": game.round,
        "turn": game.turn,
        "scores": list(game.scores),
        "winners": list(game.winners),
        "played_at": game.played_at,
    }


def _game(path: Path, finished: bool, entry: _Entry) -> KeptGame:
    """The game an entry stands for."""
    record = entry.record
    return KeptGame(
        path.stem,
        path,
        finished,
        record["title"],
        tuple(record["players"]),
        record["round"],
        record["turn"],
        tuple(record["scores"]),
        tuple(record["winners"]),
        float(record["played_at"]),
    )


def _summary_in(contents: bytes) -> dict[str, Any] | None:
    """The fields a list shows, from the summary of a kept file's text as the program writes it; None if unsure.

    A kept file's summary is its one key named "summary" (in a JSON text, a quote inside a string is
    always escaped, so `"summary":` is a key wherever it stands); a text with another such key is left
    to a listing to read.
    """
    if contents.count(_SUMMARY_KEY) != 1:
        return None
    start = contents.index(_SUMMARY_KEY) + len(_SUMMARY_KEY)
    text = contents[start : start + SUMMARY_BYTES].decode("utf-8", "replace")  # a cut character only at the end
    try:
        summary, _ = _DECODER.raw_decode(text)
    except ValueError:
        return None
    checked = checked_summary({"summary": summary})
    if checked is None:
        return None
    record = {
        "title": checked["title"],
        "players": checked["players"],
        "round": checked.get("round"),
        "turn": checked["turn"],
        "scores": checked["scores"],
        "winners": checked.get("winners", []),
        "played_at": checked["played_at"],
    }
    return record if _game_entry(record) else None


def _loaded(path: Path) -> dict[str, _Entry]:
    """A cache file's usable entries; none from a missing or damaged file, or one another program wrote otherwise."""
    try:
        document = json.loads(read_text(path, MAX_INDEX_BYTES))
        check_schema(path, document, INDEX_SCHEMA)
    except (DataFileError, ValueError, RecursionError):
        return {}
    entries = {}
    for name, value in document["files"].items():
        if not isinstance(value, dict) or not _usable_name(name):
            continue
        status = value.pop("stat", None)  # the rest is the record
        if not (isinstance(status, list) and len(status) == 3 and all(type(n) is int and n >= 0 for n in status)):
            continue
        if _game_entry(value):
            entries[name] = _Entry((status[0], status[1], status[2]), value)
    return entries


def _usable_name(name: str) -> bool:
    """True for the name of a file a listing may find: a plain `*.json` name, not hidden."""
    return (
        os.path.normcase(name).endswith(".json")
        and not name.startswith(".")
        and os.sep not in name
        and "/" not in name
        and "\0" not in name
    )


def _text(value: object, limit: int) -> bool:
    """True for a string of at most `limit` characters that the screen can show (no lone surrogate)."""
    return isinstance(value, str) and len(value) <= limit and _SURROGATE.search(value) is None


def _count(value: object) -> bool:
    """True for an integer of at least 0 (not a boolean)."""
    return type(value) is int and value >= 0


def _game_entry(record: dict[str, Any]) -> bool:
    """True if a record is a game's fields exactly as `_record` writes them, with values a list can show."""
    if record.keys() != _GAME_FIELDS:
        return False
    players, scores, winners, played_at = record["players"], record["scores"], record["winners"], record["played_at"]
    return (
        _text(record["title"], 200)
        and isinstance(players, list)
        and len(players) <= 16
        and all(_text(name, 40) for name in players)
        and (record["round"] is None or _count(record["round"]))
        and _count(record["turn"])
        and isinstance(scores, list)
        and len(scores) <= 16
        and all(type(score) in (int, float) and math.isfinite(score) for score in scores)
        and isinstance(winners, list)
        and len(winners) <= 16
        and all(map(_count, winners))
        and type(played_at) in (int, float)
        and 0 <= played_at <= MAX_PLAYED_AT
    )
