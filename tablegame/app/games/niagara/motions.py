"""What travels when a Niagara action is animated: a chosen card, a canoe's move, then the flow push by push."""

from __future__ import annotations

from tablegame.app.games.niagara.keys import DOCK, FALLS, boat_key, parse_boat
from tablegame.games.niagara.view_types import NiagaraView, Push, RiverEvent
from tablegame.table.model import Action, Motion


def motions(action: Action, before: NiagaraView, after: NiagaraView) -> list[Motion]:
    """Cards and pieces that travel, and every item the action touched (the table marks them for the others)."""
    kind = action["type"]
    seat = action["seat"]
    events = after["last_events"]
    if kind == "choose":
        viewer = before["seat"]
        out = [Motion(f"hand:{action['card']}", f"choice:{seat}")] if seat == viewer else []
    elif kind == "recover":
        out = [
            Motion(boat_key(e["seat"], e["boat"]), boat_key(e["seat"], e["boat"]))
            for e in events
            if e["type"] == "recover"
        ]
        if action["pay"] is not None:  # the gem paid goes from home back to its site
            out.append(Motion(f"home:{seat}:{action['pay']}", f"site:{action['pay']}", card=jewel(action["pay"])))
    else:
        out = [Motion("wmarker", "wmarker")] if kind == "weather" else []
        out += route_motions(before, events)
        out += gem_motions(before, after, out)
    return out + touches(events, out)


def jewel(colour: str) -> str:
    """The picture of one loose gem (art.py)."""
    return f"jewel:{colour}"


def site_picture(view: NiagaraView, colour: str, less: int = 0) -> str:
    """A site's picture (items.py's `site:` name) with `less` of its own gems taken away."""
    supply = view["sites"][colour]["supply"]
    counts = [supply[c] - (less if c == colour else 0) for c in view["colours"]]
    return f"site:{colour}:{','.join(map(str, counts))}"


def gem_motions(before: NiagaraView, after: NiagaraView, routes: list[Motion]) -> list[Motion]:
    """Gems that travel on their own: one banked goes from the canoe at the dock to its home; one whose canoe went
    over the falls goes back to its site only once the canoe has reached the falls (NIA-32), the site keeping
    its old count until the gem lands."""
    out = []
    for event in after["last_events"]:
        if event["type"] == "move" and event["banked"]:
            canoe, colour = boat_key(event["seat"], event["boat"]), event["banked"]
            out.append(Motion(canoe, f"home:{event['seat']}:{colour}", via=(canoe,), lead_card=jewel(colour)))
        if event["type"] != "flow":
            continue
        arrivals: dict[str, list[int]] = {}  # colour -> the leg on which each of its canoes reaches the falls
        gems = []
        for boat in event["over_falls"]:
            if boat["gem"] is None:
                continue
            canoe = boat_key(boat["seat"], boat["boat"])
            legs = next((len(m.via) for m in routes if m.source == canoe), 1)  # its last leg ends below the falls
            arrivals.setdefault(boat["gem"], []).append(legs)
            gems.append(
                Motion(canoe, f"site:{boat['gem']}", card=jewel(boat["gem"]), via=("falls",) * legs, lead_card="blank")
            )
        for colour, arrived in arrivals.items():  # drawn first, so the gems fly over their sites
            site = f"site:{colour}"
            out.append(Motion(site, site, card=site_picture(after, colour, len(arrived)), via=(site,) * max(arrived)))
        out += gems
    return out


def touches(events: list[RiverEvent], moving: list[Motion]) -> list[Motion]:
    """Items the action changed in place (a site a gem was loaded at or left at, a robbed canoe, a card turned
    up): a motion onto themselves, which shows nothing and names them for the table's marks."""
    named = {key for m in moving for key in (m.source, m.target)}
    keys = []
    for event in events:
        if event["type"] == "move":
            keys.append(boat_key(event["seat"], event["boat"]))  # a canoe that only worked a gem stays put
            if event["loaded"] or event["unloaded"]:
                keys += [f"site:{c}" for c in {event["loaded"], event["unloaded"]} if c]
                keys.append(f"slot:{event['to']}")
            if event["stolen"]:
                keys.append(boat_key(event["stolen"]["seat"], event["stolen"]["boat"]))
        elif event["type"] == "reveal":
            keys.append(f"choice:{event['seat']}")
    out = []
    for key in dict.fromkeys(keys):
        if key not in named:
            out.append(Motion(key, key))
    return out


# --- routes: the move and the flow, leg by leg, as the rules recorded them ----------------------------------------
def route_motions(before: NiagaraView, events: list[RiverEvent]) -> list[Motion]:
    """Leg 0: the action's own move; legs 1..pushes: the flow, discs and canoes together (the rules' events)."""
    routes = {(s, b): [boat["at"], boat["at"]] for s, row in enumerate(before["boats"]) for b, boat in enumerate(row)}
    moved = None
    pushes: list[Push] = []
    fell: dict[tuple[int, int], str | None] = {}
    for event in events:
        if event["type"] == "move":
            moved = (event["seat"], event["boat"])
            routes[moved][1] = event["to"]
        elif event["type"] == "flow":
            pushes = event["pushes"]
            for carried in event["boats"]:
                routes[(carried["seat"], carried["boat"])][1:] = carried["route"]
            fell = {(lost["seat"], lost["boat"]): lost["gem"] for lost in event["over_falls"]}
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
        motion = _route_motion(
            boat_key(seat, boat), route, disc=False, gem=fell.get((seat, boat)), mover=(seat, boat) == moved
        )
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


def _route_motion(key: str, route: list[str], disc: bool, gem: str | None = None, mover: bool = False) -> Motion | None:
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
