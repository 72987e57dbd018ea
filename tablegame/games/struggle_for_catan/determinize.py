"""A full state consistent with what one seat sees (SFC-42): the unknown cards dealt at random."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from tablegame.core.seeded_random import SeededOnUse
from tablegame.core.shuffle import shuffle_as_random
from tablegame.games.struggle_for_catan.catalog import BUILDINGS, EVENT_IDS, RESOURCE_IDS, components
from tablegame.games.struggle_for_catan.log import parse_event
from tablegame.games.struggle_for_catan.state import FATE_NAMES, NO_FATE, CatanState
from tablegame.games.struggle_for_catan.view_types import CatanView, Pending, Tableau

_C = components()
R = RESOURCE_IDS
EXP = _C.expansion_ids


@dataclass(frozen=True)
class _Known:
    """What a view fixes, worked out once: a search or the coach deals many states from the same view."""

    view: CatanView  # kept, so that `is` finds it again (views are read-only)
    hands: list[list[int]]  # the seat's hand and any open hands; zeros for hands to deal
    deal: list[tuple[int, int]]  # (seat, cards) to deal from the shuffled pool, in seat order
    pool: list[int]  # the unknown cards before the shuffle
    estates: list[list[tuple[int, bool, int] | None]]  # None: a settlement whose event is dealt
    hidden: list[int]  # the events not face up, before the shuffle
    log: list[tuple[Any, ...]]
    market: list[int]
    discard: list[int]
    expansion_supply: list[int]
    roads: list[int]
    knights: list[int]
    queue: list[int]
    fixed: dict[str, Any]  # the state's fields that are the same in every sample (numbers, options)


_last: list[_Known] = []  # the last view's facts (one: a search asks about one view at a time)


def determinize(v: CatanView, rng: random.Random) -> CatanState:
    """A full state consistent with view `v` (SFC-42): unknown cards dealt at random."""
    known = _last[0] if _last and _last[0].view is v else _known(v)
    pool = known.pool[:]
    shuffle_as_random(pool, rng)
    hands = [hand[:] for hand in known.hands]
    for s, cards in known.deal:
        hand = hands[s]
        rest = len(pool) - cards
        for card in pool[rest:]:  # the top `cards` cards (a hand is counts: the order they come in is no matter)
            hand[card] += 1
        del pool[rest:]
    hidden = known.hidden[:]
    shuffle_as_random(hidden, rng)
    estates = [[(hidden.pop(), False, -1) if e is None else e for e in seat] for seat in known.estates]
    # the fields every sample shares, then its own (CatanState's __init__ with its 28 keywords cost a sixth of
    # this function; tests/struggle_for_catan/test_catan_search_policy.py checks that every field is set)
    state = CatanState.__new__(CatanState)
    state.__dict__.update(known.fixed)
    state.rng = SeededOnUse(rng.getrandbits(64))
    state.hands = hands
    state.market = known.market[:]
    state.deck = pool
    state.discard = known.discard[:]
    state.estate_stack = hidden
    state.expansion_supply = known.expansion_supply[:]
    state.roads = known.roads[:]
    state.knights = known.knights[:]
    state.estates = estates
    state.queue = known.queue[:]
    state.log = known.log[:]
    return state


def _known(v: CatanView) -> _Known:
    """The facts of a view before any card is dealt; remembered for the next call with the same view."""
    n, seat, hand = v["n_seats"], v["seat"], v["hand"]
    if seat is None or hand is None:
        raise ValueError("determinize reads a seat's view, not an onlooker's")
    hands = [[0] * 5 for _ in range(n)]
    hands[seat] = [hand[r] for r in R]
    market = [v["market"][r] for r in R]
    discard = [R.index(r) for r in reversed(v["discard"])]
    unknown = list(_C.resource_counts)
    for r in range(5):
        unknown[r] -= hands[seat][r] + market[r] + discard.count(r)
    opened = v["opponent_hands"]
    if opened is not None:
        for s in range(n):
            other = opened[s]
            if s != seat and other is not None:
                hands[s] = [other[r] for r in R]
                for r in range(5):
                    unknown[r] -= hands[s][r]
    deal = [(s, v["hand_sizes"][s]) for s in range(n) if s != seat and opened is None]
    estates, hidden = _estates(v["tableaux"], n)
    log = [parse_event(d) for d in v["log"]]
    turns = [i for i, e in enumerate(log) if e[0] == "turn"]
    pool = [r for r in range(5) for _ in range(unknown[r])]
    tableaux = v["tableaux"]
    supply = v["supply"]
    give_target, give_taken, queue = _pending_fields(v["pending"])
    fixed = {
        "n_seats": n,
        "options": dict(v["options"]),  # shared by the samples: the rules only read a state's options
        "road_supply": supply["road"],
        "knight_supply": supply["knight"],
        "fate": NO_FATE if v["fate"] is None else FATE_NAMES.index(v["fate"]),
        "start_seat": v["start_seat"],
        "turn_seat": v["turn"],
        "turn_number": v["turn_number"],
        "phase": v["phase"],
        "exchanges_left": v["exchanges_left"],
        "wide": v["wide_trade"],
        "built": sum(1 << BUILDINGS.index(b) for b in v["built"]),
        "guild_left": v["guild_uses_left"],
        "give_target": give_target,
        "give_taken": give_taken,
        "winner": v["winners"][0] if v["winners"] else -1,
        "log_mark": turns[-1] if turns else 0,
    }
    known = _Known(
        v,
        hands,
        deal,
        pool,
        estates,
        hidden,
        log,
        market,
        discard,
        [supply["expansions"].count(x) for x in EXP],
        [len(t["roads"]) for t in tableaux],
        [len(t["knights"]) for t in tableaux],
        queue,
        fixed,
    )
    _last[:] = [known]
    return known


def _estates(tableaux: list[Tableau], n: int) -> tuple[list[list[tuple[int, bool, int] | None]], list[int]]:
    """Every seat's estates, None for each settlement whose hidden event is dealt from the events not face up,
    and those events (the estate stack after the deal)."""
    estates: list[list[tuple[int, bool, int] | None]] = []
    revealed = [0, 0]
    for t in tableaux:
        for e in t["estates"]:
            if e["side"] == "city":
                revealed[EVENT_IDS.index(e["event"])] += 1
    in_play = [_C.in_play(m, n) for m in _C.estate_marks]
    hidden = [k for k in range(2) for _ in range(in_play[k] - revealed[k])]
    for t in tableaux:
        seat_estates: list[tuple[int, bool, int] | None] = []
        for e in t["estates"]:
            if e["side"] == "city":
                x = e["expansion"]
                seat_estates.append((EVENT_IDS.index(e["event"]), True, EXP.index(x) if x else -1))
            else:
                seat_estates.append(None)
        estates.append(seat_estates)
    return estates, hidden


def _pending_fields(pending: Pending | None) -> tuple[int, int, list[int]]:
    """The state's give target, the card taken (-1: unknown) and the queue of seats an event waits for."""
    if pending is None:
        return -1, -1, []
    if pending["kind"] == "give":
        taken = pending["taken"]
        return pending["target"], R.index(taken) if taken else -1, []
    if pending["kind"] == "discard":
        return -1, -1, [d["seat"] for d in pending["due"]]
    return -1, -1, list(pending["due"])
