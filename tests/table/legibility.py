"""The size test's checker: python tests/table/legibility.py [--game GAME] [--size WxH] [--lang ko] prints problems.

Every game is drawn at every seat count it allows, from the example saves (as each of their human seats sees
them) and from two positions of a random playout (early and mid-game), at several window sizes, with
`tablegame shot`'s machinery. A problem is:
- a text under 16 px at 1280x720 (16 * Fonts.scale at other sizes, like the window's fonts),
- a clipped text (shortened with an ellipsis, or cut by its picture, its clip or the window), a missing glyph,
- two drawn zones whose boxes intersect (see `drawn_zones` for which zones count),
- an item outside the window: a card, a button, a drawn zone's box or a text's box.
- in Korean or Chinese, English left over: a text with a run of 3+ ASCII letters that is not a name or an
  allowed term (english_left.py), most likely a message no one translated.
Each problem names the game, seat count, position, size and viewer, and the offender.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="tablegame-legibility-"))  # never the real saves
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # run as a script from anywhere

import pygame
from english_left import LANGS, english_left, seat_names, speaking

from tablegame.app.games import playable_games
from tablegame.app.shot import Shot, first_viewer, menu_seats, take_shot
from tablegame.app.table_setup import load_table_layout
from tablegame.core.match import Match
from tablegame.core.registry import get_rules
from tablegame.storage.saves import load_match
from tablegame.table.board import Board
from tablegame.table.layout import Layout
from tablegame.table.render import Fonts

TEST_SIZES = ((900, 600), (1280, 720), (1000, 1000), (2560, 1440))
LANG_SIZES = ((1280, 720), (900, 600))  # the sizes Korean and Chinese are checked at by the test
MORE_SIZES = ((2560, 720), (3840, 2160))  # the command line checks these too by default
SMALLEST_PX = 16  # UX.md: no text under 16 px at 1280x720
PLAYOUT = (("early", 8), ("mid-game", 40))  # random legal actions played before each playout position
SEED = 17
SAVES = Path(__file__).resolve().parents[2] / "saves"
CARD_KINDS = ("pile", "row", "fan", "grid")


@dataclass(frozen=True)
class Position:
    """A match to draw and the seats to draw it for."""

    game: str
    seats: int
    name: str  # "saves/x.json", "early (8 actions)"
    match: Match
    viewers: tuple[int, ...]
    prepare: Callable[[Any], None] | None = None  # done to the table scene before it is drawn


def choose_two_cards(scene: Any) -> None:
    """A CABO multi-replace half made: the viewer's first two cards chosen (the table marks them "chosen")."""
    scene.presenter.choice.selection = {0, 1}
    scene.rebuild()


# Example saves drawn once more with something the table shows only while the player acts: (save, what is done
# to the table, its name in the problems).
PREPARED = (("cabo-multi-replace-choice.json", choose_two_cards, "two cards chosen"),)


def smallest_px(size: tuple[int, int]) -> float:
    """The smallest text allowed at a window size: 16 px at 1280x720, scaled as the window's fonts are."""
    fonts = Fonts()
    fonts.resize(size)
    return SMALLEST_PX * fonts.scale


def played(game: str, seats: int, actions: int, seed: int = SEED) -> Match:
    """A new game of `seats` seats after up to `actions` random legal actions (fewer if it ends first)."""
    match = Match(game, menu_seats(game, seats), seed)
    chooser = random.Random(seed * 31 + seats)
    for _ in range(actions):
        if match.is_over():
            break
        match.apply(chooser.choice(match.legal_actions(match.to_act()[0])))
    return match


@cache
def positions(game: str, lang: str = "en") -> tuple[Position, ...]:
    """Every position checked for a game: its example saves, then two playout positions per seat count (the
    seats named as the menu names them in `lang`)."""
    with speaking(lang):
        return _positions(game)


def _positions(game: str) -> tuple[Position, ...]:
    """Every position checked for a game, in the language now."""
    found = []
    for path in sorted(SAVES.glob("*.json")):
        match = load_match(path)
        if match.game != game:
            continue
        humans = tuple(i for i, seat in enumerate(match.seats) if not seat.is_bot)
        viewers = tuple(sorted({first_viewer(match), *humans}))
        found.append(Position(game, len(match.seats), f"saves/{path.name}", match, viewers))
        found.extend(Position(game, len(match.seats), f"saves/{path.name}, {what}", match, viewers, prepare)
                     for name, prepare, what in PREPARED if name == path.name)
    rules = get_rules(game)
    for seats in range(rules.min_seats, rules.max_seats + 1):
        for name, actions in PLAYOUT:
            match = played(game, seats, actions)
            found.append(Position(game, seats, f"{name} ({len(match.actions)} actions)", match,
                                  (first_viewer(match),)))
    return tuple(found)


@cache
def layout_of(game: str) -> Layout:
    """A game's layout, read once."""
    return load_table_layout(Match(game, menu_seats(game), 1))


def drawn_zones(board: Board) -> dict[str, pygame.Rect]:
    """The boxes of the zones the board draws, by id ("row@left" for a per-seat zone at a place).

    Counted: card zones holding a card (at each seat's place that holds one), panels and logs (always
    drawn), labels with a text in them, and buttons zones with a button. Not counted: prompts and the
    chooser (they are drawn over the table on purpose), and paths and spots (a board drawn across the
    window; their pieces are checked as items).
    """
    model = board.model
    zones: dict[str, pygame.Rect] = {}
    for item in model.cards:
        zone = board.layout.zones.get(item.zone)
        if zone is None or zone.kind not in CARD_KINDS:
            continue
        if zone.per_seat and item.seat is not None:
            name = f"{zone.id}@{board.layout.place_of(item.seat, board.viewer, board.n_seats)}"
        else:
            name = zone.id
        zones.setdefault(name, board.zone_rect(zone, item.seat))
    with_buttons = {button.zone for button in model.buttons}
    for zone in board.layout.zones.values():
        if zone.box is None:
            continue
        shown = (zone.kind in ("panel", "log")
                 or (zone.kind == "buttons" and zone.id in with_buttons)
                 or (zone.kind == "label" and _label_shown(board, zone.id)))
        if shown:
            zones[zone.id] = board.zone_rect(zone)
    return zones


def _label_shown(board: Board, zone_id: str) -> bool:
    """True if a label zone has something written in it."""
    if zone_id == "status":
        return bool(board.model.status or board.focused)
    if zone_id == "message":
        return bool(board.message)
    return bool(board.model.texts.get(zone_id))


def problems_of(shot: Shot, size: tuple[int, int], where: str, names: list[str] | None = None) -> Iterator[str]:
    """Every problem of one drawn table; `where` names the game, seats, position, size and viewer. With
    `names` (the seats' names), English left over in a text counts too."""
    smallest = smallest_px(size)
    window = pygame.Rect(0, 0, *size)
    for text in shot.texts:
        if names is not None and (runs := english_left(text.text, names)):
            yield f"{where}: text {text.text!r} is English left over ({', '.join(runs)})"
        if text.px < smallest:
            yield f"{where}: text {text.text!r} at {text.px} px (under {smallest:g} px)"
        if text.clipped:
            yield f"{where}: text {text.text!r} ({text.px} px) is clipped, box {text.box}"
        if text.missing_glyphs:
            yield f"{where}: text {text.text!r} misses {text.missing_glyphs} glyph(s)"
        if text.box is not None and not window.contains(pygame.Rect(text.box)):
            yield f"{where}: text {text.text!r} box {text.box} is outside the window"
    board = shot.board
    if board is None:
        return
    zones = drawn_zones(board)
    names = sorted(zones)
    for i, first in enumerate(names):
        for second in names[i + 1:]:
            if zones[first].colliderect(zones[second]):
                overlap = zones[first].clip(zones[second])
                yield (f"{where}: zones {first} {tuple(zones[first])} and {second} {tuple(zones[second])} "
                       f"overlap by {overlap.w}x{overlap.h} px")
    for kind, rects in (("zone", zones), ("card", board.rects), ("button", board.button_rects)):
        for key, rect in rects.items():
            if not window.contains(rect):
                yield f"{where}: {kind} {key} {tuple(rect)} is outside the window"


def check(game: str, sizes: tuple[tuple[int, int], ...] = TEST_SIZES, lang: str = "en") -> Iterator[str]:
    """Every problem of a game at every position, viewer and size, drawn in `lang`."""
    layout = layout_of(game)
    for position in positions(game, lang):
        with speaking(lang):
            names = None if lang == "en" else seat_names(seat.name for seat in position.match.seats)
            for size in sizes:
                for viewer in position.viewers:
                    where = (f"{game} {position.seats} seats, {position.name}, {size[0]}x{size[1]}, "
                             f"as seat {viewer}" + ("" if lang == "en" else f", in {lang}"))
                    shot = take_shot(position.match, viewer, size, layout, position.prepare)
                    yield from problems_of(shot, size, where, names)


def window_size(text: str) -> tuple[int, int]:
    """'WxH' as a size; raises argparse's error for anything else."""
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a size like 1280x720, got {text!r}") from None
    if w < 240 or h < 160:
        raise argparse.ArgumentTypeError(f"expected a size of at least 240x160, got {text!r}")
    return w, h


def main() -> int:
    """Print every problem of the games asked for; exit 1 if there is any."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=playable_games(),
                        help="a game to check (repeatable; default: every game)")
    parser.add_argument("--size", action="append", type=window_size, metavar="WxH",
                        help="a window size (repeatable; default: the test's sizes, 2560x720 and 3840x2160)")
    parser.add_argument("--lang", choices=LANGS, default="en", help="the language to draw in (default: en)")
    args = parser.parse_args()
    sizes = tuple(args.size) if args.size else TEST_SIZES + MORE_SIZES
    total = 0
    for game in args.game or playable_games():
        found = list(check(game, sizes, args.lang))
        total += len(found)
        for line in found:
            print(line)
        print(f"{game}: {len(found)} problem(s)", file=sys.stderr)
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
