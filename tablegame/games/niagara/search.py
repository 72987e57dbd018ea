"""Niagara search hooks for the `hard` bot: greedy flow-aware rollouts and a homes-and-boats evaluation.

The secret card choice is simultaneous: the search picks cards with decoupled statistics per seat
(ismcts.py). Rollouts play two more rounds: cards at random among the unused ones (as `easy` does; the
search itself does the card thinking), moves greedily by the `normal` bot's boat values after the
round's actual flow. The evaluation values each seat's home (distance to a victory condition) and
its boats (bots.py `home_value`, `boat_value`).
"""

from __future__ import annotations

import random
from typing import Any, cast

from tablegame.core.rules import Action, View
from tablegame.core.search_hooks import Rewards, SearchHooks, score_shares
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara.board import Board
from tablegame.games.niagara.bots import (
    COLOUR_INDEX,
    Outlook,
    after_flow,
    boat_value,
    choose_recovery,
    home_value,
    make_outlook,
    outcome,
)
from tablegame.games.niagara.determinize import KnownPart, completed, known_part
from tablegame.games.niagara.state import ACT, CHOOSE, NO_CARD, NO_GEM, OVER, RECOVERY, NiagaraState
from tablegame.games.niagara.view_types import NiagaraView

ROLLOUT_ROUNDS = 2  # rounds a rollout plays past the current one
ROLLOUT_LIMIT = 200  # actions; a guard only
SCALE = 3.0  # home-and-boat value difference that makes a seat e times likelier to win

_outlooks: dict[tuple[int, ...], list[Outlook]] = {}  # by home, hand and river: [made, last handed out]


def outlook(state: NiagaraState, seat: int) -> Outlook:
    """bots.make_outlook for the seat's unused cards, remembered by home and hand (the costly part); the one
    handed out last again while the sites are the same list (a rollout asks on the same state again and again)."""
    hand = rnd.ALL_USED & ~state.used[seat]
    key = (*state.home[seat], hand, state.options["fork"] == "straight")
    pair = _outlooks.get(key)
    if pair is None:
        if len(_outlooks) > 50_000:
            _outlooks.clear()
        made = make_outlook(state, seat, hand)
        made.home = list(made.home)  # make_outlook keeps the state's own list
        pair = _outlooks[key] = [made, made]
    last = pair[1]
    if last.supply is state.supply:  # (the entry holds that list: its identity cannot pass to another)
        return last
    cached = pair[0]
    last = pair[1] = Outlook(
        cached.brd, cached.home, cached.max_card, cached.gain, state.supply, cached.lost_cost, cached.dock_value
    )
    return last


# the generator of every sampled state: Niagara's rules draw only at setup, so nothing draws from it (seeding
# a generator of its own for each sample cost more than a rollout's flow)
_UNDRAWN = random.Random(0)


KEEP = -2  # a move's gem rule: the boat keeps the gem it carries
ENDS_KEPT = 500_000
# What each move the rollouts met does (outcome without reading the action's fields each time): id(action) ->
# (the action, boat index, destination slot, the gem on board after any operation or KEEP). Steals are left
# out (made afresh for each position); the planned moves are shared and never change (moves.py). The entry
# holds the action itself, so its id cannot pass to another object while the entry lives.
MOVE_ENDS: dict[int, tuple[Action, int, int, int]] = {}


def move_end(action: Action, brd: Board) -> tuple[Action, int, int, int]:
    """A move's entry in MOVE_ENDS, made and kept."""
    if len(MOVE_ENDS) > ENDS_KEPT:
        MOVE_ENDS.clear()
    load = action["load"]
    gem = KEEP if load is None else NO_GEM if load["op"] == "unload" else COLOUR_INDEX[load["colour"]]
    known = MOVE_ENDS[id(action)] = (action, 2 * action["seat"] + action["boat"], brd.index[action["to"]], gem)
    return known


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
        return self._move(state, seat, legal, rng)

    def _move(self, state: NiagaraState, seat: int, legal: list[Action], rng: random.Random) -> Action:
        """The move (or end of turn) whose boat is worth most after this round's flow."""
        table = after_flow(state.options["fork"])[state.pointer]
        flow = rnd.flow_speed(state)
        o = outlook(state, seat)
        brd = state.board
        falls, dock = brd.falls, brd.dock
        at, gems, gain, draw = state.boat_at, state.boat_gem, o.gain, rng.random
        planned = MOVE_ENDS.get
        staying: dict[int, float] = {}  # a boat's worth where it is, after the flow
        ending: dict[tuple[int, int], float] = {}  # a boat's worth by (slot after the flow, gem)
        best, choice = -1e9, legal[0]
        for action in legal:
            known = planned(id(action))
            if known is None and action["type"] == "move" and action["steal_from"] is None:
                known = move_end(action, brd)
            if known is not None:  # a planned move: its boat, end and gem rule read off the table (as `outcome`)
                _, boat, slot, gem = known
                if gem == KEEP:
                    gem = gems[boat]
                banked = NO_GEM
                if slot == dock:
                    banked, gem = gem, NO_GEM
            elif action["type"] != "move":
                value = draw() * 1e-6  # ending the turn keeps the boats where they are (0.0, plus the draw)
                if value > best:
                    best, choice = value, action
                continue
            else:  # a steal: made afresh for each position
                boat = 2 * seat + action["boat"]
                slot, gem, banked = outcome(state, action)
            after = table[slot][flow]
            end = (after, gem if after != falls else NO_GEM)
            worth = ending.get(end)
            if worth is None:
                worth = ending[end] = boat_value(o, *end)
            stay = staying.get(boat)
            if stay is None:
                here = table[at[boat]][flow]
                stay = staying[boat] = boat_value(o, here, gems[boat] if here != falls else NO_GEM)
            value = (gain[banked] if banked != NO_GEM else 0.0) + worth - stay
            value += draw() * 1e-6
            if value > best:
                best, choice = value, action
        return choice

    # --- rollout and evaluation -----------------------------------------------------------------------
    def rollout(self, state: NiagaraState, rng: random.Random) -> Rewards:
        """Play on to the end of the round after next (or the game's end), then evaluate. The seat to act and
        the policy as `to_act` and `rollout_action` give them, read here without the calls in between."""
        legal_actions, perform, move, randrange = (
            self.rules.legal_actions,
            self.rules.perform,
            self._move,
            rng.randrange,
        )
        stop_round = state.round + ROLLOUT_ROUNDS
        for _ in range(self.rollout_depth):
            phase = state.phase
            if phase == OVER or state.round > stop_round:
                break
            if phase == CHOOSE:
                legal = legal_actions(state, state.chosen.index(NO_CARD))  # the first seat still to choose
                action = legal[randrange(len(legal))]
            else:
                seat = state.actor
                legal = legal_actions(state, seat)
                if phase == RECOVERY:
                    action = choose_recovery(state, seat, legal)
                elif legal[0]["type"] == "weather":
                    action = legal[randrange(len(legal))]
                else:
                    action = move(state, seat, legal, rng)
            perform(state, action)
        return self.evaluate(state)

    def evaluate(self, state: NiagaraState) -> Rewards:
        """The winners once over, else a soft share by home value plus boat values."""
        n = state.n_seats
        if state.phase == OVER:
            return [1.0 / len(state.winners) if s in state.winners else 0.0 for s in range(n)]
        return score_shares([self.worth(state, s) for s in range(n)], higher_is_better=True, scale=SCALE)

    @staticmethod
    def worth(state: NiagaraState, seat: int) -> float:
        """A seat's home value plus what its two boats are worth where they lie."""
        o = outlook(state, seat)
        value = home_value(state.home[seat])
        for b in (2 * seat, 2 * seat + 1):
            value += boat_value(o, state.boat_at[b], state.boat_gem[b])
        return value

    def seen(self, state: NiagaraState, action: Action | None, seat: int) -> Any:
        """The cards revealed by the time the searcher acts (they set the flow)."""
        if state.phase == ACT and state.actor == seat:
            return tuple(c if r else -1 for c, r in zip(state.chosen, state.revealed, strict=True))
        return None
