"""The Struggle for Catan search hooks for the `hard` bot: greedy rollouts and a VP-and-progress evaluation.

Hidden: the deck's order, the other hands and the estate stack's events (determinize in view.py).
Rollouts play a few turns with a quick greedy builder (cities and expansions first, then settlements,
then the stack card that scores; market swaps that complete a build), then each seat's VP plus a
little for its hand and A sides gives it a share of the win. A chance card the searcher draws (supply
exchange, blind opponent exchange, guild steal) splits its next decision by the hand it now holds.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from operator import itemgetter
from typing import Any, cast

from tablegame.core.rules import Action, View
from tablegame.core.search_hooks import Rewards, SearchHooks, score_shares
from tablegame.games.struggle_for_catan.board import steal_source
from tablegame.games.struggle_for_catan.bots import NormalBot, max_reachable_vp
from tablegame.games.struggle_for_catan.catalog import BUILDINGS, RESOURCE_IDS, components
from tablegame.games.struggle_for_catan.determinize import determinize
from tablegame.games.struggle_for_catan.effects import BUILDING_BIT
from tablegame.games.struggle_for_catan.legal import END_BUILD, END_TRADE, GUILD_STEALS, HELD, MARKET_SWAPS, to_act
from tablegame.games.struggle_for_catan.payment import TRADE_IN, canonical_payment
from tablegame.games.struggle_for_catan.scoring import WIN_VP, vp
from tablegame.games.struggle_for_catan.state import (
    BUILD,
    DISCARD,
    GIVE,
    MARKET_DAY,
    NO_FATE,
    OVER,
    TRADE,
    CatanState,
)
from tablegame.games.struggle_for_catan.view_types import CatanView

_C = components()
R = RESOURCE_IDS
COST = {b: _C.costs[b] for b in BUILDINGS}
EXPANSION_IDS = _C.expansion_ids
EXPANSION_VP = _C.expansion_vp
CARDS = {b: sum(cost) for b, cost in COST.items()}
ORDER = ("expansion", "city", "settlement", "road", "knight")  # the greedy builder's wishes, best first
BIT = BUILDING_BIT
FEWEST_CARDS = min(CARDS.values())
SIDE_AND_EXPANSION = itemgetter(1, 2)  # an estate's (is a city, expansion or -1)
IS_CITY = itemgetter(1)
ROLLOUT_TURNS = 4  # turns a rollout plays before the evaluation
ROLLOUT_LIMIT = 150  # actions; a guard only
SCALE = 1.0  # worth difference (about VP) that makes a seat e times likelier to win
HAND_WORTH = 0.12  # VP-equivalent of a resource card in hand (up to the brigand limit)
A_SIDE_WORTH = 0.25  # an A-side road (exchange) or knight (draw)


def _pay(pay: tuple[int, ...]) -> dict[str, int]:
    return {R[r]: k for r, k in enumerate(pay) if k}


def affords(cost: tuple[int, ...], hand: Sequence[int]) -> bool:
    """True if the hand pays for the cost (`canonical_payment` is not None), without listing the payment.

    The canonical payment takes each missing unit as 3 cards of the resource with the most left; every such
    triple lowers the sum of (cards left // 3) by exactly one, so it succeeds iff that sum covers the units
    missing."""
    missing = triples = 0
    for c, h in zip(cost, hand, strict=True):
        if h < c:
            missing += c - h
        else:
            triples += (h - c) // TRADE_IN
    return missing <= triples


@lru_cache(maxsize=1 << 14)
def _payable(hand: bytes) -> dict[str, dict[str, int]]:
    """The buildings a hand (its counts as bytes) pays for, in the greedy builder's order, with the canonical
    payment as an action's `pay` object (shared, as the dict itself: both are only read)."""
    found = {}
    for building in ORDER:
        cost = COST[building]
        pay = canonical_payment(cost, tuple(hand)) if affords(cost, hand) else None  # (the check is cheaper)
        if pay is not None:
            found[building] = _pay(pay)
    return found


@lru_cache(maxsize=1 << 14)
def _swaps(hand: bytes, offered: bytes) -> tuple[tuple[str, int, int], ...]:
    """For each building (in the builder's order) that one market swap makes the hand pay for, the first such
    swap (give, take) in resource order: a card the cost leaves over for one the market offers (`offered` marks
    the resources in the market).

    As `affords` counts: giving a card the cost leaves over loses a triple when that resource's spare cards
    were a whole number of triples; taking one the cost lacks makes one unit less missing, else it completes a
    triple when its spare cards were one short of one."""
    found = []
    for building in ORDER:
        spare = [h - c for h, c in zip(hand, COST[building], strict=True)]
        missing = -sum(d for d in spare if d < 0)
        triples = sum(d // TRADE_IN for d in spare if d > 0)
        swap = _first_swap(spare, missing, triples, offered)
        if swap is not None:
            found.append((building, *swap))
    return tuple(found)


def _first_swap(spare: list[int], missing: int, triples: int, offered: bytes) -> tuple[int, int] | None:
    """The first (give, take) after which `missing` units are covered by the triples (see `_swaps`)."""
    for give in range(5):
        d = spare[give]
        if d <= 0:
            continue
        left = triples - 1 if d % TRADE_IN == 0 else triples
        for take in range(5):
            if take == give or not offered[take]:
                continue
            t = spare[take]
            if (missing - 1 <= left) if t < 0 else (missing <= left + ((t + 1) % TRADE_IN == 0)):
                return give, take
    return None


class Hooks(SearchHooks):
    """Greedy rollouts of a few turns, evaluated by VP and progress."""

    rollout_depth = ROLLOUT_LIMIT
    exploration = 0.5
    prior_bonus = 0.15
    widening = 0.5
    observes = True

    def shortcut(self, view: View, legal: list[Action], rng: random.Random) -> Action | None:
        """A seat that can no longer reach 10 VP plays as `normal` does then: it spends its cards and
        never takes a B-side card back. Every search result is a loss there, so the search would pick at
        random, and a capped seat that hoards or steals back and forth can stall the game for good
        (seen in a hard-against-normal tournament: turn 1,360 of one game)."""
        seen = cast(CatanView, view)
        seat = seen["seat"]
        if seat is not None and max_reachable_vp(seen) < WIN_VP:
            return NormalBot(self.rules, seat, rng).choose(view, legal)
        return None

    # --- the rollout policy -------------------------------------------------------------------------
    def rollout_action(self, state: CatanState, seat: int, rng: random.Random) -> Action:
        """A quick greedy action for the phase (built directly: always legal)."""
        phase = state.phase
        if phase == BUILD:
            return self._build(state, seat)
        if phase == TRADE:
            return self._trade(state, seat)
        if phase == GIVE:
            hand = state.hands[seat]
            r = max(range(5), key=lambda i: (hand[i], i))
            return {"seat": seat, "type": "give", "resource": R[r]}
        legal = self.rules.legal_actions(state, seat)
        if phase == DISCARD:
            hand = state.hands[seat]
            return max(legal, key=lambda a: sum(k * hand[R.index(r)] for r, k in a["resources"].items()))
        if phase == MARKET_DAY:
            return legal[-1]  # pass
        return legal[rng.randrange(len(legal))]

    @staticmethod
    def _wants(state: CatanState, seat: int, building: str) -> bool:
        """True if the greedy builder would take `building` now, were it paid for."""
        if state.built & BIT[building]:
            return False  # one of each building per turn (SFC-20)
        if building == "expansion":
            return any(state.expansion_supply) and (True, -1) in map(SIDE_AND_EXPANSION, state.estates[seat])
        if building == "city":
            return False in map(IS_CITY, state.estates[seat])  # a settlement to turn
        if building == "settlement":
            return bool(state.estate_stack)
        if building == "road":
            return bool(state.road_supply) or steal_source(state, seat, "road") >= 0
        return bool(state.knight_supply) or steal_source(state, seat, "knight") >= 0

    def _build(self, state: CatanState, seat: int) -> Action:
        """The first wanted building the hand pays for (canonical payment), else end the build phase.

        The hand's payable buildings come first (one lookup): most hands pay for none or one, so the
        builder's wishes are asked about those only."""
        for building, pay in _payable(bytes(state.hands[seat])).items():
            if not self._wants(state, seat, building):
                continue
            action: Action = {"seat": seat, "type": "build", "building": building}
            estates = state.estates[seat]
            if building == "city":
                action["settlement"] = next(i for i, e in enumerate(estates) if not e[1])
            elif building == "expansion":
                action["city"] = next(i for i, e in enumerate(estates) if e[1] and e[2] < 0)
                best = max((x for x, k in enumerate(state.expansion_supply) if k), key=lambda x: EXPANSION_VP[x])
                action["card"] = EXPANSION_IDS[best]
            action["pay"] = pay
            if building == "settlement" and state.fate != NO_FATE and state.options["settlement_destiny"] == "choice":
                action["flip"] = False
            return action
        return END_BUILD[seat]

    def _trade(self, state: CatanState, seat: int) -> Action:
        """A free guild steal; a market swap that completes a wanted build; else end the trade phase."""
        if state.guild_left > 0:
            mine = vp(state, seat)
            targets = [
                t for t in range(state.n_seats) if t != seat and sum(state.hands[t]) > 0 and vp(state, t) >= mine
            ]
            if targets:
                return GUILD_STEALS[seat][max(targets, key=lambda t: sum(state.hands[t]))]
        hand = state.hands[seat]
        cards = sum(hand)
        if state.exchanges_left <= 0 or not state.wide or cards < FEWEST_CARDS:
            return END_TRADE[seat]  # (a swap keeps the number of cards: too few pay for nothing after it)
        wants = self._wants
        held = bytes(hand)
        for building in _payable(held):
            if wants(state, seat, building):
                return END_TRADE[seat]  # a wanted build is paid for already
        # the first wanted building one swap pays for (a building the hand pays for already is not wanted, or
        # the phase ended above); the builder's wishes are asked about those buildings only
        for building, give, take in _swaps(held, bytes(state.market).translate(HELD)):
            if wants(state, seat, building):
                return MARKET_SWAPS[seat][give][take]
        return END_TRADE[seat]

    # --- rollout and evaluation -----------------------------------------------------------------------
    def rollout(self, state: CatanState, rng: random.Random) -> Rewards:
        """A few turns of the greedy policy, then the evaluation."""
        perform, rollout_action, to_act = self.rules.perform, self.rollout_action, self.rules.to_act
        build, trade = self._build, self._trade
        stop_turn = state.turn_number + ROLLOUT_TURNS
        for _ in range(self.rollout_depth):
            phase = state.phase
            if phase == OVER or state.turn_number >= stop_turn:
                break
            # rollout_action's two most frequent phases, asked directly (the seat to act is the turn's)
            if phase == BUILD:
                perform(state, build(state, state.turn_seat))
            elif phase == TRADE:
                perform(state, trade(state, state.turn_seat))
            else:
                perform(state, rollout_action(state, to_act(state)[0], rng))
        return self.evaluate(state)

    def evaluate(self, state: CatanState) -> Rewards:
        """The winner once over, else a soft share by VP, hand and A sides."""
        n = state.n_seats
        if state.phase == OVER:
            return [1.0 if s == state.winner else 0.0 for s in range(n)]
        return score_shares([self.worth(state, s) for s in range(n)], higher_is_better=True, scale=SCALE)

    @staticmethod
    def worth(state: CatanState, seat: int) -> float:
        """VP plus a little for the cards in hand and the A sides that bring more cards."""
        points = vp(state, seat)
        if points >= WIN_VP:
            return points + 5.0
        cards = sum(state.hands[seat])
        sides = (state.roads[seat] + 1) // 2 + (state.knights[seat] + 1) // 2  # a_sides of both, inline
        return points + HAND_WORTH * min(cards, 7) + A_SIDE_WORTH * sides

    def seen(self, state: CatanState, action: Action | None, seat: int) -> Any:
        """The searcher's hand (and the market) whenever it is next to act: chance may have changed them."""
        if state.phase != OVER and seat in to_act(state):  # (one seat acts at a time)
            return (*state.hands[seat], *state.market)
        return None

    def sample(self, view: View, rng: random.Random) -> CatanState:
        """The rules' determinize, called directly (once per iteration)."""
        return determinize(cast(CatanView, view), rng)
