"""Legal actions: the single source of legality (SFC-44 to SFC-46)."""

from __future__ import annotations

from functools import cache, lru_cache

from tablegame.core.rules import Action
from tablegame.games.struggle_for_catan.board import LIBRARY, owns, steal_source
from tablegame.games.struggle_for_catan.catalog import RESOURCE_IDS, components
from tablegame.games.struggle_for_catan.effects import BUILDING_BIT
from tablegame.games.struggle_for_catan.payment import canonical_payment, discards, payments, placed, same_payments
from tablegame.games.struggle_for_catan.scoring import vp
from tablegame.games.struggle_for_catan.state import (
    BUILD,
    DISCARD,
    GIVE,
    MARKET_DAY,
    NO_FATE,
    TRADE,
    CatanState,
)

_C = components()
COSTS = _C.costs
CARDS_NEEDED = {kind: sum(cost) for kind, cost in COSTS.items()}  # a hand with fewer cards pays nothing
FEWEST_NEEDED = min(CARDS_NEEDED.values())
EXPANSION_IDS = _C.expansion_ids
R = RESOURCE_IDS
RANGE = range(5)
MOST_SEATS = 4

# Actions are JSON objects their callers only read, so the lists below are put together from actions made once
# and handed out again (tests/struggle_for_catan/test_catan_shared_actions.py checks that they stay as made).
# Caches are keyed by bytes: `bytes(hand)` is a hand's counts and, translated by HELD, which resources it holds.
HELD = bytes([0] + [1] * 255)  # bytes.translate table: any count of a resource becomes 1
END_TRADE = [{"seat": s, "type": "end_trade"} for s in range(MOST_SEATS)]
END_BUILD = [{"seat": s, "type": "end_build"} for s in range(MOST_SEATS)]
BLIND_EXCHANGES = [
    [{"seat": s, "type": "exchange_player", "target": t} for t in range(MOST_SEATS)] for s in range(MOST_SEATS)
]
BLIND_WITH_ALL = {  # by seat count and seat: the blind exchanges with every other seat, when each holds a card
    n: [tuple(BLIND_EXCHANGES[s][t] for t in range(n) if t != s) for s in range(n)] for n in range(1, MOST_SEATS + 1)
}
# The same exchange or give in every list that has it (one object: the search remembers its key by the object)
SUPPLY_EXCHANGES = [[{"seat": s, "type": "exchange_supply", "give": R[r]} for r in RANGE] for s in range(MOST_SEATS)]
MARKET_SWAPS = [
    [[{"seat": s, "type": "exchange_market", "give": R[r], "take": R[m]} for m in RANGE] for r in RANGE]
    for s in range(MOST_SEATS)
]
GIVES = [[{"seat": s, "type": "give", "resource": R[r]} for r in RANGE] for s in range(MOST_SEATS)]
GUILD_STEALS = [[{"seat": s, "type": "guild_steal", "target": t} for t in range(MOST_SEATS)] for s in range(MOST_SEATS)]
ROAD_BIT, KNIGHT_BIT = BUILDING_BIT["road"], BUILDING_BIT["knight"]
SETTLEMENT_BIT, CITY_BIT, EXPANSION_BIT = BUILDING_BIT["settlement"], BUILDING_BIT["city"], BUILDING_BIT["expansion"]


def to_act(state: CatanState) -> list[int]:
    """SFC-46: the seat whose turn it is, or the next seat due in an event; [] when over."""
    phase = state.phase
    if phase in (TRADE, GIVE, BUILD):
        return [state.turn_seat]
    if phase in (DISCARD, MARKET_DAY):
        return [state.queue[0]]
    return []


def legal_actions(state: CatanState, seat: int) -> list[Action]:
    """Every legal action of `seat` now, each field present (SFC-45)."""
    phase = state.phase  # the phases by how often they come
    if phase == TRADE:
        return _trade(state, seat) if seat == state.turn_seat else []
    if phase == BUILD:
        return _build(state, seat) if seat == state.turn_seat else []
    if phase == GIVE:
        return list(_gives(seat, bytes(state.hands[seat]).translate(HELD))) if seat == state.turn_seat else []
    if phase == DISCARD:
        return _discards(state, seat) if state.queue[0] == seat else []
    if phase == MARKET_DAY:
        return _market_day(state, seat) if state.queue[0] == seat else []
    return []


def _pay_dict(pay: tuple[int, ...]) -> dict[str, int]:
    """A payment as the {resource: count} object of an action."""
    return {R[r]: k for r, k in enumerate(pay) if k}


@cache
def _gives(seat: int, held: bytes) -> tuple[Action, ...]:
    """The gives of a hand holding the resources `held` marks (SFC-18)."""
    return tuple(GIVES[seat][r] for r in RANGE if held[r])


# --- trade phase -----------------------------------------------------------------------------------
def _trade(state: CatanState, seat: int) -> list[Action]:
    hands = state.hands
    hand = hands[seat]
    if state.exchanges_left <= 0 or not any(hand):
        acts = [END_TRADE[seat]]
    elif not state.wide:
        acts = list(_exchanges(seat, bytes(hand).translate(HELD)))
        acts.append(END_TRADE[seat])
    else:
        acts = list(_exchanges(seat, bytes(hand + state.market).translate(HELD)))
        if owns(state, seat, LIBRARY):
            for t, other in enumerate(hands):
                if t != seat and any(other):
                    acts += _library_exchanges(seat, t, bytes(other).translate(HELD))
        elif all(map(any, hands)):
            acts += BLIND_WITH_ALL[len(hands)][seat]
        else:
            blind = BLIND_EXCHANGES[seat]
            acts += [blind[t] for t, other in enumerate(hands) if t != seat and any(other)]
        acts.append(END_TRADE[seat])
    if state.guild_left > 0:
        _guild(state, seat, acts)
    return acts


@cache
def _exchanges(seat: int, held: bytes) -> tuple[Action, ...]:
    """A supply exchange of each resource held, then (wide, SFC-15) each market swap of one for another offered.

    `held` marks the resources of the hand, then (wide only) those the market offers."""
    acts: list[Action] = [SUPPLY_EXCHANGES[seat][r] for r in RANGE if held[r]]
    if len(held) > len(RANGE):
        swaps = MARKET_SWAPS[seat]
        acts += [swaps[r][m] for r in RANGE if held[r] for m in RANGE if held[5 + m] and m != r]
    return tuple(acts)


@cache
def _library_exchanges(seat: int, target: int, held: bytes) -> tuple[Action, ...]:
    """An exchange with `target` taking a card unseen, then (Library, SFC-36) taking each resource it holds."""
    return (
        BLIND_EXCHANGES[seat][target],
        *({"seat": seat, "type": "exchange_player", "target": target, "take": R[m]} for m in RANGE if held[m]),
    )


def _guild(state: CatanState, seat: int, acts: list[Action]) -> None:
    """SFC-37: a Merchant Guild steal from an opponent with a card and at least as many VP."""
    mine = vp(state, seat)
    steals = GUILD_STEALS[seat]
    for t in range(state.n_seats):
        if t != seat and any(state.hands[t]) and vp(state, t) >= mine:
            acts.append(steals[t])


# --- build phase -----------------------------------------------------------------------------------
# A building's payments are remembered by the smallest hand with the same payments (payment.same_payments):
# a few hundred such hands for each building stand for the thousands random play holds.
ROAD_HAND, KNIGHT_HAND, SETTLEMENT_HAND, CITY_HAND, EXPANSION_HAND = (
    same_payments(COSTS[kind]) for kind in ("road", "knight", "settlement", "city", "expansion")
)


def _build(state: CatanState, seat: int) -> list[Action]:
    """Each building not built this turn, with every payment of the hand (SFC-20, SFC-21), then guild and end."""
    built = state.built
    road, knight, settlement, flipped, city, expansion = _hand_builds(seat, tuple(state.hands[seat]))
    acts: list[Action] = []
    if road and not built & ROAD_BIT and (state.road_supply or steal_source(state, seat, "road") >= 0):
        acts += road
    if knight and not built & KNIGHT_BIT and (state.knight_supply or steal_source(state, seat, "knight") >= 0):
        acts += knight
    if settlement and not built & SETTLEMENT_BIT and state.estate_stack:
        choice = state.fate != NO_FATE and state.options["settlement_destiny"] == "choice"
        acts += flipped if choice else settlement
    if city and not built & CITY_BIT:
        settlements = tuple(i for i, e in enumerate(state.estates[seat]) if not e[1])
        if settlements:
            acts += _city_builds(seat, city, settlements)
    if expansion and not built & EXPANSION_BIT:
        _expansion_builds(state, seat, expansion, acts)
    if state.guild_left > 0:
        _guild(state, seat, acts)
    acts.append(END_BUILD[seat])
    return acts


HandBuilds = tuple[tuple[Action, ...], tuple[Action, ...], tuple[Action, ...], tuple[Action, ...], bytes, bytes]


@lru_cache(maxsize=1 << 16)
def _hand_builds(seat: int, hand: tuple[int, ...]) -> HandBuilds:
    """What a hand pays for: its roads, knights, settlements (without, then with the choice of the flip), and
    the payment keys of a city and an expansion (empty when it pays for none)."""
    cards = sum(hand)
    if cards < FEWEST_NEEDED:
        return (), (), (), (), b"", b""
    hand_bytes = placed(hand)
    settlement = hand_bytes.translate(SETTLEMENT_HAND)
    city = hand_bytes.translate(CITY_HAND)
    expansion = hand_bytes.translate(EXPANSION_HAND)
    return (
        _stack_builds(seat, "road", hand_bytes.translate(ROAD_HAND)),
        _stack_builds(seat, "knight", hand_bytes.translate(KNIGHT_HAND)),
        _settlement_builds(seat, settlement, False),
        _settlement_builds(seat, settlement, True),
        city if _pays("city", city) else b"",
        expansion if _pays("expansion", expansion) else b"",
    )


@cache
def _pays(kind: str, hand: bytes) -> tuple[dict[str, int], ...]:
    """Every payment of a building out of a hand (SFC-21), as the {resource: count} objects of actions."""
    return tuple(_pay_dict(pay) for pay in payments(COSTS[kind], tuple(hand)))


@cache
def _stack_builds(seat: int, kind: str, hand: bytes) -> tuple[Action, ...]:
    """A road or a knight with every payment."""
    return tuple({"seat": seat, "type": "build", "building": kind, "pay": pay} for pay in _pays(kind, hand))


@cache
def _settlement_builds(seat: int, hand: bytes, choice: bool) -> tuple[Action, ...]:
    """Every payment of a settlement, each with and without the flip where the builder chooses (SFC-25)."""
    pays = _pays("settlement", hand)
    if choice:
        return tuple(
            {"seat": seat, "type": "build", "building": "settlement", "pay": pay, "flip": flip}
            for pay in pays
            for flip in (False, True)
        )
    return tuple({"seat": seat, "type": "build", "building": "settlement", "pay": pay} for pay in pays)


@lru_cache(maxsize=1 << 14)
def _city_builds(seat: int, hand: bytes, settlements: tuple[int, ...]) -> tuple[Action, ...]:
    """Every payment of a city on each of the seat's settlements."""
    return tuple(
        {"seat": seat, "type": "build", "building": "city", "settlement": i, "pay": pay}
        for pay in _pays("city", hand)
        for i in settlements
    )


def _expansion_builds(state: CatanState, seat: int, hand: bytes, acts: list[Action]) -> None:
    """Every payment of every expansion card left, on each of the seat's cities without one."""
    cities = tuple(i for i, e in enumerate(state.estates[seat]) if e[1] and e[2] < 0)
    if cities:
        cards = tuple(EXPANSION_IDS[x] for x, k in enumerate(state.expansion_supply) if k)
        if cards:
            acts += _expansions(seat, hand, cities, cards)


@lru_cache(maxsize=1 << 14)
def _expansions(seat: int, hand: bytes, cities: tuple[int, ...], cards: tuple[str, ...]) -> tuple[Action, ...]:
    return tuple(
        {"seat": seat, "type": "build", "building": "expansion", "city": i, "card": card, "pay": pay}
        for pay in _pays("expansion", hand)
        for i in cities
        for card in cards
    )


# --- events ----------------------------------------------------------------------------------------
def _discards(state: CatanState, seat: int) -> list[Action]:
    return list(_discard_actions(seat, tuple(state.hands[seat])))


@lru_cache(maxsize=1 << 12)
def _discard_actions(seat: int, hand: tuple[int, ...]) -> tuple[Action, ...]:
    """Every distinct half of the hand to discard (SFC-30)."""
    return tuple({"seat": seat, "type": "discard", "resources": _pay_dict(d)} for d in discards(hand, sum(hand) // 2))


def _market_day(state: CatanState, seat: int) -> list[Action]:
    held = bytes(state.hands[seat]).translate(HELD)
    return list(_market_day_actions(seat, held, bytes(state.market).translate(HELD)))


@cache
def _market_day_actions(seat: int, held: bytes, offered: bytes) -> tuple[Action, ...]:
    """Each swap of a resource held for another the market offers (SFC-31), then passing."""
    acts: list[Action] = [
        {"seat": seat, "type": "market_day", "give": R[r], "take": R[m]}
        for r in RANGE
        if held[r]
        for m in RANGE
        if offered[m] and m != r
    ]
    acts.append({"seat": seat, "type": "pass"})
    return tuple(acts)


def complete(state: CatanState, action: Action) -> Action:
    """SFC-45: `pay` omitted = the canonical payment (when affordable), `settlement` omitted = the only
    settlement, `flip` omitted = false. Anything else is returned unchanged for the legality check."""
    if action.get("type") != "build" or state.phase != BUILD or action.get("seat") != state.turn_seat:
        return action
    building = action.get("building")
    cost = COSTS.get(building) if isinstance(building, str) else None
    if cost is None:
        return action
    filled = dict(action)
    seat = state.turn_seat
    if "pay" not in filled:
        pay = canonical_payment(cost, tuple(state.hands[seat]))
        if pay is not None:
            filled["pay"] = _pay_dict(pay)
    if building == "city" and "settlement" not in filled:
        settlements = [i for i, e in enumerate(state.estates[seat]) if not e[1]]
        if len(settlements) == 1:
            filled["settlement"] = settlements[0]
    if (
        building == "settlement"
        and "flip" not in filled
        and state.fate != NO_FATE
        and state.options["settlement_destiny"] == "choice"
    ):
        filled["flip"] = False
    return filled
