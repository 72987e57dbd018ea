"""The reverse of a view: a full Niagara state consistent with what one seat knows (for search bots)."""

from __future__ import annotations

import random

from tablegame.games.niagara import round as rnd
from tablegame.games.niagara.board import board
from tablegame.games.niagara.catalog import catalog
from tablegame.games.niagara.log import copied
from tablegame.games.niagara.state import NO_GEM, NiagaraState
from tablegame.games.niagara.turn_bits import from_fields
from tablegame.games.niagara.view_types import NiagaraView

COLOURS = catalog().colours


KnownPart = tuple[NiagaraState, tuple[tuple[int, tuple[int, ...]], ...]]  # (the state, (seat, cards it may hold))
_UNSET = random.Random(0)  # the generator of a known part: replaced before the state is used, never drawn from


def determinize(view: NiagaraView, rng: random.Random) -> NiagaraState:
    """A full state matching the view; each unseen chosen card is drawn from its seat's unused cards."""
    return completed(known_part(view), rng)


def completed(known: KnownPart, rng: random.Random, generator: random.Random | None = None) -> NiagaraState:
    """A full state from the view's known part: a generator of its own (seeded from `rng`; `generator` instead
    when given, the seed drawn all the same), then each unseen chosen card drawn (in seat order) from the
    seat's unused cards. The known part stays as it was (search samples it again)."""
    base, unseen = known
    seed = rng.getrandbits(64)
    state = base.copy_with(random.Random(seed) if generator is None else generator)
    for seat, unused in unseen:
        state.chosen[seat] = rng.choice(unused)
    return state


def known_part(view: NiagaraView) -> KnownPart:
    """What the view tells for certain: the state without the unseen chosen cards, and for each seat that chose
    unseen, the cards it may have chosen (its unused ones)."""
    n = view["n_seats"]
    brd = board(view["options"]["fork"])
    state = NiagaraState(n, dict(view["options"]), _UNSET, brd)
    for s, boats in enumerate(view["boats"]):
        for b, boat in enumerate(boats):
            state.boat_at[2 * s + b] = brd.index[boat["at"]]
            state.boat_gem[2 * s + b] = NO_GEM if boat["gem"] is None else COLOURS.index(boat["gem"])
    state.home = [[home[c] for c in COLOURS] for home in view["homes"]]
    state.supply = [[view["sites"][site]["supply"][c] for c in COLOURS] for site in COLOURS]
    state.restock()
    state.spare = [view["spare"][c] for c in COLOURS]
    state.weather = view["weather"]
    state.pointer = brd.arms.index(view["next_arm"]) if brd.arms else 0
    state.start_seat = view["start_seat"]
    state.round = view["round"]
    state.last_flow = view["flow"]
    state.phase = view["phase"]
    unseen = []
    for s, cards in enumerate(view["cards"]):
        state.used[s] = sum(1 << rnd.CARDS.index(c) for c in cards["used"])
        state.revealed[s] = cards["revealed"]
        state.last_card[s] = -1 if cards["last"] is None else rnd.CARDS.index(cards["last"])
        if cards["card"] is not None:
            state.chosen[s] = rnd.CARDS.index(cards["card"])
        elif cards["chosen"]:
            unseen.append((s, tuple(i for i in range(len(rnd.CARDS)) if not state.used[s] >> i & 1)))
    turn = view["turn"]
    if turn is not None:
        state.actor = turn["seat"]
        state.turn_pos = (turn["seat"] - state.start_seat) % n
        moved, must = turn["moved"], turn["must_move"]
        if state.chosen[state.actor] != rnd.CLOUD:  # (a cloud turn is 0)
            at, dock = state.boat_at, brd.dock
            # at the dock when the turn began: still there unmoved, or moved without having had to
            docked = [at[2 * state.actor + b] == dock if not moved[b] else not must[b] for b in (0, 1)]
            state.turn = from_fields(moved, must, turn["launched"], docked)
    state.recovery = list(view["recovery"])
    if state.recovery:
        state.actor = state.recovery[0]
    state.winners = list(view["winners"])
    state.ended_by = view["ended_by"]
    state.events = [(copied, copied(event)) for event in view["last_events"]]  # the view's own stay apart
    return state, tuple(unseen)
