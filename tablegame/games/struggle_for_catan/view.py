"""What a seat may see (SFC-41 to SFC-43), and states consistent with a view (determinize)."""

from __future__ import annotations

import random
from typing import Any

from tablegame.core.rules import View
from tablegame.games.struggle_for_catan.board import LIBRARY, a_sides, owns, scores
from tablegame.games.struggle_for_catan.components import BUILDINGS, EVENT_IDS, RESOURCE_IDS, components
from tablegame.games.struggle_for_catan.legal import to_act
from tablegame.games.struggle_for_catan.state import (
    DISCARD,
    FATE_NAMES,
    GIVE,
    MARKET_DAY,
    NO_FATE,
    OVER,
    TRADE,
    CatanState,
)

_C = components()
R = RESOURCE_IDS
EXP = _C.expansion_ids


def counts(values: list[int] | tuple[int, ...]) -> dict[str, int]:
    """A count list as {resource: count}, every resource present (catalog order)."""
    return {R[r]: values[r] for r in range(5)}


def positive(values: list[int] | tuple[int, ...]) -> dict[str, int]:
    """A count list as {resource: count} with positive counts only (as in actions)."""
    return {R[r]: k for r, k in enumerate(values) if k}


def sides(height: int) -> list[str]:
    """A road/knight stack's sides, bottom first (SFC-27)."""
    return ["A" if j % 2 == 0 else "B" for j in range(height)]


def library_sees(state: CatanState, seat: int) -> bool:
    """SFC-43: a Library owner in its own trade phase with an exchange left sees every hand."""
    return (state.phase == TRADE and state.turn_seat == seat and state.exchanges_left > 0
            and owns(state, seat, LIBRARY))


def _tableau(state: CatanState, s: int) -> dict[str, Any]:
    estates = []
    for event, city, expansion in state.estates[s]:
        if city:
            estates.append({"side": "city", "event": EVENT_IDS[event],
                            "expansion": EXP[expansion] if expansion >= 0 else None})
        else:
            estates.append({"side": "settlement"})
    return {
        "roads": sides(state.roads[s]),
        "knights": sides(state.knights[s]),
        "estates": estates,
        "exchanges": max(1, a_sides(state.roads[s])),
        "draws": 2 + a_sides(state.knights[s]),
    }


def _pending(state: CatanState, seat: int) -> dict[str, Any] | None:
    if state.phase == GIVE:
        involved = seat in (state.turn_seat, state.give_target)
        taken = R[state.give_taken] if involved and state.give_taken >= 0 else None
        return {"kind": "give", "seat": state.turn_seat, "target": state.give_target, "taken": taken}
    if state.phase == DISCARD:
        return {"kind": "discard", "builder": state.turn_seat,
                "due": [{"seat": s, "count": sum(state.hands[s]) // 2} for s in state.queue]}
    if state.phase == MARKET_DAY:
        return {"kind": "market_day", "builder": state.turn_seat, "due": list(state.queue)}
    return None


def view(state: CatanState, seat: int) -> View:
    """Seat `seat`'s view: public table, own hand, hidden counts (SFC-41 to SFC-43)."""
    n = state.n_seats
    opponent_hands = None
    if library_sees(state, seat):
        opponent_hands = [None if s == seat else counts(state.hands[s]) for s in range(n)]
    return {
        "game": "struggle-for-catan",
        "seat": seat,
        "n_seats": n,
        "phase": state.phase,
        "to_act": to_act(state),
        "turn": state.turn_seat,
        "turn_number": state.turn_number,
        "start_seat": state.start_seat,
        "hand": counts(state.hands[seat]),
        "hand_sizes": [sum(h) for h in state.hands],
        "opponent_hands": opponent_hands,
        "market": counts(state.market),
        "discard": [R[r] for r in reversed(state.discard)],
        "deck_count": len(state.deck),
        "supply": {
            "road": state.road_supply,
            "knight": state.knight_supply,
            "estate": len(state.estate_stack),
            "expansions": [EXP[x] for x, k in enumerate(state.expansion_supply) for _ in range(k)],
        },
        "tableaux": [_tableau(state, s) for s in range(n)],
        "fate": None if state.fate == NO_FATE else FATE_NAMES[state.fate],
        "exchanges_left": state.exchanges_left,
        "wide_trade": state.wide,
        "built": [b for i, b in enumerate(BUILDINGS) if state.built >> i & 1],
        "guild_uses_left": state.guild_left,
        "pending": _pending(state, seat),
        "scores": scores(state),
        "winners": [state.winner] if state.phase == OVER else [],
        "options": dict(state.options),
        "log": [render_event(e, seat) for e in state.log],
    }


# --- the recent-events log ---------------------------------------------------------------------------
def _res(r: int, visible: bool) -> str | None:
    return R[r] if visible and r >= 0 else None


def render_event(e: tuple, viewer: int) -> dict[str, Any]:
    """One log entry as JSON, with what `viewer` may not see replaced by null (SFC-42)."""
    kind = e[0]
    if kind == "xs":
        return {"event": "exchange_supply", "seat": e[1], "give": R[e[2]], "drew": _res(e[3], viewer == e[1])}
    if kind in ("xm", "md"):
        return {"event": "exchange_market" if kind == "xm" else "market_day", "seat": e[1],
                "give": R[e[2]], "take": R[e[3]]}
    if kind == "xp":
        return {"event": "exchange_player", "seat": e[1], "target": e[2],
                "took": _res(e[3], viewer in (e[1], e[2])), "chosen": e[4]}
    if kind in ("give", "guild"):
        return {"event": "give" if kind == "give" else "guild_steal", "seat": e[1], "target": e[2],
                "resource": _res(e[3], viewer in (e[1], e[2]))}
    if kind == "build":
        out: dict[str, Any] = {"event": "build", "seat": e[1], "building": BUILDINGS[e[2]], "pay": positive(e[3])}
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


def parse_event(d: dict[str, Any]) -> tuple:
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
        return ("build", d["seat"], BUILDINGS.index(d["building"]), tuple(d["pay"].get(r, 0) for r in R),
                d.get("taken_from", -1), d.get("estate", -1), card, d.get("flip", False))
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


# --- determinize -------------------------------------------------------------------------------------
def determinize(v: View, rng: random.Random) -> CatanState:
    """A full state consistent with view `v` (SFC-42): unknown cards dealt at random."""
    n, seat = v["n_seats"], v["seat"]
    hands = [[0] * 5 for _ in range(n)]
    hands[seat] = [v["hand"][r] for r in R]
    market = [v["market"][r] for r in R]
    discard = [R.index(r) for r in reversed(v["discard"])]
    unknown = list(_C.resource_counts)
    for r in range(5):
        unknown[r] -= hands[seat][r] + market[r] + discard.count(r)
    known = v["opponent_hands"]
    if known is not None:
        for s in range(n):
            if s != seat:
                hands[s] = [known[s][r] for r in R]
                for r in range(5):
                    unknown[r] -= hands[s][r]
    pool = [r for r in range(5) for _ in range(unknown[r])]
    rng.shuffle(pool)
    for s in range(n):
        if s != seat and known is None:
            for _ in range(v["hand_sizes"][s] - sum(hands[s])):
                hands[s][pool.pop()] += 1
    deck = pool
    tableaux, estates = v["tableaux"], []
    revealed = [0, 0]
    for t in tableaux:
        for e in t["estates"]:
            if e["side"] == "city":
                revealed[EVENT_IDS.index(e["event"])] += 1
    in_play = [_C.in_play(m, n) for m in _C.estate_marks]
    hidden = [k for k in range(2) for _ in range(in_play[k] - revealed[k])]
    rng.shuffle(hidden)
    for t in tableaux:
        seat_estates = []
        for e in t["estates"]:
            if e["side"] == "city":
                x = e["expansion"]
                seat_estates.append((EVENT_IDS.index(e["event"]), True, EXP.index(x) if x else -1))
            else:
                seat_estates.append((hidden.pop(), False, -1))
        estates.append(seat_estates)
    supply = v["supply"]
    pending = v["pending"] or {}
    phase = v["phase"]
    state = CatanState(
        n_seats=n, options=dict(v["options"]), rng=random.Random(rng.getrandbits(64)), hands=hands,
        market=market, deck=deck, discard=discard, road_supply=supply["road"], knight_supply=supply["knight"],
        estate_stack=hidden, expansion_supply=[supply["expansions"].count(x) for x in EXP],
        roads=[len(t["roads"]) for t in tableaux], knights=[len(t["knights"]) for t in tableaux],
        estates=estates, fate=NO_FATE if v["fate"] is None else FATE_NAMES.index(v["fate"]),
        start_seat=v["start_seat"], turn_seat=v["turn"], turn_number=v["turn_number"], phase=phase,
        exchanges_left=v["exchanges_left"], wide=v["wide_trade"],
        built=sum(1 << BUILDINGS.index(b) for b in v["built"]), guild_left=v["guild_uses_left"],
        give_target=pending.get("target", -1) if phase == GIVE else -1,
        give_taken=R.index(pending["taken"]) if phase == GIVE and pending.get("taken") else -1,
        queue=_queue(pending, phase), winner=v["winners"][0] if v["winners"] else -1,
        log=[parse_event(d) for d in v["log"]], log_mark=0,
    )
    turns = [i for i, e in enumerate(state.log) if e[0] == "turn"]
    state.log_mark = turns[-1] if turns else 0
    return state


def _queue(pending: dict[str, Any], phase: str) -> list[int]:
    if phase == DISCARD:
        return [d["seat"] for d in pending["due"]]
    if phase == MARKET_DAY:
        return list(pending["due"])
    return []
