"""What travels when a Niagara action is animated: a chosen card, a canoe's move, then the flow push by push."""

from __future__ import annotations

from typing import Any

from tablegame.app.games.niagara.keys import DOCK, FALLS, boat_key, parse_boat
from tablegame.table.model import Action, Motion
from tablegame.table.presenter import View


def motions(action: Action, before: View, after: View) -> list[Motion]:
    """Cards and pieces that travel: a chosen card, a canoe's move, then the flow push by push."""
    kind = action["type"]
    seat = action["seat"]
    if kind == "choose":
        viewer = before["seat"]
        return [Motion(f"hand:{action['card']}", f"choice:{seat}")] if seat == viewer else []
    if kind == "recover":
        return [Motion(boat_key(e["seat"], e["boat"]), boat_key(e["seat"], e["boat"]))
                for e in after["last_events"] if e["type"] == "recover"]
    marker = [Motion("wmarker", "wmarker")] if kind == "weather" else []
    return marker + route_motions(before, after["last_events"])


# --- routes: the move and the flow, leg by leg, as the rules recorded them ----------------------------------------
def route_motions(before: View, events: list[dict[str, Any]]) -> list[Motion]:
    """Leg 0: the action's own move; legs 1..pushes: the flow, discs and canoes together (the rules' events)."""
    routes = {(s, b): [boat["at"], boat["at"]] for s, row in enumerate(before["boats"]) for b, boat in enumerate(row)}
    moved = None
    pushes: list[dict[str, Any]] = []
    fell: dict[tuple[int, int], str | None] = {}
    for event in events:
        if event["type"] == "move":
            moved = (event["seat"], event["boat"])
            routes[moved][1] = event["to"]
        elif event["type"] == "flow":
            pushes = event["pushes"]
            for boat in event["boats"]:
                routes[(boat["seat"], boat["boat"])][1:] = boat["route"]
            fell = {(boat["seat"], boat["boat"]): boat["gem"] for boat in event["over_falls"]}
    for route in routes.values():
        route.extend(route[-1:] * (2 + len(pushes) - len(route)))
    river = [s["id"] for s in before["slots"] if s["id"] not in (DOCK, FALLS)]
    discs: list[tuple[str, list[str]]] = [(f"disc:{sid}", [sid, sid]) for sid in river]
    for push in pushes:
        for _key, route in discs:
            route.append(push["to"].get(route[-1], route[-1]))
        discs.append(("disc:spare", ["spare"] * (len(discs[0][1]) - 1) + [push["enters"]]))
    motions = []
    for key, route in discs:
        motion = _route_motion(key, route, disc=True)
        if motion is not None:
            motions.append(motion)
    for (seat, boat), route in routes.items():
        motion = _route_motion(boat_key(seat, boat), route, disc=False, gem=fell.get((seat, boat)),
                               mover=(seat, boat) == moved)
        if motion is not None:
            motions.append(motion)
    return motions


def _via_key(position: str) -> str:
    """The item whose centre a piece passes at a position."""
    if position == "spare":
        return "disc:spare"
    if position == FALLS:
        return "falls"
    return f"slot:{position}"


def _route_motion(key: str, route: list[str], disc: bool, gem: str | None = None,
                  mover: bool = False) -> Motion | None:
    """One piece's motion from its positions leg by leg, or None if it never moves."""
    last = max((i for i in range(1, len(route)) if route[i] != route[i - 1]), default=0)
    if last == 0:
        return None
    if mover and last == 1:
        return Motion(key, key)  # just its own move: straight there (from where it was dropped)
    via = [_via_key(p) for p in route[1:last]]
    end = route[last]
    seat_boat = parse_boat(key)
    if end == FALLS:
        via.append("falls")
        if disc:
            return Motion(key, "disc:sink", via=tuple(via), lead_card="disc")
        assert seat_boat is not None
        return Motion(key, key, via=tuple(via), lead_card=f"boat:{seat_boat[0]}:{seat_boat[1]}:{gem or '-'}")
    if disc:
        return Motion(key, f"disc:{end}", via=tuple(via))
    return Motion(key, key, via=tuple(via))
