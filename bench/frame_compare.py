"""The screen after every frame of bot games, on two trees of the program: where a frame was held, and what differs.

Each game at its largest seat count, `random` bots at the `fast` speed from a mid-game position, fixed 1/60 s steps,
the screen's bytes hashed after every frame. A tree whose table holds a frame (`App.owed`: the window shows its
last frame again while the next picture is made) must show, in every frame it did not hold, exactly what the other
tree shows in the same frame, and in a held frame exactly its own last frame. Where the other tree held that frame,
the picture is shown sooner if the other draws it a few frames later, else unmatched (the other never drew that
moment; `tests/table/test_mend.py` checks such frames against whole drawings).

    python bench/frame_compare.py --against DIR [--games cabo,...] [--sizes 1280x720,2560x1440] [--moves 25]
        [--shots FOLDER]   (PNGs of the first frames after a few moves, from this tree)
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

GAMES = ["cabo", "niagara", "ogallala", "struggle-for-catan"]


def frames(game: str, size: tuple[int, int], moves: int, shots: str) -> list[tuple[str, bool, bool]]:
    """(screen hash, held, a move applied) after each frame while bots play `moves` moves from mid-game."""
    import tempfile

    import pygame

    from tablegame.app.main import App
    from tablegame.app.scenes.dialogs import ScoreScene
    from tablegame.app.settings import Settings
    from tablegame.core.match import Match, Seat
    from tablegame.core.registry import get_rules
    from tablegame.storage.saves import SaveStore

    seats = [Seat(f"Bot {i}", "bot", "random") for i in range(1, get_rules(game).max_seats + 1)]
    seed = 0
    while True:  # the first seed whose game lasts 40 actions (a Cabo game of random moves may end sooner)
        seed += 1
        match, rng = Match(game, list(seats), seed), random.Random(seed)
        while len(match.actions) < 40 and not match.is_over():
            match.apply(rng.choice(match.legal_actions()))
        if not match.is_over():
            break
    found: list[tuple[str, bool, bool]] = []
    with tempfile.TemporaryDirectory() as folder:
        app = App(size, bot_threads=False, store=SaveStore(Path(folder)), settings=Settings("fast"))
        app.reraise_errors = True
        app.open_table(match)
        last, applied, shot = len(match.actions), 0, 0  # shot: the move whose picture is saved next
        while applied < moves and not match.is_over():
            top = app.scenes.top
            if isinstance(top, ScoreScene):
                if top.final:
                    break
                top.close()
            app.step(1 / 60)
            landed = len(match.actions) > last
            applied += landed
            last = len(match.actions)
            held = bool(getattr(app, "owed", False))
            found.append((hashlib.blake2b(pygame.image.tobytes(app.screen, "RGB")).hexdigest(), held, landed))
            if shots and landed and applied in (3, 9):
                shot = applied
            if shot and not held:  # the first frame drawn after the move
                pygame.image.save(app.screen, str(Path(shots) / f"{game}-{size[0]}x{size[1]}-move{shot}.png"))
                shot = 0
        app.store.flush()
        pygame.display.quit()
    return found


SOONER_FRAMES = 15  # how far on a picture drawn sooner than `before` drew it is looked for


def compare(
    before: list[tuple[str, bool, bool]], after: list[tuple[str, bool, bool]]
) -> tuple[int, int, int, int, int]:
    """(frames compared, frames held in `after`, frames wrong, frames sooner, frames unmatched): a drawn frame must
    equal `before`'s, a held frame `after`'s last. The two trees hold frames by the time their work takes: a frame
    `after` draws where `before` held its last picture is shown sooner if it is the very picture `before` draws a few
    frames later (before the next move), else unmatched (a moment `before` never drew, such as a flight a frame on:
    nothing to compare it with)."""
    wrong = held = sooner = unmatched = 0
    for k, ((old, old_held, _), (new, hold, _)) in enumerate(zip(before, after, strict=False)):
        if hold:
            held += 1
            wrong += k > 0 and new != after[k - 1][0]
        elif new != old and old_held:
            found = _drawn_later(before, k, new)
            sooner += found
            unmatched += not found
        else:
            wrong += new != old
    return min(len(before), len(after)), held, wrong, sooner, unmatched


def _drawn_later(frames: list[tuple[str, bool, bool]], k: int, picture: str) -> bool:
    """Whether `frames` show `picture` in a frame drawn after frame `k`, before another move lands."""
    for shown, held, landed in frames[k + 1 : k + 1 + SOONER_FRAMES]:
        if not held and shown == picture:
            return True
        if landed:
            return False
    return False


def main() -> int:
    """Run every game and size on both trees (each in a fresh process) and print the comparison."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--sizes", default="1280x720,2560x1440")
    parser.add_argument("--moves", type=int, default=25)
    parser.add_argument("--shots", default="")
    parser.add_argument("--one", action="store_true", help="one game and size on this process's tree, as JSON")
    args = parser.parse_args()
    sizes = [(int(w), int(h)) for w, h in (text.split("x") for text in args.sizes.split(","))]
    if args.one:
        print(json.dumps(frames(args.games, sizes[0], args.moves, args.shots)))
        return 0
    here = Path(__file__).resolve().parent.parent
    if args.shots:
        Path(args.shots).mkdir(parents=True, exist_ok=True)
    total = [0, 0, 0, 0, 0]
    for size in sizes:
        for game in args.games.split(","):
            runs = []
            for tree, shots in ((args.against, ""), (str(here), args.shots)):
                command = [sys.executable, __file__, "--one", "--games", game, "--sizes", f"{size[0]}x{size[1]}"]
                command += ["--moves", str(args.moves), "--shots", shots]
                done = subprocess.run(
                    command, env={**os.environ, "PYTHONPATH": tree}, capture_output=True, text=True, check=True
                )
                runs.append(json.loads(done.stdout.strip().splitlines()[-1]))
            found = compare(runs[0], runs[1])
            total = [a + b for a, b in zip(total, found, strict=True)]
            counted, held, wrong, sooner, unmatched = found
            print(
                f"{game} {size[0]}x{size[1]}: {counted} frames, {held} held, {wrong} wrong, {sooner} shown sooner, "
                f"{unmatched} unmatched",
                flush=True,
            )
    print(f"all: {total[0]} frames, {total[1]} held, {total[2]} wrong, {total[3]} shown sooner, {total[4]} unmatched")
    return 1 if total[2] else 0


if __name__ == "__main__":
    raise SystemExit(main())
