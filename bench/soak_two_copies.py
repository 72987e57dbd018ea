"""Soak: two copies of the program play bots-only games on one saves folder while a third kills and restarts them.

Each copy is a process doing what the window does with the store: at start it removes stale temporaries,
reconciles the kept games and migrates an old autosave; then it plays games of random bots, autosaving
after every action (in the background, as the table does), continues the last game in progress (or
starts a new one), and finishes games. Every time a flush says the autosave is on the disk, the copy
logs the game's id, its action count and a digest of those actions. The third process (this one)
SIGKILLs a random copy at random moments and starts it again.

Afterwards the folder is reconciled as a start would, and checked: every file loads and replays
(SaveStore.load_kept), no line of play is there twice (no file is a prefix of another file of the same
game), and nothing was lost: every logged (count, digest) is the beginning of some file. Exits 1 on any
loss, damage or duplicate.

    python bench/soak_two_copies.py [--minutes 3] [--seed S] [--own-games] [--folder DIR]

`--own-games`: each copy continues only the games it started, so that two copies never play one game
(which only the per-game locks make safe; without them the shared mode can lose moves by design).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as `python bench/soak_two_copies.py` from a checkout
    sys.path.insert(0, str(ROOT))

from tablegame.core.match import Match, Seat  # noqa: E402
from tablegame.core.registry import game_ids, get_rules  # noqa: E402
from tablegame.storage.kept import MATCH_ID_FIELD, match_id_of  # noqa: E402
from tablegame.storage.reconcile import reconcile_store  # noqa: E402
from tablegame.storage.saves import SaveStore, load_match  # noqa: E402

COPIES = ("A", "B")
LOGS = "soak-logs"  # beside the saves folder, never inside it


def action_digest(digest: Any, action: dict[str, Any]) -> None:
    """Add one action to a running digest of a line of play."""
    digest.update(json.dumps(action, sort_keys=True, separators=(",", ":")).encode("utf-8", "surrogatepass"))
    digest.update(b"\n")


def digest_of(actions: list[dict[str, Any]]) -> Any:
    """The running digest of a list of actions."""
    digest = hashlib.sha256()
    for action in actions:
        action_digest(digest, action)
    return digest


# --- one copy of the program -------------------------------------------------------------------------
def new_match(rng: random.Random) -> Match:
    """A bots-only game of a random kind, with its id (random bots, the game's short options)."""
    game = rng.choice(game_ids())
    rules = get_rules(game)
    seats = rng.randint(rules.min_seats, rules.max_seats)
    match = Match(
        game,
        [Seat(f"Bot {i + 1}", "bot", "random") for i in range(seats)],
        rng.getrandbits(31),
        dict(rules.playout_options),
    )
    match_id_of(match)
    return match


def last_game(store: SaveStore, mine: set[str] | None) -> Match | None:
    """The game in progress played last that no other copy has open (only this copy's own with `mine`), loaded and
    held as the table holds it; None if there is none."""
    for game in store.kept_games():
        if game.problem is None and (mine is None or game.id in mine):
            if not store.claim(game.id):  # open in the other copy: the window would offer to look or take over
                continue
            try:
                return store.load_kept(game)
            except Exception as exc:  # gone meanwhile
                print(f"continue refused: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
                store.release(game.id)
                return None
    return None


def run_copy(folder: Path, name: str, seed: int, own_games: bool) -> None:
    """One copy: start as the window does, then play, autosave, log what is saved, until killed."""
    store = SaveStore(folder)
    store.remove_stale_temporaries()
    changed = reconcile_store(store)
    store.migrate_old_autosave()
    rng = random.Random(seed)
    log_path = folder.parent / LOGS / f"{name}.log"
    mine: set[str] | None = None
    if own_games:  # the games this copy logged before it was killed, and those it starts now
        mine = (
            {line.split()[1] for line in log_path.read_text().splitlines() if line.startswith("saved ")}
            if log_path.exists()
            else set()
        )
    with log_path.open("a", encoding="utf-8") as log:
        log.write(f"start {seed} {changed}\n")
        log.flush()
        while True:
            match = last_game(store, mine) if rng.random() < 0.7 else None
            if match is None:
                match = new_match(rng)
                store.claim(match_id_of(match))
            ident = match_id_of(match)
            if mine is not None:
                mine.add(ident)
            digest = digest_of(match.actions)
            stop_after = rng.randint(5, 400)  # a session: then the player goes back to the menu
            for _ in range(stop_after):
                if match.is_over():
                    break
                match.apply(rng.choice(match.legal_actions()))
                action_digest(digest, match.actions[-1])
                store.autosave_later(match)
                flushed = (match.is_over() or rng.random() < 0.3) and store.flush()  # the write is on the disk now
                moved = store.moved_to(match)
                if moved is not None:  # the file had changed behind this copy: its line goes on as a game of its own
                    store.release(ident)
                    match.extra[MATCH_ID_FIELD] = ident = moved
                    store.claim(ident)
                if not store.owns(ident):
                    break  # taken over: the table goes read-only and writes nothing more
                if flushed and store.autosave_failure(match) is None:
                    log.write(f"saved {ident} {len(match.actions)} {digest.hexdigest()} {int(match.is_over())}\n")
                    log.flush()
            store.flush()
            store.release(ident)  # back to the menu


# --- the third process: kill, restart, then check --------------------------------------------------
def spawn(folder: Path, name: str, seed: int, own_games: bool) -> subprocess.Popen[bytes]:
    """Start one copy."""
    command = [sys.executable, __file__, "--copy", name, "--folder", str(folder), "--seed", str(seed)]
    if own_games:
        command.append("--own-games")
    errors = (folder.parent / LOGS / f"{name}.err").open("ab")
    return subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=errors)


def reconciled_at_start(folder: Path) -> int:
    """How many files the copies' starts changed while reconciling."""
    total = 0
    for name in COPIES:
        path = folder.parent / LOGS / f"{name}.log"
        for line in path.read_text(encoding="utf-8").splitlines() if path.exists() else ():
            parts = line.split()
            if len(parts) == 3 and parts[0] == "start":
                total += int(parts[2])
    return total


def logged(folder: Path) -> list[tuple[str, str, int, str, bool]]:
    """Every saved line each copy logged: (copy, game id, action count, digest, over)."""
    entries = []
    for name in COPIES:
        path = folder.parent / LOGS / f"{name}.log"
        for line in path.read_text(encoding="utf-8").splitlines() if path.exists() else ():
            parts = line.split()
            if len(parts) == 5 and parts[0] == "saved":
                entries.append((name, parts[1], int(parts[2]), parts[3], parts[4] == "1"))
    return entries


def check(folder: Path) -> dict[str, Any]:
    """Reconcile as a start does, then check every file and every logged save; the figures and problems."""
    store = SaveStore(folder)
    figures: dict[str, Any] = {
        "problems": [],
        "files_reconciled_at_starts": reconciled_at_start(folder),
        "files_reconciled_at_the_end": reconcile_store(store),
    }
    problems: list[str] = figures["problems"]
    prefixes: set[tuple[int, str]] = set()  # (count, digest) of every beginning of every file
    full: list[tuple[str, tuple[Any, ...], int, str]] = []  # (file, game identity, count, digest)
    kept = store.kept_games() + store.kept_games(finished=True)
    ids = Counter(game.id for game in kept)
    for game in kept:
        if game.problem is not None:
            problems.append(f"damaged: {game.path.name}: {game.problem}")
            continue
        try:
            match = store.load_kept(game)  # replays every action
        except Exception as exc:
            problems.append(f"does not load: {game.path.name}: {exc}")
            continue
        if load_match(game.path).extra.get(MATCH_ID_FIELD) != game.id:
            problems.append(f"id inside differs from the name: {game.path}")
        if ids[game.id] > 1:
            problems.append(f"one id in both folders: {game.id}")
        digest = hashlib.sha256()
        for number, action in enumerate(match.actions, 1):
            action_digest(digest, action)
            prefixes.add((number, digest.hexdigest()))
        prefixes.add((0, hashlib.sha256().hexdigest()))
        identity = (
            match.game,
            match.seed,
            json.dumps([s.to_json() for s in match.seats]),
            json.dumps(match.options, sort_keys=True),
            json.dumps(match.setup, sort_keys=True),
        )
        full.append((game.path.name, identity, len(match.actions), digest.hexdigest()))
    # Once per line: no file is a beginning of another file of the same game.
    by_identity: dict[tuple[Any, ...], list[tuple[str, int, str]]] = {}
    for name, identity, count, digest_hex in full:
        by_identity.setdefault(identity, []).append((name, count, digest_hex))
    for files in by_identity.values():
        for name, count, digest_hex in files:
            for other, other_count, _ in files:
                if other != name and other_count >= count and _begins(folder, other, count, digest_hex):
                    problems.append(f"twice: {name} is a beginning of {other}")
    entries = logged(folder)
    lost = [entry for entry in entries if (entry[2], entry[3]) not in prefixes]
    problems.extend(
        f"lost: copy {c} reported game {i} saved at {n} actions; no file holds them" for c, i, n, _, _ in lost[:20]
    )
    figures.update(
        games_in_progress=len(store.kept_games()),
        games_finished=len(store.kept_games(finished=True)),
        lines_of_play=len(by_identity),
        logged_saves=len(entries),
        logged_games=len({e[1] for e in entries}),
        logged_finishes=len({e[1] for e in entries if e[4]}),
        lost=len(lost),
        games_with_a_loss=len({e[1] for e in lost}),
        actions_in_files=sum(count for _, _, count, _ in full),
    )
    return figures


def _begins(folder: Path, name: str, count: int, digest_hex: str) -> bool:
    """True if the first `count` actions of a kept file have this digest."""
    for sub in ("games", "finished"):
        path = folder / sub / name
        if path.exists():
            return digest_of(load_match(path).actions[:count]).hexdigest() == digest_hex
    return False


def soak(folder: Path, minutes: float, seed: int, own_games: bool) -> int:
    """Run two copies under random kills for `minutes`, then check; the exit status."""
    rng = random.Random(seed)
    (folder.parent / LOGS).mkdir(parents=True, exist_ok=True)
    copies = {name: spawn(folder, name, rng.getrandbits(31), own_games) for name in COPIES}
    starts = Counter({name: 1 for name in COPIES})
    kills = 0
    end = time.monotonic() + minutes * 60
    try:
        while time.monotonic() < end:
            time.sleep(rng.uniform(0.2, 4.0))
            name = rng.choice(COPIES)
            copies[name].send_signal(signal.SIGKILL)
            copies[name].wait()
            kills += 1
            if rng.random() < 0.5:
                time.sleep(rng.uniform(0.0, 1.0))  # sometimes a moment before the program is started again
            copies[name] = spawn(folder, name, rng.getrandbits(31), own_games)
            starts[name] += 1
    finally:
        for copy in copies.values():
            copy.send_signal(signal.SIGKILL)
            copy.wait()
    figures = check(folder)
    mode = "each copy continues its own games" if own_games else "both copies continue the last game"
    print(f"soak: {minutes:g} min, seed {seed}, {mode}; folder {folder}")
    print(f"  kills (SIGKILL): {kills}; starts: " + ", ".join(f"{n} {starts[n]}" for n in COPIES))
    for key in (
        "files_reconciled_at_starts",
        "files_reconciled_at_the_end",
        "logged_saves",
        "logged_games",
        "logged_finishes",
        "games_in_progress",
        "games_finished",
        "lines_of_play",
        "actions_in_files",
        "lost",
        "games_with_a_loss",
    ):
        print(f"  {key.replace('_', ' ')}: {figures[key]:,}")
    for problem in figures["problems"][:40]:
        print(f"  PROBLEM {problem}")
    print("  result: " + ("FAILED" if figures["problems"] else "nothing lost, every game once per line, all load"))
    return 1 if figures["problems"] else 0


def main() -> int:
    """Parse the arguments: the soak itself, or (`--copy`) one copy of the program."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float, default=3.0)
    parser.add_argument("--seed", type=int, default=int(time.time()))
    parser.add_argument("--own-games", action="store_true", help="each copy continues only the games it started")
    parser.add_argument("--folder", type=Path, help="the saves folder (default: a new temporary one)")
    parser.add_argument("--copy", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.copy:
        run_copy(args.folder, args.copy, args.seed, args.own_games)
        return 0
    folder = args.folder or Path(tempfile.mkdtemp(prefix="tablegame-soak-")) / "saves"
    return soak(folder, args.minutes, args.seed, args.own_games)


if __name__ == "__main__":
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sys.exit(main())
