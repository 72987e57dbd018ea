"""What a legal action does to the state (NIA-17 to NIA-36): a move's steps, gem work, steal and banking,
and the round run on to the next decision (round.py holds the round's mechanics)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tablegame.core.rules import Action
from tablegame.games.niagara import log
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara.catalog import catalog
from tablegame.games.niagara.state import NO_CARD, NO_GEM, NiagaraState

COLOUR_INDEX = {name: colour for colour, name in enumerate(catalog().colours)}
CARD_INDEX = {card: index for index, card in enumerate(rnd.CARDS)}


def perform(state: NiagaraState, action: Action) -> None:
    """Carry out a legal action, running the round on to the next decision."""
    state.events = []
    try:
        carry_out = _BY_TYPE[action["type"]]
    except KeyError:
        raise ValueError(f"unknown action type {action['type']!r}") from None
    carry_out(state, action)


def _choose(state: NiagaraState, action: Action) -> None:
    """Record a seat's secret choice (a legal card: a number 1-6 or "cloud"); the turns begin once all chose."""
    chosen = state.chosen
    chosen[action["seat"]] = CARD_INDEX[action["card"]]
    if NO_CARD not in chosen:
        rnd.begin_turns(state)


def _operate(state: NiagaraState, boat: int, site: int, load: dict[str, Any]) -> None:
    """Carry out one gem operation of boat index `boat` at the site of colour `site`."""
    gem = state.boat_gem[boat]
    op = load["op"]
    if op != "load":
        state.give(site, gem)  # unload or the first half of an exchange: any colour may be dropped here
        gem = NO_GEM
    if op != "unload":
        gem = COLOUR_INDEX[load["colour"]]
        state.take(site, gem)
    state.boat_gem[boat] = gem


def perform_move(state: NiagaraState, action: Action) -> None:
    """Carry out a legal move: operation at the start, the steps, operation at the end, a steal, banking; the
    turn ends by itself when the actor has no move left."""
    brd = state.board
    seat, number, to = action["seat"], action["boat"], action["to"]
    boat = 2 * seat + number
    start = state.boat_at[boat]
    dest = brd.index[to]
    load = action.get("load")
    gems = state.boat_gem
    carried = gems[boat]
    state.boat_at[boat] = dest
    if load is not None:  # at the start slot or at the end one
        _operate(state, boat, brd.site_of[start if load["when"] == "start" else dest], load)
    stolen = None
    victim = action.get("steal_from")
    if victim is not None:
        robbed = 2 * victim + action["steal_boat"]
        stolen = (victim, action["steal_boat"], gems[robbed])
        gems[boat] = gems[robbed]
        gems[robbed] = NO_GEM
    banked = NO_GEM
    if dest == brd.dock and gems[boat] != NO_GEM:
        banked = gems[boat]
        state.home[seat][banked] += 1  # NIA-25: banked at once, for good
        gems[boat] = NO_GEM
    state.events.append((log.move, seat, number, brd.names[start], to, load, carried, stolen, banked))
    rnd.after_move(state, number)


_BY_TYPE: dict[str, Callable[[NiagaraState, Action], None]] = {
    "choose": _choose,
    "move": perform_move,
    "weather": lambda state, action: rnd.shift_weather(state, action["delta"]),
    "end_move": lambda state, action: rnd.end_turn(state),
    "recover": lambda state, action: rnd.recover(state, action["seat"], action["pay"]),
    "pass": lambda state, action: rnd.decline(state),
}
