"""State transitions: performing a legal action with its automatic effects (SFC-14 to SFC-40)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tablegame.core.rules import Action
from tablegame.core.shuffle import shuffle_as_random
from tablegame.games.struggle_for_catan.board import EXPANSION_OF, GUILD, steal_source
from tablegame.games.struggle_for_catan.catalog import BUILDINGS, RESOURCE_IDS, components
from tablegame.games.struggle_for_catan.scoring import WIN_VP, vp
from tablegame.games.struggle_for_catan.state import (
    BUILD,
    DISCARD,
    GIVE,
    MARKET_DAY,
    NO_FATE,
    OVER,
    TRADE,
    CatanState,
)

RES = {r: i for i, r in enumerate(RESOURCE_IDS)}
BUILDING_BIT = {b: 1 << i for i, b in enumerate(BUILDINGS)}
BUILDING_INDEX = {b: i for i, b in enumerate(BUILDINGS)}
EXPANSION = {x: i for i, x in enumerate(components().expansion_ids)}
NONE_OF_EACH = (0,) * len(RESOURCE_IDS)
MARKET_SIZE = 5
BRIGAND_LIMIT = 7
BASE_DRAW = 2
MARKET_DAY_EVENT, BRIGAND_EVENT = 0, 1


# --- piles -----------------------------------------------------------------------------------------
def draw_card(state: CatanState) -> int:
    """The top card of the deck, reshuffling the discard pile if needed (SFC-24); -1 if none is left."""
    if not state.deck:
        if not state.discard:
            return -1
        state.deck = state.discard
        state.discard = []
        shuffle_as_random(state.deck, state.rng)
        state.log.append(("reshuffle", len(state.deck)))
    return state.deck.pop()


def refill_market(state: CatanState) -> None:
    """SFC-25: top the market up to 5 cards while any card is left."""
    while sum(state.market) < MARKET_SIZE:
        card = draw_card(state)
        if card < 0:
            return
        state.market[card] += 1


def random_card(state: CatanState, seat: int) -> int:
    """A uniformly random card of the seat's hand (its resource index); the hand must not be empty."""
    hand = state.hands[seat]
    pick = state.rng.randrange(sum(hand))
    for r, k in enumerate(hand):
        if pick < k:
            return r
        pick -= k
    raise AssertionError("empty hand")


def turn_fate(state: CatanState) -> None:
    """Turn the destiny card over (3-4 seats only, SFC-33)."""
    if state.fate != NO_FATE:
        state.fate = 1 - state.fate
        state.log.append(("fate", state.fate))


# --- turns -----------------------------------------------------------------------------------------
def start_turn(state: CatanState, seat: int) -> None:
    """Begin `seat`'s turn with its trade phase; the exchange allowance is fixed now (SFC-15)."""
    log = state.log
    del log[: state.log_mark]  # keep the previous turn and this one
    state.log_mark = len(log)
    a = (state.roads[seat] + 1) // 2  # a_sides, inline: every turn of every search rollout starts here
    state.turn_seat = seat
    state.turn_number += 1
    state.phase = TRADE
    state.wide = a >= 1
    state.exchanges_left = a if a >= 1 else 1
    state.built = 0
    estates = state.estates[seat]
    state.guild_left = list(map(EXPANSION_OF, estates)).count(GUILD) if estates else 0  # guilds_owned, inline
    if state.queue:
        state.queue = []
    log.append(("turn", seat))


def draw_phase(state: CatanState) -> None:
    """SFC-23: draw 2 plus 1 per A-side knight, then pass the turn clockwise."""
    seat = state.turn_seat
    hand, deck, log = state.hands[seat], state.deck, state.log
    count = BASE_DRAW + (state.knights[seat] + 1) // 2  # a_sides, inline
    if len(deck) >= count:  # the usual case: no reshuffle, the top cards one after the other
        for _ in range(count):
            card = deck.pop()
            hand[card] += 1
            log.append(("draw", seat, card))
    else:
        for _ in range(count):
            card = draw_card(state)  # reshuffles when the deck runs out
            if card < 0:
                break
            hand[card] += 1
            log.append(("draw", seat, card))
    start_turn(state, (seat + 1) % state.n_seats)


# --- trade phase -----------------------------------------------------------------------------------
def _exchange_supply(state: CatanState, action: Action) -> None:
    seat, give = action["seat"], RES[action["give"]]
    hand = state.hands[seat]
    hand[give] -= 1
    state.discard.append(give)
    drew = state.deck.pop() if state.deck else draw_card(state)  # never -1: the given card is in the discard pile
    hand[drew] += 1
    state.exchanges_left -= 1
    state.log.append(("xs", seat, give, drew))


def _exchange_market(state: CatanState, action: Action) -> None:
    seat, give, take = action["seat"], RES[action["give"]], RES[action["take"]]
    _swap_with_market(state, seat, give, take)
    state.exchanges_left -= 1
    state.log.append(("xm", seat, give, take))


def _swap_with_market(state: CatanState, seat: int, give: int, take: int) -> None:
    hand = state.hands[seat]
    hand[give] -= 1
    state.market[give] += 1
    state.market[take] -= 1
    hand[take] += 1


def _exchange_player(state: CatanState, action: Action) -> None:
    seat, target = action["seat"], action["target"]
    chosen = "take" in action
    card = RES[action["take"]] if chosen else random_card(state, target)
    state.hands[target][card] -= 1
    state.hands[seat][card] += 1
    state.exchanges_left -= 1
    state.phase = GIVE
    state.give_target = target
    state.give_taken = card
    state.log.append(("xp", seat, target, card, chosen))


def _give(state: CatanState, action: Action) -> None:
    seat, card, target = action["seat"], RES[action["resource"]], state.give_target
    state.hands[seat][card] -= 1
    state.hands[target][card] += 1
    state.phase = TRADE
    state.give_target = state.give_taken = -1
    state.log.append(("give", seat, target, card))


def _end_trade(state: CatanState, action: Action) -> None:
    state.phase = BUILD
    state.exchanges_left = 0  # unused exchanges lapse (SFC-15)
    state.log.append(("end_trade", action["seat"]))


def _guild_steal(state: CatanState, action: Action) -> None:
    seat, target = action["seat"], action["target"]
    card = random_card(state, target)
    state.hands[target][card] -= 1
    state.hands[seat][card] += 1
    state.guild_left -= 1
    state.log.append(("guild", seat, target, card))


# --- build phase -----------------------------------------------------------------------------------
def _pay(state: CatanState, seat: int, pay: dict[str, int]) -> tuple[int, ...]:
    hand, discard = state.hands[seat], state.discard
    paid = tuple(map(pay.get, RESOURCE_IDS, NONE_OF_EACH))  # counts_of, inline: every build pays
    for r, k in enumerate(paid):
        if k:
            hand[r] -= k
            discard += [r] * k  # in resource order, whatever the object's: the pile is shuffled later
    return paid


def _build(state: CatanState, action: Action) -> None:
    seat, building = action["seat"], action["building"]
    paid = _pay(state, seat, action["pay"])
    state.built |= BUILDING_BIT[building]
    source = estate = card = -1
    flip = False
    if building in ("road", "knight"):
        source = _take_stack_card(state, seat, building)
    elif building == "settlement":
        state.estates[seat].append((state.estate_stack.pop(), False, -1))
        estate = len(state.estates[seat]) - 1
        flip = state.fate != NO_FATE and (state.options["settlement_destiny"] == "always" or action.get("flip", False))
    elif building == "city":
        estate = action["settlement"]
    else:
        estate, card = action["city"], EXPANSION[action["card"]]
        event = state.estates[seat][estate][0]
        state.estates[seat][estate] = (event, True, card)
        state.expansion_supply[card] -= 1
        if card == GUILD:
            state.guild_left += 1  # an ability works from the moment it is built (SFC-5)
    state.log.append(("build", seat, BUILDING_INDEX[building], paid, source, estate, card, flip))
    if flip:
        turn_fate(state)
    if building == "city":
        _city(state, seat, estate)


def _take_stack_card(state: CatanState, seat: int, kind: str) -> int:
    """A road/knight from the supply, or the top card of the opponent SFC-34 names; returns that opponent or -1."""
    if kind == "road":
        if state.road_supply:
            state.road_supply -= 1
            state.roads[seat] += 1
            return -1
        source = steal_source(state, seat, kind)
        state.roads[source] -= 1
        state.roads[seat] += 1
        return source
    if state.knight_supply:
        state.knight_supply -= 1
        state.knights[seat] += 1
        return -1
    source = steal_source(state, seat, kind)
    state.knights[source] -= 1
    state.knights[seat] += 1
    return source


def _city(state: CatanState, seat: int, index: int) -> None:
    """Turn the settlement to its city side and start its event (SFC-29), unless the builder has won (SFC-40)."""
    event = state.estates[seat][index][0]
    state.estates[seat][index] = (event, True, -1)
    state.log.append(("reveal", seat, index, event))
    if vp(state, seat) >= WIN_VP:
        return  # the win check in perform ends the game; the event is not resolved
    n = state.n_seats
    order = [(seat + k) % n for k in range(n)]
    if event == BRIGAND_EVENT:
        state.queue = [s for s in order if sum(state.hands[s]) > BRIGAND_LIMIT]
        if state.queue:
            state.phase = DISCARD
        else:
            turn_fate(state)
    else:
        state.queue = order
        state.phase = MARKET_DAY


def _end_build(state: CatanState, action: Action) -> None:
    state.log.append(("end_build", action["seat"]))
    draw_phase(state)


# --- events ----------------------------------------------------------------------------------------
def _discard(state: CatanState, action: Action) -> None:
    seat = action["seat"]
    paid = _pay(state, seat, action["resources"])
    state.log.append(("discard", seat, paid))
    state.queue.pop(0)
    if not state.queue:
        turn_fate(state)  # SFC-30: after the discards, with 3-4 seats
        state.phase = BUILD


def _market_day(state: CatanState, action: Action) -> None:
    seat, give, take = action["seat"], RES[action["give"]], RES[action["take"]]
    _swap_with_market(state, seat, give, take)
    state.log.append(("md", seat, give, take))
    _next_market_day(state)


def _pass(state: CatanState, action: Action) -> None:
    state.log.append(("pass", action["seat"]))
    _next_market_day(state)


def _next_market_day(state: CatanState) -> None:
    state.queue.pop(0)
    if not state.queue:
        state.phase = BUILD


HANDLERS: dict[str, Callable[[CatanState, Action], None]] = {
    "exchange_supply": _exchange_supply,
    "exchange_market": _exchange_market,
    "exchange_player": _exchange_player,
    "give": _give,
    "end_trade": _end_trade,
    "guild_steal": _guild_steal,
    "build": _build,
    "end_build": _end_build,
    "discard": _discard,
    "market_day": _market_day,
    "pass": _pass,
}


def perform(state: CatanState, action: dict[str, Any]) -> None:
    """Carry out a legal action, then refill the market (SFC-25) and check for a winner (SFC-40).

    Only a build can bring a seat to 10 VP: the other actions move resource cards, a seat's VP never grows
    outside its own builds (a stolen road or knight takes VP away), and no seat starts with 10 (setup.py)."""
    kind = action["type"]
    HANDLERS[kind](state, action)
    if sum(state.market) < MARKET_SIZE:
        refill_market(state)
    if kind == "build":
        check_win(state)


def check_win(state: CatanState) -> None:
    """SFC-40: the seat whose turn it is wins at once with 10 or more VP."""
    if state.phase != OVER and vp(state, state.turn_seat) >= WIN_VP:
        state.phase = OVER
        state.winner = state.turn_seat
        state.queue = []
        state.log.append(("win", state.turn_seat))
