"""The round (NIA-10): choose, reveal, turns in seat order, flow, recovery, victory, the start token."""

from __future__ import annotations

from functools import cache
from operator import itemgetter

from tablegame.games.niagara import log
from tablegame.games.niagara.catalog import catalog
from tablegame.games.niagara.scoring import FEWEST_TO_WIN, meets_condition, rank
from tablegame.games.niagara.state import ACT, CHOOSE, NO_CARD, NO_GEM, OVER, RECOVERY, NiagaraState

_CAT = catalog()
CARDS = _CAT.cards
CLOUD = CARDS.index("cloud")
CARD_VALUE = _CAT.card_values  # the cloud adds no number
ALL_USED = (1 << len(CARDS)) - 1
N_COLOURS = len(_CAT.colours)
WEATHER_TRACK = _CAT.weather_track
FLOW_MAX = _CAT.flow_max
FLOW_MIN = _CAT.flow_min
COLOURS = _CAT.colours


def card_index(card: object) -> int:
    """The index of a card as written in actions (1-6 or "cloud"), or -1."""
    if isinstance(card, bool) or card not in CARDS:
        return -1
    return CARDS.index(card)


# --- choose and reveal -----------------------------------------------------------------------------
def begin_choose(state: NiagaraState) -> None:
    """Open the choose step; a seat with all its cards used takes them back (NIA-12)."""
    used, n = state.used, state.n_seats
    if ALL_USED in used:
        for seat in range(n):
            if used[seat] == ALL_USED:
                used[seat] = 0
                state.events.append((log.recharge, seat))
    state.chosen = [NO_CARD] * n
    state.revealed = [False] * n
    state.phase = CHOOSE
    state.actor = -1


def reveal(state: NiagaraState, seat: int) -> None:
    """Turn a seat's chosen card face up; a revealed card is used (NIA-12, NIA-13)."""
    if not state.revealed[seat]:
        state.revealed[seat] = True
        card = state.last_card[seat] = state.chosen[seat]
        state.used[seat] |= 1 << card
        state.events.append((log.reveal, seat, card))


def begin_turns(state: NiagaraState) -> None:
    """Every seat has chosen (effects.py records a choice): the cards turned up if all at once, then the first
    turn (NIA-11, NIA-13)."""
    if state.options["reveal"] == "all":
        for other in range(state.n_seats):
            reveal(state, other)
    state.phase = ACT
    state.turn_pos = 0
    begin_turn(state)


# --- turns -----------------------------------------------------------------------------------------
def begin_turn(state: NiagaraState) -> None:
    """Start the turn of seat start + turn_pos, skipping a number turn with no boat in play (NIA-14, 18)."""
    n, pos = state.n_seats, state.turn_pos
    at, bits = state.boat_at, state.board.turn_bits  # (in twos and threes: no tuple is made for them)
    revealed, chosen = state.revealed, state.chosen
    order = _ORDER[n][state.start_seat]
    while pos < n:
        seat = order[pos]
        card = chosen[seat]
        if not revealed[seat]:  # (reveal, inline: every turn passes here)
            revealed[seat] = True
            state.last_card[seat] = card
            state.used[seat] |= 1 << card
            state.events.append((log.reveal, seat, card))
        state.actor = seat
        if card == CLOUD:
            state.turn = 0
            return
        # each boat on the river must move, one at the dock may launch (turn_bits.py)
        turn = state.turn = bits[at[2 * seat]] | bits[at[2 * seat + 1]] << 1
        if turn:
            return
        state.events.append((log.skip, seat))  # a number card and no canoe in play
        pos = state.turn_pos = pos + 1
    flow_step(state)


def end_turn(state: NiagaraState) -> None:
    """Pass the turn to the next seat in order, or let the river flow after the last one."""
    state.turn_pos += 1
    begin_turn(state)


def shift_weather(state: NiagaraState, delta: int) -> None:
    """NIA-15: the cloud seat moves the marker one step along the track."""
    track = WEATHER_TRACK
    state.weather = track[track.index(state.weather) + delta]
    end_turn(state)


_ORDER = tuple(tuple(tuple((start + k) % n for k in range(n)) for start in range(n)) for n in range(6))  # [n][start]


# --- flow --------------------------------------------------------------------------------------------
NO_NUMBER = 99  # the cloud's place among the numbers: above every number card
_NUMBERS = tuple(NO_NUMBER if c == CLOUD else v for c, v in enumerate(CARD_VALUE))  # [card]


def lowest_number(cards: list[int]) -> int:
    """NIA-29: the lowest number among the cards (chosen ones: no NO_CARD), 0 if every card is the cloud."""
    if not cards:
        return 0
    low = min(map(_NUMBERS.__getitem__, cards))  # (no `default=`: a keyword argument costs min as much as the cards)
    return 0 if low == NO_NUMBER else low


def flow_of(cards: list[int], weather: int) -> int:
    """NIA-29: the lowest number among the cards (0 if none) plus the weather, kept within 0..8."""
    return max(_CAT.flow_min, min(_CAT.flow_max, lowest_number(cards) + weather))


def flow_speed(state: NiagaraState) -> int:
    """NIA-29: the flow of the cards chosen this round."""
    flow = lowest_number(state.chosen) + state.weather
    return FLOW_MIN if flow < FLOW_MIN else FLOW_MAX if flow > FLOW_MAX else flow


def flow_preview(state: NiagaraState) -> int | None:
    """In the act step, the flow the revealed number cards give so far (later cards may lower it); else None."""
    revealed = [c for s, c in enumerate(state.chosen) if state.revealed[s] and c != NO_CARD and c != CLOUD]
    if state.phase != ACT or not revealed:
        return None
    return flow_of(revealed, state.weather)


def flow_step(state: NiagaraState) -> None:
    """Let the river flow (NIA-30, 31, 32: each disc pushed moves the river's boats one slot, the last slot of
    the arm it goes down over the falls), recorded as an event; then open recovery (or end the round if nobody
    decides)."""
    brd = state.board
    at, gems, pointer = state.boat_at, state.boat_gem, state.pointer  # (in threes: no tuple is made for them)
    chosen, weather = state.chosen, state.weather
    # the cause as the event keeps it (NIA-29): speed, the cards, their lowest number, the weather (worked out
    # each flow, not cached: with five seats almost every round's cards are new)
    # (itemgetter: the numbers in one call, cheaper than `map` or a comprehension; two seats or more: a tuple)
    low = min(itemgetter(*chosen)(_NUMBERS))
    lowest = 0 if low == NO_NUMBER else low
    speed = lowest + weather
    speed = FLOW_MIN if speed < FLOW_MIN else FLOW_MAX if speed > FLOW_MAX else speed
    state.events.append((log.flow, brd, (speed, tuple(chosen), lowest, weather), pointer, tuple(at), tuple(gems)))
    at[:] = itemgetter(*at)(brd.flow[pointer][speed])  # (the dock and the falls map to themselves)
    if brd.arms:
        state.pointer = pointer ^ (speed & 1)
    state.last_flow = speed
    falls = brd.falls
    lost = at.count(falls)
    if not lost:  # only a seat with a boat over the falls may have to decide
        state.recovery = []
        end_round(state)
        return
    # each seat in turn from the start seat: gems on its boats over the falls back to their own colour's sites
    # (in any order: the counts add up the same), and the seat queued to decide on recovery as recovery_options
    # has it: a lost boat, and either both lost or a home gem to pay with
    homes = state.home
    queue = []
    for seat in _ORDER[state.n_seats][state.start_seat]:
        first = 2 * seat
        lost_first, lost_second = at[first] == falls, at[first + 1] == falls
        if lost_first:
            gem = gems[first]
            if gem != NO_GEM:
                state.give(gem, gem)
                gems[first] = NO_GEM
            if lost_second or any(homes[seat]):
                queue.append(seat)
        elif lost_second and any(homes[seat]):
            queue.append(seat)
        if lost_second:
            gem = gems[first + 1]
            if gem != NO_GEM:
                state.give(gem, gem)
                gems[first + 1] = NO_GEM
    state.recovery = queue
    next_recovery(state)


# --- recovery --------------------------------------------------------------------------------------
def recovery_options(state: NiagaraState, seat: int) -> list[str | None] | None:
    """NIA-34: the colours a seat may pay (None = free), plus "pass" when it may decline; None to skip."""
    at, falls = state.boat_at, state.board.falls
    lost = at[2 * seat] == falls or at[2 * seat + 1] == falls
    if not lost:
        return None
    in_play = at[2 * seat] != falls or at[2 * seat + 1] != falls
    return list(recovery_pays(in_play, tuple(map(bool, state.home[seat])))) or None


@cache
def recovery_pays(in_play: bool, holds: tuple[bool, ...]) -> tuple[str | None, ...]:
    """NIA-34 for a seat with a lost boat, by whether its other boat is in play and which colours its home
    holds: a colour of each held (None: free, when both boats are lost), then "pass" when it may decline;
    nothing when it has nothing to decide."""
    colours: list[str | None] = [_CAT.colours[c] for c, held in enumerate(holds) if held]
    if in_play:
        return (*colours, "pass") if colours else ()
    return tuple(colours or [None])


def next_recovery(state: NiagaraState) -> None:
    """Hand the decision to the next seat in the recovery queue, or end the round."""
    if state.recovery:
        state.phase = RECOVERY
        state.actor = state.recovery[0]
    else:
        end_round(state)


def recover(state: NiagaraState, seat: int, pay: str | None) -> None:
    """NIA-33, 34: pay a home gem back to its site (or nothing) and put the lowest lost boat at the dock."""
    if pay is not None:
        colour = _CAT.colours.index(pay)
        state.home[seat][colour] -= 1
        state.give(colour, colour)
    boat = 2 * seat if state.boat_at[2 * seat] == state.board.falls else 2 * seat + 1
    state.events.append((log.recover, seat, boat & 1, pay))
    state.boat_at[boat] = state.board.dock
    state.boat_gem[boat] = NO_GEM
    decline(state)


def decline(state: NiagaraState) -> None:
    """Close the current seat's recovery decision."""
    state.recovery.pop(0)
    next_recovery(state)


# --- the end of the round ------------------------------------------------------------------------
def end_round(state: NiagaraState) -> None:
    """Victory check (NIA-36), then the round cap, then pass the start token (NIA-16)."""
    homes = state.home
    candidates = (
        [s for s, home in enumerate(homes) if meets_condition(home)] if max(map(sum, homes)) >= FEWEST_TO_WIN else []
    )
    cap = state.options["max_rounds"]
    if candidates:
        state.winners, state.ended_by = rank(state, candidates), "victory"
    elif cap and state.round >= cap:
        state.winners, state.ended_by = rank(state, list(range(state.n_seats))), "max_rounds"
    if state.winners:
        state.phase = OVER
        state.actor = -1
        state.events.append((log.game_over, state.round, tuple(state.winners), state.ended_by))
        return
    state.start_seat = (state.start_seat + 1) % state.n_seats
    state.round += 1
    state.events.append((log.round_end, state.round - 1, state.start_seat))
    begin_choose(state)
