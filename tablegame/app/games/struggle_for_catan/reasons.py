"""Why a click or a drop did nothing on the Struggle for Catan table: the rules' own reason where an action
fits the gesture, else a hint of what the phase expects (the hints' words are in words.py)."""

from __future__ import annotations

from typing import Any

from tablegame.app.games.struggle_for_catan import words
from tablegame.app.games.struggle_for_catan.gestures import Choices
from tablegame.app.games.struggle_for_catan.items import market_list, parse_mine
from tablegame.app.games.struggle_for_catan.words import seat_name
from tablegame.i18n import tr
from tablegame.table.presenter import View


def explain(
    kind: str, source: str, target: str | None, view: View, state_explain: Any, names: list[str], choices: Choices
) -> str:
    """Why a click or a drop did nothing (the rules' explain_illegal where an action fits)."""
    to_act = view["to_act"]
    if not to_act:
        return tr(words.GAME_OVER)
    viewer = view["seat"]
    if to_act[0] != viewer:
        return words.wait_for(seat_name(names, to_act[0]))

    def rules(action: dict[str, Any]) -> str:
        reason = words.seat_words(state_explain({"seat": viewer, **action}), names)
        return tr("{reason}.", reason=reason[:1].upper() + reason[1:])

    phase = view["phase"]
    spot = target if kind == "drop" else source
    give = parse_mine(source)
    if phase == "trade":
        return _trade_reason(kind, give, spot, view, rules)
    if phase == "give":
        return words.give_back_first(seat_name(names, view["pending"]["target"]))
    if phase == "build":
        return _build_reason(kind, spot or "", view, rules, choices)
    if phase == "discard":
        return tr(words.DISCARD_HOW)
    if phase == "market_day":
        if kind == "drop" and give and spot and spot.startswith("market:"):
            i = int(spot.split(":")[1])
            market = market_list(view["market"])
            take = market[i] if i < len(market) else give
            return rules({"type": "market_day", "give": give, "take": take})
        return tr(words.MARKET_DAY_HOW)
    return tr(words.NOTHING_HERE)


def _trade_reason(kind: str, give: str | None, spot: str | None, view: View, rules: Any) -> str:
    """Why an exchange did not happen."""
    if kind == "drop" and give and spot:
        if spot.startswith("market:"):
            i = int(spot.split(":")[1])
            market = market_list(view["market"])
            take = market[i] if i < len(market) else give
            return rules({"type": "exchange_market", "give": give, "take": take})
        if spot in ("deck", "discard"):
            return rules({"type": "exchange_supply", "give": give})
        if spot.startswith("hand:"):
            reason = rules({"type": "exchange_player", "target": int(spot.split(":")[1])})
            # The rules' catch-all means the exchange itself is legal: only the gesture was the wrong one.
            catch_all = tr("this exchange is not legal now")
            return (
                tr(words.TAKE_FIRST)
                if reason == tr("{reason}.", reason=catch_all[:1].upper() + catch_all[1:])
                else reason
            )
    if spot and spot.startswith(("supply:", "exp:", "estate:")):
        return tr(words.BUILD_AFTER_TRADE)
    if view["exchanges_left"] <= 0:
        return tr(words.NO_EXCHANGE_LEFT)
    return tr(words.TRADE_HOW)


def _build_reason(kind: str, spot: str, view: View, rules: Any, choices: Choices) -> str:
    """Why a building was not built."""
    viewer = view["seat"]
    pay = {"pay": choices.chosen()} if choices.paying is not None and choices.selection else {}
    if spot.startswith("supply:") or spot.endswith(":next"):
        kind_ = spot.split(":")[1] if spot.startswith("supply:") else spot.split(":")[0]
        building = "settlement" if kind_ == "estate" else kind_
        return rules({"type": "build", "building": building, **pay})
    if spot.startswith(f"estate:{viewer}:"):
        i = spot.split(":")[2]
        if i.isdigit():
            estate = view["tableaux"][viewer]["estates"][int(i)]
            if estate["side"] == "settlement":
                return rules({"type": "build", "building": "city", "settlement": int(i), **pay})
            if estate.get("expansion"):
                return tr(words.CITY_HAS_EXPANSION)
            card = next(iter(view["supply"]["expansions"]), "library")
            return rules({"type": "build", "building": "expansion", "city": int(i), "card": card, **pay})
    if spot.startswith("exp:"):
        cities = [
            i
            for i, e in enumerate(view["tableaux"][viewer]["estates"])
            if e["side"] == "city" and not e.get("expansion")
        ]
        if not cities:
            return tr(words.EXPANSION_NEEDS_CITY)
        return rules({"type": "build", "building": "expansion", "city": cities[0], "card": spot[4:], **pay})
    if parse_mine(spot):
        return tr(words.BUILD_FIRST)
    if spot in ("deck", "discard") or spot.startswith(("market:", "hand:")):
        return tr(words.TRADE_IS_OVER)
    return tr(words.BUILD_HOW)
