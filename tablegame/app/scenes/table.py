"""The table scene: one match, its presenter and board, bots in a worker, hand-offs, autosave."""

from __future__ import annotations

import random
import time
from functools import partial
from typing import Any

import pygame

from tablegame.app.banner import MomentBanner
from tablegame.app.botworker import BotSpec, BotWorker
from tablegame.app.games import make_presenter
from tablegame.app.scene import Host, Scene
from tablegame.app.scenes.dialogs import HandoffScene, ScoreScene
from tablegame.app.scenes.game_picture import match_picture
from tablegame.app.scenes.opening import play_again
from tablegame.app.scenes.rules_screen import RulesScene
from tablegame.app.scenes.save_dialog import SaveDialog
from tablegame.app.status_fit import StatusFit
from tablegame.app.table_setup import load_table_layout
from tablegame.bots.base import make_bot
from tablegame.core.bots import Bot
from tablegame.core.history import Entry, History
from tablegame.core.history_writer import HistoryWriter
from tablegame.core.limits import LONGEST_GAME_ACTIONS
from tablegame.core.match import Match
from tablegame.core.rules import Action, IllegalAction, View
from tablegame.core.rules_text import games_with_rules
from tablegame.core.words import shown_name
from tablegame.i18n import N_, ntr, tr
from tablegame.storage.kept import MATCH_ID_FIELD, match_id_of
from tablegame.storage.saves import KeptGameLost
from tablegame.table import whatis
from tablegame.table.board import Board
from tablegame.table.events import InputEvent, Key, PointerDown
from tablegame.table.layout import Layout
from tablegame.table.model import ButtonItem, Gesture, TableModel
from tablegame.table.render import CardArt

# A long game's history fills in behind the open table: this much of each frame, and the panel redrawn this often.
FILL_SECONDS = 0.006
FILL_SHOWN_SECONDS = 0.25

# What a presenter that cannot draw an onlooker's view raises when asked to.
READ_ONLY_STATUS = N_("A finished game, every card face up: look back over it (nothing can be played).")
# A game that reaches LONGEST_GAME_ACTIONS (bots that never end it) stops there, as `tablegame sim` stops it: its
# file stays loadable, well under the size a save may have.
LONGEST_STATUS = N_(
    "This game has reached {limit:,} moves, the longest game the program keeps: it stops here, "
    "with no winner. It stays saved."
)
# A game in progress looked at: why nothing can be played on it here.
OPEN_ELSEWHERE_STATUS = N_("This game is open in another window: you can look, nothing can be played here.")
TAKEN_OVER_STATUS = N_("This game was taken over by another window: you can look, nothing can be played here.")
DELETED_STATUS = N_("This game was deleted in another window: you can look, nothing is saved here.")
OWNER_CHECK_SECONDS = 1.0  # how often a table asks whether another window took its game over


class TableScene(Scene):
    """Plays one match: humans act through the board, bots through a worker thread."""

    def __init__(self, app: Host, match: Match, layout: Layout | None = None, read_only: bool = False) -> None:
        super().__init__(app)
        self.match = match
        self.read_only = read_only  # a finished game looked back at (every card face up), or one open elsewhere
        self.look_only_status = OPEN_ELSEWHERE_STATUS  # why a game in progress cannot be played here
        self.owner_check_left = OWNER_CHECK_SECONDS
        self.layout = layout or load_table_layout(match)
        # a seat kept as 'You' or 'Bot 1' (the example games, a game begun in another language) reads in the
        # language now, as its history says; typed names as they are
        names = [shown_name(name) for name in match.names()]
        self.presenter = make_presenter(match.game, match.rules, names, match.options)
        self.presenter.check_layout(self.layout)  # the presenter may place pieces by it (Niagara's named river points)
        # A second presenter only measures what each reader's history touched (motions may keep state).
        self.marker = make_presenter(match.game, match.rules, names, match.options)
        self.art = CardArt(app.fonts, self.presenter.faces())
        self.board = Board(self.layout, app.fonts, self.art, len(match.seats), names, self.on_gesture, self.on_explain)
        self.board.describe_cb = self.what_is
        self.shown_view: View = {}  # the view the table now shows ("What is this?" explains from it alone)
        self.status_fit = StatusFit(self.board, app.fonts, lambda: self.app.size)  # which texts fit the status line
        self.humans = [i for i, seat in enumerate(match.seats) if not seat.is_bot]
        # Each bot, and what the worker's process (when it uses one) needs to build the same bot there.
        self.bot_specs: dict[int, BotSpec] = (
            {
                i: BotSpec(match.game, seat.level or "random", i, random.Random(match.seed * 31 + i).getrandbits(32))
                for i, seat in enumerate(match.seats)
                if seat.is_bot
            }
            if not read_only
            else {}
        )
        self.bots: dict[int, Bot] = {
            i: make_bot(match.rules, spec.level, i, spec.seed) for i, spec in self.bot_specs.items()
        }
        self.worker = BotWorker(app.bot_threads)
        # Each reader's own history (hot-seat players read different ones; None: an onlooker's, drawn between
        # hot-seat players) and the items the actions since its own last one touched.
        self.histories: dict[int | None, History] = {}
        self.writers: dict[int | None, HistoryWriter] = {}  # of the histories still filling in (long games)
        self.fill_shown = 0.0  # seconds since the panel last showed how far the histories have filled
        self.last_acted: dict[int, int | None] = {}  # each seat's latest action (None: none yet), found on first use
        self.marks: dict[int, set[str]] = {}
        self.viewer = self._first_viewer()
        self.hotseat = len(self.humans) > 1 and match.rules.hidden_information and not read_only
        self.cleared = not self.hotseat  # has the viewer been handed the table (hot-seat)?
        self.pause_left = 0.0
        self.banner = MomentBanner()  # a big moment the table pauses on
        self.scores_shown = self.presenter.round_key(match.view(0))
        self.scores_checked: tuple[int, int] | None = None  # the position (actions, viewer) of `scores_view`
        self.scores_view: View = {}
        self._views_at = -1  # the number of actions the kept views (`view_now`) are of
        self._views: dict[int | None, View] = {}
        self.over_shown = match.is_over()
        # The table as each reader saw the round end (the final move, nothing of the next deal), shown until
        # the score screen closes; None when no round has just ended.
        self.round_end: dict[int | None, View] | None = None
        self.private_note: tuple[int, str] | None = None  # (seat, words) said to a seat as it took the table
        self.autosave_failed = False
        self.autosaving = False  # has this table autosaved yet? (failures are told from its first action on)
        self.stop_told = False  # has the table said that the game stopped at LONGEST_GAME_ACTIONS?
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
        self.app.store.flush()  # the menu lists, and may continue, this very game
        ident = self.match.extra.get(MATCH_ID_FIELD)
        if isinstance(ident, str):
            self.app.store.release(ident)

    def stop_bots(self) -> None:
        """Forget a bot decision in progress and stop the bots' worker process (the table closes, the app quits)."""
        self.worker.close()

    def resize(self, size: tuple[int, int]) -> None:
        """Keep the layout in fractions of the new window."""
        self.board.resize(size)

    # --- the model ---------------------------------------------------------------------------------
    def holder(self) -> int | None:
        """The seat whose own view the table may draw now; None between hot-seat players (public facts only).

        In hot-seat a player holds the table from taking it at the hand-off screen until its last action
        (or, after it, while it is still shown what that action let it see); after that nothing of its
        view is drawn, not even while its last move is animated or bots play before the next hand-off.
        """
        if not self.humans:  # bots only: nobody at the window plays, the table is an onlooker's
            return None
        if self.read_only and not self.match.is_over():  # open elsewhere: one human's own view, else an onlooker's
            return self.viewer if len(self.humans) == 1 else None
        if not self.hotseat or self.match.is_over():
            return self.viewer
        if self.cleared and (self.viewer in self.match.to_act() or self.presenter.showing()):
            return self.viewer
        return None

    def pacing(self) -> bool:
        """True while the last action is being shown (its animation, the pause after a bot's move, a big moment's
        banner)."""
        return self.board.animating or self.pause_left > 0 or self.banner.showing

    def viewer_may_act(self) -> bool:
        """True if the viewing seat is a human to act and has been handed the table."""
        return self.cleared and self.viewer in self.humans and self.viewer in self.match.to_act() and not self.stopped()

    def stopped(self) -> bool:
        """True once the game has reached the longest game the program plays and keeps (nobody acts any more)."""
        return not self.read_only and len(self.match.actions) >= LONGEST_GAME_ACTIONS and not self.match.is_over()

    def rebuild(self) -> None:
        """Ask the presenter for the table as the viewer may see it now, with its history, marks and buttons."""
        if self.private_note is not None and self.holder() != self.private_note[0]:
            self.board.unsay(self.private_note[1])  # the note was for one player, who no longer holds the table
            self.private_note = None
        model = self._table_model(self.holder())
        reader = self.holder() if self.humans else None  # bots only: the history is told as to an onlooker
        if self.banner.showing and self.banner.reader != reader:
            self.banner.close()  # it was written for the reader who held the table
        history = self.history_of(reader)
        model.history, model.history_reader = history.entries, reader
        writer = self.writers.get(reader)
        model.history_progress = (writer.written, writer.total) if writer is not None else None
        model.fresh_from = None if self.read_only else self.fresh_from(reader)  # nothing is new in a finished game
        model.changed = set(self.marks_of(reader)) if reader is not None and not self.read_only else set()
        if self.read_only:
            model.status = tr(READ_ONLY_STATUS) if self.match.is_over() else tr(self.look_only_status)
        elif self.pacing() and self.match.actions:
            model.status = self.told_now(self.latest_texts(history))
            for zone in self.layout.zones.values():  # the next decision's prompt waits for the animation
                if zone.kind == "prompt":
                    model.texts.pop(zone.id, None)
        elif self.stopped():
            model.status = tr(LONGEST_STATUS, limit=LONGEST_GAME_ACTIONS)
        elif self.worker.busy:
            model.status = tr("{status}  (thinking…)", status=model.status)
        if self.presenter.showing() and self.next_human_differs():
            model.status = tr(
                "{name}: remember what you saw, then click to hide it", name=self.match.seats[self.viewer].name
            )
        if self.read_only:
            over = self.match.is_over()
            if over and self.presenter.score_sheet(self.match.view(self.score_reader()), True) is not None:
                model.buttons.append(ButtonItem("app:scores", "menu", tr("Scores")))
                model.gestures.append(
                    Gesture(
                        "button",
                        "app:scores",
                        tr("Show the final scores"),
                        ui="app:scores",
                        hotkey="ctrl+r",
                        cycled=False,
                    )
                )
        else:
            self.own_buttons(model)
        if self.match.game in games_with_rules() and self.rules_button():
            model.buttons.append(ButtonItem("app:rules", "menu", tr("Rules")))
            model.gestures.append(
                Gesture("button", "app:rules", tr("The rules of this game (F1)"), ui="app:rules", cycled=False)
            )
        model.buttons.insert(0, ButtonItem(whatis.BUTTON_UI, "menu", "?"))
        model.gestures.append(
            Gesture("button", whatis.BUTTON_UI, tr(whatis.BUTTON_TIP), ui=whatis.BUTTON_UI, hotkey="?", cycled=False)
        )
        model.buttons.append(ButtonItem("app:menu", "menu", self.menu_label()))
        # the window's own buttons are never reached by Tab (Tab+Enter in a bot's turn must not leave the game)
        model.gestures.append(
            Gesture("button", "app:menu", self.menu_tip(), ui="app:menu", hotkey="ctrl+m", cycled=False)
        )
        self.board.set_model(model, self.viewer)
        self.dirty = False

    def own_buttons(self, model: TableModel) -> None:
        """The buttons of a game being played, before Rules and Menu: Save."""
        model.buttons.append(ButtonItem("app:save", "menu", tr("Save")))
        model.gestures.append(
            Gesture(
                "button", "app:save", tr("Save this game under a name"), ui="app:save", hotkey="ctrl+s", cycled=False
            )
        )

    def rules_button(self) -> bool:
        """Whether the button row has a Rules button (F1 opens the rules on any table)."""
        return True

    def offered(self, legal: list[Action]) -> list[Action]:
        """The legal actions the table offers the viewer (all of them; a guided game accepts fewer)."""
        return legal

    def menu_label(self) -> str:
        """The words on the button back to the main menu."""
        return tr("Menu")

    def menu_tip(self) -> str:
        """What the Menu button says it does: true to whether the game is being saved."""
        if self.read_only:
            return tr("Back to the main menu")
        if self.autosave_failed:
            return tr("Back to the main menu (the last moves could not be saved)")
        return tr("Back to the main menu (the game is autosaved)")

    def _table_model(self, reader: int | None) -> TableModel:
        """The presenter's table for a reader: face up when read-only, the round's end, or the live position."""
        if self.read_only and self.match.is_over():
            self.shown_view = self.match.rules.open_view(self.match.state, reader)
            return self.presenter.build(self.shown_view, [])
        if self.read_only:
            self.shown_view = self.view_now(reader)
            return self.presenter.build(self.shown_view, [])
        view = (self.round_end or {}).get(reader)
        if view is None:
            view = self.view_now(reader)
        self.shown_view = view
        may_act = self.viewer_may_act() and not self.pacing() and self.round_end is None
        legal = self.offered(self.match.legal_actions(self.viewer)) if may_act and reader == self.viewer else []
        return self.presenter.build(view, legal)  # every presenter draws an onlooker's view too (conformance suite)

    def view_now(self, reader: int | None) -> View:
        """A reader's view of the position now, made once per position: a move's views of the position after it
        are the next move's views before it, and the two rebuilds and the score check of a move share them (the
        table only reads views)."""
        index = len(self.match.actions)
        if self._views_at != index:
            self._views_at, self._views = index, {}
        if reader not in self._views:
            self._views[reader] = self.match.view(reader)
        return self._views[reader]

    def history_of(self, seat: int | None) -> History:
        """The history as `seat` reads it (None: an onlooker; written from its views; made on first use): of a long
        game its newest part at once, the whole once `fill_histories` has written the rest."""
        if seat not in self.histories:
            writer = HistoryWriter(self.match, seat)
            self.histories[seat] = writer.history
            if not writer.complete:
                self.writers[seat] = writer
        return self.histories[seat]

    def fill_histories(self, dt: float) -> None:
        """Write some of the histories still filling in (the shown one first), then make the panel's rows of a
        long one, within `FILL_SECONDS` of the frame; the panel shows the progress a few times a second."""
        self.fill_shown += dt
        if self.writers and self.fill_shown >= FILL_SHOWN_SECONDS:
            self.fill_shown = 0.0
            self.dirty = True
        deadline = time.perf_counter() + FILL_SECONDS
        shown = self.holder() if self.humans else None
        for reader in sorted(self.writers, key=lambda seat: seat != shown):
            if self.writers[reader].run(deadline):
                del self.writers[reader]
                self.dirty = True  # the whole history replaces the newest part
            if time.perf_counter() > deadline:
                return
        if self.board.panel.work(deadline):
            self.dirty = True

    def last_action_of(self, seat: int) -> int | None:
        """The index of `seat`'s latest action, None before its first (its history's latest own entry)."""
        if seat not in self.last_acted:
            actions = self.match.actions
            self.last_acted[seat] = next(
                (i for i in range(len(actions) - 1, -1, -1) if actions[i]["seat"] == seat), None
            )
        return self.last_acted[seat]

    def latest_texts(self, history: History) -> list[str]:
        """The entries of the latest action in a history: its own and its events (read from the end)."""
        latest = len(self.match.actions) - 1
        texts: list[str] = []
        for entry in reversed(history.entries):
            if entry.action != latest:
                break
            texts.insert(0, entry.text)
        return texts

    def told_now(self, texts: list[str]) -> str:
        """The status while an action is shown: its entries, as many as fit; the rest are in the history."""
        for shown in range(len(texts), 0, -1):
            rest = len(texts) - shown
            text = " · ".join(texts[:shown])
            if rest:
                text = ntr(
                    "{entries} · and {count} more in What happened",
                    "{entries} · and {count} more in What happened",
                    rest,
                    entries=text,
                )
            if self.status_fit.fits(text):
                return text
        return texts[0] if texts else ""

    def fresh_from(self, seat: int | None) -> int | None:
        """The index of the first entry of `seat`'s history after its own last action (None: none, or never acted)."""
        if seat is None:
            return None
        entries = self.history_of(seat).entries
        last = self.last_action_of(seat)
        if last is None:
            return None
        first = len(entries)
        while first > 0 and entries[first - 1].action > last:
            first -= 1
        return first if first < len(entries) else None

    def marks_of(self, seat: int) -> set[str]:
        """The items the actions since `seat`'s own last action touched, from its views (made on first use)."""
        if seat not in self.marks:
            marks: set[str] = set()
            last = self.last_action_of(seat)
            if last is not None and last + 1 < len(self.match.actions):
                replayed = self.match.rebuilt(last + 1)
                for action in self.match.actions[last + 1 :]:
                    before = replayed.view(seat)
                    replayed.apply(action)
                    marks |= self.touched(action, before, replayed.view(seat))
            self.marks[seat] = marks
        return self.marks[seat]

    def touched(self, action: Action, before: View, after: View) -> set[str]:
        """The items an action moved something from or to, as a reader sees it."""
        return {key for motion in self.marker.motions(action, before, after) for key in (motion.source, motion.target)}

    def next_human_differs(self) -> bool:
        """True if the seat to act is another human (a hand-off is coming)."""
        to_act = self.match.to_act()
        return bool(to_act) and to_act[0] in self.humans and to_act[0] != self.viewer and len(self.humans) > 1

    # --- input -------------------------------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        """Hide what was shown for a moment on the viewer's next input, then let the board act."""
        if self.banner.showing and isinstance(event, PointerDown | Key):
            self.banner.close()  # the click or key that closes a big moment's banner does nothing else
            self.dirty = True
            return
        if isinstance(event, Key) and event.ctrl:  # the window's own buttons' keys (Ctrl+S, Ctrl+M), even mid-move
            own = [
                g
                for g in self.board.model.gestures
                if g.ui and g.ui.startswith("app:") and g.hotkey == f"ctrl+{event.name}"
            ]
            if own:
                self.on_gesture(own[0])
                return
        if isinstance(event, Key) and event.name == "f1" and self.match.game in games_with_rules():
            self.open_rules()
            return
        if isinstance(event, Key) and event.name == "m" and not event.ctrl:
            self.app.sounds.toggle()
            self.board.say(tr("Sound on (M turns it off)") if self.app.sounds.on else tr("Sound off (M turns it on)"))
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
        elif gesture.ui == whatis.BUTTON_UI:
            self.board.toggle_whatis()
        elif gesture.ui == "app:menu":
            self.app.open_menu()
        elif gesture.ui == "app:rules":
            self.open_rules()
        elif gesture.ui == "app:scores":
            sheet = self.presenter.score_sheet(self.match.view(self.score_reader()), True)
            if sheet is not None:
                self.app.scenes.push(
                    ScoreScene(
                        self.app,
                        sheet,
                        self.art,
                        final=True,
                        looking_back=True,
                        you=self.score_reader(),
                        picture=match_picture(self.match),
                    )
                )
        elif gesture.ui is not None:
            self.presenter.ui(gesture.ui)
            self.dirty = True
        elif gesture.action is not None and self.viewer_may_act():
            self.apply(gesture.action)

    def what_is(self, key: str) -> list[str]:
        """ "What is this?" for an item key or "seat:N": the game's words, from the view the table shows only."""
        if key.startswith("seat:"):
            return self.presenter.what_is_seat(int(key.split(":")[1]), self.shown_view)
        item = self.board.model.item(key)
        return self.presenter.what_is(item, self.shown_view) if item is not None else []

    def on_explain(self, kind: str, source: str, target: str | None) -> str:
        """Why a click or a drop did nothing (the rules' explain_illegal where an action fits)."""
        if self.read_only:
            return (
                tr("This game is over: nothing can be played.") if self.match.is_over() else tr(self.look_only_status)
            )
        if not self.cleared:
            return tr("Click to take the table.")
        if self.holder() is None:  # between hot-seat players: no reason may speak from one player's view
            return tr("The table is between players: the next one gets it on the hand-off screen.")
        view = self.match.view(self.viewer)
        rules, state = self.match.rules, self.match.state
        return self.presenter.explain(kind, source, target, view, lambda a: rules.explain_illegal(state, a))

    def open_rules(self) -> None:
        """The game's rules over the table; the table waits, bots too, until they close."""
        self.app.scenes.push(RulesScene(self.app, self.match.game))

    def open_save(self) -> None:
        """The save dialog over the table."""
        self.app.scenes.push(SaveDialog(self.app, self.match))

    # --- playing -----------------------------------------------------------------------------------
    def apply(self, action: dict[str, Any], by_bot: bool = False) -> None:
        """Apply an action, add it to every reader's history, autosave, and animate it as the table shows it."""
        readers = {*self.histories, self.viewer, None, *self.marks}
        before = {reader: self.view_now(reader) for reader in readers}
        round_before = self.presenter.round_key(before[self.viewer])
        before_rects = dict(self.board.rects)
        dropped = self.board.take_last_drop()
        try:
            self.match.apply(action)
        except IllegalAction as exc:  # cannot happen for actions taken from legal_actions; say so if it does
            self.board.say(tr("Not allowed: {reason}", reason=exc))
            return
        self.autosave()
        after = {reader: self.view_now(reader) for reader in readers}
        index = len(self.match.actions) - 1
        done = self.match.actions[index]
        self.last_acted[done["seat"]] = index
        for reader, history in self.histories.items():
            history.add(index, done, before[reader], after[reader])
        for seat, marks in self.marks.items():
            if done["seat"] == seat:
                marks.clear()
            elif self.last_action_of(seat) is not None:  # no marks before a seat's first turn
                marks |= self.touched(done, before[seat], after[seat])
        if self.presenter.round_key(after[self.viewer]) != round_before:
            self.round_end = {}
            for reader in readers:
                end = self.presenter.round_end_view(before[reader], after[reader])
                if end is not None:
                    self.round_end[reader] = end
        self.presenter.learned(action, before[self.viewer], after[self.viewer], self.viewer)
        self.presenter.reset()
        self.board.hide_hint()
        if by_bot:
            self.pause_left = self.app.settings.pause
        self.rebuild()
        shown = self.holder()  # the animation is drawn from the views the table now shows
        travel = self.app.settings.travel if by_bot else min(self.app.settings.travel, 0.2)
        shown_after = (self.round_end or {}).get(shown, after[shown])
        moving = self.presenter.motions(action, before[shown], shown_after)
        for motion in moving:
            start = before_rects.get(motion.source)
            if dropped is not None and dropped[0] == motion.source:
                start = dropped[1]
            if start is not None:
                self.board.fly_motion(motion, start, travel)
        self.app.sounds.play(self.presenter.sounds(action, before[shown], after[shown], moving))
        reader = shown if self.humans else None  # the banner is told as the history is
        moment = self.match.rules.moment_for(done, self.history_of(reader).names, reader, before[reader], after[reader])
        if moment is not None:
            marks = self.presenter.moment_marks(
                done, before[shown], shown_after, self.touched(done, before[shown], shown_after)
            )
            self.banner.show(moment, marks, reader, self.app.settings.speed, bool(self.humans))
        self.dirty = True

    def autosave(self) -> None:
        """Save after every action, the writing left to the store's thread (the frame never waits for the disk)."""
        self.app.store.autosave_later(self.match)
        self.autosaving = True
        self.note_autosave()

    def note_autosave(self) -> None:
        """Say once on the table that autosaves fail (again once after one has worked); never fatal.

        A game another window took over or deleted is not a failure: the table turns to looking only.
        """
        failure = self.app.store.autosave_failure(self.match) if self.autosaving else None
        if isinstance(failure, KeptGameLost):
            if not self.read_only:
                self.lose(TAKEN_OVER_STATUS if failure.taken else DELETED_STATUS)
            return
        if failure is not None and not self.autosave_failed:
            reason = getattr(failure, "strerror", None) or failure
            self.board.say(tr("Autosave failed, this game is not being saved: {reason}", reason=reason))
        if self.autosave_failed != (failure is not None):
            self.dirty = True  # the Menu button's tip tells whether the game is saved
        self.autosave_failed = failure is not None

    def check_kept(self, dt: float) -> None:
        """A line another window's changes set apart goes on under its new id (said on the table); about once a
        second, whether another window took the game over (then this one looks only, and says why)."""
        if self.read_only:
            return
        store = self.app.store
        moved = store.moved_to(self.match)
        if moved is not None:
            self.match.extra[MATCH_ID_FIELD] = moved
            self.board.say(tr("Another window changed this game; your moves are kept as a separate game."))
        self.owner_check_left -= dt
        if self.owner_check_left <= 0:
            self.owner_check_left = OWNER_CHECK_SECONDS
            if not store.owns(match_id_of(self.match)):
                self.lose(TAKEN_OVER_STATUS)

    def lose(self, status: str) -> None:
        """The game is another window's now (or gone): nothing more is played or saved here; the table says why."""
        self.read_only = True
        self.look_only_status = status
        self.stop_bots()
        self.bots, self.bot_specs = {}, {}
        self.pause_left = 0.0
        self.banner.close()
        self.presenter.reset()
        self.app.store.release(match_id_of(self.match))
        self.board.say(tr(status))
        self.dirty = True

    def busy(self) -> bool:
        """Cards travelling, a bot thinking, a pause between bot moves or a banner's time running: the window draws
        every frame."""
        return self.board.animating or self.worker.busy or self.pause_left > 0 or self.banner.showing

    def update(self, dt: float) -> None:
        """Animations, then score screens, hand-offs and bot moves, in that order."""
        self.note_autosave()  # the write of the last move may have failed since the last frame
        self.check_kept(dt)
        was_animating = self.board.animating
        self.board.update(dt)
        if self.banner.update(dt):
            self.dirty = True  # the game goes on: the next prompt may show
        if was_animating and not self.board.animating:
            self.dirty = True
        if not self.board.animating:
            self.advance(dt)
        self.fill_histories(dt)
        if self.dirty:
            self.rebuild()

    def background(self, dt: float) -> None:
        """Under a dialog or a hand-off screen: the histories go on filling in."""
        self.fill_histories(dt)

    def advance(self, dt: float) -> None:
        """Move the game on when nothing is travelling: score screen, hand-off, or a bot's move."""
        if self.read_only or self.banner.showing:
            return
        if self.pause_left > 0:
            self.pause_left -= dt
            if self.pause_left <= 0:
                self.dirty = True  # the pause is over: the next prompt may show
            return
        if self.show_scores():
            return
        if self.stopped():
            if not self.stop_told:
                self.stop_told = True
                self.board.say(tr(LONGEST_STATUS, limit=LONGEST_GAME_ACTIONS))
                self.dirty = True
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
        position = (len(self.match.actions), self.viewer)  # asked every idle frame: the view only when it changed
        if position != self.scores_checked:
            self.scores_checked = position
            self.scores_view = self.view_now(self.score_reader())  # bots only: an onlooker's sheet
        view = self.scores_view
        key = self.presenter.round_key(view)
        over = self.match.is_over()
        if key == self.scores_shown and over == self.over_shown:
            return False
        self.scores_shown, self.over_shown = key, over
        if over:
            self.app.sounds.play(["win"])
        sheet = self.presenter.score_sheet(view, over)
        if sheet is None:
            self.close_round()
            return False
        self.presenter.forget_shown()
        self.app.scenes.push(
            ScoreScene(
                self.app,
                sheet,
                self.art,
                final=over,
                on_close=self.close_round,
                you=self.score_reader(),
                play_again=partial(play_again, self.app, self.match) if over else None,
                picture=match_picture(self.match) if over else None,
            )
        )
        return True

    def score_reader(self) -> int | None:
        """The seat a score sheet calls "you" (it is written from the viewer's view), None with bots only."""
        return self.viewer if self.humans else None

    def close_round(self) -> None:
        """The score screen closed: the table shows the position as it now is (the next round's deal)."""
        self.round_end = None
        self.dirty = True

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
        self.dirty = True
        self.app.scenes.push(HandoffScene(self.app, self, seat, self.handoff_news(seat), self.handoff_prompt(seat)))

    def handoff_news(self, seat: int) -> list[str]:
        """What happened since `seat`'s last action, as an onlooker reads it: the previous player still sits in
        front of the hand-off screen, so it may say nothing `seat` alone may know (a Library look, a card taken)."""
        return [entry.text for entry in self.news_of(None, seat)]

    def news_of(self, reader: int | None, seat: int) -> list[Entry]:
        """`reader`'s entries of the latest action another seat took since `seat`'s last one, with its events."""
        history = self.history_of(reader)
        last = self.last_action_of(seat)
        others = [e for e in history.entries if (last is None or e.action > last) and e.seat != seat]
        if not others:
            return []
        latest = others[-1].action
        return [e for e in others if e.action == latest]

    def private_news(self, seat: int) -> list[str]:
        """The events of that action only `seat` was told (a Catan Library look), said once it has the table: its
        history's entries beyond the onlooker's (the others tell the same facts, in its own words)."""
        public = self.news_of(None, seat)
        return [entry.text for entry in self.news_of(seat, seat)[len(public) :]]

    def handoff_prompt(self, seat: int) -> str:
        """What `seat` must do, as an onlooker's table says it (the table's status between players): its own status
        may name a card only it holds (CABO's drawn card, the card a Catan player took)."""
        self.presenter.reset()
        try:
            return self.presenter.build(self.view_now(None), []).status
        finally:
            self.presenter.reset()

    def take_table(self, seat: int) -> None:
        """The hand-off screen was clicked: `seat` now views the table."""
        self.viewer, self.cleared = seat, True
        self.presenter.reset()
        self.presenter.forget_shown()
        self.board.cancel()
        private = self.private_news(seat)
        if private:  # what the hand-off screen could not say, now that only `seat` sees the table
            self.private_note = (seat, " · ".join(private))
            self.board.say(self.private_note[1])
        self.dirty = True

    def bot_turn(self, seat: int) -> None:
        """Start the bot's decision in the worker, or apply it once it is ready."""
        ticket = len(self.match.actions)
        if not self.worker.busy:
            bot = self.bots[seat]
            self.worker.start(bot, self.match.view(seat), self.match.legal_actions(seat), ticket, self.bot_specs[seat])
            self.dirty = True
        action, done = self.worker.poll()
        if action is not None and done == ticket:
            self.apply(action, by_bot=True)
            if self.worker.problem:
                self.board.say(
                    tr(
                        "{name} failed ({problem}) and played its first legal action.",
                        name=self.match.seats[seat].name,
                        problem=self.worker.problem,
                    )
                )

    def draw(self, surface: pygame.Surface) -> None:
        """The board (while not handed over, the hand-off scene covers it) and a big moment's banner over it."""
        self.board.draw(surface)
        self.banner.draw(surface, self.app.fonts, self.board.rects)
