"""The frame in which a move lands, with the autosave written on the UI thread (before) and in its thread (after).

Headless (SDL dummy driver), at 1280x720 and 2560x1440: a Niagara table of three `random` bots plays
on from a game of 300 or of 8,000 actions (random playouts with no round limit, so the game never
ends), a bot move about every tenth of a second, the loop ticking at 60 frames a second as the window
does. Each frame's work (`App.step`) is timed; a "move frame" is one whose update applied an action.
The two ways run side by side in one process on the same positions, alternating per configuration:
`SaveStore(background=False)` writes every autosave in `TableScene.apply` as before (whole game
encoded, file and folder synced), the default store hands a snapshot to its writer thread. Saves
go to a temporary folder on the disk of `--folder` (default: the system's temporary folder) with
real fsyncs.

    python bench/frames.py [--moves 200] [--sizes 1280x720,2560x1440] [--lengths 300,8000] [--folder DIR]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from tablegame.core.match import Match, Seat
from tablegame.sim import percentile
from tablegame.storage.saves import SaveStore

PAUSE = 0.1  # seconds between bot moves: a brisk game, with frames between moves for the writer to use
SEATS = [Seat(f"Bot {i}", "bot", "random") for i in (1, 2, 3)]


def long_game(n_actions: int, seed: int = 1) -> Match:
    """A Niagara match of random legal actions without a round limit (it never ends by itself)."""
    match = Match("niagara", list(SEATS), seed, {"max_rounds": 0})
    rng = random.Random(seed)
    while len(match.actions) < n_actions:
        match.apply(rng.choice(match.legal_actions()))
    return match


def frames(size: tuple[int, int], start: Match, moves: int, background: bool, folder: Path) -> dict[str, list[float]]:
    """Seconds of work of each move frame and of every other frame while the table plays `moves` moves."""
    import pygame

    from tablegame.app.main import App
    from tablegame.app.settings import Settings

    class Paced(Settings):
        """Instant travel, a short pause after each bot move."""

        @property
        def travel(self) -> float:
            return 0.0

        @property
        def pause(self) -> float:
            return PAUSE

    match = start.rebuilt()  # a fresh copy: both ways play on from the same position
    store = SaveStore(folder, background=background)
    app = App(size, bot_threads=False, store=store, settings=Paced("instant"))
    app.open_table(match)
    for _ in range(30):  # the first layout, and the histories of the whole game, are built
        app.step(1 / 60)
    store.flush()
    timings: dict[str, list[float]] = {"move": [], "other": []}
    last = len(match.actions)
    while len(timings["move"]) < moves:
        app.clock.tick(60)
        begin = time.perf_counter()
        app.step(1 / 60)
        spent = time.perf_counter() - begin
        landed = len(match.actions) > last
        last = len(match.actions)
        timings["move" if landed else "other"].append(spent)
    store.flush()
    pygame.display.quit()
    return timings


def call_cost(start: Match, background: bool, folder: Path, repeats: int = 30) -> list[float]:
    """Seconds the UI thread spends in one autosave call (the write itself, or handing over a snapshot)."""
    store = SaveStore(folder, background=background)
    match = start.rebuilt()
    rng = random.Random(5)
    spent = []
    for _ in range(repeats):
        match.apply(rng.choice(match.legal_actions()))
        begin = time.perf_counter()
        store.autosave_later(match)
        spent.append(time.perf_counter() - begin)
        store.flush()
    return spent


def ms(values: list[float], q: float) -> float:
    """A percentile in milliseconds."""
    return 1000 * percentile(values, q)


def main(argv: list[str] | None = None) -> int:
    """Measure both ways and print the Markdown section for bench/RESULTS.md."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200, help="move frames timed per configuration")
    parser.add_argument("--sizes", default="1280x720,2560x1440")
    parser.add_argument("--lengths", default="300,8000", help="actions in the game before the timed moves")
    parser.add_argument("--folder", default="", help="where the saves are written (a folder on the disk to measure)")
    args = parser.parse_args(argv)
    sizes = [tuple(int(n) for n in text.split("x")) for text in args.sizes.split(",")]
    lengths = [int(n) for n in args.lengths.split(",")]
    lines = [f"Command: `python bench/frames.py {' '.join(argv if argv is not None else sys.argv[1:])}` "
             f"({time.strftime('%Y-%m-%d %H:%M')}); load average at start "
             f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}.", "",
             "Milliseconds of the UI thread's work per frame; before = autosave written in `TableScene.apply`, "
             "after = handed to the writer thread. Ratio = before / after.", "",
             "| size | game | move frame p50 before / after | move frame p99 before / after | ratio p99 "
             "| other frames p99 before / after |", "|---|---|---|---|---|---|"]
    with tempfile.TemporaryDirectory(dir=args.folder or None) as folder:
        games = {n: long_game(n) for n in lengths}
        for size in sizes:
            for n, game in games.items():
                before = frames(size, game, args.moves, False, Path(folder))
                after = frames(size, game, args.moves, True, Path(folder))
                row = (f"| {size[0]}x{size[1]} | {n:,} actions | {ms(before['move'], 0.5):.1f} / "
                       f"{ms(after['move'], 0.5):.1f} | {ms(before['move'], 0.99):.1f} / {ms(after['move'], 0.99):.1f}"
                       f" | {ms(before['move'], 0.99) / ms(after['move'], 0.99):.1f}x | "
                       f"{ms(before['other'], 0.99):.1f} / {ms(after['other'], 0.99):.1f} |")
                lines.append(row)
                print(row, file=sys.stderr)
        lines += ["", "The autosave call alone on the UI thread (ms, p50 / max of 30 moves):", "",
                  "| game | before: the whole write | after: taking the snapshot | ratio p50 |", "|---|---|---|---|"]
        for n, game in games.items():
            slow, fast = call_cost(game, False, Path(folder)), call_cost(game, True, Path(folder))
            lines.append(f"| {n:,} actions | {ms(slow, 0.5):.2f} / {1000 * max(slow):.2f} | "
                         f"{ms(fast, 0.5):.2f} / {1000 * max(fast):.2f} | {ms(slow, 0.5) / ms(fast, 0.5):.0f}x |")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
