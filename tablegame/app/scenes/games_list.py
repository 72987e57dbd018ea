"""The player's games: those in progress (Continue, Delete) and the finished ones (Look at it, Review, Delete)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import overload

from tablegame.app.scene import Host
from tablegame.app.scenes.button_scene import ListScene, Row, RowAction
from tablegame.app.scenes.confirm import ConfirmScene
from tablegame.app.scenes.opening import open_kept, when_played
from tablegame.app.table_setup import load_table_layout
from tablegame.core.datafile import DataFileError
from tablegame.core.registry import UnknownGame
from tablegame.core.rules import RulesError
from tablegame.core.words import listing, shown_name
from tablegame.i18n import ntr, ptr, tr
from tablegame.storage.kept import KeptGame
from tablegame.storage.saves import GameInUse, SaveError

# How long a frame may read kept files that the summary cache lacks (many of them on a first start): the
# rest are read in the next frames, so that the menu and the lists show at once and fill in.
FILL_SECONDS = 0.1


def progress_words(game: KeptGame) -> str:
    """How far a game got: "Round 3", "Turn 12", "Not started yet"; a finished game says it is over."""
    if game.finished:
        if game.round is None:
            return ntr("Finished after {count} turn", "Finished after {count} turns", game.turn)
        return tr("Finished in round {round}", round=game.round)
    if game.round is not None:
        return tr("Round {round}", round=game.round)
    return tr("Turn {turn}", turn=game.turn) if game.turn else tr("Not started yet")


def score_words(game: KeptGame) -> str:
    """The scores by name ("Mina: 12, Bot 2: 30"), and who won once over; "" if the file has none."""
    if not game.scores or len(game.scores) != len(game.players):
        return ""
    scores = list_separator().join(
        tr("{name}: {score:g}", name=shown_name(name), score=score)
        for name, score in zip(game.players, game.scores, strict=True)
    )
    winners = [shown_name(game.players[w]) for w in game.winners if w < len(game.players)]
    if game.finished and winners:
        won = ntr("{names} won", "{names} won", len(winners), names=listing(winners))
        return tr("{won} · {scores}", won=won, scores=scores)
    return scores


def list_separator() -> str:
    """What separates the items of a list ("a, b"; zh "a、b")."""
    return ptr("list", ", ")


def players_words(game: KeptGame) -> str:
    """The players' names, as a list row shows them."""
    return names_words(game.players)


def names_words(names: tuple[str, ...]) -> str:
    """Names as a list row shows them ("Mina, Bot 2"; ko "Mina, 봇 2")."""
    return list_separator().join(map(shown_name, names))


def reading_words(listed: int, unread: int) -> str:
    """The progress mark of a list still filling in: how much of the games has been read."""
    return tr("Reading your games… {percent}%", percent=100 * listed // max(1, listed + unread))


def game_row(game: KeptGame, actions: list[RowAction]) -> Row:
    """A game's row: title and players, then progress, scores and when it was last played."""
    if game.problem:
        return Row(tr("A damaged game file (left as it is)"), "", game.problem, actions)
    detail = " · ".join(
        part
        for part in (
            progress_words(game),
            score_words(game),
            tr("last played {when}", when=when_played(game.played_at)),
        )
        if part
    )
    return Row(tr("{game} — {players}", game=tr(game.title), players=players_words(game)), detail, "", actions)


class GameRows(Sequence[Row]):
    """The rows of a list of games, each made when it is first shown: making 10,000 rows at once takes seconds."""

    def __init__(self, games: list[KeptGame], make: Callable[[KeptGame], Row]) -> None:
        self.games = games
        self.make = make
        self.made: dict[int, Row] = {}

    def __len__(self) -> int:
        """How many games."""
        return len(self.games)

    @overload
    def __getitem__(self, index: int) -> Row: ...

    @overload
    def __getitem__(self, index: slice) -> list[Row]: ...

    def __getitem__(self, index: int | slice) -> Row | list[Row]:
        """A game's row, made now if it was never shown (a slice: those rows)."""
        if isinstance(index, slice):
            return [self[number] for number in range(*index.indices(len(self.games)))]
        number = index + len(self.games) if index < 0 else index
        row = self.made.get(number)
        if row is None:
            row = self.made[number] = self.make(self.games[index])
        return row


class GamesScene(ListScene):
    """The games in progress, newest first, or the finished games; a toggle between the two."""

    def __init__(self, app: Host, finished: bool = False) -> None:
        self.finished = finished
        super().__init__(app)

    def refresh(self) -> None:
        """The kept games from the disk, each with its buttons."""
        self.title = tr("Finished games") if self.finished else tr("Games in progress")
        self.games = self.app.store.kept_games(self.finished, seconds=FILL_SECONDS)
        self.unread = self.app.store.kept_unread(self.finished)
        self.rows = GameRows(self.games, self.row_of)
        other = tr("Games in progress") if self.finished else tr("Finished games")
        self.fixed = [RowAction(other, self.toggle), RowAction(tr("Back"), self.escape)]

    def update(self, dt: float) -> None:
        """Go on reading the games the cache lacked, a frame's time at a time, and show them as they come."""
        if self.unread:
            self.refresh()
            self.layout()

    def status_line(self) -> str:
        """While the list fills in, how far it got; then where it is scrolled to."""
        return reading_words(len(self.games), self.unread) if self.unread else super().status_line()

    def row_of(self, game: KeptGame) -> Row:
        """A game's row with its buttons: Continue (or Look at it) and Delete; a damaged file's, Delete only."""
        delete = RowAction(tr("Delete"), partial(self.ask_delete, game))
        if game.problem:
            return game_row(game, [delete])
        actions = [RowAction(self.open_label(), partial(self.open, game))]
        if self.finished:
            actions.append(RowAction(tr("Review"), partial(self.review, game)))
        return game_row(game, [*actions, delete])

    def open_label(self) -> str:
        """What the button that opens a game says."""
        return tr("Look at it") if self.finished else tr("Continue")

    def action_labels(self) -> set[str]:
        """The labels of the rows' buttons, the same in every row (so the rows need not be made to know them)."""
        labels = {tr("Delete")} if self.games else set()
        if any(game.problem is None for game in self.games):
            labels.add(self.open_label())
            if self.finished:
                labels.add(tr("Review"))
        return labels

    def toggle(self) -> None:
        """Show the other list."""
        self.finished = not self.finished
        self.first = 0
        self.reload()

    def open(self, game: KeptGame) -> None:
        """Continue the game (or look at a finished one, every card face up and nothing to do)."""
        problem = open_kept(self.app, game, read_only=self.finished)
        if problem is not None:
            self.message = problem

    def review(self, game: KeptGame) -> None:
        """The coach's review of a finished game, move by move (or why it cannot be opened)."""
        try:
            match = self.app.store.load_kept(game)
            layout = load_table_layout(match)
        except (SaveError, DataFileError, RulesError, UnknownGame) as exc:
            self.message = str(exc)
            return
        self.app.open_review(match, layout)

    def ask_delete(self, game: KeptGame) -> None:
        """Ask before deleting a game: it cannot be undone."""
        if game.problem:
            detail = tr("{file} goes for good.", file=game.path.name)
        else:
            detail = tr(
                "{game} with {players} ({progress}) goes for good.",
                game=tr(game.title),
                players=players_words(game),
                progress=progress_words(game),
            )
        self.app.scenes.push(
            ConfirmScene(self.app, tr("Delete this game?"), detail, tr("Delete"), partial(self.delete, game))
        )

    def delete(self, game: KeptGame) -> None:
        """Delete the game's file and list the others."""
        try:
            self.app.store.delete_kept(game)
            if game.finished:  # its review goes with it
                from tablegame.app.review_work import review_path  # here: the menu's first frame needs no coach

                review_path(self.app.store.finished_folder, game.id).unlink(missing_ok=True)
        except GameInUse as exc:  # it would come back at the other window's next move
            self.message = str(exc)
        except OSError as exc:
            self.message = tr("Could not delete it: {reason}", reason=exc.strerror or exc)
        self.reload()

    def empty_text(self) -> str:
        """What an empty list says."""
        if self.finished:
            return tr("No finished games yet.")
        return tr("No games in progress: start one from the menu.")
