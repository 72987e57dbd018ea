"""Lines of play in kept files: does the line a window writes go on from the one on the disk, or leave it?

A writer never replaces a file whose actions are not a prefix of its own (another window, a network
folder or a cloud copy may have changed it). Comparing needs the file read, so a store keeps each
file's identity from its own last write or read and reads only a file that changed since.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Literal

from tablegame.core.datafile import DataFileError, load_json

Line = dict[str, Any]  # a save object, as far as a line of play goes: game, seed, seats, actions
Relation = Literal["extends", "behind", "diverges"]
SAME_GAME_FIELDS = ("game", "seed", "seats")


def identity(info: os.stat_result) -> tuple[int, int, int]:
    """What tells a file apart from the same file changed since: its time, size and inode."""
    return info.st_mtime_ns, info.st_size, info.st_ino


def read_line(path: Path, max_bytes: int) -> Line | None:
    """A kept file's save object, or None if it cannot be read as one (it is then never replaced)."""
    try:
        data = load_json(path, max_bytes)
    except DataFileError:
        return None
    return data if isinstance(data, dict) else None


def line_relation(ours: Line, theirs: Line | None) -> Relation:
    """How the line to write stands to the file's: goes on from it (or is it), is behind it, or left it."""
    if theirs is None or any(theirs.get(field) != ours.get(field) for field in SAME_GAME_FIELDS):
        return "diverges"
    mine, kept = ours.get("actions"), theirs.get("actions")
    if not isinstance(mine, list) or not isinstance(kept, list):
        return "diverges"
    if kept == mine[: len(kept)]:
        return "extends"
    if mine == kept[: len(mine)]:
        return "behind"
    return "diverges"
