"""Helpers for driving the Niagara table through the real event loop (posted pygame events only)."""

from __future__ import annotations

import pygame
from driver import centre, choose, click, drag, post, table

from tablegame.app.main import App
from tablegame.core.match import Match, Seat

# Seat 0's one canoe in play at 7B and the other lost over the falls, a violet gem at home: a recovery is due.
RECOVERY_DUE = {
    "boats": [[{"at": "7B"}, {"at": "falls"}], None, None],
    "home": [{"violet": 1}, None, None],
    "weather": 2,
    "next_arm": "B",
}


def start(app: App, seats: list[Seat], seed: int = 3, options: dict | None = None, setup: dict | None = None) -> Match:
    """Open a Niagara table for a new match and run a frame."""
    match = Match("niagara", seats, seed, options or {}, setup or {})
    app.open_table(match)
    app.step()
    return match


def perform_by_mouse(app: App, action: dict) -> None:
    """Do one legal action of the viewing seat the way a person does: drags, clicks and buttons."""
    kind = action["type"]
    seat = action["seat"]
    if kind == "choose":
        drag(app, centre(app, f"hand:{action['card']}"), centre(app, f"choice:{seat}"))
    elif kind == "move":
        drag_via(app, centre(app, f"boat:{seat}:{action['boat']}"), centre(app, f"slot:{action['to']}"))
        choose(app, action)
    elif kind == "weather":
        new = table(app).match.view(seat)["weather"] + action["delta"]
        drag(app, centre(app, "wmarker"), centre(app, f"wcell:{new}"))
    elif kind == "end_move":
        click(app, centre(app, "end-move"))
    elif kind == "recover":
        click(app, centre(app, f"recover-{action['pay'] or 'free'}"))
    elif kind == "pass":
        click(app, centre(app, "recover-pass"))
    else:
        raise AssertionError(f"no gesture for {action}")


def drag_via(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    """A drag that first leaves the start (so a canoe dropped back on its own slot is still a drag)."""
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step()
    away = (start[0], max(0, start[1] - 60))
    for pos in (away, ((away[0] + end[0]) // 2, (away[1] + end[1]) // 2), end):
        post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
        app.step()
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.step()
