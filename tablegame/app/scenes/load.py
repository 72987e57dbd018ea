"""The Load list: the player's named saves, then the example games shipped with the program."""

from __future__ import annotations

from functools import partial

from tablegame.app.scenes.button_scene import ListScene, Row, RowAction
from tablegame.app.scenes.games_list import progress_words, score_words
from tablegame.app.scenes.opening import open_file
from tablegame.core.registry import UnknownGame, get_rules
from tablegame.storage.saves import SaveEntry


def game_title(game: str) -> str:
    """A game's title for a player (its id if no game has it)."""
    try:
        return get_rules(game).title
    except UnknownGame:
        return game


def save_row(entry: SaveEntry, action: RowAction, example: bool = False) -> Row:
    """A save's row: its name, the game and seats, when it was saved; a damaged one with its problem and no button."""
    if entry.problem:
        return Row(f"{entry.name} — damaged, left as it is", "", entry.problem)
    parts = [f"{game_title(entry.game)} — {entry.seats}"]
    if entry.summary is not None:
        parts.append(" · ".join(part for part in (progress_words(entry.summary), score_words(entry.summary)) if part))
    if not example:
        parts.append(f"saved {entry.saved_at}")
    titled = example and entry.name == entry.path.stem  # an example without a name of its own: its file name
    return Row(example_name(entry.name) if titled else entry.name, " — ".join(parts), "", [action])


def example_name(stem: str) -> str:
    """An example's file name as a title: "cabo-one-move-before-a-bomb" -> "Cabo one move before a bomb"."""
    words = stem.replace("-", " ").replace("_", " ").strip()
    return words[:1].upper() + words[1:]


class LoadScene(ListScene):
    """Named saves (newest first) and the example games; loading either starts a new game in progress."""

    title = "Load a saved game"

    def refresh(self) -> None:
        """The saves and the examples from the disk."""
        self.entries: list[SaveEntry] = self.app.store.entries()
        self.examples: list[SaveEntry] = self.app.store.examples()
        self.rows = [Row("Your saves", heading=True)]
        self.rows += [save_row(entry, RowAction("Load", partial(self.open, entry))) for entry in self.entries]
        if not self.entries:
            self.rows.append(Row("No saved games yet", "Save a game under a name with Save or Ctrl+S on the table."))
        if self.examples:
            self.rows.append(Row("Example games", heading=True))
            self.rows += [save_row(entry, RowAction("Load", partial(self.open, entry)), example=True)
                          for entry in self.examples]
        self.fixed = [RowAction("Back", self.escape)]

    def open(self, entry: SaveEntry) -> None:
        """Start a new game in progress from this save (the file stays as it is), or say why it cannot be."""
        problem = open_file(self.app, entry.path)
        if problem is not None:
            self.message = problem
