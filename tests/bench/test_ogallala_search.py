"""bench/ogallala_search.py: Ogallala's paired depth-1 search hooks (research; the product's `hard` is BoldBot)."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from types import ModuleType

from tablegame.bots.base import make_bot
from tablegame.bots.ismcts import SearchConfig

# The search tests' constructed positions live in tests/bots (pytest puts only this file's folder on the path).
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bots"))
from bench_loader import bench_module
from hard_positions import FORCED_WINS


def ogallala_search() -> ModuleType:
    """bench/ogallala_search.py: Ogallala's research hooks."""
    return bench_module("ogallala_search")


def test_paired_search_races_out_losing_moves():
    """The paired depth-1 search: the winning move gets the most rollouts, losers drop out."""
    rules, state, winning = FORCED_WINS["ogallala"]()
    hooks = ogallala_search().Hooks(rules)
    view, legal = rules.view(state, 0), rules.legal_actions(state, 0)
    prior = make_bot(rules, "normal", 0, 3).choose(view, legal)  # the prior a searching bot would pass
    config = SearchConfig(time_limit=None, iterations=400)
    search = bench_module("paired_search").PairedSearch(rules, hooks, 0, random.Random(0), config, prior)
    result = search.run(view, legal)
    assert result.action == winning
    visits = result.visits
    assert visits[repr(winning)] == max(visits.values()) > min(visits.values())
    assert result.iterations == sum(visits.values()) < 400  # the losers were dropped: the search ended early


def test_the_rollout_policy_plays_legal_actions():
    """rollout_action returns an action of legal_actions in positions along random games."""
    rules = FORCED_WINS["ogallala"]()[0]
    hooks = ogallala_search().Hooks(rules)
    rng = random.Random(5)
    for seed in range(3):
        state = rules.setup(2, rules.resolve_options({}), random.Random(seed), {})
        while not rules.is_over(state):
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            assert hooks.rollout_action(rules.clone(state), seat, rng) in legal
            rules.apply(state, legal[rng.randrange(len(legal))])
