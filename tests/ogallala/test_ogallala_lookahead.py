"""Ogallala's `hard` (lookahead.ExpectBot): legal choices, made from the seat's view only."""

from __future__ import annotations

import random

import pytest
from ogallala_helpers import rules

from tablegame.games.ogallala.bots import NormalBot
from tablegame.games.ogallala.lookahead import ExpectBot
from tablegame.games.ogallala.state import OgState


@pytest.mark.parametrize(("n", "variant"), [(2, "basic"), (3, "advanced")])
def test_hard_plays_whole_games_with_legal_actions(n, variant):
    """Against `normal`, every choice of the look-ahead is one of the legal actions, to the game's end."""
    r = rules()
    state = r.setup(n, r.resolve_options({"variant": variant}), random.Random(n), {})
    bots = [ExpectBot(r, 0, random.Random(1))] + [NormalBot(r, s, random.Random(s + 1)) for s in range(1, n)]
    steps = 0
    while not r.is_over(state):
        seat = r.to_act(state)[0]
        legal = r.legal_actions(state, seat)
        action = bots[seat].choose(r.view(state, seat), legal)
        assert action in legal
        r.apply(state, action)
        steps += 1
        assert steps < 20_000


def _shuffled_piles(state: OgState, seed: int) -> OgState:
    """The same table with the draw piles' hidden cards in another order (sizes kept)."""
    other = state.clone()
    cards = [t for pile in other.piles for t in pile]
    random.Random(seed).shuffle(cards)
    sizes = [len(pile) for pile in other.piles]
    other.piles = [cards[sum(sizes[:p]) : sum(sizes[: p + 1])] for p in range(3)]
    return other


def test_hard_reads_only_its_view():
    """At every drawn-card placement of a game, the piles' hidden order does not change the choice."""
    r = rules()
    state = r.setup(2, r.resolve_options({}), random.Random(7), {})
    players = [ExpectBot(r, 0, random.Random(1)), NormalBot(r, 1, random.Random(2))]
    looked = 0
    while not r.is_over(state) and looked < 12:
        seat = r.to_act(state)[0]
        legal = r.legal_actions(state, seat)
        if seat == 0 and state.phase == "hold" and state.held_source == "draw" and len(legal) > 1:
            choices = []
            for world in (state, _shuffled_piles(state, 1), _shuffled_piles(state, 2)):
                twin = ExpectBot(r, 0, random.Random(99))
                choices.append(twin.choose(r.view(world, 0), r.legal_actions(world, 0)))
            assert choices[0] == choices[1] == choices[2]
            looked += 1
        r.apply(state, players[seat].choose(r.view(state, seat), legal))
    assert looked >= 5
