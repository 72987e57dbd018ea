"""CABO search hooks for the `hard` bot: a fast memory-aware rollout policy, round-end evaluation.

The rollout policy plays the `normal` heuristic's ideas (bots.py) straight from a sampled state, each
seat using only what it knows there (face-up cards and the cards its `seen` bit marks; the rest count
as the deck's mean). A rollout ends with the round; the totals then give each seat a share of the win.

Two things made the search stronger than `normal` (tournaments of 30-60 games, hard@300 against
normal): samples in which the cards an opponent knows and kept are low, as play makes them (`sample`;
uniform samples made the bot call CABO against hands it overrated: 20% wins), and a tree one decision
deep (`tree_depth`): deeper, the tree spread its samples over the bot's own later choices and, still
exploring there, played them badly, which again favoured calling (50%; depth 1: 75%).
"""

from __future__ import annotations

import math
import random
from typing import Any

from tablegame.core.rules import Action, View
from tablegame.core.search_hooks import Rewards, SearchHooks, score_shares
from tablegame.games.cabo.determinize import Sample, deal, prepare
from tablegame.games.cabo.rollout import drawn_choice, known_values, play_round, row_facts, turn_choice
from tablegame.games.cabo.rules import CaboRules
from tablegame.games.cabo.scoring import GAME_END_ABOVE
from tablegame.games.cabo.state import DRAWN, OVER, PEEK_START, TURN, CaboState
from tablegame.games.cabo.view_types import cabo_view

ROLLOUT_LIMIT = 160  # actions; a round always ends long before (CABO-21), this only guards loops
KEYS_KEPT = 4096  # action keys kept by identity (`Hooks.key`)
KEPT_TEMPERATURE = 4.0  # a card an opponent knows and kept is value v with odds exp(-v / this)


_WEIGHT = [math.exp(-v / KEPT_TEMPERATURE) for v in range(100)]


def _kept_from(sample: Sample) -> tuple[int, ...]:
    """Among the row cards hidden from the sample's seat (row by row), the indexes of those their owner knows
    and kept."""
    me = sample.view["seat"]
    assert me is not None  # a search plays for a seat
    kept: list[int] = []
    hidden = 0
    for owner, row in enumerate(sample.rows):
        owner_bit = 1 << owner
        for card, _, seen in row:
            if card is None:  # hidden from me
                if owner != me and seen & owner_bit:
                    kept.append(hidden)
                hidden += 1
    return tuple(kept)


def _weighted(weights: list[float], rng: random.Random) -> int:
    """An index drawn with these weights."""
    x = rng.random() * sum(weights)
    for i, w in enumerate(weights):
        x -= w
        if x < 0:
            return i
    return len(weights) - 1


class Hooks(SearchHooks):
    """Rollouts to the end of the round; rewards from the totals (lower is better)."""

    rollout_depth = ROLLOUT_LIMIT
    exploration = 0.5
    prior_bonus = 0.15
    widening = 0.5
    observes = True
    tree_depth = 1

    def __init__(self, rules: CaboRules) -> None:
        super().__init__(rules)
        self.catalog = rules.catalog
        self.values = rules.values
        self.powers = rules.powers
        self._sample: Sample | None = None  # the last view's fixed parts (a search samples one view throughout)
        self._keys: dict[int, tuple[Action, Any]] = {}  # action keys by the action's id (`key`)
        self._kept: tuple[int, ...] = ()  # the indexes among the cards hidden from me of those their owner kept
        self._weight = [_WEIGHT[value] for value in rules.values]  # a card's odds by its kind

    # --- sampling and shortcuts ------------------------------------------------------------------------
    def sample(self, view: View, rng: random.Random) -> CaboState:
        """A determinization in which the cards an opponent knows and kept lean low, as play makes them.

        Plain determinization deals every unseen card alike, but a seat replaces the high cards it
        knows, so those it kept are mostly low (the `normal` bot counts them as 3). Each such card is
        redrawn from the hidden cards (other hidden slots and the deck) with odds exp(-value / 4).
        """
        fixed = self._sample_of(view)
        return deal(self.catalog, fixed, rng, self._lean if self._kept else None)  # the view read once

    def _lean(self, cards: list[int], rng: random.Random) -> None:
        """Redraw each card an opponent knows and kept from the cards hidden from me (`cards`: the hidden row
        cards in row order, then the draw pile) with odds exp(-value / 4), in place."""
        weight = self._weight
        weights = list(map(weight.__getitem__, cards))
        for j in self._kept:
            m = _weighted(weights, rng)
            cards[j], cards[m] = cards[m], cards[j]
            weights[m] = weight[cards[m]] if weights[m] else 0.0
            weights[j] = 0.0  # placed for good

    def _sample_of(self, view: View) -> Sample:
        """What `view` fixes about its states, worked out at the first sample of a search (the view kept in it
        is the same object while the search runs), with the row cards hidden from me (`_hidden`)."""
        if self._sample is None or self._sample.view is not view:
            self._sample = prepare(self.catalog, cabo_view(view))
            self._kept = _kept_from(self._sample)
        return self._sample

    def key(self, action: Action) -> Any:
        """A hashable identity of an action: its values in order (the type among them), the positions spread
        (cheaper than its repr, and as exact: every action of a type has the same fields in the same order).
        Legal actions are shared objects, asked again at every iteration: their keys are kept by identity
        (with the action itself, so that its id is not reused), until the table is full."""
        known = self._keys.get(id(action))
        if known is not None and known[0] is action:
            return known[1]
        positions = action.get("positions")
        key = tuple(action.values()) if positions is None else (action["seat"], action["type"], *positions)
        if len(self._keys) >= KEYS_KEPT:
            self._keys.clear()
        self._keys[id(action)] = (action, key)
        return key

    def shortcut(self, view: View, legal: list[Action], rng: random.Random) -> Action | None:
        """The start-of-round peek: all pairs are alike (nothing is known yet)."""
        if legal[0]["type"] == "peek_start":
            return legal[rng.randrange(len(legal))]
        return None

    # --- the rollout policy (rollout.py) -----------------------------------------------------------------
    def rollout_action(self, state: CaboState, seat: int, rng: random.Random) -> Action:
        """The heuristic's action (built directly; it is always legal)."""
        phase = state.phase
        if phase == PEEK_START:
            return {"seat": seat, "type": "peek_start", "positions": [0, 1]}
        facts = row_facts(known_values(state, seat, seat))
        if phase == TURN:
            source = turn_choice(state, seat, facts)
            if source is None:
                return {"seat": seat, "type": "call_cabo"}
            return {"seat": seat, "type": "draw", "source": source}
        _, source, card = state.held()
        choice = drawn_choice(state, seat, facts, source, card)
        kind = choice[0]
        if kind == "replace":
            return {"seat": seat, "type": "replace", "positions": list(choice[1])}
        if kind == "peek":
            return {"seat": seat, "type": "peek", "position": choice[1]}
        if kind == "spy":
            return {"seat": seat, "type": "spy", "target": choice[1], "position": choice[2]}
        if kind == "swap":
            return {
                "seat": seat,
                "type": "swap",
                "position": choice[1],
                "target": choice[2],
                "target_position": choice[3],
            }
        return {"seat": seat, "type": "discard"}

    # --- rollout and evaluation -----------------------------------------------------------------------
    def rollout(self, state: CaboState, rng: random.Random) -> Rewards:
        """Play the heuristic to the end of the current round (rollout.play_round: the policy's actions applied
        in one loop), then score the totals."""
        play_round(state, self.rollout_depth)
        return self.evaluate(state)

    def evaluate(self, state: CaboState) -> Rewards:
        """The winners once over; between rounds a soft share by totals (sharper as the end nears)."""
        n = state.n_seats
        if state.phase == OVER:
            return [1.0 / len(state.winners) if s in state.winners else 0.0 for s in range(n)]
        totals = [float(t) for t in state.scores]
        if state.phase not in (PEEK_START,):  # cut inside a round: count the rows as they lie
            values = self.values
            totals = [t + sum(values[c] for c, _, _ in row) for t, row in zip(totals, state.rows, strict=True)]
        scale = 4.0 + max(0.0, GAME_END_ABOVE - max(totals)) / 5.0
        return score_shares(totals, higher_is_better=False, scale=scale)

    def seen(self, state: CaboState, action: Action | None, seat: int) -> Any:
        """The drawn card or looked-at card the searcher learns; the discard top before its turn."""
        if action is None or state.phase in (PEEK_START, OVER):
            return None  # no one action (CABO has no simultaneous turns), or a new round: nothing to keep
        if action["seat"] == seat:
            kind = action["type"]
            if kind == "draw" and state.phase == DRAWN and state.drawn is not None:
                return ("drawn", self.values[state.drawn[2]])
            if kind == "peek":
                return ("peek", self.values[state.rows[seat][action["position"]][0]])
            if kind == "spy":
                return ("spy", self.values[state.rows[action["target"]][action["position"]][0]])
            return None
        if state.phase == TURN and state.current == seat and state.discard:
            return ("top", self.values[state.discard[-1]])
        return None
