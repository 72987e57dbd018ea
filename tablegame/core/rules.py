"""The Rules API every game implements: setup, legality, transitions, views, results."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from tablegame.i18n import ptr, tr

Action = dict[str, Any]
"""An action is a JSON object: ``{"seat": s, "type": ..., <fields of the game's action table>}``."""

View = Mapping[str, Any]
"""What one seat may see: a JSON-ready dict, shaped as the game's specification says."""


_PLAIN = frozenset({str, int, float, bool, type(None)})


def same_json(a: Any, b: Any) -> bool:
    """Equality as JSON means it: `true` is not `1`, and `1.0` is not `1` (Python's == says they are)."""
    if a != b:
        return False
    if isinstance(a, dict):  # equal, so each value is equal too: a plain one only needs the same type
        return all(
            type(value) is type(b[key]) if type(value) in _PLAIN else same_json(value, b[key])
            for key, value in a.items()
        )
    if isinstance(a, list | tuple):
        return all(same_json(x, y) for x, y in zip(a, b, strict=True))
    return type(a) is type(b)


@dataclass(frozen=True)
class Moment:
    """A big moment of a game (an attack, the crazy axe, canoes over the falls) as one reader reads it, for the
    table's banner: a short headline and plain sentences, written from that reader's views like its history."""

    title: str
    lines: tuple[str, ...]


class RulesError(Exception):
    """Base class of every error the rules report to a person."""


class IllegalAction(RulesError):
    """An action that is not among the legal actions of the current position."""


class BadSetup(RulesError):
    """Bad options or setup overrides for a game."""


@dataclass(frozen=True)
class OptionSpec:
    """One game option: its allowed values, its default and a line of help.

    With `whole_numbers` set, any whole number from 0 up to that bound is allowed and `values` are
    only the suggestions a menu offers (e.g. a round limit).
    """

    name: str
    values: tuple[Any, ...]
    default: Any
    help: str = ""
    whole_numbers: int | None = None
    title: str = ""  # the option's name as a player reads it ("Failed swap"); `name` if empty
    words: tuple[str, ...] = ()  # each value of `values` as a player reads it, in the same order
    seats: tuple[int, ...] = ()  # the seat counts the option matters at (empty: every count)

    def applies(self, n_seats: int) -> bool:
        """True if the option changes anything in a game of `n_seats` seats."""
        return not self.seats or n_seats in self.seats

    def seats_words(self) -> str:
        """For which seat counts the option matters, as a player reads it ("Only with 3 or 4 players")."""
        counts = sorted(self.seats)
        if len(counts) == 1:
            return tr("Only with {count} players", count=counts[0])
        if counts == list(range(counts[0], counts[-1] + 1)) and len(counts) > 2:
            return tr("Only with {low} to {high} players", low=counts[0], high=counts[-1])
        return tr(
            "Only with {counts} or {last} players",
            counts=ptr("list", ", ").join(map(str, counts[:-1])),
            last=counts[-1],
        )

    def shown_title(self) -> str:
        """The option's name for a player, in the language chosen now (a game marks its title with N_)."""
        return tr(self.title) if self.title else self.name.replace("_", " ").capitalize()

    def shown_value(self, value: Any) -> str:
        """A value of the option in a player's words, in the language chosen now (its N_-marked `words` entry,
        else the value itself)."""
        for known, word in zip(self.values, self.words, strict=False):
            if value == known and type(value) is type(known):
                return tr(word) if word else word
        if isinstance(value, bool):
            return ptr("option", "on") if value else ptr("option", "off")
        return str(value)

    def allows(self, value: Any) -> bool:
        """True if `value` is an allowed value of this option (booleans are never numbers)."""
        if self.whole_numbers is not None:
            return type(value) is int and 0 <= value <= self.whole_numbers
        return any(value == v and type(value) is type(v) for v in self.values)

    def expected(self) -> str:
        """The allowed values in words, for error messages."""
        if self.whole_numbers is not None:
            return tr("a whole number from 0 to {most}", most=self.whole_numbers)
        return tr("one of {values}", values=", ".join(repr(v) for v in self.values))


def copy_rng(rng: random.Random) -> random.Random:
    """A copy of a generator in its current state, without `Random()`'s seeding from the OS."""
    copy = random.Random.__new__(random.Random)
    copy.setstate(rng.getstate())
    return copy


@dataclass
class GameState:
    """Base of every game's state: the seats and the match's seeded random generator."""

    n_seats: int
    options: dict[str, Any]
    rng: random.Random = field(repr=False)

    def clone_rng(self) -> random.Random:
        """A copy of the generator in its current state (cheap, no deepcopy)."""
        return copy_rng(self.rng)


class Rules:
    """A game's rules. Subclasses fill in the hooks; `legal_actions` is the only place of legality."""

    game_id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 4
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    hidden_information: ClassVar[bool] = True  # False: every seat sees the same, no hand-off screens
    progress_label: ClassVar[str] = ""  # what `progress` counts, marked with N_ (the picture's y axis)
    # Options under which uniformly random play always ends (Niagara's round cap); the conformance
    # suite and smoke tests play with them. Most games end under any options.
    playout_options: ClassVar[dict[str, Any]] = {}

    # --- options -------------------------------------------------------------------------------
    def resolve_options(self, given: dict[str, Any]) -> dict[str, Any]:
        """Fill defaults and check every given option against its spec; raises BadSetup."""
        known = {spec.name: spec for spec in self.options}
        for name in given:
            if name not in known:
                raise BadSetup(
                    tr(
                        "unknown option {name} for {game} (known: {known})",
                        name=repr(name),
                        game=self.game_id,
                        known=", ".join(known) or tr("none"),
                    )
                )
        resolved = {}
        for name, spec in known.items():
            value = given.get(name, spec.default)
            if not spec.allows(value):
                raise BadSetup(
                    tr(
                        "option {name} must be {expected}, not {value}",
                        name=repr(name),
                        expected=spec.expected(),
                        value=repr(value),
                    )
                )
            resolved[name] = value
        return resolved

    def seats_note(self, n_seats: int) -> str:
        """A line for the menu about playing with this many seats (e.g. an unofficial variant); "" if none."""
        return ""

    def check_seats(self, n_seats: int) -> None:
        """Raise BadSetup unless the game can be played with this many seats."""
        if not self.min_seats <= n_seats <= self.max_seats:
            raise BadSetup(
                tr(
                    "{game} takes {least}-{most} seats, not {count}",
                    game=self.game_id,
                    least=self.min_seats,
                    most=self.max_seats,
                    count=n_seats,
                )
            )

    # --- hooks every game provides --------------------------------------------------------------
    def setup(self, n_seats: int, options: dict[str, Any], rng: random.Random, overrides: dict[str, Any]) -> Any:
        """The initial state; `options` are resolved, `overrides` are the save's `setup` object."""
        raise NotImplementedError

    def clone(self, state: Any) -> Any:
        """An independent copy of the state, cheap enough for search (no deepcopy)."""
        raise NotImplementedError

    def to_act(self, state: Any) -> list[int]:
        """The seats that must act now (more than one for simultaneous choices); [] when over."""
        raise NotImplementedError

    def legal_actions(self, state: Any, seat: int) -> list[Action]:
        """Every legal action of `seat` now, each a JSON object with `seat` and `type`."""
        raise NotImplementedError

    def perform(self, state: Any, action: Action) -> None:
        """Carry out an action already known to be legal, mutating the state (chance included)."""
        raise NotImplementedError

    def view(self, state: Any, seat: int | None) -> View:
        """What `seat` may see of the state; bots and the renderer get nothing else.

        `seat` None is an onlooker, who sees only what every seat sees.
        """
        raise NotImplementedError

    def open_view(self, state: Any, seat: int | None) -> View:
        """`seat`'s view with every card face up: for looking back at a finished game (None: an onlooker's).

        Shaped like `view(state, seat)`, so the table draws it the same way.
        """
        return self.view(state, seat)

    def is_over(self, state: Any) -> bool:
        """True once the game has ended."""
        raise NotImplementedError

    def result(self, state: Any) -> dict[str, Any]:
        """At least `scores` (by seat) and `winners` (empty while not over), plus game-specific fields."""
        raise NotImplementedError

    def describe(self, action: Action, names: list[str] | None = None) -> str:
        """One short line in words about an action, naming only what every seat knows of it."""
        who = names[action["seat"]] if names else tr("Seat {number}", number=action["seat"])
        return f"{who}: {action['type']}"

    def describe_for(self, action: Action, names: list[str], viewer: int | None, before: View, after: View) -> str:
        """The history entry `viewer` reads about `action`, written from that seat's views before and after it.

        This is the one place an entry is made: it may name what the viewer knows (the card it
        drew, a card turned face up in `after`) and, reading only views, cannot name anything else.
        `viewer` None is an onlooker (its views are `view(state, None)`). The default is `describe`,
        which names only public facts.
        """
        return self.describe(action, names)

    def events_for(self, action: Action, names: list[str], viewer: int | None, before: View, after: View) -> list[str]:
        """The automatic events `action` set off, one entry each, as `viewer` reads them.

        Things the rules did by themselves after the action: a river flow, a boat over the falls, a
        penalty card, a city's event, the end of a round. Written from views only, like `describe_for`.
        """
        return []

    def moment_for(
        self, action: Action, names: list[str], viewer: int | None, before: View, after: View
    ) -> Moment | None:
        """The big moment `action` was, as `viewer` reads it, or None (the default) for an ordinary action.

        A big moment resolves at once and changes the table more than a move does (a canoe lost to an attack,
        a turn cut short); the table pauses on it with a banner. Written from views only, like `events_for`:
        it names nothing the reader may not know.
        """
        return None

    def turn_of(self, view: View) -> Any:
        """Something that changes when a new turn begins, for the history's turn separators; None (the
        default) makes every change of the acting seat a new turn. A game where other seats answer
        within a turn (a city's event, a Market Day) gives its turn counter."""
        return None

    def round_of(self, view: View) -> int | None:
        """The number (from 1) of the round a view is in, for the history's separators; None if the
        game has no rounds."""
        return None

    def turn_number(self, view: View) -> int | None:
        """The number (from 1) of the turn a view is in, as the table and the game lists both say it; None (the
        default) if the rules count no turns: the lists then count one more each time the acting seat changes."""
        return None

    def progress(self, view: View) -> list[float] | None:
        """Each seat's score or progress in a view, as every seat may know it (the game-over picture's lines:
        sampled at each round or turn); None (the default) if the game keeps no such count."""
        return None

    def count_components(self, state: Any) -> dict[str, int]:
        """How many of each component (card, piece, gem) the state holds, wherever each one is.

        Every component is conserved: the counts never change from setup to the end of the game
        (the conformance suite checks this over playouts).
        """
        raise NotImplementedError

    def determinize(self, view: View, rng: random.Random) -> Any:
        """A full state consistent with what the viewing seat knows (used by search bots)."""
        raise NotImplementedError

    # --- shared mechanics ---------------------------------------------------------------------------
    def normalize(self, state: Any, action: Action) -> Action:
        """The canonical form of an action as given: optional fields the specification lets a save
        omit are filled in from the position. It decides nothing; legality is checked afterwards."""
        return action

    def explain_illegal(self, state: Any, action: Action) -> str:
        """Why an action is not legal now, in one line; games may say more."""
        seats = self.to_act(state)
        if not seats:
            return tr("the game is over")
        if action.get("seat") not in seats:
            return tr("it is not seat {seat}'s turn (to act: {seats})", seat=action.get("seat"), seats=seats)
        return tr("{action} with these fields is not a legal action now", action=repr(action.get("type")))

    def reason_refused(self, state: Any, action: Action) -> str:
        """The game's reason for refusing an action; the generic one if the game cannot say.

        Explaining is best effort over arbitrary JSON from a save file: a game's explanation that
        trips over a malformed field must not turn a refused action into a crash.
        """
        try:
            return self.explain_illegal(state, action)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError):
            return Rules.explain_illegal(self, state, action)

    def apply(self, state: Any, action: Action) -> Action:
        """Check the action against `legal_actions` and perform it; returns it in canonical form.

        Raises IllegalAction for anything not legal now.
        """
        if not isinstance(action, dict):
            raise IllegalAction(tr("an action must be a JSON object, not {kind}", kind=type(action).__name__))
        action = self.normalize(state, action)
        seat = action.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool) or seat not in self.to_act(state):
            raise IllegalAction(self.reason_refused(state, action))
        # == first: a plain comparison rules out the other legal actions without a call (a save replays them all)
        if not any(action == legal and same_json(action, legal) for legal in self.legal_actions(state, seat)):
            raise IllegalAction(self.reason_refused(state, action))
        self.perform(state, action)
        return action

    def all_legal_actions(self, state: Any) -> list[Action]:
        """The legal actions of every seat to act, in seat order."""
        return [a for seat in self.to_act(state) for a in self.legal_actions(state, seat)]
