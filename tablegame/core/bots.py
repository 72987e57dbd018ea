"""The bot interface games implement: a bot chooses for one seat from that seat's view only."""

from __future__ import annotations

import random
from typing import ClassVar

from tablegame.core.rules import Action, Rules, View


class Bot:
    """Chooses actions for one seat. It receives only that seat's view and its legal actions."""

    level = "base"
    needs_view = True  # a bot that ignores the view saves the work of building it
    takes_budget: ClassVar[bool] = False  # True: built with the time_limit / iterations of a "hard@..." level

    def __init__(self, rules: Rules, seat: int, rng: random.Random) -> None:
        self.rules = rules
        self.seat = seat
        self.rng = rng

    def choose(self, view: View, legal: list[Action]) -> Action:
        """Pick one of `legal` (never empty) knowing only `view`."""
        raise NotImplementedError
