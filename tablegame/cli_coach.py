"""`tablegame hint SAVE` and `tablegame review SAVE --seat N`: the coach (tablegame/coach) on a save file."""

from __future__ import annotations

import sys
from typing import Any

from tablegame.coach.chance import Budget
from tablegame.coach.hint import HINT_ITERATIONS, hint
from tablegame.coach.review import REVIEW_BUDGET, Decision, accuracy, review
from tablegame.core.match import Match
from tablegame.i18n import N_, tr

HINT_BUDGET = Budget()  # the table's: about a second for each of the two chances
MARK_WORDS = {"inaccuracy": N_("an inaccuracy"), "mistake": N_("a mistake"), "blunder": N_("a blunder")}


class CoachInputError(ValueError):
    """A save or seat the coach cannot answer for: one line, exit status 2."""


def percent(value: float) -> str:
    """A chance as whole percent."""
    return f"{100 * value:.0f}"


def hint_seat(match: Match, seat: int | None) -> int:
    """The seat to hint for: `seat` if it is to act, else the first seat to act; raises CoachInputError."""
    if match.is_over():
        raise CoachInputError(tr("the game is over: there is no move to hint"))
    to_act = match.to_act()
    if seat is None:
        return to_act[0]
    if seat not in to_act:
        raise CoachInputError(
            tr("seat {seat} is not to act now (to act: {seats})", seat=seat, seats=", ".join(map(str, to_act)))
        )
    return seat


def hint_report(match: Match, seat: int | None) -> dict[str, Any]:
    """The `hint --json` object for the save's position: seat, action, win_chance, error (and more)."""
    chosen = hint_seat(match, seat)
    found = hint(
        match.rules,
        match.view(chosen),
        chosen,
        match.legal_actions(chosen),
        seed=match.seed,
        iterations=HINT_ITERATIONS,
        budget=HINT_BUDGET,
    )
    return found.to_json()


def hint_line(match: Match, report: dict[str, Any]) -> str:
    """The hint in words, one line."""
    return tr(
        "hint for {name}: {action} (win chance {chance}% ± {error})",
        name=match.names()[report["seat"]],
        action=match.describe(report["action"]),
        chance=percent(report["win_chance"]),
        error=percent(report["error"]),
    )


def progress_bar(done: int, total: int) -> None:
    """A progress bar on stderr, rewritten in place (shown only when stderr is a terminal)."""
    width = 30
    filled = width * done // max(total, 1)
    end = "\n" if done >= total else ""
    label = tr("reviewing")
    sys.stderr.write(f"\r{label} [{'#' * filled}{'.' * (width - filled)}] {done}/{total}{end}")
    sys.stderr.flush()


def review_decisions(match: Match, seat: int) -> list[Decision]:
    """The review of `seat`'s moves, with a progress bar on stderr when it is a terminal."""
    if not 0 <= seat < len(match.seats):
        raise CoachInputError(
            tr("--seat must be a seat of this game, from 0 to {last}, not {seat}", last=len(match.seats) - 1, seat=seat)
        )
    shown = progress_bar if sys.stderr.isatty() else None
    return review(match, seat, seed=match.seed, budget=REVIEW_BUDGET, iterations=HINT_ITERATIONS, progress=shown)


def review_lines(match: Match, seat: int, decisions: list[Decision]) -> list[str]:
    """The review in words: each marked move, then the seat's accuracy."""
    lines = [
        tr(
            "move {index}: {played} was {mark} ({drop} points of win chance); better: {best}",
            index=d.index + 1,
            played=match.describe(d.played),
            mark=tr(MARK_WORDS[d.mark]),
            drop=percent(d.win_chance_best - d.win_chance_played),
            best=match.describe(d.best),
        )
        for d in decisions
        if d.mark is not None
    ]
    share = accuracy(decisions)
    lines.append(
        tr(
            "{name}: {count} moves reviewed, {marked} marked; accuracy {accuracy}%",
            name=match.names()[seat],
            count=len(decisions),
            marked=sum(d.mark is not None for d in decisions),
            accuracy=percent(share) if share is not None else "-",
        )
    )
    return lines
