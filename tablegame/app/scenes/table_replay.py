"""The table's "What just happened": the moves since the reader's last turn played again at a readable pace, each
with its history entries, as that reader saw them, then the table as it is now (a part of TableScene).

Every frame is built from the reader's own views of the match rebuilt at that move (`TableSession.at`, `step`), so
the replay shows nothing the reader's table did not show then. It plays only for the human holding the table; the
bots wait while it plays (the scene does not move the game on) and any click or Esc goes back to now.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from tablegame.app.banner import MomentBanner
from tablegame.app.scene import Host
from tablegame.app.scenes.table_words import told_now
from tablegame.app.session import Reader, TableSession
from tablegame.app.status_fit import StatusFit
from tablegame.core.match import Match
from tablegame.core.rules import View
from tablegame.i18n import ntr, tr
from tablegame.table.board import Board
from tablegame.table.events import InputEvent, Key, PointerDown
from tablegame.table.model import ButtonItem, Gesture, TableModel
from tablegame.table.presenter import Presenter

REPLAY_UI = "app:replay"
REPLAY_KEY = "w"  # "What just happened" (free in every game: see the hot keys in app/games/*/gestures.py)
READ_SECONDS = 1.5  # each move's entries stay on the status line this long after its cards land
FIRST_SECONDS = 0.8  # the table as the reader left it, before the first move


@dataclass
class Replay:
    """A replay in progress: the reader, the match rebuilt at the next move to show, and the move's frame."""

    reader: int
    session: TableSession  # the match at `next` (its views are the reader's table before that move)
    first: int  # the first move replayed
    next: int  # the next move to show
    wait: float  # seconds left before the next move
    shown: int = -1  # the move the frame shows (before `first`: the table as the reader left it)
    view: View = field(default_factory=dict)  # the reader's view the frame shows
    touched: set[str] = field(default_factory=set)  # the items the move shown moved something from or to


class TableReplay:
    """Plays the moves since the reader's last turn again, from its views, then returns to now (a part of
    TableScene)."""

    app: Host
    match: Match
    session: TableSession
    board: Board
    presenter: Presenter
    banner: MomentBanner
    status_fit: StatusFit
    shown_view: View
    dirty: bool
    holder: Callable[[], Reader]
    replay: Replay | None = None

    def replay_from(self) -> int | None:
        """The first move the reader has not played since its last turn (None: nothing since, or no one reader)."""
        reader = self.holder()
        if reader is None or self.session.read_only or not self.session.cleared:
            return None
        last = self.session.last_action_of(reader)
        first = 0 if last is None else last + 1
        return first if first < len(self.match.actions) else None

    def add_replay_button(self, model: TableModel) -> None:
        """The "What just happened" button: Back to now while replaying, greyed when nothing happened since."""
        if self.replay is not None:
            label, tip = tr("Back to now"), tr("Stop the replay and show the table as it is now")
        else:
            label, tip = tr("Replay"), tr("Replay the moves since your last turn")
        greyed = self.replay is None and self.replay_from() is None
        model.buttons.append(ButtonItem(REPLAY_UI, "menu", label, greyed))
        model.gestures.append(Gesture("button", REPLAY_UI, tip, ui=REPLAY_UI, hotkey=REPLAY_KEY, cycled=False))

    def toggle_replay(self) -> None:
        """The button or its key: start the replay, stop it, or say why there is nothing to replay."""
        if self.replay is not None:
            self.stop_replay()
            return
        first = self.replay_from()
        reader = self.holder()
        if first is None or reader is None:
            self.board.say(tr("Nothing has happened since your last turn."))
            return
        self.board.motion.flights.clear()  # the move being shown lands at once: the replay shows it again
        self.banner.close()
        self.board.cancel()
        self.presenter.reset()
        session = self.session.at(first)
        session.give_table(reader)  # its steps keep the reader's views
        self.replay = Replay(reader, session, first, first, FIRST_SECONDS, view=session.view_now(reader))
        self.replay.shown = first - 1
        self.show_replay()

    def replay_input(self, event: InputEvent) -> None:
        """While replaying only a click, Esc or the replay's key does something: back to now."""
        if isinstance(event, PointerDown) or (isinstance(event, Key) and event.name in ("escape", REPLAY_KEY)):
            self.stop_replay()
        elif not isinstance(event, Key):
            self.board.handle(event)  # the pointer moves: the button under it lights up, its tooltip shows

    def stop_replay(self) -> None:
        """Back to the table as it is now."""
        self.board.unsay(self.replay_progress())
        self.replay = None
        self.board.motion.flights.clear()
        self.banner.close()
        self.presenter.reset()
        self.dirty = True

    def play_replay(self, dt: float) -> None:
        """Show the next move once the last one's cards have landed, its banner closed and its words been read."""
        replay = self.replay
        if replay is None or self.board.animating or self.banner.showing:
            return
        replay.wait -= dt
        if replay.wait > 0:
            return
        if replay.next >= len(self.match.actions):
            self.stop_replay()
            return
        self.replay_move(replay)

    def replay_move(self, replay: Replay) -> None:
        """Take the next move on the rebuilt match and show it as the reader's table showed it: cards travel, a big
        moment's banner goes up."""
        before_rects = dict(self.board.rects)
        session, reader = replay.session, replay.reader
        session.close_round()  # the view before this move is the next deal, not the last round's end
        step = session.step(self.match.actions[replay.next])
        before = step.before[reader]
        after = (session.round_end or {}).get(reader, step.after[reader])
        moving = self.presenter.motions(step.done, before, after)
        replay.view, replay.touched = after, session.touched(step.done, before, after)
        replay.next, replay.shown = replay.next + 1, step.index
        replay.wait = max(READ_SECONDS, 2 * self.app.settings.pause)
        self.show_replay()
        self.board.say(self.replay_progress(), quiet=True)
        travel = max(self.app.settings.travel, 0.25)  # never instant: the replay is there to be watched
        starts = [(motion, before_rects.get(motion.source)) for motion in moving]
        self.board.fly_motions([(motion, start) for motion, start in starts if start is not None], travel)
        names = self.session.history_of(reader).names
        moment = self.match.rules.moment_for(step.done, names, reader, before, step.after[reader])
        if moment is not None:
            marks = self.presenter.moment_marks(step.done, before, after, replay.touched)
            self.banner.show(moment, marks, reader, self.app.settings.speed, True)
        self.app.sounds.play(self.presenter.sounds(step.done, before, after, moving))

    def show_replay(self) -> None:
        """The replay's frame after the move it shows (before the first: the table as the reader left it): the
        reader's view then, its history up to that move, the move's entries on the status line."""
        replay = self.replay
        if replay is None:
            return
        index = replay.shown
        self.shown_view = replay.view
        model = self.presenter.build(replay.view, [])
        entries = self.session.history_of(replay.reader).entries
        model.history = [entry for entry in entries if entry.action <= index]
        model.history_reader = replay.reader
        fresh = [i for i, entry in enumerate(model.history) if entry.action >= replay.first]
        model.fresh_from = fresh[0] if fresh else None
        model.changed = set(replay.touched)
        model.status = self.replay_status(replay, index, [e.text for e in entries if e.action == index])
        for zone in self.board.layout.zones.values():  # no prompt: nothing can be played in a replay
            if zone.kind == "prompt":
                model.texts.pop(zone.id, None)
        self.add_replay_button(model)
        self.board.set_model(model, self.board.viewer)
        self.dirty = False

    def replay_status(self, replay: Replay, index: int, texts: list[str]) -> str:
        """The status line of a replay frame: the move's entries as the table said them then (as many as fit)."""
        count = len(self.match.actions) - replay.first
        if index < replay.first:
            return ntr(
                "Replay: your table as you left it, {count} move since",
                "Replay: your table as you left it, {count} moves since",
                count,
            )
        return told_now(texts, self.status_fit.fits)

    def replay_progress(self) -> str:
        """The message line while replaying: which move of how many, and how to stop."""
        replay = self.replay
        if replay is None:
            return ""
        at, count = replay.shown - replay.first + 1, len(self.match.actions) - replay.first
        return tr("Replay {at}/{count} · a click or Esc: back to now", at=at, count=count)
