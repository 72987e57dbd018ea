"""What a legal move does (OGA-14 to OGA-32, OGA-39): each action's effect and which phase comes next."""

from __future__ import annotations

from tablegame.core.rules import Action
from tablegame.games.ogallala.canoes import KIND, ROWS, span_at
from tablegame.games.ogallala.catalog import catalog
from tablegame.games.ogallala.occupancy import KINDS, canoes, complete_at, marks_of, put, row_changed
from tablegame.games.ogallala.placement import map_col, shift_v, shifted_row
from tablegame.games.ogallala.state import ATTACK, DRAW, END, HOLD, LASSO, OVER, SHOOT, SINK, EndCause, OgState
from tablegame.games.ogallala.targets import (
    attacks_for,
    has_attack,
    has_target,
    own_complete,
    span_in,
)

_C = catalog()
END_CHOICE_CANOES = 3  # OGA-31: from this many complete canoes a seat may end the game
AUTO_END_CANOES = 5  # OGA-32: this many end it at once
AXE = _C.index["axe"]
LASSO_CARD = _C.index["lasso"]
ARCHER_CARD = _C.index["archer"]
_INDIAN = _C.indian


# --- phase changes ---------------------------------------------------------------------------------
def enter_draw(state: OgState) -> None:
    """Step 1 of OGA-39: reshuffle if OGA-7 allows, then `draw`, or end the game if nothing is left."""
    piles = state.piles
    if state.discard and state.reshuffles_left > 0 and not (piles[0] and piles[1] and piles[2]):
        empty = 0 if not piles[0] else 1 if not piles[1] else 2
        cards = state.discard
        state.discard = []
        state.rng.shuffle(cards)
        piles[empty] = cards
        state.reshuffles_left -= 1
    if piles[0] or piles[1] or piles[2]:
        state.phase = DRAW
    else:
        finish(state, "no_cards", "no card is left to draw")


def finish(state: OgState, cause: EndCause, reason: str) -> None:
    """The game is over."""
    state.phase = OVER
    state.end_cause = cause
    state.end_reason = reason


def next_turn(state: OgState) -> None:
    """Step 7: the next seat clockwise starts its turn."""
    state.held = -1
    state.held_source = ""
    state.booty = []
    state.stopped = False
    state.stop_reasons = []
    state.ability = ""
    state.shift_cell = None
    state.pre_done = ()
    state.attacks = []
    state.completed = []
    state.drawn = 0
    state.current = (state.current + 1) % state.n_seats
    enter_draw(state)


def after_held(state: OgState) -> None:
    """The held card was placed or discarded: draw on, or go on after the stop (OGA-17, OGA-18)."""
    source = state.held_source
    state.held = -1
    state.held_source = ""
    if source == "draw":
        if not state.stopped:
            enter_draw(state)
        else:
            after_stop(state)
    elif source == "lasso":
        attack_step(state)
    else:
        next_booty(state)


def after_stop(state: OgState) -> None:
    """Step 4 of OGA-39: the drawn lasso thrower's or archer's action, when it has a target."""
    ability = state.ability
    state.ability = ""
    if ability == "lasso" and has_target(state, state.current, indians=False):
        state.phase = LASSO
    elif ability == "archer" and has_target(state, state.current, indians=True):
        state.phase = SHOOT
    else:
        attack_step(state)


def next_booty(state: OgState) -> None:
    """OGA-28: hold the next booty card, or go back to the attack choice."""
    if state.booty:
        state.held = state.booty.pop(0)
        state.held_source = "booty"
        state.phase = HOLD
    else:
        attack_step(state)


def attack_step(state: OgState) -> None:
    """Step 5: `attack` while a canoe has an attack left and a target (OGA-30), else the end check."""
    if has_attack(state):
        state.phase = ATTACK
    else:
        end_check(state)


def end_check(state: OgState) -> None:
    """Step 6 (OGA-31, OGA-32): only in a turn with a newly completed canoe."""
    if state.completed:
        marks = marks_of(state, state.current)
        complete = sum(len(canoes(marks, r)[1]) for r in range(ROWS))
        if complete >= AUTO_END_CANOES:
            finish(state, "five_canoes", f"seat {state.current} has {complete} complete canoes")
            return
        if complete >= END_CHOICE_CANOES:
            state.phase = END
            return
    next_turn(state)


# --- actions ---------------------------------------------------------------------------------------
def do_draw(state: OgState, pile: int) -> None:
    """OGA-14, OGA-16 (a), (b), OGA-21: take the top card of a pile."""
    t = state.piles[pile].pop()
    state.last_draw = t
    state.drawn += 1
    seat = state.current
    if t == AXE:
        state.stopped = True
        state.stop_reasons.append("axe")
        if own_complete(state, seat):
            state.held = t
            state.held_source = "draw"
            state.phase = SINK
        else:
            state.discard.append(t)
            next_turn(state)
        return
    marks = marks_of(state, seat)
    if (marks[KINDS] | marks[KINDS + 1] | marks[KINDS + 2]) >> KIND[t] & 1:
        state.stopped = True
        state.stop_reasons.append("duplicate")
    if t in (LASSO_CARD, ARCHER_CARD):
        state.stopped = True
        state.stop_reasons.append("lasso" if t == LASSO_CARD else "archer")
        state.ability = "lasso" if t == LASSO_CARD else "archer"
    state.held = t
    state.held_source = "draw"
    state.phase = HOLD


def do_place(state: OgState, r: int, c: int) -> None:
    """Place the held card (OGA-9); newly completed canoes get their attacks (OGA-13, OGA-26)."""
    seat = state.current
    row = state.grids[seat][r]
    row[c] = state.held
    marks = put(state, seat, r, c, state.held)
    if state.shift_cell is not None:
        done = state.pre_done
        state.shift_cell = None
        state.pre_done = ()
        newly = [s for s in canoes(marks, r)[1] if s[0] not in done]
        if newly:
            _completed(state, r, newly)
    else:
        # Without a shift only the canoe holding the new card can change from incomplete to complete: a canoe
        # complete before ends in a stern and starts with a bow, so a card beside it starts a canoe of its own.
        span = complete_at(marks, r, c)
        if span is not None:
            _completed(state, r, [span])
    after_held(state)


def _completed(state: OgState, r: int, newly: list[tuple[int, int]]) -> None:
    """Canoes of row r were completed by the card just placed: they get their attacks (OGA-13, OGA-26)."""
    row = state.grids[state.current][r]
    for span in newly:
        state.completed.append([r, span[0]])
        state.attacks.append([r, span[0], attacks_for(row, span, state.advanced)])
    if state.held_source == "draw":
        state.stopped = True
        state.stop_reasons.append("completed")


def do_discard(state: OgState) -> None:
    """Discard the held card; a drawn card discarded stops the turn (OGA-16d)."""
    state.discard.append(state.held)
    if state.held_source == "draw":
        state.stopped = True
        state.stop_reasons.append("discarded")
    after_held(state)


def do_shift(state: OgState, r: int, a: int, b: int, by: int) -> None:
    """OGA-25: move cells a..b of row r by one; only `place` at the freed cell follows."""
    grid = state.grids[state.current]
    before = grid[r]
    done = tuple(map_col(s[0], a, b, by) for s in canoes(marks_of(state, state.current), r)[1])
    grid[r] = shifted_row(before, a, b, by)
    row_changed(state, state.current, r)
    for entry in state.attacks:
        if entry[0] == r:
            entry[1] = map_col(entry[1], a, b, by)
    for entry in state.completed:
        if entry[0] == r:
            entry[1] = map_col(entry[1], a, b, by)
    state.shift_cell = (r, shift_v(a, b, by))
    state.pre_done = done


def do_lasso(state: OgState, target: int, r: int, c: int) -> None:
    """OGA-19: the taken card becomes the held card."""
    row = state.grids[target][r]
    state.held = row[c]
    row[c] = -1
    row_changed(state, target, r)
    state.held_source = "lasso"
    state.phase = HOLD


def do_shoot(state: OgState, target: int, r: int, c: int) -> None:
    """OGA-20: the shot Indian goes to the discard pile."""
    row = state.grids[target][r]
    state.discard.append(row[c])
    row[c] = -1
    row_changed(state, target, r)
    attack_step(state)


def do_sink(state: OgState, r: int, c: int) -> None:
    """OGA-21: the chosen own complete canoe, left to right, then the axe, go to the discard pile."""
    grid = state.grids[state.current]
    a, b = span_in(grid, r, c) or (c, c)
    row = grid[r]
    for col in range(a, b + 1):
        state.discard.append(row[col])
        row[col] = -1
    row_changed(state, state.current, r)
    state.discard.append(state.held)
    state.held = -1
    state.held_source = ""
    next_turn(state)


def do_attack(state: OgState, r: int, c: int, target: int, r2: int, c2: int) -> None:
    """OGA-28: the target's Indians are discarded, its other cards become booty, left to right."""
    grid = state.grids[state.current]
    span = span_in(grid, r, c)
    for entry in state.attacks:
        if span is not None and entry[0] == r and entry[1] == span[0] and entry[2] > 0:
            entry[2] -= 1
            break
    row2 = state.grids[target][r2]
    a, b = span_at(row2, c2) or (c2, c2)
    for col in range(a, b + 1):
        t = row2[col]
        if t < 0:
            continue
        if _INDIAN[t]:
            state.discard.append(t)
        else:
            state.booty.append(t)
        state.last_attack.append((col, t, not _INDIAN[t]))
        row2[col] = -1
    row_changed(state, target, r2)
    next_booty(state)


def do_pass(state: OgState) -> None:
    """Give up the lasso or archer action, or all attacks left this turn (OGA-30)."""
    if state.phase == ATTACK:
        state.attacks = []
        end_check(state)
    else:
        attack_step(state)


def do_end(state: OgState, end: bool) -> None:
    """OGA-31: end the game now, or let the next seat play."""
    if end:
        finish(state, "ended", f"seat {state.current} ended the game")
    else:
        next_turn(state)


def perform(state: OgState, action: Action) -> None:
    """Carry out a legal action (chance through state.rng)."""
    kind = action["type"]
    if state.last_attack:
        state.last_attack = []  # it tells what this action's attack did, if it is one
    state.last_draw = -1  # and which card it drew, if it is a draw
    if kind == "draw":
        do_draw(state, action["pile"])
    elif kind == "place":
        do_place(state, action["row"], action["col"])
    elif kind == "discard":
        do_discard(state)
    elif kind == "shift":
        do_shift(state, action["row"], action["from_col"], action["to_col"], action["by"])
    elif kind == "lasso":
        do_lasso(state, action["target"], action["row"], action["col"])
    elif kind == "shoot":
        do_shoot(state, action["target"], action["row"], action["col"])
    elif kind == "sink":
        do_sink(state, action["row"], action["col"])
    elif kind == "attack":
        do_attack(state, action["row"], action["col"], action["target"], action["target_row"], action["target_col"])
    elif kind == "pass":
        do_pass(state)
    elif kind in ("end_game", "continue"):
        do_end(state, kind == "end_game")
    else:  # pragma: no cover - perform trusts legal_actions
        raise ValueError(f"unknown action type {kind!r}")
