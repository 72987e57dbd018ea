"""Frame times of the table at 1280x720 and 2560x1440: idle, while a `hard` bot thinks, and the frames where moves land.

Headless (SDL dummy driver), every game, the loop ticking at 60 frames a second as the window does;
each frame's work (`App.step`) is timed.

Every table has the game's largest seat count (`--seats N` for another).

- idle: a table at the human seat 0's turn (`hard` bots wait for theirs) in mid-game; the pointer
  moves across the window every frame, so every frame is drawn (a still window draws 4 times a second).
- bot: the same, while a `hard` bot decides again and again (a real choice of a mid-game position) in
  the table's bot worker: in a thread of this process, or in the worker's process. Idle, thread and
  process take turns on one table in blocks of frames, so that the machine's load falls on all three.
- move: a table of `random` bots at the `fast` speed plays on from mid-game; a "move frame" is one
  whose update applied an action (the model rebuilt, the history synced, the flights set up, the autosave
  handed over), "other" the frames between (flights, pauses). A table that shows its last frame again while the
  next picture is made (`App.owed`) draws the move in a later frame: "showing a move" is the first frame drawn from
  a move's frame on (the move frame itself on a table that does not hold), "landing" every frame from a move's to
  that one.

    python bench/frames.py [--games cabo,...] [--sizes 1280x720,2560x1440] [--seats N] [--rounds 6] [--block 60]
        [--moves 60]
    python bench/frames.py --against DIR [--games ...] [--sizes ...]   (each row on the tree DIR too, before)
    python bench/frames.py --against DIR --person [--moves 40]   (seat 0 a person: its own moves' frames)
    python bench/frames.py --profile move|shown|idle --games niagara --sizes 2560x1440   (cProfile, top functions)
    python bench/frames.py --autosave [--moves 200] [--lengths 300,8000] [--folder DIR]
    python bench/frames.py --mending [--rounds 3] [--moves 40]   (move frames, the layer mended or drawn whole)

`--person` makes seat 0 a person among `random` bots: its moves, picked by a seeded random choice among the
gestures its table offers, are made by posting the pointer's and keys' events (`person_hand.PersonHand`: press,
drag, release, a chooser's entry; Tab and Enter where the pointer cannot reach), and the frames from each gesture's
(the frame whose input applied the move) to the one showing the move are timed, with the bots' moves between.

`--mending` times move frames with the board's resting layer drawn whole for every new model
(`finish.mending` off, before) and mended where the model changed (on, after), the two taking turns
`--rounds` times per game and size, each turn on a new table of the same mid-game position.

`--autosave` is the earlier measurement: Niagara tables of three `random` bots from games of 300 and
8,000 actions, the autosave written on the UI thread (`SaveStore(background=False)`, before) and handed
to the store's writer thread (after), side by side.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

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


def autosave_section(args: argparse.Namespace, argv: list[str], sizes: list[tuple[int, int]]) -> int:
    """Measure the autosave both ways and print its Markdown section for bench/RESULTS.md."""
    lengths = [int(n) for n in args.lengths.split(",")]
    lines = [
        f"Command: `python bench/frames.py {' '.join(argv)}` "
        f"({time.strftime('%Y-%m-%d %H:%M')}); load average at start "
        f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}.",
        "",
        "Milliseconds of the UI thread's work per frame; before = autosave written in `TableScene.apply`, "
        "after = handed to the writer thread. Ratio = before / after.",
        "",
        "| size | game | move frame p50 before / after | move frame p99 before / after | ratio p99 "
        "| other frames p99 before / after |",
        "|---|---|---|---|---|---|",
    ]
    with tempfile.TemporaryDirectory(dir=args.folder or None) as folder:
        games = {n: long_game(n) for n in lengths}
        for size in sizes:
            for n, game in games.items():
                before = frames(size, game, args.moves, False, Path(folder))
                after = frames(size, game, args.moves, True, Path(folder))
                row = (
                    f"| {size[0]}x{size[1]} | {n:,} actions | {ms(before['move'], 0.5):.1f} / "
                    f"{ms(after['move'], 0.5):.1f} | {ms(before['move'], 0.99):.1f} / {ms(after['move'], 0.99):.1f}"
                    f" | {ms(before['move'], 0.99) / ms(after['move'], 0.99):.1f}x | "
                    f"{ms(before['other'], 0.99):.1f} / {ms(after['other'], 0.99):.1f} |"
                )
                lines.append(row)
                print(row, file=sys.stderr)
        lines += [
            "",
            "The autosave call alone on the UI thread (ms, p50 / max of 30 moves):",
            "",
            "| game | before: the whole write | after: taking the snapshot | ratio p50 |",
            "|---|---|---|---|",
        ]
        for n, game in games.items():
            slow, fast = call_cost(game, False, Path(folder)), call_cost(game, True, Path(folder))
            lines.append(
                f"| {n:,} actions | {ms(slow, 0.5):.2f} / {1000 * max(slow):.2f} | "
                f"{ms(fast, 0.5):.2f} / {1000 * max(fast):.2f} | {ms(slow, 0.5) / ms(fast, 0.5):.0f}x |"
            )
    print("\n".join(lines))
    return 0


GAMES = ["cabo", "niagara", "ogallala", "struggle-for-catan"]
WARM_FRAMES = 30  # the first layout, fonts and art caches are made before timing


def mid_game(game: str, seats: list[Seat], seed: int, done: Callable[[Match], bool], at_least: int = 40) -> Match:
    """A match played on by random legal actions until `done` holds after `at_least` actions (new deals if it ends)."""
    while True:
        match = Match(game, list(seats), seed)
        rng = random.Random(seed)
        while not match.is_over() and len(match.actions) < 10 * at_least:
            if len(match.actions) >= at_least and done(match):
                return match
            match.apply(rng.choice(match.legal_actions()))
        seed += 1


SEATS_BY_GAME: dict[str, int] = {}  # seats per game at the table (--seats); a game not named: its largest count


def seats_of(game: str) -> int:
    """How many seats the measured tables of `game` have: `--seats`, else the most its rules allow."""
    from tablegame.core.registry import get_rules

    return SEATS_BY_GAME.get(game) or get_rules(game).max_seats


def human_seats(game: str) -> list[Seat]:
    """The player at seat 0 and `hard` bots at the other seats."""
    return [Seat("Player 1")] + [Seat(f"Bot {i}", "bot", "hard") for i in range(2, seats_of(game) + 1)]


def bot_seats(game: str) -> list[Seat]:
    """`random` bots at every seat (a move as soon as the table is ready for it)."""
    return [Seat(f"Bot {i}", "bot", "random") for i in range(1, seats_of(game) + 1)]


def human_to_act(match: Match) -> bool:
    """Seat 0 alone is to act and has a choice: the table waits for the player."""
    return match.to_act() == [0] and len(match.legal_actions(0)) > 1


def bot_to_choose(match: Match) -> bool:
    """Seat 1 is to act with a real choice: the position a `hard` bot thinks about."""
    return 1 in match.to_act() and len(match.legal_actions(1)) > 1


def make_app(size: tuple[int, int], folder: Path, speed: str = "fast", brisk: bool = False) -> Any:
    """A headless window whose bots decide inline (the table's own worker is not what is measured); `brisk`: no pause
    after a bot's move (its cards still travel)."""
    from tablegame.app.main import App
    from tablegame.app.settings import Settings

    class Brisk(Settings):
        """No pause after a bot's move: the bots' moves between a person's, not timed, pass quickly."""

        @property
        def pause(self) -> float:
            return 0.0

    settings = (Brisk if brisk else Settings)(speed)  # type: ignore[arg-type]
    app = App(size, bot_threads=False, store=SaveStore(folder), settings=settings)
    app.reraise_errors = True  # a frame that fails would be timed as a fast one
    return app


def pointer_at(size: tuple[int, int], frame: int) -> tuple[int, int]:
    """Where the pointer is in a frame: it sweeps across the lower half of the window and back."""
    phase = frame % 240
    sweep = phase / 120 if phase < 120 else 2 - phase / 120
    return int(size[0] * (0.05 + 0.9 * sweep)), int(size[1] * 0.62)


class FrameProfiles:
    """cProfile statistics of the frames measured, by kind of frame ("move", "idle", ...)."""

    def __init__(self) -> None:
        self.stats: dict[str, pstats.Stats] = {}
        self.last: cProfile.Profile | None = None
        self.last_seconds = 0.0
        self.slowest: dict[str, tuple[float, cProfile.Profile]] = {}  # each kind's slowest frame

    def keep(self, kind: str) -> None:
        """File the last frame's profile under `kind`."""
        if self.last is None:
            return
        if self.last_seconds > self.slowest.get(kind, (0.0, None))[0]:
            self.slowest[kind] = (self.last_seconds, self.last)
        if kind in self.stats:
            self.stats[kind].add(self.last)
        else:
            self.stats[kind] = pstats.Stats(self.last, stream=sys.stdout)
        self.last = None


CPU: list[float] = []  # the UI thread's CPU time of each frame timed (the machine's load hardly enters it)


def timed_frame(
    app: Any, frame: int, moving_pointer: bool, profiles: FrameProfiles | None = None, tick: bool = True
) -> float:
    """Tick like the real loop (the sleep frees the interpreter lock; not with `tick` False: a frame not read), then
    time one `App.step`."""
    import pygame

    if moving_pointer:
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pointer_at(app.size, frame), rel=(1, 0), buttons=(0, 0, 0))
        )
    if tick:
        app.clock.tick(60)
    # CPU time: the machine's load hardly enters the profile
    profiler = cProfile.Profile(time.thread_time) if profiles is not None else None
    begin, begin_cpu = time.perf_counter(), time.thread_time()
    if profiler is not None:
        profiler.enable()
    app.step(1 / 60)
    if profiler is not None:
        profiler.disable()
    spent = time.perf_counter() - begin
    CPU.append(time.thread_time() - begin_cpu)
    if profiles is not None:
        profiles.last, profiles.last_seconds = profiler, spent
    return spent


MODES = ("idle", "thread", "process")  # nobody thinking; a `hard` bot in a thread; the same bot in the process


def worker_for(botworker: Any, mode: str) -> Any:
    """The table's bot worker, keeping to threads or using its process (a tree without one: threads only)."""
    if hasattr(botworker, "BotSpec"):
        return botworker.BotWorker(threaded=True, processes=mode == "process")
    return botworker.BotWorker(threaded=True)


def spec_for(botworker: Any, game: str) -> tuple[Any, ...]:
    """The extra argument of `BotWorker.start` naming the bot for its process (none in a tree without one)."""
    return (botworker.BotSpec(game, "hard", 1, 7),) if hasattr(botworker, "BotSpec") else ()


def still_frames(
    size: tuple[int, int],
    game: str,
    rounds: int,
    block: int,
    folder: Path,
    profiles: FrameProfiles | None = None,
    modes: tuple[str, ...] = MODES,
) -> dict[str, dict[str, Any]]:
    """Frame times at the player's turn, by mode (MODES): blocks of `block` frames, the modes taking turns
    (`rounds` times, in a rotating order) on one table, so that a change in the machine's load falls on all."""
    import pygame

    from tablegame.app import botworker
    from tablegame.bots.base import make_bot

    match = mid_game(game, human_seats(game), 1, human_to_act)
    app = make_app(size, folder)
    app.open_table(match)
    for frame in range(WARM_FRAMES):
        timed_frame(app, frame, True)
    position = mid_game(game, human_seats(game), 2, bot_to_choose)
    view, legal = position.view(1), position.legal_actions(1)
    spec = spec_for(botworker, game)  # none for a tree without the process (--no-process)
    thinkers = {mode: make_bot(position.rules, "hard", 1, 7) for mode in modes[1:]}
    workers = {mode: worker_for(botworker, mode) for mode in modes[1:]}
    for mode, warming in workers.items():  # the first decision (and the process's start) before timing
        warming.start(thinkers[mode], view, legal, 0, *spec)
        while warming.poll()[0] is None:
            time.sleep(0.01)
    results: dict[str, dict[str, Any]] = {mode: {"frames": [], "cpu": [], "decisions": 0} for mode in modes}
    frame = 0
    for turn in range(rounds):
        for mode in modes[turn % len(modes) :] + modes[: turn % len(modes)]:
            worker = workers.get(mode)
            if worker is not None:
                worker.start(thinkers[mode], view, legal, 0, *spec)
            for _ in range(block):
                frame += 1
                results[mode]["frames"].append(timed_frame(app, frame, True, profiles))
                results[mode]["cpu"].append(CPU[-1])
                if profiles is not None:
                    profiles.keep(mode)
                if worker is not None and worker.poll()[0] is not None:
                    results[mode]["decisions"] += 1
                    worker.start(thinkers[mode], view, legal, 0, *spec)
            if worker is not None:
                worker.cancel()
    for worker in workers.values():
        getattr(worker, "close", worker.cancel)()  # a tree without the process has no close
    pygame.display.quit()
    return results


def person_seats(game: str) -> list[Seat]:
    """The player at seat 0 (`--person`: moves made by posted events) and `random` bots at the other seats."""
    return [Seat("Player 1"), *bot_seats(game)[1:]]


def move_frames(
    size: tuple[int, int],
    game: str,
    moves: int,
    folder: Path,
    profiles: FrameProfiles | None = None,
    person: bool = False,
) -> dict[str, list[float]]:
    """Frame times while `random` bots play at the `fast` speed: the frames where a move lands, and the rest. With
    `person`, seat 0 is a person whose moves (`PersonHand`) are timed instead, `moves` of them, under "person ..."."""
    import pygame
    from person_hand import PersonHand

    from tablegame.app.scenes.confirm import ConfirmScene
    from tablegame.app.scenes.dialogs import ScoreScene
    from tablegame.app.scenes.table import TableScene

    seed = 1
    seats = person_seats if person else bot_seats
    match = mid_game(game, seats(game), seed, lambda m: True)
    app = make_app(size, folder, brisk=person)
    app.open_table(match)
    for frame in range(WARM_FRAMES):
        timed_frame(app, frame, False)
    kinds = ("move", "other", "move cpu", "other cpu", "shown", "shown cpu", "landing cpu", "waits")
    timings: dict[str, list[float]] = {kind: [] for kind in kinds + tuple(f"person {kind}" for kind in kinds)}
    hand = PersonHand(seed)
    counted = "person move" if person else "move"
    # pending: the prefix of the kinds of a move applied and not on the screen yet ("person " or ""), else None
    last, frame, pending = len(match.actions), 0, None
    waited = 0
    while len(timings[counted]) < moves:
        top = app.scenes.top
        if match.is_over() or (isinstance(top, ScoreScene) and top.final):
            seed += 1  # on to another game, not timed
            match = mid_game(game, seats(game), seed, lambda m: True)
            app.open_table(match)
            for _ in range(WARM_FRAMES):
                timed_frame(app, frame, False, tick=not person)
            last, pending = len(match.actions), None
            continue
        if isinstance(top, ScoreScene):
            top.close()  # a round's score screen: the player would click it away
        # a person's final choice is asked first: its question is answered (`PersonHand`)
        assert isinstance(app.scenes.top, TableScene | ConfirmScene)
        # --person: the frames of the bots' moves between the person's are not read: not paced, not to wait for them
        paced = not person or bool(hand.steps) or pending == "person " or not isinstance(app.scenes.top, TableScene)
        if person and (pending is None or hand.steps):  # no new gesture begun while a move waits to show
            hand.post(app.scenes.top)
            paced = paced or bool(hand.steps)
        frame += 1
        spent = timed_frame(app, frame, False, profiles, paced)
        landed = len(match.actions) > last
        mine = person and any(action.get("seat") == 0 for action in match.actions[last:])
        last = len(match.actions)
        held = bool(getattr(app, "owed", False))  # the window showed its last frame again (a tree that holds)
        if landed:
            pending = "person " if mine else ""  # a bot's move landing while a person's waits: the bot's from here
        prefix = pending or ""
        if isinstance(app.scenes.top, TableScene):  # a frame that pushed a score screen drew it: not a table frame
            timings[prefix + ("move" if landed else "other")].append(spent)
            timings[prefix + ("move cpu" if landed else "other cpu")].append(CPU[-1])
            if pending is not None:  # a frame from a move's to the first that shows it
                timings[prefix + "landing cpu"].append(CPU[-1])
                waited = 0 if landed else waited + 1
                if not held:
                    timings[prefix + "shown"].append(spent)
                    timings[prefix + "shown cpu"].append(CPU[-1])
                    timings[prefix + "waits"].append(float(waited))  # frames after the move's before it showed
            if profiles is not None:
                profiles.keep(prefix + ("move" if landed else "shown" if pending is not None and not held else "other"))
        pending = pending if held else None
    if person:
        print(f"{game}: {hand.by_keys} of seat 0's gestures made by keys", file=sys.stderr)
    app.store.flush()
    pygame.display.quit()
    return timings


def profile(kind: str, size: tuple[int, int], game: str, folder: Path, count: int) -> None:
    """cProfile of the idle or move frames of one game at one size: the top functions by cumulative and own time."""
    profiles = FrameProfiles()
    if kind in ("move", "shown"):
        timings = move_frames(size, game, count, folder, profiles)[kind]
    else:
        timings = still_frames(size, game, max(1, count // 60), 60, folder, profiles)["idle"]["frames"]
    print(f"{len(timings)} {kind} frames, p50 / p99 {p50_p99(timings)} ms (under the profiler)")
    stats = profiles.stats[kind]
    stats.sort_stats("cumulative").print_stats(50)
    stats.sort_stats("tottime").print_stats(25)
    seconds, slowest = profiles.slowest[kind]
    print(f"The slowest {kind} frame: {1000 * seconds:.1f} ms")
    pstats.Stats(slowest, stream=sys.stdout).sort_stats("cumulative").print_stats(30)


def p50_p99(values: list[float]) -> str:
    """'p50 / p99' in milliseconds."""
    return f"{ms(values, 0.5):.1f} / {ms(values, 0.99):.1f}"


def table_section(args: argparse.Namespace, argv: list[str], sizes: list[tuple[int, int]]) -> int:
    """Measure idle, bot and move frames of every game at every size; print the Markdown section."""
    games = args.games.split(",")
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    lines = [
        f"Command: `python bench/frames.py {' '.join(argv)}` ({time.strftime('%Y-%m-%d %H:%M')} UTC); "
        f"load average at start {load}.",
        "",
        "Milliseconds of `App.step` per frame (wall clock; the last two columns: the UI thread's CPU time), "
        "p50 / p99. Bot thinking: a `hard` bot decides again and "
        "again meanwhile, in a thread of the UI's process or in the worker's own process (decisions made in "
        f"brackets). The three take turns on one table in blocks of {args.block} frames, {args.rounds} each.",
        "",
        "| size | game | idle | hard bot thinking: thread | hard bot thinking: process | ratio p99 thread / "
        "process | move frames | other frames while bots play | CPU: idle | CPU: move frames |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    with tempfile.TemporaryDirectory(dir=args.folder or None) as folder:
        for size in sizes:
            for game in games:
                modes = MODES[:2] if args.no_process else MODES
                still = still_frames(size, game, args.rounds, args.block, Path(folder), modes=modes)
                idle, thread = still["idle"], still["thread"]
                process = still.get("process", {"frames": [1.0], "decisions": 0})
                moving = move_frames(size, game, args.moves, Path(folder))
                ratio = ms(thread["frames"], 0.99) / max(1e-9, ms(process["frames"], 0.99))
                in_process = "none" if args.no_process else f"{p50_p99(process['frames'])} ({process['decisions']})"
                row = (
                    f"| {size[0]}x{size[1]} | {game} | {p50_p99(idle['frames'])} | "
                    f"{p50_p99(thread['frames'])} ({thread['decisions']}) | {in_process} | "
                    f"{'' if args.no_process else f'{ratio:.1f}x'} | "
                    f"{p50_p99(moving['move'])} | {p50_p99(moving['other'])} | {p50_p99(idle['cpu'])} | "
                    f"{p50_p99(moving['move cpu'])} |"
                )
                lines.append(row)
                print(row, file=sys.stderr)
    lines.append("")
    lines.append(f"Load average at the end {' '.join(f'{x:.2f}' for x in os.getloadavg())}.")
    print("\n".join(lines))
    return 0


def row_figures(args: argparse.Namespace, size: tuple[int, int], game: str, folder: Path) -> dict[str, list[float]]:
    """One row's frames (seconds): idle and a `hard` bot thinking in a thread, moves landing and the frames between;
    wall clock and the UI thread's CPU time."""
    if args.person:
        return move_frames(size, game, args.moves, folder, person=True)
    still = still_frames(size, game, args.rounds, args.block, folder, modes=MODES[:2])
    moving = move_frames(size, game, args.moves, folder)
    return {
        "idle": still["idle"]["frames"],
        "thread": still["thread"]["frames"],
        "idle cpu": still["idle"]["cpu"],
        **moving,
    }


COLUMNS = ("idle", "thread", "move", "shown", "other", "idle cpu", "move cpu", "shown cpu", "landing cpu", "other cpu")
# --person: the person's moves (CPU: every frame from the gesture's to the one showing it, the gesture's own frame),
# the bots' moves between them (every frame from a move's to the one showing it)
PERSON_COLUMNS = ("person landing cpu", "person move cpu", "landing cpu")
PERSON_HEADER = (
    "| size | game | seats | CPU: every frame from the gesture's to the one showing the move | CPU: the gesture's "
    "own frame | CPU: bots' moves, every frame from a move's to the one showing it | frames a person's move waited "
    "to show, p50 / max |",
    "|---|---|---|---|---|---|---|",
)


def against_section(args: argparse.Namespace, argv: list[str], sizes: list[tuple[int, int]]) -> int:
    """Every row measured on the tree `--against` (before) and on this one (after), each in a fresh process of
    this script, the two taking turns (which goes first alternates); print the Markdown table."""
    here = Path(__file__).resolve().parent.parent
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    lines = [
        f"Command: `python bench/frames.py {' '.join(argv)}` ({time.strftime('%Y-%m-%d %H:%M')} UTC); "
        f"load average at start {load}.",
        "",
        "Each cell: before p50 / p99 · after p50 / p99, milliseconds of `App.step` per frame (wall clock, "
        "but the CPU columns: the UI thread's CPU time).",
        "",
        *(
            PERSON_HEADER
            if args.person
            else (
                "| size | game | seats | idle | hard bot thinking (thread) | move frames | frames showing a move | "
                "other frames while bots play | CPU: idle | CPU: move frames | CPU: frames showing a move | CPU: every "
                "frame from a move's to the one showing it | CPU: other frames | frames a move waited to show, p50 / "
                "max |",
                "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
            )
        ),
    ]
    columns, waits = (PERSON_COLUMNS, "person waits") if args.person else (COLUMNS, "waits")
    turn = 0
    for size in sizes:
        for game in args.games.split(","):
            found: dict[str, dict[str, list[float]]] = {}
            order = [("before", Path(args.against)), ("after", here)]
            for name, tree in order if turn % 2 == 0 else order[::-1]:
                found[name] = child_row(args, size, game, tree)
            turn += 1
            cells = " | ".join(
                f"{p50_p99(found['before'][column])} · {p50_p99(found['after'][column])}" for column in columns
            )
            cells += " | " + " · ".join(waited(found[name].get(waits, [])) for name in ("before", "after"))
            row = f"| {size[0]}x{size[1]} | {game} | {seats_of(game)} | {cells} |"
            lines.append(row)
            print(row, file=sys.stderr)
    lines += ["", f"Load average at the end {' '.join(f'{x:.2f}' for x in os.getloadavg())}."]
    print("\n".join(lines))
    return 0


def waited(waits: list[float]) -> str:
    """'p50 / max' of the frames moves waited to show ('-' for a tree that never holds one)."""
    return f"{percentile(waits, 0.5):.0f} / {max(waits):.0f}" if waits else "-"


def child_row(args: argparse.Namespace, size: tuple[int, int], game: str, tree: Path) -> dict[str, list[float]]:
    """One row measured by this script in a fresh process importing the program from `tree`."""
    import json
    import subprocess

    command = [sys.executable, __file__, "--row", "--games", game, "--sizes", f"{size[0]}x{size[1]}"]
    command += ["--rounds", str(args.rounds), "--block", str(args.block), "--moves", str(args.moves)]
    command += ["--seats", str(seats_of(game)), *(["--person"] if args.person else [])]
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    figures: dict[str, list[float]] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def mending_section(args: argparse.Namespace, argv: list[str], sizes: list[tuple[int, int]]) -> int:
    """Move frames with the resting layer drawn whole (before) and mended (after), side by side; print the table."""
    from tablegame.table import finish

    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    lines = [
        f"Command: `python bench/frames.py {' '.join(argv)}` ({time.strftime('%Y-%m-%d %H:%M')} UTC); "
        f"load average at start {load}.",
        "",
        "| size | game | move frames before (drawn whole) | move frames after (mended) | ratio p50 | "
        "CPU move frames before / after | other frames before / after |",
        "|---|---|---|---|---|---|---|",
    ]
    with tempfile.TemporaryDirectory(dir=args.folder or None) as folder:
        for size in sizes:
            for game in args.games.split(","):
                found: dict[bool, dict[str, list[float]]] = {
                    mode: {"move": [], "other": [], "move cpu": [], "other cpu": []} for mode in (False, True)
                }
                for turn in range(args.rounds):
                    for mode in (False, True) if turn % 2 == 0 else (True, False):
                        finish.mending = mode
                        for kind, values in move_frames(size, game, args.moves, Path(folder)).items():
                            found[mode].setdefault(kind, []).extend(values)
                finish.mending = True
                before, after = found[False], found[True]
                row = (
                    f"| {size[0]}x{size[1]} | {game} | {p50_p99(before['move'])} | {p50_p99(after['move'])} | "
                    f"{ms(before['move'], 0.5) / max(1e-9, ms(after['move'], 0.5)):.1f}x | "
                    f"{p50_p99(before['move cpu'])} · {p50_p99(after['move cpu'])} | "
                    f"{p50_p99(before['other'])} · {p50_p99(after['other'])} |"
                )
                lines.append(row)
                print(row, file=sys.stderr)
    lines += ["", f"Load average at the end {' '.join(f'{x:.2f}' for x in os.getloadavg())}."]
    print("\n".join(lines))
    return 0


def main(argv: list[str] | None = None) -> int:
    """Parse the arguments and run the chosen measurement."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--sizes", default="1280x720,2560x1440")
    parser.add_argument("--rounds", type=int, default=6, help="turns of the idle and bot-thinking blocks per row")
    parser.add_argument("--block", type=int, default=60, help="frames per block")
    parser.add_argument("--moves", type=int, default=60, help="move frames timed per row")
    parser.add_argument("--seats", type=int, default=0, help="seats at every table (default: each game's most)")
    parser.add_argument("--no-process", action="store_true", help="no bot-process column (a tree without one)")
    parser.add_argument("--against", default="", help="a tree of the program to measure each row on too (before)")
    parser.add_argument("--person", action="store_true", help="seat 0 a person: its moves' frames (with --against)")
    parser.add_argument("--row", action="store_true", help="one game and size: its frames as JSON (for --against)")
    parser.add_argument("--profile", choices=["idle", "move", "shown"], help="cProfile these frames instead")
    parser.add_argument("--autosave", action="store_true", help="the autosave's measurement (before / after)")
    parser.add_argument("--mending", action="store_true", help="move frames, the resting layer drawn whole / mended")
    parser.add_argument("--lengths", default="300,8000", help="--autosave: actions in the game before the moves")
    parser.add_argument("--folder", default="", help="where the saves are written (a folder on the disk to measure)")
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parser.parse_args(argv)
    sizes = [(int(w), int(h)) for w, h in (text.split("x") for text in args.sizes.split(","))]
    if args.seats:
        SEATS_BY_GAME.update(dict.fromkeys(GAMES, args.seats))
    if args.row:
        import json

        with tempfile.TemporaryDirectory(dir=args.folder or None) as folder:
            print(json.dumps(row_figures(args, sizes[0], args.games.split(",")[0], Path(folder))))
        return 0
    if args.against:
        return against_section(args, argv, sizes)
    if args.autosave:
        return autosave_section(args, argv, sizes)
    if args.mending:
        return mending_section(args, argv, sizes)
    if args.profile:
        with tempfile.TemporaryDirectory(dir=args.folder or None) as folder:
            for size in sizes:
                for game in args.games.split(","):
                    print(f"=== {args.profile} frames, {game}, {size[0]}x{size[1]}")
                    profile(
                        args.profile,
                        size,
                        game,
                        Path(folder),
                        args.moves if args.profile in ("move", "shown") else args.rounds * args.block,
                    )
        return 0
    return table_section(args, argv, sizes)


if __name__ == "__main__":
    raise SystemExit(main())
