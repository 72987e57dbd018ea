"""How long the menu and the Games in progress list take with many kept games: every file read (before) or the
summary cache (after), side by side in one run.

A real kept file (a Niagara game of three seats, mid-game) is copied into a temporary folder 1,000 and
10,000 times, each copy with its own match id, players, turn, scores and time. Then, for each count:

- list: `SaveStore.kept_games()` alone;
- menu: the main menu made and shown (`MenuScene(app)` and its `enter`, as at the program's start);
- list screen: the Games in progress screen made, laid out and drawn once (as when its button is pressed).

Each is timed the old way (every file read and checked, as before the cache), cold (no cache file: the
first start after an update, or after the cache was lost), warm (a new start with the cache file there)
and after one more move of one game was written (the menu coming back from a table: `resume`).

    python bench/kept_lists.py [--counts 1000,10000] [--repeats 3] [--out FILE] [--profile menu|list]
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import platform
import pstats
import random
import shutil
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from tablegame.app.main import App
from tablegame.app.scenes.games_list import GamesScene
from tablegame.app.scenes.menu import MenuScene
from tablegame.app.settings import Settings
from tablegame.core.match import Match, Seat
from tablegame.storage import saves
from tablegame.storage.kept import KeptGame, read_kept_game, regular_file_problem
from tablegame.storage.saves import SaveStore, save_text
from tablegame.storage.summary_index import INDEX_NAME

NAMES = ["Mina", "Joon", "Wei", "Ana", "Ravi", "Lena", "Tomás", "민아", "小明"]


def template(seed: int = 7, n_actions: int = 120) -> dict[str, Any]:
    """The object of a real kept file: a Niagara game of three seats, `n_actions` random actions in."""
    match = Match("niagara", [Seat("Mina"), Seat("Bot 2", "bot", "normal"), Seat("Bot 3", "bot", "normal")], seed)
    rng = random.Random(seed)
    while len(match.actions) < n_actions and not match.is_over():
        match.apply(rng.choice(match.legal_actions()))
    with tempfile.TemporaryDirectory() as folder:
        path = SaveStore(Path(folder), background=False).autosave(match, played_at=time.time())
        data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def fill(folder: Path, count: int, data: dict[str, Any]) -> None:
    """`count` copies of a kept file in `folder`/games, each with its own id, players, turn, scores and time."""
    games = folder / saves.GAMES_FOLDER
    games.mkdir(parents=True, exist_ok=True)
    rng = random.Random(count)
    now = time.time()
    for number in range(count):
        copy = dict(data)
        ident = uuid.UUID(int=rng.getrandbits(128)).hex
        copy["match_id"] = ident
        players = [rng.choice(NAMES), "Bot 2", "Bot 3"]
        copy["seats"] = [dict(seat, name=name) for seat, name in zip(data["seats"], players, strict=True)]
        copy["summary"] = dict(
            data["summary"],
            players=players,
            turn=rng.randrange(1, 80),
            scores=[rng.randrange(0, 20) for _ in players],
            played_at=now - number * 600.0,
        )
        (games / f"{ident}.json").write_text(save_text(copy, compact=True), encoding="utf-8")


def old_kept_games(self: SaveStore, finished: bool = False, seconds: float | None = None) -> list[KeptGame]:
    """The listing before the cache: every file read and checked."""
    self.flush()
    folder = self.finished_folder if finished else self.games_folder
    games = []
    for path, info in saves._listed(folder):
        problem = regular_file_problem(path, info)
        data: Any = None
        if problem is None:
            data, problem = saves._read_checked(path)
        games.append(read_kept_game(path, finished, data, problem, info))
    games.sort(key=lambda game: (game.played_at, game.id), reverse=True)
    return games


def drop_cache(folder: Path) -> None:
    """Remove the cache file of the games in progress (a cold start)."""
    (folder / saves.GAMES_FOLDER / INDEX_NAME).unlink(missing_ok=True)


KINDS = ("old", "cold", "cold, filled", "warm", "after a move")
Times = tuple[float, float]  # wall-clock and CPU milliseconds


class Stopwatch:
    """Wall-clock and CPU time since it was made (on a shared machine the CPU time says what the work itself took)."""

    def __init__(self) -> None:
        self.wall, self.cpu = time.perf_counter(), time.process_time()

    def read(self) -> Times:
        """Milliseconds so far: wall-clock, CPU."""
        return (time.perf_counter() - self.wall) * 1000, (time.process_time() - self.cpu) * 1000


def timed(work: Callable[[], object]) -> Times:
    """The milliseconds `work` takes: wall-clock, CPU."""
    watch = Stopwatch()
    work()
    return watch.read()


def show_menu(app: App) -> MenuScene:
    """The menu made and entered, as at the program's start."""
    menu = MenuScene(app)
    menu.enter()
    return menu


def show_list(app: App) -> GamesScene:
    """The Games in progress screen made, laid out and drawn once."""
    scene = GamesScene(app)
    scene.enter()
    scene.draw(app.screen)
    return scene


def one_more_move(store: SaveStore) -> None:
    """One more move of the game played last, written as the table writes it."""
    latest = next(game for game in store.kept_games() if game.problem is None)
    match = store.load_kept(latest)
    match.apply(match.legal_actions()[0])
    store.autosave(match)


def filled(scene: object) -> None:
    """Frames of a screen until it has read every game (a listing alone is read through at once)."""
    while getattr(scene, "unread", 0):
        scene.update(1 / 60)  # type: ignore[attr-defined]


def measure(app: App, folder: Path, show: Callable[[App], object], repeats: int) -> dict[str, Times]:
    """One screen (or the listing) timed old, cold, warm and after a move: the medians of `repeats` in ms."""
    results: dict[str, list[Times]] = {kind: [] for kind in KINDS}
    for _ in range(repeats):
        app.store = SaveStore(folder)
        original = SaveStore.kept_games
        SaveStore.kept_games = old_kept_games  # type: ignore[method-assign]
        try:
            results["old"].append(timed(lambda: show(app)))
        finally:
            SaveStore.kept_games = original  # type: ignore[method-assign]
        drop_cache(folder)
        app.store = SaveStore(folder)
        watch = Stopwatch()
        scene = show(app)
        results["cold"].append(watch.read())
        filled(scene)
        results["cold, filled"].append(watch.read())
        app.store = SaveStore(folder)
        results["warm"].append(timed(lambda: show(app)))
        one_more_move(app.store)
        if show is show_menu:
            menu = show_menu(app)
            results["after a move"].append(timed(menu.resume))
        else:
            results["after a move"].append(timed(lambda: show(app)))
    return {
        kind: (statistics.median(wall for wall, _ in values), statistics.median(cpu for _, cpu in values))
        for kind, values in results.items()
    }


def machine() -> str:
    """The machine, and its load now (it is shared)."""
    cpu = platform.processor() or platform.machine()
    load = " ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "n/a"
    return (
        f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, "
        f"Python {platform.python_version()}, load average {load}"
    )


def report(rows: list[tuple[int, str, dict[str, Times]]], file_bytes: int) -> str:
    """The results as a Markdown section."""
    lines = [
        "## Kept games: the menu and the Games in progress list (`bench/kept_lists.py`)",
        "",
        f"Machine: {machine()} (a shared machine: other work ran meanwhile). "
        f"Each kept file is a copy of one Niagara game of three seats ({file_bytes:,} bytes). "
        "Medians in ms, wall-clock (CPU time in brackets). `old`: every file read, as before the cache. "
        "`cold`: no cache file (the first start "
        "after the update): until the screen shows, and `filled` until it has read every game "
        "(a frame's 0.1 s at a time, newest first; the listing alone reads all at once); "
        "`warm`: a new start with the cache; `after a move`: one game's move written, then the menu back "
        "(`resume`) or the list opened again.",
        "",
        "| games | what | old | cold | cold, filled | warm | after a move | old / warm |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for count, what, result in rows:
        ratio = result["old"][0] / max(result["warm"][0], 1e-9)
        cells = " | ".join(f"{result[kind][0]:.0f} ({result[kind][1]:.0f})" for kind in KINDS)
        lines.append(f"| {count:,} | {what} | {cells} | {ratio:.0f}x |")
    return "\n".join(lines) + "\n"


def profile(app: App, folder: Path, show: Callable[[App], object]) -> None:
    """The top functions of one warm showing."""
    app.store = SaveStore(folder)
    show(app)  # the cache file written
    app.store = SaveStore(folder)
    profiler = cProfile.Profile()
    profiler.runcall(show, app)
    pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)


def listing(app: App) -> list[KeptGame]:
    """The games in progress alone."""
    return app.store.kept_games()


def main(argv: list[str] | None = None) -> int:
    """Run the measurements and print (or write) the Markdown section."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--counts", default="1000,10000")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--profile", choices=["menu", "list"])
    args = parser.parse_args(argv)
    data = template()
    scratch = Path(tempfile.mkdtemp(prefix="kept-lists-app-"))  # never the player's own folder
    app = App((1280, 720), bot_threads=False, store=SaveStore(scratch), settings=Settings("instant"))
    rows = []
    try:
        for count in (int(c) for c in args.counts.split(",")):
            folder = Path(tempfile.mkdtemp(prefix="kept-lists-"))
            try:
                fill(folder, count, data)
                if args.profile:
                    profile(app, folder, show_menu if args.profile == "menu" else show_list)
                    continue
                for what, show in (("list", listing), ("menu", show_menu), ("list screen", show_list)):
                    rows.append((count, what, measure(app, folder, show, args.repeats)))
                    print(count, what, rows[-1][2], file=sys.stderr)
            finally:
                shutil.rmtree(folder, ignore_errors=True)
    finally:
        pygame.quit()
        shutil.rmtree(scratch, ignore_errors=True)
    if args.profile:
        return 0
    text = report(rows, len(save_text(data, compact=True).encode("utf-8")))
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
