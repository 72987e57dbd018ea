"""The viewer's half-made choice on a CABO table: cards chosen for a replace or a first look, a power
being aimed, the own card picked for a swap. It never decides legality; it only narrows the gestures."""

from __future__ import annotations

from dataclasses import dataclass, field

from tablegame.games.cabo.catalog import POWERS, Power


@dataclass
class Choice:
    """What the viewer has chosen so far this turn."""

    selection: set[int] = field(default_factory=set)  # own positions chosen
    mode: Power | None = None  # the power being aimed
    swap_own: int | None = None  # the own card picked for a swap

    def step(self, step: str) -> None:
        """Choose or unchoose a card, start aiming a power, pick your card for a swap, cancel."""
        name, _, arg = step.partition(":")
        if name == "select":
            position = int(arg)
            self.selection ^= {position}
        elif name == "power":
            self.mode = _power(arg)
            self.selection = set()
            self.swap_own = None
        elif name == "swap_own":
            self.swap_own = int(arg)
        elif name == "cancel":
            if self.mode is not None:
                self.mode = None
                self.swap_own = None
            else:
                self.selection = set()

    def reset(self) -> None:
        """Forget half-made choices."""
        self.selection = set()
        self.mode = None
        self.swap_own = None


def _power(word: str) -> Power:
    """The power a "power:<name>" step names."""
    for power in POWERS:
        if power == word:
            return power
    raise ValueError(f"unknown CABO power {word!r}")
