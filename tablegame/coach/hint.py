"""The hint: the `hard` bot's choice for a seat from its view only, with the win chance before and after it."""

from __future__ import annotations

import random
import threading
from dataclasses import dataclass
from typing import Any

from tablegame.bots.base import levels_for, make_bot
from tablegame.coach.chance import Budget, Chance, Playouts
from tablegame.core.bots import Bot
from tablegame.core.rules import Action, Rules, View

HINT_ITERATIONS = 300  # the hard bot's search per hint: deterministic for a seed (the table's 0.3 s is not)


@dataclass(frozen=True)
class Hint:
    """The action to play, the seat's chance before and after it, and the bot's one-line reason (if any)."""

    seat: int
    action: Action
    before: Chance
    after: Chance
    reason: str | None

    def to_json(self) -> dict[str, Any]:
        """The `tablegame hint --json` object: seat, action, win chance (after the action) and its error."""
        return {
            "seat": self.seat,
            "action": self.action,
            "win_chance": round(self.after.value, 4),
            "error": round(self.after.error, 4),
            "win_chance_before": round(self.before.value, 4),
            "reason": self.reason,
        }


def legal_from_view(rules: Rules, view: View, seat: int, seed: int) -> list[Action]:
    """The seat's legal actions, read from a determinization of its view (they depend only on what it sees)."""
    return rules.legal_actions(rules.determinize(view, random.Random(seed)), seat)


def coach_bot(rules: Rules, seat: int, seed: int, iterations: int = HINT_ITERATIONS) -> Bot:
    """The bot whose choice is the hint: `hard` with an iteration budget (or `normal` where no hard exists)."""
    level = f"hard@{iterations}" if "hard" in levels_for(rules.game_id) else "normal"
    return make_bot(rules, level, seat, seed)


def best_action(
    rules: Rules,
    view: View,
    seat: int,
    legal: list[Action],
    seed: int,
    iterations: int = HINT_ITERATIONS,
    cancel: threading.Event | None = None,
) -> tuple[Action, str | None]:
    """The coach bot's choice among `legal` from `view`, and its reason where the bot gives one (`last_reason`)."""
    bot = coach_bot(rules, seat, seed, iterations)
    use_stop = getattr(bot, "use_stop", None)
    if cancel is not None and use_stop is not None:
        use_stop(cancel)  # a hard bot's search stops with the hint
    action = bot.choose(view, legal)
    reason = getattr(bot, "last_reason", None)  # a game's bot may say why (none does yet)
    return action, reason if isinstance(reason, str) else None


def hint(
    rules: Rules,
    view: View,
    seat: int,
    legal: list[Action] | None = None,
    *,
    seed: int = 0,
    iterations: int = HINT_ITERATIONS,
    budget: Budget | None = None,
    cancel: threading.Event | None = None,
) -> Hint:
    """The hint for `seat` from its view only (`legal` defaults to the actions its view allows).

    Both chances use the same seed (the same sampled hidden states), so their difference is the action's.
    """
    legal = legal if legal is not None else legal_from_view(rules, view, seat, seed)
    action, reason = best_action(rules, view, seat, legal, seed, iterations, cancel)
    budget = budget or Budget()
    before = Playouts(rules, view, seat).estimate(random.Random(seed), budget, cancel)
    after = Playouts(rules, view, seat, action).estimate(random.Random(seed), budget, cancel)
    return Hint(seat, action, before, after, reason)
