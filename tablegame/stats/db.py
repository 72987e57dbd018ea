"""The statistics database: SQLite in WAL mode, a schema version with migrations, and never a crash.

A damaged file is set aside beside itself (`stats.sqlite.damaged-<date>`, never deleted) and a new one
started; a locked, read-only or missing database leaves a message (`take_problem`, said once) and the
program plays on without recording.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

from tablegame.i18n import tr
from tablegame.paths import user_data_dir
from tablegame.stats.record import GameRecord, SeatRecord

DB_NAME = "stats.sqlite"
BUSY_SECONDS = 5.0  # how long a write waits for another program's write before it gives up
log = logging.getLogger("tablegame")
T = TypeVar("T")

# Each migration takes the schema one version up; PRAGMA user_version is the number applied.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE games (
        match_id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, seat_count INTEGER NOT NULL,
        rounds INTEGER, turns INTEGER, actions INTEGER NOT NULL, minutes REAL, finished_at REAL NOT NULL,
        language TEXT, hints INTEGER NOT NULL, undos INTEGER NOT NULL, save_file TEXT NOT NULL
    );
    CREATE TABLE seats (
        match_id TEXT NOT NULL REFERENCES games(match_id), seat INTEGER NOT NULL, name TEXT NOT NULL,
        kind TEXT NOT NULL, level TEXT, score REAL, winner INTEGER NOT NULL, placing INTEGER NOT NULL,
        PRIMARY KEY (match_id, seat)
    );
    CREATE INDEX seats_by_name ON seats(name);
    CREATE TABLE passed_over (match_id TEXT PRIMARY KEY);
    """,
)


def default_path() -> Path:
    """The statistics file in the user's data folder."""
    return user_data_dir() / DB_NAME


class StatsDB:
    """The record of finished games. Every method answers; a database that cannot be used leaves a message."""

    def __init__(self, path: Path | None = None, busy_seconds: float = BUSY_SECONDS) -> None:
        self.path = path or default_path()
        self.busy_seconds = busy_seconds
        self._problem: str | None = None
        self._told: set[str] = set()

    # --- problems ---------------------------------------------------------------------------------
    def _note(self, message: str) -> None:
        """Keep a message for the player (each one said once) and log it."""
        log.warning("statistics: %s", message)
        if message not in self._told:
            self._told.add(message)
            self._problem = message

    def take_problem(self) -> str | None:
        """The message of a problem not yet said (None if none); said once."""
        problem, self._problem = self._problem, None
        return problem

    # --- the connection ---------------------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        """A connection to an up-to-date database (made if missing); raises sqlite3.Error or OSError."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        connection = sqlite3.connect(self.path, timeout=self.busy_seconds, isolation_level=None)
        try:
            connection.execute(f"PRAGMA busy_timeout = {int(self.busy_seconds * 1000)}")
            connection.execute("PRAGMA journal_mode = WAL")
            self._migrate(connection)
        except BaseException:
            connection.close()
            raise
        return connection

    @staticmethod
    def _migrate(connection: sqlite3.Connection) -> None:
        """Bring the schema up to the newest version, one migration at a time, each in its own transaction."""
        connection.execute("BEGIN IMMEDIATE")
        try:
            version = int(connection.execute("PRAGMA user_version").fetchone()[0])
            for number in range(version, len(MIGRATIONS)):
                for statement in filter(str.strip, MIGRATIONS[number].split(";")):
                    connection.execute(statement)
                connection.execute(f"PRAGMA user_version = {number + 1}")
            connection.execute("COMMIT")
        except BaseException:
            connection.execute("ROLLBACK")
            raise

    def _set_aside(self) -> Path:
        """Rename a damaged database (and its journal files) beside itself; returns its new name."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        number = 1
        while aside.exists():
            number += 1
            aside = self.path.with_name(f"{self.path.name}.damaged-{stamp}-{number}")
        self.path.rename(aside)
        for suffix in ("-wal", "-shm"):
            side = self.path.with_name(self.path.name + suffix)
            if side.exists():
                side.rename(aside.with_name(aside.name + suffix))
        return aside

    @contextmanager
    def _session(self) -> Iterator[sqlite3.Connection]:
        """A connection for one piece of work, closed after it."""
        connection = self._connect()
        try:
            yield connection
        finally:
            connection.close()

    def _use(self, work: Callable[[sqlite3.Connection], T], fallback: T) -> T:
        """Run `work` on the database; a damaged file is set aside once and a new one started; on any other
        failure, note why and give `fallback`."""
        for first in (True, False):
            try:
                with self._session() as connection:
                    return work(connection)
            except sqlite3.DatabaseError as exc:
                if not (first and _damaged(exc) and self.path.exists()):
                    self._note(tr("Statistics are not available: {reason}", reason=_reason(exc)))
                    return fallback
                if not self._replace_damaged():
                    return fallback
            except (sqlite3.Error, OSError) as exc:
                self._note(tr("Statistics are not available: {reason}", reason=_reason(exc)))
                return fallback
        return fallback

    def _replace_damaged(self) -> bool:
        """Set a damaged file aside and say so; False if it could not be moved."""
        try:
            aside = self._set_aside()
        except OSError as exc:
            self._note(tr("Statistics are not available: {reason}", reason=_reason(exc)))
            return False
        self._note(
            tr("The statistics file was damaged: it was set aside as {file} and a new one started.", file=aside.name)
        )
        return True

    # --- writing ----------------------------------------------------------------------------------
    def record(self, game: GameRecord) -> bool:
        """Add a finished game (a game already recorded stays as it is); False if it could not be written."""
        return self._use(lambda c: _insert(c, game), False)

    def pass_over(self, match_id: str) -> bool:
        """Remember a finished file that holds no game to record (no human), so the import reads it no more."""
        return self._use(lambda c: _execute(c, "INSERT OR IGNORE INTO passed_over VALUES (?)", (match_id,)), False)

    # --- reading ----------------------------------------------------------------------------------
    def known_ids(self) -> set[str]:
        """The ids of every game recorded or passed over."""
        query = "SELECT match_id FROM games UNION SELECT match_id FROM passed_over"
        return self._use(lambda c: {row[0] for row in c.execute(query)}, set())

    def games(self) -> list[GameRecord]:
        """Every recorded game, oldest first."""
        return self._use(_read_games, [])

    def known_names(self) -> list[str]:
        """The names of the people who have played, the most games first."""
        query = "SELECT name FROM seats WHERE kind = 'human' GROUP BY name ORDER BY COUNT(*) DESC, name"
        return self._use(lambda c: [row[0] for row in c.execute(query)], [])


def _damaged(exc: sqlite3.DatabaseError) -> bool:
    """True if the error says the file is not a (whole) database, rather than busy or not writable."""
    text = str(exc).lower()
    return "not a database" in text or "malformed" in text or "corrupt" in text


def _reason(exc: BaseException) -> str:
    """One line saying why the database failed."""
    return str(getattr(exc, "strerror", None) or exc)


def _execute(connection: sqlite3.Connection, statement: str, values: tuple[object, ...]) -> bool:
    """Run one statement in its own transaction."""
    connection.execute(statement, values)
    return True


def _insert(connection: sqlite3.Connection, game: GameRecord) -> bool:
    """Write a game and its seats in one transaction; one already there is left as it is."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        cursor = connection.execute(
            "INSERT OR IGNORE INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                game.match_id,
                game.game,
                json.dumps(game.options, ensure_ascii=False, sort_keys=True),
                len(game.seats),
                game.rounds,
                game.turns,
                game.actions,
                game.minutes,
                game.finished_at,
                game.language,
                game.hints,
                game.undos,
                game.save_file,
            ),
        )
        if cursor.rowcount:
            connection.executemany(
                "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (game.match_id, i, s.name, s.kind, s.level, s.score, int(s.winner), s.placing)
                    for i, s in enumerate(game.seats)
                ],
            )
        connection.execute("COMMIT")
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    return True


def _read_games(connection: sqlite3.Connection) -> list[GameRecord]:
    """Every game with its seats, oldest first (by when it finished, then by id)."""
    seats: dict[str, list[SeatRecord]] = {}
    for row in connection.execute(
        "SELECT match_id, name, kind, level, score, winner, placing FROM seats ORDER BY seat"
    ):
        seats.setdefault(row[0], []).append(SeatRecord(row[1], row[2], row[3], row[4], bool(row[5]), row[6]))
    columns = "match_id, game, options, rounds, turns, actions, minutes, finished_at, language, hints, undos, save_file"
    return [
        GameRecord(
            match_id=row[0],
            game=row[1],
            options=json.loads(row[2]),
            seats=tuple(seats.get(row[0], [])),
            rounds=row[3],
            turns=row[4],
            actions=row[5],
            minutes=row[6],
            finished_at=row[7],
            language=row[8],
            hints=row[9],
            undos=row[10],
            save_file=row[11],
        )
        for row in connection.execute(f"SELECT {columns} FROM games ORDER BY finished_at, match_id")
    ]
