"""The rules' refusal reasons speak to the seat that tried ("you hold no ore"), never of it in the third person
("seat 0 holds no ore", which the table shows as "Mina holds no ore"), in every game and language."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from tablegame import i18n
from tablegame.core.registry import game_ids, get_rules
from tablegame.core.rules import Action

POSITIONS = 12  # sampled positions per game
POOL = 150  # actions tried at each position (legal somewhere in another playout)


def the_seat(lang: str, seat: int) -> re.Pattern[str]:
    """How a reason names a seat in a language ("seat 0", "0번 자리", "座位0" or "0号座位")."""
    if lang == "ko":
        return re.compile(rf"(?<!\d){seat}번 자리")
    if lang == "zh":
        return re.compile(rf"座位{seat}(?!\d)|(?<!\d){seat}号座位")
    return re.compile(rf"\bseat {seat}(?!\d)", re.IGNORECASE)


def playout(game: str, n: int, seed: int) -> Iterator[tuple[Any, Any]]:
    """The rules and each position of one random playout (the live state: do not change it)."""
    rules = get_rules(game)
    rng = random.Random(seed)
    state = rules.setup(n, rules.resolve_options(dict(rules.playout_options)), random.Random(seed), {})
    while rules.to_act(state):
        yield rules, state
        legal = rules.legal_actions(state, rules.to_act(state)[0])
        rules.apply(state, legal[rng.randrange(len(legal))])


def action_pool(game: str, n: int) -> list[Action]:
    """Actions legal somewhere in a playout, without their seat (tried later by every seat)."""
    seen: dict[str, Action] = {}
    for rules, state in playout(game, n, 5):
        for seat in rules.to_act(state):
            for action in rules.legal_actions(state, seat):
                bare = {k: v for k, v in action.items() if k != "seat"}
                seen.setdefault(json.dumps(bare, sort_keys=True), bare)
    pool = list(seen.values())
    random.Random(1).shuffle(pool)
    return pool[:POOL]


@pytest.mark.parametrize("lang", ["en", "ko", "zh"])
@pytest.mark.parametrize("game", game_ids())
def test_a_refusal_speaks_to_the_seat_that_tried(game, lang):
    i18n.use(lang)
    n = 3
    pool = action_pool(game, n)
    length = sum(1 for _ in playout(game, n, 9))
    wanted = set(range(0, length, max(1, length // POSITIONS)))
    tried, third_person = 0, []
    for index, (rules, state) in enumerate(playout(game, n, 9)):
        if index not in wanted:
            continue
        for seat in range(n):
            legal = {json.dumps(a, sort_keys=True) for a in rules.legal_actions(state, seat)}
            for bare in pool:
                action = {"seat": seat, **bare}
                if json.dumps(action, sort_keys=True) in legal:
                    continue
                reason = rules.explain_illegal(state, action)
                tried += 1
                if the_seat(lang, seat).search(reason):
                    third_person.append((action, reason))
    assert tried > 100
    assert third_person == []
