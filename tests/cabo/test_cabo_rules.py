"""CABO clause tests, components to the end of a round: CABO-1 to CABO-22 (cabo.md)."""

from __future__ import annotations

import random

import pytest
from cabo_helpers import (
    CATALOG_COUNTS,
    RULES,
    act,
    deck_top,
    discard_values,
    example_3_swapped,
    face_up,
    legal_types,
    pass_turn,
    peek_all,
    seen_by,
    stack,
    start,
    values,
)

from tablegame.core.datafile import DataFileError, load_yaml
from tablegame.core.rules import BadSetup, IllegalAction
from tablegame.games.cabo.catalog import CATALOG_SCHEMA, build_catalog, cabo_catalog
from tablegame.games.cabo.setup import shuffle

# --- 1. Components and options --------------------------------------------------------------------


def test_CABO_1_catalog_has_52_cards_with_values_counts_and_powers():
    catalog = cabo_catalog()
    assert catalog.ids == tuple(f"c{v}" for v in range(14))
    assert catalog.values == tuple(range(14))
    assert catalog.counts == (2, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 2)
    assert sum(catalog.counts) == 52
    assert catalog.powers == (None,) * 7 + ("peek", "peek", "spy", "spy", "swap", "swap", None)


def test_CABO_1_catalog_schema_errors_name_the_place(tmp_path):
    bad = tmp_path / "cabo.yaml"
    bad.write_text("cards:\n  - {id: c0, value: 0, count: 2, power: fly}\n")
    with pytest.raises(DataFileError, match=r"cards\[0\]\.power: expected null, peek, spy or swap"):
        load_yaml(bad, CATALOG_SCHEMA)
    bad.write_text("cards:\n  - {id: c0, value: 0, count: 2}\n")
    with pytest.raises(DataFileError, match=r"cards\[0\]: 'power' is missing"):
        load_yaml(bad, CATALOG_SCHEMA)


def test_CABO_1_catalog_must_hold_52_distinct_kinds():
    with pytest.raises(DataFileError, match="add up to 2"):
        build_catalog({"cards": [{"id": "c0", "value": 0, "count": 2, "power": None}]})
    cards = [{"id": "c0", "value": 0, "count": 26, "power": None}] * 2
    with pytest.raises(DataFileError, match="appears twice"):
        build_catalog({"cards": cards})


# Clause: CABO-2
def test_CABO_2_two_to_four_seats():
    for n in (2, 3, 4):
        assert len(start(n=n).rows) == n
    for n in (1, 5):
        with pytest.raises(BadSetup):
            start(n=n)


def test_CABO_2_play_goes_clockwise():
    state = start(n=3)
    peek_all(state)
    order = []
    for _ in range(6):
        order.append(state.current)
        pass_turn(state)
    assert order == [0, 1, 2, 0, 1, 2]


def test_CABO_2_options_and_their_defaults():
    assert RULES.resolve_options({}) == {"mismatch_penalty": "seed", "lock_caller": False, "memory_aid": False}
    with pytest.raises(BadSetup):
        RULES.resolve_options({"mismatch_penalty": "harsh"})
    with pytest.raises(BadSetup):
        RULES.resolve_options({"lock_caller": 1})


# --- 2. Setup ----------------------------------------------------------------------------------------


# Clause: CABO-3
def test_CABO_3_shuffle_uses_the_generator():
    first = [card for row in start(seed=7).rows for card, _, _ in row]
    again = [card for row in start(seed=7).rows for card, _, _ in row]
    other = [[card for row in start(seed=s).rows for card, _, _ in row] for s in range(8, 12)]
    assert first == again
    assert any(o != first for o in other)
    assert RULES.count_components(start(seed=7)) == CATALOG_COUNTS


def test_CABO_3_the_shuffle_deals_as_it_always_did():
    """The quick shuffle is the plain Fisher-Yates with int(random() * (i + 1)) that seeded games and
    saved matches were dealt with: same cards, same generator state after."""
    for seed in range(200):
        for size in (0, 1, 2, 35, 51, 52):
            cards, reference = list(range(size)), list(range(size))
            rng, reference_rng = random.Random(seed), random.Random(seed)
            shuffle(cards, rng)
            for i in range(size - 1, 0, -1):
                j = int(reference_rng.random() * (i + 1))
                reference[i], reference[j] = reference[j], reference[i]
            assert cards == reference and rng.random() == reference_rng.random()


# Clause: CABO-4
def test_CABO_4_deal_one_card_at_a_time_from_the_start_seat():
    deck = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
    state = start(deck=deck, n=3, start_seat=1)
    # card k goes to seat (1 + k mod 3) mod 3 at position k // 3
    assert values(state, 1) == [0, 3, 6, 9]
    assert values(state, 2) == [1, 4, 7, 10]
    assert values(state, 0) == [2, 5, 8, 11]
    assert all(not any(face_up(state, s)) for s in range(3))


# Clause: CABO-4
def test_CABO_4_example_1_deal():
    state = start(deck=[5, 3, 5, 8, 9, 13, 2, 6, 4, 1, 12, 7, 10, 0])
    assert values(state, 0) == [5, 5, 9, 2]
    assert values(state, 1) == [3, 8, 13, 6]


# Clause: CABO-5
def test_CABO_5_discard_starts_with_card_4n_and_the_pile_with_4n_plus_1():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [10, 11]))
    assert discard_values(state) == [9]
    assert deck_top(state) == 10
    assert len(state.deck) == 52 - 9
    assert RULES.view(state, 0)["draw_count"] == 43


# Clause: CABO-6
def test_CABO_6_each_seat_peeks_at_two_cards_in_order_from_the_start_seat():
    state = start(n=3, start_seat=2)
    order = []
    while state.phase == "peek_start":
        seat = RULES.to_act(state)[0]
        order.append(seat)
        legal = RULES.legal_actions(state, seat)
        assert [a["positions"] for a in legal] == [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]
        act(state, seat, "peek_start", positions=[1, 3])
        assert seen_by(state, seat, 1) == [seat] and seen_by(state, seat, 3) == [seat]
        assert seen_by(state, seat, 0) == []
    assert order == [2, 0, 1]
    assert state.phase == "turn" and RULES.to_act(state) == [2]


# Clause: CABO-6
def test_CABO_6_peek_start_positions_must_be_two_increasing_positions():
    state = start()
    for bad in ([1, 0], [1, 1], [0, 4], [0], [0, 1, 2]):
        with pytest.raises(IllegalAction):
            act(state, 0, "peek_start", positions=bad)


# Clause: CABO-7
def test_CABO_7_cards_keep_positions_and_rows_close_up():
    state = start(deck=stack([[5, 3, 5, 9], [1, 2, 3, 4]], 6, [1]))
    peek_all(state)
    before = values(state, 1)
    act(state, 0, "draw", source="deck")
    act(state, 0, "replace", positions=[0, 2])
    assert values(state, 0) == [1, 3, 9]  # renumbered from 0
    assert values(state, 1) == before


# Clause: CABO-8
def test_CABO_8_start_seat_defaults_to_0_and_can_be_set():
    assert start().start_seat == 0 and RULES.to_act(start()) == [0]
    state = start(n=4, start_seat=3)
    assert state.start_seat == 3 and RULES.to_act(state) == [3]


# --- 3. Turns ----------------------------------------------------------------------------------------


# Clause: CABO-9
def test_CABO_9_a_turn_is_draw_deck_take_discard_or_call():
    state = start()
    peek_all(state)
    assert RULES.legal_actions(state, 0) == [
        {"seat": 0, "type": "draw", "source": "deck"},
        {"seat": 0, "type": "draw", "source": "discard"},
        {"seat": 0, "type": "call_cabo"},
    ]
    assert RULES.legal_actions(state, 1) == []


# Clause: CABO-9
def test_CABO_9_no_discard_take_from_an_empty_discard_pile():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [10]))
    peek_all(state)
    act(state, 0, "draw", source="discard")
    act(state, 0, "replace", positions=[0, 1])  # mismatch "seed": nothing is discarded
    assert state.discard == []
    assert {"seat": 1, "type": "draw", "source": "discard"} not in RULES.legal_actions(state, 1)
    with pytest.raises(IllegalAction, match="the discard pile is empty"):
        act(state, 1, "draw", source="discard")


# Clause: CABO-10
def test_CABO_10_deck_draw_is_seen_by_the_drawer_only():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [1]))
    peek_all(state)
    act(state, 0, "draw", source="deck")
    assert RULES.view(state, 0)["drawn"] == {"seat": 0, "source": "deck", "card": "c1"}
    assert RULES.view(state, 1)["drawn"] == {"seat": 0, "source": "deck", "card": None}
    assert legal_types(state) == {"replace", "discard"}  # a 1 has no power


# Clause: CABO-10
def test_CABO_10_discard_puts_the_card_face_up_on_the_discard_pile():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [0]))
    peek_all(state)
    act(state, 0, "draw", source="deck")
    act(state, 0, "discard")
    assert discard_values(state) == [0, 9]
    assert RULES.view(state, 1)["discard"] == ["c0", "c9"]
    assert RULES.to_act(state) == [1]


# Clause: CABO-11
def test_CABO_11_a_discard_take_must_replace_and_never_uses_the_power():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 11, [1]))
    peek_all(state)
    act(state, 0, "draw", source="discard")
    assert legal_types(state) == {"replace"}
    with pytest.raises(IllegalAction, match="you must replace a card: it came from the discard pile"):
        act(state, 0, "discard")
    with pytest.raises(IllegalAction, match="no power"):
        act(state, 0, "swap", position=0, target=1, target_position=0)


# Clause: CABO-12
def test_CABO_12_replace_one_card():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [0]))
    peek_all(state)
    act(state, 0, "draw", source="deck")
    act(state, 0, "replace", positions=[2])
    assert values(state, 0) == [1, 2, 0, 4]
    assert face_up(state, 0) == [False] * 4
    assert discard_values(state) == [3, 9]
    assert seen_by(state, 0, 2) == [0]


# Clause: CABO-12
def test_CABO_12_replace_legal_positions_are_one_to_four_increasing():
    state = start()
    peek_all(state)
    act(state, 0, "draw", source="deck")
    replaces = [a["positions"] for a in RULES.legal_actions(state, 0) if a["type"] == "replace"]
    assert len(replaces) == 4 + 6 + 4 + 1
    assert all(p == sorted(set(p)) and 1 <= len(p) <= 4 for p in replaces)
    for bad in ([1, 0], [4], [0, 0], [], [0, 1, 2, 3, 4]):
        with pytest.raises(IllegalAction):
            act(state, 0, "replace", positions=bad)


# Clause: CABO-13
def test_CABO_13_multi_replace_succeeds_example_1():
    state = start(deck=[5, 3, 5, 8, 9, 13, 2, 6, 4, 1, 12, 7, 10, 0])
    act(state, 0, "peek_start", positions=[0, 1])
    act(state, 1, "peek_start", positions=[0, 1])
    act(state, 0, "draw", source="deck")
    act(state, 0, "replace", positions=[0, 1])
    assert values(state, 0) == [1, 9, 2]
    assert discard_values(state) == [5, 5, 4]
    act(state, 1, "draw", source="discard")
    act(state, 1, "replace", positions=[2])
    assert values(state, 1) == [3, 8, 5, 6]
    assert seen_by(state, 1, 2) == [0, 1]  # both seats know the 5
    assert discard_values(state) == [13, 5, 4]
    assert deck_top(state) == 12
    assert RULES.to_act(state) == [0]


# Clause: CABO-13
def test_CABO_13_four_equal_cards_shrink_the_row_to_one():
    state = start(deck=stack([[6, 6, 6, 6], [1, 2, 3, 4]], 9, [0]))
    peek_all(state)
    act(state, 0, "draw", source="deck")
    act(state, 0, "replace", positions=[0, 1, 2, 3])
    assert values(state, 0) == [0]
    assert discard_values(state) == [6, 6, 6, 6, 9]


# Clause: CABO-13
def test_CABO_13_mismatch_seed_example_2():
    state = start(deck=[4, 2, 6, 2, 4, 7, 11, 9, 10, 3, 13, 5, 8])
    act(state, 0, "peek_start", positions=[0, 2])
    act(state, 1, "peek_start", positions=[0, 1])
    act(state, 0, "draw", source="deck")
    act(state, 0, "replace", positions=[0, 1, 2])
    assert values(state, 0) == [11, 4, 6, 4, 3, 13]
    assert face_up(state, 0) == [False, True, True, True, False, False]
    assert sum(values(state, 0)) == 41
    assert seen_by(state, 0, 4) == [0]  # only seat 0 knows the 3
    assert seen_by(state, 0, 5) == []  # the penalty card: nobody
    assert seen_by(state, 0, 1) == [0, 1]
    assert discard_values(state) == [10]
    assert deck_top(state) == 5
    assert RULES.to_act(state) == [1]


# Clause: CABO-13
def test_CABO_13_mismatch_of_two_cards_takes_no_penalty():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [0, 10]))
    peek_all(state)
    act(state, 0, "draw", source="deck")
    act(state, 0, "replace", positions=[1, 3])
    assert values(state, 0) == [1, 3, 2, 4, 0]
    assert face_up(state, 0) == [False, False, True, True, False]
    assert deck_top(state) == 10


# Clause: CABO-13
def test_CABO_13_mismatch_from_the_discard_keeps_the_card_known_to_all():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [0, 10]))
    peek_all(state)
    act(state, 0, "draw", source="discard")
    act(state, 0, "replace", positions=[0, 1, 2])
    assert values(state, 0) == [4, 1, 2, 3, 9, 0]
    assert seen_by(state, 0, 4) == [0, 1] and not face_up(state, 0)[4]
    assert seen_by(state, 0, 5) == []


# Clause: CABO-14
def test_CABO_14_mismatch_none_example_2():
    state = start(deck=[4, 2, 6, 2, 4, 7, 11, 9, 10, 3, 13, 5, 8], options={"mismatch_penalty": "none"})
    act(state, 0, "peek_start", positions=[0, 2])
    act(state, 1, "peek_start", positions=[0, 1])
    act(state, 0, "draw", source="deck")
    act(state, 0, "replace", positions=[0, 1, 2])
    assert values(state, 0) == [4, 6, 4, 11]
    assert face_up(state, 0) == [True, True, True, False]
    assert discard_values(state) == [3, 10]
    assert deck_top(state) == 13
    assert RULES.to_act(state) == [1]


# Clause: CABO-14
def test_CABO_14_mismatch_none_discards_a_power_card_without_its_power():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [11, 10]), options={"mismatch_penalty": "none"})
    peek_all(state)
    act(state, 0, "draw", source="deck")
    act(state, 0, "replace", positions=[0, 1])
    assert discard_values(state) == [11, 9]
    assert values(state, 1) == [5, 6, 7, 8]
    assert state.phase == "turn" and RULES.to_act(state) == [1]


# Clause: CABO-15
def test_CABO_15_powers_only_for_a_deck_draw_and_optional():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [7]))
    peek_all(state)
    act(state, 0, "draw", source="deck")
    assert legal_types(state) == {"replace", "discard", "peek"}
    act(state, 0, "discard")  # the power is optional
    assert all(seen_by(state, 0, p) == [0] for p in (0, 1))
    assert seen_by(state, 0, 2) == []


# Clause: CABO-15
def test_CABO_15_the_card_goes_on_the_discard_pile_before_the_power():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [12]))
    peek_all(state)
    act(state, 0, "draw", source="deck")
    act(state, 0, "swap", position=0, target=1, target_position=0)
    assert discard_values(state) == [12, 9]


# Clause: CABO-15
def test_CABO_15_a_power_without_a_target_is_not_offered():
    # mismatch "none" turns all of seat 0's cards face up; then no PEEK and no SPY on seat 0
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 9, 10]], 0, [1, 7, 8]), options={"mismatch_penalty": "none"})
    peek_all(state)
    act(state, 0, "draw", source="deck")
    act(state, 0, "replace", positions=[0, 1, 2, 3])
    assert all(face_up(state, 0))
    act(state, 1, "draw", source="deck")
    act(state, 1, "replace", positions=[0, 1, 2, 3])
    assert all(face_up(state, 1))
    act(state, 0, "draw", source="deck")  # an 8: PEEK, but no own face-down card
    assert legal_types(state) == {"replace", "discard"}
    with pytest.raises(IllegalAction, match="peek needs one of your own face-down cards"):
        act(state, 0, "peek", position=0)


# Clause: CABO-16
def test_CABO_16_peek_looks_at_an_own_face_down_card():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [8]))
    peek_all(state)
    act(state, 0, "draw", source="deck")
    peeks = [a for a in RULES.legal_actions(state, 0) if a["type"] == "peek"]
    assert peeks == [{"seat": 0, "type": "peek", "position": i} for i in range(4)]
    act(state, 0, "peek", position=3)
    assert seen_by(state, 0, 3) == [0]
    assert RULES.view(state, 0)["rows"][0][3]["card"] == "c4"
    assert RULES.view(state, 1)["rows"][0][3]["card"] is None


# Clause: CABO-17
def test_CABO_17_spy_looks_at_a_face_down_card_of_another_seat():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8], [0, 1, 2, 3]], 9, [10]), n=3)
    peek_all(state)
    act(state, 0, "draw", source="deck")
    spies = [(a["target"], a["position"]) for a in RULES.legal_actions(state, 0) if a["type"] == "spy"]
    assert sorted(spies) == [(t, p) for t in (1, 2) for p in range(4)]
    act(state, 0, "spy", target=2, position=2)
    assert seen_by(state, 2, 2) == [0]
    assert RULES.view(state, 0)["rows"][2][2]["card"] == "c2"
    assert RULES.view(state, 1)["rows"][2][2]["card"] is None
    with pytest.raises(IllegalAction):
        act(state, 1, "spy", target=1, position=0)


# Clause: CABO-17
def test_CABO_17_spy_needs_another_seat():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [9]))
    peek_all(state)
    act(state, 0, "draw", source="deck")
    with pytest.raises(IllegalAction, match="spy needs a card of another player"):
        act(state, 0, "spy", target=0, position=0)


# Clause: CABO-18
def test_CABO_18_swap_keeps_face_state_and_seen_by():
    state = example_3_swapped()
    assert values(state, 0) == [8, 12, 6, 3]
    assert values(state, 1) == [0, 5, 11, 1]
    assert seen_by(state, 0, 0) == [1]  # the 8 seat 1 had peeked at
    assert seen_by(state, 1, 3) == [0]  # the 1 seat 0 had peeked at
    assert seen_by(state, 1, 0) == [0, 1]
    assert discard_values(state) == [11, 9, 2]


# Clause: CABO-18
def test_CABO_18_swap_targets_any_card_of_any_other_seat():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8], [0, 1, 2, 3]], 9, [11]), n=3)
    peek_all(state)
    act(state, 0, "draw", source="deck")
    swaps = [a for a in RULES.legal_actions(state, 0) if a["type"] == "swap"]
    assert len(swaps) == 4 * 4 * 2
    assert {a["target"] for a in swaps} == {1, 2}


# Clause: CABO-18
def test_CABO_18_swap_moves_face_up_cards_face_up():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [0, 12]), options={"mismatch_penalty": "none"})
    peek_all(state)
    act(state, 0, "draw", source="deck")
    act(state, 0, "replace", positions=[0, 1])  # 1 and 2 face up in place
    act(state, 1, "draw", source="deck")
    act(state, 1, "swap", position=2, target=0, target_position=1)
    assert values(state, 1) == [5, 6, 2, 8] and face_up(state, 1) == [False, False, True, False]
    assert values(state, 0) == [1, 7, 3, 4] and face_up(state, 0) == [True, False, False, False]


@pytest.mark.parametrize("lock", [True, False])
# Clause: CABO-18
def test_CABO_18_lock_caller(lock):
    state = start(
        deck=stack([[1, 2, 3, 4], [5, 6, 7, 8], [0, 1, 2, 3]], 9, [11, 12]), n=3, options={"lock_caller": lock}
    )
    peek_all(state)
    act(state, 0, "call_cabo")
    act(state, 1, "draw", source="deck")
    targets = {a["target"] for a in RULES.legal_actions(state, 1) if a["type"] == "swap"}
    assert targets == ({2} if lock else {0, 2})
    if lock:
        with pytest.raises(IllegalAction, match="caller's cards cannot be swapped"):
            act(state, 1, "swap", position=0, target=0, target_position=0)


# Clause: CABO-18
def test_CABO_18_lock_caller_with_no_other_target_offers_no_swap():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [11]), options={"lock_caller": True})
    peek_all(state)
    act(state, 0, "call_cabo")
    act(state, 1, "draw", source="deck")
    assert legal_types(state) == {"replace", "discard"}


# Clause: CABO-19
def test_CABO_19_calling_is_the_whole_turn_and_the_others_play_once():
    state = start(n=3)
    peek_all(state)
    pass_turn(state)  # seat 0
    act(state, 1, "call_cabo")
    assert state.caller == 1 and RULES.to_act(state) == [2] and state.phase == "turn"
    assert "call_cabo" not in legal_types(state)  # one call per round
    with pytest.raises(IllegalAction, match="already been called"):
        act(state, 2, "call_cabo")
    pass_turn(state)  # seat 2
    assert RULES.to_act(state) == [0]
    pass_turn(state)  # seat 0, the last final turn; seat 1 does not play again
    assert state.round == 2


# Clause: CABO-19
def test_CABO_19_calling_is_not_possible_while_holding_a_card():
    state = start()
    peek_all(state)
    act(state, 0, "draw", source="deck")
    with pytest.raises(IllegalAction, match="already hold a drawn card"):
        act(state, 0, "call_cabo")


# Clause: CABO-20
def test_CABO_20_the_round_ends_after_the_last_final_turn():
    state = start(n=4, start_seat=2)
    peek_all(state)
    act(state, 2, "call_cabo")
    for seat in (3, 0, 1):
        assert state.round == 1 and RULES.to_act(state) == [seat]
        pass_turn(state)
    assert state.round == 2 and state.last_round["caller"] == 2


def _shorten_pile(state, keep: int) -> None:
    """Move all but `keep` draw-pile cards under the discard pile (every card stays accounted for)."""
    moved = state.deck[: len(state.deck) - keep]
    state.deck = state.deck[len(state.deck) - keep :]
    state.discard = moved + state.discard


# Clause: CABO-21
def test_CABO_21_the_round_ends_when_the_pile_runs_out():
    state = start()
    peek_all(state)
    turns = 0
    while state.round == 1:
        pass_turn(state)
        turns += 1
    assert turns == 43  # every card of the pile drawn, then the round ends at once
    assert state.last_round["caller"] is None


# Clause: CABO-21
def test_CABO_21_during_final_turns_the_caller_is_still_scored_as_caller():
    state = start(deck=stack([[13, 13, 12, 11], [0, 1, 1, 1]], 9, [3, 4, 5]))
    peek_all(state)
    pass_turn(state)
    act(state, 1, "call_cabo")
    _shorten_pile(state, 1)
    pass_turn(state)  # seat 0 draws the last card: the round ends (it was also the final turn)
    assert state.round == 2
    assert state.last_round["caller"] == 1 and state.last_round["round_scores"][1] == 0


# Clause: CABO-21
def test_CABO_21_in_three_seats_an_empty_pile_cuts_the_final_turns_short():
    state = start(n=3)
    peek_all(state)
    act(state, 0, "call_cabo")
    _shorten_pile(state, 1)
    pass_turn(state)  # seat 1 empties the pile; seat 2 does not get its final turn
    assert state.round == 2 and state.last_round["caller"] == 0


# Clause: CABO-21
def test_CABO_21_the_penalty_card_can_empty_the_pile_and_is_skipped_when_empty():
    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [0, 10, 11]))
    peek_all(state)
    _shorten_pile(state, 2)
    act(state, 0, "draw", source="deck")
    act(state, 0, "replace", positions=[0, 1, 2])  # the penalty card is the last one
    assert state.round == 2
    assert state.last_round["rows"][0] == ["c4", "c1", "c2", "c3", "c0", "c10"]

    state = start(deck=stack([[1, 2, 3, 4], [5, 6, 7, 8]], 9, [0, 10, 11]))
    peek_all(state)
    _shorten_pile(state, 1)
    act(state, 0, "draw", source="deck")
    act(state, 0, "replace", positions=[0, 1, 2])  # the pile is already empty: no penalty card
    assert state.last_round["rows"][0] == ["c4", "c1", "c2", "c3", "c0"]


def test_CABO_22_a_round_end_reveals_scores_and_deals_anew():
    state = start()
    peek_all(state)
    act(state, 0, "call_cabo")
    pass_turn(state)
    assert state.round == 2 and state.phase == "peek_start"
    assert RULES.count_components(state) == CATALOG_COUNTS
    assert all(len(row) == 4 for row in state.rows)
    assert all(slot == (slot[0], False, 0) for row in state.rows for slot in row)  # knowledge cleared
    assert len(state.discard) == 1 and len(state.deck) == 52 - 9
    assert state.caller is None and state.drawn is None


def test_CABO_22_the_next_deal_uses_the_generator_unless_stacked():
    one = start(seed=3)
    two = start(seed=4)
    for state in (one, two):
        peek_all(state)
        act(state, 0, "call_cabo")
        pass_turn(state)
    assert one.rows != two.rows


def test_CABO_22_the_game_over_state_keeps_the_revealed_rows():
    state = start(deck=stack([[13, 13, 12, 11], [0, 1, 2, 3]], 9))
    state.scores = [90, 0]
    peek_all(state)
    act(state, 0, "call_cabo")
    pass_turn(state)
    assert state.phase == "over"
    assert all(all(face_up(state, s)) for s in range(2))
    assert values(state, 0) == [13, 13, 12, 11]
    assert RULES.view(state, 1)["rows"][0][0]["card"] == "c13"


def test_apply_rejects_an_action_of_a_seat_not_to_act():
    state = start()
    with pytest.raises(IllegalAction, match="seat 0's turn"):
        act(state, 1, "peek_start", positions=[0, 1])
    peek_all(state)
    assert RULES.legal_actions(state, 1) == []
