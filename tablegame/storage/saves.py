"""Saved games: the JSON format of docs/ARCHITECTURE.md ("Save files"), atomic writes, checks with clear messages."""

from __future__ import annotations

import errno
import json
import os
import re
import stat
import time
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from tablegame.bots.base import check_level
from tablegame.core.datafile import MAX_DEPTH, DataFileError, check_schema, load_json, nesting_depth
from tablegame.core.match import Match, ReplayError, Seat, name_problem
from tablegame.core.registry import UnknownGame
from tablegame.core.rules import RulesError
from tablegame.i18n import N_, tr
from tablegame.paths import data_dir, user_data_dir
from tablegame.storage.incremental import take_snapshot
from tablegame.storage.kept import (
    MATCH_ID_FIELD,
    SUMMARY_FIELD,
    KeptGame,
    checked_summary,
    is_match_id,
    match_id_of,
    match_summary,
    new_match_id,
    read_kept_game,
    regular_file_problem,
    sane_time,
)
from tablegame.storage.kept_lines import identity
from tablegame.storage.locks import GameLock, forget_game, held_briefly, store_lock
from tablegame.storage.summary_index import SummaryIndex
from tablegame.storage.writer import (
    FINISHED_FOLDER,
    FLUSH_SECONDS,
    GAMES_FOLDER,
    MAX_SAVE_BYTES,
    KeptWriter,
    write_atomic,
    write_checked,
)
from tablegame.storage.writer import KeptGameLost as KeptGameLost  # the store's failures too, named from here
from tablegame.storage.writer import SaveTooLarge as SaveTooLarge

FORMAT = "tablegame-save"
VERSION = 1
AUTOSAVE_NAME = "autosave"  # the one autosave of earlier versions, moved among the games in progress once
KNOWN_FIELDS = ("format", "version", "game", "options", "seats", "seed", "setup", "actions")
# File names the program keeps for itself (its autosave slot) or that Windows reserves for devices.
RESERVED_NAMES = frozenset(
    {AUTOSAVE_NAME, "con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)), *(f"lpt{i}" for i in range(1, 10))}
)
STALE_TEMPORARY_SECONDS = 30  # a write takes milliseconds; an older temporary was left by a killed program
MIGRATING_PREFIX = ".autosave-"  # the old autosave while it moves among the games: hidden, named by its new id
_TEMPORARY = re.compile(r"^\..+\.json\.[^.]+\.tmp$")

SAVE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["format", "version", "game", "seats", "seed", "actions"],
    "properties": {
        "format": {"const": FORMAT, "description": f'"{FORMAT}"'},
        "version": {"const": VERSION, "description": str(VERSION)},
        "game": {"type": "string", "description": N_("a game id")},
        "options": {"type": "object", "description": N_("an object of options")},
        "setup": {"type": "object", "description": N_("an object of setup overrides")},
        "seed": {"type": "integer", "description": N_("an integer seed")},
        "seats": {
            "type": "array",
            "minItems": 1,
            "description": N_("a list of seats"),
            "items": {
                "type": "object",
                "required": ["name", "kind"],
                "description": N_("a seat object with a name and a kind"),
                "properties": {
                    "name": {"type": "string", "maxLength": 40, "description": N_("a name of at most 40 letters")},
                    "kind": {"enum": ["human", "bot"], "description": N_('"human" or "bot"')},
                    "level": {"type": "string", "description": N_("a bot level")},
                },
            },
        },
        "actions": {
            "type": "array",
            "description": N_("a list of actions"),
            "items": {"type": "object", "description": N_("an action object")},
        },
    },
}


class SaveError(Exception):
    """A save file that cannot be loaded; the message is one line naming the problem."""


class SaveExists(Exception):
    """A named save would replace another file; the caller asks the player first."""


class GameInUse(OSError):
    """A kept game another window has open cannot be deleted here."""


def seats_problem(game: str, seats: list[dict[str, Any]]) -> str | None:
    """The first thing wrong with a save's seats (a name nothing can show, an unknown level, a bad budget)."""
    for number, seat in enumerate(seats):
        problem = name_problem(seat["name"])
        if problem is not None:
            return tr("seats[{number}].name: {problem}", number=number, problem=problem)
        if seat["kind"] == "bot" and "level" in seat:
            try:
                check_level(game, seat["level"])
            except ValueError as exc:
                return tr("seats[{number}].level: {problem}", number=number, problem=exc)
    return None


def check_save(data: Any, source: str) -> None:
    """Raise SaveError unless `data` is a save object whose fields, seats and levels can all be used."""
    if nesting_depth(data, MAX_DEPTH) > MAX_DEPTH:  # the shipped saves nest 7 deep
        raise SaveError(
            tr("{source}: nested more than {depth} levels deep, deeper than any save", source=source, depth=MAX_DEPTH)
        )
    actions = data.get("actions") if isinstance(data, dict) else None
    checked = data
    if isinstance(actions, list) and all(type(action) is dict for action in actions):
        checked = {**data, "actions": []}  # its items are all what the schema asks: not checked one by one again
    try:
        check_schema(source, checked, SAVE_SCHEMA)
    except DataFileError as exc:
        raise SaveError(str(exc)) from None
    try:
        problem = seats_problem(data["game"], data["seats"])
    except UnknownGame as exc:
        raise SaveError(tr("{source}: game: {problem}", source=source, problem=exc.args[0])) from None
    if problem is not None:
        raise SaveError(f"{source}: {problem}")


def match_to_json(match: Match) -> dict[str, Any]:
    """The save-file object of a match (unknown fields it came with are kept)."""
    data = dict(match.extra)
    data.update(
        {
            "format": FORMAT,
            "version": VERSION,
            "game": match.game,
            "options": match.options,
            "seats": [seat.to_json() for seat in match.seats],
            "seed": match.seed,
            "setup": match.setup,
            "actions": match.actions,
        }
    )
    return data


def match_from_json(data: Any, source: str = "save") -> Match:
    """Rebuild a match from a save object, replaying every action; raises SaveError."""
    check_save(data, source)
    seats = [Seat(s["name"], s["kind"], s.get("level")) for s in data["seats"]]
    extra = {k: v for k, v in data.items() if k not in KNOWN_FIELDS}
    try:
        match = Match(data["game"], seats, data["seed"], data.get("options", {}), data.get("setup", {}), extra)
    except UnknownGame as exc:
        raise SaveError(f"{source}: {exc.args[0]}") from None
    except RulesError as exc:
        raise SaveError(tr("{source}: bad setup: {problem}", source=source, problem=exc)) from None
    try:
        match.replay(data["actions"])
    except ReplayError as exc:
        raise SaveError(
            tr("{source}: action {index} is illegal: {reason}", source=source, index=exc.index, reason=exc.reason)
        ) from None
    except RecursionError:
        raise SaveError(tr("{source}: an action is nested too deeply to check", source=source)) from None
    return match


def load_match(path: Path) -> Match:
    """Read and replay a save file; raises SaveError with one clear line."""
    try:
        data = load_json(path, MAX_SAVE_BYTES)
    except DataFileError as exc:
        raise SaveError(str(exc)) from None
    return match_from_json(data, str(path))


def save_text(data: dict[str, Any], compact: bool = False) -> str:
    """A save object as JSON text; UTF-8 where it can be, escaped where a kept field holds a lone surrogate.

    `compact` leaves out the indentation: json's fast encoder then does the work, which matters
    for the autosave written after every action.
    """
    layout: dict[str, Any] = {"separators": (",", ":")} if compact else {"indent": 1}
    text = json.dumps(data, ensure_ascii=False, **layout) + "\n"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = json.dumps(data, **layout) + "\n"
    return text


def save_match(match: Match, path: Path, name: str | None = None) -> None:
    """Write a match to a save file atomically (`name`: the name the player gave it)."""
    data = match_to_json(match)
    data[SUMMARY_FIELD] = match_summary(match)  # made now: one it was loaded with would be stale
    data["saved_at"] = time.strftime("%Y-%m-%dT%H:%M:%S")
    if name is not None:
        data["save_name"] = name
    write_checked(path, save_text(data).encode("utf-8"))  # save_text's text is always UTF-8


def kept_data(match: Match, played_at: float | None = None, count_later: bool = False) -> dict[str, Any]:
    """The save object of a kept game: the match, when it was saved, and its summary (see `match_summary`)."""
    data = match_to_json(match)
    data.pop("save_name", None)  # a named save it was loaded from is not this game's name
    data["saved_at"] = time.strftime("%Y-%m-%dT%H:%M:%S")
    data[SUMMARY_FIELD] = match_summary(match, played_at, count_later)
    return data


@dataclass(frozen=True)
class SaveEntry:
    """A save in the user's folder, as the menu lists it."""

    name: str
    path: Path
    game: str
    seats: tuple[str, ...]  # the players' names
    saved_at: float  # when the file was last written (seconds since 1970; 0 when unknown)
    problem: str | None = None  # set for a damaged file, which is listed but never touched
    summary: KeptGame | None = None  # round or turn and scores, when the file has a summary


class SaveStore:
    """The user's save folder: named saves, one autosave per game in progress, the finished games.

    Named saves are the folder's own `*.json` files; games in progress are in `games/` and finished
    games in `finished/`, one file each named by the game's id. The example games shipped with the
    program are read from `examples_folder` and never written. The folder is made on the first
    write; if it cannot be, `problem()` says why and every write raises OSError, so the program
    still starts and plays without saving.
    """

    def __init__(
        self, folder: Path | None = None, examples_folder: Path | None = None, background: bool = True
    ) -> None:
        self.folder = folder or (user_data_dir() / "saves")
        self.examples_folder = examples_folder or data_dir("saves")
        self.summaries = SummaryIndex(write_atomic, MAX_SAVE_BYTES)  # what listing found in each kept file
        # every kept game's write, now or in the background (False: at once, the benchmark's old way)
        self.writer = KeptWriter(self.folder, self.summaries, background)

    def problem(self) -> str | None:
        """Why games cannot be saved here (None if they can): the folder cannot be made or is not a folder."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return tr(
                "Games cannot be saved: {folder} cannot be made ({reason}).",
                folder=self.folder,
                reason=exc.strerror or exc,
            )
        if not os.access(self.folder, os.W_OK):
            return tr("Games cannot be saved: {folder} is read-only.", folder=self.folder)
        return None

    @staticmethod
    def file_stem(name: str) -> str:
        """The file name (without .json) of a named save: letters, digits, '-', '_' and spaces only."""
        safe = "".join(c if c.isalnum() or c in "-_ " else "_" for c in name).strip() or "save"
        return safe[:60].strip()

    def name_problem(self, name: str) -> str | None:
        """Why a name cannot be used for a save (None if it can)."""
        if not name.strip():
            return tr("Type a name first.")
        if self.file_stem(name).casefold() in RESERVED_NAMES:
            return tr("“{name}” is a name the program keeps for itself; choose another.", name=name.strip())
        return None

    def path_for(self, name: str) -> Path:
        """The file of a named save (never the autosave slot; see `name_problem`)."""
        return self.folder / f"{self.file_stem(name)}.json"

    @property
    def old_autosave_path(self) -> Path:
        """The single autosave of earlier versions (see `migrate_old_autosave`)."""
        return self.folder / f"{AUTOSAVE_NAME}.json"

    @property
    def games_folder(self) -> Path:
        """The folder of the games in progress."""
        return self.folder / GAMES_FOLDER

    @property
    def finished_folder(self) -> Path:
        """The folder of the finished games."""
        return self.folder / FINISHED_FOLDER

    def kept_path(self, match_id: str, finished: bool) -> Path:
        """The autosave file of the game with this id, in progress or finished."""
        return self.writer.kept_path(match_id, finished)

    def autosave(self, match: Match, played_at: float | None = None) -> Path:
        """Save the match in its own file now; a game just over moves to the finished. Returns the file written.

        The file carries a summary, so that listing games never replays them. The table autosaves
        after every action through `autosave_later`; both write through `KeptWriter.write`.
        Raises SaveTooLarge, KeptGameLost, OSError, or ValueError/TypeError for a field that is not JSON.
        """
        return self.writer.write(take_snapshot(match_id_of(match), kept_data(match, played_at, count_later=True)))

    def autosave_later(self, match: Match, played_at: float | None = None) -> None:
        """Autosave the match in the background: its position now is taken, the disk is left to the writer.

        Never raises; `autosave_failure` tells how the latest write went, and `flush` waits for the disk.
        """
        ident = match_id_of(match)
        try:
            # The writer counts the turns (if the rules count none) over the actions it encodes anyway.
            snapshot = take_snapshot(ident, kept_data(match, played_at, count_later=True))
        except (ValueError, TypeError) as exc:  # a field that is not JSON: no write can save this game
            self.writer.record(ident, exc)
            return
        self.writer.submit(snapshot)

    def autosave_failure(self, match: Match) -> Exception | None:
        """Why the latest autosave of this match failed; None if it worked (or none has been written yet)."""
        ident = match.extra.get(MATCH_ID_FIELD)
        return self.writer.failure(ident) if isinstance(ident, str) else None

    def flush(self, timeout: float = FLUSH_SECONDS) -> bool:
        """Wait until every background autosave is on the disk; False if the disk took longer than `timeout`."""
        return self.writer.flush(timeout)

    def moved_to(self, match: Match) -> str | None:
        """The new id this match's game was kept under because another window changed its file (None: it was not).

        The table takes it (the match goes on under it) and tells the player.
        """
        ident = match.extra.get(MATCH_ID_FIELD)
        return self.writer.moved_to(ident) if isinstance(ident, str) else None

    def claim(self, match_id: str) -> bool:
        """Open a kept game in this window, without waiting: False if another window has it open (nothing changes).

        The game stays this window's until `release` (its table is left) or the process ends.
        """
        if not is_match_id(match_id):
            return True  # a file named otherwise is kept on under a new id, which nobody holds
        with self.writer.guard:
            held = self.writer.holds.get(match_id)
            if held is not None and not held.lost:
                return True
            lock = GameLock(self.folder, match_id)
            if not lock.acquire():
                return False
            self.writer.holds[match_id] = lock
            return True

    def take_over(self, match_id: str) -> None:
        """Make a game another window has open this window's: that one is told at once and writes it no more."""
        with self.writer.guard:
            old = self.writer.holds.pop(match_id, None)
            if old is not None:
                old.release()
            lock = GameLock(self.folder, match_id)
            lock.take_over()
            self.writer.holds[match_id] = lock

    def owns(self, match_id: str) -> bool:
        """True unless another window took over this game, which this window had open."""
        held = self.writer.holds.get(match_id)  # read without the guard: the table asks while a write may be going on
        return held is None or held.owns()

    def release(self, match_id: str) -> None:
        """Let another window open the game (its table was left; call after `flush`).

        A game another window took over stays marked here, its waiting autosaves dropped: nothing of it is written.
        """
        with self.writer.guard:
            held = self.writer.holds.get(match_id)
            if held is None:
                return
            held.release()
            if held.lost:
                self.writer.discard(match_id)
            else:
                del self.writer.holds[match_id]

    def release_all(self) -> None:
        """Let every game go (the window closes; the process ending would let them go too)."""
        with self.writer.guard:
            for held in self.writer.holds.values():
                held.release()
            self.writer.holds.clear()

    def kept_games(self, finished: bool = False, seconds: float | None = None) -> list[KeptGame]:
        """The games in progress (or the finished ones), last played first; damaged files are listed too.

        Background autosaves are written first, so that a list never shows a game as it was a move ago.
        Files are read only when the summary cache has nothing for them as they are now; with `seconds`,
        for about that long only (see `kept_unread`).
        """
        self.flush()
        folder = self.finished_folder if finished else self.games_folder
        games = self.summaries.listing(folder, finished, partial(_read_kept, finished=finished), seconds)
        games.sort(key=lambda game: (game.played_at, game.id), reverse=True)
        return games

    def kept_unread(self, finished: bool = False) -> int:
        """How many kept files the last `kept_games(finished, seconds)` had no time to read (a later one goes on)."""
        return self.summaries.unread(self.finished_folder if finished else self.games_folder)

    def load_kept(self, game: KeptGame) -> Match:
        """Load a kept game to play on (or look at); its autosave goes on in the same file. Raises SaveError."""
        self.flush()  # its newest position, if its table has only just been left
        try:
            info = game.path.stat()
        except OSError:
            info = None
        match = load_match(game.path)
        match.extra[MATCH_ID_FIELD] = game.id if is_match_id(game.id) else new_match_id()
        if info is not None:
            with self.writer.guard:
                self.writer.seen[game.path] = identity(info)  # a later write reads the file again only if it changed
        return match

    def delete_kept(self, game: KeptGame) -> None:
        """Delete a kept game's file (only a file of the program's own folders); raises OSError."""
        self.flush()  # a write still waiting would bring the file back
        if game.path.parent not in (self.games_folder, self.finished_folder):
            raise OSError(f"{game.path} is not a kept game")
        if not is_match_id(game.id) or game.id in self.writer.holds:
            self._unlink_kept(game.path)
            return
        with held_briefly(self.folder, game.id) as free:  # no window opens it while it goes
            if not free:
                raise GameInUse(tr("This game is open in another window: close it there first."))
            self._unlink_kept(game.path)
            if not self.kept_path(game.id, not game.finished).exists():  # its other file, if any, still has a game
                forget_game(self.folder, game.id)

    def _unlink_kept(self, path: Path) -> None:
        """Delete a kept file and forget it (a later write of its game must not bring it back)."""
        path.unlink()
        self.summaries.forget(path)  # gone from a list still filling in, too
        with self.writer.guard:
            self.writer.seen.pop(path, None)

    def migrate_old_autosave(self) -> Path | None:
        """Move the single autosave of earlier versions among the games in progress; returns where it went.

        A readable one is written as a kept game (it keeps its actions and its time) and then
        removed; a damaged one is moved as it is, so that the list shows it as damaged and nothing is lost.
        It happens once even when two copies of the program start together: under the store-wide lock,
        the file is first renamed to a hidden name carrying the id it gets (a rename only one copy can
        win), and a migration cut short by a kill is finished at the next start from that name, under
        that id. Raises OSError (filelock's Timeout is one) if the lock or the disk fails.
        """
        if not self._migrations() and not _is_regular(self.old_autosave_path):
            return None  # the usual start: nothing to move, and no lock to take
        target = None
        with store_lock(self.folder):
            for private in self._migrations():  # one a killed start left
                target = self._finish_migration(private)
            if _is_regular(self.old_autosave_path):
                private = self.folder / f"{MIGRATING_PREFIX}{new_match_id()}.json"
                try:
                    os.replace(self.old_autosave_path, private)
                except FileNotFoundError:
                    return target  # gone in the meantime: another copy (without the lock) took it
                target = self._finish_migration(private)
        return target

    def _migrations(self) -> list[Path]:
        """The old autosaves renamed for migrating and not yet moved among the games (a start was killed)."""
        try:
            names = os.listdir(self.folder)
        except OSError:
            return []
        return [
            self.folder / name
            for name in sorted(names)
            if name.startswith(MIGRATING_PREFIX)
            and name.endswith(".json")
            and is_match_id(name[len(MIGRATING_PREFIX) : -len(".json")])
        ]

    def _finish_migration(self, private: Path) -> Path:
        """Make a renamed old autosave the game in progress of the id in its name; the renamed file goes last."""
        ident = private.name[len(MIGRATING_PREFIX) : -len(".json")]
        for finished in (False, True):
            if self.kept_path(ident, finished).exists():  # written before a kill: never written over
                private.unlink(missing_ok=True)
                return self.kept_path(ident, finished)
        try:
            match = load_match(private)
        except SaveError:
            target = self.kept_path(ident, False)
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(private, target)
            return target
        match.extra[MATCH_ID_FIELD] = ident
        target = self.autosave(match, played_at=_file_time(private))  # a rename keeps the old file's time
        private.unlink()
        return target

    def examples(self) -> list[SaveEntry]:
        """The example games shipped with the program, by name (never written; loading one starts a new game)."""
        entries = [_entry(path, info) for path, info in _listed(self.examples_folder)]
        return sorted(entries, key=lambda entry: entry.name)

    def shown_name(self, name: str) -> str:
        """The name the Load list shows for the file a save under `name` would use (its own given name)."""
        path = self.path_for(name)
        try:
            return _entry(path, path.stat()).name
        except OSError:
            return path.stem

    def save(self, match: Match, name: str, replace: bool = False) -> Path:
        """Save the match under a name; returns the file written.

        Raises ValueError for a name the program keeps, and SaveExists when a file of that name is
        there and `replace` is not set (names that differ only in punctuation share a file).
        """
        problem = self.name_problem(name)
        if problem is not None:
            raise ValueError(problem)
        path = self.path_for(name)
        if os.path.lexists(path):
            if not replace:
                raise SaveExists(path)
            if not path.is_file():
                raise OSError(f"{path} is not a regular file")
        save_match(match, path, name.strip())
        return path

    def rename(self, path: Path, name: str, replace: bool = False) -> Path:
        """Give the named save in `path` another name; returns its file (the old one goes, unless it is that file).

        Only the name in the file changes, and it keeps its time (the Load list's order and "saved ..." stay).
        Raises ValueError for a name the program keeps, SaveExists when another save has the file that name
        needs and `replace` is not set, SaveError for a file that is not a readable save, OSError.
        """
        problem = self.name_problem(name)
        if problem is not None:
            raise ValueError(problem)
        if not _is_regular(path):
            raise SaveError(tr("{file} is not a save file", file=path.name))
        data, problem = _read_checked(path)
        if problem is not None:
            raise SaveError(problem)
        target = self.path_for(name)
        same = target == path or (os.path.lexists(target) and os.path.samefile(target, path))
        if not same and os.path.lexists(target):
            if not replace:
                raise SaveExists(target)
            if not target.is_file():
                raise OSError(f"{target} is not a regular file")
        data["save_name"] = name.strip()
        info = path.stat()
        write_checked(target, save_text(data).encode("utf-8"))
        os.utime(target, ns=(info.st_atime_ns, info.st_mtime_ns))
        if not same:
            path.unlink()
        return target

    def delete_save(self, path: Path) -> None:
        """Delete a named save's file (or a damaged file listed among them); raises OSError."""
        if path.parent != self.folder:
            raise OSError(errno.EPERM, tr("not a save of this folder"), str(path))
        path.unlink()

    def load(self, name: str) -> Match:
        """Load a named save; raises SaveError."""
        return load_match(self.path_for(name))

    def remove_stale_temporaries(self, older_than: float = STALE_TEMPORARY_SECONDS) -> int:
        """Delete the temporary files that killed writes left behind (in every folder of the store); how many went."""
        limit = time.time() - older_than
        return sum(
            remove_temporaries(folder, limit) for folder in (self.folder, self.games_folder, self.finished_folder)
        )

    def entries(self) -> list[SaveEntry]:
        """Every named save in the folder, newest first; damaged or odd files are listed with their problem."""
        listed = _listed(self.folder)
        listed.sort(key=lambda item: (item[1].st_mtime if item[1] else 0.0, item[0].name), reverse=True)
        return [_entry(path, info) for path, info in listed]


def _is_regular(path: Path) -> bool:
    """True if `path` is a regular file (not a link, a folder or a pipe)."""
    try:
        return stat.S_ISREG(path.lstat().st_mode)
    except FileNotFoundError:
        return False
    except OSError as exc:  # a time too far off for the system to tell (EOVERFLOW) is still a file to move
        return exc.errno == errno.EOVERFLOW


def _file_time(path: Path) -> float | None:
    """When a file was last written, if the system can tell and a clock can show it (else None: now)."""
    try:
        return sane_time(path.stat().st_mtime) or None
    except OSError:
        return None


def remove_temporaries(folder: Path, older_than: float) -> int:
    """Delete a folder's temporary files (of `write_atomic`) last changed before `older_than` (seconds since 1970)."""
    removed = 0
    try:
        names = os.listdir(folder)
    except OSError:
        return 0
    for name in names:
        if not _TEMPORARY.match(name):
            continue
        path = folder / name
        try:
            info = path.lstat()
            if stat.S_ISREG(info.st_mode) and info.st_mtime < older_than:
                path.unlink()
                removed += 1
        except OSError:
            continue  # gone already, or not ours to delete
    return removed


def _listed(folder: Path) -> list[tuple[Path, os.stat_result | None]]:
    """The `*.json` files of a folder with their status (None: a dangling link, or gone while listing)."""
    try:
        paths = [p for p in folder.glob("*.json") if not p.name.startswith(".")]
    except OSError:
        return []
    listed = []
    for path in paths:
        try:
            info: os.stat_result | None = path.stat()
        except OSError:
            info = None
        listed.append((path, info))
    return listed


def _read_kept(path: Path, info: os.stat_result | None, finished: bool) -> KeptGame:
    """A kept game's file as the list shows it (a file that is not a readable save: listed as damaged)."""
    problem = regular_file_problem(path, info)
    data: Any = None
    if problem is None:
        data, problem = _read_checked(path)
    return read_kept_game(path, finished, data, problem, info)


def _read_checked(path: Path) -> tuple[Any, str | None]:
    """A save file's checked object without replaying it, or None and the problem that makes it damaged."""
    try:
        data = load_json(path, MAX_SAVE_BYTES)
        check_save(data, path.name)
    except (DataFileError, SaveError) as exc:
        return None, str(exc).replace(str(path), path.name)  # a list row names the file, not the whole folder
    return data, None


def _entry(path: Path, info: os.stat_result | None) -> SaveEntry:
    """Summarise a save file without replaying it; a file that is not a readable save is marked damaged."""
    when = info.st_mtime if info else 0.0
    problem = regular_file_problem(path, info)
    data: Any = None
    if problem is None:
        data, problem = _read_checked(path)
    if problem is not None:
        return SaveEntry(path.stem, path, "?", (), when, problem=problem)
    seats = tuple(s["name"] for s in data["seats"])
    name = data.get("save_name") if isinstance(data.get("save_name"), str) else None
    shown = path.stem if name is None or name_problem(name) else name
    checked = checked_summary(data)
    summary = read_kept_game(path, bool(checked["over"]), data, None, info) if checked else None
    return SaveEntry(shown, path, data["game"], seats, when, summary=summary)
