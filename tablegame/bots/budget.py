"""Search budgets as a level names them: "hard@400" (iterations) or "hard@0.5s" (seconds)."""

from __future__ import annotations

from tablegame.i18n import tr

MAX_SECONDS = 60.0  # a longer think per decision is a typo, not a budget (the table's default is 0.3 s)
MAX_ITERATIONS = 10**7  # about a minute of the fastest game's search on the 2-core machine of bench/RESULTS.md


def parse_budget(text: str) -> dict[str, float | int | None]:
    """'400' -> 400 iterations; '0.5s' -> half a second; raises ValueError (one line) otherwise."""
    wrong = tr(
        "{budget} is not N (iterations, 1 to {most_iterations}) or Xs (seconds, more than 0 and at most "
        "{most_seconds})",
        budget=_shown(text),
        most_iterations=f"{MAX_ITERATIONS:,}",
        most_seconds=f"{MAX_SECONDS:g}",
    )
    if text.endswith("s"):
        try:
            seconds = float(text[:-1])  # float() reads "inf" and "nan" too: refused just below
        except ValueError:
            raise ValueError(wrong) from None
        if not (0 < seconds <= MAX_SECONDS):  # also false for NaN
            raise ValueError(wrong)
        return {"time_limit": seconds, "iterations": None}
    digits = text.strip()
    # digits only (no "1_000", no sign), and counted before int() so a huge one costs nothing
    if not digits.isascii() or not digits.isdigit() or len(digits.lstrip("0")) > len(str(MAX_ITERATIONS)):
        raise ValueError(wrong)
    iterations = int(digits)
    if not 1 <= iterations <= MAX_ITERATIONS:
        raise ValueError(wrong)
    return {"time_limit": None, "iterations": iterations}


def _shown(text: str) -> str:
    """A budget as quoted in a message: repr, cut short when long."""
    return (
        repr(text) if len(text) <= 24 else tr("{start}… ({count} characters)", start=repr(text[:16]), count=len(text))
    )
