"""The recent-events log of the state, as JSON for one viewer (render_event) and back (parse_event) (SFC-42)."""

from __future__ import annotations

from typing import Any

from tablegame.games.struggle_for_catan.catalog import BUILDINGS, EVENT_IDS, RESOURCE_IDS, components
from tablegame.games.struggle_for_catan.state import FATE_NAMES
from tablegame.games.struggle_for_catan.view_types import LogEvent

R = RESOURCE_IDS
EXP = components().expansion_ids


def positive(values: list[int] | tuple[int, ...]) -> dict[str, int]:
    """A count list as {resource: count} with positive counts only (as in actions)."""
    return {R[r]: k for r, k in enumerate(values) if k}


def _res(r: int, visible: bool) -> str | None:
    return R[r] if visible and r >= 0 else None


def render_event(e: tuple[Any, ...], viewer: int | None) -> LogEvent:
    """One log entry as JSON, with what `viewer` may not see replaced by null (SFC-42)."""
    kind = e[0]
    if kind == "xs":
        return {"event": "exchange_supply", "seat": e[1], "give": R[e[2]], "drew": _res(e[3], viewer == e[1])}
    if kind in ("xm", "md"):
        return {
            "event": "exchange_market" if kind == "xm" else "market_day",
            "seat": e[1],
            "give": R[e[2]],
            "take": R[e[3]],
        }
    if kind == "xp":
        return {
            "event": "exchange_player",
            "seat": e[1],
            "target": e[2],
            "took": _res(e[3], viewer in (e[1], e[2])),
            "chosen": e[4],
        }
    if kind in ("give", "guild"):
        return {
            "event": "give" if kind == "give" else "guild_steal",
            "seat": e[1],
            "target": e[2],
            "resource": _res(e[3], viewer in (e[1], e[2])),
        }
    if kind == "build":
        out: LogEvent = {"event": "build", "seat": e[1], "building": BUILDINGS[e[2]], "pay": positive(e[3])}
        if e[4] >= 0:
            out["taken_from"] = e[4]
        if e[5] >= 0:
            out["estate"] = e[5]
        if e[6] >= 0:
            out["card"] = EXP[e[6]]
        if e[7]:
            out["flip"] = True
        return out
    if kind == "reveal":
        return {"event": "reveal", "seat": e[1], "estate": e[2], "city_event": EVENT_IDS[e[3]]}
    if kind == "fate":
        return {"event": "fate", "side": FATE_NAMES[e[1]]}
    if kind == "discard":
        return {"event": "discard", "seat": e[1], "resources": positive(e[2])}
    if kind == "draw":
        return {"event": "draw", "seat": e[1], "resource": _res(e[2], viewer == e[1])}
    if kind == "reshuffle":
        return {"event": "reshuffle", "cards": e[1]}
    return {"event": kind, "seat": e[1]}  # turn, end_trade, end_build, pass, win


def parse_event(d: LogEvent) -> tuple[Any, ...]:
    """The inverse of render_event, with hidden resources as -1 (for determinize)."""

    def res(v: str | None) -> int:
        return -1 if v is None else R.index(v)

    kind = d["event"]
    if kind == "exchange_supply":
        return ("xs", d["seat"], res(d["give"]), res(d["drew"]))
    if kind in ("exchange_market", "market_day"):
        return ("xm" if kind == "exchange_market" else "md", d["seat"], res(d["give"]), res(d["take"]))
    if kind == "exchange_player":
        return ("xp", d["seat"], d["target"], res(d["took"]), d["chosen"])
    if kind in ("give", "guild_steal"):
        return ("give" if kind == "give" else "guild", d["seat"], d["target"], res(d["resource"]))
    if kind == "build":
        card = EXP.index(d["card"]) if "card" in d else -1
        return (
            "build",
            d["seat"],
            BUILDINGS.index(d["building"]),
            tuple(d["pay"].get(r, 0) for r in R),
            d.get("taken_from", -1),
            d.get("estate", -1),
            card,
            d.get("flip", False),
        )
    if kind == "reveal":
        return ("reveal", d["seat"], d["estate"], EVENT_IDS.index(d["city_event"]))
    if kind == "fate":
        return ("fate", FATE_NAMES.index(d["side"]))
    if kind == "discard":
        return ("discard", d["seat"], tuple(d["resources"].get(r, 0) for r in R))
    if kind == "draw":
        return ("draw", d["seat"], res(d["resource"]))
    if kind == "reshuffle":
        return ("reshuffle", d["cards"])
    return (kind, d["seat"])
