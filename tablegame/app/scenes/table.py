"""The table scene: one match, its presenter and board, bots in a worker, hand-offs, autosave."""

from __future__ import annotations

import random
from typing import Any

import pygame

from tablegame.app.botworker import BotWorker
from tablegame.app.games import make_presenter
from tablegame.app.scene import Host, Scene
from tablegame.app.scenes.dialogs import HandoffScene, ScoreScene
from tablegame.app.scenes.save_dialog import SaveDialog
from tablegame.app.table_setup import load_table_layout
from tablegame.bots.base import make_bot
from tablegame.core.bots import Bot
from tablegame.core.history import History
from tablegame.core.match import Match
from tablegame.core.rules import IllegalAction
from tablegame.table.board import Board
from tablegame.table.events import InputEvent, Key, PointerDown
from tablegame.table.layout import Layout
from tablegame.table.model import ButtonItem, Gesture
from tablegame.table.render import CardArt

LOG_LINES = 40  # lines the log zone shows


class TableScene(Scene):
    """Plays one match: humans act through the board, bots through a worker thread."""

    def __init__(self, app: Host, match: Match, layout: Layout | None = None, read_only: bool = False) -> None:
        super().__init__(app)
        self.match = match
        self.read_only = read_only  # a finished game looked back at: every card face up, nothing to do
        self.layout = layout or load_table_layout(match)
        names = match.names()
        self.presenter = make_presenter(match.game, match.rules, names, match.options)
        self.presenter.check_layout(self.layout)  # the presenter may place pieces by it (Niagara's named river points)
        self.art = CardArt(app.fonts, self.presenter.faces())
        self.board = Board(self.layout, app.fonts, self.art, len(match.seats), names, self.on_gesture, self.on_explain)
        self.humans = [i for i, seat in enumerate(match.seats) if not seat.is_bot]
        self.bots: dict[int, Bot] = {
            i: make_bot(match.rules, seat.level or "random", i, random.Random(match.seed * 31 + i).getrandbits(32))
            for i, seat in enumerate(match.seats) if seat.is_bot
        }
        self.worker = BotWorker(app.bot_threads)
        self.histories: dict[int, History] = {}  # each viewer's own history (hot-seat players read different ones)
        self.viewer = self._first_viewer()
        self.cleared = len(self.humans) < 2  # has the viewer been handed the table (hot-seat)?
        self.pause_left = 0.0
        self.scores_shown = self.presenter.round_key(match.view(0))
        self.over_shown = match.is_over()
        self.autosave_failed = False
        self.dirty = True

    def _first_viewer(self) -> int:
        """The human to act now, else the first human, else seat 0 (bots only: watch seat 0)."""
        to_act = self.match.to_act()
        for seat in to_act:
            if seat in self.humans:
                return seat
        return self.humans[0] if self.humans else 0

    # --- lifecycle -------------------------------------------------------------------------------
    def enter(self) -> None:
        """Lay out the table for the window."""
        self.board.resize(self.app.size)
        self.rebuild()

    def resume(self) -> None:
        """Back from a dialog: draw the table again."""
        self.dirty = True

    def exit(self) -> None:
        """Leaving the table: forget a bot decision in progress."""
        self.worker.cancel()

    def resize(self, size: tuple[int, int]) -> None:
        """Keep the layout in fractions of the new window."""
        self.board.resize(size)

    # --- the model ---------------------------------------------------------------------------------
    def viewer_may_act(self) -> bool:
        """True if the viewing seat is a human to act and has been handed the table."""
        return self.cleared and self.viewer in self.humans and self.viewer in self.match.to_act()

    def rebuild(self) -> None:
        """Ask the presenter for the table as the viewer sees it now."""
        view = self.match.view(self.viewer)
        legal = self.match.legal_actions(self.viewer) if self.viewer_may_act() and not self.board.animating else []
        model = self.presenter.build(view, legal)
        model.texts["log"] = [entry.text for entry in self.history_of(self.viewer).entries[-LOG_LINES:]]
        if self.worker.busy:
            model.status += "  (thinking…)"
        if self.presenter.showing() and self.next_human_differs():
            model.status = f"{self.match.seats[self.viewer].name}: remember what you saw, then click to hide it"
        model.buttons.append(ButtonItem("app:save", "menu", "Save"))
        model.buttons.append(ButtonItem("app:menu", "menu", "Menu"))
        model.gestures.append(Gesture("button", "app:save", "Save this game under a name", ui="app:save"))
        model.gestures.append(Gesture("button", "app:menu", "Back to the main menu (the game is autosaved)",
                                      ui="app:menu"))
        self.board.set_model(model, self.viewer)
        self.dirty = False

    def history_of(self, seat: int) -> History:
        """The whole history as `seat` reads it (written from its views; made on first use)."""
        if seat not in self.histories:
            self.histories[seat] = self.match.history_for(seat)
        return self.histories[seat]

    def next_human_differs(self) -> bool:
        """True if the seat to act is another human (a hand-off is coming)."""
        to_act = self.match.to_act()
        return bool(to_act) and to_act[0] in self.humans and to_act[0] != self.viewer and len(self.humans) > 1

    # --- input -------------------------------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        """Hide what was shown for a moment on the viewer's next input, then let the board act."""
        if isinstance(event, Key) and event.ctrl and event.name == "s":
            self.open_save()
            return
        if isinstance(event, PointerDown | Key) and self.presenter.showing():
            self.presenter.forget_shown()
            self.dirty = True
            if self.next_human_differs():
                return  # this click only hides the cards; the hand-off screen comes next
        used = self.board.handle(event)
        if isinstance(event, Key) and event.name == "escape" and not used:
            self.presenter.ui("cancel")
            self.dirty = True
        if isinstance(event, PointerDown | Key):
            self.dirty = True

    def on_gesture(self, gesture: Gesture) -> None:
        """A gesture the board matched: an app button, a half-step for the presenter, or an action."""
        if gesture.ui == "app:save":
            self.open_save()
        elif gesture.ui == "app:menu":
            self.app.open_menu()
        elif gesture.ui is not None:
            self.presenter.ui(gesture.ui)
            self.dirty = True
        elif gesture.action is not None and self.viewer_may_act():
            self.apply(gesture.action)

    def on_explain(self, kind: str, source: str, target: str | None) -> str:
        """Why a click or a drop did nothing (the rules' explain_illegal where an action fits)."""
        if not self.cleared:
            return "Click to take the table."
        view = self.match.view(self.viewer)
        rules, state = self.match.rules, self.match.state
        return self.presenter.explain(kind, source, target, view, lambda a: rules.explain_illegal(state, a))

    def open_save(self) -> None:
        """The save dialog over the table."""
        self.app.scenes.push(SaveDialog(self.app, self.match))

    # --- playing -----------------------------------------------------------------------------------
    def apply(self, action: dict[str, Any], by_bot: bool = False) -> None:
        """Apply an action, log it, autosave, and animate it."""
        before = self.match.view(self.viewer)
        readers = {seat: before if seat == self.viewer else self.match.view(seat) for seat in self.histories}
        before_rects = dict(self.board.rects)
        dropped = self.board.last_drop
        self.board.last_drop = None
        try:
            self.match.apply(action)
        except IllegalAction as exc:  # cannot happen for actions taken from legal_actions; say so if it does
            self.board.say(f"Not allowed: {exc}")
            return
        self.autosave()
        after = self.match.view(self.viewer)
        index = len(self.match.actions) - 1
        for seat, seen_before in readers.items():
            seen_after = after if seat == self.viewer else self.match.view(seat)
            self.histories[seat].add(index, self.match.actions[index], seen_before, seen_after)
        self.presenter.learned(action, before, after, self.viewer)
        self.presenter.reset()
        self.rebuild()
        travel = self.app.settings.travel if by_bot else min(self.app.settings.travel, 0.2)
        for motion in self.presenter.motions(action, before, after):
            start = before_rects.get(motion.source)
            if dropped is not None and dropped[0] == motion.source:
                start = dropped[1]
            if start is not None:
                self.board.fly_motion(motion, start, travel)
        if by_bot:
            self.pause_left = self.app.settings.pause
        self.dirty = True

    def autosave(self) -> None:
        """Save after every action; a failure is reported on the table once, never fatal."""
        try:
            self.app.store.autosave(self.match)
        except (OSError, ValueError) as exc:
            if not self.autosave_failed:
                reason = getattr(exc, "strerror", None) or exc
                self.board.say(f"Autosave failed, this game is not being saved: {reason}")
            self.autosave_failed = True
        else:
            self.autosave_failed = False

    def busy(self) -> bool:
        """Cards travelling, a bot thinking or a pause between bot moves: the window draws every frame."""
        return self.board.animating or self.worker.busy or self.pause_left > 0

    def update(self, dt: float) -> None:
        """Animations, then score screens, hand-offs and bot moves, in that order."""
        was_animating = self.board.animating
        self.board.update(dt)
        if was_animating and not self.board.animating:
            self.dirty = True
        if not self.board.animating:
            self.advance(dt)
        if self.dirty:
            self.rebuild()

    def advance(self, dt: float) -> None:
        """Move the game on when nothing is travelling: score screen, hand-off, or a bot's move."""
        if self.pause_left > 0:
            self.pause_left -= dt
            return
        if self.show_scores():
            return
        to_act = self.match.to_act()
        if not to_act:
            return
        seat = to_act[0]
        if seat in self.bots:
            self.bot_turn(seat)
        elif seat != self.viewer or not self.cleared:
            self.hand_over(seat)

    def show_scores(self) -> bool:
        """Push the score screen once after each round (and once at the game's end)."""
        view = self.match.view(self.viewer)
        key = self.presenter.round_key(view)
        over = self.match.is_over()
        if key == self.scores_shown and over == self.over_shown:
            return False
        self.scores_shown, self.over_shown = key, over
        sheet = self.presenter.score_sheet(view, over)
        if sheet is None:
            return False
        self.presenter.forget_shown()
        self.app.scenes.push(ScoreScene(self.app, sheet, self.art, final=over))
        return True

    def hand_over(self, seat: int) -> None:
        """Give the table to another human: straight away with one human, behind a hand-off screen otherwise."""
        if len(self.humans) < 2 or not self.match.rules.hidden_information:
            self.viewer, self.cleared = seat, True
            self.dirty = True
            return
        if self.presenter.showing():
            return  # the viewer first hides what it was shown (its next click)
        self.presenter.reset()
        self.cleared = False
        self.app.scenes.push(HandoffScene(self.app, self, seat))

    def take_table(self, seat: int) -> None:
        """The hand-off screen was clicked: `seat` now views the table."""
        self.viewer, self.cleared = seat, True
        self.presenter.reset()
        self.presenter.forget_shown()
        self.board.cancel()
        self.dirty = True

    def bot_turn(self, seat: int) -> None:
        """Start the bot's decision in the worker, or apply it once it is ready."""
        ticket = len(self.match.actions)
        if not self.worker.busy:
            bot = self.bots[seat]
            self.worker.start(bot, self.match.view(seat), self.match.legal_actions(seat), ticket)
            self.dirty = True
        action, done = self.worker.poll()
        if action is not None and done == ticket:
            self.apply(action, by_bot=True)
            if self.worker.problem:
                self.board.say(f"{self.match.seats[seat].name} failed ({self.worker.problem}) and played "
                               "its first legal action.")

    def draw(self, surface: pygame.Surface) -> None:
        """The board (while not handed over, the hand-off scene covers it)."""
        self.board.draw(surface)

