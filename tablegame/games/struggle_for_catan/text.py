"""Words for people: log lines (describe), reasons an action is illegal, action redaction (SFC-42)."""

from __future__ import annotations

from typing import Any

from tablegame.core.rules import Action
from tablegame.core.words import Persons
from tablegame.games.struggle_for_catan.board import LIBRARY, owns, steal_source
from tablegame.games.struggle_for_catan.catalog import BUILDINGS, RESOURCE_IDS, components
from tablegame.games.struggle_for_catan.engine import BUILDING_BIT
from tablegame.games.struggle_for_catan.legal import to_act
from tablegame.games.struggle_for_catan.payment import canonical_payment, is_valid_payment
from tablegame.games.struggle_for_catan.scoring import vp
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
from tablegame.games.struggle_for_catan.story import a_card

_C = components()
R = RESOURCE_IDS
TRADE_TYPES = ("exchange_supply", "exchange_market", "exchange_player", "end_trade")
BUILD_TYPES = ("build", "end_build")
ALL_TYPES = (*TRADE_TYPES, "give", "guild_steal", *BUILD_TYPES, "discard", "market_day", "pass")


def _cards(obj: dict[str, int]) -> str:
    return ", ".join(f"{k} {r}" if k > 1 else r for r, k in obj.items()) or "nothing"


def _a(word: str) -> str:
    """"a road", "an expansion"."""
    return f"an {word}" if word[:1] in "aeiou" else f"a {word}"


# --- describe ----------------------------------------------------------------------------------------
def describe(action: Action, names: list[str] | None = None) -> str:
    """One line in words, in the history's wording (story.py); fields hidden from the reader (absent) are told
    as "a card"."""
    persons = Persons(names, None)
    who = persons.subject(action.get("seat"))
    kind = action.get("type")
    if kind == "exchange_supply":
        return f"{who} exchanges {a_card(action.get('give'))} with the supply and draws a card"
    if kind == "exchange_market":
        return f"{who} exchanges {a_card(action.get('give'))} for {a_card(action.get('take'))} at the market"
    if kind == "exchange_player":
        target = persons.object(action.get("target"))
        if "take" in action:
            whose = persons.owner(action.get("target"))
            return f"{who} looks at {whose} hand and takes {a_card(action['take'])} (Library)"
        return f"{who} takes a card at random from {target}"
    if kind == "give":
        return f"{who} gives {a_card(action.get('resource'))} back"
    if kind == "end_trade":
        return f"{who} ends trading"
    if kind == "guild_steal":
        return f"{who} takes a card at random from {persons.object(action.get('target'))} (Merchant Guild)"
    if kind == "build":
        return f"{who} {_build_words(action)}"
    if kind == "end_build":
        return f"{who} ends building and draws"
    if kind == "discard":
        return f"{who} discards {_cards(action.get('resources', {}))} (Brigand Attack)"
    if kind == "market_day":
        return f"{who} exchanges {a_card(action.get('give'))} for {a_card(action.get('take'))} (Market Day)"
    if kind == "pass":
        return f"{who} passes (Market Day: no exchange)"
    return f"{who}: {str(kind).replace('_', ' ')}"


def _build_words(action: Action) -> str:
    building = action.get("building")
    pay = f" paying {_cards(action['pay'])}" if isinstance(action.get("pay"), dict) else ""
    if building == "settlement":
        flip = " and turns the destiny card" if action.get("flip") else ""
        return f"builds a settlement{pay}{flip}"
    if building == "city":
        return f"turns a settlement into a city{pay}"
    if building == "expansion":
        name = _C.names.get(str(action.get("card")), action.get("card"))
        return f"builds a {name} on a city{pay}"
    return f"builds a {building}{pay}"


def redact_actions(actions: list[Action], viewer: int) -> list[Action]:
    """The action list as `viewer` may read it: another pair's Library `take` and `give` resource removed."""
    out, target = [], -1
    for action in actions:
        seat = action.get("seat")
        if action.get("type") == "exchange_player":
            target = action.get("target", -1)
            if viewer not in (seat, target) and "take" in action:
                action = {k: v for k, v in action.items() if k != "take"}
        elif action.get("type") == "give" and viewer not in (seat, target):
            action = {k: v for k, v in action.items() if k != "resource"}
        out.append(action)
    return out


# --- explain_illegal ---------------------------------------------------------------------------------
def explain(state: CatanState, action: Action) -> str:
    """A one-line reason why `action` is not legal now."""
    if state.phase == OVER:
        return "the game is over"
    kind, seat = action.get("type"), action.get("seat")
    if kind not in ALL_TYPES:
        return f"unknown action type {kind!r} (known: {', '.join(ALL_TYPES)})"
    acting = to_act(state)
    if seat not in acting:
        return f"it is not seat {seat}'s turn: seat {acting[0]} is to act ({_waiting(state)})"
    if state.phase == GIVE:
        return _explain_give(state, action)
    if state.phase == DISCARD:
        return _explain_discard(state, action)
    if state.phase == MARKET_DAY:
        return _explain_market_day(state, action)
    if kind == "guild_steal":
        return _explain_guild(state, action)
    if state.phase == TRADE:
        if kind in BUILD_TYPES:
            return "the trade phase comes first: click End trading before building"
        if kind in ("give", "discard", "market_day", "pass"):
            return f"{kind!r} is only legal while an exchange or event waits for it"
        return _explain_trade(state, action)
    if kind in TRADE_TYPES:
        return "the trade phase is over for this turn"
    if kind in ("give", "discard", "market_day", "pass"):
        return f"{kind!r} is only legal while an exchange or event waits for it"
    if kind == "build":
        return _explain_build(state, action)
    return "this action is not legal now (check its fields)"


def _waiting(state: CatanState) -> str:
    return {TRADE: "trade phase", GIVE: "a card must be given back", BUILD: "build phase",
            DISCARD: "Brigand Attack discards", MARKET_DAY: "Market Day"}.get(state.phase, state.phase)


def _resource(value: Any, what: str) -> str | None:
    if value not in R:
        return f"{what} must be one of {', '.join(R)}, not {value!r}"
    return None


def _extra_fields(action: Action, allowed: set[str]) -> str | None:
    extra = sorted(set(action) - allowed - {"seat", "type"})
    if extra:
        return f"unexpected field(s) {', '.join(repr(k) for k in extra)} for {action.get('type')!r}"
    return None


def _explain_give(state: CatanState, action: Action) -> str:
    if action.get("type") != "give":
        return f"first give seat {state.give_target} a card back (the exchange is not finished)"
    r = action.get("resource")
    problem = _resource(r, "resource") or _extra_fields(action, {"resource"})
    if problem:
        return problem
    return f"seat {action['seat']} holds no {r}"


def _explain_discard(state: CatanState, action: Action) -> str:
    seat = action["seat"]
    need = sum(state.hands[seat]) // 2
    if action.get("type") != "discard":
        return f"Brigand Attack: seat {seat} must first discard {need} cards"
    return _counts_problem(state, seat, action.get("resources"), "resources") or \
        _extra_fields(action, {"resources"}) or \
        f"Brigand Attack: seat {seat} must discard exactly {need} cards, not {sum(action['resources'].values())}"


def _counts_problem(state: CatanState, seat: int, obj: Any, what: str) -> str | None:
    """Why a {resource: count} object is malformed or not in the seat's hand, or None."""
    if not isinstance(obj, dict):
        return f"{what} must be an object {{resource: count}}"
    for r, k in obj.items():
        problem = _resource(r, f"{what} key")
        if problem:
            return problem
        if not isinstance(k, int) or isinstance(k, bool) or k < 1:
            return f"{what} counts must be positive whole numbers ({r}: {k!r})"
        held = state.hands[seat][R.index(r)]
        if k > held:
            return f"seat {seat} holds {held} {r}, not {k}"
    return None


def _explain_market_day(state: CatanState, action: Action) -> str:
    seat = action["seat"]
    if action.get("type") not in ("market_day", "pass"):
        return f"Market Day: seat {seat} must exchange one card with the market or pass"
    return _swap_problem(state, seat, action, "Market Day") or "this Market Day exchange is not legal"


def _swap_problem(state: CatanState, seat: int, action: Action, what: str) -> str | None:
    give, take = action.get("give"), action.get("take")
    problem = _resource(give, "give") or _resource(take, "take") or _extra_fields(action, {"give", "take"})
    if problem:
        return problem
    if not state.hands[seat][R.index(give)]:
        return f"seat {seat} holds no {give} to give"
    if give == take:
        return f"{what}: the card taken must be a different resource from the card given"
    if not state.market[R.index(take)]:
        return f"the market holds no {take}"
    return None


def _explain_trade(state: CatanState, action: Action) -> str:
    kind, seat = action["type"], action["seat"]
    hand = state.hands[seat]
    if kind == "end_trade":
        return _extra_fields(action, set()) or "end_trade is not legal now"
    if state.exchanges_left <= 0:
        return "no exchange is left this turn"
    if sum(hand) == 0:
        return "an exchange needs at least 1 card in hand"
    if kind != "exchange_supply" and not state.wide:
        return "with no A-side road only 1 exchange with the supply is allowed"
    if kind == "exchange_supply":
        give = action.get("give")
        problem = _resource(give, "give") or _extra_fields(action, {"give"})
        return problem or f"seat {seat} holds no {give}"
    if kind == "exchange_market":
        return _swap_problem(state, seat, action, "a market exchange") or "this market exchange is not legal"
    target = action.get("target")
    if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < state.n_seats or target == seat:
        return f"target must be an opponent's seat number, not {target!r}"
    if sum(state.hands[target]) == 0:
        return f"seat {target} holds no card to take"
    if "take" in action:
        if not owns(state, seat, LIBRARY):
            return "only a Library owner may choose the card it takes"
        take = action["take"]
        problem = _resource(take, "take")
        if problem:
            return problem
        if not state.hands[target][R.index(take)]:
            return f"seat {target} holds no {take}"
    return _extra_fields(action, {"target", "take"}) or "this exchange is not legal now"


def _explain_guild(state: CatanState, action: Action) -> str:
    seat, target = action["seat"], action.get("target")
    if state.phase not in (TRADE, BUILD):
        return "the Merchant Guild works only in one's own trade or build phase with nothing pending"
    if state.guild_left <= 0:
        return "no Merchant Guild use is left this turn" if any(
            e[2] >= 0 and _C.expansion_ability[e[2]] == "merchant-guild" for e in state.estates[seat]
        ) else f"seat {seat} owns no Merchant Guild"
    if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < state.n_seats or target == seat:
        return f"target must be an opponent's seat number, not {target!r}"
    if sum(state.hands[target]) == 0:
        return f"seat {target} holds no card to take"
    if vp(state, target) < vp(state, seat):
        return f"the Merchant Guild takes only from a player with at least as many VP ({vp(state, target)} < " \
               f"{vp(state, seat)})"
    return _extra_fields(action, {"target"}) or "this Merchant Guild steal is not legal now"


def _explain_build(state: CatanState, action: Action) -> str:
    seat, building = action["seat"], action.get("building")
    if building not in BUILDINGS:
        return f"building must be one of {', '.join(BUILDINGS)}, not {building!r}"
    if state.built & BUILDING_BIT[building]:
        return f"{_a(building)} was already built this turn (one of each type per turn)"
    estates = state.estates[seat]
    fields = {"pay"}
    if building in ("road", "knight"):
        supply = state.road_supply if building == "road" else state.knight_supply
        if not supply and steal_source(state, seat, building) < 0:
            return f"the {building} supply is empty and no opponent has a {building} that may be taken"
    elif building == "settlement":
        fields.add("flip")
        if not state.estate_stack:
            return "no settlement card is left"
        if "flip" in action and (state.fate == NO_FATE or state.options["settlement_destiny"] != "choice"):
            return "turning the destiny card is not a choice here: " + (
                "the destiny card is not used with 2 players" if state.fate == NO_FATE
                else "in this game it always turns after a settlement")
        if "flip" in action and not isinstance(action["flip"], bool):
            return "flip must be true or false"
    elif building == "city":
        fields.add("settlement")
        index = action.get("settlement")
        settlements = [i for i, e in enumerate(estates) if not e[1]]
        if not settlements:
            return f"seat {seat} has no settlement to turn into a city"
        if index is None:
            return f"name the settlement to turn into a city (one of {settlements})"
        if index not in settlements:
            return f"estate {index!r} is not a settlement of seat {seat} (settlements: {settlements})"
    else:
        fields |= {"city", "card"}
        index, card = action.get("city"), action.get("card")
        cities = [i for i, e in enumerate(estates) if e[1] and e[2] < 0]
        if index not in cities:
            return f"estate {index!r} is not a city of seat {seat} without an expansion (such cities: {cities})"
        if card not in _C.expansion_ids:
            return f"card must be an expansion id ({', '.join(_C.expansion_ids)}), not {card!r}"
        if not state.expansion_supply[_C.expansion_ids.index(card)]:
            return f"no {card} is left in the expansion supply"
    extra = _extra_fields(action, fields | {"building"})
    if extra:
        return extra
    return _pay_problem(state, seat, building, action.get("pay")) or f"this {building} build is not legal now"


def _pay_problem(state: CatanState, seat: int, building: str, pay: Any) -> str | None:
    cost = _C.costs[building]
    if pay is None:
        if canonical_payment(cost, tuple(state.hands[seat])) is None:
            return f"seat {seat} cannot afford {_a(building)} (cost: {_cards(_cost_dict(cost))}; 3 of a kind pay 1)"
        return None
    problem = _counts_problem(state, seat, pay, "pay")
    if problem:
        return problem
    paid = tuple(pay.get(r, 0) for r in R)
    if is_valid_payment(cost, paid):
        return None
    for r, (c, p) in enumerate(zip(cost, paid, strict=True)):
        extra = p - min(c, p)
        if extra % 3:
            need = f"the {c} the cost asks" if c else "none in the cost"
            return (f"invalid payment for {_a(building)}: {p} {R[r]} ({need}); cards beyond a resource's own "
                    "units pay other units only in threes")
    units = sum(cost)
    direct = sum(min(c, p) for c, p in zip(cost, paid, strict=True))
    triples = sum((p - min(c, p)) // 3 for c, p in zip(cost, paid, strict=True))
    return (f"invalid payment for {_a(building)}: it pays {direct + triples} of its {units} units "
            f"({direct} directly, {triples} by threes)")


def _cost_dict(cost: tuple[int, ...]) -> dict[str, int]:
    return {R[r]: k for r, k in enumerate(cost) if k}
