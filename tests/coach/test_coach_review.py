"""The review: one entry per action of the seat, marks by the chance dropped beyond the error, cancellable."""

from __future__ import annotations

import threading

import pytest

from tablegame.bots.base import make_bot
from tablegame.coach.chance import Budget
from tablegame.coach.review import Cancelled, accuracy, mark_for, review
from tablegame.core.match import Match, Seat
from tablegame.core.rules import same_json

TINY = Budget(playouts=2, time_limit=None)
MARKS = {None, "inaccuracy", "mistake", "blunder"}


def short_match(actions: int = 14) -> Match:
    """A CABO match a random bot played for a few actions."""
    match = Match("cabo", [Seat("A", "human"), Seat("B", "bot", "random")], 11)
    bots = [make_bot(match.rules, "random", s, s) for s in range(2)]
    for _ in range(actions):
        seat = match.to_act()[0]
        match.apply(bots[seat].choose(match.view(seat), match.legal_actions(seat)))
    return match


@pytest.mark.parametrize(
    ("drop", "error", "mark"),
    [
        (0.04, 0.01, None),
        (0.06, 0.01, "inaccuracy"),
        (0.12, 0.01, "mistake"),
        (0.25, 0.01, "blunder"),
        (0.25, 0.30, None),  # larger than 20 points, but inside the estimates' error
        (0.12, 0.11, "mistake"),
        (-0.3, 0.01, None),
    ],
)
def test_marks_at_5_10_20_points_and_only_beyond_the_error(drop, error, mark):
    assert mark_for(drop, error) == mark


def test_a_review_has_one_entry_per_action_of_the_seat():
    match = short_match()
    seen = []
    decisions = review(match, 0, budget=TINY, iterations=6, progress=lambda done, total: seen.append((done, total)))
    mine = [i for i, a in enumerate(match.actions) if a["seat"] == 0]
    assert [d.index for d in decisions] == mine
    assert seen == [(k + 1, len(mine)) for k in range(len(mine))]
    replay = match.rebuilt(0)
    for index, action in enumerate(match.actions):
        if index in mine:
            decision = decisions[mine.index(index)]
            assert same_json(decision.played, action)
            assert any(same_json(decision.best, a) for a in replay.legal_actions(0))
            entry = decision.to_json()
            assert set(entry) == {"index", "played", "best", "win_chance_played", "win_chance_best", "error", "mark"}
            assert entry["mark"] in MARKS and 0 <= entry["win_chance_played"] <= 1 and entry["error"] > 0
            if same_json(decision.best, decision.played):
                assert entry["mark"] is None and entry["win_chance_best"] == entry["win_chance_played"]
        replay.apply(action)
    assert accuracy(decisions) == sum(d.mark is None for d in decisions) / len(decisions)


def test_a_review_is_the_same_for_a_seed():
    match = short_match(8)
    assert review(match, 1, budget=TINY, iterations=6, seed=3) == review(match, 1, budget=TINY, iterations=6, seed=3)


def test_a_called_off_review_raises():
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        review(short_match(6), 0, budget=TINY, iterations=6, cancel=cancel)


def test_no_decisions_no_accuracy():
    assert accuracy([]) is None
