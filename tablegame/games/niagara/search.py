"""Niagara search hooks for the `hard` bot: greedy flow-aware rollouts and a homes-and-boats evaluation.

The secret card choice is simultaneous: the search picks cards with decoupled statistics per seat
(ismcts.py). Rollouts play two more rounds: cards at random among the unused ones (as `easy` does; the
search itself does the card thinking), moves greedily by the `normal` bot's boat values after the
round's actual flow. The evaluation values each seat's home (distance to a victory condition) and
its boats (bots.py `home_value`, `boat_value`).
"""

from __future__ import annotations

import random
from math import exp
from typing import Any, cast

from tablegame.core.rules import Action, View
from tablegame.core.search_hooks import Rewards, SearchHooks
from tablegame.games.niagara.bots import choose_recovery
from tablegame.games.niagara.determinize import KnownPart, completed, known_part
from tablegame.games.niagara.greedy import greedy_move, worths
from tablegame.games.niagara.state import ACT, CHOOSE, NO_CARD, OVER, RECOVERY, NiagaraState
from tablegame.games.niagara.view_types import NiagaraView

ROLLOUT_ROUNDS = 2  # rounds a rollout plays past the current one
ROLLOUT_LIMIT = 200  # actions; a guard only
SCALE = 3.0  # home-and-boat value difference that makes a seat e times likelier to win

# the generator of every sampled state: Niagara's rules draw only at setup, so nothing draws from it (seeding
# a generator of its own for each sample cost more than a rollout's flow)
_UNDRAWN = random.Random(0)


class Hooks(SearchHooks):
    """Decoupled card choice, greedy rollouts for two rounds, homes and boats evaluated."""

    rollout_depth = ROLLOUT_LIMIT
    exploration = 0.5
    prior_bonus = 0.15
    widening = 0.5
    observes = True
    _known: tuple[View, KnownPart] | None = None  # the view searched and its known part (read once per search)

    def sample(self, view: View, rng: random.Random) -> NiagaraState:
        """rules.determinize, the view read once for all the search's samples (a view is never changed)."""
        known = self._known
        if known is None or known[0] is not view:
            known = self._known = (view, known_part(cast(NiagaraView, view)))
        return completed(known[1], rng, _UNDRAWN)

    def key(self, action: Action) -> Any:
        """A hashable identity of an action (its fields in a fixed order: cheaper than its repr)."""
        kind = action["type"]
        if kind == "move":
            load = action.get("load")
            return (
                kind,
                action["seat"],
                action["boat"],
                action["to"],
                None if load is None else (load["when"], load["op"], load.get("colour")),
                action.get("steal_from"),
                action.get("steal_boat"),
                action.get("arm"),
            )
        return kind, action["seat"], action.get("card"), action.get("delta"), action.get("pay")

    # --- the rollout policy -------------------------------------------------------------------------
    def rollout_action(self, state: NiagaraState, seat: int, rng: random.Random) -> Action:
        """A random unused card; the best greedy move; the normal bot's weather and recovery rules."""
        phase = state.phase
        legal = self.rules.legal_actions(state, seat)
        if phase == CHOOSE:
            return legal[rng.randrange(len(legal))]  # the unused cards, in the cards' order
        if phase == RECOVERY:
            return choose_recovery(state, seat, legal)
        if legal[0]["type"] == "weather":
            return legal[rng.randrange(len(legal))]
        return greedy_move(state, seat, legal, rng)

    # --- rollout and evaluation -----------------------------------------------------------------------
    def rollout(self, state: NiagaraState, rng: random.Random) -> Rewards:
        """Play on to the end of the round after next (or the game's end), then evaluate. The seat to act and
        the policy as `to_act` and `rollout_action` give them, read here without the calls in between; a
        random pick as `rng.randrange` makes it (`Random._randbelow_with_getrandbits`: the same draws)."""
        legal_actions, perform, getrandbits, randrange = (
            self.rules.legal_actions,
            self.rules.perform,
            rng.getrandbits,
            rng.randrange,
        )
        plain = type(rng) is random.Random  # (a generator of another kind may draw its own way)
        stop_round = state.round + ROLLOUT_ROUNDS
        for _ in range(self.rollout_depth):
            phase = state.phase
            if phase == OVER or state.round > stop_round:
                break
            if phase == CHOOSE:
                legal = legal_actions(state, state.chosen.index(NO_CARD))  # the first seat still to choose
            else:
                seat = state.actor
                legal = legal_actions(state, seat)
                if phase == RECOVERY:
                    perform(state, choose_recovery(state, seat, legal))
                    continue
                if legal[0]["type"] != "weather":
                    perform(state, greedy_move(state, seat, legal, rng))
                    continue
            n = len(legal)  # a random card or weather step
            if plain:
                k = n.bit_length()
                r = getrandbits(k)
                while r >= n:
                    r = getrandbits(k)
            else:
                r = randrange(n)
            perform(state, legal[r])
        return self.evaluate(state)

    def evaluate(self, state: NiagaraState) -> Rewards:
        """The winners once over, else a soft share by home value plus boat values (`score_shares`, inline)."""
        if state.phase == OVER:
            winners = state.winners
            return [1.0 / len(winners) if s in winners else 0.0 for s in range(state.n_seats)]
        scores = worths(state)
        top = max(scores)
        weights = [exp((s - top) / SCALE) for s in scores]
        total = sum(weights)
        return [w / total for w in weights]

    def seen(self, state: NiagaraState, action: Action | None, seat: int) -> Any:
        """The cards revealed by the time the searcher acts (they set the flow)."""
        if state.phase == ACT and state.actor == seat:
            return tuple(c if r else -1 for c, r in zip(state.chosen, state.revealed, strict=True))
        return None
