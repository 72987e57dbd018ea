"""What a legal action does to the state (NIA-17 to NIA-36): a move's steps, gem work, steal and banking,
and the round run on to the next decision (round.py holds the round's mechanics)."""

from __future__ import annotations

from typing import Any

from tablegame.core.rules import Action
from tablegame.games.niagara import log
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara.catalog import catalog
from tablegame.games.niagara.legal import shared_actions
from tablegame.games.niagara.moves import is_shared
from tablegame.games.niagara.state import N_COLOURS, NO_CARD, NO_GEM, NiagaraState
from tablegame.games.niagara.turn_bits import AFTER, SHAPE

COLOUR_INDEX = {name: colour for colour, name in enumerate(catalog().colours)}
CARD_INDEX = {card: index for index, card in enumerate(rnd.CARDS)}
Record = tuple[Any, ...]  # how to carry out an action (_CHOOSE, _MOVE or a function that does it), then its fields
_CHOOSE, _MOVE = "choose", "move"  # (carried out in perform itself)


def perform(_rules: object, state: NiagaraState, action: Action) -> None:
    """Carry out a legal action, running the round on to the next decision. A choice and a move (nine actions
    in ten) are carried out here, without a call: a move's operation at the start, the steps, the operation at
    the end, a steal, banking; the turn ends by itself when the actor has no move left (NIA-39): every boat
    that must move has moved, no launch is due and no boat that has not moved is at the dock, or the launch is
    made (NIA-18, turn_bits.py). (A method of NiagaraRules: `_rules` is unused.)"""
    state.events = []
    record = _KNOWN.get(id(action))  # a shared action's fields were read once (random play, search)
    if record is None:
        record = _record(action)
    how = record[0]
    if how is _CHOOSE:
        chosen = state.chosen
        chosen[record[1]] = record[2]  # the seat's secret card; the turns begin once all chose (NIA-11)
        if NO_CARD not in chosen:
            rnd.begin_turns(state)
        return
    if how is not _MOVE:
        how(state, record)
        return
    _, seat, number, to, load, at_start, drops, takes, steal = record
    brd = state.board
    boat = 2 * seat + number
    at, gems = state.boat_at, state.boat_gem
    start = at[boat]
    dest = at[boat] = brd.index[to]
    carried = gem = gems[boat]
    if load is not None:  # at the start slot or at the end one (state.give and state.take, inline)
        site = brd.site_of[start if at_start else dest]
        supply, stock, place = state.supply[site], state.stock, site * N_COLOURS
        if drops:  # any colour may be dropped at a site
            supply[gem] += 1
            stock[place + gem] = 1
            gem = NO_GEM
        if takes >= 0:
            supply[takes] -= 1
            if not supply[takes]:
                stock[place + takes] = 0
            gem = takes
    stolen = None
    if steal is not None:
        victim, victim_boat = steal
        robbed = 2 * victim + victim_boat
        gem = gems[robbed]
        stolen = (victim, victim_boat, gem)
        gems[robbed] = NO_GEM
    banked = NO_GEM
    if dest == brd.dock and gem != NO_GEM:
        banked = gem
        state.home[seat][gem] += 1  # NIA-25: banked at once, for good
        gem = NO_GEM
    gems[boat] = gem
    state.events.append((log.move, seat, number, brd.names[start], to, load, carried, stolen, banked))
    turn = state.turn = AFTER[number][state.turn]
    if not SHAPE[turn]:  # no move left: the next turn
        state.turn_pos += 1
        rnd.begin_turn(state)


def _record(action: Action) -> Record:
    """How to carry out `action`, read off its fields; kept by the action's id when it is a shared action (those
    are never freed, so no other object ever has that id, and never changed)."""
    kind = action["type"]
    if kind == "move":
        load = action.get("load")
        victim = action.get("steal_from")
        record: Record = (
            _MOVE,
            action["seat"],
            action["boat"],
            action["to"],
            load,
            load is not None and load["when"] == "start",  # the gem work at the start slot (else at the end)
            load is not None and load["op"] != "load",  # the carried gem dropped (an unload or an exchange)
            -1 if load is None or load["op"] == "unload" else COLOUR_INDEX[load["colour"]],  # the gem taken
            None if victim is None else (victim, action["steal_boat"]),
        )
        if is_shared(action):
            _KNOWN[id(action)] = record
        return record
    if kind == "choose":
        return _CHOOSE, action["seat"], CARD_INDEX[action["card"]]
    if kind == "weather":
        return _weather, action["delta"]
    if kind == "end_move":
        return (_end_move,)
    if kind == "recover":
        return _recover, action["seat"], action["pay"]
    if kind == "pass":
        return (_pass,)
    raise ValueError(f"unknown action type {kind!r}")


def _weather(state: NiagaraState, record: Record) -> None:
    rnd.shift_weather(state, record[1])


def _end_move(state: NiagaraState, record: Record) -> None:
    rnd.end_turn(state)


def _recover(state: NiagaraState, record: Record) -> None:
    rnd.recover(state, record[1], record[2])


def _pass(state: NiagaraState, record: Record) -> None:
    rnd.decline(state)


_KNOWN: dict[int, Record] = {id(action): _record(action) for action in shared_actions()}  # by id(action)
