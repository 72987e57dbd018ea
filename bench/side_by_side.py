"""Random-playout speed side by side: our engines now, our engines at an older commit, and peer engines.

    python bench/side_by_side.py [--seconds 2] [--rounds 3] [--baseline e2bf5eb] [--no-openspiel]

Each measurement is a random playout run in a fresh process pinned to one core (`taskset -c 0`): every
decision lists the legal actions and applies one of them, chosen at random, games restarted as they end;
the seconds are the process's CPU time, so that other work on the machine slows no engine more than another.
The engines take turns (round after round, each engine once per round), and the table gives the median of
the rounds. The peers live in an environment of their own under the cache folder (`--cache`, by default
~/.cache/tablegame-bench), never a dependency of the program: catanatron 3.2.1 (the public pure-Python
Settlers of Catan engine, 4 players) and, when it installs, OpenSpiel's Python games (a second reference).
The older commit is unpacked there too (`git archive`), and runs with this program's Python.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tarfile
import time
import venv
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("cabo", "ogallala", "struggle-for-catan", "niagara")
SEATS = {"niagara": 3}  # seats per game (the others: 2), as bench/bench.py plays them
OPTIONS: dict[str, dict[str, Any]] = {"niagara": {"max_rounds": 200}}  # random Niagara play never ends
CATANATRON = "catanatron==3.2.1"
OPENSPIEL = "open_spiel"
OPENSPIEL_GAMES = ("python_kuhn_poker", "python_liars_poker")
INSTALL_TIMEOUT = 600  # seconds a peer may take to install before it is skipped


# --- the playouts (run in a child process) ----------------------------------------------------------------
def ours(root: str, game: str, seconds: float) -> float:
    """Decisions per second of our engine `game` as the tree at `root` has it."""
    sys.path.insert(0, root)
    from tablegame.core.registry import get_rules  # the tree at `root`, imported only here

    rules = get_rules(game)
    options = rules.resolve_options(OPTIONS.get(game, {}))
    n = SEATS.get(game, 2)
    rng = random.Random(1)
    decisions, seed = 0, 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        state = rules.setup(n, options, random.Random(seed), {})
        seed += 1
        while seats := rules.to_act(state):
            legal = rules.legal_actions(state, seats[0])
            rules.perform(state, legal[rng.randrange(len(legal))])
            decisions += 1
    return decisions / (time.process_time() - started)


def catanatron(seconds: float) -> float:
    """Decisions per second of catanatron, 4 random players, each game to its end or its turn limit."""
    from catanatron import Color, Game, RandomPlayer  # type: ignore[import-not-found]  # the peers' environment only
    from catanatron.game import TURNS_LIMIT  # type: ignore[import-not-found]

    players = [RandomPlayer(color) for color in (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)]
    rng = random.Random(1)
    decisions, seed = 0, 1
    started = time.process_time()
    while time.process_time() - started < seconds:
        game = Game(players, seed=seed)
        seed += 1
        while game.winning_color() is None and game.state.num_turns < TURNS_LIMIT:
            legal = game.state.playable_actions
            game.execute(legal[rng.randrange(len(legal))], validate_action=False)
            decisions += 1
    return decisions / (time.process_time() - started)


def openspiel(game_name: str, seconds: float) -> float:
    """Decisions per second of an OpenSpiel Python game (chance outcomes sampled, not counted)."""
    import pyspiel  # type: ignore[import-not-found]  # the peers' environment only
    from open_spiel.python import games  # type: ignore[import-not-found]  # noqa: F401  (registers the Python games)

    game = pyspiel.load_game(game_name)
    rng = random.Random(1)
    decisions = 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(outcomes, weights)[0])
                continue
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
            decisions += 1
    return decisions / (time.process_time() - started)


def child(argv: list[str]) -> None:
    """`--child KIND ARG SECONDS`: one measurement, printed as a number."""
    kind, arg, seconds = argv[0], argv[1], float(argv[2])
    if kind == "ours":
        root, game = arg.split("::")
        print(ours(root, game, seconds))
    elif kind == "catanatron":
        print(catanatron(seconds))
    else:
        print(openspiel(arg, seconds))


# --- the environment ------------------------------------------------------------------------------------
def peers_python(cache: Path, with_openspiel: bool) -> tuple[Path, bool]:
    """The peers' Python (its venv made and filled the first time) and whether OpenSpiel is in it."""
    home = cache / "peers"
    python = home / "bin" / "python"
    if not python.exists():
        venv.EnvBuilder(with_pip=True).create(home)
    if not _has(python, "catanatron"):
        subprocess.run([python, "-m", "pip", "install", "-q", CATANATRON], check=True, timeout=INSTALL_TIMEOUT)
    if with_openspiel and not _has(python, "pyspiel") and not (cache / "openspiel-failed").exists():
        try:
            subprocess.run([python, "-m", "pip", "install", "-q", OPENSPIEL], check=True, timeout=INSTALL_TIMEOUT)
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as failure:
            (cache / "openspiel-failed").write_text(f"{failure}\n")  # tried once; delete the file to try again
    return python, with_openspiel and _has(python, "pyspiel")


def _has(python: Path, module: str) -> bool:
    """True if `module` imports in that Python."""
    found = subprocess.run([python, "-c", f"import {module}"], capture_output=True, check=False)
    return found.returncode == 0


def baseline_tree(cache: Path, commit: str) -> Path:
    """This project's tree at `commit`, unpacked once under the cache folder."""
    full = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", commit], capture_output=True, text=True, check=True
    ).stdout.strip()
    tree = cache / f"tree-{full[:12]}"
    if not (tree / "tablegame").exists():
        tree.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", full], capture_output=True, check=True)
        tar = cache / f"tree-{full[:12]}.tar"
        tar.write_bytes(archive.stdout)
        with tarfile.open(tar) as unpacked:
            unpacked.extractall(tree, filter="data")
        tar.unlink()
    return tree


# --- measuring ------------------------------------------------------------------------------------------
def measure(python: Path, kind: str, arg: str, seconds: float) -> float:
    """One measurement in a fresh process on core 0 (no pinning where taskset is missing)."""
    pin = ["taskset", "-c", "0"] if shutil.which("taskset") else []
    command = [*pin, str(python), str(Path(__file__).resolve()), "--child", kind, arg, str(seconds)]
    env = {**os.environ, "PYTHONHASHSEED": "0", "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    out = subprocess.run(command, capture_output=True, text=True, check=True, env=env, cwd="/")
    return float(out.stdout.strip().splitlines()[-1])


def rounds(jobs: dict[str, Callable[[], float]], count: int) -> dict[str, float]:
    """The median of `count` rounds of each job, the jobs interleaved within each round."""
    samples: dict[str, list[float]] = {name: [] for name in jobs}
    for number in range(count):
        for name, job in jobs.items():
            samples[name].append(job())
            print(f"round {number + 1}: {name} {samples[name][-1]:,.0f}/s", file=sys.stderr)
    return {name: statistics.median(values) for name, values in samples.items()}


def table(speeds: dict[str, float], baseline: str, references: list[str]) -> str:
    """The Markdown table: decisions per second and the ratios."""
    lines = [
        f"| game | seats | decisions/s today | at {baseline} | today / {baseline} | today / catanatron 3.2.1 |",
        "|---|---|---|---|---|---|",
    ]
    peer = speeds["catanatron"]
    for game in GAMES:
        now, then = speeds[f"{game} today"], speeds[f"{game} {baseline}"]
        lines.append(
            f"| {game} | {SEATS.get(game, 2)} | {now:,.0f} | {then:,.0f} | {now / then:.2f}x | {now / peer:.2f}x |"
        )
    lines += ["", "| reference | decisions/s |", "|---|---|", f"| catanatron 3.2.1, 4 players | {peer:,.0f} |"]
    lines += [f"| OpenSpiel {name} | {speeds[name]:,.0f} |" for name in references]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Build the peers' environment and the old tree, measure, print the table."""
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--child"]:
        child(argv[1:])
        return 0
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds per measurement")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--baseline", default="e2bf5eb", help="the older commit of this project")
    parser.add_argument("--cache", type=Path, default=Path.home() / ".cache" / "tablegame-bench")
    parser.add_argument("--no-openspiel", action="store_true", help="skip OpenSpiel's Python games")
    args = parser.parse_args(argv)
    args.cache.mkdir(parents=True, exist_ok=True)
    peers, with_openspiel = peers_python(args.cache, not args.no_openspiel)
    old = baseline_tree(args.cache, args.baseline)
    here = Path(sys.executable)
    jobs: dict[str, Callable[[], float]] = {}
    for game in GAMES:
        jobs[f"{game} today"] = partial(measure, here, "ours", f"{ROOT}::{game}", args.seconds)
        jobs[f"{game} {args.baseline}"] = partial(measure, here, "ours", f"{old}::{game}", args.seconds)
    jobs["catanatron"] = partial(measure, peers, "catanatron", "-", args.seconds)
    references = list(OPENSPIEL_GAMES) if with_openspiel else []
    for name in references:
        jobs[name] = partial(measure, peers, "openspiel", name, args.seconds)
    print(table(rounds(jobs, args.rounds), args.baseline, references))
    if not with_openspiel and not args.no_openspiel:
        print(f"\nOpenSpiel did not install (see {args.cache / 'openspiel-failed'}); its rows are left out.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
