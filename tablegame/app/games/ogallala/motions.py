"""What travels when an Ogallala action is animated: draws, placements, shifts, thefts, shots, wrecks, attacks."""

from __future__ import annotations

from tablegame.app.games.ogallala.cells import cell_key
from tablegame.games.ogallala.view_types import OgCanoe, OgView
from tablegame.table.model import Action, Motion


def from_cell(view: OgView, seat: int, row: int, col: int, target: str) -> Motion:
    """A card leaving a grid cell, shown with its own face (the target may show another card)."""
    return Motion(cell_key(seat, row, col), target, card=view["seats"][seat]["grid"][row][col])


def motions(action: Action, before: OgView, after: OgView) -> list[Motion]:
    """Cards that travel: draws to the held place, placements, shifts, thefts, shots, wrecks, attacks."""
    kind = action["type"]
    seat = action["seat"]
    if kind == "draw":
        target = "held" if after["held"] is not None and after["current"] == seat else "discard"
        return [Motion(f"pile:{action['pile']}", target)]
    if kind == "place":
        return [Motion("held", cell_key(seat, action["row"], action["col"]))]
    if kind == "discard":
        return [Motion("held", "discard")]
    if kind == "shift":
        r, by = action["row"], action["by"]
        return [
            Motion(cell_key(seat, r, c), cell_key(seat, r, c + by))
            for c in range(action["from_col"], action["to_col"] + 1)
        ]
    if kind == "lasso":
        return [from_cell(before, action["target"], action["row"], action["col"], "held")]
    if kind == "shoot":
        return [from_cell(before, action["target"], action["row"], action["col"], "discard")]
    if kind == "sink":
        canoe = canoe_at(before, seat, action["row"], action["col"])
        cols = canoe["cols"] if canoe else [action["col"]]
        held = Motion("held", "discard", card=before["held"])
        return [*(from_cell(before, seat, action["row"], c, "discard") for c in cols), held]
    if kind == "attack":
        return attack_motions(action, before, after)
    return []


def attack_motions(action: Action, before: OgView, after: OgView) -> list[Motion]:
    """The target canoe's cards as the rules moved them (after["last_attack"]): to the discard pile, or
    as booty to the held place (the first) and the booty places (OGA-28)."""
    t, r = action["target"], action["target_row"]
    moves = []
    booty = 0
    for moved in after["last_attack"]:
        c, card = moved["col"], moved["card"]
        if moved["to"] == "discard":
            moves.append(Motion(cell_key(t, r, c), "discard", card=card))
        elif booty == 0 and after["held"] is not None:
            moves.append(Motion(cell_key(t, r, c), "held", card=card))
            booty += 1
        else:
            moves.append(Motion(cell_key(t, r, c), f"booty:{booty - 1}" if booty else "discard", card=card))
            booty += 1
    return moves


def canoe_at(view: OgView, seat: int, row: int, col: int) -> OgCanoe | None:
    """The canoe of a seat holding a cell."""
    for canoe in view["seats"][seat]["canoes"]:
        if canoe["row"] == row and col in canoe["cols"]:
            return canoe
    return None


def attacker_cells(action: Action, before: OgView) -> set[str]:
    """The cells of the canoe that attacked (it stays where it is)."""
    seat, r = action["seat"], action["row"]
    canoe = canoe_at(before, seat, r, action["col"])
    return {cell_key(seat, r, c) for c in (canoe["cols"] if canoe else [action["col"]])}
