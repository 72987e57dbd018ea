"""Helpers for driving the Ogallala table through the real event loop (posted pygame events only)."""

from __future__ import annotations

import random

from driver import centre, click, drag, table
from driver import choose as choose_entry

from tablegame.app.main import App
from tablegame.core.match import Match, Seat

# Example 2 of ogallala.md: attack, duplicate, lasso, archer, axe (two seats).
EXAMPLE_2_SETUP = {
    "piles": [
        ["bow", "paddler-red-4", "loot-eagle", "stern", "archer", "axe"],
        ["bow", "loot-tent", "paddler-black-2", "paddler-red-2", "lasso", "loot-fur"],
        [],
    ]
}
EXAMPLE_2_ACTIONS = [
    {"seat": 0, "type": "draw", "pile": 0},
    {"seat": 0, "type": "place", "row": 0, "col": 0},
    {"seat": 0, "type": "draw", "pile": 0},
    {"seat": 0, "type": "place", "row": 0, "col": 1},
    {"seat": 0, "type": "draw", "pile": 0},
    {"seat": 0, "type": "discard"},
    {"seat": 1, "type": "draw", "pile": 1},
    {"seat": 1, "type": "place", "row": 0, "col": 0},
    {"seat": 1, "type": "draw", "pile": 1},
    {"seat": 1, "type": "place", "row": 0, "col": 1},
    {"seat": 1, "type": "draw", "pile": 1},
    {"seat": 1, "type": "place", "row": 0, "col": 2},
    {"seat": 1, "type": "draw", "pile": 1},
    {"seat": 1, "type": "place", "row": 1, "col": 2},
    {"seat": 0, "type": "draw", "pile": 0},
    {"seat": 0, "type": "place", "row": 0, "col": 2},
    {"seat": 0, "type": "attack", "row": 0, "col": 0, "target": 1, "target_row": 0, "target_col": 0},
    {"seat": 0, "type": "place", "row": 1, "col": 0},
    {"seat": 0, "type": "place", "row": 1, "col": 1},
    {"seat": 1, "type": "draw", "pile": 1},
    {"seat": 1, "type": "place", "row": 1, "col": 3},
    {"seat": 1, "type": "lasso", "target": 0, "row": 1, "col": 1},
    {"seat": 1, "type": "place", "row": 1, "col": 4},
    {"seat": 0, "type": "draw", "pile": 0},
    {"seat": 0, "type": "discard"},
    {"seat": 0, "type": "shoot", "target": 1, "row": 1, "col": 3},
    {"seat": 1, "type": "draw", "pile": 1},
    {"seat": 1, "type": "discard"},
    {"seat": 0, "type": "draw", "pile": 0},
    {"seat": 0, "type": "sink", "row": 0, "col": 1},
]
# Example 3: the set shift (bear-right, then bear-person).
EXAMPLE_3_SETUP = {
    "piles": [["bow", "bear-left", "paddler-red-2", "stern"], ["loot-eagle"], ["bear-right", "bear-person", "loot-fur"]]
}
# Seat 0 has two complete canoes and a third one waiting for its stern; seat 1 has a weaker canoe.
END_SETUP = {
    "areas": [
        [
            {"row": 0, "col": 2, "card": "bow"},
            {"row": 0, "col": 3, "card": "paddler-red-1"},
            {"row": 0, "col": 4, "card": "stern"},
            {"row": 1, "col": 2, "card": "bow-red"},
            {"row": 1, "col": 3, "card": "bear-left"},
            {"row": 1, "col": 4, "card": "bear-right"},
            {"row": 1, "col": 5, "card": "stern-black"},
            {"row": 2, "col": 2, "card": "bow-black"},
            {"row": 2, "col": 3, "card": "loot-woman"},
            {"row": 2, "col": 4, "card": "paddler-black-3"},
        ],
        [
            {"row": 0, "col": 5, "card": "bow"},
            {"row": 0, "col": 6, "card": "paddler-black-2"},
            {"row": 0, "col": 7, "card": "loot-tent"},
        ],
    ],
    "piles": [["stern"], ["loot-fur"], ["paddler-red-4"]],
}


def start(app: App, seats: list[Seat], seed: int = 3, options: dict | None = None, setup: dict | None = None) -> Match:
    """Open an Ogallala table for a new match and run a frame."""
    match = Match("ogallala", seats, seed, options or {}, setup or {})
    app.open_table(match)
    app.step()
    return match


def cell(seat: int, row: int, col: int) -> str:
    """A grid cell's item key."""
    return f"cell:{seat}:{row}:{col}"


def perform_by_mouse(app: App, action: dict) -> None:
    """Do one legal action of the viewing seat the way a person does: clicks, drags and buttons."""
    scene = table(app)
    kind = action["type"]
    seat = action["seat"]
    if kind == "draw":
        click(app, centre(app, f"pile:{action['pile']}"))
    elif kind == "place":
        drag(app, centre(app, "held"), centre(app, cell(seat, action["row"], action["col"])))
    elif kind == "shift":
        v = action["from_col"] if action["by"] > 0 else action["to_col"]
        drag(app, centre(app, "held"), centre(app, cell(seat, action["row"], v)))
        choose(app, action)
    elif kind == "discard":
        drag(app, centre(app, "held"), centre(app, "discard"))
    elif kind in ("lasso", "shoot"):
        click(app, centre(app, cell(action["target"], action["row"], action["col"])))
    elif kind == "sink":
        click(app, centre(app, cell(seat, action["row"], action["col"])))
    elif kind == "attack":
        click(app, centre(app, cell(action["target"], action["target_row"], action["target_col"])))
        choose(app, action)
    elif kind == "pass":
        click(app, centre(app, "pass-button"))
    elif kind == "end_game":
        click(app, centre(app, "end-button"))
    elif kind == "continue":
        click(app, centre(app, "continue-button"))
    del scene


def choose(app: App, action: dict) -> None:
    """If a chooser opened, click the entry whose gesture carries this action (or the same choice)."""
    choose_entry(app, action, same_choice)


def same_choice(a: dict | None, b: dict) -> bool:
    """Attacks naming the same canoes are one choice (ogallala.md §11): compare without the own cell."""
    if a is None or a["type"] != b["type"]:
        return False
    if a["type"] == "attack":
        keys = ("row", "target", "target_row", "target_col")
        return all(a[k] == b[k] for k in keys)
    return a == b


def greedy_choice(match: Match, rng: random.Random) -> dict:
    """A plausible action for the seat to act: complete canoes, build rows, attack, end when ahead."""
    legal = match.legal_actions()
    seat = match.to_act()[0]
    rules = match.rules

    def value(a: dict) -> float:
        kind = a["type"]
        if kind == "place":
            state = rules.clone(match.state)
            rules.perform(state, a)
            after = rules.view(state, seat)
            row = match.state.grids[seat][a["row"]]
            near = sum(1 for d in (-1, 1) if 0 <= a["col"] + d < 14 and row[a["col"] + d] >= 0)
            return 10 + 100 * after["seats"][seat]["complete_canoes"] + after["scores"][seat] + 5 * near
        return {
            "attack": 500.0,
            "shift": 300.0,
            "lasso": 50.0,
            "shoot": 50.0,
            "sink": 5.0,
            "end_game": 1000.0,
            "continue": 0.0,
            "discard": 1.0,
            "pass": 0.5,
            "draw": 1.0,
        }.get(kind, 0.0)

    return max(legal, key=lambda a: value(a) + rng.random())
