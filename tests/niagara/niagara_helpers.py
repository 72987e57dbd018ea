"""Shared helpers for the Niagara tests: matches from overrides, choosing cards, finding actions."""

from __future__ import annotations

from typing import Any

from tablegame.core.match import Match, Seat
from tablegame.core.rules import View


def new_match(n: int = 3, setup: dict[str, Any] | None = None, seed: int = 1, **options: Any) -> Match:
    """A fresh human-seated Niagara match with these overrides and options."""
    seats = [Seat(f"S{i}") for i in range(n)]
    return Match("niagara", seats, seed, options, setup or {})


def chosen(cards: list[Any], setup: dict[str, Any] | None = None, **options: Any) -> Match:
    """A match where every seat has chosen its card (seat order), so the turns have begun."""
    match = new_match(len(cards), setup, **options)
    for seat, card in enumerate(cards):
        match.apply({"seat": seat, "type": "choose", "card": card})
    return match


def move(
    seat: int,
    boat: int,
    to: str,
    load: dict | None = None,
    steal: tuple[int, int] | None = None,
    arm: str | None = None,
) -> dict[str, Any]:
    """A move action written as the spec's table says."""
    action: dict[str, Any] = {
        "seat": seat,
        "type": "move",
        "boat": boat,
        "to": to,
        "load": load,
        "steal_from": None if steal is None else steal[0],
    }
    if steal is not None:
        action["steal_boat"] = steal[1]
    if arm is not None:
        action["arm"] = arm
    return action


def op(when: str, kind: str, colour: str | None = None) -> dict[str, Any]:
    """A gem operation field of a move."""
    load = {"when": when, "op": kind}
    if colour is not None:
        load["colour"] = colour
    return load


def moves_of(match: Match, boat: int | None = None) -> list[dict[str, Any]]:
    """The legal move actions now (optionally of one boat)."""
    return [a for a in match.legal_actions() if a["type"] == "move" and (boat is None or a["boat"] == boat)]


def targets(match: Match, boat: int | None = None) -> set[tuple]:
    """Legal moves as (boat, to, op, colour, when, steal_from) tuples, for compact comparisons."""
    out = set()
    for a in moves_of(match, boat):
        load = a["load"] or {}
        out.add((a["boat"], a["to"], load.get("op"), load.get("colour"), load.get("when"), a["steal_from"]))
    return out


def boats(match: Match, seat: int) -> list[tuple[str, str | None]]:
    """A seat's boats as (slot, gem) from the public view."""
    return [(b["at"], b["gem"]) for b in match.view(seat)["boats"][seat]]


def supply(match: Match, site: str, colour: str | None = None) -> int:
    """How many gems of `colour` (default: the site's own) a site holds."""
    return match.view(0)["sites"][site]["supply"][colour or site]


def total_gems(match: Match) -> int:
    """Gems at sites, on boats, at homes and spare, as the rules count them (always 40)."""
    counts = match.rules.count_components(match.state)
    return sum(n for component, n in counts.items() if component.startswith("gem:"))


def over_the_falls() -> tuple[Match, View]:
    """The spec's example 4 (niagara.md section 10) to its last move: two clouds raise the weather to +2, and the
    flow of 4 sends two loaded canoes over the falls; with seat 0's view before that move."""
    match = chosen(
        ["cloud", "cloud", 2],
        {"boats": [[{"at": "7A", "gem": "pink"}, {"at": "dock"}], [{"at": "6B", "gem": "blue"}, {"at": "dock"}], None]},
    )
    match.apply({"seat": 0, "type": "weather", "delta": 1})
    match.apply({"seat": 1, "type": "weather", "delta": 1})
    before = match.view(0)
    match.apply(move(2, 0, "2"))
    return match, before
