"""Renaming a named save from the Load list: the save dialog's name field, Rename and Cancel."""

from __future__ import annotations

from collections.abc import Callable

from tablegame.app.scene import Host
from tablegame.app.scenes.save_dialog import SaveDialog
from tablegame.i18n import tr
from tablegame.storage.saves import SaveEntry, SaveError, SaveExists


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

    def save(self) -> None:
        """Rename the file and go back to the list; a save of that name is replaced only when confirmed."""
        name = self.field.text.strip()
        store = self.app.store
        problem = store.name_problem(name)
        if problem is not None:
            self.problem = problem
            return
        try:
            store.rename(self.entry.path, name, replace=self.replacing == name)
        except SaveExists:
            self.replacing = name
            self.problem = tr("A save called “{name}” is there already. Replace it, or change the name.",
                              name=store.shown_name(name))
            return
        except SaveError as exc:
            self.problem = str(exc)
            return
        except (OSError, ValueError) as exc:
            self.problem = tr("Could not rename it: {reason}", reason=getattr(exc, "strerror", None) or exc)
            return
        self.app.scenes.pop()
        self.on_done()
