"""Why an action is refused, in one line a player understands (explain_illegal)."""

from __future__ import annotations

from typing import Any

from tablegame.core.rules import Action, Rules
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara import story
from tablegame.games.niagara.catalog import catalog
from tablegame.games.niagara.moves import OP_COST, with_arm
from tablegame.games.niagara.state import ACT, CHOOSE, NO_GEM, OVER, RECOVERY, NiagaraState
from tablegame.i18n import ntr, ptr, tr

_CAT = catalog()
COLOURS = _CAT.colours


# --- why not ---------------------------------------------------------------------------------------------
def explain_illegal(rules: Rules, state: NiagaraState, action: Action) -> str:
    """Why `action` is not legal now, in one line a player understands."""
    problem = _why_malformed(state, action)
    if problem:
        return problem
    seat, kind = action["seat"], action["type"]
    if kind == "choose":
        return _why_not_choose(state, seat, action.get("card"))
    if state.phase == CHOOSE:
        waiting = rules.to_act(state)
        if seat in waiting:
            return tr("choose your paddle card first: every seat chooses one before anyone moves")
        return tr(
            "every seat first chooses a paddle card (still choosing: {seats})",
            seats=ptr("list", ", ").join(map(str, waiting)),
        )
    if kind in ("recover", "pass"):
        return _why_not_recover(state, seat, kind, action.get("pay"))
    if state.phase != ACT:
        if seat == state.actor:
            return tr("first decide whether to recover your lost canoe: this is not a turn on the river")
        return tr("it is seat {seat}'s recovery decision now, not a turn on the river", seat=state.actor)
    if seat != state.actor:
        return tr("it is seat {seat}'s turn", seat=state.actor)
    return _why_not_on_turn(state, seat, kind, action)


def _why_malformed(state: NiagaraState, action: Action) -> str | None:
    """Why the action is not one this game can read now (over, unknown type, no such seat, a true/false
    number), or None."""
    seat, kind = action.get("seat"), action.get("type")
    if state.phase == OVER:
        return tr("the game is over")
    if kind not in ("choose", "weather", "move", "end_move", "recover", "pass"):
        return tr("unknown action type {kind} (choose, weather, move, end_move, recover, pass)", kind=repr(kind))
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.n_seats:
        return tr("there is no seat {seat}", seat=repr(seat))
    for key in ("card", "boat", "delta", "steal_from", "steal_boat"):
        if isinstance(action.get(key), bool):
            return tr("{key} must be a number or a name, not {value}", key=repr(key), value=str(action[key]).lower())
    return None


def _why_not_on_turn(state: NiagaraState, seat: int, kind: str, action: Action) -> str:
    """Why the acting seat's weather step, end of move or move is not legal."""
    cloud = state.chosen[seat] == rnd.CLOUD
    if kind == "weather":
        if not cloud:
            return tr("only the cloud moves the weather marker, and you did not play it")
        if action.get("delta") not in (1, -1):
            return tr("the weather marker moves exactly one step: delta 1 or -1")
        return tr("the weather marker is already at the end of the track ({weather})", weather=state.weather)
    if cloud:
        return tr("you played the cloud: move the weather marker (+1 or -1) instead of your canoes")
    if kind == "end_move":
        return _why_not_end(state, seat)
    return _why_not_move(state, seat, action)


def _why_not_choose(state: NiagaraState, seat: int, card: Any) -> str:
    if state.phase != CHOOSE:
        return tr("paddle cards are chosen at the start of a round, before anyone moves")
    index = rnd.card_index(card)
    if index < 0:
        return tr('there is no paddle card {card} (cards: 1-6 and "cloud")', card=repr(card))
    if state.chosen[seat] >= 0:
        return tr("a card was already chosen this round, and a choice is final")
    return tr("card {card} is used; it comes back only when all 7 cards have been used", card=story.card_name(card))


def _why_not_recover(state: NiagaraState, seat: int, kind: str, pay: Any) -> str:
    if state.phase != RECOVERY:
        return tr("lost canoes are recovered after the river has flowed")
    if seat != state.actor:
        return tr("it is seat {seat}'s recovery decision", seat=state.actor)
    options = rnd.recovery_options(state, seat) or []
    if kind == "pass":
        return tr("you have no canoe in play, so you must recover one")
    if pay is None:
        return tr("you have gems at home: recovering a canoe costs one of them")
    if pay not in COLOURS:
        return tr(
            "there is no colour {colour} (colours: {colours})",
            colour=repr(pay),
            colours=ptr("list", ", ").join(COLOURS),
        )
    held = [story.gem(c) for c in options if c not in (None, "pass")]
    return tr("you have no {gem} at home (you can pay: {held})", gem=story.gem(pay), held=ptr("list", ", ").join(held))


def _why_not_end(state: NiagaraState, seat: int) -> str:
    for b in (0, 1):
        if state.must[b] and not state.moved[b]:
            return tr("canoe {number} is on the river and must move", number=b + 1)
    if state.must_launch and not state.launched:
        return tr("none of your canoes is on the river: exactly one must leave the dock")
    return tr("there is no turn to end")


def _why_not_move(state: NiagaraState, seat: int, action: Action) -> str:
    brd = state.board
    number = action.get("boat")
    if number not in (0, 1):
        return tr("there is no canoe {number} (canoes are 0 and 1)", number=repr(number))
    boat = 2 * seat + number
    start = state.boat_at[boat]
    problem = _why_not_canoe(state, number, start) or _why_not_route(state, start, action)
    if problem:
        return problem
    load = action.get("load")
    dest = brd.index[action["to"]]
    problem = _why_not_load(state, boat, start, dest, load) if load else None
    if problem:
        return problem
    points = rnd.CARD_VALUE[state.chosen[seat]]
    if action.get("steal_from") is not None:
        return _why_not_steal(state, seat, boat, start, dest, load, points, action)
    return _why_not_cost(state, boat, start, dest, load, points)


def _why_not_canoe(state: NiagaraState, number: int, start: int) -> str | None:
    """Why this canoe may not move at all now, or None."""
    brd = state.board
    label = number + 1
    if start == brd.falls:
        return tr("canoe {number} is lost over the falls", number=label)
    if state.moved[number]:
        return tr("canoe {number} has already moved this turn", number=label)
    if start == brd.dock and state.launched:
        return tr("only one canoe may be launched per turn")
    return None


def _why_not_route(state: NiagaraState, start: int, action: Action) -> str | None:
    """Why the move's destination, arm or steal fields are wrong (whatever the points), or None."""
    brd = state.board
    to = action.get("to")
    if to == "falls":
        return tr("a canoe never paddles over the falls")
    if not isinstance(to, str) or to not in brd.index:
        return tr("there is no slot {slot}", slot=repr(to))
    steps = _steps(state, start, brd.index[to])
    if steps is None:
        return tr(
            "{to} cannot be reached from {start} going one way only",
            to=story.place(to),
            start=story.place(brd.names[start]),
        )
    if start == brd.dock and steps <= 0:
        return tr("a canoe at the dock can only go downstream")
    arm = with_arm(state, {k: v for k, v in action.items() if k != "arm"}).get("arm")
    if "arm" in action and action["arm"] != arm:
        if arm:
            return tr(
                'a move from {start} to {to} enters arm {arm}: "arm" must be "{arm}"',
                start=brd.names[start],
                to=to,
                arm=arm,
            )
        return tr('"arm" is written only for a downstream move into an arm of the fork')
    if "steal_boat" in action and action.get("steal_from") is None:
        return tr('"steal_boat" is written only with "steal_from" (the robbed seat)')
    return None


def _why_not_cost(state: NiagaraState, boat: int, start: int, dest: int, load: Any, points: int) -> str:
    """Why a move on a reachable slot does not fit the card's points."""
    brd = state.board
    steps = _steps(state, start, dest)
    assert steps is not None  # _why_not_route refused an unreachable slot
    cost = abs(steps) + (OP_COST if load else 0)
    if dest == brd.dock and cost <= points and steps:
        return tr("that move is not legal now")
    if steps == 0 and not load:
        return tr("canoe {number} must move", number=(boat & 1) + 1)
    if steps == 0 and not state.options["stationary_op"]:
        return tr("this game does not allow gem work without moving (the option Gem work without moving)")
    if dest == brd.dock:
        return ntr(
            "the dock is {count} step away but the card gives {points}",
            "the dock is {count} steps away but the card gives {points}",
            abs(steps),
            points=points,
        )
    if not load and abs(steps) < points:
        gem_work = _gem_work_cost(state, boat, dest, abs(steps), points)
        if gem_work:
            return tr("{reason}; {gem_work}", reason=_plain_cost(abs(steps), points), gem_work=gem_work)
    if load:
        return ntr(
            "this move costs {cost} ({count} step + 2 for the gem) but the card gives {points}: a move uses "
            "all its points unless it ends at the dock",
            "this move costs {cost} ({count} steps + 2 for the gem) but the card gives {points}: a move uses "
            "all its points unless it ends at the dock",
            abs(steps),
            cost=cost,
            points=points,
        )
    return _plain_cost(abs(steps), points)


def _plain_cost(steps: int, points: int) -> str:
    """A plain move of `steps` that does not use the card's `points` exactly (NIA-23)."""
    return ntr(
        "this move costs {cost} ({count} step) but the card gives {points}: a move uses all its points "
        "unless it ends at the dock",
        "this move costs {cost} ({count} steps) but the card gives {points}: a move uses all its points "
        "unless it ends at the dock",
        steps,
        cost=steps,
        points=points,
    )


def _gem_work_cost(state: NiagaraState, boat: int, dest: int, steps: int, points: int) -> str:
    """What gem work at the end of a move of `steps` to a site would cost against the card (NIA-21, NIA-23), or ""
    where there is no site or nothing to load."""
    site = state.board.site_of[dest]
    if site < 0:
        return ""
    empty = state.boat_gem[boat] == NO_GEM
    if empty and not any(state.supply[site]):
        return tr("the {site} site is empty, so there is nothing to load", site=story.gem(COLOURS[site]))
    cost = steps + OP_COST
    if cost == points:
        return ""
    if empty:
        if cost > points:
            return ntr(
                "loading a gem there costs {cost} ({count} step + {op}): {missing} more than the card gives",
                "loading a gem there costs {cost} ({count} steps + {op}): {missing} more than the card gives",
                steps,
                cost=cost,
                op=OP_COST,
                missing=cost - points,
            )
        return ntr(
            "loading a gem there costs {cost} ({count} step + {op}): still {missing} short of the card",
            "loading a gem there costs {cost} ({count} steps + {op}): still {missing} short of the card",
            steps,
            cost=cost,
            op=OP_COST,
            missing=points - cost,
        )
    if cost > points:
        return ntr(
            "dropping or swapping your gem there costs {cost} ({count} step + {op}): {missing} more than the "
            "card gives",
            "dropping or swapping your gem there costs {cost} ({count} steps + {op}): {missing} "
            "more than the card gives",
            steps,
            cost=cost,
            op=OP_COST,
            missing=cost - points,
        )
    return ntr(
        "dropping or swapping your gem there costs {cost} ({count} step + {op}): still {missing} short of the card",
        "dropping or swapping your gem there costs {cost} ({count} steps + {op}): still {missing} short of the card",
        steps,
        cost=cost,
        op=OP_COST,
        missing=points - cost,
    )


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
    if (
        not isinstance(load, dict)
        or load.get("when") not in ("start", "end")
        or load.get("op") not in ("load", "unload", "exchange")
    ):
        shape = '{"when": "start"|"end", "op": "load"|"unload"|"exchange", ...}'
        return tr("load must be null or {shape}", shape=shape)
    slot = start if load["when"] == "start" else dest
    site = brd.site_of[slot]
    if site < 0:
        return tr("there is no gem site at {slot}", slot=brd.names[slot])
    gem = state.boat_gem[boat]
    if load["when"] == "end" and start == dest:
        return tr('a gem operation without moving is written with "when": "start"')
    if load["op"] == "load" and gem != NO_GEM:
        return tr("the canoe already carries a gem (a canoe holds one): unload or exchange it")
    if load["op"] != "load" and gem == NO_GEM:
        return tr("the canoe carries no gem to unload or exchange")
    colour = load.get("colour")
    if load["op"] != "unload":
        if colour not in COLOURS:
            return tr("there is no colour {colour}", colour=repr(colour))
        if load["op"] == "exchange" and COLOURS.index(colour) == gem:
            return tr("an exchange must be for a gem of another colour")
        if not state.supply[site][COLOURS.index(colour)]:
            return tr("the {site} site has no {gem} left", site=story.gem(COLOURS[site]), gem=story.gem(colour))
    return None


def _why_not_steal(
    state: NiagaraState, seat: int, boat: int, start: int, dest: int, load: Any, points: int, action: Action
) -> str:
    victim, victim_boat = action.get("steal_from"), action.get("steal_boat")
    if load:
        return tr("a steal is the move's only gem operation")
    if state.boat_gem[boat] != NO_GEM:
        return tr("only an empty canoe can steal")
    steps = _steps(state, start, dest)
    if steps is None or steps >= 0:
        return tr("a canoe steals only at the end of an upstream move")
    if -steps != points or dest == state.board.dock:
        return tr("a steal ends an upstream move of exactly {points} steps on the river", points=points)
    if victim == seat:
        return tr("you cannot steal from your own canoe")
    if not isinstance(victim, int) or victim_boat not in (0, 1) or not 0 <= victim < state.n_seats:
        return tr("steal_from must name another seat and steal_boat its canoe (0 or 1)")
    robbed = 2 * victim + victim_boat
    if state.boat_at[robbed] != dest or state.boat_gem[robbed] == NO_GEM:
        return tr(
            "seat {seat}'s canoe {number} is not a loaded canoe on slot {slot}",
            seat=victim,
            number=victim_boat + 1,
            slot=state.board.names[dest],
        )
    return tr("that steal is not legal now")
