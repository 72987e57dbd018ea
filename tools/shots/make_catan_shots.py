"""Save screenshots of The Struggle for Catan table (not a test): python tools/shots/make_catan_shots.py DIR
[history | sizes]."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="tablegame-shots-"))  # never the real saves

# the program and the table tests' drivers, when run from anywhere
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tests" / "table"))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygame
from catan_driver import GAME, hand_key, market_key, perform_by_mouse, played, spot, start
from driver import centre, click, drag, make_app, run_until, table

from tablegame.app.scenes.dialogs import HandoffScene, ScoreScene
from tablegame.app.shot import take_shot
from tablegame.core.match import Match, Seat

SIZES = ((900, 600), (1280, 720), (1000, 1000), (2560, 1440), (2560, 720), (3840, 2160))
THREE = [Seat("Mina"), Seat("Bot 2", "bot", "normal"), Seat("Bot 3", "bot", "normal")]
# A 3-seat position with built-up tableaux; Mina can pay a road, a settlement or a city in several ways.
MIDGAME = {
    "start_seat": 0,
    "fate": "left",
    "tableaux": [
        {
            "roads": 3,
            "knights": 1,
            "estates": [{"card": "settlement-brigand", "city": True}, {"card": "settlement-market-day"}],
        },
        {"roads": 2, "knights": 2, "estates": [{"card": "settlement-market-day", "city": True, "expansion": "castle"}]},
        {"roads": 1, "estates": [{"card": "settlement-brigand"}, {"card": "settlement-brigand"}]},
    ],
    "hands": [
        ["lumber", "brick", "wool", "wool", "wool", "wool", "ore", "ore", "ore", "grain", "grain"],
        ["ore", "grain", "wool", "lumber"],
        ["brick", "brick", "ore", "grain", "grain", "wool", "lumber", "ore", "wool"],
    ],
}


def shoot(app, folder: Path, name: str) -> None:
    """Draw a frame and save it."""
    app.step()
    app.draw()
    pygame.image.save(app.screen, str(folder / f"catan_{name}.png"))


def tables(folder: Path) -> None:
    """2 to 4 seats mid-game, seen by seat 0 at its trade phase."""
    for n, seed, steps in ((2, 4, 60), (3, 5, 80), (4, 6, 120)):
        app = make_app()
        app.open_table(played(n, seed, steps))
        app.step()
        shoot(app, folder, f"{n}_seats")


def sizes(folder: Path) -> None:
    """2 to 4 seats mid-game at every window size the size test and issue 17 name, drawn like `tablegame shot`."""
    for n, seed, steps in ((2, 5, 80), (3, 6, 120), (4, 21, 260)):
        match = played(n, seed, steps)
        for size in SIZES:
            shot = take_shot(match, 0, size)
            pygame.image.save(shot.image, str(folder / f"catan_{n}_seats_{size[0]}x{size[1]}.png"))


def trading(folder: Path) -> None:
    """A hand card dragged over a market card: every place that takes it glows, the one under it brighter."""
    app = make_app()
    start(app, THREE, seed=8, setup=MIDGAME)
    market = table(app).board.model.cards
    take = next(i.card[4:] for i in market if i.zone == "market" and i.card and i.card != "res:wool")
    drag(app, spot(app, hand_key(app, "wool", last=True)), centre(app, market_key(app, take)), release=False)
    shoot(app, folder, "trade_drag")


def paying(folder: Path) -> None:
    """The payment dialog of a road that can be paid three ways."""
    app = make_app()
    match = start(app, THREE, seed=8, setup=MIDGAME)
    perform_by_mouse(app, {"seat": 0, "type": "end_trade"})
    click(app, centre(app, "supply:road"))
    print(
        "paying for",
        table(app).presenter.paying,
        "legal builds:",
        sum(1 for a in match.legal_actions(0) if a["type"] == "build"),
    )
    shoot(app, folder, "build_payment")


def events(folder: Path) -> None:
    """The Brigand Attack dialog (Mina must discard) and the Market Day dialog."""
    app = make_app()
    hands = [[*MIDGAME["hands"][0], "wool", "lumber", "grain", "brick"], *MIDGAME["hands"][1:]]
    match = start(
        app,
        THREE,
        seed=8,
        setup={
            **MIDGAME,
            "hands": hands,
            "tableaux": [
                {"roads": 3, "knights": 1, "estates": [{"card": "settlement-brigand"}]},
                *MIDGAME["tableaux"][1:],
            ],
        },
    )
    perform_by_mouse(app, {"seat": 0, "type": "end_trade"})
    perform_by_mouse(
        app, {"seat": 0, "type": "build", "building": "city", "settlement": 0, "pay": {"grain": 2, "ore": 3}}
    )
    print("after the city:", match.view(0)["phase"], match.view(0)["to_act"])
    click(app, spot(app, "mine:wool:0"))
    click(app, spot(app, "mine:wool:1"))
    shoot(app, folder, "event_brigand")
    app = make_app()
    match = start(
        app,
        THREE,
        seed=8,
        setup={
            **MIDGAME,
            "tableaux": [
                {"roads": 3, "knights": 1, "estates": [{"card": "settlement-market-day"}]},
                *MIDGAME["tableaux"][1:],
            ],
        },
    )
    perform_by_mouse(app, {"seat": 0, "type": "end_trade"})
    perform_by_mouse(
        app, {"seat": 0, "type": "build", "building": "city", "settlement": 0, "pay": {"grain": 2, "ore": 3}}
    )
    print("after the city:", match.view(0)["phase"], match.view(0)["to_act"])
    shoot(app, folder, "event_market_day")


def library(folder: Path) -> None:
    """A Library owner sees the other hands in its trade phase (SFC-43) and drags one onto its own to take a card."""
    app = make_app()
    setup = {
        **MIDGAME,
        "tableaux": [
            {
                "roads": 3,
                "knights": 1,
                "estates": [
                    {"card": "settlement-brigand", "city": True, "expansion": "library"},
                    {"card": "settlement-market-day"},
                ],
            },
            *MIDGAME["tableaux"][1:],
        ],
    }
    start(app, THREE, seed=8, setup=setup)
    drag(app, centre(app, "hand:2"), spot(app, hand_key(app, "ore", last=True)))
    app.step()
    shoot(app, folder, "library")


def handoff(folder: Path) -> None:
    """The hot-seat hand-off screen between two humans."""
    app = make_app()
    start(app, [Seat("Mina"), Seat("Noor")], seed=5)
    shoot(app, folder, "handoff")
    assert isinstance(app.scenes.top, HandoffScene)


def history(folder: Path) -> None:
    """The history panel after two bots' long turns (cities, events, steals), and scrolled back to the top."""
    app = make_app()
    app.open_table(played(3, 9, 150))
    app.step()
    shoot(app, folder, "history")
    board = table(app).board
    board.panel.wheel(3)
    shoot(app, folder, "history_scrolled")


def victory(folder: Path) -> None:
    """Three bots play a whole game on the table; the score screen at the end."""
    app = make_app()
    seats = [Seat("Mina", "bot", "normal"), Seat("Bot 2", "bot", "normal"), Seat("Bot 3", "bot", "easy")]
    match = Match(GAME, seats, 12, {}, {})
    app.open_table(match)
    run_until(app, lambda: isinstance(app.scenes.top, ScoreScene), frames=20000)
    print("game over after", len(match.actions), "actions:", match.result())
    shoot(app, folder, "victory")
    click(app, app.scenes.top.buttons[1].rect.center)
    shoot(app, folder, "final_table")


def main() -> None:
    """Every screenshot into the folder given (default /work/shots)."""
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "/work/shots")
    folder.mkdir(parents=True, exist_ok=True)
    if sys.argv[2:] == ["history"]:  # only the history shots
        history(folder)
        return
    if sys.argv[2:] == ["sizes"]:  # only the tables at every size
        sizes(folder)
        return
    tables(folder)
    trading(folder)
    paying(folder)
    events(folder)
    library(folder)
    handoff(folder)
    history(folder)
    victory(folder)


if __name__ == "__main__":
    main()
