"""The table's own buttons beside the game's: What is this?, Save, Scores, Rules and Menu."""

from __future__ import annotations

from collections.abc import Callable

from tablegame.app.session import TableSession
from tablegame.core.rules_text import games_with_rules
from tablegame.i18n import tr
from tablegame.table import whatis
from tablegame.table.model import ButtonItem, Gesture, ScoreSheet, TableModel
from tablegame.table.presenter import Presenter


class TableButtons:
    """Adds the window's buttons to a table model (a part of TableScene; a guided table changes some)."""

    session: TableSession
    presenter: Presenter
    add_replay_button: Callable[[TableModel], None]
    add_undo_button: Callable[[TableModel], None]
    hint_button: Callable[[TableModel], None]
    note_hints: Callable[[ScoreSheet | None], ScoreSheet | None]

    def add_window_buttons(self, model: TableModel) -> None:
        """Scores (a finished game) or the game's own buttons, Rules, "?" first and Menu last; the window's own
        buttons are never reached by Tab (Tab+Enter in a bot's turn must not leave the game)."""
        session = self.session
        if not session.read_only:
            self.own_buttons(model)
        elif session.match.is_over() and self.final_sheet() is not None:
            add_button(model, "app:scores", tr("Scores"), tr("Show the final scores"), "ctrl+r")
        if session.match.game in games_with_rules() and self.rules_button():
            add_button(model, "app:rules", tr("Rules"), tr("The rules of this game (F1)"))
        model.buttons.insert(0, ButtonItem(whatis.BUTTON_UI, "menu", "?"))
        model.gestures.append(
            Gesture("button", whatis.BUTTON_UI, tr(whatis.BUTTON_TIP), ui=whatis.BUTTON_UI, hotkey="?", cycled=False)
        )
        add_button(model, "app:menu", self.menu_label(), self.menu_tip(), "ctrl+m")

    def final_sheet(self) -> ScoreSheet | None:
        """The final score sheet of a finished game looked back at (None: the game has none)."""
        return self.note_hints(self.presenter.score_sheet(self.session.match.view(self.session.score_reader()), True))

    def own_buttons(self, model: TableModel) -> None:
        """The buttons of a game being played, before Rules and Menu: Save, Replay, Undo and Hint."""
        add_button(model, "app:save", tr("Save"), tr("Save this game under a name"), "ctrl+s")
        self.add_replay_button(model)
        self.add_undo_button(model)
        self.hint_button(model)

    def rules_button(self) -> bool:
        """Whether the button row has a Rules button (F1 opens the rules on any table)."""
        return True

    def menu_label(self) -> str:
        """The words on the button back to the main menu."""
        return tr("Menu")

    def menu_tip(self) -> str:
        """What the Menu button says it does: true to whether the game is being saved."""
        if self.session.read_only:
            return tr("Back to the main menu")
        if self.session.autosave_failed:
            return tr("Back to the main menu (the last moves could not be saved)")
        return tr("Back to the main menu (the game is autosaved)")


def add_button(model: TableModel, ui: str, label: str, tip: str, hotkey: str | None = None) -> None:
    """A window button in the menu zone with its gesture (never cycled by Tab)."""
    model.buttons.append(ButtonItem(ui, "menu", label))
    model.gestures.append(Gesture("button", ui, tip, ui=ui, hotkey=hotkey, cycled=False))
