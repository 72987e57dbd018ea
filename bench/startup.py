"""Startup: the time from process start to the first menu frame drawn, this tree against another, interleaved.

Run from the repository:
  git worktree add /tmp/startup-base 7f154d3
  /work/venv/bin/python bench/startup.py --against /tmp/startup-base [--rounds 9] [--importtime]

Each measurement is a fresh `python -c` process pinned to one core (`taskset -c 0` where it exists), started in
the tree measured, with SDL's dummy video and audio drivers and a fresh, empty user folder of its own (HOME and
the XDG folders), that opens the window as `python -m tablegame` does. The first `pygame.display.flip` (the
menu's first frame on the screen) reports the process's CPU time so far (`time.process_time`: the
interpreter's start, every import and the first frame's drawing; the machine is shared, so the wall clock
counts the others' work) and ends the process. The trees take turns; medians over the rounds are printed,
with the wall time from the parent's spawn to the report for reference. `--importtime` also runs each tree
once under `python -X importtime` and lists the imports that cost most (cumulative, in ms).
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


def first_frame(tree: Path, python: str, bytecode: Path, extra: tuple[str, ...] = ()) -> tuple[float, float, str]:
    """One fresh process of `tree` to its first frame: (CPU seconds, wall seconds, stderr)."""
    pin = ["taskset", "-c", "0"] if shutil.which("taskset") else []
    with tempfile.TemporaryDirectory(prefix="startup-") as home:
        started = time.perf_counter()
        done = subprocess.run(
            [*pin, python, *extra, "-c", DRIVER],
            cwd=tree,
            env=child_env(Path(home), bytecode),
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        wall = time.perf_counter() - started
    found = re.search(rf"^{MARK} ([0-9.]+)$", done.stdout, re.MULTILINE)
    if found is None:
        raise SystemExit(f"{tree}: no first frame (exit {done.returncode}):\n{done.stderr[-2000:]}")
    return float(found[1]), wall, done.stderr


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
    for tree in trees.values():
        first_frame(tree, args.python, bytecode)  # a warm-up: byte code compiled, files in the page cache
    cpu: dict[str, list[float]] = {name: [] for name in trees}
    wall: dict[str, list[float]] = {name: [] for name in trees}
    for _ in range(args.rounds):
        for name, tree in trees.items():
            seconds, elapsed, _ = first_frame(tree, args.python, bytecode)
            cpu[name].append(seconds)
            wall[name].append(elapsed)
    before, after = (statistics.median(cpu[name]) for name in trees)
    wall_before, wall_after = (statistics.median(wall[name]) for name in trees)
    print(f"First menu frame, medians of {args.rounds} rounds, fresh processes interleaved on one core:\n")
    print("| tree | CPU to first frame (ms) | wall to first frame (ms) |")
    print("|---|---|---|")
    print(f"| before ({args.against}) | {1000 * before:.0f} | {1000 * wall_before:.0f} |")
    print(f"| after (this tree) | {1000 * after:.0f} | {1000 * wall_after:.0f} |")
    print(f"| after / before | {after / before:.2f}x | {wall_after / wall_before:.2f}x |")
    if args.importtime:
        for name, tree in trees.items():
            _, _, stderr = first_frame(tree, args.python, bytecode, ("-X", "importtime"))
            print(f"\nHeaviest imports, {name} (cumulative ms, one run under -X importtime):\n")
            for ms, module in heaviest_imports(stderr, args.top):
                print(f"    {ms:7.1f}  {module}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
