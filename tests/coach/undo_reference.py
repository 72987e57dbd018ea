"""The straightforward undo, kept as the reference the fast one (`tablegame.coach.undo`) must agree with: every
candidate decision rebuilt from the match's start, and the determinizations replay the whole line."""

from __future__ import annotations

import random
from typing import Any

from tablegame.coach.undo import LOOK_BACK, SAMPLES, Line, Undo, true_line
from tablegame.core.match import Match
from tablegame.core.rules import Action, IllegalAction, View, same_json
from tablegame.i18n import tr


def from_start(match: Match, n_actions: int) -> Match:
    """The match replayed from its start up to `n_actions` actions (no kept position)."""
    replay = Match(match.game, list(match.seats), match.seed, dict(match.options), dict(match.setup), dict(match.extra))
    replay.replay(match.actions[:n_actions])
    return replay


def reference_latest_decision(match: Match, seat: int) -> Match | None:
    """The match rebuilt at the seat's latest decision among its last `LOOK_BACK` actions, each from the start."""
    own = [i for i, action in enumerate(match.actions) if action["seat"] == seat][-LOOK_BACK:]
    for index in reversed(own):
        replay = from_start(match, index)
        if len(replay.legal_actions(seat)) > 1:
            return replay
    return None


def first_difference(match: Match, seat: int, start: View, actions: list[Action], line: Line, seed: int) -> int | None:
    """The first action after which some of `SAMPLES` determinizations shows the seat another view; None if none."""
    rules = match.rules
    rng = random.Random(seed)
    first: int | None = None
    for _ in range(SAMPLES):
        state: Any = rules.determinize(start, rng)
        for index, action in enumerate(actions[: first if first is not None else len(actions)]):
            try:
                rules.apply(state, dict(action))
            except IllegalAction:
                first = index
                break
            if not same_json(rules.view(state, seat), line.views[index]):
                first = index
                break
    return first


def reference_revealed_fact(match: Match, seat: int, decision: int, start: View, line: Line, seed: int) -> str | None:
    """What the seat learned since its decision, sampling over the whole line."""
    actions = match.actions[decision : decision + len(line.views)]
    differs = first_difference(match, seat, start, actions, line, seed)
    for index, action in enumerate(actions):
        actor = action["seat"]
        if actor != seat and (line.others_chose[index] or line.chance[index] or differs == index):
            return tr("{name} has played since", name=match.seats[actor].name)
        if differs == index:
            return tr("You have seen a new card since")
        if line.chance[index]:
            return tr("A card was drawn since")
    return None


def reference_undo_for(match: Match, seat: int, seed: int = 0) -> Undo:
    """What the seat may take back now, the straightforward way."""
    if match.is_over():
        return Undo(None, reason=tr("The game is over"))
    replay = reference_latest_decision(match, seat)
    if replay is None:
        return Undo(None, reason=tr("You have no move to take back"))
    decision = len(replay.actions)
    start, line = true_line(match, seat, replay)
    what = match.describe_for(match.actions[decision], seat, start, line.views[0])
    reason = reference_revealed_fact(match, seat, decision, start, line, seed)
    if reason is not None:
        return Undo(None, what, reason=reason)
    public = match.describe_for(match.actions[decision], None, line.public[0], line.public[1])
    return Undo(decision, what, public)
