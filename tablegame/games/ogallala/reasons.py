"""Why an Ogallala action is refused, in one line a player understands (legality itself lives in legal.py).

Rows, columns and piles are counted from 1 here, as people count; actions count from 0.
"""

from __future__ import annotations

from typing import Any

from tablegame.core.rules import Action, Rules
from tablegame.games.ogallala.canoes import STRENGTH, colour_bits, has_totem, is_complete, strength
from tablegame.games.ogallala.placement import Shift, place_problem, shift_problem, shift_v, touch_mask
from tablegame.games.ogallala.state import ATTACK, DRAW, END, HOLD, LASSO, OVER, SHOOT, SINK, OgState
from tablegame.games.ogallala.targets import colours_may_attack, span_in
from tablegame.i18n import N_, ptr, tr

PHASE_WORDS = {
    DRAW: N_("draw a card"),
    HOLD: N_("place or discard the held card"),
    LASSO: N_("use the lasso thrower or pass"),
    SHOOT: N_("shoot with the archer or pass"),
    SINK: N_("choose a complete canoe for the crazy axeman"),
    ATTACK: N_("attack or pass"),
    END: N_("end the game or continue"),
}
PHASE_OF = {
    "draw": (DRAW,),
    "place": (HOLD,),
    "discard": (HOLD,),
    "shift": (HOLD,),
    "lasso": (LASSO,),
    "shoot": (SHOOT,),
    "sink": (SINK,),
    "attack": (ATTACK,),
    "pass": (LASSO, SHOOT, ATTACK),
    "end_game": (END,),
    "continue": (END,),
}
FIELDS = {
    "draw": ("pile",),
    "place": ("row", "col"),
    "discard": (),
    "shift": ("row", "from_col", "to_col", "by"),
    "lasso": ("target", "row", "col"),
    "shoot": ("target", "row", "col"),
    "sink": ("row", "col"),
    "attack": ("row", "col", "target", "target_row", "target_col"),
    "pass": (),
    "end_game": (),
    "continue": (),
}


def explain_illegal(rules: Rules, state: OgState, action: Action) -> str:
    """Why an action is refused now, in one line a player understands (`rules` for the one signature every game's
    reasons.explain_illegal has; Ogallala's reasons need only the state)."""
    if state.phase == OVER:
        return tr("the game is over")
    seat = action.get("seat")
    if seat != state.current:
        if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(state.grids):
            return tr("it is seat {current}'s turn, not yours", current=state.current)  # spoken to the seat that tried
        return tr("it is seat {current}'s turn, not seat {seat}'s", current=state.current, seat=repr(seat))
    kind = action.get("type")
    if kind not in PHASE_OF:
        return tr("unknown action type {kind} (known: {known})", kind=repr(kind), known=", ".join(PHASE_OF))
    extra = set(action) - {"seat", "type", *FIELDS[kind]}
    if extra:
        return tr("{kind} takes no field {field}", kind=repr(kind), field=repr(sorted(extra)[0]))
    missing = [f for f in FIELDS[kind] if f not in action]
    if missing:
        return tr("{kind} needs the field {field}", kind=repr(kind), field=repr(missing[0]))
    bad = [f for f in FIELDS[kind] if not isinstance(action[f], int) or isinstance(action[f], bool)]
    if bad:
        return tr("the field {field} must be a whole number", field=repr(bad[0]))
    if state.phase not in PHASE_OF[kind]:
        return tr("now you must {doing}, not {kind}", doing=tr(PHASE_WORDS[state.phase]), kind=action_word(kind))
    reason = _specific(state, action)
    return tr(reason) if reason else tr("'{kind}' with these fields is not a legal action now", kind=action_word(kind))


def action_word(kind: str) -> str:
    """An action type as a player reads it (the type itself in English: "place")."""
    words = {
        "draw": ptr("action", "draw"),
        "place": ptr("action", "place"),
        "discard": ptr("action", "discard"),
        "shift": ptr("action", "shift"),
        "lasso": ptr("action", "lasso"),
        "shoot": ptr("action", "shoot"),
        "sink": ptr("action", "sink"),
        "attack": ptr("action", "attack"),
        "pass": ptr("action", "pass"),
        "end_game": ptr("action", "end_game"),
        "continue": ptr("action", "continue"),
    }
    return words.get(kind, kind)


def _specific(state: OgState, a: dict[str, Any]) -> str | None:
    """The reason for a refused action of the right phase."""
    kind = a["type"]
    seat = state.current
    grid = state.grids[seat]
    for rk, ck in (("row", "col"), ("target_row", "target_col")):
        if rk in a and ck in a and not (0 <= a[rk] < 3 and 0 <= a[ck] < 14):
            return tr("cell ({row}, {col}) is outside the 3 x 14 grid", row=a[rk], col=a[ck])
    if "target" in a and not 0 <= a["target"] < state.n_seats:
        return tr("there is no seat {seat}", seat=a["target"])
    if kind == "draw":
        p = a["pile"]
        if not 0 <= p < 3:
            return tr("there are three draw piles, 0, 1 and 2")
        return tr("pile {pile} is empty", pile=p) if not state.piles[p] else None
    if kind == "discard" and state.shift_cell is not None:
        return tr("after a shift the held card must go into the freed cell")
    if kind == "place":
        if state.shift_cell is not None and (a["row"], a["col"]) != state.shift_cell:
            r, v = state.shift_cell
            return tr(
                "after a shift the held card must go into the freed cell (row {row}, column {col})",
                row=r + 1,
                col=v + 1,
            )
        return place_problem(grid, a["row"], a["col"], state.held, state.advanced, touch_mask(grid))
    if kind == "shift":
        if state.shift_cell is not None:
            return tr("only one shift per held card; now place it in the freed cell")
        sh = Shift(a["row"], a["from_col"], a["to_col"], a["by"], shift_v(a["from_col"], a["to_col"], a["by"]))
        return shift_problem(grid, sh, state.held, state.advanced, state.held_source == "booty")
    if kind in ("lasso", "shoot"):
        return _steal_problem(state, a)
    if kind == "sink":
        span = span_in(grid, a["row"], a["col"])
        if span is None:
            return tr("the crazy axeman must pick a cell of one of your own complete canoes")
        return tr("the crazy axeman only wrecks complete canoes") if not is_complete(grid[a["row"]], span) else None
    if kind == "attack":
        return _attack_problem(state, a)
    return None


def _steal_problem(state: OgState, a: dict[str, Any]) -> str | None:
    """Why a lasso or archer target is refused (OGA-19, OGA-20)."""
    t = a["target"]
    if t == state.current or not 0 <= t < state.n_seats:
        return tr("pick a card of another seat")
    grid = state.grids[t]
    span = span_in(grid, a["row"], a["col"])
    if span is None:
        return tr("that cell is empty")
    if is_complete(grid[a["row"]], span):
        return tr("cards of complete canoes are safe")
    if a["type"] == "shoot" and STRENGTH[grid[a["row"]][a["col"]]] == 0:
        return tr("the archer shoots only Indians, not empty ends, totems or loot")
    return None


def _attack_problem(state: OgState, a: dict[str, Any]) -> str | None:
    """Why an attack is refused (OGA-26, OGA-27, OGA-37)."""
    seat = state.current
    grid = state.grids[seat]
    span = span_in(grid, a["row"], a["col"])
    if span is None or not any(e[0] == a["row"] and e[1] == span[0] and e[2] > 0 for e in state.attacks):
        return tr("only a canoe completed this turn with an attack left may attack")
    t = a["target"]
    if t == seat or not 0 <= t < state.n_seats:
        return tr("attack a canoe of another seat")
    row2 = state.grids[t][a["target_row"]]  # _specific has checked that the cell is inside the grid
    span2 = span_in(state.grids[t], a["target_row"], a["target_col"])
    if span2 is None:
        return tr("that cell is empty")
    if has_totem(row2, span2):
        return tr("a canoe with a totem pole cannot be attacked")
    mine, theirs = strength(grid[a["row"]], span), strength(row2, span2)
    if theirs >= mine:
        return tr("the target's strength {theirs} is not lower than the attacker's {mine}", theirs=theirs, mine=mine)
    if state.advanced and not colours_may_attack(colour_bits(grid[a["row"]], span), colour_bits(row2, span2)):
        return tr("red canoes attack only black or neutral canoes, black only red or neutral")
    return None
