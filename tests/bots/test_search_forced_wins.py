"""The search finds a forced win in a small constructed position of every game (small budgets: quick)."""

from __future__ import annotations

import pytest
from hard_positions import FORCED_WINS

from tablegame.bots.base import make_bot


@pytest.mark.parametrize("game", sorted(FORCED_WINS))
def test_search_finds_the_forced_win(game):
    """The `hard` bot, with a small iteration budget, plays a move that wins, from its view alone."""
    rules, state, winning = FORCED_WINS[game]()
    seat = rules.to_act(state)[0]
    legal = rules.legal_actions(state, seat)
    bot = make_bot(rules, "hard@300", seat, 11)
    chosen = bot.choose(rules.view(state, seat), legal)
    assert chosen in legal
    if winning is not None:
        assert chosen == winning
    if game != "niagara":  # the card choice wins at the round's end; the others win at once
        after = rules.clone(state)
        rules.apply(after, chosen)
        assert rules.is_over(after) and rules.result(after)["winners"] == [seat]


def test_niagara_forced_win_is_played_out():
    """Niagara: after the winning card, the search's own moves bank the gem and the seat wins the round."""
    rules, state, winning = FORCED_WINS["niagara"]()
    bots = [make_bot(rules, "hard@150", s, 3 + s) for s in range(2)]
    while not rules.is_over(state):
        seat = rules.to_act(state)[0]
        action = bots[seat].choose(rules.view(state, seat), rules.legal_actions(state, seat))
        if action["type"] == "choose" and seat == 0:
            assert action == winning
        rules.apply(state, action)
    assert rules.result(state)["winners"] == [0] and state.round == 1


def test_cabo_bomb_is_found_with_a_time_budget():
    """The same CABO win with a short wall-clock budget (the table's kind of budget)."""
    rules, state, winning = FORCED_WINS["cabo"]()
    bot = make_bot(rules, "hard@0.2s", 0, 5)
    assert bot.choose(rules.view(state, 0), rules.legal_actions(state, 0)) == winning
