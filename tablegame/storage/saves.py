"""Saved games: the JSON format of ARCHITECTURE.md §4, atomic writes, checks with clear messages."""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tablegame.core.datafile import DataFileError, check_schema, load_json
from tablegame.core.match import Match, ReplayError, Seat
from tablegame.core.registry import UnknownGame
from tablegame.core.rules import RulesError
from tablegame.paths import user_data_dir

FORMAT = "tablegame-save"
VERSION = 1
MAX_SAVE_BYTES = 20_000_000
AUTOSAVE_NAME = "autosave"
KNOWN_FIELDS = ("format", "version", "game", "options", "seats", "seed", "setup", "actions")

SAVE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["format", "version", "game", "seats", "seed", "actions"],
    "properties": {
        "format": {"const": FORMAT, "description": f'"{FORMAT}"'},
        "version": {"const": VERSION, "description": f"version {VERSION}"},
        "game": {"type": "string", "description": "a game id"},
        "options": {"type": "object", "description": "an object of options"},
        "setup": {"type": "object", "description": "an object of setup overrides"},
        "seed": {"type": "integer", "description": "an integer seed"},
        "seats": {
            "type": "array",
            "minItems": 1,
            "description": "a list of seats",
            "items": {
                "type": "object",
                "required": ["name", "kind"],
                "description": 'a seat {"name", "kind"}',
                "properties": {
                    "name": {"type": "string", "maxLength": 40, "description": "a name of at most 40 letters"},
                    "kind": {"enum": ["human", "bot"], "description": '"human" or "bot"'},
                    "level": {"type": "string", "description": "a bot level"},
                },
            },
        },
        "actions": {
            "type": "array",
            "description": "a list of actions",
            "items": {"type": "object", "description": "an action object"},
        },
    },
}


class SaveError(Exception):
    """A save file that cannot be loaded; the message is one line naming the problem."""


def match_to_json(match: Match) -> dict[str, Any]:
    """The save-file object of a match (unknown fields it came with are kept)."""
    data = dict(match.extra)
    data.update(
        {
            "format": FORMAT,
            "version": VERSION,
            "game": match.game,
            "options": match.options,
            "seats": [seat.to_json() for seat in match.seats],
            "seed": match.seed,
            "setup": match.setup,
            "actions": match.actions,
        }
    )
    return data


def match_from_json(data: Any, source: str = "save") -> Match:
    """Rebuild a match from a save object, replaying every action; raises SaveError."""
    try:
        check_schema(source, data, SAVE_SCHEMA)
    except DataFileError as exc:
        raise SaveError(str(exc)) from None
    seats = [Seat(s["name"], s["kind"], s.get("level")) for s in data["seats"]]
    extra = {k: v for k, v in data.items() if k not in KNOWN_FIELDS}
    try:
        match = Match(data["game"], seats, data["seed"], data.get("options", {}), data.get("setup", {}), extra)
    except UnknownGame as exc:
        raise SaveError(f"{source}: {exc.args[0]}") from None
    except RulesError as exc:
        raise SaveError(f"{source}: bad setup: {exc}") from None
    try:
        match.replay(data["actions"])
    except ReplayError as exc:
        raise SaveError(f"{source}: action {exc.index} is illegal: {exc.reason}") from None
    return match


def load_match(path: Path) -> Match:
    """Read and replay a save file; raises SaveError with one clear line."""
    try:
        data = load_json(path, MAX_SAVE_BYTES)
    except DataFileError as exc:
        raise SaveError(str(exc)) from None
    return match_from_json(data, str(path))


def write_atomic(path: Path, text: str) -> None:
    """Write a file so that a crash leaves either the old or the new file, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_match(match: Match, path: Path) -> None:
    """Write a match to a save file atomically."""
    data = match_to_json(match)
    data["saved_at"] = time.strftime("%Y-%m-%dT%H:%M:%S")
    write_atomic(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")


@dataclass(frozen=True)
class SaveEntry:
    """A save in the user's folder, as the menu lists it."""

    name: str
    path: Path
    game: str
    seats: str
    saved_at: str
    problem: str | None = None  # set for a damaged file, which is listed but never touched


class SaveStore:
    """The user's save folder: an autosave slot and named saves."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or (user_data_dir() / "saves")

    def path_for(self, name: str) -> Path:
        """The file of a named save; the name is made safe for any file system."""
        safe = "".join(c if c.isalnum() or c in "-_ " else "_" for c in name).strip() or "save"
        return self.folder / f"{safe[:60]}.json"

    def autosave(self, match: Match) -> None:
        """Save the match in the autosave slot (called after every action)."""
        save_match(match, self.path_for(AUTOSAVE_NAME))

    def save(self, match: Match, name: str) -> Path:
        """Save the match under a name; returns the file written."""
        path = self.path_for(name)
        save_match(match, path)
        return path

    def load(self, name: str) -> Match:
        """Load a named save (or the autosave); raises SaveError."""
        return load_match(self.path_for(name))

    def has_autosave(self) -> bool:
        """True if there is a game to resume."""
        return self.path_for(AUTOSAVE_NAME).is_file()

    def entries(self) -> list[SaveEntry]:
        """Every save in the folder, newest first; damaged files are listed with their problem."""
        if not self.folder.is_dir():
            return []
        found = []
        for path in sorted(self.folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True):
            found.append(_entry(path))
        return found


def _entry(path: Path) -> SaveEntry:
    """Summarise a save file without replaying it."""
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
    try:
        data = load_json(path, MAX_SAVE_BYTES)
        check_schema(path.name, data, SAVE_SCHEMA)
    except DataFileError as exc:
        return SaveEntry(path.stem, path, "?", "", when, problem=str(exc))
    seats = ", ".join(s["name"] for s in data["seats"])
    return SaveEntry(path.stem, path, data["game"], seats, when)
