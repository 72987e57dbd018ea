"""Audit the table's texts (not a test): python tests/table/text_audit.py [--details N] [--lang ko].

Draws every game at every seat count, at a new game and at a mid-game position of a random playout,
at the size test's four sizes, through `tablegame shot`'s machinery, and prints per game and size: texts
under 16 px (at 1280x720, scaled like the window's fonts at other sizes), clipped texts, missing glyphs, texts
drawn over each other (or under a badge or card) and, in Korean or Chinese, English left over (english_left.py),
with the most frequent offenders. A summary by
count; `legibility.py` lists every problem one by one, overlapping zones and items outside the window too.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="tablegame-audit-"))  # never the real saves
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # english_left, when run from anywhere

from english_left import LANGS, english_left, seat_names, speaking

from tablegame.app.games import playable_games
from tablegame.app.shot import first_viewer, menu_seats, take_shot
from tablegame.core.match import Match
from tablegame.core.registry import get_rules
from tablegame.table.render import Fonts
from tablegame.table.text_recorder import DrawnText, Overlap

SIZES = [(1280, 720), (900, 600), (1000, 1000), (2560, 1440)]
SMALLEST_PX = 16  # docs/ARCHITECTURE.md, "Legibility": no text under 16 px at 1280x720
PLAYOUT_ACTIONS = 40  # random actions before the mid-game shot (fewer if the game ends first)


@dataclass
class Tally:
    """One game's texts at one size, over every shot taken."""

    shots: int = 0
    texts: int = 0
    small: Counter[str] = field(default_factory=Counter)
    clipped: Counter[str] = field(default_factory=Counter)
    missing: Counter[str] = field(default_factory=Counter)
    english: Counter[str] = field(default_factory=Counter)
    overlapping: Counter[str] = field(default_factory=Counter)
    unplaced: int = 0

    def add(
        self,
        texts: list[DrawnText],
        smallest: float,
        names: list[str] | None = None,
        overlaps: list[Overlap] | None = None,
    ) -> None:
        """Count one shot's texts (with `names`, the seats' names, English left over too) and its overlaps."""
        self.shots += 1
        for overlap in overlaps or []:
            other = repr(overlap.second.text) if overlap.second else "a badge or card"
            self.overlapping[f"{overlap.first.text!r} / {other}"] += 1
        self.texts += len(texts)
        for text in texts:
            if names is not None and english_left(text.text, names):
                self.english[repr(text.text)] += 1
            self.unplaced += text.box is None
            if text.px < smallest:
                self.small[f"{text.text!r} {text.px} px"] += 1
            if text.clipped:
                self.clipped[repr(text.text)] += 1
            if text.missing_glyphs:
                self.missing[repr(text.text)] += 1


def smallest_px(size: tuple[int, int]) -> float:
    """The smallest text allowed at a window size: 16 px at 1280x720, scaled as the window's fonts are."""
    fonts = Fonts()
    fonts.resize(size)
    return SMALLEST_PX * fonts.scale


def positions(game: str, seats: int, seed: int) -> list[tuple[str, Match]]:
    """A new game, and the same game after a random playout of up to PLAYOUT_ACTIONS actions."""
    played = Match(game, menu_seats(game, seats), seed)
    chooser = random.Random(seed)
    for _ in range(PLAYOUT_ACTIONS):
        if played.is_over():
            break
        played.apply(chooser.choice(played.legal_actions(played.to_act()[0])))
    return [("new", Match(game, menu_seats(game, seats), seed)), (f"after {len(played.actions)}", played)]


def audit(seed: int, lang: str = "en") -> dict[tuple[str, tuple[int, int]], Tally]:
    """Every game, seat count, position and size, drawn in `lang`: the tallies."""
    tallies: dict[tuple[str, tuple[int, int]], Tally] = {}
    with speaking(lang):
        for game in playable_games():
            rules = get_rules(game)
            for seats in range(rules.min_seats, rules.max_seats + 1):
                for _, match in positions(game, seats, seed):
                    names = None if lang == "en" else seat_names(seat.name for seat in match.seats)
                    for size in SIZES:
                        shot = take_shot(match, first_viewer(match), size)
                        tallies.setdefault((game, size), Tally()).add(
                            shot.texts, smallest_px(size), names, shot.overlaps
                        )
    return tallies


def report(tallies: dict[tuple[str, tuple[int, int]], Tally], details: int) -> None:
    """Print one block per game and size."""
    for (game, (w, h)), tally in tallies.items():
        print(
            f"{game} {w}x{h}: {tally.shots} shots, {tally.texts} texts; "
            f"under {smallest_px((w, h)):.1f} px: {sum(tally.small.values())}, "
            f"clipped: {sum(tally.clipped.values())}, missing glyphs: {sum(tally.missing.values())}, "
            f"English left: {sum(tally.english.values())}, overlapping: {sum(tally.overlapping.values())}, "
            f"not followed: {tally.unplaced}"
        )
        for title, counter in (
            ("small", tally.small),
            ("clipped", tally.clipped),
            ("missing", tally.missing),
            ("English", tally.english),
            ("overlapping", tally.overlapping),
        ):
            if counter and details:
                shown = ", ".join(f"{text} ×{n}" for text, n in counter.most_common(details))
                print(f"    {title}: {shown}")


def main() -> None:
    """Run the audit and print it."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--details", type=int, default=6, help="offenders listed per kind (0: none)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--lang", choices=LANGS, default="en", help="the language to draw in (default: en)")
    args = parser.parse_args()
    report(audit(args.seed, args.lang), args.details)


if __name__ == "__main__":
    main()
