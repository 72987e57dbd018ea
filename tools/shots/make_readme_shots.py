"""Draw the README's screenshots (not a test): python tools/shots/make_readme_shots.py [DIR] [--lang ko|zh].

Each game is played by `normal` bots in every seat from a fixed seed to a mid-game position, then drawn at
1280x720 as the first seat ("Mina", in Korean 민아, in Chinese 小敏) sees it, with `tablegame shot`'s machinery.
Default DIR: docs/screenshots; the pictures are <game>.png, in Korean <game>-ko.png, in Chinese <game>-zh.png.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="tablegame-readme-"))  # never the real saves

# the program and the table tests' drivers, when run from anywhere
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tests" / "table"))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


from english_left import speaking

from tablegame.app.shot import png_bytes, take_shot
from tablegame.bots.base import make_bot
from tablegame.core.match import Match, Seat
from tablegame.core.registry import get_rules

NAMES = {
    "en": ["Mina", "Noor", "Jun", "Bo", "Ana"],  # the players, as each language's players are called
    "ko": ["민아", "지훈", "서연", "준호", "하늘"],
    "zh": ["小敏", "建华", "思雨", "浩然", "丽娟"],
}
# game: (seats, seed, actions played before the picture, of which the last `own` are the first seat's)
POSITIONS = {
    "cabo": (4, 3, 33, 1),  # Mina holds the card she drew
    "ogallala": (3, 5, 60, 0),
    "struggle-for-catan": (3, 2, 120, 0),
    "niagara": (4, 4, 70, 0),
}


def played(game: str, seats: int, seed: int, actions: int, own: int, names: list[str]) -> Match:
    """A match of `normal` bots in every seat after `actions` actions, then on until the first seat is to act."""
    rules = get_rules(game)
    match = Match(game, [Seat(names[0])] + [Seat(name, "bot", "normal") for name in names[1:seats]], seed)
    bots = [make_bot(rules, "normal", seat, seed + seat) for seat in range(seats)]
    for played_count in range(actions + 200):
        if match.is_over() or (played_count >= actions and 0 in match.to_act()):
            break  # from `actions` on, stop when the first seat has something to do
        seat = match.to_act()[0]
        match.apply(bots[seat].choose(match.view(seat), match.legal_actions(seat)))
    for _ in range(own):
        match.apply(bots[0].choose(match.view(0), match.legal_actions(0)))
    return match


def main(folder: Path, lang: str) -> None:
    """Draw one picture per game into `folder`, in `lang`."""
    folder.mkdir(parents=True, exist_ok=True)
    suffix = "" if lang == "en" else f"-{lang}"
    with speaking(lang):
        for game, (seats, seed, actions, own) in POSITIONS.items():
            shot = take_shot(played(game, seats, seed, actions, own, NAMES[lang]), 0, (1280, 720))
            (folder / f"{game}{suffix}.png").write_bytes(png_bytes(shot))
            print(folder / f"{game}{suffix}.png")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--lang", choices=sorted(NAMES), default="en", help="the language to draw in (default: en)")
    arguments = parser.parse_args()
    main(arguments.folder, arguments.lang)
