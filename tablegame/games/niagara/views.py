"""What a seat sees (NIA-37) and the reverse: a full state consistent with a view (determinize)."""

from __future__ import annotations

import random
from typing import Any

from tablegame.core.rules import View
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara.board import board
from tablegame.games.niagara.catalog import catalog
from tablegame.games.niagara.state import ACT, NO_CARD, NO_GEM, NiagaraState

_CAT = catalog()
COLOURS = _CAT.colours


def _gem(colour: int) -> str | None:
    return None if colour == NO_GEM else COLOURS[colour]


def _counts(row: list[int]) -> dict[str, int]:
    return {COLOURS[c]: n for c, n in enumerate(row)}


def _cards(mask: int) -> list[int | str]:
    return [card for i, card in enumerate(rnd.CARDS) if mask >> i & 1]


def _seat_cards(state: NiagaraState, seat: int, viewer: int | None) -> dict[str, Any]:
    """One seat's cards as the viewer may see them: used cards are public, a chosen card is not."""
    chosen = state.chosen[seat]
    shown = chosen != NO_CARD and (state.revealed[seat] or seat == viewer)
    entry: dict[str, Any] = {
        "used": _cards(state.used[seat]),
        "chosen": chosen != NO_CARD,
        "revealed": state.revealed[seat],
        "card": rnd.CARDS[chosen] if shown else None,
    }
    if seat == viewer:
        unused = rnd.ALL_USED & ~state.used[seat] & ~(1 << chosen if chosen != NO_CARD else 0)
        entry["hand"] = _cards(unused)
    return entry


def _slots(state: NiagaraState) -> list[dict[str, Any]]:
    """Every slot with its depth, site, arm, downstream neighbours and the boats on it."""
    brd = state.board
    slots = []
    for slot, name in enumerate(brd.names):
        boats = [{"seat": i >> 1, "boat": i & 1, "gem": _gem(state.boat_gem[i])}
                 for i, at in enumerate(state.boat_at) if at == slot]
        site = brd.site_of[slot]
        slots.append({
            "id": name,
            "depth": brd.depth[slot] if slot != brd.falls else None,
            "site": COLOURS[site] if site >= 0 else None,
            "arm": brd.arm_of[slot],
            "downstream": [brd.names[d] for d in brd.down[slot]],
            "boats": boats,
        })
    return slots


def _turn(state: NiagaraState) -> dict[str, Any] | None:
    """The acting seat's progress through its turn (act step only)."""
    if state.phase != ACT:
        return None
    return {
        "seat": state.actor,
        "moved": list(state.moved),
        "must_move": list(state.must),
        "must_launch": state.must_launch,
        "launched": state.launched,
    }


def build_view(rules: Any, state: NiagaraState, seat: int | None) -> View:
    """A JSON-ready view for `seat` (None: a spectator): everything public plus the seat's own card."""
    brd = state.board
    label = _CAT.weather_labels.get(str(state.weather))
    result = rules.result(state)
    return {
        "game": rules.game_id,
        "seat": seat,
        "n_seats": state.n_seats,
        "options": dict(state.options),
        "phase": state.phase,
        "round": state.round,
        "start_seat": state.start_seat,
        "to_act": rules.to_act(state),
        "weather": state.weather,
        "weather_label": label,
        "weather_track": list(_CAT.weather_track),
        "next_arm": brd.arms[state.pointer] if brd.arms else None,
        "flow": state.last_flow,
        "colours": list(COLOURS),
        "gem_value": dict(zip(COLOURS, _CAT.gem_value, strict=True)),
        "gem_names": dict(zip(COLOURS, _CAT.gem_names, strict=True)),
        "slots": _slots(state),
        "sites": {COLOURS[c]: {"slots": [brd.names[s] for s in brd.site_slots[c]], "supply": _counts(state.supply[c])}
                  for c in range(len(COLOURS))},
        "spare": _counts(state.spare),
        "boats": [[{"at": brd.names[state.boat_at[2 * s + b]], "gem": _gem(state.boat_gem[2 * s + b])}
                   for b in (0, 1)] for s in range(state.n_seats)],
        "homes": [_counts(home) for home in state.home],
        "cards": [_seat_cards(state, s, seat) for s in range(state.n_seats)],
        "turn": _turn(state),
        "recovery": list(state.recovery) if state.phase == "recovery" else [],
        "scores": result["scores"],
        "winners": result["winners"],
        "ended_by": result["ended_by"],
        "over": state.phase == "over",
    }


def determinize(rules: Any, view: View, rng: random.Random) -> NiagaraState:
    """A full state matching the view; each unseen chosen card is drawn from its seat's unused cards."""
    n = view["n_seats"]
    brd = board(view["options"]["fork"])
    state = NiagaraState(n, dict(view["options"]), random.Random(rng.getrandbits(64)), brd)
    for s, boats in enumerate(view["boats"]):
        for b, boat in enumerate(boats):
            state.boat_at[2 * s + b] = brd.index[boat["at"]]
            state.boat_gem[2 * s + b] = NO_GEM if boat["gem"] is None else COLOURS.index(boat["gem"])
    state.home = [[home[c] for c in COLOURS] for home in view["homes"]]
    state.supply = [[view["sites"][site]["supply"][c] for c in COLOURS] for site in COLOURS]
    state.spare = [view["spare"][c] for c in COLOURS]
    state.weather = view["weather"]
    state.pointer = brd.arms.index(view["next_arm"]) if brd.arms else 0
    state.start_seat = view["start_seat"]
    state.round = view["round"]
    state.last_flow = view["flow"]
    state.phase = view["phase"]
    for s, cards in enumerate(view["cards"]):
        state.used[s] = sum(1 << rnd.CARDS.index(c) for c in cards["used"])
        state.revealed[s] = cards["revealed"]
        if cards["card"] is not None:
            state.chosen[s] = rnd.CARDS.index(cards["card"])
        elif cards["chosen"]:
            unused = [i for i in range(len(rnd.CARDS)) if not state.used[s] >> i & 1]
            state.chosen[s] = rng.choice(unused)
    turn = view["turn"]
    if turn is not None:
        state.actor = turn["seat"]
        state.turn_pos = (turn["seat"] - state.start_seat) % n
        state.moved, state.must = list(turn["moved"]), list(turn["must_move"])
        state.must_launch, state.launched = turn["must_launch"], turn["launched"]
    state.recovery = list(view["recovery"])
    if state.recovery:
        state.actor = state.recovery[0]
    state.winners = list(view["winners"])
    state.ended_by = view["ended_by"]
    return state
