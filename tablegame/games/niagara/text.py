"""Niagara in words: log lines for actions and reasons why an action is not legal."""

from __future__ import annotations

from typing import Any

from tablegame.core.rules import Action
from tablegame.core.words import Persons
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara import story
from tablegame.games.niagara.catalog import catalog
from tablegame.games.niagara.moves import with_arm
from tablegame.games.niagara.state import ACT, CHOOSE, NO_GEM, OVER, RECOVERY, NiagaraState

_CAT = catalog()
COLOURS = _CAT.colours


def _gem_name(colour: Any) -> str:
    if colour in COLOURS:
        return story.a_gem(colour)
    return "a gem"


def _op_words(load: dict[str, Any]) -> str:
    """A gem operation without knowing what the canoe carried: "loading an amber first"."""
    op = load.get("op")
    if op == "load":
        what = f"loading {_gem_name(load.get('colour'))}"
    elif op == "unload":
        what = "dropping its gem"
    else:
        what = f"swapping its gem for {_gem_name(load.get('colour'))}"
    return f"{what} {'first' if load.get('when') == 'start' else 'there'}"


def describe(action: Action, names: list[str] | None = None) -> str:
    """One public line about an action (a chosen card stays secret), in the history's words (story.py)."""
    persons = Persons(names, None)
    who = persons.subject(action.get("seat"))
    kind = action.get("type")
    if kind == "choose":
        return f"{who} chose a card"
    if kind == "weather":
        delta = action.get("delta")
        return f"{who} played the cloud and moved the weather marker {'+1' if delta == 1 else '−1'}"
    if kind == "end_move":
        return f"{who} kept a canoe at the dock and ended the turn"
    if kind == "recover":
        pay = action.get("pay")
        if pay is None:
            return f"{persons.owner(action.get('seat'), start=True)} lost canoe came back to the dock for free"
        return f"{who} paid {_gem_name(pay)} from home back to its site; a lost canoe is back at the dock"
    if kind == "pass":
        return f"{who} left a lost canoe at the falls and kept the gems at home"
    if kind != "move":
        return f"{who} acted"
    number = action.get("boat")
    canoe = f"{persons.owner(action.get('seat'), start=True)} canoe {number + 1 if isinstance(number, int) else '?'}"
    to = action.get("to")
    line = f"{canoe} paddled to {story.place(to) if isinstance(to, str) else 'a slot'}"
    if action.get("arm"):
        line += f" (arm {action['arm']})"
    if action.get("load"):
        line += f", {_op_words(action['load'])}"
    if action.get("steal_from") is not None:
        line += f", and took the gem from {persons.owner(action['steal_from'])} canoe {action.get('steal_boat', 0) + 1}"
    return line


# --- why not ---------------------------------------------------------------------------------------------
def explain_illegal(rules: Any, state: NiagaraState, action: Action) -> str:
    """Why `action` is not legal now, in one line a player understands."""
    seat, kind = action.get("seat"), action.get("type")
    if state.phase == OVER:
        return "the game is over"
    if kind not in ("choose", "weather", "move", "end_move", "recover", "pass"):
        return f"unknown action type {kind!r} (choose, weather, move, end_move, recover, pass)"
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.n_seats:
        return f"there is no seat {seat!r}"
    for key in ("card", "boat", "delta", "steal_from", "steal_boat"):
        if isinstance(action.get(key), bool):
            return f"{key!r} must be a number or a name, not {str(action[key]).lower()}"
    if kind == "choose":
        return _why_not_choose(state, seat, action.get("card"))
    if state.phase == CHOOSE:
        waiting = rules.to_act(state)
        return f"every seat first chooses a paddle card (still choosing: {', '.join(map(str, waiting))})"
    if kind in ("recover", "pass"):
        return _why_not_recover(state, seat, kind, action.get("pay"))
    if state.phase != ACT:
        return f"it is seat {state.actor}'s recovery decision now, not a turn on the river"
    if seat != state.actor:
        return f"it is seat {state.actor}'s turn"
    cloud = state.chosen[seat] == rnd.CLOUD
    if kind == "weather":
        if not cloud:
            return "only a seat that played the cloud moves the weather marker"
        if action.get("delta") not in (1, -1):
            return "the weather marker moves exactly one step: delta 1 or -1"
        return f"the weather marker is already at the end of the track ({state.weather})"
    if cloud:
        return "you played the cloud: move the weather marker (+1 or -1) instead of your canoes"
    if kind == "end_move":
        return _why_not_end(state, seat)
    return _why_not_move(state, seat, action)


def _why_not_choose(state: NiagaraState, seat: int, card: Any) -> str:
    if state.phase != CHOOSE:
        return "paddle cards are chosen at the start of a round, before anyone moves"
    index = rnd.card_index(card)
    if index < 0:
        return f"there is no paddle card {card!r} (cards: 1-6 and \"cloud\")"
    if state.chosen[seat] >= 0:
        return "a card was already chosen this round, and a choice is final"
    return f"card {card} is used; it comes back only when all 7 cards have been used"


def _why_not_recover(state: NiagaraState, seat: int, kind: str, pay: Any) -> str:
    if state.phase != RECOVERY:
        return "lost canoes are recovered after the river has flowed"
    if seat != state.actor:
        return f"it is seat {state.actor}'s recovery decision"
    options = rnd.recovery_options(state, seat) or []
    if kind == "pass":
        return "you have no canoe in play, so you must recover one"
    if pay is None:
        return "you have gems at home: recovering a canoe costs one of them"
    if pay not in COLOURS:
        return f"there is no colour {pay!r} (colours: {', '.join(COLOURS)})"
    held = [c for c in options if c not in (None, "pass")]
    return f"you have no {pay} gem at home (you can pay: {', '.join(held)})"


def _why_not_end(state: NiagaraState, seat: int) -> str:
    for b in (0, 1):
        if state.must[b] and not state.moved[b]:
            return f"canoe {b + 1} is on the river and must move"
    if state.must_launch and not state.launched:
        return "both canoes are on land: one of them must be launched"
    return "there is no turn to end"


def _why_not_move(state: NiagaraState, seat: int, action: Action) -> str:
    brd = state.board
    number = action.get("boat")
    if number not in (0, 1):
        return f"there is no canoe {number!r} (canoes are 0 and 1)"
    boat = 2 * seat + number
    start = state.boat_at[boat]
    label = f"canoe {number + 1}"
    if start == brd.falls:
        return f"{label} is lost over the falls"
    if state.moved[number]:
        return f"{label} has already moved this turn"
    if start == brd.dock and state.launched:
        return "only one canoe may be launched per turn"
    to = action.get("to")
    if to == "falls":
        return "a canoe never paddles over the falls"
    if not isinstance(to, str) or to not in brd.index:
        return f"there is no slot {to!r}"
    points = rnd.CARD_VALUE[state.chosen[seat]]
    dest = brd.index[to]
    steps = _steps(state, start, dest)
    load = action.get("load")
    if steps is None:
        return f"{story.place(to)} cannot be reached from {story.place(brd.names[start])} going one way only"
    if start == brd.dock and steps <= 0:
        return "a canoe at the dock can only go downstream"
    arm = with_arm(state, {k: v for k, v in action.items() if k != "arm"}).get("arm")
    if "arm" in action and action["arm"] != arm:
        return (f'a move from {brd.names[start]} to {to} enters arm {arm}: "arm" must be "{arm}"' if arm
                else '"arm" is written only for a downstream move into an arm of the fork')
    if "steal_boat" in action and action.get("steal_from") is None:
        return '"steal_boat" is written only with "steal_from" (the robbed seat)'
    problem = _why_not_load(state, boat, start, dest, load) if load else None
    if problem:
        return problem
    if action.get("steal_from") is not None:
        return _why_not_steal(state, seat, boat, start, dest, load, points, action)
    cost = abs(steps) + (2 if load else 0)
    if dest == brd.dock and cost <= points and steps:
        return "that move is not legal now"
    if steps == 0 and not load:
        return f"{label} must move"
    if steps == 0 and not state.options["stationary_op"]:
        return "this game does not allow gem work without moving (the option Gem work without moving)"
    return (f"this move costs {cost} ({abs(steps)} step{'s' * (abs(steps) != 1)}"
            f"{' + 2 for the gem' if load else ''}) but the card gives {points}: a move uses all its points"
            " unless it ends at the dock")


def _steps(state: NiagaraState, start: int, dest: int) -> int | None:
    """Steps from start to dest: positive downstream, negative upstream, 0 staying; None if not one way."""
    brd = state.board
    if start == dest:
        return 0
    if dest in brd.up_reach[start]:
        return -(brd.up_reach[start].index(dest) + 1)
    for k, reach in enumerate(brd.down_reach[start]):
        if any(d == dest for d, _ in reach):
            return k
    return None


def _why_not_load(state: NiagaraState, boat: int, start: int, dest: int, load: Any) -> str | None:
    brd = state.board
    if not isinstance(load, dict) or load.get("when") not in ("start", "end") or load.get("op") not in (
            "load", "unload", "exchange"):
        return 'load must be null or {"when": "start"|"end", "op": "load"|"unload"|"exchange", ...}'
    slot = start if load["when"] == "start" else dest
    site = brd.site_of[slot]
    if site < 0:
        return f"there is no gem site at {brd.names[slot]}"
    gem = state.boat_gem[boat]
    if load["when"] == "end" and start == dest:
        return 'a gem operation without moving is written with "when": "start"'
    if load["op"] == "load" and gem != NO_GEM:
        return "the canoe already carries a gem (a canoe holds one): unload or exchange it"
    if load["op"] != "load" and gem == NO_GEM:
        return "the canoe carries no gem to unload or exchange"
    colour = load.get("colour")
    if load["op"] != "unload":
        if colour not in COLOURS:
            return f"there is no colour {colour!r}"
        if load["op"] == "exchange" and COLOURS.index(colour) == gem:
            return "an exchange must be for a gem of another colour"
        if not state.supply[site][COLOURS.index(colour)]:
            return f"the {COLOURS[site]} site has no {colour} gem left"
    return None


def _why_not_steal(state: NiagaraState, seat: int, boat: int, start: int, dest: int, load: Any,
                   points: int, action: Action) -> str:
    victim, victim_boat = action.get("steal_from"), action.get("steal_boat")
    if load:
        return "a steal is the move's only gem operation"
    if state.boat_gem[boat] != NO_GEM:
        return "only an empty canoe can steal"
    steps = _steps(state, start, dest)
    if steps is None or steps >= 0:
        return "a canoe steals only at the end of an upstream move"
    if -steps != points or dest == state.board.dock:
        return f"a steal ends an upstream move of exactly {points} steps on the river"
    if victim == seat:
        return "you cannot steal from your own canoe"
    if not isinstance(victim, int) or victim_boat not in (0, 1) or not 0 <= victim < state.n_seats:
        return "steal_from must name another seat and steal_boat its canoe (0 or 1)"
    robbed = 2 * victim + victim_boat
    if state.boat_at[robbed] != dest or state.boat_gem[robbed] == NO_GEM:
        return f"seat {victim}'s canoe {victim_boat + 1} is not a loaded canoe on slot {state.board.names[dest]}"
    return "that steal is not legal now"
