"""A guided first game: a game's script (guides/<game>.yaml), checked, and the step it has reached.

A script is data: the seats, the rules' setup overrides (a stacked deal) and the steps, each one action of one
seat with the ids of its messages. The sentences live in `tablegame.games.<game>.guide_text` (MESSAGES: id to
an N_ template), so a script is the same in every language. The guide never decides legality: it only narrows
which of the legal actions it accepts now.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tablegame.core.datafile import DataFileError, describe_value, load_yaml
from tablegame.core.match import Match, Seat
from tablegame.core.registry import game_modules
from tablegame.core.rules import Action, RulesError
from tablegame.i18n import tr
from tablegame.paths import data_dir

_NAME = {"type": "string", "pattern": "^[a-z][a-z0-9_]{0,60}$"}
_RECT = {"type": "array", "minItems": 4, "maxItems": 4, "items": {"type": "number", "minimum": 0, "maximum": 1}}
SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["game", "you", "seats", "setup", "steps"],
    "properties": {
        "game": {"type": "string"},
        "you": {"type": "integer", "minimum": 0},
        "seats": {"type": "array", "minItems": 2, "maxItems": 6, "items": _NAME},
        "options": {"type": "object"},
        "panel": _RECT,
        "end_panel": _RECT,
        "end_zone": {"type": "string"},
        "zones": {"type": "object", "additionalProperties": _RECT},
        "setup": {"type": "object"},
        "steps": {
            "type": "array",
            "minItems": 1,
            "maxItems": 500,
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["id", "seat", "action"],
                "properties": {
                    "id": _NAME,
                    "seat": {"type": "integer", "minimum": 0},
                    "action": {"type": "object", "required": ["type"]},
                    "try": _NAME,
                    "done": _NAME,
                },
            },
        },
    },
}
DEFAULT_PANEL = (0.7, 0.3, 0.29, 0.26)
GUIDE_SEED = 1  # the stacked cards are the script's; the rest of the deck is shuffled from this, the same each time


class GuideError(Exception):
    """A guide script that is missing, damaged or does not fit its game (the message says where)."""


@dataclass(frozen=True)
class Step:
    """One action of the guided game: whose, which (the fields it must have), and its messages' ids."""

    id: str
    seat: int
    action: dict[str, Any]
    try_id: str | None
    done_id: str | None

    def accepts(self, action: Action) -> bool:
        """True if `action` is this step's action (same seat, every field the script names equal)."""
        return action.get("seat") == self.seat and all(action.get(k) == v for k, v in self.action.items())


@dataclass(frozen=True)
class GuideScript:
    """A game's checked script: its seats, options, setup and steps, and its message templates."""

    game: str
    you: int
    seats: tuple[str, ...]
    options: dict[str, Any]
    setup: dict[str, Any]
    steps: tuple[Step, ...]
    messages: dict[str, str]
    panel: tuple[float, float, float, float]  # where the guide's panel goes: x, y, width, height (window fractions)
    end_panel: tuple[float, float, float, float]  # where it goes once the guide has ended (nothing else to do)
    end_zone: str  # the layout's buttons zone for the end's buttons (a real game, the guide again)
    zones: dict[str, tuple[float, float, float, float]]  # the layout's zones the guided table moves (as `panel`)
    path: Path  # the file it was read from (for messages about it)

    def message(self, message_id: str | None) -> str:
        """A message in the language now ("" for none)."""
        return tr(self.messages[message_id]) if message_id else ""


def games_with_guides() -> list[str]:
    """The ids of the games with both a script file and a guide_text module."""
    return [
        game
        for game, module in game_modules().items()
        if script_path(game).is_file() and importlib.util.find_spec(f"{module.__name__}.guide_text") is not None
    ]


def script_path(game: str) -> Path:
    """Where a game's guide script is shipped."""
    return data_dir("guides") / f"{game}.yaml"


def load_guide(game: str, path: Path | None = None) -> GuideScript:
    """The game's script, checked against the schema, its game and its messages; raises GuideError."""
    path = path or script_path(game)
    try:
        data = load_yaml(path, SCHEMA)
    except DataFileError as exc:
        raise GuideError(str(exc)) from None
    except OSError as exc:
        raise GuideError(f"{path}: {exc.strerror or exc}") from None
    if data["game"] != game:
        raise GuideError(f"{path}: game: {data['game']!r} is not {game!r}")
    module = importlib.import_module(f"{game_modules()[game].__name__}.guide_text")
    messages: dict[str, str] = module.MESSAGES
    seats = len(data["seats"])
    if data["you"] >= seats:
        raise GuideError(f"{path}: you: seat {data['you']} is not one of the {seats} seats")
    steps = []
    for n, raw in enumerate(data["steps"]):
        if raw["seat"] >= seats:
            raise GuideError(f"{path}: steps[{n}].seat: seat {raw['seat']} is not one of the {seats} seats")
        for field in ("try", "done"):
            if field in raw and raw[field] not in messages:
                raise GuideError(f"{path}: steps[{n}].{field}: no message {raw[field]!r} in {module.__name__}")
        if raw["seat"] == data["you"] and "try" not in raw:
            raise GuideError(f"{path}: steps[{n}]: a step of yours needs a 'try' message")
        steps.append(Step(raw["id"], raw["seat"], dict(raw["action"]), raw.get("try"), raw.get("done")))
    script = GuideScript(
        game,
        data["you"],
        tuple(data["seats"]),
        dict(data.get("options", {})),
        dict(data["setup"]),
        tuple(steps),
        messages,
        tuple(data.get("panel", DEFAULT_PANEL)),
        tuple(data.get("end_panel", data.get("panel", DEFAULT_PANEL))),
        data.get("end_zone", "menu"),
        {zone: tuple(rect) for zone, rect in data.get("zones", {}).items()},
        path,
    )
    check_playable(path, script)
    return script


def script_match(script: GuideScript, names: list[str] | None = None, level: str = "random") -> Match:
    """The guide's match: the script's seats (you human, the others bots at `level`, which plays only in a real
    game after the guide), options and stacked deal, the same every time (the cards below the stacked ones are
    shuffled from GUIDE_SEED); raises RulesError."""
    names = names or list(script.seats)
    seats = [Seat(names[n]) if n == script.you else Seat(names[n], "bot", level) for n in range(len(names))]
    return Match(script.game, seats, GUIDE_SEED, dict(script.options), dict(script.setup))


def check_playable(path: Path, script: GuideScript) -> None:
    """Raise GuideError unless the rules accept the setup and each step is exactly one legal action in turn."""
    try:
        match = script_match(script)
    except RulesError as exc:
        raise GuideError(f"{path}: setup: {exc}") from None
    for n, step in enumerate(script.steps):
        accepted = [a for a in match.legal_actions(step.seat) if step.accepts(a)]
        if len(accepted) != 1:
            raise GuideError(
                f"{path}: steps[{n}] ({step.id}): {len(accepted)} legal actions fit "
                f"{describe_value(step.action)} (it must be exactly one)"
            )
        match.apply(accepted[0])


class Guide:
    """Where a guided game is: the next step, and what the guide says now."""

    def __init__(self, script: GuideScript) -> None:
        self.script = script
        self.index = 0
        self.told: list[str] = []  # what happened since the player's last step and why (its own step first)

    @property
    def step(self) -> Step | None:
        """The step the guide waits for; None once the script is played out."""
        return self.script.steps[self.index] if self.index < len(self.script.steps) else None

    @property
    def finished(self) -> bool:
        """True once every step has been played."""
        return self.step is None

    def narrow(self, seat: int, legal: list[Action]) -> list[Action]:
        """The legal actions of `seat` the guide accepts now (none once finished or in another seat's step)."""
        step = self.step
        return [a for a in legal if step is not None and step.accepts(a)]

    def played(self, action: Action) -> None:
        """The step's action was played: say what it did, and move on."""
        step = self.step
        if step is not None and step.accepts(action):
            self.index += 1
            if step.seat == self.script.you:
                self.told = []
            if step.done_id:
                self.told.append(step.done_id)

    @property
    def said(self) -> list[str]:
        """What happened since the player's last step and why, a paragraph a step, in the language now."""
        return [self.script.message(told) for told in self.told]

    def asks(self) -> str:
        """What the guide asks the player to try now ("" while the opponent plays or at the end)."""
        step = self.step
        return self.script.message(step.try_id) if step is not None and step.seat == self.script.you else ""

    def refusal(self) -> str:
        """What the guide says to a move it does not accept now: 'Try … first'."""
        asked = self.asks()
        return tr("Try this first. {asked}", asked=asked) if asked else tr("Wait: the other player is playing.")
