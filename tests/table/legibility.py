"""The size test's checker: python tests/table/legibility.py [--game GAME] [--size WxH] [--lang ko] prints problems.

Every game is drawn at every seat count it allows, from the example saves (as each of their human seats sees
them) and from two positions of a random playout (early and mid-game), at several window sizes, with
`tablegame shot`'s machinery; and, at 1280x720 and 900x600, as a player leaves it (`STAGES`): a refusal said,
cards chosen, the inspector pinned, and each dialog a random playout opens. A problem is:
- a text under 16 px at 1280x720 (16 * Fonts.scale at other sizes, like the window's fonts),
- a clipped text (shortened with an ellipsis, or cut by its picture, its clip or the window), a missing glyph,
- two texts drawn over each other, a text under a badge or a card drawn after it, or across a badge's edge
  (`TextRecorder.overlaps_on` says what is no collision: a dialog over the table, a card over another in a fan),
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
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="tablegame-legibility-"))  # never the real saves
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # run as a script from anywhere

import pygame
from english_left import LANGS, english_left, seat_names, speaking

from tablegame.app.games import make_presenter, playable_games
from tablegame.app.scenes.table_hint import HINT_UI, hint_line
from tablegame.app.shot import Shot, first_viewer, menu_seats, take_shot
from tablegame.app.table_setup import load_table_layout
from tablegame.coach.chance import Chance
from tablegame.coach.hint import Hint
from tablegame.core.match import Match
from tablegame.core.registry import get_rules
from tablegame.i18n import tr
from tablegame.storage.saves import load_match
from tablegame.table.board import Board
from tablegame.table.layout import Layout
from tablegame.table.model import FACE
from tablegame.table.render import Fonts

TEST_SIZES = ((900, 600), (1280, 720), (1000, 1000), (2560, 1440))
STAGED_SIZES = ((1280, 720), (900, 600))  # the sizes a staged table (a refusal, a choice, a dialog) is drawn at
LANG_SIZES = ((1280, 720), (900, 600))  # the sizes Korean and Chinese are checked at by the test
MORE_SIZES = ((2560, 720), (3840, 2160))  # the command line checks these too by default
SMALLEST_PX = 16  # docs/ARCHITECTURE.md, "Legibility": no text under 16 px at 1280x720
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
    stage: str = ""  # what a player left on the table before it was drawn: a key of STAGES ("" none)


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
    rules = get_rules(game)
    for seats in range(rules.min_seats, rules.max_seats + 1):
        for name, actions in PLAYOUT:
            match = played(game, seats, actions)
            found.append(Position(game, seats, f"{name} ({len(match.actions)} actions)", match, (first_viewer(match),)))
    return tuple(found + staged_positions(game))


def say_refusal(board: Board) -> None:
    """A long refusal in the message line, as the table says one after a refused drop."""
    board.say(tr("Another window changed this game; your moves are kept as a separate game."))


def choose_cards(board: Board) -> None:
    """The viewer's own cards chosen (CABO's cards to replace or look at), each marked as chosen."""
    for item in board.model.cards:
        zone = board.layout.zones.get(item.zone)
        if item.seat == board.viewer and zone is not None and zone.per_seat:
            item.selected = True


def pin_inspector(board: Board) -> None:
    """The inspector pinned open on the first face-up card (a right-click on it)."""
    key = next((item.key for item in board.model.cards if item.look == FACE and item.key in board.rects), None)
    if key is not None:
        board.inspector.pin(key)


def show_hint(board: Board) -> None:
    """The Hint button thinking and the longest hint line said, its move focused (as a hint leaves the table)."""
    model = board.model
    for button in model.buttons:
        if button.key == HINT_UI:
            button.label = tr("Thinking…")
    board.set_model(model, board.viewer)
    moves = [i for i, g in enumerate(model.gestures) if g.action is not None]
    if moves:
        board.focus = moves[0]
    move = model.gestures[moves[0]].label if moves else model.status
    board.say(hint_line(board, move, Hint(board.viewer, {}, Chance(0.35, 0.01, 400), Chance(0.4, 0.01, 400), None), 2))


STAGES = {"said": say_refusal, "chosen": choose_cards, "pinned": pin_inspector, "hint": show_hint}
CHOOSING = ("cabo",)  # games whose table marks chosen cards
OVER_THE_TABLE = ("pinned",)  # stages drawn over the table on purpose: their overlaps are not counted
DIALOG_ACTIONS = 160  # random actions searched for each game's dialogs (prompt zones): Catan's events by then


def staged_positions(game: str) -> list[Position]:
    """The staged positions at the largest seat count: the viewer's cards chosen where the game's table chooses
    cards (early and mid-game), a refusal said and the inspector pinned (mid-game), and every dialog (prompt) a
    random playout shows, each once."""
    rules = get_rules(game)
    found = []
    for name, actions in PLAYOUT:
        match = played(game, rules.max_seats, actions)
        viewers = (first_viewer(match),)
        if game in CHOOSING:
            found.append(Position(game, rules.max_seats, f"{name}, cards chosen", match, viewers, "chosen"))
    found += [
        Position(game, rules.max_seats, "mid-game, a refusal said", match, viewers, "said"),
        Position(game, rules.max_seats, "mid-game, the inspector pinned", match, viewers, "pinned"),
        Position(game, rules.max_seats, "mid-game, a hint shown", match, viewers, "hint"),
    ]
    return found + dialog_positions(game)


@cache
def dialog_positions(game: str) -> list[Position]:
    """One position for each dialog a random playout at the fewest seats opens for the seat to act (by the
    prompt's first line, so every event and question is drawn once)."""
    prompts = [zone.id for zone in layout_of(game).zones.values() if zone.kind == "prompt"]
    if not prompts:
        return []
    seats = get_rules(game).min_seats
    match = Match(game, menu_seats(game, seats), SEED)
    presenter = make_presenter(game, match.rules, [seat.name for seat in match.seats], match.options)
    chooser = random.Random(SEED * 7 + seats)
    found: dict[str, Position] = {}
    for _ in range(DIALOG_ACTIONS):
        if match.is_over():
            break
        seat = match.to_act()[0]
        model = presenter.build(match.view(seat), match.legal_actions(seat))
        for zone in prompts:
            lines = model.texts.get(zone)
            if lines and lines[0] not in found:
                shown = Match(game, match.seats, match.seed, match.options)
                for action in match.actions:
                    shown.apply(action)
                found[lines[0]] = Position(
                    game, seats, f"dialog {lines[0]!r} ({len(match.actions)} actions)", shown, (seat,), "dialog"
                )
        match.apply(chooser.choice(match.legal_actions(seat)))
    return list(found.values())


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
            name = f"{zone.id}@{board.layout.place_of(item.seat, board.viewer, board.geometry.n_seats)}"
        else:
            name = zone.id
        zones.setdefault(name, board.zone_rect(zone, item.seat))
    with_buttons = {button.zone for button in model.buttons}
    for zone in board.layout.zones.values():
        if zone.box is None:
            continue
        shown = (
            zone.kind in ("panel", "log")
            or (zone.kind == "buttons" and zone.id in with_buttons)
            or (zone.kind == "label" and _label_shown(board, zone.id))
        )
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


def problems_of(
    shot: Shot, size: tuple[int, int], where: str, names: list[str] | None = None, overlaps: bool = True
) -> Iterator[str]:
    """Every problem of one drawn table; `where` names the game, seats, position, size and viewer. With
    `names` (the seats' names), English left over in a text counts too; without `overlaps`, texts drawn over
    each other do not (something was opened over the table on purpose)."""
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
    for overlap in shot.overlaps if overlaps else ():
        yield f"{where}: {overlap}"
    board = shot.board
    if board is None:
        return
    zones = drawn_zones(board)
    names = sorted(zones)
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            if zones[first].colliderect(zones[second]):
                overlap = zones[first].clip(zones[second])
                yield (
                    f"{where}: zones {first} {tuple(zones[first])} and {second} {tuple(zones[second])} "
                    f"overlap by {overlap.w}x{overlap.h} px"
                )
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
                    where = f"{game} {position.seats} seats, {position.name}, {size[0]}x{size[1]}, as seat {viewer}" + (
                        "" if lang == "en" else f", in {lang}"
                    )
                    if position.stage:
                        where += f", {position.stage}"
                        if size not in STAGED_SIZES:
                            continue
                    shot = take_shot(position.match, viewer, size, layout, STAGES.get(position.stage))
                    yield from problems_of(shot, size, where, names, position.stage not in OVER_THE_TABLE)


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
    parser.add_argument(
        "--game", action="append", choices=playable_games(), help="a game to check (repeatable; default: every game)"
    )
    parser.add_argument(
        "--size",
        action="append",
        type=window_size,
        metavar="WxH",
        help="a window size (repeatable; default: the test's sizes, 2560x720 and 3840x2160)",
    )
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
