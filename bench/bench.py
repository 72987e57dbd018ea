"""Benchmarks for every game: random playouts, search speed, decision times per bot level, table fps.

Run from the repository:  .venv/bin/python bench/bench.py [--quick] [--games cabo,niagara] [--out bench/RESULTS.md]

1. random-playout actions per second (legal actions listed + one performed, games restarted as they end);
2. ISMCTS iterations per second of the `hard` bot, on positions from `normal` self-play;
3. decision time per level (mean, p50, p95, max) on the same positions;
4. frames per second of the table (headless, SDL dummy driver) while `hard` bots think in the bot
   worker's thread, next to the same table with nobody thinking.

Prints a Markdown report (and writes it to --out). Timings depend on the machine and on its load:
the report names both.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from tablegame.bots.base import levels_for, make_bot
from tablegame.core.registry import game_ids, get_rules
from tablegame.sim import percentile

SEATS = {"niagara": 3}  # seats per game (the others: 2)
OPTIONS: dict[str, dict[str, Any]] = {"niagara": {"max_rounds": 200}}  # random Niagara play never ends


def machine() -> str:
    """One line about the machine: CPU, cores, Python, load."""
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = " ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "n/a"
    return (
        f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, "
        f"Python {platform.python_version()}, load average at start {load}"
    )


# --- 1. random playouts ------------------------------------------------------------------------------
def playout_speed(game: str, seconds: float) -> float:
    """Random-playout actions per second: legal actions listed and one performed, for `seconds`."""
    rules = get_rules(game)
    options = rules.resolve_options(OPTIONS.get(game, {}))
    n = SEATS.get(game, 2)
    rng = random.Random(1)
    actions, seed = 0, 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = rules.setup(n, options, random.Random(seed), {})
        seed += 1
        while True:
            seats = rules.to_act(state)
            if not seats:
                break
            legal = rules.legal_actions(state, seats[0])
            rules.perform(state, legal[rng.randrange(len(legal))])
            actions += 1
            if actions % 4096 == 0 and time.perf_counter() - started >= seconds:
                break
    return actions / (time.perf_counter() - started)


# --- positions from self-play ------------------------------------------------------------------------
def positions(game: str, count: int, seed: int = 7) -> list[tuple[int, Any, list]]:
    """(seat, view, legal) of `count` decisions with a real choice, from `normal` self-play."""
    rules = get_rules(game)
    options = rules.resolve_options({})
    n = SEATS.get(game, 2)
    found: list[tuple[int, Any, list]] = []
    rng = random.Random(seed)
    game_number = 0
    while len(found) < count:
        state = rules.setup(n, options, random.Random(seed * 1000 + game_number), {})
        bots = [make_bot(rules, "normal", s, game_number * 10 + s) for s in range(n)]
        game_number += 1
        while not rules.is_over(state) and len(found) < count:
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            view = rules.view(state, seat)
            if len(legal) > 1 and rng.random() < 0.25:
                found.append((seat, view, legal))
            rules.perform(state, bots[seat].choose(view, legal))
    return found


def decision_times(game: str, level: str, spots: list[tuple[int, Any, list]]) -> dict[str, float]:
    """Milliseconds per decision of a bot level on these positions (and iterations/s for `hard`)."""
    rules = get_rules(game)
    times, iterations, searched = [], 0, 0.0
    for i, (seat, view, legal) in enumerate(spots):
        bot = make_bot(rules, level, seat, i)
        begin = time.perf_counter()
        bot.choose(view, legal)
        times.append(time.perf_counter() - begin)
        last = getattr(bot, "last", None)
        if last is not None:
            iterations += last.iterations
            searched += last.seconds
    report = {
        "mean": 1000 * sum(times) / len(times),
        "p50": 1000 * percentile(times, 0.5),
        "p95": 1000 * percentile(times, 0.95),
        "max": 1000 * max(times),
    }
    if searched:
        report["iterations_per_second"] = iterations / searched
        report["iterations_per_decision"] = iterations / len(spots)
    return report


# --- 4. the table's frames per second ------------------------------------------------------------------
def table_fps(game: str, seconds: float, thinking: bool, spots: list[tuple[int, Any, list]]) -> dict[str, float]:
    """Frames per second of the table (60 fps target) while a `hard` bot thinks in another thread, as the
    table's bot worker runs it (or with nobody thinking). The table shows a new match, a human to act."""
    import threading

    import pygame

    from tablegame.app.main import App
    from tablegame.app.settings import Settings
    from tablegame.core.match import Match, Seat
    from tablegame.storage.saves import SaveStore

    rules = get_rules(game)
    n = SEATS.get(game, 2)
    seats = [Seat("You", "human")] + [Seat(f"Bot {i + 1}", "bot", "hard") for i in range(1, n)]
    done = threading.Event()
    decisions = [0]

    def think() -> None:  # what BotWorker._run does, decision after decision
        i = 0
        while not done.is_set():
            seat, view, legal = spots[i % len(spots)]
            bot = make_bot(rules, "hard", seat, i)
            bot.choose(view, legal)
            decisions[0] += 1
            i += 1
            time.sleep(0)  # the table starts one decision per bot turn; a bot that decides in microseconds
            # (Ogallala's `hard` does not search) would otherwise hold the GIL between decisions

    with tempfile.TemporaryDirectory() as folder:
        app = App((1280, 720), bot_threads=True, store=SaveStore(Path(folder)), settings=Settings("instant"))
        app.open_table(Match(game, seats, 11, {}, {}))
        for _ in range(10):  # settle: the first layout is built
            app.step()
        worker = threading.Thread(target=think, daemon=True) if thinking else None
        if worker is not None:
            worker.start()
        frames, gaps = 0, []
        started = last = time.perf_counter()
        while time.perf_counter() - started < seconds:
            app.clock.tick(60)
            app.step(1 / 60)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now
            frames += 1
        elapsed = time.perf_counter() - started
        done.set()
        if worker is not None:
            worker.join()
        pygame.display.quit()
    return {
        "fps": frames / elapsed,
        "p95_frame_ms": 1000 * percentile(gaps, 0.95),
        "max_frame_ms": 1000 * max(gaps),
        "decisions": decisions[0],
    }


# --- the report ------------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    """Run the benchmarks and print (and write) the Markdown report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(game_ids()), help="comma-separated game ids")
    parser.add_argument("--quick", action="store_true", help="fewer positions and shorter runs")
    parser.add_argument("--out", default="", help="also write the report to this file")
    parser.add_argument("--no-fps", action="store_true", help="skip the table measurement (needs pygame)")
    args = parser.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    playout_seconds = 1.0 if args.quick else 3.0
    n_positions = 10 if args.quick else 40
    fps_seconds = 3.0 if args.quick else 8.0

    lines = [
        "# Benchmark results",
        "",
        f"Machine: {machine()}.",
        "",
        f"Command: `python bench/bench.py {' '.join(argv if argv is not None else sys.argv[1:])}`"
        f" ({time.strftime('%Y-%m-%d %H:%M')}).",
        "",
    ]
    lines += [
        "## Random playouts and search speed",
        "",
        "| game | seats | random-playout actions/s | hard: ISMCTS iterations/s | hard: iterations per decision |",
        "|---|---|---|---|---|",
    ]
    per_level: dict[str, dict[str, dict[str, float]]] = {}
    all_spots = {}
    for game in games:
        speed = playout_speed(game, playout_seconds)
        spots = all_spots[game] = positions(game, n_positions)
        per_level[game] = {level: decision_times(game, level, spots) for level in levels_for(game)}
        hard = per_level[game].get("hard", {})
        if "iterations_per_second" in hard:
            search = f"{hard['iterations_per_second']:,.0f} | {hard['iterations_per_decision']:,.0f}"
        else:
            search = "no search (the level plays a heuristic) | 0"
        lines.append(f"| {game} | {SEATS.get(game, 2)} | {speed:,.0f} | {search} |")
        print(f"{game}: done", file=sys.stderr)
    lines += [
        "",
        f"## Decision time per level (ms; {n_positions} positions with a real choice from `normal` self-play per game)",
        "",
        "| game | level | mean | p50 | p95 | max |",
        "|---|---|---|---|---|---|",
    ]
    for game in games:
        for level, t in per_level[game].items():
            lines.append(f"| {game} | {level} | {t['mean']:.2f} | {t['p50']:.2f} | {t['p95']:.2f} | {t['max']:.2f} |")
    if not args.no_fps:
        lines += [
            "",
            f"## Table frames per second (headless, 1280x720, target 60; {fps_seconds:.0f} s each)",
            "",
            "A `hard` bot decides again and again in a second thread (as the table's bot worker runs it) "
            "while the main thread draws the table.",
            "",
            "| game | hard bot thinking | fps | p95 frame ms | max frame ms | decisions made meanwhile |",
            "|---|---|---|---|---|---|",
        ]
        for game in games:
            for thinking in (False, True):
                r = table_fps(game, fps_seconds, thinking, all_spots[game])
                lines.append(
                    f"| {game} | {'yes' if thinking else 'no'} | {r['fps']:.1f} | {r['p95_frame_ms']:.1f} |"
                    f" {r['max_frame_ms']:.1f} | {r['decisions']} |"
                )
            print(f"{game}: fps done", file=sys.stderr)
    report = "\n".join(lines) + "\n"
    print(report)
    if args.out:
        Path(args.out).write_text(report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
