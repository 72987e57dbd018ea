"""Startup: the time from process start to the first menu frame drawn, this tree against another, interleaved.

Run from the repository:
  git worktree add /tmp/startup-base 7f154d3
  /work/venv/bin/python bench/startup.py --against /tmp/startup-base [--rounds 9] [--importtime]

Each measurement is a fresh `python -c` process pinned to one core (`taskset -c 0` where it exists), started in
the tree measured, with SDL's dummy video and audio drivers and byte code cached (as an installed program has
it), that opens the window as `python -m tablegame` does. The first `pygame.display.flip` (the menu's first
frame on the screen) reports the process's CPU time so far (`time.process_time`, every thread's: the
interpreter's start, every import, the first frame's drawing; the machine is shared, so the wall clock counts
the others' work) and ends the process. Two user folders: a new player's (an empty folder for every process)
and a returning player's (one per tree, kept between its processes: what a start leaves, and a settings file).
The trees take turns; medians over the rounds are printed, with the wall time from the parent's spawn to the
report for reference. `--importtime` also runs each tree once under `python -X importtime` and lists the
imports that cost most (cumulative, in ms).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
MARK = "FIRST_FRAME"

# Run in the tree measured: wrap the first flip, then start the command line with no arguments (the menu).
DRIVER = f"""
import os, sys, time
import pygame
_flip = pygame.display.flip
def _first_flip(*args):
    _flip(*args)
    sys.stdout.write("{MARK} %.6f\\n" % time.process_time())
    sys.stdout.flush()
    os._exit(0)
pygame.display.flip = _first_flip
from tablegame.cli import main
main([])
os._exit(3)
"""

# Run in the tree measured: a settings file as the menu leaves it once a game was chosen.
SETTINGS = """
from tablegame.app.settings import Settings, settings_path
settings = Settings.load(settings_path())
settings.game = "niagara"
settings.save()
"""


def child_env(home: Path, bytecode: Path) -> dict[str, str]:
    """The environment of a measured process: headless SDL, a user folder of its own, no tree on the path, byte
    code cached in `bytecode` (as an installed program has it; the trees' folders stay untouched)."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONDONTWRITEBYTECODE")}
    env.update(
        PYTHONPYCACHEPREFIX=str(bytecode),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        HOME=str(home),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_STATE_HOME=str(home / "state"),
        XDG_CACHE_HOME=str(home / "cache"),
        LANG="C.UTF-8",
    )
    return env


def run_in(
    tree: Path, python: str, code: str, env: dict[str, str], extra: tuple[str, ...] = ()
) -> tuple[str, str, float]:
    """Run `code` in a fresh process of `tree` pinned to core 0: (stdout, stderr, wall seconds)."""
    pin = ["taskset", "-c", "0"] if shutil.which("taskset") else []
    started = time.perf_counter()
    done = subprocess.run(
        [*pin, python, *extra, "-c", code], cwd=tree, env=env, capture_output=True, text=True, timeout=120, check=False
    )
    if done.returncode not in (0, 3) and MARK not in done.stdout:
        raise SystemExit(f"{tree}: exit {done.returncode}:\n{done.stderr[-2000:]}")
    return done.stdout, done.stderr, time.perf_counter() - started


def first_frame(
    tree: Path, python: str, bytecode: Path, home: Path | None = None, extra: tuple[str, ...] = ()
) -> tuple[float, float, str]:
    """One fresh process of `tree` to its first frame, in `home` (None: a new, empty one): (CPU s, wall s, stderr)."""
    with tempfile.TemporaryDirectory(prefix="startup-") as fresh:
        stdout, stderr, wall = run_in(tree, python, DRIVER, child_env(home or Path(fresh), bytecode), extra)
    found = re.search(rf"^{MARK} ([0-9.]+)$", stdout, re.MULTILINE)
    if found is None:
        raise SystemExit(f"{tree}: no first frame:\n{stderr[-2000:]}")
    return float(found[1]), wall, stderr


def returning_home(tree: Path, python: str, bytecode: Path, home: Path) -> Path:
    """A user folder as a returning player's: a start's leavings (the statistics database, the folders) and a
    settings file with a game chosen, written by the tree's own code."""
    first_frame(tree, python, bytecode, home)
    run_in(tree, python, SETTINGS, child_env(home, bytecode))
    return home


def heaviest_imports(stderr: str, count: int) -> list[tuple[float, str]]:
    """The `count` imports with the largest cumulative time (ms) in `-X importtime` output, top-level first."""
    rows = []
    for line in stderr.splitlines():
        found = re.match(r"import time:\s+\d+ \|\s+(\d+) \| (\s*)(\S+)", line)
        if found:
            rows.append((int(found[1]) / 1000, found[2], found[3]))
    rows.sort(reverse=True)
    return [(ms, f"{'.' * (len(indent) // 2)}{name}") for ms, indent, name in rows[:count]]


def main(argv: list[str] | None = None) -> int:
    """Time both trees' first frames, interleaved, and print a Markdown table of the medians."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--against", type=Path, required=True, help="the other checkout (before)")
    parser.add_argument("--rounds", type=int, default=9, help="measurements of each tree (default 9)")
    parser.add_argument("--python", default=sys.executable, help="the interpreter (default: this one)")
    parser.add_argument("--importtime", action="store_true", help="also list each tree's heaviest imports")
    parser.add_argument("--top", type=int, default=15, help="imports listed with --importtime")
    args = parser.parse_args(argv)
    trees = {"before": args.against.resolve(), "after": HERE}
    with tempfile.TemporaryDirectory(prefix="startup-bytecode-") as bytecode:
        return measure(trees, args, Path(bytecode))


def measure(trees: dict[str, Path], args: argparse.Namespace, bytecode: Path) -> int:
    """The interleaved rounds and the printed table (and the heaviest imports with --importtime)."""
    homes = {
        name: returning_home(tree, args.python, bytecode, bytecode / f"home-{name}") for name, tree in trees.items()
    }
    players = {"new player (an empty user folder)": False, "returning player (settings, statistics)": True}
    cpu: dict[tuple[str, str], list[float]] = {(p, n): [] for p in players for n in trees}
    wall: dict[tuple[str, str], list[float]] = {(p, n): [] for p in players for n in trees}
    for _ in range(args.rounds):
        for player, returning in players.items():
            for name, tree in trees.items():
                seconds, elapsed, _ = first_frame(tree, args.python, bytecode, homes[name] if returning else None)
                cpu[player, name].append(seconds)
                wall[player, name].append(elapsed)
    print(f"First menu frame, medians of {args.rounds} rounds, fresh processes interleaved on one core")
    print(f"(before: {args.against}, after: this tree):\n")
    print("| user folder | CPU before (ms) | CPU after (ms) | after / before | wall before (ms) | wall after (ms) |")
    print("|---|---|---|---|---|---|")
    for player in players:
        before, after = (statistics.median(cpu[player, name]) for name in trees)
        wall_before, wall_after = (statistics.median(wall[player, name]) for name in trees)
        print(
            f"| {player} | {1000 * before:.0f} | {1000 * after:.0f} | {after / before:.2f}x |"
            f" {1000 * wall_before:.0f} | {1000 * wall_after:.0f} |"
        )
    if args.importtime:
        for name, tree in trees.items():
            _, _, stderr = first_frame(tree, args.python, bytecode, homes[name], ("-X", "importtime"))
            print(f"\nHeaviest imports, {name}, returning player (cumulative ms, one run under -X importtime):\n")
            for ms, module in heaviest_imports(stderr, args.top):
                print(f"    {ms:7.1f}  {module}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
