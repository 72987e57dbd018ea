"""The rollout's greedy move in `hard`'s search (search.py), valued by table lookups.

A move is worth what its boat is worth where this round's flow takes it (plus the gem it banks) less what the
boat is worth staying (bots.boat_value). Each move object is coded once by its boat, end slot and gem rule;
a seat's boat values are a table by slot and gem, made once per home, highest card in hand and the sites'
stock; the flow's effect is a row of end slots per arm pointer and flow. The tie-breaking draws (one per
move, as the search's greedy move always drew them) are skipped in one call when no other value comes
within a draw of the best, and drawn one by one when one does: the same choices and generator state.
"""

from __future__ import annotations

import random
from functools import cache
from itertools import compress
from typing import Any

from tablegame.core.rules import Action
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara.board import board
from tablegame.games.niagara.bots import COLOUR_INDEX, Outlook, after_flow, home_value, make_outlook
from tablegame.games.niagara.catalog import catalog
from tablegame.games.niagara.state import N_COLOURS, NiagaraState

STRIDE = N_COLOURS + 1  # a table's entries per slot: no gem first, then each colour (gem + 1)
KEEP = STRIDE  # a code's gem selector when the boat keeps its gem: KEEP + the boat's number
END_BOAT = 2  # the boat number in end_move's code: its "stay" is 0.0
CODES_KEPT = 500_000
TABLES_KEPT = 5_000  # (about 3.5 MB; a search at five seats makes some 250 tables)
DRAW = 1e-6  # the tie-breaking draw's scale
TIE = 2 * DRAW  # values closer than this to the best may be decided by the draws

Code = tuple[Action, int, int, int]  # (the move itself, its boat number, its end slot, its gem selector)
# Each shared move the rollouts met, by id (the code holds the move, so its id cannot pass to another
# object while the entry lives); steals are made afresh for each position and coded each time.
CODES: dict[int, Code] = {}
# [first boat's gem + 1][second boat's gem + 1] -> a code's gem selector -> the gem carried + 1 (moves that
# set their gem carry the selector's; KEEP + boat: that boat's own)
_CARRIED = tuple(tuple((*range(STRIDE), first, second) for second in range(STRIDE)) for first in range(STRIDE))


def rows(fork: str) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """[pointer][flow] -> per slot, STRIDE times the slot the flow takes a boat to; one more entry past the
    falls for end_move (its table entry is 0.0)."""
    return tuple(
        tuple((*(STRIDE * row[flow] for row in per_slot), STRIDE * len(per_slot)) for flow in range(rnd.FLOW_MAX + 1))
        for per_slot in after_flow(fork)
    )


_ROWS = {fork: rows(fork) for fork in catalog().boards}
# the state, round, weather and arm pointer of the flow's row last read, and the row
_last_row: list[tuple[Any, int, int, int, tuple[int, ...]]] = [(None, 0, 0, 0, ())]


@cache
def _river(fork: str, max_card: int) -> tuple[tuple[float, float], ...]:
    """For each river slot (dock 0 and falls last left out): what a carried gem's gain is multiplied by, and
    what an empty boat is worth there before any site's gems (bots.boat_value)."""
    brd = board(fork)
    out = []
    for slot in brd.river:
        depth = brd.depth[slot]
        factor = 0.85 if max_card >= depth else max(0.2, 0.85 - 0.15 * (depth - max_card))
        out.append((factor, 0.1 - 0.04 * max(0, depth - 4)))
    return tuple(out)


@cache
def _sites(fork: str, max_card: int) -> tuple[tuple[int, float, float, int], ...]:
    """For each slot by a site: its empty boat's table index, its worth before the site's gems, what the best
    gain among them is multiplied by (bots.boat_value), and where the site's colours start in `state.stock`."""
    brd = board(fork)
    out = []
    for slot in brd.river:
        site = brd.site_of[slot]
        if site >= 0:
            depth = brd.depth[slot]
            factor = 0.45 if depth + 2 <= max_card else 0.2
            out.append((STRIDE * slot, 0.1 - 0.04 * max(0, depth - 4), factor, site * N_COLOURS))
    return tuple(out)


def _base(outlook: Outlook) -> list[float]:
    """A table's entries that do not depend on the sites' stock (an empty boat at a site's slot is left 0.0)."""
    gain, dock_value = outlook.gain, outlook.dock_value
    # a move to the dock banks the gem it carries (0.0 + the dock's worth: the sum as the greedy move made it)
    base = [0.0 + dock_value, *[g + dock_value for g in gain]]
    for factor, empty in _river(outlook.brd.fork_option, outlook.max_card):
        base.append(empty)
        base += [g * factor for g in gain]
    base += [-outlook.lost_cost] * STRIDE
    base.append(0.0)  # end_move
    base.append(home_value(outlook.home))
    return base


def _max_card(hand: int) -> int:
    """The highest number among a hand's cards (0 if none; all of them when the hand is empty), as
    bots.make_outlook reads it: with the home, all an outlook depends on."""
    hand = hand or rnd.ALL_USED
    return max([rnd.CARD_VALUE[i] for i in range(len(rnd.CARDS)) if hand >> i & 1 and i != rnd.CLOUD], default=0)


MAX_CARD = tuple(_max_card(rnd.ALL_USED & ~used) for used in range(rnd.ALL_USED + 1))  # by the cards used

# A seat's values by home, highest card in hand, the sites' stock and the river: [STRIDE * slot + gem + 1] ->
# the worth of a boat there (bots.boat_value; at the dock: the gem banked plus the dock's worth), then 0.0 for
# end_move and last the home's value (bots.home_value). Tuples of floats: the collector leaves them alone.
TABLES: dict[tuple[Any, ...], tuple[float, ...]] = {}
_BASES: dict[tuple[Any, ...], tuple[Outlook, list[float]]] = {}  # by home, highest card and river


def table(state: NiagaraState, seat: int) -> tuple[float, ...]:
    """The seat's table of values (made and kept)."""
    fork = state.options["fork"]
    home = state.home[seat]
    max_card = MAX_CARD[state.used[seat]]
    key = (*home, max_card, bytes(state.stock), fork)
    found = TABLES.get(key)
    if found is not None:
        return found
    if len(TABLES) > TABLES_KEPT:
        TABLES.clear()
        _BASES.clear()
    base_key = (*home, max_card, fork)
    known = _BASES.get(base_key)
    if known is None:
        outlook = make_outlook(state, seat, rnd.ALL_USED & ~state.used[seat])
        outlook.home = list(outlook.home)  # make_outlook keeps the state's own list
        known = _BASES[base_key] = (outlook, _base(outlook))
    o, made = known[0], [*known[1]]
    gain, stock = o.gain, state.stock
    for index, empty, factor, start in _sites(fork, max_card):
        held = stock[start : start + N_COLOURS]
        made[index] = empty + factor * (max(compress(gain, held)) if any(held) else 0.0)  # as bots.boat_value
    found = TABLES[key] = tuple(made)
    return found


def worths(state: NiagaraState) -> list[float]:
    """Each seat's home value plus what its two boats are worth where they lie (the search's evaluation)."""
    fork, stock, used, homes = state.options["fork"], bytes(state.stock), state.used, state.home
    at, gems = state.boat_at, state.boat_gem
    out = []
    for seat in range(state.n_seats):
        values = TABLES.get((*homes[seat], MAX_CARD[used[seat]], stock, fork)) or table(state, seat)
        value = values[-1]  # the home's
        here = at[2 * seat]
        value += values[0] if here == 0 else values[STRIDE * here + gems[2 * seat] + 1]  # (the dock: no bank)
        here = at[2 * seat + 1]
        value += values[0] if here == 0 else values[STRIDE * here + gems[2 * seat + 1] + 1]
        out.append(value)
    return out


def _code(state: NiagaraState, action: Action) -> Code:
    """A move's code (kept, unless a steal); end_move's."""
    if action["type"] != "move":
        code: Code = (action, END_BOAT, state.board.falls + 1, 0)
    else:
        slot = state.board.index[action["to"]]
        if action["steal_from"] is not None:  # the stolen gem replaces any other (bots.outcome)
            robbed = 2 * action["steal_from"] + action["steal_boat"]
            return action, action["boat"], slot, state.boat_gem[robbed] + 1
        load = action["load"]
        if load is None:
            gem = KEEP + action["boat"]
        else:
            gem = 0 if load["op"] == "unload" else COLOUR_INDEX[load["colour"]] + 1
        code = (action, action["boat"], slot, gem)
    if len(CODES) > CODES_KEPT:
        CODES.clear()
    CODES[id(action)] = code
    return code


def greedy_move(state: NiagaraState, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """The move (or end of turn) whose boat is worth most after this round's flow, one draw per action
    breaking near-ties (the first best wins)."""
    fork = state.options["fork"]
    last = _last_row[0]  # the flow is the same for every move of a round between clouds: its row is kept
    if state is last[0] and state.round == last[1] and state.weather == last[2] and state.pointer == last[3]:
        row = last[4]
    else:
        row = _ROWS[fork][state.pointer][rnd.flow_speed(state)]
        _last_row[0] = (state, state.round, state.weather, state.pointer, row)  # (one store: threads see all or none)
    values = TABLES.get((*state.home[seat], MAX_CARD[state.used[seat]], bytes(state.stock), fork)) or table(state, seat)
    at, gems = state.boat_at, state.boat_gem
    first = 2 * seat
    here, gem = at[first], gems[first]
    stay0 = values[0] if here == 0 else values[row[here] + gem + 1]  # (at the dock: nothing banked)
    second = gems[first + 1] + 1
    carried = _CARRIED[gem + 1][second]
    here = at[first + 1]
    stay1 = values[0] if here == 0 else values[row[here] + second]
    stays = (stay0, stay1, 0.0)
    try:  # each move's code read as it is valued
        worth = [values[row[s] + carried[g]] - stays[b] for _, b, s, g in map(CODES.__getitem__, map(id, legal))]
    except KeyError:  # a steal, or a move met first
        codes = [CODES.get(id(action)) or _code(state, action) for action in legal]
        worth = [values[row[s] + carried[g]] - stays[b] for _, b, s, g in codes]
    ranked = sorted(worth)  # (pick, inline)
    top = ranked[-1]
    if len(ranked) == 1 or ranked[-2] < top - TIE:
        rng.getrandbits(64 * len(worth))
        return legal[worth.index(top)]
    return legal[_tied(worth, rng)]


def pick(worth: list[float], rng: random.Random) -> int:
    """The index of the best `worth` plus `rng.random() * DRAW` drawn for each in order (the first best on a
    tie). When no other value comes within TIE of the best, no draw can change the answer: the draws are then
    skipped in one call (`random` takes two 32-bit words each, as `getrandbits(64)` does)."""
    ranked = sorted(worth)
    top = ranked[-1]
    if len(ranked) == 1 or ranked[-2] < top - TIE:
        rng.getrandbits(64 * len(worth))
        return worth.index(top)
    return _tied(worth, rng)


def _tied(worth: list[float], rng: random.Random) -> int:
    """`pick` when the draws may decide: each drawn."""
    draw = rng.random
    best, choice = -1e9, 0
    for i, value in enumerate(worth):
        value += draw() * DRAW
        if value > best:
            best, choice = value, i
    return choice
