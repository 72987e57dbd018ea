"""Renaming a named save from the Load list: the save dialog's name field, Rename and Cancel."""

from __future__ import annotations

from collections.abc import Callable

from tablegame.app.scene import Host
from tablegame.app.scenes.save_dialog import SaveDialog
from tablegame.i18n import tr
from tablegame.storage.saves import SaveEntry, SaveError


class RenameDialog(SaveDialog):
    """Another name for a save: its name proposed (selected, so typing replaces it); a file of the new name is
    replaced only when confirmed. `on_done` runs once renamed (the list reads the disk again)."""

    def __init__(self, app: Host, entry: SaveEntry, on_done: Callable[[], None]) -> None:
        super().__init__(app, None, entry.name)
        self.entry = entry
        self.on_done = on_done

    def heading(self) -> str:
        """The dialog's title."""
        return tr("Rename this save")

    def confirm_label(self) -> str:
        """The label of the button that renames."""
        return tr("Rename")

    def write(self, name: str, replace: bool) -> None:
        """Rename the save's file; raises SaveExists, SaveError, OSError or ValueError."""
        self.app.store.rename(self.entry.path, name, replace=replace)

    def failure(self, exc: Exception) -> str:
        """Why the rename failed, for the player (a damaged file says what is wrong with it)."""
        if isinstance(exc, SaveError):
            return str(exc)
        return tr("Could not rename it: {reason}", reason=getattr(exc, "strerror", None) or exc)

    def done(self, name: str) -> None:
        """Renamed: the list reads the disk again."""
        self.on_done()
