"""CABO clause tests for scoring and the game's end: CABO-23 to CABO-29 (cabo.md)."""

from __future__ import annotations

import random

from cabo_helpers import RULES, act, pass_turn, peek_all, stack, start

from tablegame.games.cabo import scoring


def play_round(rows, caller=None, scores=None, resets=None, start_seat=0, decks_after=None):
    """Deal these rows, then end the round: `caller` calls first (it must be the start seat), or the
    pile runs out after one turn. Totals and used resets can be set beforehand."""
    n = len(rows)
    setup = {"decks": [[f"c{v}" for v in stack(rows, 9, start=start_seat)], *(decks_after or [])]}
    state = start(n=n, start_seat=start_seat, **setup)
    if scores is not None:
        state.scores = list(scores)
    if resets is not None:
        state.resets_used = list(resets)
    peek_all(state)
    if caller is not None:
        assert caller == start_seat
        act(state, caller, "call_cabo")
        while state.round == 1 and state.phase != "over":
            pass_turn(state)
    else:
        state.discard = state.deck[:-1] + state.discard  # one card left: the round ends after one turn
        state.deck = state.deck[-1:]
        pass_turn(state)
    return state


def test_CABO_23_a_sum_is_the_total_value_of_the_row():
    state = play_round([[1, 2, 3, 4], [5, 6, 7, 8]])
    assert state.last_round["sums"] == [10, 26]
    assert state.last_round["rows"] == [["c1", "c2", "c3", "c4"], ["c5", "c6", "c7", "c8"]]


def test_CABO_23_a_grown_row_counts_every_card():
    assert scoring.round_scores([[1, 2, 3, 4, 5, 6], [0]], None)[0] == [21, 0]


# Clause: CABO-24
def test_CABO_24_without_a_call_every_seat_scores_its_sum():
    state = play_round([[1, 2, 3, 4], [5, 6, 7, 8]])
    assert state.round_scores == [10, 26] and state.scores == [10, 26]
    assert state.last_round["caller"] is None


def test_CABO_24_caller_lowest_scores_0():
    state = play_round([[1, 2, 3, 4], [5, 6, 7, 8]], caller=0)
    assert state.round_scores == [0, 26]


def test_CABO_24_caller_tied_for_lowest_scores_0():
    state = play_round([[1, 2, 3, 4], [0, 2, 4, 4]], caller=0)
    assert state.last_round["sums"] == [10, 10]
    assert state.round_scores == [0, 10]


def test_CABO_24_caller_not_lowest_scores_sum_plus_10():
    state = play_round([[1, 2, 3, 4], [5, 6, 7, 8], [0, 1, 1, 2]], caller=1, start_seat=1)
    assert state.round_scores == [10, 36, 4]


# Clause: CABO-25
def test_CABO_25_bomb_beats_the_caller_example_4():
    state = start(deck=[1, 12, 2, 13, 3, 12, 0, 13, 5, 6, 4, 7, 9])
    act(state, 0, "peek_start", positions=[0, 1])
    act(state, 1, "peek_start", positions=[0, 1])
    act(state, 0, "call_cabo")
    act(state, 1, "draw", source="deck")
    act(state, 1, "discard")
    assert state.round_scores == [50, 0] and state.scores == [50, 0]
    assert state.last_round["bomb"] == 1 and state.last_round["caller"] == 0
    assert RULES.result(state) == {"scores": [50, 0], "round_scores": [50, 0], "round": 2, "winners": []}
    assert RULES.to_act(state) == [1]


# Clause: CABO-25
def test_CABO_25_the_bomb_holder_may_call():
    state = play_round([[12, 13, 12, 13], [0, 1, 1, 1], [2, 2, 2, 2]], caller=0)
    assert state.round_scores == [0, 50, 50]


# Clause: CABO-25
def test_CABO_25_a_bomb_needs_exactly_four_cards():
    assert scoring.bomb_seat([[12, 12, 13, 13]]) == 0
    assert scoring.bomb_seat([[12, 12, 13, 13, 0]]) is None
    assert scoring.bomb_seat([[12, 12, 12, 13]]) is None
    assert scoring.bomb_seat([[13, 12, 13, 12], [1]]) == 0


# Clause: CABO-26
def test_CABO_26_round_scores_add_to_the_totals():
    state = play_round([[1, 2, 3, 4], [5, 6, 7, 8]], scores=[20, 30])
    assert state.scores == [30, 56]
    assert state.history == [[10, 26]]
    assert RULES.view(state, 0)["history"] == [[10, 26]]


# Clause: CABO-26
def test_CABO_26_history_keeps_every_round():
    state = start(
        decks=[
            [f"c{v}" for v in stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9)],
            [f"c{v}" for v in stack([[0, 0, 1, 1], [2, 2, 3, 3]], 9)],
        ]
    )
    peek_all(state)
    act(state, 0, "call_cabo")
    pass_turn(state)
    peek_all(state)
    act(state, 0, "call_cabo")
    pass_turn(state)
    assert state.history == [[0, 26], [0, 10]]
    assert state.scores == [0, 36]


# Clause: CABO-27
def test_CABO_27_an_exact_100_resets_to_50_once():
    state = play_round([[1, 2, 3, 4], [5, 6, 7, 8]], scores=[90, 0])
    assert state.scores == [50, 26] and state.resets_used == [True, False]
    assert state.last_round["resets"] == [0]
    state = play_round([[1, 2, 3, 4], [5, 6, 7, 8]], scores=[90, 0], resets=[True, False])
    assert state.scores == [100, 26] and state.phase != "over"  # 100 is not over 100


# Clause: CABO-27
def test_CABO_27_example_5_caller_bonus_then_reset():
    decks = [
        ["c13", "c0", "c13", "c1", "c12", "c2", "c11", "c3", "c4", "c5", "c6", "c7", "c8"],
        ["c0", "c13", "c1", "c12", "c1", "c11", "c2", "c5", "c6", "c7", "c8", "c9", "c10"],
    ]
    state = start(decks=decks)
    actions = [
        (0, "peek_start", {"positions": [0, 1]}),
        (1, "peek_start", {"positions": [0, 1]}),
        (0, "call_cabo", {}),
        (1, "draw", {"source": "deck"}),
        (1, "discard", {}),
    ]
    for seat, kind, fields in actions:
        act(state, seat, kind, **fields)
    assert state.scores == [59, 6] and state.start_seat == 1 and RULES.to_act(state) == [1]
    for seat, kind, fields in [
        (1, "peek_start", {"positions": [0, 1]}),
        (0, "peek_start", {"positions": [0, 1]}),
        (1, "call_cabo", {}),
        (0, "draw", {"source": "deck"}),
        (0, "discard", {}),
    ]:
        act(state, seat, kind, **fields)
    assert RULES.result(state) == {"scores": [50, 6], "round_scores": [41, 0], "round": 3, "winners": []}
    assert state.resets_used == [True, False] and RULES.to_act(state) == [1]


# Clause: CABO-27
def test_CABO_27_reset_helper():
    totals, used = [60, 100], [False, True]
    assert scoring.add_round(totals, [40, 0], used) == [0]
    assert totals == [50, 100] and used == [True, True]


# Clause: CABO-28
def test_CABO_28_lowest_round_score_starts_next():
    state = play_round([[5, 6, 7, 8], [1, 2, 3, 4], [2, 5, 5, 6]])
    assert state.start_seat == 1 and RULES.to_act(state) == [1] and state.round == 2


# Clause: CABO-28
def test_CABO_28_tie_keeps_the_previous_start_seat_example_6():
    state = start(deck=[4, 1, 0, 4, 2, 4, 2, 2, 1, 2, 3, 3, 9, 10, 11, 5], n=3)
    peek_all(state)
    act(state, 0, "call_cabo")
    pass_turn(state)
    pass_turn(state)
    assert state.last_round["sums"] == [12, 8, 8]
    assert state.round_scores == [22, 8, 8]
    assert state.start_seat == 0 and RULES.to_act(state) == [0] and state.round == 2


# Clause: CABO-28
def test_CABO_28_next_start_helper():
    assert scoring.next_start([5, 3, 9], 0) == 1
    assert scoring.next_start([5, 3, 3], 0) == 0
    assert scoring.next_start([3, 3, 9], 2) == 2


def test_CABO_29_the_game_ends_when_a_total_passes_100():
    state = play_round([[1, 2, 3, 4], [5, 6, 7, 8]], scores=[0, 75])
    assert state.phase == "over" and RULES.is_over(state)
    assert RULES.to_act(state) == [] and RULES.legal_actions(state, 0) == []
    assert RULES.result(state) == {"scores": [10, 101], "round_scores": [10, 26], "round": 1, "winners": [0]}
    assert state.last_round["next_start"] is None


def test_CABO_29_tied_totals_are_broken_by_the_last_round_score():
    state = play_round([[1, 2, 3, 4], [5, 6, 7, 8], [0, 1, 1, 1]], scores=[30, 80, 37])
    assert state.scores == [40, 106, 40]
    assert state.winners == [2]


def test_CABO_29_still_tied_all_win():
    state = play_round([[1, 2, 3, 4], [5, 6, 7, 8], [0, 2, 4, 4]], scores=[30, 80, 30])
    assert state.scores == [40, 106, 40]
    assert state.winners == [0, 2]


def test_CABO_29_a_reset_happens_before_the_end_check():
    state = play_round([[1, 2, 3, 4], [5, 6, 7, 8]], scores=[90, 10])
    assert state.scores == [50, 36] and state.phase == "peek_start"


def test_round_scores_agree_with_the_reasons_the_score_screen_gives():
    """round_scores computes the scores straight (it runs at every round's end of every playout); the
    score screen's `why` must say the same thing seat by seat."""
    rng = random.Random(5)
    score_of = {"sum": 0, "caller_lowest": None, "caller_not_lowest": scoring.CALLER_PENALTY, "bomb": None}
    for _ in range(3000):
        n = rng.randint(2, 4)
        values = [[rng.randint(0, 13) for _ in range(rng.choice((1, 3, 4, 4, 4, 5)))] for _ in range(n)]
        if rng.random() < 0.2:
            values[rng.randrange(n)] = rng.sample([12, 12, 13, 13], 4)
        caller = rng.choice([None, *range(n)])
        sums, scores, bomb = scoring.round_scores(values, caller)
        assert sums == [sum(row) for row in values] and bomb == scoring.bomb_seat(values)
        for total, score, why in zip(sums, scores, scoring.reasons(sums, caller, bomb), strict=True):
            added = score_of.get(why, scoring.BOMB_PENALTY - total)  # bombed: 50 whatever the sum
            assert score == (0 if added is None else total + added)
