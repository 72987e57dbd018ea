"""The game-over picture: each seat's progress over the rounds or turns as a plot, the winners' lines marked."""

from __future__ import annotations

from tablegame.core.match import Match
from tablegame.core.progress import GameProgress, progress_of
from tablegame.core.words import shown_name
from tablegame.i18n import tr
from tablegame.table import render as r
from tablegame.table.plot import Plot, Series


def game_plot(progress: GameProgress, names: list[str]) -> Plot:
    """The plot of a match's progress, in the language chosen now: one line per seat in its colour and symbol,
    each winner's marked; x counts the rounds (or turns) played, from 0 at the start."""
    series = [
        Series(
            shown_name(names[seat]) if seat < len(names) else str(seat + 1),
            values,
            r.seat_colour(seat),
            seat=seat,
            marked=seat in progress.winners,
        )
        for seat, values in enumerate(progress.series)
    ]
    x_label = tr("Rounds played") if progress.unit == "round" else tr("Turns played")
    y_label = tr(progress.label) if progress.label else tr("Score")
    return Plot(series, x_label, y_label)


def match_picture(match: Match) -> Plot | None:
    """A finished match's picture (replayed from its start); None while it goes on or if its rules count no
    progress."""
    if not match.is_over():
        return None
    progress = progress_of(match)
    return None if progress is None else game_plot(progress, match.names())
