"""The table's input: the window's keys and buttons, a half-step or an action, why a move did nothing."""

from __future__ import annotations

from collections.abc import Callable

from tablegame.app.banner import MomentBanner
from tablegame.app.scene import Host
from tablegame.app.scenes.dialogs import ScoreScene
from tablegame.app.scenes.game_picture import match_picture
from tablegame.app.scenes.rules_screen import RulesScene
from tablegame.app.scenes.save_dialog import SaveDialog
from tablegame.app.scenes.table_replay import REPLAY_UI, Replay
from tablegame.app.session import TableSession
from tablegame.core.rules import View
from tablegame.core.rules_text import games_with_rules
from tablegame.i18n import tr
from tablegame.table import whatis
from tablegame.table.board import Board
from tablegame.table.events import InputEvent, Key, PointerDown
from tablegame.table.model import Gesture, ScoreSheet
from tablegame.table.presenter import Presenter
from tablegame.table.render import CardArt


class TableInput:
    """Turns the viewer's input into the window's own steps, the presenter's half-steps and actions (a part of
    TableScene)."""

    app: Host
    session: TableSession
    board: Board
    presenter: Presenter
    art: CardArt
    banner: MomentBanner
    dirty: bool
    look_only_status: str
    shown_view: View
    apply: Callable[..., None]
    fits_later: bool  # a move's table is built in the frame after its rules step (`TableScene.apply`)
    replay: Replay | None
    replay_input: Callable[[InputEvent], None]
    toggle_replay: Callable[[], None]
    final_sheet: Callable[[], ScoreSheet | None]

    def handle(self, event: InputEvent) -> None:
        """Hide what was shown for a moment on the viewer's next input, then let the board act."""
        if self.replay is not None:
            self.replay_input(event)
            return
        if self.banner.showing and isinstance(event, PointerDown | Key):
            self.banner.close()  # the click or key that closes a big moment's banner does nothing else
            self.dirty = True
            return
        if isinstance(event, Key) and self.window_key(event):
            return
        if isinstance(event, PointerDown | Key) and self.presenter.showing():
            self.presenter.forget_shown()
            self.dirty = True
            if self.session.next_human_differs():
                return  # this click only hides the cards; the hand-off screen comes next
        used = self.board.handle(event)
        if isinstance(event, Key) and event.name == "escape" and not used:
            self.presenter.ui("cancel")
            self.dirty = True
        if isinstance(event, PointerDown | Key):
            self.dirty = True

    def window_key(self, event: Key) -> bool:
        """The window's own keys (its buttons' Ctrl keys, even mid-move; F1 the rules; M the sound): True if used."""
        if event.ctrl:
            own = [
                g
                for g in self.board.model.gestures
                if g.ui and g.ui.startswith("app:") and g.hotkey == f"ctrl+{event.name}"
            ]
            if own:
                self.on_gesture(own[0])
                return True
        if event.name == "f1" and self.session.match.game in games_with_rules():
            self.open_rules()
            return True
        if event.name == "m" and not event.ctrl:
            self.app.sounds.toggle()
            self.board.say(tr("Sound on (M turns it off)") if self.app.sounds.on else tr("Sound off (M turns it on)"))
            return True
        return False

    def on_gesture(self, gesture: Gesture) -> None:
        """A gesture the board matched: an app button, a half-step for the presenter, or an action."""
        if gesture.ui == "app:save":
            self.app.scenes.push(SaveDialog(self.app, self.session.match))
        elif gesture.ui == whatis.BUTTON_UI:
            self.board.toggle_whatis()
        elif gesture.ui == "app:menu":
            self.app.open_menu()
        elif gesture.ui == REPLAY_UI:
            self.toggle_replay()
        elif gesture.ui == "app:rules":
            self.open_rules()
        elif gesture.ui == "app:scores":
            sheet = self.final_sheet()
            if sheet is not None:
                you = self.session.score_reader()
                picture = match_picture(self.session.match)
                self.app.scenes.push(
                    ScoreScene(self.app, sheet, self.art, final=True, looking_back=True, you=you, picture=picture)
                )
        elif gesture.ui is not None:
            self.presenter.ui(gesture.ui)
            self.dirty = True
        elif gesture.action is not None and self.session.viewer_may_act():
            # stepped in this frame, its table built in the next (`TableScene.apply`), as a bot's move
            self.apply(gesture.action, shown_later=self.fits_later)

    def open_rules(self) -> None:
        """The game's rules over the table; the table waits, bots too, until they close."""
        self.app.scenes.push(RulesScene(self.app, self.session.match.game))

    def what_is(self, key: str) -> list[str]:
        """ "What is this?" for an item key or "seat:N": the game's words, from the view the table shows only."""
        if key.startswith("seat:"):
            return self.presenter.what_is_seat(int(key.split(":")[1]), self.shown_view)
        item = self.board.model.item(key)
        return self.presenter.what_is(item, self.shown_view) if item is not None else []

    def on_explain(self, kind: str, source: str, target: str | None) -> str:
        """Why a click or a drop did nothing (the rules' reason where an action fits)."""
        session = self.session
        if session.read_only:
            over = session.match.is_over()
            return tr("This game is over: nothing can be played.") if over else tr(self.look_only_status)
        if not session.cleared:
            return tr("Click to take the table.")
        if session.holder(self.presenter.showing()) is None:  # between hot-seat players: no one player's view
            return tr("The table is between players: the next one gets it on the hand-off screen.")
        view = session.match.view(session.viewer)
        rules, state = session.match.rules, session.match.state
        return self.presenter.explain(kind, source, target, view, lambda a: rules.reason_refused(state, a))
