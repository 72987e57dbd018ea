"""Games finished before the statistics existed (or while they could not be written): read once from `finished/`."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from tablegame.stats.db import StatsDB
from tablegame.stats.record import record_from_save

MAX_FILE_BYTES = 20_000_000  # the save loader's limit: a larger file is no save
_MATCH_FILE = re.compile(r"^[0-9a-f]{32}\.json$")


def read_save(path: Path) -> Any:
    """A finished save's JSON object, or None if it cannot be read."""
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            return None
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return None


def import_finished(db: StatsDB, folder: Path) -> int:
    """Record every finished game in `folder` the database does not know yet (keyed by its id); how many were added.

    Only files named by a game's id are read, and only ids not yet seen, so a second run reads nothing.
    """
    try:
        names = sorted(n for n in (p.name for p in folder.iterdir()) if _MATCH_FILE.match(n))
    except OSError:
        return 0
    if not names:
        return 0
    known = db.known_ids()
    added = 0
    for name in names:
        match_id = name[:-5]
        if match_id in known:
            continue
        data = read_save(folder / name)
        if not isinstance(data, dict) or data.get("match_id", match_id) != match_id:
            continue  # a damaged file or one the store will reconcile: looked at again next time
        record = record_from_save(data, str(folder / name), match_id=match_id)
        if record is None:
            db.pass_over(match_id)
        elif db.record(record):
            added += 1
    return added
