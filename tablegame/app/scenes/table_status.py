"""The table's status line beyond the game's prompt: why nothing can be played, the move being shown, a bot
thinking, or a reminder to hide what was shown."""

from __future__ import annotations

from collections.abc import Callable

from tablegame.app.botworker import BotWorker
from tablegame.app.scenes.table_words import READ_ONLY_STATUS, stopped_words, told_now
from tablegame.app.session import TableSession
from tablegame.app.status_fit import StatusFit
from tablegame.core.match import Match
from tablegame.i18n import tr
from tablegame.table.layout import Layout
from tablegame.table.model import TableModel
from tablegame.table.presenter import Presenter


class TableStatus:
    """Writes the status line of the table's model (a part of TableScene)."""

    match: Match
    session: TableSession
    layout: Layout
    presenter: Presenter
    worker: BotWorker
    status_fit: StatusFit
    look_only_status: str
    viewer: int
    pacing: Callable[[], bool]

    def set_status(self, model: TableModel, latest: list[str]) -> None:
        """The status line: why nothing can be played, the move being shown, or the game's prompt."""
        if self.session.read_only:
            model.status = tr(READ_ONLY_STATUS) if self.match.is_over() else tr(self.look_only_status)
        elif self.pacing() and self.match.actions:
            model.status = self.told_now(latest)
            for zone in self.layout.zones.values():  # the next decision's prompt waits for the animation
                if zone.kind == "prompt":
                    model.texts.pop(zone.id, None)
        elif self.session.stopped():
            model.status = stopped_words()
        elif self.worker.busy:
            model.status = tr("{status}  (thinking…)", status=model.status)
        if self.presenter.showing() and self.session.next_human_differs():
            model.status = tr(
                "{name}: remember what you saw, then click to hide it", name=self.match.seats[self.viewer].name
            )

    def told_now(self, texts: list[str]) -> str:
        """The status while an action is shown: its entries, as many as fit; the rest are in the history."""
        return told_now(texts, self.status_fit.fits)
