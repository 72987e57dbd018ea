"""The Ogallala bots' knobs: normal's and easy's are their old constants, names round-trip, hard stays in its view."""

from __future__ import annotations

import random

import pytest

from tablegame.games.ogallala.bot_knobs import HAND_TUNED, NORMAL_KNOBS, Knobs, knob_names, knob_values, knobs_from
from tablegame.games.ogallala.bots import BOLD, CONTINUE_BONUS, EASY, BoldBot, EasyBot, NormalBot
from tablegame.games.ogallala.heuristics import NORMAL, Weights


def test_normal_and_easy_keep_their_constants():
    """normal's knobs are the defaults the shared machinery had as constants; easy differs only in weights."""
    assert NormalBot.knobs == NORMAL_KNOBS == Knobs()
    assert NORMAL_KNOBS.weights == NORMAL == Weights(0.45, 0.75, 0.04, 1.0, 0.5, 0.8)
    assert (CONTINUE_BONUS, NORMAL_KNOBS.attack_share, NORMAL_KNOBS.leader_weight) == (1.0, 0.8, 0.5)
    assert EasyBot.knobs == Knobs(weights=EASY)
    assert HAND_TUNED.weights == BOLD == Weights(p_end=0.3)


def test_knob_names_round_trip():
    """Every knob has a name; values read back as they were set; unknown names are refused."""
    names = knob_names()
    assert len(names) == len(set(names)) and "weights.p_end" in names and "continue_bonus" in names
    assert knobs_from(knob_values(BoldBot.knobs)) == BoldBot.knobs
    changed = knobs_from({"weights.p_hole": 0.6, "axe_fear": 2.0}, HAND_TUNED)
    assert changed.weights.p_hole == 0.6 and changed.weights.p_end == 0.3 and changed.axe_fear == 2.0
    with pytest.raises(ValueError, match="unknown"):
        knobs_from({"weights.nonsense": 1.0})


@pytest.mark.parametrize("seats", [2, 5])
def test_hard_plays_legal_actions_from_its_view_alone(seats):
    """Whole games of hard against normal: every choice is legal, and the same seeded bot given only the view
    (a deep copy, so nothing of the state can leak in) chooses the same."""
    import copy

    from tablegame.games.ogallala.rules import OgallalaRules

    rules = OgallalaRules()
    state = rules.setup(seats, rules.resolve_options({}), random.Random(seats), {})
    players = [BoldBot(rules, 0, random.Random(1))] + [NormalBot(rules, s, random.Random(s)) for s in range(1, seats)]
    twin = BoldBot(rules, 0, random.Random(1))
    while not rules.is_over(state):
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        view = rules.view(state, seat)
        action = players[seat].choose(view, legal)
        assert action in legal
        if seat == 0:
            assert twin.choose(copy.deepcopy(view), copy.deepcopy(legal)) == action
        rules.perform(state, action)
