"""A bot's choice depends only on its view: changing a hidden card in the true state never changes it."""

from __future__ import annotations

import pytest
from hard_positions import midgame, searched

from tablegame.bots.base import make_bot
from tablegame.games.niagara import round as niagara_round


def _cabo_hidden_change(rules, state, seat):
    """Swap an opponent's card this seat has not seen with a deck card of another value."""
    other = 1 - seat
    row = state.rows[other]
    p = next(i for i, (_, up, seen) in enumerate(row) if not up and not seen >> seat & 1)
    j = next(i for i, card in enumerate(state.deck) if rules.values[card] != rules.values[row[p][0]])
    card, up, seen = row[p]
    row[p], state.deck[j] = (state.deck[j], up, seen), card


def _ogallala_hidden_change(rules, state, seat):
    """Exchange two different cards between two draw piles (the piles' contents are hidden)."""
    a, b = state.piles[0], state.piles[1]
    i = next(i for i in range(len(a)) if a[i] != b[0])
    a[i], b[0] = b[0], a[i]


def _catan_hidden_change(rules, state, seat):
    """Swap a card of the opponent's hand with a deck card of another resource."""
    hand = state.hands[1 - seat]
    r = next(r for r in range(5) if hand[r])
    j = next(i for i, card in enumerate(state.deck) if card != r)
    hand[r] -= 1
    hand[state.deck[j]] += 1
    state.deck[j] = r


def _niagara_hidden_change(rules, state, seat):
    """The opponent's secret card (already chosen) becomes another of its unused cards."""
    other = 1 - seat
    unused = [i for i in range(len(niagara_round.CARDS)) if not state.used[other] >> i & 1]
    state.chosen[other] = next(i for i in unused if i != state.chosen[other])


CHANGES = {
    "cabo": _cabo_hidden_change,
    "ogallala": _ogallala_hidden_change,
    "struggle-for-catan": _catan_hidden_change,
}


@pytest.mark.parametrize("game", sorted(CHANGES))
def test_hard_choice_ignores_hidden_cards(game):
    """Same view, same seed: the same action, though the true states differ in a hidden card."""
    rules, state = midgame(game)
    seat = rules.to_act(state)[0]
    changed = rules.clone(state)
    CHANGES[game](rules, changed, seat)
    assert rules.view(changed, seat) == rules.view(state, seat)
    legal = rules.legal_actions(state, seat)
    assert rules.legal_actions(changed, seat) == legal
    bots = [make_bot(rules, "hard@80", seat, 21) for _ in range(2)]
    assert bots[0].choose(rules.view(state, seat), legal) == bots[1].choose(rules.view(changed, seat), legal)
    first, second = (searched(rules, seat, rules.view(s, seat), legal, 80, 21) for s in (state, changed))
    assert first.iterations > 0  # it searched
    assert first.action == second.action and first.visits == second.visits


def test_niagara_choice_ignores_the_opponents_secret_card():
    """Niagara: seat 1 has chosen in secret; seat 0's choice is the same whatever that card is."""
    rules, state = midgame("niagara")
    while state.phase != "choose" or rules.to_act(state) != [0, 1]:
        seat = rules.to_act(state)[0]
        rules.perform(
            state, make_bot(rules, "normal", seat, 1).choose(rules.view(state, seat), rules.legal_actions(state, seat))
        )
    rules.perform(state, rules.legal_actions(state, 1)[0])  # seat 1 chooses first, face down
    changed = rules.clone(state)
    _niagara_hidden_change(rules, changed, 0)
    assert changed.chosen != state.chosen
    assert rules.view(changed, 0) == rules.view(state, 0)
    legal = rules.legal_actions(state, 0)
    first = make_bot(rules, "hard@80", 0, 5).choose(rules.view(state, 0), legal)
    second = make_bot(rules, "hard@80", 0, 5).choose(rules.view(changed, 0), legal)
    assert first == second


@pytest.mark.parametrize("game", ["cabo", "niagara", "ogallala"])
def test_hard_is_deterministic_with_an_iteration_budget(game):
    """Same view, seed and budget: the same action and the same root statistics."""
    rules, state = midgame(game)
    seat = rules.to_act(state)[0]
    view, legal = rules.view(state, seat), rules.legal_actions(state, seat)
    bots = [make_bot(rules, "hard@60", seat, 8) for _ in range(2)]
    assert bots[0].choose(view, legal) == bots[1].choose(view, legal)
    first, second = (searched(rules, seat, view, legal, 60, 8) for _ in range(2))
    assert first.action == second.action and first.visits == second.visits
    assert 0 < first.iterations == second.iterations <= 60
