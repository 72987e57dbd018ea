"""The win chance of a seat: playouts by the `normal` bots from determinizations of the seat's view.

Each playout samples a full state from the view (`Rules.determinize`: never the true state), performs
the action asked about (if any), then lets every seat's `normal` bot play to the end; the seat's reward is
1 for a win, 1/k for a win shared by k seats, 0 otherwise. The mean of the rewards (pulled toward an even
share by PRIOR_PLAYOUTS, so that a few playouts never claim certainty) is the chance that the seat wins if
play goes on as the `normal` bots would play it, so positions of `normal`-vs-`normal` games are the
population it is calibrated on (bench/calibration.py measures it).

Budgets: `playouts` (deterministic for a seed) and/or `time_limit` seconds. A playout still running when
the time is up is dropped, unless it is the first: then the position it reached is scored by the game's
search evaluation (`SearchHooks.evaluate`, a guess from the scores) and counted as one playout, so there is
always an answer in time, with an error near 0.5 that says how little it rests on. `cancel` (an Event,
polled between actions) stops at once with the playouts done so far.
"""

from __future__ import annotations

import math
import random
import threading
import time
from dataclasses import dataclass
from typing import Any

from tablegame.bots.hard import load_hooks
from tablegame.core.bots import Bot
from tablegame.core.registry import bot_classes
from tablegame.core.rules import Action, Rules, View

DEFAULT_TIME = 0.8  # seconds: under the table's 1 s at p95 with the setup around it (bench/coach_speed.py)
DEFAULT_PLAYOUTS = 400  # enough for an error near 0.025; a time budget usually ends the estimate first
POLL_EVERY = 4  # actions between two looks at the clock and the cancel event inside a playout
# The mean of a few playouts is noisy, and binned by a noisy number the outcomes regress toward the middle: 16
# playouts reading 16 wins meant a win far less often than always (bench/RESULTS.md). So the chance is the mean
# pulled toward an even share by this many playouts' worth of prior, which matters little past a few dozen.
PRIOR_PLAYOUTS = 2.0


@dataclass(frozen=True)
class Chance:
    """A win chance in [0, 1], its standard error, and how many playouts it rests on."""

    value: float
    error: float
    playouts: int

    def to_json(self) -> dict[str, Any]:
        """The chance as plain data (rounded for reading)."""
        return {"win_chance": round(self.value, 4), "error": round(self.error, 4), "playouts": self.playouts}


@dataclass(frozen=True)
class Budget:
    """How long an estimate may think: `playouts` at most, `time_limit` seconds at most (None: no limit), but
    never fewer than `least` playouts, whatever the clock says (the count its calibration was measured at)."""

    playouts: int | None = DEFAULT_PLAYOUTS
    time_limit: float | None = DEFAULT_TIME
    least: int = 0

    def __post_init__(self) -> None:
        if self.playouts is None and self.time_limit is None:
            raise ValueError("a win chance needs a playout budget or a time limit")


def chance_of(rewards: list[float], seats: int) -> Chance:
    """The mean reward pulled toward an even share by PRIOR_PLAYOUTS, and its standard error; with few or
    unanimous playouts the error stays honest (never below the binomial error of the mean pulled one win and
    one loss toward it)."""
    n = len(rewards)
    if not n:
        return Chance(1.0 / seats, 0.5, 0)
    total = sum(rewards)
    mean = total / n
    spread = sum((r - mean) ** 2 for r in rewards) / max(n - 1, 1)
    pulled = (total + 1.0) / (n + 2.0)
    value = (total + PRIOR_PLAYOUTS / seats) / (n + PRIOR_PLAYOUTS)
    return Chance(value, math.sqrt(max(spread, pulled * (1.0 - pulled)) / n), n)


class Playouts:
    """Playouts of one position for one seat: built once, run by `estimate` under a budget."""

    def __init__(self, rules: Rules, view: View, seat: int, then: Action | None = None) -> None:
        normal = bot_classes(rules.game_id).get("normal")
        if normal is None:
            raise ValueError(f"{rules.game_id} has no normal bot to play the playouts")
        self.rules, self.view, self.seat, self.then = rules, view, seat, then
        self.normal: type[Bot] = normal
        self.hooks = load_hooks(rules)

    def estimate(self, rng: random.Random, budget: Budget, cancel: threading.Event | None = None) -> Chance:
        """The win chance under `budget`; each playout draws its own seed from `rng` (common random numbers:
        two estimates with equal seeds sample the same hidden states)."""
        clock = time.perf_counter
        deadline = clock() + budget.time_limit if budget.time_limit is not None else math.inf
        most = budget.playouts if budget.playouts is not None else 1 << 62
        rewards: list[float] = []
        seats = 2
        while len(rewards) < most and not (cancel is not None and cancel.is_set()):
            timed = len(rewards) >= budget.least  # below `least` playouts the clock is not looked at
            if rewards and timed and clock() >= deadline:
                break
            state = self.rules.determinize(self.view, random.Random(rng.getrandbits(64)))
            seats = len(self.rules.result(state)["scores"])
            reward, finished = self.play_out(state, seats, rng.getrandbits(64), deadline if timed else math.inf, cancel)
            if reward is None or (rewards and not finished):
                break
            rewards.append(reward)
            if not finished:
                break
        return chance_of(rewards, seats)

    def play_out(
        self, state: Any, seats: int, seed: int, deadline: float, cancel: threading.Event | None
    ) -> tuple[float | None, bool]:
        """The seat's reward from one playout from `state` and whether it reached the end: cut by the clock, the
        evaluation's reward; (None, False) when cancelled."""
        rules = self.rules
        if self.then is not None:
            rules.perform(state, self.then)
        bot_rng = random.Random(seed)
        bots = [self.normal(rules, s, random.Random(bot_rng.getrandbits(64))) for s in range(seats)]
        clock, steps = time.perf_counter, 0
        while seats_now := rules.to_act(state):
            steps += 1
            if steps % POLL_EVERY == 0:
                if cancel is not None and cancel.is_set():
                    return None, False
                if clock() >= deadline:
                    return self.hooks.evaluate(state)[self.seat], False
            bot = bots[seats_now[0]]
            view = rules.view(state, bot.seat) if bot.needs_view else None
            rules.perform(state, bot.choose(view, rules.legal_actions(state, bot.seat)))  # type: ignore[arg-type]
        winners = rules.result(state)["winners"]
        return (1.0 / len(winners) if self.seat in winners else 0.0), True


def win_chance(
    rules: Rules,
    view: View,
    seat: int,
    *,
    then: Action | None = None,
    seed: int = 0,
    budget: Budget | None = None,
    cancel: threading.Event | None = None,
) -> Chance:
    """The chance that `seat` wins from the position its `view` shows (after its action `then`, if given)
    when play goes on as the `normal` bots would play it; reads only the view."""
    return Playouts(rules, view, seat, then).estimate(random.Random(seed), budget or Budget(), cancel)
