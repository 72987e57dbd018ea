"""Who acts and what is legal (NIA-38, NIA-39): the one place Niagara's legality lives."""

from __future__ import annotations

from functools import cache

from tablegame.core.rules import Action
from tablegame.games.niagara import round as rnd
from tablegame.games.niagara.moves import add_moves
from tablegame.games.niagara.state import ACT, CHOOSE, NO_CARD, OVER, RECOVERY, NiagaraState
from tablegame.games.niagara.turn_bits import MAY_END, MAY_FIRST, MAY_SECOND, SHAPE


def to_act(_rules: object, state: NiagaraState) -> list[int]:
    """Every seat still to choose in the choose step; otherwise the seat whose turn it is (NIA-39). (A method of
    NiagaraRules: `_rules` is the rules object, unused.)"""
    if state.phase == CHOOSE:
        chosen, n = state.chosen, state.n_seats
        try:
            first = chosen.index(NO_CARD)  # NO_CARD until the seat chooses
        except ValueError:
            return []
        if chosen.count(NO_CARD) == n - first:  # the seats from the first to choose on (mostly: seats choose in turn;
            return [*_SEATS_FROM[n][first]]  # two list methods cost less than a comprehension)
        return [seat for seat in range(n) if chosen[seat] < 0]
    if state.phase == OVER:
        return []
    return [state.actor]


def shared_actions() -> list[Action]:
    """The choices, turn ends, weather steps and recoveries the legal lists hand out (made once, never freed:
    effects.py knows them)."""
    made = [*_END_MOVES, *(choice for row in _CHOICE for choice in row)]
    made += [step for steps in _WEATHER for step in steps.values()]
    return made + [recovery for recoveries in _RECOVERY for recovery in recoveries.values()]


def legal_actions(_rules: object, state: NiagaraState, seat: int) -> list[Action]:
    """Every legal action of `seat` now (NIA-38). (A method of NiagaraRules: `_rules` is unused.)"""
    phase = state.phase
    if phase == CHOOSE:
        if state.chosen[seat] >= 0:
            return []
        return [*_CHOICES[seat][state.used[seat]]]
    if seat != state.actor:
        return []
    if phase == ACT:  # a weather step after a cloud, else every move of each boat that may still move
        card = state.chosen[seat]
        if card == rnd.CLOUD:
            return [*_WEATHER_STEPS[seat][rnd.WEATHER_TRACK.index(state.weather)]]
        shape = SHAPE[state.turn]  # which boats may move, whether the turn may end (NIA-18: turn_bits.py)
        points = rnd.CARD_VALUE[card]
        out: list[Action] = []
        if shape & MAY_FIRST:
            add_moves(out, state, seat, 0, points)
        if shape & MAY_SECOND:
            add_moves(out, state, seat, 1, points)
        if shape & MAY_END:
            out.append(_END_MOVES[seat])
        return out
    if phase == RECOVERY:
        at, falls, first = state.boat_at, state.board.falls, 2 * seat
        if at[first] != falls and at[first + 1] != falls:
            return []  # no boat lost: nothing to decide
        in_play = at[first] != falls or at[first + 1] != falls
        home = state.home[seat]
        if not any(home):  # (most homes are empty)
            return [*_RECOVERIES_FROM_NOTHING[seat][in_play]]
        return [*_recoveries(seat, in_play, tuple(map(bool, home)))]
    return []


# The choices below are shared objects, built once: a caller may keep them but must never change one.
@cache
def _choices(seat: int, used: int) -> tuple[Action, ...]:
    """The choose step: every card the seat has not used since it last took its cards back (NIA-11, NIA-12)."""
    return tuple(_CHOICE[seat][i] for i in range(len(rnd.CARDS)) if not used >> i & 1)


def _choice(seat: int, card: int) -> Action:
    """The seat chooses the card of index `card`."""
    return {"seat": seat, "type": "choose", "card": rnd.CARDS[card]}


@cache
def _recoveries(seat: int, in_play: bool, holds: tuple[bool, ...]) -> tuple[Action, ...]:
    """NIA-34: a recovery for each way to pay, and the pass (rnd.recovery_pays)."""
    return tuple(_RECOVERY[seat][pay] for pay in rnd.recovery_pays(in_play, holds))


def _recovery(seat: int, pay: str | None) -> Action:
    """The seat pays `pay` (None: nothing) to recover a canoe, or declines ("pass")."""
    return {"seat": seat, "type": "pass"} if pay == "pass" else {"seat": seat, "type": "recover", "pay": pay}


@cache
def _weather_steps(seat: int, up: bool, down: bool) -> tuple[Action, ...]:
    """NIA-15: the weather marker one step up or down the track, where the track goes on."""
    return tuple(_WEATHER[seat][d] for d, ok in ((1, up), (-1, down)) if ok)


def _weather(seat: int, delta: int) -> Action:
    """The seat moves the weather marker `delta` steps."""
    return {"seat": seat, "type": "weather", "delta": delta}


@cache
def _end_move(seat: int) -> Action:
    """The actor ends its turn without launching the boat it may still launch (NIA-18)."""
    return {"seat": seat, "type": "end_move"}


_SEATS_FROM = tuple(tuple(tuple(range(first, n)) for first in range(n)) for n in range(6))  # [n][first]
_END_MOVES = tuple(_end_move(seat) for seat in range(5))
_WEATHER = tuple({delta: _weather(seat, delta) for delta in (1, -1)} for seat in range(5))  # [seat][delta]
_RECOVERY = tuple({pay: _recovery(seat, pay) for pay in (*rnd.COLOURS, None, "pass")} for seat in range(5))
_CHOICE = tuple(tuple(_choice(seat, card) for card in range(len(rnd.CARDS))) for seat in range(5))  # [seat][card]
_TRACK = rnd.WEATHER_TRACK
_WEATHER_STEPS = tuple(  # [seat][place on the track]
    tuple(_weather_steps(seat, 0 < place + 1 < len(_TRACK), place > 0) for place in range(len(_TRACK)))
    for seat in range(5)
)
_RECOVERIES_FROM_NOTHING = tuple(  # [seat][in play]: a seat with an empty home
    tuple(_recoveries(seat, in_play, (False,) * len(rnd.COLOURS)) for in_play in (False, True)) for seat in range(5)
)
_CHOICES = tuple(tuple(_choices(seat, used) for used in range(rnd.ALL_USED + 1)) for seat in range(5))  # [seat][used]
