"""Why an action is refused, in one line a player understands (explain_illegal)."""

from __future__ import annotations

from typing import Any

from tablegame.core.rules import Action, Rules
from tablegame.games.struggle_for_catan.board import LIBRARY, owns, steal_source
from tablegame.games.struggle_for_catan.catalog import BUILDINGS, RESOURCE_IDS, components
from tablegame.games.struggle_for_catan.effects import BUILDING_BIT
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
from tablegame.games.struggle_for_catan.terms import a_building, building, cards, name, resource
from tablegame.i18n import N_, tr

_C = components()
R = RESOURCE_IDS
TRADE_TYPES = ("exchange_supply", "exchange_market", "exchange_player", "end_trade")
BUILD_TYPES = ("build", "end_build")
ALL_TYPES = (*TRADE_TYPES, "give", "guild_steal", *BUILD_TYPES, "discard", "market_day", "pass")


# --- explain_illegal ---------------------------------------------------------------------------------
# The reasons speak to the acting seat ("you hold no ore") and name the other seats "seat N" (N from 0, as the save
# file does; the table puts names in, words.seat_words).
def seat(number: Any) -> str:
    """A seat in a reason: "seat 1"."""
    return tr("seat {number}", number=number)


def _known(values: tuple[str, ...] | list[str]) -> str:
    return ", ".join(values)


def explain_illegal(rules: Rules, state: CatanState, action: Action) -> str:
    """A one-line reason why `action` is not legal now (the rules are the Rules object asking)."""
    if state.phase == OVER:
        return tr("the game is over")
    kind, who = action.get("type"), action.get("seat")
    if kind not in ALL_TYPES:
        return tr("unknown action type {kind} (known: {known})", kind=repr(kind), known=_known(ALL_TYPES))
    acting = to_act(state)
    if who not in acting:
        return tr(
            "it is not your turn: {acting} is to act ({waiting})", acting=seat(acting[0]), waiting=_waiting(state)
        )
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
            return tr("the trade phase comes first: click End trading before building")
        if kind in ("give", "discard", "market_day", "pass"):
            return tr("{kind} is only legal while an exchange or event waits for it", kind=repr(kind))
        return _explain_trade(state, action)
    if kind in TRADE_TYPES:
        return tr("the trade phase is over for this turn")
    if kind in ("give", "discard", "market_day", "pass"):
        return tr("{kind} is only legal while an exchange or event waits for it", kind=repr(kind))
    if kind == "build":
        return _explain_build(state, action)
    return tr("this action is not legal now (check its fields)")


_WAITING = {
    TRADE: N_("trade phase"),
    GIVE: N_("a card must be given back"),
    BUILD: N_("build phase"),
    DISCARD: N_("Brigand Attack discards"),
    MARKET_DAY: N_("Market Day"),
}


def _waiting(state: CatanState) -> str:
    return tr(_WAITING[state.phase]) if state.phase in _WAITING else state.phase


def _resource(value: Any, what: str) -> str | None:
    if value not in R:
        return tr("{what} must be one of {known}, not {value}", what=what, known=_known(R), value=repr(value))
    return None


def _extra_fields(action: Action, allowed: set[str]) -> str | None:
    extra = sorted(set(action) - allowed - {"seat", "type"})
    if extra:
        return tr(
            "unexpected field(s) {fields} for {kind}",
            fields=", ".join(repr(k) for k in extra),
            kind=repr(action.get("type")),
        )
    return None


def _explain_give(state: CatanState, action: Action) -> str:
    if action.get("type") != "give":
        return tr("first give {seat} a card back (the exchange is not finished)", seat=seat(state.give_target))
    r = action.get("resource")
    problem = _resource(r, "resource") or _extra_fields(action, {"resource"})
    if problem:
        return problem
    return tr("you hold no {resource}", resource=resource(r))


def _explain_discard(state: CatanState, action: Action) -> str:
    who = action["seat"]
    need = sum(state.hands[who]) // 2
    if action.get("type") != "discard":
        return tr("Brigand Attack: you must first discard {need} cards", need=need)
    return (
        _counts_problem(state, who, action.get("resources"), "resources")
        or _extra_fields(action, {"resources"})
        or tr(
            "Brigand Attack: you must discard exactly {need} cards, not {given}",
            need=need,
            given=sum(action["resources"].values()),
        )
    )


def _counts_problem(state: CatanState, who: int, obj: Any, what: str) -> str | None:
    """Why a {resource: count} object is malformed or not in the seat's hand, or None."""
    if not isinstance(obj, dict):
        return tr("{what} must be an object {{resource: count}}", what=what)
    for r, k in obj.items():
        problem = _resource(r, tr("{what} key", what=what))
        if problem:
            return problem
        if not isinstance(k, int) or isinstance(k, bool) or k < 1:
            return tr(
                "{what} counts must be positive whole numbers ({resource}: {count})",
                what=what,
                resource=r,
                count=repr(k),
            )
        held = state.hands[who][R.index(r)]
        if k > held:
            return tr("you hold {held} {resource}, not {count}", held=held, resource=resource(r), count=k)
    return None


def _explain_market_day(state: CatanState, action: Action) -> str:
    who = action["seat"]
    if action.get("type") not in ("market_day", "pass"):
        return tr("Market Day: you must exchange one card with the market or pass")
    return _swap_problem(state, who, action, tr("Market Day")) or tr("this Market Day exchange is not legal")


def _swap_problem(state: CatanState, who: int, action: Action, what: str) -> str | None:
    give, take = action.get("give"), action.get("take")
    problem = _resource(give, "give") or _resource(take, "take") or _extra_fields(action, {"give", "take"})
    if problem:
        return problem
    if not state.hands[who][R.index(give)]:
        return tr("you hold no {resource} to give", resource=resource(give))
    if give == take:
        return tr("{what}: the card taken must be a different resource from the card given", what=what)
    if not state.market[R.index(take)]:
        return tr("the market holds no {resource}", resource=resource(take))
    return None


def _explain_trade(state: CatanState, action: Action) -> str:
    kind, who = action["type"], action["seat"]
    hand = state.hands[who]
    if kind == "end_trade":
        return _extra_fields(action, set()) or tr("end_trade is not legal now")
    if state.exchanges_left <= 0:
        return tr("no exchange is left this turn")
    if sum(hand) == 0:
        return tr("an exchange needs at least 1 card in hand")
    if kind != "exchange_supply" and not state.wide:
        return tr("with no A-side road only 1 exchange with the supply is allowed")
    if kind == "exchange_supply":
        give = action.get("give")
        problem = _resource(give, "give") or _extra_fields(action, {"give"})
        return problem or tr("you hold no {resource}", resource=resource(give))
    if kind == "exchange_market":
        return _swap_problem(state, who, action, tr("a market exchange")) or tr("this market exchange is not legal")
    target = action.get("target")
    if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < state.n_seats or target == who:
        return tr("target must be an opponent's seat number, not {target}", target=repr(target))
    if sum(state.hands[target]) == 0:
        return tr("{seat} holds no card to take", seat=seat(target))
    if "take" in action:
        if not owns(state, who, LIBRARY):
            return tr("only a Library owner may choose the card it takes")
        take = action["take"]
        problem = _resource(take, "take")
        if problem:
            return problem
        if not state.hands[target][R.index(take)]:
            return tr("{seat} holds no {resource}", seat=seat(target), resource=resource(take))
    return _extra_fields(action, {"target", "take"}) or tr("this exchange is not legal now")


def _explain_guild(state: CatanState, action: Action) -> str:
    who, target = action["seat"], action.get("target")
    if state.phase not in (TRADE, BUILD):
        return tr("the Merchant Guild works only in your own trade or build phase with nothing pending")
    if state.guild_left <= 0:
        return (
            tr("no Merchant Guild use is left this turn")
            if any(e[2] >= 0 and _C.expansion_ability[e[2]] == "merchant-guild" for e in state.estates[who])
            else tr("you own no Merchant Guild")
        )
    if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < state.n_seats or target == who:
        return tr("target must be an opponent's seat number, not {target}", target=repr(target))
    if sum(state.hands[target]) == 0:
        return tr("{seat} holds no card to take", seat=seat(target))
    if vp(state, target) < vp(state, who):
        return tr(
            "the Merchant Guild takes only from a player with at least as many VP ({theirs} < {own})",
            theirs=vp(state, target),
            own=vp(state, who),
        )
    return _extra_fields(action, {"target"}) or tr("this Merchant Guild steal is not legal now")


def _explain_build(state: CatanState, action: Action) -> str:
    who, kind = action["seat"], action.get("building")
    if kind not in BUILDINGS:
        return tr("building must be one of {known}, not {value}", known=_known(BUILDINGS), value=repr(kind))
    if state.built & BUILDING_BIT[kind]:
        return tr("{building} was already built this turn (one of each type per turn)", building=a_building(kind))
    if kind in ("road", "knight"):
        fields, problem = {"pay"}, _why_not_stack(state, who, kind)
    elif kind == "settlement":
        fields, problem = {"pay", "flip"}, _why_not_settlement(state, action)
    elif kind == "city":
        fields, problem = {"pay", "settlement"}, _why_not_city(state, who, action.get("settlement"))
    else:
        fields, problem = {"pay", "city", "card"}, _why_not_expansion(state, who, action)
    if problem:
        return problem
    extra = _extra_fields(action, fields | {"building"})
    if extra:
        return extra
    return _pay_problem(state, who, kind, action.get("pay")) or tr(
        "this {building} build is not legal now", building=building(kind)
    )


def _why_not_stack(state: CatanState, who: int, kind: str) -> str | None:
    """A road or knight with none in the supply and none to take (SFC-34), or None."""
    supply = state.road_supply if kind == "road" else state.knight_supply
    if not supply and steal_source(state, who, kind) < 0:
        return tr(
            "the {building} supply is empty and no opponent has {one} that may be taken",
            building=building(kind),
            one=a_building(kind),
        )
    return None


def _why_not_settlement(state: CatanState, action: Action) -> str | None:
    """No settlement card left, or a flip where it is not a choice (SFC-25), or None."""
    if not state.estate_stack:
        return tr("no settlement card is left")
    if "flip" in action and (state.fate == NO_FATE or state.options["settlement_destiny"] != "choice"):
        if state.fate == NO_FATE:
            return tr("turning the destiny card is not a choice here: the destiny card is not used with 2 players")
        return tr("turning the destiny card is not a choice here: in this game it always turns after a settlement")
    if "flip" in action and not isinstance(action["flip"], bool):
        return tr("flip must be true or false")
    return None


def _why_not_city(state: CatanState, who: int, index: Any) -> str | None:
    """A city on no settlement, or on one the seat does not have, or None."""
    settlements = [i for i, e in enumerate(state.estates[who]) if not e[1]]
    if not settlements:
        return tr("you have no settlement to turn into a city")
    if index is None:
        return tr("name the settlement to turn into a city (one of {settlements})", settlements=settlements)
    if index not in settlements:
        return tr(
            "estate {index} is not one of your settlements (settlements: {settlements})",
            index=repr(index),
            settlements=settlements,
        )
    return None


def _why_not_expansion(state: CatanState, who: int, action: Action) -> str | None:
    """An expansion on no free city, or of no such card, or of one none is left of, or None."""
    index, card = action.get("city"), action.get("card")
    cities = [i for i, e in enumerate(state.estates[who]) if e[1] and e[2] < 0]
    if index not in cities:
        return tr(
            "estate {index} is not one of your cities without an expansion (such cities: {cities})",
            index=repr(index),
            cities=cities,
        )
    if card not in _C.expansion_ids:
        return tr(
            "card must be an expansion id ({known}), not {value}", known=_known(_C.expansion_ids), value=repr(card)
        )
    if not state.expansion_supply[_C.expansion_ids.index(card)]:
        return tr("no {expansion} is left in the expansion supply", expansion=name(card))
    return None


def _pay_problem(state: CatanState, who: int, kind: str, pay: Any) -> str | None:
    cost = _C.costs[kind]
    if pay is None:
        if canonical_payment(cost, tuple(state.hands[who])) is None:
            return tr(
                "you cannot afford {building} (cost: {cost}; 3 of a kind pay 1)",
                building=a_building(kind),
                cost=cards(_cost_dict(cost)),
            )
        return None
    problem = _counts_problem(state, who, pay, "pay")
    if problem:
        return problem
    paid = tuple(pay.get(r, 0) for r in R)
    if is_valid_payment(cost, paid):
        return None
    for r, (c, p) in enumerate(zip(cost, paid, strict=True)):
        extra = p - min(c, p)
        if extra % 3:
            if c:
                return tr(
                    "invalid payment for {building}: {paid} {resource} (the {cost} the cost asks); cards "
                    "beyond a resource's own units pay other units only in threes",
                    building=a_building(kind),
                    paid=p,
                    resource=resource(R[r]),
                    cost=c,
                )
            return tr(
                "invalid payment for {building}: {paid} {resource} (none in the cost); cards beyond a "
                "resource's own units pay other units only in threes",
                building=a_building(kind),
                paid=p,
                resource=resource(R[r]),
            )
    units = sum(cost)
    direct = sum(min(c, p) for c, p in zip(cost, paid, strict=True))
    triples = sum((p - min(c, p)) // 3 for c, p in zip(cost, paid, strict=True))
    return tr(
        "invalid payment for {building}: it pays {paid} of its {units} units ({direct} directly, {triples} by threes)",
        building=a_building(kind),
        paid=direct + triples,
        units=units,
        direct=direct,
        triples=triples,
    )


def _cost_dict(cost: tuple[int, ...]) -> dict[str, int]:
    return {R[r]: k for r, k in enumerate(cost) if k}
