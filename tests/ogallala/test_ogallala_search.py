"""Ogallala's `hard` (search.py): legal choices from the seat's view only, within its budget, seeded."""

from __future__ import annotations

import random
import threading

from ogallala_helpers import act, area, match, rules

from tablegame.bots.base import make_bot
from tablegame.games.ogallala.bots import BoldBot
from tablegame.games.ogallala.rollout import BOLD_TASTE, NORMAL_TASTE, play_out
from tablegame.games.ogallala.search import SearchBot

LASSO_SETUP = {
    "areas": [
        area("0:bow 1:paddler-red-2"),
        area("0:bow 1:loot-woman 2:loot-tent 3:paddler-black-1", "6:paddler-black-3 7:stern"),
    ],
    "piles": [["lasso"], [], []],
}


def _lasso_match():
    """Seat 0 about to throw a lasso at seat 1's grid."""
    m = match(setup=LASSO_SETUP)
    act(m, "draw", pile=0)
    act(m, "place", row=1, col=0)
    assert m.view(0)["phase"] == "lasso"
    return m


def test_hard_is_the_search_and_takes_a_budget():
    """`hard` is SearchBot; "hard@N" gives it N playouts a decision."""
    bot = make_bot(rules(), "hard@90", 0, 1)
    assert isinstance(bot, SearchBot) and bot.takes_budget and bot.iterations_budget == 90


def test_playouts_finish_games_with_legal_actions():
    """Playouts end seeded games at 2 and 5 seats and give every seat a score."""
    r = rules()
    for n in (2, 5):
        state = r.setup(n, r.resolve_options({}), random.Random(n), {})
        scores = play_out(r, state, [BOLD_TASTE] + [NORMAL_TASTE] * (n - 1), random.Random(1))
        assert r.is_over(state)
        assert len(scores) == n


def test_the_hidden_piles_do_not_change_the_choice():
    """The same view over piles dealt otherwise (the hidden cards shuffled among the piles): the same choice
    and the same search for a seed."""
    m = _lasso_match()
    state = m.state
    other = state.clone()
    hidden = [t for pile in other.piles for t in pile]
    random.Random(9).shuffle(hidden)
    for pile in other.piles:
        pile[:], hidden = hidden[: len(pile)], hidden[len(pile) :]
    assert other.piles != state.piles
    r = m.rules
    assert r.view(other, 0) == r.view(state, 0)
    picks = []
    for s in (state, other):
        bot = SearchBot(r, 0, random.Random(4), time_limit=None, iterations=60)
        picks.append((bot.choose(r.view(s, 0), r.legal_actions(s, 0)), bot.iterations))
    assert picks[0] == picks[1]
    assert picks[0][1] > 0


def test_the_budget_of_playouts_is_kept():
    """Every search plays at most its budget of playouts, whatever the clock."""
    m = _lasso_match()
    for budget in (3, 10, 45):
        bot = SearchBot(m.rules, 0, random.Random(2), time_limit=None, iterations=budget)
        assert bot.choose(m.view(0), m.legal_actions()) in m.legal_actions()
        assert bot.searches == 1 and 0 < bot.iterations <= budget


def test_whole_games_are_legal_seeded_and_the_planners_where_the_search_keeps_its_pick():
    """Against `normal`, every choice is legal and the same for the same seed; where no search switched, the
    game is move for move the one `BoldBot` plays (the search draws from a generator of its own)."""
    r = rules()
    for seed in range(3):
        games = []
        for level in ("hard", "planner", "hard"):
            state = r.setup(2, r.resolve_options({}), random.Random(seed), {})
            mine = (
                SearchBot(r, 0, random.Random(seed), time_limit=None, iterations=30)
                if level == "hard"
                else BoldBot(r, 0, random.Random(seed))
            )
            bots = [mine, make_bot(r, "normal", 1, seed)]
            moves = []
            while not r.is_over(state):
                seat = r.to_act(state)[0]
                legal = r.legal_actions(state, seat)
                action = bots[seat].choose(r.view(state, seat), legal)
                assert action in legal
                moves.append(action)
                r.apply(state, action)
            games.append((moves, getattr(mine, "switches", 0)))
        assert games[0] == games[2]
        if games[0][1] == 0:
            assert games[0][0] == games[1][0]


def test_a_stop_ends_the_search_at_once():
    """A stop asked before the search (the window called the decision off) leaves the planner's pick."""
    m = _lasso_match()
    bot = SearchBot(m.rules, 0, random.Random(2), time_limit=None, iterations=10**6)
    planner = BoldBot(m.rules, 0, random.Random(2))
    signal = _CalledOff()
    bot.use_stop(signal)
    assert bot.choose(m.view(0), m.legal_actions()) == planner.choose(m.view(0), m.legal_actions())
    assert bot.iterations == 0


class _CalledOff(threading.Event):
    """A stop signal the window set before the search began (a search's clear() leaves it set, as the bot
    worker's does)."""

    def is_set(self) -> bool:
        """Always set."""
        return True

    def clear(self) -> None:
        """Not the search's to clear."""
