"""The bot levels of every game: `random` for all, then the levels each game package declares (BOTS)."""

from __future__ import annotations

import random

from tablegame.bots.budget import parse_budget
from tablegame.core.bots import Bot
from tablegame.core.registry import bot_classes, game_modules
from tablegame.core.rules import Action, Rules, View
from tablegame.i18n import tr


class RandomBot(Bot):
    """Picks uniformly among the legal actions: the baseline every game gets for free."""

    level = "random"
    needs_view = False

    def choose(self, view: View | None, legal: list[Action]) -> Action:
        """A uniformly random legal action."""
        return legal[self.rng.randrange(len(legal))]


def levels_for(game_id: str) -> list[str]:
    """The bot levels a game offers, weakest first."""
    return ["random", *bot_classes(game_id)]


def _resolve(game_id: str, level: str) -> tuple[type[Bot], dict[str, float | int | None]]:
    """The bot class of `level` and its budget's keyword arguments; raises ValueError (one line)."""
    if game_id not in game_modules():  # the cached registry: make_bot runs once a seat and game in `sim`
        raise ValueError(
            tr("unknown game {game} (available: {games})", game=repr(game_id), games=", ".join(game_modules()))
        )
    classes: dict[str, type[Bot]] = {"random": RandomBot, **bot_classes(game_id)}
    name, at, budget = level.partition("@")
    if name not in classes or (at and name != "hard"):
        shown = (
            repr(level)
            if len(level) <= 40
            else tr("{start}… ({count} characters)", start=repr(level[:32]), count=len(level))
        )
        raise ValueError(
            tr(
                "unknown bot level {level} for {game} (levels: {levels})",
                level=shown,
                game=game_id,
                levels=", ".join(classes),
            )
        )
    if not at:
        return classes[name], {}
    try:
        limits = parse_budget(budget)
    except ValueError as exc:
        raise ValueError(tr("bad budget for bot level {level}: {reason}", level=name, reason=exc)) from None
    # a `hard` that does not search (Ogallala's planner) keeps within any budget: it is checked, then unused
    return classes[name], limits if classes[name].takes_budget else {}


def check_level(game_id: str, level: str) -> None:
    """Raise ValueError (one line) unless `level` is a bot level of the game with a sane budget; builds no bot."""
    _resolve(game_id, level)


def make_bot(rules: Rules, level: str, seat: int, seed: int) -> Bot:
    """A bot of `level` for `seat`; raises ValueError for a level the game does not have.

    `hard` takes an optional budget: "hard@400" searches 400 iterations per decision (deterministic
    for a seed), "hard@0.5s" half a second; plain "hard" uses the table's time budget. Budgets above
    a minute or 10^7 iterations, and NaN or infinite ones, are refused (`budget.parse_budget`).
    """
    bot_class, limits = _resolve(rules.game_id, level)
    return bot_class(rules, seat, random.Random(seed), **limits)
