"""What the last action did, kept as facts and written out in the view's words only when a view reads them.

A state records each event as a tuple: the function below that writes it out, then that function's arguments
(plain numbers, strings and tuples, never a list the game changes later). Random playouts and search make
these by the thousand and never read them; `view.copy_events` writes them out (each time a fresh dict).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablegame.games.niagara.board import Board
from tablegame.games.niagara.catalog import catalog
from tablegame.games.niagara.state import NO_GEM, EventFacts
from tablegame.games.niagara.view_types import Push, RiverEvent

_CAT = catalog()
CARDS = _CAT.cards
COLOURS = _CAT.colours


def written_out(facts: EventFacts) -> RiverEvent:
    """The event in the view's words (a new dict each time)."""
    event: RiverEvent = facts[0](*facts[1:])
    return event


def copied(event: Mapping[str, Any]) -> RiverEvent:
    """An event already in the view's words (a determinized state's, from its view): a deep copy."""
    return _copy(event if type(event) is dict else dict(event))  # type: ignore[no-any-return]


def _copy(value: Any) -> Any:
    """A deep copy of plain JSON data (cheaper than copy.deepcopy)."""
    kind = type(value)
    if kind is dict:
        return {key: _copy(item) if type(item) in _NESTED else item for key, item in value.items()}
    if kind is list:
        return [_copy(item) if type(item) in _NESTED else item for item in value]
    return value


_NESTED = (dict, list)


def recharge(seat: int) -> RiverEvent:
    """A seat takes its cards back (NIA-12)."""
    return {"type": "recharge", "seat": seat}


def reveal(seat: int, card: int) -> RiverEvent:
    """A seat's chosen card turned up (NIA-13)."""
    return {"type": "reveal", "seat": seat, "card": CARDS[card]}


def skip(seat: int) -> RiverEvent:
    """A number card and no canoe in play: the turn passes (NIA-14)."""
    return {"type": "skip", "seat": seat}


def recover(seat: int, boat: int, paid: str | None) -> RiverEvent:
    """A canoe back at the dock after the falls, and what was paid for it (NIA-33, NIA-34)."""
    return {"type": "recover", "seat": seat, "boat": boat, "paid": paid}


def round_end(round_number: int, next_start: int) -> RiverEvent:
    """A round over and the seat that starts the next (NIA-16)."""
    return {"type": "round_end", "round": round_number, "next_start": next_start}


def game_over(round_number: int, winners: tuple[int, ...], ended_by: str | None) -> RiverEvent:
    """The game over: its winners and how it ended (NIA-36)."""
    return {"type": "game_over", "round": round_number, "winners": list(winners), "ended_by": ended_by}


def move(
    seat: int,
    boat: int,
    start: str,
    to: str,
    load: dict[str, Any] | None,
    carried: int,
    stolen: tuple[int, int, int] | None,
    banked: int,
) -> RiverEvent:
    """A canoe's move: from, to, the gems unloaded and loaded (`carried`: its gem before), stolen
    ((seat, boat, gem) robbed) and banked (NO_GEM: none)."""
    event: RiverEvent = {
        "type": "move",
        "seat": seat,
        "boat": boat,
        "from": start,
        "to": to,
        "unloaded": None,
        "loaded": None,
        "stolen": None,
        "banked": None if banked == NO_GEM else COLOURS[banked],
    }
    if load is not None:
        event["unloaded"] = None if load["op"] == "load" else COLOURS[carried]
        event["loaded"] = None if load["op"] == "unload" else load["colour"]
    if stolen is not None:
        event["stolen"] = {"seat": stolen[0], "boat": stolen[1], "gem": COLOURS[stolen[2]]}
    return event


def flow(
    brd: Board,
    cause: tuple[int, tuple[int, ...], int, int],
    pointer: int,
    at: tuple[int, ...],
    gems: tuple[int, ...],
) -> RiverEvent:
    """The flow (NIA-29 to NIA-32) from its facts: its cause (speed, cards, their lowest number, weather), the
    push pointer before it and every boat's slot and gem before it; the pushes replayed on the river's boats."""
    speed, chosen, lowest, weather = cause
    on_river = [(boat, slot) for boat, slot in enumerate(at) if 0 < slot < brd.falls]
    slots = [slot for _, slot in on_river]
    routes = [[brd.names[slot]] for slot in slots]
    pushes: list[Push] = []
    for _ in range(speed):
        pushes.append(
            {
                "arm": brd.arms[pointer] if brd.arms else None,
                "to": dict(brd.push_by_id[pointer]),
                "enters": brd.names[brd.entry],
            }
        )
        table = brd.push[pointer]
        for k, slot in enumerate(slots):
            slots[k] = table[slot]
            routes[k].append(brd.names[slots[k]])
        if brd.arms:
            pointer ^= 1
    boats = [boat for boat, _ in on_river]
    carried = [gems[boat] for boat in boats]
    over = [k for k, slot in enumerate(slots) if slot == brd.falls]
    return {
        "type": "flow",
        "speed": speed,
        "cards": [CARDS[c] for c in chosen],  # every card is face up by now (NIA-13)
        "lowest": lowest,
        "weather": weather,
        "pushes": pushes,
        "boats": [
            {"seat": boat >> 1, "boat": boat & 1, "route": route} for boat, route in zip(boats, routes, strict=True)
        ],
        "over_falls": [
            {"seat": boats[k] >> 1, "boat": boats[k] & 1, "gem": None if carried[k] == NO_GEM else COLOURS[carried[k]]}
            for k in over
        ],
        "returned": [COLOURS[carried[k]] for k in over if carried[k] != NO_GEM],  # to their own sites
    }
