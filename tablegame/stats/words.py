"""The figures as a player reads them: labels and values in the language now, shared by the screen and the
command line."""

from __future__ import annotations

from typing import Any

from tablegame.i18n import ntr, ptr, tr


def percent(rate: float) -> str:
    """A win rate as a percentage ("67%")."""
    return tr("{percent}%", percent=round(rate * 100))


def number(value: float | None) -> str:
    """A figure that may be unknown ("–" then), without a needless ".0"."""
    if value is None:
        return "–"
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def opponents_words(key: str) -> str:
    """Who the opponents were ("easy + hard" bots, or "people only"), from `GameRecord.opponent_levels`."""
    if key == "people":
        return tr("People only")
    words = {
        "random": ptr("bot level", "random"),
        "easy": ptr("bot level", "easy"),
        "normal": ptr("bot level", "normal"),
        "hard": ptr("bot level", "hard"),
    }
    return tr("Bots: {levels}", levels=ptr("list", ", ").join(words.get(level, level) for level in key.split("+")))


def seats_words(seats: str) -> str:
    """A seat count as a row's label ("3 players")."""
    count = int(seats)
    return ntr("{count} player", "{count} players", count)


def length_words(figures: dict[str, Any]) -> str:
    """A game's average length: turns, and minutes where known."""
    turns = tr("{turns} turns", turns=number(figures["average_turns"]))
    if figures["average_minutes"] is None:
        return turns
    return tr("{turns}, {minutes} min", turns=turns, minutes=number(figures["average_minutes"]))


def figure_rows(figures: dict[str, Any]) -> list[tuple[str, str]]:
    """One player's main figures as (label, value) rows."""
    return [
        (tr("Games played"), str(figures["games"])),
        (tr("Wins"), tr("{wins} ({rate})", wins=figures["wins"], rate=percent(figures["win_rate"]))),
        (tr("Best score"), number(figures["best_score"])),
        (tr("Average score"), number(figures["average_score"])),
        (tr("Winning streak"), str(figures["current_streak"])),
        (tr("Longest streak"), str(figures["longest_streak"])),
        (tr("Average game"), length_words(figures)),
        (tr("Games with hints"), str(figures["games_with_hints"])),
    ]


def tally_value(tally: dict[str, Any]) -> str:
    """Wins of games and the rate ("2 of 3, 67%")."""
    return tr("{wins} of {games}, {rate}", wins=tally["wins"], games=tally["games"], rate=percent(tally["win_rate"]))


def breakdown_rows(figures: dict[str, Any]) -> list[tuple[str, str]]:
    """One player's wins by opponents' level and by seat count, as (label, value) rows."""
    rows = [(opponents_words(key), tally_value(t)) for key, t in figures["by_level"].items()]
    rows += [(seats_words(key), tally_value(t)) for key, t in figures["by_seats"].items()]
    return rows
