"""Putting a match on the table from the menu: a new game, a kept game, a save or an example."""

from __future__ import annotations

import time
from functools import partial
from pathlib import Path

from tablegame.app.scene import Host
from tablegame.app.scenes.open_elsewhere import OpenElsewhereScene
from tablegame.app.table_setup import load_table_layout, new_seed
from tablegame.core.datafile import DataFileError
from tablegame.core.match import Match, Seat
from tablegame.core.registry import UnknownGame
from tablegame.core.rules import RulesError
from tablegame.core.words import listing, shown_name
from tablegame.i18n import ptr, tr
from tablegame.storage.kept import MATCH_ID_FIELD, MAX_TIME, KeptGame, new_match_id
from tablegame.storage.saves import SaveError, load_match


def open_new(app: Host, match: Match) -> str | None:
    """Show a match that starts a game of its own (new, or from a save): it is kept at once, under a new id.

    Returns why it cannot be shown, or None. A store that cannot write does not stop the game (the
    table says so at its first autosave).
    """
    match.extra[MATCH_ID_FIELD] = new_match_id()
    match.extra.pop("save_name", None)
    problem = show(app, match)
    if problem is None:
        app.store.autosave_later(match)  # the table reports a failing autosave after its first action
    return problem


def play_again(app: Host, match: Match) -> str | None:
    """A rematch: a new game with the match's seats (names, bots' levels) and options, dealt from a new seed."""
    seats = [Seat(seat.name, seat.kind, seat.level) for seat in match.seats]
    try:
        again = Match(match.game, seats, new_seed(), dict(match.options))
    except (RulesError, UnknownGame) as exc:  # a game or an option this version no longer has
        return str(exc)
    return open_new(app, again)


def open_file(app: Host, path: Path) -> str | None:
    """Start a new game in progress from a save file or an example (the file itself is never written)."""
    try:
        match = load_match(path)
    except SaveError as exc:
        return str(exc)
    return open_new(app, match)


def open_kept(app: Host, game: KeptGame, read_only: bool = False) -> str | None:
    """Continue a game in progress in its own file, or look at a finished one (`read_only`).

    A game open in another window is not opened at once: a question offers to look at it or to take it over.
    """
    if read_only:
        return show_kept(app, game, read_only=True)
    if not app.store.claim(game.id):
        players = listing([shown_name(name) for name in game.players])
        detail = tr(
            "{game} with {players}. Look at it here (nothing can be played), or take it over: the other "
            "window then stops saving it.",
            game=tr(game.title),
            players=players,
        )
        app.scenes.push(
            OpenElsewhereScene(
                app, detail, partial(show_kept, app, game, read_only=True), partial(take_over_kept, app, game)
            )
        )
        return None
    return show_kept(app, game)


def take_over_kept(app: Host, game: KeptGame) -> str | None:
    """Continue a game another window has open: it becomes this window's, and the other one is told."""
    app.store.take_over(game.id)
    return show_kept(app, game)


def show_kept(app: Host, game: KeptGame, read_only: bool = False) -> str | None:
    """Load a kept game and put it on the table; a game that cannot be shown is let go again (unless only looked at)."""
    try:
        match = app.store.load_kept(game)
        problem = show(app, match, read_only)
    except SaveError as exc:
        problem = str(exc)
    if problem is not None and not read_only:
        app.store.release(game.id)
    return problem


def show(app: Host, match: Match, read_only: bool = False) -> str | None:
    """Put the match on the table over the menu; returns why it cannot be (a layout or the rules), or None."""
    try:
        layout = load_table_layout(match)
    except (DataFileError, RulesError, UnknownGame) as exc:
        return str(exc)
    app.open_table(match, layout, read_only=read_only)
    return None


def month_word(month: int) -> str:
    """A month (1-12) as a date shows it: "Nov" in English, "11월" in Korean, "11月" in Chinese."""
    words = (
        ptr("month", "Jan"),
        ptr("month", "Feb"),
        ptr("month", "Mar"),
        ptr("month", "Apr"),
        ptr("month", "May"),
        ptr("month", "Jun"),
        ptr("month", "Jul"),
        ptr("month", "Aug"),
        ptr("month", "Sep"),
        ptr("month", "Oct"),
        ptr("month", "Nov"),
        ptr("month", "Dec"),
    )
    return words[month - 1]


def when_played(seconds: float, now: float | None = None) -> str:
    """When a game was last played, as a player reads it: "today 21:04", "yesterday 09:12", "Nov 28 18:30",
    "Nov 28, 2025 18:30" (ko "오늘 21:04", "11월 28일 18:30"; zh "昨天 09:12", "11月28日 18:30"); "?" for an
    unknown time (0) or one no clock can show (NaN, before 1970, after the year 9999: an odd file's)."""
    if not 0 < seconds <= MAX_TIME:  # (NaN too) the clock functions raise, each system on other values
        return "?"
    try:
        moment = time.localtime(seconds)
        today = time.localtime(now)
        clock = time.strftime("%H:%M", moment)
    except (OverflowError, OSError, ValueError):  # a year this system's clock cannot show
        return "?"
    if moment[:3] == today[:3]:
        return tr("today {time}", time=clock)
    yesterday = time.localtime((time.time() if now is None else now) - 86400)
    if moment[:3] == yesterday[:3]:
        return tr("yesterday {time}", time=clock)
    month = month_word(moment.tm_mon)
    if moment.tm_year == today.tm_year:
        return tr("{month} {day} {time}", month=month, day=moment.tm_mday, time=clock)
    return tr("{month} {day}, {year} {time}", month=month, day=moment.tm_mday, year=moment.tm_year, time=clock)
