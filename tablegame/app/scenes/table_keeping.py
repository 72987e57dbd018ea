"""The table's part in keeping its game: autosave after each move, a game another window took over or deleted."""

from __future__ import annotations

from tablegame.app.banner import MomentBanner
from tablegame.app.botworker import BotSpec, BotWorker
from tablegame.app.scene import Host
from tablegame.app.scenes.table_words import DELETED_STATUS, TAKEN_OVER_STATUS
from tablegame.app.session import TableSession
from tablegame.core.bots import Bot
from tablegame.i18n import tr
from tablegame.storage.kept import MATCH_ID_FIELD, SECONDS_FIELD, match_id_of
from tablegame.storage.saves import KeptGameLost
from tablegame.table.board import Board
from tablegame.table.presenter import Presenter

OWNER_CHECK_SECONDS = 1.0  # how often a table asks whether another window took its game over


class TableKeeping:
    """Autosaves a table's moves and notices another window's changes (a part of TableScene)."""

    app: Host
    session: TableSession
    board: Board
    presenter: Presenter
    banner: MomentBanner
    worker: BotWorker
    bots: dict[int, Bot]
    bot_specs: dict[int, BotSpec]
    pause_left: float
    seconds_played: float
    seconds_before: float
    dirty: bool
    look_only_status: str
    owner_check_left: float = OWNER_CHECK_SECONDS
    autosaving = False  # has this table autosaved yet? (failures are told from its first action on)

    def autosave(self) -> None:
        """Save after every action, the writing left to the store's thread (the frame never waits for the disk);
        the save carries the time at the table over every sitting, which the statistics average."""
        match = self.session.match
        match.extra[SECONDS_FIELD] = round(self.seconds_before + self.seconds_played, 1)
        self.app.store.autosave_later(match)
        self.autosaving = True
        self.note_autosave()

    def note_autosave(self) -> None:
        """Say once on the table that autosaves fail (again once after one has worked); never fatal.

        A game another window took over or deleted is not a failure: the table turns to looking only.
        """
        failure = self.app.store.autosave_failure(self.session.match) if self.autosaving else None
        if isinstance(failure, KeptGameLost):
            if not self.session.read_only:
                self.lose(TAKEN_OVER_STATUS if failure.taken else DELETED_STATUS)
            return
        newly, changed = self.session.autosave_news(failure)
        if newly:
            reason = getattr(failure, "strerror", None) or failure
            self.board.say(tr("Autosave failed, this game is not being saved: {reason}", reason=reason))
        if changed:
            self.dirty = True  # the Menu button's tip tells whether the game is saved

    def check_kept(self, dt: float) -> None:
        """A line another window's changes set apart goes on under its new id (said on the table); about once a
        second, whether another window took the game over (then this one looks only, and says why)."""
        if self.session.read_only:
            return
        store, match = self.app.store, self.session.match
        moved = store.moved_to(match)
        if moved is not None:
            match.extra[MATCH_ID_FIELD] = moved
            self.board.say(tr("Another window changed this game; your moves are kept as a separate game."))
        self.owner_check_left -= dt
        if self.owner_check_left <= 0:
            self.owner_check_left = OWNER_CHECK_SECONDS
            if not store.owns(match_id_of(match)):
                self.lose(TAKEN_OVER_STATUS)

    def lose(self, status: str) -> None:
        """The game is another window's now (or gone): nothing more is played or saved here; the table says why."""
        self.session.read_only = True
        self.look_only_status = status
        self.worker.close()
        self.bots, self.bot_specs = {}, {}
        self.pause_left = 0.0
        self.banner.close()
        self.presenter.reset()
        self.app.store.release(match_id_of(self.session.match))
        self.board.say(tr(status))
        self.dirty = True
