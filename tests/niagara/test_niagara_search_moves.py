"""The search's rollout move (greedy.py) codes moves once and values them by tables: the codes agree with
bots.outcome, the tables with bots.boat_value, and the greedy move it picks is the one reading every action's
fields picks, draw for draw."""

from __future__ import annotations

import random

from tablegame.core.registry import get_rules
from tablegame.core.search_hooks import score_shares
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara.bots import after_flow, boat_value, home_value, make_outlook, outcome
from tablegame.games.niagara.greedy import (
    CODES,
    END_BOAT,
    KEEP,
    MAX_CARD,
    STRIDE,
    _code,
    greedy_move,
    pick,
    table,
    worths,
)
from tablegame.games.niagara.search import SCALE, Hooks
from tablegame.games.niagara.state import ACT, NO_GEM, NiagaraState

RULES = get_rules("niagara")


def reference_move(state: NiagaraState, seat: int, legal: list[dict], rng: random.Random) -> dict:
    """The greedy move as written before the table: `outcome` for every move, one draw per action."""
    table = after_flow(state.options["fork"])[state.pointer]
    flow = rnd.flow_speed(state)
    o = make_outlook(state, seat, rnd.ALL_USED & ~state.used[seat])
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
                assert greedy_move(state, seat, legal, fast) is reference_move(state, seat, legal, slow)
                assert fast.random() == slow.random()  # the same number of draws
                compared += 1
            RULES.perform(state, legal[rng.randrange(len(legal))])
    assert compared > 500


def test_move_codes_agree_with_outcome():
    for seed in range(6):
        state = RULES.setup(3, RULES.resolve_options({"max_rounds": 20}), random.Random(seed), {})
        rng = random.Random(seed)
        while RULES.to_act(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            for action in legal:
                if action["type"] not in ("move", "end_move"):
                    continue
                code = CODES.get(id(action)) or _code(state, action)
                assert code[0] is action
                _, boat, slot, gem = code
                if action["type"] == "end_move":
                    assert (boat, slot, gem) == (END_BOAT, state.board.falls + 1, 0)
                    continue
                assert (id(action) in CODES) == (action["steal_from"] is None)  # steals: coded afresh
                assert boat == action["boat"]
                carried = state.boat_gem[2 * seat + boat] if gem >= KEEP else gem - 1
                assert gem < KEEP or gem == KEEP + boat
                expected = outcome(state, action)
                assert expected == ((slot, NO_GEM, carried) if slot == state.board.dock else (slot, carried, -1))
            RULES.perform(state, legal[rng.randrange(len(legal))])


def test_value_tables_agree_with_boat_value():
    hooks = Hooks(RULES)
    for seed in range(8):
        seats = 2 + seed % 4
        options = RULES.resolve_options({"max_rounds": 20, "fork": ("alternate", "straight")[seed % 2]})
        state = RULES.setup(seats, options, random.Random(seed), {})
        rng = random.Random(seed)
        brd = state.board
        while RULES.to_act(state):
            for seat in range(seats):
                o = make_outlook(state, seat, rnd.ALL_USED & ~state.used[seat])
                values = table(state, seat)
                assert MAX_CARD[state.used[seat]] == o.max_card  # with the home, all an outlook depends on
                for slot in range(1, brd.falls + 1):
                    for gem in range(NO_GEM, len(rnd.COLOURS)):
                        assert values[STRIDE * slot + gem + 1] == boat_value(o, slot, gem)
                for gem in range(NO_GEM, len(rnd.COLOURS)):
                    banked = o.gain[gem] if gem != NO_GEM else 0.0
                    assert values[STRIDE * brd.dock + gem + 1] == banked + boat_value(o, brd.dock, NO_GEM)
                assert values[-2:] == (0.0, home_value(state.home[seat]))
                worth = home_value(state.home[seat])
                for b in (2 * seat, 2 * seat + 1):
                    worth += boat_value(o, state.boat_at[b], state.boat_gem[b])
                assert worths(state)[seat] == worth
            assert hooks.evaluate(state) == score_shares(worths(state), higher_is_better=True, scale=SCALE)
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            RULES.perform(state, legal[rng.randrange(len(legal))])


def test_pick_reads_the_draws_random_would_give():
    for seed in range(300):
        source = random.Random(seed)
        n = 1 + seed % 9
        # values on a coarse grid tie often; a few differ by less than a draw
        worth = [source.choice((0.0, 0.5, 0.5 + 3e-7, -1.0, 2.0)) for _ in range(n)]
        fast, slow = random.Random(seed), random.Random(seed)
        best, choice = -1e9, 0
        for i, value in enumerate(worth):
            value += slow.random() * 1e-6
            if value > best:
                best, choice = value, i
        assert pick(worth, fast) == choice
        assert fast.random() == slow.random()
