"""The table scene: one match drawn by its presenter and board, played through the window; its session keeps what
each reader is shown, its parts the window's buttons, input, turn-taking and keeping."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from tablegame.app import memory
from tablegame.app.banner import MomentBanner
from tablegame.app.botworker import BotSpec, BotWorker
from tablegame.app.games import make_presenter
from tablegame.app.hintworker import HintWorker
from tablegame.app.scene import Host, Scene
from tablegame.app.scenes.table_buttons import TableButtons
from tablegame.app.scenes.table_hint import TableHint
from tablegame.app.scenes.table_keeping import TableKeeping
from tablegame.app.scenes.table_replay import TableReplay
from tablegame.app.scenes.table_status import TableStatus
from tablegame.app.scenes.table_turns import TableTurns
from tablegame.app.scenes.table_undo import TableUndo
from tablegame.app.scenes.table_words import (
    OPEN_ELSEWHERE_STATUS,
)
from tablegame.app.session import Reader, Step, TableSession
from tablegame.app.status_fit import StatusFit
from tablegame.app.table_setup import load_table_layout
from tablegame.bots.base import make_bot
from tablegame.core.bots import Bot
from tablegame.core.match import Match
from tablegame.core.rules import Action, IllegalAction, View
from tablegame.core.words import shown_name
from tablegame.i18n import tr
from tablegame.storage.kept import MATCH_ID_FIELD, match_id_of, seconds_at_table
from tablegame.table import finish, text_fit
from tablegame.table.board import Board
from tablegame.table.events import InputEvent
from tablegame.table.layout import Layout
from tablegame.table.model import Motion, TableModel
from tablegame.table.render import CardArt

# A move stepped in a frame and shown from the next (`TableScene.apply`): the action, its step, the reader the table
# shows it to, its cards' motions, those with a place to start from (its flights) and their travel time
Unshown = tuple[Action, Step, Reader, list[Motion], list[tuple[Motion, pygame.Rect]], float]

# A long game's history fills in behind the open table: this much of each frame, and the panel redrawn this often.
FILL_SECONDS = 0.006
FILL_SHOWN_SECONDS = 0.25
FRAME_SECONDS = 0.003  # what a frame of a 1280x720 window may cost; a larger window's, more (`frame_budget`)


def frame_budget(size: tuple[int, int]) -> float:
    """Seconds a frame of a window this size may spend on the board's next layer while its last frame is shown
    (`TableScene.ready`): FRAME_SECONDS at 1280x720 and below, twice that at 2560x1440 (as the square root of the
    pixels: a layer's work grows with its areas' sides as much as with their pixels)."""
    return FRAME_SECONDS * max(1.0, math.sqrt(size[0] * size[1] / (1280 * 720)))


HELD_SHARE = 0.7  # of a frame's budget, spent on the layer in a held frame
PREPAINT_SECONDS = 0.002  # of a frame without a new model, spent painting faces ahead (about one at 2560x1440)


class TableScene(TableHint, TableUndo, TableTurns, TableKeeping, TableReplay, TableStatus, TableButtons, Scene):
    """Plays one match: humans act through the board, bots through a worker thread."""

    # a move's work goes to the frames that hold its picture: a move's table (a bot's, or one the viewer's gesture
    # made) is built in the frame after its rules step (`show_move`), its status fitted exactly in the held frames
    # (`settle_status`)
    fits_later = True

    def __init__(self, app: Host, match: Match, layout: Layout | None = None, read_only: bool = False) -> None:
        super().__init__(app)
        self.match = match
        self.look_only_status = OPEN_ELSEWHERE_STATUS  # why a game in progress cannot be played here
        self.seconds_played = 0.0  # this sitting's, for the statistics
        self.seconds_before = seconds_at_table(match.extra)  # the earlier sittings', from the save
        self.layout = layout or load_table_layout(match)
        # a seat kept as 'You' or 'Bot 1' (the example games, a game begun in another language) reads in the
        # language now, as its history says; typed names as they are
        names = [shown_name(name) for name in match.names()]
        self.presenter = make_presenter(match.game, match.rules, names, match.options)
        self.presenter.check_layout(self.layout)  # the presenter may place pieces by it (Niagara's named river points)
        self.session = TableSession(match, self.presenter, read_only)
        self.art = CardArt(app.fonts, self.presenter.faces())
        self.board = Board(self.layout, app.fonts, self.art, len(match.seats), names, self.on_gesture, self.on_explain)
        self.board.describe_cb = self.what_is
        self.shown_view: View = {}  # the view the table now shows ("What is this?" explains from it alone)
        self.status_fit = StatusFit(self.board, app.fonts, lambda: self.app.size)  # which texts fit the status line
        # Each bot, and what the worker's process (when it uses one) needs to build the same bot there.
        self.bot_specs: dict[int, BotSpec] = {
            i: BotSpec(match.game, kind.level or "random", i, random.Random(match.seed * 31 + i).getrandbits(32))
            for i, kind in enumerate(self.session.kinds)
            if kind.bot and not read_only
        }
        self.bots: dict[int, Bot] = {
            i: make_bot(match.rules, spec.level, i, spec.seed) for i, spec in self.bot_specs.items()
        }
        self.worker = BotWorker(app.bot_threads)
        self.hint_worker = HintWorker(app.bot_threads)
        self.fill_shown = 0.0  # seconds since the panel last showed how far the histories have filled
        self.pause_left = 0.0
        self.flying = False  # a move's cards are about to travel (its table is built as they will be shown)
        self.landed = False  # a move was applied in this frame: its picture is drawn in the next (`ready`)
        self.unshown: Unshown | None = None  # a move stepped whose table is built in the next frame (`show_move`)
        self.stepped_in = -1  # the frame (`App.frames`) whose input or update stepped the move unshown
        self.drawn_as_was = False  # the move stepped by this frame's input is drawn as the table was (`draw`)
        self.waiting: list[InputEvent] = []  # input that came while a move stepped was not shown (`handle`)
        # a banner shown by the last move: its texts to fit and its pictures to make ahead, a step at a time (`ready`)
        self.banner_ahead: list[Callable[[], object]] = []
        self.banner = MomentBanner()  # a big moment the table pauses on
        self.flight_held = False  # the last frame was held for its flights' pictures (`ready`): never two in a row
        self.private_note: tuple[int, str] | None = None  # (seat, words) said to a seat as it took the table
        self.dirty = True

    # The session keeps who views the table; the scene's tests and subclasses read it here too.
    @property
    def viewer(self) -> int:
        """The seat the table is turned to."""
        return self.session.viewer

    @viewer.setter
    def viewer(self, seat: int) -> None:
        self.session.viewer = seat

    @property
    def read_only(self) -> bool:
        """True for a finished game looked back at, or one open in another window."""
        return self.session.read_only

    # --- lifecycle -------------------------------------------------------------------------------
    def enter(self) -> None:
        """Lay out the table for the window (and start the searching bots' process); a game to play is this
        window's from now on (one another window has open is only looked at)."""
        if not self.read_only and not self.app.store.claim(match_id_of(self.match)):
            self.lose(OPEN_ELSEWHERE_STATUS)
        self.board.resize(self.app.size)
        self.rebuild()
        self.worker.warm_up(self.bots.values())

    def resume(self) -> None:
        """Back from a dialog: draw the table again."""
        self.dirty = True

    def exit(self) -> None:
        """Leaving the table: stop the bots' thinking (and their process), let the autosave reach the disk, and let
        other windows open the game."""
        self.stop_bots()
        self.stop_hint()
        memory.release()
        self.app.store.flush()  # the menu lists, and may continue, this very game
        ident = self.match.extra.get(MATCH_ID_FIELD)
        if isinstance(ident, str):
            self.app.store.release(ident)

    def stop_bots(self) -> None:
        """Forget a bot decision in progress and stop the bots' worker process (the table closes, the app quits)."""
        self.worker.close()

    def resize(self, size: tuple[int, int]) -> None:
        """Keep the layout in fractions of the new window (a move stepped is shown first: its flights begin where its
        cards were)."""
        self.show_move()
        self.board.resize(size)

    def handle(self, event: InputEvent) -> None:
        """The viewer's input, on the table after the last move: while a move stepped is not shown, its events wait
        (`waiting`) and reach the table in the frame after the one that builds it, so that no event uses a gesture of
        the model from before it (a click, a drop, a key or a hint the board still offers) nor makes its frame build
        the table at once."""
        self.take_waiting()
        if self.unshown is not None:
            self.waiting.append(event)
            return
        super().handle(event)

    def take_waiting(self) -> None:
        """Handle the input that waited for a move to be shown, in the order it came, until one steps a move again
        (the rest waits on) or opens another scene (the rest was for this one: dropped)."""
        while self.waiting and self.unshown is None:
            if self.app.scenes.top is not self:
                self.waiting = []
                return
            super().handle(self.waiting.pop(0))

    # --- the model ---------------------------------------------------------------------------------
    def holder(self) -> Reader:
        """The seat whose own view the table may draw now; None between hot-seat players (public facts only)."""
        return self.session.holder(self.presenter.showing())

    def pacing(self) -> bool:
        """True while the last action is being shown (its table still to build, its animation, the pause after a bot's
        move, a big moment's banner)."""
        return (
            self.unshown is not None
            or self.flying
            or self.board.animating
            or self.pause_left > 0
            or self.banner.showing
        )

    def viewer_may_act(self) -> bool:
        """True if the viewing seat is a human to act and has been handed the table."""
        return self.session.viewer_may_act()

    def rebuild(self) -> None:
        """Ask the presenter for the table as the viewer may see it now, with its history, marks and buttons."""
        if self.replay is not None:
            self.show_replay()  # the replay's frame stays until it moves on
            return
        holder = self.holder()
        if self.private_note is not None and holder != self.private_note[0]:
            self.board.unsay(self.private_note[1])  # the note was for one player, who no longer holds the table
            self.private_note = None
        model = self._table_model(holder)
        session, reader = self.session, self.session.reader(self.presenter.showing())
        if self.banner.showing and self.banner.reader != reader:
            self.banner.close()  # it was written for the reader who held the table
        history = session.history_of(reader)
        model.history, model.history_reader = history.entries, reader
        model.history_progress = session.history_progress(reader)
        model.fresh_from = None if self.read_only else session.fresh_from(reader)  # nothing is new in a finished game
        model.changed = set(session.marks_of(reader)) if reader is not None and not self.read_only else set()
        self.set_status(model, session.latest_texts(history))
        self.add_window_buttons(model)
        self.board.set_model(model, self.viewer)
        self.keep_hint()
        self.dirty = False

    def offered(self, legal: list[Action]) -> list[Action]:
        """The legal actions the table offers the viewer (all of them; a guided game accepts fewer)."""
        return legal

    def _table_model(self, reader: Reader) -> TableModel:
        """The presenter's table for a reader: face up when read-only, the round's end, or the live position."""
        session = self.session
        if self.read_only and self.match.is_over():
            self.shown_view = self.match.rules.open_view(self.match.state, reader)
            return self.presenter.build(self.shown_view, [])
        if self.read_only:
            self.shown_view = session.view_now(reader)
            return self.presenter.build(self.shown_view, [])
        self.shown_view = session.shown_view(reader)
        may_act = session.viewer_may_act() and not self.pacing() and session.round_end is None
        legal = self.offered(self.match.legal_actions(self.viewer)) if may_act and reader == self.viewer else []
        return self.presenter.build(self.shown_view, legal)  # every presenter draws an onlooker's view too

    # --- playing -----------------------------------------------------------------------------------
    def apply(self, action: dict[str, Any], by_bot: bool = False, shown_later: bool = False) -> None:
        """Apply an action, add it to every reader's history, autosave, and animate it as the table shows it: the
        table after it is built once, already showing the move (its status, no prompt while it travels). With
        `shown_later` the table is built at the start of the next frame (`show_move`): this one does the rules step,
        the autosave, the cards' motions and the moment's banner, and shows its last picture again (`ready`): a
        bot's move (`bot_turn`), stepped in `update`, and the viewer's gesture (`on_gesture`), stepped by the frame's
        input (`update` then leaves the table to the next frame)."""
        self.show_move()  # a move stepped before this one is shown first (its flights begin where its cards were)
        memory.hold()  # no collector's pass in the frames from this one to the one that shows the move
        before_rects = dict(self.board.rects)
        dropped = self.board.take_last_drop()
        try:
            step = self.session.step(action)
        except IllegalAction as exc:  # cannot happen for actions taken from legal_actions; say so if it does
            self.board.say(tr("Not allowed: {reason}", reason=exc))
            return
        self.autosave()  # before the move is shown: a kill loses nothing the window showed
        if by_bot:
            self.pause_left = self.app.settings.pause
        before, after = step.before, step.after
        self.presenter.learned(action, before[self.viewer], after[self.viewer], self.viewer)
        self.presenter.reset()
        self.board.hide_hint()
        shown = self.holder()  # the animation is drawn from the views the table now shows
        travel = self.app.settings.travel if by_bot else min(self.app.settings.travel, 0.2)
        shown_after = (self.session.round_end or {}).get(shown, after[shown])
        moving = self.presenter.motions(action, before[shown], shown_after)
        flights = []
        for motion in moving:
            start = (
                dropped[1] if dropped is not None and dropped[0] == motion.source else before_rects.get(motion.source)
            )
            if start is not None:
                flights.append((motion, start))
        self.show_moment(step.done, shown, before, after, shown_after)
        self.unshown = (action, step, shown, moving, flights, travel)
        self.stepped_in = self.app.frames
        if not shown_later:
            self.show_move()
        elif by_bot:
            self.undo_offer()  # after a bot's move the viewer's offer mostly stands (told quickly), in the step's frame

    def show_move(self) -> None:
        """Build the table after the move `apply` stepped (if one waits): its model, status and flights, and play
        its sound. Until then the board holds the model from before the move, whose gestures nothing may use: every
        input, update and drawing of the scene shows the move first."""
        if self.unshown is None:
            return
        action, step, shown, moving, flights, travel = self.unshown
        self.unshown, self.drawn_as_was = None, False
        self.flying = bool(flights) and travel > 0  # the model is built as the move will be shown: travelling
        paced = self.pacing()
        # the status's exact fits wait for the frames that hold the move's picture (`_holds`)
        self.status_fit.deferring = self.fits_later
        try:
            self.rebuild()
        finally:
            self.status_fit.deferring = False
        self.board.fly_motions(flights, travel)
        self.flying = False
        self.dirty = self.pacing() != paced  # a card with nowhere to land: the table as it is after all
        self.app.sounds.play(self.presenter.sounds(action, step.before[shown], step.after[shown], moving))
        self.landed = True

    def show_moment(
        self, done: Action, shown: Reader, before: dict[Reader, View], after: dict[Reader, View], shown_after: View
    ) -> None:
        """A big moment's banner, told as the history is, ringing the items the move touched as the table shows it."""
        reader = shown if self.session.humans else None
        names = self.session.history_of(reader).names
        moment = self.match.rules.moment_for(done, names, reader, before[reader], after[reader])
        if moment is not None:
            touched = self.session.touched(done, before[shown], shown_after)
            marks = self.presenter.moment_marks(done, before[shown], shown_after, touched)
            self.banner.show(moment, marks, reader, self.app.settings.speed, bool(self.session.humans))

    def busy(self) -> bool:
        """Cards travelling, a bot thinking, a pause between bot moves or a banner's time running: the window draws
        every frame."""
        return (
            self.board.animating
            or self.worker.busy
            or self.hint_worker.busy
            or self.pause_left > 0
            or self.banner.showing
            or self.replay is not None
            or self.unshown is not None
        )

    def update(self, dt: float) -> None:
        """Animations, then score screens, hand-offs and bot moves, in that order."""
        if self.unshown is None:
            self.take_waiting()  # input that came while the move was stepped, on the table built since
        if self.stepped_in == self.app.frames:
            # a move this frame's input stepped: its table is built in a later frame (one already shown: drawn as is)
            self.drawn_as_was = self.unshown is not None
        elif self.unshown is not None and self.has_undo() and self.undo_due():
            # what Undo offers after the viewer's own move (a replay and sampled deals: up to 8 ms) in frames of its
            # own, between the move's rules step and its table's (`show_move`, the frame after they finish it)
            self.work_on_undo(self.app.frame_began + frame_budget(self.app.size) * HELD_SHARE)
        else:
            self.show_move()  # the move the last frame stepped, its flights beginning as they would have there
        self.note_autosave()  # the write of the last move may have failed since the last frame
        self.seconds_played += dt
        self.check_kept(dt)
        was_animating = self.board.animating
        self.board.update(dt)
        if self.banner.update(dt):
            self.dirty = True  # the game goes on: the next prompt may show
        if was_animating and not self.board.animating:
            self.dirty = True
        if self.replay is not None:
            self.play_replay(dt)  # the game waits, bots too
        elif not self.board.animating and self.unshown is None and not self.waiting:
            # the game goes on from a table shown, once the input that waited for it has reached it (bots that move
            # every frame would keep it waiting)
            self.advance(dt)
        self.fill_histories(dt)
        self.poll_hint()
        if self.unshown is not None:
            return  # the next frame builds the table, once, after the move (`show_move`)
        if self.dirty:
            self.rebuild()
        elif not (self.landed or self.app.owed or self.board.layer_pending):
            # time to spare (no move's frame, nor one held while its picture is made): the collector runs again (held
            # off while a move lands, `memory.hold`), faces the table may turn up are painted ahead
            memory.release()
            self.board.prepaint(time.perf_counter() + PREPAINT_SECONDS)

    def background(self, dt: float) -> None:
        """Under a dialog or a hand-off screen: the histories go on filling in, the collector runs."""
        self.show_move()
        memory.release()
        self.fill_histories(dt)

    def fill_histories(self, dt: float) -> None:
        """Write some of the histories still filling in (the shown one first), then make the panel's rows of a
        long one, within `FILL_SECONDS` of the frame; the panel shows the progress a few times a second."""
        self.fill_shown += dt
        if self.session.writers and self.fill_shown >= FILL_SHOWN_SECONDS:
            self.fill_shown = 0.0
            self.dirty = True
        deadline = time.perf_counter() + FILL_SECONDS
        if self.session.fill(deadline, self.session.reader(self.presenter.showing())):
            self.dirty = True  # the whole history replaces the newest part
        if time.perf_counter() <= deadline and self.board.panel.work(deadline):
            self.dirty = True

    def ready(self) -> bool:
        """False in the frame a move was applied in (the rules step, the model and the autosave took it: the move
        is drawn in a later frame, its layer begun in the time left), while the board mends or draws its layer
        over frames (`Board.ready`) and while a banner is made ahead: the window shows its last frame, the table as
        it was, meanwhile. A held frame's time left makes the pictures its flights will show in the next."""
        if self.unshown is not None:
            return False  # the move's rules step and autosave took this frame: its table is built in the next
        budget = frame_budget(self.app.size)
        built = self.landed  # this frame built a move's model: its time left is not enough for a flight's picture
        if not self._holds(budget):
            # cards in flight whose pictures are not made yet (a face at a new size, a shadow at a new height: up to
            # 6 ms a picture) are made in a frame held once for them
            if self.flight_held or not finish.caching or self.board.flights_made():
                self.flight_held = False
                return True
            self.flight_held = True
        deadline = self.app.frame_began + budget * HELD_SHARE
        if not built and time.thread_time() < deadline:
            self.board.warm_flights(deadline)  # a picture begun may take up to 6 ms: only in a frame held for it
        return False

    def _holds(self, budget: float) -> bool:
        """Whether this frame is held (see `ready`), its work on the next picture done within `budget` seconds."""
        if self.landed:
            self.landed = False
            if self.banner.showing:  # a move's big moment: its banner is made ahead
                parts = [partial(self.make_banner_ahead, part) for part in ("marks", "box", "")]
                self.banner_ahead = [*self.banner.fits(self.app.fonts, self.app.size[0]), *parts]
            deadline = self.app.frame_began + budget * HELD_SHARE
            # the new layer begins in the time left (listing what it shows costs; a step begun only where it is
            # expected to end within a held frame's share of the budget: a step's cost is an estimate, and this
            # frame built the model), unless its status is still to be fitted (a held frame's work)
            if time.thread_time() < deadline and not self.status_fit.pending:
                self.board.ready(deadline, deadline, eager=False)
            return True
        # a frame that works on the layer is held (`Board.ready`): most of its budget is the layer's, the rest for
        # the step begun last, which may pass the deadline (a step held back by its cost would hold the move longer)
        held = self.app.frame_began + budget * HELD_SHARE
        if not self.settle_status(held):
            return True
        if not self.board.ready(held):
            # the history's new rows (drawn live in the frame that shows the move) in the time left of the budget
            self.board.panel.wrap_ahead(self.app.frame_began + budget)
            return True
        if self.banner_ahead:
            if time.thread_time() > self.app.frame_began + budget / 4:
                return True  # the layer took this frame: the banner's steps begin at the start of the next
            while self.banner_ahead and time.thread_time() < self.app.frame_began + budget * HELD_SHARE:
                self.banner_ahead.pop(0)()
            return True
        return False

    def settle_status(self, deadline: float) -> bool:
        """Fit the status texts the move's rules step left to the board, at least one and then until `deadline`
        (`time.thread_time`); True once none is left. Where one fitted after all, the model is built again with the
        status that fits, and the layer begins in the next frame (False)."""
        fitted = self.status_fit.settle(deadline)
        if fitted:
            self.rebuild()
        return fitted is False

    def make_banner_ahead(self, part: str = "") -> None:
        """Draw the banner, or one `part` of it (`MomentBanner.draw_parts`), where nothing shows (the screen clipped to
        nothing, its tooltips on a scratch registry): its box and rings are made (up to 20 ms at 2560x1440), so the
        frame that shows it only draws them."""
        if not self.banner.showing:
            return
        screen, noted = self.app.screen, text_fit.shortened
        text_fit.collect_into(text_fit.Shortened())
        screen.set_clip(pygame.Rect(0, 0, 0, 0))
        try:
            if part:
                self.banner.draw_parts(screen, self.app.fonts, self.board.rects, part)
            else:
                self.banner.draw(screen, self.app.fonts, self.board.rects)
        finally:
            screen.set_clip(None)
            text_fit.collect_into(noted)

    def draw(self, surface: pygame.Surface) -> None:
        """The board (while not handed over, the hand-off scene covers it) and a big moment's banner over it."""
        if not self.drawn_as_was:
            self.show_move()
        # else a move this frame's input stepped, drawn because a question over the table closed (a final choice asked
        # first): the table as it was, as a held frame shows it, until the move is shown (`update`)
        self.landed = False
        self.settle_status(math.inf)  # a frame drawn without being held first (a resize) shows the exact status
        self.board.draw(surface)
        if self.unshown is None:  # a banner the move put up waits for its table
            self.banner.draw(surface, self.app.fonts, self.board.rects)
