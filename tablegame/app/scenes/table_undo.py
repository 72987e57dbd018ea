"""The table's Undo: a button (Ctrl+Z, Z) that takes back the viewer's latest decision when nothing it has learned
since depends on what came after it (`coach.undo`), greyed with the reason when it cannot. In hot-seat the other
players agree first (or the menu turns undo off there); a final, costly choice (Call CABO) is asked once when
undo could not take it back."""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Generator
from functools import partial

import pygame

from tablegame.app.botworker import BotWorker
from tablegame.app.scene import Host
from tablegame.app.scenes.confirm import ConfirmScene
from tablegame.app.scenes.table_input import TableInput
from tablegame.app.session import TableSession
from tablegame.coach.undo import Offer, Undo, offer_steps, undone
from tablegame.core.match import Match
from tablegame.core.rules import Action
from tablegame.i18n import tr
from tablegame.table.events import Key
from tablegame.table.model import ButtonItem, Gesture, TableModel

UNDO_UI = "app:undo"
# The final, costly choices of each game: asked once ("Call CABO?") unless undo could take them back.
FINAL_CHOICES: dict[str, Callable[[Action], bool]] = {
    "cabo": lambda action: action["type"] == "call_cabo",
    "struggle-for-catan": lambda action: action["type"] == "build" and action.get("building") == "knight",
}


class TableUndo(TableInput):
    """The Undo button and key, the other players' agreement in hot-seat, and the question before a final choice
    (a part of TableScene)."""

    match: Match
    worker: BotWorker
    pause_left: float
    autosave: Callable[[], None]
    holder: Callable[[], int | None]
    undo_known: Offer | None = None  # what undo offers the viewer at the latest position asked about
    # what undo offers at a position (the match, its actions, the seat), being worked out over frames
    undo_work: tuple[tuple[Match, int, int], Generator[None, None, Offer]] | None = None

    def undo_offer(self) -> Undo | None:
        """What Undo offers the viewer now (None: no Undo button: a game looked at, bots only, a bot's seat, or
        hot-seat with undo turned off); worked out once per position."""
        if not self.has_undo():
            return None
        if self.undo_due():
            self.work_on_undo(math.inf)
        assert self.undo_known is not None
        return self.undo_known.undo

    def work_on_undo(self, deadline: float) -> bool:
        """Work out what Undo offers at the position now (`offer_steps`), a step at a time until `deadline`
        (`time.thread_time`; one step at least); True once done. Work begun for another position is dropped."""
        position = (self.match, len(self.match.actions), self.viewer_seat())
        work = self.undo_work
        if work is None or work[0][0] is not self.match or work[0][1:] != position[1:]:
            # a refusal may still stand, an allowed offer go on from its line
            self.undo_work = work = (position, offer_steps(self.match, position[2], self.match.seed, self.undo_known))
        steps = work[1]
        while True:
            try:
                next(steps)
            except StopIteration as done:
                self.undo_known, self.undo_work = done.value, None
                return True
            if time.thread_time() >= deadline:
                return False

    def has_undo(self) -> bool:
        """Whether the table has an Undo button now (not for a game looked at, bots only, a bot's seat, or hot-seat
        with undo turned off)."""
        session = self.session
        if session.read_only or self.viewer_seat() not in session.humans:
            return False
        # between hot-seat players nothing of one player's moves is offered
        return not session.hotseat or (self.app.settings.hotseat_undo and self.holder() == session.viewer)

    def undo_due(self) -> bool:
        """Whether what Undo offers is still to be worked out for the position now (after the viewer's own move, a
        replay and sampled deals: up to 5 ms)."""
        known = self.undo_known
        return (
            known is None
            or known.at != len(self.match.actions)
            or known.seat != self.viewer_seat()
            or known.match is not self.match
        )

    def viewer_seat(self) -> int:
        """The seat the table is turned to."""
        return self.session.viewer

    def add_undo_button(self, model: TableModel) -> None:
        """The Undo button: what it would take back, or greyed with why it cannot."""
        offer = self.undo_offer()
        if offer is None:
            return
        if offer.allowed:
            tip = tr("Take back: {move}", move=offer.what)
        else:
            tip = tr("Can't undo: {reason}", reason=offer.reason)
        model.buttons.append(ButtonItem(UNDO_UI, "menu", tr("Undo"), greyed=not offer.allowed))
        model.gestures.append(Gesture("button", UNDO_UI, tip, ui=UNDO_UI, hotkey="ctrl+z", cycled=False))

    def window_key(self, event: Key) -> bool:
        """Z alone works as Ctrl+Z does while the table has an Undo button."""
        if event.name == "z" and not event.ctrl and self.board.model.gestures_from(UNDO_UI):
            self.press_undo()
            return True
        return super().window_key(event)

    def on_gesture(self, gesture: Gesture) -> None:
        """Undo, a final choice asked first, or what the table does with any other gesture."""
        if gesture.ui == UNDO_UI:
            self.press_undo()
        elif gesture.action is not None and self.asks_first(gesture.action) and self.session.viewer_may_act():
            action = gesture.action
            detail = tr("This can't be taken back.")
            yes = partial(self.apply, action, shown_later=self.fits_later)  # as any gesture's move (`on_gesture`)
            ask = ConfirmScene(self.app, gesture.label, detail, tr("Do it"), yes, tr("Not now"))
            self.app.scenes.push(ask)
        else:
            super().on_gesture(gesture)

    def asks_first(self, action: Action) -> bool:
        """True for a final, costly choice that undo could not take back (the seat's turn ends with it)."""
        final = FINAL_CHOICES.get(self.match.game)
        if final is None or not final(action):
            return False
        rules = self.match.rules
        after = rules.clone(self.match.state)
        rules.apply(after, dict(action))
        return action["seat"] not in rules.to_act(after)

    def press_undo(self) -> None:
        """Take back the viewer's latest decision (in hot-seat once the others agree), or say why not."""
        offer = self.undo_offer()
        if offer is None:
            return
        if not offer.allowed:
            self.board.say(tr("Can't undo: {reason}", reason=offer.reason))
            self.dirty = True
            return
        others = [self.match.seats[seat].name for seat in self.session.humans if seat != self.viewer_seat()]
        if not (self.session.hotseat and others):
            self.take_back(offer)
            return
        name = self.match.seats[self.viewer_seat()].name
        self.app.scenes.push(agree_scene(self.app, name, others, offer.public, lambda: self.take_back(offer)))

    def take_back(self, offer: Undo) -> None:
        """Rebuild the match at the decision from its action log (the bots' replies after it go too), keep the
        viewer at the table, and autosave the shorter line."""
        self.worker.cancel()  # a bot's decision in progress was for a position that is no more
        self.pause_left = 0.0
        self.banner.close()
        self.presenter.reset()
        self.presenter.forget_shown()
        self.board.cancel()
        viewer = self.viewer_seat()
        self.match = undone(self.match, offer)
        self.session = TableSession(self.match, self.presenter)  # as `session.at(k)`, the count of undos kept
        self.session.give_table(viewer)
        self.undo_known = None
        self.autosave()
        self.board.say(tr("Taken back: {move}", move=offer.what))
        self.dirty = True


class AgreeScene(ConfirmScene):
    """The other hot-seat players' answer to an undo: a full window (nothing of the asking player's table shows)."""

    transparent = False

    def draw(self, surface: pygame.Surface) -> None:
        """The question over a plain felt."""
        surface.fill((16, 28, 22))  # as a hand-off screen (a fill also tells the text recorder the table is gone)
        super().draw(surface)


def agree_scene(app: Host, name: str, others: list[str], move: str, on_yes: Callable[[], None]) -> AgreeScene:
    """The question to the other hot-seat players: may `name` take back `move` (as everyone read it)?"""
    return AgreeScene(
        app,
        tr("Let a move be taken back?"),
        tr("{others}: {name} asks to take back: {move}", others=", ".join(others), name=name, move=move),
        tr("Agree"),
        on_yes,
        tr("Refuse"),
    )
