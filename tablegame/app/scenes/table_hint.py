"""The table's hint: the `hard` bot's choice for the reader, thought of off the drawing thread, lit on the table
(its gesture takes the keyboard focus: its piece lifts, the piece and its target glow, Enter plays it) and told in
words."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tablegame.app.hint_words import hint_words, hints_note
from tablegame.app.hintworker import HintWorker
from tablegame.app.scene import Host
from tablegame.app.session import TableSession
from tablegame.coach.hint import Hint
from tablegame.core.rules import Action
from tablegame.i18n import tr
from tablegame.storage.kept import HINTS_FIELD, hints_used
from tablegame.table import text_block
from tablegame.table.board import Board
from tablegame.table.board_geometry import STATUS_LINES
from tablegame.table.model import ButtonItem, Gesture, ScoreSheet, TableModel
from tablegame.table.presenter import Presenter

HINT_UI = "app:hint"


class TableHint:
    """Asks for a hint on the reader's own turn only and shows it until the position or the reader changes (a part
    of TableScene, before TableInput: it takes the Hint button's gesture)."""

    app: Host
    session: TableSession
    board: Board
    presenter: Presenter
    dirty: bool
    pacing: Callable[[], bool]
    autosave: Callable[[], None]
    hint_worker: HintWorker
    hint_shown: tuple[Any, Hint, str] | None = None  # (ticket, hint, its words) shown on the table now
    hint_refocus = False  # the table's next build puts the keyboard focus on the hint's gesture
    hint_step: Gesture | None = None  # the gesture the hint lit last

    def hint_button(self, model: TableModel) -> None:
        """The Hint button (H): "Thinking…" while the hint is being made."""
        label = tr("Thinking…") if self.hint_worker.busy else tr("Hint")
        model.buttons.append(ButtonItem(HINT_UI, "menu", label))
        model.gestures.append(
            Gesture("button", HINT_UI, tr("What would a strong player do here?"), ui=HINT_UI, hotkey="h", cycled=False)
        )

    def on_gesture(self, gesture: Gesture) -> None:
        """The Hint button asks for a hint; a half-step on the hinted move's way lights its next step."""
        if gesture.ui == HINT_UI:
            self.ask_hint()
            return
        if gesture.ui is not None and self.hint_shown is not None and gesture == self.hint_step:
            self.hint_refocus = True  # a step of the hinted move: its next step is lit
        super().on_gesture(gesture)  # type: ignore[misc]

    def hint_ticket(self) -> Any:
        """The position a hint would be for: (actions so far, the reader); None when the reader may not act now."""
        session = self.session
        if session.read_only or not session.viewer_may_act() or self.pacing() or session.round_end is not None:
            return None
        if session.holder(self.presenter.showing()) != session.viewer:
            return None
        return (len(session.match.actions), session.viewer)

    def ask_hint(self) -> None:
        """Start the reader's hint (shown again if it has one for this position); refused off the reader's turn."""
        ticket = self.hint_ticket()
        if ticket is None:
            self.board.say(tr("A hint is for your own turn."))
            return
        if self.hint_shown is not None and self.hint_shown[0] == ticket:
            self.hint_refocus, self.hint_step = True, None
            self.board.say(self.hint_shown[2])
            self.dirty = True
            return
        if self.hint_worker.busy:
            return
        match, seat = self.session.match, self.session.viewer
        seed = match.seed * 7919 + len(match.actions)  # the same hint for the same position
        self.hint_worker.start(match.rules, match.view(seat), seat, match.legal_actions(seat), ticket, seed)
        self.dirty = True  # the button says "Thinking…"
        self.poll_hint()

    def poll_hint(self) -> None:
        """Show the hint once made, if the position it is for is still on the table."""
        if not self.hint_worker.busy:
            return
        found, ticket = self.hint_worker.poll()
        if ticket is None:
            return
        self.dirty = True
        if ticket != self.hint_ticket():
            return
        if found is None:
            self.board.say(tr("No hint this time: try again."))
            return
        self.hint_step, self.hint_refocus = None, True
        self.say_hint(ticket, found, self.hint_move(found.action))
        extra = self.session.match.extra
        extra[HINTS_FIELD] = hints_used(extra) + 1
        self.autosave()  # the count is kept with the game at once

    def keep_hint(self) -> None:
        """After each build of the table: drop a hint (or the one being made) whose position or reader is gone;
        light the hint's next step where it was just shown or a step of it taken; lift its card while it is shown."""
        ticket = self.hint_ticket()
        if self.hint_worker.busy and self.hint_worker.ticket != ticket:
            self.hint_worker.cancel()
        if self.hint_shown is not None and self.hint_shown[0] != ticket:
            self.board.unsay(self.hint_shown[2])  # it was for one player's eyes and one position
            self.hint_shown, self.hint_refocus, self.hint_step = None, False, None
        if self.hint_shown is not None and self.hint_refocus:
            self.hint_refocus = False
            index = self.hint_gesture(self.hint_shown[1].action)
            if index is not None:
                self.board.focus = index
                step, self.hint_step = self.hint_step, self.board.model.gestures[index]
                if step is not None and step.label != self.hint_step.label:  # the next step of a move of several
                    self.say_hint(self.hint_shown[0], self.hint_shown[1], self.hint_step.label)
        self.board.hinted = self.hinted_card()

    def hinted_card(self) -> str | None:
        """The card the shown hint lifts: the piece of its lit step (none for a button's step, or without a hint)."""
        step = self.hint_step
        if self.hint_shown is None or step is None:
            return None
        return step.source if any(card.key == step.source for card in self.board.model.cards) else None

    def say_hint(self, ticket: Any, found: Hint, move: str) -> None:
        """Tell the hint (in place of what was told of it before)."""
        if self.hint_shown is not None:
            self.board.unsay(self.hint_shown[2])
        words = hint_line(self.board, move, found, len(self.session.match.seats))
        self.hint_shown = (ticket, found, words)
        self.board.say(words)

    def hint_gesture(self, action: Action) -> int | None:
        """The index of the gesture that plays `action` on the table, or of its first step where it takes several
        (the step the presenter offers when the action is the only one allowed); None if the table has none."""
        gestures = self.board.model.gestures
        for i, gesture in enumerate(gestures):
            if gesture.action == action:
                return i
        step = self.first_step(action)
        for i, gesture in enumerate(gestures):
            if step is not None and (gesture.kind, gesture.source, gesture.target, gesture.ui) == step:
                return i
        return None

    def first_step(self, action: Action) -> tuple[str, str, str | None, str | None] | None:
        """The first step towards `action` on a table offering only it: (kind, source, target, ui)."""
        session = self.session
        narrowed = self.presenter.build(session.view_now(session.viewer), [action])
        for gesture in narrowed.gestures:
            if gesture.cycled and (gesture.action == action or gesture.ui not in (None, "cancel")):
                return (gesture.kind, gesture.source, gesture.target, gesture.ui)
        return None

    def hint_move(self, action: Action) -> str:
        """The hinted move in the table's own words: its gesture's label (else the history's words)."""
        index = self.hint_gesture(action)
        if index is not None:
            return self.board.model.gestures[index].label
        return self.session.match.describe(action)

    def note_hints(self, sheet: ScoreSheet | None) -> ScoreSheet | None:
        """A final score sheet says how many hints the game used."""
        note = hints_note(hints_used(self.session.match.extra))
        if sheet is not None and note is not None:
            sheet.notes.append(note)
        return sheet

    def stop_hint(self) -> None:
        """The table is left: the hint being made stops."""
        self.hint_worker.cancel()


def hint_line(board: Board, move: str, found: Hint, seats: int) -> str:
    """The hint's words for the message line: with the move where they fit one line, else without it (the status
    line names the lit move), so that the line never runs into what is under it."""
    whole = hint_words(move, found.before, found.after, seats, found.reason)
    zone = board.layout.zones.get("message")
    if zone is None or zone.box is None:
        return whole
    fonts = (board.fonts.body, board.fonts.small)
    block = text_block.fit_block(fonts, [whole], board.zone_rect(zone).w, max_lines=STATUS_LINES)
    if len(block.lines) == 1 and not block.cut:
        return whole
    return hint_words(None, found.before, found.after, seats, found.reason)
