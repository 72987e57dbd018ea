"""Random CABO playouts checking invariants: cards conserved, legality, hidden views, termination, replay."""

from __future__ import annotations

import json
import random

import pytest
from cabo_helpers import CATALOG_COUNTS, RULES

from tablegame.core.match import Match, Seat
from tablegame.core.rules import IllegalAction

MAX_ACTIONS = 20_000
OPTION_SETS = [
    {},
    {"mismatch_penalty": "none"},
    {"lock_caller": True},
    {"mismatch_penalty": "none", "lock_caller": True, "memory_aid": True},
]


def check_views(state) -> None:
    """Every view shows exactly the cards its seat may see, with their true ids (CABO-32)."""
    ids = RULES.catalog.ids
    for seat in range(state.n_seats):
        view = RULES.view(state, seat)
        assert len(view["rows"]) == state.n_seats
        for owner, row in enumerate(state.rows):
            for position, (card, up, seen) in enumerate(row):
                slot = view["rows"][owner][position]
                visible = up or bool(seen >> seat & 1)
                assert slot["card"] == (ids[card] if visible else None)
                assert slot["face_up"] == up
                assert slot["seen_by"] == [s for s in range(state.n_seats) if seen >> s & 1]
                if up:
                    assert slot["seen_by"] == list(range(state.n_seats))
        if state.drawn is None:
            assert view["drawn"] is None
        else:
            holder, source, card = state.drawn
            shown = holder == seat or source == "discard"
            assert view["drawn"] == {"seat": holder, "source": source, "card": ids[card] if shown else None}
        assert view["discard"] == [ids[c] for c in reversed(state.discard)]
        assert view["draw_count"] == len(state.deck)
        json.dumps(view)  # JSON-ready


def check_state(state) -> None:
    """Invariants of every position."""
    assert RULES.count_components(state) == CATALOG_COUNTS  # 52 cards always accounted for
    assert all(len(row) >= 1 for row in state.rows)
    to_act = RULES.to_act(state)
    if state.phase == "over":
        assert to_act == [] and state.winners
    else:
        assert to_act == [state.current] and state.winners == []
        assert (state.drawn is not None) == (state.phase == "drawn")
        if state.phase == "peek_start":
            assert state.current == (state.start_seat + state.peeked) % state.n_seats
            assert all(len(row) == 4 for row in state.rows)
        elif state.phase == "turn":
            assert state.deck, "a turn never starts on an empty draw pile"


def illegal_variants(state, seat: int, legal: list[dict]) -> list[dict]:
    """A few actions that must be refused now."""
    other = (seat + 1) % state.n_seats
    candidates = [
        {**legal[0], "seat": other},
        {"seat": seat, "type": "peek_start", "positions": [3, 0]},
        {"seat": seat, "type": "replace", "positions": [len(state.rows[seat])]},
        {"seat": seat, "type": "spy", "target": seat, "position": 0},
        {"seat": seat, "type": "draw", "source": "sky"},
        {"seat": seat, "type": "nap"},
    ]
    if state.phase != "drawn":
        candidates.append({"seat": seat, "type": "discard"})
    if state.phase != "turn" or state.caller is not None:
        candidates.append({"seat": seat, "type": "call_cabo"})
    return [c for c in candidates if c not in legal]


def play_random_game(n: int, seed: int, options: dict, check_every: int = 1, probe: bool = False, calls: bool = True):
    """Play a random game through a Match, checking invariants; returns the match. Without `calls`
    nobody calls CABO, so rounds run the pile out and rows grow through failed multi-replaces."""
    match = Match("cabo", [Seat(f"P{i}") for i in range(n)], seed, options)
    rng = random.Random(seed)
    state = match.state
    for step in range(MAX_ACTIONS):
        if step % check_every == 0:
            check_state(state)
            check_views(state)
        if match.is_over():
            return match
        seat = match.to_act()[0]
        legal = match.legal_actions(seat)
        assert legal, "a seat to act always has a legal action"
        if probe:
            for action in legal:  # apply accepts every legal action ...
                RULES.apply(RULES.clone(state), dict(action))
            for action in illegal_variants(state, seat, legal):  # ... and refuses others
                with pytest.raises(IllegalAction):
                    RULES.apply(RULES.clone(state), action)
        choices = legal if calls else [a for a in legal if a["type"] != "call_cabo"]
        match.apply(rng.choice(choices))
    raise AssertionError(f"no end after {MAX_ACTIONS} actions")


# Clause: CABO-1
@pytest.mark.parametrize("n", [2, 4])
def test_CABO_1_count_components_is_the_catalog_at_every_position_of_a_playout(n):
    """count_components never changes over a game, and is the catalog's count of every kind (52 cards)."""
    assert sum(CATALOG_COUNTS.values()) == 52 and CATALOG_COUNTS["c0"] == 2 and CATALOG_COUNTS["c7"] == 4
    for seed in range(3):
        match = Match("cabo", [Seat(f"P{i}") for i in range(n)], seed, OPTION_SETS[seed % len(OPTION_SETS)])
        rng = random.Random(seed)
        while not match.is_over():
            assert RULES.count_components(match.state) == CATALOG_COUNTS
            match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
        assert RULES.count_components(match.state) == CATALOG_COUNTS


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("options", range(len(OPTION_SETS)))
def test_random_playouts_keep_the_invariants(n, options):
    for seed in range(12):
        match = play_random_game(n, 1000 * n + 100 * options + seed, OPTION_SETS[options])
        result = match.result()
        assert result["winners"] and result["round"] >= 1
        assert max(result["scores"]) > 100
        assert len(result["round_scores"]) == n


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_playouts_without_calls_run_the_pile_out(n):
    for seed in range(4):
        match = play_random_game(n, 900 + seed, OPTION_SETS[seed % 4], check_every=3, calls=False)
        assert match.state.last_round["caller"] is None
