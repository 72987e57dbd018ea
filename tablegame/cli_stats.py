"""`tablegame stats`: the statistics of finished games as text, one JSON object, or a CSV file of every game."""

from __future__ import annotations

import csv
import json
import sys
from pathlib import Path
from typing import Any

from tablegame.i18n import ntr, tr
from tablegame.stats.db import StatsDB
from tablegame.stats.figures import figures
from tablegame.stats.importer import import_finished
from tablegame.stats.record import GameRecord
from tablegame.stats.words import breakdown_rows, figure_rows
from tablegame.storage.saves import SaveStore

CSV_COLUMNS = (
    "match_id",
    "game",
    "finished_at",
    "seats",
    "names",
    "kinds",
    "levels",
    "scores",
    "winners",
    "rounds",
    "turns",
    "actions",
    "minutes",
    "language",
    "hints",
    "undos",
    "options",
    "save_file",
)


def open_stats(store: SaveStore | None = None) -> StatsDB:
    """The statistics database, with the games finished before it (or while it could not be written) added."""
    db = StatsDB()
    import_finished(db, (store or SaveStore()).finished_folder)
    return db


def csv_row(game: GameRecord) -> list[Any]:
    """One game as a CSV row (lists joined with '|')."""

    def joined(values: list[Any]) -> str:
        return "|".join("" if v is None else str(v) for v in values)

    return [
        game.match_id,
        game.game,
        game.finished_at,
        len(game.seats),
        joined([s.name for s in game.seats]),
        joined([s.kind for s in game.seats]),
        joined([s.level for s in game.seats]),
        joined([s.score for s in game.seats]),
        joined([i for i, s in enumerate(game.seats) if s.winner]),
        game.rounds,
        game.turns,
        game.actions,
        game.minutes,
        game.language,
        game.hints,
        game.undos,
        json.dumps(game.options, ensure_ascii=False, sort_keys=True),
        game.save_file,
    ]


def export_csv(db: StatsDB, path: Path) -> int:
    """Write every recorded game to a CSV file, one row each; how many games. Raises OSError."""
    games = db.games()
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(CSV_COLUMNS)
        writer.writerows(csv_row(game) for game in games)
    return len(games)


def stats_text(shown: dict[str, Any], safe: Any = str) -> str:
    """The figures as lines for a terminal (`safe` escapes a name's control characters)."""
    lines = [ntr("{count} finished game", "{count} finished games", shown["games"])]
    if not shown["players"]:
        lines.append(tr("No finished games with a person at the table yet."))
    for name, mine in shown["players"].items():
        lines += ["", safe(name)]
        rows = figure_rows(mine) + breakdown_rows(mine)
        width = max(len(label) for label, _ in rows)
        lines += [f"  {label.ljust(width)}  {value}" for label, value in rows]
    return "\n".join(lines) + "\n"


def print_problem(db: StatsDB) -> None:
    """Say on stderr what went wrong with the database, if anything did (the command still answers)."""
    problem = db.take_problem()
    if problem is not None:
        print(f"tablegame: {problem}", file=sys.stderr)


def stats_answer(
    db: StatsDB, game: str | None, player: str | None, level: str | None, last: int | None, as_json: bool, safe: Any
) -> str:
    """What `tablegame stats` prints: the filtered figures as one JSON object or as lines of text."""
    shown = figures(db, game, player, level, last)
    return json.dumps(shown, ensure_ascii=False) + "\n" if as_json else stats_text(shown, safe)
