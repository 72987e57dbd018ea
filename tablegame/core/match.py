"""A match: the rules, the seats, the options, the seed, the setup overrides and the action list.

Replaying the action list from the seed rebuilds the state exactly; that one mechanism serves
loading, undo, replay and the integrity check of a save.
"""

from __future__ import annotations

import random
import unicodedata
from copy import copy as shallow_copy
from dataclasses import dataclass, field
from typing import Any

from tablegame.core.history import History
from tablegame.core.history_writer import HistoryWriter
from tablegame.core.registry import get_rules
from tablegame.core.rules import Action, BadSetup, IllegalAction, View
from tablegame.i18n import tr

MAX_NAME_LENGTH = 40
SEAT_KINDS = ("human", "bot")
# A replay keeps a copy of the position this many actions before its end: a table writes the newest part of a
# long game's history from it at once (the rest fills in behind), and rebuilding a late position starts there.
KEPT_BACK = 200
UNDOS_FIELD = "undos"  # a save's count of moves taken back, kept with the match (a resumed game keeps it)


def name_problem(name: object) -> str | None:
    """Why a seat name cannot be used (None if it can): every screen, log and save must be able to show it.

    Control characters (a NUL, an escape, a newline) and lone surrogates break text drawing, terminals
    and UTF-8 files, so they are refused rather than drawn.
    """
    if not isinstance(name, str):
        return tr("expected a name in letters")
    if not name.strip():
        return tr("expected a name, got an empty one")
    if len(name) > MAX_NAME_LENGTH:
        return tr("expected a name of at most {most} letters, got {count}", most=MAX_NAME_LENGTH, count=len(name))
    for char in name:
        category = unicodedata.category(char)
        if category == "Cc":
            return tr("expected a name without control characters, got {code}", code=f"U+{ord(char):04X}")
        if category == "Cs":
            return tr("expected a name in valid Unicode, got the lone surrogate {code}", code=f"U+{ord(char):04X}")
    return None


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat: a human with a name, or a bot of some level."""

    name: str
    kind: str = "human"
    level: str | None = None

    @property
    def is_bot(self) -> bool:
        """True for a bot seat."""
        return self.kind == "bot"

    def to_json(self) -> dict[str, Any]:
        """The seat as written in a save file."""
        data: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            data["level"] = self.level
        return data


class ReplayError(Exception):
    """An action of a saved list that is not legal where it stands; `index` is its place in the list."""

    def __init__(self, index: int, reason: str) -> None:
        super().__init__(tr("action {index} is illegal: {reason}", index=index, reason=reason))
        self.index = index
        self.reason = reason


@dataclass
class Match:
    """A game in progress: rebuildable from (game, seats, options, seed, setup, actions)."""

    game: str
    seats: list[Seat]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    setup: dict[str, Any] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)  # unknown save fields, kept as they came

    def __post_init__(self) -> None:
        self.rules = get_rules(self.game)
        self.rules.check_seats(len(self.seats))
        for number, seat in enumerate(self.seats):
            problem = name_problem(seat.name)
            if problem is not None:
                raise BadSetup(f"seats[{number}].name: {problem}")
            if seat.kind not in SEAT_KINDS:
                raise BadSetup(
                    tr(
                        'seats[{number}].kind: expected "human" or "bot", got {kind}',
                        number=number,
                        kind=repr(seat.kind),
                    )
                )
        self.options = self.rules.resolve_options(dict(self.options))
        self.state = self.rules.setup(len(self.seats), self.options, random.Random(self.seed), dict(self.setup))
        self.actions: list[Action] = []
        self.kept: tuple[int, Any] | None = None  # (actions, a copy of the state after them) kept by `replay`
        self.recent: tuple[int, Any] | None = None  # the same, kept near the end by `keep_recent` (undo's look back)

    # --- playing ------------------------------------------------------------------------------------
    def apply(self, action: Action) -> None:
        """Check and perform one action, then record it; raises IllegalAction."""
        self.actions.append(self.rules.apply(self.state, dict(action)))

    def replay(self, actions: list[Action]) -> None:
        """Apply a saved action list (keeping a copy of the position `KEPT_BACK` actions before its end); raises
        ReplayError naming the first illegal action."""
        keep_at = len(actions) - KEPT_BACK
        for index, action in enumerate(actions):
            if index == keep_at:
                self.kept = (len(self.actions), self.rules.clone(self.state))
            try:
                self.apply(action)
            except IllegalAction as exc:
                raise ReplayError(index, str(exc)) from None

    def keep_recent(self, n_actions: int, state: Any) -> None:
        """Keep a copy of `state`, this match's position after its first `n_actions` actions, for later rebuilds."""
        self.recent = (n_actions, self.rules.clone(state))

    def rebuilt(self, n_actions: int | None = None) -> Match:
        """A fresh match replayed up to `n_actions` actions (all by default): undo and checks.

        From the latest kept position not past `n_actions` (its actions were checked when it was kept).
        """
        end = len(self.actions) if n_actions is None else n_actions
        copy = Match(self.game, list(self.seats), self.seed, dict(self.options), dict(self.setup), dict(self.extra))
        start = 0
        for mark in (self.kept, self.recent):
            if mark is not None and start < mark[0] <= end:
                start = mark[0]
                copy.state, copy.actions = self.rules.clone(mark[1]), self.actions[:start]
        copy.replay(self.actions[start:end])
        return copy

    def fork(self) -> Match:
        """An independent copy of this match as it stands (its state cloned, no replay)."""
        copy = shallow_copy(self)
        copy.state, copy.actions, copy.extra = self.rules.clone(self.state), list(self.actions), dict(self.extra)
        copy.seats, copy.options, copy.setup = list(self.seats), dict(self.options), dict(self.setup)
        copy.kept = copy.recent = None
        return copy

    # --- asking -----------------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        """The seats that must act now."""
        return self.rules.to_act(self.state)

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Legal actions of one seat, or of every seat to act."""
        if seat is None:
            return self.rules.all_legal_actions(self.state)
        return self.rules.legal_actions(self.state, seat)

    def view(self, seat: int | None) -> View:
        """What this seat may see."""
        return self.rules.view(self.state, seat)

    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.rules.is_over(self.state)

    def result(self) -> dict[str, Any]:
        """Scores, winners and game-specific result fields."""
        return self.rules.result(self.state)

    def undos(self) -> int:
        """How many times a move of this match was taken back (0 unless the save says a plain count)."""
        count = self.extra.get(UNDOS_FIELD)
        return count if type(count) is int and count >= 0 else 0

    def names(self) -> list[str]:
        """The seat names in seat order."""
        return [seat.name for seat in self.seats]

    def describe(self, action: Action) -> str:
        """One line in words about an action, with seat names, naming only public facts."""
        return self.rules.describe(action, self.names())

    def describe_for(self, action: Action, viewer: int | None, before: View, after: View) -> str:
        """The history entry `viewer` reads about `action`, from its views before and after it."""
        return self.rules.describe_for(action, self.names(), viewer, before, after)

    def history_for(self, reader: int | None) -> History:
        """The whole history as `reader` reads it (None: an onlooker).

        Replays the actions on a fresh match so that each entry is written from the reader's views
        before and after its action, as the table wrote it when it happened.
        """
        writer = HistoryWriter(self, reader)
        writer.run()
        return writer.history
