"""The Load list: the player's named saves (to load, rename or delete), then the example games shipped with the
program."""

from __future__ import annotations

from functools import partial

from tablegame.app.scenes.button_scene import ListScene, Row, RowAction
from tablegame.app.scenes.confirm import ConfirmScene
from tablegame.app.scenes.games_list import names_words, progress_words, score_words
from tablegame.app.scenes.opening import open_file, when_played
from tablegame.app.scenes.rename_dialog import RenameDialog
from tablegame.core.registry import UnknownGame, get_rules
from tablegame.i18n import N_, tr
from tablegame.storage.saves import SaveEntry

# The names of the example games shipped in saves/ (their `save_name`), so that the Load list shows them translated.
EXAMPLE_NAMES = (
    N_("CABO: a multi-replace to choose"),
    N_("CABO: one move before a bomb"),
    N_("CABO: three seats, round 2"),
    N_("Niagara: three seats, round 4"),
    N_("Ogallala: three seats, mid-game"),
    N_("The Struggle for Catan: late in the game"),
)


def game_title(game: str) -> str:
    """A game's title for a player, in the language now (its id if no game has it)."""
    try:
        return tr(get_rules(game).title)
    except UnknownGame:
        return game


def save_row(entry: SaveEntry, action: RowAction, example: bool = False, more: list[RowAction] | None = None) -> Row:
    """A save's row: its name, the game and seats, when it was saved, and its buttons (`action`, then `more`); a
    damaged one with its problem and only `more` (the player's own saves: Delete)."""
    if entry.problem:
        return Row(tr("{name} — damaged, left as it is", name=entry.name), "", entry.problem, (more or [])[-1:])
    parts = [tr("{game} — {players}", game=game_title(entry.game), players=names_words(entry.seats))]
    if entry.summary is not None:
        parts.append(" · ".join(part for part in (progress_words(entry.summary), score_words(entry.summary)) if part))
    if not example and entry.saved_at:
        parts.append(tr("saved {when}", when=when_played(entry.saved_at)))
    if example and entry.name == entry.path.stem:  # an example without a name of its own: its file name
        name = example_name(entry.name)
    else:
        name = tr(entry.name) if example and entry.name in EXAMPLE_NAMES else entry.name
    return Row(name, " — ".join(parts), "", [action, *(more or [])])


def example_name(stem: str) -> str:
    """An example's file name as a title: "cabo-one-move-before-a-bomb" -> "Cabo one move before a bomb"."""
    words = stem.replace("-", " ").replace("_", " ").strip()
    return words[:1].upper() + words[1:]


class LoadScene(ListScene):
    """Named saves (newest first; each can be renamed or deleted) and the example games; loading either starts a new
    game in progress."""

    def refresh(self) -> None:
        """The saves and the examples from the disk."""
        self.title = tr("Load a saved game")
        self.entries: list[SaveEntry] = self.app.store.entries()
        self.examples: list[SaveEntry] = self.app.store.examples()
        rows = [Row(tr("Your saves"), heading=True)]
        rows += [
            save_row(
                entry,
                RowAction(tr("Load"), partial(self.open, entry)),
                more=[
                    RowAction(tr("Rename"), partial(self.ask_name, entry)),
                    RowAction(tr("Delete"), partial(self.ask_delete, entry)),
                ],
            )
            for entry in self.entries
        ]
        if not self.entries:
            rows.append(Row(tr("No saved games yet"), tr("Save a game under a name with Save or Ctrl+S on the table.")))
        if self.examples:
            rows.append(Row(tr("Example games"), heading=True))
            rows += [
                save_row(entry, RowAction(tr("Load"), partial(self.open, entry)), example=True)
                for entry in self.examples
            ]
        self.rows = rows
        self.fixed = [RowAction(tr("Back"), self.escape)]

    def ask_name(self, entry: SaveEntry) -> None:
        """Ask for another name for a save."""
        self.app.scenes.push(RenameDialog(self.app, entry, self.reload))

    def ask_delete(self, entry: SaveEntry) -> None:
        """Ask before deleting a save: it cannot be undone."""
        self.app.scenes.push(
            ConfirmScene(
                self.app,
                tr("Delete this save?"),
                tr("“{name}” goes for good.", name=entry.name),
                tr("Delete"),
                partial(self.delete, entry),
            )
        )

    def delete(self, entry: SaveEntry) -> None:
        """Delete the save's file and list the others."""
        try:
            self.app.store.delete_save(entry.path)
        except OSError as exc:
            self.message = tr("Could not delete it: {reason}", reason=exc.strerror or exc)
        self.reload()

    def open(self, entry: SaveEntry) -> None:
        """Start a new game in progress from this save (the file stays as it is), or say why it cannot be."""
        problem = open_file(self.app, entry.path)
        if problem is not None:
            self.message = problem
