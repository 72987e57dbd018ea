"""What the table says with a hint: the move, the win chance before and after it in words, the bot's reason."""

from __future__ import annotations

from tablegame.coach.chance import Chance
from tablegame.i18n import ntr, tr

# A percent is shown only when both estimates' standard errors are at most 5 points: rounded to 5, the number
# is then within about two errors of the truth. A larger error is told in words, and past 20 points (a handful
# of playouts) the estimate backs no words at all, so nothing is said of the chance.
NUMBER_ERROR = 0.05
WORDS_ERROR = 0.2
PERCENT_STEP = 5


def rounded_percent(value: float) -> int:
    """A chance as a percent rounded to PERCENT_STEP."""
    return round(value * 100 / PERCENT_STEP) * PERCENT_STEP


def standing_words(value: float, seats: int) -> str:
    """How the seat stands, against its fair share of 1 in `seats`, in words without a number."""
    fair = 1.0 / max(seats, 1)
    if value < fair * 0.5:
        return tr("your chances are slim")
    if value < fair * 0.85:
        return tr("you are a little behind")
    if value <= fair * 1.2:
        return tr("it is about even")
    if value < fair + (1.0 - fair) * 0.5:
        return tr("your chances are good")
    return tr("you are well ahead")


def chance_words(before: Chance, after: Chance, seats: int) -> str:
    """The chance before and after the hinted move, as precise as the estimates back ("" when they back nothing)."""
    error = max(before.error, after.error)
    if error <= NUMBER_ERROR:
        then, now = rounded_percent(before.value), rounded_percent(after.value)
        if now > then:
            return tr("this raises your chance from about {before}% to {after}%", before=then, after=now)
        return tr("this keeps your chance near {chance}%", chance=now)
    if error <= WORDS_ERROR:
        return standing_words(after.value, seats)
    return ""


def hint_words(move: str | None, before: Chance, after: Chance, seats: int, reason: str | None) -> str:
    """The hint's line: "Hint: <move>" (just "Hint" without a move), then the chance and the bot's reason where
    there are any."""
    head = tr("Hint: {move}", move=move) if move else tr("Hint")
    parts = [head, chance_words(before, after, seats), reason or ""]
    return " · ".join(part for part in parts if part)


def hints_note(count: int) -> str | None:
    """The score screen's note of how many hints a game used (None: none)."""
    return ntr("You used {count} hint", "You used {count} hints", count) if count > 0 else None
