"""Log lines (describe) and reasons for refused actions (explain_illegal), in words.

Rows, columns and piles are counted from 1 here, as people count; actions count from 0.
"""

from __future__ import annotations

from typing import Any

from tablegame.core.words import Persons
from tablegame.games.ogallala.canoes import STRENGTH, colour_bits, has_totem, is_complete, strength
from tablegame.games.ogallala.catalog import COLOUR_NAMES, catalog
from tablegame.games.ogallala.placement import Shift, place_problem, shift_problem, shift_v, touch_mask
from tablegame.games.ogallala.state import ATTACK, DRAW, END, HOLD, LASSO, OVER, SHOOT, SINK, OgState
from tablegame.games.ogallala.targets import colours_may_attack, span_in

PHASE_WORDS = {
    DRAW: "draw a card",
    HOLD: "place or discard the held card",
    LASSO: "use the lasso thrower or pass",
    SHOOT: "shoot with the archer or pass",
    SINK: "choose a complete canoe for the crazy axeman",
    ATTACK: "attack or pass",
    END: "end the game or continue",
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


_C = catalog()


def card_name(card: str) -> str:
    """A card as players name it: "red paddler 3", "black chief 5", "bear left half", "bear hunter", "tent".

    Indians carry their strength, as the card shows it; the one name for a card on the table and in the history.
    """
    t = _C.index[card]
    name = _C.names[t].replace(" (left half)", " left half").replace(" (right half)", " right half")
    if _C.strength[t] > 0:
        name = f"{name} {_C.strength[t]}"
    colour = COLOUR_NAMES[_C.colour[t]]
    return name if colour == "none" else f"{colour} {name}"


def kind_name(card: str) -> str:
    """A card's kind in words, without its tribe colour (what "identical cards" share): "paddler 3", "chief 5"."""
    name = card_name(card)
    return name.split(" ", 1)[1] if name.startswith(("red ", "black ")) else name


MASS_NOUNS = ("tobacco", "firewater", "gunpowder")  # loot named without an article: "drew tobacco"


def with_article(name: str) -> str:
    """A name with "a" or "an": "a paddler 3", "an eagle"; none for tobacco, firewater and gunpowder."""
    if name in MASS_NOUNS:
        return name
    return f"{'an' if name[0] in 'aeiou' else 'a'} {name}"


def a_card(card: str) -> str:
    """A card with its article: "a red paddler 3", "an eagle", and "the" for a card of which there is one."""
    if _C.counts[_C.index[card]] == 1:
        return f"the {card_name(card)}"
    return with_article(card_name(card))


def _cell(r: Any, c: Any) -> str:
    return f"row {r + 1}, column {c + 1}" if isinstance(r, int) and isinstance(c, int) else f"({r}, {c})"


def describe(action: dict[str, Any], names: list[str] | None = None) -> str:
    """One line for an action from its own fields, in the history's words without its cards (story.py names
    them from the views): "Mina placed the held card in row 2, column 5"."""
    persons = Persons(names, None)
    who = persons.subject(action.get("seat", 0))
    whose, target = persons.owner(action.get("seat", 0), start=True), persons.owner(action.get("target"))
    kind = action.get("type")
    r, c = action.get("row"), action.get("col")
    if kind == "draw":
        return f"{who} drew a card from pile {action['pile'] + 1}"
    if kind == "place":
        return f"{who} placed the held card in {_cell(r, c)}"
    if kind == "discard":
        return f"{who} discarded the held card to the Happy Hunting Ground"
    if kind == "shift":
        side = "right" if action["by"] > 0 else "left"
        return (f"{who} pushed columns {action['from_col'] + 1}-{action['to_col'] + 1} of row {action['row'] + 1} "
                f"one cell {side} to make room")
    if kind == "lasso":
        return f"{who} lassoed a card from {target} canoe in {_cell(r, c)}"
    if kind == "shoot":
        return f"{whose} archer shot an Indian in {target} canoe in {_cell(r, c)}"
    if kind == "sink":
        return f"{whose} crazy axeman wrecked their complete canoe in row {r + 1 if isinstance(r, int) else r}"
    if kind == "attack":
        return (f"{whose} canoe in {_cell(r, c)} attacked {target} canoe in "
                f"{_cell(action['target_row'], action['target_col'])}")
    if kind == "pass":
        return f"{who} passed"
    if kind == "end_game":
        return f"{who} ended the game"
    if kind == "continue":
        return f"{who} chose to play on"
    return f"{who}: {kind}"


def explain(state: OgState, action: dict[str, Any]) -> str:
    """Why an action is refused now, in one line a player understands."""
    if state.phase == OVER:
        return "the game is over"
    seat = action.get("seat")
    if seat != state.current:
        return f"it is seat {state.current}'s turn, not seat {seat!r}'s"
    kind = action.get("type")
    if kind not in PHASE_OF:
        return f"unknown action type {kind!r} (known: {', '.join(PHASE_OF)})"
    extra = set(action) - {"seat", "type", *FIELDS[kind]}
    if extra:
        return f"{kind!r} takes no field {sorted(extra)[0]!r}"
    missing = [f for f in FIELDS[kind] if f not in action]
    if missing:
        return f"{kind!r} needs the field {missing[0]!r}"
    bad = [f for f in FIELDS[kind] if not isinstance(action[f], int) or isinstance(action[f], bool)]
    if bad:
        return f"the field {bad[0]!r} must be a whole number"
    if state.phase not in PHASE_OF[kind]:
        return f"now seat {seat} must {PHASE_WORDS[state.phase]}, not {kind}"
    reason = _specific(state, action)
    return reason or f"{kind!r} with these fields is not a legal action now"


def _specific(state: OgState, a: dict[str, Any]) -> str | None:
    """The reason for a refused action of the right phase."""
    kind = a["type"]
    seat = state.current
    grid = state.grids[seat]
    for rk, ck in (("row", "col"), ("target_row", "target_col")):
        if rk in a and ck in a and not (0 <= a[rk] < 3 and 0 <= a[ck] < 14):
            return f"cell ({a[rk]}, {a[ck]}) is outside the 3 x 14 grid"
    if "target" in a and not 0 <= a["target"] < state.n_seats:
        return f"there is no seat {a['target']}"
    if kind == "draw":
        p = a["pile"]
        if not 0 <= p < 3:
            return "there are three draw piles, 0, 1 and 2"
        return f"pile {p} is empty" if not state.piles[p] else None
    if kind == "discard" and state.shift_cell is not None:
        return "after a shift the held card must go into the freed cell"
    if kind == "place":
        if state.shift_cell is not None and (a["row"], a["col"]) != state.shift_cell:
            r, v = state.shift_cell
            return f"after a shift the held card must go into the freed cell (row {r + 1}, column {v + 1})"
        return place_problem(grid, a["row"], a["col"], state.held, state.advanced, touch_mask(grid))
    if kind == "shift":
        if state.shift_cell is not None:
            return "only one shift per held card; now place it in the freed cell"
        sh = Shift(a["row"], a["from_col"], a["to_col"], a["by"], shift_v(a["from_col"], a["to_col"], a["by"]))
        return shift_problem(grid, sh, state.held, state.advanced, state.held_source == "booty")
    if kind in ("lasso", "shoot"):
        return _steal_problem(state, a)
    if kind == "sink":
        span = span_in(grid, a["row"], a["col"])
        if span is None:
            return "the crazy axeman must pick a cell of one of your own complete canoes"
        return "the crazy axeman only wrecks complete canoes" if not is_complete(grid[a["row"]], span) else None
    if kind == "attack":
        return _attack_problem(state, a)
    return None


def _steal_problem(state: OgState, a: dict[str, Any]) -> str | None:
    """Why a lasso or archer target is refused (OGA-19, OGA-20)."""
    t = a["target"]
    if t == state.current or not 0 <= t < state.n_seats:
        return "pick a card of another seat"
    grid = state.grids[t]
    span = span_in(grid, a["row"], a["col"])
    if span is None:
        return "that cell is empty"
    if is_complete(grid[a["row"]], span):
        return "cards of complete canoes are safe"
    if a["type"] == "shoot" and STRENGTH[grid[a["row"]][a["col"]]] == 0:
        return "the archer shoots only Indians, not empty ends, totems or loot"
    return None


def _attack_problem(state: OgState, a: dict[str, Any]) -> str | None:
    """Why an attack is refused (OGA-26, OGA-27, OGA-37)."""
    seat = state.current
    grid = state.grids[seat]
    span = span_in(grid, a["row"], a["col"])
    if span is None or not any(e[0] == a["row"] and e[1] == span[0] and e[2] > 0 for e in state.attacks):
        return "only a canoe completed this turn with an attack left may attack"
    t = a["target"]
    if t == seat or not 0 <= t < state.n_seats:
        return "attack a canoe of another seat"
    row2 = state.grids[t][a["target_row"]]  # _specific has checked that the cell is inside the grid
    span2 = span_in(state.grids[t], a["target_row"], a["target_col"])
    if span2 is None:
        return "that cell is empty"
    if has_totem(row2, span2):
        return "a canoe with a totem pole cannot be attacked"
    mine, theirs = strength(grid[a["row"]], span), strength(row2, span2)
    if theirs >= mine:
        return f"the target's strength {theirs} is not lower than the attacker's {mine}"
    if state.advanced and not colours_may_attack(colour_bits(grid[a["row"]], span), colour_bits(row2, span2)):
        return "red canoes attack only black or neutral canoes, black only red or neutral"
    return None
