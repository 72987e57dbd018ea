"""Random playouts checking invariants (SFC-1 to SFC-47 as a whole): conservation, VP, legality, views, replay."""

from __future__ import annotations

import json
import random

import pytest
from catan_helpers import EXPANSION_VP, GAME, RES, TOTALS, view_vp

from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules
from tablegame.core.rules import IllegalAction
from tablegame.games.struggle_for_catan.catalog import components

RULES = get_rules(GAME)
IN_PLAY = {  # SFC-3: roads, knights, (market-day, brigand), expansions by id
    2: (5, 2, (2, 5), {"library": 1, "church": 2, "castle": 2}),
    3: (7, 4, (4, 7), {"library": 1, "church": 2, "castle": 2, "merchant-guild": 1, "town-hall": 1}),
    4: (9, 5, (5, 10), {"library": 1, "church": 2, "castle": 2, "merchant-guild": 2, "town-hall": 2}),
}
MAX_ACTIONS = 20_000


def expected_counts(n: int) -> dict[str, int]:
    """Every component of an n-seat game, from the test's own tables (SFC-2, SFC-3)."""
    roads, knights, (market_day, brigand), expansions = IN_PLAY[n]
    expansion_ids = ("library", "church", "castle", "merchant-guild", "town-hall")
    return {
        **TOTALS,
        "road": roads,
        "knight": knights,
        "settlement-market-day": market_day,
        "settlement-brigand": brigand,
        **{x: expansions.get(x, 0) for x in expansion_ids},
        "fate": int(n > 2),
    }


def check_invariants(state) -> None:
    """Every component accounted for (count_components); VP equal to what is on the table; counters in range."""
    assert RULES.count_components(state) == expected_counts(state.n_seats)
    for i in range(len(RES)):
        assert all(h[i] >= 0 for h in state.hands) and state.market[i] >= 0
    assert sum(state.market) == 5
    assert state.road_supply >= 0 and state.knight_supply >= 0 and min(state.roads) >= 0
    assert min(state.knights) >= 0 and min(state.expansion_supply) >= 0
    assert all(e[1] for seat in state.estates for e in seat if e[2] >= 0)
    view = RULES.view(state, 0)
    scores = RULES.result(state)["scores"]
    assert scores == [view_vp(t) for t in view["tableaux"]]
    if state.phase != "over":
        assert max(scores) < 10 or scores[state.turn_seat] < 10


def check_view(state, seat: int, rng: random.Random) -> None:
    """JSON-ready; hides others' hands; a determinized state gives the same view."""
    view = RULES.view(state, seat)
    json.dumps(view)
    if view["opponent_hands"] is None:
        assert "hands" not in view
    for entry in view["log"]:
        if entry["event"] == "draw" and entry["seat"] != seat:
            assert entry["resource"] is None
        if entry["event"] in ("give", "guild_steal") and seat not in (entry["seat"], entry["target"]):
            assert entry["resource"] is None
        if entry["event"] == "exchange_player" and seat not in (entry["seat"], entry["target"]):
            assert entry["took"] is None
    for t in view["tableaux"]:
        for e in t["estates"]:
            assert set(e) == ({"side"} if e["side"] == "settlement" else {"side", "event", "expansion"})
    other = RULES.determinize(view, rng)
    assert RULES.view(other, seat) == view
    check_invariants(other)


def check_apply(state, rng: random.Random) -> None:
    """`apply` accepts every legal action (on a clone) and refuses some mutated ones."""
    seat = RULES.to_act(state)[0]
    legal = RULES.legal_actions(state, seat)
    for action in legal:
        RULES.apply(RULES.clone(state), dict(action))
    wrong = [
        {"seat": (seat + 1) % state.n_seats, "type": legal[0]["type"]},
        {"seat": seat, "type": "no_such_action"},
        {**rng.choice(legal), "extra": 1},
    ]
    for action in wrong:
        if action in legal:
            continue
        with pytest.raises(IllegalAction) as info:
            RULES.apply(RULES.clone(state), action)
        assert str(info.value)


def playout(n: int, seed: int, deep: bool = False) -> tuple[Match, int]:
    """One random game through a Match (apply-checked); returns the match and its action count."""
    rng = random.Random(seed)
    match = Match(GAME, [Seat(f"S{i}") for i in range(n)], seed)
    state = match.state
    for step in range(MAX_ACTIONS):
        if RULES.is_over(state):
            return match, step
        check_invariants(state)
        if deep and step % 7 == 0:
            check_apply(state, rng)
            check_view(state, rng.randrange(n), rng)
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        assert legal, "a seat to act always has a legal action"
        match.apply(rng.choice(legal))
    raise AssertionError(f"game {seed} with {n} seats did not end in {MAX_ACTIONS} actions")


@pytest.mark.parametrize("n", [2, 3, 4])
def test_SFC_1_random_playouts_keep_invariants_and_end(n):
    """SFC-1, SFC-39, SFC-40: random games for 2-4 seats keep every invariant and end with a winner at 10+."""
    lengths = []
    for seed in range(60):
        match, steps = playout(n, 1000 * n + seed)
        check_invariants(match.state)
        result = match.result()
        assert len(result["winners"]) == 1
        assert result["scores"][result["winners"][0]] >= 10
        assert sorted(result["scores"])[-2] < 10
        lengths.append(steps)
    assert max(lengths) < MAX_ACTIONS


@pytest.mark.parametrize("n", [2, 3, 4])
def test_SFC_45_apply_accepts_exactly_legal_actions_and_views_hide(n):
    """SFC-42, SFC-45: apply accepts each legal action, refuses others; views hide and determinize."""
    for seed in range(6):
        playout(n, 77 + 10 * n + seed, deep=True)


def test_sim_random_and_options_always():
    """Random games also end under the option settlement_destiny "always" (SFC-7)."""
    for seed in range(20):
        rng = random.Random(seed)
        match = Match(GAME, [Seat("a"), Seat("b"), Seat("c")], seed, {"settlement_destiny": "always"})
        for _ in range(MAX_ACTIONS):
            if match.is_over():
                break
            match.apply(rng.choice(match.legal_actions()))
        assert match.is_over()
        check_invariants(match.state)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_count_components_is_constant_and_the_catalog_over_random_playouts(n):
    """SFC-2, SFC-3: count_components never changes over a game and is what the catalog puts in play."""
    c = components()
    catalog = {
        **dict(zip(RES, c.resource_counts, strict=True)),
        "road": c.in_play(c.road_marks, n),
        "knight": c.in_play(c.knight_marks, n),
        **{e: c.in_play(m, n) for e, m in zip(c.estate_ids, c.estate_marks, strict=True)},
        **{x: c.in_play(m, n) for x, m in zip(c.expansion_ids, c.expansion_marks, strict=True)},
        "fate": int(n > 2),
    }
    assert catalog == expected_counts(n)
    for seed in range(4):
        rng = random.Random(seed)
        match = Match(GAME, [Seat(f"S{i}") for i in range(n)], 300 + seed)
        while not match.is_over():
            assert RULES.count_components(match.state) == catalog
            match.apply(rng.choice(match.legal_actions()))
        assert RULES.count_components(match.state) == catalog


def test_expansion_vp_table_matches_catalog():
    """The test's own VP table agrees with the catalog (so view_vp is an independent check)."""
    c = components()
    assert dict(zip(c.expansion_ids, c.expansion_vp, strict=True)) == EXPANSION_VP
