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


_C = catalog()
MASS_NOUNS = ("tobacco", "firewater", "gunpowder")  # loot named without an article: "drew tobacco"


def _english_kind(t: int) -> str:
    """A card's kind in the catalog's English, as the article before it is chosen: "paddler 3", "eagle"."""
    name = _C.names[t].replace(" (left half)", " left half").replace(" (right half)", " right half")
    return f"{name} {_C.strength[t]}" if _C.strength[t] > 0 else name


def _shown_name(t: int) -> str:
    """A card's catalog name in the language now ("bear left half" in English, whose catalog says "(left half)")."""
    return tr(_C.names[t]).replace(" (left half)", " left half").replace(" (right half)", " right half")


def kind_name(card: str) -> str:
    """A card's kind in words, without its tribe colour (what "identical cards" share): "paddler 3", "chief 5"."""
    t = _C.index[card]
    if _C.strength[t] > 0:
        return ptr("card", "{name} {strength}", name=_shown_name(t), strength=_C.strength[t])
    return _shown_name(t)


def card_name(card: str) -> str:
    """A card as players name it: "red paddler 3", "black chief 5", "bear left half", "bear hunter", "tent".

    Indians carry their strength, as the card shows it; the one name for a card on the table and in the history.
    """
    t = _C.index[card]
    colour = COLOUR_NAMES[_C.colour[t]]
    if colour == "red":
        return tr("red {name} {strength}", name=_shown_name(t), strength=_C.strength[t])
    if colour == "black":
        return tr("black {name} {strength}", name=_shown_name(t), strength=_C.strength[t])
    return kind_name(card)


def _with_article(english: str, shown: str) -> str:
    """A name with "a" or "an" (chosen by its English words), none for tobacco, firewater and gunpowder."""
    if english in MASS_NOUNS:
        return shown
    if english[0] in "aeiou":
        return ptr("article", "an {card}", card=shown)
    return ptr("article", "a {card}", card=shown)


def a_kind(card: str) -> str:
    """A card's kind with its article: "a paddler 3", "an eagle", "tobacco"."""
    return _with_article(_english_kind(_C.index[card]), kind_name(card))


def the_card(card: str) -> str:
    """A card named as the one meant: "the red paddler 3" (no article in Korean and Chinese)."""
    return ptr("article", "the {card}", card=card_name(card))


def a_card(card: str) -> str:
    """A card with its article: "a red paddler 3", "an eagle", and "the" for a card of which there is one."""
    t = _C.index[card]
    if _C.counts[t] == 1:
        return the_card(card)
    colour = COLOUR_NAMES[_C.colour[t]]
    english = _english_kind(t) if colour == "none" else colour
    return _with_article(english, card_name(card))


def _cell(r: Any, c: Any) -> str:
    if isinstance(r, int) and isinstance(c, int):
        return tr("row {row}, column {col}", row=r + 1, col=c + 1)
    return f"({r}, {c})"


def describe(action: dict[str, Any], names: list[str] | None = None) -> str:
    """One line for an action from its own fields, in the history's words without its cards (story.py names
    them from the views): "Mina placed the held card in row 2, column 5"."""
    persons = Persons(names, None)
    who = persons.subject(action.get("seat", 0))
    whose, target = persons.owner(action.get("seat", 0), start=True), persons.owner(action.get("target"))
    kind = action.get("type")
    r, c = action.get("row"), action.get("col")
    if kind == "draw":
        return tr("{who} drew a card from pile {pile}", who=who, pile=action["pile"] + 1)
    if kind == "place":
        return tr("{who} placed the held card in {cell}", who=who, cell=_cell(r, c))
    if kind == "discard":
        return tr("{who} discarded the held card to the Happy Hunting Ground", who=who)
    if kind == "shift":
        first, last, row = action["from_col"] + 1, action["to_col"] + 1, action["row"] + 1
        if action["by"] > 0:
            return tr(
                "{who} pushed columns {first}-{last} of row {row} one cell right to make room",
                who=who,
                first=first,
                last=last,
                row=row,
            )
        return tr(
            "{who} pushed columns {first}-{last} of row {row} one cell left to make room",
            who=who,
            first=first,
            last=last,
            row=row,
        )
    if kind == "lasso":
        return tr("{who} lassoed a card from {whose} canoe in {cell}", who=who, whose=target, cell=_cell(r, c))
    if kind == "shoot":
        return tr(
            "{whose} archer shot an Indian in {target} canoe in {cell}", whose=whose, target=target, cell=_cell(r, c)
        )
    if kind == "sink":
        return tr(
            "{whose} crazy axeman wrecked their complete canoe in row {row}",
            whose=whose,
            row=r + 1 if isinstance(r, int) else r,
        )
    if kind == "attack":
        return tr(
            "{whose} canoe in {cell} attacked {target} canoe in {target_cell}",
            whose=whose,
            cell=_cell(r, c),
            target=target,
            target_cell=_cell(action["target_row"], action["target_col"]),
        )
    if kind == "pass":
        return tr("{who} passed", who=who)
    if kind == "end_game":
        return tr("{who} ended the game", who=who)
    if kind == "continue":
        return tr("{who} chose to play on", who=who)
    return f"{who}: {kind}"


def explain(state: OgState, action: dict[str, Any]) -> str:
    """Why an action is refused now, in one line a player understands."""
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
