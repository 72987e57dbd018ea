"""Files of one game brought together at start: by the `match_id` inside them, never by their names alone.

A kill between writing `finished/<id>.json` and removing `games/<id>.json`, a cloud-sync conflict copy
(`games/<id> (conflicted copy).json`) or two copies of the program playing one game can leave several
files of one game. Each is a line of play (its actions); here a file whose line is a prefix of
another's goes, and lines that part ways are all kept, each as a game of its own under a fresh id,
named by that id. A file named otherwise is brought under its id's name. Damaged files are never
touched, and a game another copy of the program has open (its lock is held) is left as it is.

Reading 10,000 files would slow every start, so only the files that may need work are read: those
not named by a game id, and those whose id is found in both folders (or in a file named otherwise).
"""

from __future__ import annotations

import hashlib
import logging
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from filelock import Timeout

from tablegame.core.datafile import DataFileError, load_json
from tablegame.storage.kept import MATCH_ID_FIELD, is_match_id, new_match_id
from tablegame.storage.locks import LOCKS_FOLDER, held_elsewhere, store_lock
from tablegame.storage.saves import SaveError, SaveStore, check_save, save_text
from tablegame.storage.writer import MAX_SAVE_BYTES, write_atomic

IDENTITY_FIELDS = ("game", "seed", "seats", "options", "setup")  # two files with these equal are one game

log = logging.getLogger("tablegame")


@dataclass
class _File:
    """A readable kept file: where it is, its save object, and what makes it a line of one game."""

    path: Path
    finished: bool
    data: dict[str, Any]
    raw: bytes

    @property
    def inner_id(self) -> str | None:
        """The game id written inside the file, if it is one the program gives."""
        value = self.data.get(MATCH_ID_FIELD)
        return value if is_match_id(value) else None

    @property
    def game_id(self) -> str | None:
        """The id of the game the file is of: the one inside it, else its name if that is an id."""
        return self.inner_id or (self.path.stem if is_match_id(self.path.stem) else None)

    def identity(self) -> list[Any]:
        """What must be equal for two files to be of one game, besides their id."""
        return [self.data.get(field, {} if field in ("options", "setup") else None) for field in IDENTITY_FIELDS]

    def extends(self, other: _File) -> bool:
        """True if `other`'s line is a prefix of this file's (the same game, played as far or further)."""
        mine, theirs = self.data["actions"], other.data["actions"]
        return len(theirs) <= len(mine) and self.identity() == other.identity() and mine[: len(theirs)] == theirs


def _read(path: Path, finished: bool) -> _File | None:
    """A kept file, or None if it is damaged or not a regular file (such files are never touched)."""
    try:
        if not stat.S_ISREG(path.lstat().st_mode):
            return None
        data = load_json(path, MAX_SAVE_BYTES)
        check_save(data, path.name)
        raw = path.read_bytes()  # written as it is when only its name changes
    except (OSError, DataFileError, SaveError):
        return None
    return _File(path, finished, data, raw)


def _json_names(folder: Path) -> list[str]:
    """The names of a folder's `*.json` files (not the hidden ones), without opening any."""
    try:
        return [name for name in os.listdir(folder) if name.endswith(".json") and not name.startswith(".")]
    except OSError:
        return []


def _derived_id(source: _File, game_id: str | None) -> str:
    """The fresh id a line moved out of its game's files gets: the same again if a killed start did this before."""
    where = f"{game_id}/{source.path.parent.name}/{source.path.name}"
    return hashlib.sha256(where.encode("utf-8", "surrogateescape")).hexdigest()[:32]


class Reconciler:
    """One pass over a saves folder's `games/` and `finished/`; `run` does the work and says how many files changed."""

    def __init__(self, folder: Path, games: Path, finished: Path) -> None:
        self.folder = folder
        self.folders = {False: games, True: finished}
        self.changed = 0

    def run(self) -> int:
        """Reconcile every game that has more than one file or a file named otherwise; returns the files changed."""
        names = {finished: _json_names(folder) for finished, folder in self.folders.items()}
        named_by_id = {finished: {n[:-5] for n in found if is_match_id(n[:-5])} for finished, found in names.items()}
        in_both = named_by_id[False] & named_by_id[True]
        to_read = [
            (finished, name)
            for finished, found in names.items()
            for name in found
            if not is_match_id(name[:-5]) or name[:-5] in in_both
        ]
        files = [f for f in (_read(self.folders[finished] / name, finished) for finished, name in to_read) if f]
        groups: dict[str | None, list[_File]] = {}
        for file in files:
            groups.setdefault(file.game_id, []).append(file)
        for game_id, group in groups.items():
            if game_id is None:
                continue
            for finished in (False, True):  # a file under the id's own name joins its odd namesakes
                if game_id in named_by_id[finished] and not any(
                    f.path.name == f"{game_id}.json" and f.finished == finished for f in group
                ):
                    found = _read(self.folders[finished] / f"{game_id}.json", finished)
                    if found is not None and found.game_id == game_id:
                        group.append(found)
        for game_id, group in groups.items():
            if game_id is None:
                for file in group:  # no id at all: each becomes a game of its own
                    self._place(file, _derived_id(file, None))
            elif not self._locked(game_id, group):
                self._reconcile(game_id, group)
        return self.changed

    def _locked(self, game_id: str, group: list[_File]) -> bool:
        """True if another copy of the program has this game (under its id or a file's name) open."""
        ids = {game_id} | {f.path.stem for f in group if is_match_id(f.path.stem)}
        return any(held_elsewhere(self.folder, ident) for ident in ids)

    def _reconcile(self, game_id: str, group: list[_File]) -> None:
        """Keep each line of one game once: prefixes go, the lines that part ways each get an id of their own."""

        def own_name(file: _File) -> bool:
            return file.path.name == f"{game_id}.json"

        # Longest first; of equal lines the finished one, then the one under its own name, stays.
        group.sort(key=lambda f: (-len(f.data["actions"]), not f.finished, not own_name(f), f.path.name))
        lines: list[_File] = []
        prefixes: list[_File] = []
        for file in group:
            (prefixes if any(line.extends(file) for line in lines) else lines).append(file)
        keeper = min(lines, key=lambda f: (not f.finished, not own_name(f), -len(f.data["actions"]), f.path.name))
        for line in lines:  # every line is in place before any prefix goes, so a kill here loses nothing
            self._place(line, game_id if line is keeper else _derived_id(line, game_id))
        for file in prefixes:
            if file.path.exists() and file.path != self._target(keeper, game_id):
                file.path.unlink()
                self.changed += 1

    def _target(self, file: _File, game_id: str) -> Path:
        """Where a file of a game with this id belongs."""
        return self.folders[file.finished] / f"{game_id}.json"

    def _place(self, file: _File, game_id: str) -> None:
        """Put a line under `game_id`'s name with the id inside; the old file goes only once the new one is written.

        A file already there is replaced only if its line is a prefix of this one; if this line is a prefix
        of it, this file simply goes; a file of another line there (or a damaged one) sends this line to a fresh id.
        """
        while True:
            target = self._target(file, game_id)
            if target == file.path and file.inner_id == game_id:
                return
            there = _read(target, file.finished) if target != file.path and os.path.lexists(target) else None
            if there is not None and there.extends(file):
                file.path.unlink()
                self.changed += 1
                return
            if target == file.path or not os.path.lexists(target) or (there is not None and file.extends(there)):
                break
            game_id = new_match_id()
        if file.inner_id == game_id:
            contents = file.raw
        else:
            data = dict(file.data)
            data[MATCH_ID_FIELD] = game_id
            contents = save_text(data, compact=True).encode("utf-8")
        write_atomic(target, contents)
        if target != file.path:
            file.path.unlink()
        self.changed += 1


def reconcile_store(store: SaveStore) -> int:
    """Reconcile a store's kept games under its store-wide lock (called at start); how many files changed.

    Never raises for the disk or another copy: a start goes on with the files as they are, and the log says why.
    """
    store.flush()  # nothing of this copy's own may be waiting to be written
    try:
        with store_lock(store.folder):
            return Reconciler(store.folder, store.games_folder, store.finished_folder).run()
    except Timeout:
        log.warning("kept games not reconciled: another copy of the program holds %s", store.folder / LOCKS_FOLDER)
    except OSError as exc:
        log.warning("kept games not reconciled: %s", exc)
    return 0
