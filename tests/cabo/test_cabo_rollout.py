"""The search's fast paths give what the plain ones give: a round played in one loop, the policy's replace,
the generator seeded on first use, the action keys."""

from __future__ import annotations

import random

import pytest
from cabo_helpers import RULES

from tablegame.bots.base import make_bot
from tablegame.games.cabo.effects import perform
from tablegame.games.cabo.rollout import INFO_BONUS, MEAN, best_replace, play_round, row_facts
from tablegame.games.cabo.search import Hooks

FIELDS = (
    "rows",
    "deck",
    "discard",
    "phase",
    "current",
    "peeked",
    "drawn",
    "caller",
    "round",
    "start_seat",
    "scores",
    "round_scores",
    "resets_used",
    "winners",
    "history",
)


def sampled_states(n_seats: int, options: dict, games: int):
    """States a search samples from the views of seeded games between `normal` and `easy` bots."""
    hooks = Hooks(RULES)
    for seed in range(games):
        state = RULES.setup(n_seats, RULES.resolve_options(options), random.Random(seed), {})
        bots = [make_bot(RULES, "normal" if s % 2 else "easy", s, seed) for s in range(n_seats)]
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            view = RULES.view(state, seat)
            yield hooks.sample(view, random.Random(seed))
            RULES.perform(state, bots[seat].choose(view, RULES.legal_actions(state, seat)))


def step_by_step(hooks: Hooks, state, limit: int) -> None:
    """The policy's actions performed one by one (the loop `play_round` replaces)."""
    start = state.round
    for _ in range(limit):
        if state.phase == "over" or state.round != start:
            break
        perform(state, hooks.rollout_action(state, state.current, random.Random(0)), deal=False)


@pytest.mark.parametrize("n_seats", [2, 3, 4])
@pytest.mark.parametrize("options", [{}, {"lock_caller": True}, {"mismatch_penalty": "none"}])
def test_play_round_is_the_policy_step_by_step(n_seats, options):
    """From every sampled position, the round played in one loop leaves the state the policy's actions leave,
    whole and cut after a few actions, and the search's rewards agree."""
    hooks = Hooks(RULES)
    rng = random.Random(n_seats)
    checked = 0
    for state in sampled_states(n_seats, options, games=4):
        for limit in (hooks.rollout_depth, 1 + rng.randrange(5)):
            fast, slow = RULES.clone(state), RULES.clone(state)
            play_round(fast, limit)
            step_by_step(hooks, slow, limit)
            for name in FIELDS:
                assert getattr(fast, name) == getattr(slow, name), (name, limit)
            assert hooks.evaluate(fast) == hooks.evaluate(slow)
            checked += 1
    assert checked > 100


def reference_best_replace(known: list[int | None], value: int, bonus: float) -> tuple[float, list[int]]:
    """The best replace as first written: each card's guess, then every group of equal known values in turn."""
    guesses = [MEAN + bonus if v is None else v for v in known]
    highest = max(guesses)
    best, where = highest - value, [guesses.index(highest)]
    groups: dict[int, list[int]] = {}
    for p, v in enumerate(known):
        if v is not None:
            groups.setdefault(v, []).append(p)
    for v, group in groups.items():
        if len(group) >= 2:
            group = group[:4]
            gain = v * len(group) - value
            if gain > best:
                best, where = gain, group
    return best, where


def test_best_replace_as_first_written():
    """The replace worked out from a row's facts is the one every card and group tried in turn gives."""
    rng = random.Random(5)
    for _ in range(20_000):
        known = [None if rng.random() < 0.4 else rng.randrange(14) for _ in range(rng.randrange(1, 9))]
        value, bonus = rng.randrange(14), rng.choice((0.0, INFO_BONUS))
        gain, where = best_replace(row_facts(tuple(known)), value, bonus == INFO_BONUS)
        assert (gain, list(where)) == reference_best_replace(known, value, bonus), known


def test_keys_tell_actions_apart():
    """Equal actions have equal keys, different legal actions different ones (every list of seeded games)."""
    hooks = Hooks(RULES)
    for n_seats in (2, 4):
        state = RULES.setup(n_seats, RULES.resolve_options({}), random.Random(n_seats), {})
        rng = random.Random(1)
        while not RULES.is_over(state):
            legal = RULES.legal_actions(state, RULES.to_act(state)[0])
            keys = [hooks.key(a) for a in legal]
            assert len(set(keys)) == len(keys)
            assert keys == [hooks.key({k: list(v) if isinstance(v, list) else v for k, v in a.items()}) for a in legal]
            assert all(not (isinstance(k, tuple) and k[:1] == ("#seen",)) for k in keys)
            RULES.perform(state, legal[rng.randrange(len(legal))])
