"""Legal actions: the single source of legality (SFC-44 to SFC-46)."""

from __future__ import annotations

from functools import lru_cache

from tablegame.core.rules import Action
from tablegame.games.struggle_for_catan.board import LIBRARY, owns, steal_source
from tablegame.games.struggle_for_catan.catalog import RESOURCE_IDS, components
from tablegame.games.struggle_for_catan.effects import BUILDING_BIT
from tablegame.games.struggle_for_catan.payment import canonical_payment, discards, payments
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
EXPANSION_IDS = _C.expansion_ids
R = RESOURCE_IDS
RANGE = range(5)
PayItems = tuple[tuple[str, int], ...]  # a payment's {resource: count} object as items (dict(items) makes it)


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
    phase = state.phase
    if phase in (TRADE, GIVE, BUILD):
        if seat != state.turn_seat:
            return []
        if phase == TRADE:
            return _trade(state, seat)
        if phase == BUILD:
            return _build(state, seat)
        return [{"seat": seat, "type": "give", "resource": R[r]} for r in RANGE if state.hands[seat][r]]
    if phase in (DISCARD, MARKET_DAY) and state.queue[0] == seat:
        return _discards(state, seat) if phase == DISCARD else _market_day(state, seat)
    return []


def _pay_dict(pay: tuple[int, ...]) -> dict[str, int]:
    """A payment as the {resource: count} object of an action (a new dict each time: callers may keep it)."""
    return dict(_pay_items(pay))


@lru_cache(maxsize=1 << 12)
def _pay_items(pay: tuple[int, ...]) -> PayItems:
    return tuple((R[r], k) for r, k in enumerate(pay) if k)


@lru_cache(maxsize=1 << 14)
def _pay_options(hand: tuple[int, ...]) -> dict[str, tuple[PayItems, ...]]:
    """Per building, every payment out of a hand (SFC-21), as items: one lookup per build phase decision.

    Never mutated: callers only read it (each action gets its own dict from the items)."""
    return {kind: tuple(_pay_items(pay) for pay in payments(cost, hand)) for kind, cost in COSTS.items()}


def _trade(state: CatanState, seat: int) -> list[Action]:
    hand = state.hands[seat]
    acts: list[Action] = []
    if state.exchanges_left > 0 and sum(hand) > 0:
        held = [r for r in RANGE if hand[r]]
        for r in held:
            acts.append({"seat": seat, "type": "exchange_supply", "give": R[r]})
        if state.wide:
            market = state.market
            for r in held:
                for m in RANGE:
                    if market[m] and m != r:
                        acts.append({"seat": seat, "type": "exchange_market", "give": R[r], "take": R[m]})
            library = owns(state, seat, LIBRARY)
            for t in range(state.n_seats):
                other = state.hands[t]
                if t != seat and sum(other) > 0:
                    acts.append({"seat": seat, "type": "exchange_player", "target": t})
                    if library:
                        for m in RANGE:
                            if other[m]:
                                acts.append({"seat": seat, "type": "exchange_player", "target": t, "take": R[m]})
    acts.append({"seat": seat, "type": "end_trade"})
    _guild(state, seat, acts)
    return acts


def _guild(state: CatanState, seat: int, acts: list[Action]) -> None:
    """SFC-37: a Merchant Guild steal from an opponent with a card and at least as many VP."""
    if state.guild_left > 0:
        mine = vp(state, seat)
        for t in range(state.n_seats):
            if t != seat and sum(state.hands[t]) > 0 and vp(state, t) >= mine:
                acts.append({"seat": seat, "type": "guild_steal", "target": t})


def _build(state: CatanState, seat: int) -> list[Action]:
    options = _pay_options(tuple(state.hands[seat]))
    acts: list[Action] = []
    for kind, supply in (("road", state.road_supply), ("knight", state.knight_supply)):
        pays = options[kind]
        if pays and not state.built & BUILDING_BIT[kind] and (supply or steal_source(state, seat, kind) >= 0):
            for items in pays:
                acts.append({"seat": seat, "type": "build", "building": kind, "pay": dict(items)})
    if options["settlement"] and not state.built & BUILDING_BIT["settlement"] and state.estate_stack:
        _settlement_builds(state, seat, options["settlement"], acts)
    if options["city"] and not state.built & BUILDING_BIT["city"]:
        _city_builds(state, seat, options["city"], acts)
    if options["expansion"] and not state.built & BUILDING_BIT["expansion"]:
        _expansion_builds(state, seat, options["expansion"], acts)
    _guild(state, seat, acts)
    acts.append({"seat": seat, "type": "end_build"})
    return acts


def _settlement_builds(state: CatanState, seat: int, pays: tuple[PayItems, ...], acts: list[Action]) -> None:
    """Every payment of a settlement, each with and without the flip where the builder chooses (SFC-25)."""
    if state.fate != NO_FATE and state.options["settlement_destiny"] == "choice":
        for items in pays:
            for flip in (False, True):
                acts.append({"seat": seat, "type": "build", "building": "settlement", "pay": dict(items), "flip": flip})
    else:
        for items in pays:
            acts.append({"seat": seat, "type": "build", "building": "settlement", "pay": dict(items)})


def _city_builds(state: CatanState, seat: int, pays: tuple[PayItems, ...], acts: list[Action]) -> None:
    """Every payment of a city on each of the seat's settlements."""
    spots = [i for i, e in enumerate(state.estates[seat]) if not e[1]]
    for items in pays:
        for i in spots:
            acts.append({"seat": seat, "type": "build", "building": "city", "settlement": i, "pay": dict(items)})


def _expansion_builds(state: CatanState, seat: int, pays: tuple[PayItems, ...], acts: list[Action]) -> None:
    """Every payment of every expansion card left, on each of the seat's cities without one."""
    spots = [i for i, e in enumerate(state.estates[seat]) if e[1] and e[2] < 0]
    cards = [EXPANSION_IDS[x] for x, k in enumerate(state.expansion_supply) if k]
    for items in pays:
        for i in spots:
            for card in cards:
                acts.append(
                    {
                        "seat": seat,
                        "type": "build",
                        "building": "expansion",
                        "city": i,
                        "card": card,
                        "pay": dict(items),
                    }
                )


def _discards(state: CatanState, seat: int) -> list[Action]:
    hand = tuple(state.hands[seat])
    return [{"seat": seat, "type": "discard", "resources": _pay_dict(d)} for d in discards(hand, sum(hand) // 2)]


def _market_day(state: CatanState, seat: int) -> list[Action]:
    hand, market = state.hands[seat], state.market
    acts: list[Action] = [
        {"seat": seat, "type": "market_day", "give": R[r], "take": R[m]}
        for r in RANGE
        if hand[r]
        for m in RANGE
        if market[m] and m != r
    ]
    acts.append({"seat": seat, "type": "pass"})
    return acts


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
