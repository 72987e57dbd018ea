"""The window's statistics: the database opened on first use (after adding the games finished before), and
each finished game recorded when the table learns it is over."""

from __future__ import annotations

from tablegame.core.match import Match
from tablegame.i18n import language
from tablegame.stats.db import StatsDB
from tablegame.stats.importer import import_finished
from tablegame.stats.record import record_from_save
from tablegame.storage.kept import match_id_of
from tablegame.storage.saves import SaveStore, kept_data


class StatsKeeper:
    """The statistics of this window's player(s); never raises, a problem is said once (`take_problem`)."""

    def __init__(self, store: SaveStore, db: StatsDB | None = None) -> None:
        self.store = store
        self._db = db
        self._imported = False

    @property
    def db(self) -> StatsDB:
        """The database, with the finished games it did not know added the first time it is asked for."""
        if self._db is None:
            self._db = StatsDB()
        if not self._imported:
            self._imported = True
            import_finished(self._db, self.store.finished_folder)
        return self._db

    def record(self, match: Match, minutes: float | None = None) -> None:
        """Record a finished game with a human in it (one without, or not over, is left out)."""
        path = self.store.kept_path(match_id_of(match), finished=True)
        game = record_from_save(kept_data(match), str(path), language(), minutes)
        if game is not None:
            self.db.record(game)

    def known_names(self) -> list[str]:
        """The names of the people who have played here, the most games first."""
        return self.db.known_names()

    def take_problem(self) -> str | None:
        """What went wrong with the statistics and was not yet said (None if nothing)."""
        return self.db.take_problem()
