"""Games the program keeps by itself: each game in progress and each finished game in a file of its own.

A kept file is a save file (docs/ARCHITECTURE.md, "Save files") with two more top-level fields, which the format
allows: `match_id` (the game's id, also its file name) and `summary` (title, players, round or
turn, scores, over, when last played), so that the menu lists games without replaying them.
"""

from __future__ import annotations

import math
import os
import re
import stat
import time
import unicodedata
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tablegame.core.datafile import DataFileError, check_schema
from tablegame.core.match import Match, name_problem
from tablegame.core.registry import UnknownGame, get_rules
from tablegame.i18n import tr

MATCH_ID_FIELD = "match_id"
SUMMARY_FIELD = "summary"
SECONDS_FIELD = "seconds_played"  # a save's time at the table over every sitting (its summary says `minutes`)
HINTS_FIELD = "hints"  # a save's count of the hints shown in its game (and its summary's, which the statistics read)
_MATCH_ID = re.compile(r"^[0-9a-f]{32}$")
# The last second of the year 9999: every system's clock functions can show a time up to it (Python's
# datetime stops there); a file's time or a summary's `played_at` beyond it, or before 1970, is nonsense.
MAX_TIME = 253_402_300_799.0

SUMMARY_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["title", "players", "turn", "scores", "over", "played_at"],
    "description": "a game's summary",
    "properties": {
        "title": {"type": "string", "maxLength": 200, "description": "a game title"},
        "players": {
            "type": "array",
            "maxItems": 16,
            "items": {"type": "string", "maxLength": 40},
            "description": "a list of names",
        },
        "round": {"type": ["integer", "null"], "minimum": 0, "description": "a round number or null"},
        "turn": {"type": "integer", "minimum": 0, "description": "a turn number"},
        "scores": {"type": "array", "maxItems": 16, "items": {"type": "number"}, "description": "a list of scores"},
        "winners": {
            "type": "array",
            "maxItems": 16,
            "items": {"type": "integer", "minimum": 0},
            "description": "a list of seats",
        },
        "over": {"type": "boolean", "description": "true or false"},
        "played_at": {
            "type": "number",
            "minimum": 0,
            "maximum": MAX_TIME,
            "description": "seconds since 1970, up to the year 9999",
        },
    },
}


def new_match_id() -> str:
    """A fresh id for a game (32 hex digits, safe as a file name everywhere)."""
    return uuid.uuid4().hex


def is_match_id(value: object) -> bool:
    """True if `value` is an id this program gives games (and so a safe file name)."""
    return isinstance(value, str) and _MATCH_ID.match(value) is not None


def match_id_of(match: Match) -> str:
    """The match's id, given to it now if it has none (or one that is not a safe file name)."""
    value = match.extra.get(MATCH_ID_FIELD)
    if not is_match_id(value):
        value = new_match_id()
        match.extra[MATCH_ID_FIELD] = value
    return str(value)


def turn_number(actions: Sequence[dict[str, Any]]) -> int:
    """The turn a game whose rules count none is in: one more each time the acting seat changes (0 before any
    action)."""
    return count_turns(actions)[0]


def count_turns(actions: Sequence[dict[str, Any]], turns: int = 0, last: Any = None) -> tuple[int, Any]:
    """Go on counting turns over more actions, from `turns` so far and the seat that acted `last`.

    Returns the turns and the last acting seat, so that a long game's count grows by its new actions only.
    """
    for action in actions:
        seat = action.get("seat")
        if turns == 0 or seat != last:
            turns += 1
        last = seat
    return turns, last


def _numbers(value: object) -> list[int | float]:
    """The list of scores in `value`, or [] if it is not a list of plain numbers."""
    if not isinstance(value, list) or not all(type(v) in (int, float) for v in value):
        return []
    return list(value)


def hints_used(extra: dict[str, Any]) -> int:
    """The hints a game has shown so far, from its save's fields (anything but a plain count reads as none)."""
    value = extra.get(HINTS_FIELD)
    return value if type(value) is int and value >= 0 else 0


def seconds_at_table(extra: dict[str, Any]) -> float:
    """The seconds a game has been on the table over its sittings, from its save's fields (anything but a plain
    number from 0 to a year reads as none)."""
    value = extra.get(SECONDS_FIELD)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 366 * 24 * 3600:
        return 0.0  # NaN fails both comparisons
    return float(value)


def match_summary(match: Match, now: float | None = None, count_later: bool = False) -> dict[str, Any]:
    """What the menu shows of a game, from public facts only (an onlooker's view, the result once over).

    The turn is the rules' own (the one the table shows) where the rules count turns; else it is counted over
    the actions here, or, with `count_later`, left None for the autosave's writer to count (`incremental`).
    """
    public = match.view(None)
    turn = match.rules.turn_number(public)
    if turn is None and not count_later:
        turn = turn_number(match.actions)
    over = match.is_over()
    result = match.result() if over else {}
    scores = _numbers(result.get("scores")) if over else _numbers(public.get("scores"))
    round_number = match.rules.round_of(public)
    summary: dict[str, Any] = {
        "title": match.rules.title or match.game,
        "players": match.names(),
        "round": round_number if isinstance(round_number, int) and round_number >= 0 else None,
        "turn": turn,
        "scores": scores,
        "winners": [w for w in result.get("winners", []) if type(w) is int and w >= 0] if over else [],
        "over": over,
        "played_at": (0.0 if now is None else sane_time(now)) or time.time(),  # a file time no clock shows: now
    }
    hints = hints_used(match.extra)
    if hints:
        summary[HINTS_FIELD] = hints  # only a game that used hints says so: other summaries stay as they were
    if match.undos():
        summary["undos"] = match.undos()  # the statistics count games where undo was used
    seconds = seconds_at_table(match.extra)
    if seconds:
        summary["minutes"] = round(seconds / 60, 2)  # the statistics' average length of a game
    return summary


@dataclass(frozen=True)
class KeptGame:
    """A game in progress or a finished game, as the menu lists it."""

    id: str
    path: Path
    finished: bool
    title: str
    players: tuple[str, ...]
    round: int | None
    turn: int
    scores: tuple[float, ...]
    winners: tuple[int, ...]
    played_at: float
    problem: str | None = None  # set for a damaged file, which is listed but never touched


def sane_time(value: object) -> float:
    """`value` if it is a time in seconds since 1970 that every clock function can show (after 1970, up to the
    year 9999), else 0.0, "unknown": a far-off file time, as some file systems report, or NaN make them raise."""
    if isinstance(value, (int, float)) and not isinstance(value, bool) and 0 < value <= MAX_TIME:
        return float(value)
    return 0.0


def read_kept_game(path: Path, finished: bool, data: Any, problem: str | None, info: os.stat_result | None) -> KeptGame:
    """A kept game from its checked save object (or its problem); a missing or unusable summary is made from
    the file."""
    mtime = sane_time(info.st_mtime) if info else 0.0
    if problem is not None:
        return KeptGame(path.stem, path, finished, "", (), None, 0, (), (), mtime, problem)
    summary = checked_summary(data)
    if summary is None:  # an older file, or one edited by hand: say what the file itself tells
        try:
            title = get_rules(data["game"]).title
        except UnknownGame:  # its name as the file writes it, if that can be shown
            title = data["game"] if showable(data["game"]) else "?"
        summary = {
            "title": title,
            "players": [s["name"] for s in data["seats"]],
            "round": None,
            "turn": turn_number([a for a in data["actions"] if isinstance(a, dict)]),
            "scores": [],
            "winners": [],
            "played_at": mtime,
        }
    return KeptGame(
        path.stem,
        path,
        finished,
        summary["title"],
        tuple(summary["players"]),
        summary.get("round"),
        summary["turn"],
        tuple(summary["scores"]),
        tuple(summary.get("winners", [])),
        float(summary["played_at"]),
    )


def checked_summary(data: dict[str, Any]) -> dict[str, Any] | None:
    """A save object's summary if it has a usable one, else None: checked as a save's fields are (its schema,
    finite numbers, names and a title every screen can show, a time in 1970 .. 9999)."""
    summary = data.get(SUMMARY_FIELD)
    try:
        check_schema(SUMMARY_FIELD, summary, SUMMARY_SCHEMA)
    except DataFileError:
        return None
    if not isinstance(summary, dict) or not showable(summary["title"]):
        return None
    if any(name_problem(name) is not None for name in summary["players"]):
        return None
    numbers = [summary["played_at"], *summary["scores"]]
    if not all(math.isfinite(number) for number in numbers):  # a summary made in code, not read from JSON
        return None
    return summary


def showable(text: object) -> bool:
    """True if a text from a file can be drawn and written anywhere (no lone surrogate, no control character)."""
    return isinstance(text, str) and all(unicodedata.category(char) not in ("Cs", "Cc") for char in text)


def regular_file_problem(path: Path, info: os.stat_result | None) -> str | None:
    """Why a listed path is not a file to read (a broken link, a folder), or None."""
    if info is None:
        return tr("{file}: cannot be read (a broken link?)", file=path.name)
    if not stat.S_ISREG(info.st_mode):
        return tr("{file}: not a regular file", file=path.name)
    return None
