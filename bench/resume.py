"""Continuing a long game: the old table (the whole history written before the first frame) against this one.

Builds Niagara games of 1,000, 10,000 and 60,000 actions (no round limit, a human and two random bots, kept
in a temporary folder for the run), then for each measures in a fresh process, once with the code of an
older commit (`--old`, unpacked from git) and once with this checkout: the time from Continue to the first
drawn table frame (`load_kept`, `open_table`, one `App.step`), the longest frame while the history fills in
(frames stepped back to back; its 95th percentile too), and the time until the history is complete. Each
figure is the best of `--repeats` runs (the machine is shared: a run can lose the processor for a while).

    python bench/resume.py [--old REV] [--sizes 1000,10000,60000] [--repeats 2]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OLD = "a43d965"  # the commit before the history filled in behind the table

MEASURE = r"""
import json, os, sys, time
from pathlib import Path
from tablegame.app.main import App
from tablegame.storage.saves import SaveStore

store = SaveStore(Path(sys.argv[1]))
app = App(bot_threads=False, store=store)
app.open_menu()
app.step()
game = next(g for g in store.kept_games() if g.id == sys.argv[2])
start = time.perf_counter()
match = store.load_kept(game)
loaded = time.perf_counter()
app.open_table(match)
app.step()
shown = time.perf_counter()
scene = app.scenes.top

def filling():
    return bool(getattr(scene, "writers", None)) or getattr(scene.board.panel, "_making", None) is not None

frames = [0.0]
while filling():
    begun = time.perf_counter()
    app.step()
    frames.append(time.perf_counter() - begun)
done = time.perf_counter()
frames.sort()
history = scene.session.histories[scene.holder()]
print(json.dumps({"load": loaded - start, "first_frame": shown - start, "longest_frame": frames[-1],
                  "p95_frame": frames[len(frames) * 95 // 100], "frames": len(frames) - 1,
                  "complete": done - start, "entries": len(history.entries)}))
"""


def build_games(folder: Path, sizes: list[int]) -> dict[int, str]:
    """A kept game of each size (a human to act), written by this checkout's store; returns their ids."""
    sys.path.insert(0, str(ROOT))
    from tablegame.bots.base import make_bot
    from tablegame.core.match import Match, Seat
    from tablegame.storage.saves import MATCH_ID_FIELD, SaveStore

    store = SaveStore(folder)
    ids = {}
    for size in sizes:
        match = Match(
            "niagara",
            [Seat("Ann"), Seat("Bot 2", "bot", "random"), Seat("Bot 3", "bot", "random")],
            size,
            {"max_rounds": 0},
        )
        bots = [make_bot(match.rules, "random", seat, size + seat) for seat in range(3)]
        while len(match.actions) < size or match.to_act()[0] != 0:
            seat = match.to_act()[0]
            match.apply(bots[seat].choose(match.view(seat), match.legal_actions(seat)))
        store.autosave(match)
        ids[size] = match.extra[MATCH_ID_FIELD]
    return ids


def old_code(rev: str, folder: Path) -> Path:
    """An older commit's program (the package and its data folders), unpacked into `folder`."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", rev, "tablegame", "cards", "layouts", "fonts"],
        check=True,
        capture_output=True,
    ).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")
    return folder


def measure(code: Path, store: Path, ident: str) -> dict[str, float]:
    """One Continue, in a fresh process importing `tablegame` from `code`."""
    env = dict(os.environ, PYTHONPATH=str(code), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run(
        [sys.executable, "-c", MEASURE, str(store), ident], capture_output=True, text=True, env=env, cwd=code
    )
    if done.returncode:
        raise SystemExit(done.stderr)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    """Print one row per game size: old and new first frame, longest frame, complete history, and the ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", default=OLD)
    parser.add_argument("--sizes", default="1000,10000,60000")
    parser.add_argument("--repeats", type=int, default=2)
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        started = time.perf_counter()
        ids = build_games(folder / "store", sizes)
        print(f"games built in {time.perf_counter() - started:.0f} s; load average {os.getloadavg()[0]:.2f}")
        old = old_code(args.old, folder / "old")
        print(
            "| actions | load ms: old | new | first frame ms: old | new | old / new | frames while filling: "
            "new | p95 ms | longest ms | history complete ms: old | new |"
        )
        print("|---|---|---|---|---|---|---|---|---|---|---|")
        for size in sizes:
            runs: dict[str, list[dict[str, float]]] = {"old": [], "new": []}
            for _ in range(args.repeats):  # old and new in turn, so that both meet the same load
                runs["old"].append(measure(old, folder / "store", ids[size]))
                runs["new"].append(measure(ROOT, folder / "store", ids[size]))
            before, after = ({key: min(run[key] for run in runs[side]) for key in runs[side][0]} for side in runs)
            assert before["entries"] == after["entries"], (before, after)
            print(
                f"| {size:,} | {before['load'] * 1000:.0f} | {after['load'] * 1000:.0f} | "
                f"{before['first_frame'] * 1000:.0f} | {after['first_frame'] * 1000:.0f} | "
                f"{before['first_frame'] / after['first_frame']:.1f}x | {after['frames']:.0f} | "
                f"{after['p95_frame'] * 1000:.0f} | {after['longest_frame'] * 1000:.0f} | "
                f"{before['complete'] * 1000:.0f} | {after['complete'] * 1000:.0f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
