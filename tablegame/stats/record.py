"""One finished game as the statistics keep it, read from a finished save object (pygame-free, no replay)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class SeatRecord:
    """One seat of a finished game: who sat there, how it ended for them."""

    name: str
    kind: str  # "human" or "bot"
    level: str | None  # a bot's level; None for a person
    score: float | None
    winner: bool
    placing: int  # 1 for the winners, then by score


@dataclass(frozen=True)
class GameRecord:
    """One finished game: what was played, by whom, how long, and the finished save it came from."""

    match_id: str
    game: str
    options: dict[str, Any]
    seats: tuple[SeatRecord, ...]
    rounds: int | None
    turns: int | None
    actions: int
    minutes: float | None  # None where the save does not tell
    finished_at: float  # seconds since 1970
    language: str | None
    hints: int
    undos: int
    save_file: str

    def humans(self) -> list[str]:
        """The names of the people at the table (a name twice is one person)."""
        return list(dict.fromkeys(s.name for s in self.seats if s.kind == "human"))

    def opponent_levels(self) -> str:
        """The bots' levels in this game, joined with '+' ("easy+hard"); "people" with no bot at the table."""
        levels = sorted({s.level or "normal" for s in self.seats if s.kind == "bot"})
        return "+".join(levels) if levels else "people"


def _count(value: object) -> int:
    """A count read from a save (hints, undos): 0 unless it is a plain non-negative integer."""
    return value if type(value) is int and value >= 0 else 0


def _number(value: object) -> float | None:
    """A plain number, or None."""
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def placings(scores: list[float | None], winners: set[int]) -> list[int]:
    """Each seat's place: 1 for the winners, the others after them by score, in the direction the winners show.

    Where the winners' score is the lowest (CABO), a lower score places higher.
    """
    known = [s for s in scores if s is not None]
    won = [s for w, s in enumerate(scores) if w in winners and s is not None]
    lower_wins = bool(won) and bool(known) and min(won) == min(known) and min(known) != max(known)

    def better(a: float | None, b: float | None) -> bool:
        if a is None or b is None:
            return False
        return a < b if lower_wins else a > b

    places = []
    for seat, score in enumerate(scores):
        if seat in winners:
            places.append(1)
            continue
        ahead = {other for other, theirs in enumerate(scores) if other in winners or better(theirs, score)}
        places.append(1 + len(ahead))
    return places


def record_from_save(
    data: Mapping[str, Any],
    save_file: str,
    language: str | None = None,
    minutes: float | None = None,
    match_id: str | None = None,
) -> GameRecord | None:
    """The record of a finished save object; None if the game is not over, has no human, or has no id.

    `match_id`: the id the file is named by, for a file that does not carry its own.
    """
    summary = data.get("summary")
    seats = data.get("seats")
    match_id = data.get("match_id", match_id)
    if not isinstance(summary, Mapping) or summary.get("over") is not True or not isinstance(match_id, str):
        return None
    if not isinstance(seats, list) or not all(isinstance(s, Mapping) for s in seats):
        return None
    if not any(s.get("kind") == "human" for s in seats):
        return None
    found = summary.get("scores")
    raw_scores: list[Any] = found if isinstance(found, list) else []
    scores = [_number(raw_scores[i]) if i < len(raw_scores) else None for i in range(len(seats))]
    winners = {w for w in summary.get("winners", []) if type(w) is int and 0 <= w < len(seats)}
    places = placings(scores, winners)
    seat_records = tuple(
        SeatRecord(
            str(s.get("name", "")),
            "human" if s.get("kind") == "human" else "bot",
            str(s["level"]) if s.get("kind") == "bot" and isinstance(s.get("level"), str) else None,
            scores[i],
            i in winners,
            places[i],
        )
        for i, s in enumerate(seats)
    )
    actions = data.get("actions")
    if minutes is None:
        minutes = _number(summary.get("minutes"))
    rounds = summary.get("round")
    turns = summary.get("turn")
    return GameRecord(
        match_id=match_id,
        game=str(data.get("game", "")),
        options=dict(data["options"]) if isinstance(data.get("options"), Mapping) else {},
        seats=seat_records,
        rounds=rounds if type(rounds) is int else None,
        turns=turns if type(turns) is int else None,
        actions=len(actions) if isinstance(actions, list) else 0,
        minutes=minutes,
        finished_at=_number(summary.get("played_at")) or 0.0,
        language=language,
        hints=_count(summary.get("hints")),
        undos=_count(summary.get("undos")),
        save_file=save_file,
    )


def seats_json(seats: tuple[SeatRecord, ...]) -> str:
    """The seats as the database keeps them beside their own table (one JSON list, for the export)."""
    return json.dumps([s.__dict__ for s in seats], ensure_ascii=False)
