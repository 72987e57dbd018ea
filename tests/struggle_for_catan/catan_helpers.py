"""Shared helpers for The Struggle for Catan tests (named to avoid module clashes with other games)."""

from __future__ import annotations

from typing import Any

from tablegame.core.match import Match, Seat
from tablegame.core.rules import IllegalAction

GAME = "struggle-for-catan"
RES = ("ore", "wool", "grain", "lumber", "brick")
TOTALS = {"ore": 16, "wool": 15, "grain": 14, "lumber": 11, "brick": 11}
EXPANSION_VP = {"library": 3, "church": 3, "castle": 3, "merchant-guild": 3, "town-hall": 4}
# Two seats' tableaux: seat 0 at 9 VP (two cities with expansions, a settlement, two knights), seat 1 with a road.
NINE_VP = [
    {
        "roads": 3,
        "knights": 2,
        "estates": [
            {"card": "settlement-brigand", "city": True, "expansion": "library"},
            {"card": "settlement-brigand", "city": True, "expansion": "castle"},
            {"card": "settlement-brigand"},
        ],
    },
    {"roads": 1},
]


def new_match(
    n: int = 2, setup: dict | None = None, options: dict | None = None, seed: int = 1, actions: list[dict] | None = None
) -> Match:
    """A match of n human seats, with overrides, replayed through `actions`."""
    match = Match(GAME, [Seat(f"S{i}") for i in range(n)], seed, options or {}, setup or {})
    match.replay(actions or [])
    return match


def play(match: Match, seat: int, type_: str, **fields: Any) -> None:
    """Apply one action (checked)."""
    match.apply({"seat": seat, "type": type_, **fields})


def illegal(match: Match, seat: int, type_: str, **fields: Any) -> str:
    """Assert an action is refused; returns the reason."""
    try:
        match.apply({"seat": seat, "type": type_, **fields})
    except IllegalAction as exc:
        return str(exc)
    raise AssertionError(f"{type_} {fields} was accepted")


def legal(match: Match, seat: int | None = None) -> list[dict]:
    """Legal actions of a seat (default: the seat to act)."""
    if seat is None:
        seat = match.to_act()[0]
    return match.legal_actions(seat)


def types(actions: list[dict]) -> set[str]:
    """The set of action types."""
    return {a["type"] for a in actions}


def view_vp(tableau: dict) -> int:
    """VP of a seat computed from its view tableau (independently of the rules' own count)."""
    total = tableau["roads"].count("B") + tableau["knights"].count("B")
    for e in tableau["estates"]:
        if e["side"] == "settlement":
            total += 1
        else:
            total += EXPANSION_VP[e["expansion"]] if e["expansion"] else 2
    return total


def hand_total(match: Match, seat: int) -> int:
    """Cards in a seat's hand."""
    return sum(match.state.hands[seat])


def hand_of(match: Match, seat: int) -> dict[str, int]:
    """A seat's hand, positive counts only."""
    return {r: k for r, k in match.view(seat)["hand"].items() if k}


def cards(**counts: int) -> list[str]:
    """A list of resource ids, e.g. cards(ore=2, wool=1)."""
    return [r for r, k in counts.items() for _ in range(k)]
