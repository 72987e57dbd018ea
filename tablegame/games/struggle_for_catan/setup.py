"""Setup (SFC-8 to SFC-13): supplies for n seats, the overrides, the deal, the market."""

from __future__ import annotations

import random
from typing import Any

from tablegame.core.rules import BadSetup
from tablegame.games.struggle_for_catan.catalog import RESOURCE_IDS, components
from tablegame.games.struggle_for_catan.effects import refill_market, start_turn
from tablegame.games.struggle_for_catan.scoring import WIN_VP, estate_vp
from tablegame.games.struggle_for_catan.state import LEFT, NO_FATE, RIGHT, TRADE, CatanState
from tablegame.i18n import N_, tr

KEYS = ("start_seat", "fate", "resource_deck", "settlement_stack", "hands", "tableaux")
TABLEAU_KEYS = ("roads", "knights", "estates")
ESTATE_KEYS = ("card", "city", "expansion")
START_HAND = 3


EstateCard = tuple[int, bool, int]  # (event, is a city, expansion or -1), as CatanState.estates holds them


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _id_list(value: Any, ids: tuple[str, ...], what: str, kind: str) -> list[int]:
    """A list of ids as indices into `ids`; BadSetup for anything else."""
    if not isinstance(value, list):
        raise BadSetup(tr("setup {what} must be a list of {kind} ids", what=what, kind=tr(kind)))
    return [_one_id(item, ids, f"setup {what}[{i}]", kind) for i, item in enumerate(value)]


def _one_id(value: Any, ids: tuple[str, ...], where: str, kind: str) -> int:
    """A single id as an index into `ids`; BadSetup naming `where` for anything else."""
    if not isinstance(value, str):
        raise BadSetup(tr("{where} must be a {kind} id, not {value}", where=where, kind=tr(kind), value=repr(value)))
    if value not in ids:
        known = components().names
        if value in known:
            raise BadSetup(
                tr(
                    "{where}: {value} is not a {kind} (expected one of {known})",
                    where=where,
                    value=repr(value),
                    kind=tr(kind),
                    known=", ".join(ids),
                )
            )
        raise BadSetup(
            tr(
                "{where}: {value} is unknown (expected one of {known})",
                where=where,
                value=repr(value),
                known=", ".join(ids),
            )
        )
    return ids.index(value)


def _per_seat(overrides: dict[str, Any], key: str, n: int) -> list[Any] | None:
    if key not in overrides:
        return None
    value = overrides[key]  # null is a wrong type, not "absent" (SFC-13)
    if not isinstance(value, list) or len(value) != n:
        raise BadSetup(tr("setup {key} must be a list of {n} entries, one per seat", key=key, n=n))
    return value


def _check_limit(used: list[int], limit: list[int], names: tuple[str, ...], what: str) -> None:
    for i, (u, k) in enumerate(zip(used, limit, strict=True)):
        if u > k:
            raise BadSetup(
                tr(
                    "setup {what}: {used} × {card}, but only {limit} are in play",
                    what=what,
                    used=u,
                    card=names[i],
                    limit=k,
                )
            )


class _Supplies:
    """The building cards in play for n seats (SFC-3, SFC-8)."""

    def __init__(self, n: int) -> None:
        c = components()
        self.roads = c.in_play(c.road_marks, n)
        self.knights = c.in_play(c.knight_marks, n)
        self.estates = [c.in_play(m, n) for m in c.estate_marks]
        self.expansions = [c.in_play(m, n) for m in c.expansion_marks]


def _tableaux(raw: list[Any], supplies: _Supplies, n: int) -> tuple[list[int], list[int], list[list[EstateCard]]]:
    """Parse and check the `tableaux` override; takes its cards out of the supplies."""
    c = components()
    roads: list[int] = []
    knights: list[int] = []
    estates: list[list[EstateCard]] = []
    for s, entry in enumerate(raw):
        where = f"setup tableaux[{s}]"
        if not isinstance(entry, dict):
            raise BadSetup(tr("{where} must be an object with roads, knights, estates", where=where))
        for key in entry:
            if key not in TABLEAU_KEYS:
                raise BadSetup(
                    tr(
                        "{where}: unknown key {key} (known: {known})",
                        where=where,
                        key=repr(key),
                        known=", ".join(TABLEAU_KEYS),
                    )
                )
        for key, out in (("roads", roads), ("knights", knights)):
            value = entry.get(key, 0)
            if not _is_int(value) or value < 0:
                raise BadSetup(tr("{where}.{key} must be a whole number of 0 or more", where=where, key=key))
            out.append(value)
        cards = entry.get("estates", [])
        if not isinstance(cards, list):
            raise BadSetup(tr("{where}.estates must be a list", where=where))
        seat_estates = []
        for i, card in enumerate(cards):
            seat_estates.append(_estate(card, f"{where}.estates[{i}]", c))
        estates.append(seat_estates)
        total = roads[-1] // 2 + knights[-1] // 2 + sum(estate_vp(e) for e in seat_estates)
        if total >= WIN_VP:
            raise BadSetup(
                tr(
                    "{where} is worth {total} VP; a seat must start with fewer than {limit}",
                    where=where,
                    total=total,
                    limit=WIN_VP,
                )
            )
    if sum(roads) > supplies.roads:
        raise BadSetup(
            tr("setup tableaux: {used} roads, but only {limit} are in play", used=sum(roads), limit=supplies.roads)
        )
    if sum(knights) > supplies.knights:
        raise BadSetup(
            tr(
                "setup tableaux: {used} knights, but only {limit} are in play",
                used=sum(knights),
                limit=supplies.knights,
            )
        )
    used_events = [sum(1 for es in estates for e in es if e[0] == k) for k in range(len(c.estate_ids))]
    _check_limit(used_events, supplies.estates, c.estate_ids, "tableaux")
    used_exp = [sum(1 for es in estates for e in es if e[2] == x) for x in range(len(c.expansion_ids))]
    _check_limit(used_exp, supplies.expansions, c.expansion_ids, "tableaux")
    supplies.roads -= sum(roads)
    supplies.knights -= sum(knights)
    supplies.estates = [k - u for k, u in zip(supplies.estates, used_events, strict=True)]
    supplies.expansions = [k - u for k, u in zip(supplies.expansions, used_exp, strict=True)]
    return roads, knights, estates


def _estate(card: Any, where: str, c: Any) -> tuple[int, bool, int]:
    if not isinstance(card, dict):
        raise BadSetup(tr("{where} must be an object with card, city, expansion", where=where))
    for key in card:
        if key not in ESTATE_KEYS:
            raise BadSetup(
                tr(
                    "{where}: unknown key {key} (known: {known})",
                    where=where,
                    key=repr(key),
                    known=", ".join(ESTATE_KEYS),
                )
            )
    if "card" not in card:
        raise BadSetup(tr("{where}: card is missing", where=where))
    event = _one_id(card["card"], c.estate_ids, f"{where}.card", N_("settlement/city card"))
    city = card.get("city", False)
    if not isinstance(city, bool):
        raise BadSetup(tr("{where}.city must be true or false", where=where))
    expansion = -1
    if card.get("expansion") is not None:
        expansion = _one_id(card["expansion"], c.expansion_ids, f"{where}.expansion", N_("city expansion"))
        if not city:
            raise BadSetup(tr('{where}: an expansion needs "city": true', where=where))
    return (event, city, expansion)


def _stack(given: list[int], counts: list[int], rng: random.Random) -> list[int]:
    """A pile from a top-first list and the remaining counts shuffled beneath; returned top LAST."""
    rest = [k for k, n in enumerate(counts) for _ in range(n)]
    for k in given:
        rest.remove(k)
    rng.shuffle(rest)
    pile = given + rest
    pile.reverse()
    return pile


def check_keys(overrides: dict[str, Any], n: int) -> int:
    """Reject unknown keys and check start_seat / fate; returns the start seat."""
    if not isinstance(overrides, dict):
        raise BadSetup(tr("setup must be an object"))
    for key in overrides:
        if key not in KEYS:
            raise BadSetup(tr("unknown setup key {key} (known: {known})", key=repr(key), known=", ".join(KEYS)))
    start: int = overrides.get("start_seat", 0)
    if not _is_int(start) or not 0 <= start < n:
        raise BadSetup(
            tr("setup start_seat must be a seat number from 0 to {last}, not {value}", last=n - 1, value=repr(start))
        )
    if "fate" in overrides:
        if n == 2:
            raise BadSetup(tr("setup fate: the destiny card is not used with 2 seats"))
        if overrides["fate"] not in ("left", "right"):
            raise BadSetup(tr('setup fate must be "left" or "right", not {value}', value=repr(overrides["fate"])))
    return start


def setup_state(n: int, options: dict[str, Any], rng: random.Random, overrides: dict[str, Any]) -> CatanState:
    """The initial state for n seats (SFC-8 to SFC-13); raises BadSetup for bad overrides."""
    c = components()
    start = check_keys(overrides, n)
    supplies = _Supplies(n)
    order = [(start + k) % n for k in range(n)]
    # (2) tableaux out of the supplies; the estate stack; or the SFC-10 deal.
    raw_tableaux = _per_seat(overrides, "tableaux", n)
    if raw_tableaux is not None:
        roads, knights, estates = _tableaux(raw_tableaux, supplies, n)
    else:
        roads, knights, estates = [0] * n, [0] * n, [[] for _ in range(n)]
    given_stack = _id_list(
        overrides.get("settlement_stack", []), c.estate_ids, "settlement_stack", N_("settlement/city card")
    )
    _check_limit(
        [given_stack.count(k) for k in range(len(c.estate_ids))],
        supplies.estates,
        c.estate_ids,
        "settlement_stack (with tableaux)",
    )
    stack = _stack(given_stack, supplies.estates, rng)
    road_supply = supplies.roads
    if raw_tableaux is None:
        for s in order:
            estates[s].append((stack.pop(), False, -1))
            roads[s] = 1
            road_supply -= 1
    # (3) hands out of the 67, (4) the deck.
    raw_hands = _per_seat(overrides, "hands", n)
    hands = [[0] * 5 for _ in range(n)]
    if raw_hands is not None:
        for s, cards in enumerate(raw_hands):
            for r in _id_list(cards, RESOURCE_IDS, f"hands[{s}]", N_("resource")):
                hands[s][r] += 1
    given_deck = _id_list(overrides.get("resource_deck", []), RESOURCE_IDS, "resource_deck", N_("resource"))
    used = [sum(h[r] for h in hands) + given_deck.count(r) for r in range(5)]
    _check_limit(used, list(c.resource_counts), RESOURCE_IDS, "hands and resource_deck")
    left = [k - sum(h[r] for h in hands) for r, k in enumerate(c.resource_counts)]
    deck = _stack(given_deck, left, rng)
    state = CatanState(
        n_seats=n,
        options=options,
        rng=rng,
        hands=hands,
        market=[0] * 5,
        deck=deck,
        discard=[],
        road_supply=road_supply,
        knight_supply=supplies.knights,
        estate_stack=stack,
        expansion_supply=supplies.expansions,
        roads=roads,
        knights=knights,
        estates=estates,
        fate=NO_FATE if n == 2 else (RIGHT if overrides.get("fate") == "right" else LEFT),
        start_seat=start,
        turn_seat=start,
        turn_number=0,
        phase=TRADE,
        exchanges_left=0,
        wide=False,
        built=0,
        guild_left=0,
        give_target=-1,
        give_taken=-1,
        queue=[],
        winner=-1,
        log=[],
        log_mark=0,
    )
    refill_market(state)  # SFC-11: the top 5 cards form the market
    if raw_hands is None:
        for s in order:
            for _ in range(START_HAND):
                if state.deck:
                    state.hands[s][state.deck.pop()] += 1
    start_turn(state, start)
    return state
