"""A full state consistent with what one seat sees (SFC-42): the unknown cards dealt at random."""

from __future__ import annotations

import random

from tablegame.games.struggle_for_catan.catalog import BUILDINGS, EVENT_IDS, RESOURCE_IDS, components
from tablegame.games.struggle_for_catan.log import parse_event
from tablegame.games.struggle_for_catan.state import FATE_NAMES, NO_FATE, CatanState
from tablegame.games.struggle_for_catan.view_types import CatanView, Pending, Tableau

_C = components()
R = RESOURCE_IDS
EXP = _C.expansion_ids


def determinize(v: CatanView, rng: random.Random) -> CatanState:
    """A full state consistent with view `v` (SFC-42): unknown cards dealt at random."""
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
    known = v["opponent_hands"]
    if known is not None:
        for s in range(n):
            other = known[s]
            if s != seat and other is not None:
                hands[s] = [other[r] for r in R]
                for r in range(5):
                    unknown[r] -= hands[s][r]
    pool = [r for r in range(5) for _ in range(unknown[r])]
    rng.shuffle(pool)
    for s in range(n):
        if s != seat and known is None:
            for _ in range(v["hand_sizes"][s] - sum(hands[s])):
                hands[s][pool.pop()] += 1
    deck = pool
    tableaux = v["tableaux"]
    estates, hidden = _estates(tableaux, n, rng)
    supply = v["supply"]
    give_target, give_taken, queue = _pending_fields(v["pending"])
    state = CatanState(
        n_seats=n,
        options=dict(v["options"]),
        rng=random.Random(rng.getrandbits(64)),
        hands=hands,
        market=market,
        deck=deck,
        discard=discard,
        road_supply=supply["road"],
        knight_supply=supply["knight"],
        estate_stack=hidden,
        expansion_supply=[supply["expansions"].count(x) for x in EXP],
        roads=[len(t["roads"]) for t in tableaux],
        knights=[len(t["knights"]) for t in tableaux],
        estates=estates,
        fate=NO_FATE if v["fate"] is None else FATE_NAMES.index(v["fate"]),
        start_seat=v["start_seat"],
        turn_seat=v["turn"],
        turn_number=v["turn_number"],
        phase=v["phase"],
        exchanges_left=v["exchanges_left"],
        wide=v["wide_trade"],
        built=sum(1 << BUILDINGS.index(b) for b in v["built"]),
        guild_left=v["guild_uses_left"],
        give_target=give_target,
        give_taken=give_taken,
        queue=queue,
        winner=v["winners"][0] if v["winners"] else -1,
        log=[parse_event(d) for d in v["log"]],
        log_mark=0,
    )
    turns = [i for i, e in enumerate(state.log) if e[0] == "turn"]
    state.log_mark = turns[-1] if turns else 0
    return state


def _estates(
    tableaux: list[Tableau], n: int, rng: random.Random
) -> tuple[list[list[tuple[int, bool, int]]], list[int]]:
    """Every seat's estates, each hidden settlement event dealt from the events not face up, and the estate
    stack of the rest."""
    estates: list[list[tuple[int, bool, int]]] = []
    revealed = [0, 0]
    for t in tableaux:
        for e in t["estates"]:
            if e["side"] == "city":
                revealed[EVENT_IDS.index(e["event"])] += 1
    in_play = [_C.in_play(m, n) for m in _C.estate_marks]
    hidden = [k for k in range(2) for _ in range(in_play[k] - revealed[k])]
    rng.shuffle(hidden)
    for t in tableaux:
        seat_estates = []
        for e in t["estates"]:
            if e["side"] == "city":
                x = e["expansion"]
                seat_estates.append((EVENT_IDS.index(e["event"]), True, EXP.index(x) if x else -1))
            else:
                seat_estates.append((hidden.pop(), False, -1))
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
