"""What travels when a Niagara action is animated: a chosen card, a canoe's move, then the flow push by push."""

from __future__ import annotations

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
        for b in (0, 1):
            if before["boats"][seat][b]["at"] == FALLS and after["boats"][seat][b]["at"] != FALLS:
                return [Motion(boat_key(seat, b), boat_key(seat, b))]
        return []
    flowed = before["phase"] == "act" and (after["phase"] != "act" or after["round"] != before["round"])
    pushes = (after["flow"] or 0) if flowed else 0
    marker = [Motion("wmarker", "wmarker")] if kind == "weather" else []
    return marker + route_motions(before, action, pushes)


# --- routes: the move and the flow, leg by leg ------------------------------------------------------------------
def push_table(view: View, arm: str | None) -> dict[str, str]:
    """Where the piece on each river slot goes in one push with the fork's pointer on `arm` (NIA-30, 31)."""
    table = {}
    for slot in view["slots"]:
        sid = slot["id"]
        if sid in (DOCK, FALLS):
            continue
        down = slot["downstream"]
        if len(down) > 1:
            arms = {s["id"]: s["arm"] for s in view["slots"]}
            table[sid] = next(d for d in down if arms.get(d) == arm)
        elif slot["arm"] is None or slot["arm"] == arm:
            table[sid] = down[0]
        else:
            table[sid] = sid
    return table


def route_motions(before: View, action: Action, pushes: int) -> list[Motion]:
    """Leg 0: the action's own move; legs 1..pushes: the flow, discs and canoes together."""
    boats = {(s, b): boat["at"] for s, row in enumerate(before["boats"]) for b, boat in enumerate(row)}
    gems = {(s, b): boat["gem"] for s, row in enumerate(before["boats"]) for b, boat in enumerate(row)}
    moved = None
    if action["type"] == "move":
        moved = (action["seat"], action["boat"])
        boats_after = dict(boats)
        boats_after[moved] = action["to"]
        gems[moved] = gem_after_move(before, action)
    else:
        boats_after = boats
    routes: dict[tuple[int, int], list[str]] = {k: [at, boats_after[k]] for k, at in boats.items()}
    river = [s["id"] for s in before["slots"] if s["id"] not in (DOCK, FALLS)]
    discs: list[tuple[str, list[str]]] = [(f"disc:{sid}", [sid, sid]) for sid in river]
    arms = [a for a in ("A", "B")] if before["next_arm"] is not None else [None]
    pointer = arms.index(before["next_arm"]) if before["next_arm"] is not None else 0
    first = river[0]
    for _ in range(pushes):
        table = push_table(before, arms[pointer])
        for route in routes.values():
            at = route[-1]
            route.append(table.get(at, at) if at in table else at)
        for _key, route in discs:
            at = route[-1]
            route.append(table.get(at, at) if at in table else at)
        entering = ("disc:spare", ["spare"] * (len(discs[0][1]) - 1) + [first])
        discs.append(entering)
        if len(arms) > 1:
            pointer ^= 1
    motions = []
    for key, route in discs:
        motion = _route_motion(key, route, disc=True)
        if motion is not None:
            motions.append(motion)
    for (seat, boat), route in routes.items():
        motion = _route_motion(boat_key(seat, boat), route, disc=False, gem=gems[(seat, boat)],
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


def gem_after_move(before: View, action: Action) -> str | None:
    """The gem a canoe carries right after its move (before any flow)."""
    seat, boat = action["seat"], action["boat"]
    gem = before["boats"][seat][boat]["gem"]
    load = action.get("load")
    if load:
        gem = None if load["op"] == "unload" else load["colour"]
    if action.get("steal_from") is not None:
        gem = before["boats"][action["steal_from"]][action["steal_boat"]]["gem"]
    return None if action["to"] == DOCK else gem
