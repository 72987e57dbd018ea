"""Random playouts with invariants: gems conserved, two boats a seat, apply == legal_actions, hidden cards
stay hidden, games end (round cap), replay gives the same game. All seat counts, both forks, both reveals."""

from __future__ import annotations

import json
import random

import pytest

from tablegame.core.registry import get_rules
from tablegame.core.rules import IllegalAction
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara.state import NO_GEM

RULES = get_rules("niagara")
CONFIGS = [(n, fork, reveal) for n in (2, 3, 4, 5) for fork in ("alternate", "straight") for reveal in ("turn", "all")]


def check_invariants(state, in_play: list[int]) -> None:
    """Gems conserved per colour and in total; boats where they may be, with gems only on the river."""
    brd = state.board
    assert [state.gems_in_play(c) for c in range(5)] == in_play
    total = sum(map(sum, state.supply)) + sum(g != NO_GEM for g in state.boat_gem) + sum(map(sum, state.home))
    assert total + sum(state.spare) == 40
    assert len(state.boat_at) == 2 * state.n_seats
    assert min(min(row) for row in state.supply) >= 0 and min(min(h) for h in state.home) >= 0
    for at, gem in zip(state.boat_at, state.boat_gem, strict=True):
        assert 0 <= at <= brd.falls
        assert gem == NO_GEM or brd.is_river(at)
    if state.phase == "choose":
        assert all(used != rnd.ALL_USED for used in state.used)


def check_hidden(state) -> None:
    """No view shows another seat's unrevealed card; a view is JSON and determinizes back to itself."""
    for viewer in range(state.n_seats):
        view = RULES.view(state, viewer)
        json.dumps(view)
        for seat, cards in enumerate(view["cards"]):
            if seat != viewer and not state.revealed[seat]:
                assert cards["card"] is None and "hand" not in cards
    view = RULES.view(state, 0)
    assert RULES.view(RULES.determinize(view, random.Random(1)), 0) == view


def mutations(action: dict, rng: random.Random) -> list[dict]:
    """Near-miss variants of a legal action, most of them illegal."""
    out = [{**action, "seat": (action["seat"] + 1) % 5}]
    if action["type"] == "move":
        moved = {k: v for k, v in action.items() if k != "arm"}
        out.append({**moved, "to": rng.choice(["dock", "1", "3", "5", "6A", "7B", "9", "falls"])})
        out.append({**action, "boat": 1 - action["boat"]})
        out.append({**action, "load": {"when": "end", "op": "load", "colour": "pink"}})
    elif action["type"] == "choose":
        out.append({**action, "card": rng.choice([1, 2, 3, 4, 5, 6, "cloud", 7])})
    elif action["type"] == "weather":
        out.append({**action, "delta": -action["delta"]})
    return out


def playout(seed: int, n: int, fork: str, reveal: str, deep: bool) -> tuple[list[dict], object]:
    """One random game to the round cap, checking everything; returns the actions and the final state."""
    rng = random.Random(seed)
    options = RULES.resolve_options({"fork": fork, "reveal": reveal, "max_rounds": 25})
    state = RULES.setup(n, options, random.Random(seed), {})
    in_play = [state.gems_in_play(c) for c in range(5)]
    actions = []
    for step in range(20000):
        seats = RULES.to_act(state)
        if not seats:
            break
        check_invariants(state, in_play)
        legal = RULES.all_legal_actions(state)
        assert legal, "a seat to act always has a legal action"
        assert {a["seat"] for a in legal} == set(seats)
        if deep and step % 3 == 0:
            for action in legal:
                RULES.apply(RULES.clone(state), dict(action))
            for action in mutations(rng.choice(legal), rng):
                if RULES.normalize(state, action) not in legal:  # `arm` may be omitted
                    with pytest.raises(IllegalAction) as info:
                        RULES.apply(RULES.clone(state), action)
                    assert str(info.value)
            check_hidden(state)
        action = legal[rng.randrange(len(legal))]
        RULES.apply(state, action)
        actions.append(action)
    assert RULES.is_over(state), "the round cap ends every game"
    assert state.round <= 25
    check_invariants(state, in_play)
    return actions, state


@pytest.mark.parametrize(("n", "fork", "reveal"), CONFIGS)
def test_random_playouts_keep_invariants(n, fork, reveal):
    for seed in range(12):
        playout(1000 * n + seed, n, fork, reveal, deep=seed < 3)


def test_stealing_landing_and_recovery_happen_in_random_play():
    """The playouts reach every kind of action (so the invariants above are exercised on them)."""
    kinds = set()
    for seed in range(20):
        actions, _ = playout(seed, 3, "alternate", "turn", deep=False)
        for a in actions:
            kinds.add(a["type"])
            if a["type"] == "move":
                kinds.add("steal" if a["steal_from"] is not None else "land" if a["to"] == "dock" else "move")
                if a["load"]:
                    kinds.add(a["load"]["op"])
    assert kinds >= {
        "choose",
        "weather",
        "move",
        "end_move",
        "recover",
        "pass",
        "steal",
        "land",
        "load",
        "unload",
        "exchange",
    }
