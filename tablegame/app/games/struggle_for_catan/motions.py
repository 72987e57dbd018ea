"""What travels when a Struggle for Catan action is animated: exchanged, given, paid and drawn cards, and
the building from its supply (or another seat's stack) to the builder's tableau."""

from __future__ import annotations

from tablegame.app.games.struggle_for_catan.items import mine
from tablegame.app.games.struggle_for_catan.words import RESOURCES, market_list
from tablegame.games.struggle_for_catan.view_types import CatanView, give_of, hand_of, stack_of
from tablegame.table.model import Action, Motion


def motions(action: Action, before: CatanView, after: CatanView) -> list[Motion]:
    """Cards that travel: exchanges, gives, payments to the discard pile, buildings, draws; and the destiny card
    turning over (the table marks every item a motion names as changed for the viewer)."""
    moves = _moves(action, before, after)
    if before.get("fate") is not None and after.get("fate") != before.get("fate"):
        moves.append(Motion("fate", "fate", flip=True))
    return moves


def _moves(action: Action, before: CatanView, after: CatanView) -> list[Motion]:
    """The cards one action moves."""
    kind = action["type"]
    seat = action["seat"]
    if kind == "exchange_supply":
        drew = _gained(before, after, seat, {action["give"]: -1})
        return [
            Motion(_from_hand(before, seat, action["give"]), "discard"),
            Motion("deck", _to_hand(after, seat, drew[0] if drew else None)),
        ]
    if kind in ("exchange_market", "market_day"):
        give, take = action["give"], action["take"]
        return [
            Motion(_from_hand(before, seat, give), _market_key(after, give)),
            Motion(_market_key(before, take), _to_hand(after, seat, take)),
        ]
    if kind in ("exchange_player", "guild_steal"):
        target = action["target"]
        took = _gained(before, after, seat, {}) or _lost(before, after, target)
        r = took[0] if took else None
        return [Motion(_from_hand(before, target, r), _to_hand(after, seat, r))]
    if kind == "give":
        target = give_of(before)["target"]
        r = action.get("resource")
        return [Motion(_from_hand(before, seat, r), _to_hand(after, target, r))]
    if kind == "discard":
        return _pay_motions(before, seat, action["resources"])
    if kind == "build":
        return _pay_motions(before, seat, action["pay"]) + _build_motions(action, before, after)
    if kind == "end_build":
        drawn = _gained(before, after, seat, {})
        if seat != before["seat"]:
            count = after["hand_sizes"][seat] - before["hand_sizes"][seat]
            return [Motion("deck", f"hand:{seat}") for _ in range(max(0, count))]
        moves: list[Motion] = []
        seen: dict[str, int] = {}
        for r in drawn:
            seen[r] = seen.get(r, 0) + 1
            moves.append(Motion("deck", _to_hand(after, seat, r, seen[r] - 1)))
        return moves
    return []


def _pay_motions(before: CatanView, seat: int, paid: dict[str, int]) -> list[Motion]:
    """Paid or discarded cards fly to the discard pile."""
    moves = []
    for r, k in paid.items():
        for i in range(k):
            source = f"hand:{seat}"
            if seat == before["seat"]:
                source = mine(r, max(0, hand_of(before)[r] - 1 - i))
            moves.append(Motion(source, "discard", card=f"res:{r}"))
    return moves


def _build_motions(action: Action, before: CatanView, after: CatanView) -> list[Motion]:
    """The building travels from its supply (or another seat's stack) to the builder's tableau."""
    seat, building = action["seat"], action["building"]
    if building in ("road", "knight"):
        new_top = len(stack_of(after["tableaux"][seat], building)) - 1
        source = f"supply:{building}"
        for other in range(before["n_seats"]):
            if other != seat and len(stack_of(after["tableaux"][other], building)) < len(
                stack_of(before["tableaux"][other], building)
            ):
                source = f"{building}:{other}:{len(stack_of(before['tableaux'][other], building)) - 1}"
        return [Motion(source, f"{building}:{seat}:{new_top}")]
    if building == "settlement":
        return [Motion("supply:estate", f"estate:{seat}:{len(after['tableaux'][seat]['estates']) - 1}")]
    if building == "expansion":
        return [Motion(f"exp:{action['card']}", f"estate:{seat}:{action['city']}")]
    return [Motion(f"estate:{seat}:{action['settlement']}", f"estate:{seat}:{action['settlement']}", flip=True)]


def _gained(before: CatanView, after: CatanView, seat: int, offset: dict[str, int]) -> list[str]:
    """Resources the viewer gained (only when it is `seat`), one entry per card."""
    if seat != before["seat"]:
        return []
    out = []
    for r in RESOURCES:
        n = hand_of(after)[r] - hand_of(before)[r] - offset.get(r, 0)
        out.extend([r] * max(0, n))
    return out


def _lost(before: CatanView, after: CatanView, seat: int) -> list[str]:
    """Resources the viewer lost (only when it is `seat`)."""
    if seat != before["seat"]:
        return []
    return [r for r in RESOURCES for _ in range(max(0, hand_of(before)[r] - hand_of(after)[r]))]


def _from_hand(view: CatanView, seat: int, r: str | None) -> str:
    """Where a card leaves a hand: the viewer's last card of that kind, or another seat's hand."""
    if seat == view["seat"] and r and hand_of(view).get(r, 0) > 0:
        return mine(r, hand_of(view)[r] - 1)
    return f"hand:{seat}"


def _to_hand(view: CatanView, seat: int, r: str | None, back: int = 0) -> str:
    """Where a card lands in a hand (the viewer's new card of that kind)."""
    if seat == view["seat"] and r and hand_of(view).get(r, 0) > back:
        return mine(r, hand_of(view)[r] - 1 - back)
    return f"hand:{seat}"


def _market_key(view: CatanView, r: str) -> str:
    """The market item showing a card of this kind (the last such)."""
    market = market_list(view["market"])
    index = max((i for i, card in enumerate(market) if card == r), default=0)
    return f"market:{index}"
