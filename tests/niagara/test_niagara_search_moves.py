"""The search's rollout move reads planned moves' ends from a table (search.MOVE_ENDS): the table agrees with
bots.outcome, and the greedy move it picks is the one reading every action's fields picks, draw for draw."""

from __future__ import annotations

import random

from tablegame.core.registry import get_rules
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara.bots import after_flow, boat_value, outcome
from tablegame.games.niagara.search import KEEP, MOVE_ENDS, Hooks, move_end, outlook
from tablegame.games.niagara.state import ACT, NO_GEM, NiagaraState

RULES = get_rules("niagara")


def reference_move(state: NiagaraState, seat: int, legal: list[dict], rng: random.Random) -> dict:
    """The greedy move as written before the table: `outcome` for every move, one draw per action."""
    table = after_flow(state.options["fork"])[state.pointer]
    flow = rnd.flow_speed(state)
    o = outlook(state, seat)
    falls = state.board.falls
    best, choice = -1e9, legal[0]
    for action in legal:
        if action["type"] != "move":
            value = 0.0
        else:
            boat = 2 * seat + action["boat"]
            slot, gem, banked = outcome(state, action)
            after = table[slot][flow]
            here = table[state.boat_at[boat]][flow]
            stay = boat_value(o, here, state.boat_gem[boat] if here != falls else NO_GEM)
            worth = boat_value(o, after, gem if after != falls else NO_GEM)
            value = (o.gain[banked] if banked != NO_GEM else 0.0) + worth - stay
        value += rng.random() * 1e-6
        if value > best:
            best, choice = value, action
    return choice


def test_rollout_moves_match_the_reference_draw_for_draw():
    hooks = Hooks(RULES)
    compared = 0
    for seed in range(12):
        seats = 2 + seed % 4
        options = RULES.resolve_options({"max_rounds": 30, "fork": ("alternate", "straight")[seed % 2]})
        state = RULES.setup(seats, options, random.Random(seed), {})
        rng = random.Random(seed)
        while RULES.to_act(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            if state.phase == ACT and legal[0]["type"] != "weather":
                fast, slow = random.Random(seed * 1000 + compared), random.Random(seed * 1000 + compared)
                assert hooks._move(state, seat, legal, fast) is reference_move(state, seat, legal, slow)
                assert fast.random() == slow.random()  # the same number of draws
                compared += 1
            RULES.perform(state, legal[rng.randrange(len(legal))])
    assert compared > 500


def test_planned_move_ends_agree_with_outcome():
    for seed in range(6):
        state = RULES.setup(3, RULES.resolve_options({"max_rounds": 20}), random.Random(seed), {})
        rng = random.Random(seed)
        while RULES.to_act(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            for action in legal:
                if action["type"] != "move" or action["steal_from"] is not None:
                    assert id(action) not in MOVE_ENDS  # end_move, weather, choices, recoveries; steals: afresh
                    continue
                known = MOVE_ENDS.get(id(action)) or move_end(action, state.board)
                assert known[0] is action
                _, boat, slot, gem = known
                assert boat == 2 * action["seat"] + action["boat"]
                carried = state.boat_gem[boat] if gem == KEEP else gem
                expected = outcome(state, action)
                assert expected == ((slot, NO_GEM, carried) if slot == state.board.dock else (slot, carried, -1))
            RULES.perform(state, legal[rng.randrange(len(legal))])
