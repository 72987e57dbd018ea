"""What a legal action does to the state (NIA-17 to NIA-36): a move's steps, gem work, steal and banking,
and the round run on to the next decision (round.py holds the round's mechanics)."""

from __future__ import annotations

from typing import Any

from tablegame.core.rules import Action
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara.catalog import catalog
from tablegame.games.niagara.state import NO_GEM, NiagaraState
from tablegame.games.niagara.view_types import RiverEvent

COLOURS = catalog().colours


def perform(state: NiagaraState, action: Action) -> None:
    """Carry out a legal action, running the round on to the next decision."""
    kind = action["type"]
    seat = action["seat"]
    state.events = []
    if kind == "move":
        perform_move(state, action)
        rnd.after_move(state)
    elif kind == "choose":
        rnd.choose(state, seat, rnd.card_index(action["card"]))
    elif kind == "weather":
        rnd.shift_weather(state, action["delta"])
    elif kind == "end_move":
        rnd.end_turn(state)
    elif kind == "recover":
        rnd.recover(state, seat, action["pay"])
    elif kind == "pass":
        rnd.decline(state)
    else:
        raise ValueError(f"unknown action type {kind!r}")


def _operate(state: NiagaraState, boat: int, site: int, load: dict[str, Any]) -> None:
    """Carry out one gem operation of boat index `boat` at the site of colour `site`."""
    supply = state.supply[site]
    gem = state.boat_gem[boat]
    if load["op"] != "load":
        supply[gem] += 1  # unload or the first half of an exchange: any colour may be dropped here
        gem = NO_GEM
    if load["op"] != "unload":
        gem = COLOURS.index(load["colour"])
        supply[gem] -= 1
    state.boat_gem[boat] = gem


def perform_move(state: NiagaraState, action: Action) -> None:
    """Carry out a legal move: operation at the start, the steps, operation at the end, a steal, banking."""
    brd = state.board
    seat, number = action["seat"], action["boat"]
    boat = 2 * seat + number
    start = state.boat_at[boat]
    dest = brd.index[action["to"]]
    load = action.get("load")
    carried = state.boat_gem[boat]
    if load is not None and load["when"] == "start":
        _operate(state, boat, brd.site_of[start], load)
    state.boat_at[boat] = dest
    if load is not None and load["when"] == "end":
        _operate(state, boat, brd.site_of[dest], load)
    event: RiverEvent = {
        "type": "move",
        "seat": seat,
        "boat": number,
        "from": brd.names[start],
        "to": action["to"],
        "unloaded": None,
        "loaded": None,
        "stolen": None,
        "banked": None,
    }
    if load is not None:
        event["unloaded"] = None if load["op"] == "load" else COLOURS[carried]
        event["loaded"] = None if load["op"] == "unload" else load["colour"]
    victim = action.get("steal_from")
    if victim is not None:
        robbed = 2 * victim + action["steal_boat"]
        event["stolen"] = {"seat": victim, "boat": action["steal_boat"], "gem": COLOURS[state.boat_gem[robbed]]}
        state.boat_gem[boat] = state.boat_gem[robbed]
        state.boat_gem[robbed] = NO_GEM
    if dest == brd.dock and state.boat_gem[boat] != NO_GEM:
        event["banked"] = COLOURS[state.boat_gem[boat]]
        state.home[seat][state.boat_gem[boat]] += 1  # NIA-25: banked at once, for good
        state.boat_gem[boat] = NO_GEM
    state.events.append(event)
    state.moved[number] = True
    if start == brd.dock:
        state.launched = True
