"""What a game tells the search: the hooks a game's `search.py` overrides (its `Hooks` class).

They live in core so that a rules package can subclass them without importing the search engines
(tablegame/bots), which find each game's hooks through its SEARCH_HOOKS declaration.
"""

from __future__ import annotations

import math
import random
from typing import Any

from tablegame.core.rules import Action, Rules, View

Rewards = list[float]


class SearchHooks:
    """A game's knobs for the search; a game subclasses it in its `search.py` and declares it as SEARCH_HOOKS.

    The defaults work for any game: uniform random rollouts to the end (or `rollout_depth` actions),
    scored by the result's winners.
    """

    rollout_depth = 400  # actions in a rollout before `evaluate` scores the position
    exploration = 0.7  # the UCB1 constant (rewards are in [0, 1])
    prior_bonus = 0.3  # progressive bias toward the `normal` bot's choice at the root (reward units)
    widening: float | None = 0.5  # below the root, a node with v visits has up to widening * sqrt(v) children
    observes = False  # True: the game's `seen` splits the tree by what the searcher learns by chance
    tree_depth: int | None = None  # decisions kept in the tree below the root; the rollout plays the rest
    deviation_z = 0.0  # > 0: keep the prior's action unless another is better by this many standard errors

    def __init__(self, rules: Rules) -> None:
        self.rules = rules

    def sample(self, view: View, rng: random.Random) -> Any:
        """A full state consistent with the view (the rules' determinize; games may weigh the samples
        with what the view implies about the others' play, e.g. that cards an opponent kept are low)."""
        return self.rules.determinize(view, rng)

    def key(self, action: Action) -> Any:
        """A hashable identity of an action; two equal actions must give equal keys."""
        return repr(action)

    def seen(self, state: Any, action: Action | None, seat: int) -> Any:
        """What `seat` newly learns by chance after `action` (e.g. the card it drew), or None.

        Used when `observes` is True (games whose chance outcomes shape the searcher's next decision):
        the tree then keeps one decision node per outcome instead of merging them.
        """
        return None

    def shortcut(self, view: View, legal: list[Action], rng: random.Random) -> Action | None:
        """An action to take without searching (a choice the search cannot improve), or None."""
        return None

    def rollout_action(self, state: Any, seat: int, rng: random.Random) -> Action:
        """The rollout policy: an action of `rules.legal_actions(state, seat)` in a full (sampled) state.

        Games may build the action directly instead of listing every legal one (it is performed
        unchecked, for speed); the conformance suite checks on sampled positions that it is legal.
        """
        legal = self.rules.legal_actions(state, seat)
        return legal[rng.randrange(len(legal))]

    def rollout(self, state: Any, rng: random.Random) -> Rewards:
        """Play on from `state` with the policy, then score it; the state may be changed freely."""
        rules = self.rules
        rollout_action, to_act, perform = self.rollout_action, rules.to_act, rules.perform
        for _ in range(self.rollout_depth):
            seats = to_act(state)
            if not seats:
                break
            perform(state, rollout_action(state, seats[0], rng))
        return self.evaluate(state)

    def evaluate(self, state: Any) -> Rewards:
        """Each seat's reward in [0, 1]: the win shared among winners once over, else a score-based guess."""
        result = self.rules.result(state)
        n = len(result["scores"])
        winners = result["winners"]
        if winners:
            return [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]
        return score_shares(result["scores"], higher_is_better=True, scale=5.0)


def score_shares(scores: list[float], higher_is_better: bool, scale: float) -> Rewards:
    """Rewards from scores for an unfinished game: a soft-max over the seats, summing to 1."""
    sign = 1.0 if higher_is_better else -1.0
    top = max(sign * s for s in scores)
    weights = [math.exp((sign * s - top) / scale) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]
