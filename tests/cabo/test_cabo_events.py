"""What the rules hand the table besides the cards: the last action's moves, why each seat scored what
it did, and the words the catalog gives (so the table never works these out again)."""

from __future__ import annotations

import json
import random

from cabo_helpers import RULES, act, pass_turn, peek_all, stack, start

from tablegame.games.cabo.scoring import SCORING
from tablegame.games.cabo.terms import power_cards


def row(seat: int, position: int) -> dict[str, int]:
    """A row place as the view writes it."""
    return {"seat": seat, "position": position}


def moves(state, seat: int = 1) -> list[dict]:
    """The last action's moves in a seat's view."""
    return RULES.view(state, seat)["last_moves"]


# Clause: CABO-9
def test_CABO_9_draws_move_a_card_to_the_drawn_place():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [0, 10]))
    peek_all(state)
    assert moves(state) == []
    act(state, 0, "draw", source="deck")
    assert moves(state) == [{"from": "deck", "to": "drawn"}]
    act(state, 0, "discard")
    assert moves(state) == [{"from": "drawn", "to": "discard"}]
    act(state, 1, "draw", source="discard")
    assert moves(state) == [{"from": "discard", "to": "drawn"}]


# Clause: CABO-12
def test_CABO_12_replace_moves_the_old_card_to_the_discard_and_the_new_one_in():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [0, 10]))
    peek_all(state)
    act(state, 0, "draw", source="deck")
    act(state, 0, "replace", positions=[2])
    assert moves(state) == [{"from": row(0, 2), "to": "discard"}, {"from": "drawn", "to": row(0, 2)}]


# Clause: CABO-13
def test_CABO_13_matching_multi_replace_discards_every_lifted_card():
    state = start(deck=stack([[6, 1, 6, 6], [1, 2, 3, 4]], 9, [0]))
    peek_all(state)
    act(state, 0, "draw", source="deck")
    act(state, 0, "replace", positions=[0, 2, 3])
    assert moves(state) == [
        {"from": row(0, 0), "to": "discard"},
        {"from": row(0, 2), "to": "discard"},
        {"from": row(0, 3), "to": "discard"},
        {"from": "drawn", "to": row(0, 0)},
    ]


# Clause: CABO-13
def test_CABO_13_mismatch_seed_moves_the_lifted_cards_the_new_card_and_the_penalty_to_the_right_end():
    state = start(deck=[4, 2, 6, 2, 4, 7, 11, 9, 10, 3, 13, 5, 8])
    peek_all(state, (0, 2))
    act(state, 0, "draw", source="deck")
    act(state, 0, "replace", positions=[0, 1, 2])
    assert moves(state) == [
        {"from": row(0, 0), "to": row(0, 1)},
        {"from": row(0, 1), "to": row(0, 2)},
        {"from": row(0, 2), "to": row(0, 3)},
        {"from": "drawn", "to": row(0, 4)},
        {"from": "deck", "to": row(0, 5)},
    ]


# Clause: CABO-14
def test_CABO_14_mismatch_none_moves_only_the_new_card_to_the_discard():
    state = start(deck=[4, 2, 6, 2, 4, 7, 11, 9, 10, 3, 13, 5, 8], options={"mismatch_penalty": "none"})
    peek_all(state, (0, 2))
    act(state, 0, "draw", source="deck")
    act(state, 0, "replace", positions=[0, 1, 2])
    assert moves(state) == [{"from": "drawn", "to": "discard"}]


# Clause: CABO-18
def test_CABO_18_swap_moves_the_two_cards_and_a_determinized_state_keeps_the_moves():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [11, 10]))
    peek_all(state)
    act(state, 0, "draw", source="deck")
    act(state, 0, "swap", position=3, target=1, target_position=0)
    view = RULES.view(state, 1)
    assert view["last_moves"] == [{"from": row(0, 3), "to": row(1, 0)}, {"from": row(1, 0), "to": row(0, 3)}]
    assert json.loads(json.dumps(view)) == view
    assert RULES.view(RULES.determinize(view, random.Random(1)), 1) == view


# Clause: CABO-24
def test_CABO_24_the_score_screen_says_why_the_caller_scored_and_the_rules_numbers():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9))
    peek_all(state)
    act(state, 0, "call_cabo")
    pass_turn(state)
    last = RULES.view(state, 1)["last_round"]
    assert last["why"] == ["caller_lowest", "sum"]
    assert (
        last["scoring"]
        == SCORING
        == {"caller_penalty": 10, "bomb_penalty": 50, "reset_at": 100, "reset_to": 50, "game_end_above": 100}
    )
    state = start(deck=stack([[5, 6, 7, 8], [1, 2, 3, 4]], 9))
    peek_all(state)
    act(state, 0, "call_cabo")
    pass_turn(state)
    assert RULES.view(state, 0)["last_round"]["why"] == ["caller_not_lowest", "sum"]


# Clause: CABO-25
def test_CABO_25_the_score_screen_names_the_bomb_and_the_bombed():
    state = start(deck=stack([[1, 2, 3, 4], [12, 13, 12, 13]], 9))
    peek_all(state)
    act(state, 0, "call_cabo")
    pass_turn(state)
    last = RULES.view(state, 0)["last_round"]
    assert last["why"] == ["bombed", "bomb"] and last["round_scores"] == [50, 0]
    last["why"][0] = "sum"  # a view is a copy
    assert RULES.view(state, 0)["last_round"]["why"][0] == "bombed"


# Clause: CABO-15
def test_CABO_15_power_cards_are_named_from_the_catalog():
    assert [power_cards(RULES.catalog, p) for p in ("peek", "spy", "swap")] == [
        "a 7 or an 8",
        "a 9 or a 10",
        "an 11 or a 12",
    ]


# Clause: CABO-19
def test_CABO_19_the_view_says_when_the_turns_are_last_turns():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]], 0), n=3)
    peek_all(state)
    assert not RULES.view(state, 1)["last_turn"]
    act(state, 0, "call_cabo")
    assert RULES.view(state, 1)["last_turn"] and RULES.view(state, 0)["last_turn"]
    pass_turn(state)
    assert RULES.view(state, 2)["last_turn"]
    pass_turn(state)
    assert state.round == 2 and not RULES.view(state, 0)["last_turn"]


# Clause: CABO-30
def test_CABO_30_the_view_records_who_looked_at_which_card():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 0, [9, 7, 3]))
    act(state, 0, "peek_start", positions=[1, 3])
    assert RULES.view(state, 1)["last_looks"] == [{"seat": 0, "card": row(0, 1)}, {"seat": 0, "card": row(0, 3)}]
    act(state, 1, "peek_start", positions=[0, 1])
    act(state, 0, "draw", source="deck")
    assert RULES.view(state, 1)["last_looks"] == []
    act(state, 0, "spy", target=1, position=2)
    assert RULES.view(state, 1)["last_looks"] == [{"seat": 0, "card": row(1, 2)}]
    act(state, 1, "draw", source="deck")
    act(state, 1, "peek", position=3)
    view = RULES.view(state, 0)
    assert view["last_looks"] == [{"seat": 1, "card": row(1, 3)}]
    assert RULES.view(RULES.determinize(view, random.Random(2)), 0) == view
