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
from tablegame.games.cabo.bots import NORMAL
from tablegame.games.cabo.determinize import Sample, deal, prepare
from tablegame.games.cabo.effects import perform
from tablegame.games.cabo.rules import CaboRules
from tablegame.games.cabo.scoring import BOMB_ROW, GAME_END_ABOVE
from tablegame.games.cabo.state import DRAWN, OVER, PEEK_START, TURN, CaboState
from tablegame.games.cabo.view_types import cabo_view

MEAN = 6.5  # the mean card value of the deck (0 and 13 twice, 1-12 four times)
KEPT = NORMAL.kept_value  # an opponent's card it knows and kept is likely low
BOMB_VALUES = sorted(BOMB_ROW)
ROLLOUT_LIMIT = 160  # actions; a round always ends long before (CABO-21), this only guards loops
KEPT_TEMPERATURE = 4.0  # a card an opponent knows and kept is value v with odds exp(-v / this)


_WEIGHT = [math.exp(-v / KEPT_TEMPERATURE) for v in range(100)]


def _hidden_from(sample: Sample) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...]]:
    """The row cards hidden from the sample's seat as (owner, position), row by row, and the indexes among
    them of those their owner knows and kept."""
    me = sample.view["seat"]
    assert me is not None  # a search plays for a seat
    bit = 1 << me
    hidden: list[tuple[int, int]] = []
    kept: list[int] = []
    for owner, row in enumerate(sample.rows):
        owner_bit = 1 << owner
        for p, (_, face_up, seen) in enumerate(row):
            if not face_up and not seen & bit:
                if owner != me and seen & owner_bit:
                    kept.append(len(hidden))
                hidden.append((owner, p))
    return tuple(hidden), tuple(kept)


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
        self._hidden: tuple[tuple[tuple[int, int], ...], tuple[int, ...]] = ((), ())

    # --- sampling and shortcuts ------------------------------------------------------------------------
    def sample(self, view: View, rng: random.Random) -> CaboState:
        """A determinization in which the cards an opponent knows and kept lean low, as play makes them.

        Plain determinization deals every unseen card alike, but a seat replaces the high cards it
        knows, so those it kept are mostly low (the `normal` bot counts them as 3). Each such card is
        redrawn from the hidden cards (other hidden slots and the deck) with odds exp(-value / 4).
        """
        fixed = self._sample_of(view)
        state = deal(self.catalog, fixed, rng)  # the rules' determinize, the view read once
        hidden, kept = self._hidden
        if not kept:
            return state
        rows, deck = state.rows, state.deck
        cards = [rows[owner][p][0] for owner, p in hidden] + deck  # every card hidden from me, the deck last
        values = self.values
        weights = [_WEIGHT[values[c]] for c in cards]
        for j in kept:
            m = _weighted(weights, rng)
            cards[j], cards[m] = cards[m], cards[j]
            weights[m] = _WEIGHT[values[cards[m]]] if weights[m] else 0.0
            weights[j] = 0.0  # placed for good
        for (owner, p), card in zip(hidden, cards, strict=False):  # the row slots; the rest is the deck
            _, face_up, seen = rows[owner][p]
            rows[owner][p] = (card, face_up, seen)
        deck[:] = cards[len(hidden) :]
        return state

    def _sample_of(self, view: View) -> Sample:
        """What `view` fixes about its states, worked out at the first sample of a search (the view kept in it
        is the same object while the search runs), with the row cards hidden from me (`_hidden`)."""
        if self._sample is None or self._sample.view is not view:
            self._sample = prepare(self.catalog, cabo_view(view))
            self._hidden = _hidden_from(self._sample)
        return self._sample

    def shortcut(self, view: View, legal: list[Action], rng: random.Random) -> Action | None:
        """The start-of-round peek: all pairs are alike (nothing is known yet)."""
        if legal[0]["type"] == "peek_start":
            return legal[rng.randrange(len(legal))]
        return None

    # --- what a seat knows -----------------------------------------------------------------------------
    def _known(self, state: CaboState, viewer: int, owner: int) -> list[int | None]:
        """The values `viewer` knows in `owner`'s row (None: unknown)."""
        values, bit = self.values, 1 << viewer
        return [values[card] if face_up or seen & bit else None for card, face_up, seen in state.rows[owner]]

    def _estimate(self, state: CaboState, viewer: int, owner: int) -> float:
        """`viewer`'s expected sum of `owner`'s row (an opponent's kept cards count as low)."""
        values, bit, own_bit = self.values, 1 << viewer, 1 << owner
        total = 0.0
        for card, face_up, seen in state.rows[owner]:
            if face_up or seen & bit:
                total += values[card]
            elif owner != viewer and seen & own_bit:
                total += KEPT
            else:
                total += MEAN
        return total

    # --- the rollout policy ----------------------------------------------------------------------------
    def rollout_action(self, state: CaboState, seat: int, rng: random.Random) -> Action:
        """The heuristic's action (built directly; it is always legal)."""
        phase = state.phase
        if phase == PEEK_START:
            return {"seat": seat, "type": "peek_start", "positions": [0, 1]}
        if phase == TURN:
            return self._turn(state, seat)
        return self._drawn(state, seat)

    def _turn(self, state: CaboState, seat: int) -> Action:
        known = self._known(state, seat, seat)
        if state.caller is None and self._should_call(state, seat, known):
            return {"seat": seat, "type": "call_cabo"}
        if state.discard:
            top = self.values[state.discard[-1]]
            gain, _ = self._best_replace(known, top, bonus=0.0)
            if gain >= NORMAL.take_discard_gain or not state.deck:
                return {"seat": seat, "type": "draw", "source": "discard"}
        return {"seat": seat, "type": "draw", "source": "deck"}

    def _should_call(self, state: CaboState, seat: int, known: list[int | None]) -> bool:
        unknown = known.count(None)
        if unknown == 0 and len(known) == 4 and sorted(v for v in known if v is not None) == BOMB_VALUES:
            return True
        mine = sum([v for v in known if v is not None]) + MEAN * unknown  # halves and whole numbers: exact
        if mine <= NORMAL.call_low and unknown <= NORMAL.call_max_unknown + 1:
            return mine < self._lowest_estimate(state, seat) + 2
        # the others' estimates only when they can decide (they are the costly part)
        return unknown <= NORMAL.call_max_unknown and mine + NORMAL.call_margin <= self._lowest_estimate(state, seat)

    def _lowest_estimate(self, state: CaboState, seat: int) -> float:
        """The lowest of `seat`'s estimates of the other rows."""
        return min([self._estimate(state, seat, t) for t in range(state.n_seats) if t != seat])

    @staticmethod
    def _best_replace(known: list[int | None], value: int, bonus: float) -> tuple[float, list[int]]:
        """The best gain of putting `value` in the row, and the positions to replace."""
        if not known:
            return -99.0, [0]
        # one card: the first of the highest guesses (an unknown one is worth MEAN + bonus, never a whole number,
        # so it never ties a known value); every gain is at least -99, the floor the groups start from
        guesses = [MEAN + bonus if v is None else v for v in known]
        highest = max(guesses)
        best, where = highest - value, [guesses.index(highest)]
        unknown = known.count(None)
        if len(set(known)) == len(known) - unknown + (unknown > 0):
            return best, where  # no known value repeats: no group to replace together
        groups: dict[int, list[int]] = {}
        for p, v in enumerate(known):
            if v is not None:
                groups.setdefault(v, []).append(p)
        for v, group in groups.items():
            if len(group) >= 2:
                group = group[:4]
                gain = v * len(group) - value
                if gain > best:
                    best, where = gain, group
        return best, where

    def _drawn(self, state: CaboState, seat: int) -> Action:
        _, source, card = state.held()
        value = self.values[card]
        known = self._known(state, seat, seat)
        final = state.caller is not None
        bonus = 0.0 if final or source == "discard" else NORMAL.info_bonus
        gain, where = self._best_replace(known, value, bonus)
        if source == "discard" or gain > 0:
            return {"seat": seat, "type": "replace", "positions": where}
        power = self.powers[card]
        row = state.rows[seat]
        if power == "peek" and not final:
            for p, v in enumerate(known):
                if v is None and not row[p][1]:
                    return {"seat": seat, "type": "peek", "position": p}
        elif power == "swap":
            swap = self._swap(state, seat, known)
            if swap is not None:
                return swap
        elif power == "spy" and not final:
            n = state.n_seats
            bit = 1 << seat
            for k in range(1, n):
                t = (seat + k) % n
                for p, (_, face_up, seen) in enumerate(state.rows[t]):
                    if not face_up and not seen & bit:
                        return {"seat": seat, "type": "spy", "target": t, "position": p}
        return {"seat": seat, "type": "discard"}

    def _swap(self, state: CaboState, seat: int, known: list[int | None]) -> Action | None:
        """Give away my worst card for a better one of an opponent, if that gains enough."""
        locked = state.caller if state.options["lock_caller"] else None
        guess = [MEAN if v is None else v for v in known]
        mine = max(range(len(guess)), key=guess.__getitem__)
        my_value = guess[mine]
        best, choice = 0.5, None
        values, bit = self.values, 1 << seat
        n = state.n_seats
        for k in range(1, n):
            t = (seat + k) % n
            if t == locked:
                continue
            own_bit = 1 << t
            for p, (card, face_up, seen) in enumerate(state.rows[t]):
                theirs = values[card] - 0.1 if face_up or seen & bit else KEPT if seen & own_bit else MEAN
                if my_value - theirs > best:
                    best = my_value - theirs
                    choice = {"seat": seat, "type": "swap", "position": mine, "target": t, "target_position": p}
        return choice

    # --- rollout and evaluation -----------------------------------------------------------------------
    def rollout(self, state: CaboState, rng: random.Random) -> Rewards:
        """Play the heuristic to the end of the current round, then score the totals."""
        start = state.round
        for _ in range(self.rollout_depth):
            if state.phase == OVER or state.round != start:
                break
            perform(state, self.rollout_action(state, state.current, rng), deal=False)  # the rollout ends there
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
