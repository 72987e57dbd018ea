"""The item keys of the Niagara table: canoes, slots and the places a drop can stand for."""

from __future__ import annotations

from tablegame.games.niagara.board import DOCK_NAME as DOCK
from tablegame.games.niagara.board import FALLS_NAME as FALLS
from tablegame.games.niagara.view_types import NiagaraView

__all__ = ["DOCK", "FALLS", "boat_key", "parse_boat", "slot_of"]


def boat_key(seat: int, boat: int) -> str:
    """The item key of a canoe."""
    return f"boat:{seat}:{boat}"


def parse_boat(key: str | None) -> tuple[int, int] | None:
    """(seat, boat) of a canoe's item key, or None."""
    if not key or not key.startswith("boat:"):
        return None
    _, seat, boat = key.split(":")
    return int(seat), int(boat)


def slot_of(view: NiagaraView, key: str | None) -> str | None:
    """The slot a drop target stands for: a slot, the dock, or the slot of a canoe there."""
    if not key:
        return None
    if key.startswith(("slot:", "disc:")) and key not in ("disc:spare", "disc:sink"):
        return key.split(":", 1)[1]
    if key == "falls":
        return FALLS
    boat = parse_boat(key)
    if boat is not None:
        at: str = view["boats"][boat[0]][boat[1]]["at"]
        return at
    return None
