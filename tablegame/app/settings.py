"""What the player chose in the menu, kept between runs: the language, the bot speed, the sound switch, each game's
last setup, the player's name and when each game was last opened."""

from __future__ import annotations

import contextlib
import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from tablegame.core.datafile import MAX_DEPTH, DataFileError, check_schema, load_json, nesting_depth
from tablegame.i18n import LANGUAGES, system_language, tr, use
from tablegame.paths import user_config_dir
from tablegame.storage.saves import STALE_TEMPORARY_SECONDS, remove_temporaries
from tablegame.storage.writer import write_atomic

Speed = Literal["slow", "normal", "fast", "instant"]

# speed name -> (seconds a card travels, pause after each bot action)
SPEEDS: dict[Speed, tuple[float, float]] = {
    "slow": (0.4, 1.2),
    "normal": (0.25, 0.6),
    "fast": (0.12, 0.2),
    "instant": (0.0, 0.0),
}

FORMAT = "tablegame-settings"
VERSION = 1
MAX_SETTINGS_BYTES = 1_000_000
SETTINGS_FILE = "settings.json"
MAX_OPENED = 200  # the games whose last opening is kept (the oldest go first)

SEAT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["kind", "name", "level"],
    "description": 'a seat {"kind", "name", "level"}',
    "properties": {
        "kind": {"enum": ["human", "bot"], "description": '"human" or "bot"'},
        "name": {"type": "string", "maxLength": 40, "description": "a name of at most 40 letters"},
        "level": {"type": "string", "maxLength": 40, "description": "a bot level"},
    },
}

SETTINGS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["format", "version"],
    "description": "a settings object",
    "properties": {
        "format": {"const": FORMAT, "description": f'"{FORMAT}"'},
        "version": {"const": VERSION, "description": f"version {VERSION}"},
        "speed": {"enum": list(SPEEDS), "description": "a bot speed (" + ", ".join(SPEEDS) + ")"},
        "sound": {"type": "boolean", "description": "true (sounds on) or false (muted)"},
        "hotseat_undo": {"type": "boolean", "description": "true (undo with the others' agreement) or false"},
        # "language" is checked on its own (`read_language`): a bad one is dropped, the rest kept
        "game": {"type": "string", "maxLength": 100, "description": "a game id"},
        "player": {"type": "string", "maxLength": 40, "description": "a name of at most 40 letters"},
        "opened": {
            "type": "object",
            "maxProperties": 1000,
            "additionalProperties": {"type": "number"},
            "description": "an object of times by game id",
        },
        "setups": {
            "type": "object",
            "description": "an object of setups by game",
            "additionalProperties": {
                "type": "object",
                "required": ["seats", "options"],
                "description": 'a setup {"seats", "options"}',
                "properties": {
                    "seats": {"type": "array", "maxItems": 16, "items": SEAT_SCHEMA, "description": "a list of seats"},
                    "options": {"type": "object", "description": "an object of options"},
                },
            },
        },
    },
}


def settings_path() -> Path:
    """The settings file under the user's config folder."""
    return user_config_dir() / SETTINGS_FILE


@dataclass
class SeatSetup:
    """A seat as the menu last had it: its kind, its name and its bot level (kept for humans too)."""

    kind: str
    name: str
    level: str


@dataclass
class GameSetup:
    """The last setup of one game: seats and options (checked against the game when used)."""

    seats: list[SeatSetup]
    options: dict[str, Any]


@dataclass
class Settings:
    """What the player chose in the menu; kept in `path` when there is one (tests may have none)."""

    speed: Speed = "normal"
    game: str = ""  # the game chosen last ("" before any)
    setups: dict[str, GameSetup] = field(default_factory=dict)
    sound: bool = True  # False: muted (the menu's Sound button, M on the table)
    hotseat_undo: bool = True  # hot-seat players may take back a move once the others agree (False: no Undo there)
    language: str = ""  # the language chosen in the menu ("" before any: the system's is used)
    player: str = ""  # the name the player typed for their seat last ("" before any: the default name)
    opened: dict[str, float] = field(default_factory=dict)  # when each game was last put on the table, by id
    path: Path | None = None
    problem: str | None = None  # why the file could not be used (said once on the menu), or None

    @property
    def travel(self) -> float:
        """Seconds a card takes to travel."""
        return SPEEDS[self.speed][0]

    @property
    def pause(self) -> float:
        """Seconds of pause after a bot's action."""
        return SPEEDS[self.speed][1]

    def next_speed(self) -> None:
        """Cycle to the next speed (and keep it)."""
        names = list(SPEEDS)
        self.speed = names[(names.index(self.speed) + 1) % len(names)]
        self.save()

    def toggle_sound(self) -> None:
        """Turn the sounds off or on (and keep the choice)."""
        self.sound = not self.sound
        self.save()

    def toggle_hotseat_undo(self) -> None:
        """Let hot-seat players take back moves (with the others' agreement) or not (and keep the choice)."""
        self.hotseat_undo = not self.hotseat_undo
        self.save()

    def choose_language(self, lang: str) -> None:
        """Make `lang` the program's language now and at every later start (and keep the choice)."""
        use(lang)
        self.language = lang
        self.save()

    def remember(self, game: str, setup: GameSetup) -> None:
        """Keep a game's setup as the one the menu offers next time, and that game as the last chosen."""
        self.game = game
        self.setups[game] = setup
        self.save()

    def note_opened(self, match_id: str, when: float | None = None) -> None:
        """Keep that the game `match_id` was put on the table now (only the latest MAX_OPENED are kept)."""
        self.opened.pop(match_id, None)
        self.opened[match_id] = time.time() if when is None else when
        for old in sorted(self.opened, key=self.opened.__getitem__)[:-MAX_OPENED]:
            del self.opened[old]
        self.save()

    def to_json(self) -> dict[str, Any]:
        """The settings file's object."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "speed": self.speed,
            "sound": self.sound,
            "hotseat_undo": self.hotseat_undo,
            **({"language": self.language} if self.language else {}),
            "game": self.game,
            "player": self.player,
            "opened": self.opened,
            "setups": {
                game: {"seats": [vars(seat) for seat in setup.seats], "options": setup.options}
                for game, setup in self.setups.items()
            },
        }

    def save(self) -> bool:
        """Write the settings file atomically; False if it cannot be written (playing goes on without it).

        A settings file that is a link (to a folder of dotfiles, say) stays one: the file it leads to is written.
        """
        if self.path is None:
            return True
        try:
            write_atomic(self.path.resolve(), json.dumps(self.to_json(), indent=1, ensure_ascii=False) + "\n")
        except (OSError, RuntimeError, UnicodeEncodeError):  # RuntimeError: a loop of links
            return False
        return True

    @classmethod
    def load(cls, path: Path) -> Settings:
        """The settings kept in `path`; a damaged file is replaced by the defaults and `problem` says why.

        A bad language alone is dropped (the system's language is used) and said, the other settings kept.
        Temporary files that killed writes left beside the file (or beside the file it links to) are removed.
        """
        remove_stale_temporaries(path)
        if not path.exists() and not path.is_symlink():
            return cls(path=path)
        try:
            data = load_json(path, MAX_SETTINGS_BYTES)
            if nesting_depth(data, MAX_DEPTH) > MAX_DEPTH:
                raise DataFileError(f"{path}: nested more than {MAX_DEPTH} levels deep")
            language, language_problem = read_language(data)
            check_schema(path, data, SETTINGS_SCHEMA)
        except DataFileError as exc:
            reason = str(exc).replace(f"{path}: ", "")  # the line names the file once, not its whole folder
            fresh = cls(
                path=path,
                problem=tr(
                    "Your menu settings ({file}) could not be read, so the defaults are used: {reason}",
                    file=path.name,
                    reason=reason,
                ),
            )
            fresh.save()
            return fresh
        setups = {
            game: GameSetup(
                [SeatSetup(s["kind"], s["name"], s["level"]) for s in setup["seats"]], dict(setup["options"])
            )
            for game, setup in data.get("setups", {}).items()
        }
        settings = cls(
            data.get("speed", "normal"),
            data.get("game", ""),
            setups,
            sound=data.get("sound", True),
            hotseat_undo=data.get("hotseat_undo", True),
            language=language,
            player=data.get("player", ""),
            opened=dict(data.get("opened", {})),
            path=path,
        )
        if language_problem is not None:
            settings.problem = tr(
                "Your menu settings ({file}) name a language this program does not have ({value}),"
                " so the system's language is used; your other settings are kept.",
                file=path.name,
                value=language_problem,
            )
            settings.save()
        return settings


def remove_stale_temporaries(path: Path) -> int:
    """Delete the temporaries that killed writes of the settings file `path` left behind; how many went."""
    folders = {path.parent}
    with contextlib.suppress(OSError, RuntimeError):  # a loop of links: its own folder is all there is
        folders.add(path.resolve().parent)
    older_than = time.time() - STALE_TEMPORARY_SECONDS
    return sum(remove_temporaries(folder, older_than) for folder in folders)


def read_language(data: Any) -> tuple[str, str | None]:
    """The settings object's language and, when it is not one of LANGUAGES, the bad value shown (then removed)."""
    if not isinstance(data, dict) or "language" not in data:
        return "", None
    value = data.pop("language")
    if isinstance(value, str) and value in LANGUAGES:
        return value, None
    shown = json.dumps(value, ensure_ascii=False)
    return "", shown if len(shown) <= 40 else shown[:39] + "…"


def remembered_language(path: Path) -> str:
    """The language kept in a settings file, read without changing the file; "" when none can be read."""
    try:
        data = load_json(path, MAX_SETTINGS_BYTES)
    except DataFileError:
        return ""
    return read_language(data)[0]


def language_at_start(chosen: str | None = None) -> str:
    """The language a run starts in: `chosen` (`--lang`, this run only), else the menu's kept choice, else the
    system's."""
    if chosen:
        return chosen
    path = settings_path()
    kept = remembered_language(path) if path.exists() else ""
    return kept or system_language()
